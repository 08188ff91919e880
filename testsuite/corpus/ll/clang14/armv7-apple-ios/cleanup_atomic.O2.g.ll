; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Node = type { %struct.Node*, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1
@cleanups_run = internal unnamed_addr global i32 0, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1
@wide_counter = internal global i64 0, align 8, !dbg !30
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 4, !dbg !8
@head = internal global %struct.Node* null, align 4, !dbg !33
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1
@counter = internal global i32 0, align 4, !dbg !35
@c11_counter = internal global i32 0, align 4, !dbg !37
@flag = internal global i8 0, align 1, !dbg !40
@lock_word = internal global i32 0, align 4, !dbg !43

; Function Attrs: ssp
define i32 @main() local_unnamed_addr #0 !dbg !10 {
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2), !dbg !57
  call void @llvm.dbg.value(metadata i32 %1, metadata !15, metadata !DIExpression()), !dbg !58
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8), !dbg !59
  call void @llvm.dbg.value(metadata i32 %2, metadata !16, metadata !DIExpression()), !dbg !58
  %3 = load i32, i32* @cleanups_run, align 4, !dbg !60, !tbaa !61
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i32 0, i32 0), i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !65
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()), !dbg !72
  %5 = atomicrmw add i32* @counter, i32 5 seq_cst, align 4, !dbg !74
  %6 = atomicrmw sub i32* @counter, i32 1 acq_rel, align 4, !dbg !75
  %7 = atomicrmw or i32* @counter, i32 256 monotonic, align 4, !dbg !76
  %8 = atomicrmw and i32* @counter, i32 511 release, align 4, !dbg !77
  %9 = atomicrmw xor i32* @counter, i32 3 acquire, align 4, !dbg !78
  %10 = atomicrmw add i32* @counter, i32 1 seq_cst, align 4, !dbg !79
  call void @llvm.dbg.value(metadata i32 %10, metadata !66, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !72
  %11 = atomicrmw nand i32* @counter, i32 255 seq_cst, align 4, !dbg !80
  %12 = or i32 %11, -16, !dbg !81
  %13 = sub i32 %10, %12, !dbg !81
  call void @llvm.dbg.value(metadata i32 %13, metadata !66, metadata !DIExpression()), !dbg !72
  %14 = atomicrmw add i64* @wide_counter, i64 1099511627776 seq_cst, align 8, !dbg !82
  call void @llvm.dbg.value(metadata i32 %13, metadata !69, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 7, metadata !70, metadata !DIExpression()), !dbg !72
  %15 = cmpxchg i32* @counter, i32 %13, i32 7 seq_cst seq_cst, align 4, !dbg !83
  call void @llvm.dbg.value(metadata i32 undef, metadata !69, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i1 undef, metadata !71, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !72
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 undef, i32 undef), metadata !66, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !72
  %16 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4, !dbg !84
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %16, i32 undef, i32 undef), metadata !66, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !72
  %17 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4, !dbg !85
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %17, i32 %16, i32 undef, i32 undef), metadata !66, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_stack_value)), !dbg !72
  %18 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !86
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !66, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !72
  %19 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !87
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !66, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value)), !dbg !72
  %20 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4, !dbg !88
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !66, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !72
  store atomic i32 0, i32* @counter release, align 4, !dbg !89
  fence seq_cst, !dbg !90
  %21 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4, !dbg !91
  %22 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4, !dbg !92
  %23 = load atomic i32, i32* @c11_counter seq_cst, align 4, !dbg !93, !tbaa !94
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !66, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !72
  %24 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1, !dbg !95
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !66, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value)), !dbg !72
  store atomic i8 0, i8* @flag seq_cst, align 1, !dbg !96
  fence seq_cst, !dbg !97
  fence syncscope("singlethread") acquire, !dbg !98
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !66, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !72
  call void @llvm.dbg.value(metadata i32* @lock_word, metadata !99, metadata !DIExpression()), !dbg !105
  %25 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4, !dbg !107
  %26 = icmp eq i32 %25, 0, !dbg !108
  br i1 %26, label %34, label %30, !dbg !108

27:                                               ; preds = %30
  %28 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4, !dbg !107
  %29 = icmp eq i32 %28, 0, !dbg !108
  br i1 %29, label %34, label %33, !dbg !108

30:                                               ; preds = %0, %33
  %31 = load atomic volatile i32, i32* @lock_word monotonic, align 4, !dbg !109
  %32 = icmp eq i32 %31, 0, !dbg !110
  br i1 %32, label %27, label %33, !dbg !110

33:                                               ; preds = %30, %27
  br label %30, !dbg !109, !llvm.loop !111

34:                                               ; preds = %27, %0
  %35 = extractvalue { i32, i1 } %15, 1, !dbg !83
  call void @llvm.dbg.value(metadata i1 %35, metadata !71, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !72
  %36 = select i1 %35, i32 1000, i32 0, !dbg !83
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 %36, i32 undef), metadata !66, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !72
  %37 = extractvalue { i32, i1 } %15, 0
  call void @llvm.dbg.value(metadata i32 %37, metadata !69, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef), metadata !66, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !72
  %38 = extractvalue { i32, i1 } %18, 0, !dbg !86
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef, i32 %23, i32 %20, i1 undef), metadata !66, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !72
  %39 = extractvalue { i32, i1 } %19, 1, !dbg !87
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 %39, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !66, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !72
  %40 = zext i1 %39 to i32, !dbg !87
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef), metadata !66, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !72
  %41 = icmp ne i8 %24, 0, !dbg !95
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 %41, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !66, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !72
  %42 = zext i1 %41 to i32, !dbg !95
  call void @llvm.dbg.value(metadata i32 undef, metadata !66, metadata !DIExpression()), !dbg !72
  %43 = load volatile i32, i32* @lock_word, align 4, !dbg !114, !tbaa !61
  %44 = add i32 %37, %13, !dbg !115
  %45 = add i32 %44, %16, !dbg !85
  %46 = add i32 %45, %17, !dbg !116
  %47 = add i32 %46, %36, !dbg !117
  %48 = add i32 %47, %38, !dbg !118
  %49 = add i32 %48, %20, !dbg !119
  %50 = add i32 %49, %40, !dbg !120
  %51 = add i32 %50, %23, !dbg !121
  %52 = add i32 %51, %42, !dbg !122
  %53 = add i32 %52, %43, !dbg !123
  call void @llvm.dbg.value(metadata i32 %53, metadata !66, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32* @lock_word, metadata !124, metadata !DIExpression()) #6, !dbg !127
  tail call void asm sideeffect "", "~{memory}"() #6, !dbg !129, !srcloc !130
  store atomic volatile i32 0, i32* @lock_word release, align 4, !dbg !131
  %54 = load i64, i64* @wide_counter, align 8, !dbg !132, !tbaa !133
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), i32 noundef %53, i64 noundef %54), !dbg !135
  call void @llvm.dbg.value(metadata i32 0, metadata !17, metadata !DIExpression()), !dbg !136
  store i32 0, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 0, i32 1), align 4, !dbg !137, !tbaa !140
  %56 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !143
  call void @llvm.dbg.value(metadata i32 %56, metadata !149, metadata !DIExpression()), !dbg !151
  br label %57, !dbg !152

57:                                               ; preds = %57, %34
  %58 = phi i32 [ %56, %34 ], [ %62, %57 ]
  %59 = inttoptr i32 %58 to %struct.Node*, !dbg !153
  call void @llvm.dbg.value(metadata %struct.Node* %59, metadata !149, metadata !DIExpression()), !dbg !151
  store %struct.Node* %59, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 0, i32 0), align 4, !dbg !154, !tbaa !156
  %60 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %58, i32 ptrtoint ([4 x %struct.Node]* @main.nodes to i32) release monotonic, align 4, !dbg !157
  %61 = extractvalue { i32, i1 } %60, 1, !dbg !157
  %62 = extractvalue { i32, i1 } %60, 0, !dbg !157
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !149, metadata !DIExpression()), !dbg !151
  br i1 %61, label %63, label %57, !dbg !158, !llvm.loop !159

63:                                               ; preds = %57
  call void @llvm.dbg.value(metadata i32 1, metadata !17, metadata !DIExpression()), !dbg !136
  store i32 1, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1, i32 1), align 4, !dbg !137, !tbaa !140
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1), metadata !148, metadata !DIExpression()), !dbg !151
  %64 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !143
  call void @llvm.dbg.value(metadata i32 %64, metadata !149, metadata !DIExpression()), !dbg !151
  br label %65, !dbg !152

65:                                               ; preds = %65, %63
  %66 = phi i32 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i32 %66 to %struct.Node*, !dbg !153
  call void @llvm.dbg.value(metadata %struct.Node* %67, metadata !149, metadata !DIExpression()), !dbg !151
  store %struct.Node* %67, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1, i32 0), align 4, !dbg !154, !tbaa !156
  %68 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %66, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1) to i32) release monotonic, align 4, !dbg !157
  %69 = extractvalue { i32, i1 } %68, 1, !dbg !157
  %70 = extractvalue { i32, i1 } %68, 0, !dbg !157
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !149, metadata !DIExpression()), !dbg !151
  br i1 %69, label %71, label %65, !dbg !158, !llvm.loop !159

71:                                               ; preds = %65
  call void @llvm.dbg.value(metadata i32 2, metadata !17, metadata !DIExpression()), !dbg !136
  store i32 4, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2, i32 1), align 4, !dbg !137, !tbaa !140
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2), metadata !148, metadata !DIExpression()), !dbg !151
  %72 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !143
  call void @llvm.dbg.value(metadata i32 %72, metadata !149, metadata !DIExpression()), !dbg !151
  br label %73, !dbg !152

73:                                               ; preds = %73, %71
  %74 = phi i32 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i32 %74 to %struct.Node*, !dbg !153
  call void @llvm.dbg.value(metadata %struct.Node* %75, metadata !149, metadata !DIExpression()), !dbg !151
  store %struct.Node* %75, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2, i32 0), align 4, !dbg !154, !tbaa !156
  %76 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %74, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2) to i32) release monotonic, align 4, !dbg !157
  %77 = extractvalue { i32, i1 } %76, 1, !dbg !157
  %78 = extractvalue { i32, i1 } %76, 0, !dbg !157
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !149, metadata !DIExpression()), !dbg !151
  br i1 %77, label %79, label %73, !dbg !158, !llvm.loop !159

79:                                               ; preds = %73
  call void @llvm.dbg.value(metadata i32 3, metadata !17, metadata !DIExpression()), !dbg !136
  store i32 9, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3, i32 1), align 4, !dbg !137, !tbaa !140
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3), metadata !148, metadata !DIExpression()), !dbg !151
  %80 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !143
  call void @llvm.dbg.value(metadata i32 %80, metadata !149, metadata !DIExpression()), !dbg !151
  br label %81, !dbg !152

81:                                               ; preds = %81, %79
  %82 = phi i32 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i32 %82 to %struct.Node*, !dbg !153
  call void @llvm.dbg.value(metadata %struct.Node* %83, metadata !149, metadata !DIExpression()), !dbg !151
  store %struct.Node* %83, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3, i32 0), align 4, !dbg !154, !tbaa !156
  %84 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %82, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3) to i32) release monotonic, align 4, !dbg !157
  %85 = extractvalue { i32, i1 } %84, 1, !dbg !157
  %86 = extractvalue { i32, i1 } %84, 0, !dbg !157
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !149, metadata !DIExpression()), !dbg !151
  br i1 %85, label %87, label %81, !dbg !158, !llvm.loop !159

87:                                               ; preds = %81
  call void @llvm.dbg.value(metadata i32 4, metadata !17, metadata !DIExpression()), !dbg !136
  %88 = load %struct.Node*, %struct.Node** @head, align 4, !dbg !161, !tbaa !162
  call void @llvm.dbg.value(metadata %struct.Node* %88, metadata !20, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !58
  %89 = icmp eq %struct.Node* %88, null, !dbg !163
  br i1 %89, label %90, label %93, !dbg !163

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ], !dbg !58
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i32 noundef %91), !dbg !164
  ret i32 0, !dbg !165

93:                                               ; preds = %87, %93
  %94 = phi %struct.Node* [ %101, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
  call void @llvm.dbg.value(metadata i32 %95, metadata !19, metadata !DIExpression()), !dbg !58
  %96 = mul nsw i32 %95, 10, !dbg !166
  %97 = getelementptr inbounds %struct.Node, %struct.Node* %94, i32 0, i32 1, !dbg !168
  %98 = load i32, i32* %97, align 4, !dbg !168, !tbaa !140
  %99 = add nsw i32 %98, %96, !dbg !169
  call void @llvm.dbg.value(metadata i32 %99, metadata !19, metadata !DIExpression()), !dbg !58
  %100 = getelementptr inbounds %struct.Node, %struct.Node* %94, i32 0, i32 0, !dbg !170
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !20, metadata !DIExpression()), !dbg !161
  %101 = load %struct.Node*, %struct.Node** %100, align 4, !dbg !161, !tbaa !162
  call void @llvm.dbg.value(metadata %struct.Node* %101, metadata !20, metadata !DIExpression()), !dbg !161
  %102 = icmp eq %struct.Node* %101, null, !dbg !163
  br i1 %102, label %90, label %93, !dbg !163, !llvm.loop !171
}

; Function Attrs: ssp
define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gcc_personality_sj0 to i8*) !dbg !173 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !177, metadata !DIExpression()), !dbg !185
  %2 = add i32 %0, 1, !dbg !186
  %3 = tail call i8* @malloc(i32 noundef %2), !dbg !187
  call void @llvm.dbg.value(metadata i8* %3, metadata !178, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i32 10, metadata !180, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i8* %3, metadata !178, metadata !DIExpression()), !dbg !185
  %4 = icmp eq i8* %3, null, !dbg !188
  br i1 %4, label %7, label %5, !dbg !190

5:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 0, metadata !181, metadata !DIExpression()), !dbg !191
  %6 = icmp sgt i32 %0, 0, !dbg !192
  br i1 %6, label %12, label %10, !dbg !194

7:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32* undef, metadata !195, metadata !DIExpression()), !dbg !201
  %8 = load i32, i32* @cleanups_run, align 4, !dbg !203, !tbaa !61
  %9 = add nsw i32 %8, 10, !dbg !203
  call void @llvm.dbg.value(metadata i8** undef, metadata !204, metadata !DIExpression()) #6, !dbg !210
  br label %38, !dbg !212

10:                                               ; preds = %12, %5
  call void @llvm.dbg.value(metadata i8* %3, metadata !178, metadata !DIExpression()), !dbg !185
  %11 = getelementptr inbounds i8, i8* %3, i32 %0, !dbg !213
  store i8 0, i8* %11, align 1, !dbg !214, !tbaa !94
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %20, label %21, !dbg !215

12:                                               ; preds = %5, %12
  %13 = phi i32 [ %18, %12 ], [ 0, %5 ]
  call void @llvm.dbg.value(metadata i32 %13, metadata !181, metadata !DIExpression()), !dbg !191
  %14 = urem i32 %13, 26, !dbg !216
  %15 = trunc i32 %14 to i8, !dbg !217
  %16 = add nuw nsw i8 %15, 97, !dbg !217
  call void @llvm.dbg.value(metadata i8* %3, metadata !178, metadata !DIExpression()), !dbg !185
  %17 = getelementptr inbounds i8, i8* %3, i32 %13, !dbg !218
  store i8 %16, i8* %17, align 1, !dbg !219, !tbaa !94
  %18 = add nuw nsw i32 %13, 1, !dbg !220
  call void @llvm.dbg.value(metadata i32 %18, metadata !181, metadata !DIExpression()), !dbg !191
  %19 = icmp eq i32 %18, %0, !dbg !192
  br i1 %19, label %10, label %12, !dbg !194, !llvm.loop !221

20:                                               ; preds = %10
  invoke void @maybe_unwind(i32 noundef %0)
          to label %21 unwind label %41, !dbg !223

21:                                               ; preds = %20, %10
  call void @llvm.dbg.value(metadata i32 100, metadata !183, metadata !DIExpression()), !dbg !225
  %22 = icmp sgt i32 %0, 3, !dbg !226
  br i1 %22, label %23, label %28, !dbg !228

23:                                               ; preds = %21
  call void @llvm.dbg.value(metadata i8* %3, metadata !178, metadata !DIExpression()), !dbg !185
  %24 = getelementptr inbounds i8, i8* %3, i32 3, !dbg !229
  %25 = load i8, i8* %24, align 1, !dbg !229, !tbaa !94
  call void @llvm.dbg.value(metadata i32* undef, metadata !195, metadata !DIExpression()), !dbg !230
  %26 = load i32, i32* @cleanups_run, align 4, !dbg !232, !tbaa !61
  %27 = add nsw i32 %26, 100, !dbg !232
  store i32 %27, i32* @cleanups_run, align 4, !dbg !232, !tbaa !61
  br label %32

28:                                               ; preds = %21
  call void @llvm.dbg.value(metadata i32* undef, metadata !195, metadata !DIExpression()), !dbg !230
  %29 = load i32, i32* @cleanups_run, align 4, !dbg !232, !tbaa !61
  %30 = add nsw i32 %29, 100, !dbg !232
  store i32 %30, i32* @cleanups_run, align 4, !dbg !232, !tbaa !61
  call void @llvm.dbg.value(metadata i8* %3, metadata !178, metadata !DIExpression()), !dbg !185
  %31 = load i8, i8* %3, align 1, !dbg !233, !tbaa !94
  br label %32, !dbg !234

32:                                               ; preds = %28, %23
  %33 = phi i32 [ %30, %28 ], [ %27, %23 ], !dbg !203
  %34 = phi i8 [ %31, %28 ], [ %25, %23 ]
  %35 = sext i8 %34 to i32, !dbg !185
  call void @llvm.dbg.value(metadata i32* undef, metadata !195, metadata !DIExpression()), !dbg !201
  %36 = add nsw i32 %33, 10, !dbg !203
  store i32 %36, i32* @cleanups_run, align 4, !dbg !203, !tbaa !61
  call void @llvm.dbg.value(metadata i8** undef, metadata !204, metadata !DIExpression()) #6, !dbg !210
  tail call void @free(i8* noundef nonnull %3) #6, !dbg !235
  %37 = add nsw i32 %33, 11, !dbg !238
  br label %38, !dbg !239

38:                                               ; preds = %7, %32
  %39 = phi i32 [ %37, %32 ], [ %9, %7 ], !dbg !185
  %40 = phi i32 [ %35, %32 ], [ -1, %7 ]
  store i32 %39, i32* @cleanups_run, align 4, !dbg !185, !tbaa !61
  ret i32 %40, !dbg !240

41:                                               ; preds = %20
  %42 = landingpad { i8*, i32 }
          cleanup, !dbg !241
  call void @llvm.dbg.value(metadata i32* undef, metadata !195, metadata !DIExpression()), !dbg !242
  %43 = load i32, i32* @cleanups_run, align 4, !dbg !244, !tbaa !61
  %44 = add nsw i32 %43, 10, !dbg !244
  store i32 %44, i32* @cleanups_run, align 4, !dbg !244, !tbaa !61
  call void @llvm.dbg.value(metadata i8** undef, metadata !204, metadata !DIExpression()) #6, !dbg !245
  tail call void @free(i8* noundef nonnull %3) #6, !dbg !247
  %45 = add nsw i32 %43, 11, !dbg !248
  store i32 %45, i32* @cleanups_run, align 4, !dbg !248, !tbaa !61
  resume { i8*, i32 } %42, !dbg !240
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #2

declare extern_weak void @maybe_unwind(i32 noundef) #3

declare i32 @__gcc_personality_sj0(...)

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !2, file: !3, line: 14, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None, sysroot: "/")
!3 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !{!8, !30, !33, !0, !35, !37, !40, !43}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "nodes", scope: !10, file: !3, line: 107, type: !27, isLocal: true, isDefinition: true)
!10 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !11, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !14)
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
!46 = !{i32 7, !"Dwarf Version", i32 2}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 1, !"min_enum_size", i32 4}
!50 = !{i32 1, !"branch-target-enforcement", i32 0}
!51 = !{i32 1, !"sign-return-address", i32 0}
!52 = !{i32 1, !"sign-return-address-all", i32 0}
!53 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!54 = !{i32 7, !"PIC Level", i32 2}
!55 = !{i32 7, !"frame-pointer", i32 2}
!56 = !{!"Debian clang version 14.0.6"}
!57 = !DILocation(line: 102, column: 11, scope: !10)
!58 = !DILocation(line: 0, scope: !10)
!59 = !DILocation(line: 103, column: 11, scope: !10)
!60 = !DILocation(line: 104, column: 42, scope: !10)
!61 = !{!62, !62, i64 0}
!62 = !{!"int", !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = !DILocation(line: 104, column: 3, scope: !10)
!66 = !DILocalVariable(name: "r", scope: !67, file: !3, line: 63, type: !13)
!67 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !11, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!68 = !{!66, !69, !70, !71}
!69 = !DILocalVariable(name: "expected", scope: !67, file: !3, line: 73, type: !13)
!70 = !DILocalVariable(name: "desired", scope: !67, file: !3, line: 73, type: !13)
!71 = !DILocalVariable(name: "ok", scope: !67, file: !3, line: 74, type: !13)
!72 = !DILocation(line: 0, scope: !67, inlinedAt: !73)
!73 = distinct !DILocation(line: 105, column: 36, scope: !10)
!74 = !DILocation(line: 64, column: 3, scope: !67, inlinedAt: !73)
!75 = !DILocation(line: 65, column: 3, scope: !67, inlinedAt: !73)
!76 = !DILocation(line: 66, column: 3, scope: !67, inlinedAt: !73)
!77 = !DILocation(line: 67, column: 3, scope: !67, inlinedAt: !73)
!78 = !DILocation(line: 68, column: 3, scope: !67, inlinedAt: !73)
!79 = !DILocation(line: 69, column: 8, scope: !67, inlinedAt: !73)
!80 = !DILocation(line: 70, column: 8, scope: !67, inlinedAt: !73)
!81 = !DILocation(line: 70, column: 5, scope: !67, inlinedAt: !73)
!82 = !DILocation(line: 71, column: 3, scope: !67, inlinedAt: !73)
!83 = !DILocation(line: 74, column: 12, scope: !67, inlinedAt: !73)
!84 = !DILocation(line: 77, column: 8, scope: !67, inlinedAt: !73)
!85 = !DILocation(line: 78, column: 8, scope: !67, inlinedAt: !73)
!86 = !DILocation(line: 79, column: 8, scope: !67, inlinedAt: !73)
!87 = !DILocation(line: 80, column: 8, scope: !67, inlinedAt: !73)
!88 = !DILocation(line: 81, column: 8, scope: !67, inlinedAt: !73)
!89 = !DILocation(line: 82, column: 3, scope: !67, inlinedAt: !73)
!90 = !DILocation(line: 83, column: 3, scope: !67, inlinedAt: !73)
!91 = !DILocation(line: 85, column: 15, scope: !67, inlinedAt: !73)
!92 = !DILocation(line: 86, column: 14, scope: !67, inlinedAt: !73)
!93 = !DILocation(line: 87, column: 8, scope: !67, inlinedAt: !73)
!94 = !{!63, !63, i64 0}
!95 = !DILocation(line: 89, column: 8, scope: !67, inlinedAt: !73)
!96 = !DILocation(line: 90, column: 3, scope: !67, inlinedAt: !73)
!97 = !DILocation(line: 91, column: 3, scope: !67, inlinedAt: !73)
!98 = !DILocation(line: 92, column: 3, scope: !67, inlinedAt: !73)
!99 = !DILocalVariable(name: "l", arg: 1, scope: !100, file: !3, line: 43, type: !103)
!100 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !101, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !104)
!101 = !DISubroutineType(types: !102)
!102 = !{null, !103}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
!104 = !{!99}
!105 = !DILocation(line: 0, scope: !100, inlinedAt: !106)
!106 = distinct !DILocation(line: 95, column: 3, scope: !67, inlinedAt: !73)
!107 = !DILocation(line: 44, column: 10, scope: !100, inlinedAt: !106)
!108 = !DILocation(line: 44, column: 3, scope: !100, inlinedAt: !106)
!109 = !DILocation(line: 45, column: 12, scope: !100, inlinedAt: !106)
!110 = !DILocation(line: 45, column: 5, scope: !100, inlinedAt: !106)
!111 = distinct !{!111, !108, !112, !113}
!112 = !DILocation(line: 45, column: 52, scope: !100, inlinedAt: !106)
!113 = !{!"llvm.loop.mustprogress"}
!114 = !DILocation(line: 96, column: 8, scope: !67, inlinedAt: !73)
!115 = !DILocation(line: 77, column: 5, scope: !67, inlinedAt: !73)
!116 = !DILocation(line: 78, column: 5, scope: !67, inlinedAt: !73)
!117 = !DILocation(line: 79, column: 5, scope: !67, inlinedAt: !73)
!118 = !DILocation(line: 80, column: 5, scope: !67, inlinedAt: !73)
!119 = !DILocation(line: 81, column: 5, scope: !67, inlinedAt: !73)
!120 = !DILocation(line: 87, column: 5, scope: !67, inlinedAt: !73)
!121 = !DILocation(line: 89, column: 5, scope: !67, inlinedAt: !73)
!122 = !DILocation(line: 93, column: 5, scope: !67, inlinedAt: !73)
!123 = !DILocation(line: 96, column: 5, scope: !67, inlinedAt: !73)
!124 = !DILocalVariable(name: "l", arg: 1, scope: !125, file: !3, line: 47, type: !103)
!125 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !101, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !126)
!126 = !{!124}
!127 = !DILocation(line: 0, scope: !125, inlinedAt: !128)
!128 = distinct !DILocation(line: 97, column: 3, scope: !67, inlinedAt: !73)
!129 = !DILocation(line: 48, column: 3, scope: !125, inlinedAt: !128)
!130 = !{i64 1594}
!131 = !DILocation(line: 49, column: 3, scope: !125, inlinedAt: !128)
!132 = !DILocation(line: 105, column: 52, scope: !10)
!133 = !{!134, !134, i64 0}
!134 = !{!"long long", !63, i64 0}
!135 = !DILocation(line: 105, column: 3, scope: !10)
!136 = !DILocation(line: 0, scope: !18)
!137 = !DILocation(line: 108, column: 48, scope: !138)
!138 = distinct !DILexicalBlock(scope: !139, file: !3, line: 108, column: 31)
!139 = distinct !DILexicalBlock(scope: !18, file: !3, line: 108, column: 3)
!140 = !{!141, !62, i64 4}
!141 = !{!"Node", !142, i64 0, !62, i64 4}
!142 = !{!"any pointer", !63, i64 0}
!143 = !DILocation(line: 56, column: 22, scope: !144, inlinedAt: !150)
!144 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !145, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !147)
!145 = !DISubroutineType(types: !146)
!146 = !{null, !22}
!147 = !{!148, !149}
!148 = !DILocalVariable(name: "n", arg: 1, scope: !144, file: !3, line: 55, type: !22)
!149 = !DILocalVariable(name: "old", scope: !144, file: !3, line: 56, type: !22)
!150 = distinct !DILocation(line: 108, column: 57, scope: !138)
!151 = !DILocation(line: 0, scope: !144, inlinedAt: !150)
!152 = !DILocation(line: 57, column: 3, scope: !144, inlinedAt: !150)
!153 = !DILocation(line: 56, column: 16, scope: !144, inlinedAt: !150)
!154 = !DILocation(line: 58, column: 13, scope: !155, inlinedAt: !150)
!155 = distinct !DILexicalBlock(scope: !144, file: !3, line: 57, column: 6)
!156 = !{!141, !142, i64 0}
!157 = !DILocation(line: 59, column: 13, scope: !144, inlinedAt: !150)
!158 = !DILocation(line: 59, column: 3, scope: !155, inlinedAt: !150)
!159 = distinct !{!159, !152, !160, !113}
!160 = !DILocation(line: 59, column: 95, scope: !144, inlinedAt: !150)
!161 = !DILocation(line: 0, scope: !21)
!162 = !{!142, !142, i64 0}
!163 = !DILocation(line: 110, column: 3, scope: !21)
!164 = !DILocation(line: 111, column: 3, scope: !10)
!165 = !DILocation(line: 112, column: 3, scope: !10)
!166 = !DILocation(line: 110, column: 53, scope: !167)
!167 = distinct !DILexicalBlock(scope: !21, file: !3, line: 110, column: 3)
!168 = !DILocation(line: 110, column: 63, scope: !167)
!169 = !DILocation(line: 110, column: 58, scope: !167)
!170 = !DILocation(line: 110, column: 41, scope: !167)
!171 = distinct !{!171, !163, !172, !113}
!172 = !DILocation(line: 110, column: 63, scope: !21)
!173 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !174, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !176)
!174 = !DISubroutineType(types: !175)
!175 = !{!13, !13}
!176 = !{!177, !178, !180, !181, !183}
!177 = !DILocalVariable(name: "n", arg: 1, scope: !173, file: !3, line: 22, type: !13)
!178 = !DILocalVariable(name: "buf", scope: !173, file: !3, line: 23, type: !179)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!180 = !DILocalVariable(name: "token", scope: !173, file: !3, line: 24, type: !13)
!181 = !DILocalVariable(name: "i", scope: !182, file: !3, line: 26, type: !13)
!182 = distinct !DILexicalBlock(scope: !173, file: !3, line: 26, column: 3)
!183 = !DILocalVariable(name: "inner", scope: !184, file: !3, line: 30, type: !13)
!184 = distinct !DILexicalBlock(scope: !173, file: !3, line: 29, column: 3)
!185 = !DILocation(line: 0, scope: !173)
!186 = !DILocation(line: 23, column: 77, scope: !173)
!187 = !DILocation(line: 23, column: 53, scope: !173)
!188 = !DILocation(line: 25, column: 8, scope: !189)
!189 = distinct !DILexicalBlock(scope: !173, file: !3, line: 25, column: 7)
!190 = !DILocation(line: 25, column: 7, scope: !173)
!191 = !DILocation(line: 0, scope: !182)
!192 = !DILocation(line: 26, column: 21, scope: !193)
!193 = distinct !DILexicalBlock(scope: !182, file: !3, line: 26, column: 3)
!194 = !DILocation(line: 26, column: 3, scope: !182)
!195 = !DILocalVariable(name: "p", arg: 1, scope: !196, file: !3, line: 20, type: !199)
!196 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !197, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !200)
!197 = !DISubroutineType(types: !198)
!198 = !{null, !199}
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32)
!200 = !{!195}
!201 = !DILocation(line: 0, scope: !196, inlinedAt: !202)
!202 = distinct !DILocation(line: 34, column: 1, scope: !173)
!203 = !DILocation(line: 20, column: 48, scope: !196, inlinedAt: !202)
!204 = !DILocalVariable(name: "p", arg: 1, scope: !205, file: !3, line: 16, type: !208)
!205 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !206, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !209)
!206 = !DISubroutineType(types: !207)
!207 = !{null, !208}
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !179, size: 32)
!209 = !{!204}
!210 = !DILocation(line: 0, scope: !205, inlinedAt: !211)
!211 = distinct !DILocation(line: 34, column: 1, scope: !173)
!212 = !DILocation(line: 17, column: 7, scope: !205, inlinedAt: !211)
!213 = !DILocation(line: 27, column: 3, scope: !173)
!214 = !DILocation(line: 27, column: 10, scope: !173)
!215 = !DILocation(line: 28, column: 7, scope: !173)
!216 = !DILocation(line: 26, column: 55, scope: !193)
!217 = !DILocation(line: 26, column: 40, scope: !193)
!218 = !DILocation(line: 26, column: 31, scope: !193)
!219 = !DILocation(line: 26, column: 38, scope: !193)
!220 = !DILocation(line: 26, column: 26, scope: !193)
!221 = distinct !{!221, !194, !222, !113}
!222 = !DILocation(line: 26, column: 59, scope: !182)
!223 = !DILocation(line: 28, column: 21, scope: !224)
!224 = distinct !DILexicalBlock(scope: !173, file: !3, line: 28, column: 7)
!225 = !DILocation(line: 0, scope: !184)
!226 = !DILocation(line: 31, column: 11, scope: !227)
!227 = distinct !DILexicalBlock(scope: !184, file: !3, line: 31, column: 9)
!228 = !DILocation(line: 31, column: 9, scope: !184)
!229 = !DILocation(line: 31, column: 23, scope: !227)
!230 = !DILocation(line: 0, scope: !196, inlinedAt: !231)
!231 = distinct !DILocation(line: 32, column: 3, scope: !173)
!232 = !DILocation(line: 20, column: 48, scope: !196, inlinedAt: !231)
!233 = !DILocation(line: 33, column: 10, scope: !173)
!234 = !DILocation(line: 33, column: 3, scope: !173)
!235 = !DILocation(line: 17, column: 13, scope: !236, inlinedAt: !211)
!236 = distinct !DILexicalBlock(scope: !237, file: !3, line: 17, column: 11)
!237 = distinct !DILexicalBlock(scope: !205, file: !3, line: 17, column: 7)
!238 = !DILocation(line: 17, column: 23, scope: !236, inlinedAt: !211)
!239 = !DILocation(line: 17, column: 39, scope: !236, inlinedAt: !211)
!240 = !DILocation(line: 34, column: 1, scope: !173)
!241 = !DILocation(line: 34, column: 1, scope: !224)
!242 = !DILocation(line: 0, scope: !196, inlinedAt: !243)
!243 = distinct !DILocation(line: 34, column: 1, scope: !173)
!244 = !DILocation(line: 20, column: 48, scope: !196, inlinedAt: !243)
!245 = !DILocation(line: 0, scope: !205, inlinedAt: !246)
!246 = distinct !DILocation(line: 34, column: 1, scope: !173)
!247 = !DILocation(line: 17, column: 13, scope: !236, inlinedAt: !246)
!248 = !DILocation(line: 17, column: 23, scope: !236, inlinedAt: !246)
