; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2), !dbg !52
  call void @llvm.dbg.value(metadata i32 %1, metadata !15, metadata !DIExpression()), !dbg !53
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8), !dbg !54
  call void @llvm.dbg.value(metadata i32 %2, metadata !16, metadata !DIExpression()), !dbg !53
  %3 = load i32, i32* @cleanups_run, align 4, !dbg !55, !tbaa !56
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !60
  call void @llvm.dbg.value(metadata i32 0, metadata !61, metadata !DIExpression()), !dbg !67
  %5 = atomicrmw add i32* @counter, i32 5 seq_cst, align 4, !dbg !69
  %6 = atomicrmw sub i32* @counter, i32 1 acq_rel, align 4, !dbg !70
  %7 = atomicrmw or i32* @counter, i32 256 monotonic, align 4, !dbg !71
  %8 = atomicrmw and i32* @counter, i32 511 release, align 4, !dbg !72
  %9 = atomicrmw xor i32* @counter, i32 3 acquire, align 4, !dbg !73
  %10 = atomicrmw add i32* @counter, i32 1 seq_cst, align 4, !dbg !74
  call void @llvm.dbg.value(metadata i32 %10, metadata !61, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !67
  %11 = atomicrmw nand i32* @counter, i32 255 seq_cst, align 4, !dbg !75
  %12 = or i32 %11, -16, !dbg !76
  %13 = sub i32 %10, %12, !dbg !76
  call void @llvm.dbg.value(metadata i32 %13, metadata !61, metadata !DIExpression()), !dbg !67
  %14 = atomicrmw add i64* @wide_counter, i64 1099511627776 seq_cst, align 8, !dbg !77
  call void @llvm.dbg.value(metadata i32 %13, metadata !64, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 7, metadata !65, metadata !DIExpression()), !dbg !67
  %15 = cmpxchg i32* @counter, i32 %13, i32 7 seq_cst seq_cst, align 4, !dbg !78
  call void @llvm.dbg.value(metadata i32 undef, metadata !64, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i1 undef, metadata !66, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !67
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 undef, i32 undef), metadata !61, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !67
  %16 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4, !dbg !79
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %16, i32 undef, i32 undef), metadata !61, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !67
  %17 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4, !dbg !80
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %17, i32 %16, i32 undef, i32 undef), metadata !61, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_stack_value)), !dbg !67
  %18 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !81
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !61, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !67
  %19 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !82
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !61, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value)), !dbg !67
  %20 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4, !dbg !83
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !61, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !67
  store atomic i32 0, i32* @counter release, align 4, !dbg !84
  fence seq_cst, !dbg !85
  %21 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4, !dbg !86
  %22 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4, !dbg !87
  %23 = load atomic i32, i32* @c11_counter seq_cst, align 4, !dbg !88, !tbaa !89
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !61, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !67
  %24 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1, !dbg !90
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !61, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value)), !dbg !67
  store atomic i8 0, i8* @flag seq_cst, align 1, !dbg !91
  fence seq_cst, !dbg !92
  fence syncscope("singlethread") acquire, !dbg !93
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !61, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !67
  call void @llvm.dbg.value(metadata i32* @lock_word, metadata !94, metadata !DIExpression()), !dbg !100
  %25 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4, !dbg !102
  %26 = icmp eq i32 %25, 0, !dbg !103
  br i1 %26, label %34, label %30, !dbg !103

27:                                               ; preds = %30
  %28 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4, !dbg !102
  %29 = icmp eq i32 %28, 0, !dbg !103
  br i1 %29, label %34, label %33, !dbg !103

30:                                               ; preds = %0, %33
  %31 = load atomic volatile i32, i32* @lock_word monotonic, align 4, !dbg !104
  %32 = icmp eq i32 %31, 0, !dbg !105
  br i1 %32, label %27, label %33, !dbg !105

33:                                               ; preds = %30, %27
  br label %30, !dbg !104, !llvm.loop !106

34:                                               ; preds = %27, %0
  %35 = extractvalue { i32, i1 } %15, 1, !dbg !78
  call void @llvm.dbg.value(metadata i1 %35, metadata !66, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !67
  %36 = select i1 %35, i32 1000, i32 0, !dbg !78
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 %36, i32 undef), metadata !61, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !67
  %37 = extractvalue { i32, i1 } %15, 0
  call void @llvm.dbg.value(metadata i32 %37, metadata !64, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef), metadata !61, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !67
  %38 = extractvalue { i32, i1 } %18, 0, !dbg !81
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef, i32 %23, i32 %20, i1 undef), metadata !61, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !67
  %39 = extractvalue { i32, i1 } %19, 1, !dbg !82
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 %39, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !61, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !67
  %40 = zext i1 %39 to i32, !dbg !82
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef), metadata !61, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !67
  %41 = icmp ne i8 %24, 0, !dbg !90
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 %41, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !61, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !67
  %42 = zext i1 %41 to i32, !dbg !90
  call void @llvm.dbg.value(metadata i32 undef, metadata !61, metadata !DIExpression()), !dbg !67
  %43 = load volatile i32, i32* @lock_word, align 4, !dbg !109, !tbaa !56
  %44 = add i32 %37, %13, !dbg !110
  %45 = add i32 %44, %16, !dbg !80
  %46 = add i32 %45, %17, !dbg !111
  %47 = add i32 %46, %36, !dbg !112
  %48 = add i32 %47, %38, !dbg !113
  %49 = add i32 %48, %20, !dbg !114
  %50 = add i32 %49, %40, !dbg !115
  %51 = add i32 %50, %23, !dbg !116
  %52 = add i32 %51, %42, !dbg !117
  %53 = add i32 %52, %43, !dbg !118
  call void @llvm.dbg.value(metadata i32 %53, metadata !61, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32* @lock_word, metadata !119, metadata !DIExpression()) #6, !dbg !122
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #6, !dbg !124, !srcloc !125
  store atomic volatile i32 0, i32* @lock_word release, align 4, !dbg !126
  %54 = load i64, i64* @wide_counter, align 8, !dbg !127, !tbaa !128
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), i32 noundef %53, i64 noundef %54), !dbg !130
  call void @llvm.dbg.value(metadata i64 0, metadata !17, metadata !DIExpression()), !dbg !131
  store i32 0, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 0, i32 1), align 8, !dbg !132, !tbaa !135
  %56 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !138
  call void @llvm.dbg.value(metadata i64 %56, metadata !144, metadata !DIExpression()), !dbg !146
  br label %57, !dbg !147

57:                                               ; preds = %57, %34
  %58 = phi i64 [ %56, %34 ], [ %62, %57 ]
  %59 = inttoptr i64 %58 to %struct.Node*, !dbg !148
  call void @llvm.dbg.value(metadata %struct.Node* %59, metadata !144, metadata !DIExpression()), !dbg !146
  store %struct.Node* %59, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 0, i32 0), align 16, !dbg !149, !tbaa !151
  %60 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %58, i64 ptrtoint ([4 x %struct.Node]* @main.nodes to i64) release monotonic, align 8, !dbg !152
  %61 = extractvalue { i64, i1 } %60, 1, !dbg !152
  %62 = extractvalue { i64, i1 } %60, 0, !dbg !152
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !144, metadata !DIExpression()), !dbg !146
  br i1 %61, label %63, label %57, !dbg !153, !llvm.loop !154

63:                                               ; preds = %57
  call void @llvm.dbg.value(metadata i64 1, metadata !17, metadata !DIExpression()), !dbg !131
  store i32 1, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1, i32 1), align 8, !dbg !132, !tbaa !135
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1), metadata !143, metadata !DIExpression()), !dbg !146
  %64 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !138
  call void @llvm.dbg.value(metadata i64 %64, metadata !144, metadata !DIExpression()), !dbg !146
  br label %65, !dbg !147

65:                                               ; preds = %65, %63
  %66 = phi i64 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i64 %66 to %struct.Node*, !dbg !148
  call void @llvm.dbg.value(metadata %struct.Node* %67, metadata !144, metadata !DIExpression()), !dbg !146
  store %struct.Node* %67, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1, i32 0), align 16, !dbg !149, !tbaa !151
  %68 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %66, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1) to i64) release monotonic, align 8, !dbg !152
  %69 = extractvalue { i64, i1 } %68, 1, !dbg !152
  %70 = extractvalue { i64, i1 } %68, 0, !dbg !152
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !144, metadata !DIExpression()), !dbg !146
  br i1 %69, label %71, label %65, !dbg !153, !llvm.loop !154

71:                                               ; preds = %65
  call void @llvm.dbg.value(metadata i64 2, metadata !17, metadata !DIExpression()), !dbg !131
  store i32 4, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2, i32 1), align 8, !dbg !132, !tbaa !135
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2), metadata !143, metadata !DIExpression()), !dbg !146
  %72 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !138
  call void @llvm.dbg.value(metadata i64 %72, metadata !144, metadata !DIExpression()), !dbg !146
  br label %73, !dbg !147

73:                                               ; preds = %73, %71
  %74 = phi i64 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i64 %74 to %struct.Node*, !dbg !148
  call void @llvm.dbg.value(metadata %struct.Node* %75, metadata !144, metadata !DIExpression()), !dbg !146
  store %struct.Node* %75, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2, i32 0), align 16, !dbg !149, !tbaa !151
  %76 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %74, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2) to i64) release monotonic, align 8, !dbg !152
  %77 = extractvalue { i64, i1 } %76, 1, !dbg !152
  %78 = extractvalue { i64, i1 } %76, 0, !dbg !152
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !144, metadata !DIExpression()), !dbg !146
  br i1 %77, label %79, label %73, !dbg !153, !llvm.loop !154

79:                                               ; preds = %73
  call void @llvm.dbg.value(metadata i64 3, metadata !17, metadata !DIExpression()), !dbg !131
  store i32 9, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3, i32 1), align 8, !dbg !132, !tbaa !135
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3), metadata !143, metadata !DIExpression()), !dbg !146
  %80 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !138
  call void @llvm.dbg.value(metadata i64 %80, metadata !144, metadata !DIExpression()), !dbg !146
  br label %81, !dbg !147

81:                                               ; preds = %81, %79
  %82 = phi i64 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i64 %82 to %struct.Node*, !dbg !148
  call void @llvm.dbg.value(metadata %struct.Node* %83, metadata !144, metadata !DIExpression()), !dbg !146
  store %struct.Node* %83, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3, i32 0), align 16, !dbg !149, !tbaa !151
  %84 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %82, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3) to i64) release monotonic, align 8, !dbg !152
  %85 = extractvalue { i64, i1 } %84, 1, !dbg !152
  %86 = extractvalue { i64, i1 } %84, 0, !dbg !152
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !144, metadata !DIExpression()), !dbg !146
  br i1 %85, label %87, label %81, !dbg !153, !llvm.loop !154

87:                                               ; preds = %81
  call void @llvm.dbg.value(metadata i64 4, metadata !17, metadata !DIExpression()), !dbg !131
  %88 = load %struct.Node*, %struct.Node** @head, align 8, !dbg !156, !tbaa !157
  call void @llvm.dbg.value(metadata %struct.Node* %88, metadata !20, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !53
  %89 = icmp eq %struct.Node* %88, null, !dbg !158
  br i1 %89, label %90, label %93, !dbg !158

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ], !dbg !53
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef %91), !dbg !159
  ret i32 0, !dbg !160

93:                                               ; preds = %87, %93
  %94 = phi %struct.Node* [ %101, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
  call void @llvm.dbg.value(metadata i32 %95, metadata !19, metadata !DIExpression()), !dbg !53
  %96 = mul nsw i32 %95, 10, !dbg !161
  %97 = getelementptr inbounds %struct.Node, %struct.Node* %94, i64 0, i32 1, !dbg !163
  %98 = load i32, i32* %97, align 8, !dbg !163, !tbaa !135
  %99 = add nsw i32 %98, %96, !dbg !164
  call void @llvm.dbg.value(metadata i32 %99, metadata !19, metadata !DIExpression()), !dbg !53
  %100 = getelementptr inbounds %struct.Node, %struct.Node* %94, i64 0, i32 0, !dbg !165
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !20, metadata !DIExpression()), !dbg !156
  %101 = load %struct.Node*, %struct.Node** %100, align 8, !dbg !156, !tbaa !157
  call void @llvm.dbg.value(metadata %struct.Node* %101, metadata !20, metadata !DIExpression()), !dbg !156
  %102 = icmp eq %struct.Node* %101, null, !dbg !158
  br i1 %102, label %90, label %93, !dbg !158, !llvm.loop !166
}

; Function Attrs: uwtable
define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gcc_personality_seh0 to i8*) !dbg !168 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !172, metadata !DIExpression()), !dbg !180
  %2 = zext i32 %0 to i64
  %3 = add nuw nsw i64 %2, 1, !dbg !181
  %4 = tail call i8* @malloc(i64 noundef %3), !dbg !182
  call void @llvm.dbg.value(metadata i8* %4, metadata !173, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i32 10, metadata !175, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i8* %4, metadata !173, metadata !DIExpression()), !dbg !180
  %5 = icmp eq i8* %4, null, !dbg !183
  br i1 %5, label %54, label %6, !dbg !185

6:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 0, metadata !176, metadata !DIExpression()), !dbg !186
  %7 = icmp sgt i32 %0, 0, !dbg !187
  br i1 %7, label %8, label %57, !dbg !189

8:                                                ; preds = %6
  %9 = icmp ult i32 %0, 16, !dbg !189
  br i1 %9, label %52, label %10, !dbg !189

10:                                               ; preds = %8
  %11 = and i64 %2, 4294967280, !dbg !189
  %12 = add nsw i64 %11, -16, !dbg !189
  %13 = lshr exact i64 %12, 4, !dbg !189
  %14 = add nuw nsw i64 %13, 1, !dbg !189
  %15 = and i64 %14, 1, !dbg !189
  %16 = icmp eq i64 %12, 0, !dbg !189
  br i1 %16, label %43, label %17, !dbg !189

17:                                               ; preds = %10
  %18 = and i64 %14, 2305843009213693950, !dbg !189
  br label %19, !dbg !189

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %35, %19 ], !dbg !190
  %21 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %17 ], [ %36, %19 ], !dbg !191
  %22 = phi i64 [ 0, %17 ], [ %37, %19 ]
  %23 = urem <16 x i32> %21, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>, !dbg !191
  %24 = trunc <16 x i32> %23 to <16 x i8>, !dbg !192
  %25 = add nuw nsw <16 x i8> %24, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !192
  %26 = getelementptr inbounds i8, i8* %4, i64 %20, !dbg !190
  %27 = bitcast i8* %26 to <16 x i8>*, !dbg !193
  store <16 x i8> %25, <16 x i8>* %27, align 1, !dbg !193, !tbaa !89
  %28 = or i64 %20, 16, !dbg !190
  %29 = add <16 x i32> %21, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !191
  %30 = urem <16 x i32> %29, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>, !dbg !191
  %31 = trunc <16 x i32> %30 to <16 x i8>, !dbg !192
  %32 = add nuw nsw <16 x i8> %31, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !192
  %33 = getelementptr inbounds i8, i8* %4, i64 %28, !dbg !190
  %34 = bitcast i8* %33 to <16 x i8>*, !dbg !193
  store <16 x i8> %32, <16 x i8>* %34, align 1, !dbg !193, !tbaa !89
  %35 = add nuw i64 %20, 32, !dbg !190
  %36 = add <16 x i32> %21, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, !dbg !191
  %37 = add i64 %22, 2, !dbg !190
  %38 = icmp eq i64 %37, %18, !dbg !190
  br i1 %38, label %39, label %19, !dbg !190, !llvm.loop !194

39:                                               ; preds = %19
  %40 = urem <16 x i32> %36, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>, !dbg !190
  %41 = trunc <16 x i32> %40 to <16 x i8>, !dbg !190
  %42 = add nuw <16 x i8> %41, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !190
  br label %43, !dbg !190

43:                                               ; preds = %39, %10
  %44 = phi i64 [ 0, %10 ], [ %35, %39 ]
  %45 = phi <16 x i8> [ <i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111, i8 112>, %10 ], [ %42, %39 ]
  %46 = icmp eq i64 %15, 0, !dbg !190
  br i1 %46, label %50, label %47, !dbg !190

47:                                               ; preds = %43
  %48 = getelementptr inbounds i8, i8* %4, i64 %44, !dbg !190
  %49 = bitcast i8* %48 to <16 x i8>*, !dbg !193
  store <16 x i8> %45, <16 x i8>* %49, align 1, !dbg !193, !tbaa !89
  br label %50, !dbg !189

50:                                               ; preds = %43, %47
  %51 = icmp eq i64 %11, %2, !dbg !189
  br i1 %51, label %57, label %52, !dbg !189

52:                                               ; preds = %8, %50
  %53 = phi i64 [ 0, %8 ], [ %11, %50 ]
  br label %59, !dbg !189

54:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32* undef, metadata !197, metadata !DIExpression()), !dbg !203
  %55 = load i32, i32* @cleanups_run, align 4, !dbg !205, !tbaa !56
  %56 = add nsw i32 %55, 10, !dbg !205
  call void @llvm.dbg.value(metadata i8** undef, metadata !206, metadata !DIExpression()) #6, !dbg !212
  br label %86, !dbg !214

57:                                               ; preds = %59, %50, %6
  call void @llvm.dbg.value(metadata i8* %4, metadata !173, metadata !DIExpression()), !dbg !180
  %58 = getelementptr inbounds i8, i8* %4, i64 %2, !dbg !215
  store i8 0, i8* %58, align 1, !dbg !216, !tbaa !89
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %68, label %69, !dbg !217

59:                                               ; preds = %52, %59
  %60 = phi i64 [ %66, %59 ], [ %53, %52 ]
  call void @llvm.dbg.value(metadata i64 %60, metadata !176, metadata !DIExpression()), !dbg !186
  %61 = trunc i64 %60 to i32, !dbg !191
  %62 = urem i32 %61, 26, !dbg !191
  %63 = trunc i32 %62 to i8, !dbg !192
  %64 = add nuw nsw i8 %63, 97, !dbg !192
  call void @llvm.dbg.value(metadata i8* %4, metadata !173, metadata !DIExpression()), !dbg !180
  %65 = getelementptr inbounds i8, i8* %4, i64 %60, !dbg !218
  store i8 %64, i8* %65, align 1, !dbg !193, !tbaa !89
  %66 = add nuw nsw i64 %60, 1, !dbg !190
  call void @llvm.dbg.value(metadata i64 %66, metadata !176, metadata !DIExpression()), !dbg !186
  %67 = icmp eq i64 %66, %2, !dbg !187
  br i1 %67, label %57, label %59, !dbg !189, !llvm.loop !219

68:                                               ; preds = %57
  invoke void @maybe_unwind(i32 noundef %0)
          to label %69 unwind label %89, !dbg !221

69:                                               ; preds = %68, %57
  call void @llvm.dbg.value(metadata i32 100, metadata !178, metadata !DIExpression()), !dbg !223
  %70 = icmp sgt i32 %0, 3, !dbg !224
  br i1 %70, label %71, label %76, !dbg !226

71:                                               ; preds = %69
  call void @llvm.dbg.value(metadata i8* %4, metadata !173, metadata !DIExpression()), !dbg !180
  %72 = getelementptr inbounds i8, i8* %4, i64 3, !dbg !227
  %73 = load i8, i8* %72, align 1, !dbg !227, !tbaa !89
  call void @llvm.dbg.value(metadata i32* undef, metadata !197, metadata !DIExpression()), !dbg !228
  %74 = load i32, i32* @cleanups_run, align 4, !dbg !230, !tbaa !56
  %75 = add nsw i32 %74, 100, !dbg !230
  store i32 %75, i32* @cleanups_run, align 4, !dbg !230, !tbaa !56
  br label %80

76:                                               ; preds = %69
  call void @llvm.dbg.value(metadata i32* undef, metadata !197, metadata !DIExpression()), !dbg !228
  %77 = load i32, i32* @cleanups_run, align 4, !dbg !230, !tbaa !56
  %78 = add nsw i32 %77, 100, !dbg !230
  store i32 %78, i32* @cleanups_run, align 4, !dbg !230, !tbaa !56
  call void @llvm.dbg.value(metadata i8* %4, metadata !173, metadata !DIExpression()), !dbg !180
  %79 = load i8, i8* %4, align 1, !dbg !231, !tbaa !89
  br label %80, !dbg !232

80:                                               ; preds = %76, %71
  %81 = phi i32 [ %78, %76 ], [ %75, %71 ], !dbg !205
  %82 = phi i8 [ %79, %76 ], [ %73, %71 ]
  %83 = sext i8 %82 to i32, !dbg !180
  call void @llvm.dbg.value(metadata i32* undef, metadata !197, metadata !DIExpression()), !dbg !203
  %84 = add nsw i32 %81, 10, !dbg !205
  store i32 %84, i32* @cleanups_run, align 4, !dbg !205, !tbaa !56
  call void @llvm.dbg.value(metadata i8** undef, metadata !206, metadata !DIExpression()) #6, !dbg !212
  tail call void @free(i8* noundef nonnull %4) #6, !dbg !233
  %85 = add nsw i32 %81, 11, !dbg !236
  br label %86, !dbg !237

86:                                               ; preds = %54, %80
  %87 = phi i32 [ %85, %80 ], [ %56, %54 ], !dbg !180
  %88 = phi i32 [ %83, %80 ], [ -1, %54 ]
  store i32 %87, i32* @cleanups_run, align 4, !dbg !180, !tbaa !56
  ret i32 %88, !dbg !238

89:                                               ; preds = %68
  %90 = landingpad { i8*, i32 }
          cleanup, !dbg !239
  call void @llvm.dbg.value(metadata i32* undef, metadata !197, metadata !DIExpression()), !dbg !240
  %91 = load i32, i32* @cleanups_run, align 4, !dbg !242, !tbaa !56
  %92 = add nsw i32 %91, 10, !dbg !242
  store i32 %92, i32* @cleanups_run, align 4, !dbg !242, !tbaa !56
  call void @llvm.dbg.value(metadata i8** undef, metadata !206, metadata !DIExpression()) #6, !dbg !243
  tail call void @free(i8* noundef nonnull %4) #6, !dbg !245
  %93 = add nsw i32 %91, 11, !dbg !246
  store i32 %93, i32* @cleanups_run, align 4, !dbg !246, !tbaa !56
  resume { i8*, i32 } %90, !dbg !238
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

declare !dbg !247 extern_weak void @maybe_unwind(i32 noundef) #3

declare dso_local i32 @__gcc_personality_seh0(...)

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #4

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
!llvm.module.flags = !{!46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !2, file: !3, line: 14, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
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
!46 = !{i32 7, !"Dwarf Version", i32 4}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 2}
!49 = !{i32 7, !"PIC Level", i32 2}
!50 = !{i32 7, !"uwtable", i32 1}
!51 = !{!"Debian clang version 14.0.6"}
!52 = !DILocation(line: 102, column: 11, scope: !10)
!53 = !DILocation(line: 0, scope: !10)
!54 = !DILocation(line: 103, column: 11, scope: !10)
!55 = !DILocation(line: 104, column: 42, scope: !10)
!56 = !{!57, !57, i64 0}
!57 = !{!"int", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C/C++ TBAA"}
!60 = !DILocation(line: 104, column: 3, scope: !10)
!61 = !DILocalVariable(name: "r", scope: !62, file: !3, line: 63, type: !13)
!62 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !11, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !63)
!63 = !{!61, !64, !65, !66}
!64 = !DILocalVariable(name: "expected", scope: !62, file: !3, line: 73, type: !13)
!65 = !DILocalVariable(name: "desired", scope: !62, file: !3, line: 73, type: !13)
!66 = !DILocalVariable(name: "ok", scope: !62, file: !3, line: 74, type: !13)
!67 = !DILocation(line: 0, scope: !62, inlinedAt: !68)
!68 = distinct !DILocation(line: 105, column: 36, scope: !10)
!69 = !DILocation(line: 64, column: 3, scope: !62, inlinedAt: !68)
!70 = !DILocation(line: 65, column: 3, scope: !62, inlinedAt: !68)
!71 = !DILocation(line: 66, column: 3, scope: !62, inlinedAt: !68)
!72 = !DILocation(line: 67, column: 3, scope: !62, inlinedAt: !68)
!73 = !DILocation(line: 68, column: 3, scope: !62, inlinedAt: !68)
!74 = !DILocation(line: 69, column: 8, scope: !62, inlinedAt: !68)
!75 = !DILocation(line: 70, column: 8, scope: !62, inlinedAt: !68)
!76 = !DILocation(line: 70, column: 5, scope: !62, inlinedAt: !68)
!77 = !DILocation(line: 71, column: 3, scope: !62, inlinedAt: !68)
!78 = !DILocation(line: 74, column: 12, scope: !62, inlinedAt: !68)
!79 = !DILocation(line: 77, column: 8, scope: !62, inlinedAt: !68)
!80 = !DILocation(line: 78, column: 8, scope: !62, inlinedAt: !68)
!81 = !DILocation(line: 79, column: 8, scope: !62, inlinedAt: !68)
!82 = !DILocation(line: 80, column: 8, scope: !62, inlinedAt: !68)
!83 = !DILocation(line: 81, column: 8, scope: !62, inlinedAt: !68)
!84 = !DILocation(line: 82, column: 3, scope: !62, inlinedAt: !68)
!85 = !DILocation(line: 83, column: 3, scope: !62, inlinedAt: !68)
!86 = !DILocation(line: 85, column: 15, scope: !62, inlinedAt: !68)
!87 = !DILocation(line: 86, column: 14, scope: !62, inlinedAt: !68)
!88 = !DILocation(line: 87, column: 8, scope: !62, inlinedAt: !68)
!89 = !{!58, !58, i64 0}
!90 = !DILocation(line: 89, column: 8, scope: !62, inlinedAt: !68)
!91 = !DILocation(line: 90, column: 3, scope: !62, inlinedAt: !68)
!92 = !DILocation(line: 91, column: 3, scope: !62, inlinedAt: !68)
!93 = !DILocation(line: 92, column: 3, scope: !62, inlinedAt: !68)
!94 = !DILocalVariable(name: "l", arg: 1, scope: !95, file: !3, line: 43, type: !98)
!95 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !96, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !99)
!96 = !DISubroutineType(types: !97)
!97 = !{null, !98}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!99 = !{!94}
!100 = !DILocation(line: 0, scope: !95, inlinedAt: !101)
!101 = distinct !DILocation(line: 95, column: 3, scope: !62, inlinedAt: !68)
!102 = !DILocation(line: 44, column: 10, scope: !95, inlinedAt: !101)
!103 = !DILocation(line: 44, column: 3, scope: !95, inlinedAt: !101)
!104 = !DILocation(line: 45, column: 12, scope: !95, inlinedAt: !101)
!105 = !DILocation(line: 45, column: 5, scope: !95, inlinedAt: !101)
!106 = distinct !{!106, !103, !107, !108}
!107 = !DILocation(line: 45, column: 52, scope: !95, inlinedAt: !101)
!108 = !{!"llvm.loop.mustprogress"}
!109 = !DILocation(line: 96, column: 8, scope: !62, inlinedAt: !68)
!110 = !DILocation(line: 77, column: 5, scope: !62, inlinedAt: !68)
!111 = !DILocation(line: 78, column: 5, scope: !62, inlinedAt: !68)
!112 = !DILocation(line: 79, column: 5, scope: !62, inlinedAt: !68)
!113 = !DILocation(line: 80, column: 5, scope: !62, inlinedAt: !68)
!114 = !DILocation(line: 81, column: 5, scope: !62, inlinedAt: !68)
!115 = !DILocation(line: 87, column: 5, scope: !62, inlinedAt: !68)
!116 = !DILocation(line: 89, column: 5, scope: !62, inlinedAt: !68)
!117 = !DILocation(line: 93, column: 5, scope: !62, inlinedAt: !68)
!118 = !DILocation(line: 96, column: 5, scope: !62, inlinedAt: !68)
!119 = !DILocalVariable(name: "l", arg: 1, scope: !120, file: !3, line: 47, type: !98)
!120 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !96, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !121)
!121 = !{!119}
!122 = !DILocation(line: 0, scope: !120, inlinedAt: !123)
!123 = distinct !DILocation(line: 97, column: 3, scope: !62, inlinedAt: !68)
!124 = !DILocation(line: 48, column: 3, scope: !120, inlinedAt: !123)
!125 = !{i64 1594}
!126 = !DILocation(line: 49, column: 3, scope: !120, inlinedAt: !123)
!127 = !DILocation(line: 105, column: 52, scope: !10)
!128 = !{!129, !129, i64 0}
!129 = !{!"long long", !58, i64 0}
!130 = !DILocation(line: 105, column: 3, scope: !10)
!131 = !DILocation(line: 0, scope: !18)
!132 = !DILocation(line: 108, column: 48, scope: !133)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 108, column: 31)
!134 = distinct !DILexicalBlock(scope: !18, file: !3, line: 108, column: 3)
!135 = !{!136, !57, i64 8}
!136 = !{!"Node", !137, i64 0, !57, i64 8}
!137 = !{!"any pointer", !58, i64 0}
!138 = !DILocation(line: 56, column: 22, scope: !139, inlinedAt: !145)
!139 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !140, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !142)
!140 = !DISubroutineType(types: !141)
!141 = !{null, !22}
!142 = !{!143, !144}
!143 = !DILocalVariable(name: "n", arg: 1, scope: !139, file: !3, line: 55, type: !22)
!144 = !DILocalVariable(name: "old", scope: !139, file: !3, line: 56, type: !22)
!145 = distinct !DILocation(line: 108, column: 57, scope: !133)
!146 = !DILocation(line: 0, scope: !139, inlinedAt: !145)
!147 = !DILocation(line: 57, column: 3, scope: !139, inlinedAt: !145)
!148 = !DILocation(line: 56, column: 16, scope: !139, inlinedAt: !145)
!149 = !DILocation(line: 58, column: 13, scope: !150, inlinedAt: !145)
!150 = distinct !DILexicalBlock(scope: !139, file: !3, line: 57, column: 6)
!151 = !{!136, !137, i64 0}
!152 = !DILocation(line: 59, column: 13, scope: !139, inlinedAt: !145)
!153 = !DILocation(line: 59, column: 3, scope: !150, inlinedAt: !145)
!154 = distinct !{!154, !147, !155, !108}
!155 = !DILocation(line: 59, column: 95, scope: !139, inlinedAt: !145)
!156 = !DILocation(line: 0, scope: !21)
!157 = !{!137, !137, i64 0}
!158 = !DILocation(line: 110, column: 3, scope: !21)
!159 = !DILocation(line: 111, column: 3, scope: !10)
!160 = !DILocation(line: 112, column: 3, scope: !10)
!161 = !DILocation(line: 110, column: 53, scope: !162)
!162 = distinct !DILexicalBlock(scope: !21, file: !3, line: 110, column: 3)
!163 = !DILocation(line: 110, column: 63, scope: !162)
!164 = !DILocation(line: 110, column: 58, scope: !162)
!165 = !DILocation(line: 110, column: 41, scope: !162)
!166 = distinct !{!166, !158, !167, !108}
!167 = !DILocation(line: 110, column: 63, scope: !21)
!168 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !169, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !171)
!169 = !DISubroutineType(types: !170)
!170 = !{!13, !13}
!171 = !{!172, !173, !175, !176, !178}
!172 = !DILocalVariable(name: "n", arg: 1, scope: !168, file: !3, line: 22, type: !13)
!173 = !DILocalVariable(name: "buf", scope: !168, file: !3, line: 23, type: !174)
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!175 = !DILocalVariable(name: "token", scope: !168, file: !3, line: 24, type: !13)
!176 = !DILocalVariable(name: "i", scope: !177, file: !3, line: 26, type: !13)
!177 = distinct !DILexicalBlock(scope: !168, file: !3, line: 26, column: 3)
!178 = !DILocalVariable(name: "inner", scope: !179, file: !3, line: 30, type: !13)
!179 = distinct !DILexicalBlock(scope: !168, file: !3, line: 29, column: 3)
!180 = !DILocation(line: 0, scope: !168)
!181 = !DILocation(line: 23, column: 77, scope: !168)
!182 = !DILocation(line: 23, column: 53, scope: !168)
!183 = !DILocation(line: 25, column: 8, scope: !184)
!184 = distinct !DILexicalBlock(scope: !168, file: !3, line: 25, column: 7)
!185 = !DILocation(line: 25, column: 7, scope: !168)
!186 = !DILocation(line: 0, scope: !177)
!187 = !DILocation(line: 26, column: 21, scope: !188)
!188 = distinct !DILexicalBlock(scope: !177, file: !3, line: 26, column: 3)
!189 = !DILocation(line: 26, column: 3, scope: !177)
!190 = !DILocation(line: 26, column: 26, scope: !188)
!191 = !DILocation(line: 26, column: 55, scope: !188)
!192 = !DILocation(line: 26, column: 40, scope: !188)
!193 = !DILocation(line: 26, column: 38, scope: !188)
!194 = distinct !{!194, !189, !195, !108, !196}
!195 = !DILocation(line: 26, column: 59, scope: !177)
!196 = !{!"llvm.loop.isvectorized", i32 1}
!197 = !DILocalVariable(name: "p", arg: 1, scope: !198, file: !3, line: 20, type: !201)
!198 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !199, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !202)
!199 = !DISubroutineType(types: !200)
!200 = !{null, !201}
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!202 = !{!197}
!203 = !DILocation(line: 0, scope: !198, inlinedAt: !204)
!204 = distinct !DILocation(line: 34, column: 1, scope: !168)
!205 = !DILocation(line: 20, column: 48, scope: !198, inlinedAt: !204)
!206 = !DILocalVariable(name: "p", arg: 1, scope: !207, file: !3, line: 16, type: !210)
!207 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !208, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !211)
!208 = !DISubroutineType(types: !209)
!209 = !{null, !210}
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!211 = !{!206}
!212 = !DILocation(line: 0, scope: !207, inlinedAt: !213)
!213 = distinct !DILocation(line: 34, column: 1, scope: !168)
!214 = !DILocation(line: 17, column: 7, scope: !207, inlinedAt: !213)
!215 = !DILocation(line: 27, column: 3, scope: !168)
!216 = !DILocation(line: 27, column: 10, scope: !168)
!217 = !DILocation(line: 28, column: 7, scope: !168)
!218 = !DILocation(line: 26, column: 31, scope: !188)
!219 = distinct !{!219, !189, !195, !108, !220, !196}
!220 = !{!"llvm.loop.unroll.runtime.disable"}
!221 = !DILocation(line: 28, column: 21, scope: !222)
!222 = distinct !DILexicalBlock(scope: !168, file: !3, line: 28, column: 7)
!223 = !DILocation(line: 0, scope: !179)
!224 = !DILocation(line: 31, column: 11, scope: !225)
!225 = distinct !DILexicalBlock(scope: !179, file: !3, line: 31, column: 9)
!226 = !DILocation(line: 31, column: 9, scope: !179)
!227 = !DILocation(line: 31, column: 23, scope: !225)
!228 = !DILocation(line: 0, scope: !198, inlinedAt: !229)
!229 = distinct !DILocation(line: 32, column: 3, scope: !168)
!230 = !DILocation(line: 20, column: 48, scope: !198, inlinedAt: !229)
!231 = !DILocation(line: 33, column: 10, scope: !168)
!232 = !DILocation(line: 33, column: 3, scope: !168)
!233 = !DILocation(line: 17, column: 13, scope: !234, inlinedAt: !213)
!234 = distinct !DILexicalBlock(scope: !235, file: !3, line: 17, column: 11)
!235 = distinct !DILexicalBlock(scope: !207, file: !3, line: 17, column: 7)
!236 = !DILocation(line: 17, column: 23, scope: !234, inlinedAt: !213)
!237 = !DILocation(line: 17, column: 39, scope: !234, inlinedAt: !213)
!238 = !DILocation(line: 34, column: 1, scope: !168)
!239 = !DILocation(line: 34, column: 1, scope: !222)
!240 = !DILocation(line: 0, scope: !198, inlinedAt: !241)
!241 = distinct !DILocation(line: 34, column: 1, scope: !168)
!242 = !DILocation(line: 20, column: 48, scope: !198, inlinedAt: !241)
!243 = !DILocation(line: 0, scope: !207, inlinedAt: !244)
!244 = distinct !DILocation(line: 34, column: 1, scope: !168)
!245 = !DILocation(line: 17, column: 13, scope: !234, inlinedAt: !244)
!246 = !DILocation(line: 17, column: 23, scope: !234, inlinedAt: !244)
!247 = !DISubprogram(name: "maybe_unwind", scope: !3, file: !3, line: 12, type: !248, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !250)
!248 = !DISubroutineType(types: !249)
!249 = !{null, !13}
!250 = !{}
