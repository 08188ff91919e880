; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, ptr }
%struct.__va_list = type { ptr }

@.str = private unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"ildscp\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"four\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"forward %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"+-*/%\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [7 x i8] c"%c:%d \00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1, !dbg !29
@main.prog = internal unnamed_addr constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4, !dbg !31
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1, !dbg !42
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1, !dbg !47
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1, !dbg !52
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 1, !dbg !126
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1, !dbg !57
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1, !dbg !62
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1, !dbg !64
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1, !dbg !69
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1, !dbg !151
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8, !dbg !156
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 4, !dbg !77
@run.dispatch = internal unnamed_addr constant [8 x ptr] [ptr blockaddress(@run, %11), ptr blockaddress(@run, %25), ptr blockaddress(@run, %31), ptr blockaddress(@run, %37), ptr blockaddress(@run, %43), ptr blockaddress(@run, %54), ptr blockaddress(@run, %63), ptr blockaddress(@run, %66)], align 4, !dbg !89
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !135
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !137
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !142

define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !33 {
    #dbg_value(i32 262147, !165, !DIExpression(), !202)
  %1 = tail call i64 (ptr, ...) @vsum(ptr nonnull poison, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef nonnull @.str.2, i32 noundef 65, [1 x i32] [i32 262147]), !dbg !203
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !204
  %3 = tail call i32 (i32, ...) @forward(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !205
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3), !dbg !206
    #dbg_value(ptr @.str.4, !171, !DIExpression(), !202)
    #dbg_value(ptr @.str.4, !172, !DIExpression(), !207)
  br label %5, !dbg !208

5:                                                ; preds = %33, %0
  %6 = phi ptr [ @.str.4, %0 ], [ %37, %33 ], !dbg !209
    #dbg_value(ptr %6, !172, !DIExpression(), !207)
  %7 = load i8, ptr %6, align 1, !dbg !210, !tbaa !211
  switch i8 %7, label %33 [
    i8 0, label %8
    i8 43, label %26
    i8 45, label %23
    i8 42, label %24
    i8 47, label %25
  ], !dbg !214

8:                                                ; preds = %5
    #dbg_value(ptr @op_add, !177, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !202)
    #dbg_value(ptr @op_mul, !177, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !202)
    #dbg_value(ptr @op_sub, !177, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !202)
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
  %20 = load double, ptr getelementptr inbounds (i8, ptr @init, i32 16), align 8, !dbg !229, !tbaa !230
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @buf2d, ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i32 5), ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i32 10), i32 noundef %19, ptr noundef nonnull getelementptr inbounds (i8, ptr @init, i32 4), double noundef %20, i32 noundef 6), !dbg !231
  %22 = tail call i32 @putchar(i32 noundef 10), !dbg !232
  ret i32 0, !dbg !233

23:                                               ; preds = %5
  br label %26, !dbg !234

24:                                               ; preds = %5
  br label %26, !dbg !234

25:                                               ; preds = %5
  br label %26, !dbg !234

26:                                               ; preds = %5, %23, %24, %25
  %27 = phi ptr [ getelementptr inbounds (i8, ptr @op_table, i32 8), %23 ], [ getelementptr inbounds (i8, ptr @op_table, i32 16), %24 ], [ getelementptr inbounds (i8, ptr @op_table, i32 24), %25 ], [ @op_table, %5 ], !dbg !245
  %28 = getelementptr inbounds i8, ptr %27, i32 4, !dbg !234
  %29 = load ptr, ptr %28, align 4, !dbg !234, !tbaa !246
    #dbg_value(ptr %29, !174, !DIExpression(), !249)
  %30 = icmp eq ptr %29, null, !dbg !250
  br i1 %30, label %33, label %31, !dbg !250

31:                                               ; preds = %26
  %32 = tail call i32 %29(i32 noundef 17, i32 noundef 5), !dbg !251
  br label %33, !dbg !250

33:                                               ; preds = %5, %26, %31
  %34 = phi i32 [ %32, %31 ], [ -1, %26 ], [ -1, %5 ], !dbg !250
  %35 = zext i8 %7 to i32, !dbg !252
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %35, i32 noundef %34), !dbg !253
  %37 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !254
    #dbg_value(ptr %37, !172, !DIExpression(), !207)
  br label %5, !dbg !255, !llvm.loop !256
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !259 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind
define internal i64 @vsum(ptr nocapture readnone %0, ...) unnamed_addr #3 !dbg !262 {
  %2 = alloca %struct.__va_list, align 4, !DIAssignID !286
    #dbg_assign(i1 undef, !267, !DIExpression(), !286, ptr %2, !DIExpression(), !287)
  %3 = alloca %struct.__va_list, align 4, !DIAssignID !288
    #dbg_assign(i1 undef, !274, !DIExpression(), !288, ptr %3, !DIExpression(), !287)
    #dbg_value(ptr @.str.1, !266, !DIExpression(), !287)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9, !dbg !289
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #9, !dbg !289
    #dbg_value(i64 0, !275, !DIExpression(), !287)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !290
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !291
    #dbg_value(ptr @.str.1, !276, !DIExpression(), !292)
  %4 = load ptr, ptr %2, align 4
  br label %5, !dbg !293

5:                                                ; preds = %65, %1
  %6 = phi ptr [ %4, %1 ], [ %66, %65 ]
  %7 = phi ptr [ @.str.1, %1 ], [ %68, %65 ], !dbg !294
  %8 = phi i64 [ 0, %1 ], [ %67, %65 ], !dbg !295
    #dbg_value(i64 %8, !275, !DIExpression(), !287)
    #dbg_value(ptr %7, !276, !DIExpression(), !292)
  %9 = load i8, ptr %7, align 1, !dbg !296, !tbaa !211
  switch i8 %9, label %65 [
    i8 0, label %10
    i8 105, label %17
    i8 108, label %22
    i8 100, label %28
    i8 115, label %36
    i8 99, label %48
    i8 112, label %54
  ], !dbg !297

10:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !298
  %11 = load ptr, ptr %3, align 4, !dbg !299
  %12 = getelementptr inbounds i8, ptr %11, i32 4, !dbg !299
  store ptr %12, ptr %3, align 4, !dbg !299, !DIAssignID !300
    #dbg_assign(ptr %12, !274, !DIExpression(), !300, ptr %3, !DIExpression(), !287)
  %13 = load i32, ptr %11, align 4, !dbg !299, !tbaa !301
    #dbg_value(i32 %13, !285, !DIExpression(), !287)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !302
  %14 = mul nsw i64 %8, 1000, !dbg !303
  %15 = sext i32 %13 to i64, !dbg !304
  %16 = add nsw i64 %14, %15, !dbg !305
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #9, !dbg !306
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9, !dbg !306
  ret i64 %16, !dbg !307

17:                                               ; preds = %5
  %18 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !308
  store ptr %18, ptr %2, align 4, !dbg !308, !DIAssignID !309
    #dbg_assign(ptr %18, !267, !DIExpression(), !309, ptr %2, !DIExpression(), !287)
  %19 = load i32, ptr %6, align 4, !dbg !308, !tbaa !301
  %20 = sext i32 %19 to i64, !dbg !308
  %21 = add nsw i64 %8, %20, !dbg !310
    #dbg_value(i64 %21, !275, !DIExpression(), !287)
  br label %65, !dbg !311

22:                                               ; preds = %5
  %23 = getelementptr inbounds i8, ptr %6, i32 7, !dbg !312
  %24 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %23, i32 -8), !dbg !312
  %25 = getelementptr inbounds i8, ptr %24, i32 8, !dbg !312
  store ptr %25, ptr %2, align 4, !dbg !312, !DIAssignID !313
    #dbg_assign(ptr %25, !267, !DIExpression(), !313, ptr %2, !DIExpression(), !287)
  %26 = load i64, ptr %24, align 8, !dbg !312, !tbaa !314
  %27 = add nsw i64 %26, %8, !dbg !316
    #dbg_value(i64 %27, !275, !DIExpression(), !287)
  br label %65, !dbg !317

28:                                               ; preds = %5
  %29 = getelementptr inbounds i8, ptr %6, i32 7, !dbg !318
  %30 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %29, i32 -8), !dbg !318
  %31 = getelementptr inbounds i8, ptr %30, i32 8, !dbg !318
  store ptr %31, ptr %2, align 4, !dbg !318, !DIAssignID !319
    #dbg_assign(ptr %31, !267, !DIExpression(), !319, ptr %2, !DIExpression(), !287)
  %32 = load double, ptr %30, align 8, !dbg !318, !tbaa !320
  %33 = fmul double %32, 1.000000e+01, !dbg !321
  %34 = fptosi double %33 to i64, !dbg !322
  %35 = add nsw i64 %8, %34, !dbg !323
    #dbg_value(i64 %35, !275, !DIExpression(), !287)
  br label %65, !dbg !324

36:                                               ; preds = %5
  %37 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !325
  store ptr %37, ptr %2, align 4, !dbg !325, !DIAssignID !326
    #dbg_assign(ptr %37, !267, !DIExpression(), !326, ptr %2, !DIExpression(), !287)
  %38 = load ptr, ptr %6, align 4, !dbg !325, !tbaa !327
    #dbg_value(ptr %38, !278, !DIExpression(), !328)
    #dbg_value(i64 %8, !275, !DIExpression(), !287)
    #dbg_value(ptr %38, !278, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !328)
  %39 = load i8, ptr %38, align 1, !dbg !329, !tbaa !211
  %40 = icmp eq i8 %39, 0, !dbg !330
  br i1 %40, label %65, label %41, !dbg !330

41:                                               ; preds = %36, %41
  %42 = phi i64 [ %45, %41 ], [ %8, %36 ]
  %43 = phi ptr [ %44, %41 ], [ %38, %36 ]
    #dbg_value(i64 %42, !275, !DIExpression(), !287)
    #dbg_value(ptr %43, !278, !DIExpression(), !328)
  %44 = getelementptr inbounds i8, ptr %43, i32 1, !dbg !331
    #dbg_value(ptr %44, !278, !DIExpression(), !328)
  %45 = add nsw i64 %42, 1, !dbg !332
    #dbg_value(i64 %45, !275, !DIExpression(), !287)
    #dbg_value(ptr %44, !278, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !328)
  %46 = load i8, ptr %44, align 1, !dbg !329, !tbaa !211
  %47 = icmp eq i8 %46, 0, !dbg !330
  br i1 %47, label %65, label %41, !dbg !330, !llvm.loop !333

48:                                               ; preds = %5
  %49 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !335
  store ptr %49, ptr %2, align 4, !dbg !335, !DIAssignID !336
    #dbg_assign(ptr %49, !267, !DIExpression(), !336, ptr %2, !DIExpression(), !287)
  %50 = load i32, ptr %6, align 4, !dbg !335, !tbaa !301
  %51 = and i32 %50, 255, !dbg !337
  %52 = zext nneg i32 %51 to i64, !dbg !337
  %53 = add nsw i64 %8, %52, !dbg !338
    #dbg_value(i64 %53, !275, !DIExpression(), !287)
  br label %65, !dbg !339

54:                                               ; preds = %5
  %55 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !340
  store ptr %55, ptr %2, align 4, !dbg !340, !DIAssignID !341
    #dbg_assign(ptr %55, !267, !DIExpression(), !341, ptr %2, !DIExpression(), !287)
  %56 = load i16, ptr %6, align 4, !dbg !340, !tbaa !342
  %57 = getelementptr inbounds i8, ptr %6, i32 2, !dbg !340
  %58 = load i16, ptr %57, align 2, !dbg !340, !tbaa !342
    #dbg_value(i16 %56, !283, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !344)
    #dbg_value(i16 %58, !283, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !344)
  %59 = sext i16 %56 to i32, !dbg !345
  %60 = mul nsw i32 %59, 100, !dbg !346
  %61 = sext i16 %58 to i32, !dbg !347
  %62 = add nsw i32 %60, %61, !dbg !348
  %63 = sext i32 %62 to i64, !dbg !345
  %64 = add nsw i64 %8, %63, !dbg !349
    #dbg_value(i64 %64, !275, !DIExpression(), !287)
  br label %65

65:                                               ; preds = %41, %36, %5, %17, %22, %28, %48, %54
  %66 = phi ptr [ %55, %54 ], [ %49, %48 ], [ %31, %28 ], [ %25, %22 ], [ %18, %17 ], [ %6, %5 ], [ %37, %36 ], [ %37, %41 ]
  %67 = phi i64 [ %64, %54 ], [ %53, %48 ], [ %35, %28 ], [ %27, %22 ], [ %21, %17 ], [ %8, %5 ], [ %8, %36 ], [ %45, %41 ], !dbg !287
    #dbg_value(i64 %67, !275, !DIExpression(), !287)
  %68 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !350
    #dbg_value(ptr %68, !276, !DIExpression(), !292)
  br label %5, !dbg !351, !llvm.loop !352
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 !dbg !354 {
  %2 = alloca %struct.__va_list, align 4, !DIAssignID !361
    #dbg_assign(i1 undef, !359, !DIExpression(), !361, ptr %2, !DIExpression(), !362)
    #dbg_value(i32 4, !358, !DIExpression(), !362)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9, !dbg !363
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !364
    #dbg_value(i32 0, !360, !DIExpression(), !362)
  %3 = load ptr, ptr %2, align 4
    #dbg_value(i32 0, !360, !DIExpression(), !362)
    #dbg_value(i32 4, !358, !DIExpression(), !362)
    #dbg_value(i32 4, !358, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !362)
    #dbg_value(i32 0, !360, !DIExpression(), !362)
    #dbg_value(i32 4, !358, !DIExpression(), !362)
    #dbg_value(i32 3, !358, !DIExpression(), !362)
  %4 = getelementptr inbounds i8, ptr %3, i32 4, !dbg !365
  store ptr %4, ptr %2, align 4, !dbg !365, !DIAssignID !366
    #dbg_assign(ptr %4, !359, !DIExpression(), !366, ptr %2, !DIExpression(), !362)
  %5 = load i32, ptr %3, align 4, !dbg !365, !tbaa !301
    #dbg_value(i32 %5, !360, !DIExpression(), !362)
    #dbg_value(i32 3, !358, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !362)
    #dbg_value(i32 3, !358, !DIExpression(), !362)
    #dbg_value(i32 2, !358, !DIExpression(), !362)
  %6 = mul nsw i32 %5, 31, !dbg !367
  %7 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !365
    #dbg_assign(ptr %7, !359, !DIExpression(), !366, ptr %2, !DIExpression(), !362)
  %8 = load i32, ptr %4, align 4, !dbg !365, !tbaa !301
  %9 = add nsw i32 %8, %6, !dbg !368
    #dbg_value(i32 %9, !360, !DIExpression(), !362)
    #dbg_value(i32 2, !358, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !362)
    #dbg_value(i32 2, !358, !DIExpression(), !362)
    #dbg_value(i32 1, !358, !DIExpression(), !362)
  %10 = mul nsw i32 %9, 31, !dbg !367
  %11 = getelementptr inbounds i8, ptr %3, i32 12, !dbg !365
    #dbg_assign(ptr %11, !359, !DIExpression(), !366, ptr %2, !DIExpression(), !362)
  %12 = load i32, ptr %7, align 4, !dbg !365, !tbaa !301
  %13 = add nsw i32 %12, %10, !dbg !368
    #dbg_value(i32 %13, !360, !DIExpression(), !362)
    #dbg_value(i32 1, !358, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !362)
    #dbg_value(i32 1, !358, !DIExpression(), !362)
    #dbg_value(i32 0, !358, !DIExpression(), !362)
  %14 = mul nsw i32 %13, 31, !dbg !367
  %15 = getelementptr inbounds i8, ptr %3, i32 16, !dbg !365
  store ptr %15, ptr %2, align 4, !dbg !365, !DIAssignID !366
    #dbg_assign(ptr %15, !359, !DIExpression(), !366, ptr %2, !DIExpression(), !362)
  %16 = load i32, ptr %11, align 4, !dbg !365, !tbaa !301
  %17 = add nsw i32 %16, %14, !dbg !368
    #dbg_value(i32 %17, !360, !DIExpression(), !362)
    #dbg_value(i32 0, !358, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !362)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !369
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9, !dbg !370
  ret i32 %17, !dbg !371
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #5 !dbg !372 {
    #dbg_value(i32 %0, !374, !DIExpression(), !376)
    #dbg_value(i32 %1, !375, !DIExpression(), !376)
  %3 = add nsw i32 %1, %0, !dbg !377
  ret i32 %3, !dbg !378
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #5 !dbg !379 {
    #dbg_value(i32 %0, !381, !DIExpression(), !383)
    #dbg_value(i32 %1, !382, !DIExpression(), !383)
  %3 = mul nsw i32 %1, %0, !dbg !384
  ret i32 %3, !dbg !385
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #5 !dbg !386 {
    #dbg_value(i32 %0, !388, !DIExpression(), !390)
    #dbg_value(i32 %1, !389, !DIExpression(), !390)
  %3 = sub nsw i32 %0, %1, !dbg !391
  ret i32 %3, !dbg !392
}

; Function Attrs: nofree norecurse nosync nounwind memory(none)
define internal fastcc i32 @run(ptr nocapture readnone %0) #6 !dbg !91 {
  %2 = alloca [16 x i32], align 4, !DIAssignID !393
    #dbg_assign(i1 undef, !97, !DIExpression(), !393, ptr %2, !DIExpression(), !394)
    #dbg_value(ptr @main.prog, !96, !DIExpression(), !394)
    #dbg_value(i32 0, !101, !DIExpression(), !394)
    #dbg_value(i32 0, !102, !DIExpression(), !394)
    #dbg_value(i32 1, !102, !DIExpression(), !394)
  br label %3, !dbg !395

3:                                                ; preds = %18, %1
  %4 = phi i32 [ 1, %1 ], [ %20, %18 ]
  %5 = phi i32 [ 0, %1 ], [ %21, %18 ]
  %6 = phi ptr [ blockaddress(@run, %11), %1 ], [ %24, %18 ]
  %7 = add nsw i32 %5, -1
  %8 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %7
  %9 = add nsw i32 %5, -2
  %10 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %9
  br label %68

11:                                               ; preds = %68
    #dbg_label(!103, !396)
    #dbg_value(i32 %69, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !394)
  %12 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !397
  %13 = load i32, ptr %12, align 4, !dbg !397, !tbaa !301
  %14 = add nsw i32 %5, 1, !dbg !398
    #dbg_value(i32 %14, !101, !DIExpression(), !394)
  %15 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %5, !dbg !399
  store i32 %13, ptr %15, align 4, !dbg !400, !tbaa !301
  %16 = add nsw i32 %69, 2, !dbg !401
    #dbg_value(i32 %16, !102, !DIExpression(), !394)
  %17 = getelementptr i8, ptr %12, i32 4, !dbg !401
  br label %18, !dbg !401

18:                                               ; preds = %11, %50, %37, %31, %25
  %19 = phi ptr [ %17, %11 ], [ %53, %50 ], [ %42, %37 ], [ %36, %31 ], [ %30, %25 ]
  %20 = phi i32 [ %16, %11 ], [ %52, %50 ], [ %41, %37 ], [ %35, %31 ], [ %29, %25 ]
  %21 = phi i32 [ %14, %11 ], [ %7, %50 ], [ %40, %37 ], [ %7, %31 ], [ %7, %25 ]
  %22 = load i32, ptr %19, align 4, !dbg !394, !tbaa !301
  %23 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %22, !dbg !394
  %24 = load ptr, ptr %23, align 4, !dbg !394, !tbaa !327
  br label %3

25:                                               ; preds = %68
    #dbg_label(!104, !402)
    #dbg_value(i32 %7, !101, !DIExpression(), !394)
  %26 = load i32, ptr %8, align 4, !dbg !403, !tbaa !301
  %27 = load i32, ptr %10, align 4, !dbg !404, !tbaa !301
  %28 = add nsw i32 %27, %26, !dbg !404
  store i32 %28, ptr %10, align 4, !dbg !404, !tbaa !301
  %29 = add nsw i32 %69, 1, !dbg !405
    #dbg_value(i32 %29, !102, !DIExpression(), !394)
  %30 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !405
  br label %18, !dbg !405

31:                                               ; preds = %68
    #dbg_label(!105, !406)
    #dbg_value(i32 %7, !101, !DIExpression(), !394)
  %32 = load i32, ptr %8, align 4, !dbg !407, !tbaa !301
  %33 = load i32, ptr %10, align 4, !dbg !408, !tbaa !301
  %34 = mul nsw i32 %33, %32, !dbg !408
  store i32 %34, ptr %10, align 4, !dbg !408, !tbaa !301
  %35 = add nsw i32 %69, 1, !dbg !409
    #dbg_value(i32 %35, !102, !DIExpression(), !394)
  %36 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !409
  br label %18, !dbg !409

37:                                               ; preds = %68
    #dbg_label(!106, !410)
  %38 = load i32, ptr %10, align 4, !dbg !411, !tbaa !301
  %39 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %5, !dbg !412
  store i32 %38, ptr %39, align 4, !dbg !413, !tbaa !301
  %40 = add nsw i32 %5, 1, !dbg !414
    #dbg_value(i32 %40, !101, !DIExpression(), !394)
  %41 = add nsw i32 %69, 1, !dbg !415
    #dbg_value(i32 %41, !102, !DIExpression(), !394)
  %42 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !415
  br label %18, !dbg !415

43:                                               ; preds = %68
    #dbg_label(!107, !416)
  %44 = add nsw i32 %69, 1, !dbg !417
    #dbg_value(i32 %44, !102, !DIExpression(), !394)
    #dbg_value(i32 poison, !108, !DIExpression(), !418)
    #dbg_value(i32 %7, !101, !DIExpression(), !394)
  %45 = load i32, ptr %8, align 4, !dbg !419, !tbaa !301
  %46 = icmp eq i32 %45, 0, !dbg !419
  br i1 %46, label %50, label %47, !dbg !421

47:                                               ; preds = %43
  %48 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !422
  %49 = load i32, ptr %48, align 4, !dbg !422, !tbaa !301
    #dbg_value(i32 %49, !108, !DIExpression(), !418)
    #dbg_value(i32 %49, !102, !DIExpression(), !394)
  br label %50, !dbg !423

50:                                               ; preds = %47, %43
  %51 = phi i32 [ %49, %47 ], [ %44, %43 ], !dbg !424
    #dbg_value(i32 %51, !102, !DIExpression(), !394)
  %52 = add nsw i32 %51, 1, !dbg !425
    #dbg_value(i32 %52, !102, !DIExpression(), !394)
  %53 = getelementptr inbounds i32, ptr @main.prog, i32 %51, !dbg !425
  br label %18, !dbg !425

54:                                               ; preds = %68
    #dbg_label(!110, !426)
  %55 = load i32, ptr %8, align 4, !dbg !427, !tbaa !301
  %56 = add nsw i32 %55, -1, !dbg !427
  store i32 %56, ptr %8, align 4, !dbg !427, !tbaa !301
    #dbg_value(i32 %69, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !394)
  br label %57, !dbg !428

57:                                               ; preds = %54, %63
  %58 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !394
  %59 = load i32, ptr %58, align 4, !dbg !394, !tbaa !301
  %60 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %59, !dbg !394
  %61 = load ptr, ptr %60, align 4, !dbg !394, !tbaa !327
  %62 = add nsw i32 %69, 1, !dbg !394
  br label %68

63:                                               ; preds = %68
    #dbg_label(!111, !429)
  %64 = load i32, ptr %8, align 4, !dbg !430, !tbaa !301
    #dbg_value(i32 %64, !112, !DIExpression(), !431)
  %65 = load i32, ptr %10, align 4, !dbg !432, !tbaa !301
  store i32 %65, ptr %8, align 4, !dbg !433, !tbaa !301
  store i32 %64, ptr %10, align 4, !dbg !434, !tbaa !301
    #dbg_value(i32 %69, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !394)
  br label %57, !dbg !435

66:                                               ; preds = %68
    #dbg_label(!114, !436)
  %67 = load i32, ptr %8, align 4, !dbg !437, !tbaa !301
  ret i32 %67, !dbg !438

68:                                               ; preds = %57, %3
  %69 = phi i32 [ %4, %3 ], [ %62, %57 ], !dbg !394
  %70 = phi ptr [ %6, %3 ], [ %61, %57 ]
    #dbg_value(i32 %5, !101, !DIExpression(), !394)
    #dbg_value(i32 %69, !102, !DIExpression(), !394)
  indirectbr ptr %70, [label %11, label %25, label %31, label %37, label %43, label %54, label %63, label %66]
}

; Function Attrs: nofree nounwind
declare !dbg !439 noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i32(ptr, i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal noundef i32 @op_div(i32 noundef %0, i32 noundef %1) #5 !dbg !442 {
    #dbg_value(i32 %0, !444, !DIExpression(), !446)
    #dbg_value(i32 %1, !445, !DIExpression(), !446)
  %3 = icmp eq i32 %1, 0, !dbg !447
  br i1 %3, label %6, label %4, !dbg !447

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1, !dbg !448
  br label %6, !dbg !447

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ], !dbg !447
  ret i32 %7, !dbg !449
}

attributes #0 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree norecurse nosync nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nofree norecurse nosync nounwind memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!194, !195, !196, !197, !198, !199, !200}
!llvm.ident = !{!201}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "7bb1590e12c60aa33423d06d96fcbad7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 256, elements: !67)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 52, size: 64, elements: !82)
!82 = !{!83, !84}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "sym", scope: !81, file: !2, line: 52, baseType: !4, size: 8)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !81, file: !2, line: 52, baseType: !85, size: 32, offset: 32)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !2, line: 46, baseType: !86)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 32)
!87 = !DISubroutineType(types: !88)
!88 = !{!36, !36, !36}
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "dispatch", scope: !91, file: !2, line: 72, type: !115, isLocal: true, isDefinition: true)
!91 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 71, type: !92, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !95)
!92 = !DISubroutineType(types: !93)
!93 = !{!36, !94}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 32)
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
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 256, elements: !118)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 32)
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
!148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 160, elements: !15)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 32)
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
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !179, size: 96, elements: !180)
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
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 32)
!191 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 416, elements: !192)
!192 = !{!193}
!193 = !DISubrange(count: 13)
!194 = !{i32 7, !"Dwarf Version", i32 5}
!195 = !{i32 2, !"Debug Info Version", i32 3}
!196 = !{i32 1, !"wchar_size", i32 4}
!197 = !{i32 1, !"min_enum_size", i32 4}
!198 = !{i32 8, !"PIC Level", i32 2}
!199 = !{i32 7, !"PIE Level", i32 2}
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
!234 = !DILocation(line: 58, column: 50, scope: !235, inlinedAt: !244)
!235 = distinct !DILexicalBlock(scope: !236, file: !2, line: 58, column: 9)
!236 = distinct !DILexicalBlock(scope: !237, file: !2, line: 57, column: 3)
!237 = distinct !DILexicalBlock(scope: !238, file: !2, line: 57, column: 3)
!238 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 56, type: !239, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !241)
!239 = !DISubroutineType(types: !240)
!240 = !{!85, !4}
!241 = !{!242, !243}
!242 = !DILocalVariable(name: "c", arg: 1, scope: !238, file: !2, line: 56, type: !4)
!243 = !DILocalVariable(name: "i", scope: !237, file: !2, line: 57, type: !185)
!244 = distinct !DILocation(line: 106, column: 15, scope: !175)
!245 = !DILocation(line: 58, column: 9, scope: !235, inlinedAt: !244)
!246 = !{!247, !248, i64 4}
!247 = !{!"", !212, i64 0, !248, i64 4}
!248 = !{!"any pointer", !212, i64 0}
!249 = !DILocation(line: 0, scope: !175)
!250 = !DILocation(line: 107, column: 26, scope: !175)
!251 = !DILocation(line: 107, column: 30, scope: !175)
!252 = !DILocation(line: 107, column: 22, scope: !175)
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
!265 = !{!266, !267, !274, !275, !276, !278, !283, !285}
!266 = !DILocalVariable(name: "fmt", arg: 1, scope: !262, file: !2, line: 13, type: !150)
!267 = !DILocalVariable(name: "ap", scope: !262, file: !2, line: 14, type: !268)
!268 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !2, line: 8, baseType: !269)
!269 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !270)
!270 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", size: 32, elements: !271)
!271 = !{!272}
!272 = !DIDerivedType(tag: DW_TAG_member, name: "__ap", scope: !270, file: !2, line: 14, baseType: !273, size: 32)
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!274 = !DILocalVariable(name: "ap2", scope: !262, file: !2, line: 14, type: !268)
!275 = !DILocalVariable(name: "total", scope: !262, file: !2, line: 15, type: !40)
!276 = !DILocalVariable(name: "f", scope: !277, file: !2, line: 18, type: !150)
!277 = distinct !DILexicalBlock(scope: !262, file: !2, line: 18, column: 3)
!278 = !DILocalVariable(name: "s", scope: !279, file: !2, line: 23, type: !150)
!279 = distinct !DILexicalBlock(scope: !280, file: !2, line: 23, column: 15)
!280 = distinct !DILexicalBlock(scope: !281, file: !2, line: 19, column: 17)
!281 = distinct !DILexicalBlock(scope: !282, file: !2, line: 18, column: 38)
!282 = distinct !DILexicalBlock(scope: !277, file: !2, line: 18, column: 3)
!283 = !DILocalVariable(name: "p", scope: !284, file: !2, line: 25, type: !166)
!284 = distinct !DILexicalBlock(scope: !280, file: !2, line: 25, column: 15)
!285 = !DILocalVariable(name: "first", scope: !262, file: !2, line: 31, type: !36)
!286 = distinct !DIAssignID()
!287 = !DILocation(line: 0, scope: !262)
!288 = distinct !DIAssignID()
!289 = !DILocation(line: 14, column: 3, scope: !262)
!290 = !DILocation(line: 16, column: 3, scope: !262)
!291 = !DILocation(line: 17, column: 3, scope: !262)
!292 = !DILocation(line: 0, scope: !277)
!293 = !DILocation(line: 18, column: 8, scope: !277)
!294 = !DILocation(line: 18, scope: !277)
!295 = !DILocation(line: 15, column: 13, scope: !262)
!296 = !DILocation(line: 18, column: 29, scope: !282)
!297 = !DILocation(line: 18, column: 3, scope: !277)
!298 = !DILocation(line: 29, column: 3, scope: !262)
!299 = !DILocation(line: 31, column: 31, scope: !262)
!300 = distinct !DIAssignID()
!301 = !{!227, !227, i64 0}
!302 = !DILocation(line: 32, column: 3, scope: !262)
!303 = !DILocation(line: 33, column: 16, scope: !262)
!304 = !DILocation(line: 33, column: 25, scope: !262)
!305 = !DILocation(line: 33, column: 23, scope: !262)
!306 = !DILocation(line: 34, column: 1, scope: !262)
!307 = !DILocation(line: 33, column: 3, scope: !262)
!308 = !DILocation(line: 20, column: 24, scope: !280)
!309 = distinct !DIAssignID()
!310 = !DILocation(line: 20, column: 21, scope: !280)
!311 = !DILocation(line: 20, column: 51, scope: !280)
!312 = !DILocation(line: 21, column: 24, scope: !280)
!313 = distinct !DIAssignID()
!314 = !{!315, !315, i64 0}
!315 = !{!"long long", !212, i64 0}
!316 = !DILocation(line: 21, column: 21, scope: !280)
!317 = !DILocation(line: 21, column: 57, scope: !280)
!318 = !DILocation(line: 22, column: 36, scope: !280)
!319 = distinct !DIAssignID()
!320 = !{!228, !228, i64 0}
!321 = !DILocation(line: 22, column: 65, scope: !280)
!322 = !DILocation(line: 22, column: 24, scope: !280)
!323 = !DILocation(line: 22, column: 21, scope: !280)
!324 = !DILocation(line: 22, column: 72, scope: !280)
!325 = !DILocation(line: 23, column: 33, scope: !279)
!326 = distinct !DIAssignID()
!327 = !{!248, !248, i64 0}
!328 = !DILocation(line: 0, scope: !279)
!329 = !DILocation(line: 23, column: 76, scope: !279)
!330 = !DILocation(line: 23, column: 69, scope: !279)
!331 = !DILocation(line: 23, column: 78, scope: !279)
!332 = !DILocation(line: 23, column: 82, scope: !279)
!333 = distinct !{!333, !330, !334, !258}
!334 = !DILocation(line: 23, column: 84, scope: !279)
!335 = !DILocation(line: 24, column: 30, scope: !280)
!336 = distinct !DIAssignID()
!337 = !DILocation(line: 24, column: 24, scope: !280)
!338 = !DILocation(line: 24, column: 21, scope: !280)
!339 = !DILocation(line: 24, column: 57, scope: !280)
!340 = !DILocation(line: 25, column: 31, scope: !284)
!341 = distinct !DIAssignID()
!342 = !{!343, !343, i64 0}
!343 = !{!"short", !212, i64 0}
!344 = !DILocation(line: 0, scope: !284)
!345 = !DILocation(line: 25, column: 73, scope: !284)
!346 = !DILocation(line: 25, column: 77, scope: !284)
!347 = !DILocation(line: 25, column: 85, scope: !284)
!348 = !DILocation(line: 25, column: 83, scope: !284)
!349 = !DILocation(line: 25, column: 70, scope: !284)
!350 = !DILocation(line: 18, column: 33, scope: !282)
!351 = !DILocation(line: 18, column: 3, scope: !282)
!352 = distinct !{!352, !297, !353, !258}
!353 = !DILocation(line: 28, column: 3, scope: !277)
!354 = distinct !DISubprogram(name: "forward", scope: !2, file: !2, line: 36, type: !355, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !357)
!355 = !DISubroutineType(types: !356)
!356 = !{!36, !36, null}
!357 = !{!358, !359, !360}
!358 = !DILocalVariable(name: "n", arg: 1, scope: !354, file: !2, line: 36, type: !36)
!359 = !DILocalVariable(name: "ap", scope: !354, file: !2, line: 37, type: !268)
!360 = !DILocalVariable(name: "r", scope: !354, file: !2, line: 39, type: !36)
!361 = distinct !DIAssignID()
!362 = !DILocation(line: 0, scope: !354)
!363 = !DILocation(line: 37, column: 3, scope: !354)
!364 = !DILocation(line: 38, column: 3, scope: !354)
!365 = !DILocation(line: 40, column: 32, scope: !354)
!366 = distinct !DIAssignID()
!367 = !DILocation(line: 40, column: 25, scope: !354)
!368 = !DILocation(line: 40, column: 30, scope: !354)
!369 = !DILocation(line: 41, column: 3, scope: !354)
!370 = !DILocation(line: 43, column: 1, scope: !354)
!371 = !DILocation(line: 42, column: 3, scope: !354)
!372 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 47, type: !87, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !373)
!373 = !{!374, !375}
!374 = !DILocalVariable(name: "a", arg: 1, scope: !372, file: !2, line: 47, type: !36)
!375 = !DILocalVariable(name: "b", arg: 2, scope: !372, file: !2, line: 47, type: !36)
!376 = !DILocation(line: 0, scope: !372)
!377 = !DILocation(line: 47, column: 44, scope: !372)
!378 = !DILocation(line: 47, column: 35, scope: !372)
!379 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 49, type: !87, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !380)
!380 = !{!381, !382}
!381 = !DILocalVariable(name: "a", arg: 1, scope: !379, file: !2, line: 49, type: !36)
!382 = !DILocalVariable(name: "b", arg: 2, scope: !379, file: !2, line: 49, type: !36)
!383 = !DILocation(line: 0, scope: !379)
!384 = !DILocation(line: 49, column: 44, scope: !379)
!385 = !DILocation(line: 49, column: 35, scope: !379)
!386 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 48, type: !87, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !387)
!387 = !{!388, !389}
!388 = !DILocalVariable(name: "a", arg: 1, scope: !386, file: !2, line: 48, type: !36)
!389 = !DILocalVariable(name: "b", arg: 2, scope: !386, file: !2, line: 48, type: !36)
!390 = !DILocation(line: 0, scope: !386)
!391 = !DILocation(line: 48, column: 44, scope: !386)
!392 = !DILocation(line: 48, column: 35, scope: !386)
!393 = distinct !DIAssignID()
!394 = !DILocation(line: 0, scope: !91)
!395 = !DILocation(line: 76, column: 3, scope: !91)
!396 = !DILocation(line: 77, column: 1, scope: !91)
!397 = !DILocation(line: 77, column: 24, scope: !91)
!398 = !DILocation(line: 77, column: 18, scope: !91)
!399 = !DILocation(line: 77, column: 10, scope: !91)
!400 = !DILocation(line: 77, column: 22, scope: !91)
!401 = !DILocation(line: 77, column: 36, scope: !91)
!402 = !DILocation(line: 78, column: 1, scope: !91)
!403 = !DILocation(line: 78, column: 32, scope: !91)
!404 = !DILocation(line: 78, column: 29, scope: !91)
!405 = !DILocation(line: 78, column: 43, scope: !91)
!406 = !DILocation(line: 79, column: 1, scope: !91)
!407 = !DILocation(line: 79, column: 32, scope: !91)
!408 = !DILocation(line: 79, column: 29, scope: !91)
!409 = !DILocation(line: 79, column: 43, scope: !91)
!410 = !DILocation(line: 80, column: 1, scope: !91)
!411 = !DILocation(line: 80, column: 22, scope: !91)
!412 = !DILocation(line: 80, column: 10, scope: !91)
!413 = !DILocation(line: 80, column: 20, scope: !91)
!414 = !DILocation(line: 80, column: 39, scope: !91)
!415 = !DILocation(line: 80, column: 43, scope: !91)
!416 = !DILocation(line: 81, column: 1, scope: !91)
!417 = !DILocation(line: 81, column: 26, scope: !109)
!418 = !DILocation(line: 0, scope: !109)
!419 = !DILocation(line: 81, column: 35, scope: !420)
!420 = distinct !DILexicalBlock(scope: !109, file: !2, line: 81, column: 35)
!421 = !DILocation(line: 81, column: 35, scope: !109)
!422 = !DILocation(line: 81, column: 19, scope: !109)
!423 = !DILocation(line: 81, column: 48, scope: !420)
!424 = !DILocation(line: 81, scope: !109)
!425 = !DILocation(line: 81, column: 56, scope: !109)
!426 = !DILocation(line: 82, column: 1, scope: !91)
!427 = !DILocation(line: 82, column: 22, scope: !91)
!428 = !DILocation(line: 82, column: 26, scope: !91)
!429 = !DILocation(line: 83, column: 1, scope: !91)
!430 = !DILocation(line: 83, column: 20, scope: !113)
!431 = !DILocation(line: 0, scope: !113)
!432 = !DILocation(line: 83, column: 51, scope: !113)
!433 = !DILocation(line: 83, column: 49, scope: !113)
!434 = !DILocation(line: 83, column: 80, scope: !113)
!435 = !DILocation(line: 83, column: 85, scope: !113)
!436 = !DILocation(line: 84, column: 1, scope: !91)
!437 = !DILocation(line: 84, column: 17, scope: !91)
!438 = !DILocation(line: 84, column: 10, scope: !91)
!439 = !DISubprogram(name: "putchar", scope: !2, file: !2, line: 6, type: !440, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!440 = !DISubroutineType(types: !441)
!441 = !{!36, !36}
!442 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 50, type: !87, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !443)
!443 = !{!444, !445}
!444 = !DILocalVariable(name: "a", arg: 1, scope: !442, file: !2, line: 50, type: !36)
!445 = !DILocalVariable(name: "b", arg: 2, scope: !442, file: !2, line: 50, type: !36)
!446 = !DILocation(line: 0, scope: !442)
!447 = !DILocation(line: 50, column: 42, scope: !442)
!448 = !DILocation(line: 50, column: 48, scope: !442)
!449 = !DILocation(line: 50, column: 35, scope: !442)
