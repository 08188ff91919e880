; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, ptr }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

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
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 8, !dbg !77
@run.dispatch = internal unnamed_addr constant [8 x ptr] [ptr blockaddress(@run, %14), ptr blockaddress(@run, %33), ptr blockaddress(@run, %42), ptr blockaddress(@run, %51), ptr blockaddress(@run, %61), ptr blockaddress(@run, %76), ptr blockaddress(@run, %86), ptr blockaddress(@run, %89)], align 8, !dbg !89
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !135
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !137
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !142

; Function Attrs: uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !33 {
    #dbg_value(i32 262147, !165, !DIExpression(), !203)
  %1 = tail call i64 (ptr, ...) @vsum(ptr nonnull poison, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef nonnull @.str.2, i32 noundef 65, i64 262147), !dbg !204
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !205
  %3 = tail call i32 (i32, ...) @forward(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !206
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3), !dbg !207
    #dbg_value(ptr @.str.4, !171, !DIExpression(), !203)
    #dbg_value(ptr @.str.4, !172, !DIExpression(), !208)
  br label %5, !dbg !209

5:                                                ; preds = %33, %0
  %6 = phi ptr [ @.str.4, %0 ], [ %37, %33 ], !dbg !210
    #dbg_value(ptr %6, !172, !DIExpression(), !208)
  %7 = load i8, ptr %6, align 1, !dbg !211, !tbaa !212
  switch i8 %7, label %33 [
    i8 0, label %8
    i8 43, label %26
    i8 45, label %23
    i8 42, label %24
    i8 47, label %25
  ], !dbg !215

8:                                                ; preds = %5
    #dbg_value(ptr @op_add, !177, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !203)
    #dbg_value(ptr @op_mul, !177, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !203)
    #dbg_value(ptr @op_sub, !177, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !203)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 54), !dbg !216
    #dbg_value(i32 1, !181, !DIExpression(), !203)
    #dbg_value(i32 poison, !181, !DIExpression(), !203)
  %10 = tail call fastcc i32 @run(ptr nonnull poison), !dbg !217
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %10, i32 noundef 120), !dbg !218
    #dbg_value(i32 -2128831035, !184, !DIExpression(), !203)
    #dbg_value(i32 poison, !184, !DIExpression(), !203)
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
  %19 = load i32, ptr @init, align 8, !dbg !225, !tbaa !226
  %20 = load double, ptr getelementptr inbounds (i8, ptr @init, i64 16), align 8, !dbg !230, !tbaa !231
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @buf2d, ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i64 5), ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i64 10), i32 noundef %19, ptr noundef nonnull getelementptr inbounds (i8, ptr @init, i64 4), double noundef %20, i32 noundef 6), !dbg !232
  %22 = tail call i32 @putchar(i32 noundef 10), !dbg !233
  ret i32 0, !dbg !234

23:                                               ; preds = %5
  br label %26, !dbg !235

24:                                               ; preds = %5
  br label %26, !dbg !235

25:                                               ; preds = %5
  br label %26, !dbg !235

26:                                               ; preds = %5, %23, %24, %25
  %27 = phi ptr [ getelementptr inbounds (i8, ptr @op_table, i64 16), %23 ], [ getelementptr inbounds (i8, ptr @op_table, i64 32), %24 ], [ getelementptr inbounds (i8, ptr @op_table, i64 48), %25 ], [ @op_table, %5 ], !dbg !246
  %28 = getelementptr inbounds i8, ptr %27, i64 8, !dbg !235
  %29 = load ptr, ptr %28, align 8, !dbg !235, !tbaa !247
    #dbg_value(ptr %29, !174, !DIExpression(), !250)
  %30 = icmp eq ptr %29, null, !dbg !251
  br i1 %30, label %33, label %31, !dbg !251

31:                                               ; preds = %26
  %32 = tail call i32 %29(i32 noundef 17, i32 noundef 5), !dbg !252
  br label %33, !dbg !251

33:                                               ; preds = %5, %26, %31
  %34 = phi i32 [ %32, %31 ], [ -1, %26 ], [ -1, %5 ], !dbg !251
  %35 = zext i8 %7 to i32, !dbg !253
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %35, i32 noundef %34), !dbg !254
  %37 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !255
    #dbg_value(ptr %37, !172, !DIExpression(), !208)
  br label %5, !dbg !256, !llvm.loop !257
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !260 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @vsum(ptr nocapture readnone %0, ...) unnamed_addr #3 !dbg !263 {
  %2 = alloca %struct.__va_list, align 8, !DIAssignID !291
    #dbg_assign(i1 undef, !268, !DIExpression(), !291, ptr %2, !DIExpression(), !292)
  %3 = alloca %struct.__va_list, align 8, !DIAssignID !293
    #dbg_assign(i1 undef, !279, !DIExpression(), !293, ptr %3, !DIExpression(), !292)
    #dbg_value(ptr @.str.1, !267, !DIExpression(), !292)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8, !dbg !294
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8, !dbg !294
    #dbg_value(i64 0, !280, !DIExpression(), !292)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !295
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !296
    #dbg_value(ptr @.str.1, !281, !DIExpression(), !297)
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %2, i64 24
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds i8, ptr %2, i64 28
  %9 = getelementptr inbounds i8, ptr %2, i64 16
  %10 = load ptr, ptr %9, align 8
  %11 = load i32, ptr %5, align 8
  %12 = load i32, ptr %8, align 4
  br label %13, !dbg !298

13:                                               ; preds = %145, %1
  %14 = phi i32 [ %12, %1 ], [ %146, %145 ]
  %15 = phi i32 [ %11, %1 ], [ %147, %145 ]
  %16 = phi ptr [ %4, %1 ], [ %148, %145 ]
  %17 = phi ptr [ @.str.1, %1 ], [ %150, %145 ], !dbg !299
  %18 = phi i64 [ 0, %1 ], [ %149, %145 ], !dbg !300
    #dbg_value(i64 %18, !280, !DIExpression(), !292)
    #dbg_value(ptr %17, !281, !DIExpression(), !297)
  %19 = load i8, ptr %17, align 1, !dbg !301, !tbaa !212
  switch i8 %19, label %145 [
    i8 0, label %20
    i8 105, label %24
    i8 108, label %42
    i8 100, label %59
    i8 115, label %78
    i8 99, label %103
    i8 112, label %122
  ], !dbg !302

20:                                               ; preds = %13
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !303
  %21 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !304
  %22 = load i32, ptr %21, align 8, !dbg !304
  %23 = icmp sgt i32 %22, -1, !dbg !304
  br i1 %23, label %159, label %151, !dbg !304

24:                                               ; preds = %13
  %25 = icmp sgt i32 %15, -1, !dbg !305
  br i1 %25, label %32, label %26, !dbg !305

26:                                               ; preds = %24
  %27 = add nsw i32 %15, 8, !dbg !305
  store i32 %27, ptr %5, align 8, !dbg !305, !DIAssignID !306
    #dbg_assign(i32 %27, !268, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !306, ptr %5, !DIExpression(), !292)
  %28 = icmp ult i32 %15, -7, !dbg !305
  br i1 %28, label %29, label %32, !dbg !305

29:                                               ; preds = %26
  %30 = sext i32 %15 to i64, !dbg !305
  %31 = getelementptr inbounds i8, ptr %7, i64 %30, !dbg !305
  br label %35, !dbg !305

32:                                               ; preds = %26, %24
  %33 = phi i32 [ %27, %26 ], [ %15, %24 ]
  %34 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !305
  store ptr %34, ptr %2, align 8, !dbg !305, !DIAssignID !307
    #dbg_assign(ptr %34, !268, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !307, ptr %2, !DIExpression(), !292)
  br label %35, !dbg !305

35:                                               ; preds = %32, %29
  %36 = phi i32 [ %27, %29 ], [ %33, %32 ]
  %37 = phi ptr [ %16, %29 ], [ %34, %32 ]
  %38 = phi ptr [ %31, %29 ], [ %16, %32 ], !dbg !305
  %39 = load i32, ptr %38, align 8, !dbg !305, !tbaa !308
  %40 = sext i32 %39 to i64, !dbg !305
  %41 = add nsw i64 %18, %40, !dbg !309
    #dbg_value(i64 %41, !280, !DIExpression(), !292)
  br label %145, !dbg !310

42:                                               ; preds = %13
  %43 = icmp sgt i32 %15, -1, !dbg !311
  br i1 %43, label %50, label %44, !dbg !311

44:                                               ; preds = %42
  %45 = add nsw i32 %15, 8, !dbg !311
  store i32 %45, ptr %5, align 8, !dbg !311, !DIAssignID !312
    #dbg_assign(i32 %45, !268, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !312, ptr %5, !DIExpression(), !292)
  %46 = icmp ult i32 %15, -7, !dbg !311
  br i1 %46, label %47, label %50, !dbg !311

47:                                               ; preds = %44
  %48 = sext i32 %15 to i64, !dbg !311
  %49 = getelementptr inbounds i8, ptr %7, i64 %48, !dbg !311
  br label %53, !dbg !311

50:                                               ; preds = %44, %42
  %51 = phi i32 [ %45, %44 ], [ %15, %42 ]
  %52 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !311
  store ptr %52, ptr %2, align 8, !dbg !311, !DIAssignID !313
    #dbg_assign(ptr %52, !268, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !313, ptr %2, !DIExpression(), !292)
  br label %53, !dbg !311

53:                                               ; preds = %50, %47
  %54 = phi i32 [ %45, %47 ], [ %51, %50 ]
  %55 = phi ptr [ %16, %47 ], [ %52, %50 ]
  %56 = phi ptr [ %49, %47 ], [ %16, %50 ], !dbg !311
  %57 = load i64, ptr %56, align 8, !dbg !311, !tbaa !314
  %58 = add nsw i64 %57, %18, !dbg !316
    #dbg_value(i64 %58, !280, !DIExpression(), !292)
  br label %145, !dbg !317

59:                                               ; preds = %13
  %60 = icmp sgt i32 %14, -1, !dbg !318
  br i1 %60, label %67, label %61, !dbg !318

61:                                               ; preds = %59
  %62 = add nsw i32 %14, 16, !dbg !318
  store i32 %62, ptr %8, align 4, !dbg !318, !DIAssignID !319
    #dbg_assign(i32 %62, !268, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !319, ptr %8, !DIExpression(), !292)
  %63 = icmp ult i32 %14, -15, !dbg !318
  br i1 %63, label %64, label %67, !dbg !318

64:                                               ; preds = %61
  %65 = sext i32 %14 to i64, !dbg !318
  %66 = getelementptr inbounds i8, ptr %10, i64 %65, !dbg !318
  br label %70, !dbg !318

67:                                               ; preds = %61, %59
  %68 = phi i32 [ %62, %61 ], [ %14, %59 ]
  %69 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !318
  store ptr %69, ptr %2, align 8, !dbg !318, !DIAssignID !320
    #dbg_assign(ptr %69, !268, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !320, ptr %2, !DIExpression(), !292)
  br label %70, !dbg !318

70:                                               ; preds = %67, %64
  %71 = phi i32 [ %62, %64 ], [ %68, %67 ]
  %72 = phi ptr [ %16, %64 ], [ %69, %67 ]
  %73 = phi ptr [ %66, %64 ], [ %16, %67 ], !dbg !318
  %74 = load double, ptr %73, align 8, !dbg !318, !tbaa !321
  %75 = fmul double %74, 1.000000e+01, !dbg !322
  %76 = fptosi double %75 to i64, !dbg !323
  %77 = add nsw i64 %18, %76, !dbg !324
    #dbg_value(i64 %77, !280, !DIExpression(), !292)
  br label %145, !dbg !325

78:                                               ; preds = %13
  %79 = icmp sgt i32 %15, -1, !dbg !326
  br i1 %79, label %86, label %80, !dbg !326

80:                                               ; preds = %78
  %81 = add nsw i32 %15, 8, !dbg !326
  store i32 %81, ptr %5, align 8, !dbg !326, !DIAssignID !327
    #dbg_assign(i32 %81, !268, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !327, ptr %5, !DIExpression(), !292)
  %82 = icmp ult i32 %15, -7, !dbg !326
  br i1 %82, label %83, label %86, !dbg !326

83:                                               ; preds = %80
  %84 = sext i32 %15 to i64, !dbg !326
  %85 = getelementptr inbounds i8, ptr %7, i64 %84, !dbg !326
  br label %89, !dbg !326

86:                                               ; preds = %80, %78
  %87 = phi i32 [ %81, %80 ], [ %15, %78 ]
  %88 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !326
  store ptr %88, ptr %2, align 8, !dbg !326, !DIAssignID !328
    #dbg_assign(ptr %88, !268, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !328, ptr %2, !DIExpression(), !292)
  br label %89, !dbg !326

89:                                               ; preds = %86, %83
  %90 = phi i32 [ %81, %83 ], [ %87, %86 ]
  %91 = phi ptr [ %16, %83 ], [ %88, %86 ]
  %92 = phi ptr [ %85, %83 ], [ %16, %86 ], !dbg !326
  %93 = load ptr, ptr %92, align 8, !dbg !326, !tbaa !329
    #dbg_value(ptr %93, !283, !DIExpression(), !330)
    #dbg_value(i64 %18, !280, !DIExpression(), !292)
    #dbg_value(ptr %93, !283, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !330)
  %94 = load i8, ptr %93, align 1, !dbg !331, !tbaa !212
  %95 = icmp eq i8 %94, 0, !dbg !332
  br i1 %95, label %145, label %96, !dbg !332

96:                                               ; preds = %89, %96
  %97 = phi i64 [ %100, %96 ], [ %18, %89 ]
  %98 = phi ptr [ %99, %96 ], [ %93, %89 ]
    #dbg_value(i64 %97, !280, !DIExpression(), !292)
    #dbg_value(ptr %98, !283, !DIExpression(), !330)
  %99 = getelementptr inbounds i8, ptr %98, i64 1, !dbg !333
    #dbg_value(ptr %99, !283, !DIExpression(), !330)
  %100 = add nsw i64 %97, 1, !dbg !334
    #dbg_value(i64 %100, !280, !DIExpression(), !292)
    #dbg_value(ptr %99, !283, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !330)
  %101 = load i8, ptr %99, align 1, !dbg !331, !tbaa !212
  %102 = icmp eq i8 %101, 0, !dbg !332
  br i1 %102, label %145, label %96, !dbg !332, !llvm.loop !335

103:                                              ; preds = %13
  %104 = icmp sgt i32 %15, -1, !dbg !337
  br i1 %104, label %111, label %105, !dbg !337

105:                                              ; preds = %103
  %106 = add nsw i32 %15, 8, !dbg !337
  store i32 %106, ptr %5, align 8, !dbg !337, !DIAssignID !338
    #dbg_assign(i32 %106, !268, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !338, ptr %5, !DIExpression(), !292)
  %107 = icmp ult i32 %15, -7, !dbg !337
  br i1 %107, label %108, label %111, !dbg !337

108:                                              ; preds = %105
  %109 = sext i32 %15 to i64, !dbg !337
  %110 = getelementptr inbounds i8, ptr %7, i64 %109, !dbg !337
  br label %114, !dbg !337

111:                                              ; preds = %105, %103
  %112 = phi i32 [ %106, %105 ], [ %15, %103 ]
  %113 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !337
  store ptr %113, ptr %2, align 8, !dbg !337, !DIAssignID !339
    #dbg_assign(ptr %113, !268, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !339, ptr %2, !DIExpression(), !292)
  br label %114, !dbg !337

114:                                              ; preds = %111, %108
  %115 = phi i32 [ %106, %108 ], [ %112, %111 ]
  %116 = phi ptr [ %16, %108 ], [ %113, %111 ]
  %117 = phi ptr [ %110, %108 ], [ %16, %111 ], !dbg !337
  %118 = load i32, ptr %117, align 8, !dbg !337, !tbaa !308
  %119 = and i32 %118, 255, !dbg !340
  %120 = zext nneg i32 %119 to i64, !dbg !340
  %121 = add nsw i64 %18, %120, !dbg !341
    #dbg_value(i64 %121, !280, !DIExpression(), !292)
  br label %145, !dbg !342

122:                                              ; preds = %13
  %123 = icmp sgt i32 %15, -1, !dbg !343
  br i1 %123, label %130, label %124, !dbg !343

124:                                              ; preds = %122
  %125 = add nsw i32 %15, 8, !dbg !343
  store i32 %125, ptr %5, align 8, !dbg !343, !DIAssignID !344
    #dbg_assign(i32 %125, !268, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !344, ptr %5, !DIExpression(), !292)
  %126 = icmp ult i32 %15, -7, !dbg !343
  br i1 %126, label %127, label %130, !dbg !343

127:                                              ; preds = %124
  %128 = sext i32 %15 to i64, !dbg !343
  %129 = getelementptr inbounds i8, ptr %7, i64 %128, !dbg !343
  br label %133, !dbg !343

130:                                              ; preds = %124, %122
  %131 = phi i32 [ %125, %124 ], [ %15, %122 ]
  %132 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !343
  store ptr %132, ptr %2, align 8, !dbg !343, !DIAssignID !345
    #dbg_assign(ptr %132, !268, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !345, ptr %2, !DIExpression(), !292)
  br label %133, !dbg !343

133:                                              ; preds = %130, %127
  %134 = phi i32 [ %125, %127 ], [ %131, %130 ]
  %135 = phi ptr [ %16, %127 ], [ %132, %130 ]
  %136 = phi ptr [ %129, %127 ], [ %16, %130 ], !dbg !343
  %137 = load i16, ptr %136, align 8, !dbg !343, !tbaa !346
  %138 = getelementptr inbounds i8, ptr %136, i64 2, !dbg !343
  %139 = load i16, ptr %138, align 2, !dbg !343, !tbaa !346
    #dbg_value(i16 %137, !288, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !348)
    #dbg_value(i16 %139, !288, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !348)
  %140 = sext i16 %137 to i64, !dbg !349
  %141 = mul nsw i64 %140, 100, !dbg !350
  %142 = sext i16 %139 to i64, !dbg !351
  %143 = add i64 %18, %142, !dbg !352
  %144 = add i64 %143, %141, !dbg !353
    #dbg_value(i64 %144, !280, !DIExpression(), !292)
  br label %145

145:                                              ; preds = %96, %89, %13, %35, %53, %70, %114, %133
  %146 = phi i32 [ %14, %133 ], [ %14, %114 ], [ %71, %70 ], [ %14, %53 ], [ %14, %35 ], [ %14, %13 ], [ %14, %89 ], [ %14, %96 ]
  %147 = phi i32 [ %134, %133 ], [ %115, %114 ], [ %15, %70 ], [ %54, %53 ], [ %36, %35 ], [ %15, %13 ], [ %90, %89 ], [ %90, %96 ]
  %148 = phi ptr [ %135, %133 ], [ %116, %114 ], [ %72, %70 ], [ %55, %53 ], [ %37, %35 ], [ %16, %13 ], [ %91, %89 ], [ %91, %96 ]
  %149 = phi i64 [ %144, %133 ], [ %121, %114 ], [ %77, %70 ], [ %58, %53 ], [ %41, %35 ], [ %18, %13 ], [ %18, %89 ], [ %100, %96 ], !dbg !292
    #dbg_value(i64 %149, !280, !DIExpression(), !292)
  %150 = getelementptr inbounds i8, ptr %17, i64 1, !dbg !354
    #dbg_value(ptr %150, !281, !DIExpression(), !297)
  br label %13, !dbg !355, !llvm.loop !356

151:                                              ; preds = %20
  %152 = add nsw i32 %22, 8, !dbg !304
  store i32 %152, ptr %21, align 8, !dbg !304, !DIAssignID !358
    #dbg_assign(i32 %152, !279, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !358, ptr %21, !DIExpression(), !292)
  %153 = icmp ult i32 %22, -7, !dbg !304
  br i1 %153, label %154, label %159, !dbg !304

154:                                              ; preds = %151
  %155 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !304
  %156 = load ptr, ptr %155, align 8, !dbg !304
  %157 = sext i32 %22 to i64, !dbg !304
  %158 = getelementptr inbounds i8, ptr %156, i64 %157, !dbg !304
  br label %162, !dbg !304

159:                                              ; preds = %151, %20
  %160 = load ptr, ptr %3, align 8, !dbg !304
  %161 = getelementptr inbounds i8, ptr %160, i64 8, !dbg !304
  store ptr %161, ptr %3, align 8, !dbg !304, !DIAssignID !359
    #dbg_assign(ptr %161, !279, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !359, ptr %3, !DIExpression(), !292)
  br label %162, !dbg !304

162:                                              ; preds = %154, %159
  %163 = phi ptr [ %158, %154 ], [ %160, %159 ], !dbg !304
  %164 = load i32, ptr %163, align 8, !dbg !304, !tbaa !308
    #dbg_value(i32 %164, !290, !DIExpression(), !292)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !360
  %165 = mul nsw i64 %18, 1000, !dbg !361
  %166 = sext i32 %164 to i64, !dbg !362
  %167 = add nsw i64 %165, %166, !dbg !363
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8, !dbg !364
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8, !dbg !364
  ret i64 %167, !dbg !365
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 !dbg !366 {
  %2 = alloca %struct.__va_list, align 8, !DIAssignID !373
    #dbg_assign(i1 undef, !371, !DIExpression(), !373, ptr %2, !DIExpression(), !374)
    #dbg_value(i32 4, !370, !DIExpression(), !374)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8, !dbg !375
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !376
    #dbg_value(i32 0, !372, !DIExpression(), !374)
  %3 = getelementptr inbounds i8, ptr %2, i64 24
  %4 = load i32, ptr %3, align 8
  %5 = load ptr, ptr %2, align 8
    #dbg_value(i32 0, !372, !DIExpression(), !374)
    #dbg_value(i32 4, !370, !DIExpression(), !374)
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load ptr, ptr %6, align 8
    #dbg_value(i32 0, !372, !DIExpression(), !374)
  %8 = icmp sgt i32 %4, -1, !dbg !377
  br i1 %8, label %12, label %9, !dbg !377

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 8, !dbg !377
  store i32 %10, ptr %3, align 8, !dbg !377, !DIAssignID !378
    #dbg_assign(i32 %10, !371, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !378, ptr %3, !DIExpression(), !374)
  %11 = icmp ult i32 %4, -7, !dbg !377
  br i1 %11, label %15, label %12, !dbg !377

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !377
  store ptr %13, ptr %2, align 8, !dbg !377, !DIAssignID !379
    #dbg_assign(ptr %13, !371, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !379, ptr %2, !DIExpression(), !374)
  %14 = load i32, ptr %5, align 8, !dbg !377, !tbaa !308
    #dbg_value(i32 %14, !372, !DIExpression(), !374)
    #dbg_value(i32 2, !370, !DIExpression(), !374)
  br label %23, !dbg !377

15:                                               ; preds = %9
  %16 = sext i32 %4 to i64, !dbg !377
  %17 = getelementptr inbounds i8, ptr %7, i64 %16, !dbg !377
  %18 = load i32, ptr %17, align 8, !dbg !377, !tbaa !308
    #dbg_value(i32 %18, !372, !DIExpression(), !374)
    #dbg_value(i32 2, !370, !DIExpression(), !374)
  %19 = icmp sgt i32 %4, -9, !dbg !377
  br i1 %19, label %23, label %20, !dbg !377

20:                                               ; preds = %15
  %21 = add nsw i32 %4, 16, !dbg !377
  store i32 %21, ptr %3, align 8, !dbg !377, !DIAssignID !378
    #dbg_assign(i32 %21, !371, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !378, ptr %3, !DIExpression(), !374)
  %22 = icmp ult i32 %10, -7, !dbg !377
  br i1 %22, label %28, label %23, !dbg !377

23:                                               ; preds = %15, %20, %12
  %24 = phi i32 [ %18, %20 ], [ %18, %15 ], [ %14, %12 ]
  %25 = phi ptr [ %5, %20 ], [ %5, %15 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8, !dbg !377
  store ptr %26, ptr %2, align 8, !dbg !377, !DIAssignID !379
    #dbg_assign(ptr %26, !371, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !379, ptr %2, !DIExpression(), !374)
  %27 = load i32, ptr %25, align 8, !dbg !377, !tbaa !308
    #dbg_value(!DIArgList(i32 %27, i32 %64), !372, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !374)
    #dbg_value(i32 1, !370, !DIExpression(), !374)
  br label %36, !dbg !377

28:                                               ; preds = %20
  %29 = sext i32 %10 to i64, !dbg !377
  %30 = getelementptr inbounds i8, ptr %7, i64 %29, !dbg !377
  %31 = load i32, ptr %30, align 8, !dbg !377, !tbaa !308
    #dbg_value(!DIArgList(i32 %31, i32 %64), !372, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !374)
    #dbg_value(i32 1, !370, !DIExpression(), !374)
  %32 = icmp sgt i32 %4, -17, !dbg !377
  br i1 %32, label %36, label %33, !dbg !377

33:                                               ; preds = %28
  %34 = add nsw i32 %4, 24, !dbg !377
  store i32 %34, ptr %3, align 8, !dbg !377, !DIAssignID !378
    #dbg_assign(i32 %34, !371, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !378, ptr %3, !DIExpression(), !374)
  %35 = icmp ult i32 %21, -7, !dbg !377
  br i1 %35, label %42, label %36, !dbg !377

36:                                               ; preds = %28, %33, %23
  %37 = phi i32 [ %31, %33 ], [ %31, %28 ], [ %27, %23 ]
  %38 = phi ptr [ %5, %33 ], [ %5, %28 ], [ %26, %23 ]
  %39 = phi i32 [ %18, %33 ], [ %18, %28 ], [ %24, %23 ]
  %40 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !377
  store ptr %40, ptr %2, align 8, !dbg !377, !DIAssignID !379
    #dbg_assign(ptr %40, !371, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !379, ptr %2, !DIExpression(), !374)
  %41 = load i32, ptr %38, align 8, !dbg !377, !tbaa !308
    #dbg_value(!DIArgList(i32 %41, i32 %66), !372, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !374)
    #dbg_value(i32 0, !370, !DIExpression(), !374)
  br label %53, !dbg !377

42:                                               ; preds = %33
  %43 = sext i32 %21 to i64, !dbg !377
  %44 = getelementptr inbounds i8, ptr %7, i64 %43, !dbg !377
  %45 = load i32, ptr %44, align 8, !dbg !377, !tbaa !308
    #dbg_value(!DIArgList(i32 %45, i32 %66), !372, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !374)
    #dbg_value(i32 0, !370, !DIExpression(), !374)
  %46 = icmp sgt i32 %4, -25, !dbg !377
  br i1 %46, label %53, label %47, !dbg !377

47:                                               ; preds = %42
  %48 = add nsw i32 %4, 32, !dbg !377
  store i32 %48, ptr %3, align 8, !dbg !377, !DIAssignID !378
    #dbg_assign(i32 %48, !371, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !378, ptr %3, !DIExpression(), !374)
  %49 = icmp ult i32 %34, -7, !dbg !377
  br i1 %49, label %50, label %53, !dbg !377

50:                                               ; preds = %47
  %51 = sext i32 %34 to i64, !dbg !377
  %52 = getelementptr inbounds i8, ptr %7, i64 %51, !dbg !377
  br label %59, !dbg !377

53:                                               ; preds = %36, %47, %42
  %54 = phi i32 [ %41, %36 ], [ %45, %47 ], [ %45, %42 ]
  %55 = phi ptr [ %40, %36 ], [ %5, %47 ], [ %5, %42 ]
  %56 = phi i32 [ %39, %36 ], [ %18, %47 ], [ %18, %42 ]
  %57 = phi i32 [ %37, %36 ], [ %31, %47 ], [ %31, %42 ]
  %58 = getelementptr inbounds i8, ptr %55, i64 8, !dbg !377
  store ptr %58, ptr %2, align 8, !dbg !377, !DIAssignID !379
    #dbg_assign(ptr %58, !371, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !379, ptr %2, !DIExpression(), !374)
  br label %59, !dbg !377

59:                                               ; preds = %53, %50
  %60 = phi i32 [ %45, %50 ], [ %54, %53 ]
  %61 = phi i32 [ %18, %50 ], [ %56, %53 ]
  %62 = phi i32 [ %31, %50 ], [ %57, %53 ]
  %63 = phi ptr [ %52, %50 ], [ %55, %53 ], !dbg !377
  %64 = mul nsw i32 %61, 31, !dbg !380
  %65 = add nsw i32 %62, %64, !dbg !381
    #dbg_value(i32 %65, !372, !DIExpression(), !374)
  %66 = mul nsw i32 %65, 31, !dbg !380
  %67 = add nsw i32 %60, %66, !dbg !381
    #dbg_value(i32 %67, !372, !DIExpression(), !374)
  %68 = mul nsw i32 %67, 31, !dbg !380
  %69 = load i32, ptr %63, align 8, !dbg !377, !tbaa !308
  %70 = add nsw i32 %69, %68, !dbg !381
    #dbg_value(i32 %70, !372, !DIExpression(), !374)
    #dbg_value(i32 -1, !370, !DIExpression(), !374)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !382
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8, !dbg !383
  ret i32 %70, !dbg !384
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #5 !dbg !385 {
    #dbg_value(i32 %0, !387, !DIExpression(), !389)
    #dbg_value(i32 %1, !388, !DIExpression(), !389)
  %3 = add nsw i32 %1, %0, !dbg !390
  ret i32 %3, !dbg !391
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #5 !dbg !392 {
    #dbg_value(i32 %0, !394, !DIExpression(), !396)
    #dbg_value(i32 %1, !395, !DIExpression(), !396)
  %3 = mul nsw i32 %1, %0, !dbg !397
  ret i32 %3, !dbg !398
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #5 !dbg !399 {
    #dbg_value(i32 %0, !401, !DIExpression(), !403)
    #dbg_value(i32 %1, !402, !DIExpression(), !403)
  %3 = sub nsw i32 %0, %1, !dbg !404
  ret i32 %3, !dbg !405
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @run(ptr nocapture readnone %0) #6 !dbg !91 {
  %2 = alloca [16 x i32], align 4, !DIAssignID !406
    #dbg_assign(i1 undef, !97, !DIExpression(), !406, ptr %2, !DIExpression(), !407)
    #dbg_value(ptr @main.prog, !96, !DIExpression(), !407)
    #dbg_value(i32 0, !101, !DIExpression(), !407)
    #dbg_value(i32 0, !102, !DIExpression(), !407)
    #dbg_value(i32 1, !102, !DIExpression(), !407)
  br label %3, !dbg !408

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
  %15 = trunc nsw i64 %92 to i32, !dbg !409
    #dbg_label(!103, !410)
    #dbg_value(i32 %15, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !407)
  %16 = shl i64 %92, 32, !dbg !409
  %17 = ashr exact i64 %16, 30, !dbg !409
  %18 = getelementptr inbounds i8, ptr @main.prog, i64 %17, !dbg !409
  %19 = load i32, ptr %18, align 4, !dbg !409, !tbaa !308
  %20 = add nsw i32 %5, 1, !dbg !411
    #dbg_value(i32 %20, !101, !DIExpression(), !407)
  %21 = sext i32 %5 to i64, !dbg !412
  %22 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %21, !dbg !412
  store i32 %19, ptr %22, align 4, !dbg !413, !tbaa !308
  %23 = add nsw i32 %15, 2, !dbg !414
    #dbg_value(i32 %23, !102, !DIExpression(), !407)
  %24 = getelementptr i8, ptr %18, i64 4, !dbg !414
  br label %25, !dbg !414

25:                                               ; preds = %14, %71, %51, %42, %33
  %26 = phi ptr [ %24, %14 ], [ %75, %71 ], [ %60, %51 ], [ %50, %42 ], [ %41, %33 ]
  %27 = phi i32 [ %23, %14 ], [ %73, %71 ], [ %57, %51 ], [ %47, %42 ], [ %38, %33 ]
  %28 = phi i32 [ %20, %14 ], [ %7, %71 ], [ %56, %51 ], [ %7, %42 ], [ %7, %33 ]
  %29 = load i32, ptr %26, align 4, !dbg !407, !tbaa !308
  %30 = sext i32 %29 to i64, !dbg !407
  %31 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %30, !dbg !407
  %32 = load ptr, ptr %31, align 8, !dbg !407, !tbaa !329
  br label %3

33:                                               ; preds = %91
  %34 = trunc nsw i64 %92 to i32, !dbg !415
    #dbg_label(!104, !416)
    #dbg_value(i32 %7, !101, !DIExpression(), !407)
  %35 = load i32, ptr %9, align 4, !dbg !417, !tbaa !308
  %36 = load i32, ptr %12, align 4, !dbg !418, !tbaa !308
  %37 = add nsw i32 %36, %35, !dbg !418
  store i32 %37, ptr %12, align 4, !dbg !418, !tbaa !308
  %38 = add nsw i32 %34, 1, !dbg !419
    #dbg_value(i32 %38, !102, !DIExpression(), !407)
  %39 = shl i64 %92, 32, !dbg !419
  %40 = ashr exact i64 %39, 30, !dbg !419
  %41 = getelementptr inbounds i8, ptr @main.prog, i64 %40, !dbg !419
  br label %25, !dbg !419

42:                                               ; preds = %91
  %43 = trunc nsw i64 %92 to i32, !dbg !420
    #dbg_label(!105, !421)
    #dbg_value(i32 %7, !101, !DIExpression(), !407)
  %44 = load i32, ptr %9, align 4, !dbg !422, !tbaa !308
  %45 = load i32, ptr %12, align 4, !dbg !423, !tbaa !308
  %46 = mul nsw i32 %45, %44, !dbg !423
  store i32 %46, ptr %12, align 4, !dbg !423, !tbaa !308
  %47 = add nsw i32 %43, 1, !dbg !424
    #dbg_value(i32 %47, !102, !DIExpression(), !407)
  %48 = shl i64 %92, 32, !dbg !424
  %49 = ashr exact i64 %48, 30, !dbg !424
  %50 = getelementptr inbounds i8, ptr @main.prog, i64 %49, !dbg !424
  br label %25, !dbg !424

51:                                               ; preds = %91
  %52 = trunc nsw i64 %92 to i32, !dbg !425
    #dbg_label(!106, !426)
  %53 = load i32, ptr %12, align 4, !dbg !427, !tbaa !308
  %54 = sext i32 %5 to i64, !dbg !428
  %55 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %54, !dbg !428
  store i32 %53, ptr %55, align 4, !dbg !429, !tbaa !308
  %56 = add nsw i32 %5, 1, !dbg !430
    #dbg_value(i32 %56, !101, !DIExpression(), !407)
  %57 = add nsw i32 %52, 1, !dbg !431
    #dbg_value(i32 %57, !102, !DIExpression(), !407)
  %58 = shl i64 %92, 32, !dbg !431
  %59 = ashr exact i64 %58, 30, !dbg !431
  %60 = getelementptr inbounds i8, ptr @main.prog, i64 %59, !dbg !431
  br label %25, !dbg !431

61:                                               ; preds = %91
  %62 = trunc nsw i64 %92 to i32, !dbg !432
    #dbg_label(!107, !433)
  %63 = add nsw i32 %62, 1, !dbg !432
    #dbg_value(i32 %63, !102, !DIExpression(), !407)
    #dbg_value(i32 poison, !108, !DIExpression(), !434)
    #dbg_value(i32 %7, !101, !DIExpression(), !407)
  %64 = load i32, ptr %9, align 4, !dbg !435, !tbaa !308
  %65 = icmp eq i32 %64, 0, !dbg !435
  br i1 %65, label %71, label %66, !dbg !437

66:                                               ; preds = %61
  %67 = shl i64 %92, 32, !dbg !438
  %68 = ashr exact i64 %67, 30, !dbg !438
  %69 = getelementptr inbounds i8, ptr @main.prog, i64 %68, !dbg !438
  %70 = load i32, ptr %69, align 4, !dbg !438, !tbaa !308
    #dbg_value(i32 %70, !108, !DIExpression(), !434)
    #dbg_value(i32 %70, !102, !DIExpression(), !407)
  br label %71, !dbg !439

71:                                               ; preds = %66, %61
  %72 = phi i32 [ %70, %66 ], [ %63, %61 ], !dbg !440
    #dbg_value(i32 %72, !102, !DIExpression(), !407)
  %73 = add nsw i32 %72, 1, !dbg !441
    #dbg_value(i32 %73, !102, !DIExpression(), !407)
  %74 = sext i32 %72 to i64, !dbg !441
  %75 = getelementptr inbounds i32, ptr @main.prog, i64 %74, !dbg !441
  br label %25, !dbg !441

76:                                               ; preds = %91
    #dbg_label(!110, !442)
  %77 = load i32, ptr %9, align 4, !dbg !443, !tbaa !308
  %78 = add nsw i32 %77, -1, !dbg !443
  store i32 %78, ptr %9, align 4, !dbg !443, !tbaa !308
    #dbg_value(i64 %92, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !407)
  br label %79, !dbg !444

79:                                               ; preds = %76, %86
  %80 = getelementptr inbounds i32, ptr @main.prog, i64 %92, !dbg !407
  %81 = load i32, ptr %80, align 4, !dbg !407, !tbaa !308
  %82 = sext i32 %81 to i64, !dbg !407
  %83 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %82, !dbg !407
  %84 = load ptr, ptr %83, align 8, !dbg !407, !tbaa !329
  %85 = add nsw i64 %92, 1, !dbg !407
  br label %91

86:                                               ; preds = %91
    #dbg_label(!111, !445)
  %87 = load i32, ptr %9, align 4, !dbg !446, !tbaa !308
    #dbg_value(i32 %87, !112, !DIExpression(), !447)
  %88 = load i32, ptr %12, align 4, !dbg !448, !tbaa !308
  store i32 %88, ptr %9, align 4, !dbg !449, !tbaa !308
  store i32 %87, ptr %12, align 4, !dbg !450, !tbaa !308
    #dbg_value(i64 %92, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !407)
  br label %79, !dbg !451

89:                                               ; preds = %91
    #dbg_label(!114, !452)
  %90 = load i32, ptr %9, align 4, !dbg !453, !tbaa !308
  ret i32 %90, !dbg !454

91:                                               ; preds = %79, %3
  %92 = phi i64 [ %85, %79 ], [ %13, %3 ], !dbg !407
  %93 = phi ptr [ %84, %79 ], [ %6, %3 ]
    #dbg_value(i32 %5, !101, !DIExpression(), !407)
    #dbg_value(i64 %92, !102, !DIExpression(), !407)
  indirectbr ptr %93, [label %14, label %33, label %42, label %51, label %61, label %76, label %86, label %89]
}

; Function Attrs: nofree nounwind
declare !dbg !455 noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @op_div(i32 noundef %0, i32 noundef %1) #5 !dbg !458 {
    #dbg_value(i32 %0, !460, !DIExpression(), !462)
    #dbg_value(i32 %1, !461, !DIExpression(), !462)
  %3 = icmp eq i32 %1, 0, !dbg !463
  br i1 %3, label %6, label %4, !dbg !463

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1, !dbg !464
  br label %6, !dbg !463

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ], !dbg !463
  ret i32 %7, !dbg !465
}

attributes #0 = { uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { nofree norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!194, !195, !196, !197, !198, !199, !200, !201}
!llvm.ident = !{!202}

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
!200 = !{i32 7, !"frame-pointer", i32 1}
!201 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!202 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!203 = !DILocation(line: 0, scope: !33)
!204 = !DILocation(line: 101, column: 25, scope: !33)
!205 = !DILocation(line: 101, column: 3, scope: !33)
!206 = !DILocation(line: 102, column: 26, scope: !33)
!207 = !DILocation(line: 102, column: 3, scope: !33)
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
!227 = !{!"", !228, i64 0, !213, i64 4, !229, i64 16}
!228 = !{!"int", !213, i64 0}
!229 = !{!"double", !213, i64 0}
!230 = !DILocation(line: 126, column: 93, scope: !33)
!231 = !{!227, !229, i64 16}
!232 = !DILocation(line: 126, column: 3, scope: !33)
!233 = !DILocation(line: 128, column: 3, scope: !33)
!234 = !DILocation(line: 129, column: 3, scope: !33)
!235 = !DILocation(line: 58, column: 50, scope: !236, inlinedAt: !245)
!236 = distinct !DILexicalBlock(scope: !237, file: !2, line: 58, column: 9)
!237 = distinct !DILexicalBlock(scope: !238, file: !2, line: 57, column: 3)
!238 = distinct !DILexicalBlock(scope: !239, file: !2, line: 57, column: 3)
!239 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 56, type: !240, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !242)
!240 = !DISubroutineType(types: !241)
!241 = !{!85, !4}
!242 = !{!243, !244}
!243 = !DILocalVariable(name: "c", arg: 1, scope: !239, file: !2, line: 56, type: !4)
!244 = !DILocalVariable(name: "i", scope: !238, file: !2, line: 57, type: !185)
!245 = distinct !DILocation(line: 106, column: 15, scope: !175)
!246 = !DILocation(line: 58, column: 9, scope: !236, inlinedAt: !245)
!247 = !{!248, !249, i64 8}
!248 = !{!"", !213, i64 0, !249, i64 8}
!249 = !{!"any pointer", !213, i64 0}
!250 = !DILocation(line: 0, scope: !175)
!251 = !DILocation(line: 107, column: 26, scope: !175)
!252 = !DILocation(line: 107, column: 30, scope: !175)
!253 = !DILocation(line: 107, column: 22, scope: !175)
!254 = !DILocation(line: 107, column: 5, scope: !175)
!255 = !DILocation(line: 105, column: 34, scope: !176)
!256 = !DILocation(line: 105, column: 3, scope: !176)
!257 = distinct !{!257, !215, !258, !259}
!258 = !DILocation(line: 108, column: 3, scope: !173)
!259 = !{!"llvm.loop.mustprogress"}
!260 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 5, type: !261, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = !DISubroutineType(types: !262)
!262 = !{!36, !150, null}
!263 = distinct !DISubprogram(name: "vsum", scope: !2, file: !2, line: 13, type: !264, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{!40, !150, null}
!266 = !{!267, !268, !279, !280, !281, !283, !288, !290}
!267 = !DILocalVariable(name: "fmt", arg: 1, scope: !263, file: !2, line: 13, type: !150)
!268 = !DILocalVariable(name: "ap", scope: !263, file: !2, line: 14, type: !269)
!269 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !2, line: 8, baseType: !270)
!270 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !271)
!271 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", size: 256, elements: !272)
!272 = !{!273, !275, !276, !277, !278}
!273 = !DIDerivedType(tag: DW_TAG_member, name: "__stack", scope: !271, file: !2, line: 14, baseType: !274, size: 64)
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_top", scope: !271, file: !2, line: 14, baseType: !274, size: 64, offset: 64)
!276 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_top", scope: !271, file: !2, line: 14, baseType: !274, size: 64, offset: 128)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_offs", scope: !271, file: !2, line: 14, baseType: !36, size: 32, offset: 192)
!278 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_offs", scope: !271, file: !2, line: 14, baseType: !36, size: 32, offset: 224)
!279 = !DILocalVariable(name: "ap2", scope: !263, file: !2, line: 14, type: !269)
!280 = !DILocalVariable(name: "total", scope: !263, file: !2, line: 15, type: !40)
!281 = !DILocalVariable(name: "f", scope: !282, file: !2, line: 18, type: !150)
!282 = distinct !DILexicalBlock(scope: !263, file: !2, line: 18, column: 3)
!283 = !DILocalVariable(name: "s", scope: !284, file: !2, line: 23, type: !150)
!284 = distinct !DILexicalBlock(scope: !285, file: !2, line: 23, column: 15)
!285 = distinct !DILexicalBlock(scope: !286, file: !2, line: 19, column: 17)
!286 = distinct !DILexicalBlock(scope: !287, file: !2, line: 18, column: 38)
!287 = distinct !DILexicalBlock(scope: !282, file: !2, line: 18, column: 3)
!288 = !DILocalVariable(name: "p", scope: !289, file: !2, line: 25, type: !166)
!289 = distinct !DILexicalBlock(scope: !285, file: !2, line: 25, column: 15)
!290 = !DILocalVariable(name: "first", scope: !263, file: !2, line: 31, type: !36)
!291 = distinct !DIAssignID()
!292 = !DILocation(line: 0, scope: !263)
!293 = distinct !DIAssignID()
!294 = !DILocation(line: 14, column: 3, scope: !263)
!295 = !DILocation(line: 16, column: 3, scope: !263)
!296 = !DILocation(line: 17, column: 3, scope: !263)
!297 = !DILocation(line: 0, scope: !282)
!298 = !DILocation(line: 18, column: 8, scope: !282)
!299 = !DILocation(line: 18, scope: !282)
!300 = !DILocation(line: 15, column: 13, scope: !263)
!301 = !DILocation(line: 18, column: 29, scope: !287)
!302 = !DILocation(line: 18, column: 3, scope: !282)
!303 = !DILocation(line: 29, column: 3, scope: !263)
!304 = !DILocation(line: 31, column: 31, scope: !263)
!305 = !DILocation(line: 20, column: 24, scope: !285)
!306 = distinct !DIAssignID()
!307 = distinct !DIAssignID()
!308 = !{!228, !228, i64 0}
!309 = !DILocation(line: 20, column: 21, scope: !285)
!310 = !DILocation(line: 20, column: 51, scope: !285)
!311 = !DILocation(line: 21, column: 24, scope: !285)
!312 = distinct !DIAssignID()
!313 = distinct !DIAssignID()
!314 = !{!315, !315, i64 0}
!315 = !{!"long long", !213, i64 0}
!316 = !DILocation(line: 21, column: 21, scope: !285)
!317 = !DILocation(line: 21, column: 57, scope: !285)
!318 = !DILocation(line: 22, column: 36, scope: !285)
!319 = distinct !DIAssignID()
!320 = distinct !DIAssignID()
!321 = !{!229, !229, i64 0}
!322 = !DILocation(line: 22, column: 65, scope: !285)
!323 = !DILocation(line: 22, column: 24, scope: !285)
!324 = !DILocation(line: 22, column: 21, scope: !285)
!325 = !DILocation(line: 22, column: 72, scope: !285)
!326 = !DILocation(line: 23, column: 33, scope: !284)
!327 = distinct !DIAssignID()
!328 = distinct !DIAssignID()
!329 = !{!249, !249, i64 0}
!330 = !DILocation(line: 0, scope: !284)
!331 = !DILocation(line: 23, column: 76, scope: !284)
!332 = !DILocation(line: 23, column: 69, scope: !284)
!333 = !DILocation(line: 23, column: 78, scope: !284)
!334 = !DILocation(line: 23, column: 82, scope: !284)
!335 = distinct !{!335, !332, !336, !259}
!336 = !DILocation(line: 23, column: 84, scope: !284)
!337 = !DILocation(line: 24, column: 30, scope: !285)
!338 = distinct !DIAssignID()
!339 = distinct !DIAssignID()
!340 = !DILocation(line: 24, column: 24, scope: !285)
!341 = !DILocation(line: 24, column: 21, scope: !285)
!342 = !DILocation(line: 24, column: 57, scope: !285)
!343 = !DILocation(line: 25, column: 31, scope: !289)
!344 = distinct !DIAssignID()
!345 = distinct !DIAssignID()
!346 = !{!347, !347, i64 0}
!347 = !{!"short", !213, i64 0}
!348 = !DILocation(line: 0, scope: !289)
!349 = !DILocation(line: 25, column: 73, scope: !289)
!350 = !DILocation(line: 25, column: 77, scope: !289)
!351 = !DILocation(line: 25, column: 85, scope: !289)
!352 = !DILocation(line: 25, column: 83, scope: !289)
!353 = !DILocation(line: 25, column: 70, scope: !289)
!354 = !DILocation(line: 18, column: 33, scope: !287)
!355 = !DILocation(line: 18, column: 3, scope: !287)
!356 = distinct !{!356, !302, !357, !259}
!357 = !DILocation(line: 28, column: 3, scope: !282)
!358 = distinct !DIAssignID()
!359 = distinct !DIAssignID()
!360 = !DILocation(line: 32, column: 3, scope: !263)
!361 = !DILocation(line: 33, column: 16, scope: !263)
!362 = !DILocation(line: 33, column: 25, scope: !263)
!363 = !DILocation(line: 33, column: 23, scope: !263)
!364 = !DILocation(line: 34, column: 1, scope: !263)
!365 = !DILocation(line: 33, column: 3, scope: !263)
!366 = distinct !DISubprogram(name: "forward", scope: !2, file: !2, line: 36, type: !367, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !369)
!367 = !DISubroutineType(types: !368)
!368 = !{!36, !36, null}
!369 = !{!370, !371, !372}
!370 = !DILocalVariable(name: "n", arg: 1, scope: !366, file: !2, line: 36, type: !36)
!371 = !DILocalVariable(name: "ap", scope: !366, file: !2, line: 37, type: !269)
!372 = !DILocalVariable(name: "r", scope: !366, file: !2, line: 39, type: !36)
!373 = distinct !DIAssignID()
!374 = !DILocation(line: 0, scope: !366)
!375 = !DILocation(line: 37, column: 3, scope: !366)
!376 = !DILocation(line: 38, column: 3, scope: !366)
!377 = !DILocation(line: 40, column: 32, scope: !366)
!378 = distinct !DIAssignID()
!379 = distinct !DIAssignID()
!380 = !DILocation(line: 40, column: 25, scope: !366)
!381 = !DILocation(line: 40, column: 30, scope: !366)
!382 = !DILocation(line: 41, column: 3, scope: !366)
!383 = !DILocation(line: 43, column: 1, scope: !366)
!384 = !DILocation(line: 42, column: 3, scope: !366)
!385 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 47, type: !87, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !386)
!386 = !{!387, !388}
!387 = !DILocalVariable(name: "a", arg: 1, scope: !385, file: !2, line: 47, type: !36)
!388 = !DILocalVariable(name: "b", arg: 2, scope: !385, file: !2, line: 47, type: !36)
!389 = !DILocation(line: 0, scope: !385)
!390 = !DILocation(line: 47, column: 44, scope: !385)
!391 = !DILocation(line: 47, column: 35, scope: !385)
!392 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 49, type: !87, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !393)
!393 = !{!394, !395}
!394 = !DILocalVariable(name: "a", arg: 1, scope: !392, file: !2, line: 49, type: !36)
!395 = !DILocalVariable(name: "b", arg: 2, scope: !392, file: !2, line: 49, type: !36)
!396 = !DILocation(line: 0, scope: !392)
!397 = !DILocation(line: 49, column: 44, scope: !392)
!398 = !DILocation(line: 49, column: 35, scope: !392)
!399 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 48, type: !87, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !400)
!400 = !{!401, !402}
!401 = !DILocalVariable(name: "a", arg: 1, scope: !399, file: !2, line: 48, type: !36)
!402 = !DILocalVariable(name: "b", arg: 2, scope: !399, file: !2, line: 48, type: !36)
!403 = !DILocation(line: 0, scope: !399)
!404 = !DILocation(line: 48, column: 44, scope: !399)
!405 = !DILocation(line: 48, column: 35, scope: !399)
!406 = distinct !DIAssignID()
!407 = !DILocation(line: 0, scope: !91)
!408 = !DILocation(line: 76, column: 3, scope: !91)
!409 = !DILocation(line: 77, column: 24, scope: !91)
!410 = !DILocation(line: 77, column: 1, scope: !91)
!411 = !DILocation(line: 77, column: 18, scope: !91)
!412 = !DILocation(line: 77, column: 10, scope: !91)
!413 = !DILocation(line: 77, column: 22, scope: !91)
!414 = !DILocation(line: 77, column: 36, scope: !91)
!415 = !DILocation(line: 78, column: 11, scope: !91)
!416 = !DILocation(line: 78, column: 1, scope: !91)
!417 = !DILocation(line: 78, column: 32, scope: !91)
!418 = !DILocation(line: 78, column: 29, scope: !91)
!419 = !DILocation(line: 78, column: 43, scope: !91)
!420 = !DILocation(line: 79, column: 11, scope: !91)
!421 = !DILocation(line: 79, column: 1, scope: !91)
!422 = !DILocation(line: 79, column: 32, scope: !91)
!423 = !DILocation(line: 79, column: 29, scope: !91)
!424 = !DILocation(line: 79, column: 43, scope: !91)
!425 = !DILocation(line: 80, column: 31, scope: !91)
!426 = !DILocation(line: 80, column: 1, scope: !91)
!427 = !DILocation(line: 80, column: 22, scope: !91)
!428 = !DILocation(line: 80, column: 10, scope: !91)
!429 = !DILocation(line: 80, column: 20, scope: !91)
!430 = !DILocation(line: 80, column: 39, scope: !91)
!431 = !DILocation(line: 80, column: 43, scope: !91)
!432 = !DILocation(line: 81, column: 26, scope: !109)
!433 = !DILocation(line: 81, column: 1, scope: !91)
!434 = !DILocation(line: 0, scope: !109)
!435 = !DILocation(line: 81, column: 35, scope: !436)
!436 = distinct !DILexicalBlock(scope: !109, file: !2, line: 81, column: 35)
!437 = !DILocation(line: 81, column: 35, scope: !109)
!438 = !DILocation(line: 81, column: 19, scope: !109)
!439 = !DILocation(line: 81, column: 48, scope: !436)
!440 = !DILocation(line: 81, scope: !109)
!441 = !DILocation(line: 81, column: 56, scope: !109)
!442 = !DILocation(line: 82, column: 1, scope: !91)
!443 = !DILocation(line: 82, column: 22, scope: !91)
!444 = !DILocation(line: 82, column: 26, scope: !91)
!445 = !DILocation(line: 83, column: 1, scope: !91)
!446 = !DILocation(line: 83, column: 20, scope: !113)
!447 = !DILocation(line: 0, scope: !113)
!448 = !DILocation(line: 83, column: 51, scope: !113)
!449 = !DILocation(line: 83, column: 49, scope: !113)
!450 = !DILocation(line: 83, column: 80, scope: !113)
!451 = !DILocation(line: 83, column: 85, scope: !113)
!452 = !DILocation(line: 84, column: 1, scope: !91)
!453 = !DILocation(line: 84, column: 17, scope: !91)
!454 = !DILocation(line: 84, column: 10, scope: !91)
!455 = !DISubprogram(name: "putchar", scope: !2, file: !2, line: 6, type: !456, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!456 = !DISubroutineType(types: !457)
!457 = !{!36, !36}
!458 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 50, type: !87, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !459)
!459 = !{!460, !461}
!460 = !DILocalVariable(name: "a", arg: 1, scope: !458, file: !2, line: 50, type: !36)
!461 = !DILocalVariable(name: "b", arg: 2, scope: !458, file: !2, line: 50, type: !36)
!462 = !DILocation(line: 0, scope: !458)
!463 = !DILocation(line: 50, column: 42, scope: !458)
!464 = !DILocation(line: 50, column: 48, scope: !458)
!465 = !DILocation(line: 50, column: 35, scope: !458)
