; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%struct.Node = type { %struct.Node*, i32 }

$"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = comdat any

$"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = comdat any

@cleanups_run = internal unnamed_addr global i32 0, align 4, !dbg !0
@"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", comdat, align 1
@wide_counter = internal global i64 0, align 8, !dbg !30
@"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", comdat, align 1
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16, !dbg !8
@head = internal global %struct.Node* null, align 8, !dbg !33
@"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"stack %d\0A\00", comdat, align 1
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
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !55
  %5 = load i64, i64* @wide_counter, align 8, !dbg !60, !tbaa !61
  call void @llvm.dbg.value(metadata i32 0, metadata !63, metadata !DIExpression()), !dbg !69
  %6 = atomicrmw add i32* @counter, i32 5 seq_cst, align 4, !dbg !71
  %7 = atomicrmw sub i32* @counter, i32 1 acq_rel, align 4, !dbg !72
  %8 = atomicrmw or i32* @counter, i32 256 monotonic, align 4, !dbg !73
  %9 = atomicrmw and i32* @counter, i32 511 release, align 4, !dbg !74
  %10 = atomicrmw xor i32* @counter, i32 3 acquire, align 4, !dbg !75
  %11 = atomicrmw add i32* @counter, i32 1 seq_cst, align 4, !dbg !76
  call void @llvm.dbg.value(metadata i32 %11, metadata !63, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !69
  %12 = atomicrmw nand i32* @counter, i32 255 seq_cst, align 4, !dbg !77
  %13 = or i32 %12, -16, !dbg !77
  %14 = sub i32 %11, %13, !dbg !77
  call void @llvm.dbg.value(metadata i32 %14, metadata !63, metadata !DIExpression()), !dbg !69
  %15 = atomicrmw add i64* @wide_counter, i64 1099511627776 seq_cst, align 8, !dbg !78
  call void @llvm.dbg.value(metadata i32 %14, metadata !66, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i32 7, metadata !67, metadata !DIExpression()), !dbg !69
  %16 = cmpxchg i32* @counter, i32 %14, i32 7 seq_cst seq_cst, align 4, !dbg !79
  call void @llvm.dbg.value(metadata i32 undef, metadata !66, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i1 undef, metadata !68, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !69
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !69
  %17 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4, !dbg !80
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i32 %17, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !69
  %18 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4, !dbg !81
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i32 %18, i32 %17, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_stack_value)), !dbg !69
  %19 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !82
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !69
  %20 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !83
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i1 undef, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value)), !dbg !69
  %21 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4, !dbg !84
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i32 %21, i1 undef, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !69
  store atomic i32 0, i32* @counter release, align 4, !dbg !85
  fence seq_cst, !dbg !86
  %22 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4, !dbg !87
  %23 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4, !dbg !88
  %24 = load atomic i32, i32* @c11_counter seq_cst, align 4, !dbg !89, !tbaa !90
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i32 %24, i32 %21, i1 undef, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !69
  %25 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1, !dbg !91
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i1 undef, i32 %24, i32 %21, i1 undef, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value)), !dbg !69
  store atomic i8 0, i8* @flag seq_cst, align 1, !dbg !92
  fence seq_cst, !dbg !93
  fence syncscope("singlethread") acquire, !dbg !94
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i1 undef, i32 %24, i32 %21, i1 undef, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !69
  call void @llvm.dbg.value(metadata i32* @lock_word, metadata !95, metadata !DIExpression()), !dbg !101
  %26 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4, !dbg !103
  %27 = icmp eq i32 %26, 0, !dbg !103
  br i1 %27, label %35, label %31, !dbg !103

28:                                               ; preds = %31
  %29 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4, !dbg !103
  %30 = icmp eq i32 %29, 0, !dbg !103
  br i1 %30, label %35, label %34, !dbg !103

31:                                               ; preds = %0, %34
  %32 = load atomic volatile i32, i32* @lock_word monotonic, align 4, !dbg !104
  %33 = icmp eq i32 %32, 0, !dbg !104
  br i1 %33, label %28, label %34, !dbg !104

34:                                               ; preds = %31, %28
  br label %31, !dbg !104, !llvm.loop !105

35:                                               ; preds = %28, %0
  %36 = extractvalue { i32, i1 } %16, 1, !dbg !79
  call void @llvm.dbg.value(metadata i1 %36, metadata !68, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !69
  %37 = select i1 %36, i32 1000, i32 0, !dbg !79
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i1 undef, i32 %24, i32 %21, i1 undef, i32 undef, i32 %18, i32 %17, i32 %37, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !69
  %38 = extractvalue { i32, i1 } %16, 0
  call void @llvm.dbg.value(metadata i32 %38, metadata !66, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef, i32 %24, i32 %21, i1 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !69
  %39 = extractvalue { i32, i1 } %19, 0, !dbg !82
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef, i32 %24, i32 %21, i1 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !69
  %40 = extractvalue { i32, i1 } %20, 1, !dbg !83
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i1 undef, i32 %24, i32 %21, i1 %40, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !69
  %41 = zext i1 %40 to i32, !dbg !83
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !69
  %42 = icmp ne i8 %25, 0, !dbg !91
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i1 %42, i32 %24, i32 %21, i1 undef, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !69
  %43 = zext i1 %42 to i32, !dbg !91
  call void @llvm.dbg.value(metadata i32 undef, metadata !63, metadata !DIExpression()), !dbg !69
  %44 = load volatile i32, i32* @lock_word, align 4, !dbg !107, !tbaa !56
  %45 = add i32 %38, %14, !dbg !80
  %46 = add i32 %45, %17, !dbg !81
  %47 = add i32 %46, %18, !dbg !81
  %48 = add i32 %47, %37, !dbg !82
  %49 = add i32 %48, %39, !dbg !83
  %50 = add i32 %49, %21, !dbg !84
  %51 = add i32 %50, %41, !dbg !89
  %52 = add i32 %51, %24, !dbg !91
  %53 = add i32 %52, %43, !dbg !108
  %54 = add i32 %53, %44, !dbg !107
  call void @llvm.dbg.value(metadata i32 %54, metadata !63, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i32* @lock_word, metadata !109, metadata !DIExpression()) #6, !dbg !112
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #6, !dbg !114, !srcloc !115
  store atomic volatile i32 0, i32* @lock_word release, align 4, !dbg !116
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@", i64 0, i64 0), i32 noundef %54, i64 noundef %5), !dbg !60
  call void @llvm.dbg.value(metadata i64 0, metadata !17, metadata !DIExpression()), !dbg !117
  store i32 0, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 0, i32 1), align 8, !dbg !118, !tbaa !121
  %56 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !124
  call void @llvm.dbg.value(metadata i64 %56, metadata !130, metadata !DIExpression()), !dbg !132
  br label %57, !dbg !133

57:                                               ; preds = %57, %35
  %58 = phi i64 [ %56, %35 ], [ %62, %57 ]
  %59 = inttoptr i64 %58 to %struct.Node*, !dbg !124
  call void @llvm.dbg.value(metadata %struct.Node* %59, metadata !130, metadata !DIExpression()), !dbg !132
  store %struct.Node* %59, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 0, i32 0), align 16, !dbg !134, !tbaa !136
  %60 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %58, i64 ptrtoint ([4 x %struct.Node]* @main.nodes to i64) release monotonic, align 8, !dbg !137
  %61 = extractvalue { i64, i1 } %60, 1, !dbg !137
  %62 = extractvalue { i64, i1 } %60, 0, !dbg !137
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !130, metadata !DIExpression()), !dbg !132
  br i1 %61, label %63, label %57, !dbg !137, !llvm.loop !138

63:                                               ; preds = %57
  call void @llvm.dbg.value(metadata i64 1, metadata !17, metadata !DIExpression()), !dbg !117
  store i32 1, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1, i32 1), align 8, !dbg !118, !tbaa !121
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1), metadata !129, metadata !DIExpression()), !dbg !132
  %64 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !124
  call void @llvm.dbg.value(metadata i64 %64, metadata !130, metadata !DIExpression()), !dbg !132
  br label %65, !dbg !133

65:                                               ; preds = %65, %63
  %66 = phi i64 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i64 %66 to %struct.Node*, !dbg !124
  call void @llvm.dbg.value(metadata %struct.Node* %67, metadata !130, metadata !DIExpression()), !dbg !132
  store %struct.Node* %67, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1, i32 0), align 16, !dbg !134, !tbaa !136
  %68 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %66, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1) to i64) release monotonic, align 8, !dbg !137
  %69 = extractvalue { i64, i1 } %68, 1, !dbg !137
  %70 = extractvalue { i64, i1 } %68, 0, !dbg !137
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !130, metadata !DIExpression()), !dbg !132
  br i1 %69, label %71, label %65, !dbg !137, !llvm.loop !138

71:                                               ; preds = %65
  call void @llvm.dbg.value(metadata i64 2, metadata !17, metadata !DIExpression()), !dbg !117
  store i32 4, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2, i32 1), align 8, !dbg !118, !tbaa !121
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2), metadata !129, metadata !DIExpression()), !dbg !132
  %72 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !124
  call void @llvm.dbg.value(metadata i64 %72, metadata !130, metadata !DIExpression()), !dbg !132
  br label %73, !dbg !133

73:                                               ; preds = %73, %71
  %74 = phi i64 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i64 %74 to %struct.Node*, !dbg !124
  call void @llvm.dbg.value(metadata %struct.Node* %75, metadata !130, metadata !DIExpression()), !dbg !132
  store %struct.Node* %75, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2, i32 0), align 16, !dbg !134, !tbaa !136
  %76 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %74, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2) to i64) release monotonic, align 8, !dbg !137
  %77 = extractvalue { i64, i1 } %76, 1, !dbg !137
  %78 = extractvalue { i64, i1 } %76, 0, !dbg !137
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !130, metadata !DIExpression()), !dbg !132
  br i1 %77, label %79, label %73, !dbg !137, !llvm.loop !138

79:                                               ; preds = %73
  call void @llvm.dbg.value(metadata i64 3, metadata !17, metadata !DIExpression()), !dbg !117
  store i32 9, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3, i32 1), align 8, !dbg !118, !tbaa !121
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3), metadata !129, metadata !DIExpression()), !dbg !132
  %80 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !124
  call void @llvm.dbg.value(metadata i64 %80, metadata !130, metadata !DIExpression()), !dbg !132
  br label %81, !dbg !133

81:                                               ; preds = %81, %79
  %82 = phi i64 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i64 %82 to %struct.Node*, !dbg !124
  call void @llvm.dbg.value(metadata %struct.Node* %83, metadata !130, metadata !DIExpression()), !dbg !132
  store %struct.Node* %83, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3, i32 0), align 16, !dbg !134, !tbaa !136
  %84 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %82, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3) to i64) release monotonic, align 8, !dbg !137
  %85 = extractvalue { i64, i1 } %84, 1, !dbg !137
  %86 = extractvalue { i64, i1 } %84, 0, !dbg !137
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !130, metadata !DIExpression()), !dbg !132
  br i1 %85, label %87, label %81, !dbg !137, !llvm.loop !138

87:                                               ; preds = %81
  call void @llvm.dbg.value(metadata i64 4, metadata !17, metadata !DIExpression()), !dbg !117
  %88 = load %struct.Node*, %struct.Node** @head, align 8, !dbg !140, !tbaa !141
  call void @llvm.dbg.value(metadata %struct.Node* %88, metadata !20, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !53
  %89 = icmp eq %struct.Node* %88, null, !dbg !142
  br i1 %89, label %90, label %93, !dbg !142

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ], !dbg !53
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %91), !dbg !143
  ret i32 0, !dbg !144

93:                                               ; preds = %87, %93
  %94 = phi %struct.Node* [ %101, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
  call void @llvm.dbg.value(metadata i32 %95, metadata !19, metadata !DIExpression()), !dbg !53
  %96 = mul nsw i32 %95, 10, !dbg !145
  %97 = getelementptr inbounds %struct.Node, %struct.Node* %94, i64 0, i32 1, !dbg !145
  %98 = load i32, i32* %97, align 8, !dbg !145, !tbaa !121
  %99 = add nsw i32 %98, %96, !dbg !145
  call void @llvm.dbg.value(metadata i32 %99, metadata !19, metadata !DIExpression()), !dbg !53
  %100 = getelementptr inbounds %struct.Node, %struct.Node* %94, i64 0, i32 0, !dbg !145
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !20, metadata !DIExpression()), !dbg !140
  %101 = load %struct.Node*, %struct.Node** %100, align 8, !dbg !140, !tbaa !141
  call void @llvm.dbg.value(metadata %struct.Node* %101, metadata !20, metadata !DIExpression()), !dbg !140
  %102 = icmp eq %struct.Node* %101, null, !dbg !142
  br i1 %102, label %90, label %93, !dbg !142, !llvm.loop !147
}

; Function Attrs: uwtable
define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !148 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !152, metadata !DIExpression()), !dbg !160
  %2 = zext i32 %0 to i64
  %3 = add nuw nsw i64 %2, 1, !dbg !161
  %4 = tail call i8* @malloc(i64 noundef %3), !dbg !161
  call void @llvm.dbg.value(metadata i8* %4, metadata !153, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i32 10, metadata !155, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i8* %4, metadata !153, metadata !DIExpression()), !dbg !160
  %5 = icmp eq i8* %4, null, !dbg !162
  br i1 %5, label %54, label %6, !dbg !162

6:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 0, metadata !156, metadata !DIExpression()), !dbg !163
  %7 = icmp sgt i32 %0, 0, !dbg !164
  br i1 %7, label %8, label %57, !dbg !164

8:                                                ; preds = %6
  %9 = icmp ult i32 %0, 16, !dbg !164
  br i1 %9, label %52, label %10, !dbg !164

10:                                               ; preds = %8
  %11 = and i64 %2, 4294967280, !dbg !164
  %12 = add nsw i64 %11, -16, !dbg !164
  %13 = lshr exact i64 %12, 4, !dbg !164
  %14 = add nuw nsw i64 %13, 1, !dbg !164
  %15 = and i64 %14, 1, !dbg !164
  %16 = icmp eq i64 %12, 0, !dbg !164
  br i1 %16, label %43, label %17, !dbg !164

17:                                               ; preds = %10
  %18 = and i64 %14, 2305843009213693950, !dbg !164
  br label %19, !dbg !164

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %35, %19 ], !dbg !165
  %21 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %17 ], [ %36, %19 ], !dbg !165
  %22 = phi i64 [ 0, %17 ], [ %37, %19 ]
  %23 = urem <16 x i32> %21, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>, !dbg !165
  %24 = trunc <16 x i32> %23 to <16 x i8>, !dbg !165
  %25 = add nuw nsw <16 x i8> %24, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !165
  %26 = getelementptr inbounds i8, i8* %4, i64 %20, !dbg !165
  %27 = bitcast i8* %26 to <16 x i8>*, !dbg !165
  store <16 x i8> %25, <16 x i8>* %27, align 1, !dbg !165, !tbaa !90
  %28 = or i64 %20, 16, !dbg !165
  %29 = add <16 x i32> %21, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !165
  %30 = urem <16 x i32> %29, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>, !dbg !165
  %31 = trunc <16 x i32> %30 to <16 x i8>, !dbg !165
  %32 = add nuw nsw <16 x i8> %31, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !165
  %33 = getelementptr inbounds i8, i8* %4, i64 %28, !dbg !165
  %34 = bitcast i8* %33 to <16 x i8>*, !dbg !165
  store <16 x i8> %32, <16 x i8>* %34, align 1, !dbg !165, !tbaa !90
  %35 = add nuw i64 %20, 32, !dbg !165
  %36 = add <16 x i32> %21, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, !dbg !165
  %37 = add i64 %22, 2, !dbg !165
  %38 = icmp eq i64 %37, %18, !dbg !165
  br i1 %38, label %39, label %19, !dbg !165, !llvm.loop !167

39:                                               ; preds = %19
  %40 = urem <16 x i32> %36, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>, !dbg !165
  %41 = trunc <16 x i32> %40 to <16 x i8>, !dbg !165
  %42 = add nuw <16 x i8> %41, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !165
  br label %43, !dbg !165

43:                                               ; preds = %39, %10
  %44 = phi i64 [ 0, %10 ], [ %35, %39 ]
  %45 = phi <16 x i8> [ <i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111, i8 112>, %10 ], [ %42, %39 ]
  %46 = icmp eq i64 %15, 0, !dbg !165
  br i1 %46, label %50, label %47, !dbg !165

47:                                               ; preds = %43
  %48 = getelementptr inbounds i8, i8* %4, i64 %44, !dbg !165
  %49 = bitcast i8* %48 to <16 x i8>*, !dbg !165
  store <16 x i8> %45, <16 x i8>* %49, align 1, !dbg !165, !tbaa !90
  br label %50, !dbg !164

50:                                               ; preds = %43, %47
  %51 = icmp eq i64 %11, %2, !dbg !164
  br i1 %51, label %57, label %52, !dbg !164

52:                                               ; preds = %8, %50
  %53 = phi i64 [ 0, %8 ], [ %11, %50 ]
  br label %59, !dbg !164

54:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32* undef, metadata !169, metadata !DIExpression()), !dbg !175
  %55 = load i32, i32* @cleanups_run, align 4, !dbg !177, !tbaa !56
  %56 = add nsw i32 %55, 10, !dbg !177
  call void @llvm.dbg.value(metadata i8** undef, metadata !178, metadata !DIExpression()) #6, !dbg !184
  br label %86, !dbg !186

57:                                               ; preds = %59, %50, %6
  call void @llvm.dbg.value(metadata i8* %4, metadata !153, metadata !DIExpression()), !dbg !160
  %58 = getelementptr inbounds i8, i8* %4, i64 %2, !dbg !187
  store i8 0, i8* %58, align 1, !dbg !187, !tbaa !90
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %68, label %69, !dbg !188

59:                                               ; preds = %52, %59
  %60 = phi i64 [ %66, %59 ], [ %53, %52 ]
  call void @llvm.dbg.value(metadata i64 %60, metadata !156, metadata !DIExpression()), !dbg !163
  %61 = trunc i64 %60 to i32, !dbg !165
  %62 = urem i32 %61, 26, !dbg !165
  %63 = trunc i32 %62 to i8, !dbg !165
  %64 = add nuw nsw i8 %63, 97, !dbg !165
  call void @llvm.dbg.value(metadata i8* %4, metadata !153, metadata !DIExpression()), !dbg !160
  %65 = getelementptr inbounds i8, i8* %4, i64 %60, !dbg !165
  store i8 %64, i8* %65, align 1, !dbg !165, !tbaa !90
  %66 = add nuw nsw i64 %60, 1, !dbg !165
  call void @llvm.dbg.value(metadata i64 %66, metadata !156, metadata !DIExpression()), !dbg !163
  %67 = icmp eq i64 %66, %2, !dbg !164
  br i1 %67, label %57, label %59, !dbg !164, !llvm.loop !189

68:                                               ; preds = %57
  invoke void @maybe_unwind(i32 noundef %0)
          to label %69 unwind label %89, !dbg !191

69:                                               ; preds = %68, %57
  call void @llvm.dbg.value(metadata i32 100, metadata !158, metadata !DIExpression()), !dbg !193
  %70 = icmp sgt i32 %0, 3, !dbg !194
  br i1 %70, label %71, label %76, !dbg !194

71:                                               ; preds = %69
  call void @llvm.dbg.value(metadata i8* %4, metadata !153, metadata !DIExpression()), !dbg !160
  %72 = getelementptr inbounds i8, i8* %4, i64 3, !dbg !195
  %73 = load i8, i8* %72, align 1, !dbg !195, !tbaa !90
  call void @llvm.dbg.value(metadata i32* undef, metadata !169, metadata !DIExpression()), !dbg !197
  %74 = load i32, i32* @cleanups_run, align 4, !dbg !199, !tbaa !56
  %75 = add nsw i32 %74, 100, !dbg !199
  store i32 %75, i32* @cleanups_run, align 4, !dbg !199, !tbaa !56
  br label %80

76:                                               ; preds = %69
  call void @llvm.dbg.value(metadata i32* undef, metadata !169, metadata !DIExpression()), !dbg !197
  %77 = load i32, i32* @cleanups_run, align 4, !dbg !199, !tbaa !56
  %78 = add nsw i32 %77, 100, !dbg !199
  store i32 %78, i32* @cleanups_run, align 4, !dbg !199, !tbaa !56
  call void @llvm.dbg.value(metadata i8* %4, metadata !153, metadata !DIExpression()), !dbg !160
  %79 = load i8, i8* %4, align 1, !dbg !200, !tbaa !90
  br label %80, !dbg !200

80:                                               ; preds = %76, %71
  %81 = phi i32 [ %78, %76 ], [ %75, %71 ], !dbg !177
  %82 = phi i8 [ %79, %76 ], [ %73, %71 ]
  %83 = sext i8 %82 to i32, !dbg !160
  call void @llvm.dbg.value(metadata i32* undef, metadata !169, metadata !DIExpression()), !dbg !175
  %84 = add nsw i32 %81, 10, !dbg !177
  store i32 %84, i32* @cleanups_run, align 4, !dbg !177, !tbaa !56
  call void @llvm.dbg.value(metadata i8** undef, metadata !178, metadata !DIExpression()) #6, !dbg !184
  tail call void @free(i8* noundef nonnull %4) #6, !dbg !201
  %85 = add nsw i32 %81, 11, !dbg !201
  br label %86, !dbg !201

86:                                               ; preds = %54, %80
  %87 = phi i32 [ %85, %80 ], [ %56, %54 ], !dbg !160
  %88 = phi i32 [ %83, %80 ], [ -1, %54 ]
  store i32 %87, i32* @cleanups_run, align 4, !dbg !160, !tbaa !56
  ret i32 %88, !dbg !204

89:                                               ; preds = %68
  %90 = cleanuppad within none [], !dbg !204
  call void @llvm.dbg.value(metadata i32* undef, metadata !169, metadata !DIExpression()), !dbg !205
  %91 = load i32, i32* @cleanups_run, align 4, !dbg !207, !tbaa !56
  %92 = add nsw i32 %91, 10, !dbg !207
  store i32 %92, i32* @cleanups_run, align 4, !dbg !207, !tbaa !56
  call void @llvm.dbg.value(metadata i8** undef, metadata !178, metadata !DIExpression()) #6, !dbg !208
  call void @free(i8* noundef nonnull %4) #6 [ "funclet"(token %90) ], !dbg !210
  %93 = load i32, i32* @cleanups_run, align 4, !dbg !210, !tbaa !56
  %94 = add nsw i32 %93, 1, !dbg !210
  store i32 %94, i32* @cleanups_run, align 4, !dbg !210, !tbaa !56
  cleanupret from %90 unwind to caller, !dbg !204
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

declare extern_weak void @maybe_unwind(i32 noundef) #3

declare dso_local i32 @__CxxFrameHandler3(...)

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
!3 = !DIFile(filename: "cleanup_atomic.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2aa7b09bb7089764ab60e828943b0fb5")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
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
!18 = distinct !DILexicalBlock(scope: !10, file: !3, line: 108)
!19 = !DILocalVariable(name: "s", scope: !10, file: !3, line: 109, type: !13)
!20 = !DILocalVariable(name: "n", scope: !21, file: !3, line: 110, type: !22)
!21 = distinct !DILexicalBlock(scope: !10, file: !3, line: 110)
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
!46 = !{i32 2, !"CodeView", i32 1}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 2}
!49 = !{i32 7, !"PIC Level", i32 2}
!50 = !{i32 7, !"uwtable", i32 1}
!51 = !{!"Debian clang version 14.0.6"}
!52 = !DILocation(line: 102, scope: !10)
!53 = !DILocation(line: 0, scope: !10)
!54 = !DILocation(line: 103, scope: !10)
!55 = !DILocation(line: 104, scope: !10)
!56 = !{!57, !57, i64 0}
!57 = !{!"int", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C/C++ TBAA"}
!60 = !DILocation(line: 105, scope: !10)
!61 = !{!62, !62, i64 0}
!62 = !{!"long long", !58, i64 0}
!63 = !DILocalVariable(name: "r", scope: !64, file: !3, line: 63, type: !13)
!64 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !11, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!65 = !{!63, !66, !67, !68}
!66 = !DILocalVariable(name: "expected", scope: !64, file: !3, line: 73, type: !13)
!67 = !DILocalVariable(name: "desired", scope: !64, file: !3, line: 73, type: !13)
!68 = !DILocalVariable(name: "ok", scope: !64, file: !3, line: 74, type: !13)
!69 = !DILocation(line: 0, scope: !64, inlinedAt: !70)
!70 = distinct !DILocation(line: 105, scope: !10)
!71 = !DILocation(line: 64, scope: !64, inlinedAt: !70)
!72 = !DILocation(line: 65, scope: !64, inlinedAt: !70)
!73 = !DILocation(line: 66, scope: !64, inlinedAt: !70)
!74 = !DILocation(line: 67, scope: !64, inlinedAt: !70)
!75 = !DILocation(line: 68, scope: !64, inlinedAt: !70)
!76 = !DILocation(line: 69, scope: !64, inlinedAt: !70)
!77 = !DILocation(line: 70, scope: !64, inlinedAt: !70)
!78 = !DILocation(line: 71, scope: !64, inlinedAt: !70)
!79 = !DILocation(line: 74, scope: !64, inlinedAt: !70)
!80 = !DILocation(line: 77, scope: !64, inlinedAt: !70)
!81 = !DILocation(line: 78, scope: !64, inlinedAt: !70)
!82 = !DILocation(line: 79, scope: !64, inlinedAt: !70)
!83 = !DILocation(line: 80, scope: !64, inlinedAt: !70)
!84 = !DILocation(line: 81, scope: !64, inlinedAt: !70)
!85 = !DILocation(line: 82, scope: !64, inlinedAt: !70)
!86 = !DILocation(line: 83, scope: !64, inlinedAt: !70)
!87 = !DILocation(line: 85, scope: !64, inlinedAt: !70)
!88 = !DILocation(line: 86, scope: !64, inlinedAt: !70)
!89 = !DILocation(line: 87, scope: !64, inlinedAt: !70)
!90 = !{!58, !58, i64 0}
!91 = !DILocation(line: 89, scope: !64, inlinedAt: !70)
!92 = !DILocation(line: 90, scope: !64, inlinedAt: !70)
!93 = !DILocation(line: 91, scope: !64, inlinedAt: !70)
!94 = !DILocation(line: 92, scope: !64, inlinedAt: !70)
!95 = !DILocalVariable(name: "l", arg: 1, scope: !96, file: !3, line: 43, type: !99)
!96 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !97, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !100)
!97 = !DISubroutineType(types: !98)
!98 = !{null, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!100 = !{!95}
!101 = !DILocation(line: 0, scope: !96, inlinedAt: !102)
!102 = distinct !DILocation(line: 95, scope: !64, inlinedAt: !70)
!103 = !DILocation(line: 44, scope: !96, inlinedAt: !102)
!104 = !DILocation(line: 45, scope: !96, inlinedAt: !102)
!105 = distinct !{!105, !103, !104, !106}
!106 = !{!"llvm.loop.mustprogress"}
!107 = !DILocation(line: 96, scope: !64, inlinedAt: !70)
!108 = !DILocation(line: 93, scope: !64, inlinedAt: !70)
!109 = !DILocalVariable(name: "l", arg: 1, scope: !110, file: !3, line: 47, type: !99)
!110 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !97, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !111)
!111 = !{!109}
!112 = !DILocation(line: 0, scope: !110, inlinedAt: !113)
!113 = distinct !DILocation(line: 97, scope: !64, inlinedAt: !70)
!114 = !DILocation(line: 48, scope: !110, inlinedAt: !113)
!115 = !{i64 1594}
!116 = !DILocation(line: 49, scope: !110, inlinedAt: !113)
!117 = !DILocation(line: 0, scope: !18)
!118 = !DILocation(line: 108, scope: !119)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 108)
!120 = distinct !DILexicalBlock(scope: !18, file: !3, line: 108)
!121 = !{!122, !57, i64 8}
!122 = !{!"Node", !123, i64 0, !57, i64 8}
!123 = !{!"any pointer", !58, i64 0}
!124 = !DILocation(line: 56, scope: !125, inlinedAt: !131)
!125 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !126, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !128)
!126 = !DISubroutineType(types: !127)
!127 = !{null, !22}
!128 = !{!129, !130}
!129 = !DILocalVariable(name: "n", arg: 1, scope: !125, file: !3, line: 55, type: !22)
!130 = !DILocalVariable(name: "old", scope: !125, file: !3, line: 56, type: !22)
!131 = distinct !DILocation(line: 108, scope: !119)
!132 = !DILocation(line: 0, scope: !125, inlinedAt: !131)
!133 = !DILocation(line: 57, scope: !125, inlinedAt: !131)
!134 = !DILocation(line: 58, scope: !135, inlinedAt: !131)
!135 = distinct !DILexicalBlock(scope: !125, file: !3, line: 57)
!136 = !{!122, !123, i64 0}
!137 = !DILocation(line: 59, scope: !135, inlinedAt: !131)
!138 = distinct !{!138, !133, !139, !106}
!139 = !DILocation(line: 59, scope: !125, inlinedAt: !131)
!140 = !DILocation(line: 0, scope: !21)
!141 = !{!123, !123, i64 0}
!142 = !DILocation(line: 110, scope: !21)
!143 = !DILocation(line: 111, scope: !10)
!144 = !DILocation(line: 112, scope: !10)
!145 = !DILocation(line: 110, scope: !146)
!146 = distinct !DILexicalBlock(scope: !21, file: !3, line: 110)
!147 = distinct !{!147, !142, !142, !106}
!148 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !149, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !151)
!149 = !DISubroutineType(types: !150)
!150 = !{!13, !13}
!151 = !{!152, !153, !155, !156, !158}
!152 = !DILocalVariable(name: "n", arg: 1, scope: !148, file: !3, line: 22, type: !13)
!153 = !DILocalVariable(name: "buf", scope: !148, file: !3, line: 23, type: !154)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!155 = !DILocalVariable(name: "token", scope: !148, file: !3, line: 24, type: !13)
!156 = !DILocalVariable(name: "i", scope: !157, file: !3, line: 26, type: !13)
!157 = distinct !DILexicalBlock(scope: !148, file: !3, line: 26)
!158 = !DILocalVariable(name: "inner", scope: !159, file: !3, line: 30, type: !13)
!159 = distinct !DILexicalBlock(scope: !148, file: !3, line: 29)
!160 = !DILocation(line: 0, scope: !148)
!161 = !DILocation(line: 23, scope: !148)
!162 = !DILocation(line: 25, scope: !148)
!163 = !DILocation(line: 0, scope: !157)
!164 = !DILocation(line: 26, scope: !157)
!165 = !DILocation(line: 26, scope: !166)
!166 = distinct !DILexicalBlock(scope: !157, file: !3, line: 26)
!167 = distinct !{!167, !164, !164, !106, !168}
!168 = !{!"llvm.loop.isvectorized", i32 1}
!169 = !DILocalVariable(name: "p", arg: 1, scope: !170, file: !3, line: 20, type: !173)
!170 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !171, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !174)
!171 = !DISubroutineType(types: !172)
!172 = !{null, !173}
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!174 = !{!169}
!175 = !DILocation(line: 0, scope: !170, inlinedAt: !176)
!176 = distinct !DILocation(line: 34, scope: !148)
!177 = !DILocation(line: 20, scope: !170, inlinedAt: !176)
!178 = !DILocalVariable(name: "p", arg: 1, scope: !179, file: !3, line: 16, type: !182)
!179 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !180, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !183)
!180 = !DISubroutineType(types: !181)
!181 = !{null, !182}
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!183 = !{!178}
!184 = !DILocation(line: 0, scope: !179, inlinedAt: !185)
!185 = distinct !DILocation(line: 34, scope: !148)
!186 = !DILocation(line: 17, scope: !179, inlinedAt: !185)
!187 = !DILocation(line: 27, scope: !148)
!188 = !DILocation(line: 28, scope: !148)
!189 = distinct !{!189, !164, !164, !106, !190, !168}
!190 = !{!"llvm.loop.unroll.runtime.disable"}
!191 = !DILocation(line: 28, scope: !192)
!192 = distinct !DILexicalBlock(scope: !148, file: !3, line: 28)
!193 = !DILocation(line: 0, scope: !159)
!194 = !DILocation(line: 31, scope: !159)
!195 = !DILocation(line: 31, scope: !196)
!196 = distinct !DILexicalBlock(scope: !159, file: !3, line: 31)
!197 = !DILocation(line: 0, scope: !170, inlinedAt: !198)
!198 = distinct !DILocation(line: 32, scope: !159)
!199 = !DILocation(line: 20, scope: !170, inlinedAt: !198)
!200 = !DILocation(line: 33, scope: !148)
!201 = !DILocation(line: 17, scope: !202, inlinedAt: !185)
!202 = distinct !DILexicalBlock(scope: !203, file: !3, line: 17)
!203 = distinct !DILexicalBlock(scope: !179, file: !3, line: 17)
!204 = !DILocation(line: 34, scope: !148)
!205 = !DILocation(line: 0, scope: !170, inlinedAt: !206)
!206 = distinct !DILocation(line: 34, scope: !148)
!207 = !DILocation(line: 20, scope: !170, inlinedAt: !206)
!208 = !DILocation(line: 0, scope: !179, inlinedAt: !209)
!209 = distinct !DILocation(line: 34, scope: !148)
!210 = !DILocation(line: 17, scope: !202, inlinedAt: !209)
