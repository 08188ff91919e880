; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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

; Function Attrs: uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !10 {
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2), !dbg !54
  call void @llvm.dbg.value(metadata i32 %1, metadata !15, metadata !DIExpression()), !dbg !55
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8), !dbg !56
  call void @llvm.dbg.value(metadata i32 %2, metadata !16, metadata !DIExpression()), !dbg !55
  %3 = load i32, i32* @cleanups_run, align 4, !dbg !57, !tbaa !58
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i32 0, i32 0), i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !62
  call void @llvm.dbg.value(metadata i32 0, metadata !63, metadata !DIExpression()), !dbg !69
  %5 = atomicrmw add i32* @counter, i32 5 seq_cst, align 4, !dbg !71
  %6 = atomicrmw sub i32* @counter, i32 1 acq_rel, align 4, !dbg !72
  %7 = atomicrmw or i32* @counter, i32 256 monotonic, align 4, !dbg !73
  %8 = atomicrmw and i32* @counter, i32 511 release, align 4, !dbg !74
  %9 = atomicrmw xor i32* @counter, i32 3 acquire, align 4, !dbg !75
  %10 = atomicrmw add i32* @counter, i32 1 seq_cst, align 4, !dbg !76
  call void @llvm.dbg.value(metadata i32 %10, metadata !63, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !69
  %11 = atomicrmw nand i32* @counter, i32 255 seq_cst, align 4, !dbg !77
  %12 = or i32 %11, -16, !dbg !78
  %13 = sub i32 %10, %12, !dbg !78
  call void @llvm.dbg.value(metadata i32 %13, metadata !63, metadata !DIExpression()), !dbg !69
  %14 = atomicrmw add i64* @wide_counter, i64 1099511627776 seq_cst, align 8, !dbg !79
  call void @llvm.dbg.value(metadata i32 %13, metadata !66, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i32 7, metadata !67, metadata !DIExpression()), !dbg !69
  %15 = cmpxchg i32* @counter, i32 %13, i32 7 seq_cst seq_cst, align 4, !dbg !80
  call void @llvm.dbg.value(metadata i32 undef, metadata !66, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i1 undef, metadata !68, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !69
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !69
  %16 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4, !dbg !81
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %16, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !69
  %17 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4, !dbg !82
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %17, i32 %16, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_stack_value)), !dbg !69
  %18 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !83
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !69
  %19 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !84
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value)), !dbg !69
  %20 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4, !dbg !85
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !69
  store atomic i32 0, i32* @counter release, align 4, !dbg !86
  fence seq_cst, !dbg !87
  %21 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4, !dbg !88
  %22 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4, !dbg !89
  %23 = load atomic i32, i32* @c11_counter seq_cst, align 4, !dbg !90, !tbaa !91
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !69
  %24 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1, !dbg !92
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value)), !dbg !69
  store atomic i8 0, i8* @flag seq_cst, align 1, !dbg !93
  fence seq_cst, !dbg !94
  fence syncscope("singlethread") acquire, !dbg !95
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !69
  call void @llvm.dbg.value(metadata i32* @lock_word, metadata !96, metadata !DIExpression()), !dbg !102
  %25 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4, !dbg !104
  %26 = icmp eq i32 %25, 0, !dbg !105
  br i1 %26, label %34, label %30, !dbg !105

27:                                               ; preds = %30
  %28 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4, !dbg !104
  %29 = icmp eq i32 %28, 0, !dbg !105
  br i1 %29, label %34, label %33, !dbg !105

30:                                               ; preds = %0, %33
  %31 = load atomic volatile i32, i32* @lock_word monotonic, align 4, !dbg !106
  %32 = icmp eq i32 %31, 0, !dbg !107
  br i1 %32, label %27, label %33, !dbg !107

33:                                               ; preds = %30, %27
  br label %30, !dbg !106, !llvm.loop !108

34:                                               ; preds = %27, %0
  %35 = extractvalue { i32, i1 } %15, 1, !dbg !80
  call void @llvm.dbg.value(metadata i1 %35, metadata !68, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !69
  %36 = select i1 %35, i32 1000, i32 0, !dbg !80
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 %36, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !69
  %37 = extractvalue { i32, i1 } %15, 0
  call void @llvm.dbg.value(metadata i32 %37, metadata !66, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef, i32 %23, i32 %20, i1 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !69
  %38 = extractvalue { i32, i1 } %18, 0, !dbg !83
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef, i32 %23, i32 %20, i1 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !69
  %39 = extractvalue { i32, i1 } %19, 1, !dbg !84
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 undef, i32 %23, i32 %20, i1 %39, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !69
  %40 = zext i1 %39 to i32, !dbg !84
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !69
  %41 = icmp ne i8 %24, 0, !dbg !92
  call void @llvm.dbg.value(metadata !DIArgList(i32 %13, i1 %41, i32 %23, i32 %20, i1 undef, i32 undef, i32 %17, i32 %16, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !69
  %42 = zext i1 %41 to i32, !dbg !92
  call void @llvm.dbg.value(metadata i32 undef, metadata !63, metadata !DIExpression()), !dbg !69
  %43 = load volatile i32, i32* @lock_word, align 4, !dbg !111, !tbaa !58
  %44 = add i32 %37, %13, !dbg !112
  %45 = add i32 %44, %16, !dbg !82
  %46 = add i32 %45, %17, !dbg !113
  %47 = add i32 %46, %36, !dbg !114
  %48 = add i32 %47, %38, !dbg !115
  %49 = add i32 %48, %20, !dbg !116
  %50 = add i32 %49, %40, !dbg !117
  %51 = add i32 %50, %23, !dbg !118
  %52 = add i32 %51, %42, !dbg !119
  %53 = add i32 %52, %43, !dbg !120
  call void @llvm.dbg.value(metadata i32 %53, metadata !63, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i32* @lock_word, metadata !121, metadata !DIExpression()) #6, !dbg !124
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #6, !dbg !126, !srcloc !127
  store atomic volatile i32 0, i32* @lock_word release, align 4, !dbg !128
  %54 = load i64, i64* @wide_counter, align 8, !dbg !129, !tbaa !130
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), i32 noundef %53, i64 noundef %54), !dbg !132
  call void @llvm.dbg.value(metadata i32 0, metadata !17, metadata !DIExpression()), !dbg !133
  store i32 0, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 0, i32 1), align 4, !dbg !134, !tbaa !137
  %56 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !140
  call void @llvm.dbg.value(metadata i32 %56, metadata !146, metadata !DIExpression()), !dbg !148
  br label %57, !dbg !149

57:                                               ; preds = %57, %34
  %58 = phi i32 [ %56, %34 ], [ %62, %57 ]
  %59 = inttoptr i32 %58 to %struct.Node*, !dbg !150
  call void @llvm.dbg.value(metadata %struct.Node* %59, metadata !146, metadata !DIExpression()), !dbg !148
  store %struct.Node* %59, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 0, i32 0), align 4, !dbg !151, !tbaa !153
  %60 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %58, i32 ptrtoint ([4 x %struct.Node]* @main.nodes to i32) release monotonic, align 4, !dbg !154
  %61 = extractvalue { i32, i1 } %60, 1, !dbg !154
  %62 = extractvalue { i32, i1 } %60, 0, !dbg !154
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !146, metadata !DIExpression()), !dbg !148
  br i1 %61, label %63, label %57, !dbg !155, !llvm.loop !156

63:                                               ; preds = %57
  call void @llvm.dbg.value(metadata i32 1, metadata !17, metadata !DIExpression()), !dbg !133
  store i32 1, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1, i32 1), align 4, !dbg !134, !tbaa !137
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1), metadata !145, metadata !DIExpression()), !dbg !148
  %64 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !140
  call void @llvm.dbg.value(metadata i32 %64, metadata !146, metadata !DIExpression()), !dbg !148
  br label %65, !dbg !149

65:                                               ; preds = %65, %63
  %66 = phi i32 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i32 %66 to %struct.Node*, !dbg !150
  call void @llvm.dbg.value(metadata %struct.Node* %67, metadata !146, metadata !DIExpression()), !dbg !148
  store %struct.Node* %67, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1, i32 0), align 4, !dbg !151, !tbaa !153
  %68 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %66, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1) to i32) release monotonic, align 4, !dbg !154
  %69 = extractvalue { i32, i1 } %68, 1, !dbg !154
  %70 = extractvalue { i32, i1 } %68, 0, !dbg !154
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !146, metadata !DIExpression()), !dbg !148
  br i1 %69, label %71, label %65, !dbg !155, !llvm.loop !156

71:                                               ; preds = %65
  call void @llvm.dbg.value(metadata i32 2, metadata !17, metadata !DIExpression()), !dbg !133
  store i32 4, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2, i32 1), align 4, !dbg !134, !tbaa !137
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2), metadata !145, metadata !DIExpression()), !dbg !148
  %72 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !140
  call void @llvm.dbg.value(metadata i32 %72, metadata !146, metadata !DIExpression()), !dbg !148
  br label %73, !dbg !149

73:                                               ; preds = %73, %71
  %74 = phi i32 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i32 %74 to %struct.Node*, !dbg !150
  call void @llvm.dbg.value(metadata %struct.Node* %75, metadata !146, metadata !DIExpression()), !dbg !148
  store %struct.Node* %75, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2, i32 0), align 4, !dbg !151, !tbaa !153
  %76 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %74, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2) to i32) release monotonic, align 4, !dbg !154
  %77 = extractvalue { i32, i1 } %76, 1, !dbg !154
  %78 = extractvalue { i32, i1 } %76, 0, !dbg !154
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !146, metadata !DIExpression()), !dbg !148
  br i1 %77, label %79, label %73, !dbg !155, !llvm.loop !156

79:                                               ; preds = %73
  call void @llvm.dbg.value(metadata i32 3, metadata !17, metadata !DIExpression()), !dbg !133
  store i32 9, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3, i32 1), align 4, !dbg !134, !tbaa !137
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3), metadata !145, metadata !DIExpression()), !dbg !148
  %80 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !140
  call void @llvm.dbg.value(metadata i32 %80, metadata !146, metadata !DIExpression()), !dbg !148
  br label %81, !dbg !149

81:                                               ; preds = %81, %79
  %82 = phi i32 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i32 %82 to %struct.Node*, !dbg !150
  call void @llvm.dbg.value(metadata %struct.Node* %83, metadata !146, metadata !DIExpression()), !dbg !148
  store %struct.Node* %83, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3, i32 0), align 4, !dbg !151, !tbaa !153
  %84 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %82, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3) to i32) release monotonic, align 4, !dbg !154
  %85 = extractvalue { i32, i1 } %84, 1, !dbg !154
  %86 = extractvalue { i32, i1 } %84, 0, !dbg !154
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !146, metadata !DIExpression()), !dbg !148
  br i1 %85, label %87, label %81, !dbg !155, !llvm.loop !156

87:                                               ; preds = %81
  call void @llvm.dbg.value(metadata i32 4, metadata !17, metadata !DIExpression()), !dbg !133
  %88 = load %struct.Node*, %struct.Node** @head, align 4, !dbg !158, !tbaa !159
  call void @llvm.dbg.value(metadata %struct.Node* %88, metadata !20, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !55
  %89 = icmp eq %struct.Node* %88, null, !dbg !160
  br i1 %89, label %90, label %93, !dbg !160

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ], !dbg !55
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i32 noundef %91), !dbg !161
  ret i32 0, !dbg !162

93:                                               ; preds = %87, %93
  %94 = phi %struct.Node* [ %101, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
  call void @llvm.dbg.value(metadata i32 %95, metadata !19, metadata !DIExpression()), !dbg !55
  %96 = mul nsw i32 %95, 10, !dbg !163
  %97 = getelementptr inbounds %struct.Node, %struct.Node* %94, i32 0, i32 1, !dbg !165
  %98 = load i32, i32* %97, align 4, !dbg !165, !tbaa !137
  %99 = add nsw i32 %98, %96, !dbg !166
  call void @llvm.dbg.value(metadata i32 %99, metadata !19, metadata !DIExpression()), !dbg !55
  %100 = getelementptr inbounds %struct.Node, %struct.Node* %94, i32 0, i32 0, !dbg !167
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !20, metadata !DIExpression()), !dbg !158
  %101 = load %struct.Node*, %struct.Node** %100, align 4, !dbg !158, !tbaa !159
  call void @llvm.dbg.value(metadata %struct.Node* %101, metadata !20, metadata !DIExpression()), !dbg !158
  %102 = icmp eq %struct.Node* %101, null, !dbg !160
  br i1 %102, label %90, label %93, !dbg !160, !llvm.loop !168
}

; Function Attrs: uwtable
define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gcc_personality_v0 to i8*) !dbg !170 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !174, metadata !DIExpression()), !dbg !182
  %2 = add i32 %0, 1, !dbg !183
  %3 = tail call i8* @malloc(i32 noundef %2), !dbg !184
  call void @llvm.dbg.value(metadata i8* %3, metadata !175, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i32 10, metadata !177, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i8* %3, metadata !175, metadata !DIExpression()), !dbg !182
  %4 = icmp eq i8* %3, null, !dbg !185
  br i1 %4, label %12, label %5, !dbg !187

5:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 0, metadata !178, metadata !DIExpression()), !dbg !188
  %6 = icmp sgt i32 %0, 0, !dbg !189
  br i1 %6, label %7, label %23, !dbg !191

7:                                                ; preds = %5
  %8 = and i32 %0, 1, !dbg !191
  %9 = icmp eq i32 %0, 1, !dbg !191
  br i1 %9, label %15, label %10, !dbg !191

10:                                               ; preds = %7
  %11 = and i32 %0, -2, !dbg !191
  br label %25, !dbg !191

12:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32* undef, metadata !192, metadata !DIExpression()), !dbg !198
  %13 = load i32, i32* @cleanups_run, align 4, !dbg !200, !tbaa !58
  %14 = add nsw i32 %13, 10, !dbg !200
  call void @llvm.dbg.value(metadata i8** undef, metadata !201, metadata !DIExpression()) #6, !dbg !207
  br label %58, !dbg !209

15:                                               ; preds = %25, %7
  %16 = phi i32 [ 0, %7 ], [ %37, %25 ]
  %17 = icmp eq i32 %8, 0, !dbg !191
  br i1 %17, label %23, label %18, !dbg !191

18:                                               ; preds = %15
  call void @llvm.dbg.value(metadata i32 %16, metadata !178, metadata !DIExpression()), !dbg !188
  %19 = urem i32 %16, 26, !dbg !210
  %20 = trunc i32 %19 to i8, !dbg !211
  %21 = add nuw nsw i8 %20, 97, !dbg !211
  call void @llvm.dbg.value(metadata i8* %3, metadata !175, metadata !DIExpression()), !dbg !182
  %22 = getelementptr inbounds i8, i8* %3, i32 %16, !dbg !212
  store i8 %21, i8* %22, align 1, !dbg !213, !tbaa !91
  call void @llvm.dbg.value(metadata i32 %16, metadata !178, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !188
  br label %23, !dbg !214

23:                                               ; preds = %18, %15, %5
  call void @llvm.dbg.value(metadata i8* %3, metadata !175, metadata !DIExpression()), !dbg !182
  %24 = getelementptr inbounds i8, i8* %3, i32 %0, !dbg !214
  store i8 0, i8* %24, align 1, !dbg !215, !tbaa !91
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %40, label %41, !dbg !216

25:                                               ; preds = %25, %10
  %26 = phi i32 [ 0, %10 ], [ %37, %25 ]
  %27 = phi i32 [ 0, %10 ], [ %38, %25 ]
  call void @llvm.dbg.value(metadata i32 %26, metadata !178, metadata !DIExpression()), !dbg !188
  %28 = urem i32 %26, 26, !dbg !210
  %29 = trunc i32 %28 to i8, !dbg !211
  %30 = add nuw nsw i8 %29, 97, !dbg !211
  call void @llvm.dbg.value(metadata i8* %3, metadata !175, metadata !DIExpression()), !dbg !182
  %31 = getelementptr inbounds i8, i8* %3, i32 %26, !dbg !212
  store i8 %30, i8* %31, align 1, !dbg !213, !tbaa !91
  %32 = or i32 %26, 1, !dbg !217
  call void @llvm.dbg.value(metadata i32 %32, metadata !178, metadata !DIExpression()), !dbg !188
  call void @llvm.dbg.value(metadata i32 %32, metadata !178, metadata !DIExpression()), !dbg !188
  %33 = urem i32 %32, 26, !dbg !210
  %34 = trunc i32 %33 to i8, !dbg !211
  %35 = add nuw nsw i8 %34, 97, !dbg !211
  call void @llvm.dbg.value(metadata i8* %3, metadata !175, metadata !DIExpression()), !dbg !182
  %36 = getelementptr inbounds i8, i8* %3, i32 %32, !dbg !212
  store i8 %35, i8* %36, align 1, !dbg !213, !tbaa !91
  %37 = add nuw nsw i32 %26, 2, !dbg !217
  call void @llvm.dbg.value(metadata i32 %37, metadata !178, metadata !DIExpression()), !dbg !188
  %38 = add i32 %27, 2, !dbg !191
  %39 = icmp eq i32 %38, %11, !dbg !191
  br i1 %39, label %15, label %25, !dbg !191, !llvm.loop !218

40:                                               ; preds = %23
  invoke void @maybe_unwind(i32 noundef %0)
          to label %41 unwind label %61, !dbg !220

41:                                               ; preds = %40, %23
  call void @llvm.dbg.value(metadata i32 100, metadata !180, metadata !DIExpression()), !dbg !222
  %42 = icmp sgt i32 %0, 3, !dbg !223
  br i1 %42, label %43, label %48, !dbg !225

43:                                               ; preds = %41
  call void @llvm.dbg.value(metadata i8* %3, metadata !175, metadata !DIExpression()), !dbg !182
  %44 = getelementptr inbounds i8, i8* %3, i32 3, !dbg !226
  %45 = load i8, i8* %44, align 1, !dbg !226, !tbaa !91
  call void @llvm.dbg.value(metadata i32* undef, metadata !192, metadata !DIExpression()), !dbg !227
  %46 = load i32, i32* @cleanups_run, align 4, !dbg !229, !tbaa !58
  %47 = add nsw i32 %46, 100, !dbg !229
  store i32 %47, i32* @cleanups_run, align 4, !dbg !229, !tbaa !58
  br label %52

48:                                               ; preds = %41
  call void @llvm.dbg.value(metadata i32* undef, metadata !192, metadata !DIExpression()), !dbg !227
  %49 = load i32, i32* @cleanups_run, align 4, !dbg !229, !tbaa !58
  %50 = add nsw i32 %49, 100, !dbg !229
  store i32 %50, i32* @cleanups_run, align 4, !dbg !229, !tbaa !58
  call void @llvm.dbg.value(metadata i8* %3, metadata !175, metadata !DIExpression()), !dbg !182
  %51 = load i8, i8* %3, align 1, !dbg !230, !tbaa !91
  br label %52, !dbg !231

52:                                               ; preds = %48, %43
  %53 = phi i32 [ %50, %48 ], [ %47, %43 ], !dbg !200
  %54 = phi i8 [ %51, %48 ], [ %45, %43 ]
  %55 = sext i8 %54 to i32, !dbg !182
  call void @llvm.dbg.value(metadata i32* undef, metadata !192, metadata !DIExpression()), !dbg !198
  %56 = add nsw i32 %53, 10, !dbg !200
  store i32 %56, i32* @cleanups_run, align 4, !dbg !200, !tbaa !58
  call void @llvm.dbg.value(metadata i8** undef, metadata !201, metadata !DIExpression()) #6, !dbg !207
  tail call void @free(i8* noundef nonnull %3) #6, !dbg !232
  %57 = add nsw i32 %53, 11, !dbg !235
  br label %58, !dbg !236

58:                                               ; preds = %12, %52
  %59 = phi i32 [ %57, %52 ], [ %14, %12 ], !dbg !182
  %60 = phi i32 [ %55, %52 ], [ -1, %12 ]
  store i32 %59, i32* @cleanups_run, align 4, !dbg !182, !tbaa !58
  ret i32 %60, !dbg !237

61:                                               ; preds = %40
  %62 = landingpad { i8*, i32 }
          cleanup, !dbg !238
  call void @llvm.dbg.value(metadata i32* undef, metadata !192, metadata !DIExpression()), !dbg !239
  %63 = load i32, i32* @cleanups_run, align 4, !dbg !241, !tbaa !58
  %64 = add nsw i32 %63, 10, !dbg !241
  store i32 %64, i32* @cleanups_run, align 4, !dbg !241, !tbaa !58
  call void @llvm.dbg.value(metadata i8** undef, metadata !201, metadata !DIExpression()) #6, !dbg !242
  tail call void @free(i8* noundef nonnull %3) #6, !dbg !244
  %65 = add nsw i32 %63, 11, !dbg !245
  store i32 %65, i32* @cleanups_run, align 4, !dbg !245, !tbaa !58
  resume { i8*, i32 } %62, !dbg !237
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #2

declare !dbg !246 extern_weak void @maybe_unwind(i32 noundef) #3

declare i32 @__gcc_personality_v0(...)

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cleanups_run", scope: !2, file: !3, line: 14, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2aa7b09bb7089764ab60e828943b0fb5")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
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
!46 = !{i32 1, !"NumRegisterParameters", i32 0}
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 7, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 1}
!53 = !{!"Debian clang version 14.0.6"}
!54 = !DILocation(line: 102, column: 11, scope: !10)
!55 = !DILocation(line: 0, scope: !10)
!56 = !DILocation(line: 103, column: 11, scope: !10)
!57 = !DILocation(line: 104, column: 42, scope: !10)
!58 = !{!59, !59, i64 0}
!59 = !{!"int", !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !DILocation(line: 104, column: 3, scope: !10)
!63 = !DILocalVariable(name: "r", scope: !64, file: !3, line: 63, type: !13)
!64 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !11, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!65 = !{!63, !66, !67, !68}
!66 = !DILocalVariable(name: "expected", scope: !64, file: !3, line: 73, type: !13)
!67 = !DILocalVariable(name: "desired", scope: !64, file: !3, line: 73, type: !13)
!68 = !DILocalVariable(name: "ok", scope: !64, file: !3, line: 74, type: !13)
!69 = !DILocation(line: 0, scope: !64, inlinedAt: !70)
!70 = distinct !DILocation(line: 105, column: 36, scope: !10)
!71 = !DILocation(line: 64, column: 3, scope: !64, inlinedAt: !70)
!72 = !DILocation(line: 65, column: 3, scope: !64, inlinedAt: !70)
!73 = !DILocation(line: 66, column: 3, scope: !64, inlinedAt: !70)
!74 = !DILocation(line: 67, column: 3, scope: !64, inlinedAt: !70)
!75 = !DILocation(line: 68, column: 3, scope: !64, inlinedAt: !70)
!76 = !DILocation(line: 69, column: 8, scope: !64, inlinedAt: !70)
!77 = !DILocation(line: 70, column: 8, scope: !64, inlinedAt: !70)
!78 = !DILocation(line: 70, column: 5, scope: !64, inlinedAt: !70)
!79 = !DILocation(line: 71, column: 3, scope: !64, inlinedAt: !70)
!80 = !DILocation(line: 74, column: 12, scope: !64, inlinedAt: !70)
!81 = !DILocation(line: 77, column: 8, scope: !64, inlinedAt: !70)
!82 = !DILocation(line: 78, column: 8, scope: !64, inlinedAt: !70)
!83 = !DILocation(line: 79, column: 8, scope: !64, inlinedAt: !70)
!84 = !DILocation(line: 80, column: 8, scope: !64, inlinedAt: !70)
!85 = !DILocation(line: 81, column: 8, scope: !64, inlinedAt: !70)
!86 = !DILocation(line: 82, column: 3, scope: !64, inlinedAt: !70)
!87 = !DILocation(line: 83, column: 3, scope: !64, inlinedAt: !70)
!88 = !DILocation(line: 85, column: 15, scope: !64, inlinedAt: !70)
!89 = !DILocation(line: 86, column: 14, scope: !64, inlinedAt: !70)
!90 = !DILocation(line: 87, column: 8, scope: !64, inlinedAt: !70)
!91 = !{!60, !60, i64 0}
!92 = !DILocation(line: 89, column: 8, scope: !64, inlinedAt: !70)
!93 = !DILocation(line: 90, column: 3, scope: !64, inlinedAt: !70)
!94 = !DILocation(line: 91, column: 3, scope: !64, inlinedAt: !70)
!95 = !DILocation(line: 92, column: 3, scope: !64, inlinedAt: !70)
!96 = !DILocalVariable(name: "l", arg: 1, scope: !97, file: !3, line: 43, type: !100)
!97 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !98, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!98 = !DISubroutineType(types: !99)
!99 = !{null, !100}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
!101 = !{!96}
!102 = !DILocation(line: 0, scope: !97, inlinedAt: !103)
!103 = distinct !DILocation(line: 95, column: 3, scope: !64, inlinedAt: !70)
!104 = !DILocation(line: 44, column: 10, scope: !97, inlinedAt: !103)
!105 = !DILocation(line: 44, column: 3, scope: !97, inlinedAt: !103)
!106 = !DILocation(line: 45, column: 12, scope: !97, inlinedAt: !103)
!107 = !DILocation(line: 45, column: 5, scope: !97, inlinedAt: !103)
!108 = distinct !{!108, !105, !109, !110}
!109 = !DILocation(line: 45, column: 52, scope: !97, inlinedAt: !103)
!110 = !{!"llvm.loop.mustprogress"}
!111 = !DILocation(line: 96, column: 8, scope: !64, inlinedAt: !70)
!112 = !DILocation(line: 77, column: 5, scope: !64, inlinedAt: !70)
!113 = !DILocation(line: 78, column: 5, scope: !64, inlinedAt: !70)
!114 = !DILocation(line: 79, column: 5, scope: !64, inlinedAt: !70)
!115 = !DILocation(line: 80, column: 5, scope: !64, inlinedAt: !70)
!116 = !DILocation(line: 81, column: 5, scope: !64, inlinedAt: !70)
!117 = !DILocation(line: 87, column: 5, scope: !64, inlinedAt: !70)
!118 = !DILocation(line: 89, column: 5, scope: !64, inlinedAt: !70)
!119 = !DILocation(line: 93, column: 5, scope: !64, inlinedAt: !70)
!120 = !DILocation(line: 96, column: 5, scope: !64, inlinedAt: !70)
!121 = !DILocalVariable(name: "l", arg: 1, scope: !122, file: !3, line: 47, type: !100)
!122 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !98, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !123)
!123 = !{!121}
!124 = !DILocation(line: 0, scope: !122, inlinedAt: !125)
!125 = distinct !DILocation(line: 97, column: 3, scope: !64, inlinedAt: !70)
!126 = !DILocation(line: 48, column: 3, scope: !122, inlinedAt: !125)
!127 = !{i64 1594}
!128 = !DILocation(line: 49, column: 3, scope: !122, inlinedAt: !125)
!129 = !DILocation(line: 105, column: 52, scope: !10)
!130 = !{!131, !131, i64 0}
!131 = !{!"long long", !60, i64 0}
!132 = !DILocation(line: 105, column: 3, scope: !10)
!133 = !DILocation(line: 0, scope: !18)
!134 = !DILocation(line: 108, column: 48, scope: !135)
!135 = distinct !DILexicalBlock(scope: !136, file: !3, line: 108, column: 31)
!136 = distinct !DILexicalBlock(scope: !18, file: !3, line: 108, column: 3)
!137 = !{!138, !59, i64 4}
!138 = !{!"Node", !139, i64 0, !59, i64 4}
!139 = !{!"any pointer", !60, i64 0}
!140 = !DILocation(line: 56, column: 22, scope: !141, inlinedAt: !147)
!141 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !142, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !144)
!142 = !DISubroutineType(types: !143)
!143 = !{null, !22}
!144 = !{!145, !146}
!145 = !DILocalVariable(name: "n", arg: 1, scope: !141, file: !3, line: 55, type: !22)
!146 = !DILocalVariable(name: "old", scope: !141, file: !3, line: 56, type: !22)
!147 = distinct !DILocation(line: 108, column: 57, scope: !135)
!148 = !DILocation(line: 0, scope: !141, inlinedAt: !147)
!149 = !DILocation(line: 57, column: 3, scope: !141, inlinedAt: !147)
!150 = !DILocation(line: 56, column: 16, scope: !141, inlinedAt: !147)
!151 = !DILocation(line: 58, column: 13, scope: !152, inlinedAt: !147)
!152 = distinct !DILexicalBlock(scope: !141, file: !3, line: 57, column: 6)
!153 = !{!138, !139, i64 0}
!154 = !DILocation(line: 59, column: 13, scope: !141, inlinedAt: !147)
!155 = !DILocation(line: 59, column: 3, scope: !152, inlinedAt: !147)
!156 = distinct !{!156, !149, !157, !110}
!157 = !DILocation(line: 59, column: 95, scope: !141, inlinedAt: !147)
!158 = !DILocation(line: 0, scope: !21)
!159 = !{!139, !139, i64 0}
!160 = !DILocation(line: 110, column: 3, scope: !21)
!161 = !DILocation(line: 111, column: 3, scope: !10)
!162 = !DILocation(line: 112, column: 3, scope: !10)
!163 = !DILocation(line: 110, column: 53, scope: !164)
!164 = distinct !DILexicalBlock(scope: !21, file: !3, line: 110, column: 3)
!165 = !DILocation(line: 110, column: 63, scope: !164)
!166 = !DILocation(line: 110, column: 58, scope: !164)
!167 = !DILocation(line: 110, column: 41, scope: !164)
!168 = distinct !{!168, !160, !169, !110}
!169 = !DILocation(line: 110, column: 63, scope: !21)
!170 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !171, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !173)
!171 = !DISubroutineType(types: !172)
!172 = !{!13, !13}
!173 = !{!174, !175, !177, !178, !180}
!174 = !DILocalVariable(name: "n", arg: 1, scope: !170, file: !3, line: 22, type: !13)
!175 = !DILocalVariable(name: "buf", scope: !170, file: !3, line: 23, type: !176)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!177 = !DILocalVariable(name: "token", scope: !170, file: !3, line: 24, type: !13)
!178 = !DILocalVariable(name: "i", scope: !179, file: !3, line: 26, type: !13)
!179 = distinct !DILexicalBlock(scope: !170, file: !3, line: 26, column: 3)
!180 = !DILocalVariable(name: "inner", scope: !181, file: !3, line: 30, type: !13)
!181 = distinct !DILexicalBlock(scope: !170, file: !3, line: 29, column: 3)
!182 = !DILocation(line: 0, scope: !170)
!183 = !DILocation(line: 23, column: 77, scope: !170)
!184 = !DILocation(line: 23, column: 53, scope: !170)
!185 = !DILocation(line: 25, column: 8, scope: !186)
!186 = distinct !DILexicalBlock(scope: !170, file: !3, line: 25, column: 7)
!187 = !DILocation(line: 25, column: 7, scope: !170)
!188 = !DILocation(line: 0, scope: !179)
!189 = !DILocation(line: 26, column: 21, scope: !190)
!190 = distinct !DILexicalBlock(scope: !179, file: !3, line: 26, column: 3)
!191 = !DILocation(line: 26, column: 3, scope: !179)
!192 = !DILocalVariable(name: "p", arg: 1, scope: !193, file: !3, line: 20, type: !196)
!193 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !194, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !197)
!194 = !DISubroutineType(types: !195)
!195 = !{null, !196}
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32)
!197 = !{!192}
!198 = !DILocation(line: 0, scope: !193, inlinedAt: !199)
!199 = distinct !DILocation(line: 34, column: 1, scope: !170)
!200 = !DILocation(line: 20, column: 48, scope: !193, inlinedAt: !199)
!201 = !DILocalVariable(name: "p", arg: 1, scope: !202, file: !3, line: 16, type: !205)
!202 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !203, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !206)
!203 = !DISubroutineType(types: !204)
!204 = !{null, !205}
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !176, size: 32)
!206 = !{!201}
!207 = !DILocation(line: 0, scope: !202, inlinedAt: !208)
!208 = distinct !DILocation(line: 34, column: 1, scope: !170)
!209 = !DILocation(line: 17, column: 7, scope: !202, inlinedAt: !208)
!210 = !DILocation(line: 26, column: 55, scope: !190)
!211 = !DILocation(line: 26, column: 40, scope: !190)
!212 = !DILocation(line: 26, column: 31, scope: !190)
!213 = !DILocation(line: 26, column: 38, scope: !190)
!214 = !DILocation(line: 27, column: 3, scope: !170)
!215 = !DILocation(line: 27, column: 10, scope: !170)
!216 = !DILocation(line: 28, column: 7, scope: !170)
!217 = !DILocation(line: 26, column: 26, scope: !190)
!218 = distinct !{!218, !191, !219, !110}
!219 = !DILocation(line: 26, column: 59, scope: !179)
!220 = !DILocation(line: 28, column: 21, scope: !221)
!221 = distinct !DILexicalBlock(scope: !170, file: !3, line: 28, column: 7)
!222 = !DILocation(line: 0, scope: !181)
!223 = !DILocation(line: 31, column: 11, scope: !224)
!224 = distinct !DILexicalBlock(scope: !181, file: !3, line: 31, column: 9)
!225 = !DILocation(line: 31, column: 9, scope: !181)
!226 = !DILocation(line: 31, column: 23, scope: !224)
!227 = !DILocation(line: 0, scope: !193, inlinedAt: !228)
!228 = distinct !DILocation(line: 32, column: 3, scope: !170)
!229 = !DILocation(line: 20, column: 48, scope: !193, inlinedAt: !228)
!230 = !DILocation(line: 33, column: 10, scope: !170)
!231 = !DILocation(line: 33, column: 3, scope: !170)
!232 = !DILocation(line: 17, column: 13, scope: !233, inlinedAt: !208)
!233 = distinct !DILexicalBlock(scope: !234, file: !3, line: 17, column: 11)
!234 = distinct !DILexicalBlock(scope: !202, file: !3, line: 17, column: 7)
!235 = !DILocation(line: 17, column: 23, scope: !233, inlinedAt: !208)
!236 = !DILocation(line: 17, column: 39, scope: !233, inlinedAt: !208)
!237 = !DILocation(line: 34, column: 1, scope: !170)
!238 = !DILocation(line: 34, column: 1, scope: !221)
!239 = !DILocation(line: 0, scope: !193, inlinedAt: !240)
!240 = distinct !DILocation(line: 34, column: 1, scope: !170)
!241 = !DILocation(line: 20, column: 48, scope: !193, inlinedAt: !240)
!242 = !DILocation(line: 0, scope: !202, inlinedAt: !243)
!243 = distinct !DILocation(line: 34, column: 1, scope: !170)
!244 = !DILocation(line: 17, column: 13, scope: !233, inlinedAt: !243)
!245 = !DILocation(line: 17, column: 23, scope: !233, inlinedAt: !243)
!246 = !DISubprogram(name: "maybe_unwind", scope: !3, file: !3, line: 12, type: !247, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !249)
!247 = !DISubroutineType(types: !248)
!248 = !{null, !13}
!249 = !{}
