; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, i32 (i32, i32)* }

@.str = private unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"ildscp\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"forward %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"+-*/%\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%c:%d \00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4, !dbg !0
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 1, !dbg !67
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1, !dbg !83
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 4, !dbg !88
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 4, !dbg !16
@run.dispatch = internal unnamed_addr constant [8 x i8*] [i8* blockaddress(@run, %11), i8* blockaddress(@run, %26), i8* blockaddress(@run, %31), i8* blockaddress(@run, %36), i8* blockaddress(@run, %41), i8* blockaddress(@run, %51), i8* blockaddress(@run, %60), i8* blockaddress(@run, %63)], align 4, !dbg !30
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1

; Function Attrs: ssp
define i32 @main() local_unnamed_addr #0 !dbg !2 {
  call void @llvm.dbg.value(metadata i32 262147, metadata !100, metadata !DIExpression()), !dbg !140
  %1 = tail call i64 (i8*, ...) @vsum(i8* undef, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 noundef 65, [1 x i32] [i32 262147]), !dbg !141
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i64 noundef %1), !dbg !142
  %3 = tail call i32 (i32, ...) @forward(i32 undef, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !143
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i32 0, i32 0), i32 noundef %3), !dbg !144
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), metadata !106, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), metadata !107, metadata !DIExpression()), !dbg !145
  br label %5, !dbg !146

5:                                                ; preds = %34, %0
  %6 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), %0 ], [ %38, %34 ], !dbg !145
  call void @llvm.dbg.value(metadata i8* %6, metadata !107, metadata !DIExpression()), !dbg !145
  %7 = load i8, i8* %6, align 1, !dbg !147, !tbaa !148
  switch i8 %7, label %23 [
    i8 0, label %8
    i8 43, label %28
    i8 45, label %25
    i8 42, label %26
    i8 47, label %27
  ], !dbg !151

8:                                                ; preds = %5
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_add, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !140
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_mul, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !140
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_sub, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !140
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i32 0, i32 0), i32 noundef 54), !dbg !152
  call void @llvm.dbg.value(metadata i32 1, metadata !116, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 undef, metadata !116, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 undef, metadata !116, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value)), !dbg !140
  %10 = tail call fastcc i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i32 0, i32 0)), !dbg !153
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0), i32 noundef %10, i32 noundef 120), !dbg !154
  call void @llvm.dbg.value(metadata i32 -2128831035, metadata !119, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 undef, metadata !119, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 undef, metadata !119, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 16777619, DW_OP_mul, DW_OP_stack_value)), !dbg !140
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i32 0, i32 0), i32 noundef 39, i32 noundef -1837022641), !dbg !155
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i32 0, i32 0), i32 noundef 23), !dbg !156
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i32 0, i32 0), i32 noundef 128, i32 noundef 255, i32 noundef 39), !dbg !157
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0)), !dbg !158
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.15, i32 0, i32 0)), !dbg !158
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0)), !dbg !158
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0)), !dbg !158
  %19 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 0), align 4, !dbg !160, !tbaa !161
  %20 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 2), align 4, !dbg !165, !tbaa !166
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 1, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 2, i32 0), i32 noundef %19, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 1, i32 0), double noundef %20, i32 noundef 6), !dbg !167
  %22 = tail call i32 @putchar(i32 noundef 10), !dbg !168
  ret i32 0, !dbg !169

23:                                               ; preds = %5
  call void @llvm.dbg.value(metadata i32 (i32, i32)* undef, metadata !109, metadata !DIExpression()), !dbg !170
  %24 = sext i8 %7 to i32, !dbg !171
  br label %34, !dbg !172

25:                                               ; preds = %5
  br label %28, !dbg !173

26:                                               ; preds = %5
  br label %28, !dbg !173

27:                                               ; preds = %5
  br label %28, !dbg !173

28:                                               ; preds = %5, %25, %26, %27
  %29 = phi i32 [ 1, %25 ], [ 2, %26 ], [ 3, %27 ], [ 0, %5 ]
  call void @llvm.dbg.value(metadata i32 (i32, i32)* undef, metadata !109, metadata !DIExpression()), !dbg !170
  %30 = zext i8 %7 to i32, !dbg !171
  %31 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i32 0, i32 %29, i32 1, !dbg !173
  %32 = load i32 (i32, i32)*, i32 (i32, i32)** %31, align 4, !dbg !173, !tbaa !184
  call void @llvm.dbg.value(metadata i32 (i32, i32)* %32, metadata !109, metadata !DIExpression()), !dbg !170
  %33 = tail call i32 %32(i32 noundef 17, i32 noundef 5), !dbg !187
  br label %34, !dbg !172

34:                                               ; preds = %23, %28
  %35 = phi i32 [ %30, %28 ], [ %24, %23 ]
  %36 = phi i32 [ %33, %28 ], [ -1, %23 ], !dbg !172
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 noundef %35, i32 noundef %36), !dbg !188
  %38 = getelementptr inbounds i8, i8* %6, i32 1, !dbg !189
  call void @llvm.dbg.value(metadata i8* %38, metadata !107, metadata !DIExpression()), !dbg !145
  br label %5, !dbg !190, !llvm.loop !191
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind ssp
define internal i64 @vsum(i8* nocapture readnone %0, ...) unnamed_addr #4 !dbg !194 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), metadata !198, metadata !DIExpression()), !dbg !215
  %4 = bitcast i8** %2 to i8*, !dbg !216
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #9, !dbg !216
  %5 = bitcast i8** %3 to i8*, !dbg !216
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #9, !dbg !216
  call void @llvm.dbg.value(metadata i64 0, metadata !204, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i8** %2, metadata !199, metadata !DIExpression(DW_OP_deref)), !dbg !215
  call void @llvm.va_start(i8* nonnull %4), !dbg !217
  call void @llvm.dbg.value(metadata i8** %3, metadata !203, metadata !DIExpression(DW_OP_deref)), !dbg !215
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4), !dbg !218
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), metadata !205, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i64 0, metadata !204, metadata !DIExpression()), !dbg !215
  br label %14, !dbg !220

6:                                                ; preds = %76
  call void @llvm.dbg.value(metadata i8** %2, metadata !199, metadata !DIExpression(DW_OP_deref)), !dbg !215
  call void @llvm.va_end(i8* nonnull %4), !dbg !221
  %7 = load i8*, i8** %3, align 4, !dbg !222
  call void @llvm.dbg.value(metadata i8* %7, metadata !203, metadata !DIExpression()), !dbg !215
  %8 = getelementptr inbounds i8, i8* %7, i32 4, !dbg !222
  call void @llvm.dbg.value(metadata i8* %8, metadata !203, metadata !DIExpression()), !dbg !215
  store i8* %8, i8** %3, align 4, !dbg !222
  %9 = bitcast i8* %7 to i32*, !dbg !222
  %10 = load i32, i32* %9, align 4, !dbg !222
  call void @llvm.dbg.value(metadata i32 %10, metadata !214, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i8** %3, metadata !203, metadata !DIExpression(DW_OP_deref)), !dbg !215
  call void @llvm.va_end(i8* nonnull %5), !dbg !223
  %11 = mul nsw i64 %77, 1000, !dbg !224
  %12 = sext i32 %10 to i64, !dbg !225
  %13 = add nsw i64 %11, %12, !dbg !226
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #9, !dbg !227
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #9, !dbg !227
  ret i64 %13, !dbg !228

14:                                               ; preds = %1, %76
  %15 = phi i8 [ 105, %1 ], [ %79, %76 ]
  %16 = phi i64 [ 0, %1 ], [ %77, %76 ]
  %17 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), %1 ], [ %78, %76 ]
  call void @llvm.dbg.value(metadata i64 %16, metadata !204, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i8* %17, metadata !205, metadata !DIExpression()), !dbg !219
  %18 = sext i8 %15 to i32, !dbg !229
  switch i32 %18, label %76 [
    i32 105, label %19
    i32 108, label %26
    i32 100, label %32
    i32 115, label %40
    i32 99, label %54
    i32 112, label %62
  ], !dbg !230

19:                                               ; preds = %14
  %20 = load i8*, i8** %2, align 4, !dbg !231
  call void @llvm.dbg.value(metadata i8* %20, metadata !199, metadata !DIExpression()), !dbg !215
  %21 = getelementptr inbounds i8, i8* %20, i32 4, !dbg !231
  call void @llvm.dbg.value(metadata i8* %21, metadata !199, metadata !DIExpression()), !dbg !215
  store i8* %21, i8** %2, align 4, !dbg !231
  %22 = bitcast i8* %20 to i32*, !dbg !231
  %23 = load i32, i32* %22, align 4, !dbg !231
  %24 = sext i32 %23 to i64, !dbg !231
  %25 = add nsw i64 %16, %24, !dbg !232
  call void @llvm.dbg.value(metadata i64 %25, metadata !204, metadata !DIExpression()), !dbg !215
  br label %76, !dbg !233

26:                                               ; preds = %14
  %27 = load i8*, i8** %2, align 4, !dbg !234
  call void @llvm.dbg.value(metadata i8* %27, metadata !199, metadata !DIExpression()), !dbg !215
  %28 = getelementptr inbounds i8, i8* %27, i32 8, !dbg !234
  call void @llvm.dbg.value(metadata i8* %28, metadata !199, metadata !DIExpression()), !dbg !215
  store i8* %28, i8** %2, align 4, !dbg !234
  %29 = bitcast i8* %27 to i64*, !dbg !234
  %30 = load i64, i64* %29, align 4, !dbg !234
  %31 = add nsw i64 %30, %16, !dbg !235
  call void @llvm.dbg.value(metadata i64 %31, metadata !204, metadata !DIExpression()), !dbg !215
  br label %76, !dbg !236

32:                                               ; preds = %14
  %33 = load i8*, i8** %2, align 4, !dbg !237
  call void @llvm.dbg.value(metadata i8* %33, metadata !199, metadata !DIExpression()), !dbg !215
  %34 = getelementptr inbounds i8, i8* %33, i32 8, !dbg !237
  call void @llvm.dbg.value(metadata i8* %34, metadata !199, metadata !DIExpression()), !dbg !215
  store i8* %34, i8** %2, align 4, !dbg !237
  %35 = bitcast i8* %33 to double*, !dbg !237
  %36 = load double, double* %35, align 4, !dbg !237
  %37 = fmul double %36, 1.000000e+01, !dbg !238
  %38 = fptosi double %37 to i64, !dbg !239
  %39 = add nsw i64 %16, %38, !dbg !240
  call void @llvm.dbg.value(metadata i64 %39, metadata !204, metadata !DIExpression()), !dbg !215
  br label %76, !dbg !241

40:                                               ; preds = %14
  %41 = load i8*, i8** %2, align 4, !dbg !242
  call void @llvm.dbg.value(metadata i8* %41, metadata !199, metadata !DIExpression()), !dbg !215
  %42 = getelementptr inbounds i8, i8* %41, i32 4, !dbg !242
  call void @llvm.dbg.value(metadata i8* %42, metadata !199, metadata !DIExpression()), !dbg !215
  store i8* %42, i8** %2, align 4, !dbg !242
  %43 = bitcast i8* %41 to i8**, !dbg !242
  %44 = load i8*, i8** %43, align 4, !dbg !242
  call void @llvm.dbg.value(metadata i8* %44, metadata !207, metadata !DIExpression()), !dbg !243
  call void @llvm.dbg.value(metadata i64 %16, metadata !204, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i8* %44, metadata !207, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !243
  %45 = load i8, i8* %44, align 1, !dbg !244, !tbaa !148
  %46 = icmp eq i8 %45, 0, !dbg !245
  br i1 %46, label %76, label %47, !dbg !245

47:                                               ; preds = %40, %47
  %48 = phi i64 [ %51, %47 ], [ %16, %40 ]
  %49 = phi i8* [ %50, %47 ], [ %44, %40 ]
  call void @llvm.dbg.value(metadata i64 %48, metadata !204, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i8* %49, metadata !207, metadata !DIExpression()), !dbg !243
  %50 = getelementptr inbounds i8, i8* %49, i32 1, !dbg !246
  call void @llvm.dbg.value(metadata i8* %50, metadata !207, metadata !DIExpression()), !dbg !243
  %51 = add nsw i64 %48, 1, !dbg !247
  call void @llvm.dbg.value(metadata i64 %51, metadata !204, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i8* %50, metadata !207, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !243
  %52 = load i8, i8* %50, align 1, !dbg !244, !tbaa !148
  %53 = icmp eq i8 %52, 0, !dbg !245
  br i1 %53, label %76, label %47, !dbg !245, !llvm.loop !248

54:                                               ; preds = %14
  %55 = load i8*, i8** %2, align 4, !dbg !250
  call void @llvm.dbg.value(metadata i8* %55, metadata !199, metadata !DIExpression()), !dbg !215
  %56 = getelementptr inbounds i8, i8* %55, i32 4, !dbg !250
  call void @llvm.dbg.value(metadata i8* %56, metadata !199, metadata !DIExpression()), !dbg !215
  store i8* %56, i8** %2, align 4, !dbg !250
  %57 = bitcast i8* %55 to i32*, !dbg !250
  %58 = load i32, i32* %57, align 4, !dbg !250
  %59 = trunc i32 %58 to i8, !dbg !251
  %60 = sext i8 %59 to i64, !dbg !251
  %61 = add nsw i64 %16, %60, !dbg !252
  call void @llvm.dbg.value(metadata i64 %61, metadata !204, metadata !DIExpression()), !dbg !215
  br label %76, !dbg !253

62:                                               ; preds = %14
  %63 = load i8*, i8** %2, align 4, !dbg !254
  call void @llvm.dbg.value(metadata i8* %63, metadata !199, metadata !DIExpression()), !dbg !215
  %64 = getelementptr inbounds i8, i8* %63, i32 4, !dbg !254
  call void @llvm.dbg.value(metadata i8* %64, metadata !199, metadata !DIExpression()), !dbg !215
  store i8* %64, i8** %2, align 4, !dbg !254
  %65 = bitcast i8* %63 to i16*, !dbg !254
  %66 = load i16, i16* %65, align 4, !dbg !254, !tbaa.struct !255
  call void @llvm.dbg.value(metadata i16 %66, metadata !212, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !258
  %67 = getelementptr inbounds i8, i8* %63, i32 2, !dbg !254
  %68 = bitcast i8* %67 to i16*, !dbg !254
  %69 = load i16, i16* %68, align 2, !dbg !254, !tbaa.struct !259
  call void @llvm.dbg.value(metadata i16 %69, metadata !212, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 16)), !dbg !258
  %70 = sext i16 %66 to i32, !dbg !260
  %71 = mul nsw i32 %70, 100, !dbg !261
  %72 = sext i16 %69 to i32, !dbg !262
  %73 = add nsw i32 %71, %72, !dbg !263
  %74 = sext i32 %73 to i64, !dbg !260
  %75 = add nsw i64 %16, %74, !dbg !264
  call void @llvm.dbg.value(metadata i64 %75, metadata !204, metadata !DIExpression()), !dbg !215
  br label %76

76:                                               ; preds = %47, %40, %19, %26, %32, %54, %62, %14
  %77 = phi i64 [ %16, %14 ], [ %75, %62 ], [ %61, %54 ], [ %39, %32 ], [ %31, %26 ], [ %25, %19 ], [ %16, %40 ], [ %51, %47 ], !dbg !215
  call void @llvm.dbg.value(metadata i64 %77, metadata !204, metadata !DIExpression()), !dbg !215
  %78 = getelementptr inbounds i8, i8* %17, i32 1, !dbg !265
  call void @llvm.dbg.value(metadata i8* %78, metadata !205, metadata !DIExpression()), !dbg !219
  %79 = load i8, i8* %78, align 1, !dbg !266, !tbaa !148
  %80 = icmp eq i8* %78, getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 6), !dbg !220
  br i1 %80, label %6, label %14, !dbg !220, !llvm.loop !267
}

; Function Attrs: nofree nosync nounwind ssp
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 !dbg !269 {
  %2 = alloca i8*, align 4
  call void @llvm.dbg.value(metadata i32 4, metadata !273, metadata !DIExpression()), !dbg !276
  %3 = bitcast i8** %2 to i8*, !dbg !277
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #9, !dbg !277
  call void @llvm.dbg.value(metadata i8** %2, metadata !274, metadata !DIExpression(DW_OP_deref)), !dbg !276
  call void @llvm.va_start(i8* nonnull %3), !dbg !278
  call void @llvm.dbg.value(metadata i32 0, metadata !275, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i32 4, metadata !273, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i32 4, metadata !273, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !276
  call void @llvm.dbg.value(metadata i32 0, metadata !275, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i32 4, metadata !273, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i32 3, metadata !273, metadata !DIExpression()), !dbg !276
  %4 = load i8*, i8** %2, align 4, !dbg !279
  call void @llvm.dbg.value(metadata i8* %4, metadata !274, metadata !DIExpression()), !dbg !276
  %5 = getelementptr inbounds i8, i8* %4, i32 4, !dbg !279
  call void @llvm.dbg.value(metadata i8* %5, metadata !274, metadata !DIExpression()), !dbg !276
  store i8* %5, i8** %2, align 4, !dbg !279
  %6 = bitcast i8* %4 to i32*, !dbg !279
  %7 = load i32, i32* %6, align 4, !dbg !279
  call void @llvm.dbg.value(metadata i32 %7, metadata !275, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i32 3, metadata !273, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !276
  call void @llvm.dbg.value(metadata i32 %7, metadata !275, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i32 3, metadata !273, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i32 2, metadata !273, metadata !DIExpression()), !dbg !276
  %8 = mul nsw i32 %7, 31, !dbg !280
  call void @llvm.dbg.value(metadata i8* %5, metadata !274, metadata !DIExpression()), !dbg !276
  %9 = getelementptr inbounds i8, i8* %4, i32 8, !dbg !279
  call void @llvm.dbg.value(metadata i8* %9, metadata !274, metadata !DIExpression()), !dbg !276
  %10 = bitcast i8* %5 to i32*, !dbg !279
  %11 = load i32, i32* %10, align 4, !dbg !279
  %12 = add nsw i32 %11, %8, !dbg !281
  call void @llvm.dbg.value(metadata i32 %12, metadata !275, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i32 2, metadata !273, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !276
  call void @llvm.dbg.value(metadata i32 %12, metadata !275, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i32 2, metadata !273, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i32 1, metadata !273, metadata !DIExpression()), !dbg !276
  %13 = mul nsw i32 %12, 31, !dbg !280
  call void @llvm.dbg.value(metadata i8* %9, metadata !274, metadata !DIExpression()), !dbg !276
  %14 = getelementptr inbounds i8, i8* %4, i32 12, !dbg !279
  call void @llvm.dbg.value(metadata i8* %14, metadata !274, metadata !DIExpression()), !dbg !276
  %15 = bitcast i8* %9 to i32*, !dbg !279
  %16 = load i32, i32* %15, align 4, !dbg !279
  %17 = add nsw i32 %16, %13, !dbg !281
  call void @llvm.dbg.value(metadata i32 %17, metadata !275, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i32 1, metadata !273, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !276
  call void @llvm.dbg.value(metadata i32 %17, metadata !275, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i32 1, metadata !273, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i32 0, metadata !273, metadata !DIExpression()), !dbg !276
  %18 = mul nsw i32 %17, 31, !dbg !280
  call void @llvm.dbg.value(metadata i8* %14, metadata !274, metadata !DIExpression()), !dbg !276
  %19 = getelementptr inbounds i8, i8* %4, i32 16, !dbg !279
  call void @llvm.dbg.value(metadata i8* %19, metadata !274, metadata !DIExpression()), !dbg !276
  store i8* %19, i8** %2, align 4, !dbg !279
  %20 = bitcast i8* %14 to i32*, !dbg !279
  %21 = load i32, i32* %20, align 4, !dbg !279
  %22 = add nsw i32 %21, %18, !dbg !281
  call void @llvm.dbg.value(metadata i32 %22, metadata !275, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i32 0, metadata !273, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !276
  call void @llvm.dbg.value(metadata i8** %2, metadata !274, metadata !DIExpression(DW_OP_deref)), !dbg !276
  call void @llvm.va_end(i8* nonnull %3), !dbg !282
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #9, !dbg !283
  ret i32 %22, !dbg !284
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone ssp willreturn
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #5 !dbg !285 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !287, metadata !DIExpression()), !dbg !289
  call void @llvm.dbg.value(metadata i32 %1, metadata !288, metadata !DIExpression()), !dbg !289
  %3 = add nsw i32 %1, %0, !dbg !290
  ret i32 %3, !dbg !291
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone ssp willreturn
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #5 !dbg !292 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !294, metadata !DIExpression()), !dbg !296
  call void @llvm.dbg.value(metadata i32 %1, metadata !295, metadata !DIExpression()), !dbg !296
  %3 = mul nsw i32 %1, %0, !dbg !297
  ret i32 %3, !dbg !298
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone ssp willreturn
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #5 !dbg !299 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !301, metadata !DIExpression()), !dbg !303
  call void @llvm.dbg.value(metadata i32 %1, metadata !302, metadata !DIExpression()), !dbg !303
  %3 = sub nsw i32 %0, %1, !dbg !304
  ret i32 %3, !dbg !305
}

; Function Attrs: nofree norecurse nosync nounwind readnone ssp
define internal fastcc i32 @run(i32* nocapture noundef readnone %0) #6 !dbg !32 {
  %2 = alloca [16 x i32], align 4
  call void @llvm.dbg.value(metadata i32* getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i32 0, i32 0), metadata !37, metadata !DIExpression()), !dbg !306
  call void @llvm.dbg.declare(metadata [16 x i32]* %2, metadata !38, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression()), !dbg !306
  call void @llvm.dbg.value(metadata i32 0, metadata !43, metadata !DIExpression()), !dbg !306
  call void @llvm.dbg.value(metadata i32 1, metadata !43, metadata !DIExpression()), !dbg !306
  br label %3, !dbg !308

3:                                                ; preds = %18, %1
  %4 = phi i32 [ 1, %1 ], [ %20, %18 ]
  %5 = phi i32 [ 0, %1 ], [ %21, %18 ]
  %6 = phi i8* [ blockaddress(@run, %11), %1 ], [ %25, %18 ]
  %7 = add nsw i32 %5, -1
  %8 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i32 0, i32 %7
  %9 = add nsw i32 %5, -2
  %10 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i32 0, i32 %9
  br label %65

11:                                               ; preds = %65
  call void @llvm.dbg.label(metadata !48), !dbg !309
  %12 = add nsw i32 %66, 1, !dbg !310
  call void @llvm.dbg.value(metadata i32 %12, metadata !43, metadata !DIExpression()), !dbg !306
  %13 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i32 0, i32 %66, !dbg !311
  %14 = load i32, i32* %13, align 4, !dbg !311, !tbaa !312
  %15 = add nsw i32 %5, 1, !dbg !313
  call void @llvm.dbg.value(metadata i32 %15, metadata !42, metadata !DIExpression()), !dbg !306
  %16 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i32 0, i32 %5, !dbg !314
  store i32 %14, i32* %16, align 4, !dbg !315, !tbaa !312
  %17 = add nsw i32 %66, 2, !dbg !316
  call void @llvm.dbg.value(metadata i32 %17, metadata !43, metadata !DIExpression()), !dbg !306
  br label %18, !dbg !316

18:                                               ; preds = %11, %48, %36, %31, %26
  %19 = phi i32 [ %12, %11 ], [ %49, %48 ], [ %66, %36 ], [ %66, %31 ], [ %66, %26 ]
  %20 = phi i32 [ %17, %11 ], [ %50, %48 ], [ %40, %36 ], [ %35, %31 ], [ %30, %26 ]
  %21 = phi i32 [ %15, %11 ], [ %7, %48 ], [ %39, %36 ], [ %7, %31 ], [ %7, %26 ]
  %22 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i32 0, i32 %19, !dbg !306
  %23 = load i32, i32* %22, align 4, !dbg !306, !tbaa !312
  %24 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %23, !dbg !306
  %25 = load i8*, i8** %24, align 4, !dbg !306, !tbaa !317
  br label %3

26:                                               ; preds = %65
  call void @llvm.dbg.label(metadata !49), !dbg !318
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !306
  %27 = load i32, i32* %8, align 4, !dbg !319, !tbaa !312
  %28 = load i32, i32* %10, align 4, !dbg !320, !tbaa !312
  %29 = add nsw i32 %28, %27, !dbg !320
  store i32 %29, i32* %10, align 4, !dbg !320, !tbaa !312
  %30 = add nsw i32 %66, 1, !dbg !321
  call void @llvm.dbg.value(metadata i32 %30, metadata !43, metadata !DIExpression()), !dbg !306
  br label %18, !dbg !321

31:                                               ; preds = %65
  call void @llvm.dbg.label(metadata !50), !dbg !322
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !306
  %32 = load i32, i32* %8, align 4, !dbg !323, !tbaa !312
  %33 = load i32, i32* %10, align 4, !dbg !324, !tbaa !312
  %34 = mul nsw i32 %33, %32, !dbg !324
  store i32 %34, i32* %10, align 4, !dbg !324, !tbaa !312
  %35 = add nsw i32 %66, 1, !dbg !325
  call void @llvm.dbg.value(metadata i32 %35, metadata !43, metadata !DIExpression()), !dbg !306
  br label %18, !dbg !325

36:                                               ; preds = %65
  call void @llvm.dbg.label(metadata !51), !dbg !326
  %37 = load i32, i32* %10, align 4, !dbg !327, !tbaa !312
  %38 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i32 0, i32 %5, !dbg !328
  store i32 %37, i32* %38, align 4, !dbg !329, !tbaa !312
  %39 = add nsw i32 %5, 1, !dbg !330
  call void @llvm.dbg.value(metadata i32 %39, metadata !42, metadata !DIExpression()), !dbg !306
  %40 = add nsw i32 %66, 1, !dbg !331
  call void @llvm.dbg.value(metadata i32 %40, metadata !43, metadata !DIExpression()), !dbg !306
  br label %18, !dbg !331

41:                                               ; preds = %65
  call void @llvm.dbg.label(metadata !52), !dbg !332
  %42 = add nsw i32 %66, 1, !dbg !333
  call void @llvm.dbg.value(metadata i32 %42, metadata !43, metadata !DIExpression()), !dbg !306
  call void @llvm.dbg.value(metadata i32 undef, metadata !44, metadata !DIExpression()), !dbg !334
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !306
  %43 = load i32, i32* %8, align 4, !dbg !335, !tbaa !312
  %44 = icmp eq i32 %43, 0, !dbg !335
  br i1 %44, label %48, label %45, !dbg !337

45:                                               ; preds = %41
  %46 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i32 0, i32 %66, !dbg !338
  %47 = load i32, i32* %46, align 4, !dbg !338, !tbaa !312
  call void @llvm.dbg.value(metadata i32 %47, metadata !44, metadata !DIExpression()), !dbg !334
  call void @llvm.dbg.value(metadata i32 undef, metadata !43, metadata !DIExpression()), !dbg !306
  br label %48, !dbg !339

48:                                               ; preds = %45, %41
  %49 = phi i32 [ %47, %45 ], [ %42, %41 ], !dbg !334
  call void @llvm.dbg.value(metadata i32 %49, metadata !43, metadata !DIExpression()), !dbg !306
  %50 = add nsw i32 %49, 1, !dbg !340
  call void @llvm.dbg.value(metadata i32 %50, metadata !43, metadata !DIExpression()), !dbg !306
  br label %18, !dbg !340

51:                                               ; preds = %65
  call void @llvm.dbg.label(metadata !53), !dbg !341
  %52 = load i32, i32* %8, align 4, !dbg !342, !tbaa !312
  %53 = add nsw i32 %52, -1, !dbg !342
  store i32 %53, i32* %8, align 4, !dbg !342, !tbaa !312
  call void @llvm.dbg.value(metadata i32 %66, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !306
  br label %54, !dbg !343

54:                                               ; preds = %51, %60
  %55 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i32 0, i32 %66, !dbg !306
  %56 = load i32, i32* %55, align 4, !dbg !306, !tbaa !312
  %57 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %56, !dbg !306
  %58 = load i8*, i8** %57, align 4, !dbg !306, !tbaa !317
  %59 = add nsw i32 %66, 1, !dbg !306
  br label %65, !dbg !306

60:                                               ; preds = %65
  call void @llvm.dbg.label(metadata !54), !dbg !344
  %61 = load i32, i32* %8, align 4, !dbg !345, !tbaa !312
  call void @llvm.dbg.value(metadata i32 %61, metadata !46, metadata !DIExpression()), !dbg !346
  %62 = load i32, i32* %10, align 4, !dbg !347, !tbaa !312
  store i32 %62, i32* %8, align 4, !dbg !348, !tbaa !312
  store i32 %61, i32* %10, align 4, !dbg !349, !tbaa !312
  call void @llvm.dbg.value(metadata i32 %66, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !306
  br label %54, !dbg !350

63:                                               ; preds = %65
  call void @llvm.dbg.label(metadata !55), !dbg !351
  %64 = load i32, i32* %8, align 4, !dbg !352, !tbaa !312
  ret i32 %64, !dbg !353

65:                                               ; preds = %54, %3
  %66 = phi i32 [ %4, %3 ], [ %59, %54 ], !dbg !306
  %67 = phi i8* [ %6, %3 ], [ %58, %54 ]
  call void @llvm.dbg.value(metadata i32 %5, metadata !42, metadata !DIExpression()), !dbg !306
  call void @llvm.dbg.value(metadata i32 %66, metadata !43, metadata !DIExpression()), !dbg !306
  indirectbr i8* %67, [label %11, label %26, label %31, label %36, label %41, label %51, label %60, label %63]
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone ssp willreturn
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #5 !dbg !354 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !356, metadata !DIExpression()), !dbg !358
  call void @llvm.dbg.value(metadata i32 %1, metadata !357, metadata !DIExpression()), !dbg !358
  %3 = icmp eq i32 %1, 0, !dbg !359
  br i1 %3, label %6, label %4, !dbg !359

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1, !dbg !360
  br label %6, !dbg !359

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ], !dbg !359
  ret i32 %7, !dbg !361
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nosync nounwind ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind readnone ssp willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nofree norecurse nosync nounwind readnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { mustprogress nofree nosync nounwind willreturn }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!129, !130, !131, !132, !133, !134, !135, !136, !137, !138}
!llvm.ident = !{!139}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "prog", scope: !2, file: !3, line: 113, type: !126, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 99, type: !4, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !99)
!3 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !12, splitDebugInlining: false, nameTableKind: None, sysroot: "/")
!8 = !{!9, !6, !10, !11}
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!0, !13, !16, !30, !61, !67, !72, !76, !83, !88}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!14 = distinct !DIGlobalVariable(name: "wchar_t_dummy", scope: !7, file: !3, line: 95, type: !15, isLocal: true, isDefinition: true)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "op_table", scope: !7, file: !3, line: 52, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 256, elements: !28)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 52, size: 64, elements: !21)
!21 = !{!22, !23}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "sym", scope: !20, file: !3, line: 52, baseType: !11, size: 8)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !20, file: !3, line: 52, baseType: !24, size: 32, offset: 32)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !3, line: 46, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 32)
!26 = !DISubroutineType(types: !27)
!27 = !{!6, !6, !6}
!28 = !{!29}
!29 = !DISubrange(count: 4)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "dispatch", scope: !32, file: !3, line: 72, type: !56, isLocal: true, isDefinition: true)
!32 = distinct !DISubprogram(name: "run", scope: !3, file: !3, line: 71, type: !33, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !36)
!33 = !DISubroutineType(types: !34)
!34 = !{!6, !35}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32)
!36 = !{!37, !38, !42, !43, !44, !46, !48, !49, !50, !51, !52, !53, !54, !55}
!37 = !DILocalVariable(name: "code", arg: 1, scope: !32, file: !3, line: 71, type: !35)
!38 = !DILocalVariable(name: "stack", scope: !32, file: !3, line: 74, type: !39)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 16)
!42 = !DILocalVariable(name: "sp", scope: !32, file: !3, line: 74, type: !6)
!43 = !DILocalVariable(name: "pc", scope: !32, file: !3, line: 74, type: !6)
!44 = !DILocalVariable(name: "t", scope: !45, file: !3, line: 81, type: !6)
!45 = distinct !DILexicalBlock(scope: !32, file: !3, line: 81, column: 9)
!46 = !DILocalVariable(name: "t", scope: !47, file: !3, line: 83, type: !6)
!47 = distinct !DILexicalBlock(scope: !32, file: !3, line: 83, column: 10)
!48 = !DILabel(scope: !32, name: "do_push", file: !3, line: 77)
!49 = !DILabel(scope: !32, name: "do_add", file: !3, line: 78)
!50 = !DILabel(scope: !32, name: "do_mul", file: !3, line: 79)
!51 = !DILabel(scope: !32, name: "do_over", file: !3, line: 80)
!52 = !DILabel(scope: !32, name: "do_jnz", file: !3, line: 81)
!53 = !DILabel(scope: !32, name: "do_dec", file: !3, line: 82)
!54 = !DILabel(scope: !32, name: "do_swap", file: !3, line: 83)
!55 = !DILabel(scope: !32, name: "do_halt", file: !3, line: 84)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 256, elements: !59)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 32)
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
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 160, elements: !81)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 32)
!81 = !{!82}
!82 = !DISubrange(count: 5)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(name: "buf2d", scope: !7, file: !3, line: 93, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 120, elements: !86)
!86 = !{!87, !82}
!87 = !DISubrange(count: 3)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(name: "init", scope: !7, file: !3, line: 94, type: !90, isLocal: true, isDefinition: true)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 94, size: 160, elements: !91)
!91 = !{!92, !93, !97}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !90, file: !3, line: 94, baseType: !6, size: 32)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !90, file: !3, line: 94, baseType: !94, size: 48, offset: 32)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 48, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 6)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !90, file: !3, line: 94, baseType: !98, size: 64, offset: 96)
!98 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!99 = !{!100, !106, !107, !109, !112, !116, !117, !119, !121, !123}
!100 = !DILocalVariable(name: "pt", scope: !2, file: !3, line: 100, type: !101)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !3, line: 11, size: 32, elements: !102)
!102 = !{!103, !105}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !101, file: !3, line: 11, baseType: !104, size: 16)
!104 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !101, file: !3, line: 11, baseType: !104, size: 16, offset: 16)
!106 = !DILocalVariable(name: "expr", scope: !2, file: !3, line: 104, type: !80)
!107 = !DILocalVariable(name: "e", scope: !108, file: !3, line: 105, type: !80)
!108 = distinct !DILexicalBlock(scope: !2, file: !3, line: 105, column: 3)
!109 = !DILocalVariable(name: "f", scope: !110, file: !3, line: 106, type: !24)
!110 = distinct !DILexicalBlock(scope: !111, file: !3, line: 105, column: 39)
!111 = distinct !DILexicalBlock(scope: !108, file: !3, line: 105, column: 3)
!112 = !DILocalVariable(name: "fns", scope: !2, file: !3, line: 109, type: !113)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 96, elements: !115)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!115 = !{!87}
!116 = !DILocalVariable(name: "fact", scope: !2, file: !3, line: 116, type: !6)
!117 = !DILocalVariable(name: "i", scope: !118, file: !3, line: 117, type: !6)
!118 = distinct !DILexicalBlock(scope: !2, file: !3, line: 117, column: 3)
!119 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 120, type: !120)
!120 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!121 = !DILocalVariable(name: "i", scope: !122, file: !3, line: 121, type: !120)
!122 = distinct !DILexicalBlock(scope: !2, file: !3, line: 121, column: 3)
!123 = !DILocalVariable(name: "w", scope: !124, file: !3, line: 125, type: !125)
!124 = distinct !DILexicalBlock(scope: !2, file: !3, line: 125, column: 3)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 32)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 416, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 13)
!129 = !{i32 7, !"Dwarf Version", i32 2}
!130 = !{i32 2, !"Debug Info Version", i32 3}
!131 = !{i32 1, !"wchar_size", i32 4}
!132 = !{i32 1, !"min_enum_size", i32 4}
!133 = !{i32 1, !"branch-target-enforcement", i32 0}
!134 = !{i32 1, !"sign-return-address", i32 0}
!135 = !{i32 1, !"sign-return-address-all", i32 0}
!136 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!137 = !{i32 7, !"PIC Level", i32 2}
!138 = !{i32 7, !"frame-pointer", i32 2}
!139 = !{!"Debian clang version 14.0.6"}
!140 = !DILocation(line: 0, scope: !2)
!141 = !DILocation(line: 101, column: 25, scope: !2)
!142 = !DILocation(line: 101, column: 3, scope: !2)
!143 = !DILocation(line: 102, column: 26, scope: !2)
!144 = !DILocation(line: 102, column: 3, scope: !2)
!145 = !DILocation(line: 0, scope: !108)
!146 = !DILocation(line: 105, column: 8, scope: !108)
!147 = !DILocation(line: 105, column: 30, scope: !111)
!148 = !{!149, !149, i64 0}
!149 = !{!"omnipotent char", !150, i64 0}
!150 = !{!"Simple C/C++ TBAA"}
!151 = !DILocation(line: 105, column: 3, scope: !108)
!152 = !DILocation(line: 110, column: 3, scope: !2)
!153 = !DILocation(line: 118, column: 35, scope: !2)
!154 = !DILocation(line: 118, column: 3, scope: !2)
!155 = !DILocation(line: 122, column: 3, scope: !2)
!156 = !DILocation(line: 123, column: 3, scope: !2)
!157 = !DILocation(line: 124, column: 3, scope: !2)
!158 = !DILocation(line: 125, column: 47, scope: !159)
!159 = distinct !DILexicalBlock(scope: !124, file: !3, line: 125, column: 3)
!160 = !DILocation(line: 126, column: 77, scope: !2)
!161 = !{!162, !163, i64 0}
!162 = !{!"", !163, i64 0, !149, i64 4, !164, i64 12}
!163 = !{!"int", !149, i64 0}
!164 = !{!"double", !149, i64 0}
!165 = !DILocation(line: 126, column: 93, scope: !2)
!166 = !{!162, !164, i64 12}
!167 = !DILocation(line: 126, column: 3, scope: !2)
!168 = !DILocation(line: 128, column: 3, scope: !2)
!169 = !DILocation(line: 129, column: 3, scope: !2)
!170 = !DILocation(line: 0, scope: !110)
!171 = !DILocation(line: 107, column: 22, scope: !110)
!172 = !DILocation(line: 107, column: 26, scope: !110)
!173 = !DILocation(line: 58, column: 50, scope: !174, inlinedAt: !183)
!174 = distinct !DILexicalBlock(scope: !175, file: !3, line: 58, column: 9)
!175 = distinct !DILexicalBlock(scope: !176, file: !3, line: 57, column: 3)
!176 = distinct !DILexicalBlock(scope: !177, file: !3, line: 57, column: 3)
!177 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 56, type: !178, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !180)
!178 = !DISubroutineType(types: !179)
!179 = !{!24, !11}
!180 = !{!181, !182}
!181 = !DILocalVariable(name: "c", arg: 1, scope: !177, file: !3, line: 56, type: !11)
!182 = !DILocalVariable(name: "i", scope: !176, file: !3, line: 57, type: !120)
!183 = distinct !DILocation(line: 106, column: 15, scope: !110)
!184 = !{!185, !186, i64 4}
!185 = !{!"", !149, i64 0, !186, i64 4}
!186 = !{!"any pointer", !149, i64 0}
!187 = !DILocation(line: 107, column: 30, scope: !110)
!188 = !DILocation(line: 107, column: 5, scope: !110)
!189 = !DILocation(line: 105, column: 34, scope: !111)
!190 = !DILocation(line: 105, column: 3, scope: !111)
!191 = distinct !{!191, !151, !192, !193}
!192 = !DILocation(line: 108, column: 3, scope: !108)
!193 = !{!"llvm.loop.mustprogress"}
!194 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 13, type: !195, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !197)
!195 = !DISubroutineType(types: !196)
!196 = !{!10, !80, null}
!197 = !{!198, !199, !203, !204, !205, !207, !212, !214}
!198 = !DILocalVariable(name: "fmt", arg: 1, scope: !194, file: !3, line: 13, type: !80)
!199 = !DILocalVariable(name: "ap", scope: !194, file: !3, line: 14, type: !200)
!200 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !3, line: 8, baseType: !201)
!201 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !202)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!203 = !DILocalVariable(name: "ap2", scope: !194, file: !3, line: 14, type: !200)
!204 = !DILocalVariable(name: "total", scope: !194, file: !3, line: 15, type: !10)
!205 = !DILocalVariable(name: "f", scope: !206, file: !3, line: 18, type: !80)
!206 = distinct !DILexicalBlock(scope: !194, file: !3, line: 18, column: 3)
!207 = !DILocalVariable(name: "s", scope: !208, file: !3, line: 23, type: !80)
!208 = distinct !DILexicalBlock(scope: !209, file: !3, line: 23, column: 15)
!209 = distinct !DILexicalBlock(scope: !210, file: !3, line: 19, column: 17)
!210 = distinct !DILexicalBlock(scope: !211, file: !3, line: 18, column: 38)
!211 = distinct !DILexicalBlock(scope: !206, file: !3, line: 18, column: 3)
!212 = !DILocalVariable(name: "p", scope: !213, file: !3, line: 25, type: !101)
!213 = distinct !DILexicalBlock(scope: !209, file: !3, line: 25, column: 15)
!214 = !DILocalVariable(name: "first", scope: !194, file: !3, line: 31, type: !6)
!215 = !DILocation(line: 0, scope: !194)
!216 = !DILocation(line: 14, column: 3, scope: !194)
!217 = !DILocation(line: 16, column: 3, scope: !194)
!218 = !DILocation(line: 17, column: 3, scope: !194)
!219 = !DILocation(line: 0, scope: !206)
!220 = !DILocation(line: 18, column: 3, scope: !206)
!221 = !DILocation(line: 29, column: 3, scope: !194)
!222 = !DILocation(line: 31, column: 31, scope: !194)
!223 = !DILocation(line: 32, column: 3, scope: !194)
!224 = !DILocation(line: 33, column: 16, scope: !194)
!225 = !DILocation(line: 33, column: 25, scope: !194)
!226 = !DILocation(line: 33, column: 23, scope: !194)
!227 = !DILocation(line: 34, column: 1, scope: !194)
!228 = !DILocation(line: 33, column: 3, scope: !194)
!229 = !DILocation(line: 19, column: 13, scope: !210)
!230 = !DILocation(line: 19, column: 5, scope: !210)
!231 = !DILocation(line: 20, column: 24, scope: !209)
!232 = !DILocation(line: 20, column: 21, scope: !209)
!233 = !DILocation(line: 20, column: 51, scope: !209)
!234 = !DILocation(line: 21, column: 24, scope: !209)
!235 = !DILocation(line: 21, column: 21, scope: !209)
!236 = !DILocation(line: 21, column: 57, scope: !209)
!237 = !DILocation(line: 22, column: 36, scope: !209)
!238 = !DILocation(line: 22, column: 65, scope: !209)
!239 = !DILocation(line: 22, column: 24, scope: !209)
!240 = !DILocation(line: 22, column: 21, scope: !209)
!241 = !DILocation(line: 22, column: 72, scope: !209)
!242 = !DILocation(line: 23, column: 33, scope: !208)
!243 = !DILocation(line: 0, scope: !208)
!244 = !DILocation(line: 23, column: 76, scope: !208)
!245 = !DILocation(line: 23, column: 69, scope: !208)
!246 = !DILocation(line: 23, column: 78, scope: !208)
!247 = !DILocation(line: 23, column: 82, scope: !208)
!248 = distinct !{!248, !245, !249, !193}
!249 = !DILocation(line: 23, column: 84, scope: !208)
!250 = !DILocation(line: 24, column: 30, scope: !209)
!251 = !DILocation(line: 24, column: 24, scope: !209)
!252 = !DILocation(line: 24, column: 21, scope: !209)
!253 = !DILocation(line: 24, column: 57, scope: !209)
!254 = !DILocation(line: 25, column: 31, scope: !213)
!255 = !{i64 0, i64 2, !256, i64 2, i64 2, !256}
!256 = !{!257, !257, i64 0}
!257 = !{!"short", !149, i64 0}
!258 = !DILocation(line: 0, scope: !213)
!259 = !{i64 0, i64 2, !256}
!260 = !DILocation(line: 25, column: 73, scope: !213)
!261 = !DILocation(line: 25, column: 77, scope: !213)
!262 = !DILocation(line: 25, column: 85, scope: !213)
!263 = !DILocation(line: 25, column: 83, scope: !213)
!264 = !DILocation(line: 25, column: 70, scope: !213)
!265 = !DILocation(line: 18, column: 33, scope: !211)
!266 = !DILocation(line: 18, column: 29, scope: !211)
!267 = distinct !{!267, !220, !268, !193}
!268 = !DILocation(line: 28, column: 3, scope: !206)
!269 = distinct !DISubprogram(name: "forward", scope: !3, file: !3, line: 36, type: !270, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !272)
!270 = !DISubroutineType(types: !271)
!271 = !{!6, !6, null}
!272 = !{!273, !274, !275}
!273 = !DILocalVariable(name: "n", arg: 1, scope: !269, file: !3, line: 36, type: !6)
!274 = !DILocalVariable(name: "ap", scope: !269, file: !3, line: 37, type: !200)
!275 = !DILocalVariable(name: "r", scope: !269, file: !3, line: 39, type: !6)
!276 = !DILocation(line: 0, scope: !269)
!277 = !DILocation(line: 37, column: 3, scope: !269)
!278 = !DILocation(line: 38, column: 3, scope: !269)
!279 = !DILocation(line: 40, column: 32, scope: !269)
!280 = !DILocation(line: 40, column: 25, scope: !269)
!281 = !DILocation(line: 40, column: 30, scope: !269)
!282 = !DILocation(line: 41, column: 3, scope: !269)
!283 = !DILocation(line: 43, column: 1, scope: !269)
!284 = !DILocation(line: 42, column: 3, scope: !269)
!285 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 47, type: !26, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !286)
!286 = !{!287, !288}
!287 = !DILocalVariable(name: "a", arg: 1, scope: !285, file: !3, line: 47, type: !6)
!288 = !DILocalVariable(name: "b", arg: 2, scope: !285, file: !3, line: 47, type: !6)
!289 = !DILocation(line: 0, scope: !285)
!290 = !DILocation(line: 47, column: 44, scope: !285)
!291 = !DILocation(line: 47, column: 35, scope: !285)
!292 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 49, type: !26, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !293)
!293 = !{!294, !295}
!294 = !DILocalVariable(name: "a", arg: 1, scope: !292, file: !3, line: 49, type: !6)
!295 = !DILocalVariable(name: "b", arg: 2, scope: !292, file: !3, line: 49, type: !6)
!296 = !DILocation(line: 0, scope: !292)
!297 = !DILocation(line: 49, column: 44, scope: !292)
!298 = !DILocation(line: 49, column: 35, scope: !292)
!299 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 48, type: !26, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !300)
!300 = !{!301, !302}
!301 = !DILocalVariable(name: "a", arg: 1, scope: !299, file: !3, line: 48, type: !6)
!302 = !DILocalVariable(name: "b", arg: 2, scope: !299, file: !3, line: 48, type: !6)
!303 = !DILocation(line: 0, scope: !299)
!304 = !DILocation(line: 48, column: 44, scope: !299)
!305 = !DILocation(line: 48, column: 35, scope: !299)
!306 = !DILocation(line: 0, scope: !32)
!307 = !DILocation(line: 74, column: 7, scope: !32)
!308 = !DILocation(line: 76, column: 3, scope: !32)
!309 = !DILocation(line: 77, column: 1, scope: !32)
!310 = !DILocation(line: 77, column: 31, scope: !32)
!311 = !DILocation(line: 77, column: 24, scope: !32)
!312 = !{!163, !163, i64 0}
!313 = !DILocation(line: 77, column: 18, scope: !32)
!314 = !DILocation(line: 77, column: 10, scope: !32)
!315 = !DILocation(line: 77, column: 22, scope: !32)
!316 = !DILocation(line: 77, column: 36, scope: !32)
!317 = !{!186, !186, i64 0}
!318 = !DILocation(line: 78, column: 1, scope: !32)
!319 = !DILocation(line: 78, column: 32, scope: !32)
!320 = !DILocation(line: 78, column: 29, scope: !32)
!321 = !DILocation(line: 78, column: 43, scope: !32)
!322 = !DILocation(line: 79, column: 1, scope: !32)
!323 = !DILocation(line: 79, column: 32, scope: !32)
!324 = !DILocation(line: 79, column: 29, scope: !32)
!325 = !DILocation(line: 79, column: 43, scope: !32)
!326 = !DILocation(line: 80, column: 1, scope: !32)
!327 = !DILocation(line: 80, column: 22, scope: !32)
!328 = !DILocation(line: 80, column: 10, scope: !32)
!329 = !DILocation(line: 80, column: 20, scope: !32)
!330 = !DILocation(line: 80, column: 39, scope: !32)
!331 = !DILocation(line: 80, column: 43, scope: !32)
!332 = !DILocation(line: 81, column: 1, scope: !32)
!333 = !DILocation(line: 81, column: 26, scope: !45)
!334 = !DILocation(line: 0, scope: !45)
!335 = !DILocation(line: 81, column: 35, scope: !336)
!336 = distinct !DILexicalBlock(scope: !45, file: !3, line: 81, column: 35)
!337 = !DILocation(line: 81, column: 35, scope: !45)
!338 = !DILocation(line: 81, column: 19, scope: !45)
!339 = !DILocation(line: 81, column: 48, scope: !336)
!340 = !DILocation(line: 81, column: 56, scope: !45)
!341 = !DILocation(line: 82, column: 1, scope: !32)
!342 = !DILocation(line: 82, column: 22, scope: !32)
!343 = !DILocation(line: 82, column: 26, scope: !32)
!344 = !DILocation(line: 83, column: 1, scope: !32)
!345 = !DILocation(line: 83, column: 20, scope: !47)
!346 = !DILocation(line: 0, scope: !47)
!347 = !DILocation(line: 83, column: 51, scope: !47)
!348 = !DILocation(line: 83, column: 49, scope: !47)
!349 = !DILocation(line: 83, column: 80, scope: !47)
!350 = !DILocation(line: 83, column: 85, scope: !47)
!351 = !DILocation(line: 84, column: 1, scope: !32)
!352 = !DILocation(line: 84, column: 17, scope: !32)
!353 = !DILocation(line: 84, column: 10, scope: !32)
!354 = distinct !DISubprogram(name: "op_div", scope: !3, file: !3, line: 50, type: !26, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !355)
!355 = !{!356, !357}
!356 = !DILocalVariable(name: "a", arg: 1, scope: !354, file: !3, line: 50, type: !6)
!357 = !DILocalVariable(name: "b", arg: 2, scope: !354, file: !3, line: 50, type: !6)
!358 = !DILocation(line: 0, scope: !354)
!359 = !DILocation(line: 50, column: 42, scope: !354)
!360 = !DILocation(line: 50, column: 48, scope: !354)
!361 = !DILocation(line: 50, column: 35, scope: !354)
