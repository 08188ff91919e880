; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, i32 (i32, i32)* }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@.str = private unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"ildscp\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"forward %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"+-*/%\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%c:%d \00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 16, !dbg !0
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 16, !dbg !67
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1, !dbg !83
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8, !dbg !88
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 16, !dbg !16
@run.dispatch = internal unnamed_addr constant [8 x i8*] [i8* blockaddress(@run, %14), i8* blockaddress(@run, %36), i8* blockaddress(@run, %44), i8* blockaddress(@run, %52), i8* blockaddress(@run, %61), i8* blockaddress(@run, %75), i8* blockaddress(@run, %85), i8* blockaddress(@run, %88)], align 16, !dbg !30
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1

; Function Attrs: uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !2 {
  call void @llvm.dbg.value(metadata i32 262147, metadata !100, metadata !DIExpression()), !dbg !136
  %1 = tail call i64 (i8*, ...) @vsum(i8* undef, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef 65, i32 262147), !dbg !137
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %1), !dbg !138
  %3 = tail call i32 (i32, ...) @forward(i32 undef, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !139
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef %3), !dbg !140
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), metadata !106, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), metadata !107, metadata !DIExpression()), !dbg !141
  br label %5, !dbg !142

5:                                                ; preds = %34, %0
  %6 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), %0 ], [ %38, %34 ], !dbg !141
  call void @llvm.dbg.value(metadata i8* %6, metadata !107, metadata !DIExpression()), !dbg !141
  %7 = load i8, i8* %6, align 1, !dbg !143, !tbaa !144
  switch i8 %7, label %23 [
    i8 0, label %8
    i8 43, label %28
    i8 45, label %25
    i8 42, label %26
    i8 47, label %27
  ], !dbg !147

8:                                                ; preds = %5
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_add, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !136
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_mul, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !136
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_sub, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !136
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef 54), !dbg !148
  call void @llvm.dbg.value(metadata i32 1, metadata !116, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 undef, metadata !116, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 undef, metadata !116, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value)), !dbg !136
  %10 = tail call fastcc i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0)), !dbg !149
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef %10, i32 noundef 120), !dbg !150
  call void @llvm.dbg.value(metadata i32 -2128831035, metadata !119, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 undef, metadata !119, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 undef, metadata !119, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 16777619, DW_OP_mul, DW_OP_stack_value)), !dbg !136
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i64 0, i64 0), i32 noundef 39, i32 noundef -1837022641), !dbg !151
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i64 0, i64 0), i32 noundef 23), !dbg !152
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i32 noundef 128, i32 noundef 255, i32 noundef 39), !dbg !153
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0)), !dbg !154
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.15, i64 0, i64 0)), !dbg !154
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0)), !dbg !154
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0)), !dbg !154
  %19 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 0), align 8, !dbg !156, !tbaa !157
  %20 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 2), align 8, !dbg !161, !tbaa !162
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 1, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 2, i64 0), i32 noundef %19, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 1, i64 0), double noundef %20, i32 noundef 6), !dbg !163
  %22 = tail call i32 @putchar(i32 noundef 10), !dbg !164
  ret i32 0, !dbg !165

23:                                               ; preds = %5
  call void @llvm.dbg.value(metadata i32 (i32, i32)* undef, metadata !109, metadata !DIExpression()), !dbg !166
  %24 = sext i8 %7 to i32, !dbg !167
  br label %34, !dbg !168

25:                                               ; preds = %5
  br label %28, !dbg !169

26:                                               ; preds = %5
  br label %28, !dbg !169

27:                                               ; preds = %5
  br label %28, !dbg !169

28:                                               ; preds = %5, %25, %26, %27
  %29 = phi i64 [ 1, %25 ], [ 2, %26 ], [ 3, %27 ], [ 0, %5 ]
  call void @llvm.dbg.value(metadata i32 (i32, i32)* undef, metadata !109, metadata !DIExpression()), !dbg !166
  %30 = zext i8 %7 to i32, !dbg !167
  %31 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %29, i32 1, !dbg !169
  %32 = load i32 (i32, i32)*, i32 (i32, i32)** %31, align 8, !dbg !169, !tbaa !180
  call void @llvm.dbg.value(metadata i32 (i32, i32)* %32, metadata !109, metadata !DIExpression()), !dbg !166
  %33 = tail call i32 %32(i32 noundef 17, i32 noundef 5), !dbg !183
  br label %34, !dbg !168

34:                                               ; preds = %23, %28
  %35 = phi i32 [ %30, %28 ], [ %24, %23 ]
  %36 = phi i32 [ %33, %28 ], [ -1, %23 ], !dbg !168
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i32 noundef %35, i32 noundef %36), !dbg !184
  %38 = getelementptr inbounds i8, i8* %6, i64 1, !dbg !185
  call void @llvm.dbg.value(metadata i8* %38, metadata !107, metadata !DIExpression()), !dbg !141
  br label %5, !dbg !186, !llvm.loop !187
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @vsum(i8* nocapture readnone %0, ...) unnamed_addr #4 !dbg !190 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), metadata !194, metadata !DIExpression()), !dbg !221
  %4 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*, !dbg !222
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #9, !dbg !222
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %2, metadata !195, metadata !DIExpression()), !dbg !223
  %5 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*, !dbg !222
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %5) #9, !dbg !222
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !209, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i64 0, metadata !210, metadata !DIExpression()), !dbg !221
  call void @llvm.va_start(i8* nonnull %4), !dbg !225
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4), !dbg !226
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), metadata !211, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 0, metadata !210, metadata !DIExpression()), !dbg !221
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 1
  br label %15, !dbg !228

11:                                               ; preds = %131
  call void @llvm.va_end(i8* nonnull %4), !dbg !229
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 0, !dbg !230
  %13 = load i32, i32* %12, align 16, !dbg !230
  %14 = icmp ult i32 %13, 41, !dbg !230
  br i1 %14, label %136, label %142, !dbg !230

15:                                               ; preds = %1, %131
  %16 = phi i8 [ 105, %1 ], [ %134, %131 ]
  %17 = phi i64 [ 0, %1 ], [ %132, %131 ]
  %18 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), %1 ], [ %133, %131 ]
  call void @llvm.dbg.value(metadata i64 %17, metadata !210, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata i8* %18, metadata !211, metadata !DIExpression()), !dbg !227
  %19 = sext i8 %16 to i32, !dbg !231
  switch i32 %19, label %131 [
    i32 105, label %20
    i32 108, label %36
    i32 100, label %51
    i32 115, label %68
    i32 99, label %91
    i32 112, label %109
  ], !dbg !232

20:                                               ; preds = %15
  %21 = load i32, i32* %6, align 16, !dbg !233
  %22 = icmp ult i32 %21, 41, !dbg !233
  br i1 %22, label %23, label %27, !dbg !233

23:                                               ; preds = %20
  %24 = zext i32 %21 to i64, !dbg !233
  %25 = getelementptr i8, i8* %9, i64 %24, !dbg !233
  %26 = add nuw nsw i32 %21, 8, !dbg !233
  store i32 %26, i32* %6, align 16, !dbg !233
  br label %30, !dbg !233

27:                                               ; preds = %20
  %28 = load i8*, i8** %7, align 8, !dbg !233
  %29 = getelementptr i8, i8* %28, i64 8, !dbg !233
  store i8* %29, i8** %7, align 8, !dbg !233
  br label %30, !dbg !233

30:                                               ; preds = %27, %23
  %31 = phi i8* [ %25, %23 ], [ %28, %27 ]
  %32 = bitcast i8* %31 to i32*, !dbg !233
  %33 = load i32, i32* %32, align 4, !dbg !233
  %34 = sext i32 %33 to i64, !dbg !233
  %35 = add nsw i64 %17, %34, !dbg !234
  call void @llvm.dbg.value(metadata i64 %35, metadata !210, metadata !DIExpression()), !dbg !221
  br label %131, !dbg !235

36:                                               ; preds = %15
  %37 = load i32, i32* %6, align 16, !dbg !236
  %38 = icmp ult i32 %37, 41, !dbg !236
  br i1 %38, label %39, label %43, !dbg !236

39:                                               ; preds = %36
  %40 = zext i32 %37 to i64, !dbg !236
  %41 = getelementptr i8, i8* %9, i64 %40, !dbg !236
  %42 = add nuw nsw i32 %37, 8, !dbg !236
  store i32 %42, i32* %6, align 16, !dbg !236
  br label %46, !dbg !236

43:                                               ; preds = %36
  %44 = load i8*, i8** %7, align 8, !dbg !236
  %45 = getelementptr i8, i8* %44, i64 8, !dbg !236
  store i8* %45, i8** %7, align 8, !dbg !236
  br label %46, !dbg !236

46:                                               ; preds = %43, %39
  %47 = phi i8* [ %41, %39 ], [ %44, %43 ]
  %48 = bitcast i8* %47 to i64*, !dbg !236
  %49 = load i64, i64* %48, align 8, !dbg !236
  %50 = add nsw i64 %49, %17, !dbg !237
  call void @llvm.dbg.value(metadata i64 %50, metadata !210, metadata !DIExpression()), !dbg !221
  br label %131, !dbg !238

51:                                               ; preds = %15
  %52 = load i32, i32* %10, align 4, !dbg !239
  %53 = icmp ult i32 %52, 161, !dbg !239
  br i1 %53, label %54, label %58, !dbg !239

54:                                               ; preds = %51
  %55 = zext i32 %52 to i64, !dbg !239
  %56 = getelementptr i8, i8* %9, i64 %55, !dbg !239
  %57 = add nuw nsw i32 %52, 16, !dbg !239
  store i32 %57, i32* %10, align 4, !dbg !239
  br label %61, !dbg !239

58:                                               ; preds = %51
  %59 = load i8*, i8** %7, align 8, !dbg !239
  %60 = getelementptr i8, i8* %59, i64 8, !dbg !239
  store i8* %60, i8** %7, align 8, !dbg !239
  br label %61, !dbg !239

61:                                               ; preds = %58, %54
  %62 = phi i8* [ %56, %54 ], [ %59, %58 ]
  %63 = bitcast i8* %62 to double*, !dbg !239
  %64 = load double, double* %63, align 8, !dbg !239
  %65 = fmul double %64, 1.000000e+01, !dbg !240
  %66 = fptosi double %65 to i64, !dbg !241
  %67 = add nsw i64 %17, %66, !dbg !242
  call void @llvm.dbg.value(metadata i64 %67, metadata !210, metadata !DIExpression()), !dbg !221
  br label %131, !dbg !243

68:                                               ; preds = %15
  %69 = load i32, i32* %6, align 16, !dbg !244
  %70 = icmp ult i32 %69, 41, !dbg !244
  br i1 %70, label %71, label %75, !dbg !244

71:                                               ; preds = %68
  %72 = zext i32 %69 to i64, !dbg !244
  %73 = getelementptr i8, i8* %9, i64 %72, !dbg !244
  %74 = add nuw nsw i32 %69, 8, !dbg !244
  store i32 %74, i32* %6, align 16, !dbg !244
  br label %78, !dbg !244

75:                                               ; preds = %68
  %76 = load i8*, i8** %7, align 8, !dbg !244
  %77 = getelementptr i8, i8* %76, i64 8, !dbg !244
  store i8* %77, i8** %7, align 8, !dbg !244
  br label %78, !dbg !244

78:                                               ; preds = %75, %71
  %79 = phi i8* [ %73, %71 ], [ %76, %75 ]
  %80 = bitcast i8* %79 to i8**, !dbg !244
  %81 = load i8*, i8** %80, align 8, !dbg !244
  call void @llvm.dbg.value(metadata i8* %81, metadata !213, metadata !DIExpression()), !dbg !245
  call void @llvm.dbg.value(metadata i64 %17, metadata !210, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata i8* %81, metadata !213, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !245
  %82 = load i8, i8* %81, align 1, !dbg !246, !tbaa !144
  %83 = icmp eq i8 %82, 0, !dbg !247
  br i1 %83, label %131, label %84, !dbg !247

84:                                               ; preds = %78, %84
  %85 = phi i64 [ %88, %84 ], [ %17, %78 ]
  %86 = phi i8* [ %87, %84 ], [ %81, %78 ]
  call void @llvm.dbg.value(metadata i64 %85, metadata !210, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata i8* %86, metadata !213, metadata !DIExpression()), !dbg !245
  %87 = getelementptr inbounds i8, i8* %86, i64 1, !dbg !248
  call void @llvm.dbg.value(metadata i8* %87, metadata !213, metadata !DIExpression()), !dbg !245
  %88 = add nsw i64 %85, 1, !dbg !249
  call void @llvm.dbg.value(metadata i64 %88, metadata !210, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata i8* %87, metadata !213, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !245
  %89 = load i8, i8* %87, align 1, !dbg !246, !tbaa !144
  %90 = icmp eq i8 %89, 0, !dbg !247
  br i1 %90, label %131, label %84, !dbg !247, !llvm.loop !250

91:                                               ; preds = %15
  %92 = load i32, i32* %6, align 16, !dbg !252
  %93 = icmp ult i32 %92, 41, !dbg !252
  br i1 %93, label %94, label %98, !dbg !252

94:                                               ; preds = %91
  %95 = zext i32 %92 to i64, !dbg !252
  %96 = getelementptr i8, i8* %9, i64 %95, !dbg !252
  %97 = add nuw nsw i32 %92, 8, !dbg !252
  store i32 %97, i32* %6, align 16, !dbg !252
  br label %101, !dbg !252

98:                                               ; preds = %91
  %99 = load i8*, i8** %7, align 8, !dbg !252
  %100 = getelementptr i8, i8* %99, i64 8, !dbg !252
  store i8* %100, i8** %7, align 8, !dbg !252
  br label %101, !dbg !252

101:                                              ; preds = %98, %94
  %102 = phi i8* [ %96, %94 ], [ %99, %98 ]
  %103 = bitcast i8* %102 to i32*, !dbg !252
  %104 = load i32, i32* %103, align 4, !dbg !252
  %105 = zext i32 %104 to i64, !dbg !253
  %106 = shl i64 %105, 56, !dbg !253
  %107 = ashr exact i64 %106, 56, !dbg !253
  %108 = add nsw i64 %107, %17, !dbg !254
  call void @llvm.dbg.value(metadata i64 %108, metadata !210, metadata !DIExpression()), !dbg !221
  br label %131, !dbg !255

109:                                              ; preds = %15
  %110 = load i32, i32* %6, align 16, !dbg !256
  %111 = icmp ult i32 %110, 41, !dbg !256
  br i1 %111, label %112, label %116, !dbg !256

112:                                              ; preds = %109
  %113 = zext i32 %110 to i64, !dbg !256
  %114 = getelementptr i8, i8* %9, i64 %113, !dbg !256
  %115 = add nuw nsw i32 %110, 8, !dbg !256
  store i32 %115, i32* %6, align 16, !dbg !256
  br label %119, !dbg !256

116:                                              ; preds = %109
  %117 = load i8*, i8** %7, align 8, !dbg !256
  %118 = getelementptr i8, i8* %117, i64 8, !dbg !256
  store i8* %118, i8** %7, align 8, !dbg !256
  br label %119, !dbg !256

119:                                              ; preds = %116, %112
  %120 = phi i8* [ %114, %112 ], [ %117, %116 ]
  %121 = bitcast i8* %120 to i16*, !dbg !256
  %122 = load i16, i16* %121, align 2, !dbg !256, !tbaa.struct !257
  call void @llvm.dbg.value(metadata i16 %122, metadata !218, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !260
  %123 = getelementptr inbounds i8, i8* %120, i64 2, !dbg !256
  %124 = bitcast i8* %123 to i16*, !dbg !256
  %125 = load i16, i16* %124, align 2, !dbg !256, !tbaa.struct !261
  call void @llvm.dbg.value(metadata i16 %125, metadata !218, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 16)), !dbg !260
  %126 = sext i16 %122 to i64, !dbg !262
  %127 = mul nsw i64 %126, 100, !dbg !263
  %128 = sext i16 %125 to i64, !dbg !264
  %129 = add i64 %17, %128, !dbg !265
  %130 = add i64 %129, %127, !dbg !266
  call void @llvm.dbg.value(metadata i64 %130, metadata !210, metadata !DIExpression()), !dbg !221
  br label %131

131:                                              ; preds = %84, %78, %30, %46, %61, %101, %119, %15
  %132 = phi i64 [ %17, %15 ], [ %130, %119 ], [ %108, %101 ], [ %67, %61 ], [ %50, %46 ], [ %35, %30 ], [ %17, %78 ], [ %88, %84 ], !dbg !221
  call void @llvm.dbg.value(metadata i64 %132, metadata !210, metadata !DIExpression()), !dbg !221
  %133 = getelementptr inbounds i8, i8* %18, i64 1, !dbg !267
  call void @llvm.dbg.value(metadata i8* %133, metadata !211, metadata !DIExpression()), !dbg !227
  %134 = load i8, i8* %133, align 1, !dbg !268, !tbaa !144
  %135 = icmp eq i8* %133, getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 6), !dbg !228
  br i1 %135, label %11, label %15, !dbg !228, !llvm.loop !269

136:                                              ; preds = %11
  %137 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 3, !dbg !230
  %138 = load i8*, i8** %137, align 16, !dbg !230
  %139 = zext i32 %13 to i64, !dbg !230
  %140 = getelementptr i8, i8* %138, i64 %139, !dbg !230
  %141 = add nuw nsw i32 %13, 8, !dbg !230
  store i32 %141, i32* %12, align 16, !dbg !230
  br label %146, !dbg !230

142:                                              ; preds = %11
  %143 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 2, !dbg !230
  %144 = load i8*, i8** %143, align 8, !dbg !230
  %145 = getelementptr i8, i8* %144, i64 8, !dbg !230
  store i8* %145, i8** %143, align 8, !dbg !230
  br label %146, !dbg !230

146:                                              ; preds = %136, %142
  %147 = phi i8* [ %140, %136 ], [ %144, %142 ]
  %148 = bitcast i8* %147 to i32*, !dbg !230
  %149 = load i32, i32* %148, align 4, !dbg !230
  call void @llvm.dbg.value(metadata i32 %149, metadata !220, metadata !DIExpression()), !dbg !221
  call void @llvm.va_end(i8* nonnull %5), !dbg !271
  %150 = mul nsw i64 %132, 1000, !dbg !272
  %151 = sext i32 %149 to i64, !dbg !273
  %152 = add nsw i64 %150, %151, !dbg !274
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %5) #9, !dbg !275
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #9, !dbg !275
  ret i64 %152, !dbg !276
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 !dbg !277 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i32 4, metadata !281, metadata !DIExpression()), !dbg !284
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*, !dbg !285
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #9, !dbg !285
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %2, metadata !282, metadata !DIExpression()), !dbg !286
  call void @llvm.va_start(i8* nonnull %3), !dbg !287
  call void @llvm.dbg.value(metadata i32 0, metadata !283, metadata !DIExpression()), !dbg !284
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  call void @llvm.dbg.value(metadata i32 0, metadata !283, metadata !DIExpression()), !dbg !284
  call void @llvm.dbg.value(metadata i32 4, metadata !281, metadata !DIExpression()), !dbg !284
  call void @llvm.dbg.value(metadata i32 3, metadata !281, metadata !DIExpression()), !dbg !284
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %7 = load i8*, i8** %6, align 16
  call void @llvm.dbg.value(metadata i32 0, metadata !283, metadata !DIExpression()), !dbg !284
  %8 = load i32, i32* %4, align 16, !dbg !288
  %9 = icmp ult i32 %8, 41, !dbg !288
  br i1 %9, label %15, label %10, !dbg !288

10:                                               ; preds = %1
  %11 = load i8*, i8** %5, align 8, !dbg !288
  %12 = getelementptr i8, i8* %11, i64 8, !dbg !288
  store i8* %12, i8** %5, align 8, !dbg !288
  %13 = bitcast i8* %11 to i32*, !dbg !288
  %14 = load i32, i32* %13, align 4, !dbg !288
  call void @llvm.dbg.value(metadata i32 2, metadata !281, metadata !DIExpression()), !dbg !284
  call void @llvm.dbg.value(metadata i32 %20, metadata !283, metadata !DIExpression()), !dbg !284
  br label %22, !dbg !288

15:                                               ; preds = %1
  %16 = zext i32 %8 to i64, !dbg !288
  %17 = getelementptr i8, i8* %7, i64 %16, !dbg !288
  %18 = add nuw nsw i32 %8, 8, !dbg !288
  store i32 %18, i32* %4, align 16, !dbg !288
  %19 = bitcast i8* %17 to i32*, !dbg !288
  %20 = load i32, i32* %19, align 4, !dbg !288
  call void @llvm.dbg.value(metadata i32 2, metadata !281, metadata !DIExpression()), !dbg !284
  call void @llvm.dbg.value(metadata i32 %20, metadata !283, metadata !DIExpression()), !dbg !284
  %21 = icmp ult i32 %8, 33, !dbg !288
  br i1 %21, label %28, label %22, !dbg !288

22:                                               ; preds = %15, %10
  %23 = phi i32 [ %14, %10 ], [ %20, %15 ]
  %24 = load i8*, i8** %5, align 8, !dbg !288
  %25 = getelementptr i8, i8* %24, i64 8, !dbg !288
  store i8* %25, i8** %5, align 8, !dbg !288
  %26 = bitcast i8* %24 to i32*, !dbg !288
  %27 = load i32, i32* %26, align 4, !dbg !288
  call void @llvm.dbg.value(metadata i32 1, metadata !281, metadata !DIExpression()), !dbg !284
  call void @llvm.dbg.value(metadata !DIArgList(i32 %33, i32 %64), metadata !283, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !284
  br label %35, !dbg !288

28:                                               ; preds = %15
  %29 = zext i32 %18 to i64, !dbg !288
  %30 = getelementptr i8, i8* %7, i64 %29, !dbg !288
  %31 = add nuw nsw i32 %8, 16, !dbg !288
  store i32 %31, i32* %4, align 16, !dbg !288
  %32 = bitcast i8* %30 to i32*, !dbg !288
  %33 = load i32, i32* %32, align 4, !dbg !288
  call void @llvm.dbg.value(metadata i32 1, metadata !281, metadata !DIExpression()), !dbg !284
  call void @llvm.dbg.value(metadata !DIArgList(i32 %33, i32 %64), metadata !283, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !284
  %34 = icmp ult i32 %8, 25, !dbg !288
  br i1 %34, label %42, label %35, !dbg !288

35:                                               ; preds = %28, %22
  %36 = phi i32 [ %27, %22 ], [ %33, %28 ]
  %37 = phi i32 [ %23, %22 ], [ %20, %28 ]
  %38 = load i8*, i8** %5, align 8, !dbg !288
  %39 = getelementptr i8, i8* %38, i64 8, !dbg !288
  store i8* %39, i8** %5, align 8, !dbg !288
  %40 = bitcast i8* %38 to i32*, !dbg !288
  %41 = load i32, i32* %40, align 4, !dbg !288
  call void @llvm.dbg.value(metadata i32 0, metadata !281, metadata !DIExpression()), !dbg !284
  call void @llvm.dbg.value(metadata !DIArgList(i32 %47, i32 %66), metadata !283, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !284
  br label %49, !dbg !288

42:                                               ; preds = %28
  %43 = zext i32 %31 to i64, !dbg !288
  %44 = getelementptr i8, i8* %7, i64 %43, !dbg !288
  %45 = add nuw nsw i32 %8, 24, !dbg !288
  store i32 %45, i32* %4, align 16, !dbg !288
  %46 = bitcast i8* %44 to i32*, !dbg !288
  %47 = load i32, i32* %46, align 4, !dbg !288
  call void @llvm.dbg.value(metadata i32 0, metadata !281, metadata !DIExpression()), !dbg !284
  call void @llvm.dbg.value(metadata !DIArgList(i32 %47, i32 %66), metadata !283, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !284
  %48 = icmp ult i32 %8, 17, !dbg !288
  br i1 %48, label %55, label %49, !dbg !288

49:                                               ; preds = %35, %42
  %50 = phi i32 [ %41, %35 ], [ %47, %42 ]
  %51 = phi i32 [ %37, %35 ], [ %20, %42 ]
  %52 = phi i32 [ %36, %35 ], [ %33, %42 ]
  %53 = load i8*, i8** %5, align 8, !dbg !288
  %54 = getelementptr i8, i8* %53, i64 8, !dbg !288
  store i8* %54, i8** %5, align 8, !dbg !288
  br label %59, !dbg !288

55:                                               ; preds = %42
  %56 = zext i32 %45 to i64, !dbg !288
  %57 = getelementptr i8, i8* %7, i64 %56, !dbg !288
  %58 = add nuw nsw i32 %8, 32, !dbg !288
  store i32 %58, i32* %4, align 16, !dbg !288
  br label %59, !dbg !288

59:                                               ; preds = %55, %49
  %60 = phi i32 [ %47, %55 ], [ %50, %49 ]
  %61 = phi i32 [ %20, %55 ], [ %51, %49 ]
  %62 = phi i32 [ %33, %55 ], [ %52, %49 ]
  %63 = phi i8* [ %57, %55 ], [ %53, %49 ]
  %64 = mul nsw i32 %61, 31, !dbg !289
  %65 = add nsw i32 %62, %64, !dbg !290
  call void @llvm.dbg.value(metadata i32 %65, metadata !283, metadata !DIExpression()), !dbg !284
  %66 = mul nsw i32 %65, 31, !dbg !289
  %67 = add nsw i32 %60, %66, !dbg !290
  call void @llvm.dbg.value(metadata i32 %67, metadata !283, metadata !DIExpression()), !dbg !284
  %68 = mul nsw i32 %67, 31, !dbg !289
  %69 = bitcast i8* %63 to i32*, !dbg !288
  %70 = load i32, i32* %69, align 4, !dbg !288
  %71 = add nsw i32 %70, %68, !dbg !290
  call void @llvm.dbg.value(metadata i32 %71, metadata !283, metadata !DIExpression()), !dbg !284
  call void @llvm.dbg.value(metadata i32 -1, metadata !281, metadata !DIExpression()), !dbg !284
  call void @llvm.va_end(i8* nonnull %3), !dbg !291
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #9, !dbg !292
  ret i32 %71, !dbg !293
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #5 !dbg !294 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !296, metadata !DIExpression()), !dbg !298
  call void @llvm.dbg.value(metadata i32 %1, metadata !297, metadata !DIExpression()), !dbg !298
  %3 = add nsw i32 %1, %0, !dbg !299
  ret i32 %3, !dbg !300
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #5 !dbg !301 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !303, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata i32 %1, metadata !304, metadata !DIExpression()), !dbg !305
  %3 = mul nsw i32 %1, %0, !dbg !306
  ret i32 %3, !dbg !307
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #5 !dbg !308 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !310, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata i32 %1, metadata !311, metadata !DIExpression()), !dbg !312
  %3 = sub nsw i32 %0, %1, !dbg !313
  ret i32 %3, !dbg !314
}

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define internal fastcc i32 @run(i32* nocapture noundef readnone %0) #6 !dbg !32 {
  %2 = alloca [16 x i32], align 16
  call void @llvm.dbg.value(metadata i32* getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0), metadata !37, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.declare(metadata [16 x i32]* %2, metadata !38, metadata !DIExpression()), !dbg !316
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata i32 0, metadata !43, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata i32 1, metadata !43, metadata !DIExpression()), !dbg !315
  br label %3, !dbg !317

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
  %15 = trunc i64 %91 to i32, !dbg !318
  call void @llvm.dbg.label(metadata !48), !dbg !318
  call void @llvm.dbg.value(metadata i32 %15, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !315
  %16 = shl i64 %91, 32, !dbg !319
  %17 = ashr exact i64 %16, 32, !dbg !319
  %18 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %17, !dbg !319
  %19 = load i32, i32* %18, align 4, !dbg !319, !tbaa !320
  %20 = add nsw i32 %5, 1, !dbg !321
  call void @llvm.dbg.value(metadata i32 %20, metadata !42, metadata !DIExpression()), !dbg !315
  %21 = sext i32 %5 to i64, !dbg !322
  %22 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %21, !dbg !322
  store i32 %19, i32* %22, align 4, !dbg !323, !tbaa !320
  %23 = add nsw i32 %15, 2, !dbg !324
  call void @llvm.dbg.value(metadata i32 %23, metadata !43, metadata !DIExpression()), !dbg !315
  %24 = shl i64 %91, 32, !dbg !324
  %25 = add i64 %24, 4294967296, !dbg !324
  %26 = ashr exact i64 %25, 32, !dbg !324
  br label %27, !dbg !324

27:                                               ; preds = %14, %71, %52, %44, %36
  %28 = phi i64 [ %26, %14 ], [ %74, %71 ], [ %60, %52 ], [ %51, %44 ], [ %43, %36 ]
  %29 = phi i32 [ %23, %14 ], [ %73, %71 ], [ %58, %52 ], [ %49, %44 ], [ %41, %36 ]
  %30 = phi i32 [ %20, %14 ], [ %7, %71 ], [ %57, %52 ], [ %7, %44 ], [ %7, %36 ]
  %31 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %28, !dbg !315
  %32 = load i32, i32* %31, align 4, !dbg !315, !tbaa !320
  %33 = sext i32 %32 to i64, !dbg !315
  %34 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %33, !dbg !315
  %35 = load i8*, i8** %34, align 8, !dbg !315, !tbaa !325
  br label %3

36:                                               ; preds = %90
  %37 = trunc i64 %91 to i32, !dbg !326
  call void @llvm.dbg.label(metadata !49), !dbg !326
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !315
  %38 = load i32, i32* %9, align 4, !dbg !327, !tbaa !320
  %39 = load i32, i32* %12, align 4, !dbg !328, !tbaa !320
  %40 = add nsw i32 %39, %38, !dbg !328
  store i32 %40, i32* %12, align 4, !dbg !328, !tbaa !320
  %41 = add nsw i32 %37, 1, !dbg !329
  call void @llvm.dbg.value(metadata i32 %41, metadata !43, metadata !DIExpression()), !dbg !315
  %42 = shl i64 %91, 32, !dbg !329
  %43 = ashr exact i64 %42, 32, !dbg !329
  br label %27, !dbg !329

44:                                               ; preds = %90
  %45 = trunc i64 %91 to i32, !dbg !330
  call void @llvm.dbg.label(metadata !50), !dbg !330
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !315
  %46 = load i32, i32* %9, align 4, !dbg !331, !tbaa !320
  %47 = load i32, i32* %12, align 4, !dbg !332, !tbaa !320
  %48 = mul nsw i32 %47, %46, !dbg !332
  store i32 %48, i32* %12, align 4, !dbg !332, !tbaa !320
  %49 = add nsw i32 %45, 1, !dbg !333
  call void @llvm.dbg.value(metadata i32 %49, metadata !43, metadata !DIExpression()), !dbg !315
  %50 = shl i64 %91, 32, !dbg !333
  %51 = ashr exact i64 %50, 32, !dbg !333
  br label %27, !dbg !333

52:                                               ; preds = %90
  %53 = trunc i64 %91 to i32, !dbg !334
  call void @llvm.dbg.label(metadata !51), !dbg !334
  %54 = load i32, i32* %12, align 4, !dbg !335, !tbaa !320
  %55 = sext i32 %5 to i64, !dbg !336
  %56 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %55, !dbg !336
  store i32 %54, i32* %56, align 4, !dbg !337, !tbaa !320
  %57 = add nsw i32 %5, 1, !dbg !338
  call void @llvm.dbg.value(metadata i32 %57, metadata !42, metadata !DIExpression()), !dbg !315
  %58 = add nsw i32 %53, 1, !dbg !339
  call void @llvm.dbg.value(metadata i32 %58, metadata !43, metadata !DIExpression()), !dbg !315
  %59 = shl i64 %91, 32, !dbg !339
  %60 = ashr exact i64 %59, 32, !dbg !339
  br label %27, !dbg !339

61:                                               ; preds = %90
  %62 = trunc i64 %91 to i32, !dbg !340
  call void @llvm.dbg.label(metadata !52), !dbg !340
  %63 = add nsw i32 %62, 1, !dbg !341
  call void @llvm.dbg.value(metadata i32 %63, metadata !43, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata i32 undef, metadata !44, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !315
  %64 = load i32, i32* %9, align 4, !dbg !343, !tbaa !320
  %65 = icmp eq i32 %64, 0, !dbg !343
  br i1 %65, label %71, label %66, !dbg !345

66:                                               ; preds = %61
  %67 = shl i64 %91, 32, !dbg !346
  %68 = ashr exact i64 %67, 32, !dbg !346
  %69 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %68, !dbg !346
  %70 = load i32, i32* %69, align 4, !dbg !346, !tbaa !320
  call void @llvm.dbg.value(metadata i32 %70, metadata !44, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata i32 undef, metadata !43, metadata !DIExpression()), !dbg !315
  br label %71, !dbg !347

71:                                               ; preds = %66, %61
  %72 = phi i32 [ %70, %66 ], [ %63, %61 ], !dbg !342
  call void @llvm.dbg.value(metadata i32 %72, metadata !43, metadata !DIExpression()), !dbg !315
  %73 = add nsw i32 %72, 1, !dbg !348
  call void @llvm.dbg.value(metadata i32 %73, metadata !43, metadata !DIExpression()), !dbg !315
  %74 = sext i32 %72 to i64, !dbg !348
  br label %27, !dbg !348

75:                                               ; preds = %90
  call void @llvm.dbg.label(metadata !53), !dbg !349
  %76 = load i32, i32* %9, align 4, !dbg !350, !tbaa !320
  %77 = add nsw i32 %76, -1, !dbg !350
  store i32 %77, i32* %9, align 4, !dbg !350, !tbaa !320
  call void @llvm.dbg.value(metadata i64 %91, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !315
  br label %78, !dbg !351

78:                                               ; preds = %75, %85
  %79 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %91, !dbg !315
  %80 = load i32, i32* %79, align 4, !dbg !315, !tbaa !320
  %81 = sext i32 %80 to i64, !dbg !315
  %82 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %81, !dbg !315
  %83 = load i8*, i8** %82, align 8, !dbg !315, !tbaa !325
  %84 = add i64 %91, 1, !dbg !315
  br label %90, !dbg !315

85:                                               ; preds = %90
  call void @llvm.dbg.label(metadata !54), !dbg !352
  %86 = load i32, i32* %9, align 4, !dbg !353, !tbaa !320
  call void @llvm.dbg.value(metadata i32 %86, metadata !46, metadata !DIExpression()), !dbg !354
  %87 = load i32, i32* %12, align 4, !dbg !355, !tbaa !320
  store i32 %87, i32* %9, align 4, !dbg !356, !tbaa !320
  store i32 %86, i32* %12, align 4, !dbg !357, !tbaa !320
  call void @llvm.dbg.value(metadata i64 %91, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !315
  br label %78, !dbg !358

88:                                               ; preds = %90
  call void @llvm.dbg.label(metadata !55), !dbg !359
  %89 = load i32, i32* %9, align 4, !dbg !360, !tbaa !320
  ret i32 %89, !dbg !361

90:                                               ; preds = %78, %3
  %91 = phi i64 [ %84, %78 ], [ %13, %3 ], !dbg !315
  %92 = phi i8* [ %83, %78 ], [ %6, %3 ]
  call void @llvm.dbg.value(metadata i32 %5, metadata !42, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata i64 %91, metadata !43, metadata !DIExpression()), !dbg !315
  indirectbr i8* %92, [label %14, label %36, label %44, label %52, label %61, label %75, label %85, label %88]
}

; Function Attrs: nofree nounwind
declare !dbg !362 noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #5 !dbg !366 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !368, metadata !DIExpression()), !dbg !370
  call void @llvm.dbg.value(metadata i32 %1, metadata !369, metadata !DIExpression()), !dbg !370
  %3 = icmp eq i32 %1, 0, !dbg !371
  br i1 %3, label %6, label %4, !dbg !371

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1, !dbg !372
  br label %6, !dbg !371

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ], !dbg !371
  ret i32 %7, !dbg !373
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nosync nounwind willreturn }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!129, !130, !131, !132, !133, !134}
!llvm.ident = !{!135}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "prog", scope: !2, file: !3, line: 113, type: !126, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 99, type: !4, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !99)
!3 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "7bb1590e12c60aa33423d06d96fcbad7")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !12, splitDebugInlining: false, nameTableKind: None)
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
!32 = distinct !DISubprogram(name: "run", scope: !3, file: !3, line: 71, type: !33, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !36)
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
!84 = distinct !DIGlobalVariable(name: "buf2d", scope: !7, file: !3, line: 93, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 120, elements: !86)
!86 = !{!87, !82}
!87 = !DISubrange(count: 3)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(name: "init", scope: !7, file: !3, line: 94, type: !90, isLocal: true, isDefinition: true)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 94, size: 192, elements: !91)
!91 = !{!92, !93, !97}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !90, file: !3, line: 94, baseType: !6, size: 32)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !90, file: !3, line: 94, baseType: !94, size: 48, offset: 32)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 48, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 6)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !90, file: !3, line: 94, baseType: !98, size: 64, offset: 128)
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
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 192, elements: !115)
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
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 416, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 13)
!129 = !{i32 7, !"Dwarf Version", i32 5}
!130 = !{i32 2, !"Debug Info Version", i32 3}
!131 = !{i32 1, !"wchar_size", i32 4}
!132 = !{i32 7, !"PIC Level", i32 2}
!133 = !{i32 7, !"PIE Level", i32 2}
!134 = !{i32 7, !"uwtable", i32 1}
!135 = !{!"Debian clang version 14.0.6"}
!136 = !DILocation(line: 0, scope: !2)
!137 = !DILocation(line: 101, column: 25, scope: !2)
!138 = !DILocation(line: 101, column: 3, scope: !2)
!139 = !DILocation(line: 102, column: 26, scope: !2)
!140 = !DILocation(line: 102, column: 3, scope: !2)
!141 = !DILocation(line: 0, scope: !108)
!142 = !DILocation(line: 105, column: 8, scope: !108)
!143 = !DILocation(line: 105, column: 30, scope: !111)
!144 = !{!145, !145, i64 0}
!145 = !{!"omnipotent char", !146, i64 0}
!146 = !{!"Simple C/C++ TBAA"}
!147 = !DILocation(line: 105, column: 3, scope: !108)
!148 = !DILocation(line: 110, column: 3, scope: !2)
!149 = !DILocation(line: 118, column: 35, scope: !2)
!150 = !DILocation(line: 118, column: 3, scope: !2)
!151 = !DILocation(line: 122, column: 3, scope: !2)
!152 = !DILocation(line: 123, column: 3, scope: !2)
!153 = !DILocation(line: 124, column: 3, scope: !2)
!154 = !DILocation(line: 125, column: 47, scope: !155)
!155 = distinct !DILexicalBlock(scope: !124, file: !3, line: 125, column: 3)
!156 = !DILocation(line: 126, column: 77, scope: !2)
!157 = !{!158, !159, i64 0}
!158 = !{!"", !159, i64 0, !145, i64 4, !160, i64 16}
!159 = !{!"int", !145, i64 0}
!160 = !{!"double", !145, i64 0}
!161 = !DILocation(line: 126, column: 93, scope: !2)
!162 = !{!158, !160, i64 16}
!163 = !DILocation(line: 126, column: 3, scope: !2)
!164 = !DILocation(line: 128, column: 3, scope: !2)
!165 = !DILocation(line: 129, column: 3, scope: !2)
!166 = !DILocation(line: 0, scope: !110)
!167 = !DILocation(line: 107, column: 22, scope: !110)
!168 = !DILocation(line: 107, column: 26, scope: !110)
!169 = !DILocation(line: 58, column: 50, scope: !170, inlinedAt: !179)
!170 = distinct !DILexicalBlock(scope: !171, file: !3, line: 58, column: 9)
!171 = distinct !DILexicalBlock(scope: !172, file: !3, line: 57, column: 3)
!172 = distinct !DILexicalBlock(scope: !173, file: !3, line: 57, column: 3)
!173 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 56, type: !174, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !176)
!174 = !DISubroutineType(types: !175)
!175 = !{!24, !11}
!176 = !{!177, !178}
!177 = !DILocalVariable(name: "c", arg: 1, scope: !173, file: !3, line: 56, type: !11)
!178 = !DILocalVariable(name: "i", scope: !172, file: !3, line: 57, type: !120)
!179 = distinct !DILocation(line: 106, column: 15, scope: !110)
!180 = !{!181, !182, i64 8}
!181 = !{!"", !145, i64 0, !182, i64 8}
!182 = !{!"any pointer", !145, i64 0}
!183 = !DILocation(line: 107, column: 30, scope: !110)
!184 = !DILocation(line: 107, column: 5, scope: !110)
!185 = !DILocation(line: 105, column: 34, scope: !111)
!186 = !DILocation(line: 105, column: 3, scope: !111)
!187 = distinct !{!187, !147, !188, !189}
!188 = !DILocation(line: 108, column: 3, scope: !108)
!189 = !{!"llvm.loop.mustprogress"}
!190 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 13, type: !191, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !193)
!191 = !DISubroutineType(types: !192)
!192 = !{!10, !80, null}
!193 = !{!194, !195, !209, !210, !211, !213, !218, !220}
!194 = !DILocalVariable(name: "fmt", arg: 1, scope: !190, file: !3, line: 13, type: !80)
!195 = !DILocalVariable(name: "ap", scope: !190, file: !3, line: 14, type: !196)
!196 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !3, line: 8, baseType: !197)
!197 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !198, baseType: !199)
!198 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus")
!199 = !DICompositeType(tag: DW_TAG_array_type, baseType: !200, size: 192, elements: !207)
!200 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !201)
!201 = !{!202, !203, !204, !206}
!202 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !200, file: !198, line: 14, baseType: !120, size: 32)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !200, file: !198, line: 14, baseType: !120, size: 32, offset: 32)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !200, file: !198, line: 14, baseType: !205, size: 64, offset: 64)
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !200, file: !198, line: 14, baseType: !205, size: 64, offset: 128)
!207 = !{!208}
!208 = !DISubrange(count: 1)
!209 = !DILocalVariable(name: "ap2", scope: !190, file: !3, line: 14, type: !196)
!210 = !DILocalVariable(name: "total", scope: !190, file: !3, line: 15, type: !10)
!211 = !DILocalVariable(name: "f", scope: !212, file: !3, line: 18, type: !80)
!212 = distinct !DILexicalBlock(scope: !190, file: !3, line: 18, column: 3)
!213 = !DILocalVariable(name: "s", scope: !214, file: !3, line: 23, type: !80)
!214 = distinct !DILexicalBlock(scope: !215, file: !3, line: 23, column: 15)
!215 = distinct !DILexicalBlock(scope: !216, file: !3, line: 19, column: 17)
!216 = distinct !DILexicalBlock(scope: !217, file: !3, line: 18, column: 38)
!217 = distinct !DILexicalBlock(scope: !212, file: !3, line: 18, column: 3)
!218 = !DILocalVariable(name: "p", scope: !219, file: !3, line: 25, type: !101)
!219 = distinct !DILexicalBlock(scope: !215, file: !3, line: 25, column: 15)
!220 = !DILocalVariable(name: "first", scope: !190, file: !3, line: 31, type: !6)
!221 = !DILocation(line: 0, scope: !190)
!222 = !DILocation(line: 14, column: 3, scope: !190)
!223 = !DILocation(line: 14, column: 13, scope: !190)
!224 = !DILocation(line: 14, column: 17, scope: !190)
!225 = !DILocation(line: 16, column: 3, scope: !190)
!226 = !DILocation(line: 17, column: 3, scope: !190)
!227 = !DILocation(line: 0, scope: !212)
!228 = !DILocation(line: 18, column: 3, scope: !212)
!229 = !DILocation(line: 29, column: 3, scope: !190)
!230 = !DILocation(line: 31, column: 31, scope: !190)
!231 = !DILocation(line: 19, column: 13, scope: !216)
!232 = !DILocation(line: 19, column: 5, scope: !216)
!233 = !DILocation(line: 20, column: 24, scope: !215)
!234 = !DILocation(line: 20, column: 21, scope: !215)
!235 = !DILocation(line: 20, column: 51, scope: !215)
!236 = !DILocation(line: 21, column: 24, scope: !215)
!237 = !DILocation(line: 21, column: 21, scope: !215)
!238 = !DILocation(line: 21, column: 57, scope: !215)
!239 = !DILocation(line: 22, column: 36, scope: !215)
!240 = !DILocation(line: 22, column: 65, scope: !215)
!241 = !DILocation(line: 22, column: 24, scope: !215)
!242 = !DILocation(line: 22, column: 21, scope: !215)
!243 = !DILocation(line: 22, column: 72, scope: !215)
!244 = !DILocation(line: 23, column: 33, scope: !214)
!245 = !DILocation(line: 0, scope: !214)
!246 = !DILocation(line: 23, column: 76, scope: !214)
!247 = !DILocation(line: 23, column: 69, scope: !214)
!248 = !DILocation(line: 23, column: 78, scope: !214)
!249 = !DILocation(line: 23, column: 82, scope: !214)
!250 = distinct !{!250, !247, !251, !189}
!251 = !DILocation(line: 23, column: 84, scope: !214)
!252 = !DILocation(line: 24, column: 30, scope: !215)
!253 = !DILocation(line: 24, column: 24, scope: !215)
!254 = !DILocation(line: 24, column: 21, scope: !215)
!255 = !DILocation(line: 24, column: 57, scope: !215)
!256 = !DILocation(line: 25, column: 31, scope: !219)
!257 = !{i64 0, i64 2, !258, i64 2, i64 2, !258}
!258 = !{!259, !259, i64 0}
!259 = !{!"short", !145, i64 0}
!260 = !DILocation(line: 0, scope: !219)
!261 = !{i64 0, i64 2, !258}
!262 = !DILocation(line: 25, column: 73, scope: !219)
!263 = !DILocation(line: 25, column: 77, scope: !219)
!264 = !DILocation(line: 25, column: 85, scope: !219)
!265 = !DILocation(line: 25, column: 83, scope: !219)
!266 = !DILocation(line: 25, column: 70, scope: !219)
!267 = !DILocation(line: 18, column: 33, scope: !217)
!268 = !DILocation(line: 18, column: 29, scope: !217)
!269 = distinct !{!269, !228, !270, !189}
!270 = !DILocation(line: 28, column: 3, scope: !212)
!271 = !DILocation(line: 32, column: 3, scope: !190)
!272 = !DILocation(line: 33, column: 16, scope: !190)
!273 = !DILocation(line: 33, column: 25, scope: !190)
!274 = !DILocation(line: 33, column: 23, scope: !190)
!275 = !DILocation(line: 34, column: 1, scope: !190)
!276 = !DILocation(line: 33, column: 3, scope: !190)
!277 = distinct !DISubprogram(name: "forward", scope: !3, file: !3, line: 36, type: !278, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !280)
!278 = !DISubroutineType(types: !279)
!279 = !{!6, !6, null}
!280 = !{!281, !282, !283}
!281 = !DILocalVariable(name: "n", arg: 1, scope: !277, file: !3, line: 36, type: !6)
!282 = !DILocalVariable(name: "ap", scope: !277, file: !3, line: 37, type: !196)
!283 = !DILocalVariable(name: "r", scope: !277, file: !3, line: 39, type: !6)
!284 = !DILocation(line: 0, scope: !277)
!285 = !DILocation(line: 37, column: 3, scope: !277)
!286 = !DILocation(line: 37, column: 13, scope: !277)
!287 = !DILocation(line: 38, column: 3, scope: !277)
!288 = !DILocation(line: 40, column: 32, scope: !277)
!289 = !DILocation(line: 40, column: 25, scope: !277)
!290 = !DILocation(line: 40, column: 30, scope: !277)
!291 = !DILocation(line: 41, column: 3, scope: !277)
!292 = !DILocation(line: 43, column: 1, scope: !277)
!293 = !DILocation(line: 42, column: 3, scope: !277)
!294 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 47, type: !26, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !295)
!295 = !{!296, !297}
!296 = !DILocalVariable(name: "a", arg: 1, scope: !294, file: !3, line: 47, type: !6)
!297 = !DILocalVariable(name: "b", arg: 2, scope: !294, file: !3, line: 47, type: !6)
!298 = !DILocation(line: 0, scope: !294)
!299 = !DILocation(line: 47, column: 44, scope: !294)
!300 = !DILocation(line: 47, column: 35, scope: !294)
!301 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 49, type: !26, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !302)
!302 = !{!303, !304}
!303 = !DILocalVariable(name: "a", arg: 1, scope: !301, file: !3, line: 49, type: !6)
!304 = !DILocalVariable(name: "b", arg: 2, scope: !301, file: !3, line: 49, type: !6)
!305 = !DILocation(line: 0, scope: !301)
!306 = !DILocation(line: 49, column: 44, scope: !301)
!307 = !DILocation(line: 49, column: 35, scope: !301)
!308 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 48, type: !26, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !309)
!309 = !{!310, !311}
!310 = !DILocalVariable(name: "a", arg: 1, scope: !308, file: !3, line: 48, type: !6)
!311 = !DILocalVariable(name: "b", arg: 2, scope: !308, file: !3, line: 48, type: !6)
!312 = !DILocation(line: 0, scope: !308)
!313 = !DILocation(line: 48, column: 44, scope: !308)
!314 = !DILocation(line: 48, column: 35, scope: !308)
!315 = !DILocation(line: 0, scope: !32)
!316 = !DILocation(line: 74, column: 7, scope: !32)
!317 = !DILocation(line: 76, column: 3, scope: !32)
!318 = !DILocation(line: 77, column: 1, scope: !32)
!319 = !DILocation(line: 77, column: 24, scope: !32)
!320 = !{!159, !159, i64 0}
!321 = !DILocation(line: 77, column: 18, scope: !32)
!322 = !DILocation(line: 77, column: 10, scope: !32)
!323 = !DILocation(line: 77, column: 22, scope: !32)
!324 = !DILocation(line: 77, column: 36, scope: !32)
!325 = !{!182, !182, i64 0}
!326 = !DILocation(line: 78, column: 1, scope: !32)
!327 = !DILocation(line: 78, column: 32, scope: !32)
!328 = !DILocation(line: 78, column: 29, scope: !32)
!329 = !DILocation(line: 78, column: 43, scope: !32)
!330 = !DILocation(line: 79, column: 1, scope: !32)
!331 = !DILocation(line: 79, column: 32, scope: !32)
!332 = !DILocation(line: 79, column: 29, scope: !32)
!333 = !DILocation(line: 79, column: 43, scope: !32)
!334 = !DILocation(line: 80, column: 1, scope: !32)
!335 = !DILocation(line: 80, column: 22, scope: !32)
!336 = !DILocation(line: 80, column: 10, scope: !32)
!337 = !DILocation(line: 80, column: 20, scope: !32)
!338 = !DILocation(line: 80, column: 39, scope: !32)
!339 = !DILocation(line: 80, column: 43, scope: !32)
!340 = !DILocation(line: 81, column: 1, scope: !32)
!341 = !DILocation(line: 81, column: 26, scope: !45)
!342 = !DILocation(line: 0, scope: !45)
!343 = !DILocation(line: 81, column: 35, scope: !344)
!344 = distinct !DILexicalBlock(scope: !45, file: !3, line: 81, column: 35)
!345 = !DILocation(line: 81, column: 35, scope: !45)
!346 = !DILocation(line: 81, column: 19, scope: !45)
!347 = !DILocation(line: 81, column: 48, scope: !344)
!348 = !DILocation(line: 81, column: 56, scope: !45)
!349 = !DILocation(line: 82, column: 1, scope: !32)
!350 = !DILocation(line: 82, column: 22, scope: !32)
!351 = !DILocation(line: 82, column: 26, scope: !32)
!352 = !DILocation(line: 83, column: 1, scope: !32)
!353 = !DILocation(line: 83, column: 20, scope: !47)
!354 = !DILocation(line: 0, scope: !47)
!355 = !DILocation(line: 83, column: 51, scope: !47)
!356 = !DILocation(line: 83, column: 49, scope: !47)
!357 = !DILocation(line: 83, column: 80, scope: !47)
!358 = !DILocation(line: 83, column: 85, scope: !47)
!359 = !DILocation(line: 84, column: 1, scope: !32)
!360 = !DILocation(line: 84, column: 17, scope: !32)
!361 = !DILocation(line: 84, column: 10, scope: !32)
!362 = !DISubprogram(name: "putchar", scope: !3, file: !3, line: 6, type: !363, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !365)
!363 = !DISubroutineType(types: !364)
!364 = !{!6, !6}
!365 = !{}
!366 = distinct !DISubprogram(name: "op_div", scope: !3, file: !3, line: 50, type: !26, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !367)
!367 = !{!368, !369}
!368 = !DILocalVariable(name: "a", arg: 1, scope: !366, file: !3, line: 50, type: !6)
!369 = !DILocalVariable(name: "b", arg: 2, scope: !366, file: !3, line: 50, type: !6)
!370 = !DILocation(line: 0, scope: !366)
!371 = !DILocation(line: 50, column: 42, scope: !366)
!372 = !DILocation(line: 50, column: 48, scope: !366)
!373 = !DILocation(line: 50, column: 35, scope: !366)
