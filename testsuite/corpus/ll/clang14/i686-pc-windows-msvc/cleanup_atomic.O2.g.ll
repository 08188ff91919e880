; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%struct.Node = type { %struct.Node*, i32 }

$"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = comdat any

$"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = comdat any

@cleanups_run = internal unnamed_addr global i32 0, align 4, !dbg !0
@"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", comdat, align 1
@wide_counter = internal global i64 0, align 8, !dbg !30
@"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", comdat, align 1
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 4, !dbg !8
@head = internal global %struct.Node* null, align 4, !dbg !33
@"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"stack %d\0A\00", comdat, align 1
@counter = internal global i32 0, align 4, !dbg !35
@c11_counter = internal global i32 0, align 4, !dbg !37
@flag = internal global i8 0, align 1, !dbg !40
@lock_word = internal global i32 0, align 4, !dbg !43

define dso_local i32 @main() local_unnamed_addr #0 !dbg !10 {
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2), !dbg !51
  call void @llvm.dbg.value(metadata i32 %1, metadata !15, metadata !DIExpression()), !dbg !52
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8), !dbg !53
  call void @llvm.dbg.value(metadata i32 %2, metadata !16, metadata !DIExpression()), !dbg !52
  %3 = load i32, i32* @cleanups_run, align 4, !dbg !54, !tbaa !55
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !54
  %5 = load i64, i64* @wide_counter, align 8, !dbg !59, !tbaa !60
  call void @llvm.dbg.value(metadata i32 0, metadata !62, metadata !DIExpression()), !dbg !68
  %6 = atomicrmw add i32* @counter, i32 5 seq_cst, align 4, !dbg !70
  %7 = atomicrmw sub i32* @counter, i32 1 acq_rel, align 4, !dbg !71
  %8 = atomicrmw or i32* @counter, i32 256 monotonic, align 4, !dbg !72
  %9 = atomicrmw and i32* @counter, i32 511 release, align 4, !dbg !73
  %10 = atomicrmw xor i32* @counter, i32 3 acquire, align 4, !dbg !74
  %11 = atomicrmw add i32* @counter, i32 1 seq_cst, align 4, !dbg !75
  call void @llvm.dbg.value(metadata i32 %11, metadata !62, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !68
  %12 = atomicrmw nand i32* @counter, i32 255 seq_cst, align 4, !dbg !76
  %13 = or i32 %12, -16, !dbg !76
  %14 = sub i32 %11, %13, !dbg !76
  call void @llvm.dbg.value(metadata i32 %14, metadata !62, metadata !DIExpression()), !dbg !68
  %15 = atomicrmw add i64* @wide_counter, i64 1099511627776 seq_cst, align 8, !dbg !77
  call void @llvm.dbg.value(metadata i32 %14, metadata !65, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i32 7, metadata !66, metadata !DIExpression()), !dbg !68
  %16 = cmpxchg i32* @counter, i32 %14, i32 7 seq_cst seq_cst, align 4, !dbg !78
  call void @llvm.dbg.value(metadata i32 undef, metadata !65, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i1 undef, metadata !67, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !68
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !68
  %17 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4, !dbg !79
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i32 %17, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !68
  %18 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4, !dbg !80
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i32 %18, i32 %17, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_stack_value)), !dbg !68
  %19 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !81
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !68
  %20 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !82
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i1 undef, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value)), !dbg !68
  %21 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4, !dbg !83
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i32 %21, i1 undef, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !68
  store atomic i32 0, i32* @counter release, align 4, !dbg !84
  fence seq_cst, !dbg !85
  %22 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4, !dbg !86
  %23 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4, !dbg !87
  %24 = load atomic i32, i32* @c11_counter seq_cst, align 4, !dbg !88, !tbaa !89
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i32 %24, i32 %21, i1 undef, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !68
  %25 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1, !dbg !90
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i1 undef, i32 %24, i32 %21, i1 undef, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value)), !dbg !68
  store atomic i8 0, i8* @flag seq_cst, align 1, !dbg !91
  fence seq_cst, !dbg !92
  fence syncscope("singlethread") acquire, !dbg !93
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i1 undef, i32 %24, i32 %21, i1 undef, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !68
  call void @llvm.dbg.value(metadata i32* @lock_word, metadata !94, metadata !DIExpression()), !dbg !100
  %26 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4, !dbg !102
  %27 = icmp eq i32 %26, 0, !dbg !102
  br i1 %27, label %35, label %31, !dbg !102

28:                                               ; preds = %31
  %29 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4, !dbg !102
  %30 = icmp eq i32 %29, 0, !dbg !102
  br i1 %30, label %35, label %34, !dbg !102

31:                                               ; preds = %0, %34
  %32 = load atomic volatile i32, i32* @lock_word monotonic, align 4, !dbg !103
  %33 = icmp eq i32 %32, 0, !dbg !103
  br i1 %33, label %28, label %34, !dbg !103

34:                                               ; preds = %31, %28
  br label %31, !dbg !103, !llvm.loop !104

35:                                               ; preds = %28, %0
  %36 = extractvalue { i32, i1 } %16, 1, !dbg !78
  call void @llvm.dbg.value(metadata i1 %36, metadata !67, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !68
  %37 = select i1 %36, i32 1000, i32 0, !dbg !78
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i1 undef, i32 %24, i32 %21, i1 undef, i32 undef, i32 %18, i32 %17, i32 %37, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !68
  %38 = extractvalue { i32, i1 } %16, 0
  call void @llvm.dbg.value(metadata i32 %38, metadata !65, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef, i32 %24, i32 %21, i1 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !68
  %39 = extractvalue { i32, i1 } %19, 0, !dbg !81
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef, i32 %24, i32 %21, i1 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !68
  %40 = extractvalue { i32, i1 } %20, 1, !dbg !82
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i1 undef, i32 %24, i32 %21, i1 %40, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !68
  %41 = zext i1 %40 to i32, !dbg !82
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !68
  %42 = icmp ne i8 %25, 0, !dbg !90
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i1 %42, i32 %24, i32 %21, i1 undef, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !62, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !68
  %43 = zext i1 %42 to i32, !dbg !90
  call void @llvm.dbg.value(metadata i32 undef, metadata !62, metadata !DIExpression()), !dbg !68
  %44 = load volatile i32, i32* @lock_word, align 4, !dbg !106, !tbaa !55
  %45 = add i32 %38, %14, !dbg !79
  %46 = add i32 %45, %17, !dbg !80
  %47 = add i32 %46, %18, !dbg !80
  %48 = add i32 %47, %37, !dbg !81
  %49 = add i32 %48, %39, !dbg !82
  %50 = add i32 %49, %21, !dbg !83
  %51 = add i32 %50, %41, !dbg !88
  %52 = add i32 %51, %24, !dbg !90
  %53 = add i32 %52, %43, !dbg !107
  %54 = add i32 %53, %44, !dbg !106
  call void @llvm.dbg.value(metadata i32 %54, metadata !62, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i32* @lock_word, metadata !108, metadata !DIExpression()) #6, !dbg !111
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #6, !dbg !113, !srcloc !114
  store atomic volatile i32 0, i32* @lock_word release, align 4, !dbg !115
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@", i32 0, i32 0), i32 noundef %54, i64 noundef %5), !dbg !59
  call void @llvm.dbg.value(metadata i32 0, metadata !17, metadata !DIExpression()), !dbg !116
  store i32 0, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 0, i32 1), align 4, !dbg !117, !tbaa !120
  %56 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !123
  call void @llvm.dbg.value(metadata i32 %56, metadata !129, metadata !DIExpression()), !dbg !131
  br label %57, !dbg !132

57:                                               ; preds = %57, %35
  %58 = phi i32 [ %56, %35 ], [ %62, %57 ]
  %59 = inttoptr i32 %58 to %struct.Node*, !dbg !123
  call void @llvm.dbg.value(metadata %struct.Node* %59, metadata !129, metadata !DIExpression()), !dbg !131
  store %struct.Node* %59, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 0, i32 0), align 4, !dbg !133, !tbaa !135
  %60 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %58, i32 ptrtoint ([4 x %struct.Node]* @main.nodes to i32) release monotonic, align 4, !dbg !136
  %61 = extractvalue { i32, i1 } %60, 1, !dbg !136
  %62 = extractvalue { i32, i1 } %60, 0, !dbg !136
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !129, metadata !DIExpression()), !dbg !131
  br i1 %61, label %63, label %57, !dbg !136, !llvm.loop !137

63:                                               ; preds = %57
  call void @llvm.dbg.value(metadata i32 1, metadata !17, metadata !DIExpression()), !dbg !116
  store i32 1, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1, i32 1), align 4, !dbg !117, !tbaa !120
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1), metadata !128, metadata !DIExpression()), !dbg !131
  %64 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !123
  call void @llvm.dbg.value(metadata i32 %64, metadata !129, metadata !DIExpression()), !dbg !131
  br label %65, !dbg !132

65:                                               ; preds = %65, %63
  %66 = phi i32 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i32 %66 to %struct.Node*, !dbg !123
  call void @llvm.dbg.value(metadata %struct.Node* %67, metadata !129, metadata !DIExpression()), !dbg !131
  store %struct.Node* %67, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1, i32 0), align 4, !dbg !133, !tbaa !135
  %68 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %66, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1) to i32) release monotonic, align 4, !dbg !136
  %69 = extractvalue { i32, i1 } %68, 1, !dbg !136
  %70 = extractvalue { i32, i1 } %68, 0, !dbg !136
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !129, metadata !DIExpression()), !dbg !131
  br i1 %69, label %71, label %65, !dbg !136, !llvm.loop !137

71:                                               ; preds = %65
  call void @llvm.dbg.value(metadata i32 2, metadata !17, metadata !DIExpression()), !dbg !116
  store i32 4, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2, i32 1), align 4, !dbg !117, !tbaa !120
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2), metadata !128, metadata !DIExpression()), !dbg !131
  %72 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !123
  call void @llvm.dbg.value(metadata i32 %72, metadata !129, metadata !DIExpression()), !dbg !131
  br label %73, !dbg !132

73:                                               ; preds = %73, %71
  %74 = phi i32 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i32 %74 to %struct.Node*, !dbg !123
  call void @llvm.dbg.value(metadata %struct.Node* %75, metadata !129, metadata !DIExpression()), !dbg !131
  store %struct.Node* %75, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2, i32 0), align 4, !dbg !133, !tbaa !135
  %76 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %74, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2) to i32) release monotonic, align 4, !dbg !136
  %77 = extractvalue { i32, i1 } %76, 1, !dbg !136
  %78 = extractvalue { i32, i1 } %76, 0, !dbg !136
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !129, metadata !DIExpression()), !dbg !131
  br i1 %77, label %79, label %73, !dbg !136, !llvm.loop !137

79:                                               ; preds = %73
  call void @llvm.dbg.value(metadata i32 3, metadata !17, metadata !DIExpression()), !dbg !116
  store i32 9, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3, i32 1), align 4, !dbg !117, !tbaa !120
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3), metadata !128, metadata !DIExpression()), !dbg !131
  %80 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4, !dbg !123
  call void @llvm.dbg.value(metadata i32 %80, metadata !129, metadata !DIExpression()), !dbg !131
  br label %81, !dbg !132

81:                                               ; preds = %81, %79
  %82 = phi i32 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i32 %82 to %struct.Node*, !dbg !123
  call void @llvm.dbg.value(metadata %struct.Node* %83, metadata !129, metadata !DIExpression()), !dbg !131
  store %struct.Node* %83, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3, i32 0), align 4, !dbg !133, !tbaa !135
  %84 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %82, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3) to i32) release monotonic, align 4, !dbg !136
  %85 = extractvalue { i32, i1 } %84, 1, !dbg !136
  %86 = extractvalue { i32, i1 } %84, 0, !dbg !136
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !129, metadata !DIExpression()), !dbg !131
  br i1 %85, label %87, label %81, !dbg !136, !llvm.loop !137

87:                                               ; preds = %81
  call void @llvm.dbg.value(metadata i32 4, metadata !17, metadata !DIExpression()), !dbg !116
  %88 = load %struct.Node*, %struct.Node** @head, align 4, !dbg !139, !tbaa !140
  call void @llvm.dbg.value(metadata %struct.Node* %88, metadata !20, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !52
  %89 = icmp eq %struct.Node* %88, null, !dbg !141
  br i1 %89, label %90, label %93, !dbg !141

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ], !dbg !52
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %91), !dbg !142
  ret i32 0, !dbg !143

93:                                               ; preds = %87, %93
  %94 = phi %struct.Node* [ %101, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
  call void @llvm.dbg.value(metadata i32 %95, metadata !19, metadata !DIExpression()), !dbg !52
  %96 = mul nsw i32 %95, 10, !dbg !144
  %97 = getelementptr inbounds %struct.Node, %struct.Node* %94, i32 0, i32 1, !dbg !144
  %98 = load i32, i32* %97, align 4, !dbg !144, !tbaa !120
  %99 = add nsw i32 %98, %96, !dbg !144
  call void @llvm.dbg.value(metadata i32 %99, metadata !19, metadata !DIExpression()), !dbg !52
  %100 = getelementptr inbounds %struct.Node, %struct.Node* %94, i32 0, i32 0, !dbg !144
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !20, metadata !DIExpression()), !dbg !139
  %101 = load %struct.Node*, %struct.Node** %100, align 4, !dbg !139, !tbaa !140
  call void @llvm.dbg.value(metadata %struct.Node* %101, metadata !20, metadata !DIExpression()), !dbg !139
  %102 = icmp eq %struct.Node* %101, null, !dbg !141
  br i1 %102, label %90, label %93, !dbg !141, !llvm.loop !146
}

define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !147 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !151, metadata !DIExpression()), !dbg !159
  %2 = add i32 %0, 1, !dbg !160
  %3 = tail call i8* @malloc(i32 noundef %2), !dbg !160
  call void @llvm.dbg.value(metadata i8* %3, metadata !152, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i32 10, metadata !154, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i8* %3, metadata !152, metadata !DIExpression()), !dbg !159
  %4 = icmp eq i8* %3, null, !dbg !161
  br i1 %4, label %12, label %5, !dbg !161

5:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 0, metadata !155, metadata !DIExpression()), !dbg !162
  %6 = icmp sgt i32 %0, 0, !dbg !163
  br i1 %6, label %7, label %23, !dbg !163

7:                                                ; preds = %5
  %8 = and i32 %0, 1, !dbg !163
  %9 = icmp eq i32 %0, 1, !dbg !163
  br i1 %9, label %15, label %10, !dbg !163

10:                                               ; preds = %7
  %11 = and i32 %0, -2, !dbg !163
  br label %25, !dbg !163

12:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32* undef, metadata !164, metadata !DIExpression()), !dbg !170
  %13 = load i32, i32* @cleanups_run, align 4, !dbg !172, !tbaa !55
  %14 = add nsw i32 %13, 10, !dbg !172
  call void @llvm.dbg.value(metadata i8** undef, metadata !173, metadata !DIExpression()) #6, !dbg !179
  br label %58, !dbg !181

15:                                               ; preds = %25, %7
  %16 = phi i32 [ 0, %7 ], [ %37, %25 ]
  %17 = icmp eq i32 %8, 0, !dbg !163
  br i1 %17, label %23, label %18, !dbg !163

18:                                               ; preds = %15
  call void @llvm.dbg.value(metadata i32 %16, metadata !155, metadata !DIExpression()), !dbg !162
  %19 = urem i32 %16, 26, !dbg !182
  %20 = trunc i32 %19 to i8, !dbg !182
  %21 = add nuw nsw i8 %20, 97, !dbg !182
  call void @llvm.dbg.value(metadata i8* %3, metadata !152, metadata !DIExpression()), !dbg !159
  %22 = getelementptr inbounds i8, i8* %3, i32 %16, !dbg !182
  store i8 %21, i8* %22, align 1, !dbg !182, !tbaa !89
  call void @llvm.dbg.value(metadata i32 %16, metadata !155, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !162
  br label %23, !dbg !184

23:                                               ; preds = %18, %15, %5
  call void @llvm.dbg.value(metadata i8* %3, metadata !152, metadata !DIExpression()), !dbg !159
  %24 = getelementptr inbounds i8, i8* %3, i32 %0, !dbg !184
  store i8 0, i8* %24, align 1, !dbg !184, !tbaa !89
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %40, label %41, !dbg !185

25:                                               ; preds = %25, %10
  %26 = phi i32 [ 0, %10 ], [ %37, %25 ]
  %27 = phi i32 [ 0, %10 ], [ %38, %25 ]
  call void @llvm.dbg.value(metadata i32 %26, metadata !155, metadata !DIExpression()), !dbg !162
  %28 = urem i32 %26, 26, !dbg !182
  %29 = trunc i32 %28 to i8, !dbg !182
  %30 = add nuw nsw i8 %29, 97, !dbg !182
  call void @llvm.dbg.value(metadata i8* %3, metadata !152, metadata !DIExpression()), !dbg !159
  %31 = getelementptr inbounds i8, i8* %3, i32 %26, !dbg !182
  store i8 %30, i8* %31, align 1, !dbg !182, !tbaa !89
  %32 = or i32 %26, 1, !dbg !182
  call void @llvm.dbg.value(metadata i32 %32, metadata !155, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i32 %32, metadata !155, metadata !DIExpression()), !dbg !162
  %33 = urem i32 %32, 26, !dbg !182
  %34 = trunc i32 %33 to i8, !dbg !182
  %35 = add nuw nsw i8 %34, 97, !dbg !182
  call void @llvm.dbg.value(metadata i8* %3, metadata !152, metadata !DIExpression()), !dbg !159
  %36 = getelementptr inbounds i8, i8* %3, i32 %32, !dbg !182
  store i8 %35, i8* %36, align 1, !dbg !182, !tbaa !89
  %37 = add nuw nsw i32 %26, 2, !dbg !182
  call void @llvm.dbg.value(metadata i32 %37, metadata !155, metadata !DIExpression()), !dbg !162
  %38 = add i32 %27, 2, !dbg !163
  %39 = icmp eq i32 %38, %11, !dbg !163
  br i1 %39, label %15, label %25, !dbg !163, !llvm.loop !186

40:                                               ; preds = %23
  invoke void @maybe_unwind(i32 noundef %0)
          to label %41 unwind label %61, !dbg !187

41:                                               ; preds = %40, %23
  call void @llvm.dbg.value(metadata i32 100, metadata !157, metadata !DIExpression()), !dbg !189
  %42 = icmp sgt i32 %0, 3, !dbg !190
  br i1 %42, label %43, label %48, !dbg !190

43:                                               ; preds = %41
  call void @llvm.dbg.value(metadata i8* %3, metadata !152, metadata !DIExpression()), !dbg !159
  %44 = getelementptr inbounds i8, i8* %3, i32 3, !dbg !191
  %45 = load i8, i8* %44, align 1, !dbg !191, !tbaa !89
  call void @llvm.dbg.value(metadata i32* undef, metadata !164, metadata !DIExpression()), !dbg !193
  %46 = load i32, i32* @cleanups_run, align 4, !dbg !195, !tbaa !55
  %47 = add nsw i32 %46, 100, !dbg !195
  store i32 %47, i32* @cleanups_run, align 4, !dbg !195, !tbaa !55
  br label %52

48:                                               ; preds = %41
  call void @llvm.dbg.value(metadata i32* undef, metadata !164, metadata !DIExpression()), !dbg !193
  %49 = load i32, i32* @cleanups_run, align 4, !dbg !195, !tbaa !55
  %50 = add nsw i32 %49, 100, !dbg !195
  store i32 %50, i32* @cleanups_run, align 4, !dbg !195, !tbaa !55
  call void @llvm.dbg.value(metadata i8* %3, metadata !152, metadata !DIExpression()), !dbg !159
  %51 = load i8, i8* %3, align 1, !dbg !196, !tbaa !89
  br label %52, !dbg !196

52:                                               ; preds = %48, %43
  %53 = phi i32 [ %50, %48 ], [ %47, %43 ], !dbg !172
  %54 = phi i8 [ %51, %48 ], [ %45, %43 ]
  %55 = sext i8 %54 to i32, !dbg !159
  call void @llvm.dbg.value(metadata i32* undef, metadata !164, metadata !DIExpression()), !dbg !170
  %56 = add nsw i32 %53, 10, !dbg !172
  store i32 %56, i32* @cleanups_run, align 4, !dbg !172, !tbaa !55
  call void @llvm.dbg.value(metadata i8** undef, metadata !173, metadata !DIExpression()) #6, !dbg !179
  tail call void @free(i8* noundef nonnull %3) #6, !dbg !197
  %57 = add nsw i32 %53, 11, !dbg !197
  br label %58, !dbg !197

58:                                               ; preds = %12, %52
  %59 = phi i32 [ %57, %52 ], [ %14, %12 ], !dbg !159
  %60 = phi i32 [ %55, %52 ], [ -1, %12 ]
  store i32 %59, i32* @cleanups_run, align 4, !dbg !159, !tbaa !55
  ret i32 %60, !dbg !200

61:                                               ; preds = %40
  %62 = cleanuppad within none [], !dbg !200
  call void @llvm.dbg.value(metadata i32* undef, metadata !164, metadata !DIExpression()), !dbg !201
  %63 = load i32, i32* @cleanups_run, align 4, !dbg !203, !tbaa !55
  %64 = add nsw i32 %63, 10, !dbg !203
  store i32 %64, i32* @cleanups_run, align 4, !dbg !203, !tbaa !55
  call void @llvm.dbg.value(metadata i8** undef, metadata !173, metadata !DIExpression()) #6, !dbg !204
  call void @free(i8* noundef nonnull %3) #6 [ "funclet"(token %62) ], !dbg !206
  %65 = load i32, i32* @cleanups_run, align 4, !dbg !206, !tbaa !55
  %66 = add nsw i32 %65, 1, !dbg !206
  store i32 %66, i32* @cleanups_run, align 4, !dbg !206, !tbaa !55
  cleanupret from %62 unwind to caller, !dbg !200
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #2

declare extern_weak void @maybe_unwind(i32 noundef) #3

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!46, !47, !48, !49}
!llvm.ident = !{!50}

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
!47 = !{i32 2, !"CodeView", i32 1}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 2}
!50 = !{!"Debian clang version 14.0.6"}
!51 = !DILocation(line: 102, scope: !10)
!52 = !DILocation(line: 0, scope: !10)
!53 = !DILocation(line: 103, scope: !10)
!54 = !DILocation(line: 104, scope: !10)
!55 = !{!56, !56, i64 0}
!56 = !{!"int", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C/C++ TBAA"}
!59 = !DILocation(line: 105, scope: !10)
!60 = !{!61, !61, i64 0}
!61 = !{!"long long", !57, i64 0}
!62 = !DILocalVariable(name: "r", scope: !63, file: !3, line: 63, type: !13)
!63 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !11, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!64 = !{!62, !65, !66, !67}
!65 = !DILocalVariable(name: "expected", scope: !63, file: !3, line: 73, type: !13)
!66 = !DILocalVariable(name: "desired", scope: !63, file: !3, line: 73, type: !13)
!67 = !DILocalVariable(name: "ok", scope: !63, file: !3, line: 74, type: !13)
!68 = !DILocation(line: 0, scope: !63, inlinedAt: !69)
!69 = distinct !DILocation(line: 105, scope: !10)
!70 = !DILocation(line: 64, scope: !63, inlinedAt: !69)
!71 = !DILocation(line: 65, scope: !63, inlinedAt: !69)
!72 = !DILocation(line: 66, scope: !63, inlinedAt: !69)
!73 = !DILocation(line: 67, scope: !63, inlinedAt: !69)
!74 = !DILocation(line: 68, scope: !63, inlinedAt: !69)
!75 = !DILocation(line: 69, scope: !63, inlinedAt: !69)
!76 = !DILocation(line: 70, scope: !63, inlinedAt: !69)
!77 = !DILocation(line: 71, scope: !63, inlinedAt: !69)
!78 = !DILocation(line: 74, scope: !63, inlinedAt: !69)
!79 = !DILocation(line: 77, scope: !63, inlinedAt: !69)
!80 = !DILocation(line: 78, scope: !63, inlinedAt: !69)
!81 = !DILocation(line: 79, scope: !63, inlinedAt: !69)
!82 = !DILocation(line: 80, scope: !63, inlinedAt: !69)
!83 = !DILocation(line: 81, scope: !63, inlinedAt: !69)
!84 = !DILocation(line: 82, scope: !63, inlinedAt: !69)
!85 = !DILocation(line: 83, scope: !63, inlinedAt: !69)
!86 = !DILocation(line: 85, scope: !63, inlinedAt: !69)
!87 = !DILocation(line: 86, scope: !63, inlinedAt: !69)
!88 = !DILocation(line: 87, scope: !63, inlinedAt: !69)
!89 = !{!57, !57, i64 0}
!90 = !DILocation(line: 89, scope: !63, inlinedAt: !69)
!91 = !DILocation(line: 90, scope: !63, inlinedAt: !69)
!92 = !DILocation(line: 91, scope: !63, inlinedAt: !69)
!93 = !DILocation(line: 92, scope: !63, inlinedAt: !69)
!94 = !DILocalVariable(name: "l", arg: 1, scope: !95, file: !3, line: 43, type: !98)
!95 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !96, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !99)
!96 = !DISubroutineType(types: !97)
!97 = !{null, !98}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
!99 = !{!94}
!100 = !DILocation(line: 0, scope: !95, inlinedAt: !101)
!101 = distinct !DILocation(line: 95, scope: !63, inlinedAt: !69)
!102 = !DILocation(line: 44, scope: !95, inlinedAt: !101)
!103 = !DILocation(line: 45, scope: !95, inlinedAt: !101)
!104 = distinct !{!104, !102, !103, !105}
!105 = !{!"llvm.loop.mustprogress"}
!106 = !DILocation(line: 96, scope: !63, inlinedAt: !69)
!107 = !DILocation(line: 93, scope: !63, inlinedAt: !69)
!108 = !DILocalVariable(name: "l", arg: 1, scope: !109, file: !3, line: 47, type: !98)
!109 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !96, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !110)
!110 = !{!108}
!111 = !DILocation(line: 0, scope: !109, inlinedAt: !112)
!112 = distinct !DILocation(line: 97, scope: !63, inlinedAt: !69)
!113 = !DILocation(line: 48, scope: !109, inlinedAt: !112)
!114 = !{i64 1594}
!115 = !DILocation(line: 49, scope: !109, inlinedAt: !112)
!116 = !DILocation(line: 0, scope: !18)
!117 = !DILocation(line: 108, scope: !118)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 108)
!119 = distinct !DILexicalBlock(scope: !18, file: !3, line: 108)
!120 = !{!121, !56, i64 4}
!121 = !{!"Node", !122, i64 0, !56, i64 4}
!122 = !{!"any pointer", !57, i64 0}
!123 = !DILocation(line: 56, scope: !124, inlinedAt: !130)
!124 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !125, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !127)
!125 = !DISubroutineType(types: !126)
!126 = !{null, !22}
!127 = !{!128, !129}
!128 = !DILocalVariable(name: "n", arg: 1, scope: !124, file: !3, line: 55, type: !22)
!129 = !DILocalVariable(name: "old", scope: !124, file: !3, line: 56, type: !22)
!130 = distinct !DILocation(line: 108, scope: !118)
!131 = !DILocation(line: 0, scope: !124, inlinedAt: !130)
!132 = !DILocation(line: 57, scope: !124, inlinedAt: !130)
!133 = !DILocation(line: 58, scope: !134, inlinedAt: !130)
!134 = distinct !DILexicalBlock(scope: !124, file: !3, line: 57)
!135 = !{!121, !122, i64 0}
!136 = !DILocation(line: 59, scope: !134, inlinedAt: !130)
!137 = distinct !{!137, !132, !138, !105}
!138 = !DILocation(line: 59, scope: !124, inlinedAt: !130)
!139 = !DILocation(line: 0, scope: !21)
!140 = !{!122, !122, i64 0}
!141 = !DILocation(line: 110, scope: !21)
!142 = !DILocation(line: 111, scope: !10)
!143 = !DILocation(line: 112, scope: !10)
!144 = !DILocation(line: 110, scope: !145)
!145 = distinct !DILexicalBlock(scope: !21, file: !3, line: 110)
!146 = distinct !{!146, !141, !141, !105}
!147 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !148, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !150)
!148 = !DISubroutineType(types: !149)
!149 = !{!13, !13}
!150 = !{!151, !152, !154, !155, !157}
!151 = !DILocalVariable(name: "n", arg: 1, scope: !147, file: !3, line: 22, type: !13)
!152 = !DILocalVariable(name: "buf", scope: !147, file: !3, line: 23, type: !153)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!154 = !DILocalVariable(name: "token", scope: !147, file: !3, line: 24, type: !13)
!155 = !DILocalVariable(name: "i", scope: !156, file: !3, line: 26, type: !13)
!156 = distinct !DILexicalBlock(scope: !147, file: !3, line: 26)
!157 = !DILocalVariable(name: "inner", scope: !158, file: !3, line: 30, type: !13)
!158 = distinct !DILexicalBlock(scope: !147, file: !3, line: 29)
!159 = !DILocation(line: 0, scope: !147)
!160 = !DILocation(line: 23, scope: !147)
!161 = !DILocation(line: 25, scope: !147)
!162 = !DILocation(line: 0, scope: !156)
!163 = !DILocation(line: 26, scope: !156)
!164 = !DILocalVariable(name: "p", arg: 1, scope: !165, file: !3, line: 20, type: !168)
!165 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !166, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !169)
!166 = !DISubroutineType(types: !167)
!167 = !{null, !168}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32)
!169 = !{!164}
!170 = !DILocation(line: 0, scope: !165, inlinedAt: !171)
!171 = distinct !DILocation(line: 34, scope: !147)
!172 = !DILocation(line: 20, scope: !165, inlinedAt: !171)
!173 = !DILocalVariable(name: "p", arg: 1, scope: !174, file: !3, line: 16, type: !177)
!174 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !175, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !178)
!175 = !DISubroutineType(types: !176)
!176 = !{null, !177}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 32)
!178 = !{!173}
!179 = !DILocation(line: 0, scope: !174, inlinedAt: !180)
!180 = distinct !DILocation(line: 34, scope: !147)
!181 = !DILocation(line: 17, scope: !174, inlinedAt: !180)
!182 = !DILocation(line: 26, scope: !183)
!183 = distinct !DILexicalBlock(scope: !156, file: !3, line: 26)
!184 = !DILocation(line: 27, scope: !147)
!185 = !DILocation(line: 28, scope: !147)
!186 = distinct !{!186, !163, !163, !105}
!187 = !DILocation(line: 28, scope: !188)
!188 = distinct !DILexicalBlock(scope: !147, file: !3, line: 28)
!189 = !DILocation(line: 0, scope: !158)
!190 = !DILocation(line: 31, scope: !158)
!191 = !DILocation(line: 31, scope: !192)
!192 = distinct !DILexicalBlock(scope: !158, file: !3, line: 31)
!193 = !DILocation(line: 0, scope: !165, inlinedAt: !194)
!194 = distinct !DILocation(line: 32, scope: !158)
!195 = !DILocation(line: 20, scope: !165, inlinedAt: !194)
!196 = !DILocation(line: 33, scope: !147)
!197 = !DILocation(line: 17, scope: !198, inlinedAt: !180)
!198 = distinct !DILexicalBlock(scope: !199, file: !3, line: 17)
!199 = distinct !DILexicalBlock(scope: !174, file: !3, line: 17)
!200 = !DILocation(line: 34, scope: !147)
!201 = !DILocation(line: 0, scope: !165, inlinedAt: !202)
!202 = distinct !DILocation(line: 34, scope: !147)
!203 = !DILocation(line: 20, scope: !165, inlinedAt: !202)
!204 = !DILocation(line: 0, scope: !174, inlinedAt: !205)
!205 = distinct !DILocation(line: 34, scope: !147)
!206 = !DILocation(line: 17, scope: !198, inlinedAt: !205)
