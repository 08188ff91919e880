; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, ptr }

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
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 4, !dbg !156
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 4, !dbg !77
@run.dispatch = internal unnamed_addr constant [8 x ptr] [ptr blockaddress(@run, %11), ptr blockaddress(@run, %25), ptr blockaddress(@run, %31), ptr blockaddress(@run, %37), ptr blockaddress(@run, %43), ptr blockaddress(@run, %54), ptr blockaddress(@run, %63), ptr blockaddress(@run, %66)], align 4, !dbg !89
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !135
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !137
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !142

; Function Attrs: ssp
define noundef i32 @main() local_unnamed_addr #0 !dbg !33 {
    #dbg_value(i32 262147, !165, !DIExpression(), !201)
  %1 = tail call i64 (ptr, ...) @vsum(ptr nonnull poison, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef nonnull @.str.2, i32 noundef 65, [1 x i32] [i32 262147]), !dbg !202
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !203
  %3 = tail call i32 (i32, ...) @forward(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !204
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3), !dbg !205
    #dbg_value(ptr @.str.4, !171, !DIExpression(), !201)
    #dbg_value(ptr @.str.4, !172, !DIExpression(), !206)
  br label %5, !dbg !207

5:                                                ; preds = %36, %0
  %6 = phi ptr [ @.str.4, %0 ], [ %40, %36 ], !dbg !208
    #dbg_value(ptr %6, !172, !DIExpression(), !206)
  %7 = load i8, ptr %6, align 1, !dbg !209, !tbaa !210
  switch i8 %7, label %23 [
    i8 0, label %8
    i8 43, label %28
    i8 45, label %25
    i8 42, label %26
    i8 47, label %27
  ], !dbg !213

8:                                                ; preds = %5
    #dbg_value(ptr @op_add, !177, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !201)
    #dbg_value(ptr @op_mul, !177, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !201)
    #dbg_value(ptr @op_sub, !177, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !201)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 54), !dbg !214
    #dbg_value(i32 1, !181, !DIExpression(), !201)
    #dbg_value(i32 poison, !181, !DIExpression(), !201)
  %10 = tail call fastcc i32 @run(ptr nonnull poison), !dbg !215
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %10, i32 noundef 120), !dbg !216
    #dbg_value(i32 -2128831035, !184, !DIExpression(), !201)
    #dbg_value(i32 poison, !184, !DIExpression(), !201)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 39, i32 noundef -1837022641), !dbg !217
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @utf8, i32 noundef 23), !dbg !218
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 128, i32 noundef 255, i32 noundef 39), !dbg !219
    #dbg_value(ptr poison, !188, !DIExpression(), !220)
    #dbg_value(ptr poison, !188, !DIExpression(), !220)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.14), !dbg !221
    #dbg_value(ptr poison, !188, !DIExpression(), !220)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.15), !dbg !221
    #dbg_value(ptr poison, !188, !DIExpression(), !220)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.16), !dbg !221
    #dbg_value(ptr poison, !188, !DIExpression(), !220)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.12), !dbg !221
    #dbg_value(ptr poison, !188, !DIExpression(), !220)
  %19 = load i32, ptr @init, align 4, !dbg !223, !tbaa !224
  %20 = load double, ptr getelementptr inbounds (i8, ptr @init, i32 12), align 4, !dbg !228, !tbaa !229
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @buf2d, ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i32 5), ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i32 10), i32 noundef %19, ptr noundef nonnull getelementptr inbounds (i8, ptr @init, i32 4), double noundef %20, i32 noundef 6), !dbg !230
  %22 = tail call i32 @putchar(i32 noundef 10), !dbg !231
  ret i32 0, !dbg !232

23:                                               ; preds = %5
    #dbg_value(ptr null, !174, !DIExpression(), !233)
  %24 = sext i8 %7 to i32, !dbg !234
  br label %36, !dbg !235

25:                                               ; preds = %5
  br label %28, !dbg !236

26:                                               ; preds = %5
  br label %28, !dbg !236

27:                                               ; preds = %5
  br label %28, !dbg !236

28:                                               ; preds = %5, %25, %26, %27
  %29 = phi ptr [ getelementptr inbounds (i8, ptr @op_table, i32 8), %25 ], [ getelementptr inbounds (i8, ptr @op_table, i32 16), %26 ], [ getelementptr inbounds (i8, ptr @op_table, i32 24), %27 ], [ @op_table, %5 ], !dbg !247
  %30 = getelementptr inbounds i8, ptr %29, i32 4, !dbg !236
  %31 = load ptr, ptr %30, align 4, !dbg !236, !tbaa !248
    #dbg_value(ptr %31, !174, !DIExpression(), !233)
  %32 = zext nneg i8 %7 to i32, !dbg !234
  %33 = icmp eq ptr %31, null, !dbg !235
  br i1 %33, label %36, label %34, !dbg !235

34:                                               ; preds = %28
  %35 = tail call i32 %31(i32 noundef 17, i32 noundef 5), !dbg !251
  br label %36, !dbg !235

36:                                               ; preds = %23, %28, %34
  %37 = phi i32 [ %32, %34 ], [ %32, %28 ], [ %24, %23 ]
  %38 = phi i32 [ %35, %34 ], [ -1, %28 ], [ -1, %23 ], !dbg !235
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %37, i32 noundef %38), !dbg !252
  %40 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !253
    #dbg_value(ptr %40, !172, !DIExpression(), !206)
  br label %5, !dbg !254, !llvm.loop !255
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind ssp
define internal i64 @vsum(ptr nocapture readnone %0, ...) unnamed_addr #3 !dbg !258 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
    #dbg_value(ptr @.str.1, !262, !DIExpression(), !279)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8, !dbg !280
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #8, !dbg !280
    #dbg_value(i64 0, !268, !DIExpression(), !279)
    #dbg_value(ptr %2, !263, !DIExpression(DW_OP_deref), !279)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !281
    #dbg_value(ptr %3, !267, !DIExpression(DW_OP_deref), !279)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !282
    #dbg_value(ptr @.str.1, !269, !DIExpression(), !283)
  %4 = load ptr, ptr %2, align 4
  br label %5, !dbg !284

5:                                                ; preds = %61, %1
  %6 = phi ptr [ %4, %1 ], [ %62, %61 ]
  %7 = phi ptr [ @.str.1, %1 ], [ %64, %61 ], !dbg !285
  %8 = phi i64 [ 0, %1 ], [ %63, %61 ], !dbg !286
    #dbg_value(i64 %8, !268, !DIExpression(), !279)
    #dbg_value(ptr %7, !269, !DIExpression(), !283)
  %9 = load i8, ptr %7, align 1, !dbg !287, !tbaa !210
  switch i8 %9, label %61 [
    i8 0, label %10
    i8 105, label %17
    i8 108, label %22
    i8 100, label %26
    i8 115, label %32
    i8 99, label %44
    i8 112, label %50
  ], !dbg !288

10:                                               ; preds = %5
    #dbg_value(ptr %2, !263, !DIExpression(DW_OP_deref), !279)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !289
  %11 = load ptr, ptr %3, align 4, !dbg !290
    #dbg_value(ptr %11, !267, !DIExpression(), !279)
  %12 = getelementptr inbounds i8, ptr %11, i32 4, !dbg !290
    #dbg_value(ptr %12, !267, !DIExpression(), !279)
  store ptr %12, ptr %3, align 4, !dbg !290
  %13 = load i32, ptr %11, align 4, !dbg !290, !tbaa !291
    #dbg_value(i32 %13, !278, !DIExpression(), !279)
    #dbg_value(ptr %3, !267, !DIExpression(DW_OP_deref), !279)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !292
  %14 = mul nsw i64 %8, 1000, !dbg !293
  %15 = sext i32 %13 to i64, !dbg !294
  %16 = add nsw i64 %14, %15, !dbg !295
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #8, !dbg !296
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8, !dbg !296
  ret i64 %16, !dbg !297

17:                                               ; preds = %5
    #dbg_value(ptr %6, !263, !DIExpression(), !279)
  %18 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !298
    #dbg_value(ptr %18, !263, !DIExpression(), !279)
  store ptr %18, ptr %2, align 4, !dbg !298
  %19 = load i32, ptr %6, align 4, !dbg !298, !tbaa !291
  %20 = sext i32 %19 to i64, !dbg !298
  %21 = add nsw i64 %8, %20, !dbg !299
    #dbg_value(i64 %21, !268, !DIExpression(), !279)
  br label %61, !dbg !300

22:                                               ; preds = %5
    #dbg_value(ptr %6, !263, !DIExpression(), !279)
  %23 = getelementptr inbounds i8, ptr %6, i32 8, !dbg !301
    #dbg_value(ptr %23, !263, !DIExpression(), !279)
  store ptr %23, ptr %2, align 4, !dbg !301
  %24 = load i64, ptr %6, align 4, !dbg !301, !tbaa !302
  %25 = add nsw i64 %24, %8, !dbg !304
    #dbg_value(i64 %25, !268, !DIExpression(), !279)
  br label %61, !dbg !305

26:                                               ; preds = %5
    #dbg_value(ptr %6, !263, !DIExpression(), !279)
  %27 = getelementptr inbounds i8, ptr %6, i32 8, !dbg !306
    #dbg_value(ptr %27, !263, !DIExpression(), !279)
  store ptr %27, ptr %2, align 4, !dbg !306
  %28 = load double, ptr %6, align 4, !dbg !306, !tbaa !307
  %29 = fmul double %28, 1.000000e+01, !dbg !308
  %30 = fptosi double %29 to i64, !dbg !309
  %31 = add nsw i64 %8, %30, !dbg !310
    #dbg_value(i64 %31, !268, !DIExpression(), !279)
  br label %61, !dbg !311

32:                                               ; preds = %5
    #dbg_value(ptr %6, !263, !DIExpression(), !279)
  %33 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !312
    #dbg_value(ptr %33, !263, !DIExpression(), !279)
  store ptr %33, ptr %2, align 4, !dbg !312
  %34 = load ptr, ptr %6, align 4, !dbg !312, !tbaa !313
    #dbg_value(ptr %34, !271, !DIExpression(), !314)
    #dbg_value(i64 %8, !268, !DIExpression(), !279)
    #dbg_value(ptr %34, !271, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !314)
  %35 = load i8, ptr %34, align 1, !dbg !315, !tbaa !210
  %36 = icmp eq i8 %35, 0, !dbg !316
  br i1 %36, label %61, label %37, !dbg !316

37:                                               ; preds = %32, %37
  %38 = phi i64 [ %41, %37 ], [ %8, %32 ]
  %39 = phi ptr [ %40, %37 ], [ %34, %32 ]
    #dbg_value(i64 %38, !268, !DIExpression(), !279)
    #dbg_value(ptr %39, !271, !DIExpression(), !314)
  %40 = getelementptr inbounds i8, ptr %39, i32 1, !dbg !317
    #dbg_value(ptr %40, !271, !DIExpression(), !314)
  %41 = add nsw i64 %38, 1, !dbg !318
    #dbg_value(i64 %41, !268, !DIExpression(), !279)
    #dbg_value(ptr %40, !271, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !314)
  %42 = load i8, ptr %40, align 1, !dbg !315, !tbaa !210
  %43 = icmp eq i8 %42, 0, !dbg !316
  br i1 %43, label %61, label %37, !dbg !316, !llvm.loop !319

44:                                               ; preds = %5
    #dbg_value(ptr %6, !263, !DIExpression(), !279)
  %45 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !321
    #dbg_value(ptr %45, !263, !DIExpression(), !279)
  store ptr %45, ptr %2, align 4, !dbg !321
  %46 = load i32, ptr %6, align 4, !dbg !321, !tbaa !291
  %47 = trunc i32 %46 to i8, !dbg !322
  %48 = sext i8 %47 to i64, !dbg !322
  %49 = add nsw i64 %8, %48, !dbg !323
    #dbg_value(i64 %49, !268, !DIExpression(), !279)
  br label %61, !dbg !324

50:                                               ; preds = %5
    #dbg_value(ptr %6, !263, !DIExpression(), !279)
  %51 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !325
    #dbg_value(ptr %51, !263, !DIExpression(), !279)
  store ptr %51, ptr %2, align 4, !dbg !325
  %52 = load i16, ptr %6, align 4, !dbg !325, !tbaa !326
    #dbg_value(i16 %52, !276, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !328)
  %53 = getelementptr inbounds i8, ptr %6, i32 2, !dbg !325
  %54 = load i16, ptr %53, align 2, !dbg !325, !tbaa !326
    #dbg_value(i16 %54, !276, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !328)
  %55 = sext i16 %52 to i32, !dbg !329
  %56 = mul nsw i32 %55, 100, !dbg !330
  %57 = sext i16 %54 to i32, !dbg !331
  %58 = add nsw i32 %56, %57, !dbg !332
  %59 = sext i32 %58 to i64, !dbg !329
  %60 = add nsw i64 %8, %59, !dbg !333
    #dbg_value(i64 %60, !268, !DIExpression(), !279)
  br label %61

61:                                               ; preds = %37, %32, %5, %17, %22, %26, %44, %50
  %62 = phi ptr [ %51, %50 ], [ %45, %44 ], [ %27, %26 ], [ %23, %22 ], [ %18, %17 ], [ %6, %5 ], [ %33, %32 ], [ %33, %37 ]
  %63 = phi i64 [ %60, %50 ], [ %49, %44 ], [ %31, %26 ], [ %25, %22 ], [ %21, %17 ], [ %8, %5 ], [ %8, %32 ], [ %41, %37 ], !dbg !279
    #dbg_value(i64 %63, !268, !DIExpression(), !279)
  %64 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !334
    #dbg_value(ptr %64, !269, !DIExpression(), !283)
  br label %5, !dbg !335, !llvm.loop !336
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 !dbg !338 {
  %2 = alloca ptr, align 4
    #dbg_value(i32 4, !342, !DIExpression(), !345)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8, !dbg !346
    #dbg_value(ptr %2, !343, !DIExpression(DW_OP_deref), !345)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !347
    #dbg_value(i32 0, !344, !DIExpression(), !345)
  %3 = load ptr, ptr %2, align 4
    #dbg_value(i32 0, !344, !DIExpression(), !345)
    #dbg_value(i32 4, !342, !DIExpression(), !345)
    #dbg_value(i32 4, !342, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !345)
    #dbg_value(i32 0, !344, !DIExpression(), !345)
    #dbg_value(i32 4, !342, !DIExpression(), !345)
    #dbg_value(i32 3, !342, !DIExpression(), !345)
    #dbg_value(ptr %3, !343, !DIExpression(), !345)
  %4 = getelementptr inbounds i8, ptr %3, i32 4, !dbg !348
    #dbg_value(ptr %4, !343, !DIExpression(), !345)
  store ptr %4, ptr %2, align 4, !dbg !348
  %5 = load i32, ptr %3, align 4, !dbg !348, !tbaa !291
    #dbg_value(i32 %5, !344, !DIExpression(), !345)
    #dbg_value(i32 3, !342, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !345)
    #dbg_value(i32 3, !342, !DIExpression(), !345)
    #dbg_value(i32 2, !342, !DIExpression(), !345)
  %6 = mul nsw i32 %5, 31, !dbg !349
  %7 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !348
    #dbg_value(ptr %7, !343, !DIExpression(), !345)
  %8 = load i32, ptr %4, align 4, !dbg !348, !tbaa !291
  %9 = add nsw i32 %8, %6, !dbg !350
    #dbg_value(i32 %9, !344, !DIExpression(), !345)
    #dbg_value(i32 2, !342, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !345)
    #dbg_value(i32 2, !342, !DIExpression(), !345)
    #dbg_value(i32 1, !342, !DIExpression(), !345)
  %10 = mul nsw i32 %9, 31, !dbg !349
  %11 = getelementptr inbounds i8, ptr %3, i32 12, !dbg !348
    #dbg_value(ptr %11, !343, !DIExpression(), !345)
  %12 = load i32, ptr %7, align 4, !dbg !348, !tbaa !291
  %13 = add nsw i32 %12, %10, !dbg !350
    #dbg_value(i32 %13, !344, !DIExpression(), !345)
    #dbg_value(i32 1, !342, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !345)
    #dbg_value(i32 1, !342, !DIExpression(), !345)
    #dbg_value(i32 0, !342, !DIExpression(), !345)
  %14 = mul nsw i32 %13, 31, !dbg !349
  %15 = getelementptr inbounds i8, ptr %3, i32 16, !dbg !348
    #dbg_value(ptr %15, !343, !DIExpression(), !345)
  store ptr %15, ptr %2, align 4, !dbg !348
  %16 = load i32, ptr %11, align 4, !dbg !348, !tbaa !291
  %17 = add nsw i32 %16, %14, !dbg !350
    #dbg_value(i32 %17, !344, !DIExpression(), !345)
    #dbg_value(i32 0, !342, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !345)
    #dbg_value(ptr %2, !343, !DIExpression(DW_OP_deref), !345)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !351
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8, !dbg !352
  ret i32 %17, !dbg !353
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn memory(none)
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #5 !dbg !354 {
    #dbg_value(i32 %0, !356, !DIExpression(), !358)
    #dbg_value(i32 %1, !357, !DIExpression(), !358)
  %3 = add nsw i32 %1, %0, !dbg !359
  ret i32 %3, !dbg !360
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn memory(none)
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #5 !dbg !361 {
    #dbg_value(i32 %0, !363, !DIExpression(), !365)
    #dbg_value(i32 %1, !364, !DIExpression(), !365)
  %3 = mul nsw i32 %1, %0, !dbg !366
  ret i32 %3, !dbg !367
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn memory(none)
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #5 !dbg !368 {
    #dbg_value(i32 %0, !370, !DIExpression(), !372)
    #dbg_value(i32 %1, !371, !DIExpression(), !372)
  %3 = sub nsw i32 %0, %1, !dbg !373
  ret i32 %3, !dbg !374
}

; Function Attrs: nofree norecurse nosync nounwind ssp memory(none)
define internal fastcc i32 @run(ptr nocapture readnone %0) #6 !dbg !91 {
  %2 = alloca [16 x i32], align 4
    #dbg_value(ptr @main.prog, !96, !DIExpression(), !375)
    #dbg_declare(ptr %2, !97, !DIExpression(), !376)
    #dbg_value(i32 0, !101, !DIExpression(), !375)
    #dbg_value(i32 0, !102, !DIExpression(), !375)
    #dbg_value(i32 1, !102, !DIExpression(), !375)
  br label %3, !dbg !377

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
    #dbg_label(!103, !378)
    #dbg_value(i32 %69, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !375)
  %12 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !379
  %13 = load i32, ptr %12, align 4, !dbg !379, !tbaa !291
  %14 = add nsw i32 %5, 1, !dbg !380
    #dbg_value(i32 %14, !101, !DIExpression(), !375)
  %15 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %5, !dbg !381
  store i32 %13, ptr %15, align 4, !dbg !382, !tbaa !291
  %16 = add nsw i32 %69, 2, !dbg !383
    #dbg_value(i32 %16, !102, !DIExpression(), !375)
  %17 = getelementptr i8, ptr %12, i32 4, !dbg !383
  br label %18, !dbg !383

18:                                               ; preds = %11, %50, %37, %31, %25
  %19 = phi ptr [ %17, %11 ], [ %53, %50 ], [ %42, %37 ], [ %36, %31 ], [ %30, %25 ]
  %20 = phi i32 [ %16, %11 ], [ %52, %50 ], [ %41, %37 ], [ %35, %31 ], [ %29, %25 ]
  %21 = phi i32 [ %14, %11 ], [ %7, %50 ], [ %40, %37 ], [ %7, %31 ], [ %7, %25 ]
  %22 = load i32, ptr %19, align 4, !dbg !375, !tbaa !291
  %23 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %22, !dbg !375
  %24 = load ptr, ptr %23, align 4, !dbg !375, !tbaa !313
  br label %3

25:                                               ; preds = %68
    #dbg_label(!104, !384)
    #dbg_value(i32 %7, !101, !DIExpression(), !375)
  %26 = load i32, ptr %8, align 4, !dbg !385, !tbaa !291
  %27 = load i32, ptr %10, align 4, !dbg !386, !tbaa !291
  %28 = add nsw i32 %27, %26, !dbg !386
  store i32 %28, ptr %10, align 4, !dbg !386, !tbaa !291
  %29 = add nsw i32 %69, 1, !dbg !387
    #dbg_value(i32 %29, !102, !DIExpression(), !375)
  %30 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !387
  br label %18, !dbg !387

31:                                               ; preds = %68
    #dbg_label(!105, !388)
    #dbg_value(i32 %7, !101, !DIExpression(), !375)
  %32 = load i32, ptr %8, align 4, !dbg !389, !tbaa !291
  %33 = load i32, ptr %10, align 4, !dbg !390, !tbaa !291
  %34 = mul nsw i32 %33, %32, !dbg !390
  store i32 %34, ptr %10, align 4, !dbg !390, !tbaa !291
  %35 = add nsw i32 %69, 1, !dbg !391
    #dbg_value(i32 %35, !102, !DIExpression(), !375)
  %36 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !391
  br label %18, !dbg !391

37:                                               ; preds = %68
    #dbg_label(!106, !392)
  %38 = load i32, ptr %10, align 4, !dbg !393, !tbaa !291
  %39 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %5, !dbg !394
  store i32 %38, ptr %39, align 4, !dbg !395, !tbaa !291
  %40 = add nsw i32 %5, 1, !dbg !396
    #dbg_value(i32 %40, !101, !DIExpression(), !375)
  %41 = add nsw i32 %69, 1, !dbg !397
    #dbg_value(i32 %41, !102, !DIExpression(), !375)
  %42 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !397
  br label %18, !dbg !397

43:                                               ; preds = %68
    #dbg_label(!107, !398)
  %44 = add nsw i32 %69, 1, !dbg !399
    #dbg_value(i32 %44, !102, !DIExpression(), !375)
    #dbg_value(i32 poison, !108, !DIExpression(), !400)
    #dbg_value(i32 %7, !101, !DIExpression(), !375)
  %45 = load i32, ptr %8, align 4, !dbg !401, !tbaa !291
  %46 = icmp eq i32 %45, 0, !dbg !401
  br i1 %46, label %50, label %47, !dbg !403

47:                                               ; preds = %43
  %48 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !404
  %49 = load i32, ptr %48, align 4, !dbg !404, !tbaa !291
    #dbg_value(i32 %49, !108, !DIExpression(), !400)
    #dbg_value(i32 %49, !102, !DIExpression(), !375)
  br label %50, !dbg !405

50:                                               ; preds = %47, %43
  %51 = phi i32 [ %49, %47 ], [ %44, %43 ], !dbg !406
    #dbg_value(i32 %51, !102, !DIExpression(), !375)
  %52 = add nsw i32 %51, 1, !dbg !407
    #dbg_value(i32 %52, !102, !DIExpression(), !375)
  %53 = getelementptr inbounds i32, ptr @main.prog, i32 %51, !dbg !407
  br label %18, !dbg !407

54:                                               ; preds = %68
    #dbg_label(!110, !408)
  %55 = load i32, ptr %8, align 4, !dbg !409, !tbaa !291
  %56 = add nsw i32 %55, -1, !dbg !409
  store i32 %56, ptr %8, align 4, !dbg !409, !tbaa !291
    #dbg_value(i32 %69, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !375)
  br label %57, !dbg !410

57:                                               ; preds = %54, %63
  %58 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !375
  %59 = load i32, ptr %58, align 4, !dbg !375, !tbaa !291
  %60 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %59, !dbg !375
  %61 = load ptr, ptr %60, align 4, !dbg !375, !tbaa !313
  %62 = add nsw i32 %69, 1, !dbg !375
  br label %68

63:                                               ; preds = %68
    #dbg_label(!111, !411)
  %64 = load i32, ptr %8, align 4, !dbg !412, !tbaa !291
    #dbg_value(i32 %64, !112, !DIExpression(), !413)
  %65 = load i32, ptr %10, align 4, !dbg !414, !tbaa !291
  store i32 %65, ptr %8, align 4, !dbg !415, !tbaa !291
  store i32 %64, ptr %10, align 4, !dbg !416, !tbaa !291
    #dbg_value(i32 %69, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !375)
  br label %57, !dbg !417

66:                                               ; preds = %68
    #dbg_label(!114, !418)
  %67 = load i32, ptr %8, align 4, !dbg !419, !tbaa !291
  ret i32 %67, !dbg !420

68:                                               ; preds = %57, %3
  %69 = phi i32 [ %4, %3 ], [ %62, %57 ], !dbg !375
  %70 = phi ptr [ %6, %3 ], [ %61, %57 ]
    #dbg_value(i32 %5, !101, !DIExpression(), !375)
    #dbg_value(i32 %69, !102, !DIExpression(), !375)
  indirectbr ptr %70, [label %11, label %25, label %31, label %37, label %43, label %54, label %63, label %66]
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn memory(none)
define internal noundef i32 @op_div(i32 noundef %0, i32 noundef %1) #5 !dbg !421 {
    #dbg_value(i32 %0, !423, !DIExpression(), !425)
    #dbg_value(i32 %1, !424, !DIExpression(), !425)
  %3 = icmp eq i32 %1, 0, !dbg !426
  br i1 %3, label %6, label %4, !dbg !426

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1, !dbg !427
  br label %6, !dbg !426

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ], !dbg !426
  ret i32 %7, !dbg !428
}

attributes #0 = { ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree norecurse nosync nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind ssp willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind ssp willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nofree norecurse nosync nounwind ssp memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!194, !195, !196, !197, !198, !199}
!llvm.ident = !{!200}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus")
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
!33 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 99, type: !34, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !164)
!34 = !DISubroutineType(types: !35)
!35 = !{!36}
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !38, globals: !41, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
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
!91 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 71, type: !92, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !95)
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
!158 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 94, size: 160, elements: !159)
!159 = !{!160, !161, !162}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !158, file: !2, line: 94, baseType: !36, size: 32)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !158, file: !2, line: 94, baseType: !24, size: 48, offset: 32)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !158, file: !2, line: 94, baseType: !163, size: 64, offset: 96)
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
!194 = !{i32 7, !"Dwarf Version", i32 2}
!195 = !{i32 2, !"Debug Info Version", i32 3}
!196 = !{i32 1, !"wchar_size", i32 4}
!197 = !{i32 1, !"min_enum_size", i32 4}
!198 = !{i32 8, !"PIC Level", i32 2}
!199 = !{i32 7, !"frame-pointer", i32 2}
!200 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!201 = !DILocation(line: 0, scope: !33)
!202 = !DILocation(line: 101, column: 25, scope: !33)
!203 = !DILocation(line: 101, column: 3, scope: !33)
!204 = !DILocation(line: 102, column: 26, scope: !33)
!205 = !DILocation(line: 102, column: 3, scope: !33)
!206 = !DILocation(line: 0, scope: !173)
!207 = !DILocation(line: 105, column: 8, scope: !173)
!208 = !DILocation(line: 105, scope: !173)
!209 = !DILocation(line: 105, column: 30, scope: !176)
!210 = !{!211, !211, i64 0}
!211 = !{!"omnipotent char", !212, i64 0}
!212 = !{!"Simple C/C++ TBAA"}
!213 = !DILocation(line: 105, column: 3, scope: !173)
!214 = !DILocation(line: 110, column: 3, scope: !33)
!215 = !DILocation(line: 118, column: 35, scope: !33)
!216 = !DILocation(line: 118, column: 3, scope: !33)
!217 = !DILocation(line: 122, column: 3, scope: !33)
!218 = !DILocation(line: 123, column: 3, scope: !33)
!219 = !DILocation(line: 124, column: 3, scope: !33)
!220 = !DILocation(line: 0, scope: !189)
!221 = !DILocation(line: 125, column: 47, scope: !222)
!222 = distinct !DILexicalBlock(scope: !189, file: !2, line: 125, column: 3)
!223 = !DILocation(line: 126, column: 77, scope: !33)
!224 = !{!225, !226, i64 0}
!225 = !{!"", !226, i64 0, !211, i64 4, !227, i64 12}
!226 = !{!"int", !211, i64 0}
!227 = !{!"double", !211, i64 0}
!228 = !DILocation(line: 126, column: 93, scope: !33)
!229 = !{!225, !227, i64 12}
!230 = !DILocation(line: 126, column: 3, scope: !33)
!231 = !DILocation(line: 128, column: 3, scope: !33)
!232 = !DILocation(line: 129, column: 3, scope: !33)
!233 = !DILocation(line: 0, scope: !175)
!234 = !DILocation(line: 107, column: 22, scope: !175)
!235 = !DILocation(line: 107, column: 26, scope: !175)
!236 = !DILocation(line: 58, column: 50, scope: !237, inlinedAt: !246)
!237 = distinct !DILexicalBlock(scope: !238, file: !2, line: 58, column: 9)
!238 = distinct !DILexicalBlock(scope: !239, file: !2, line: 57, column: 3)
!239 = distinct !DILexicalBlock(scope: !240, file: !2, line: 57, column: 3)
!240 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 56, type: !241, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !243)
!241 = !DISubroutineType(types: !242)
!242 = !{!85, !4}
!243 = !{!244, !245}
!244 = !DILocalVariable(name: "c", arg: 1, scope: !240, file: !2, line: 56, type: !4)
!245 = !DILocalVariable(name: "i", scope: !239, file: !2, line: 57, type: !185)
!246 = distinct !DILocation(line: 106, column: 15, scope: !175)
!247 = !DILocation(line: 58, column: 9, scope: !237, inlinedAt: !246)
!248 = !{!249, !250, i64 4}
!249 = !{!"", !211, i64 0, !250, i64 4}
!250 = !{!"any pointer", !211, i64 0}
!251 = !DILocation(line: 107, column: 30, scope: !175)
!252 = !DILocation(line: 107, column: 5, scope: !175)
!253 = !DILocation(line: 105, column: 34, scope: !176)
!254 = !DILocation(line: 105, column: 3, scope: !176)
!255 = distinct !{!255, !213, !256, !257}
!256 = !DILocation(line: 108, column: 3, scope: !173)
!257 = !{!"llvm.loop.mustprogress"}
!258 = distinct !DISubprogram(name: "vsum", scope: !2, file: !2, line: 13, type: !259, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !261)
!259 = !DISubroutineType(types: !260)
!260 = !{!40, !150, null}
!261 = !{!262, !263, !267, !268, !269, !271, !276, !278}
!262 = !DILocalVariable(name: "fmt", arg: 1, scope: !258, file: !2, line: 13, type: !150)
!263 = !DILocalVariable(name: "ap", scope: !258, file: !2, line: 14, type: !264)
!264 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !2, line: 8, baseType: !265)
!265 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !266)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!267 = !DILocalVariable(name: "ap2", scope: !258, file: !2, line: 14, type: !264)
!268 = !DILocalVariable(name: "total", scope: !258, file: !2, line: 15, type: !40)
!269 = !DILocalVariable(name: "f", scope: !270, file: !2, line: 18, type: !150)
!270 = distinct !DILexicalBlock(scope: !258, file: !2, line: 18, column: 3)
!271 = !DILocalVariable(name: "s", scope: !272, file: !2, line: 23, type: !150)
!272 = distinct !DILexicalBlock(scope: !273, file: !2, line: 23, column: 15)
!273 = distinct !DILexicalBlock(scope: !274, file: !2, line: 19, column: 17)
!274 = distinct !DILexicalBlock(scope: !275, file: !2, line: 18, column: 38)
!275 = distinct !DILexicalBlock(scope: !270, file: !2, line: 18, column: 3)
!276 = !DILocalVariable(name: "p", scope: !277, file: !2, line: 25, type: !166)
!277 = distinct !DILexicalBlock(scope: !273, file: !2, line: 25, column: 15)
!278 = !DILocalVariable(name: "first", scope: !258, file: !2, line: 31, type: !36)
!279 = !DILocation(line: 0, scope: !258)
!280 = !DILocation(line: 14, column: 3, scope: !258)
!281 = !DILocation(line: 16, column: 3, scope: !258)
!282 = !DILocation(line: 17, column: 3, scope: !258)
!283 = !DILocation(line: 0, scope: !270)
!284 = !DILocation(line: 18, column: 8, scope: !270)
!285 = !DILocation(line: 18, scope: !270)
!286 = !DILocation(line: 15, column: 13, scope: !258)
!287 = !DILocation(line: 18, column: 29, scope: !275)
!288 = !DILocation(line: 18, column: 3, scope: !270)
!289 = !DILocation(line: 29, column: 3, scope: !258)
!290 = !DILocation(line: 31, column: 31, scope: !258)
!291 = !{!226, !226, i64 0}
!292 = !DILocation(line: 32, column: 3, scope: !258)
!293 = !DILocation(line: 33, column: 16, scope: !258)
!294 = !DILocation(line: 33, column: 25, scope: !258)
!295 = !DILocation(line: 33, column: 23, scope: !258)
!296 = !DILocation(line: 34, column: 1, scope: !258)
!297 = !DILocation(line: 33, column: 3, scope: !258)
!298 = !DILocation(line: 20, column: 24, scope: !273)
!299 = !DILocation(line: 20, column: 21, scope: !273)
!300 = !DILocation(line: 20, column: 51, scope: !273)
!301 = !DILocation(line: 21, column: 24, scope: !273)
!302 = !{!303, !303, i64 0}
!303 = !{!"long long", !211, i64 0}
!304 = !DILocation(line: 21, column: 21, scope: !273)
!305 = !DILocation(line: 21, column: 57, scope: !273)
!306 = !DILocation(line: 22, column: 36, scope: !273)
!307 = !{!227, !227, i64 0}
!308 = !DILocation(line: 22, column: 65, scope: !273)
!309 = !DILocation(line: 22, column: 24, scope: !273)
!310 = !DILocation(line: 22, column: 21, scope: !273)
!311 = !DILocation(line: 22, column: 72, scope: !273)
!312 = !DILocation(line: 23, column: 33, scope: !272)
!313 = !{!250, !250, i64 0}
!314 = !DILocation(line: 0, scope: !272)
!315 = !DILocation(line: 23, column: 76, scope: !272)
!316 = !DILocation(line: 23, column: 69, scope: !272)
!317 = !DILocation(line: 23, column: 78, scope: !272)
!318 = !DILocation(line: 23, column: 82, scope: !272)
!319 = distinct !{!319, !316, !320, !257}
!320 = !DILocation(line: 23, column: 84, scope: !272)
!321 = !DILocation(line: 24, column: 30, scope: !273)
!322 = !DILocation(line: 24, column: 24, scope: !273)
!323 = !DILocation(line: 24, column: 21, scope: !273)
!324 = !DILocation(line: 24, column: 57, scope: !273)
!325 = !DILocation(line: 25, column: 31, scope: !277)
!326 = !{!327, !327, i64 0}
!327 = !{!"short", !211, i64 0}
!328 = !DILocation(line: 0, scope: !277)
!329 = !DILocation(line: 25, column: 73, scope: !277)
!330 = !DILocation(line: 25, column: 77, scope: !277)
!331 = !DILocation(line: 25, column: 85, scope: !277)
!332 = !DILocation(line: 25, column: 83, scope: !277)
!333 = !DILocation(line: 25, column: 70, scope: !277)
!334 = !DILocation(line: 18, column: 33, scope: !275)
!335 = !DILocation(line: 18, column: 3, scope: !275)
!336 = distinct !{!336, !288, !337, !257}
!337 = !DILocation(line: 28, column: 3, scope: !270)
!338 = distinct !DISubprogram(name: "forward", scope: !2, file: !2, line: 36, type: !339, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !341)
!339 = !DISubroutineType(types: !340)
!340 = !{!36, !36, null}
!341 = !{!342, !343, !344}
!342 = !DILocalVariable(name: "n", arg: 1, scope: !338, file: !2, line: 36, type: !36)
!343 = !DILocalVariable(name: "ap", scope: !338, file: !2, line: 37, type: !264)
!344 = !DILocalVariable(name: "r", scope: !338, file: !2, line: 39, type: !36)
!345 = !DILocation(line: 0, scope: !338)
!346 = !DILocation(line: 37, column: 3, scope: !338)
!347 = !DILocation(line: 38, column: 3, scope: !338)
!348 = !DILocation(line: 40, column: 32, scope: !338)
!349 = !DILocation(line: 40, column: 25, scope: !338)
!350 = !DILocation(line: 40, column: 30, scope: !338)
!351 = !DILocation(line: 41, column: 3, scope: !338)
!352 = !DILocation(line: 43, column: 1, scope: !338)
!353 = !DILocation(line: 42, column: 3, scope: !338)
!354 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 47, type: !87, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !355)
!355 = !{!356, !357}
!356 = !DILocalVariable(name: "a", arg: 1, scope: !354, file: !2, line: 47, type: !36)
!357 = !DILocalVariable(name: "b", arg: 2, scope: !354, file: !2, line: 47, type: !36)
!358 = !DILocation(line: 0, scope: !354)
!359 = !DILocation(line: 47, column: 44, scope: !354)
!360 = !DILocation(line: 47, column: 35, scope: !354)
!361 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 49, type: !87, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !362)
!362 = !{!363, !364}
!363 = !DILocalVariable(name: "a", arg: 1, scope: !361, file: !2, line: 49, type: !36)
!364 = !DILocalVariable(name: "b", arg: 2, scope: !361, file: !2, line: 49, type: !36)
!365 = !DILocation(line: 0, scope: !361)
!366 = !DILocation(line: 49, column: 44, scope: !361)
!367 = !DILocation(line: 49, column: 35, scope: !361)
!368 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 48, type: !87, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !369)
!369 = !{!370, !371}
!370 = !DILocalVariable(name: "a", arg: 1, scope: !368, file: !2, line: 48, type: !36)
!371 = !DILocalVariable(name: "b", arg: 2, scope: !368, file: !2, line: 48, type: !36)
!372 = !DILocation(line: 0, scope: !368)
!373 = !DILocation(line: 48, column: 44, scope: !368)
!374 = !DILocation(line: 48, column: 35, scope: !368)
!375 = !DILocation(line: 0, scope: !91)
!376 = !DILocation(line: 74, column: 7, scope: !91)
!377 = !DILocation(line: 76, column: 3, scope: !91)
!378 = !DILocation(line: 77, column: 1, scope: !91)
!379 = !DILocation(line: 77, column: 24, scope: !91)
!380 = !DILocation(line: 77, column: 18, scope: !91)
!381 = !DILocation(line: 77, column: 10, scope: !91)
!382 = !DILocation(line: 77, column: 22, scope: !91)
!383 = !DILocation(line: 77, column: 36, scope: !91)
!384 = !DILocation(line: 78, column: 1, scope: !91)
!385 = !DILocation(line: 78, column: 32, scope: !91)
!386 = !DILocation(line: 78, column: 29, scope: !91)
!387 = !DILocation(line: 78, column: 43, scope: !91)
!388 = !DILocation(line: 79, column: 1, scope: !91)
!389 = !DILocation(line: 79, column: 32, scope: !91)
!390 = !DILocation(line: 79, column: 29, scope: !91)
!391 = !DILocation(line: 79, column: 43, scope: !91)
!392 = !DILocation(line: 80, column: 1, scope: !91)
!393 = !DILocation(line: 80, column: 22, scope: !91)
!394 = !DILocation(line: 80, column: 10, scope: !91)
!395 = !DILocation(line: 80, column: 20, scope: !91)
!396 = !DILocation(line: 80, column: 39, scope: !91)
!397 = !DILocation(line: 80, column: 43, scope: !91)
!398 = !DILocation(line: 81, column: 1, scope: !91)
!399 = !DILocation(line: 81, column: 26, scope: !109)
!400 = !DILocation(line: 0, scope: !109)
!401 = !DILocation(line: 81, column: 35, scope: !402)
!402 = distinct !DILexicalBlock(scope: !109, file: !2, line: 81, column: 35)
!403 = !DILocation(line: 81, column: 35, scope: !109)
!404 = !DILocation(line: 81, column: 19, scope: !109)
!405 = !DILocation(line: 81, column: 48, scope: !402)
!406 = !DILocation(line: 81, scope: !109)
!407 = !DILocation(line: 81, column: 56, scope: !109)
!408 = !DILocation(line: 82, column: 1, scope: !91)
!409 = !DILocation(line: 82, column: 22, scope: !91)
!410 = !DILocation(line: 82, column: 26, scope: !91)
!411 = !DILocation(line: 83, column: 1, scope: !91)
!412 = !DILocation(line: 83, column: 20, scope: !113)
!413 = !DILocation(line: 0, scope: !113)
!414 = !DILocation(line: 83, column: 51, scope: !113)
!415 = !DILocation(line: 83, column: 49, scope: !113)
!416 = !DILocation(line: 83, column: 80, scope: !113)
!417 = !DILocation(line: 83, column: 85, scope: !113)
!418 = !DILocation(line: 84, column: 1, scope: !91)
!419 = !DILocation(line: 84, column: 17, scope: !91)
!420 = !DILocation(line: 84, column: 10, scope: !91)
!421 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 50, type: !87, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !422)
!422 = !{!423, !424}
!423 = !DILocalVariable(name: "a", arg: 1, scope: !421, file: !2, line: 50, type: !36)
!424 = !DILocalVariable(name: "b", arg: 2, scope: !421, file: !2, line: 50, type: !36)
!425 = !DILocation(line: 0, scope: !421)
!426 = !DILocation(line: 50, column: 42, scope: !421)
!427 = !DILocation(line: 50, column: 48, scope: !421)
!428 = !DILocation(line: 50, column: 35, scope: !421)
