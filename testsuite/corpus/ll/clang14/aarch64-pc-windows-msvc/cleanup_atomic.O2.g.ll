; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%struct.Node = type { %struct.Node*, i32 }

$"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = comdat any

$"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = comdat any

@cleanups_run = internal unnamed_addr global i32 0, align 4, !dbg !0
@"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", comdat, align 8
@wide_counter = internal global i64 0, align 8, !dbg !30
@"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", comdat, align 8
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16, !dbg !8
@head = internal global %struct.Node* null, align 8, !dbg !33
@"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"stack %d\0A\00", comdat, align 8
@counter = internal global i32 0, align 4, !dbg !35
@c11_counter = internal global i32 0, align 4, !dbg !37
@flag = internal global i8 0, align 1, !dbg !40
@lock_word = internal global i32 0, align 4, !dbg !43

; Function Attrs: uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !10 {
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2), !dbg !56
  call void @llvm.dbg.value(metadata i32 %1, metadata !15, metadata !DIExpression()), !dbg !57
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8), !dbg !58
  call void @llvm.dbg.value(metadata i32 %2, metadata !16, metadata !DIExpression()), !dbg !57
  %3 = load i32, i32* @cleanups_run, align 4, !dbg !59, !tbaa !60
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !59
  %5 = load i64, i64* @wide_counter, align 8, !dbg !64, !tbaa !65
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()), !dbg !73
  %6 = atomicrmw add i32* @counter, i32 5 seq_cst, align 4, !dbg !75
  %7 = atomicrmw sub i32* @counter, i32 1 acq_rel, align 4, !dbg !76
  %8 = atomicrmw or i32* @counter, i32 256 monotonic, align 4, !dbg !77
  %9 = atomicrmw and i32* @counter, i32 511 release, align 4, !dbg !78
  %10 = atomicrmw xor i32* @counter, i32 3 acquire, align 4, !dbg !79
  %11 = atomicrmw add i32* @counter, i32 1 seq_cst, align 4, !dbg !80
  call void @llvm.dbg.value(metadata i32 %11, metadata !67, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  %12 = atomicrmw nand i32* @counter, i32 255 seq_cst, align 4, !dbg !81
  %13 = or i32 %12, -16, !dbg !81
  %14 = sub i32 %11, %13, !dbg !81
  call void @llvm.dbg.value(metadata i32 %14, metadata !67, metadata !DIExpression()), !dbg !73
  %15 = atomicrmw add i64* @wide_counter, i64 1099511627776 seq_cst, align 8, !dbg !82
  call void @llvm.dbg.value(metadata i32 %14, metadata !70, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32 7, metadata !71, metadata !DIExpression()), !dbg !73
  %16 = cmpxchg i32* @counter, i32 %14, i32 7 seq_cst seq_cst, align 4, !dbg !83
  call void @llvm.dbg.value(metadata i32 undef, metadata !70, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i1 undef, metadata !72, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !73
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !73
  %17 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4, !dbg !84
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i32 %17, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !73
  %18 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4, !dbg !85
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i32 %18, i32 %17, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_stack_value)), !dbg !73
  %19 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4, !dbg !86
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !73
  %20 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4, !dbg !87
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i1 undef, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value)), !dbg !73
  %21 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4, !dbg !88
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i32 %21, i1 undef, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !73
  store atomic i32 0, i32* @counter release, align 4, !dbg !89
  fence seq_cst, !dbg !90
  %22 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4, !dbg !91
  %23 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4, !dbg !92
  %24 = load atomic i32, i32* @c11_counter seq_cst, align 4, !dbg !93, !tbaa !94
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i32 %24, i32 %21, i1 undef, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !73
  %25 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1, !dbg !95
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i1 undef, i32 %24, i32 %21, i1 undef, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value)), !dbg !73
  store atomic i8 0, i8* @flag seq_cst, align 1, !dbg !96
  fence seq_cst, !dbg !97
  fence syncscope("singlethread") acquire, !dbg !98
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i1 undef, i32 %24, i32 %21, i1 undef, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  call void @llvm.dbg.value(metadata i32* @lock_word, metadata !99, metadata !DIExpression()), !dbg !105
  %26 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4, !dbg !107
  %27 = icmp eq i32 %26, 0, !dbg !107
  br i1 %27, label %35, label %31, !dbg !107

28:                                               ; preds = %31
  %29 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4, !dbg !107
  %30 = icmp eq i32 %29, 0, !dbg !107
  br i1 %30, label %35, label %34, !dbg !107

31:                                               ; preds = %0, %34
  %32 = load atomic volatile i32, i32* @lock_word monotonic, align 4, !dbg !108
  %33 = icmp eq i32 %32, 0, !dbg !108
  br i1 %33, label %28, label %34, !dbg !108

34:                                               ; preds = %31, %28
  br label %31, !dbg !108, !llvm.loop !109

35:                                               ; preds = %28, %0
  %36 = extractvalue { i32, i1 } %16, 1, !dbg !83
  call void @llvm.dbg.value(metadata i1 %36, metadata !72, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !73
  %37 = select i1 %36, i32 1000, i32 0, !dbg !83
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i1 undef, i32 %24, i32 %21, i1 undef, i32 undef, i32 %18, i32 %17, i32 %37, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  %38 = extractvalue { i32, i1 } %16, 0
  call void @llvm.dbg.value(metadata i32 %38, metadata !70, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef, i32 %24, i32 %21, i1 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  %39 = extractvalue { i32, i1 } %19, 0, !dbg !86
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef, i32 %24, i32 %21, i1 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  %40 = extractvalue { i32, i1 } %20, 1, !dbg !87
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i1 undef, i32 %24, i32 %21, i1 %40, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  %41 = zext i1 %40 to i32, !dbg !87
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i1 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  %42 = icmp ne i8 %25, 0, !dbg !95
  call void @llvm.dbg.value(metadata !DIArgList(i32 %14, i1 %42, i32 %24, i32 %21, i1 undef, i32 undef, i32 %18, i32 %17, i32 undef, i32 undef), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_minus, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  %43 = zext i1 %42 to i32, !dbg !95
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !73
  %44 = load volatile i32, i32* @lock_word, align 4, !dbg !111, !tbaa !60
  %45 = add i32 %38, %14, !dbg !84
  %46 = add i32 %45, %17, !dbg !85
  %47 = add i32 %46, %18, !dbg !85
  %48 = add i32 %47, %37, !dbg !86
  %49 = add i32 %48, %39, !dbg !87
  %50 = add i32 %49, %21, !dbg !88
  %51 = add i32 %50, %41, !dbg !93
  %52 = add i32 %51, %24, !dbg !95
  %53 = add i32 %52, %43, !dbg !112
  %54 = add i32 %53, %44, !dbg !111
  call void @llvm.dbg.value(metadata i32 %54, metadata !67, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32* @lock_word, metadata !113, metadata !DIExpression()) #6, !dbg !116
  tail call void asm sideeffect "", "~{memory}"() #6, !dbg !118, !srcloc !119
  store atomic volatile i32 0, i32* @lock_word release, align 4, !dbg !120
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@", i64 0, i64 0), i32 noundef %54, i64 noundef %5), !dbg !64
  call void @llvm.dbg.value(metadata i64 0, metadata !17, metadata !DIExpression()), !dbg !121
  store i32 0, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 0, i32 1), align 8, !dbg !122, !tbaa !125
  %56 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !128
  call void @llvm.dbg.value(metadata i64 %56, metadata !134, metadata !DIExpression()), !dbg !136
  br label %57, !dbg !137

57:                                               ; preds = %57, %35
  %58 = phi i64 [ %56, %35 ], [ %62, %57 ]
  %59 = inttoptr i64 %58 to %struct.Node*, !dbg !128
  call void @llvm.dbg.value(metadata %struct.Node* %59, metadata !134, metadata !DIExpression()), !dbg !136
  store %struct.Node* %59, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 0, i32 0), align 16, !dbg !138, !tbaa !140
  %60 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %58, i64 ptrtoint ([4 x %struct.Node]* @main.nodes to i64) release monotonic, align 8, !dbg !141
  %61 = extractvalue { i64, i1 } %60, 1, !dbg !141
  %62 = extractvalue { i64, i1 } %60, 0, !dbg !141
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !134, metadata !DIExpression()), !dbg !136
  br i1 %61, label %63, label %57, !dbg !141, !llvm.loop !142

63:                                               ; preds = %57
  call void @llvm.dbg.value(metadata i64 1, metadata !17, metadata !DIExpression()), !dbg !121
  store i32 1, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1, i32 1), align 8, !dbg !122, !tbaa !125
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1), metadata !133, metadata !DIExpression()), !dbg !136
  %64 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !128
  call void @llvm.dbg.value(metadata i64 %64, metadata !134, metadata !DIExpression()), !dbg !136
  br label %65, !dbg !137

65:                                               ; preds = %65, %63
  %66 = phi i64 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i64 %66 to %struct.Node*, !dbg !128
  call void @llvm.dbg.value(metadata %struct.Node* %67, metadata !134, metadata !DIExpression()), !dbg !136
  store %struct.Node* %67, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1, i32 0), align 16, !dbg !138, !tbaa !140
  %68 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %66, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1) to i64) release monotonic, align 8, !dbg !141
  %69 = extractvalue { i64, i1 } %68, 1, !dbg !141
  %70 = extractvalue { i64, i1 } %68, 0, !dbg !141
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !134, metadata !DIExpression()), !dbg !136
  br i1 %69, label %71, label %65, !dbg !141, !llvm.loop !142

71:                                               ; preds = %65
  call void @llvm.dbg.value(metadata i64 2, metadata !17, metadata !DIExpression()), !dbg !121
  store i32 4, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2, i32 1), align 8, !dbg !122, !tbaa !125
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2), metadata !133, metadata !DIExpression()), !dbg !136
  %72 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !128
  call void @llvm.dbg.value(metadata i64 %72, metadata !134, metadata !DIExpression()), !dbg !136
  br label %73, !dbg !137

73:                                               ; preds = %73, %71
  %74 = phi i64 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i64 %74 to %struct.Node*, !dbg !128
  call void @llvm.dbg.value(metadata %struct.Node* %75, metadata !134, metadata !DIExpression()), !dbg !136
  store %struct.Node* %75, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2, i32 0), align 16, !dbg !138, !tbaa !140
  %76 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %74, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2) to i64) release monotonic, align 8, !dbg !141
  %77 = extractvalue { i64, i1 } %76, 1, !dbg !141
  %78 = extractvalue { i64, i1 } %76, 0, !dbg !141
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !134, metadata !DIExpression()), !dbg !136
  br i1 %77, label %79, label %73, !dbg !141, !llvm.loop !142

79:                                               ; preds = %73
  call void @llvm.dbg.value(metadata i64 3, metadata !17, metadata !DIExpression()), !dbg !121
  store i32 9, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3, i32 1), align 8, !dbg !122, !tbaa !125
  call void @llvm.dbg.value(metadata %struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3), metadata !133, metadata !DIExpression()), !dbg !136
  %80 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8, !dbg !128
  call void @llvm.dbg.value(metadata i64 %80, metadata !134, metadata !DIExpression()), !dbg !136
  br label %81, !dbg !137

81:                                               ; preds = %81, %79
  %82 = phi i64 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i64 %82 to %struct.Node*, !dbg !128
  call void @llvm.dbg.value(metadata %struct.Node* %83, metadata !134, metadata !DIExpression()), !dbg !136
  store %struct.Node* %83, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3, i32 0), align 16, !dbg !138, !tbaa !140
  %84 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %82, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3) to i64) release monotonic, align 8, !dbg !141
  %85 = extractvalue { i64, i1 } %84, 1, !dbg !141
  %86 = extractvalue { i64, i1 } %84, 0, !dbg !141
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !134, metadata !DIExpression()), !dbg !136
  br i1 %85, label %87, label %81, !dbg !141, !llvm.loop !142

87:                                               ; preds = %81
  call void @llvm.dbg.value(metadata i64 4, metadata !17, metadata !DIExpression()), !dbg !121
  %88 = load %struct.Node*, %struct.Node** @head, align 8, !dbg !144, !tbaa !145
  call void @llvm.dbg.value(metadata %struct.Node* %88, metadata !20, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !57
  %89 = icmp eq %struct.Node* %88, null, !dbg !146
  br i1 %89, label %90, label %93, !dbg !146

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ], !dbg !57
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %91), !dbg !147
  ret i32 0, !dbg !148

93:                                               ; preds = %87, %93
  %94 = phi %struct.Node* [ %101, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
  call void @llvm.dbg.value(metadata i32 %95, metadata !19, metadata !DIExpression()), !dbg !57
  %96 = mul nsw i32 %95, 10, !dbg !149
  %97 = getelementptr inbounds %struct.Node, %struct.Node* %94, i64 0, i32 1, !dbg !149
  %98 = load i32, i32* %97, align 8, !dbg !149, !tbaa !125
  %99 = add nsw i32 %98, %96, !dbg !149
  call void @llvm.dbg.value(metadata i32 %99, metadata !19, metadata !DIExpression()), !dbg !57
  %100 = getelementptr inbounds %struct.Node, %struct.Node* %94, i64 0, i32 0, !dbg !149
  call void @llvm.dbg.value(metadata %struct.Node* undef, metadata !20, metadata !DIExpression()), !dbg !144
  %101 = load %struct.Node*, %struct.Node** %100, align 8, !dbg !144, !tbaa !145
  call void @llvm.dbg.value(metadata %struct.Node* %101, metadata !20, metadata !DIExpression()), !dbg !144
  %102 = icmp eq %struct.Node* %101, null, !dbg !146
  br i1 %102, label %90, label %93, !dbg !146, !llvm.loop !151
}

; Function Attrs: uwtable
define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !152 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !156, metadata !DIExpression()), !dbg !164
  %2 = zext i32 %0 to i64
  %3 = add nuw nsw i64 %2, 1, !dbg !165
  %4 = tail call i8* @malloc(i64 noundef %3), !dbg !165
  call void @llvm.dbg.value(metadata i8* %4, metadata !157, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.value(metadata i32 10, metadata !159, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.value(metadata i8* %4, metadata !157, metadata !DIExpression()), !dbg !164
  %5 = icmp eq i8* %4, null, !dbg !166
  br i1 %5, label %31, label %6, !dbg !166

6:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 0, metadata !160, metadata !DIExpression()), !dbg !167
  %7 = icmp sgt i32 %0, 0, !dbg !168
  br i1 %7, label %8, label %34, !dbg !168

8:                                                ; preds = %6
  %9 = icmp eq i32 %0, 1, !dbg !168
  br i1 %9, label %29, label %10, !dbg !168

10:                                               ; preds = %8
  %11 = and i64 %2, 4294967294, !dbg !168
  br label %12, !dbg !168

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %25, %12 ], !dbg !169
  %14 = or i64 %13, 1, !dbg !169
  %15 = trunc i64 %13 to i32, !dbg !169
  %16 = or i32 %15, 1, !dbg !169
  %17 = urem i32 %15, 26, !dbg !169
  %18 = urem i32 %16, 26, !dbg !169
  %19 = trunc i32 %17 to i8, !dbg !169
  %20 = trunc i32 %18 to i8, !dbg !169
  %21 = add nuw nsw i8 %19, 97, !dbg !169
  %22 = add nuw nsw i8 %20, 97, !dbg !169
  %23 = getelementptr inbounds i8, i8* %4, i64 %13, !dbg !169
  %24 = getelementptr inbounds i8, i8* %4, i64 %14, !dbg !169
  store i8 %21, i8* %23, align 1, !dbg !169, !tbaa !94
  store i8 %22, i8* %24, align 1, !dbg !169, !tbaa !94
  %25 = add nuw i64 %13, 2, !dbg !169
  %26 = icmp eq i64 %25, %11, !dbg !169
  br i1 %26, label %27, label %12, !dbg !169, !llvm.loop !171

27:                                               ; preds = %12
  %28 = icmp eq i64 %11, %2, !dbg !168
  br i1 %28, label %34, label %29, !dbg !168

29:                                               ; preds = %8, %27
  %30 = phi i64 [ 0, %8 ], [ %11, %27 ]
  br label %36, !dbg !168

31:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32* undef, metadata !173, metadata !DIExpression()), !dbg !179
  %32 = load i32, i32* @cleanups_run, align 4, !dbg !181, !tbaa !60
  %33 = add nsw i32 %32, 10, !dbg !181
  call void @llvm.dbg.value(metadata i8** undef, metadata !182, metadata !DIExpression()) #6, !dbg !188
  br label %63, !dbg !190

34:                                               ; preds = %36, %27, %6
  call void @llvm.dbg.value(metadata i8* %4, metadata !157, metadata !DIExpression()), !dbg !164
  %35 = getelementptr inbounds i8, i8* %4, i64 %2, !dbg !191
  store i8 0, i8* %35, align 1, !dbg !191, !tbaa !94
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %45, label %46, !dbg !192

36:                                               ; preds = %29, %36
  %37 = phi i64 [ %43, %36 ], [ %30, %29 ]
  call void @llvm.dbg.value(metadata i64 %37, metadata !160, metadata !DIExpression()), !dbg !167
  %38 = trunc i64 %37 to i32, !dbg !169
  %39 = urem i32 %38, 26, !dbg !169
  %40 = trunc i32 %39 to i8, !dbg !169
  %41 = add nuw nsw i8 %40, 97, !dbg !169
  call void @llvm.dbg.value(metadata i8* %4, metadata !157, metadata !DIExpression()), !dbg !164
  %42 = getelementptr inbounds i8, i8* %4, i64 %37, !dbg !169
  store i8 %41, i8* %42, align 1, !dbg !169, !tbaa !94
  %43 = add nuw nsw i64 %37, 1, !dbg !169
  call void @llvm.dbg.value(metadata i64 %43, metadata !160, metadata !DIExpression()), !dbg !167
  %44 = icmp eq i64 %43, %2, !dbg !168
  br i1 %44, label %34, label %36, !dbg !168, !llvm.loop !193

45:                                               ; preds = %34
  invoke void @maybe_unwind(i32 noundef %0)
          to label %46 unwind label %66, !dbg !194

46:                                               ; preds = %45, %34
  call void @llvm.dbg.value(metadata i32 100, metadata !162, metadata !DIExpression()), !dbg !196
  %47 = icmp sgt i32 %0, 3, !dbg !197
  br i1 %47, label %48, label %53, !dbg !197

48:                                               ; preds = %46
  call void @llvm.dbg.value(metadata i8* %4, metadata !157, metadata !DIExpression()), !dbg !164
  %49 = getelementptr inbounds i8, i8* %4, i64 3, !dbg !198
  %50 = load i8, i8* %49, align 1, !dbg !198, !tbaa !94
  call void @llvm.dbg.value(metadata i32* undef, metadata !173, metadata !DIExpression()), !dbg !200
  %51 = load i32, i32* @cleanups_run, align 4, !dbg !202, !tbaa !60
  %52 = add nsw i32 %51, 100, !dbg !202
  store i32 %52, i32* @cleanups_run, align 4, !dbg !202, !tbaa !60
  br label %57

53:                                               ; preds = %46
  call void @llvm.dbg.value(metadata i32* undef, metadata !173, metadata !DIExpression()), !dbg !200
  %54 = load i32, i32* @cleanups_run, align 4, !dbg !202, !tbaa !60
  %55 = add nsw i32 %54, 100, !dbg !202
  store i32 %55, i32* @cleanups_run, align 4, !dbg !202, !tbaa !60
  call void @llvm.dbg.value(metadata i8* %4, metadata !157, metadata !DIExpression()), !dbg !164
  %56 = load i8, i8* %4, align 1, !dbg !203, !tbaa !94
  br label %57, !dbg !203

57:                                               ; preds = %53, %48
  %58 = phi i32 [ %55, %53 ], [ %52, %48 ], !dbg !181
  %59 = phi i8 [ %56, %53 ], [ %50, %48 ]
  %60 = sext i8 %59 to i32, !dbg !164
  call void @llvm.dbg.value(metadata i32* undef, metadata !173, metadata !DIExpression()), !dbg !179
  %61 = add nsw i32 %58, 10, !dbg !181
  store i32 %61, i32* @cleanups_run, align 4, !dbg !181, !tbaa !60
  call void @llvm.dbg.value(metadata i8** undef, metadata !182, metadata !DIExpression()) #6, !dbg !188
  tail call void @free(i8* noundef nonnull %4) #6, !dbg !204
  %62 = add nsw i32 %58, 11, !dbg !204
  br label %63, !dbg !204

63:                                               ; preds = %31, %57
  %64 = phi i32 [ %62, %57 ], [ %33, %31 ], !dbg !164
  %65 = phi i32 [ %60, %57 ], [ -1, %31 ]
  store i32 %64, i32* @cleanups_run, align 4, !dbg !164, !tbaa !60
  ret i32 %65, !dbg !207

66:                                               ; preds = %45
  %67 = cleanuppad within none [], !dbg !207
  call void @llvm.dbg.value(metadata i32* undef, metadata !173, metadata !DIExpression()), !dbg !208
  %68 = load i32, i32* @cleanups_run, align 4, !dbg !210, !tbaa !60
  %69 = add nsw i32 %68, 10, !dbg !210
  store i32 %69, i32* @cleanups_run, align 4, !dbg !210, !tbaa !60
  call void @llvm.dbg.value(metadata i8** undef, metadata !182, metadata !DIExpression()) #6, !dbg !211
  call void @free(i8* noundef nonnull %4) #6 [ "funclet"(token %67) ], !dbg !213
  %70 = load i32, i32* @cleanups_run, align 4, !dbg !213, !tbaa !60
  %71 = add nsw i32 %70, 1, !dbg !213
  store i32 %71, i32* @cleanups_run, align 4, !dbg !213, !tbaa !60
  cleanupret from %67 unwind to caller, !dbg !207
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

attributes #0 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}

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
!49 = !{i32 1, !"branch-target-enforcement", i32 0}
!50 = !{i32 1, !"sign-return-address", i32 0}
!51 = !{i32 1, !"sign-return-address-all", i32 0}
!52 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!53 = !{i32 7, !"PIC Level", i32 2}
!54 = !{i32 7, !"uwtable", i32 1}
!55 = !{!"Debian clang version 14.0.6"}
!56 = !DILocation(line: 102, scope: !10)
!57 = !DILocation(line: 0, scope: !10)
!58 = !DILocation(line: 103, scope: !10)
!59 = !DILocation(line: 104, scope: !10)
!60 = !{!61, !61, i64 0}
!61 = !{!"int", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 105, scope: !10)
!65 = !{!66, !66, i64 0}
!66 = !{!"long long", !62, i64 0}
!67 = !DILocalVariable(name: "r", scope: !68, file: !3, line: 63, type: !13)
!68 = distinct !DISubprogram(name: "atomics_demo", scope: !3, file: !3, line: 62, type: !11, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !69)
!69 = !{!67, !70, !71, !72}
!70 = !DILocalVariable(name: "expected", scope: !68, file: !3, line: 73, type: !13)
!71 = !DILocalVariable(name: "desired", scope: !68, file: !3, line: 73, type: !13)
!72 = !DILocalVariable(name: "ok", scope: !68, file: !3, line: 74, type: !13)
!73 = !DILocation(line: 0, scope: !68, inlinedAt: !74)
!74 = distinct !DILocation(line: 105, scope: !10)
!75 = !DILocation(line: 64, scope: !68, inlinedAt: !74)
!76 = !DILocation(line: 65, scope: !68, inlinedAt: !74)
!77 = !DILocation(line: 66, scope: !68, inlinedAt: !74)
!78 = !DILocation(line: 67, scope: !68, inlinedAt: !74)
!79 = !DILocation(line: 68, scope: !68, inlinedAt: !74)
!80 = !DILocation(line: 69, scope: !68, inlinedAt: !74)
!81 = !DILocation(line: 70, scope: !68, inlinedAt: !74)
!82 = !DILocation(line: 71, scope: !68, inlinedAt: !74)
!83 = !DILocation(line: 74, scope: !68, inlinedAt: !74)
!84 = !DILocation(line: 77, scope: !68, inlinedAt: !74)
!85 = !DILocation(line: 78, scope: !68, inlinedAt: !74)
!86 = !DILocation(line: 79, scope: !68, inlinedAt: !74)
!87 = !DILocation(line: 80, scope: !68, inlinedAt: !74)
!88 = !DILocation(line: 81, scope: !68, inlinedAt: !74)
!89 = !DILocation(line: 82, scope: !68, inlinedAt: !74)
!90 = !DILocation(line: 83, scope: !68, inlinedAt: !74)
!91 = !DILocation(line: 85, scope: !68, inlinedAt: !74)
!92 = !DILocation(line: 86, scope: !68, inlinedAt: !74)
!93 = !DILocation(line: 87, scope: !68, inlinedAt: !74)
!94 = !{!62, !62, i64 0}
!95 = !DILocation(line: 89, scope: !68, inlinedAt: !74)
!96 = !DILocation(line: 90, scope: !68, inlinedAt: !74)
!97 = !DILocation(line: 91, scope: !68, inlinedAt: !74)
!98 = !DILocation(line: 92, scope: !68, inlinedAt: !74)
!99 = !DILocalVariable(name: "l", arg: 1, scope: !100, file: !3, line: 43, type: !103)
!100 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 43, type: !101, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !104)
!101 = !DISubroutineType(types: !102)
!102 = !{null, !103}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!104 = !{!99}
!105 = !DILocation(line: 0, scope: !100, inlinedAt: !106)
!106 = distinct !DILocation(line: 95, scope: !68, inlinedAt: !74)
!107 = !DILocation(line: 44, scope: !100, inlinedAt: !106)
!108 = !DILocation(line: 45, scope: !100, inlinedAt: !106)
!109 = distinct !{!109, !107, !108, !110}
!110 = !{!"llvm.loop.mustprogress"}
!111 = !DILocation(line: 96, scope: !68, inlinedAt: !74)
!112 = !DILocation(line: 93, scope: !68, inlinedAt: !74)
!113 = !DILocalVariable(name: "l", arg: 1, scope: !114, file: !3, line: 47, type: !103)
!114 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 47, type: !101, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!115 = !{!113}
!116 = !DILocation(line: 0, scope: !114, inlinedAt: !117)
!117 = distinct !DILocation(line: 97, scope: !68, inlinedAt: !74)
!118 = !DILocation(line: 48, scope: !114, inlinedAt: !117)
!119 = !{i64 1594}
!120 = !DILocation(line: 49, scope: !114, inlinedAt: !117)
!121 = !DILocation(line: 0, scope: !18)
!122 = !DILocation(line: 108, scope: !123)
!123 = distinct !DILexicalBlock(scope: !124, file: !3, line: 108)
!124 = distinct !DILexicalBlock(scope: !18, file: !3, line: 108)
!125 = !{!126, !61, i64 8}
!126 = !{!"Node", !127, i64 0, !61, i64 8}
!127 = !{!"any pointer", !62, i64 0}
!128 = !DILocation(line: 56, scope: !129, inlinedAt: !135)
!129 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 55, type: !130, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{null, !22}
!132 = !{!133, !134}
!133 = !DILocalVariable(name: "n", arg: 1, scope: !129, file: !3, line: 55, type: !22)
!134 = !DILocalVariable(name: "old", scope: !129, file: !3, line: 56, type: !22)
!135 = distinct !DILocation(line: 108, scope: !123)
!136 = !DILocation(line: 0, scope: !129, inlinedAt: !135)
!137 = !DILocation(line: 57, scope: !129, inlinedAt: !135)
!138 = !DILocation(line: 58, scope: !139, inlinedAt: !135)
!139 = distinct !DILexicalBlock(scope: !129, file: !3, line: 57)
!140 = !{!126, !127, i64 0}
!141 = !DILocation(line: 59, scope: !139, inlinedAt: !135)
!142 = distinct !{!142, !137, !143, !110}
!143 = !DILocation(line: 59, scope: !129, inlinedAt: !135)
!144 = !DILocation(line: 0, scope: !21)
!145 = !{!127, !127, i64 0}
!146 = !DILocation(line: 110, scope: !21)
!147 = !DILocation(line: 111, scope: !10)
!148 = !DILocation(line: 112, scope: !10)
!149 = !DILocation(line: 110, scope: !150)
!150 = distinct !DILexicalBlock(scope: !21, file: !3, line: 110)
!151 = distinct !{!151, !146, !146, !110}
!152 = distinct !DISubprogram(name: "with_cleanups", scope: !3, file: !3, line: 22, type: !153, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !155)
!153 = !DISubroutineType(types: !154)
!154 = !{!13, !13}
!155 = !{!156, !157, !159, !160, !162}
!156 = !DILocalVariable(name: "n", arg: 1, scope: !152, file: !3, line: 22, type: !13)
!157 = !DILocalVariable(name: "buf", scope: !152, file: !3, line: 23, type: !158)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!159 = !DILocalVariable(name: "token", scope: !152, file: !3, line: 24, type: !13)
!160 = !DILocalVariable(name: "i", scope: !161, file: !3, line: 26, type: !13)
!161 = distinct !DILexicalBlock(scope: !152, file: !3, line: 26)
!162 = !DILocalVariable(name: "inner", scope: !163, file: !3, line: 30, type: !13)
!163 = distinct !DILexicalBlock(scope: !152, file: !3, line: 29)
!164 = !DILocation(line: 0, scope: !152)
!165 = !DILocation(line: 23, scope: !152)
!166 = !DILocation(line: 25, scope: !152)
!167 = !DILocation(line: 0, scope: !161)
!168 = !DILocation(line: 26, scope: !161)
!169 = !DILocation(line: 26, scope: !170)
!170 = distinct !DILexicalBlock(scope: !161, file: !3, line: 26)
!171 = distinct !{!171, !168, !168, !110, !172}
!172 = !{!"llvm.loop.isvectorized", i32 1}
!173 = !DILocalVariable(name: "p", arg: 1, scope: !174, file: !3, line: 20, type: !177)
!174 = distinct !DISubprogram(name: "release_int", scope: !3, file: !3, line: 20, type: !175, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !178)
!175 = !DISubroutineType(types: !176)
!176 = !{null, !177}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!178 = !{!173}
!179 = !DILocation(line: 0, scope: !174, inlinedAt: !180)
!180 = distinct !DILocation(line: 34, scope: !152)
!181 = !DILocation(line: 20, scope: !174, inlinedAt: !180)
!182 = !DILocalVariable(name: "p", arg: 1, scope: !183, file: !3, line: 16, type: !186)
!183 = distinct !DISubprogram(name: "release_buf", scope: !3, file: !3, line: 16, type: !184, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !187)
!184 = !DISubroutineType(types: !185)
!185 = !{null, !186}
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!187 = !{!182}
!188 = !DILocation(line: 0, scope: !183, inlinedAt: !189)
!189 = distinct !DILocation(line: 34, scope: !152)
!190 = !DILocation(line: 17, scope: !183, inlinedAt: !189)
!191 = !DILocation(line: 27, scope: !152)
!192 = !DILocation(line: 28, scope: !152)
!193 = distinct !{!193, !168, !168, !110, !172}
!194 = !DILocation(line: 28, scope: !195)
!195 = distinct !DILexicalBlock(scope: !152, file: !3, line: 28)
!196 = !DILocation(line: 0, scope: !163)
!197 = !DILocation(line: 31, scope: !163)
!198 = !DILocation(line: 31, scope: !199)
!199 = distinct !DILexicalBlock(scope: !163, file: !3, line: 31)
!200 = !DILocation(line: 0, scope: !174, inlinedAt: !201)
!201 = distinct !DILocation(line: 32, scope: !163)
!202 = !DILocation(line: 20, scope: !174, inlinedAt: !201)
!203 = !DILocation(line: 33, scope: !152)
!204 = !DILocation(line: 17, scope: !205, inlinedAt: !189)
!205 = distinct !DILexicalBlock(scope: !206, file: !3, line: 17)
!206 = distinct !DILexicalBlock(scope: !183, file: !3, line: 17)
!207 = !DILocation(line: 34, scope: !152)
!208 = !DILocation(line: 0, scope: !174, inlinedAt: !209)
!209 = distinct !DILocation(line: 34, scope: !152)
!210 = !DILocation(line: 20, scope: !174, inlinedAt: !209)
!211 = !DILocation(line: 0, scope: !183, inlinedAt: !212)
!212 = distinct !DILocation(line: 34, scope: !152)
!213 = !DILocation(line: 17, scope: !205, inlinedAt: !212)
