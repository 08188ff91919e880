; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Pt = type { i16, i16 }
%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, ptr }

@__const.main.pt = private unnamed_addr constant %struct.Pt { i16 3, i16 4 }, align 2
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
@run.dispatch = internal unnamed_addr constant [8 x ptr] [ptr blockaddress(@run, %11), ptr blockaddress(@run, %25), ptr blockaddress(@run, %31), ptr blockaddress(@run, %37), ptr blockaddress(@run, %43), ptr blockaddress(@run, %54), ptr blockaddress(@run, %63), ptr blockaddress(@run, %66)], align 16, !dbg !89
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !135
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !137
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !142

@__main_void = hidden alias i32 (), ptr @main

define hidden noundef i32 @main() #0 !dbg !33 {
  %1 = tail call i64 (ptr, ...) @vsum(ptr nonnull poison, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef nonnull @.str.2, i32 noundef 65, ptr noundef nonnull byval(%struct.Pt) align 2 @__const.main.pt), !dbg !199
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !200
  %3 = tail call i32 (i32, ...) @forward(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !201
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3), !dbg !202
    #dbg_value(ptr @.str.4, !171, !DIExpression(), !203)
    #dbg_value(ptr @.str.4, !172, !DIExpression(), !204)
  br label %5, !dbg !205

5:                                                ; preds = %36, %0
  %6 = phi ptr [ @.str.4, %0 ], [ %40, %36 ], !dbg !206
    #dbg_value(ptr %6, !172, !DIExpression(), !204)
  %7 = load i8, ptr %6, align 1, !dbg !207, !tbaa !208
  switch i8 %7, label %23 [
    i8 0, label %8
    i8 43, label %28
    i8 45, label %25
    i8 42, label %26
    i8 47, label %27
  ], !dbg !211

8:                                                ; preds = %5
    #dbg_value(ptr @op_add, !177, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !203)
    #dbg_value(ptr @op_mul, !177, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !203)
    #dbg_value(ptr @op_sub, !177, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !203)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 54), !dbg !212
    #dbg_value(i32 1, !181, !DIExpression(), !203)
    #dbg_value(i32 poison, !181, !DIExpression(), !203)
  %10 = tail call fastcc i32 @run(ptr nonnull poison), !dbg !213
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %10, i32 noundef 120), !dbg !214
    #dbg_value(i32 -2128831035, !184, !DIExpression(), !203)
    #dbg_value(i32 poison, !184, !DIExpression(), !203)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 39, i32 noundef -1837022641), !dbg !215
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @utf8, i32 noundef 23), !dbg !216
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 128, i32 noundef 255, i32 noundef 39), !dbg !217
    #dbg_value(ptr poison, !188, !DIExpression(), !218)
    #dbg_value(ptr poison, !188, !DIExpression(), !218)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.14), !dbg !219
    #dbg_value(ptr poison, !188, !DIExpression(), !218)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.15), !dbg !219
    #dbg_value(ptr poison, !188, !DIExpression(), !218)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.16), !dbg !219
    #dbg_value(ptr poison, !188, !DIExpression(), !218)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.12), !dbg !219
    #dbg_value(ptr poison, !188, !DIExpression(), !218)
  %19 = load i32, ptr @init, align 8, !dbg !221, !tbaa !222
  %20 = load double, ptr getelementptr inbounds (i8, ptr @init, i32 16), align 8, !dbg !226, !tbaa !227
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @buf2d, ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i32 5), ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i32 10), i32 noundef %19, ptr noundef nonnull getelementptr inbounds (i8, ptr @init, i32 4), double noundef %20, i32 noundef 6), !dbg !228
  %22 = tail call i32 @putchar(i32 noundef 10), !dbg !229
  ret i32 0, !dbg !230

23:                                               ; preds = %5
    #dbg_value(ptr null, !174, !DIExpression(), !231)
  %24 = sext i8 %7 to i32, !dbg !232
  br label %36, !dbg !233

25:                                               ; preds = %5
  br label %28, !dbg !234

26:                                               ; preds = %5
  br label %28, !dbg !234

27:                                               ; preds = %5
  br label %28, !dbg !234

28:                                               ; preds = %5, %25, %26, %27
  %29 = phi ptr [ getelementptr inbounds (i8, ptr @op_table, i32 8), %25 ], [ getelementptr inbounds (i8, ptr @op_table, i32 16), %26 ], [ getelementptr inbounds (i8, ptr @op_table, i32 24), %27 ], [ @op_table, %5 ], !dbg !245
  %30 = getelementptr inbounds i8, ptr %29, i32 4, !dbg !234
  %31 = load ptr, ptr %30, align 4, !dbg !234, !tbaa !246
    #dbg_value(ptr %31, !174, !DIExpression(), !231)
  %32 = zext nneg i8 %7 to i32, !dbg !232
  %33 = icmp eq ptr %31, null, !dbg !233
  br i1 %33, label %36, label %34, !dbg !233

34:                                               ; preds = %28
  %35 = tail call i32 %31(i32 noundef 17, i32 noundef 5), !dbg !249
  br label %36, !dbg !233

36:                                               ; preds = %23, %28, %34
  %37 = phi i32 [ %32, %34 ], [ %32, %28 ], [ %24, %23 ]
  %38 = phi i32 [ %35, %34 ], [ -1, %28 ], [ -1, %23 ], !dbg !233
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %37, i32 noundef %38), !dbg !250
  %40 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !251
    #dbg_value(ptr %40, !172, !DIExpression(), !204)
  br label %5, !dbg !252, !llvm.loop !253
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !256 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind
define internal i64 @vsum(ptr nocapture readnone %0, ...) unnamed_addr #3 !dbg !259 {
  %2 = alloca ptr, align 4, !DIAssignID !280
    #dbg_assign(i1 undef, !264, !DIExpression(), !280, ptr %2, !DIExpression(), !281)
  %3 = alloca ptr, align 4, !DIAssignID !282
    #dbg_assign(i1 undef, !268, !DIExpression(), !282, ptr %3, !DIExpression(), !281)
    #dbg_value(ptr @.str.1, !263, !DIExpression(), !281)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9, !dbg !283
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #9, !dbg !283
    #dbg_value(i64 0, !269, !DIExpression(), !281)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !284
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !285
    #dbg_value(ptr @.str.1, !270, !DIExpression(), !286)
  %4 = load ptr, ptr %2, align 4
  br label %5, !dbg !287

5:                                                ; preds = %66, %1
  %6 = phi ptr [ %4, %1 ], [ %67, %66 ]
  %7 = phi ptr [ @.str.1, %1 ], [ %69, %66 ], !dbg !288
  %8 = phi i64 [ 0, %1 ], [ %68, %66 ], !dbg !289
    #dbg_value(i64 %8, !269, !DIExpression(), !281)
    #dbg_value(ptr %7, !270, !DIExpression(), !286)
  %9 = load i8, ptr %7, align 1, !dbg !290, !tbaa !208
  switch i8 %9, label %66 [
    i8 0, label %10
    i8 105, label %17
    i8 108, label %22
    i8 100, label %28
    i8 115, label %36
    i8 99, label %48
    i8 112, label %55
  ], !dbg !291

10:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !292
  %11 = load ptr, ptr %3, align 4, !dbg !293
  %12 = getelementptr inbounds i8, ptr %11, i32 4, !dbg !293
  store ptr %12, ptr %3, align 4, !dbg !293, !DIAssignID !294
    #dbg_assign(ptr %12, !268, !DIExpression(), !294, ptr %3, !DIExpression(), !281)
  %13 = load i32, ptr %11, align 4, !dbg !293, !tbaa !295
    #dbg_value(i32 %13, !279, !DIExpression(), !281)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !296
  %14 = mul nsw i64 %8, 1000, !dbg !297
  %15 = sext i32 %13 to i64, !dbg !298
  %16 = add nsw i64 %14, %15, !dbg !299
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #9, !dbg !300
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9, !dbg !300
  ret i64 %16, !dbg !301

17:                                               ; preds = %5
  %18 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !302
  store ptr %18, ptr %2, align 4, !dbg !302, !DIAssignID !303
    #dbg_assign(ptr %18, !264, !DIExpression(), !303, ptr %2, !DIExpression(), !281)
  %19 = load i32, ptr %6, align 4, !dbg !302, !tbaa !295
  %20 = sext i32 %19 to i64, !dbg !302
  %21 = add nsw i64 %8, %20, !dbg !304
    #dbg_value(i64 %21, !269, !DIExpression(), !281)
  br label %66, !dbg !305

22:                                               ; preds = %5
  %23 = getelementptr inbounds i8, ptr %6, i32 7, !dbg !306
  %24 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %23, i32 -8), !dbg !306
  %25 = getelementptr inbounds i8, ptr %24, i32 8, !dbg !306
  store ptr %25, ptr %2, align 4, !dbg !306, !DIAssignID !307
    #dbg_assign(ptr %25, !264, !DIExpression(), !307, ptr %2, !DIExpression(), !281)
  %26 = load i64, ptr %24, align 8, !dbg !306, !tbaa !308
  %27 = add nsw i64 %26, %8, !dbg !310
    #dbg_value(i64 %27, !269, !DIExpression(), !281)
  br label %66, !dbg !311

28:                                               ; preds = %5
  %29 = getelementptr inbounds i8, ptr %6, i32 7, !dbg !312
  %30 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %29, i32 -8), !dbg !312
  %31 = getelementptr inbounds i8, ptr %30, i32 8, !dbg !312
  store ptr %31, ptr %2, align 4, !dbg !312, !DIAssignID !313
    #dbg_assign(ptr %31, !264, !DIExpression(), !313, ptr %2, !DIExpression(), !281)
  %32 = load double, ptr %30, align 8, !dbg !312, !tbaa !314
  %33 = fmul double %32, 1.000000e+01, !dbg !315
  %34 = fptosi double %33 to i64, !dbg !316
  %35 = add nsw i64 %8, %34, !dbg !317
    #dbg_value(i64 %35, !269, !DIExpression(), !281)
  br label %66, !dbg !318

36:                                               ; preds = %5
  %37 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !319
  store ptr %37, ptr %2, align 4, !dbg !319, !DIAssignID !320
    #dbg_assign(ptr %37, !264, !DIExpression(), !320, ptr %2, !DIExpression(), !281)
  %38 = load ptr, ptr %6, align 4, !dbg !319, !tbaa !321
    #dbg_value(ptr %38, !272, !DIExpression(), !322)
    #dbg_value(i64 %8, !269, !DIExpression(), !281)
    #dbg_value(ptr %38, !272, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !322)
  %39 = load i8, ptr %38, align 1, !dbg !323, !tbaa !208
  %40 = icmp eq i8 %39, 0, !dbg !324
  br i1 %40, label %66, label %41, !dbg !324

41:                                               ; preds = %36, %41
  %42 = phi i64 [ %45, %41 ], [ %8, %36 ]
  %43 = phi ptr [ %44, %41 ], [ %38, %36 ]
    #dbg_value(i64 %42, !269, !DIExpression(), !281)
    #dbg_value(ptr %43, !272, !DIExpression(), !322)
  %44 = getelementptr inbounds i8, ptr %43, i32 1, !dbg !325
    #dbg_value(ptr %44, !272, !DIExpression(), !322)
  %45 = add nsw i64 %42, 1, !dbg !326
    #dbg_value(i64 %45, !269, !DIExpression(), !281)
    #dbg_value(ptr %44, !272, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !322)
  %46 = load i8, ptr %44, align 1, !dbg !323, !tbaa !208
  %47 = icmp eq i8 %46, 0, !dbg !324
  br i1 %47, label %66, label %41, !dbg !324, !llvm.loop !327

48:                                               ; preds = %5
  %49 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !329
  store ptr %49, ptr %2, align 4, !dbg !329, !DIAssignID !330
    #dbg_assign(ptr %49, !264, !DIExpression(), !330, ptr %2, !DIExpression(), !281)
  %50 = load i32, ptr %6, align 4, !dbg !329, !tbaa !295
  %51 = zext i32 %50 to i64, !dbg !331
  %52 = shl i64 %51, 56, !dbg !331
  %53 = ashr exact i64 %52, 56, !dbg !331
  %54 = add nsw i64 %53, %8, !dbg !332
    #dbg_value(i64 %54, !269, !DIExpression(), !281)
  br label %66, !dbg !333

55:                                               ; preds = %5
  %56 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !334
  store ptr %56, ptr %2, align 4, !dbg !334, !DIAssignID !335
    #dbg_assign(ptr %56, !264, !DIExpression(), !335, ptr %2, !DIExpression(), !281)
  %57 = load ptr, ptr %6, align 4, !dbg !334
  %58 = load i16, ptr %57, align 2, !dbg !334, !tbaa !336
  %59 = getelementptr inbounds i8, ptr %57, i32 2, !dbg !334
  %60 = load i16, ptr %59, align 2, !dbg !334, !tbaa !336
    #dbg_value(i16 %58, !277, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !338)
    #dbg_value(i16 %60, !277, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !338)
  %61 = sext i16 %58 to i64, !dbg !339
  %62 = mul nsw i64 %61, 100, !dbg !340
  %63 = sext i16 %60 to i64, !dbg !341
  %64 = add i64 %8, %63, !dbg !342
  %65 = add i64 %64, %62, !dbg !343
    #dbg_value(i64 %65, !269, !DIExpression(), !281)
  br label %66

66:                                               ; preds = %41, %36, %5, %17, %22, %28, %48, %55
  %67 = phi ptr [ %56, %55 ], [ %49, %48 ], [ %31, %28 ], [ %25, %22 ], [ %18, %17 ], [ %6, %5 ], [ %37, %36 ], [ %37, %41 ]
  %68 = phi i64 [ %65, %55 ], [ %54, %48 ], [ %35, %28 ], [ %27, %22 ], [ %21, %17 ], [ %8, %5 ], [ %8, %36 ], [ %45, %41 ], !dbg !281
    #dbg_value(i64 %68, !269, !DIExpression(), !281)
  %69 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !344
    #dbg_value(ptr %69, !270, !DIExpression(), !286)
  br label %5, !dbg !345, !llvm.loop !346
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 !dbg !348 {
  %2 = alloca ptr, align 4, !DIAssignID !355
    #dbg_assign(i1 undef, !353, !DIExpression(), !355, ptr %2, !DIExpression(), !356)
    #dbg_value(i32 4, !352, !DIExpression(), !356)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9, !dbg !357
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !358
    #dbg_value(i32 0, !354, !DIExpression(), !356)
  %3 = load ptr, ptr %2, align 4
    #dbg_value(i32 0, !354, !DIExpression(), !356)
    #dbg_value(i32 4, !352, !DIExpression(), !356)
    #dbg_value(i32 4, !352, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !356)
    #dbg_value(i32 0, !354, !DIExpression(), !356)
    #dbg_value(i32 4, !352, !DIExpression(), !356)
    #dbg_value(i32 3, !352, !DIExpression(), !356)
  %4 = getelementptr inbounds i8, ptr %3, i32 4, !dbg !359
  store ptr %4, ptr %2, align 4, !dbg !359, !DIAssignID !360
    #dbg_assign(ptr %4, !353, !DIExpression(), !360, ptr %2, !DIExpression(), !356)
  %5 = load i32, ptr %3, align 4, !dbg !359, !tbaa !295
    #dbg_value(i32 %5, !354, !DIExpression(), !356)
    #dbg_value(i32 3, !352, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !356)
    #dbg_value(i32 3, !352, !DIExpression(), !356)
    #dbg_value(i32 2, !352, !DIExpression(), !356)
  %6 = mul nsw i32 %5, 31, !dbg !361
  %7 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !359
    #dbg_assign(ptr %7, !353, !DIExpression(), !360, ptr %2, !DIExpression(), !356)
  %8 = load i32, ptr %4, align 4, !dbg !359, !tbaa !295
  %9 = add nsw i32 %8, %6, !dbg !362
    #dbg_value(i32 %9, !354, !DIExpression(), !356)
    #dbg_value(i32 2, !352, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !356)
    #dbg_value(i32 2, !352, !DIExpression(), !356)
    #dbg_value(i32 1, !352, !DIExpression(), !356)
  %10 = mul nsw i32 %9, 31, !dbg !361
  %11 = getelementptr inbounds i8, ptr %3, i32 12, !dbg !359
    #dbg_assign(ptr %11, !353, !DIExpression(), !360, ptr %2, !DIExpression(), !356)
  %12 = load i32, ptr %7, align 4, !dbg !359, !tbaa !295
  %13 = add nsw i32 %12, %10, !dbg !362
    #dbg_value(i32 %13, !354, !DIExpression(), !356)
    #dbg_value(i32 1, !352, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !356)
    #dbg_value(i32 1, !352, !DIExpression(), !356)
    #dbg_value(i32 0, !352, !DIExpression(), !356)
  %14 = mul nsw i32 %13, 31, !dbg !361
  %15 = getelementptr inbounds i8, ptr %3, i32 16, !dbg !359
  store ptr %15, ptr %2, align 4, !dbg !359, !DIAssignID !360
    #dbg_assign(ptr %15, !353, !DIExpression(), !360, ptr %2, !DIExpression(), !356)
  %16 = load i32, ptr %11, align 4, !dbg !359, !tbaa !295
  %17 = add nsw i32 %16, %14, !dbg !362
    #dbg_value(i32 %17, !354, !DIExpression(), !356)
    #dbg_value(i32 0, !352, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !356)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !363
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9, !dbg !364
  ret i32 %17, !dbg !365
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #5 !dbg !366 {
    #dbg_value(i32 %0, !368, !DIExpression(), !370)
    #dbg_value(i32 %1, !369, !DIExpression(), !370)
  %3 = add nsw i32 %1, %0, !dbg !371
  ret i32 %3, !dbg !372
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #5 !dbg !373 {
    #dbg_value(i32 %0, !375, !DIExpression(), !377)
    #dbg_value(i32 %1, !376, !DIExpression(), !377)
  %3 = mul nsw i32 %1, %0, !dbg !378
  ret i32 %3, !dbg !379
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #5 !dbg !380 {
    #dbg_value(i32 %0, !382, !DIExpression(), !384)
    #dbg_value(i32 %1, !383, !DIExpression(), !384)
  %3 = sub nsw i32 %0, %1, !dbg !385
  ret i32 %3, !dbg !386
}

; Function Attrs: nofree norecurse nosync nounwind memory(none)
define internal fastcc i32 @run(ptr nocapture readnone %0) #6 !dbg !91 {
  %2 = alloca [16 x i32], align 16, !DIAssignID !387
    #dbg_assign(i1 undef, !97, !DIExpression(), !387, ptr %2, !DIExpression(), !388)
    #dbg_value(ptr @main.prog, !96, !DIExpression(), !388)
    #dbg_value(i32 0, !101, !DIExpression(), !388)
    #dbg_value(i32 0, !102, !DIExpression(), !388)
    #dbg_value(i32 1, !102, !DIExpression(), !388)
  br label %3, !dbg !389

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
    #dbg_label(!103, !390)
    #dbg_value(i32 %69, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !388)
  %12 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !391
  %13 = load i32, ptr %12, align 4, !dbg !391, !tbaa !295
  %14 = add nsw i32 %5, 1, !dbg !392
    #dbg_value(i32 %14, !101, !DIExpression(), !388)
  %15 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %5, !dbg !393
  store i32 %13, ptr %15, align 4, !dbg !394, !tbaa !295
  %16 = add nsw i32 %69, 2, !dbg !395
    #dbg_value(i32 %16, !102, !DIExpression(), !388)
  %17 = getelementptr i8, ptr %12, i32 4, !dbg !395
  br label %18, !dbg !395

18:                                               ; preds = %11, %50, %37, %31, %25
  %19 = phi ptr [ %17, %11 ], [ %53, %50 ], [ %42, %37 ], [ %36, %31 ], [ %30, %25 ]
  %20 = phi i32 [ %16, %11 ], [ %52, %50 ], [ %41, %37 ], [ %35, %31 ], [ %29, %25 ]
  %21 = phi i32 [ %14, %11 ], [ %7, %50 ], [ %40, %37 ], [ %7, %31 ], [ %7, %25 ]
  %22 = load i32, ptr %19, align 4, !dbg !388, !tbaa !295
  %23 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %22, !dbg !388
  %24 = load ptr, ptr %23, align 4, !dbg !388, !tbaa !321
  br label %3

25:                                               ; preds = %68
    #dbg_label(!104, !396)
    #dbg_value(i32 %7, !101, !DIExpression(), !388)
  %26 = load i32, ptr %8, align 4, !dbg !397, !tbaa !295
  %27 = load i32, ptr %10, align 4, !dbg !398, !tbaa !295
  %28 = add nsw i32 %27, %26, !dbg !398
  store i32 %28, ptr %10, align 4, !dbg !398, !tbaa !295
  %29 = add nsw i32 %69, 1, !dbg !399
    #dbg_value(i32 %29, !102, !DIExpression(), !388)
  %30 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !399
  br label %18, !dbg !399

31:                                               ; preds = %68
    #dbg_label(!105, !400)
    #dbg_value(i32 %7, !101, !DIExpression(), !388)
  %32 = load i32, ptr %8, align 4, !dbg !401, !tbaa !295
  %33 = load i32, ptr %10, align 4, !dbg !402, !tbaa !295
  %34 = mul nsw i32 %33, %32, !dbg !402
  store i32 %34, ptr %10, align 4, !dbg !402, !tbaa !295
  %35 = add nsw i32 %69, 1, !dbg !403
    #dbg_value(i32 %35, !102, !DIExpression(), !388)
  %36 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !403
  br label %18, !dbg !403

37:                                               ; preds = %68
    #dbg_label(!106, !404)
  %38 = load i32, ptr %10, align 4, !dbg !405, !tbaa !295
  %39 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %5, !dbg !406
  store i32 %38, ptr %39, align 4, !dbg !407, !tbaa !295
  %40 = add nsw i32 %5, 1, !dbg !408
    #dbg_value(i32 %40, !101, !DIExpression(), !388)
  %41 = add nsw i32 %69, 1, !dbg !409
    #dbg_value(i32 %41, !102, !DIExpression(), !388)
  %42 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !409
  br label %18, !dbg !409

43:                                               ; preds = %68
    #dbg_label(!107, !410)
  %44 = add nsw i32 %69, 1, !dbg !411
    #dbg_value(i32 %44, !102, !DIExpression(), !388)
    #dbg_value(i32 poison, !108, !DIExpression(), !412)
    #dbg_value(i32 %7, !101, !DIExpression(), !388)
  %45 = load i32, ptr %8, align 4, !dbg !413, !tbaa !295
  %46 = icmp eq i32 %45, 0, !dbg !413
  br i1 %46, label %50, label %47, !dbg !415

47:                                               ; preds = %43
  %48 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !416
  %49 = load i32, ptr %48, align 4, !dbg !416, !tbaa !295
    #dbg_value(i32 %49, !108, !DIExpression(), !412)
    #dbg_value(i32 %49, !102, !DIExpression(), !388)
  br label %50, !dbg !417

50:                                               ; preds = %47, %43
  %51 = phi i32 [ %49, %47 ], [ %44, %43 ], !dbg !418
    #dbg_value(i32 %51, !102, !DIExpression(), !388)
  %52 = add nsw i32 %51, 1, !dbg !419
    #dbg_value(i32 %52, !102, !DIExpression(), !388)
  %53 = getelementptr inbounds i32, ptr @main.prog, i32 %51, !dbg !419
  br label %18, !dbg !419

54:                                               ; preds = %68
    #dbg_label(!110, !420)
  %55 = load i32, ptr %8, align 4, !dbg !421, !tbaa !295
  %56 = add nsw i32 %55, -1, !dbg !421
  store i32 %56, ptr %8, align 4, !dbg !421, !tbaa !295
    #dbg_value(i32 %69, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !388)
  br label %57, !dbg !422

57:                                               ; preds = %54, %63
  %58 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !388
  %59 = load i32, ptr %58, align 4, !dbg !388, !tbaa !295
  %60 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %59, !dbg !388
  %61 = load ptr, ptr %60, align 4, !dbg !388, !tbaa !321
  %62 = add nsw i32 %69, 1, !dbg !388
  br label %68

63:                                               ; preds = %68
    #dbg_label(!111, !423)
  %64 = load i32, ptr %8, align 4, !dbg !424, !tbaa !295
    #dbg_value(i32 %64, !112, !DIExpression(), !425)
  %65 = load i32, ptr %10, align 4, !dbg !426, !tbaa !295
  store i32 %65, ptr %8, align 4, !dbg !427, !tbaa !295
  store i32 %64, ptr %10, align 4, !dbg !428, !tbaa !295
    #dbg_value(i32 %69, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !388)
  br label %57, !dbg !429

66:                                               ; preds = %68
    #dbg_label(!114, !430)
  %67 = load i32, ptr %8, align 4, !dbg !431, !tbaa !295
  ret i32 %67, !dbg !432

68:                                               ; preds = %57, %3
  %69 = phi i32 [ %4, %3 ], [ %62, %57 ], !dbg !388
  %70 = phi ptr [ %6, %3 ], [ %61, %57 ]
    #dbg_value(i32 %5, !101, !DIExpression(), !388)
    #dbg_value(i32 %69, !102, !DIExpression(), !388)
  indirectbr ptr %70, [label %11, label %25, label %31, label %37, label %43, label %54, label %63, label %66]
}

; Function Attrs: nofree nounwind
declare !dbg !433 noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i32(ptr, i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal noundef i32 @op_div(i32 noundef %0, i32 noundef %1) #5 !dbg !436 {
    #dbg_value(i32 %0, !438, !DIExpression(), !440)
    #dbg_value(i32 %1, !439, !DIExpression(), !440)
  %3 = icmp eq i32 %1, 0, !dbg !441
  br i1 %3, label %6, label %4, !dbg !441

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1, !dbg !442
  br label %6, !dbg !441

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ], !dbg !441
  ret i32 %7, !dbg !443
}

attributes #0 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nofree norecurse nosync nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nofree norecurse nosync nounwind memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!194, !195, !196, !197}
!llvm.ident = !{!198}

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
!194 = !{i32 7, !"Dwarf Version", i32 4}
!195 = !{i32 2, !"Debug Info Version", i32 3}
!196 = !{i32 1, !"wchar_size", i32 4}
!197 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!198 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!199 = !DILocation(line: 101, column: 25, scope: !33)
!200 = !DILocation(line: 101, column: 3, scope: !33)
!201 = !DILocation(line: 102, column: 26, scope: !33)
!202 = !DILocation(line: 102, column: 3, scope: !33)
!203 = !DILocation(line: 0, scope: !33)
!204 = !DILocation(line: 0, scope: !173)
!205 = !DILocation(line: 105, column: 8, scope: !173)
!206 = !DILocation(line: 105, scope: !173)
!207 = !DILocation(line: 105, column: 30, scope: !176)
!208 = !{!209, !209, i64 0}
!209 = !{!"omnipotent char", !210, i64 0}
!210 = !{!"Simple C/C++ TBAA"}
!211 = !DILocation(line: 105, column: 3, scope: !173)
!212 = !DILocation(line: 110, column: 3, scope: !33)
!213 = !DILocation(line: 118, column: 35, scope: !33)
!214 = !DILocation(line: 118, column: 3, scope: !33)
!215 = !DILocation(line: 122, column: 3, scope: !33)
!216 = !DILocation(line: 123, column: 3, scope: !33)
!217 = !DILocation(line: 124, column: 3, scope: !33)
!218 = !DILocation(line: 0, scope: !189)
!219 = !DILocation(line: 125, column: 47, scope: !220)
!220 = distinct !DILexicalBlock(scope: !189, file: !2, line: 125, column: 3)
!221 = !DILocation(line: 126, column: 77, scope: !33)
!222 = !{!223, !224, i64 0}
!223 = !{!"", !224, i64 0, !209, i64 4, !225, i64 16}
!224 = !{!"int", !209, i64 0}
!225 = !{!"double", !209, i64 0}
!226 = !DILocation(line: 126, column: 93, scope: !33)
!227 = !{!223, !225, i64 16}
!228 = !DILocation(line: 126, column: 3, scope: !33)
!229 = !DILocation(line: 128, column: 3, scope: !33)
!230 = !DILocation(line: 129, column: 3, scope: !33)
!231 = !DILocation(line: 0, scope: !175)
!232 = !DILocation(line: 107, column: 22, scope: !175)
!233 = !DILocation(line: 107, column: 26, scope: !175)
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
!247 = !{!"", !209, i64 0, !248, i64 4}
!248 = !{!"any pointer", !209, i64 0}
!249 = !DILocation(line: 107, column: 30, scope: !175)
!250 = !DILocation(line: 107, column: 5, scope: !175)
!251 = !DILocation(line: 105, column: 34, scope: !176)
!252 = !DILocation(line: 105, column: 3, scope: !176)
!253 = distinct !{!253, !211, !254, !255}
!254 = !DILocation(line: 108, column: 3, scope: !173)
!255 = !{!"llvm.loop.mustprogress"}
!256 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 5, type: !257, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!257 = !DISubroutineType(types: !258)
!258 = !{!36, !150, null}
!259 = distinct !DISubprogram(name: "vsum", scope: !2, file: !2, line: 13, type: !260, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !262)
!260 = !DISubroutineType(types: !261)
!261 = !{!40, !150, null}
!262 = !{!263, !264, !268, !269, !270, !272, !277, !279}
!263 = !DILocalVariable(name: "fmt", arg: 1, scope: !259, file: !2, line: 13, type: !150)
!264 = !DILocalVariable(name: "ap", scope: !259, file: !2, line: 14, type: !265)
!265 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !2, line: 8, baseType: !266)
!266 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !267)
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!268 = !DILocalVariable(name: "ap2", scope: !259, file: !2, line: 14, type: !265)
!269 = !DILocalVariable(name: "total", scope: !259, file: !2, line: 15, type: !40)
!270 = !DILocalVariable(name: "f", scope: !271, file: !2, line: 18, type: !150)
!271 = distinct !DILexicalBlock(scope: !259, file: !2, line: 18, column: 3)
!272 = !DILocalVariable(name: "s", scope: !273, file: !2, line: 23, type: !150)
!273 = distinct !DILexicalBlock(scope: !274, file: !2, line: 23, column: 15)
!274 = distinct !DILexicalBlock(scope: !275, file: !2, line: 19, column: 17)
!275 = distinct !DILexicalBlock(scope: !276, file: !2, line: 18, column: 38)
!276 = distinct !DILexicalBlock(scope: !271, file: !2, line: 18, column: 3)
!277 = !DILocalVariable(name: "p", scope: !278, file: !2, line: 25, type: !166)
!278 = distinct !DILexicalBlock(scope: !274, file: !2, line: 25, column: 15)
!279 = !DILocalVariable(name: "first", scope: !259, file: !2, line: 31, type: !36)
!280 = distinct !DIAssignID()
!281 = !DILocation(line: 0, scope: !259)
!282 = distinct !DIAssignID()
!283 = !DILocation(line: 14, column: 3, scope: !259)
!284 = !DILocation(line: 16, column: 3, scope: !259)
!285 = !DILocation(line: 17, column: 3, scope: !259)
!286 = !DILocation(line: 0, scope: !271)
!287 = !DILocation(line: 18, column: 8, scope: !271)
!288 = !DILocation(line: 18, scope: !271)
!289 = !DILocation(line: 15, column: 13, scope: !259)
!290 = !DILocation(line: 18, column: 29, scope: !276)
!291 = !DILocation(line: 18, column: 3, scope: !271)
!292 = !DILocation(line: 29, column: 3, scope: !259)
!293 = !DILocation(line: 31, column: 31, scope: !259)
!294 = distinct !DIAssignID()
!295 = !{!224, !224, i64 0}
!296 = !DILocation(line: 32, column: 3, scope: !259)
!297 = !DILocation(line: 33, column: 16, scope: !259)
!298 = !DILocation(line: 33, column: 25, scope: !259)
!299 = !DILocation(line: 33, column: 23, scope: !259)
!300 = !DILocation(line: 34, column: 1, scope: !259)
!301 = !DILocation(line: 33, column: 3, scope: !259)
!302 = !DILocation(line: 20, column: 24, scope: !274)
!303 = distinct !DIAssignID()
!304 = !DILocation(line: 20, column: 21, scope: !274)
!305 = !DILocation(line: 20, column: 51, scope: !274)
!306 = !DILocation(line: 21, column: 24, scope: !274)
!307 = distinct !DIAssignID()
!308 = !{!309, !309, i64 0}
!309 = !{!"long long", !209, i64 0}
!310 = !DILocation(line: 21, column: 21, scope: !274)
!311 = !DILocation(line: 21, column: 57, scope: !274)
!312 = !DILocation(line: 22, column: 36, scope: !274)
!313 = distinct !DIAssignID()
!314 = !{!225, !225, i64 0}
!315 = !DILocation(line: 22, column: 65, scope: !274)
!316 = !DILocation(line: 22, column: 24, scope: !274)
!317 = !DILocation(line: 22, column: 21, scope: !274)
!318 = !DILocation(line: 22, column: 72, scope: !274)
!319 = !DILocation(line: 23, column: 33, scope: !273)
!320 = distinct !DIAssignID()
!321 = !{!248, !248, i64 0}
!322 = !DILocation(line: 0, scope: !273)
!323 = !DILocation(line: 23, column: 76, scope: !273)
!324 = !DILocation(line: 23, column: 69, scope: !273)
!325 = !DILocation(line: 23, column: 78, scope: !273)
!326 = !DILocation(line: 23, column: 82, scope: !273)
!327 = distinct !{!327, !324, !328, !255}
!328 = !DILocation(line: 23, column: 84, scope: !273)
!329 = !DILocation(line: 24, column: 30, scope: !274)
!330 = distinct !DIAssignID()
!331 = !DILocation(line: 24, column: 24, scope: !274)
!332 = !DILocation(line: 24, column: 21, scope: !274)
!333 = !DILocation(line: 24, column: 57, scope: !274)
!334 = !DILocation(line: 25, column: 31, scope: !278)
!335 = distinct !DIAssignID()
!336 = !{!337, !337, i64 0}
!337 = !{!"short", !209, i64 0}
!338 = !DILocation(line: 0, scope: !278)
!339 = !DILocation(line: 25, column: 73, scope: !278)
!340 = !DILocation(line: 25, column: 77, scope: !278)
!341 = !DILocation(line: 25, column: 85, scope: !278)
!342 = !DILocation(line: 25, column: 83, scope: !278)
!343 = !DILocation(line: 25, column: 70, scope: !278)
!344 = !DILocation(line: 18, column: 33, scope: !276)
!345 = !DILocation(line: 18, column: 3, scope: !276)
!346 = distinct !{!346, !291, !347, !255}
!347 = !DILocation(line: 28, column: 3, scope: !271)
!348 = distinct !DISubprogram(name: "forward", scope: !2, file: !2, line: 36, type: !349, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !351)
!349 = !DISubroutineType(types: !350)
!350 = !{!36, !36, null}
!351 = !{!352, !353, !354}
!352 = !DILocalVariable(name: "n", arg: 1, scope: !348, file: !2, line: 36, type: !36)
!353 = !DILocalVariable(name: "ap", scope: !348, file: !2, line: 37, type: !265)
!354 = !DILocalVariable(name: "r", scope: !348, file: !2, line: 39, type: !36)
!355 = distinct !DIAssignID()
!356 = !DILocation(line: 0, scope: !348)
!357 = !DILocation(line: 37, column: 3, scope: !348)
!358 = !DILocation(line: 38, column: 3, scope: !348)
!359 = !DILocation(line: 40, column: 32, scope: !348)
!360 = distinct !DIAssignID()
!361 = !DILocation(line: 40, column: 25, scope: !348)
!362 = !DILocation(line: 40, column: 30, scope: !348)
!363 = !DILocation(line: 41, column: 3, scope: !348)
!364 = !DILocation(line: 43, column: 1, scope: !348)
!365 = !DILocation(line: 42, column: 3, scope: !348)
!366 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 47, type: !87, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !367)
!367 = !{!368, !369}
!368 = !DILocalVariable(name: "a", arg: 1, scope: !366, file: !2, line: 47, type: !36)
!369 = !DILocalVariable(name: "b", arg: 2, scope: !366, file: !2, line: 47, type: !36)
!370 = !DILocation(line: 0, scope: !366)
!371 = !DILocation(line: 47, column: 44, scope: !366)
!372 = !DILocation(line: 47, column: 35, scope: !366)
!373 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 49, type: !87, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !374)
!374 = !{!375, !376}
!375 = !DILocalVariable(name: "a", arg: 1, scope: !373, file: !2, line: 49, type: !36)
!376 = !DILocalVariable(name: "b", arg: 2, scope: !373, file: !2, line: 49, type: !36)
!377 = !DILocation(line: 0, scope: !373)
!378 = !DILocation(line: 49, column: 44, scope: !373)
!379 = !DILocation(line: 49, column: 35, scope: !373)
!380 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 48, type: !87, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !381)
!381 = !{!382, !383}
!382 = !DILocalVariable(name: "a", arg: 1, scope: !380, file: !2, line: 48, type: !36)
!383 = !DILocalVariable(name: "b", arg: 2, scope: !380, file: !2, line: 48, type: !36)
!384 = !DILocation(line: 0, scope: !380)
!385 = !DILocation(line: 48, column: 44, scope: !380)
!386 = !DILocation(line: 48, column: 35, scope: !380)
!387 = distinct !DIAssignID()
!388 = !DILocation(line: 0, scope: !91)
!389 = !DILocation(line: 76, column: 3, scope: !91)
!390 = !DILocation(line: 77, column: 1, scope: !91)
!391 = !DILocation(line: 77, column: 24, scope: !91)
!392 = !DILocation(line: 77, column: 18, scope: !91)
!393 = !DILocation(line: 77, column: 10, scope: !91)
!394 = !DILocation(line: 77, column: 22, scope: !91)
!395 = !DILocation(line: 77, column: 36, scope: !91)
!396 = !DILocation(line: 78, column: 1, scope: !91)
!397 = !DILocation(line: 78, column: 32, scope: !91)
!398 = !DILocation(line: 78, column: 29, scope: !91)
!399 = !DILocation(line: 78, column: 43, scope: !91)
!400 = !DILocation(line: 79, column: 1, scope: !91)
!401 = !DILocation(line: 79, column: 32, scope: !91)
!402 = !DILocation(line: 79, column: 29, scope: !91)
!403 = !DILocation(line: 79, column: 43, scope: !91)
!404 = !DILocation(line: 80, column: 1, scope: !91)
!405 = !DILocation(line: 80, column: 22, scope: !91)
!406 = !DILocation(line: 80, column: 10, scope: !91)
!407 = !DILocation(line: 80, column: 20, scope: !91)
!408 = !DILocation(line: 80, column: 39, scope: !91)
!409 = !DILocation(line: 80, column: 43, scope: !91)
!410 = !DILocation(line: 81, column: 1, scope: !91)
!411 = !DILocation(line: 81, column: 26, scope: !109)
!412 = !DILocation(line: 0, scope: !109)
!413 = !DILocation(line: 81, column: 35, scope: !414)
!414 = distinct !DILexicalBlock(scope: !109, file: !2, line: 81, column: 35)
!415 = !DILocation(line: 81, column: 35, scope: !109)
!416 = !DILocation(line: 81, column: 19, scope: !109)
!417 = !DILocation(line: 81, column: 48, scope: !414)
!418 = !DILocation(line: 81, scope: !109)
!419 = !DILocation(line: 81, column: 56, scope: !109)
!420 = !DILocation(line: 82, column: 1, scope: !91)
!421 = !DILocation(line: 82, column: 22, scope: !91)
!422 = !DILocation(line: 82, column: 26, scope: !91)
!423 = !DILocation(line: 83, column: 1, scope: !91)
!424 = !DILocation(line: 83, column: 20, scope: !113)
!425 = !DILocation(line: 0, scope: !113)
!426 = !DILocation(line: 83, column: 51, scope: !113)
!427 = !DILocation(line: 83, column: 49, scope: !113)
!428 = !DILocation(line: 83, column: 80, scope: !113)
!429 = !DILocation(line: 83, column: 85, scope: !113)
!430 = !DILocation(line: 84, column: 1, scope: !91)
!431 = !DILocation(line: 84, column: 17, scope: !91)
!432 = !DILocation(line: 84, column: 10, scope: !91)
!433 = !DISubprogram(name: "putchar", scope: !2, file: !2, line: 6, type: !434, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!434 = !DISubroutineType(types: !435)
!435 = !{!36, !36}
!436 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 50, type: !87, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !437)
!437 = !{!438, !439}
!438 = !DILocalVariable(name: "a", arg: 1, scope: !436, file: !2, line: 50, type: !36)
!439 = !DILocalVariable(name: "b", arg: 2, scope: !436, file: !2, line: 50, type: !36)
!440 = !DILocation(line: 0, scope: !436)
!441 = !DILocation(line: 50, column: 42, scope: !436)
!442 = !DILocation(line: 50, column: 48, scope: !436)
!443 = !DILocation(line: 50, column: 35, scope: !436)
