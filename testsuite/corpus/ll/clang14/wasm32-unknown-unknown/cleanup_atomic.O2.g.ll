; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Node = type { %struct.Node*, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1
@cleanups_run = internal unnamed_addr global i32 0, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1
@wide_counter = internal global i64 0, align 8, !dbg !30
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16, !dbg !8
@head = internal global %struct.Node* null, align 4, !dbg !33
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1
@counter = internal global i32 0, align 4, !dbg !35
@c11_counter = internal global i32 0, align 4, !dbg !37
@flag = internal global i8 0, align 1, !dbg !40
@lock_word = internal global i32 0, align 4, !dbg !43
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

define hidden i32 @main() #0 !dbg !10 {
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2), !dbg !50
  call void @llvm.dbg.value(metadata i32 %1, metadata !15, metadata !DIExpression()), !dbg !51
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8), !dbg !52
  call void @llvm.dbg.value(metadata i32 %2, metadata !16, metadata !DIExpression()), !dbg !51
  %3 = load i32, i32* @cleanups_run, align 4, !dbg !53, !tbaa !54
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i32 0, i32 0), i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !58
  call void @llvm.dbg.value(metadata i32 0, metadata !59, metadata !DIExpression()), !dbg !65
  %5 = atomicrmw add i32* @counter, i32 5 seq_cst, align 4, !dbg !67
  %6 = atomicrmw sub i32* @counter, i32 1 acq_rel, align 4, !dbg !68
  %7 = atomicrmw or i32* @counter, i32 256 monotonic, align 4, !dbg !69
  %8 = atomicrmw and i32* @counter, i32 511 release, align 4, !dbg !70
  %9 = atomicrmw xor i32* @counter, i32 3 acquire, align 4, !dbg !71
  %10 = atomicrmw add i32* @counter, i32 1 seq_cst, align 4, !dbg !72
  call void @llvm.dbg.value(metadata i32 %10, metadata !59, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !65
  %11 = atomicrmw nand i32* @counter, i32 255 seq_cst, align 4, !dbg !73
  %12 = or i32 %11, -16, !dbg !74
  %13 = sub i32 %10, %12, !dbg !74
  call void @llvm.dbg.value(metadata i32 %13, metadata !59, metadata !DIExpression()), !dbg !65
  %14 = atomicrmw add i64* @wide_counter, i64 1099511627776 seq_cst, align 8, !dbg !75
  call void @llvm.dbg.value(metadata i32 %13, metadata !62, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.value(metadata i32 7, metadata !63, metadata !DIExpression()), !dbg !65
  %15 = cmpxchg i32* @counter, i32 %13, i32 7 seq_cst seq_cst, align 4, !dbg !76
  call void @llvm.dbg.value(metadata i32 undef, metadata !62, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.value(metadata i1 undef, metadata !64, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !65
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 undef, i32 undef), metadata !59, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !65
  %16 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4, !dbg !77
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %16, i32 undef, i32 undef), metadata !59, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !65
  %17 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4, !dbg !78
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %17, i32 %16, i32 undef, i32 undef), metadata !59, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_stack_value)), !dbg !65
  %18 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !79
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !59, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !65
  %19 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !80
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !59, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value)), !dbg !65
  %20 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4, !dbg !81
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !59, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !65
  store atomic i32 0, i32* @counter release, align 4, !dbg !82
  fence seq_cst, !dbg !83
  %21 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4, !dbg !84
  %22 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4, !dbg !85
  %23 = load atomic i32, i32* @c11_counter seq_cst, align 4, !dbg !86, !tbaa !87
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !59, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !65
  %24 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1, !dbg !88
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !59, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value)), !dbg !65
  store atomic i8 0, i8* @flag seq_cst, align 1, !dbg !89
  fence seq_cst, !dbg !90
  fence syncscope("singlethread") acquire, !dbg !91
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !59, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !65
  call void @llvm.dbg.value(metadata i32* @lock_word, metadata !92, metadata !DIExpression()), !dbg !98
  %25 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4, !dbg !100
  %26 = icmp eq i32 %25, 0, !dbg !101
  br i1 %26, label %34, label %30, !dbg !101

27:                                               ; preds = %30
  %28 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4, !dbg !100
  %29 = icmp eq i32 %28, 0, !dbg !101
  br i1 %29, label %34, label %33, !dbg !101

30:                                               ; preds = %0, %33
  %31 = load atomic volatile i32, i32* @lock_word monotonic, align 4, !dbg !102
  %32 = icmp eq i32 %31, 0, !dbg !103
  br i1 %32, label %27, label %33, !dbg !103

33:                                               ; preds = %30, %27
  br label %30, !dbg !102, !llvm.loop !104

34:                                               ; preds = %27, %0
  %35 = extractvalue { i32, i1 } %15, 1, !dbg !76
  call void @llvm.dbg.value(metadata i1 %35, metadata !64, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !65
  %36 = select i1 %35, i32 1000, i32 0, !dbg !76
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 %36, i32 undef), metadata !59, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !65
  %37 = extractvalue { i32, i1 } %15, 0
  call void @llvm.dbg.value(metadata i32 %37, metadata !62, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef), metadata !59, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !65
  %38 = extractvalue { i32, i1 } %18, 0, !dbg !79
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef, i32 %23, i32 %20, i1 undef), metadata !59, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !65
  %39 = extractvalue { i32, i1 } %19, 1, !dbg !80
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 %39, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !59, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !65
  %40 = zext i1 %39 to i32, !dbg !80
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef), metadata !59, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !65
  %41 = icmp ne i8 %24, 0, !dbg !88
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 %41, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !59, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !65
  %42 = zext i1 %41 to i32, !dbg !88
  call void @llvm.dbg.value(metadata i32 undef, metadata !59, metadata !DIExpression()), !dbg !65
  %43 = load volatile i32, i32* @lock_word, align 4, !dbg !107, !tbaa !54
  %44 = add i32 %37, %13, !dbg !108
  %45 = add i32 %44, %16, !dbg !78
  %46 = add i32 %45, %17, !dbg !109
  %47 = add i32 %46, %36, !dbg !110
  %48 = add i32 %47, %38, !dbg !111
  %49 = add i32 %48, %20, !dbg !112
  %50 = add i32 %49, %40, !dbg !113
  %51 = add i32 %50, %23, !dbg !114
  %52 = add i32 %51, %42, !dbg !115
  %53 = add i32 %52, %43, !dbg !116
  call void @llvm.dbg.value(metadata i32 %53, metadata !59, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.value(metadata i32* @lock_word, metadata !117, metadata !DIExpression()) #6, !dbg !120
  tail call void asm sideeffect "", "~{memory}"() #6, !dbg !122, !srcloc !123
  store atomic volatile i32 0, i32* @lock_word release, align 4, !dbg !124
  %54 = load i64, i64* @wide_counter, align 8, !dbg !125, !tbaa !126
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), i32 noundef %53, i64 noundef %54), !dbg !128
  call void @llvm.dbg.value(metadata i32 0, metadata !17, metadata !DIExpression()), !dbg !129
  store i32 0, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 0, i32 1), align 4, !dbg !130, !tbaa !133
  %56 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !136
  call void @llvm.dbg.value(metadata i32 %56, metadata !142, metadata !DIExpression()), !dbg !144
  br label %57, !dbg !145

57:                                               ; preds = %57, %34
  %58 = phi i32 [ %56, %34 ], [ %62, %57 ]
  %59 = inttoptr i32 %58 to %struct.Node*, !dbg !146
  call void @llvm.dbg.value(metadata %struct.Node* %59, metadata !142, metadata !DIExpression()), !dbg !144
  store %struct.Node* %59, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 0, i32 0), align 16, !dbg !147, !tbaa !149
  %60 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %58, i32 ptrtoint ([4 x %struct.Node]* @main.nodes to i32) release monotonic, align 4, !dbg !150
  %61 = extractvalue { i32, i1 } %60, 1, !dbg !150
  %62 = extractvalue { i32, i1 } %60, 0, !dbg !150
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !142, metadata !DIExpression()), !dbg !144
  br i1 %61, label %63, label %57, !dbg !151, !llvm.loop !152

63:                                               ; preds = %57
  call void @llvm.dbg.value(metadata i32 1, metadata !17, metadata !DIExpression()), !dbg !129
  store i32 1, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1, i32 1), align 4, !dbg !130, !tbaa !133
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1), metadata !141, metadata !DIExpression()), !dbg !144
  %64 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !136
  call void @llvm.dbg.value(metadata i32 %64, metadata !142, metadata !DIExpression()), !dbg !144
  br label %65, !dbg !145

65:                                               ; preds = %65, %63
  %66 = phi i32 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i32 %66 to %struct.Node*, !dbg !146
  call void @llvm.dbg.value(metadata %struct.Node* %67, metadata !142, metadata !DIExpression()), !dbg !144
  store %struct.Node* %67, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1, i32 0), align 8, !dbg !147, !tbaa !149
  %68 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %66, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1) to i32) release monotonic, align 4, !dbg !150
  %69 = extractvalue { i32, i1 } %68, 1, !dbg !150
  %70 = extractvalue { i32, i1 } %68, 0, !dbg !150
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !142, metadata !DIExpression()), !dbg !144
  br i1 %69, label %71, label %65, !dbg !151, !llvm.loop !152

71:                                               ; preds = %65
  call void @llvm.dbg.value(metadata i32 2, metadata !17, metadata !DIExpression()), !dbg !129
  store i32 4, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2, i32 1), align 4, !dbg !130, !tbaa !133
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2), metadata !141, metadata !DIExpression()), !dbg !144
  %72 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !136
  call void @llvm.dbg.value(metadata i32 %72, metadata !142, metadata !DIExpression()), !dbg !144
  br label %73, !dbg !145

73:                                               ; preds = %73, %71
  %74 = phi i32 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i32 %74 to %struct.Node*, !dbg !146
  call void @llvm.dbg.value(metadata %struct.Node* %75, metadata !142, metadata !DIExpression()), !dbg !144
  store %struct.Node* %75, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2, i32 0), align 16, !dbg !147, !tbaa !149
  %76 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %74, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2) to i32) release monotonic, align 4, !dbg !150
  %77 = extractvalue { i32, i1 } %76, 1, !dbg !150
  %78 = extractvalue { i32, i1 } %76, 0, !dbg !150
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !142, metadata !DIExpression()), !dbg !144
  br i1 %77, label %79, label %73, !dbg !151, !llvm.loop !152

79:                                               ; preds = %73
  call void @llvm.dbg.value(metadata i32 3, metadata !17, metadata !DIExpression()), !dbg !129
  store i32 9, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3, i32 1), align 4, !dbg !130, !tbaa !133
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3), metadata !141, metadata !DIExpression()), !dbg !144
  %80 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !136
  call void @llvm.dbg.value(metadata i32 %80, metadata !142, metadata !DIExpression()), !dbg !144
  br label %81, !dbg !145

81:                                               ; preds = %81, %79
  %82 = phi i32 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i32 %82 to %struct.Node*, !dbg !146
  call void @llvm.dbg.value(metadata %struct.Node* %83, metadata !142, metadata !DIExpression()), !dbg !144
  store %struct.Node* %83, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3, i32 0), align 8, !dbg !147, !tbaa !149
  %84 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %82, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3) to i32) release monotonic, align 4, !dbg !150
  %85 = extractvalue { i32, i1 } %84, 1, !dbg !150
  %86 = extractvalue { i32, i1 } %84, 0, !dbg !150
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !142, metadata !DIExpression()), !dbg !144
  br i1 %85, label %87, label %81, !dbg !151, !llvm.loop !152

87:                                               ; preds = %81
  call void @llvm.dbg.value(metadata i32 4, metadata !17, metadata !DIExpression()), !dbg !129
  %88 = load %struct.Node*, %struct.Node** @head, align 4, !dbg !154, !tbaa !155
  call void @llvm.dbg.value(metadata %struct.Node* %88, metadata !20, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !51
  %89 = icmp eq %struct.Node* %88, null, !dbg !156
  br i1 %89, label %90, label %93, !dbg !156

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ], !dbg !51
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i32 noundef %91), !dbg !157
  ret i32 0, !dbg !158

93:                                               ; preds = %87, %93
  %94 = phi %struct.Node* [ %101, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
  call void @llvm.dbg.value(metadata i32 %95, metadata !19, metadata !DIExpression()), !dbg !51
  %96 = mul nsw i32 %95, 10, !dbg !159
  %97 = getelementptr inbounds %struct.Node, %struct.Node* %94, i32 0, i32 1, !dbg !161
  %98 = load i32, i32* %97, align 4, !dbg !161, !tbaa !133
  %99 = add nsw i32 %98, %96, !dbg !162
  call void @llvm.dbg.value(metadata i32 %99, metadata !19, metadata !DIExpression()), !dbg !51
  %100 = getelementptr inbounds %struct.Node, %struct.Node* %94, i32 0, i32 0, !dbg !163
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !20, metadata !DIExpression()), !dbg !154
  %101 = load %struct.Node*, %struct.Node** %100, align 4, !dbg !154, !tbaa !155
  call void @llvm.dbg.value(metadata %struct.Node* %101, metadata !20, metadata !DIExpression()), !dbg !154
  %102 = icmp eq %struct.Node* %101, null, !dbg !156
  br i1 %102, label %90, label %93, !dbg !156, !llvm.loop !164
}

define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gcc_personality_v0 to i8*) !dbg !166 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !170, metadata !DIExpression()), !dbg !178
  %2 = add i32 %0, 1, !dbg !179
  %3 = tail call i8* @malloc(i32 noundef %2), !dbg !180
  call void @llvm.dbg.value(metadata i8* %3, metadata !171, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 10, metadata !173, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i8* %3, metadata !171, metadata !DIExpression()), !dbg !178
  %4 = icmp eq i8* %3, null, !dbg !181
  br i1 %4, label %12, label %5, !dbg !183

5:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 0, metadata !174, metadata !DIExpression()), !dbg !184
  %6 = icmp sgt i32 %0, 0, !dbg !185
  br i1 %6, label %7, label %23, !dbg !187

7:                                                ; preds = %5
  %8 = and i32 %0, 1, !dbg !187
  %9 = icmp eq i32 %0, 1, !dbg !187
  br i1 %9, label %15, label %10, !dbg !187

10:                                               ; preds = %7
  %11 = and i32 %0, -2, !dbg !187
  br label %25, !dbg !187

12:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32* undef, metadata !188, metadata !DIExpression()), !dbg !194
  %13 = load i32, i32* @cleanups_run, align 4, !dbg !196, !tbaa !54
  %14 = add nsw i32 %13, 10, !dbg !196
  call void @llvm.dbg.value(metadata i8** undef, metadata !197, metadata !DIExpression()) #6, !dbg !203
  br label %58, !dbg !205

15:                                               ; preds = %25, %7
  %16 = phi i32 [ 0, %7 ], [ %37, %25 ]
  %17 = icmp eq i32 %8, 0, !dbg !187
  br i1 %17, label %23, label %18, !dbg !187

18:                                               ; preds = %15
  call void @llvm.dbg.value(metadata i32 %16, metadata !174, metadata !DIExpression()), !dbg !184
  %19 = urem i32 %16, 26, !dbg !206
  %20 = trunc i32 %19 to i8, !dbg !207
  %21 = add nuw nsw i8 %20, 97, !dbg !207
  call void @llvm.dbg.value(metadata i8* %3, metadata !171, metadata !DIExpression()), !dbg !178
  %22 = getelementptr inbounds i8, i8* %3, i32 %16, !dbg !208
  store i8 %21, i8* %22, align 1, !dbg !209, !tbaa !87
  call void @llvm.dbg.value(metadata i32 %16, metadata !174, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !184
  br label %23, !dbg !210

23:                                               ; preds = %18, %15, %5
  call void @llvm.dbg.value(metadata i8* %3, metadata !171, metadata !DIExpression()), !dbg !178
  %24 = getelementptr inbounds i8, i8* %3, i32 %0, !dbg !210
  store i8 0, i8* %24, align 1, !dbg !211, !tbaa !87
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %40, label %41, !dbg !212

25:                                               ; preds = %25, %10
  %26 = phi i32 [ 0, %10 ], [ %37, %25 ]
  %27 = phi i32 [ 0, %10 ], [ %38, %25 ]
  call void @llvm.dbg.value(metadata i32 %26, metadata !174, metadata !DIExpression()), !dbg !184
  %28 = urem i32 %26, 26, !dbg !206
  %29 = trunc i32 %28 to i8, !dbg !207
  %30 = add nuw nsw i8 %29, 97, !dbg !207
  call void @llvm.dbg.value(metadata i8* %3, metadata !171, metadata !DIExpression()), !dbg !178
  %31 = getelementptr inbounds i8, i8* %3, i32 %26, !dbg !208
  store i8 %30, i8* %31, align 1, !dbg !209, !tbaa !87
  %32 = or i32 %26, 1, !dbg !213
  call void @llvm.dbg.value(metadata i32 %32, metadata !174, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 %32, metadata !174, metadata !DIExpression()), !dbg !184
  %33 = urem i32 %32, 26, !dbg !206
  %34 = trunc i32 %33 to i8, !dbg !207
  %35 = add nuw nsw i8 %34, 97, !dbg !207
  call void @llvm.dbg.value(metadata i8* %3, metadata !171, metadata !DIExpression()), !dbg !178
  %36 = getelementptr inbounds i8, i8* %3, i32 %32, !dbg !208
  store i8 %35, i8* %36, align 1, !dbg !209, !tbaa !87
  %37 = add nuw nsw i32 %26, 2, !dbg !213
  call void @llvm.dbg.value(metadata i32 %37, metadata !174, metadata !DIExpression()), !dbg !184
  %38 = add i32 %27, 2, !dbg !187
  %39 = icmp eq i32 %38, %11, !dbg !187
  br i1 %39, label %15, label %25, !dbg !187, !llvm.loop !214

40:                                               ; preds = %23
  invoke void @maybe_unwind(i32 noundef %0)
          to label %41 unwind label %61, !dbg !216

41:                                               ; preds = %40, %23
  call void @llvm.dbg.value(metadata i32 100, metadata !176, metadata !DIExpression()), !dbg !218
  %42 = icmp sgt i32 %0, 3, !dbg !219
  br i1 %42, label %43, label %48, !dbg !221

43:                                               ; preds = %41
  call void @llvm.dbg.value(metadata i8* %3, metadata !171, metadata !DIExpression()), !dbg !178
  %44 = getelementptr inbounds i8, i8* %3, i32 3, !dbg !222
  %45 = load i8, i8* %44, align 1, !dbg !222, !tbaa !87
  call void @llvm.dbg.value(metadata i32* undef, metadata !188, metadata !DIExpression()), !dbg !223
  %46 = load i32, i32* @cleanups_run, align 4, !dbg !225, !tbaa !54
  %47 = add nsw i32 %46, 100, !dbg !225
  store i32 %47, i32* @cleanups_run, align 4, !dbg !225, !tbaa !54
  br label %52

48:                                               ; preds = %41
  call void @llvm.dbg.value(metadata i32* undef, metadata !188, metadata !DIExpression()), !dbg !223
  %49 = load i32, i32* @cleanups_run, align 4, !dbg !225, !tbaa !54
  %50 = add nsw i32 %49, 100, !dbg !225
  store i32 %50, i32* @cleanups_run, align 4, !dbg !225, !tbaa !54
  call void @llvm.dbg.value(metadata i8* %3, metadata !171, metadata !DIExpression()), !dbg !178
  %51 = load i8, i8* %3, align 1, !dbg !226, !tbaa !87
  br label %52, !dbg !227

52:                                               ; preds = %48, %43
  %53 = phi i32 [ %50, %48 ], [ %47, %43 ], !dbg !196
  %54 = phi i8 [ %51, %48 ], [ %45, %43 ]
  %55 = sext i8 %54 to i32, !dbg !178
  call void @llvm.dbg.value(metadata i32* undef, metadata !188, metadata !DIExpression()), !dbg !194
  %56 = add nsw i32 %53, 10, !dbg !196
  store i32 %56, i32* @cleanups_run, align 4, !dbg !196, !tbaa !54
  call void @llvm.dbg.value(metadata i8** undef, metadata !197, metadata !DIExpression()) #6, !dbg !203
  tail call void @free(i8* noundef nonnull %3) #6, !dbg !228
  %57 = add nsw i32 %53, 11, !dbg !231
  br label %58, !dbg !232

58:                                               ; preds = %12, %52
  %59 = phi i32 [ %57, %52 ], [ %14, %12 ], !dbg !178
  %60 = phi i32 [ %55, %52 ], [ -1, %12 ]
  store i32 %59, i32* @cleanups_run, align 4, !dbg !178, !tbaa !54
  ret i32 %60, !dbg !233

61:                                               ; preds = %40
  %62 = landingpad { i8*, i32 }
          cleanup, !dbg !234
  call void @llvm.dbg.value(metadata i32* undef, metadata !188, metadata !DIExpression()), !dbg !235
  %63 = load i32, i32* @cleanups_run, align 4, !dbg !237, !tbaa !54
  %64 = add nsw i32 %63, 10, !dbg !237
  store i32 %64, i32* @cleanups_run, align 4, !dbg !237, !tbaa !54
  call void @llvm.dbg.value(metadata i8** undef, metadata !197, metadata !DIExpression()) #6, !dbg !238
  tail call void @free(i8* noundef nonnull %3) #6, !dbg !240
  %65 = add nsw i32 %63, 11, !dbg !241
  store i32 %65, i32* @cleanups_run, align 4, !dbg !241, !tbaa !54
  resume { i8*, i32 } %62, !dbg !233
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #2

declare !dbg !242 extern_weak void @maybe_unwind(i32 noundef) #3

declare i32 @__gcc_personality_v0(...)

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !2, file: !3, line: 14, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
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
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 32)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !3, line: 52, size: 64, elements: !24)
!24 = !{!25, !26}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !23, file: !3, line: 52, baseType: !22, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !23, file: !3, line: 52, baseType: !13, size: 32, offset: 32)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 256, elements: !28)
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
!46 = !{i32 7, !"Dwarf Version", i32 4}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{!"Debian clang version 14.0.6"}
!50 = !DILocation(line: 102, column: 11, scope: !10)
!51 = !DILocation(line: 0, scope: !10)
!52 = !DILocation(line: 103, column: 11, scope: !10)
!53 = !DILocation(line: 104, column: 42, scope: !10)
!54 = !{!55, !55, i64 0}
!55 = !{!"int", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocation(line: 104, column: 3, scope: !10)
!59 = !DILocalVariable(name: "r", scope: !60, file: !3, line: 63, type: !13)
!60 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !11, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !61)
!61 = !{!59, !62, !63, !64}
!62 = !DILocalVariable(name: "expected", scope: !60, file: !3, line: 73, type: !13)
!63 = !DILocalVariable(name: "desired", scope: !60, file: !3, line: 73, type: !13)
!64 = !DILocalVariable(name: "ok", scope: !60, file: !3, line: 74, type: !13)
!65 = !DILocation(line: 0, scope: !60, inlinedAt: !66)
!66 = distinct !DILocation(line: 105, column: 36, scope: !10)
!67 = !DILocation(line: 64, column: 3, scope: !60, inlinedAt: !66)
!68 = !DILocation(line: 65, column: 3, scope: !60, inlinedAt: !66)
!69 = !DILocation(line: 66, column: 3, scope: !60, inlinedAt: !66)
!70 = !DILocation(line: 67, column: 3, scope: !60, inlinedAt: !66)
!71 = !DILocation(line: 68, column: 3, scope: !60, inlinedAt: !66)
!72 = !DILocation(line: 69, column: 8, scope: !60, inlinedAt: !66)
!73 = !DILocation(line: 70, column: 8, scope: !60, inlinedAt: !66)
!74 = !DILocation(line: 70, column: 5, scope: !60, inlinedAt: !66)
!75 = !DILocation(line: 71, column: 3, scope: !60, inlinedAt: !66)
!76 = !DILocation(line: 74, column: 12, scope: !60, inlinedAt: !66)
!77 = !DILocation(line: 77, column: 8, scope: !60, inlinedAt: !66)
!78 = !DILocation(line: 78, column: 8, scope: !60, inlinedAt: !66)
!79 = !DILocation(line: 79, column: 8, scope: !60, inlinedAt: !66)
!80 = !DILocation(line: 80, column: 8, scope: !60, inlinedAt: !66)
!81 = !DILocation(line: 81, column: 8, scope: !60, inlinedAt: !66)
!82 = !DILocation(line: 82, column: 3, scope: !60, inlinedAt: !66)
!83 = !DILocation(line: 83, column: 3, scope: !60, inlinedAt: !66)
!84 = !DILocation(line: 85, column: 15, scope: !60, inlinedAt: !66)
!85 = !DILocation(line: 86, column: 14, scope: !60, inlinedAt: !66)
!86 = !DILocation(line: 87, column: 8, scope: !60, inlinedAt: !66)
!87 = !{!56, !56, i64 0}
!88 = !DILocation(line: 89, column: 8, scope: !60, inlinedAt: !66)
!89 = !DILocation(line: 90, column: 3, scope: !60, inlinedAt: !66)
!90 = !DILocation(line: 91, column: 3, scope: !60, inlinedAt: !66)
!91 = !DILocation(line: 92, column: 3, scope: !60, inlinedAt: !66)
!92 = !DILocalVariable(name: "l", arg: 1, scope: !93, file: !3, line: 43, type: !96)
!93 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !94, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !97)
!94 = !DISubroutineType(types: !95)
!95 = !{null, !96}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
!97 = !{!92}
!98 = !DILocation(line: 0, scope: !93, inlinedAt: !99)
!99 = distinct !DILocation(line: 95, column: 3, scope: !60, inlinedAt: !66)
!100 = !DILocation(line: 44, column: 10, scope: !93, inlinedAt: !99)
!101 = !DILocation(line: 44, column: 3, scope: !93, inlinedAt: !99)
!102 = !DILocation(line: 45, column: 12, scope: !93, inlinedAt: !99)
!103 = !DILocation(line: 45, column: 5, scope: !93, inlinedAt: !99)
!104 = distinct !{!104, !101, !105, !106}
!105 = !DILocation(line: 45, column: 52, scope: !93, inlinedAt: !99)
!106 = !{!"llvm.loop.mustprogress"}
!107 = !DILocation(line: 96, column: 8, scope: !60, inlinedAt: !66)
!108 = !DILocation(line: 77, column: 5, scope: !60, inlinedAt: !66)
!109 = !DILocation(line: 78, column: 5, scope: !60, inlinedAt: !66)
!110 = !DILocation(line: 79, column: 5, scope: !60, inlinedAt: !66)
!111 = !DILocation(line: 80, column: 5, scope: !60, inlinedAt: !66)
!112 = !DILocation(line: 81, column: 5, scope: !60, inlinedAt: !66)
!113 = !DILocation(line: 87, column: 5, scope: !60, inlinedAt: !66)
!114 = !DILocation(line: 89, column: 5, scope: !60, inlinedAt: !66)
!115 = !DILocation(line: 93, column: 5, scope: !60, inlinedAt: !66)
!116 = !DILocation(line: 96, column: 5, scope: !60, inlinedAt: !66)
!117 = !DILocalVariable(name: "l", arg: 1, scope: !118, file: !3, line: 47, type: !96)
!118 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !94, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !119)
!119 = !{!117}
!120 = !DILocation(line: 0, scope: !118, inlinedAt: !121)
!121 = distinct !DILocation(line: 97, column: 3, scope: !60, inlinedAt: !66)
!122 = !DILocation(line: 48, column: 3, scope: !118, inlinedAt: !121)
!123 = !{i64 1594}
!124 = !DILocation(line: 49, column: 3, scope: !118, inlinedAt: !121)
!125 = !DILocation(line: 105, column: 52, scope: !10)
!126 = !{!127, !127, i64 0}
!127 = !{!"long long", !56, i64 0}
!128 = !DILocation(line: 105, column: 3, scope: !10)
!129 = !DILocation(line: 0, scope: !18)
!130 = !DILocation(line: 108, column: 48, scope: !131)
!131 = distinct !DILexicalBlock(scope: !132, file: !3, line: 108, column: 31)
!132 = distinct !DILexicalBlock(scope: !18, file: !3, line: 108, column: 3)
!133 = !{!134, !55, i64 4}
!134 = !{!"Node", !135, i64 0, !55, i64 4}
!135 = !{!"any pointer", !56, i64 0}
!136 = !DILocation(line: 56, column: 22, scope: !137, inlinedAt: !143)
!137 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !138, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !140)
!138 = !DISubroutineType(types: !139)
!139 = !{null, !22}
!140 = !{!141, !142}
!141 = !DILocalVariable(name: "n", arg: 1, scope: !137, file: !3, line: 55, type: !22)
!142 = !DILocalVariable(name: "old", scope: !137, file: !3, line: 56, type: !22)
!143 = distinct !DILocation(line: 108, column: 57, scope: !131)
!144 = !DILocation(line: 0, scope: !137, inlinedAt: !143)
!145 = !DILocation(line: 57, column: 3, scope: !137, inlinedAt: !143)
!146 = !DILocation(line: 56, column: 16, scope: !137, inlinedAt: !143)
!147 = !DILocation(line: 58, column: 13, scope: !148, inlinedAt: !143)
!148 = distinct !DILexicalBlock(scope: !137, file: !3, line: 57, column: 6)
!149 = !{!134, !135, i64 0}
!150 = !DILocation(line: 59, column: 13, scope: !137, inlinedAt: !143)
!151 = !DILocation(line: 59, column: 3, scope: !148, inlinedAt: !143)
!152 = distinct !{!152, !145, !153, !106}
!153 = !DILocation(line: 59, column: 95, scope: !137, inlinedAt: !143)
!154 = !DILocation(line: 0, scope: !21)
!155 = !{!135, !135, i64 0}
!156 = !DILocation(line: 110, column: 3, scope: !21)
!157 = !DILocation(line: 111, column: 3, scope: !10)
!158 = !DILocation(line: 112, column: 3, scope: !10)
!159 = !DILocation(line: 110, column: 53, scope: !160)
!160 = distinct !DILexicalBlock(scope: !21, file: !3, line: 110, column: 3)
!161 = !DILocation(line: 110, column: 63, scope: !160)
!162 = !DILocation(line: 110, column: 58, scope: !160)
!163 = !DILocation(line: 110, column: 41, scope: !160)
!164 = distinct !{!164, !156, !165, !106}
!165 = !DILocation(line: 110, column: 63, scope: !21)
!166 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !167, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !169)
!167 = !DISubroutineType(types: !168)
!168 = !{!13, !13}
!169 = !{!170, !171, !173, !174, !176}
!170 = !DILocalVariable(name: "n", arg: 1, scope: !166, file: !3, line: 22, type: !13)
!171 = !DILocalVariable(name: "buf", scope: !166, file: !3, line: 23, type: !172)
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!173 = !DILocalVariable(name: "token", scope: !166, file: !3, line: 24, type: !13)
!174 = !DILocalVariable(name: "i", scope: !175, file: !3, line: 26, type: !13)
!175 = distinct !DILexicalBlock(scope: !166, file: !3, line: 26, column: 3)
!176 = !DILocalVariable(name: "inner", scope: !177, file: !3, line: 30, type: !13)
!177 = distinct !DILexicalBlock(scope: !166, file: !3, line: 29, column: 3)
!178 = !DILocation(line: 0, scope: !166)
!179 = !DILocation(line: 23, column: 77, scope: !166)
!180 = !DILocation(line: 23, column: 53, scope: !166)
!181 = !DILocation(line: 25, column: 8, scope: !182)
!182 = distinct !DILexicalBlock(scope: !166, file: !3, line: 25, column: 7)
!183 = !DILocation(line: 25, column: 7, scope: !166)
!184 = !DILocation(line: 0, scope: !175)
!185 = !DILocation(line: 26, column: 21, scope: !186)
!186 = distinct !DILexicalBlock(scope: !175, file: !3, line: 26, column: 3)
!187 = !DILocation(line: 26, column: 3, scope: !175)
!188 = !DILocalVariable(name: "p", arg: 1, scope: !189, file: !3, line: 20, type: !192)
!189 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !190, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !193)
!190 = !DISubroutineType(types: !191)
!191 = !{null, !192}
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32)
!193 = !{!188}
!194 = !DILocation(line: 0, scope: !189, inlinedAt: !195)
!195 = distinct !DILocation(line: 34, column: 1, scope: !166)
!196 = !DILocation(line: 20, column: 48, scope: !189, inlinedAt: !195)
!197 = !DILocalVariable(name: "p", arg: 1, scope: !198, file: !3, line: 16, type: !201)
!198 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !199, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !202)
!199 = !DISubroutineType(types: !200)
!200 = !{null, !201}
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 32)
!202 = !{!197}
!203 = !DILocation(line: 0, scope: !198, inlinedAt: !204)
!204 = distinct !DILocation(line: 34, column: 1, scope: !166)
!205 = !DILocation(line: 17, column: 7, scope: !198, inlinedAt: !204)
!206 = !DILocation(line: 26, column: 55, scope: !186)
!207 = !DILocation(line: 26, column: 40, scope: !186)
!208 = !DILocation(line: 26, column: 31, scope: !186)
!209 = !DILocation(line: 26, column: 38, scope: !186)
!210 = !DILocation(line: 27, column: 3, scope: !166)
!211 = !DILocation(line: 27, column: 10, scope: !166)
!212 = !DILocation(line: 28, column: 7, scope: !166)
!213 = !DILocation(line: 26, column: 26, scope: !186)
!214 = distinct !{!214, !187, !215, !106}
!215 = !DILocation(line: 26, column: 59, scope: !175)
!216 = !DILocation(line: 28, column: 21, scope: !217)
!217 = distinct !DILexicalBlock(scope: !166, file: !3, line: 28, column: 7)
!218 = !DILocation(line: 0, scope: !177)
!219 = !DILocation(line: 31, column: 11, scope: !220)
!220 = distinct !DILexicalBlock(scope: !177, file: !3, line: 31, column: 9)
!221 = !DILocation(line: 31, column: 9, scope: !177)
!222 = !DILocation(line: 31, column: 23, scope: !220)
!223 = !DILocation(line: 0, scope: !189, inlinedAt: !224)
!224 = distinct !DILocation(line: 32, column: 3, scope: !166)
!225 = !DILocation(line: 20, column: 48, scope: !189, inlinedAt: !224)
!226 = !DILocation(line: 33, column: 10, scope: !166)
!227 = !DILocation(line: 33, column: 3, scope: !166)
!228 = !DILocation(line: 17, column: 13, scope: !229, inlinedAt: !204)
!229 = distinct !DILexicalBlock(scope: !230, file: !3, line: 17, column: 11)
!230 = distinct !DILexicalBlock(scope: !198, file: !3, line: 17, column: 7)
!231 = !DILocation(line: 17, column: 23, scope: !229, inlinedAt: !204)
!232 = !DILocation(line: 17, column: 39, scope: !229, inlinedAt: !204)
!233 = !DILocation(line: 34, column: 1, scope: !166)
!234 = !DILocation(line: 34, column: 1, scope: !217)
!235 = !DILocation(line: 0, scope: !189, inlinedAt: !236)
!236 = distinct !DILocation(line: 34, column: 1, scope: !166)
!237 = !DILocation(line: 20, column: 48, scope: !189, inlinedAt: !236)
!238 = !DILocation(line: 0, scope: !198, inlinedAt: !239)
!239 = distinct !DILocation(line: 34, column: 1, scope: !166)
!240 = !DILocation(line: 17, column: 13, scope: !229, inlinedAt: !239)
!241 = !DILocation(line: 17, column: 23, scope: !229, inlinedAt: !239)
!242 = !DISubprogram(name: "maybe_unwind", scope: !3, file: !3, line: 12, type: !243, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !245)
!243 = !DISubroutineType(types: !244)
!244 = !{null, !13}
!245 = !{}
