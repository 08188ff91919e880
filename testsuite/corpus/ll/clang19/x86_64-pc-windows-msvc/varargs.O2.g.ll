; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, ptr }

$"??_C@_04DNJNMJF@four?$AA@" = comdat any

$"??_C@_06HDBNDEOG@ildscp?$AA@" = comdat any

$"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@" = comdat any

$"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@" = comdat any

$"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@" = comdat any

$"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@" = comdat any

$"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@" = comdat any

$"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@" = comdat any

$"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_03MKCEMJLP@esc?$AA@" = comdat any

$"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@" = comdat any

$"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@" = comdat any

$"??_C@_05IAEKHIAN@alpha?$AA@" = comdat any

$"??_C@_00CNPNBAHC@?$AA@" = comdat any

$"??_C@_05KDLBCAI@gamma?$AA@" = comdat any

@"??_C@_04DNJNMJF@four?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"four\00", comdat, align 1, !dbg !0
@"??_C@_06HDBNDEOG@ildscp?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"ildscp\00", comdat, align 1, !dbg !7
@"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", comdat, align 1, !dbg !12
@"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"forward %d\0A\00", comdat, align 1, !dbg !17
@"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"+-*/%\00", comdat, align 1, !dbg !22
@"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"%c:%d \00", comdat, align 1, !dbg !27
@"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", comdat, align 1, !dbg !29
@main.prog = internal unnamed_addr constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 16, !dbg !31
@"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", comdat, align 1, !dbg !42
@"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", comdat, align 1, !dbg !47
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 16, !dbg !126
@"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", comdat, align 1, !dbg !52
@"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", comdat, align 1, !dbg !57
@"??_C@_03MKCEMJLP@esc?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"esc\00", comdat, align 1, !dbg !62
@"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"[%s]\00", comdat, align 1, !dbg !67
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8, !dbg !151
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1, !dbg !159
@"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", comdat, align 1, !dbg !72
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 16, !dbg !77
@run.dispatch = internal unnamed_addr constant [8 x ptr] [ptr blockaddress(@run, %14), ptr blockaddress(@run, %33), ptr blockaddress(@run, %42), ptr blockaddress(@run, %51), ptr blockaddress(@run, %61), ptr blockaddress(@run, %76), ptr blockaddress(@run, %86), ptr blockaddress(@run, %89)], align 16, !dbg !89
@"??_C@_05IAEKHIAN@alpha?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"alpha\00", comdat, align 1, !dbg !135
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1, !dbg !137
@"??_C@_05KDLBCAI@gamma?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"gamma\00", comdat, align 1, !dbg !142

; Function Attrs: uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !33 {
    #dbg_value(i32 262147, !165, !DIExpression(), !202)
  %1 = tail call i64 (ptr, ...) @vsum(ptr nonnull poison, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef nonnull @"??_C@_04DNJNMJF@four?$AA@", i32 noundef 65, i32 262147), !dbg !203
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@", i64 noundef %1), !dbg !203
  %3 = tail call i32 (i32, ...) @forward(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !204
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@", i32 noundef %3), !dbg !204
    #dbg_value(ptr @"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@", !171, !DIExpression(), !202)
    #dbg_value(ptr @"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@", !172, !DIExpression(), !205)
  br label %5, !dbg !206

5:                                                ; preds = %33, %0
  %6 = phi ptr [ @"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@", %0 ], [ %37, %33 ], !dbg !206
    #dbg_value(ptr %6, !172, !DIExpression(), !205)
  %7 = load i8, ptr %6, align 1, !dbg !206
  switch i8 %7, label %33 [
    i8 0, label %8
    i8 43, label %26
    i8 45, label %23
    i8 42, label %24
    i8 47, label %25
  ], !dbg !206

8:                                                ; preds = %5
    #dbg_value(ptr @op_add, !177, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !202)
    #dbg_value(ptr @op_mul, !177, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !202)
    #dbg_value(ptr @op_sub, !177, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !202)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@", i32 noundef 54), !dbg !207
    #dbg_value(i32 1, !181, !DIExpression(), !202)
    #dbg_value(i32 poison, !181, !DIExpression(), !202)
  %10 = tail call fastcc i32 @run(ptr nonnull poison), !dbg !208
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@", i32 noundef %10, i32 noundef 120), !dbg !208
    #dbg_value(i32 -2128831035, !184, !DIExpression(), !202)
    #dbg_value(i32 poison, !184, !DIExpression(), !202)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@", i32 noundef 39, i32 noundef -1837022641), !dbg !209
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@", ptr noundef nonnull @utf8, i32 noundef 23), !dbg !210
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 128, i32 noundef 255, i32 noundef 39), !dbg !211
    #dbg_value(ptr poison, !188, !DIExpression(), !212)
    #dbg_value(ptr poison, !188, !DIExpression(), !212)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", ptr noundef nonnull @"??_C@_05IAEKHIAN@alpha?$AA@"), !dbg !213
    #dbg_value(ptr poison, !188, !DIExpression(), !212)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", ptr noundef nonnull @"??_C@_00CNPNBAHC@?$AA@"), !dbg !213
    #dbg_value(ptr poison, !188, !DIExpression(), !212)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", ptr noundef nonnull @"??_C@_05KDLBCAI@gamma?$AA@"), !dbg !213
    #dbg_value(ptr poison, !188, !DIExpression(), !212)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", ptr noundef nonnull @"??_C@_03MKCEMJLP@esc?$AA@"), !dbg !213
    #dbg_value(ptr poison, !188, !DIExpression(), !212)
  %19 = load double, ptr getelementptr inbounds (i8, ptr @init, i64 16), align 8, !dbg !215
  %20 = load i32, ptr @init, align 8, !dbg !215
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@", ptr noundef nonnull @buf2d, ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i64 5), ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i64 10), i32 noundef %20, ptr noundef nonnull getelementptr inbounds (i8, ptr @init, i64 4), double noundef %19, i32 noundef 6), !dbg !215
  %22 = tail call i32 @putchar(i32 noundef 10), !dbg !216
  ret i32 0, !dbg !217

23:                                               ; preds = %5
  br label %26, !dbg !218

24:                                               ; preds = %5
  br label %26, !dbg !218

25:                                               ; preds = %5
  br label %26, !dbg !218

26:                                               ; preds = %5, %23, %24, %25
  %27 = phi ptr [ getelementptr inbounds (i8, ptr @op_table, i64 16), %23 ], [ getelementptr inbounds (i8, ptr @op_table, i64 32), %24 ], [ getelementptr inbounds (i8, ptr @op_table, i64 48), %25 ], [ @op_table, %5 ], !dbg !229
  %28 = getelementptr inbounds i8, ptr %27, i64 8, !dbg !218
  %29 = load ptr, ptr %28, align 8, !dbg !218
    #dbg_value(ptr %29, !174, !DIExpression(), !230)
  %30 = icmp eq ptr %29, null, !dbg !231
  br i1 %30, label %33, label %31, !dbg !231

31:                                               ; preds = %26
  %32 = tail call i32 %29(i32 noundef 17, i32 noundef 5), !dbg !231
  br label %33, !dbg !231

33:                                               ; preds = %5, %26, %31
  %34 = phi i32 [ %32, %31 ], [ -1, %26 ], [ -1, %5 ], !dbg !231
  %35 = sext i8 %7 to i32, !dbg !231
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@", i32 noundef %35, i32 noundef %34), !dbg !231
  %37 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !232
    #dbg_value(ptr %37, !172, !DIExpression(), !205)
  br label %5, !dbg !232, !llvm.loop !233
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @vsum(ptr nocapture readnone %0, ...) unnamed_addr #3 !dbg !236 {
  %2 = alloca ptr, align 8, !DIAssignID !257
    #dbg_assign(i1 undef, !241, !DIExpression(), !257, ptr %2, !DIExpression(), !258)
  %3 = alloca ptr, align 8, !DIAssignID !259
    #dbg_assign(i1 undef, !245, !DIExpression(), !259, ptr %3, !DIExpression(), !258)
    #dbg_value(ptr @"??_C@_06HDBNDEOG@ildscp?$AA@", !240, !DIExpression(), !258)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !260
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !260
    #dbg_value(i64 0, !246, !DIExpression(), !258)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !261
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !262
    #dbg_value(ptr @"??_C@_06HDBNDEOG@ildscp?$AA@", !247, !DIExpression(), !263)
  %4 = load ptr, ptr %2, align 8
  br label %5, !dbg !264

5:                                                ; preds = %61, %1
  %6 = phi ptr [ %4, %1 ], [ %62, %61 ]
  %7 = phi ptr [ @"??_C@_06HDBNDEOG@ildscp?$AA@", %1 ], [ %64, %61 ], !dbg !264
  %8 = phi i64 [ 0, %1 ], [ %63, %61 ], !dbg !265
    #dbg_value(i64 %8, !246, !DIExpression(), !258)
    #dbg_value(ptr %7, !247, !DIExpression(), !263)
  %9 = load i8, ptr %7, align 1, !dbg !264
  switch i8 %9, label %61 [
    i8 0, label %10
    i8 105, label %17
    i8 108, label %22
    i8 100, label %26
    i8 115, label %32
    i8 99, label %44
    i8 112, label %51
  ], !dbg !264

10:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !266
  %11 = load ptr, ptr %3, align 8, !dbg !267
  %12 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !267
  store ptr %12, ptr %3, align 8, !dbg !267, !DIAssignID !268
    #dbg_assign(ptr %12, !245, !DIExpression(), !268, ptr %3, !DIExpression(), !258)
  %13 = load i32, ptr %11, align 8, !dbg !267
    #dbg_value(i32 %13, !256, !DIExpression(), !258)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !269
  %14 = mul nsw i64 %8, 1000, !dbg !270
  %15 = sext i32 %13 to i64, !dbg !270
  %16 = add nsw i64 %14, %15, !dbg !270
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8, !dbg !271
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !271
  ret i64 %16, !dbg !270

17:                                               ; preds = %5
  %18 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !272
  store ptr %18, ptr %2, align 8, !dbg !272, !DIAssignID !273
    #dbg_assign(ptr %18, !241, !DIExpression(), !273, ptr %2, !DIExpression(), !258)
  %19 = load i32, ptr %6, align 8, !dbg !272
  %20 = sext i32 %19 to i64, !dbg !272
  %21 = add nsw i64 %8, %20, !dbg !272
    #dbg_value(i64 %21, !246, !DIExpression(), !258)
  br label %61, !dbg !272

22:                                               ; preds = %5
  %23 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !274
  store ptr %23, ptr %2, align 8, !dbg !274, !DIAssignID !275
    #dbg_assign(ptr %23, !241, !DIExpression(), !275, ptr %2, !DIExpression(), !258)
  %24 = load i64, ptr %6, align 8, !dbg !274
  %25 = add nsw i64 %24, %8, !dbg !274
    #dbg_value(i64 %25, !246, !DIExpression(), !258)
  br label %61, !dbg !274

26:                                               ; preds = %5
  %27 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !276
  store ptr %27, ptr %2, align 8, !dbg !276, !DIAssignID !277
    #dbg_assign(ptr %27, !241, !DIExpression(), !277, ptr %2, !DIExpression(), !258)
  %28 = load double, ptr %6, align 8, !dbg !276
  %29 = fmul double %28, 1.000000e+01, !dbg !276
  %30 = fptosi double %29 to i64, !dbg !276
  %31 = add nsw i64 %8, %30, !dbg !276
    #dbg_value(i64 %31, !246, !DIExpression(), !258)
  br label %61, !dbg !276

32:                                               ; preds = %5
  %33 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !278
  store ptr %33, ptr %2, align 8, !dbg !278, !DIAssignID !279
    #dbg_assign(ptr %33, !241, !DIExpression(), !279, ptr %2, !DIExpression(), !258)
  %34 = load ptr, ptr %6, align 8, !dbg !278
    #dbg_value(ptr %34, !249, !DIExpression(), !280)
    #dbg_value(i64 %8, !246, !DIExpression(), !258)
    #dbg_value(ptr %34, !249, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !280)
  %35 = load i8, ptr %34, align 1, !dbg !278
  %36 = icmp eq i8 %35, 0, !dbg !278
  br i1 %36, label %61, label %37, !dbg !278

37:                                               ; preds = %32, %37
  %38 = phi i64 [ %41, %37 ], [ %8, %32 ]
  %39 = phi ptr [ %40, %37 ], [ %34, %32 ]
    #dbg_value(i64 %38, !246, !DIExpression(), !258)
    #dbg_value(ptr %39, !249, !DIExpression(), !280)
  %40 = getelementptr inbounds i8, ptr %39, i64 1, !dbg !278
    #dbg_value(ptr %40, !249, !DIExpression(), !280)
  %41 = add nsw i64 %38, 1, !dbg !278
    #dbg_value(i64 %41, !246, !DIExpression(), !258)
    #dbg_value(ptr %40, !249, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !280)
  %42 = load i8, ptr %40, align 1, !dbg !278
  %43 = icmp eq i8 %42, 0, !dbg !278
  br i1 %43, label %61, label %37, !dbg !278, !llvm.loop !281

44:                                               ; preds = %5
  %45 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !282
  store ptr %45, ptr %2, align 8, !dbg !282, !DIAssignID !283
    #dbg_assign(ptr %45, !241, !DIExpression(), !283, ptr %2, !DIExpression(), !258)
  %46 = load i32, ptr %6, align 8, !dbg !282
  %47 = zext i32 %46 to i64, !dbg !282
  %48 = shl i64 %47, 56, !dbg !282
  %49 = ashr exact i64 %48, 56, !dbg !282
  %50 = add nsw i64 %49, %8, !dbg !282
    #dbg_value(i64 %50, !246, !DIExpression(), !258)
  br label %61, !dbg !282

51:                                               ; preds = %5
  %52 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !284
  store ptr %52, ptr %2, align 8, !dbg !284, !DIAssignID !285
    #dbg_assign(ptr %52, !241, !DIExpression(), !285, ptr %2, !DIExpression(), !258)
  %53 = load i16, ptr %6, align 8, !dbg !284
  %54 = getelementptr inbounds i8, ptr %6, i64 2, !dbg !284
  %55 = load i16, ptr %54, align 2, !dbg !284
    #dbg_value(i16 %53, !254, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !286)
    #dbg_value(i16 %55, !254, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !286)
  %56 = sext i16 %53 to i64, !dbg !284
  %57 = mul nsw i64 %56, 100, !dbg !284
  %58 = sext i16 %55 to i64, !dbg !284
  %59 = add i64 %8, %58, !dbg !284
  %60 = add i64 %59, %57, !dbg !284
    #dbg_value(i64 %60, !246, !DIExpression(), !258)
  br label %61

61:                                               ; preds = %37, %32, %5, %17, %22, %26, %44, %51
  %62 = phi ptr [ %52, %51 ], [ %45, %44 ], [ %27, %26 ], [ %23, %22 ], [ %18, %17 ], [ %6, %5 ], [ %33, %32 ], [ %33, %37 ]
  %63 = phi i64 [ %60, %51 ], [ %50, %44 ], [ %31, %26 ], [ %25, %22 ], [ %21, %17 ], [ %8, %5 ], [ %8, %32 ], [ %41, %37 ], !dbg !258
    #dbg_value(i64 %63, !246, !DIExpression(), !258)
  %64 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !287
    #dbg_value(ptr %64, !247, !DIExpression(), !263)
  br label %5, !dbg !287, !llvm.loop !288
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 !dbg !290 {
  %2 = alloca ptr, align 8, !DIAssignID !297
    #dbg_assign(i1 undef, !295, !DIExpression(), !297, ptr %2, !DIExpression(), !298)
    #dbg_value(i32 4, !294, !DIExpression(), !298)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !299
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !300
    #dbg_value(i32 0, !296, !DIExpression(), !298)
  %3 = load ptr, ptr %2, align 8
    #dbg_value(i32 0, !296, !DIExpression(), !298)
    #dbg_value(i32 4, !294, !DIExpression(), !298)
    #dbg_value(i32 4, !294, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !298)
    #dbg_value(i32 0, !296, !DIExpression(), !298)
    #dbg_value(i32 4, !294, !DIExpression(), !298)
    #dbg_value(i32 3, !294, !DIExpression(), !298)
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !301
  store ptr %4, ptr %2, align 8, !dbg !301, !DIAssignID !302
    #dbg_assign(ptr %4, !295, !DIExpression(), !302, ptr %2, !DIExpression(), !298)
  %5 = load i32, ptr %3, align 8, !dbg !301
    #dbg_value(i32 %5, !296, !DIExpression(), !298)
    #dbg_value(i32 3, !294, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !298)
    #dbg_value(i32 3, !294, !DIExpression(), !298)
    #dbg_value(i32 2, !294, !DIExpression(), !298)
  %6 = mul nsw i32 %5, 31, !dbg !301
  %7 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !301
    #dbg_assign(ptr %7, !295, !DIExpression(), !302, ptr %2, !DIExpression(), !298)
  %8 = load i32, ptr %4, align 8, !dbg !301
  %9 = add nsw i32 %8, %6, !dbg !301
    #dbg_value(i32 %9, !296, !DIExpression(), !298)
    #dbg_value(i32 2, !294, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !298)
    #dbg_value(i32 2, !294, !DIExpression(), !298)
    #dbg_value(i32 1, !294, !DIExpression(), !298)
  %10 = mul nsw i32 %9, 31, !dbg !301
  %11 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !301
    #dbg_assign(ptr %11, !295, !DIExpression(), !302, ptr %2, !DIExpression(), !298)
  %12 = load i32, ptr %7, align 8, !dbg !301
  %13 = add nsw i32 %12, %10, !dbg !301
    #dbg_value(i32 %13, !296, !DIExpression(), !298)
    #dbg_value(i32 1, !294, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !298)
    #dbg_value(i32 1, !294, !DIExpression(), !298)
    #dbg_value(i32 0, !294, !DIExpression(), !298)
  %14 = mul nsw i32 %13, 31, !dbg !301
  %15 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !301
  store ptr %15, ptr %2, align 8, !dbg !301, !DIAssignID !302
    #dbg_assign(ptr %15, !295, !DIExpression(), !302, ptr %2, !DIExpression(), !298)
  %16 = load i32, ptr %11, align 8, !dbg !301
  %17 = add nsw i32 %16, %14, !dbg !301
    #dbg_value(i32 %17, !296, !DIExpression(), !298)
    #dbg_value(i32 0, !294, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !298)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !303
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !304
  ret i32 %17, !dbg !305
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #5 !dbg !306 {
    #dbg_value(i32 %1, !308, !DIExpression(), !310)
    #dbg_value(i32 %0, !309, !DIExpression(), !310)
  %3 = add nsw i32 %1, %0, !dbg !311
  ret i32 %3, !dbg !311
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #5 !dbg !312 {
    #dbg_value(i32 %1, !314, !DIExpression(), !316)
    #dbg_value(i32 %0, !315, !DIExpression(), !316)
  %3 = mul nsw i32 %1, %0, !dbg !317
  ret i32 %3, !dbg !317
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #5 !dbg !318 {
    #dbg_value(i32 %1, !320, !DIExpression(), !322)
    #dbg_value(i32 %0, !321, !DIExpression(), !322)
  %3 = sub nsw i32 %0, %1, !dbg !323
  ret i32 %3, !dbg !323
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @run(ptr nocapture readnone %0) #6 !dbg !91 {
  %2 = alloca [16 x i32], align 16, !DIAssignID !324
    #dbg_assign(i1 undef, !97, !DIExpression(), !324, ptr %2, !DIExpression(), !325)
    #dbg_value(ptr @main.prog, !96, !DIExpression(), !325)
    #dbg_value(i32 0, !101, !DIExpression(), !325)
    #dbg_value(i32 0, !102, !DIExpression(), !325)
    #dbg_value(i32 1, !102, !DIExpression(), !325)
  br label %3, !dbg !326

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
  %15 = trunc nsw i64 %92 to i32, !dbg !327
    #dbg_label(!103, !327)
    #dbg_value(i32 %15, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !325)
  %16 = shl i64 %92, 32, !dbg !327
  %17 = ashr exact i64 %16, 30, !dbg !327
  %18 = getelementptr inbounds i8, ptr @main.prog, i64 %17, !dbg !327
  %19 = load i32, ptr %18, align 4, !dbg !327
  %20 = add nsw i32 %5, 1, !dbg !327
    #dbg_value(i32 %20, !101, !DIExpression(), !325)
  %21 = sext i32 %5 to i64, !dbg !327
  %22 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %21, !dbg !327
  store i32 %19, ptr %22, align 4, !dbg !327
  %23 = add nsw i32 %15, 2, !dbg !327
    #dbg_value(i32 %23, !102, !DIExpression(), !325)
  %24 = getelementptr i8, ptr %18, i64 4, !dbg !327
  br label %25, !dbg !327

25:                                               ; preds = %14, %71, %51, %42, %33
  %26 = phi ptr [ %24, %14 ], [ %75, %71 ], [ %60, %51 ], [ %50, %42 ], [ %41, %33 ]
  %27 = phi i32 [ %23, %14 ], [ %73, %71 ], [ %57, %51 ], [ %47, %42 ], [ %38, %33 ]
  %28 = phi i32 [ %20, %14 ], [ %7, %71 ], [ %56, %51 ], [ %7, %42 ], [ %7, %33 ]
  %29 = load i32, ptr %26, align 4, !dbg !325
  %30 = sext i32 %29 to i64, !dbg !325
  %31 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %30, !dbg !325
  %32 = load ptr, ptr %31, align 8, !dbg !325
  br label %3

33:                                               ; preds = %91
  %34 = trunc nsw i64 %92 to i32, !dbg !328
    #dbg_label(!104, !328)
    #dbg_value(i32 %7, !101, !DIExpression(), !325)
  %35 = load i32, ptr %9, align 4, !dbg !328
  %36 = load i32, ptr %12, align 4, !dbg !328
  %37 = add nsw i32 %36, %35, !dbg !328
  store i32 %37, ptr %12, align 4, !dbg !328
  %38 = add nsw i32 %34, 1, !dbg !328
    #dbg_value(i32 %38, !102, !DIExpression(), !325)
  %39 = shl i64 %92, 32, !dbg !328
  %40 = ashr exact i64 %39, 30, !dbg !328
  %41 = getelementptr inbounds i8, ptr @main.prog, i64 %40, !dbg !328
  br label %25, !dbg !328

42:                                               ; preds = %91
  %43 = trunc nsw i64 %92 to i32, !dbg !329
    #dbg_label(!105, !329)
    #dbg_value(i32 %7, !101, !DIExpression(), !325)
  %44 = load i32, ptr %9, align 4, !dbg !329
  %45 = load i32, ptr %12, align 4, !dbg !329
  %46 = mul nsw i32 %45, %44, !dbg !329
  store i32 %46, ptr %12, align 4, !dbg !329
  %47 = add nsw i32 %43, 1, !dbg !329
    #dbg_value(i32 %47, !102, !DIExpression(), !325)
  %48 = shl i64 %92, 32, !dbg !329
  %49 = ashr exact i64 %48, 30, !dbg !329
  %50 = getelementptr inbounds i8, ptr @main.prog, i64 %49, !dbg !329
  br label %25, !dbg !329

51:                                               ; preds = %91
  %52 = trunc nsw i64 %92 to i32, !dbg !330
    #dbg_label(!106, !330)
  %53 = load i32, ptr %12, align 4, !dbg !330
  %54 = sext i32 %5 to i64, !dbg !330
  %55 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %54, !dbg !330
  store i32 %53, ptr %55, align 4, !dbg !330
  %56 = add nsw i32 %5, 1, !dbg !330
    #dbg_value(i32 %56, !101, !DIExpression(), !325)
  %57 = add nsw i32 %52, 1, !dbg !330
    #dbg_value(i32 %57, !102, !DIExpression(), !325)
  %58 = shl i64 %92, 32, !dbg !330
  %59 = ashr exact i64 %58, 30, !dbg !330
  %60 = getelementptr inbounds i8, ptr @main.prog, i64 %59, !dbg !330
  br label %25, !dbg !330

61:                                               ; preds = %91
  %62 = trunc nsw i64 %92 to i32, !dbg !331
    #dbg_label(!107, !332)
  %63 = add nsw i32 %62, 1, !dbg !331
    #dbg_value(i32 %63, !102, !DIExpression(), !325)
    #dbg_value(i32 poison, !108, !DIExpression(), !333)
    #dbg_value(i32 %7, !101, !DIExpression(), !325)
  %64 = load i32, ptr %9, align 4, !dbg !331
  %65 = icmp eq i32 %64, 0, !dbg !331
  br i1 %65, label %71, label %66, !dbg !331

66:                                               ; preds = %61
  %67 = shl i64 %92, 32, !dbg !331
  %68 = ashr exact i64 %67, 30, !dbg !331
  %69 = getelementptr inbounds i8, ptr @main.prog, i64 %68, !dbg !331
  %70 = load i32, ptr %69, align 4, !dbg !331
    #dbg_value(i32 %70, !108, !DIExpression(), !333)
    #dbg_value(i32 %70, !102, !DIExpression(), !325)
  br label %71, !dbg !334

71:                                               ; preds = %66, %61
  %72 = phi i32 [ %70, %66 ], [ %63, %61 ], !dbg !331
    #dbg_value(i32 %72, !102, !DIExpression(), !325)
  %73 = add nsw i32 %72, 1, !dbg !331
    #dbg_value(i32 %73, !102, !DIExpression(), !325)
  %74 = sext i32 %72 to i64, !dbg !331
  %75 = getelementptr inbounds i32, ptr @main.prog, i64 %74, !dbg !331
  br label %25, !dbg !331

76:                                               ; preds = %91
    #dbg_label(!110, !336)
  %77 = load i32, ptr %9, align 4, !dbg !336
  %78 = add nsw i32 %77, -1, !dbg !336
  store i32 %78, ptr %9, align 4, !dbg !336
    #dbg_value(i64 %92, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !325)
  br label %79, !dbg !336

79:                                               ; preds = %76, %86
  %80 = getelementptr inbounds i32, ptr @main.prog, i64 %92, !dbg !325
  %81 = load i32, ptr %80, align 4, !dbg !325
  %82 = sext i32 %81 to i64, !dbg !325
  %83 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %82, !dbg !325
  %84 = load ptr, ptr %83, align 8, !dbg !325
  %85 = add nsw i64 %92, 1, !dbg !325
  br label %91

86:                                               ; preds = %91
    #dbg_label(!111, !337)
  %87 = load i32, ptr %9, align 4, !dbg !338
    #dbg_value(i32 %87, !112, !DIExpression(), !339)
  %88 = load i32, ptr %12, align 4, !dbg !338
  store i32 %88, ptr %9, align 4, !dbg !338
  store i32 %87, ptr %12, align 4, !dbg !338
    #dbg_value(i64 %92, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !325)
  br label %79, !dbg !338

89:                                               ; preds = %91
    #dbg_label(!114, !340)
  %90 = load i32, ptr %9, align 4, !dbg !340
  ret i32 %90, !dbg !340

91:                                               ; preds = %79, %3
  %92 = phi i64 [ %85, %79 ], [ %13, %3 ], !dbg !325
  %93 = phi ptr [ %84, %79 ], [ %6, %3 ]
    #dbg_value(i32 %5, !101, !DIExpression(), !325)
    #dbg_value(i64 %92, !102, !DIExpression(), !325)
  indirectbr ptr %93, [label %14, label %33, label %42, label %51, label %61, label %76, label %86, label %89]
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @op_div(i32 noundef %0, i32 noundef %1) #5 !dbg !341 {
    #dbg_value(i32 %1, !343, !DIExpression(), !345)
    #dbg_value(i32 %0, !344, !DIExpression(), !345)
  %3 = icmp eq i32 %1, 0, !dbg !346
  br i1 %3, label %6, label %4, !dbg !346

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1, !dbg !346
  br label %6, !dbg !346

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ], !dbg !346
  ret i32 %7, !dbg !346
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
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 11)
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
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !14, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "prog", scope: !33, file: !2, line: 113, type: !191, isLocal: true, isDefinition: true)
!33 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 99, type: !34, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !164)
!34 = !DISubroutineType(types: !35)
!35 = !{!36}
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !38, globals: !41, splitDebugInlining: false, nameTableKind: None)
!38 = !{!39, !36, !40, !4}
!39 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!40 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!41 = !{!0, !7, !12, !17, !22, !27, !29, !31, !42, !47, !52, !57, !62, !67, !69, !72, !77, !89, !120, !126, !131, !135, !137, !142, !144, !146, !151, !159}
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
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 4)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !3, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!70 = distinct !DIGlobalVariable(name: "wchar_t_dummy", scope: !37, file: !2, line: 95, type: !71, isLocal: true, isDefinition: true)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 27)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(name: "op_table", scope: !37, file: !2, line: 52, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 512, elements: !65)
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
!91 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 71, type: !92, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !95)
!92 = !DISubroutineType(types: !93)
!93 = !{!36, !94}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
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
!109 = distinct !DILexicalBlock(scope: !91, file: !2, line: 81)
!110 = !DILabel(scope: !91, name: "do_dec", file: !2, line: 82)
!111 = !DILabel(scope: !91, name: "do_swap", file: !2, line: 83)
!112 = !DILocalVariable(name: "t", scope: !113, file: !2, line: 83, type: !36)
!113 = distinct !DILexicalBlock(scope: !91, file: !2, line: 83)
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
!145 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !3, isLocal: true, isDefinition: true)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(name: "words", scope: !37, file: !2, line: 92, type: !148, isLocal: true, isDefinition: true)
!148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 320, elements: !5)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(name: "init", scope: !37, file: !2, line: 94, type: !153, isLocal: true, isDefinition: true)
!153 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 94, size: 192, elements: !154)
!154 = !{!155, !156, !157}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !153, file: !2, line: 94, baseType: !36, size: 32)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !153, file: !2, line: 94, baseType: !24, size: 48, offset: 32)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !153, file: !2, line: 94, baseType: !158, size: 64, offset: 128)
!158 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(name: "buf2d", scope: !37, file: !2, line: 93, type: !161, isLocal: true, isDefinition: true)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !162)
!162 = !{!163, !6}
!163 = !DISubrange(count: 3)
!164 = !{!165, !171, !172, !174, !177, !181, !182, !184, !186, !188}
!165 = !DILocalVariable(name: "pt", scope: !33, file: !2, line: 100, type: !166)
!166 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !2, line: 11, size: 32, elements: !167)
!167 = !{!168, !170}
!168 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !166, file: !2, line: 11, baseType: !169, size: 16)
!169 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !166, file: !2, line: 11, baseType: !169, size: 16, offset: 16)
!171 = !DILocalVariable(name: "expr", scope: !33, file: !2, line: 104, type: !150)
!172 = !DILocalVariable(name: "e", scope: !173, file: !2, line: 105, type: !150)
!173 = distinct !DILexicalBlock(scope: !33, file: !2, line: 105)
!174 = !DILocalVariable(name: "f", scope: !175, file: !2, line: 106, type: !85)
!175 = distinct !DILexicalBlock(scope: !176, file: !2, line: 105)
!176 = distinct !DILexicalBlock(scope: !173, file: !2, line: 105)
!177 = !DILocalVariable(name: "fns", scope: !33, file: !2, line: 109, type: !178)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !179, size: 192, elements: !180)
!179 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !86)
!180 = !{!163}
!181 = !DILocalVariable(name: "fact", scope: !33, file: !2, line: 116, type: !36)
!182 = !DILocalVariable(name: "i", scope: !183, file: !2, line: 117, type: !36)
!183 = distinct !DILexicalBlock(scope: !33, file: !2, line: 117)
!184 = !DILocalVariable(name: "h", scope: !33, file: !2, line: 120, type: !185)
!185 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!186 = !DILocalVariable(name: "i", scope: !187, file: !2, line: 121, type: !185)
!187 = distinct !DILexicalBlock(scope: !33, file: !2, line: 121)
!188 = !DILocalVariable(name: "w", scope: !189, file: !2, line: 125, type: !190)
!189 = distinct !DILexicalBlock(scope: !33, file: !2, line: 125)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!191 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 416, elements: !192)
!192 = !{!193}
!193 = !DISubrange(count: 13)
!194 = !{i32 2, !"CodeView", i32 1}
!195 = !{i32 2, !"Debug Info Version", i32 3}
!196 = !{i32 1, !"wchar_size", i32 2}
!197 = !{i32 8, !"PIC Level", i32 2}
!198 = !{i32 7, !"uwtable", i32 2}
!199 = !{i32 1, !"MaxTLSAlign", i32 65536}
!200 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!201 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!202 = !DILocation(line: 0, scope: !33)
!203 = !DILocation(line: 101, scope: !33)
!204 = !DILocation(line: 102, scope: !33)
!205 = !DILocation(line: 0, scope: !173)
!206 = !DILocation(line: 105, scope: !173)
!207 = !DILocation(line: 110, scope: !33)
!208 = !DILocation(line: 118, scope: !33)
!209 = !DILocation(line: 122, scope: !33)
!210 = !DILocation(line: 123, scope: !33)
!211 = !DILocation(line: 124, scope: !33)
!212 = !DILocation(line: 0, scope: !189)
!213 = !DILocation(line: 125, scope: !214)
!214 = distinct !DILexicalBlock(scope: !189, file: !2, line: 125)
!215 = !DILocation(line: 126, scope: !33)
!216 = !DILocation(line: 128, scope: !33)
!217 = !DILocation(line: 129, scope: !33)
!218 = !DILocation(line: 58, scope: !219, inlinedAt: !228)
!219 = distinct !DILexicalBlock(scope: !220, file: !2, line: 58)
!220 = distinct !DILexicalBlock(scope: !221, file: !2, line: 57)
!221 = distinct !DILexicalBlock(scope: !222, file: !2, line: 57)
!222 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 56, type: !223, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !225)
!223 = !DISubroutineType(types: !224)
!224 = !{!85, !4}
!225 = !{!226, !227}
!226 = !DILocalVariable(name: "c", arg: 1, scope: !222, file: !2, line: 56, type: !4)
!227 = !DILocalVariable(name: "i", scope: !221, file: !2, line: 57, type: !185)
!228 = distinct !DILocation(line: 106, scope: !175)
!229 = !DILocation(line: 58, scope: !220, inlinedAt: !228)
!230 = !DILocation(line: 0, scope: !175)
!231 = !DILocation(line: 107, scope: !175)
!232 = !DILocation(line: 105, scope: !176)
!233 = distinct !{!233, !206, !234, !235}
!234 = !DILocation(line: 108, scope: !173)
!235 = !{!"llvm.loop.mustprogress"}
!236 = distinct !DISubprogram(name: "vsum", scope: !2, file: !2, line: 13, type: !237, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !239)
!237 = !DISubroutineType(types: !238)
!238 = !{!40, !150, null}
!239 = !{!240, !241, !245, !246, !247, !249, !254, !256}
!240 = !DILocalVariable(name: "fmt", arg: 1, scope: !236, file: !2, line: 13, type: !150)
!241 = !DILocalVariable(name: "ap", scope: !236, file: !2, line: 14, type: !242)
!242 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !2, line: 8, baseType: !243)
!243 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !244)
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!245 = !DILocalVariable(name: "ap2", scope: !236, file: !2, line: 14, type: !242)
!246 = !DILocalVariable(name: "total", scope: !236, file: !2, line: 15, type: !40)
!247 = !DILocalVariable(name: "f", scope: !248, file: !2, line: 18, type: !150)
!248 = distinct !DILexicalBlock(scope: !236, file: !2, line: 18)
!249 = !DILocalVariable(name: "s", scope: !250, file: !2, line: 23, type: !150)
!250 = distinct !DILexicalBlock(scope: !251, file: !2, line: 23)
!251 = distinct !DILexicalBlock(scope: !252, file: !2, line: 19)
!252 = distinct !DILexicalBlock(scope: !253, file: !2, line: 18)
!253 = distinct !DILexicalBlock(scope: !248, file: !2, line: 18)
!254 = !DILocalVariable(name: "p", scope: !255, file: !2, line: 25, type: !166)
!255 = distinct !DILexicalBlock(scope: !251, file: !2, line: 25)
!256 = !DILocalVariable(name: "first", scope: !236, file: !2, line: 31, type: !36)
!257 = distinct !DIAssignID()
!258 = !DILocation(line: 0, scope: !236)
!259 = distinct !DIAssignID()
!260 = !DILocation(line: 14, scope: !236)
!261 = !DILocation(line: 16, scope: !236)
!262 = !DILocation(line: 17, scope: !236)
!263 = !DILocation(line: 0, scope: !248)
!264 = !DILocation(line: 18, scope: !248)
!265 = !DILocation(line: 15, scope: !236)
!266 = !DILocation(line: 29, scope: !236)
!267 = !DILocation(line: 31, scope: !236)
!268 = distinct !DIAssignID()
!269 = !DILocation(line: 32, scope: !236)
!270 = !DILocation(line: 33, scope: !236)
!271 = !DILocation(line: 34, scope: !236)
!272 = !DILocation(line: 20, scope: !251)
!273 = distinct !DIAssignID()
!274 = !DILocation(line: 21, scope: !251)
!275 = distinct !DIAssignID()
!276 = !DILocation(line: 22, scope: !251)
!277 = distinct !DIAssignID()
!278 = !DILocation(line: 23, scope: !250)
!279 = distinct !DIAssignID()
!280 = !DILocation(line: 0, scope: !250)
!281 = distinct !{!281, !278, !278, !235}
!282 = !DILocation(line: 24, scope: !251)
!283 = distinct !DIAssignID()
!284 = !DILocation(line: 25, scope: !255)
!285 = distinct !DIAssignID()
!286 = !DILocation(line: 0, scope: !255)
!287 = !DILocation(line: 18, scope: !253)
!288 = distinct !{!288, !264, !289, !235}
!289 = !DILocation(line: 28, scope: !248)
!290 = distinct !DISubprogram(name: "forward", scope: !2, file: !2, line: 36, type: !291, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !293)
!291 = !DISubroutineType(types: !292)
!292 = !{!36, !36, null}
!293 = !{!294, !295, !296}
!294 = !DILocalVariable(name: "n", arg: 1, scope: !290, file: !2, line: 36, type: !36)
!295 = !DILocalVariable(name: "ap", scope: !290, file: !2, line: 37, type: !242)
!296 = !DILocalVariable(name: "r", scope: !290, file: !2, line: 39, type: !36)
!297 = distinct !DIAssignID()
!298 = !DILocation(line: 0, scope: !290)
!299 = !DILocation(line: 37, scope: !290)
!300 = !DILocation(line: 38, scope: !290)
!301 = !DILocation(line: 40, scope: !290)
!302 = distinct !DIAssignID()
!303 = !DILocation(line: 41, scope: !290)
!304 = !DILocation(line: 43, scope: !290)
!305 = !DILocation(line: 42, scope: !290)
!306 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 47, type: !87, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !307)
!307 = !{!308, !309}
!308 = !DILocalVariable(name: "b", arg: 2, scope: !306, file: !2, line: 47, type: !36)
!309 = !DILocalVariable(name: "a", arg: 1, scope: !306, file: !2, line: 47, type: !36)
!310 = !DILocation(line: 0, scope: !306)
!311 = !DILocation(line: 47, scope: !306)
!312 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 49, type: !87, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !313)
!313 = !{!314, !315}
!314 = !DILocalVariable(name: "b", arg: 2, scope: !312, file: !2, line: 49, type: !36)
!315 = !DILocalVariable(name: "a", arg: 1, scope: !312, file: !2, line: 49, type: !36)
!316 = !DILocation(line: 0, scope: !312)
!317 = !DILocation(line: 49, scope: !312)
!318 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 48, type: !87, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !319)
!319 = !{!320, !321}
!320 = !DILocalVariable(name: "b", arg: 2, scope: !318, file: !2, line: 48, type: !36)
!321 = !DILocalVariable(name: "a", arg: 1, scope: !318, file: !2, line: 48, type: !36)
!322 = !DILocation(line: 0, scope: !318)
!323 = !DILocation(line: 48, scope: !318)
!324 = distinct !DIAssignID()
!325 = !DILocation(line: 0, scope: !91)
!326 = !DILocation(line: 76, scope: !91)
!327 = !DILocation(line: 77, scope: !91)
!328 = !DILocation(line: 78, scope: !91)
!329 = !DILocation(line: 79, scope: !91)
!330 = !DILocation(line: 80, scope: !91)
!331 = !DILocation(line: 81, scope: !109)
!332 = !DILocation(line: 81, scope: !91)
!333 = !DILocation(line: 0, scope: !109)
!334 = !DILocation(line: 81, scope: !335)
!335 = distinct !DILexicalBlock(scope: !109, file: !2, line: 81)
!336 = !DILocation(line: 82, scope: !91)
!337 = !DILocation(line: 83, scope: !91)
!338 = !DILocation(line: 83, scope: !113)
!339 = !DILocation(line: 0, scope: !113)
!340 = !DILocation(line: 84, scope: !91)
!341 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 50, type: !87, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !342)
!342 = !{!343, !344}
!343 = !DILocalVariable(name: "b", arg: 2, scope: !341, file: !2, line: 50, type: !36)
!344 = !DILocalVariable(name: "a", arg: 1, scope: !341, file: !2, line: 50, type: !36)
!345 = !DILocation(line: 0, scope: !341)
!346 = !DILocation(line: 50, scope: !341)
