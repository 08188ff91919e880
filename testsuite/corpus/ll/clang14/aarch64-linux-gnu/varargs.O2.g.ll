; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, i32 (i32, i32)* }
%struct.__va_list = type { i8*, i8*, i8*, i32, i32 }

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
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8, !dbg !88
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 8, !dbg !16
@run.dispatch = internal unnamed_addr constant [8 x i8*] [i8* blockaddress(@run, %14), i8* blockaddress(@run, %36), i8* blockaddress(@run, %44), i8* blockaddress(@run, %52), i8* blockaddress(@run, %61), i8* blockaddress(@run, %75), i8* blockaddress(@run, %85), i8* blockaddress(@run, %88)], align 8, !dbg !30
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1

; Function Attrs: uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !2 {
  call void @llvm.dbg.value(metadata i32 262147, metadata !100, metadata !DIExpression()), !dbg !141
  %1 = tail call i64 (i8*, ...) @vsum(i8* undef, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef 65, i64 262147), !dbg !142
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %1), !dbg !143
  %3 = tail call i32 (i32, ...) @forward(i32 undef, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !144
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef %3), !dbg !145
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), metadata !106, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), metadata !107, metadata !DIExpression()), !dbg !146
  br label %5, !dbg !147

5:                                                ; preds = %31, %0
  %6 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), %0 ], [ %35, %31 ], !dbg !146
  call void @llvm.dbg.value(metadata i8* %6, metadata !107, metadata !DIExpression()), !dbg !146
  %7 = load i8, i8* %6, align 1, !dbg !148, !tbaa !149
  switch i8 %7, label %31 [
    i8 0, label %8
    i8 43, label %26
    i8 45, label %23
    i8 42, label %24
    i8 47, label %25
  ], !dbg !152

8:                                                ; preds = %5
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_add, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !141
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_mul, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !141
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_sub, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !141
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef 54), !dbg !153
  call void @llvm.dbg.value(metadata i32 1, metadata !116, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 undef, metadata !116, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 undef, metadata !116, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value)), !dbg !141
  %10 = tail call fastcc i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0)), !dbg !154
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef %10, i32 noundef 120), !dbg !155
  call void @llvm.dbg.value(metadata i32 -2128831035, metadata !119, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 undef, metadata !119, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 undef, metadata !119, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 16777619, DW_OP_mul, DW_OP_stack_value)), !dbg !141
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i64 0, i64 0), i32 noundef 39, i32 noundef -1837022641), !dbg !156
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i64 0, i64 0), i32 noundef 23), !dbg !157
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i32 noundef 128, i32 noundef 255, i32 noundef 39), !dbg !158
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0)), !dbg !159
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.15, i64 0, i64 0)), !dbg !159
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0)), !dbg !159
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0)), !dbg !159
  %19 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 0), align 8, !dbg !161, !tbaa !162
  %20 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 2), align 8, !dbg !166, !tbaa !167
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 1, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 2, i64 0), i32 noundef %19, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 1, i64 0), double noundef %20, i32 noundef 6), !dbg !168
  %22 = tail call i32 @putchar(i32 noundef 10), !dbg !169
  ret i32 0, !dbg !170

23:                                               ; preds = %5
  br label %26, !dbg !171

24:                                               ; preds = %5
  br label %26, !dbg !171

25:                                               ; preds = %5
  br label %26, !dbg !171

26:                                               ; preds = %25, %24, %23, %5
  %27 = phi i64 [ 1, %23 ], [ 2, %24 ], [ 3, %25 ], [ 0, %5 ]
  call void @llvm.dbg.value(metadata i32 (i32, i32)* undef, metadata !109, metadata !DIExpression()), !dbg !182
  %28 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %27, i32 1, !dbg !171
  %29 = load i32 (i32, i32)*, i32 (i32, i32)** %28, align 8, !dbg !171, !tbaa !183
  call void @llvm.dbg.value(metadata i32 (i32, i32)* %29, metadata !109, metadata !DIExpression()), !dbg !182
  %30 = tail call i32 %29(i32 noundef 17, i32 noundef 5), !dbg !186
  br label %31, !dbg !187

31:                                               ; preds = %5, %26
  %32 = phi i32 [ %30, %26 ], [ -1, %5 ], !dbg !187
  %33 = zext i8 %7 to i32, !dbg !188
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i32 noundef %33, i32 noundef %32), !dbg !189
  %35 = getelementptr inbounds i8, i8* %6, i64 1, !dbg !190
  call void @llvm.dbg.value(metadata i8* %35, metadata !107, metadata !DIExpression()), !dbg !146
  br label %5, !dbg !191, !llvm.loop !192
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @vsum(i8* nocapture readnone %0, ...) unnamed_addr #4 !dbg !195 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), metadata !199, metadata !DIExpression()), !dbg !224
  %4 = bitcast %struct.__va_list* %2 to i8*, !dbg !225
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %4) #9, !dbg !225
  call void @llvm.dbg.declare(metadata %struct.__va_list* %2, metadata !200, metadata !DIExpression()), !dbg !226
  %5 = bitcast %struct.__va_list* %3 to i8*, !dbg !225
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %5) #9, !dbg !225
  call void @llvm.dbg.declare(metadata %struct.__va_list* %3, metadata !212, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 0, metadata !213, metadata !DIExpression()), !dbg !224
  call void @llvm.va_start(i8* nonnull %4), !dbg !228
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4), !dbg !229
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), metadata !214, metadata !DIExpression()), !dbg !230
  %6 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 3
  %7 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 1
  %8 = load i8*, i8** %7, align 8
  %9 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 0
  %10 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 4
  %11 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 2
  %12 = load i8*, i8** %11, align 8
  br label %13, !dbg !231

13:                                               ; preds = %143, %1
  %14 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), %1 ], [ %145, %143 ], !dbg !230
  %15 = phi i64 [ 0, %1 ], [ %144, %143 ], !dbg !232
  call void @llvm.dbg.value(metadata i64 %15, metadata !213, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i8* %14, metadata !214, metadata !DIExpression()), !dbg !230
  %16 = load i8, i8* %14, align 1, !dbg !233, !tbaa !149
  switch i8 %16, label %143 [
    i8 0, label %17
    i8 105, label %21
    i8 108, label %39
    i8 100, label %56
    i8 115, label %75
    i8 99, label %100
    i8 112, label %119
  ], !dbg !234

17:                                               ; preds = %13
  call void @llvm.va_end(i8* nonnull %4), !dbg !235
  %18 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i64 0, i32 3, !dbg !236
  %19 = load i32, i32* %18, align 8, !dbg !236
  %20 = icmp sgt i32 %19, -1, !dbg !236
  br i1 %20, label %154, label %146, !dbg !236

21:                                               ; preds = %13
  %22 = load i32, i32* %6, align 8, !dbg !237
  %23 = icmp sgt i32 %22, -1, !dbg !237
  br i1 %23, label %30, label %24, !dbg !237

24:                                               ; preds = %21
  %25 = add nsw i32 %22, 8, !dbg !237
  store i32 %25, i32* %6, align 8, !dbg !237
  %26 = icmp ult i32 %22, -7, !dbg !237
  br i1 %26, label %27, label %30, !dbg !237

27:                                               ; preds = %24
  %28 = sext i32 %22 to i64, !dbg !237
  %29 = getelementptr inbounds i8, i8* %8, i64 %28, !dbg !237
  br label %33, !dbg !237

30:                                               ; preds = %24, %21
  %31 = load i8*, i8** %9, align 8, !dbg !237
  %32 = getelementptr inbounds i8, i8* %31, i64 8, !dbg !237
  store i8* %32, i8** %9, align 8, !dbg !237
  br label %33, !dbg !237

33:                                               ; preds = %30, %27
  %34 = phi i8* [ %29, %27 ], [ %31, %30 ]
  %35 = bitcast i8* %34 to i32*, !dbg !237
  %36 = load i32, i32* %35, align 8, !dbg !237
  %37 = sext i32 %36 to i64, !dbg !237
  %38 = add nsw i64 %15, %37, !dbg !238
  call void @llvm.dbg.value(metadata i64 %38, metadata !213, metadata !DIExpression()), !dbg !224
  br label %143, !dbg !239

39:                                               ; preds = %13
  %40 = load i32, i32* %6, align 8, !dbg !240
  %41 = icmp sgt i32 %40, -1, !dbg !240
  br i1 %41, label %48, label %42, !dbg !240

42:                                               ; preds = %39
  %43 = add nsw i32 %40, 8, !dbg !240
  store i32 %43, i32* %6, align 8, !dbg !240
  %44 = icmp ult i32 %40, -7, !dbg !240
  br i1 %44, label %45, label %48, !dbg !240

45:                                               ; preds = %42
  %46 = sext i32 %40 to i64, !dbg !240
  %47 = getelementptr inbounds i8, i8* %8, i64 %46, !dbg !240
  br label %51, !dbg !240

48:                                               ; preds = %42, %39
  %49 = load i8*, i8** %9, align 8, !dbg !240
  %50 = getelementptr inbounds i8, i8* %49, i64 8, !dbg !240
  store i8* %50, i8** %9, align 8, !dbg !240
  br label %51, !dbg !240

51:                                               ; preds = %48, %45
  %52 = phi i8* [ %47, %45 ], [ %49, %48 ]
  %53 = bitcast i8* %52 to i64*, !dbg !240
  %54 = load i64, i64* %53, align 8, !dbg !240
  %55 = add nsw i64 %54, %15, !dbg !241
  call void @llvm.dbg.value(metadata i64 %55, metadata !213, metadata !DIExpression()), !dbg !224
  br label %143, !dbg !242

56:                                               ; preds = %13
  %57 = load i32, i32* %10, align 4, !dbg !243
  %58 = icmp sgt i32 %57, -1, !dbg !243
  br i1 %58, label %65, label %59, !dbg !243

59:                                               ; preds = %56
  %60 = add nsw i32 %57, 16, !dbg !243
  store i32 %60, i32* %10, align 4, !dbg !243
  %61 = icmp ult i32 %57, -15, !dbg !243
  br i1 %61, label %62, label %65, !dbg !243

62:                                               ; preds = %59
  %63 = sext i32 %57 to i64, !dbg !243
  %64 = getelementptr inbounds i8, i8* %12, i64 %63, !dbg !243
  br label %68, !dbg !243

65:                                               ; preds = %59, %56
  %66 = load i8*, i8** %9, align 8, !dbg !243
  %67 = getelementptr inbounds i8, i8* %66, i64 8, !dbg !243
  store i8* %67, i8** %9, align 8, !dbg !243
  br label %68, !dbg !243

68:                                               ; preds = %65, %62
  %69 = phi i8* [ %64, %62 ], [ %66, %65 ]
  %70 = bitcast i8* %69 to double*, !dbg !243
  %71 = load double, double* %70, align 8, !dbg !243
  %72 = fmul double %71, 1.000000e+01, !dbg !244
  %73 = fptosi double %72 to i64, !dbg !245
  %74 = add nsw i64 %15, %73, !dbg !246
  call void @llvm.dbg.value(metadata i64 %74, metadata !213, metadata !DIExpression()), !dbg !224
  br label %143, !dbg !247

75:                                               ; preds = %13
  %76 = load i32, i32* %6, align 8, !dbg !248
  %77 = icmp sgt i32 %76, -1, !dbg !248
  br i1 %77, label %84, label %78, !dbg !248

78:                                               ; preds = %75
  %79 = add nsw i32 %76, 8, !dbg !248
  store i32 %79, i32* %6, align 8, !dbg !248
  %80 = icmp ult i32 %76, -7, !dbg !248
  br i1 %80, label %81, label %84, !dbg !248

81:                                               ; preds = %78
  %82 = sext i32 %76 to i64, !dbg !248
  %83 = getelementptr inbounds i8, i8* %8, i64 %82, !dbg !248
  br label %87, !dbg !248

84:                                               ; preds = %78, %75
  %85 = load i8*, i8** %9, align 8, !dbg !248
  %86 = getelementptr inbounds i8, i8* %85, i64 8, !dbg !248
  store i8* %86, i8** %9, align 8, !dbg !248
  br label %87, !dbg !248

87:                                               ; preds = %84, %81
  %88 = phi i8* [ %83, %81 ], [ %85, %84 ]
  %89 = bitcast i8* %88 to i8**, !dbg !248
  %90 = load i8*, i8** %89, align 8, !dbg !248
  call void @llvm.dbg.value(metadata i8* %90, metadata !216, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.value(metadata i64 %15, metadata !213, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i8* %90, metadata !216, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !249
  %91 = load i8, i8* %90, align 1, !dbg !250, !tbaa !149
  %92 = icmp eq i8 %91, 0, !dbg !251
  br i1 %92, label %143, label %93, !dbg !251

93:                                               ; preds = %87, %93
  %94 = phi i64 [ %97, %93 ], [ %15, %87 ]
  %95 = phi i8* [ %96, %93 ], [ %90, %87 ]
  call void @llvm.dbg.value(metadata i64 %94, metadata !213, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i8* %95, metadata !216, metadata !DIExpression()), !dbg !249
  %96 = getelementptr inbounds i8, i8* %95, i64 1, !dbg !252
  call void @llvm.dbg.value(metadata i8* %96, metadata !216, metadata !DIExpression()), !dbg !249
  %97 = add nsw i64 %94, 1, !dbg !253
  call void @llvm.dbg.value(metadata i64 %97, metadata !213, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i8* %96, metadata !216, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !249
  %98 = load i8, i8* %96, align 1, !dbg !250, !tbaa !149
  %99 = icmp eq i8 %98, 0, !dbg !251
  br i1 %99, label %143, label %93, !dbg !251, !llvm.loop !254

100:                                              ; preds = %13
  %101 = load i32, i32* %6, align 8, !dbg !256
  %102 = icmp sgt i32 %101, -1, !dbg !256
  br i1 %102, label %109, label %103, !dbg !256

103:                                              ; preds = %100
  %104 = add nsw i32 %101, 8, !dbg !256
  store i32 %104, i32* %6, align 8, !dbg !256
  %105 = icmp ult i32 %101, -7, !dbg !256
  br i1 %105, label %106, label %109, !dbg !256

106:                                              ; preds = %103
  %107 = sext i32 %101 to i64, !dbg !256
  %108 = getelementptr inbounds i8, i8* %8, i64 %107, !dbg !256
  br label %112, !dbg !256

109:                                              ; preds = %103, %100
  %110 = load i8*, i8** %9, align 8, !dbg !256
  %111 = getelementptr inbounds i8, i8* %110, i64 8, !dbg !256
  store i8* %111, i8** %9, align 8, !dbg !256
  br label %112, !dbg !256

112:                                              ; preds = %109, %106
  %113 = phi i8* [ %108, %106 ], [ %110, %109 ]
  %114 = bitcast i8* %113 to i32*, !dbg !256
  %115 = load i32, i32* %114, align 8, !dbg !256
  %116 = and i32 %115, 255, !dbg !257
  %117 = zext i32 %116 to i64, !dbg !257
  %118 = add nsw i64 %15, %117, !dbg !258
  call void @llvm.dbg.value(metadata i64 %118, metadata !213, metadata !DIExpression()), !dbg !224
  br label %143, !dbg !259

119:                                              ; preds = %13
  %120 = load i32, i32* %6, align 8, !dbg !260
  %121 = icmp sgt i32 %120, -1, !dbg !260
  br i1 %121, label %128, label %122, !dbg !260

122:                                              ; preds = %119
  %123 = add nsw i32 %120, 8, !dbg !260
  store i32 %123, i32* %6, align 8, !dbg !260
  %124 = icmp ult i32 %120, -7, !dbg !260
  br i1 %124, label %125, label %128, !dbg !260

125:                                              ; preds = %122
  %126 = sext i32 %120 to i64, !dbg !260
  %127 = getelementptr inbounds i8, i8* %8, i64 %126, !dbg !260
  br label %131, !dbg !260

128:                                              ; preds = %122, %119
  %129 = load i8*, i8** %9, align 8, !dbg !260
  %130 = getelementptr inbounds i8, i8* %129, i64 8, !dbg !260
  store i8* %130, i8** %9, align 8, !dbg !260
  br label %131, !dbg !260

131:                                              ; preds = %128, %125
  %132 = phi i8* [ %127, %125 ], [ %129, %128 ]
  %133 = bitcast i8* %132 to i16*, !dbg !260
  %134 = load i16, i16* %133, align 8, !dbg !260, !tbaa.struct !261
  call void @llvm.dbg.value(metadata i16 %134, metadata !221, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !264
  %135 = getelementptr inbounds i8, i8* %132, i64 2, !dbg !260
  %136 = bitcast i8* %135 to i16*, !dbg !260
  %137 = load i16, i16* %136, align 2, !dbg !260, !tbaa.struct !265
  call void @llvm.dbg.value(metadata i16 %137, metadata !221, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 16)), !dbg !264
  %138 = sext i16 %134 to i64, !dbg !266
  %139 = mul nsw i64 %138, 100, !dbg !267
  %140 = sext i16 %137 to i64, !dbg !268
  %141 = add i64 %15, %140, !dbg !269
  %142 = add i64 %141, %139, !dbg !270
  call void @llvm.dbg.value(metadata i64 %142, metadata !213, metadata !DIExpression()), !dbg !224
  br label %143

143:                                              ; preds = %93, %87, %13, %33, %51, %68, %112, %131
  %144 = phi i64 [ %142, %131 ], [ %118, %112 ], [ %74, %68 ], [ %55, %51 ], [ %38, %33 ], [ %15, %13 ], [ %15, %87 ], [ %97, %93 ], !dbg !224
  call void @llvm.dbg.value(metadata i64 %144, metadata !213, metadata !DIExpression()), !dbg !224
  %145 = getelementptr inbounds i8, i8* %14, i64 1, !dbg !271
  call void @llvm.dbg.value(metadata i8* %145, metadata !214, metadata !DIExpression()), !dbg !230
  br label %13, !dbg !272, !llvm.loop !273

146:                                              ; preds = %17
  %147 = add nsw i32 %19, 8, !dbg !236
  store i32 %147, i32* %18, align 8, !dbg !236
  %148 = icmp ult i32 %19, -7, !dbg !236
  br i1 %148, label %149, label %154, !dbg !236

149:                                              ; preds = %146
  %150 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i64 0, i32 1, !dbg !236
  %151 = load i8*, i8** %150, align 8, !dbg !236
  %152 = sext i32 %19 to i64, !dbg !236
  %153 = getelementptr inbounds i8, i8* %151, i64 %152, !dbg !236
  br label %158, !dbg !236

154:                                              ; preds = %146, %17
  %155 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i64 0, i32 0, !dbg !236
  %156 = load i8*, i8** %155, align 8, !dbg !236
  %157 = getelementptr inbounds i8, i8* %156, i64 8, !dbg !236
  store i8* %157, i8** %155, align 8, !dbg !236
  br label %158, !dbg !236

158:                                              ; preds = %149, %154
  %159 = phi i8* [ %153, %149 ], [ %156, %154 ]
  %160 = bitcast i8* %159 to i32*, !dbg !236
  %161 = load i32, i32* %160, align 8, !dbg !236
  call void @llvm.dbg.value(metadata i32 %161, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.va_end(i8* nonnull %5), !dbg !275
  %162 = mul nsw i64 %15, 1000, !dbg !276
  %163 = sext i32 %161 to i64, !dbg !277
  %164 = add nsw i64 %162, %163, !dbg !278
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %5) #9, !dbg !279
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %4) #9, !dbg !279
  ret i64 %164, !dbg !280
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 !dbg !281 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.dbg.value(metadata i32 4, metadata !285, metadata !DIExpression()), !dbg !288
  %3 = bitcast %struct.__va_list* %2 to i8*, !dbg !289
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %3) #9, !dbg !289
  call void @llvm.dbg.declare(metadata %struct.__va_list* %2, metadata !286, metadata !DIExpression()), !dbg !290
  call void @llvm.va_start(i8* nonnull %3), !dbg !291
  call void @llvm.dbg.value(metadata i32 0, metadata !287, metadata !DIExpression()), !dbg !288
  %4 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 3
  call void @llvm.dbg.value(metadata i32 0, metadata !287, metadata !DIExpression()), !dbg !288
  call void @llvm.dbg.value(metadata i32 4, metadata !285, metadata !DIExpression()), !dbg !288
  call void @llvm.dbg.value(metadata i32 3, metadata !285, metadata !DIExpression()), !dbg !288
  %5 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 1
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 0
  call void @llvm.dbg.value(metadata i32 0, metadata !287, metadata !DIExpression()), !dbg !288
  %8 = load i32, i32* %4, align 8, !dbg !292
  %9 = icmp sgt i32 %8, -1, !dbg !292
  br i1 %9, label %13, label %10, !dbg !292

10:                                               ; preds = %1
  %11 = add nsw i32 %8, 8, !dbg !292
  store i32 %11, i32* %4, align 8, !dbg !292
  %12 = icmp ult i32 %8, -7, !dbg !292
  br i1 %12, label %18, label %13, !dbg !292

13:                                               ; preds = %1, %10
  %14 = load i8*, i8** %7, align 8, !dbg !292
  %15 = getelementptr inbounds i8, i8* %14, i64 8, !dbg !292
  store i8* %15, i8** %7, align 8, !dbg !292
  %16 = bitcast i8* %14 to i32*, !dbg !292
  %17 = load i32, i32* %16, align 8, !dbg !292
  call void @llvm.dbg.value(metadata i32 2, metadata !285, metadata !DIExpression()), !dbg !288
  call void @llvm.dbg.value(metadata i32 %22, metadata !287, metadata !DIExpression()), !dbg !288
  br label %27, !dbg !292

18:                                               ; preds = %10
  %19 = sext i32 %8 to i64, !dbg !292
  %20 = getelementptr inbounds i8, i8* %6, i64 %19, !dbg !292
  %21 = bitcast i8* %20 to i32*, !dbg !292
  %22 = load i32, i32* %21, align 8, !dbg !292
  call void @llvm.dbg.value(metadata i32 2, metadata !285, metadata !DIExpression()), !dbg !288
  call void @llvm.dbg.value(metadata i32 %22, metadata !287, metadata !DIExpression()), !dbg !288
  %23 = icmp sgt i32 %8, -9, !dbg !292
  br i1 %23, label %27, label %24, !dbg !292

24:                                               ; preds = %18
  %25 = add nsw i32 %8, 16, !dbg !292
  store i32 %25, i32* %4, align 8, !dbg !292
  %26 = icmp ult i32 %11, -7, !dbg !292
  br i1 %26, label %33, label %27, !dbg !292

27:                                               ; preds = %18, %24, %13
  %28 = phi i32 [ %22, %24 ], [ %22, %18 ], [ %17, %13 ]
  %29 = load i8*, i8** %7, align 8, !dbg !292
  %30 = getelementptr inbounds i8, i8* %29, i64 8, !dbg !292
  store i8* %30, i8** %7, align 8, !dbg !292
  %31 = bitcast i8* %29 to i32*, !dbg !292
  %32 = load i32, i32* %31, align 8, !dbg !292
  call void @llvm.dbg.value(metadata i32 1, metadata !285, metadata !DIExpression()), !dbg !288
  call void @llvm.dbg.value(metadata !DIArgList(i32 %37, i32 %72), metadata !287, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !288
  br label %42, !dbg !292

33:                                               ; preds = %24
  %34 = sext i32 %11 to i64, !dbg !292
  %35 = getelementptr inbounds i8, i8* %6, i64 %34, !dbg !292
  %36 = bitcast i8* %35 to i32*, !dbg !292
  %37 = load i32, i32* %36, align 8, !dbg !292
  call void @llvm.dbg.value(metadata i32 1, metadata !285, metadata !DIExpression()), !dbg !288
  call void @llvm.dbg.value(metadata !DIArgList(i32 %37, i32 %72), metadata !287, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !288
  %38 = icmp sgt i32 %8, -17, !dbg !292
  br i1 %38, label %42, label %39, !dbg !292

39:                                               ; preds = %33
  %40 = add nsw i32 %8, 24, !dbg !292
  store i32 %40, i32* %4, align 8, !dbg !292
  %41 = icmp ult i32 %25, -7, !dbg !292
  br i1 %41, label %49, label %42, !dbg !292

42:                                               ; preds = %33, %39, %27
  %43 = phi i32 [ %37, %39 ], [ %37, %33 ], [ %32, %27 ]
  %44 = phi i32 [ %22, %39 ], [ %22, %33 ], [ %28, %27 ]
  %45 = load i8*, i8** %7, align 8, !dbg !292
  %46 = getelementptr inbounds i8, i8* %45, i64 8, !dbg !292
  store i8* %46, i8** %7, align 8, !dbg !292
  %47 = bitcast i8* %45 to i32*, !dbg !292
  %48 = load i32, i32* %47, align 8, !dbg !292
  call void @llvm.dbg.value(metadata i32 0, metadata !285, metadata !DIExpression()), !dbg !288
  call void @llvm.dbg.value(metadata !DIArgList(i32 %53, i32 %74), metadata !287, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !288
  br label %61, !dbg !292

49:                                               ; preds = %39
  %50 = sext i32 %25 to i64, !dbg !292
  %51 = getelementptr inbounds i8, i8* %6, i64 %50, !dbg !292
  %52 = bitcast i8* %51 to i32*, !dbg !292
  %53 = load i32, i32* %52, align 8, !dbg !292
  call void @llvm.dbg.value(metadata i32 0, metadata !285, metadata !DIExpression()), !dbg !288
  call void @llvm.dbg.value(metadata !DIArgList(i32 %53, i32 %74), metadata !287, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !288
  %54 = icmp sgt i32 %8, -25, !dbg !292
  br i1 %54, label %61, label %55, !dbg !292

55:                                               ; preds = %49
  %56 = add nsw i32 %8, 32, !dbg !292
  store i32 %56, i32* %4, align 8, !dbg !292
  %57 = icmp ult i32 %40, -7, !dbg !292
  br i1 %57, label %58, label %61, !dbg !292

58:                                               ; preds = %55
  %59 = sext i32 %40 to i64, !dbg !292
  %60 = getelementptr inbounds i8, i8* %6, i64 %59, !dbg !292
  br label %67, !dbg !292

61:                                               ; preds = %42, %55, %49
  %62 = phi i32 [ %48, %42 ], [ %53, %55 ], [ %53, %49 ]
  %63 = phi i32 [ %44, %42 ], [ %22, %55 ], [ %22, %49 ]
  %64 = phi i32 [ %43, %42 ], [ %37, %55 ], [ %37, %49 ]
  %65 = load i8*, i8** %7, align 8, !dbg !292
  %66 = getelementptr inbounds i8, i8* %65, i64 8, !dbg !292
  store i8* %66, i8** %7, align 8, !dbg !292
  br label %67, !dbg !292

67:                                               ; preds = %61, %58
  %68 = phi i32 [ %53, %58 ], [ %62, %61 ]
  %69 = phi i32 [ %22, %58 ], [ %63, %61 ]
  %70 = phi i32 [ %37, %58 ], [ %64, %61 ]
  %71 = phi i8* [ %60, %58 ], [ %65, %61 ]
  %72 = mul nsw i32 %69, 31, !dbg !293
  %73 = add nsw i32 %70, %72, !dbg !294
  call void @llvm.dbg.value(metadata i32 %73, metadata !287, metadata !DIExpression()), !dbg !288
  %74 = mul nsw i32 %73, 31, !dbg !293
  %75 = add nsw i32 %68, %74, !dbg !294
  call void @llvm.dbg.value(metadata i32 %75, metadata !287, metadata !DIExpression()), !dbg !288
  %76 = mul nsw i32 %75, 31, !dbg !293
  %77 = bitcast i8* %71 to i32*, !dbg !292
  %78 = load i32, i32* %77, align 8, !dbg !292
  %79 = add nsw i32 %78, %76, !dbg !294
  call void @llvm.dbg.value(metadata i32 %79, metadata !287, metadata !DIExpression()), !dbg !288
  call void @llvm.dbg.value(metadata i32 -1, metadata !285, metadata !DIExpression()), !dbg !288
  call void @llvm.va_end(i8* nonnull %3), !dbg !295
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %3) #9, !dbg !296
  ret i32 %79, !dbg !297
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #5 !dbg !298 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !300, metadata !DIExpression()), !dbg !302
  call void @llvm.dbg.value(metadata i32 %1, metadata !301, metadata !DIExpression()), !dbg !302
  %3 = add nsw i32 %1, %0, !dbg !303
  ret i32 %3, !dbg !304
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #5 !dbg !305 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !307, metadata !DIExpression()), !dbg !309
  call void @llvm.dbg.value(metadata i32 %1, metadata !308, metadata !DIExpression()), !dbg !309
  %3 = mul nsw i32 %1, %0, !dbg !310
  ret i32 %3, !dbg !311
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #5 !dbg !312 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !314, metadata !DIExpression()), !dbg !316
  call void @llvm.dbg.value(metadata i32 %1, metadata !315, metadata !DIExpression()), !dbg !316
  %3 = sub nsw i32 %0, %1, !dbg !317
  ret i32 %3, !dbg !318
}

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define internal fastcc i32 @run(i32* nocapture noundef readnone %0) #6 !dbg !32 {
  %2 = alloca [16 x i32], align 4
  call void @llvm.dbg.value(metadata i32* getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0), metadata !37, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.declare(metadata [16 x i32]* %2, metadata !38, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata i32 0, metadata !43, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata i32 1, metadata !43, metadata !DIExpression()), !dbg !319
  br label %3, !dbg !321

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
  %15 = trunc i64 %91 to i32, !dbg !322
  call void @llvm.dbg.label(metadata !48), !dbg !322
  call void @llvm.dbg.value(metadata i32 %15, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !319
  %16 = shl i64 %91, 32, !dbg !323
  %17 = ashr exact i64 %16, 32, !dbg !323
  %18 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %17, !dbg !323
  %19 = load i32, i32* %18, align 4, !dbg !323, !tbaa !324
  %20 = add nsw i32 %5, 1, !dbg !325
  call void @llvm.dbg.value(metadata i32 %20, metadata !42, metadata !DIExpression()), !dbg !319
  %21 = sext i32 %5 to i64, !dbg !326
  %22 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %21, !dbg !326
  store i32 %19, i32* %22, align 4, !dbg !327, !tbaa !324
  %23 = add nsw i32 %15, 2, !dbg !328
  call void @llvm.dbg.value(metadata i32 %23, metadata !43, metadata !DIExpression()), !dbg !319
  %24 = shl i64 %91, 32, !dbg !328
  %25 = add i64 %24, 4294967296, !dbg !328
  %26 = ashr exact i64 %25, 32, !dbg !328
  br label %27, !dbg !328

27:                                               ; preds = %14, %71, %52, %44, %36
  %28 = phi i64 [ %26, %14 ], [ %74, %71 ], [ %60, %52 ], [ %51, %44 ], [ %43, %36 ]
  %29 = phi i32 [ %23, %14 ], [ %73, %71 ], [ %58, %52 ], [ %49, %44 ], [ %41, %36 ]
  %30 = phi i32 [ %20, %14 ], [ %7, %71 ], [ %57, %52 ], [ %7, %44 ], [ %7, %36 ]
  %31 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %28, !dbg !319
  %32 = load i32, i32* %31, align 4, !dbg !319, !tbaa !324
  %33 = sext i32 %32 to i64, !dbg !319
  %34 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %33, !dbg !319
  %35 = load i8*, i8** %34, align 8, !dbg !319, !tbaa !329
  br label %3

36:                                               ; preds = %90
  %37 = trunc i64 %91 to i32, !dbg !330
  call void @llvm.dbg.label(metadata !49), !dbg !330
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !319
  %38 = load i32, i32* %9, align 4, !dbg !331, !tbaa !324
  %39 = load i32, i32* %12, align 4, !dbg !332, !tbaa !324
  %40 = add nsw i32 %39, %38, !dbg !332
  store i32 %40, i32* %12, align 4, !dbg !332, !tbaa !324
  %41 = add nsw i32 %37, 1, !dbg !333
  call void @llvm.dbg.value(metadata i32 %41, metadata !43, metadata !DIExpression()), !dbg !319
  %42 = shl i64 %91, 32, !dbg !333
  %43 = ashr exact i64 %42, 32, !dbg !333
  br label %27, !dbg !333

44:                                               ; preds = %90
  %45 = trunc i64 %91 to i32, !dbg !334
  call void @llvm.dbg.label(metadata !50), !dbg !334
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !319
  %46 = load i32, i32* %9, align 4, !dbg !335, !tbaa !324
  %47 = load i32, i32* %12, align 4, !dbg !336, !tbaa !324
  %48 = mul nsw i32 %47, %46, !dbg !336
  store i32 %48, i32* %12, align 4, !dbg !336, !tbaa !324
  %49 = add nsw i32 %45, 1, !dbg !337
  call void @llvm.dbg.value(metadata i32 %49, metadata !43, metadata !DIExpression()), !dbg !319
  %50 = shl i64 %91, 32, !dbg !337
  %51 = ashr exact i64 %50, 32, !dbg !337
  br label %27, !dbg !337

52:                                               ; preds = %90
  %53 = trunc i64 %91 to i32, !dbg !338
  call void @llvm.dbg.label(metadata !51), !dbg !338
  %54 = load i32, i32* %12, align 4, !dbg !339, !tbaa !324
  %55 = sext i32 %5 to i64, !dbg !340
  %56 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %55, !dbg !340
  store i32 %54, i32* %56, align 4, !dbg !341, !tbaa !324
  %57 = add nsw i32 %5, 1, !dbg !342
  call void @llvm.dbg.value(metadata i32 %57, metadata !42, metadata !DIExpression()), !dbg !319
  %58 = add nsw i32 %53, 1, !dbg !343
  call void @llvm.dbg.value(metadata i32 %58, metadata !43, metadata !DIExpression()), !dbg !319
  %59 = shl i64 %91, 32, !dbg !343
  %60 = ashr exact i64 %59, 32, !dbg !343
  br label %27, !dbg !343

61:                                               ; preds = %90
  %62 = trunc i64 %91 to i32, !dbg !344
  call void @llvm.dbg.label(metadata !52), !dbg !344
  %63 = add nsw i32 %62, 1, !dbg !345
  call void @llvm.dbg.value(metadata i32 %63, metadata !43, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata i32 undef, metadata !44, metadata !DIExpression()), !dbg !346
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !319
  %64 = load i32, i32* %9, align 4, !dbg !347, !tbaa !324
  %65 = icmp eq i32 %64, 0, !dbg !347
  br i1 %65, label %71, label %66, !dbg !349

66:                                               ; preds = %61
  %67 = shl i64 %91, 32, !dbg !350
  %68 = ashr exact i64 %67, 32, !dbg !350
  %69 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %68, !dbg !350
  %70 = load i32, i32* %69, align 4, !dbg !350, !tbaa !324
  call void @llvm.dbg.value(metadata i32 %70, metadata !44, metadata !DIExpression()), !dbg !346
  call void @llvm.dbg.value(metadata i32 undef, metadata !43, metadata !DIExpression()), !dbg !319
  br label %71, !dbg !351

71:                                               ; preds = %66, %61
  %72 = phi i32 [ %70, %66 ], [ %63, %61 ], !dbg !346
  call void @llvm.dbg.value(metadata i32 %72, metadata !43, metadata !DIExpression()), !dbg !319
  %73 = add nsw i32 %72, 1, !dbg !352
  call void @llvm.dbg.value(metadata i32 %73, metadata !43, metadata !DIExpression()), !dbg !319
  %74 = sext i32 %72 to i64, !dbg !352
  br label %27, !dbg !352

75:                                               ; preds = %90
  call void @llvm.dbg.label(metadata !53), !dbg !353
  %76 = load i32, i32* %9, align 4, !dbg !354, !tbaa !324
  %77 = add nsw i32 %76, -1, !dbg !354
  store i32 %77, i32* %9, align 4, !dbg !354, !tbaa !324
  call void @llvm.dbg.value(metadata i64 %91, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !319
  br label %78, !dbg !355

78:                                               ; preds = %75, %85
  %79 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %91, !dbg !319
  %80 = load i32, i32* %79, align 4, !dbg !319, !tbaa !324
  %81 = sext i32 %80 to i64, !dbg !319
  %82 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %81, !dbg !319
  %83 = load i8*, i8** %82, align 8, !dbg !319, !tbaa !329
  %84 = add i64 %91, 1, !dbg !319
  br label %90, !dbg !319

85:                                               ; preds = %90
  call void @llvm.dbg.label(metadata !54), !dbg !356
  %86 = load i32, i32* %9, align 4, !dbg !357, !tbaa !324
  call void @llvm.dbg.value(metadata i32 %86, metadata !46, metadata !DIExpression()), !dbg !358
  %87 = load i32, i32* %12, align 4, !dbg !359, !tbaa !324
  store i32 %87, i32* %9, align 4, !dbg !360, !tbaa !324
  store i32 %86, i32* %12, align 4, !dbg !361, !tbaa !324
  call void @llvm.dbg.value(metadata i64 %91, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !319
  br label %78, !dbg !362

88:                                               ; preds = %90
  call void @llvm.dbg.label(metadata !55), !dbg !363
  %89 = load i32, i32* %9, align 4, !dbg !364, !tbaa !324
  ret i32 %89, !dbg !365

90:                                               ; preds = %78, %3
  %91 = phi i64 [ %84, %78 ], [ %13, %3 ], !dbg !319
  %92 = phi i8* [ %83, %78 ], [ %6, %3 ]
  call void @llvm.dbg.value(metadata i32 %5, metadata !42, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata i64 %91, metadata !43, metadata !DIExpression()), !dbg !319
  indirectbr i8* %92, [label %14, label %36, label %44, label %52, label %61, label %75, label %85, label %88]
}

; Function Attrs: nofree nounwind
declare !dbg !366 noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #5 !dbg !370 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !372, metadata !DIExpression()), !dbg !374
  call void @llvm.dbg.value(metadata i32 %1, metadata !373, metadata !DIExpression()), !dbg !374
  %3 = icmp eq i32 %1, 0, !dbg !375
  br i1 %3, label %6, label %4, !dbg !375

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1, !dbg !376
  br label %6, !dbg !375

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ], !dbg !375
  ret i32 %7, !dbg !377
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nofree nosync nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { mustprogress nofree nosync nounwind willreturn }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!129, !130, !131, !132, !133, !134, !135, !136, !137, !138, !139}
!llvm.ident = !{!140}

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
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!132 = !{i32 1, !"branch-target-enforcement", i32 0}
!133 = !{i32 1, !"sign-return-address", i32 0}
!134 = !{i32 1, !"sign-return-address-all", i32 0}
!135 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!136 = !{i32 7, !"PIC Level", i32 2}
!137 = !{i32 7, !"PIE Level", i32 2}
!138 = !{i32 7, !"uwtable", i32 1}
!139 = !{i32 7, !"frame-pointer", i32 1}
!140 = !{!"Debian clang version 14.0.6"}
!141 = !DILocation(line: 0, scope: !2)
!142 = !DILocation(line: 101, column: 25, scope: !2)
!143 = !DILocation(line: 101, column: 3, scope: !2)
!144 = !DILocation(line: 102, column: 26, scope: !2)
!145 = !DILocation(line: 102, column: 3, scope: !2)
!146 = !DILocation(line: 0, scope: !108)
!147 = !DILocation(line: 105, column: 8, scope: !108)
!148 = !DILocation(line: 105, column: 30, scope: !111)
!149 = !{!150, !150, i64 0}
!150 = !{!"omnipotent char", !151, i64 0}
!151 = !{!"Simple C/C++ TBAA"}
!152 = !DILocation(line: 105, column: 3, scope: !108)
!153 = !DILocation(line: 110, column: 3, scope: !2)
!154 = !DILocation(line: 118, column: 35, scope: !2)
!155 = !DILocation(line: 118, column: 3, scope: !2)
!156 = !DILocation(line: 122, column: 3, scope: !2)
!157 = !DILocation(line: 123, column: 3, scope: !2)
!158 = !DILocation(line: 124, column: 3, scope: !2)
!159 = !DILocation(line: 125, column: 47, scope: !160)
!160 = distinct !DILexicalBlock(scope: !124, file: !3, line: 125, column: 3)
!161 = !DILocation(line: 126, column: 77, scope: !2)
!162 = !{!163, !164, i64 0}
!163 = !{!"", !164, i64 0, !150, i64 4, !165, i64 16}
!164 = !{!"int", !150, i64 0}
!165 = !{!"double", !150, i64 0}
!166 = !DILocation(line: 126, column: 93, scope: !2)
!167 = !{!163, !165, i64 16}
!168 = !DILocation(line: 126, column: 3, scope: !2)
!169 = !DILocation(line: 128, column: 3, scope: !2)
!170 = !DILocation(line: 129, column: 3, scope: !2)
!171 = !DILocation(line: 58, column: 50, scope: !172, inlinedAt: !181)
!172 = distinct !DILexicalBlock(scope: !173, file: !3, line: 58, column: 9)
!173 = distinct !DILexicalBlock(scope: !174, file: !3, line: 57, column: 3)
!174 = distinct !DILexicalBlock(scope: !175, file: !3, line: 57, column: 3)
!175 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 56, type: !176, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !178)
!176 = !DISubroutineType(types: !177)
!177 = !{!24, !11}
!178 = !{!179, !180}
!179 = !DILocalVariable(name: "c", arg: 1, scope: !175, file: !3, line: 56, type: !11)
!180 = !DILocalVariable(name: "i", scope: !174, file: !3, line: 57, type: !120)
!181 = distinct !DILocation(line: 106, column: 15, scope: !110)
!182 = !DILocation(line: 0, scope: !110)
!183 = !{!184, !185, i64 8}
!184 = !{!"", !150, i64 0, !185, i64 8}
!185 = !{!"any pointer", !150, i64 0}
!186 = !DILocation(line: 107, column: 30, scope: !110)
!187 = !DILocation(line: 107, column: 26, scope: !110)
!188 = !DILocation(line: 107, column: 22, scope: !110)
!189 = !DILocation(line: 107, column: 5, scope: !110)
!190 = !DILocation(line: 105, column: 34, scope: !111)
!191 = !DILocation(line: 105, column: 3, scope: !111)
!192 = distinct !{!192, !152, !193, !194}
!193 = !DILocation(line: 108, column: 3, scope: !108)
!194 = !{!"llvm.loop.mustprogress"}
!195 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 13, type: !196, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !198)
!196 = !DISubroutineType(types: !197)
!197 = !{!10, !80, null}
!198 = !{!199, !200, !212, !213, !214, !216, !221, !223}
!199 = !DILocalVariable(name: "fmt", arg: 1, scope: !195, file: !3, line: 13, type: !80)
!200 = !DILocalVariable(name: "ap", scope: !195, file: !3, line: 14, type: !201)
!201 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !3, line: 8, baseType: !202)
!202 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !203, baseType: !204)
!203 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus")
!204 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", size: 256, elements: !205)
!205 = !{!206, !208, !209, !210, !211}
!206 = !DIDerivedType(tag: DW_TAG_member, name: "__stack", scope: !204, file: !203, line: 14, baseType: !207, size: 64)
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_top", scope: !204, file: !203, line: 14, baseType: !207, size: 64, offset: 64)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_top", scope: !204, file: !203, line: 14, baseType: !207, size: 64, offset: 128)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_offs", scope: !204, file: !203, line: 14, baseType: !6, size: 32, offset: 192)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_offs", scope: !204, file: !203, line: 14, baseType: !6, size: 32, offset: 224)
!212 = !DILocalVariable(name: "ap2", scope: !195, file: !3, line: 14, type: !201)
!213 = !DILocalVariable(name: "total", scope: !195, file: !3, line: 15, type: !10)
!214 = !DILocalVariable(name: "f", scope: !215, file: !3, line: 18, type: !80)
!215 = distinct !DILexicalBlock(scope: !195, file: !3, line: 18, column: 3)
!216 = !DILocalVariable(name: "s", scope: !217, file: !3, line: 23, type: !80)
!217 = distinct !DILexicalBlock(scope: !218, file: !3, line: 23, column: 15)
!218 = distinct !DILexicalBlock(scope: !219, file: !3, line: 19, column: 17)
!219 = distinct !DILexicalBlock(scope: !220, file: !3, line: 18, column: 38)
!220 = distinct !DILexicalBlock(scope: !215, file: !3, line: 18, column: 3)
!221 = !DILocalVariable(name: "p", scope: !222, file: !3, line: 25, type: !101)
!222 = distinct !DILexicalBlock(scope: !218, file: !3, line: 25, column: 15)
!223 = !DILocalVariable(name: "first", scope: !195, file: !3, line: 31, type: !6)
!224 = !DILocation(line: 0, scope: !195)
!225 = !DILocation(line: 14, column: 3, scope: !195)
!226 = !DILocation(line: 14, column: 13, scope: !195)
!227 = !DILocation(line: 14, column: 17, scope: !195)
!228 = !DILocation(line: 16, column: 3, scope: !195)
!229 = !DILocation(line: 17, column: 3, scope: !195)
!230 = !DILocation(line: 0, scope: !215)
!231 = !DILocation(line: 18, column: 8, scope: !215)
!232 = !DILocation(line: 15, column: 13, scope: !195)
!233 = !DILocation(line: 18, column: 29, scope: !220)
!234 = !DILocation(line: 18, column: 3, scope: !215)
!235 = !DILocation(line: 29, column: 3, scope: !195)
!236 = !DILocation(line: 31, column: 31, scope: !195)
!237 = !DILocation(line: 20, column: 24, scope: !218)
!238 = !DILocation(line: 20, column: 21, scope: !218)
!239 = !DILocation(line: 20, column: 51, scope: !218)
!240 = !DILocation(line: 21, column: 24, scope: !218)
!241 = !DILocation(line: 21, column: 21, scope: !218)
!242 = !DILocation(line: 21, column: 57, scope: !218)
!243 = !DILocation(line: 22, column: 36, scope: !218)
!244 = !DILocation(line: 22, column: 65, scope: !218)
!245 = !DILocation(line: 22, column: 24, scope: !218)
!246 = !DILocation(line: 22, column: 21, scope: !218)
!247 = !DILocation(line: 22, column: 72, scope: !218)
!248 = !DILocation(line: 23, column: 33, scope: !217)
!249 = !DILocation(line: 0, scope: !217)
!250 = !DILocation(line: 23, column: 76, scope: !217)
!251 = !DILocation(line: 23, column: 69, scope: !217)
!252 = !DILocation(line: 23, column: 78, scope: !217)
!253 = !DILocation(line: 23, column: 82, scope: !217)
!254 = distinct !{!254, !251, !255, !194}
!255 = !DILocation(line: 23, column: 84, scope: !217)
!256 = !DILocation(line: 24, column: 30, scope: !218)
!257 = !DILocation(line: 24, column: 24, scope: !218)
!258 = !DILocation(line: 24, column: 21, scope: !218)
!259 = !DILocation(line: 24, column: 57, scope: !218)
!260 = !DILocation(line: 25, column: 31, scope: !222)
!261 = !{i64 0, i64 2, !262, i64 2, i64 2, !262}
!262 = !{!263, !263, i64 0}
!263 = !{!"short", !150, i64 0}
!264 = !DILocation(line: 0, scope: !222)
!265 = !{i64 0, i64 2, !262}
!266 = !DILocation(line: 25, column: 73, scope: !222)
!267 = !DILocation(line: 25, column: 77, scope: !222)
!268 = !DILocation(line: 25, column: 85, scope: !222)
!269 = !DILocation(line: 25, column: 83, scope: !222)
!270 = !DILocation(line: 25, column: 70, scope: !222)
!271 = !DILocation(line: 18, column: 33, scope: !220)
!272 = !DILocation(line: 18, column: 3, scope: !220)
!273 = distinct !{!273, !234, !274, !194}
!274 = !DILocation(line: 28, column: 3, scope: !215)
!275 = !DILocation(line: 32, column: 3, scope: !195)
!276 = !DILocation(line: 33, column: 16, scope: !195)
!277 = !DILocation(line: 33, column: 25, scope: !195)
!278 = !DILocation(line: 33, column: 23, scope: !195)
!279 = !DILocation(line: 34, column: 1, scope: !195)
!280 = !DILocation(line: 33, column: 3, scope: !195)
!281 = distinct !DISubprogram(name: "forward", scope: !3, file: !3, line: 36, type: !282, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !284)
!282 = !DISubroutineType(types: !283)
!283 = !{!6, !6, null}
!284 = !{!285, !286, !287}
!285 = !DILocalVariable(name: "n", arg: 1, scope: !281, file: !3, line: 36, type: !6)
!286 = !DILocalVariable(name: "ap", scope: !281, file: !3, line: 37, type: !201)
!287 = !DILocalVariable(name: "r", scope: !281, file: !3, line: 39, type: !6)
!288 = !DILocation(line: 0, scope: !281)
!289 = !DILocation(line: 37, column: 3, scope: !281)
!290 = !DILocation(line: 37, column: 13, scope: !281)
!291 = !DILocation(line: 38, column: 3, scope: !281)
!292 = !DILocation(line: 40, column: 32, scope: !281)
!293 = !DILocation(line: 40, column: 25, scope: !281)
!294 = !DILocation(line: 40, column: 30, scope: !281)
!295 = !DILocation(line: 41, column: 3, scope: !281)
!296 = !DILocation(line: 43, column: 1, scope: !281)
!297 = !DILocation(line: 42, column: 3, scope: !281)
!298 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 47, type: !26, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !299)
!299 = !{!300, !301}
!300 = !DILocalVariable(name: "a", arg: 1, scope: !298, file: !3, line: 47, type: !6)
!301 = !DILocalVariable(name: "b", arg: 2, scope: !298, file: !3, line: 47, type: !6)
!302 = !DILocation(line: 0, scope: !298)
!303 = !DILocation(line: 47, column: 44, scope: !298)
!304 = !DILocation(line: 47, column: 35, scope: !298)
!305 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 49, type: !26, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !306)
!306 = !{!307, !308}
!307 = !DILocalVariable(name: "a", arg: 1, scope: !305, file: !3, line: 49, type: !6)
!308 = !DILocalVariable(name: "b", arg: 2, scope: !305, file: !3, line: 49, type: !6)
!309 = !DILocation(line: 0, scope: !305)
!310 = !DILocation(line: 49, column: 44, scope: !305)
!311 = !DILocation(line: 49, column: 35, scope: !305)
!312 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 48, type: !26, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !313)
!313 = !{!314, !315}
!314 = !DILocalVariable(name: "a", arg: 1, scope: !312, file: !3, line: 48, type: !6)
!315 = !DILocalVariable(name: "b", arg: 2, scope: !312, file: !3, line: 48, type: !6)
!316 = !DILocation(line: 0, scope: !312)
!317 = !DILocation(line: 48, column: 44, scope: !312)
!318 = !DILocation(line: 48, column: 35, scope: !312)
!319 = !DILocation(line: 0, scope: !32)
!320 = !DILocation(line: 74, column: 7, scope: !32)
!321 = !DILocation(line: 76, column: 3, scope: !32)
!322 = !DILocation(line: 77, column: 1, scope: !32)
!323 = !DILocation(line: 77, column: 24, scope: !32)
!324 = !{!164, !164, i64 0}
!325 = !DILocation(line: 77, column: 18, scope: !32)
!326 = !DILocation(line: 77, column: 10, scope: !32)
!327 = !DILocation(line: 77, column: 22, scope: !32)
!328 = !DILocation(line: 77, column: 36, scope: !32)
!329 = !{!185, !185, i64 0}
!330 = !DILocation(line: 78, column: 1, scope: !32)
!331 = !DILocation(line: 78, column: 32, scope: !32)
!332 = !DILocation(line: 78, column: 29, scope: !32)
!333 = !DILocation(line: 78, column: 43, scope: !32)
!334 = !DILocation(line: 79, column: 1, scope: !32)
!335 = !DILocation(line: 79, column: 32, scope: !32)
!336 = !DILocation(line: 79, column: 29, scope: !32)
!337 = !DILocation(line: 79, column: 43, scope: !32)
!338 = !DILocation(line: 80, column: 1, scope: !32)
!339 = !DILocation(line: 80, column: 22, scope: !32)
!340 = !DILocation(line: 80, column: 10, scope: !32)
!341 = !DILocation(line: 80, column: 20, scope: !32)
!342 = !DILocation(line: 80, column: 39, scope: !32)
!343 = !DILocation(line: 80, column: 43, scope: !32)
!344 = !DILocation(line: 81, column: 1, scope: !32)
!345 = !DILocation(line: 81, column: 26, scope: !45)
!346 = !DILocation(line: 0, scope: !45)
!347 = !DILocation(line: 81, column: 35, scope: !348)
!348 = distinct !DILexicalBlock(scope: !45, file: !3, line: 81, column: 35)
!349 = !DILocation(line: 81, column: 35, scope: !45)
!350 = !DILocation(line: 81, column: 19, scope: !45)
!351 = !DILocation(line: 81, column: 48, scope: !348)
!352 = !DILocation(line: 81, column: 56, scope: !45)
!353 = !DILocation(line: 82, column: 1, scope: !32)
!354 = !DILocation(line: 82, column: 22, scope: !32)
!355 = !DILocation(line: 82, column: 26, scope: !32)
!356 = !DILocation(line: 83, column: 1, scope: !32)
!357 = !DILocation(line: 83, column: 20, scope: !47)
!358 = !DILocation(line: 0, scope: !47)
!359 = !DILocation(line: 83, column: 51, scope: !47)
!360 = !DILocation(line: 83, column: 49, scope: !47)
!361 = !DILocation(line: 83, column: 80, scope: !47)
!362 = !DILocation(line: 83, column: 85, scope: !47)
!363 = !DILocation(line: 84, column: 1, scope: !32)
!364 = !DILocation(line: 84, column: 17, scope: !32)
!365 = !DILocation(line: 84, column: 10, scope: !32)
!366 = !DISubprogram(name: "putchar", scope: !3, file: !3, line: 6, type: !367, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !369)
!367 = !DISubroutineType(types: !368)
!368 = !{!6, !6}
!369 = !{}
!370 = distinct !DISubprogram(name: "op_div", scope: !3, file: !3, line: 50, type: !26, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !371)
!371 = !{!372, !373}
!372 = !DILocalVariable(name: "a", arg: 1, scope: !370, file: !3, line: 50, type: !6)
!373 = !DILocalVariable(name: "b", arg: 2, scope: !370, file: !3, line: 50, type: !6)
!374 = !DILocation(line: 0, scope: !370)
!375 = !DILocation(line: 50, column: 42, scope: !370)
!376 = !DILocation(line: 50, column: 48, scope: !370)
!377 = !DILocation(line: 50, column: 35, scope: !370)
