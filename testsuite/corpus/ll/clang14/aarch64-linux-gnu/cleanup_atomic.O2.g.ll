; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
@flag = internal global i8 0, align 4, !dbg !40
@lock_word = internal global i32 0, align 4, !dbg !43

; Function Attrs: uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !10 {
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2), !dbg !58
  call void @llvm.dbg.value(metadata i32 %1, metadata !15, metadata !DIExpression()), !dbg !59
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8), !dbg !60
  call void @llvm.dbg.value(metadata i32 %2, metadata !16, metadata !DIExpression()), !dbg !59
  %3 = load i32, i32* @cleanups_run, align 4, !dbg !61, !tbaa !62
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !66
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()), !dbg !73
  %5 = atomicrmw add i32* @counter, i32 5 seq_cst, align 4, !dbg !75
  %6 = atomicrmw sub i32* @counter, i32 1 acq_rel, align 4, !dbg !76
  %7 = atomicrmw or i32* @counter, i32 256 monotonic, align 4, !dbg !77
  %8 = atomicrmw and i32* @counter, i32 511 release, align 4, !dbg !78
  %9 = atomicrmw xor i32* @counter, i32 3 acquire, align 4, !dbg !79
  %10 = atomicrmw add i32* @counter, i32 1 seq_cst, align 4, !dbg !80
  call void @llvm.dbg.value(metadata i32 %10, metadata !67, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  %11 = atomicrmw nand i32* @counter, i32 255 seq_cst, align 4, !dbg !81
  %12 = or i32 %11, -16, !dbg !82
  %13 = sub i32 %10, %12, !dbg !82
  call void @llvm.dbg.value(metadata i32 %13, metadata !67, metadata !DIExpression()), !dbg !73
  %14 = atomicrmw add i64* @wide_counter, i64 1099511627776 seq_cst, align 8, !dbg !83
  call void @llvm.dbg.value(metadata i32 %13, metadata !70, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32 7, metadata !71, metadata !DIExpression()), !dbg !73
  %15 = cmpxchg i32* @counter, i32 %13, i32 7 seq_cst seq_cst, align 4, !dbg !84
  call void @llvm.dbg.value(metadata i32 undef, metadata !70, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i1 undef, metadata !72, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !73
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !73
  %16 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4, !dbg !85
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %16, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !73
  %17 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4, !dbg !86
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %17, i32 %16, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_stack_value)), !dbg !73
  %18 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !87
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !73
  %19 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !88
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value)), !dbg !73
  %20 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4, !dbg !89
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !73
  store atomic i32 0, i32* @counter release, align 4, !dbg !90
  fence seq_cst, !dbg !91
  %21 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4, !dbg !92
  %22 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4, !dbg !93
  %23 = load atomic i32, i32* @c11_counter seq_cst, align 4, !dbg !94, !tbaa !95
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !73
  %24 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1, !dbg !96
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value)), !dbg !73
  store atomic i8 0, i8* @flag seq_cst, align 4, !dbg !97
  fence seq_cst, !dbg !98
  fence syncscope("singlethread") acquire, !dbg !99
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  call void @llvm.dbg.value(metadata i32* @lock_word, metadata !100, metadata !DIExpression()), !dbg !106
  %25 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4, !dbg !108
  %26 = icmp eq i32 %25, 0, !dbg !109
  br i1 %26, label %34, label %30, !dbg !109

27:                                               ; preds = %30
  %28 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4, !dbg !108
  %29 = icmp eq i32 %28, 0, !dbg !109
  br i1 %29, label %34, label %33, !dbg !109

30:                                               ; preds = %0, %33
  %31 = load atomic volatile i32, i32* @lock_word monotonic, align 4, !dbg !110
  %32 = icmp eq i32 %31, 0, !dbg !111
  br i1 %32, label %27, label %33, !dbg !111

33:                                               ; preds = %30, %27
  br label %30, !dbg !110, !llvm.loop !112

34:                                               ; preds = %27, %0
  %35 = extractvalue { i32, i1 } %15, 1, !dbg !84
  call void @llvm.dbg.value(metadata i1 %35, metadata !72, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !73
  %36 = select i1 %35, i32 1000, i32 0, !dbg !84
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 %36, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  %37 = extractvalue { i32, i1 } %15, 0
  call void @llvm.dbg.value(metadata i32 %37, metadata !70, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  %38 = extractvalue { i32, i1 } %18, 0, !dbg !87
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef, i32 %23, i32 %20, i1 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  %39 = extractvalue { i32, i1 } %19, 1, !dbg !88
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 %39, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  %40 = zext i1 %39 to i32, !dbg !88
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  %41 = icmp ne i8 %24, 0, !dbg !96
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 %41, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  %42 = zext i1 %41 to i32, !dbg !96
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !73
  %43 = load volatile i32, i32* @lock_word, align 4, !dbg !115, !tbaa !62
  %44 = add i32 %37, %13, !dbg !116
  %45 = add i32 %44, %16, !dbg !86
  %46 = add i32 %45, %17, !dbg !117
  %47 = add i32 %46, %36, !dbg !118
  %48 = add i32 %47, %38, !dbg !119
  %49 = add i32 %48, %20, !dbg !120
  %50 = add i32 %49, %40, !dbg !121
  %51 = add i32 %50, %23, !dbg !122
  %52 = add i32 %51, %42, !dbg !123
  %53 = add i32 %52, %43, !dbg !124
  call void @llvm.dbg.value(metadata i32 %53, metadata !67, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32* @lock_word, metadata !125, metadata !DIExpression()) #6, !dbg !128
  tail call void asm sideeffect "", "~{memory}"() #6, !dbg !130, !srcloc !131
  store atomic volatile i32 0, i32* @lock_word release, align 4, !dbg !132
  %54 = load i64, i64* @wide_counter, align 8, !dbg !133, !tbaa !134
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), i32 noundef %53, i64 noundef %54), !dbg !136
  call void @llvm.dbg.value(metadata i64 0, metadata !17, metadata !DIExpression()), !dbg !137
  store i32 0, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 0, i32 1), align 8, !dbg !138, !tbaa !141
  %56 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !144
  call void @llvm.dbg.value(metadata i64 %56, metadata !150, metadata !DIExpression()), !dbg !152
  br label %57, !dbg !153

57:                                               ; preds = %57, %34
  %58 = phi i64 [ %56, %34 ], [ %62, %57 ]
  %59 = inttoptr i64 %58 to %struct.Node*, !dbg !154
  call void @llvm.dbg.value(metadata %struct.Node* %59, metadata !150, metadata !DIExpression()), !dbg !152
  store %struct.Node* %59, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 0, i32 0), align 8, !dbg !155, !tbaa !157
  %60 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %58, i64 ptrtoint ([4 x %struct.Node]* @main.nodes to i64) release monotonic, align 8, !dbg !158
  %61 = extractvalue { i64, i1 } %60, 1, !dbg !158
  %62 = extractvalue { i64, i1 } %60, 0, !dbg !158
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !150, metadata !DIExpression()), !dbg !152
  br i1 %61, label %63, label %57, !dbg !159, !llvm.loop !160

63:                                               ; preds = %57
  call void @llvm.dbg.value(metadata i64 1, metadata !17, metadata !DIExpression()), !dbg !137
  store i32 1, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1, i32 1), align 8, !dbg !138, !tbaa !141
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1), metadata !149, metadata !DIExpression()), !dbg !152
  %64 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !144
  call void @llvm.dbg.value(metadata i64 %64, metadata !150, metadata !DIExpression()), !dbg !152
  br label %65, !dbg !153

65:                                               ; preds = %65, %63
  %66 = phi i64 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i64 %66 to %struct.Node*, !dbg !154
  call void @llvm.dbg.value(metadata %struct.Node* %67, metadata !150, metadata !DIExpression()), !dbg !152
  store %struct.Node* %67, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1, i32 0), align 8, !dbg !155, !tbaa !157
  %68 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %66, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1) to i64) release monotonic, align 8, !dbg !158
  %69 = extractvalue { i64, i1 } %68, 1, !dbg !158
  %70 = extractvalue { i64, i1 } %68, 0, !dbg !158
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !150, metadata !DIExpression()), !dbg !152
  br i1 %69, label %71, label %65, !dbg !159, !llvm.loop !160

71:                                               ; preds = %65
  call void @llvm.dbg.value(metadata i64 2, metadata !17, metadata !DIExpression()), !dbg !137
  store i32 4, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2, i32 1), align 8, !dbg !138, !tbaa !141
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2), metadata !149, metadata !DIExpression()), !dbg !152
  %72 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !144
  call void @llvm.dbg.value(metadata i64 %72, metadata !150, metadata !DIExpression()), !dbg !152
  br label %73, !dbg !153

73:                                               ; preds = %73, %71
  %74 = phi i64 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i64 %74 to %struct.Node*, !dbg !154
  call void @llvm.dbg.value(metadata %struct.Node* %75, metadata !150, metadata !DIExpression()), !dbg !152
  store %struct.Node* %75, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2, i32 0), align 8, !dbg !155, !tbaa !157
  %76 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %74, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2) to i64) release monotonic, align 8, !dbg !158
  %77 = extractvalue { i64, i1 } %76, 1, !dbg !158
  %78 = extractvalue { i64, i1 } %76, 0, !dbg !158
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !150, metadata !DIExpression()), !dbg !152
  br i1 %77, label %79, label %73, !dbg !159, !llvm.loop !160

79:                                               ; preds = %73
  call void @llvm.dbg.value(metadata i64 3, metadata !17, metadata !DIExpression()), !dbg !137
  store i32 9, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3, i32 1), align 8, !dbg !138, !tbaa !141
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3), metadata !149, metadata !DIExpression()), !dbg !152
  %80 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !144
  call void @llvm.dbg.value(metadata i64 %80, metadata !150, metadata !DIExpression()), !dbg !152
  br label %81, !dbg !153

81:                                               ; preds = %81, %79
  %82 = phi i64 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i64 %82 to %struct.Node*, !dbg !154
  call void @llvm.dbg.value(metadata %struct.Node* %83, metadata !150, metadata !DIExpression()), !dbg !152
  store %struct.Node* %83, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3, i32 0), align 8, !dbg !155, !tbaa !157
  %84 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %82, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3) to i64) release monotonic, align 8, !dbg !158
  %85 = extractvalue { i64, i1 } %84, 1, !dbg !158
  %86 = extractvalue { i64, i1 } %84, 0, !dbg !158
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !150, metadata !DIExpression()), !dbg !152
  br i1 %85, label %87, label %81, !dbg !159, !llvm.loop !160

87:                                               ; preds = %81
  call void @llvm.dbg.value(metadata i64 4, metadata !17, metadata !DIExpression()), !dbg !137
  %88 = load %struct.Node*, %struct.Node** @head, align 8, !dbg !162, !tbaa !163
  call void @llvm.dbg.value(metadata %struct.Node* %88, metadata !20, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !59
  %89 = icmp eq %struct.Node* %88, null, !dbg !164
  br i1 %89, label %90, label %93, !dbg !164

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ], !dbg !59
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef %91), !dbg !165
  ret i32 0, !dbg !166

93:                                               ; preds = %87, %93
  %94 = phi %struct.Node* [ %101, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
  call void @llvm.dbg.value(metadata i32 %95, metadata !19, metadata !DIExpression()), !dbg !59
  %96 = mul nsw i32 %95, 10, !dbg !167
  %97 = getelementptr inbounds %struct.Node, %struct.Node* %94, i64 0, i32 1, !dbg !169
  %98 = load i32, i32* %97, align 8, !dbg !169, !tbaa !141
  %99 = add nsw i32 %98, %96, !dbg !170
  call void @llvm.dbg.value(metadata i32 %99, metadata !19, metadata !DIExpression()), !dbg !59
  %100 = getelementptr inbounds %struct.Node, %struct.Node* %94, i64 0, i32 0, !dbg !171
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !20, metadata !DIExpression()), !dbg !162
  %101 = load %struct.Node*, %struct.Node** %100, align 8, !dbg !162, !tbaa !163
  call void @llvm.dbg.value(metadata %struct.Node* %101, metadata !20, metadata !DIExpression()), !dbg !162
  %102 = icmp eq %struct.Node* %101, null, !dbg !164
  br i1 %102, label %90, label %93, !dbg !164, !llvm.loop !172
}

; Function Attrs: uwtable
define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gcc_personality_v0 to i8*) !dbg !174 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !178, metadata !DIExpression()), !dbg !186
  %2 = zext i32 %0 to i64
  %3 = add nuw nsw i64 %2, 1, !dbg !187
  %4 = tail call i8* @malloc(i64 noundef %3), !dbg !188
  call void @llvm.dbg.value(metadata i8* %4, metadata !179, metadata !DIExpression()), !dbg !186
  call void @llvm.dbg.value(metadata i32 10, metadata !181, metadata !DIExpression()), !dbg !186
  call void @llvm.dbg.value(metadata i8* %4, metadata !179, metadata !DIExpression()), !dbg !186
  %5 = icmp eq i8* %4, null, !dbg !189
  br i1 %5, label %31, label %6, !dbg !191

6:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 0, metadata !182, metadata !DIExpression()), !dbg !192
  %7 = icmp sgt i32 %0, 0, !dbg !193
  br i1 %7, label %8, label %34, !dbg !195

8:                                                ; preds = %6
  %9 = icmp eq i32 %0, 1, !dbg !195
  br i1 %9, label %29, label %10, !dbg !195

10:                                               ; preds = %8
  %11 = and i64 %2, 4294967294, !dbg !195
  br label %12, !dbg !195

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %25, %12 ], !dbg !196
  %14 = or i64 %13, 1, !dbg !196
  %15 = trunc i64 %13 to i32, !dbg !196
  %16 = or i32 %15, 1, !dbg !196
  %17 = urem i32 %15, 26, !dbg !196
  %18 = urem i32 %16, 26, !dbg !196
  %19 = trunc i32 %17 to i8, !dbg !196
  %20 = trunc i32 %18 to i8, !dbg !196
  %21 = add nuw nsw i8 %19, 97, !dbg !196
  %22 = add nuw nsw i8 %20, 97, !dbg !196
  %23 = getelementptr inbounds i8, i8* %4, i64 %13, !dbg !196
  %24 = getelementptr inbounds i8, i8* %4, i64 %14, !dbg !196
  store i8 %21, i8* %23, align 1, !dbg !196, !tbaa !95
  store i8 %22, i8* %24, align 1, !dbg !196, !tbaa !95
  %25 = add nuw i64 %13, 2, !dbg !196
  %26 = icmp eq i64 %25, %11, !dbg !196
  br i1 %26, label %27, label %12, !dbg !196, !llvm.loop !197

27:                                               ; preds = %12
  %28 = icmp eq i64 %11, %2, !dbg !195
  br i1 %28, label %34, label %29, !dbg !195

29:                                               ; preds = %8, %27
  %30 = phi i64 [ 0, %8 ], [ %11, %27 ]
  br label %36, !dbg !195

31:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32* undef, metadata !200, metadata !DIExpression()), !dbg !206
  %32 = load i32, i32* @cleanups_run, align 4, !dbg !208, !tbaa !62
  %33 = add nsw i32 %32, 10, !dbg !208
  call void @llvm.dbg.value(metadata i8** undef, metadata !209, metadata !DIExpression()) #6, !dbg !215
  br label %63, !dbg !217

34:                                               ; preds = %36, %27, %6
  call void @llvm.dbg.value(metadata i8* %4, metadata !179, metadata !DIExpression()), !dbg !186
  %35 = getelementptr inbounds i8, i8* %4, i64 %2, !dbg !218
  store i8 0, i8* %35, align 1, !dbg !219, !tbaa !95
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %45, label %46, !dbg !220

36:                                               ; preds = %29, %36
  %37 = phi i64 [ %43, %36 ], [ %30, %29 ]
  call void @llvm.dbg.value(metadata i64 %37, metadata !182, metadata !DIExpression()), !dbg !192
  %38 = trunc i64 %37 to i32, !dbg !221
  %39 = urem i32 %38, 26, !dbg !221
  %40 = trunc i32 %39 to i8, !dbg !222
  %41 = add nuw nsw i8 %40, 97, !dbg !222
  call void @llvm.dbg.value(metadata i8* %4, metadata !179, metadata !DIExpression()), !dbg !186
  %42 = getelementptr inbounds i8, i8* %4, i64 %37, !dbg !223
  store i8 %41, i8* %42, align 1, !dbg !224, !tbaa !95
  %43 = add nuw nsw i64 %37, 1, !dbg !196
  call void @llvm.dbg.value(metadata i64 %43, metadata !182, metadata !DIExpression()), !dbg !192
  %44 = icmp eq i64 %43, %2, !dbg !193
  br i1 %44, label %34, label %36, !dbg !195, !llvm.loop !225

45:                                               ; preds = %34
  invoke void @maybe_unwind(i32 noundef %0)
          to label %46 unwind label %66, !dbg !226

46:                                               ; preds = %45, %34
  call void @llvm.dbg.value(metadata i32 100, metadata !184, metadata !DIExpression()), !dbg !228
  %47 = icmp sgt i32 %0, 3, !dbg !229
  br i1 %47, label %48, label %53, !dbg !231

48:                                               ; preds = %46
  call void @llvm.dbg.value(metadata i8* %4, metadata !179, metadata !DIExpression()), !dbg !186
  %49 = getelementptr inbounds i8, i8* %4, i64 3, !dbg !232
  %50 = load i8, i8* %49, align 1, !dbg !232, !tbaa !95
  call void @llvm.dbg.value(metadata i32* undef, metadata !200, metadata !DIExpression()), !dbg !233
  %51 = load i32, i32* @cleanups_run, align 4, !dbg !235, !tbaa !62
  %52 = add nsw i32 %51, 100, !dbg !235
  store i32 %52, i32* @cleanups_run, align 4, !dbg !235, !tbaa !62
  br label %57

53:                                               ; preds = %46
  call void @llvm.dbg.value(metadata i32* undef, metadata !200, metadata !DIExpression()), !dbg !233
  %54 = load i32, i32* @cleanups_run, align 4, !dbg !235, !tbaa !62
  %55 = add nsw i32 %54, 100, !dbg !235
  store i32 %55, i32* @cleanups_run, align 4, !dbg !235, !tbaa !62
  call void @llvm.dbg.value(metadata i8* %4, metadata !179, metadata !DIExpression()), !dbg !186
  %56 = load i8, i8* %4, align 1, !dbg !236, !tbaa !95
  br label %57, !dbg !237

57:                                               ; preds = %53, %48
  %58 = phi i32 [ %55, %53 ], [ %52, %48 ], !dbg !208
  %59 = phi i8 [ %56, %53 ], [ %50, %48 ]
  %60 = zext i8 %59 to i32, !dbg !186
  call void @llvm.dbg.value(metadata i32* undef, metadata !200, metadata !DIExpression()), !dbg !206
  %61 = add nsw i32 %58, 10, !dbg !208
  store i32 %61, i32* @cleanups_run, align 4, !dbg !208, !tbaa !62
  call void @llvm.dbg.value(metadata i8** undef, metadata !209, metadata !DIExpression()) #6, !dbg !215
  tail call void @free(i8* noundef nonnull %4) #6, !dbg !238
  %62 = add nsw i32 %58, 11, !dbg !241
  br label %63, !dbg !242

63:                                               ; preds = %31, %57
  %64 = phi i32 [ %62, %57 ], [ %33, %31 ], !dbg !186
  %65 = phi i32 [ %60, %57 ], [ -1, %31 ]
  store i32 %64, i32* @cleanups_run, align 4, !dbg !186, !tbaa !62
  ret i32 %65, !dbg !243

66:                                               ; preds = %45
  %67 = landingpad { i8*, i32 }
          cleanup, !dbg !244
  call void @llvm.dbg.value(metadata i32* undef, metadata !200, metadata !DIExpression()), !dbg !245
  %68 = load i32, i32* @cleanups_run, align 4, !dbg !247, !tbaa !62
  %69 = add nsw i32 %68, 10, !dbg !247
  store i32 %69, i32* @cleanups_run, align 4, !dbg !247, !tbaa !62
  call void @llvm.dbg.value(metadata i8** undef, metadata !209, metadata !DIExpression()) #6, !dbg !248
  tail call void @free(i8* noundef nonnull %4) #6, !dbg !250
  %70 = add nsw i32 %68, 11, !dbg !251
  store i32 %70, i32* @cleanups_run, align 4, !dbg !251, !tbaa !62
  resume { i8*, i32 } %67, !dbg !243
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

declare !dbg !252 extern_weak void @maybe_unwind(i32 noundef) #3

declare i32 @__gcc_personality_v0(...)

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56}
!llvm.ident = !{!57}

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
!49 = !{i32 1, !"branch-target-enforcement", i32 0}
!50 = !{i32 1, !"sign-return-address", i32 0}
!51 = !{i32 1, !"sign-return-address-all", i32 0}
!52 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!53 = !{i32 7, !"PIC Level", i32 2}
!54 = !{i32 7, !"PIE Level", i32 2}
!55 = !{i32 7, !"uwtable", i32 1}
!56 = !{i32 7, !"frame-pointer", i32 1}
!57 = !{!"Debian clang version 14.0.6"}
!58 = !DILocation(line: 102, column: 11, scope: !10)
!59 = !DILocation(line: 0, scope: !10)
!60 = !DILocation(line: 103, column: 11, scope: !10)
!61 = !DILocation(line: 104, column: 42, scope: !10)
!62 = !{!63, !63, i64 0}
!63 = !{!"int", !64, i64 0}
!64 = !{!"omnipotent char", !65, i64 0}
!65 = !{!"Simple C/C++ TBAA"}
!66 = !DILocation(line: 104, column: 3, scope: !10)
!67 = !DILocalVariable(name: "r", scope: !68, file: !3, line: 63, type: !13)
!68 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !11, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !69)
!69 = !{!67, !70, !71, !72}
!70 = !DILocalVariable(name: "expected", scope: !68, file: !3, line: 73, type: !13)
!71 = !DILocalVariable(name: "desired", scope: !68, file: !3, line: 73, type: !13)
!72 = !DILocalVariable(name: "ok", scope: !68, file: !3, line: 74, type: !13)
!73 = !DILocation(line: 0, scope: !68, inlinedAt: !74)
!74 = distinct !DILocation(line: 105, column: 36, scope: !10)
!75 = !DILocation(line: 64, column: 3, scope: !68, inlinedAt: !74)
!76 = !DILocation(line: 65, column: 3, scope: !68, inlinedAt: !74)
!77 = !DILocation(line: 66, column: 3, scope: !68, inlinedAt: !74)
!78 = !DILocation(line: 67, column: 3, scope: !68, inlinedAt: !74)
!79 = !DILocation(line: 68, column: 3, scope: !68, inlinedAt: !74)
!80 = !DILocation(line: 69, column: 8, scope: !68, inlinedAt: !74)
!81 = !DILocation(line: 70, column: 8, scope: !68, inlinedAt: !74)
!82 = !DILocation(line: 70, column: 5, scope: !68, inlinedAt: !74)
!83 = !DILocation(line: 71, column: 3, scope: !68, inlinedAt: !74)
!84 = !DILocation(line: 74, column: 12, scope: !68, inlinedAt: !74)
!85 = !DILocation(line: 77, column: 8, scope: !68, inlinedAt: !74)
!86 = !DILocation(line: 78, column: 8, scope: !68, inlinedAt: !74)
!87 = !DILocation(line: 79, column: 8, scope: !68, inlinedAt: !74)
!88 = !DILocation(line: 80, column: 8, scope: !68, inlinedAt: !74)
!89 = !DILocation(line: 81, column: 8, scope: !68, inlinedAt: !74)
!90 = !DILocation(line: 82, column: 3, scope: !68, inlinedAt: !74)
!91 = !DILocation(line: 83, column: 3, scope: !68, inlinedAt: !74)
!92 = !DILocation(line: 85, column: 15, scope: !68, inlinedAt: !74)
!93 = !DILocation(line: 86, column: 14, scope: !68, inlinedAt: !74)
!94 = !DILocation(line: 87, column: 8, scope: !68, inlinedAt: !74)
!95 = !{!64, !64, i64 0}
!96 = !DILocation(line: 89, column: 8, scope: !68, inlinedAt: !74)
!97 = !DILocation(line: 90, column: 3, scope: !68, inlinedAt: !74)
!98 = !DILocation(line: 91, column: 3, scope: !68, inlinedAt: !74)
!99 = !DILocation(line: 92, column: 3, scope: !68, inlinedAt: !74)
!100 = !DILocalVariable(name: "l", arg: 1, scope: !101, file: !3, line: 43, type: !104)
!101 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !102, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !105)
!102 = !DISubroutineType(types: !103)
!103 = !{null, !104}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!105 = !{!100}
!106 = !DILocation(line: 0, scope: !101, inlinedAt: !107)
!107 = distinct !DILocation(line: 95, column: 3, scope: !68, inlinedAt: !74)
!108 = !DILocation(line: 44, column: 10, scope: !101, inlinedAt: !107)
!109 = !DILocation(line: 44, column: 3, scope: !101, inlinedAt: !107)
!110 = !DILocation(line: 45, column: 12, scope: !101, inlinedAt: !107)
!111 = !DILocation(line: 45, column: 5, scope: !101, inlinedAt: !107)
!112 = distinct !{!112, !109, !113, !114}
!113 = !DILocation(line: 45, column: 52, scope: !101, inlinedAt: !107)
!114 = !{!"llvm.loop.mustprogress"}
!115 = !DILocation(line: 96, column: 8, scope: !68, inlinedAt: !74)
!116 = !DILocation(line: 77, column: 5, scope: !68, inlinedAt: !74)
!117 = !DILocation(line: 78, column: 5, scope: !68, inlinedAt: !74)
!118 = !DILocation(line: 79, column: 5, scope: !68, inlinedAt: !74)
!119 = !DILocation(line: 80, column: 5, scope: !68, inlinedAt: !74)
!120 = !DILocation(line: 81, column: 5, scope: !68, inlinedAt: !74)
!121 = !DILocation(line: 87, column: 5, scope: !68, inlinedAt: !74)
!122 = !DILocation(line: 89, column: 5, scope: !68, inlinedAt: !74)
!123 = !DILocation(line: 93, column: 5, scope: !68, inlinedAt: !74)
!124 = !DILocation(line: 96, column: 5, scope: !68, inlinedAt: !74)
!125 = !DILocalVariable(name: "l", arg: 1, scope: !126, file: !3, line: 47, type: !104)
!126 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !102, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !127)
!127 = !{!125}
!128 = !DILocation(line: 0, scope: !126, inlinedAt: !129)
!129 = distinct !DILocation(line: 97, column: 3, scope: !68, inlinedAt: !74)
!130 = !DILocation(line: 48, column: 3, scope: !126, inlinedAt: !129)
!131 = !{i64 1594}
!132 = !DILocation(line: 49, column: 3, scope: !126, inlinedAt: !129)
!133 = !DILocation(line: 105, column: 52, scope: !10)
!134 = !{!135, !135, i64 0}
!135 = !{!"long long", !64, i64 0}
!136 = !DILocation(line: 105, column: 3, scope: !10)
!137 = !DILocation(line: 0, scope: !18)
!138 = !DILocation(line: 108, column: 48, scope: !139)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 108, column: 31)
!140 = distinct !DILexicalBlock(scope: !18, file: !3, line: 108, column: 3)
!141 = !{!142, !63, i64 8}
!142 = !{!"Node", !143, i64 0, !63, i64 8}
!143 = !{!"any pointer", !64, i64 0}
!144 = !DILocation(line: 56, column: 22, scope: !145, inlinedAt: !151)
!145 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !146, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !148)
!146 = !DISubroutineType(types: !147)
!147 = !{null, !22}
!148 = !{!149, !150}
!149 = !DILocalVariable(name: "n", arg: 1, scope: !145, file: !3, line: 55, type: !22)
!150 = !DILocalVariable(name: "old", scope: !145, file: !3, line: 56, type: !22)
!151 = distinct !DILocation(line: 108, column: 57, scope: !139)
!152 = !DILocation(line: 0, scope: !145, inlinedAt: !151)
!153 = !DILocation(line: 57, column: 3, scope: !145, inlinedAt: !151)
!154 = !DILocation(line: 56, column: 16, scope: !145, inlinedAt: !151)
!155 = !DILocation(line: 58, column: 13, scope: !156, inlinedAt: !151)
!156 = distinct !DILexicalBlock(scope: !145, file: !3, line: 57, column: 6)
!157 = !{!142, !143, i64 0}
!158 = !DILocation(line: 59, column: 13, scope: !145, inlinedAt: !151)
!159 = !DILocation(line: 59, column: 3, scope: !156, inlinedAt: !151)
!160 = distinct !{!160, !153, !161, !114}
!161 = !DILocation(line: 59, column: 95, scope: !145, inlinedAt: !151)
!162 = !DILocation(line: 0, scope: !21)
!163 = !{!143, !143, i64 0}
!164 = !DILocation(line: 110, column: 3, scope: !21)
!165 = !DILocation(line: 111, column: 3, scope: !10)
!166 = !DILocation(line: 112, column: 3, scope: !10)
!167 = !DILocation(line: 110, column: 53, scope: !168)
!168 = distinct !DILexicalBlock(scope: !21, file: !3, line: 110, column: 3)
!169 = !DILocation(line: 110, column: 63, scope: !168)
!170 = !DILocation(line: 110, column: 58, scope: !168)
!171 = !DILocation(line: 110, column: 41, scope: !168)
!172 = distinct !{!172, !164, !173, !114}
!173 = !DILocation(line: 110, column: 63, scope: !21)
!174 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !175, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !177)
!175 = !DISubroutineType(types: !176)
!176 = !{!13, !13}
!177 = !{!178, !179, !181, !182, !184}
!178 = !DILocalVariable(name: "n", arg: 1, scope: !174, file: !3, line: 22, type: !13)
!179 = !DILocalVariable(name: "buf", scope: !174, file: !3, line: 23, type: !180)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!181 = !DILocalVariable(name: "token", scope: !174, file: !3, line: 24, type: !13)
!182 = !DILocalVariable(name: "i", scope: !183, file: !3, line: 26, type: !13)
!183 = distinct !DILexicalBlock(scope: !174, file: !3, line: 26, column: 3)
!184 = !DILocalVariable(name: "inner", scope: !185, file: !3, line: 30, type: !13)
!185 = distinct !DILexicalBlock(scope: !174, file: !3, line: 29, column: 3)
!186 = !DILocation(line: 0, scope: !174)
!187 = !DILocation(line: 23, column: 77, scope: !174)
!188 = !DILocation(line: 23, column: 53, scope: !174)
!189 = !DILocation(line: 25, column: 8, scope: !190)
!190 = distinct !DILexicalBlock(scope: !174, file: !3, line: 25, column: 7)
!191 = !DILocation(line: 25, column: 7, scope: !174)
!192 = !DILocation(line: 0, scope: !183)
!193 = !DILocation(line: 26, column: 21, scope: !194)
!194 = distinct !DILexicalBlock(scope: !183, file: !3, line: 26, column: 3)
!195 = !DILocation(line: 26, column: 3, scope: !183)
!196 = !DILocation(line: 26, column: 26, scope: !194)
!197 = distinct !{!197, !195, !198, !114, !199}
!198 = !DILocation(line: 26, column: 59, scope: !183)
!199 = !{!"llvm.loop.isvectorized", i32 1}
!200 = !DILocalVariable(name: "p", arg: 1, scope: !201, file: !3, line: 20, type: !204)
!201 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !202, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !205)
!202 = !DISubroutineType(types: !203)
!203 = !{null, !204}
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!205 = !{!200}
!206 = !DILocation(line: 0, scope: !201, inlinedAt: !207)
!207 = distinct !DILocation(line: 34, column: 1, scope: !174)
!208 = !DILocation(line: 20, column: 48, scope: !201, inlinedAt: !207)
!209 = !DILocalVariable(name: "p", arg: 1, scope: !210, file: !3, line: 16, type: !213)
!210 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !211, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !214)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !213}
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!214 = !{!209}
!215 = !DILocation(line: 0, scope: !210, inlinedAt: !216)
!216 = distinct !DILocation(line: 34, column: 1, scope: !174)
!217 = !DILocation(line: 17, column: 7, scope: !210, inlinedAt: !216)
!218 = !DILocation(line: 27, column: 3, scope: !174)
!219 = !DILocation(line: 27, column: 10, scope: !174)
!220 = !DILocation(line: 28, column: 7, scope: !174)
!221 = !DILocation(line: 26, column: 55, scope: !194)
!222 = !DILocation(line: 26, column: 40, scope: !194)
!223 = !DILocation(line: 26, column: 31, scope: !194)
!224 = !DILocation(line: 26, column: 38, scope: !194)
!225 = distinct !{!225, !195, !198, !114, !199}
!226 = !DILocation(line: 28, column: 21, scope: !227)
!227 = distinct !DILexicalBlock(scope: !174, file: !3, line: 28, column: 7)
!228 = !DILocation(line: 0, scope: !185)
!229 = !DILocation(line: 31, column: 11, scope: !230)
!230 = distinct !DILexicalBlock(scope: !185, file: !3, line: 31, column: 9)
!231 = !DILocation(line: 31, column: 9, scope: !185)
!232 = !DILocation(line: 31, column: 23, scope: !230)
!233 = !DILocation(line: 0, scope: !201, inlinedAt: !234)
!234 = distinct !DILocation(line: 32, column: 3, scope: !174)
!235 = !DILocation(line: 20, column: 48, scope: !201, inlinedAt: !234)
!236 = !DILocation(line: 33, column: 10, scope: !174)
!237 = !DILocation(line: 33, column: 3, scope: !174)
!238 = !DILocation(line: 17, column: 13, scope: !239, inlinedAt: !216)
!239 = distinct !DILexicalBlock(scope: !240, file: !3, line: 17, column: 11)
!240 = distinct !DILexicalBlock(scope: !210, file: !3, line: 17, column: 7)
!241 = !DILocation(line: 17, column: 23, scope: !239, inlinedAt: !216)
!242 = !DILocation(line: 17, column: 39, scope: !239, inlinedAt: !216)
!243 = !DILocation(line: 34, column: 1, scope: !174)
!244 = !DILocation(line: 34, column: 1, scope: !227)
!245 = !DILocation(line: 0, scope: !201, inlinedAt: !246)
!246 = distinct !DILocation(line: 34, column: 1, scope: !174)
!247 = !DILocation(line: 20, column: 48, scope: !201, inlinedAt: !246)
!248 = !DILocation(line: 0, scope: !210, inlinedAt: !249)
!249 = distinct !DILocation(line: 34, column: 1, scope: !174)
!250 = !DILocation(line: 17, column: 13, scope: !239, inlinedAt: !249)
!251 = !DILocation(line: 17, column: 23, scope: !239, inlinedAt: !249)
!252 = !DISubprogram(name: "maybe_unwind", scope: !3, file: !3, line: 12, type: !253, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !255)
!253 = !DISubroutineType(types: !254)
!254 = !{null, !13}
!255 = !{}
