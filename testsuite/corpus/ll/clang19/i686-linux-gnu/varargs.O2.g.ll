; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Pt = type { i16, i16 }
%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, ptr }

@__const.main.pt = private unnamed_addr constant %struct.Pt { i16 3, i16 4 }, align 4
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

; Function Attrs: uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !33 {
  %1 = tail call i64 (ptr, ...) @vsum(ptr nonnull poison, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef nonnull @.str.2, i32 noundef 65, ptr noundef nonnull byval(%struct.Pt) align 4 @__const.main.pt), !dbg !203
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !204
  %3 = tail call i32 (i32, ...) @forward(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !205
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3), !dbg !206
    #dbg_value(ptr @.str.4, !171, !DIExpression(), !207)
    #dbg_value(ptr @.str.4, !172, !DIExpression(), !208)
  br label %5, !dbg !209

5:                                                ; preds = %34, %0
  %6 = phi ptr [ @.str.4, %0 ], [ %38, %34 ], !dbg !210
    #dbg_value(ptr %6, !172, !DIExpression(), !208)
  %7 = load i8, ptr %6, align 1, !dbg !211, !tbaa !212
  switch i8 %7, label %23 [
    i8 0, label %8
    i8 43, label %28
    i8 45, label %25
    i8 42, label %26
    i8 47, label %27
  ], !dbg !215

8:                                                ; preds = %5
    #dbg_value(ptr @op_add, !177, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !207)
    #dbg_value(ptr @op_mul, !177, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !207)
    #dbg_value(ptr @op_sub, !177, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !207)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 54), !dbg !216
    #dbg_value(i32 1, !181, !DIExpression(), !207)
    #dbg_value(i32 poison, !181, !DIExpression(), !207)
  %10 = tail call fastcc i32 @run(ptr nonnull poison), !dbg !217
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %10, i32 noundef 120), !dbg !218
    #dbg_value(i32 -2128831035, !184, !DIExpression(), !207)
    #dbg_value(i32 poison, !184, !DIExpression(), !207)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 39, i32 noundef -1837022641), !dbg !219
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @utf8, i32 noundef 23), !dbg !220
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 128, i32 noundef 255, i32 noundef 39), !dbg !221
    #dbg_value(ptr poison, !188, !DIExpression(), !222)
    #dbg_value(ptr poison, !188, !DIExpression(), !222)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.14), !dbg !223
    #dbg_value(ptr poison, !188, !DIExpression(), !222)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.15), !dbg !223
    #dbg_value(ptr poison, !188, !DIExpression(), !222)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.16), !dbg !223
    #dbg_value(ptr poison, !188, !DIExpression(), !222)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.12), !dbg !223
    #dbg_value(ptr poison, !188, !DIExpression(), !222)
  %19 = load i32, ptr @init, align 4, !dbg !225, !tbaa !226
  %20 = load double, ptr getelementptr inbounds (i8, ptr @init, i32 12), align 4, !dbg !230, !tbaa !231
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @buf2d, ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i32 5), ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i32 10), i32 noundef %19, ptr noundef nonnull getelementptr inbounds (i8, ptr @init, i32 4), double noundef %20, i32 noundef 6), !dbg !232
  %22 = tail call i32 @putchar(i32 noundef 10), !dbg !233
  ret i32 0, !dbg !234

23:                                               ; preds = %5
    #dbg_value(ptr null, !174, !DIExpression(), !235)
  %24 = sext i8 %7 to i32, !dbg !236
  br label %34, !dbg !237

25:                                               ; preds = %5
  br label %28, !dbg !238

26:                                               ; preds = %5
  br label %28, !dbg !238

27:                                               ; preds = %5
  br label %28, !dbg !238

28:                                               ; preds = %27, %26, %25, %5
  %29 = phi i32 [ 1, %25 ], [ 2, %26 ], [ 3, %27 ], [ 0, %5 ]
    #dbg_value(ptr poison, !174, !DIExpression(), !235)
  %30 = zext nneg i8 %7 to i32, !dbg !236
  %31 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i32 0, i32 %29, i32 1, !dbg !238
  %32 = load ptr, ptr %31, align 4, !dbg !238, !tbaa !249
    #dbg_value(ptr %32, !174, !DIExpression(), !235)
  %33 = tail call i32 %32(i32 noundef 17, i32 noundef 5), !dbg !252
  br label %34, !dbg !237

34:                                               ; preds = %23, %28
  %35 = phi i32 [ %30, %28 ], [ %24, %23 ]
  %36 = phi i32 [ %33, %28 ], [ -1, %23 ], !dbg !237
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %35, i32 noundef %36), !dbg !253
  %38 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !254
    #dbg_value(ptr %38, !172, !DIExpression(), !208)
  br label %5, !dbg !255, !llvm.loop !256
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !259 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @vsum(ptr nocapture readnone %0, ...) unnamed_addr #3 !dbg !262 {
  %2 = alloca ptr, align 4, !DIAssignID !283
    #dbg_assign(i1 undef, !267, !DIExpression(), !283, ptr %2, !DIExpression(), !284)
  %3 = alloca ptr, align 4, !DIAssignID !285
    #dbg_assign(i1 undef, !271, !DIExpression(), !285, ptr %3, !DIExpression(), !284)
    #dbg_value(ptr @.str.1, !266, !DIExpression(), !284)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8, !dbg !286
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #8, !dbg !286
    #dbg_value(i64 0, !272, !DIExpression(), !284)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !287
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !288
    #dbg_value(ptr @.str.1, !273, !DIExpression(), !289)
  %4 = load ptr, ptr %2, align 4
  br label %5, !dbg !290

5:                                                ; preds = %61, %1
  %6 = phi ptr [ %4, %1 ], [ %62, %61 ]
  %7 = phi ptr [ @.str.1, %1 ], [ %64, %61 ], !dbg !291
  %8 = phi i64 [ 0, %1 ], [ %63, %61 ], !dbg !292
    #dbg_value(i64 %8, !272, !DIExpression(), !284)
    #dbg_value(ptr %7, !273, !DIExpression(), !289)
  %9 = load i8, ptr %7, align 1, !dbg !293, !tbaa !212
  switch i8 %9, label %61 [
    i8 0, label %10
    i8 105, label %17
    i8 108, label %22
    i8 100, label %26
    i8 115, label %32
    i8 99, label %44
    i8 112, label %50
  ], !dbg !294

10:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !295
  %11 = load ptr, ptr %3, align 4, !dbg !296
  %12 = getelementptr inbounds i8, ptr %11, i32 4, !dbg !296
  store ptr %12, ptr %3, align 4, !dbg !296, !DIAssignID !297
    #dbg_assign(ptr %12, !271, !DIExpression(), !297, ptr %3, !DIExpression(), !284)
  %13 = load i32, ptr %11, align 4, !dbg !296, !tbaa !298
    #dbg_value(i32 %13, !282, !DIExpression(), !284)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !299
  %14 = mul nsw i64 %8, 1000, !dbg !300
  %15 = sext i32 %13 to i64, !dbg !301
  %16 = add nsw i64 %14, %15, !dbg !302
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #8, !dbg !303
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8, !dbg !303
  ret i64 %16, !dbg !304

17:                                               ; preds = %5
  %18 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !305
  store ptr %18, ptr %2, align 4, !dbg !305, !DIAssignID !306
    #dbg_assign(ptr %18, !267, !DIExpression(), !306, ptr %2, !DIExpression(), !284)
  %19 = load i32, ptr %6, align 4, !dbg !305, !tbaa !298
  %20 = sext i32 %19 to i64, !dbg !305
  %21 = add nsw i64 %8, %20, !dbg !307
    #dbg_value(i64 %21, !272, !DIExpression(), !284)
  br label %61, !dbg !308

22:                                               ; preds = %5
  %23 = getelementptr inbounds i8, ptr %6, i32 8, !dbg !309
  store ptr %23, ptr %2, align 4, !dbg !309, !DIAssignID !310
    #dbg_assign(ptr %23, !267, !DIExpression(), !310, ptr %2, !DIExpression(), !284)
  %24 = load i64, ptr %6, align 4, !dbg !309, !tbaa !311
  %25 = add nsw i64 %24, %8, !dbg !313
    #dbg_value(i64 %25, !272, !DIExpression(), !284)
  br label %61, !dbg !314

26:                                               ; preds = %5
  %27 = getelementptr inbounds i8, ptr %6, i32 8, !dbg !315
  store ptr %27, ptr %2, align 4, !dbg !315, !DIAssignID !316
    #dbg_assign(ptr %27, !267, !DIExpression(), !316, ptr %2, !DIExpression(), !284)
  %28 = load double, ptr %6, align 4, !dbg !315, !tbaa !317
  %29 = fmul double %28, 1.000000e+01, !dbg !318
  %30 = fptosi double %29 to i64, !dbg !319
  %31 = add nsw i64 %8, %30, !dbg !320
    #dbg_value(i64 %31, !272, !DIExpression(), !284)
  br label %61, !dbg !321

32:                                               ; preds = %5
  %33 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !322
  store ptr %33, ptr %2, align 4, !dbg !322, !DIAssignID !323
    #dbg_assign(ptr %33, !267, !DIExpression(), !323, ptr %2, !DIExpression(), !284)
  %34 = load ptr, ptr %6, align 4, !dbg !322, !tbaa !324
    #dbg_value(ptr %34, !275, !DIExpression(), !325)
    #dbg_value(i64 %8, !272, !DIExpression(), !284)
    #dbg_value(ptr %34, !275, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !325)
  %35 = load i8, ptr %34, align 1, !dbg !326, !tbaa !212
  %36 = icmp eq i8 %35, 0, !dbg !327
  br i1 %36, label %61, label %37, !dbg !327

37:                                               ; preds = %32, %37
  %38 = phi i64 [ %41, %37 ], [ %8, %32 ]
  %39 = phi ptr [ %40, %37 ], [ %34, %32 ]
    #dbg_value(i64 %38, !272, !DIExpression(), !284)
    #dbg_value(ptr %39, !275, !DIExpression(), !325)
  %40 = getelementptr inbounds i8, ptr %39, i32 1, !dbg !328
    #dbg_value(ptr %40, !275, !DIExpression(), !325)
  %41 = add nsw i64 %38, 1, !dbg !329
    #dbg_value(i64 %41, !272, !DIExpression(), !284)
    #dbg_value(ptr %40, !275, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !325)
  %42 = load i8, ptr %40, align 1, !dbg !326, !tbaa !212
  %43 = icmp eq i8 %42, 0, !dbg !327
  br i1 %43, label %61, label %37, !dbg !327, !llvm.loop !330

44:                                               ; preds = %5
  %45 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !332
  store ptr %45, ptr %2, align 4, !dbg !332, !DIAssignID !333
    #dbg_assign(ptr %45, !267, !DIExpression(), !333, ptr %2, !DIExpression(), !284)
  %46 = load i32, ptr %6, align 4, !dbg !332, !tbaa !298
  %47 = trunc i32 %46 to i8, !dbg !334
  %48 = sext i8 %47 to i64, !dbg !334
  %49 = add nsw i64 %8, %48, !dbg !335
    #dbg_value(i64 %49, !272, !DIExpression(), !284)
  br label %61, !dbg !336

50:                                               ; preds = %5
  %51 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !337
  store ptr %51, ptr %2, align 4, !dbg !337, !DIAssignID !338
    #dbg_assign(ptr %51, !267, !DIExpression(), !338, ptr %2, !DIExpression(), !284)
  %52 = load i16, ptr %6, align 4, !dbg !337, !tbaa !339
  %53 = getelementptr inbounds i8, ptr %6, i32 2, !dbg !337
  %54 = load i16, ptr %53, align 2, !dbg !337, !tbaa !339
    #dbg_value(i16 %52, !280, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !341)
    #dbg_value(i16 %54, !280, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !341)
  %55 = sext i16 %52 to i32, !dbg !342
  %56 = mul nsw i32 %55, 100, !dbg !343
  %57 = sext i16 %54 to i32, !dbg !344
  %58 = add nsw i32 %56, %57, !dbg !345
  %59 = sext i32 %58 to i64, !dbg !342
  %60 = add nsw i64 %8, %59, !dbg !346
    #dbg_value(i64 %60, !272, !DIExpression(), !284)
  br label %61

61:                                               ; preds = %37, %32, %5, %17, %22, %26, %44, %50
  %62 = phi ptr [ %51, %50 ], [ %45, %44 ], [ %27, %26 ], [ %23, %22 ], [ %18, %17 ], [ %6, %5 ], [ %33, %32 ], [ %33, %37 ]
  %63 = phi i64 [ %60, %50 ], [ %49, %44 ], [ %31, %26 ], [ %25, %22 ], [ %21, %17 ], [ %8, %5 ], [ %8, %32 ], [ %41, %37 ], !dbg !284
    #dbg_value(i64 %63, !272, !DIExpression(), !284)
  %64 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !347
    #dbg_value(ptr %64, !273, !DIExpression(), !289)
  br label %5, !dbg !348, !llvm.loop !349
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 !dbg !351 {
  %2 = alloca ptr, align 4, !DIAssignID !358
    #dbg_assign(i1 undef, !356, !DIExpression(), !358, ptr %2, !DIExpression(), !359)
    #dbg_value(i32 4, !355, !DIExpression(), !359)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8, !dbg !360
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !361
    #dbg_value(i32 0, !357, !DIExpression(), !359)
  %3 = load ptr, ptr %2, align 4
    #dbg_value(i32 0, !357, !DIExpression(), !359)
    #dbg_value(i32 4, !355, !DIExpression(), !359)
    #dbg_value(i32 4, !355, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !359)
    #dbg_value(i32 0, !357, !DIExpression(), !359)
    #dbg_value(i32 4, !355, !DIExpression(), !359)
    #dbg_value(i32 3, !355, !DIExpression(), !359)
  %4 = getelementptr inbounds i8, ptr %3, i32 4, !dbg !362
  store ptr %4, ptr %2, align 4, !dbg !362, !DIAssignID !363
    #dbg_assign(ptr %4, !356, !DIExpression(), !363, ptr %2, !DIExpression(), !359)
  %5 = load i32, ptr %3, align 4, !dbg !362, !tbaa !298
    #dbg_value(i32 %5, !357, !DIExpression(), !359)
    #dbg_value(i32 3, !355, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !359)
    #dbg_value(i32 3, !355, !DIExpression(), !359)
    #dbg_value(i32 2, !355, !DIExpression(), !359)
  %6 = mul nsw i32 %5, 31, !dbg !364
  %7 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !362
    #dbg_assign(ptr %7, !356, !DIExpression(), !363, ptr %2, !DIExpression(), !359)
  %8 = load i32, ptr %4, align 4, !dbg !362, !tbaa !298
  %9 = add nsw i32 %8, %6, !dbg !365
    #dbg_value(i32 %9, !357, !DIExpression(), !359)
    #dbg_value(i32 2, !355, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !359)
    #dbg_value(i32 2, !355, !DIExpression(), !359)
    #dbg_value(i32 1, !355, !DIExpression(), !359)
  %10 = mul nsw i32 %9, 31, !dbg !364
  %11 = getelementptr inbounds i8, ptr %3, i32 12, !dbg !362
    #dbg_assign(ptr %11, !356, !DIExpression(), !363, ptr %2, !DIExpression(), !359)
  %12 = load i32, ptr %7, align 4, !dbg !362, !tbaa !298
  %13 = add nsw i32 %12, %10, !dbg !365
    #dbg_value(i32 %13, !357, !DIExpression(), !359)
    #dbg_value(i32 1, !355, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !359)
    #dbg_value(i32 1, !355, !DIExpression(), !359)
    #dbg_value(i32 0, !355, !DIExpression(), !359)
  %14 = mul nsw i32 %13, 31, !dbg !364
  %15 = getelementptr inbounds i8, ptr %3, i32 16, !dbg !362
  store ptr %15, ptr %2, align 4, !dbg !362, !DIAssignID !363
    #dbg_assign(ptr %15, !356, !DIExpression(), !363, ptr %2, !DIExpression(), !359)
  %16 = load i32, ptr %11, align 4, !dbg !362, !tbaa !298
  %17 = add nsw i32 %16, %14, !dbg !365
    #dbg_value(i32 %17, !357, !DIExpression(), !359)
    #dbg_value(i32 0, !355, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !359)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !366
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8, !dbg !367
  ret i32 %17, !dbg !368
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #5 !dbg !369 {
    #dbg_value(i32 %0, !371, !DIExpression(), !373)
    #dbg_value(i32 %1, !372, !DIExpression(), !373)
  %3 = add nsw i32 %1, %0, !dbg !374
  ret i32 %3, !dbg !375
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #5 !dbg !376 {
    #dbg_value(i32 %0, !378, !DIExpression(), !380)
    #dbg_value(i32 %1, !379, !DIExpression(), !380)
  %3 = mul nsw i32 %1, %0, !dbg !381
  ret i32 %3, !dbg !382
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #5 !dbg !383 {
    #dbg_value(i32 %0, !385, !DIExpression(), !387)
    #dbg_value(i32 %1, !386, !DIExpression(), !387)
  %3 = sub nsw i32 %0, %1, !dbg !388
  ret i32 %3, !dbg !389
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @run(ptr nocapture readnone %0) #6 !dbg !91 {
  %2 = alloca [16 x i32], align 4, !DIAssignID !390
    #dbg_assign(i1 undef, !97, !DIExpression(), !390, ptr %2, !DIExpression(), !391)
    #dbg_value(ptr @main.prog, !96, !DIExpression(), !391)
    #dbg_value(i32 0, !101, !DIExpression(), !391)
    #dbg_value(i32 0, !102, !DIExpression(), !391)
    #dbg_value(i32 1, !102, !DIExpression(), !391)
  br label %3, !dbg !392

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
    #dbg_label(!103, !393)
    #dbg_value(i32 %69, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !391)
  %12 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !394
  %13 = load i32, ptr %12, align 4, !dbg !394, !tbaa !298
  %14 = add nsw i32 %5, 1, !dbg !395
    #dbg_value(i32 %14, !101, !DIExpression(), !391)
  %15 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %5, !dbg !396
  store i32 %13, ptr %15, align 4, !dbg !397, !tbaa !298
  %16 = add nsw i32 %69, 2, !dbg !398
    #dbg_value(i32 %16, !102, !DIExpression(), !391)
  %17 = getelementptr i8, ptr %12, i32 4, !dbg !398
  br label %18, !dbg !398

18:                                               ; preds = %11, %50, %37, %31, %25
  %19 = phi ptr [ %17, %11 ], [ %53, %50 ], [ %42, %37 ], [ %36, %31 ], [ %30, %25 ]
  %20 = phi i32 [ %16, %11 ], [ %52, %50 ], [ %41, %37 ], [ %35, %31 ], [ %29, %25 ]
  %21 = phi i32 [ %14, %11 ], [ %7, %50 ], [ %40, %37 ], [ %7, %31 ], [ %7, %25 ]
  %22 = load i32, ptr %19, align 4, !dbg !391, !tbaa !298
  %23 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %22, !dbg !391
  %24 = load ptr, ptr %23, align 4, !dbg !391, !tbaa !324
  br label %3

25:                                               ; preds = %68
    #dbg_label(!104, !399)
    #dbg_value(i32 %7, !101, !DIExpression(), !391)
  %26 = load i32, ptr %8, align 4, !dbg !400, !tbaa !298
  %27 = load i32, ptr %10, align 4, !dbg !401, !tbaa !298
  %28 = add nsw i32 %27, %26, !dbg !401
  store i32 %28, ptr %10, align 4, !dbg !401, !tbaa !298
  %29 = add nsw i32 %69, 1, !dbg !402
    #dbg_value(i32 %29, !102, !DIExpression(), !391)
  %30 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !402
  br label %18, !dbg !402

31:                                               ; preds = %68
    #dbg_label(!105, !403)
    #dbg_value(i32 %7, !101, !DIExpression(), !391)
  %32 = load i32, ptr %8, align 4, !dbg !404, !tbaa !298
  %33 = load i32, ptr %10, align 4, !dbg !405, !tbaa !298
  %34 = mul nsw i32 %33, %32, !dbg !405
  store i32 %34, ptr %10, align 4, !dbg !405, !tbaa !298
  %35 = add nsw i32 %69, 1, !dbg !406
    #dbg_value(i32 %35, !102, !DIExpression(), !391)
  %36 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !406
  br label %18, !dbg !406

37:                                               ; preds = %68
    #dbg_label(!106, !407)
  %38 = load i32, ptr %10, align 4, !dbg !408, !tbaa !298
  %39 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %5, !dbg !409
  store i32 %38, ptr %39, align 4, !dbg !410, !tbaa !298
  %40 = add nsw i32 %5, 1, !dbg !411
    #dbg_value(i32 %40, !101, !DIExpression(), !391)
  %41 = add nsw i32 %69, 1, !dbg !412
    #dbg_value(i32 %41, !102, !DIExpression(), !391)
  %42 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !412
  br label %18, !dbg !412

43:                                               ; preds = %68
    #dbg_label(!107, !413)
  %44 = add nsw i32 %69, 1, !dbg !414
    #dbg_value(i32 %44, !102, !DIExpression(), !391)
    #dbg_value(i32 poison, !108, !DIExpression(), !415)
    #dbg_value(i32 %7, !101, !DIExpression(), !391)
  %45 = load i32, ptr %8, align 4, !dbg !416, !tbaa !298
  %46 = icmp eq i32 %45, 0, !dbg !416
  br i1 %46, label %50, label %47, !dbg !418

47:                                               ; preds = %43
  %48 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !419
  %49 = load i32, ptr %48, align 4, !dbg !419, !tbaa !298
    #dbg_value(i32 %49, !108, !DIExpression(), !415)
    #dbg_value(i32 %49, !102, !DIExpression(), !391)
  br label %50, !dbg !420

50:                                               ; preds = %47, %43
  %51 = phi i32 [ %49, %47 ], [ %44, %43 ], !dbg !421
    #dbg_value(i32 %51, !102, !DIExpression(), !391)
  %52 = add nsw i32 %51, 1, !dbg !422
    #dbg_value(i32 %52, !102, !DIExpression(), !391)
  %53 = getelementptr inbounds i32, ptr @main.prog, i32 %51, !dbg !422
  br label %18, !dbg !422

54:                                               ; preds = %68
    #dbg_label(!110, !423)
  %55 = load i32, ptr %8, align 4, !dbg !424, !tbaa !298
  %56 = add nsw i32 %55, -1, !dbg !424
  store i32 %56, ptr %8, align 4, !dbg !424, !tbaa !298
    #dbg_value(i32 %69, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !391)
  br label %57, !dbg !425

57:                                               ; preds = %54, %63
  %58 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !391
  %59 = load i32, ptr %58, align 4, !dbg !391, !tbaa !298
  %60 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %59, !dbg !391
  %61 = load ptr, ptr %60, align 4, !dbg !391, !tbaa !324
  %62 = add nsw i32 %69, 1, !dbg !391
  br label %68

63:                                               ; preds = %68
    #dbg_label(!111, !426)
  %64 = load i32, ptr %8, align 4, !dbg !427, !tbaa !298
    #dbg_value(i32 %64, !112, !DIExpression(), !428)
  %65 = load i32, ptr %10, align 4, !dbg !429, !tbaa !298
  store i32 %65, ptr %8, align 4, !dbg !430, !tbaa !298
  store i32 %64, ptr %10, align 4, !dbg !431, !tbaa !298
    #dbg_value(i32 %69, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !391)
  br label %57, !dbg !432

66:                                               ; preds = %68
    #dbg_label(!114, !433)
  %67 = load i32, ptr %8, align 4, !dbg !434, !tbaa !298
  ret i32 %67, !dbg !435

68:                                               ; preds = %57, %3
  %69 = phi i32 [ %4, %3 ], [ %62, %57 ], !dbg !391
  %70 = phi ptr [ %6, %3 ], [ %61, %57 ]
    #dbg_value(i32 %5, !101, !DIExpression(), !391)
    #dbg_value(i32 %69, !102, !DIExpression(), !391)
  indirectbr ptr %70, [label %11, label %25, label %31, label %37, label %43, label %54, label %63, label %66]
}

; Function Attrs: nofree nounwind
declare !dbg !436 noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @op_div(i32 noundef %0, i32 noundef %1) #5 !dbg !439 {
    #dbg_value(i32 %0, !441, !DIExpression(), !443)
    #dbg_value(i32 %1, !442, !DIExpression(), !443)
  %3 = icmp eq i32 %1, 0, !dbg !444
  br i1 %3, label %6, label %4, !dbg !444

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1, !dbg !445
  br label %6, !dbg !444

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ], !dbg !444
  ret i32 %7, !dbg !446
}

attributes #0 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!194, !195, !196, !197, !198, !199, !200, !201}
!llvm.ident = !{!202}

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
!194 = !{i32 1, !"NumRegisterParameters", i32 0}
!195 = !{i32 7, !"Dwarf Version", i32 5}
!196 = !{i32 2, !"Debug Info Version", i32 3}
!197 = !{i32 1, !"wchar_size", i32 4}
!198 = !{i32 8, !"PIC Level", i32 2}
!199 = !{i32 7, !"PIE Level", i32 2}
!200 = !{i32 7, !"uwtable", i32 2}
!201 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!202 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!203 = !DILocation(line: 101, column: 25, scope: !33)
!204 = !DILocation(line: 101, column: 3, scope: !33)
!205 = !DILocation(line: 102, column: 26, scope: !33)
!206 = !DILocation(line: 102, column: 3, scope: !33)
!207 = !DILocation(line: 0, scope: !33)
!208 = !DILocation(line: 0, scope: !173)
!209 = !DILocation(line: 105, column: 8, scope: !173)
!210 = !DILocation(line: 105, scope: !173)
!211 = !DILocation(line: 105, column: 30, scope: !176)
!212 = !{!213, !213, i64 0}
!213 = !{!"omnipotent char", !214, i64 0}
!214 = !{!"Simple C/C++ TBAA"}
!215 = !DILocation(line: 105, column: 3, scope: !173)
!216 = !DILocation(line: 110, column: 3, scope: !33)
!217 = !DILocation(line: 118, column: 35, scope: !33)
!218 = !DILocation(line: 118, column: 3, scope: !33)
!219 = !DILocation(line: 122, column: 3, scope: !33)
!220 = !DILocation(line: 123, column: 3, scope: !33)
!221 = !DILocation(line: 124, column: 3, scope: !33)
!222 = !DILocation(line: 0, scope: !189)
!223 = !DILocation(line: 125, column: 47, scope: !224)
!224 = distinct !DILexicalBlock(scope: !189, file: !2, line: 125, column: 3)
!225 = !DILocation(line: 126, column: 77, scope: !33)
!226 = !{!227, !228, i64 0}
!227 = !{!"", !228, i64 0, !213, i64 4, !229, i64 12}
!228 = !{!"int", !213, i64 0}
!229 = !{!"double", !213, i64 0}
!230 = !DILocation(line: 126, column: 93, scope: !33)
!231 = !{!227, !229, i64 12}
!232 = !DILocation(line: 126, column: 3, scope: !33)
!233 = !DILocation(line: 128, column: 3, scope: !33)
!234 = !DILocation(line: 129, column: 3, scope: !33)
!235 = !DILocation(line: 0, scope: !175)
!236 = !DILocation(line: 107, column: 22, scope: !175)
!237 = !DILocation(line: 107, column: 26, scope: !175)
!238 = !DILocation(line: 58, column: 50, scope: !239, inlinedAt: !248)
!239 = distinct !DILexicalBlock(scope: !240, file: !2, line: 58, column: 9)
!240 = distinct !DILexicalBlock(scope: !241, file: !2, line: 57, column: 3)
!241 = distinct !DILexicalBlock(scope: !242, file: !2, line: 57, column: 3)
!242 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 56, type: !243, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !245)
!243 = !DISubroutineType(types: !244)
!244 = !{!85, !4}
!245 = !{!246, !247}
!246 = !DILocalVariable(name: "c", arg: 1, scope: !242, file: !2, line: 56, type: !4)
!247 = !DILocalVariable(name: "i", scope: !241, file: !2, line: 57, type: !185)
!248 = distinct !DILocation(line: 106, column: 15, scope: !175)
!249 = !{!250, !251, i64 4}
!250 = !{!"", !213, i64 0, !251, i64 4}
!251 = !{!"any pointer", !213, i64 0}
!252 = !DILocation(line: 107, column: 30, scope: !175)
!253 = !DILocation(line: 107, column: 5, scope: !175)
!254 = !DILocation(line: 105, column: 34, scope: !176)
!255 = !DILocation(line: 105, column: 3, scope: !176)
!256 = distinct !{!256, !215, !257, !258}
!257 = !DILocation(line: 108, column: 3, scope: !173)
!258 = !{!"llvm.loop.mustprogress"}
!259 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 5, type: !260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!260 = !DISubroutineType(types: !261)
!261 = !{!36, !150, null}
!262 = distinct !DISubprogram(name: "vsum", scope: !2, file: !2, line: 13, type: !263, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !265)
!263 = !DISubroutineType(types: !264)
!264 = !{!40, !150, null}
!265 = !{!266, !267, !271, !272, !273, !275, !280, !282}
!266 = !DILocalVariable(name: "fmt", arg: 1, scope: !262, file: !2, line: 13, type: !150)
!267 = !DILocalVariable(name: "ap", scope: !262, file: !2, line: 14, type: !268)
!268 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !2, line: 8, baseType: !269)
!269 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !270)
!270 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!271 = !DILocalVariable(name: "ap2", scope: !262, file: !2, line: 14, type: !268)
!272 = !DILocalVariable(name: "total", scope: !262, file: !2, line: 15, type: !40)
!273 = !DILocalVariable(name: "f", scope: !274, file: !2, line: 18, type: !150)
!274 = distinct !DILexicalBlock(scope: !262, file: !2, line: 18, column: 3)
!275 = !DILocalVariable(name: "s", scope: !276, file: !2, line: 23, type: !150)
!276 = distinct !DILexicalBlock(scope: !277, file: !2, line: 23, column: 15)
!277 = distinct !DILexicalBlock(scope: !278, file: !2, line: 19, column: 17)
!278 = distinct !DILexicalBlock(scope: !279, file: !2, line: 18, column: 38)
!279 = distinct !DILexicalBlock(scope: !274, file: !2, line: 18, column: 3)
!280 = !DILocalVariable(name: "p", scope: !281, file: !2, line: 25, type: !166)
!281 = distinct !DILexicalBlock(scope: !277, file: !2, line: 25, column: 15)
!282 = !DILocalVariable(name: "first", scope: !262, file: !2, line: 31, type: !36)
!283 = distinct !DIAssignID()
!284 = !DILocation(line: 0, scope: !262)
!285 = distinct !DIAssignID()
!286 = !DILocation(line: 14, column: 3, scope: !262)
!287 = !DILocation(line: 16, column: 3, scope: !262)
!288 = !DILocation(line: 17, column: 3, scope: !262)
!289 = !DILocation(line: 0, scope: !274)
!290 = !DILocation(line: 18, column: 8, scope: !274)
!291 = !DILocation(line: 18, scope: !274)
!292 = !DILocation(line: 15, column: 13, scope: !262)
!293 = !DILocation(line: 18, column: 29, scope: !279)
!294 = !DILocation(line: 18, column: 3, scope: !274)
!295 = !DILocation(line: 29, column: 3, scope: !262)
!296 = !DILocation(line: 31, column: 31, scope: !262)
!297 = distinct !DIAssignID()
!298 = !{!228, !228, i64 0}
!299 = !DILocation(line: 32, column: 3, scope: !262)
!300 = !DILocation(line: 33, column: 16, scope: !262)
!301 = !DILocation(line: 33, column: 25, scope: !262)
!302 = !DILocation(line: 33, column: 23, scope: !262)
!303 = !DILocation(line: 34, column: 1, scope: !262)
!304 = !DILocation(line: 33, column: 3, scope: !262)
!305 = !DILocation(line: 20, column: 24, scope: !277)
!306 = distinct !DIAssignID()
!307 = !DILocation(line: 20, column: 21, scope: !277)
!308 = !DILocation(line: 20, column: 51, scope: !277)
!309 = !DILocation(line: 21, column: 24, scope: !277)
!310 = distinct !DIAssignID()
!311 = !{!312, !312, i64 0}
!312 = !{!"long long", !213, i64 0}
!313 = !DILocation(line: 21, column: 21, scope: !277)
!314 = !DILocation(line: 21, column: 57, scope: !277)
!315 = !DILocation(line: 22, column: 36, scope: !277)
!316 = distinct !DIAssignID()
!317 = !{!229, !229, i64 0}
!318 = !DILocation(line: 22, column: 65, scope: !277)
!319 = !DILocation(line: 22, column: 24, scope: !277)
!320 = !DILocation(line: 22, column: 21, scope: !277)
!321 = !DILocation(line: 22, column: 72, scope: !277)
!322 = !DILocation(line: 23, column: 33, scope: !276)
!323 = distinct !DIAssignID()
!324 = !{!251, !251, i64 0}
!325 = !DILocation(line: 0, scope: !276)
!326 = !DILocation(line: 23, column: 76, scope: !276)
!327 = !DILocation(line: 23, column: 69, scope: !276)
!328 = !DILocation(line: 23, column: 78, scope: !276)
!329 = !DILocation(line: 23, column: 82, scope: !276)
!330 = distinct !{!330, !327, !331, !258}
!331 = !DILocation(line: 23, column: 84, scope: !276)
!332 = !DILocation(line: 24, column: 30, scope: !277)
!333 = distinct !DIAssignID()
!334 = !DILocation(line: 24, column: 24, scope: !277)
!335 = !DILocation(line: 24, column: 21, scope: !277)
!336 = !DILocation(line: 24, column: 57, scope: !277)
!337 = !DILocation(line: 25, column: 31, scope: !281)
!338 = distinct !DIAssignID()
!339 = !{!340, !340, i64 0}
!340 = !{!"short", !213, i64 0}
!341 = !DILocation(line: 0, scope: !281)
!342 = !DILocation(line: 25, column: 73, scope: !281)
!343 = !DILocation(line: 25, column: 77, scope: !281)
!344 = !DILocation(line: 25, column: 85, scope: !281)
!345 = !DILocation(line: 25, column: 83, scope: !281)
!346 = !DILocation(line: 25, column: 70, scope: !281)
!347 = !DILocation(line: 18, column: 33, scope: !279)
!348 = !DILocation(line: 18, column: 3, scope: !279)
!349 = distinct !{!349, !294, !350, !258}
!350 = !DILocation(line: 28, column: 3, scope: !274)
!351 = distinct !DISubprogram(name: "forward", scope: !2, file: !2, line: 36, type: !352, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !354)
!352 = !DISubroutineType(types: !353)
!353 = !{!36, !36, null}
!354 = !{!355, !356, !357}
!355 = !DILocalVariable(name: "n", arg: 1, scope: !351, file: !2, line: 36, type: !36)
!356 = !DILocalVariable(name: "ap", scope: !351, file: !2, line: 37, type: !268)
!357 = !DILocalVariable(name: "r", scope: !351, file: !2, line: 39, type: !36)
!358 = distinct !DIAssignID()
!359 = !DILocation(line: 0, scope: !351)
!360 = !DILocation(line: 37, column: 3, scope: !351)
!361 = !DILocation(line: 38, column: 3, scope: !351)
!362 = !DILocation(line: 40, column: 32, scope: !351)
!363 = distinct !DIAssignID()
!364 = !DILocation(line: 40, column: 25, scope: !351)
!365 = !DILocation(line: 40, column: 30, scope: !351)
!366 = !DILocation(line: 41, column: 3, scope: !351)
!367 = !DILocation(line: 43, column: 1, scope: !351)
!368 = !DILocation(line: 42, column: 3, scope: !351)
!369 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 47, type: !87, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !370)
!370 = !{!371, !372}
!371 = !DILocalVariable(name: "a", arg: 1, scope: !369, file: !2, line: 47, type: !36)
!372 = !DILocalVariable(name: "b", arg: 2, scope: !369, file: !2, line: 47, type: !36)
!373 = !DILocation(line: 0, scope: !369)
!374 = !DILocation(line: 47, column: 44, scope: !369)
!375 = !DILocation(line: 47, column: 35, scope: !369)
!376 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 49, type: !87, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !377)
!377 = !{!378, !379}
!378 = !DILocalVariable(name: "a", arg: 1, scope: !376, file: !2, line: 49, type: !36)
!379 = !DILocalVariable(name: "b", arg: 2, scope: !376, file: !2, line: 49, type: !36)
!380 = !DILocation(line: 0, scope: !376)
!381 = !DILocation(line: 49, column: 44, scope: !376)
!382 = !DILocation(line: 49, column: 35, scope: !376)
!383 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 48, type: !87, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !384)
!384 = !{!385, !386}
!385 = !DILocalVariable(name: "a", arg: 1, scope: !383, file: !2, line: 48, type: !36)
!386 = !DILocalVariable(name: "b", arg: 2, scope: !383, file: !2, line: 48, type: !36)
!387 = !DILocation(line: 0, scope: !383)
!388 = !DILocation(line: 48, column: 44, scope: !383)
!389 = !DILocation(line: 48, column: 35, scope: !383)
!390 = distinct !DIAssignID()
!391 = !DILocation(line: 0, scope: !91)
!392 = !DILocation(line: 76, column: 3, scope: !91)
!393 = !DILocation(line: 77, column: 1, scope: !91)
!394 = !DILocation(line: 77, column: 24, scope: !91)
!395 = !DILocation(line: 77, column: 18, scope: !91)
!396 = !DILocation(line: 77, column: 10, scope: !91)
!397 = !DILocation(line: 77, column: 22, scope: !91)
!398 = !DILocation(line: 77, column: 36, scope: !91)
!399 = !DILocation(line: 78, column: 1, scope: !91)
!400 = !DILocation(line: 78, column: 32, scope: !91)
!401 = !DILocation(line: 78, column: 29, scope: !91)
!402 = !DILocation(line: 78, column: 43, scope: !91)
!403 = !DILocation(line: 79, column: 1, scope: !91)
!404 = !DILocation(line: 79, column: 32, scope: !91)
!405 = !DILocation(line: 79, column: 29, scope: !91)
!406 = !DILocation(line: 79, column: 43, scope: !91)
!407 = !DILocation(line: 80, column: 1, scope: !91)
!408 = !DILocation(line: 80, column: 22, scope: !91)
!409 = !DILocation(line: 80, column: 10, scope: !91)
!410 = !DILocation(line: 80, column: 20, scope: !91)
!411 = !DILocation(line: 80, column: 39, scope: !91)
!412 = !DILocation(line: 80, column: 43, scope: !91)
!413 = !DILocation(line: 81, column: 1, scope: !91)
!414 = !DILocation(line: 81, column: 26, scope: !109)
!415 = !DILocation(line: 0, scope: !109)
!416 = !DILocation(line: 81, column: 35, scope: !417)
!417 = distinct !DILexicalBlock(scope: !109, file: !2, line: 81, column: 35)
!418 = !DILocation(line: 81, column: 35, scope: !109)
!419 = !DILocation(line: 81, column: 19, scope: !109)
!420 = !DILocation(line: 81, column: 48, scope: !417)
!421 = !DILocation(line: 81, scope: !109)
!422 = !DILocation(line: 81, column: 56, scope: !109)
!423 = !DILocation(line: 82, column: 1, scope: !91)
!424 = !DILocation(line: 82, column: 22, scope: !91)
!425 = !DILocation(line: 82, column: 26, scope: !91)
!426 = !DILocation(line: 83, column: 1, scope: !91)
!427 = !DILocation(line: 83, column: 20, scope: !113)
!428 = !DILocation(line: 0, scope: !113)
!429 = !DILocation(line: 83, column: 51, scope: !113)
!430 = !DILocation(line: 83, column: 49, scope: !113)
!431 = !DILocation(line: 83, column: 80, scope: !113)
!432 = !DILocation(line: 83, column: 85, scope: !113)
!433 = !DILocation(line: 84, column: 1, scope: !91)
!434 = !DILocation(line: 84, column: 17, scope: !91)
!435 = !DILocation(line: 84, column: 10, scope: !91)
!436 = !DISubprogram(name: "putchar", scope: !2, file: !2, line: 6, type: !437, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!437 = !DISubroutineType(types: !438)
!438 = !{!36, !36}
!439 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 50, type: !87, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !440)
!440 = !{!441, !442}
!441 = !DILocalVariable(name: "a", arg: 1, scope: !439, file: !2, line: 50, type: !36)
!442 = !DILocalVariable(name: "b", arg: 2, scope: !439, file: !2, line: 50, type: !36)
!443 = !DILocation(line: 0, scope: !439)
!444 = !DILocation(line: 50, column: 42, scope: !439)
!445 = !DILocation(line: 50, column: 48, scope: !439)
!446 = !DILocation(line: 50, column: 35, scope: !439)
