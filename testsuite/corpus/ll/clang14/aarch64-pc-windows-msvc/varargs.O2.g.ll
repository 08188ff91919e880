; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, i32 (i32, i32)* }

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

@"??_C@_04DNJNMJF@four?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"four\00", comdat, align 4
@"??_C@_06HDBNDEOG@ildscp?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"ildscp\00", comdat, align 4
@"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", comdat, align 8
@"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"forward %d\0A\00", comdat, align 8
@"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"+-*/%\00", comdat, align 4
@"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"%c:%d \00", comdat, align 4
@"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", comdat, align 8
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 8, !dbg !0
@"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", comdat, align 8
@"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", comdat, align 8
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 8, !dbg !67
@"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", comdat, align 8
@"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", comdat, align 8
@"??_C@_03MKCEMJLP@esc?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"esc\00", comdat, align 4
@"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"[%s]\00", comdat, align 4
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8, !dbg !83
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 8, !dbg !94
@"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", comdat, align 8
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 16, !dbg !16
@run.dispatch = internal unnamed_addr constant [8 x i8*] [i8* blockaddress(@run, %14), i8* blockaddress(@run, %36), i8* blockaddress(@run, %44), i8* blockaddress(@run, %52), i8* blockaddress(@run, %61), i8* blockaddress(@run, %75), i8* blockaddress(@run, %85), i8* blockaddress(@run, %88)], align 16, !dbg !30
@"??_C@_05IAEKHIAN@alpha?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"alpha\00", comdat, align 4
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1
@"??_C@_05KDLBCAI@gamma?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"gamma\00", comdat, align 4

; Function Attrs: uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !2 {
  call void @llvm.dbg.value(metadata i32 262147, metadata !100, metadata !DIExpression()), !dbg !139
  %1 = tail call i64 (i8*, ...) @vsum(i8* undef, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04DNJNMJF@four?$AA@", i64 0, i64 0), i32 noundef 65, i64 262147), !dbg !140
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@", i64 0, i64 0), i64 noundef %1), !dbg !140
  %3 = tail call i32 (i32, ...) @forward(i32 undef, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !141
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %3), !dbg !141
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@", i64 0, i64 0), metadata !106, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@", i64 0, i64 0), metadata !107, metadata !DIExpression()), !dbg !142
  br label %5, !dbg !143

5:                                                ; preds = %32, %0
  %6 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@", i64 0, i64 0), %0 ], [ %37, %32 ], !dbg !142
  call void @llvm.dbg.value(metadata i8* %6, metadata !107, metadata !DIExpression()), !dbg !142
  %7 = load i8, i8* %6, align 1, !dbg !143, !tbaa !144
  switch i8 %7, label %32 [
    i8 0, label %8
    i8 43, label %26
    i8 45, label %23
    i8 42, label %24
    i8 47, label %25
  ], !dbg !143

8:                                                ; preds = %5
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_add, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !139
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_mul, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !139
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_sub, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !139
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 54), !dbg !147
  call void @llvm.dbg.value(metadata i32 1, metadata !116, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 undef, metadata !116, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 undef, metadata !116, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value)), !dbg !139
  %10 = tail call fastcc i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0)), !dbg !148
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %10, i32 noundef 120), !dbg !148
  call void @llvm.dbg.value(metadata i32 -2128831035, metadata !119, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 undef, metadata !119, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 undef, metadata !119, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 16777619, DW_OP_mul, DW_OP_stack_value)), !dbg !139
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@", i64 0, i64 0), i32 noundef 39, i32 noundef -1837022641), !dbg !149
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i64 0, i64 0), i32 noundef 23), !dbg !150
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 128, i32 noundef 255, i32 noundef 39), !dbg !151
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05IAEKHIAN@alpha?$AA@", i64 0, i64 0)), !dbg !152
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @"??_C@_00CNPNBAHC@?$AA@", i64 0, i64 0)), !dbg !152
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KDLBCAI@gamma?$AA@", i64 0, i64 0)), !dbg !152
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03MKCEMJLP@esc?$AA@", i64 0, i64 0)), !dbg !152
  %19 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 2), align 8, !dbg !154, !tbaa !155
  %20 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 0), align 8, !dbg !154, !tbaa !159
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 1, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 2, i64 0), i32 noundef %20, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 1, i64 0), double noundef %19, i32 noundef 6), !dbg !154
  %22 = tail call i32 @putchar(i32 noundef 10), !dbg !160
  ret i32 0, !dbg !161

23:                                               ; preds = %5
  br label %26, !dbg !162

24:                                               ; preds = %5
  br label %26, !dbg !162

25:                                               ; preds = %5
  br label %26, !dbg !162

26:                                               ; preds = %25, %24, %23, %5
  %27 = phi i64 [ 1, %23 ], [ 2, %24 ], [ 3, %25 ], [ 0, %5 ]
  call void @llvm.dbg.value(metadata i32 (i32, i32)* undef, metadata !109, metadata !DIExpression()), !dbg !173
  %28 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %27, i32 1, !dbg !162
  %29 = load i32 (i32, i32)*, i32 (i32, i32)** %28, align 8, !dbg !162, !tbaa !174
  call void @llvm.dbg.value(metadata i32 (i32, i32)* %29, metadata !109, metadata !DIExpression()), !dbg !173
  %30 = tail call i32 %29(i32 noundef 17, i32 noundef 5), !dbg !177
  %31 = load i8, i8* %6, align 1, !dbg !177, !tbaa !144
  br label %32, !dbg !177

32:                                               ; preds = %5, %26
  %33 = phi i8 [ %31, %26 ], [ %7, %5 ], !dbg !177
  %34 = phi i32 [ %30, %26 ], [ -1, %5 ], !dbg !177
  %35 = sext i8 %33 to i32, !dbg !177
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@", i64 0, i64 0), i32 noundef %35, i32 noundef %34), !dbg !177
  %37 = getelementptr inbounds i8, i8* %6, i64 1, !dbg !178
  call void @llvm.dbg.value(metadata i8* %37, metadata !107, metadata !DIExpression()), !dbg !142
  br label %5, !dbg !178, !llvm.loop !179
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @vsum(i8* nocapture readnone %0, ...) unnamed_addr #4 !dbg !182 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06HDBNDEOG@ildscp?$AA@", i64 0, i64 0), metadata !186, metadata !DIExpression()), !dbg !204
  %4 = bitcast i8** %2 to i8*, !dbg !205
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #9, !dbg !205
  %5 = bitcast i8** %3 to i8*, !dbg !205
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #9, !dbg !205
  call void @llvm.dbg.value(metadata i64 0, metadata !193, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i8** %2, metadata !187, metadata !DIExpression(DW_OP_deref)), !dbg !204
  call void @llvm.va_start(i8* nonnull %4), !dbg !206
  call void @llvm.dbg.value(metadata i8** %3, metadata !192, metadata !DIExpression(DW_OP_deref)), !dbg !204
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4), !dbg !207
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06HDBNDEOG@ildscp?$AA@", i64 0, i64 0), metadata !194, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 0, metadata !193, metadata !DIExpression()), !dbg !204
  br label %14, !dbg !209

6:                                                ; preds = %76
  call void @llvm.dbg.value(metadata i8** %2, metadata !187, metadata !DIExpression(DW_OP_deref)), !dbg !204
  call void @llvm.va_end(i8* nonnull %4), !dbg !210
  %7 = load i8*, i8** %3, align 8, !dbg !211
  call void @llvm.dbg.value(metadata i8* %7, metadata !192, metadata !DIExpression()), !dbg !204
  %8 = getelementptr inbounds i8, i8* %7, i64 8, !dbg !211
  call void @llvm.dbg.value(metadata i8* %8, metadata !192, metadata !DIExpression()), !dbg !204
  store i8* %8, i8** %3, align 8, !dbg !211
  %9 = bitcast i8* %7 to i32*, !dbg !211
  %10 = load i32, i32* %9, align 8, !dbg !211
  call void @llvm.dbg.value(metadata i32 %10, metadata !203, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i8** %3, metadata !192, metadata !DIExpression(DW_OP_deref)), !dbg !204
  call void @llvm.va_end(i8* nonnull %5), !dbg !212
  %11 = mul nsw i64 %77, 1000, !dbg !213
  %12 = sext i32 %10 to i64, !dbg !213
  %13 = add nsw i64 %11, %12, !dbg !213
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #9, !dbg !214
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #9, !dbg !214
  ret i64 %13, !dbg !213

14:                                               ; preds = %1, %76
  %15 = phi i8 [ 105, %1 ], [ %79, %76 ]
  %16 = phi i64 [ 0, %1 ], [ %77, %76 ]
  %17 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06HDBNDEOG@ildscp?$AA@", i64 0, i64 0), %1 ], [ %78, %76 ]
  call void @llvm.dbg.value(metadata i64 %16, metadata !193, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i8* %17, metadata !194, metadata !DIExpression()), !dbg !208
  %18 = sext i8 %15 to i32, !dbg !215
  switch i32 %18, label %76 [
    i32 105, label %19
    i32 108, label %26
    i32 100, label %32
    i32 115, label %40
    i32 99, label %54
    i32 112, label %63
  ], !dbg !215

19:                                               ; preds = %14
  %20 = load i8*, i8** %2, align 8, !dbg !216
  call void @llvm.dbg.value(metadata i8* %20, metadata !187, metadata !DIExpression()), !dbg !204
  %21 = getelementptr inbounds i8, i8* %20, i64 8, !dbg !216
  call void @llvm.dbg.value(metadata i8* %21, metadata !187, metadata !DIExpression()), !dbg !204
  store i8* %21, i8** %2, align 8, !dbg !216
  %22 = bitcast i8* %20 to i32*, !dbg !216
  %23 = load i32, i32* %22, align 8, !dbg !216
  %24 = sext i32 %23 to i64, !dbg !216
  %25 = add nsw i64 %16, %24, !dbg !216
  call void @llvm.dbg.value(metadata i64 %25, metadata !193, metadata !DIExpression()), !dbg !204
  br label %76, !dbg !216

26:                                               ; preds = %14
  %27 = load i8*, i8** %2, align 8, !dbg !217
  call void @llvm.dbg.value(metadata i8* %27, metadata !187, metadata !DIExpression()), !dbg !204
  %28 = getelementptr inbounds i8, i8* %27, i64 8, !dbg !217
  call void @llvm.dbg.value(metadata i8* %28, metadata !187, metadata !DIExpression()), !dbg !204
  store i8* %28, i8** %2, align 8, !dbg !217
  %29 = bitcast i8* %27 to i64*, !dbg !217
  %30 = load i64, i64* %29, align 8, !dbg !217
  %31 = add nsw i64 %30, %16, !dbg !217
  call void @llvm.dbg.value(metadata i64 %31, metadata !193, metadata !DIExpression()), !dbg !204
  br label %76, !dbg !217

32:                                               ; preds = %14
  %33 = load i8*, i8** %2, align 8, !dbg !218
  call void @llvm.dbg.value(metadata i8* %33, metadata !187, metadata !DIExpression()), !dbg !204
  %34 = getelementptr inbounds i8, i8* %33, i64 8, !dbg !218
  call void @llvm.dbg.value(metadata i8* %34, metadata !187, metadata !DIExpression()), !dbg !204
  store i8* %34, i8** %2, align 8, !dbg !218
  %35 = bitcast i8* %33 to double*, !dbg !218
  %36 = load double, double* %35, align 8, !dbg !218
  %37 = fmul double %36, 1.000000e+01, !dbg !218
  %38 = fptosi double %37 to i64, !dbg !218
  %39 = add nsw i64 %16, %38, !dbg !218
  call void @llvm.dbg.value(metadata i64 %39, metadata !193, metadata !DIExpression()), !dbg !204
  br label %76, !dbg !218

40:                                               ; preds = %14
  %41 = load i8*, i8** %2, align 8, !dbg !219
  call void @llvm.dbg.value(metadata i8* %41, metadata !187, metadata !DIExpression()), !dbg !204
  %42 = getelementptr inbounds i8, i8* %41, i64 8, !dbg !219
  call void @llvm.dbg.value(metadata i8* %42, metadata !187, metadata !DIExpression()), !dbg !204
  store i8* %42, i8** %2, align 8, !dbg !219
  %43 = bitcast i8* %41 to i8**, !dbg !219
  %44 = load i8*, i8** %43, align 8, !dbg !219
  call void @llvm.dbg.value(metadata i8* %44, metadata !196, metadata !DIExpression()), !dbg !220
  call void @llvm.dbg.value(metadata i64 %16, metadata !193, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i8* %44, metadata !196, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !220
  %45 = load i8, i8* %44, align 1, !dbg !219, !tbaa !144
  %46 = icmp eq i8 %45, 0, !dbg !219
  br i1 %46, label %76, label %47, !dbg !219

47:                                               ; preds = %40, %47
  %48 = phi i64 [ %51, %47 ], [ %16, %40 ]
  %49 = phi i8* [ %50, %47 ], [ %44, %40 ]
  call void @llvm.dbg.value(metadata i64 %48, metadata !193, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i8* %49, metadata !196, metadata !DIExpression()), !dbg !220
  %50 = getelementptr inbounds i8, i8* %49, i64 1, !dbg !219
  call void @llvm.dbg.value(metadata i8* %50, metadata !196, metadata !DIExpression()), !dbg !220
  %51 = add nsw i64 %48, 1, !dbg !219
  call void @llvm.dbg.value(metadata i64 %51, metadata !193, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i8* %50, metadata !196, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !220
  %52 = load i8, i8* %50, align 1, !dbg !219, !tbaa !144
  %53 = icmp eq i8 %52, 0, !dbg !219
  br i1 %53, label %76, label %47, !dbg !219, !llvm.loop !221

54:                                               ; preds = %14
  %55 = load i8*, i8** %2, align 8, !dbg !222
  call void @llvm.dbg.value(metadata i8* %55, metadata !187, metadata !DIExpression()), !dbg !204
  %56 = getelementptr inbounds i8, i8* %55, i64 8, !dbg !222
  call void @llvm.dbg.value(metadata i8* %56, metadata !187, metadata !DIExpression()), !dbg !204
  store i8* %56, i8** %2, align 8, !dbg !222
  %57 = bitcast i8* %55 to i32*, !dbg !222
  %58 = load i32, i32* %57, align 8, !dbg !222
  %59 = zext i32 %58 to i64, !dbg !222
  %60 = shl i64 %59, 56, !dbg !222
  %61 = ashr exact i64 %60, 56, !dbg !222
  %62 = add nsw i64 %61, %16, !dbg !222
  call void @llvm.dbg.value(metadata i64 %62, metadata !193, metadata !DIExpression()), !dbg !204
  br label %76, !dbg !222

63:                                               ; preds = %14
  %64 = load i8*, i8** %2, align 8, !dbg !223
  call void @llvm.dbg.value(metadata i8* %64, metadata !187, metadata !DIExpression()), !dbg !204
  %65 = getelementptr inbounds i8, i8* %64, i64 8, !dbg !223
  call void @llvm.dbg.value(metadata i8* %65, metadata !187, metadata !DIExpression()), !dbg !204
  store i8* %65, i8** %2, align 8, !dbg !223
  %66 = bitcast i8* %64 to i16*, !dbg !223
  %67 = load i16, i16* %66, align 8, !dbg !223, !tbaa.struct !224
  call void @llvm.dbg.value(metadata i16 %67, metadata !201, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !227
  %68 = getelementptr inbounds i8, i8* %64, i64 2, !dbg !223
  %69 = bitcast i8* %68 to i16*, !dbg !223
  %70 = load i16, i16* %69, align 2, !dbg !223, !tbaa.struct !228
  call void @llvm.dbg.value(metadata i16 %70, metadata !201, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 16)), !dbg !227
  %71 = sext i16 %67 to i64, !dbg !223
  %72 = mul nsw i64 %71, 100, !dbg !223
  %73 = sext i16 %70 to i64, !dbg !223
  %74 = add i64 %16, %73, !dbg !223
  %75 = add i64 %74, %72, !dbg !223
  call void @llvm.dbg.value(metadata i64 %75, metadata !193, metadata !DIExpression()), !dbg !204
  br label %76

76:                                               ; preds = %47, %40, %19, %26, %32, %54, %63, %14
  %77 = phi i64 [ %16, %14 ], [ %75, %63 ], [ %62, %54 ], [ %39, %32 ], [ %31, %26 ], [ %25, %19 ], [ %16, %40 ], [ %51, %47 ], !dbg !204
  call void @llvm.dbg.value(metadata i64 %77, metadata !193, metadata !DIExpression()), !dbg !204
  %78 = getelementptr inbounds i8, i8* %17, i64 1, !dbg !229
  call void @llvm.dbg.value(metadata i8* %78, metadata !194, metadata !DIExpression()), !dbg !208
  %79 = load i8, i8* %78, align 1, !dbg !209, !tbaa !144
  %80 = icmp eq i8* %78, getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06HDBNDEOG@ildscp?$AA@", i64 0, i64 6), !dbg !209
  br i1 %80, label %6, label %14, !dbg !209, !llvm.loop !230
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 !dbg !232 {
  %2 = alloca i8*, align 8
  call void @llvm.dbg.value(metadata i32 4, metadata !236, metadata !DIExpression()), !dbg !239
  %3 = bitcast i8** %2 to i8*, !dbg !240
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #9, !dbg !240
  call void @llvm.dbg.value(metadata i8** %2, metadata !237, metadata !DIExpression(DW_OP_deref)), !dbg !239
  call void @llvm.va_start(i8* nonnull %3), !dbg !241
  call void @llvm.dbg.value(metadata i32 0, metadata !238, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 4, metadata !236, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 4, metadata !236, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !239
  call void @llvm.dbg.value(metadata i32 0, metadata !238, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 4, metadata !236, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 3, metadata !236, metadata !DIExpression()), !dbg !239
  %4 = load i8*, i8** %2, align 8, !dbg !242
  call void @llvm.dbg.value(metadata i8* %4, metadata !237, metadata !DIExpression()), !dbg !239
  %5 = getelementptr inbounds i8, i8* %4, i64 8, !dbg !242
  call void @llvm.dbg.value(metadata i8* %5, metadata !237, metadata !DIExpression()), !dbg !239
  store i8* %5, i8** %2, align 8, !dbg !242
  %6 = bitcast i8* %4 to i32*, !dbg !242
  %7 = load i32, i32* %6, align 8, !dbg !242
  call void @llvm.dbg.value(metadata i32 %7, metadata !238, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 3, metadata !236, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !239
  call void @llvm.dbg.value(metadata i32 %7, metadata !238, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 3, metadata !236, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 2, metadata !236, metadata !DIExpression()), !dbg !239
  %8 = mul nsw i32 %7, 31, !dbg !242
  call void @llvm.dbg.value(metadata i8* %5, metadata !237, metadata !DIExpression()), !dbg !239
  %9 = getelementptr inbounds i8, i8* %4, i64 16, !dbg !242
  call void @llvm.dbg.value(metadata i8* %9, metadata !237, metadata !DIExpression()), !dbg !239
  %10 = bitcast i8* %5 to i32*, !dbg !242
  %11 = load i32, i32* %10, align 8, !dbg !242
  %12 = add nsw i32 %11, %8, !dbg !242
  call void @llvm.dbg.value(metadata i32 %12, metadata !238, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 2, metadata !236, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !239
  call void @llvm.dbg.value(metadata i32 %12, metadata !238, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 2, metadata !236, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 1, metadata !236, metadata !DIExpression()), !dbg !239
  %13 = mul nsw i32 %12, 31, !dbg !242
  call void @llvm.dbg.value(metadata i8* %9, metadata !237, metadata !DIExpression()), !dbg !239
  %14 = getelementptr inbounds i8, i8* %4, i64 24, !dbg !242
  call void @llvm.dbg.value(metadata i8* %14, metadata !237, metadata !DIExpression()), !dbg !239
  %15 = bitcast i8* %9 to i32*, !dbg !242
  %16 = load i32, i32* %15, align 8, !dbg !242
  %17 = add nsw i32 %16, %13, !dbg !242
  call void @llvm.dbg.value(metadata i32 %17, metadata !238, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 1, metadata !236, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !239
  call void @llvm.dbg.value(metadata i32 %17, metadata !238, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 1, metadata !236, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 0, metadata !236, metadata !DIExpression()), !dbg !239
  %18 = mul nsw i32 %17, 31, !dbg !242
  call void @llvm.dbg.value(metadata i8* %14, metadata !237, metadata !DIExpression()), !dbg !239
  %19 = getelementptr inbounds i8, i8* %4, i64 32, !dbg !242
  call void @llvm.dbg.value(metadata i8* %19, metadata !237, metadata !DIExpression()), !dbg !239
  store i8* %19, i8** %2, align 8, !dbg !242
  %20 = bitcast i8* %14 to i32*, !dbg !242
  %21 = load i32, i32* %20, align 8, !dbg !242
  %22 = add nsw i32 %21, %18, !dbg !242
  call void @llvm.dbg.value(metadata i32 %22, metadata !238, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 0, metadata !236, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !239
  call void @llvm.dbg.value(metadata i8** %2, metadata !237, metadata !DIExpression(DW_OP_deref)), !dbg !239
  call void @llvm.va_end(i8* nonnull %3), !dbg !243
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #9, !dbg !244
  ret i32 %22, !dbg !245
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #5 !dbg !246 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !248, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i32 %0, metadata !249, metadata !DIExpression()), !dbg !250
  %3 = add nsw i32 %1, %0, !dbg !251
  ret i32 %3, !dbg !251
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #5 !dbg !252 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !254, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.value(metadata i32 %0, metadata !255, metadata !DIExpression()), !dbg !256
  %3 = mul nsw i32 %1, %0, !dbg !257
  ret i32 %3, !dbg !257
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #5 !dbg !258 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !260, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata i32 %0, metadata !261, metadata !DIExpression()), !dbg !262
  %3 = sub nsw i32 %0, %1, !dbg !263
  ret i32 %3, !dbg !263
}

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define internal fastcc i32 @run(i32* nocapture noundef readnone %0) #6 !dbg !32 {
  %2 = alloca [16 x i32], align 4
  call void @llvm.dbg.value(metadata i32* getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0), metadata !37, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.declare(metadata [16 x i32]* %2, metadata !38, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i32 0, metadata !43, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i32 1, metadata !43, metadata !DIExpression()), !dbg !264
  br label %3, !dbg !266

3:                                                ; preds = %27, %1
  %4 = phi i32 [ 1, %1 ], [ %29, %27 ]
  %5 = phi i32 [ 0, %1 ], [ %30, %27 ]
  %6 = phi i8* [ blockaddress(@run, %14), %1 ], [ %35, %27 ]
  %7 = add nsw i32 %5, -1
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %8
  %10 = add nsw i32 %5, -2
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %11
  %13 = sext i32 %4 to i64
  br label %90

14:                                               ; preds = %90
  %15 = trunc i64 %91 to i32, !dbg !267
  call void @llvm.dbg.label(metadata !48), !dbg !267
  call void @llvm.dbg.value(metadata i32 %15, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !264
  %16 = shl i64 %91, 32, !dbg !267
  %17 = ashr exact i64 %16, 32, !dbg !267
  %18 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %17, !dbg !267
  %19 = load i32, i32* %18, align 4, !dbg !267, !tbaa !268
  %20 = add nsw i32 %5, 1, !dbg !267
  call void @llvm.dbg.value(metadata i32 %20, metadata !42, metadata !DIExpression()), !dbg !264
  %21 = sext i32 %5 to i64, !dbg !267
  %22 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %21, !dbg !267
  store i32 %19, i32* %22, align 4, !dbg !267, !tbaa !268
  %23 = add nsw i32 %15, 2, !dbg !267
  call void @llvm.dbg.value(metadata i32 %23, metadata !43, metadata !DIExpression()), !dbg !264
  %24 = shl i64 %91, 32, !dbg !267
  %25 = add i64 %24, 4294967296, !dbg !267
  %26 = ashr exact i64 %25, 32, !dbg !267
  br label %27, !dbg !267

27:                                               ; preds = %14, %71, %52, %44, %36
  %28 = phi i64 [ %26, %14 ], [ %74, %71 ], [ %60, %52 ], [ %51, %44 ], [ %43, %36 ]
  %29 = phi i32 [ %23, %14 ], [ %73, %71 ], [ %58, %52 ], [ %49, %44 ], [ %41, %36 ]
  %30 = phi i32 [ %20, %14 ], [ %7, %71 ], [ %57, %52 ], [ %7, %44 ], [ %7, %36 ]
  %31 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %28, !dbg !264
  %32 = load i32, i32* %31, align 4, !dbg !264, !tbaa !268
  %33 = sext i32 %32 to i64, !dbg !264
  %34 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %33, !dbg !264
  %35 = load i8*, i8** %34, align 8, !dbg !264, !tbaa !269
  br label %3

36:                                               ; preds = %90
  %37 = trunc i64 %91 to i32, !dbg !270
  call void @llvm.dbg.label(metadata !49), !dbg !270
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !264
  %38 = load i32, i32* %9, align 4, !dbg !270, !tbaa !268
  %39 = load i32, i32* %12, align 4, !dbg !270, !tbaa !268
  %40 = add nsw i32 %39, %38, !dbg !270
  store i32 %40, i32* %12, align 4, !dbg !270, !tbaa !268
  %41 = add nsw i32 %37, 1, !dbg !270
  call void @llvm.dbg.value(metadata i32 %41, metadata !43, metadata !DIExpression()), !dbg !264
  %42 = shl i64 %91, 32, !dbg !270
  %43 = ashr exact i64 %42, 32, !dbg !270
  br label %27, !dbg !270

44:                                               ; preds = %90
  %45 = trunc i64 %91 to i32, !dbg !271
  call void @llvm.dbg.label(metadata !50), !dbg !271
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !264
  %46 = load i32, i32* %9, align 4, !dbg !271, !tbaa !268
  %47 = load i32, i32* %12, align 4, !dbg !271, !tbaa !268
  %48 = mul nsw i32 %47, %46, !dbg !271
  store i32 %48, i32* %12, align 4, !dbg !271, !tbaa !268
  %49 = add nsw i32 %45, 1, !dbg !271
  call void @llvm.dbg.value(metadata i32 %49, metadata !43, metadata !DIExpression()), !dbg !264
  %50 = shl i64 %91, 32, !dbg !271
  %51 = ashr exact i64 %50, 32, !dbg !271
  br label %27, !dbg !271

52:                                               ; preds = %90
  %53 = trunc i64 %91 to i32, !dbg !272
  call void @llvm.dbg.label(metadata !51), !dbg !272
  %54 = load i32, i32* %12, align 4, !dbg !272, !tbaa !268
  %55 = sext i32 %5 to i64, !dbg !272
  %56 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %55, !dbg !272
  store i32 %54, i32* %56, align 4, !dbg !272, !tbaa !268
  %57 = add nsw i32 %5, 1, !dbg !272
  call void @llvm.dbg.value(metadata i32 %57, metadata !42, metadata !DIExpression()), !dbg !264
  %58 = add nsw i32 %53, 1, !dbg !272
  call void @llvm.dbg.value(metadata i32 %58, metadata !43, metadata !DIExpression()), !dbg !264
  %59 = shl i64 %91, 32, !dbg !272
  %60 = ashr exact i64 %59, 32, !dbg !272
  br label %27, !dbg !272

61:                                               ; preds = %90
  %62 = trunc i64 %91 to i32, !dbg !273
  call void @llvm.dbg.label(metadata !52), !dbg !273
  %63 = add nsw i32 %62, 1, !dbg !274
  call void @llvm.dbg.value(metadata i32 %63, metadata !43, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i32 undef, metadata !44, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !264
  %64 = load i32, i32* %9, align 4, !dbg !274, !tbaa !268
  %65 = icmp eq i32 %64, 0, !dbg !274
  br i1 %65, label %71, label %66, !dbg !274

66:                                               ; preds = %61
  %67 = shl i64 %91, 32, !dbg !274
  %68 = ashr exact i64 %67, 32, !dbg !274
  %69 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %68, !dbg !274
  %70 = load i32, i32* %69, align 4, !dbg !274, !tbaa !268
  call void @llvm.dbg.value(metadata i32 %70, metadata !44, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 undef, metadata !43, metadata !DIExpression()), !dbg !264
  br label %71, !dbg !276

71:                                               ; preds = %66, %61
  %72 = phi i32 [ %70, %66 ], [ %63, %61 ], !dbg !275
  call void @llvm.dbg.value(metadata i32 %72, metadata !43, metadata !DIExpression()), !dbg !264
  %73 = add nsw i32 %72, 1, !dbg !274
  call void @llvm.dbg.value(metadata i32 %73, metadata !43, metadata !DIExpression()), !dbg !264
  %74 = sext i32 %72 to i64, !dbg !274
  br label %27, !dbg !274

75:                                               ; preds = %90
  call void @llvm.dbg.label(metadata !53), !dbg !278
  %76 = load i32, i32* %9, align 4, !dbg !278, !tbaa !268
  %77 = add nsw i32 %76, -1, !dbg !278
  store i32 %77, i32* %9, align 4, !dbg !278, !tbaa !268
  call void @llvm.dbg.value(metadata i64 %91, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !264
  br label %78, !dbg !278

78:                                               ; preds = %75, %85
  %79 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %91, !dbg !264
  %80 = load i32, i32* %79, align 4, !dbg !264, !tbaa !268
  %81 = sext i32 %80 to i64, !dbg !264
  %82 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %81, !dbg !264
  %83 = load i8*, i8** %82, align 8, !dbg !264, !tbaa !269
  %84 = add i64 %91, 1, !dbg !264
  br label %90, !dbg !264

85:                                               ; preds = %90
  call void @llvm.dbg.label(metadata !54), !dbg !279
  %86 = load i32, i32* %9, align 4, !dbg !280, !tbaa !268
  call void @llvm.dbg.value(metadata i32 %86, metadata !46, metadata !DIExpression()), !dbg !281
  %87 = load i32, i32* %12, align 4, !dbg !280, !tbaa !268
  store i32 %87, i32* %9, align 4, !dbg !280, !tbaa !268
  store i32 %86, i32* %12, align 4, !dbg !280, !tbaa !268
  call void @llvm.dbg.value(metadata i64 %91, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !264
  br label %78, !dbg !280

88:                                               ; preds = %90
  call void @llvm.dbg.label(metadata !55), !dbg !282
  %89 = load i32, i32* %9, align 4, !dbg !282, !tbaa !268
  ret i32 %89, !dbg !282

90:                                               ; preds = %78, %3
  %91 = phi i64 [ %84, %78 ], [ %13, %3 ], !dbg !264
  %92 = phi i8* [ %83, %78 ], [ %6, %3 ]
  call void @llvm.dbg.value(metadata i32 %5, metadata !42, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i64 %91, metadata !43, metadata !DIExpression()), !dbg !264
  indirectbr i8* %92, [label %14, label %36, label %44, label %52, label %61, label %75, label %85, label %88]
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #5 !dbg !283 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !285, metadata !DIExpression()), !dbg !287
  call void @llvm.dbg.value(metadata i32 %0, metadata !286, metadata !DIExpression()), !dbg !287
  %3 = icmp eq i32 %1, 0, !dbg !288
  br i1 %3, label %6, label %4, !dbg !288

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1, !dbg !288
  br label %6, !dbg !288

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ], !dbg !288
  ret i32 %7, !dbg !288
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { mustprogress nofree nosync nounwind willreturn }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!129, !130, !131, !132, !133, !134, !135, !136, !137}
!llvm.ident = !{!138}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "prog", scope: !2, file: !3, line: 113, type: !126, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 99, type: !4, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !99)
!3 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "7bb1590e12c60aa33423d06d96fcbad7")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !12, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !6, !10, !11}
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!0, !13, !16, !30, !61, !67, !72, !76, !83, !94}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!14 = distinct !DIGlobalVariable(name: "wchar_t_dummy", scope: !7, file: !3, line: 95, type: !15, isLocal: true, isDefinition: true)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "op_table", scope: !7, file: !3, line: 52, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 512, elements: !28)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 52, size: 128, elements: !21)
!21 = !{!22, !23}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "sym", scope: !20, file: !3, line: 52, baseType: !11, size: 8)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !20, file: !3, line: 52, baseType: !24, size: 64, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !3, line: 46, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DISubroutineType(types: !27)
!27 = !{!6, !6, !6}
!28 = !{!29}
!29 = !DISubrange(count: 4)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "dispatch", scope: !32, file: !3, line: 72, type: !56, isLocal: true, isDefinition: true)
!32 = distinct !DISubprogram(name: "run", scope: !3, file: !3, line: 71, type: !33, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !36)
!33 = !DISubroutineType(types: !34)
!34 = !{!6, !35}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!36 = !{!37, !38, !42, !43, !44, !46, !48, !49, !50, !51, !52, !53, !54, !55}
!37 = !DILocalVariable(name: "code", arg: 1, scope: !32, file: !3, line: 71, type: !35)
!38 = !DILocalVariable(name: "stack", scope: !32, file: !3, line: 74, type: !39)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 16)
!42 = !DILocalVariable(name: "sp", scope: !32, file: !3, line: 74, type: !6)
!43 = !DILocalVariable(name: "pc", scope: !32, file: !3, line: 74, type: !6)
!44 = !DILocalVariable(name: "t", scope: !45, file: !3, line: 81, type: !6)
!45 = distinct !DILexicalBlock(scope: !32, file: !3, line: 81)
!46 = !DILocalVariable(name: "t", scope: !47, file: !3, line: 83, type: !6)
!47 = distinct !DILexicalBlock(scope: !32, file: !3, line: 83)
!48 = !DILabel(scope: !32, name: "do_push", file: !3, line: 77)
!49 = !DILabel(scope: !32, name: "do_add", file: !3, line: 78)
!50 = !DILabel(scope: !32, name: "do_mul", file: !3, line: 79)
!51 = !DILabel(scope: !32, name: "do_over", file: !3, line: 80)
!52 = !DILabel(scope: !32, name: "do_jnz", file: !3, line: 81)
!53 = !DILabel(scope: !32, name: "do_dec", file: !3, line: 82)
!54 = !DILabel(scope: !32, name: "do_swap", file: !3, line: 83)
!55 = !DILabel(scope: !32, name: "do_halt", file: !3, line: 84)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 512, elements: !59)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!59 = !{!60}
!60 = !DISubrange(count: 8)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "esc", scope: !7, file: !3, line: 89, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 312, elements: !65)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!65 = !{!66}
!66 = !DISubrange(count: 39)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "utf8", scope: !7, file: !3, line: 90, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 184, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 23)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "raw", scope: !7, file: !3, line: 91, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 64, elements: !59)
!75 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "words", scope: !7, file: !3, line: 92, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 320, elements: !81)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!81 = !{!82}
!82 = !DISubrange(count: 5)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(name: "init", scope: !7, file: !3, line: 94, type: !85, isLocal: true, isDefinition: true)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 94, size: 192, elements: !86)
!86 = !{!87, !88, !92}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !85, file: !3, line: 94, baseType: !6, size: 32)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !85, file: !3, line: 94, baseType: !89, size: 48, offset: 32)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 48, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 6)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !85, file: !3, line: 94, baseType: !93, size: 64, offset: 128)
!93 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(name: "buf2d", scope: !7, file: !3, line: 93, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 120, elements: !97)
!97 = !{!98, !82}
!98 = !DISubrange(count: 3)
!99 = !{!100, !106, !107, !109, !112, !116, !117, !119, !121, !123}
!100 = !DILocalVariable(name: "pt", scope: !2, file: !3, line: 100, type: !101)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !3, line: 11, size: 32, elements: !102)
!102 = !{!103, !105}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !101, file: !3, line: 11, baseType: !104, size: 16)
!104 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !101, file: !3, line: 11, baseType: !104, size: 16, offset: 16)
!106 = !DILocalVariable(name: "expr", scope: !2, file: !3, line: 104, type: !80)
!107 = !DILocalVariable(name: "e", scope: !108, file: !3, line: 105, type: !80)
!108 = distinct !DILexicalBlock(scope: !2, file: !3, line: 105)
!109 = !DILocalVariable(name: "f", scope: !110, file: !3, line: 106, type: !24)
!110 = distinct !DILexicalBlock(scope: !111, file: !3, line: 105)
!111 = distinct !DILexicalBlock(scope: !108, file: !3, line: 105)
!112 = !DILocalVariable(name: "fns", scope: !2, file: !3, line: 109, type: !113)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 192, elements: !115)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!115 = !{!98}
!116 = !DILocalVariable(name: "fact", scope: !2, file: !3, line: 116, type: !6)
!117 = !DILocalVariable(name: "i", scope: !118, file: !3, line: 117, type: !6)
!118 = distinct !DILexicalBlock(scope: !2, file: !3, line: 117)
!119 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 120, type: !120)
!120 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!121 = !DILocalVariable(name: "i", scope: !122, file: !3, line: 121, type: !120)
!122 = distinct !DILexicalBlock(scope: !2, file: !3, line: 121)
!123 = !DILocalVariable(name: "w", scope: !124, file: !3, line: 125, type: !125)
!124 = distinct !DILexicalBlock(scope: !2, file: !3, line: 125)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 416, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 13)
!129 = !{i32 2, !"CodeView", i32 1}
!130 = !{i32 2, !"Debug Info Version", i32 3}
!131 = !{i32 1, !"wchar_size", i32 2}
!132 = !{i32 1, !"branch-target-enforcement", i32 0}
!133 = !{i32 1, !"sign-return-address", i32 0}
!134 = !{i32 1, !"sign-return-address-all", i32 0}
!135 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!136 = !{i32 7, !"PIC Level", i32 2}
!137 = !{i32 7, !"uwtable", i32 1}
!138 = !{!"Debian clang version 14.0.6"}
!139 = !DILocation(line: 0, scope: !2)
!140 = !DILocation(line: 101, scope: !2)
!141 = !DILocation(line: 102, scope: !2)
!142 = !DILocation(line: 0, scope: !108)
!143 = !DILocation(line: 105, scope: !108)
!144 = !{!145, !145, i64 0}
!145 = !{!"omnipotent char", !146, i64 0}
!146 = !{!"Simple C/C++ TBAA"}
!147 = !DILocation(line: 110, scope: !2)
!148 = !DILocation(line: 118, scope: !2)
!149 = !DILocation(line: 122, scope: !2)
!150 = !DILocation(line: 123, scope: !2)
!151 = !DILocation(line: 124, scope: !2)
!152 = !DILocation(line: 125, scope: !153)
!153 = distinct !DILexicalBlock(scope: !124, file: !3, line: 125)
!154 = !DILocation(line: 126, scope: !2)
!155 = !{!156, !158, i64 16}
!156 = !{!"", !157, i64 0, !145, i64 4, !158, i64 16}
!157 = !{!"int", !145, i64 0}
!158 = !{!"double", !145, i64 0}
!159 = !{!156, !157, i64 0}
!160 = !DILocation(line: 128, scope: !2)
!161 = !DILocation(line: 129, scope: !2)
!162 = !DILocation(line: 58, scope: !163, inlinedAt: !172)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 58)
!164 = distinct !DILexicalBlock(scope: !165, file: !3, line: 57)
!165 = distinct !DILexicalBlock(scope: !166, file: !3, line: 57)
!166 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 56, type: !167, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !169)
!167 = !DISubroutineType(types: !168)
!168 = !{!24, !11}
!169 = !{!170, !171}
!170 = !DILocalVariable(name: "c", arg: 1, scope: !166, file: !3, line: 56, type: !11)
!171 = !DILocalVariable(name: "i", scope: !165, file: !3, line: 57, type: !120)
!172 = distinct !DILocation(line: 106, scope: !110)
!173 = !DILocation(line: 0, scope: !110)
!174 = !{!175, !176, i64 8}
!175 = !{!"", !145, i64 0, !176, i64 8}
!176 = !{!"any pointer", !145, i64 0}
!177 = !DILocation(line: 107, scope: !110)
!178 = !DILocation(line: 105, scope: !111)
!179 = distinct !{!179, !143, !180, !181}
!180 = !DILocation(line: 108, scope: !108)
!181 = !{!"llvm.loop.mustprogress"}
!182 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 13, type: !183, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !185)
!183 = !DISubroutineType(types: !184)
!184 = !{!10, !80, null}
!185 = !{!186, !187, !192, !193, !194, !196, !201, !203}
!186 = !DILocalVariable(name: "fmt", arg: 1, scope: !182, file: !3, line: 13, type: !80)
!187 = !DILocalVariable(name: "ap", scope: !182, file: !3, line: 14, type: !188)
!188 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !3, line: 8, baseType: !189)
!189 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !190, baseType: !191)
!190 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus")
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!192 = !DILocalVariable(name: "ap2", scope: !182, file: !3, line: 14, type: !188)
!193 = !DILocalVariable(name: "total", scope: !182, file: !3, line: 15, type: !10)
!194 = !DILocalVariable(name: "f", scope: !195, file: !3, line: 18, type: !80)
!195 = distinct !DILexicalBlock(scope: !182, file: !3, line: 18)
!196 = !DILocalVariable(name: "s", scope: !197, file: !3, line: 23, type: !80)
!197 = distinct !DILexicalBlock(scope: !198, file: !3, line: 23)
!198 = distinct !DILexicalBlock(scope: !199, file: !3, line: 19)
!199 = distinct !DILexicalBlock(scope: !200, file: !3, line: 18)
!200 = distinct !DILexicalBlock(scope: !195, file: !3, line: 18)
!201 = !DILocalVariable(name: "p", scope: !202, file: !3, line: 25, type: !101)
!202 = distinct !DILexicalBlock(scope: !198, file: !3, line: 25)
!203 = !DILocalVariable(name: "first", scope: !182, file: !3, line: 31, type: !6)
!204 = !DILocation(line: 0, scope: !182)
!205 = !DILocation(line: 14, scope: !182)
!206 = !DILocation(line: 16, scope: !182)
!207 = !DILocation(line: 17, scope: !182)
!208 = !DILocation(line: 0, scope: !195)
!209 = !DILocation(line: 18, scope: !195)
!210 = !DILocation(line: 29, scope: !182)
!211 = !DILocation(line: 31, scope: !182)
!212 = !DILocation(line: 32, scope: !182)
!213 = !DILocation(line: 33, scope: !182)
!214 = !DILocation(line: 34, scope: !182)
!215 = !DILocation(line: 19, scope: !199)
!216 = !DILocation(line: 20, scope: !198)
!217 = !DILocation(line: 21, scope: !198)
!218 = !DILocation(line: 22, scope: !198)
!219 = !DILocation(line: 23, scope: !197)
!220 = !DILocation(line: 0, scope: !197)
!221 = distinct !{!221, !219, !219, !181}
!222 = !DILocation(line: 24, scope: !198)
!223 = !DILocation(line: 25, scope: !202)
!224 = !{i64 0, i64 2, !225, i64 2, i64 2, !225}
!225 = !{!226, !226, i64 0}
!226 = !{!"short", !145, i64 0}
!227 = !DILocation(line: 0, scope: !202)
!228 = !{i64 0, i64 2, !225}
!229 = !DILocation(line: 18, scope: !200)
!230 = distinct !{!230, !209, !231, !181}
!231 = !DILocation(line: 28, scope: !195)
!232 = distinct !DISubprogram(name: "forward", scope: !3, file: !3, line: 36, type: !233, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !235)
!233 = !DISubroutineType(types: !234)
!234 = !{!6, !6, null}
!235 = !{!236, !237, !238}
!236 = !DILocalVariable(name: "n", arg: 1, scope: !232, file: !3, line: 36, type: !6)
!237 = !DILocalVariable(name: "ap", scope: !232, file: !3, line: 37, type: !188)
!238 = !DILocalVariable(name: "r", scope: !232, file: !3, line: 39, type: !6)
!239 = !DILocation(line: 0, scope: !232)
!240 = !DILocation(line: 37, scope: !232)
!241 = !DILocation(line: 38, scope: !232)
!242 = !DILocation(line: 40, scope: !232)
!243 = !DILocation(line: 41, scope: !232)
!244 = !DILocation(line: 43, scope: !232)
!245 = !DILocation(line: 42, scope: !232)
!246 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 47, type: !26, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !247)
!247 = !{!248, !249}
!248 = !DILocalVariable(name: "b", arg: 2, scope: !246, file: !3, line: 47, type: !6)
!249 = !DILocalVariable(name: "a", arg: 1, scope: !246, file: !3, line: 47, type: !6)
!250 = !DILocation(line: 0, scope: !246)
!251 = !DILocation(line: 47, scope: !246)
!252 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 49, type: !26, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !253)
!253 = !{!254, !255}
!254 = !DILocalVariable(name: "b", arg: 2, scope: !252, file: !3, line: 49, type: !6)
!255 = !DILocalVariable(name: "a", arg: 1, scope: !252, file: !3, line: 49, type: !6)
!256 = !DILocation(line: 0, scope: !252)
!257 = !DILocation(line: 49, scope: !252)
!258 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 48, type: !26, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !259)
!259 = !{!260, !261}
!260 = !DILocalVariable(name: "b", arg: 2, scope: !258, file: !3, line: 48, type: !6)
!261 = !DILocalVariable(name: "a", arg: 1, scope: !258, file: !3, line: 48, type: !6)
!262 = !DILocation(line: 0, scope: !258)
!263 = !DILocation(line: 48, scope: !258)
!264 = !DILocation(line: 0, scope: !32)
!265 = !DILocation(line: 74, scope: !32)
!266 = !DILocation(line: 76, scope: !32)
!267 = !DILocation(line: 77, scope: !32)
!268 = !{!157, !157, i64 0}
!269 = !{!176, !176, i64 0}
!270 = !DILocation(line: 78, scope: !32)
!271 = !DILocation(line: 79, scope: !32)
!272 = !DILocation(line: 80, scope: !32)
!273 = !DILocation(line: 81, scope: !32)
!274 = !DILocation(line: 81, scope: !45)
!275 = !DILocation(line: 0, scope: !45)
!276 = !DILocation(line: 81, scope: !277)
!277 = distinct !DILexicalBlock(scope: !45, file: !3, line: 81)
!278 = !DILocation(line: 82, scope: !32)
!279 = !DILocation(line: 83, scope: !32)
!280 = !DILocation(line: 83, scope: !47)
!281 = !DILocation(line: 0, scope: !47)
!282 = !DILocation(line: 84, scope: !32)
!283 = distinct !DISubprogram(name: "op_div", scope: !3, file: !3, line: 50, type: !26, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !284)
!284 = !{!285, !286}
!285 = !DILocalVariable(name: "b", arg: 2, scope: !283, file: !3, line: 50, type: !6)
!286 = !DILocalVariable(name: "a", arg: 1, scope: !283, file: !3, line: 50, type: !6)
!287 = !DILocation(line: 0, scope: !283)
!288 = !DILocation(line: 50, scope: !283)
