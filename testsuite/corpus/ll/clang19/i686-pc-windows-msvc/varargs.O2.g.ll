; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%struct.Pt = type { i16, i16 }
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

@__const.main.pt = private unnamed_addr constant %struct.Pt { i16 3, i16 4 }, align 4
@"??_C@_04DNJNMJF@four?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"four\00", comdat, align 1, !dbg !0
@"??_C@_06HDBNDEOG@ildscp?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"ildscp\00", comdat, align 1, !dbg !7
@"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", comdat, align 1, !dbg !12
@"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"forward %d\0A\00", comdat, align 1, !dbg !17
@"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"+-*/%\00", comdat, align 1, !dbg !22
@"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"%c:%d \00", comdat, align 1, !dbg !27
@"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", comdat, align 1, !dbg !29
@main.prog = internal unnamed_addr constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4, !dbg !31
@"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", comdat, align 1, !dbg !42
@"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", comdat, align 1, !dbg !47
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 1, !dbg !126
@"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", comdat, align 1, !dbg !52
@"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", comdat, align 1, !dbg !57
@"??_C@_03MKCEMJLP@esc?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"esc\00", comdat, align 1, !dbg !62
@"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"[%s]\00", comdat, align 1, !dbg !67
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8, !dbg !151
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1, !dbg !159
@"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", comdat, align 1, !dbg !72
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 4, !dbg !77
@run.dispatch = internal unnamed_addr constant [8 x ptr] [ptr blockaddress(@run, %11), ptr blockaddress(@run, %25), ptr blockaddress(@run, %31), ptr blockaddress(@run, %37), ptr blockaddress(@run, %43), ptr blockaddress(@run, %54), ptr blockaddress(@run, %63), ptr blockaddress(@run, %66)], align 4, !dbg !89
@"??_C@_05IAEKHIAN@alpha?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"alpha\00", comdat, align 1, !dbg !135
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1, !dbg !137
@"??_C@_05KDLBCAI@gamma?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"gamma\00", comdat, align 1, !dbg !142

define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !33 {
  %1 = tail call i64 (ptr, ...) @vsum(ptr nonnull poison, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef nonnull @"??_C@_04DNJNMJF@four?$AA@", i32 noundef 65, ptr noundef nonnull byval(%struct.Pt) align 4 @__const.main.pt), !dbg !201
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@", i64 noundef %1), !dbg !201
  %3 = tail call i32 (i32, ...) @forward(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !202
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@", i32 noundef %3), !dbg !202
    #dbg_value(ptr @"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@", !171, !DIExpression(), !203)
    #dbg_value(ptr @"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@", !172, !DIExpression(), !204)
  br label %5, !dbg !205

5:                                                ; preds = %31, %0
  %6 = phi ptr [ @"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@", %0 ], [ %35, %31 ], !dbg !205
    #dbg_value(ptr %6, !172, !DIExpression(), !204)
  %7 = load i8, ptr %6, align 1, !dbg !205
  switch i8 %7, label %31 [
    i8 0, label %8
    i8 43, label %26
    i8 45, label %23
    i8 42, label %24
    i8 47, label %25
  ], !dbg !205

8:                                                ; preds = %5
    #dbg_value(ptr @op_add, !177, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !203)
    #dbg_value(ptr @op_mul, !177, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !203)
    #dbg_value(ptr @op_sub, !177, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !203)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@", i32 noundef 54), !dbg !206
    #dbg_value(i32 1, !181, !DIExpression(), !203)
    #dbg_value(i32 poison, !181, !DIExpression(), !203)
  %10 = tail call fastcc i32 @run(ptr nonnull poison), !dbg !207
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@", i32 noundef %10, i32 noundef 120), !dbg !207
    #dbg_value(i32 -2128831035, !184, !DIExpression(), !203)
    #dbg_value(i32 poison, !184, !DIExpression(), !203)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@", i32 noundef 39, i32 noundef -1837022641), !dbg !208
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@", ptr noundef nonnull @utf8, i32 noundef 23), !dbg !209
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 128, i32 noundef 255, i32 noundef 39), !dbg !210
    #dbg_value(ptr poison, !188, !DIExpression(), !211)
    #dbg_value(ptr poison, !188, !DIExpression(), !211)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", ptr noundef nonnull @"??_C@_05IAEKHIAN@alpha?$AA@"), !dbg !212
    #dbg_value(ptr poison, !188, !DIExpression(), !211)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", ptr noundef nonnull @"??_C@_00CNPNBAHC@?$AA@"), !dbg !212
    #dbg_value(ptr poison, !188, !DIExpression(), !211)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", ptr noundef nonnull @"??_C@_05KDLBCAI@gamma?$AA@"), !dbg !212
    #dbg_value(ptr poison, !188, !DIExpression(), !211)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", ptr noundef nonnull @"??_C@_03MKCEMJLP@esc?$AA@"), !dbg !212
    #dbg_value(ptr poison, !188, !DIExpression(), !211)
  %19 = load double, ptr getelementptr inbounds (i8, ptr @init, i32 16), align 8, !dbg !214
  %20 = load i32, ptr @init, align 8, !dbg !214
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@", ptr noundef nonnull @buf2d, ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i32 5), ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i32 10), i32 noundef %20, ptr noundef nonnull getelementptr inbounds (i8, ptr @init, i32 4), double noundef %19, i32 noundef 6), !dbg !214
  %22 = tail call i32 @putchar(i32 noundef 10), !dbg !215
  ret i32 0, !dbg !216

23:                                               ; preds = %5
  br label %26, !dbg !217

24:                                               ; preds = %5
  br label %26, !dbg !217

25:                                               ; preds = %5
  br label %26, !dbg !217

26:                                               ; preds = %25, %24, %23, %5
  %27 = phi i32 [ 1, %23 ], [ 2, %24 ], [ 3, %25 ], [ 0, %5 ]
    #dbg_value(ptr poison, !174, !DIExpression(), !228)
  %28 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i32 0, i32 %27, i32 1, !dbg !217
  %29 = load ptr, ptr %28, align 4, !dbg !217
    #dbg_value(ptr %29, !174, !DIExpression(), !228)
  %30 = tail call i32 %29(i32 noundef 17, i32 noundef 5), !dbg !229
  br label %31, !dbg !229

31:                                               ; preds = %5, %26
  %32 = phi i32 [ %30, %26 ], [ -1, %5 ], !dbg !229
  %33 = sext i8 %7 to i32, !dbg !229
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@", i32 noundef %33, i32 noundef %32), !dbg !229
  %35 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !230
    #dbg_value(ptr %35, !172, !DIExpression(), !204)
  br label %5, !dbg !230, !llvm.loop !231
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind
define internal i64 @vsum(ptr nocapture readnone %0, ...) unnamed_addr #3 !dbg !234 {
  %2 = alloca ptr, align 4, !DIAssignID !255
    #dbg_assign(i1 undef, !239, !DIExpression(), !255, ptr %2, !DIExpression(), !256)
  %3 = alloca ptr, align 4, !DIAssignID !257
    #dbg_assign(i1 undef, !243, !DIExpression(), !257, ptr %3, !DIExpression(), !256)
    #dbg_value(ptr @"??_C@_06HDBNDEOG@ildscp?$AA@", !238, !DIExpression(), !256)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8, !dbg !258
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #8, !dbg !258
    #dbg_value(i64 0, !244, !DIExpression(), !256)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !259
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !260
    #dbg_value(ptr @"??_C@_06HDBNDEOG@ildscp?$AA@", !245, !DIExpression(), !261)
  %4 = load ptr, ptr %2, align 4
  br label %5, !dbg !262

5:                                                ; preds = %61, %1
  %6 = phi ptr [ %4, %1 ], [ %62, %61 ]
  %7 = phi ptr [ @"??_C@_06HDBNDEOG@ildscp?$AA@", %1 ], [ %64, %61 ], !dbg !262
  %8 = phi i64 [ 0, %1 ], [ %63, %61 ], !dbg !263
    #dbg_value(i64 %8, !244, !DIExpression(), !256)
    #dbg_value(ptr %7, !245, !DIExpression(), !261)
  %9 = load i8, ptr %7, align 1, !dbg !262
  switch i8 %9, label %61 [
    i8 0, label %10
    i8 105, label %17
    i8 108, label %22
    i8 100, label %26
    i8 115, label %32
    i8 99, label %44
    i8 112, label %50
  ], !dbg !262

10:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !264
  %11 = load ptr, ptr %3, align 4, !dbg !265
  %12 = getelementptr inbounds i8, ptr %11, i32 4, !dbg !265
  store ptr %12, ptr %3, align 4, !dbg !265, !DIAssignID !266
    #dbg_assign(ptr %12, !243, !DIExpression(), !266, ptr %3, !DIExpression(), !256)
  %13 = load i32, ptr %11, align 4, !dbg !265
    #dbg_value(i32 %13, !254, !DIExpression(), !256)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !267
  %14 = mul nsw i64 %8, 1000, !dbg !268
  %15 = sext i32 %13 to i64, !dbg !268
  %16 = add nsw i64 %14, %15, !dbg !268
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #8, !dbg !269
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8, !dbg !269
  ret i64 %16, !dbg !268

17:                                               ; preds = %5
  %18 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !270
  store ptr %18, ptr %2, align 4, !dbg !270, !DIAssignID !271
    #dbg_assign(ptr %18, !239, !DIExpression(), !271, ptr %2, !DIExpression(), !256)
  %19 = load i32, ptr %6, align 4, !dbg !270
  %20 = sext i32 %19 to i64, !dbg !270
  %21 = add nsw i64 %8, %20, !dbg !270
    #dbg_value(i64 %21, !244, !DIExpression(), !256)
  br label %61, !dbg !270

22:                                               ; preds = %5
  %23 = getelementptr inbounds i8, ptr %6, i32 8, !dbg !272
  store ptr %23, ptr %2, align 4, !dbg !272, !DIAssignID !273
    #dbg_assign(ptr %23, !239, !DIExpression(), !273, ptr %2, !DIExpression(), !256)
  %24 = load i64, ptr %6, align 4, !dbg !272
  %25 = add nsw i64 %24, %8, !dbg !272
    #dbg_value(i64 %25, !244, !DIExpression(), !256)
  br label %61, !dbg !272

26:                                               ; preds = %5
  %27 = getelementptr inbounds i8, ptr %6, i32 8, !dbg !274
  store ptr %27, ptr %2, align 4, !dbg !274, !DIAssignID !275
    #dbg_assign(ptr %27, !239, !DIExpression(), !275, ptr %2, !DIExpression(), !256)
  %28 = load double, ptr %6, align 4, !dbg !274
  %29 = fmul double %28, 1.000000e+01, !dbg !274
  %30 = fptosi double %29 to i64, !dbg !274
  %31 = add nsw i64 %8, %30, !dbg !274
    #dbg_value(i64 %31, !244, !DIExpression(), !256)
  br label %61, !dbg !274

32:                                               ; preds = %5
  %33 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !276
  store ptr %33, ptr %2, align 4, !dbg !276, !DIAssignID !277
    #dbg_assign(ptr %33, !239, !DIExpression(), !277, ptr %2, !DIExpression(), !256)
  %34 = load ptr, ptr %6, align 4, !dbg !276
    #dbg_value(ptr %34, !247, !DIExpression(), !278)
    #dbg_value(i64 %8, !244, !DIExpression(), !256)
    #dbg_value(ptr %34, !247, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !278)
  %35 = load i8, ptr %34, align 1, !dbg !276
  %36 = icmp eq i8 %35, 0, !dbg !276
  br i1 %36, label %61, label %37, !dbg !276

37:                                               ; preds = %32, %37
  %38 = phi i64 [ %41, %37 ], [ %8, %32 ]
  %39 = phi ptr [ %40, %37 ], [ %34, %32 ]
    #dbg_value(i64 %38, !244, !DIExpression(), !256)
    #dbg_value(ptr %39, !247, !DIExpression(), !278)
  %40 = getelementptr inbounds i8, ptr %39, i32 1, !dbg !276
    #dbg_value(ptr %40, !247, !DIExpression(), !278)
  %41 = add nsw i64 %38, 1, !dbg !276
    #dbg_value(i64 %41, !244, !DIExpression(), !256)
    #dbg_value(ptr %40, !247, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !278)
  %42 = load i8, ptr %40, align 1, !dbg !276
  %43 = icmp eq i8 %42, 0, !dbg !276
  br i1 %43, label %61, label %37, !dbg !276, !llvm.loop !279

44:                                               ; preds = %5
  %45 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !280
  store ptr %45, ptr %2, align 4, !dbg !280, !DIAssignID !281
    #dbg_assign(ptr %45, !239, !DIExpression(), !281, ptr %2, !DIExpression(), !256)
  %46 = load i32, ptr %6, align 4, !dbg !280
  %47 = trunc i32 %46 to i8, !dbg !280
  %48 = sext i8 %47 to i64, !dbg !280
  %49 = add nsw i64 %8, %48, !dbg !280
    #dbg_value(i64 %49, !244, !DIExpression(), !256)
  br label %61, !dbg !280

50:                                               ; preds = %5
  %51 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !282
  store ptr %51, ptr %2, align 4, !dbg !282, !DIAssignID !283
    #dbg_assign(ptr %51, !239, !DIExpression(), !283, ptr %2, !DIExpression(), !256)
  %52 = load i16, ptr %6, align 4, !dbg !282
  %53 = getelementptr inbounds i8, ptr %6, i32 2, !dbg !282
  %54 = load i16, ptr %53, align 2, !dbg !282
    #dbg_value(i16 %52, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !284)
    #dbg_value(i16 %54, !252, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !284)
  %55 = sext i16 %52 to i32, !dbg !282
  %56 = mul nsw i32 %55, 100, !dbg !282
  %57 = sext i16 %54 to i32, !dbg !282
  %58 = add nsw i32 %56, %57, !dbg !282
  %59 = sext i32 %58 to i64, !dbg !282
  %60 = add nsw i64 %8, %59, !dbg !282
    #dbg_value(i64 %60, !244, !DIExpression(), !256)
  br label %61

61:                                               ; preds = %37, %32, %5, %17, %22, %26, %44, %50
  %62 = phi ptr [ %51, %50 ], [ %45, %44 ], [ %27, %26 ], [ %23, %22 ], [ %18, %17 ], [ %6, %5 ], [ %33, %32 ], [ %33, %37 ]
  %63 = phi i64 [ %60, %50 ], [ %49, %44 ], [ %31, %26 ], [ %25, %22 ], [ %21, %17 ], [ %8, %5 ], [ %8, %32 ], [ %41, %37 ], !dbg !256
    #dbg_value(i64 %63, !244, !DIExpression(), !256)
  %64 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !285
    #dbg_value(ptr %64, !245, !DIExpression(), !261)
  br label %5, !dbg !285, !llvm.loop !286
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 !dbg !288 {
  %2 = alloca ptr, align 4, !DIAssignID !295
    #dbg_assign(i1 undef, !293, !DIExpression(), !295, ptr %2, !DIExpression(), !296)
    #dbg_value(i32 4, !292, !DIExpression(), !296)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8, !dbg !297
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !298
    #dbg_value(i32 0, !294, !DIExpression(), !296)
  %3 = load ptr, ptr %2, align 4
    #dbg_value(i32 0, !294, !DIExpression(), !296)
    #dbg_value(i32 4, !292, !DIExpression(), !296)
    #dbg_value(i32 4, !292, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !296)
    #dbg_value(i32 0, !294, !DIExpression(), !296)
    #dbg_value(i32 4, !292, !DIExpression(), !296)
    #dbg_value(i32 3, !292, !DIExpression(), !296)
  %4 = getelementptr inbounds i8, ptr %3, i32 4, !dbg !299
  store ptr %4, ptr %2, align 4, !dbg !299, !DIAssignID !300
    #dbg_assign(ptr %4, !293, !DIExpression(), !300, ptr %2, !DIExpression(), !296)
  %5 = load i32, ptr %3, align 4, !dbg !299
    #dbg_value(i32 %5, !294, !DIExpression(), !296)
    #dbg_value(i32 3, !292, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !296)
    #dbg_value(i32 3, !292, !DIExpression(), !296)
    #dbg_value(i32 2, !292, !DIExpression(), !296)
  %6 = mul nsw i32 %5, 31, !dbg !299
  %7 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !299
    #dbg_assign(ptr %7, !293, !DIExpression(), !300, ptr %2, !DIExpression(), !296)
  %8 = load i32, ptr %4, align 4, !dbg !299
  %9 = add nsw i32 %8, %6, !dbg !299
    #dbg_value(i32 %9, !294, !DIExpression(), !296)
    #dbg_value(i32 2, !292, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !296)
    #dbg_value(i32 2, !292, !DIExpression(), !296)
    #dbg_value(i32 1, !292, !DIExpression(), !296)
  %10 = mul nsw i32 %9, 31, !dbg !299
  %11 = getelementptr inbounds i8, ptr %3, i32 12, !dbg !299
    #dbg_assign(ptr %11, !293, !DIExpression(), !300, ptr %2, !DIExpression(), !296)
  %12 = load i32, ptr %7, align 4, !dbg !299
  %13 = add nsw i32 %12, %10, !dbg !299
    #dbg_value(i32 %13, !294, !DIExpression(), !296)
    #dbg_value(i32 1, !292, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !296)
    #dbg_value(i32 1, !292, !DIExpression(), !296)
    #dbg_value(i32 0, !292, !DIExpression(), !296)
  %14 = mul nsw i32 %13, 31, !dbg !299
  %15 = getelementptr inbounds i8, ptr %3, i32 16, !dbg !299
  store ptr %15, ptr %2, align 4, !dbg !299, !DIAssignID !300
    #dbg_assign(ptr %15, !293, !DIExpression(), !300, ptr %2, !DIExpression(), !296)
  %16 = load i32, ptr %11, align 4, !dbg !299
  %17 = add nsw i32 %16, %14, !dbg !299
    #dbg_value(i32 %17, !294, !DIExpression(), !296)
    #dbg_value(i32 0, !292, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !296)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !301
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8, !dbg !302
  ret i32 %17, !dbg !303
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #5 !dbg !304 {
    #dbg_value(i32 %1, !306, !DIExpression(), !308)
    #dbg_value(i32 %0, !307, !DIExpression(), !308)
  %3 = add nsw i32 %1, %0, !dbg !309
  ret i32 %3, !dbg !309
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #5 !dbg !310 {
    #dbg_value(i32 %1, !312, !DIExpression(), !314)
    #dbg_value(i32 %0, !313, !DIExpression(), !314)
  %3 = mul nsw i32 %1, %0, !dbg !315
  ret i32 %3, !dbg !315
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #5 !dbg !316 {
    #dbg_value(i32 %1, !318, !DIExpression(), !320)
    #dbg_value(i32 %0, !319, !DIExpression(), !320)
  %3 = sub nsw i32 %0, %1, !dbg !321
  ret i32 %3, !dbg !321
}

; Function Attrs: nofree norecurse nosync nounwind memory(none)
define internal fastcc i32 @run(ptr nocapture readnone %0) #6 !dbg !91 {
  %2 = alloca [16 x i32], align 4, !DIAssignID !322
    #dbg_assign(i1 undef, !97, !DIExpression(), !322, ptr %2, !DIExpression(), !323)
    #dbg_value(ptr @main.prog, !96, !DIExpression(), !323)
    #dbg_value(i32 0, !101, !DIExpression(), !323)
    #dbg_value(i32 0, !102, !DIExpression(), !323)
    #dbg_value(i32 1, !102, !DIExpression(), !323)
  br label %3, !dbg !324

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
    #dbg_label(!103, !325)
    #dbg_value(i32 %69, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !323)
  %12 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !325
  %13 = load i32, ptr %12, align 4, !dbg !325
  %14 = add nsw i32 %5, 1, !dbg !325
    #dbg_value(i32 %14, !101, !DIExpression(), !323)
  %15 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %5, !dbg !325
  store i32 %13, ptr %15, align 4, !dbg !325
  %16 = add nsw i32 %69, 2, !dbg !325
    #dbg_value(i32 %16, !102, !DIExpression(), !323)
  %17 = getelementptr i8, ptr %12, i32 4, !dbg !325
  br label %18, !dbg !325

18:                                               ; preds = %11, %50, %37, %31, %25
  %19 = phi ptr [ %17, %11 ], [ %53, %50 ], [ %42, %37 ], [ %36, %31 ], [ %30, %25 ]
  %20 = phi i32 [ %16, %11 ], [ %52, %50 ], [ %41, %37 ], [ %35, %31 ], [ %29, %25 ]
  %21 = phi i32 [ %14, %11 ], [ %7, %50 ], [ %40, %37 ], [ %7, %31 ], [ %7, %25 ]
  %22 = load i32, ptr %19, align 4, !dbg !323
  %23 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %22, !dbg !323
  %24 = load ptr, ptr %23, align 4, !dbg !323
  br label %3

25:                                               ; preds = %68
    #dbg_label(!104, !326)
    #dbg_value(i32 %7, !101, !DIExpression(), !323)
  %26 = load i32, ptr %8, align 4, !dbg !326
  %27 = load i32, ptr %10, align 4, !dbg !326
  %28 = add nsw i32 %27, %26, !dbg !326
  store i32 %28, ptr %10, align 4, !dbg !326
  %29 = add nsw i32 %69, 1, !dbg !326
    #dbg_value(i32 %29, !102, !DIExpression(), !323)
  %30 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !326
  br label %18, !dbg !326

31:                                               ; preds = %68
    #dbg_label(!105, !327)
    #dbg_value(i32 %7, !101, !DIExpression(), !323)
  %32 = load i32, ptr %8, align 4, !dbg !327
  %33 = load i32, ptr %10, align 4, !dbg !327
  %34 = mul nsw i32 %33, %32, !dbg !327
  store i32 %34, ptr %10, align 4, !dbg !327
  %35 = add nsw i32 %69, 1, !dbg !327
    #dbg_value(i32 %35, !102, !DIExpression(), !323)
  %36 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !327
  br label %18, !dbg !327

37:                                               ; preds = %68
    #dbg_label(!106, !328)
  %38 = load i32, ptr %10, align 4, !dbg !328
  %39 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %5, !dbg !328
  store i32 %38, ptr %39, align 4, !dbg !328
  %40 = add nsw i32 %5, 1, !dbg !328
    #dbg_value(i32 %40, !101, !DIExpression(), !323)
  %41 = add nsw i32 %69, 1, !dbg !328
    #dbg_value(i32 %41, !102, !DIExpression(), !323)
  %42 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !328
  br label %18, !dbg !328

43:                                               ; preds = %68
    #dbg_label(!107, !329)
  %44 = add nsw i32 %69, 1, !dbg !330
    #dbg_value(i32 %44, !102, !DIExpression(), !323)
    #dbg_value(i32 poison, !108, !DIExpression(), !331)
    #dbg_value(i32 %7, !101, !DIExpression(), !323)
  %45 = load i32, ptr %8, align 4, !dbg !330
  %46 = icmp eq i32 %45, 0, !dbg !330
  br i1 %46, label %50, label %47, !dbg !330

47:                                               ; preds = %43
  %48 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !330
  %49 = load i32, ptr %48, align 4, !dbg !330
    #dbg_value(i32 %49, !108, !DIExpression(), !331)
    #dbg_value(i32 %49, !102, !DIExpression(), !323)
  br label %50, !dbg !332

50:                                               ; preds = %47, %43
  %51 = phi i32 [ %49, %47 ], [ %44, %43 ], !dbg !330
    #dbg_value(i32 %51, !102, !DIExpression(), !323)
  %52 = add nsw i32 %51, 1, !dbg !330
    #dbg_value(i32 %52, !102, !DIExpression(), !323)
  %53 = getelementptr inbounds i32, ptr @main.prog, i32 %51, !dbg !330
  br label %18, !dbg !330

54:                                               ; preds = %68
    #dbg_label(!110, !334)
  %55 = load i32, ptr %8, align 4, !dbg !334
  %56 = add nsw i32 %55, -1, !dbg !334
  store i32 %56, ptr %8, align 4, !dbg !334
    #dbg_value(i32 %69, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !323)
  br label %57, !dbg !334

57:                                               ; preds = %54, %63
  %58 = getelementptr inbounds i32, ptr @main.prog, i32 %69, !dbg !323
  %59 = load i32, ptr %58, align 4, !dbg !323
  %60 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %59, !dbg !323
  %61 = load ptr, ptr %60, align 4, !dbg !323
  %62 = add nsw i32 %69, 1, !dbg !323
  br label %68

63:                                               ; preds = %68
    #dbg_label(!111, !335)
  %64 = load i32, ptr %8, align 4, !dbg !336
    #dbg_value(i32 %64, !112, !DIExpression(), !337)
  %65 = load i32, ptr %10, align 4, !dbg !336
  store i32 %65, ptr %8, align 4, !dbg !336
  store i32 %64, ptr %10, align 4, !dbg !336
    #dbg_value(i32 %69, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !323)
  br label %57, !dbg !336

66:                                               ; preds = %68
    #dbg_label(!114, !338)
  %67 = load i32, ptr %8, align 4, !dbg !338
  ret i32 %67, !dbg !338

68:                                               ; preds = %57, %3
  %69 = phi i32 [ %4, %3 ], [ %62, %57 ], !dbg !323
  %70 = phi ptr [ %6, %3 ], [ %61, %57 ]
    #dbg_value(i32 %5, !101, !DIExpression(), !323)
    #dbg_value(i32 %69, !102, !DIExpression(), !323)
  indirectbr ptr %70, [label %11, label %25, label %31, label %37, label %43, label %54, label %63, label %66]
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal noundef i32 @op_div(i32 noundef %0, i32 noundef %1) #5 !dbg !339 {
    #dbg_value(i32 %1, !341, !DIExpression(), !343)
    #dbg_value(i32 %0, !342, !DIExpression(), !343)
  %3 = icmp eq i32 %1, 0, !dbg !344
  br i1 %3, label %6, label %4, !dbg !344

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1, !dbg !344
  br label %6, !dbg !344

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ], !dbg !344
  ret i32 %7, !dbg !344
}

attributes #0 = { "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(none) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!194, !195, !196, !197, !198, !199}
!llvm.ident = !{!200}

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
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 256, elements: !65)
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
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 32)
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
!145 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !3, isLocal: true, isDefinition: true)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(name: "words", scope: !37, file: !2, line: 92, type: !148, isLocal: true, isDefinition: true)
!148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 160, elements: !5)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 32)
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
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !179, size: 96, elements: !180)
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
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 32)
!191 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 416, elements: !192)
!192 = !{!193}
!193 = !DISubrange(count: 13)
!194 = !{i32 1, !"NumRegisterParameters", i32 0}
!195 = !{i32 2, !"CodeView", i32 1}
!196 = !{i32 2, !"Debug Info Version", i32 3}
!197 = !{i32 1, !"wchar_size", i32 2}
!198 = !{i32 1, !"MaxTLSAlign", i32 65536}
!199 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!200 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!201 = !DILocation(line: 101, scope: !33)
!202 = !DILocation(line: 102, scope: !33)
!203 = !DILocation(line: 0, scope: !33)
!204 = !DILocation(line: 0, scope: !173)
!205 = !DILocation(line: 105, scope: !173)
!206 = !DILocation(line: 110, scope: !33)
!207 = !DILocation(line: 118, scope: !33)
!208 = !DILocation(line: 122, scope: !33)
!209 = !DILocation(line: 123, scope: !33)
!210 = !DILocation(line: 124, scope: !33)
!211 = !DILocation(line: 0, scope: !189)
!212 = !DILocation(line: 125, scope: !213)
!213 = distinct !DILexicalBlock(scope: !189, file: !2, line: 125)
!214 = !DILocation(line: 126, scope: !33)
!215 = !DILocation(line: 128, scope: !33)
!216 = !DILocation(line: 129, scope: !33)
!217 = !DILocation(line: 58, scope: !218, inlinedAt: !227)
!218 = distinct !DILexicalBlock(scope: !219, file: !2, line: 58)
!219 = distinct !DILexicalBlock(scope: !220, file: !2, line: 57)
!220 = distinct !DILexicalBlock(scope: !221, file: !2, line: 57)
!221 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 56, type: !222, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !224)
!222 = !DISubroutineType(types: !223)
!223 = !{!85, !4}
!224 = !{!225, !226}
!225 = !DILocalVariable(name: "c", arg: 1, scope: !221, file: !2, line: 56, type: !4)
!226 = !DILocalVariable(name: "i", scope: !220, file: !2, line: 57, type: !185)
!227 = distinct !DILocation(line: 106, scope: !175)
!228 = !DILocation(line: 0, scope: !175)
!229 = !DILocation(line: 107, scope: !175)
!230 = !DILocation(line: 105, scope: !176)
!231 = distinct !{!231, !205, !232, !233}
!232 = !DILocation(line: 108, scope: !173)
!233 = !{!"llvm.loop.mustprogress"}
!234 = distinct !DISubprogram(name: "vsum", scope: !2, file: !2, line: 13, type: !235, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !237)
!235 = !DISubroutineType(types: !236)
!236 = !{!40, !150, null}
!237 = !{!238, !239, !243, !244, !245, !247, !252, !254}
!238 = !DILocalVariable(name: "fmt", arg: 1, scope: !234, file: !2, line: 13, type: !150)
!239 = !DILocalVariable(name: "ap", scope: !234, file: !2, line: 14, type: !240)
!240 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !2, line: 8, baseType: !241)
!241 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !242)
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!243 = !DILocalVariable(name: "ap2", scope: !234, file: !2, line: 14, type: !240)
!244 = !DILocalVariable(name: "total", scope: !234, file: !2, line: 15, type: !40)
!245 = !DILocalVariable(name: "f", scope: !246, file: !2, line: 18, type: !150)
!246 = distinct !DILexicalBlock(scope: !234, file: !2, line: 18)
!247 = !DILocalVariable(name: "s", scope: !248, file: !2, line: 23, type: !150)
!248 = distinct !DILexicalBlock(scope: !249, file: !2, line: 23)
!249 = distinct !DILexicalBlock(scope: !250, file: !2, line: 19)
!250 = distinct !DILexicalBlock(scope: !251, file: !2, line: 18)
!251 = distinct !DILexicalBlock(scope: !246, file: !2, line: 18)
!252 = !DILocalVariable(name: "p", scope: !253, file: !2, line: 25, type: !166)
!253 = distinct !DILexicalBlock(scope: !249, file: !2, line: 25)
!254 = !DILocalVariable(name: "first", scope: !234, file: !2, line: 31, type: !36)
!255 = distinct !DIAssignID()
!256 = !DILocation(line: 0, scope: !234)
!257 = distinct !DIAssignID()
!258 = !DILocation(line: 14, scope: !234)
!259 = !DILocation(line: 16, scope: !234)
!260 = !DILocation(line: 17, scope: !234)
!261 = !DILocation(line: 0, scope: !246)
!262 = !DILocation(line: 18, scope: !246)
!263 = !DILocation(line: 15, scope: !234)
!264 = !DILocation(line: 29, scope: !234)
!265 = !DILocation(line: 31, scope: !234)
!266 = distinct !DIAssignID()
!267 = !DILocation(line: 32, scope: !234)
!268 = !DILocation(line: 33, scope: !234)
!269 = !DILocation(line: 34, scope: !234)
!270 = !DILocation(line: 20, scope: !249)
!271 = distinct !DIAssignID()
!272 = !DILocation(line: 21, scope: !249)
!273 = distinct !DIAssignID()
!274 = !DILocation(line: 22, scope: !249)
!275 = distinct !DIAssignID()
!276 = !DILocation(line: 23, scope: !248)
!277 = distinct !DIAssignID()
!278 = !DILocation(line: 0, scope: !248)
!279 = distinct !{!279, !276, !276, !233}
!280 = !DILocation(line: 24, scope: !249)
!281 = distinct !DIAssignID()
!282 = !DILocation(line: 25, scope: !253)
!283 = distinct !DIAssignID()
!284 = !DILocation(line: 0, scope: !253)
!285 = !DILocation(line: 18, scope: !251)
!286 = distinct !{!286, !262, !287, !233}
!287 = !DILocation(line: 28, scope: !246)
!288 = distinct !DISubprogram(name: "forward", scope: !2, file: !2, line: 36, type: !289, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !291)
!289 = !DISubroutineType(types: !290)
!290 = !{!36, !36, null}
!291 = !{!292, !293, !294}
!292 = !DILocalVariable(name: "n", arg: 1, scope: !288, file: !2, line: 36, type: !36)
!293 = !DILocalVariable(name: "ap", scope: !288, file: !2, line: 37, type: !240)
!294 = !DILocalVariable(name: "r", scope: !288, file: !2, line: 39, type: !36)
!295 = distinct !DIAssignID()
!296 = !DILocation(line: 0, scope: !288)
!297 = !DILocation(line: 37, scope: !288)
!298 = !DILocation(line: 38, scope: !288)
!299 = !DILocation(line: 40, scope: !288)
!300 = distinct !DIAssignID()
!301 = !DILocation(line: 41, scope: !288)
!302 = !DILocation(line: 43, scope: !288)
!303 = !DILocation(line: 42, scope: !288)
!304 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 47, type: !87, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !305)
!305 = !{!306, !307}
!306 = !DILocalVariable(name: "b", arg: 2, scope: !304, file: !2, line: 47, type: !36)
!307 = !DILocalVariable(name: "a", arg: 1, scope: !304, file: !2, line: 47, type: !36)
!308 = !DILocation(line: 0, scope: !304)
!309 = !DILocation(line: 47, scope: !304)
!310 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 49, type: !87, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !311)
!311 = !{!312, !313}
!312 = !DILocalVariable(name: "b", arg: 2, scope: !310, file: !2, line: 49, type: !36)
!313 = !DILocalVariable(name: "a", arg: 1, scope: !310, file: !2, line: 49, type: !36)
!314 = !DILocation(line: 0, scope: !310)
!315 = !DILocation(line: 49, scope: !310)
!316 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 48, type: !87, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !317)
!317 = !{!318, !319}
!318 = !DILocalVariable(name: "b", arg: 2, scope: !316, file: !2, line: 48, type: !36)
!319 = !DILocalVariable(name: "a", arg: 1, scope: !316, file: !2, line: 48, type: !36)
!320 = !DILocation(line: 0, scope: !316)
!321 = !DILocation(line: 48, scope: !316)
!322 = distinct !DIAssignID()
!323 = !DILocation(line: 0, scope: !91)
!324 = !DILocation(line: 76, scope: !91)
!325 = !DILocation(line: 77, scope: !91)
!326 = !DILocation(line: 78, scope: !91)
!327 = !DILocation(line: 79, scope: !91)
!328 = !DILocation(line: 80, scope: !91)
!329 = !DILocation(line: 81, scope: !91)
!330 = !DILocation(line: 81, scope: !109)
!331 = !DILocation(line: 0, scope: !109)
!332 = !DILocation(line: 81, scope: !333)
!333 = distinct !DILexicalBlock(scope: !109, file: !2, line: 81)
!334 = !DILocation(line: 82, scope: !91)
!335 = !DILocation(line: 83, scope: !91)
!336 = !DILocation(line: 83, scope: !113)
!337 = !DILocation(line: 0, scope: !113)
!338 = !DILocation(line: 84, scope: !91)
!339 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 50, type: !87, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !340)
!340 = !{!341, !342}
!341 = !DILocalVariable(name: "b", arg: 2, scope: !339, file: !2, line: 50, type: !36)
!342 = !DILocalVariable(name: "a", arg: 1, scope: !339, file: !2, line: 50, type: !36)
!343 = !DILocation(line: 0, scope: !339)
!344 = !DILocation(line: 50, scope: !339)
