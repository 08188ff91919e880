; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, ptr }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"ildscp\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"four\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"forward %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"+-*/%\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [7 x i8] c"%c:%d \00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1, !dbg !29
@main.prog = internal unnamed_addr constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 16, !dbg !31
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1, !dbg !42
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1, !dbg !47
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1, !dbg !52
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 16, !dbg !126
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1, !dbg !57
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1, !dbg !62
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1, !dbg !64
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1, !dbg !69
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1, !dbg !151
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8, !dbg !156
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 16, !dbg !77
@run.dispatch = internal unnamed_addr constant [8 x ptr] [ptr blockaddress(@run, %14), ptr blockaddress(@run, %33), ptr blockaddress(@run, %42), ptr blockaddress(@run, %51), ptr blockaddress(@run, %61), ptr blockaddress(@run, %76), ptr blockaddress(@run, %86), ptr blockaddress(@run, %89)], align 16, !dbg !89
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !135
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !137
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !142

; Function Attrs: uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !33 {
    #dbg_value(i32 262147, !165, !DIExpression(), !202)
  %1 = tail call i64 (ptr, ...) @vsum(ptr nonnull poison, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef nonnull @.str.2, i32 noundef 65, i32 262147), !dbg !203
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !204
  %3 = tail call i32 (i32, ...) @forward(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !205
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3), !dbg !206
    #dbg_value(ptr @.str.4, !171, !DIExpression(), !202)
    #dbg_value(ptr @.str.4, !172, !DIExpression(), !207)
  br label %5, !dbg !208

5:                                                ; preds = %36, %0
  %6 = phi ptr [ @.str.4, %0 ], [ %40, %36 ], !dbg !209
    #dbg_value(ptr %6, !172, !DIExpression(), !207)
  %7 = load i8, ptr %6, align 1, !dbg !210, !tbaa !211
  switch i8 %7, label %23 [
    i8 0, label %8
    i8 43, label %28
    i8 45, label %25
    i8 42, label %26
    i8 47, label %27
  ], !dbg !214

8:                                                ; preds = %5
    #dbg_value(ptr @op_add, !177, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !202)
    #dbg_value(ptr @op_mul, !177, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !202)
    #dbg_value(ptr @op_sub, !177, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !202)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 54), !dbg !215
    #dbg_value(i32 1, !181, !DIExpression(), !202)
    #dbg_value(i32 poison, !181, !DIExpression(), !202)
  %10 = tail call fastcc i32 @run(ptr nonnull poison), !dbg !216
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %10, i32 noundef 120), !dbg !217
    #dbg_value(i32 -2128831035, !184, !DIExpression(), !202)
    #dbg_value(i32 poison, !184, !DIExpression(), !202)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 39, i32 noundef -1837022641), !dbg !218
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @utf8, i32 noundef 23), !dbg !219
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 128, i32 noundef 255, i32 noundef 39), !dbg !220
    #dbg_value(ptr poison, !188, !DIExpression(), !221)
    #dbg_value(ptr poison, !188, !DIExpression(), !221)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.14), !dbg !222
    #dbg_value(ptr poison, !188, !DIExpression(), !221)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.15), !dbg !222
    #dbg_value(ptr poison, !188, !DIExpression(), !221)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.16), !dbg !222
    #dbg_value(ptr poison, !188, !DIExpression(), !221)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.12), !dbg !222
    #dbg_value(ptr poison, !188, !DIExpression(), !221)
  %19 = load i32, ptr @init, align 8, !dbg !224, !tbaa !225
  %20 = load double, ptr getelementptr inbounds (i8, ptr @init, i64 16), align 8, !dbg !229, !tbaa !230
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @buf2d, ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i64 5), ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i64 10), i32 noundef %19, ptr noundef nonnull getelementptr inbounds (i8, ptr @init, i64 4), double noundef %20, i32 noundef 6), !dbg !231
  %22 = tail call i32 @putchar(i32 noundef 10), !dbg !232
  ret i32 0, !dbg !233

23:                                               ; preds = %5
    #dbg_value(ptr null, !174, !DIExpression(), !234)
  %24 = sext i8 %7 to i32, !dbg !235
  br label %36, !dbg !236

25:                                               ; preds = %5
  br label %28, !dbg !237

26:                                               ; preds = %5
  br label %28, !dbg !237

27:                                               ; preds = %5
  br label %28, !dbg !237

28:                                               ; preds = %5, %25, %26, %27
  %29 = phi ptr [ getelementptr inbounds (i8, ptr @op_table, i64 16), %25 ], [ getelementptr inbounds (i8, ptr @op_table, i64 32), %26 ], [ getelementptr inbounds (i8, ptr @op_table, i64 48), %27 ], [ @op_table, %5 ], !dbg !248
  %30 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !237
  %31 = load ptr, ptr %30, align 8, !dbg !237, !tbaa !249
    #dbg_value(ptr %31, !174, !DIExpression(), !234)
  %32 = zext nneg i8 %7 to i32, !dbg !235
  %33 = icmp eq ptr %31, null, !dbg !236
  br i1 %33, label %36, label %34, !dbg !236

34:                                               ; preds = %28
  %35 = tail call i32 %31(i32 noundef 17, i32 noundef 5), !dbg !252
  br label %36, !dbg !236

36:                                               ; preds = %23, %28, %34
  %37 = phi i32 [ %32, %34 ], [ %32, %28 ], [ %24, %23 ]
  %38 = phi i32 [ %35, %34 ], [ -1, %28 ], [ -1, %23 ], !dbg !236
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %37, i32 noundef %38), !dbg !253
  %40 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !254
    #dbg_value(ptr %40, !172, !DIExpression(), !207)
  br label %5, !dbg !255, !llvm.loop !256
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !259 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @vsum(ptr nocapture readnone %0, ...) unnamed_addr #3 !dbg !262 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !290
    #dbg_assign(i1 undef, !267, !DIExpression(), !290, ptr %2, !DIExpression(), !291)
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !292
    #dbg_assign(i1 undef, !278, !DIExpression(), !292, ptr %3, !DIExpression(), !291)
    #dbg_value(ptr @.str.1, !266, !DIExpression(), !291)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8, !dbg !293
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #8, !dbg !293
    #dbg_value(i64 0, !279, !DIExpression(), !291)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !294
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !295
    #dbg_value(ptr @.str.1, !280, !DIExpression(), !296)
  %4 = load i32, ptr %2, align 16
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = getelementptr inbounds i8, ptr %2, i64 4
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr %8, align 4
  br label %11, !dbg !297

11:                                               ; preds = %125, %1
  %12 = phi i32 [ %10, %1 ], [ %126, %125 ]
  %13 = phi ptr [ %9, %1 ], [ %127, %125 ]
  %14 = phi i32 [ %4, %1 ], [ %128, %125 ]
  %15 = phi ptr [ @.str.1, %1 ], [ %130, %125 ], !dbg !298
  %16 = phi i64 [ 0, %1 ], [ %129, %125 ], !dbg !299
    #dbg_value(i64 %16, !279, !DIExpression(), !291)
    #dbg_value(ptr %15, !280, !DIExpression(), !296)
  %17 = load i8, ptr %15, align 1, !dbg !300, !tbaa !211
  switch i8 %17, label %125 [
    i8 0, label %18
    i8 105, label %21
    i8 108, label %36
    i8 100, label %50
    i8 115, label %66
    i8 99, label %88
    i8 112, label %105
  ], !dbg !301

18:                                               ; preds = %11
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !302
  %19 = load i32, ptr %3, align 16, !dbg !303
  %20 = icmp ult i32 %19, 41, !dbg !303
  br i1 %20, label %131, label %137, !dbg !303

21:                                               ; preds = %11
  %22 = icmp ult i32 %14, 41, !dbg !304
  br i1 %22, label %23, label %27, !dbg !304

23:                                               ; preds = %21
  %24 = zext nneg i32 %14 to i64, !dbg !304
  %25 = getelementptr i8, ptr %7, i64 %24, !dbg !304
  %26 = add nuw nsw i32 %14, 8, !dbg !304
  store i32 %26, ptr %2, align 16, !dbg !304, !DIAssignID !305
    #dbg_assign(i32 %26, !267, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !305, ptr %2, !DIExpression(), !291)
  br label %29, !dbg !304

27:                                               ; preds = %21
  %28 = getelementptr i8, ptr %13, i64 8, !dbg !304
  store ptr %28, ptr %5, align 8, !dbg !304, !DIAssignID !306
    #dbg_assign(ptr %28, !267, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !306, ptr %5, !DIExpression(), !291)
  br label %29, !dbg !304

29:                                               ; preds = %27, %23
  %30 = phi ptr [ %13, %23 ], [ %28, %27 ]
  %31 = phi i32 [ %26, %23 ], [ %14, %27 ]
  %32 = phi ptr [ %25, %23 ], [ %13, %27 ], !dbg !304
  %33 = load i32, ptr %32, align 4, !dbg !304, !tbaa !307
  %34 = sext i32 %33 to i64, !dbg !304
  %35 = add nsw i64 %16, %34, !dbg !308
    #dbg_value(i64 %35, !279, !DIExpression(), !291)
  br label %125, !dbg !309

36:                                               ; preds = %11
  %37 = icmp ult i32 %14, 41, !dbg !310
  br i1 %37, label %38, label %42, !dbg !310

38:                                               ; preds = %36
  %39 = zext nneg i32 %14 to i64, !dbg !310
  %40 = getelementptr i8, ptr %7, i64 %39, !dbg !310
  %41 = add nuw nsw i32 %14, 8, !dbg !310
  store i32 %41, ptr %2, align 16, !dbg !310, !DIAssignID !311
    #dbg_assign(i32 %41, !267, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !311, ptr %2, !DIExpression(), !291)
  br label %44, !dbg !310

42:                                               ; preds = %36
  %43 = getelementptr i8, ptr %13, i64 8, !dbg !310
  store ptr %43, ptr %5, align 8, !dbg !310, !DIAssignID !312
    #dbg_assign(ptr %43, !267, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !312, ptr %5, !DIExpression(), !291)
  br label %44, !dbg !310

44:                                               ; preds = %42, %38
  %45 = phi ptr [ %13, %38 ], [ %43, %42 ]
  %46 = phi i32 [ %41, %38 ], [ %14, %42 ]
  %47 = phi ptr [ %40, %38 ], [ %13, %42 ], !dbg !310
  %48 = load i64, ptr %47, align 8, !dbg !310, !tbaa !313
  %49 = add nsw i64 %48, %16, !dbg !315
    #dbg_value(i64 %49, !279, !DIExpression(), !291)
  br label %125, !dbg !316

50:                                               ; preds = %11
  %51 = icmp ult i32 %12, 161, !dbg !317
  br i1 %51, label %52, label %56, !dbg !317

52:                                               ; preds = %50
  %53 = zext nneg i32 %12 to i64, !dbg !317
  %54 = getelementptr i8, ptr %7, i64 %53, !dbg !317
  %55 = add nuw nsw i32 %12, 16, !dbg !317
  store i32 %55, ptr %8, align 4, !dbg !317, !DIAssignID !318
    #dbg_assign(i32 %55, !267, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !318, ptr %8, !DIExpression(), !291)
  br label %58, !dbg !317

56:                                               ; preds = %50
  %57 = getelementptr i8, ptr %13, i64 8, !dbg !317
  store ptr %57, ptr %5, align 8, !dbg !317, !DIAssignID !319
    #dbg_assign(ptr %57, !267, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !319, ptr %5, !DIExpression(), !291)
  br label %58, !dbg !317

58:                                               ; preds = %56, %52
  %59 = phi i32 [ %55, %52 ], [ %12, %56 ]
  %60 = phi ptr [ %13, %52 ], [ %57, %56 ]
  %61 = phi ptr [ %54, %52 ], [ %13, %56 ], !dbg !317
  %62 = load double, ptr %61, align 8, !dbg !317, !tbaa !320
  %63 = fmul double %62, 1.000000e+01, !dbg !321
  %64 = fptosi double %63 to i64, !dbg !322
  %65 = add nsw i64 %16, %64, !dbg !323
    #dbg_value(i64 %65, !279, !DIExpression(), !291)
  br label %125, !dbg !324

66:                                               ; preds = %11
  %67 = icmp ult i32 %14, 41, !dbg !325
  br i1 %67, label %68, label %72, !dbg !325

68:                                               ; preds = %66
  %69 = zext nneg i32 %14 to i64, !dbg !325
  %70 = getelementptr i8, ptr %7, i64 %69, !dbg !325
  %71 = add nuw nsw i32 %14, 8, !dbg !325
  store i32 %71, ptr %2, align 16, !dbg !325, !DIAssignID !326
    #dbg_assign(i32 %71, !267, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !326, ptr %2, !DIExpression(), !291)
  br label %74, !dbg !325

72:                                               ; preds = %66
  %73 = getelementptr i8, ptr %13, i64 8, !dbg !325
  store ptr %73, ptr %5, align 8, !dbg !325, !DIAssignID !327
    #dbg_assign(ptr %73, !267, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !327, ptr %5, !DIExpression(), !291)
  br label %74, !dbg !325

74:                                               ; preds = %72, %68
  %75 = phi ptr [ %13, %68 ], [ %73, %72 ]
  %76 = phi i32 [ %71, %68 ], [ %14, %72 ]
  %77 = phi ptr [ %70, %68 ], [ %13, %72 ], !dbg !325
  %78 = load ptr, ptr %77, align 8, !dbg !325, !tbaa !328
    #dbg_value(ptr %78, !282, !DIExpression(), !329)
    #dbg_value(i64 %16, !279, !DIExpression(), !291)
    #dbg_value(ptr %78, !282, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !329)
  %79 = load i8, ptr %78, align 1, !dbg !330, !tbaa !211
  %80 = icmp eq i8 %79, 0, !dbg !331
  br i1 %80, label %125, label %81, !dbg !331

81:                                               ; preds = %74, %81
  %82 = phi i64 [ %85, %81 ], [ %16, %74 ]
  %83 = phi ptr [ %84, %81 ], [ %78, %74 ]
    #dbg_value(i64 %82, !279, !DIExpression(), !291)
    #dbg_value(ptr %83, !282, !DIExpression(), !329)
  %84 = getelementptr inbounds i8, ptr %83, i64 1, !dbg !332
    #dbg_value(ptr %84, !282, !DIExpression(), !329)
  %85 = add nsw i64 %82, 1, !dbg !333
    #dbg_value(i64 %85, !279, !DIExpression(), !291)
    #dbg_value(ptr %84, !282, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !329)
  %86 = load i8, ptr %84, align 1, !dbg !330, !tbaa !211
  %87 = icmp eq i8 %86, 0, !dbg !331
  br i1 %87, label %125, label %81, !dbg !331, !llvm.loop !334

88:                                               ; preds = %11
  %89 = icmp ult i32 %14, 41, !dbg !336
  br i1 %89, label %90, label %94, !dbg !336

90:                                               ; preds = %88
  %91 = zext nneg i32 %14 to i64, !dbg !336
  %92 = getelementptr i8, ptr %7, i64 %91, !dbg !336
  %93 = add nuw nsw i32 %14, 8, !dbg !336
  store i32 %93, ptr %2, align 16, !dbg !336, !DIAssignID !337
    #dbg_assign(i32 %93, !267, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !337, ptr %2, !DIExpression(), !291)
  br label %96, !dbg !336

94:                                               ; preds = %88
  %95 = getelementptr i8, ptr %13, i64 8, !dbg !336
  store ptr %95, ptr %5, align 8, !dbg !336, !DIAssignID !338
    #dbg_assign(ptr %95, !267, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !338, ptr %5, !DIExpression(), !291)
  br label %96, !dbg !336

96:                                               ; preds = %94, %90
  %97 = phi ptr [ %13, %90 ], [ %95, %94 ]
  %98 = phi i32 [ %93, %90 ], [ %14, %94 ]
  %99 = phi ptr [ %92, %90 ], [ %13, %94 ], !dbg !336
  %100 = load i32, ptr %99, align 4, !dbg !336, !tbaa !307
  %101 = zext i32 %100 to i64, !dbg !339
  %102 = shl i64 %101, 56, !dbg !339
  %103 = ashr exact i64 %102, 56, !dbg !339
  %104 = add nsw i64 %103, %16, !dbg !340
    #dbg_value(i64 %104, !279, !DIExpression(), !291)
  br label %125, !dbg !341

105:                                              ; preds = %11
  %106 = icmp ult i32 %14, 41, !dbg !342
  br i1 %106, label %107, label %111, !dbg !342

107:                                              ; preds = %105
  %108 = zext nneg i32 %14 to i64, !dbg !342
  %109 = getelementptr i8, ptr %7, i64 %108, !dbg !342
  %110 = add nuw nsw i32 %14, 8, !dbg !342
  store i32 %110, ptr %2, align 16, !dbg !342, !DIAssignID !343
    #dbg_assign(i32 %110, !267, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !343, ptr %2, !DIExpression(), !291)
  br label %113, !dbg !342

111:                                              ; preds = %105
  %112 = getelementptr i8, ptr %13, i64 8, !dbg !342
  store ptr %112, ptr %5, align 8, !dbg !342, !DIAssignID !344
    #dbg_assign(ptr %112, !267, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !344, ptr %5, !DIExpression(), !291)
  br label %113, !dbg !342

113:                                              ; preds = %111, %107
  %114 = phi ptr [ %13, %107 ], [ %112, %111 ]
  %115 = phi i32 [ %110, %107 ], [ %14, %111 ]
  %116 = phi ptr [ %109, %107 ], [ %13, %111 ], !dbg !342
  %117 = load i16, ptr %116, align 2, !dbg !342, !tbaa !345
  %118 = getelementptr inbounds i8, ptr %116, i64 2, !dbg !342
  %119 = load i16, ptr %118, align 2, !dbg !342, !tbaa !345
    #dbg_value(i16 %117, !287, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !347)
    #dbg_value(i16 %119, !287, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !347)
  %120 = sext i16 %117 to i64, !dbg !348
  %121 = mul nsw i64 %120, 100, !dbg !349
  %122 = sext i16 %119 to i64, !dbg !350
  %123 = add i64 %16, %122, !dbg !351
  %124 = add i64 %123, %121, !dbg !352
    #dbg_value(i64 %124, !279, !DIExpression(), !291)
  br label %125

125:                                              ; preds = %81, %74, %11, %29, %44, %58, %96, %113
  %126 = phi i32 [ %12, %113 ], [ %12, %96 ], [ %59, %58 ], [ %12, %44 ], [ %12, %29 ], [ %12, %11 ], [ %12, %74 ], [ %12, %81 ]
  %127 = phi ptr [ %114, %113 ], [ %97, %96 ], [ %60, %58 ], [ %45, %44 ], [ %30, %29 ], [ %13, %11 ], [ %75, %74 ], [ %75, %81 ]
  %128 = phi i32 [ %115, %113 ], [ %98, %96 ], [ %14, %58 ], [ %46, %44 ], [ %31, %29 ], [ %14, %11 ], [ %76, %74 ], [ %76, %81 ]
  %129 = phi i64 [ %124, %113 ], [ %104, %96 ], [ %65, %58 ], [ %49, %44 ], [ %35, %29 ], [ %16, %11 ], [ %16, %74 ], [ %85, %81 ], !dbg !291
    #dbg_value(i64 %129, !279, !DIExpression(), !291)
  %130 = getelementptr inbounds i8, ptr %15, i64 1, !dbg !353
    #dbg_value(ptr %130, !280, !DIExpression(), !296)
  br label %11, !dbg !354, !llvm.loop !355

131:                                              ; preds = %18
  %132 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !303
  %133 = load ptr, ptr %132, align 16, !dbg !303
  %134 = zext nneg i32 %19 to i64, !dbg !303
  %135 = getelementptr i8, ptr %133, i64 %134, !dbg !303
  %136 = add nuw nsw i32 %19, 8, !dbg !303
  store i32 %136, ptr %3, align 16, !dbg !303, !DIAssignID !357
    #dbg_assign(i32 %136, !278, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !357, ptr %3, !DIExpression(), !291)
  br label %141, !dbg !303

137:                                              ; preds = %18
  %138 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !303
  %139 = load ptr, ptr %138, align 8, !dbg !303
  %140 = getelementptr i8, ptr %139, i64 8, !dbg !303
  store ptr %140, ptr %138, align 8, !dbg !303, !DIAssignID !358
    #dbg_assign(ptr %140, !278, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !358, ptr %138, !DIExpression(), !291)
  br label %141, !dbg !303

141:                                              ; preds = %131, %137
  %142 = phi ptr [ %135, %131 ], [ %139, %137 ], !dbg !303
  %143 = load i32, ptr %142, align 4, !dbg !303, !tbaa !307
    #dbg_value(i32 %143, !289, !DIExpression(), !291)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !359
  %144 = mul nsw i64 %16, 1000, !dbg !360
  %145 = sext i32 %143 to i64, !dbg !361
  %146 = add nsw i64 %144, %145, !dbg !362
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #8, !dbg !363
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8, !dbg !363
  ret i64 %146, !dbg !364
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 !dbg !365 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !372
    #dbg_assign(i1 undef, !370, !DIExpression(), !372, ptr %2, !DIExpression(), !373)
    #dbg_value(i32 4, !369, !DIExpression(), !373)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8, !dbg !374
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !375
    #dbg_value(i32 0, !371, !DIExpression(), !373)
  %3 = load i32, ptr %2, align 16
    #dbg_value(i32 0, !371, !DIExpression(), !373)
    #dbg_value(i32 4, !369, !DIExpression(), !373)
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
    #dbg_value(i32 0, !371, !DIExpression(), !373)
  %8 = icmp ult i32 %3, 41, !dbg !376
  br i1 %8, label %12, label %9, !dbg !376

9:                                                ; preds = %1
  %10 = getelementptr i8, ptr %7, i64 8, !dbg !376
  store ptr %10, ptr %4, align 8, !dbg !376, !DIAssignID !377
    #dbg_assign(ptr %10, !370, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !377, ptr %4, !DIExpression(), !373)
  %11 = load i32, ptr %7, align 4, !dbg !376, !tbaa !307
    #dbg_value(i32 %11, !371, !DIExpression(), !373)
    #dbg_value(i32 2, !369, !DIExpression(), !373)
  br label %18, !dbg !376

12:                                               ; preds = %1
  %13 = zext nneg i32 %3 to i64, !dbg !376
  %14 = getelementptr i8, ptr %6, i64 %13, !dbg !376
  %15 = add nuw nsw i32 %3, 8, !dbg !376
  store i32 %15, ptr %2, align 16, !dbg !376, !DIAssignID !378
    #dbg_assign(i32 %15, !370, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !378, ptr %2, !DIExpression(), !373)
  %16 = load i32, ptr %14, align 4, !dbg !376, !tbaa !307
    #dbg_value(i32 %16, !371, !DIExpression(), !373)
    #dbg_value(i32 2, !369, !DIExpression(), !373)
  %17 = icmp ult i32 %3, 33, !dbg !376
  br i1 %17, label %23, label %18, !dbg !376

18:                                               ; preds = %12, %9
  %19 = phi i32 [ %11, %9 ], [ %16, %12 ]
  %20 = phi ptr [ %10, %9 ], [ %7, %12 ]
  %21 = getelementptr i8, ptr %20, i64 8, !dbg !376
  store ptr %21, ptr %4, align 8, !dbg !376, !DIAssignID !377
    #dbg_assign(ptr %21, !370, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !377, ptr %4, !DIExpression(), !373)
  %22 = load i32, ptr %20, align 4, !dbg !376, !tbaa !307
    #dbg_value(!DIArgList(i32 %22, i32 %56), !371, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !373)
    #dbg_value(i32 1, !369, !DIExpression(), !373)
  br label %29, !dbg !376

23:                                               ; preds = %12
  %24 = zext nneg i32 %15 to i64, !dbg !376
  %25 = getelementptr i8, ptr %6, i64 %24, !dbg !376
  %26 = add nuw nsw i32 %3, 16, !dbg !376
  store i32 %26, ptr %2, align 16, !dbg !376, !DIAssignID !378
    #dbg_assign(i32 %26, !370, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !378, ptr %2, !DIExpression(), !373)
  %27 = load i32, ptr %25, align 4, !dbg !376, !tbaa !307
    #dbg_value(!DIArgList(i32 %27, i32 %56), !371, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !373)
    #dbg_value(i32 1, !369, !DIExpression(), !373)
  %28 = icmp ult i32 %3, 25, !dbg !376
  br i1 %28, label %35, label %29, !dbg !376

29:                                               ; preds = %23, %18
  %30 = phi i32 [ %22, %18 ], [ %27, %23 ]
  %31 = phi ptr [ %21, %18 ], [ %7, %23 ]
  %32 = phi i32 [ %19, %18 ], [ %16, %23 ]
  %33 = getelementptr i8, ptr %31, i64 8, !dbg !376
  store ptr %33, ptr %4, align 8, !dbg !376, !DIAssignID !377
    #dbg_assign(ptr %33, !370, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !377, ptr %4, !DIExpression(), !373)
  %34 = load i32, ptr %31, align 4, !dbg !376, !tbaa !307
    #dbg_value(!DIArgList(i32 %34, i32 %58), !371, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !373)
    #dbg_value(i32 0, !369, !DIExpression(), !373)
  br label %41, !dbg !376

35:                                               ; preds = %23
  %36 = zext nneg i32 %26 to i64, !dbg !376
  %37 = getelementptr i8, ptr %6, i64 %36, !dbg !376
  %38 = add nuw nsw i32 %3, 24, !dbg !376
  store i32 %38, ptr %2, align 16, !dbg !376, !DIAssignID !378
    #dbg_assign(i32 %38, !370, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !378, ptr %2, !DIExpression(), !373)
  %39 = load i32, ptr %37, align 4, !dbg !376, !tbaa !307
    #dbg_value(!DIArgList(i32 %39, i32 %58), !371, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !373)
    #dbg_value(i32 0, !369, !DIExpression(), !373)
  %40 = icmp ult i32 %3, 17, !dbg !376
  br i1 %40, label %47, label %41, !dbg !376

41:                                               ; preds = %29, %35
  %42 = phi i32 [ %34, %29 ], [ %39, %35 ]
  %43 = phi ptr [ %33, %29 ], [ %7, %35 ]
  %44 = phi i32 [ %32, %29 ], [ %16, %35 ]
  %45 = phi i32 [ %30, %29 ], [ %27, %35 ]
  %46 = getelementptr i8, ptr %43, i64 8, !dbg !376
  store ptr %46, ptr %4, align 8, !dbg !376, !DIAssignID !377
    #dbg_assign(ptr %46, !370, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !377, ptr %4, !DIExpression(), !373)
  br label %51, !dbg !376

47:                                               ; preds = %35
  %48 = zext nneg i32 %38 to i64, !dbg !376
  %49 = getelementptr i8, ptr %6, i64 %48, !dbg !376
  %50 = or disjoint i32 %3, 32, !dbg !376
  store i32 %50, ptr %2, align 16, !dbg !376, !DIAssignID !378
    #dbg_assign(i32 %50, !370, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !378, ptr %2, !DIExpression(), !373)
  br label %51, !dbg !376

51:                                               ; preds = %47, %41
  %52 = phi i32 [ %39, %47 ], [ %42, %41 ]
  %53 = phi i32 [ %16, %47 ], [ %44, %41 ]
  %54 = phi i32 [ %27, %47 ], [ %45, %41 ]
  %55 = phi ptr [ %49, %47 ], [ %43, %41 ], !dbg !376
  %56 = mul nsw i32 %53, 31, !dbg !379
  %57 = add nsw i32 %54, %56, !dbg !380
    #dbg_value(i32 %57, !371, !DIExpression(), !373)
  %58 = mul nsw i32 %57, 31, !dbg !379
  %59 = add nsw i32 %52, %58, !dbg !380
    #dbg_value(i32 %59, !371, !DIExpression(), !373)
  %60 = mul nsw i32 %59, 31, !dbg !379
  %61 = load i32, ptr %55, align 4, !dbg !376, !tbaa !307
  %62 = add nsw i32 %61, %60, !dbg !380
    #dbg_value(i32 %62, !371, !DIExpression(), !373)
    #dbg_value(i32 -1, !369, !DIExpression(), !373)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !381
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8, !dbg !382
  ret i32 %62, !dbg !383
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #5 !dbg !384 {
    #dbg_value(i32 %0, !386, !DIExpression(), !388)
    #dbg_value(i32 %1, !387, !DIExpression(), !388)
  %3 = add nsw i32 %1, %0, !dbg !389
  ret i32 %3, !dbg !390
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #5 !dbg !391 {
    #dbg_value(i32 %0, !393, !DIExpression(), !395)
    #dbg_value(i32 %1, !394, !DIExpression(), !395)
  %3 = mul nsw i32 %1, %0, !dbg !396
  ret i32 %3, !dbg !397
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #5 !dbg !398 {
    #dbg_value(i32 %0, !400, !DIExpression(), !402)
    #dbg_value(i32 %1, !401, !DIExpression(), !402)
  %3 = sub nsw i32 %0, %1, !dbg !403
  ret i32 %3, !dbg !404
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @run(ptr nocapture readnone %0) #6 !dbg !91 {
  %2 = alloca [16 x i32], align 16, !DIAssignID !405
    #dbg_assign(i1 undef, !97, !DIExpression(), !405, ptr %2, !DIExpression(), !406)
    #dbg_value(ptr @main.prog, !96, !DIExpression(), !406)
    #dbg_value(i32 0, !101, !DIExpression(), !406)
    #dbg_value(i32 0, !102, !DIExpression(), !406)
    #dbg_value(i32 1, !102, !DIExpression(), !406)
  br label %3, !dbg !407

3:                                                ; preds = %25, %1
  %4 = phi i32 [ 1, %1 ], [ %27, %25 ]
  %5 = phi i32 [ 0, %1 ], [ %28, %25 ]
  %6 = phi ptr [ blockaddress(@run, %14), %1 ], [ %32, %25 ]
  %7 = add nsw i32 %5, -1
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %8
  %10 = add nsw i32 %5, -2
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %11
  %13 = sext i32 %4 to i64
  br label %91

14:                                               ; preds = %91
  %15 = trunc nsw i64 %92 to i32, !dbg !408
    #dbg_label(!103, !409)
    #dbg_value(i32 %15, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !406)
  %16 = shl i64 %92, 32, !dbg !408
  %17 = ashr exact i64 %16, 30, !dbg !408
  %18 = getelementptr inbounds i8, ptr @main.prog, i64 %17, !dbg !408
  %19 = load i32, ptr %18, align 4, !dbg !408, !tbaa !307
  %20 = add nsw i32 %5, 1, !dbg !410
    #dbg_value(i32 %20, !101, !DIExpression(), !406)
  %21 = sext i32 %5 to i64, !dbg !411
  %22 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %21, !dbg !411
  store i32 %19, ptr %22, align 4, !dbg !412, !tbaa !307
  %23 = add nsw i32 %15, 2, !dbg !413
    #dbg_value(i32 %23, !102, !DIExpression(), !406)
  %24 = getelementptr i8, ptr %18, i64 4, !dbg !413
  br label %25, !dbg !413

25:                                               ; preds = %14, %71, %51, %42, %33
  %26 = phi ptr [ %24, %14 ], [ %75, %71 ], [ %60, %51 ], [ %50, %42 ], [ %41, %33 ]
  %27 = phi i32 [ %23, %14 ], [ %73, %71 ], [ %57, %51 ], [ %47, %42 ], [ %38, %33 ]
  %28 = phi i32 [ %20, %14 ], [ %7, %71 ], [ %56, %51 ], [ %7, %42 ], [ %7, %33 ]
  %29 = load i32, ptr %26, align 4, !dbg !406, !tbaa !307
  %30 = sext i32 %29 to i64, !dbg !406
  %31 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %30, !dbg !406
  %32 = load ptr, ptr %31, align 8, !dbg !406, !tbaa !328
  br label %3

33:                                               ; preds = %91
  %34 = trunc nsw i64 %92 to i32, !dbg !414
    #dbg_label(!104, !415)
    #dbg_value(i32 %7, !101, !DIExpression(), !406)
  %35 = load i32, ptr %9, align 4, !dbg !416, !tbaa !307
  %36 = load i32, ptr %12, align 4, !dbg !417, !tbaa !307
  %37 = add nsw i32 %36, %35, !dbg !417
  store i32 %37, ptr %12, align 4, !dbg !417, !tbaa !307
  %38 = add nsw i32 %34, 1, !dbg !418
    #dbg_value(i32 %38, !102, !DIExpression(), !406)
  %39 = shl i64 %92, 32, !dbg !418
  %40 = ashr exact i64 %39, 30, !dbg !418
  %41 = getelementptr inbounds i8, ptr @main.prog, i64 %40, !dbg !418
  br label %25, !dbg !418

42:                                               ; preds = %91
  %43 = trunc nsw i64 %92 to i32, !dbg !419
    #dbg_label(!105, !420)
    #dbg_value(i32 %7, !101, !DIExpression(), !406)
  %44 = load i32, ptr %9, align 4, !dbg !421, !tbaa !307
  %45 = load i32, ptr %12, align 4, !dbg !422, !tbaa !307
  %46 = mul nsw i32 %45, %44, !dbg !422
  store i32 %46, ptr %12, align 4, !dbg !422, !tbaa !307
  %47 = add nsw i32 %43, 1, !dbg !423
    #dbg_value(i32 %47, !102, !DIExpression(), !406)
  %48 = shl i64 %92, 32, !dbg !423
  %49 = ashr exact i64 %48, 30, !dbg !423
  %50 = getelementptr inbounds i8, ptr @main.prog, i64 %49, !dbg !423
  br label %25, !dbg !423

51:                                               ; preds = %91
  %52 = trunc nsw i64 %92 to i32, !dbg !424
    #dbg_label(!106, !425)
  %53 = load i32, ptr %12, align 4, !dbg !426, !tbaa !307
  %54 = sext i32 %5 to i64, !dbg !427
  %55 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %54, !dbg !427
  store i32 %53, ptr %55, align 4, !dbg !428, !tbaa !307
  %56 = add nsw i32 %5, 1, !dbg !429
    #dbg_value(i32 %56, !101, !DIExpression(), !406)
  %57 = add nsw i32 %52, 1, !dbg !430
    #dbg_value(i32 %57, !102, !DIExpression(), !406)
  %58 = shl i64 %92, 32, !dbg !430
  %59 = ashr exact i64 %58, 30, !dbg !430
  %60 = getelementptr inbounds i8, ptr @main.prog, i64 %59, !dbg !430
  br label %25, !dbg !430

61:                                               ; preds = %91
  %62 = trunc nsw i64 %92 to i32, !dbg !431
    #dbg_label(!107, !432)
  %63 = add nsw i32 %62, 1, !dbg !431
    #dbg_value(i32 %63, !102, !DIExpression(), !406)
    #dbg_value(i32 poison, !108, !DIExpression(), !433)
    #dbg_value(i32 %7, !101, !DIExpression(), !406)
  %64 = load i32, ptr %9, align 4, !dbg !434, !tbaa !307
  %65 = icmp eq i32 %64, 0, !dbg !434
  br i1 %65, label %71, label %66, !dbg !436

66:                                               ; preds = %61
  %67 = shl i64 %92, 32, !dbg !437
  %68 = ashr exact i64 %67, 30, !dbg !437
  %69 = getelementptr inbounds i8, ptr @main.prog, i64 %68, !dbg !437
  %70 = load i32, ptr %69, align 4, !dbg !437, !tbaa !307
    #dbg_value(i32 %70, !108, !DIExpression(), !433)
    #dbg_value(i32 %70, !102, !DIExpression(), !406)
  br label %71, !dbg !438

71:                                               ; preds = %66, %61
  %72 = phi i32 [ %70, %66 ], [ %63, %61 ], !dbg !439
    #dbg_value(i32 %72, !102, !DIExpression(), !406)
  %73 = add nsw i32 %72, 1, !dbg !440
    #dbg_value(i32 %73, !102, !DIExpression(), !406)
  %74 = sext i32 %72 to i64, !dbg !440
  %75 = getelementptr inbounds i32, ptr @main.prog, i64 %74, !dbg !440
  br label %25, !dbg !440

76:                                               ; preds = %91
    #dbg_label(!110, !441)
  %77 = load i32, ptr %9, align 4, !dbg !442, !tbaa !307
  %78 = add nsw i32 %77, -1, !dbg !442
  store i32 %78, ptr %9, align 4, !dbg !442, !tbaa !307
    #dbg_value(i64 %92, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !406)
  br label %79, !dbg !443

79:                                               ; preds = %76, %86
  %80 = getelementptr inbounds i32, ptr @main.prog, i64 %92, !dbg !406
  %81 = load i32, ptr %80, align 4, !dbg !406, !tbaa !307
  %82 = sext i32 %81 to i64, !dbg !406
  %83 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %82, !dbg !406
  %84 = load ptr, ptr %83, align 8, !dbg !406, !tbaa !328
  %85 = add nsw i64 %92, 1, !dbg !406
  br label %91

86:                                               ; preds = %91
    #dbg_label(!111, !444)
  %87 = load i32, ptr %9, align 4, !dbg !445, !tbaa !307
    #dbg_value(i32 %87, !112, !DIExpression(), !446)
  %88 = load i32, ptr %12, align 4, !dbg !447, !tbaa !307
  store i32 %88, ptr %9, align 4, !dbg !448, !tbaa !307
  store i32 %87, ptr %12, align 4, !dbg !449, !tbaa !307
    #dbg_value(i64 %92, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !406)
  br label %79, !dbg !450

89:                                               ; preds = %91
    #dbg_label(!114, !451)
  %90 = load i32, ptr %9, align 4, !dbg !452, !tbaa !307
  ret i32 %90, !dbg !453

91:                                               ; preds = %79, %3
  %92 = phi i64 [ %85, %79 ], [ %13, %3 ], !dbg !406
  %93 = phi ptr [ %84, %79 ], [ %6, %3 ]
    #dbg_value(i32 %5, !101, !DIExpression(), !406)
    #dbg_value(i64 %92, !102, !DIExpression(), !406)
  indirectbr ptr %93, [label %14, label %33, label %42, label %51, label %61, label %76, label %86, label %89]
}

; Function Attrs: nofree nounwind
declare !dbg !454 noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @op_div(i32 noundef %0, i32 noundef %1) #5 !dbg !457 {
    #dbg_value(i32 %0, !459, !DIExpression(), !461)
    #dbg_value(i32 %1, !460, !DIExpression(), !461)
  %3 = icmp eq i32 %1, 0, !dbg !462
  br i1 %3, label %6, label %4, !dbg !462

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1, !dbg !463
  br label %6, !dbg !462

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ], !dbg !462
  ret i32 %7, !dbg !464
}

attributes #0 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!194, !195, !196, !197, !198, !199, !200}
!llvm.ident = !{!201}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "7bb1590e12c60aa33423d06d96fcbad7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 12)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 104, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 6)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !9, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !3, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "prog", scope: !33, file: !2, line: 113, type: !191, isLocal: true, isDefinition: true)
!33 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 99, type: !34, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !164)
!34 = !DISubroutineType(types: !35)
!35 = !{!36}
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !38, globals: !41, splitDebugInlining: false, nameTableKind: None)
!38 = !{!39, !36, !40, !4}
!39 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!40 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!41 = !{!0, !7, !12, !17, !22, !27, !29, !31, !42, !47, !52, !57, !62, !64, !69, !74, !77, !89, !120, !126, !131, !135, !137, !142, !144, !146, !151, !156}
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 21)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 22)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 20)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 14)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !14, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 4)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 27)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!75 = distinct !DIGlobalVariable(name: "wchar_t_dummy", scope: !37, file: !2, line: 95, type: !76, isLocal: true, isDefinition: true)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(name: "op_table", scope: !37, file: !2, line: 52, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 512, elements: !67)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 52, size: 128, elements: !82)
!82 = !{!83, !84}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "sym", scope: !81, file: !2, line: 52, baseType: !4, size: 8)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !81, file: !2, line: 52, baseType: !85, size: 64, offset: 64)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !2, line: 46, baseType: !86)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!87 = !DISubroutineType(types: !88)
!88 = !{!36, !36, !36}
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "dispatch", scope: !91, file: !2, line: 72, type: !115, isLocal: true, isDefinition: true)
!91 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 71, type: !92, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !95)
!92 = !DISubroutineType(types: !93)
!93 = !{!36, !94}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!95 = !{!96, !97, !101, !102, !103, !104, !105, !106, !107, !108, !110, !111, !112, !114}
!96 = !DILocalVariable(name: "code", arg: 1, scope: !91, file: !2, line: 71, type: !94)
!97 = !DILocalVariable(name: "stack", scope: !91, file: !2, line: 74, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 512, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 16)
!101 = !DILocalVariable(name: "sp", scope: !91, file: !2, line: 74, type: !36)
!102 = !DILocalVariable(name: "pc", scope: !91, file: !2, line: 74, type: !36)
!103 = !DILabel(scope: !91, name: "do_push", file: !2, line: 77)
!104 = !DILabel(scope: !91, name: "do_add", file: !2, line: 78)
!105 = !DILabel(scope: !91, name: "do_mul", file: !2, line: 79)
!106 = !DILabel(scope: !91, name: "do_over", file: !2, line: 80)
!107 = !DILabel(scope: !91, name: "do_jnz", file: !2, line: 81)
!108 = !DILocalVariable(name: "t", scope: !109, file: !2, line: 81, type: !36)
!109 = distinct !DILexicalBlock(scope: !91, file: !2, line: 81, column: 9)
!110 = !DILabel(scope: !91, name: "do_dec", file: !2, line: 82)
!111 = !DILabel(scope: !91, name: "do_swap", file: !2, line: 83)
!112 = !DILocalVariable(name: "t", scope: !113, file: !2, line: 83, type: !36)
!113 = distinct !DILexicalBlock(scope: !91, file: !2, line: 83, column: 10)
!114 = !DILabel(scope: !91, name: "do_halt", file: !2, line: 84)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 512, elements: !118)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!118 = !{!119}
!119 = !DISubrange(count: 8)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(name: "esc", scope: !37, file: !2, line: 89, type: !122, isLocal: true, isDefinition: true)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 312, elements: !124)
!123 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!124 = !{!125}
!125 = !DISubrange(count: 39)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(name: "utf8", scope: !37, file: !2, line: 90, type: !128, isLocal: true, isDefinition: true)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 184, elements: !129)
!129 = !{!130}
!130 = !DISubrange(count: 23)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(name: "raw", scope: !37, file: !2, line: 91, type: !133, isLocal: true, isDefinition: true)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 64, elements: !118)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !24, isLocal: true, isDefinition: true)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !139, isLocal: true, isDefinition: true)
!139 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !140)
!140 = !{!141}
!141 = !DISubrange(count: 1)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !24, isLocal: true, isDefinition: true)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !14, isLocal: true, isDefinition: true)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(name: "words", scope: !37, file: !2, line: 92, type: !148, isLocal: true, isDefinition: true)
!148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 320, elements: !15)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(name: "buf2d", scope: !37, file: !2, line: 93, type: !153, isLocal: true, isDefinition: true)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !154)
!154 = !{!155, !16}
!155 = !DISubrange(count: 3)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(name: "init", scope: !37, file: !2, line: 94, type: !158, isLocal: true, isDefinition: true)
!158 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 94, size: 192, elements: !159)
!159 = !{!160, !161, !162}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !158, file: !2, line: 94, baseType: !36, size: 32)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !158, file: !2, line: 94, baseType: !24, size: 48, offset: 32)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !158, file: !2, line: 94, baseType: !163, size: 64, offset: 128)
!163 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!164 = !{!165, !171, !172, !174, !177, !181, !182, !184, !186, !188}
!165 = !DILocalVariable(name: "pt", scope: !33, file: !2, line: 100, type: !166)
!166 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !2, line: 11, size: 32, elements: !167)
!167 = !{!168, !170}
!168 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !166, file: !2, line: 11, baseType: !169, size: 16)
!169 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !166, file: !2, line: 11, baseType: !169, size: 16, offset: 16)
!171 = !DILocalVariable(name: "expr", scope: !33, file: !2, line: 104, type: !150)
!172 = !DILocalVariable(name: "e", scope: !173, file: !2, line: 105, type: !150)
!173 = distinct !DILexicalBlock(scope: !33, file: !2, line: 105, column: 3)
!174 = !DILocalVariable(name: "f", scope: !175, file: !2, line: 106, type: !85)
!175 = distinct !DILexicalBlock(scope: !176, file: !2, line: 105, column: 39)
!176 = distinct !DILexicalBlock(scope: !173, file: !2, line: 105, column: 3)
!177 = !DILocalVariable(name: "fns", scope: !33, file: !2, line: 109, type: !178)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !179, size: 192, elements: !180)
!179 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !86)
!180 = !{!155}
!181 = !DILocalVariable(name: "fact", scope: !33, file: !2, line: 116, type: !36)
!182 = !DILocalVariable(name: "i", scope: !183, file: !2, line: 117, type: !36)
!183 = distinct !DILexicalBlock(scope: !33, file: !2, line: 117, column: 3)
!184 = !DILocalVariable(name: "h", scope: !33, file: !2, line: 120, type: !185)
!185 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!186 = !DILocalVariable(name: "i", scope: !187, file: !2, line: 121, type: !185)
!187 = distinct !DILexicalBlock(scope: !33, file: !2, line: 121, column: 3)
!188 = !DILocalVariable(name: "w", scope: !189, file: !2, line: 125, type: !190)
!189 = distinct !DILexicalBlock(scope: !33, file: !2, line: 125, column: 3)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!191 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 416, elements: !192)
!192 = !{!193}
!193 = !DISubrange(count: 13)
!194 = !{i32 7, !"Dwarf Version", i32 5}
!195 = !{i32 2, !"Debug Info Version", i32 3}
!196 = !{i32 1, !"wchar_size", i32 4}
!197 = !{i32 8, !"PIC Level", i32 2}
!198 = !{i32 7, !"PIE Level", i32 2}
!199 = !{i32 7, !"uwtable", i32 2}
!200 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!201 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!202 = !DILocation(line: 0, scope: !33)
!203 = !DILocation(line: 101, column: 25, scope: !33)
!204 = !DILocation(line: 101, column: 3, scope: !33)
!205 = !DILocation(line: 102, column: 26, scope: !33)
!206 = !DILocation(line: 102, column: 3, scope: !33)
!207 = !DILocation(line: 0, scope: !173)
!208 = !DILocation(line: 105, column: 8, scope: !173)
!209 = !DILocation(line: 105, scope: !173)
!210 = !DILocation(line: 105, column: 30, scope: !176)
!211 = !{!212, !212, i64 0}
!212 = !{!"omnipotent char", !213, i64 0}
!213 = !{!"Simple C/C++ TBAA"}
!214 = !DILocation(line: 105, column: 3, scope: !173)
!215 = !DILocation(line: 110, column: 3, scope: !33)
!216 = !DILocation(line: 118, column: 35, scope: !33)
!217 = !DILocation(line: 118, column: 3, scope: !33)
!218 = !DILocation(line: 122, column: 3, scope: !33)
!219 = !DILocation(line: 123, column: 3, scope: !33)
!220 = !DILocation(line: 124, column: 3, scope: !33)
!221 = !DILocation(line: 0, scope: !189)
!222 = !DILocation(line: 125, column: 47, scope: !223)
!223 = distinct !DILexicalBlock(scope: !189, file: !2, line: 125, column: 3)
!224 = !DILocation(line: 126, column: 77, scope: !33)
!225 = !{!226, !227, i64 0}
!226 = !{!"", !227, i64 0, !212, i64 4, !228, i64 16}
!227 = !{!"int", !212, i64 0}
!228 = !{!"double", !212, i64 0}
!229 = !DILocation(line: 126, column: 93, scope: !33)
!230 = !{!226, !228, i64 16}
!231 = !DILocation(line: 126, column: 3, scope: !33)
!232 = !DILocation(line: 128, column: 3, scope: !33)
!233 = !DILocation(line: 129, column: 3, scope: !33)
!234 = !DILocation(line: 0, scope: !175)
!235 = !DILocation(line: 107, column: 22, scope: !175)
!236 = !DILocation(line: 107, column: 26, scope: !175)
!237 = !DILocation(line: 58, column: 50, scope: !238, inlinedAt: !247)
!238 = distinct !DILexicalBlock(scope: !239, file: !2, line: 58, column: 9)
!239 = distinct !DILexicalBlock(scope: !240, file: !2, line: 57, column: 3)
!240 = distinct !DILexicalBlock(scope: !241, file: !2, line: 57, column: 3)
!241 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 56, type: !242, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !244)
!242 = !DISubroutineType(types: !243)
!243 = !{!85, !4}
!244 = !{!245, !246}
!245 = !DILocalVariable(name: "c", arg: 1, scope: !241, file: !2, line: 56, type: !4)
!246 = !DILocalVariable(name: "i", scope: !240, file: !2, line: 57, type: !185)
!247 = distinct !DILocation(line: 106, column: 15, scope: !175)
!248 = !DILocation(line: 58, column: 9, scope: !238, inlinedAt: !247)
!249 = !{!250, !251, i64 8}
!250 = !{!"", !212, i64 0, !251, i64 8}
!251 = !{!"any pointer", !212, i64 0}
!252 = !DILocation(line: 107, column: 30, scope: !175)
!253 = !DILocation(line: 107, column: 5, scope: !175)
!254 = !DILocation(line: 105, column: 34, scope: !176)
!255 = !DILocation(line: 105, column: 3, scope: !176)
!256 = distinct !{!256, !214, !257, !258}
!257 = !DILocation(line: 108, column: 3, scope: !173)
!258 = !{!"llvm.loop.mustprogress"}
!259 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 5, type: !260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!260 = !DISubroutineType(types: !261)
!261 = !{!36, !150, null}
!262 = distinct !DISubprogram(name: "vsum", scope: !2, file: !2, line: 13, type: !263, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !265)
!263 = !DISubroutineType(types: !264)
!264 = !{!40, !150, null}
!265 = !{!266, !267, !278, !279, !280, !282, !287, !289}
!266 = !DILocalVariable(name: "fmt", arg: 1, scope: !262, file: !2, line: 13, type: !150)
!267 = !DILocalVariable(name: "ap", scope: !262, file: !2, line: 14, type: !268)
!268 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !2, line: 8, baseType: !269)
!269 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !270)
!270 = !DICompositeType(tag: DW_TAG_array_type, baseType: !271, size: 192, elements: !140)
!271 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !272)
!272 = !{!273, !274, !275, !277}
!273 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !271, file: !2, line: 14, baseType: !185, size: 32)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !271, file: !2, line: 14, baseType: !185, size: 32, offset: 32)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !271, file: !2, line: 14, baseType: !276, size: 64, offset: 64)
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !271, file: !2, line: 14, baseType: !276, size: 64, offset: 128)
!278 = !DILocalVariable(name: "ap2", scope: !262, file: !2, line: 14, type: !268)
!279 = !DILocalVariable(name: "total", scope: !262, file: !2, line: 15, type: !40)
!280 = !DILocalVariable(name: "f", scope: !281, file: !2, line: 18, type: !150)
!281 = distinct !DILexicalBlock(scope: !262, file: !2, line: 18, column: 3)
!282 = !DILocalVariable(name: "s", scope: !283, file: !2, line: 23, type: !150)
!283 = distinct !DILexicalBlock(scope: !284, file: !2, line: 23, column: 15)
!284 = distinct !DILexicalBlock(scope: !285, file: !2, line: 19, column: 17)
!285 = distinct !DILexicalBlock(scope: !286, file: !2, line: 18, column: 38)
!286 = distinct !DILexicalBlock(scope: !281, file: !2, line: 18, column: 3)
!287 = !DILocalVariable(name: "p", scope: !288, file: !2, line: 25, type: !166)
!288 = distinct !DILexicalBlock(scope: !284, file: !2, line: 25, column: 15)
!289 = !DILocalVariable(name: "first", scope: !262, file: !2, line: 31, type: !36)
!290 = distinct !DIAssignID()
!291 = !DILocation(line: 0, scope: !262)
!292 = distinct !DIAssignID()
!293 = !DILocation(line: 14, column: 3, scope: !262)
!294 = !DILocation(line: 16, column: 3, scope: !262)
!295 = !DILocation(line: 17, column: 3, scope: !262)
!296 = !DILocation(line: 0, scope: !281)
!297 = !DILocation(line: 18, column: 8, scope: !281)
!298 = !DILocation(line: 18, scope: !281)
!299 = !DILocation(line: 15, column: 13, scope: !262)
!300 = !DILocation(line: 18, column: 29, scope: !286)
!301 = !DILocation(line: 18, column: 3, scope: !281)
!302 = !DILocation(line: 29, column: 3, scope: !262)
!303 = !DILocation(line: 31, column: 31, scope: !262)
!304 = !DILocation(line: 20, column: 24, scope: !284)
!305 = distinct !DIAssignID()
!306 = distinct !DIAssignID()
!307 = !{!227, !227, i64 0}
!308 = !DILocation(line: 20, column: 21, scope: !284)
!309 = !DILocation(line: 20, column: 51, scope: !284)
!310 = !DILocation(line: 21, column: 24, scope: !284)
!311 = distinct !DIAssignID()
!312 = distinct !DIAssignID()
!313 = !{!314, !314, i64 0}
!314 = !{!"long long", !212, i64 0}
!315 = !DILocation(line: 21, column: 21, scope: !284)
!316 = !DILocation(line: 21, column: 57, scope: !284)
!317 = !DILocation(line: 22, column: 36, scope: !284)
!318 = distinct !DIAssignID()
!319 = distinct !DIAssignID()
!320 = !{!228, !228, i64 0}
!321 = !DILocation(line: 22, column: 65, scope: !284)
!322 = !DILocation(line: 22, column: 24, scope: !284)
!323 = !DILocation(line: 22, column: 21, scope: !284)
!324 = !DILocation(line: 22, column: 72, scope: !284)
!325 = !DILocation(line: 23, column: 33, scope: !283)
!326 = distinct !DIAssignID()
!327 = distinct !DIAssignID()
!328 = !{!251, !251, i64 0}
!329 = !DILocation(line: 0, scope: !283)
!330 = !DILocation(line: 23, column: 76, scope: !283)
!331 = !DILocation(line: 23, column: 69, scope: !283)
!332 = !DILocation(line: 23, column: 78, scope: !283)
!333 = !DILocation(line: 23, column: 82, scope: !283)
!334 = distinct !{!334, !331, !335, !258}
!335 = !DILocation(line: 23, column: 84, scope: !283)
!336 = !DILocation(line: 24, column: 30, scope: !284)
!337 = distinct !DIAssignID()
!338 = distinct !DIAssignID()
!339 = !DILocation(line: 24, column: 24, scope: !284)
!340 = !DILocation(line: 24, column: 21, scope: !284)
!341 = !DILocation(line: 24, column: 57, scope: !284)
!342 = !DILocation(line: 25, column: 31, scope: !288)
!343 = distinct !DIAssignID()
!344 = distinct !DIAssignID()
!345 = !{!346, !346, i64 0}
!346 = !{!"short", !212, i64 0}
!347 = !DILocation(line: 0, scope: !288)
!348 = !DILocation(line: 25, column: 73, scope: !288)
!349 = !DILocation(line: 25, column: 77, scope: !288)
!350 = !DILocation(line: 25, column: 85, scope: !288)
!351 = !DILocation(line: 25, column: 83, scope: !288)
!352 = !DILocation(line: 25, column: 70, scope: !288)
!353 = !DILocation(line: 18, column: 33, scope: !286)
!354 = !DILocation(line: 18, column: 3, scope: !286)
!355 = distinct !{!355, !301, !356, !258}
!356 = !DILocation(line: 28, column: 3, scope: !281)
!357 = distinct !DIAssignID()
!358 = distinct !DIAssignID()
!359 = !DILocation(line: 32, column: 3, scope: !262)
!360 = !DILocation(line: 33, column: 16, scope: !262)
!361 = !DILocation(line: 33, column: 25, scope: !262)
!362 = !DILocation(line: 33, column: 23, scope: !262)
!363 = !DILocation(line: 34, column: 1, scope: !262)
!364 = !DILocation(line: 33, column: 3, scope: !262)
!365 = distinct !DISubprogram(name: "forward", scope: !2, file: !2, line: 36, type: !366, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !368)
!366 = !DISubroutineType(types: !367)
!367 = !{!36, !36, null}
!368 = !{!369, !370, !371}
!369 = !DILocalVariable(name: "n", arg: 1, scope: !365, file: !2, line: 36, type: !36)
!370 = !DILocalVariable(name: "ap", scope: !365, file: !2, line: 37, type: !268)
!371 = !DILocalVariable(name: "r", scope: !365, file: !2, line: 39, type: !36)
!372 = distinct !DIAssignID()
!373 = !DILocation(line: 0, scope: !365)
!374 = !DILocation(line: 37, column: 3, scope: !365)
!375 = !DILocation(line: 38, column: 3, scope: !365)
!376 = !DILocation(line: 40, column: 32, scope: !365)
!377 = distinct !DIAssignID()
!378 = distinct !DIAssignID()
!379 = !DILocation(line: 40, column: 25, scope: !365)
!380 = !DILocation(line: 40, column: 30, scope: !365)
!381 = !DILocation(line: 41, column: 3, scope: !365)
!382 = !DILocation(line: 43, column: 1, scope: !365)
!383 = !DILocation(line: 42, column: 3, scope: !365)
!384 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 47, type: !87, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !385)
!385 = !{!386, !387}
!386 = !DILocalVariable(name: "a", arg: 1, scope: !384, file: !2, line: 47, type: !36)
!387 = !DILocalVariable(name: "b", arg: 2, scope: !384, file: !2, line: 47, type: !36)
!388 = !DILocation(line: 0, scope: !384)
!389 = !DILocation(line: 47, column: 44, scope: !384)
!390 = !DILocation(line: 47, column: 35, scope: !384)
!391 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 49, type: !87, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !392)
!392 = !{!393, !394}
!393 = !DILocalVariable(name: "a", arg: 1, scope: !391, file: !2, line: 49, type: !36)
!394 = !DILocalVariable(name: "b", arg: 2, scope: !391, file: !2, line: 49, type: !36)
!395 = !DILocation(line: 0, scope: !391)
!396 = !DILocation(line: 49, column: 44, scope: !391)
!397 = !DILocation(line: 49, column: 35, scope: !391)
!398 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 48, type: !87, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !399)
!399 = !{!400, !401}
!400 = !DILocalVariable(name: "a", arg: 1, scope: !398, file: !2, line: 48, type: !36)
!401 = !DILocalVariable(name: "b", arg: 2, scope: !398, file: !2, line: 48, type: !36)
!402 = !DILocation(line: 0, scope: !398)
!403 = !DILocation(line: 48, column: 44, scope: !398)
!404 = !DILocation(line: 48, column: 35, scope: !398)
!405 = distinct !DIAssignID()
!406 = !DILocation(line: 0, scope: !91)
!407 = !DILocation(line: 76, column: 3, scope: !91)
!408 = !DILocation(line: 77, column: 24, scope: !91)
!409 = !DILocation(line: 77, column: 1, scope: !91)
!410 = !DILocation(line: 77, column: 18, scope: !91)
!411 = !DILocation(line: 77, column: 10, scope: !91)
!412 = !DILocation(line: 77, column: 22, scope: !91)
!413 = !DILocation(line: 77, column: 36, scope: !91)
!414 = !DILocation(line: 78, column: 11, scope: !91)
!415 = !DILocation(line: 78, column: 1, scope: !91)
!416 = !DILocation(line: 78, column: 32, scope: !91)
!417 = !DILocation(line: 78, column: 29, scope: !91)
!418 = !DILocation(line: 78, column: 43, scope: !91)
!419 = !DILocation(line: 79, column: 11, scope: !91)
!420 = !DILocation(line: 79, column: 1, scope: !91)
!421 = !DILocation(line: 79, column: 32, scope: !91)
!422 = !DILocation(line: 79, column: 29, scope: !91)
!423 = !DILocation(line: 79, column: 43, scope: !91)
!424 = !DILocation(line: 80, column: 31, scope: !91)
!425 = !DILocation(line: 80, column: 1, scope: !91)
!426 = !DILocation(line: 80, column: 22, scope: !91)
!427 = !DILocation(line: 80, column: 10, scope: !91)
!428 = !DILocation(line: 80, column: 20, scope: !91)
!429 = !DILocation(line: 80, column: 39, scope: !91)
!430 = !DILocation(line: 80, column: 43, scope: !91)
!431 = !DILocation(line: 81, column: 26, scope: !109)
!432 = !DILocation(line: 81, column: 1, scope: !91)
!433 = !DILocation(line: 0, scope: !109)
!434 = !DILocation(line: 81, column: 35, scope: !435)
!435 = distinct !DILexicalBlock(scope: !109, file: !2, line: 81, column: 35)
!436 = !DILocation(line: 81, column: 35, scope: !109)
!437 = !DILocation(line: 81, column: 19, scope: !109)
!438 = !DILocation(line: 81, column: 48, scope: !435)
!439 = !DILocation(line: 81, scope: !109)
!440 = !DILocation(line: 81, column: 56, scope: !109)
!441 = !DILocation(line: 82, column: 1, scope: !91)
!442 = !DILocation(line: 82, column: 22, scope: !91)
!443 = !DILocation(line: 82, column: 26, scope: !91)
!444 = !DILocation(line: 83, column: 1, scope: !91)
!445 = !DILocation(line: 83, column: 20, scope: !113)
!446 = !DILocation(line: 0, scope: !113)
!447 = !DILocation(line: 83, column: 51, scope: !113)
!448 = !DILocation(line: 83, column: 49, scope: !113)
!449 = !DILocation(line: 83, column: 80, scope: !113)
!450 = !DILocation(line: 83, column: 85, scope: !113)
!451 = !DILocation(line: 84, column: 1, scope: !91)
!452 = !DILocation(line: 84, column: 17, scope: !91)
!453 = !DILocation(line: 84, column: 10, scope: !91)
!454 = !DISubprogram(name: "putchar", scope: !2, file: !2, line: 6, type: !455, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!455 = !DISubroutineType(types: !456)
!456 = !{!36, !36}
!457 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 50, type: !87, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !458)
!458 = !{!459, !460}
!459 = !DILocalVariable(name: "a", arg: 1, scope: !457, file: !2, line: 50, type: !36)
!460 = !DILocalVariable(name: "b", arg: 2, scope: !457, file: !2, line: 50, type: !36)
!461 = !DILocation(line: 0, scope: !457)
!462 = !DILocation(line: 50, column: 42, scope: !457)
!463 = !DILocation(line: 50, column: 48, scope: !457)
!464 = !DILocation(line: 50, column: 35, scope: !457)
