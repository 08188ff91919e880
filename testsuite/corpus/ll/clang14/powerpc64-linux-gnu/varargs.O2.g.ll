; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8, !dbg !88
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 8, !dbg !16
@run.dispatch = internal unnamed_addr constant [8 x i8*] [i8* blockaddress(@run, %14), i8* blockaddress(@run, %36), i8* blockaddress(@run, %44), i8* blockaddress(@run, %52), i8* blockaddress(@run, %61), i8* blockaddress(@run, %75), i8* blockaddress(@run, %85), i8* blockaddress(@run, %88)], align 8, !dbg !30
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1

; Function Attrs: uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 !dbg !2 {
  call void @llvm.dbg.value(metadata i32 196612, metadata !100, metadata !DIExpression()), !dbg !136
  %1 = tail call i64 (i8*, ...) @vsum(i8* undef, i32 noundef signext 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext 65, i32 196612), !dbg !137
  %2 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %1), !dbg !138
  %3 = tail call signext i32 (i32, ...) @forward(i32 signext undef, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4), !dbg !139
  %4 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %3), !dbg !140
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), metadata !106, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), metadata !107, metadata !DIExpression()), !dbg !141
  br label %5, !dbg !142

5:                                                ; preds = %31, %0
  %6 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), %0 ], [ %35, %31 ], !dbg !141
  call void @llvm.dbg.value(metadata i8* %6, metadata !107, metadata !DIExpression()), !dbg !141
  %7 = load i8, i8* %6, align 1, !dbg !143, !tbaa !144
  switch i8 %7, label %31 [
    i8 0, label %8
    i8 43, label %26
    i8 45, label %23
    i8 42, label %24
    i8 47, label %25
  ], !dbg !147

8:                                                ; preds = %5
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_add, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !136
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_mul, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !136
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_sub, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !136
  %9 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext 54), !dbg !148
  call void @llvm.dbg.value(metadata i32 1, metadata !116, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 undef, metadata !116, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 undef, metadata !116, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value)), !dbg !136
  %10 = tail call fastcc signext i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0)), !dbg !149
  %11 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %10, i32 noundef signext 120), !dbg !150
  call void @llvm.dbg.value(metadata i32 -2128831035, metadata !119, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 undef, metadata !119, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 undef, metadata !119, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 16777619, DW_OP_mul, DW_OP_stack_value)), !dbg !136
  %12 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext 39, i32 noundef zeroext -1837022641), !dbg !151
  %13 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i64 0, i64 0), i32 noundef signext 23), !dbg !152
  %14 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i32 noundef signext 128, i32 noundef signext 255, i32 noundef signext 39), !dbg !153
  %15 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0)), !dbg !154
  %16 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.15, i64 0, i64 0)), !dbg !154
  %17 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0)), !dbg !154
  %18 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0)), !dbg !154
  %19 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 0), align 8, !dbg !156, !tbaa !157
  %20 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 2), align 8, !dbg !161, !tbaa !162
  %21 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 1, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 2, i64 0), i32 noundef signext %19, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 1, i64 0), double noundef %20, i32 noundef signext 6), !dbg !163
  %22 = tail call signext i32 @putchar(i32 noundef signext 10), !dbg !164
  ret i32 0, !dbg !165

23:                                               ; preds = %5
  br label %26, !dbg !166

24:                                               ; preds = %5
  br label %26, !dbg !166

25:                                               ; preds = %5
  br label %26, !dbg !166

26:                                               ; preds = %25, %24, %23, %5
  %27 = phi i64 [ 1, %23 ], [ 2, %24 ], [ 3, %25 ], [ 0, %5 ], !dbg !177
  call void @llvm.dbg.value(metadata i32 (i32, i32)* undef, metadata !109, metadata !DIExpression()), !dbg !178
  %28 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %27, i32 1, !dbg !166
  %29 = load i32 (i32, i32)*, i32 (i32, i32)** %28, align 8, !dbg !166, !tbaa !179
  call void @llvm.dbg.value(metadata i32 (i32, i32)* %29, metadata !109, metadata !DIExpression()), !dbg !178
  %30 = tail call signext i32 %29(i32 noundef signext 17, i32 noundef signext 5), !dbg !182
  br label %31, !dbg !183

31:                                               ; preds = %5, %26
  %32 = phi i32 [ %30, %26 ], [ -1, %5 ], !dbg !183
  %33 = zext i8 %7 to i32, !dbg !184
  %34 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext %33, i32 noundef signext %32), !dbg !185
  %35 = getelementptr inbounds i8, i8* %6, i64 1, !dbg !186
  call void @llvm.dbg.value(metadata i8* %35, metadata !107, metadata !DIExpression()), !dbg !141
  br label %5, !dbg !187, !llvm.loop !188
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @vsum(i8* nocapture readnone %0, ...) unnamed_addr #4 !dbg !191 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), metadata !195, metadata !DIExpression()), !dbg !213
  %4 = bitcast i8** %2 to i8*, !dbg !214
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #9, !dbg !214
  %5 = bitcast i8** %3 to i8*, !dbg !214
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #9, !dbg !214
  call void @llvm.dbg.value(metadata i64 0, metadata !202, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i8** %2, metadata !196, metadata !DIExpression(DW_OP_deref)), !dbg !213
  call void @llvm.va_start(i8* nonnull %4), !dbg !215
  call void @llvm.dbg.value(metadata i8** %3, metadata !201, metadata !DIExpression(DW_OP_deref)), !dbg !213
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4), !dbg !216
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), metadata !203, metadata !DIExpression()), !dbg !217
  br label %6, !dbg !218

6:                                                ; preds = %77, %1
  %7 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), %1 ], [ %79, %77 ], !dbg !217
  %8 = phi i64 [ 0, %1 ], [ %78, %77 ], !dbg !219
  call void @llvm.dbg.value(metadata i64 %8, metadata !202, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i8* %7, metadata !203, metadata !DIExpression()), !dbg !217
  %9 = load i8, i8* %7, align 1, !dbg !220, !tbaa !144
  switch i8 %9, label %77 [
    i8 0, label %10
    i8 105, label %19
    i8 108, label %27
    i8 100, label %33
    i8 115, label %41
    i8 99, label %55
    i8 112, label %64
  ], !dbg !221

10:                                               ; preds = %6
  call void @llvm.dbg.value(metadata i8** %2, metadata !196, metadata !DIExpression(DW_OP_deref)), !dbg !213
  call void @llvm.va_end(i8* nonnull %4), !dbg !222
  %11 = load i8*, i8** %3, align 8, !dbg !223
  call void @llvm.dbg.value(metadata i8* %11, metadata !201, metadata !DIExpression()), !dbg !213
  %12 = getelementptr inbounds i8, i8* %11, i64 8, !dbg !223
  call void @llvm.dbg.value(metadata i8* %12, metadata !201, metadata !DIExpression()), !dbg !213
  store i8* %12, i8** %3, align 8, !dbg !223
  %13 = getelementptr inbounds i8, i8* %11, i64 4, !dbg !223
  %14 = bitcast i8* %13 to i32*, !dbg !223
  %15 = load i32, i32* %14, align 4, !dbg !223
  call void @llvm.dbg.value(metadata i32 %15, metadata !212, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i8** %3, metadata !201, metadata !DIExpression(DW_OP_deref)), !dbg !213
  call void @llvm.va_end(i8* nonnull %5), !dbg !224
  %16 = mul nsw i64 %8, 1000, !dbg !225
  %17 = sext i32 %15 to i64, !dbg !226
  %18 = add nsw i64 %16, %17, !dbg !227
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #9, !dbg !228
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #9, !dbg !228
  ret i64 %18, !dbg !229

19:                                               ; preds = %6
  %20 = load i8*, i8** %2, align 8, !dbg !230
  call void @llvm.dbg.value(metadata i8* %20, metadata !196, metadata !DIExpression()), !dbg !213
  %21 = getelementptr inbounds i8, i8* %20, i64 8, !dbg !230
  call void @llvm.dbg.value(metadata i8* %21, metadata !196, metadata !DIExpression()), !dbg !213
  store i8* %21, i8** %2, align 8, !dbg !230
  %22 = getelementptr inbounds i8, i8* %20, i64 4, !dbg !230
  %23 = bitcast i8* %22 to i32*, !dbg !230
  %24 = load i32, i32* %23, align 4, !dbg !230
  %25 = sext i32 %24 to i64, !dbg !230
  %26 = add nsw i64 %8, %25, !dbg !231
  call void @llvm.dbg.value(metadata i64 %26, metadata !202, metadata !DIExpression()), !dbg !213
  br label %77, !dbg !232

27:                                               ; preds = %6
  %28 = load i8*, i8** %2, align 8, !dbg !233
  call void @llvm.dbg.value(metadata i8* %28, metadata !196, metadata !DIExpression()), !dbg !213
  %29 = getelementptr inbounds i8, i8* %28, i64 8, !dbg !233
  call void @llvm.dbg.value(metadata i8* %29, metadata !196, metadata !DIExpression()), !dbg !213
  store i8* %29, i8** %2, align 8, !dbg !233
  %30 = bitcast i8* %28 to i64*, !dbg !233
  %31 = load i64, i64* %30, align 8, !dbg !233
  %32 = add nsw i64 %31, %8, !dbg !234
  call void @llvm.dbg.value(metadata i64 %32, metadata !202, metadata !DIExpression()), !dbg !213
  br label %77, !dbg !235

33:                                               ; preds = %6
  %34 = load i8*, i8** %2, align 8, !dbg !236
  call void @llvm.dbg.value(metadata i8* %34, metadata !196, metadata !DIExpression()), !dbg !213
  %35 = getelementptr inbounds i8, i8* %34, i64 8, !dbg !236
  call void @llvm.dbg.value(metadata i8* %35, metadata !196, metadata !DIExpression()), !dbg !213
  store i8* %35, i8** %2, align 8, !dbg !236
  %36 = bitcast i8* %34 to double*, !dbg !236
  %37 = load double, double* %36, align 8, !dbg !236
  %38 = fmul double %37, 1.000000e+01, !dbg !237
  %39 = fptosi double %38 to i64, !dbg !238
  %40 = add nsw i64 %8, %39, !dbg !239
  call void @llvm.dbg.value(metadata i64 %40, metadata !202, metadata !DIExpression()), !dbg !213
  br label %77, !dbg !240

41:                                               ; preds = %6
  %42 = load i8*, i8** %2, align 8, !dbg !241
  call void @llvm.dbg.value(metadata i8* %42, metadata !196, metadata !DIExpression()), !dbg !213
  %43 = getelementptr inbounds i8, i8* %42, i64 8, !dbg !241
  call void @llvm.dbg.value(metadata i8* %43, metadata !196, metadata !DIExpression()), !dbg !213
  store i8* %43, i8** %2, align 8, !dbg !241
  %44 = bitcast i8* %42 to i8**, !dbg !241
  %45 = load i8*, i8** %44, align 8, !dbg !241
  call void @llvm.dbg.value(metadata i8* %45, metadata !205, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata i64 %8, metadata !202, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i8* %45, metadata !205, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !242
  %46 = load i8, i8* %45, align 1, !dbg !243, !tbaa !144
  %47 = icmp eq i8 %46, 0, !dbg !244
  br i1 %47, label %77, label %48, !dbg !244

48:                                               ; preds = %41, %48
  %49 = phi i64 [ %52, %48 ], [ %8, %41 ]
  %50 = phi i8* [ %51, %48 ], [ %45, %41 ]
  call void @llvm.dbg.value(metadata i64 %49, metadata !202, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i8* %50, metadata !205, metadata !DIExpression()), !dbg !242
  %51 = getelementptr inbounds i8, i8* %50, i64 1, !dbg !245
  call void @llvm.dbg.value(metadata i8* %51, metadata !205, metadata !DIExpression()), !dbg !242
  %52 = add nsw i64 %49, 1, !dbg !246
  call void @llvm.dbg.value(metadata i64 %52, metadata !202, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i8* %51, metadata !205, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !242
  %53 = load i8, i8* %51, align 1, !dbg !243, !tbaa !144
  %54 = icmp eq i8 %53, 0, !dbg !244
  br i1 %54, label %77, label %48, !dbg !244, !llvm.loop !247

55:                                               ; preds = %6
  %56 = load i8*, i8** %2, align 8, !dbg !249
  call void @llvm.dbg.value(metadata i8* %56, metadata !196, metadata !DIExpression()), !dbg !213
  %57 = getelementptr inbounds i8, i8* %56, i64 8, !dbg !249
  call void @llvm.dbg.value(metadata i8* %57, metadata !196, metadata !DIExpression()), !dbg !213
  store i8* %57, i8** %2, align 8, !dbg !249
  %58 = getelementptr inbounds i8, i8* %56, i64 4, !dbg !249
  %59 = bitcast i8* %58 to i32*, !dbg !249
  %60 = load i32, i32* %59, align 4, !dbg !249
  %61 = and i32 %60, 255, !dbg !250
  %62 = zext i32 %61 to i64, !dbg !250
  %63 = add nsw i64 %8, %62, !dbg !251
  call void @llvm.dbg.value(metadata i64 %63, metadata !202, metadata !DIExpression()), !dbg !213
  br label %77, !dbg !252

64:                                               ; preds = %6
  %65 = load i8*, i8** %2, align 8, !dbg !253
  call void @llvm.dbg.value(metadata i8* %65, metadata !196, metadata !DIExpression()), !dbg !213
  %66 = getelementptr inbounds i8, i8* %65, i64 8, !dbg !253
  call void @llvm.dbg.value(metadata i8* %66, metadata !196, metadata !DIExpression()), !dbg !213
  store i8* %66, i8** %2, align 8, !dbg !253
  %67 = bitcast i8* %65 to i16*, !dbg !253
  %68 = load i16, i16* %67, align 8, !dbg !253, !tbaa.struct !254
  call void @llvm.dbg.value(metadata i16 %68, metadata !210, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !257
  %69 = getelementptr inbounds i8, i8* %65, i64 2, !dbg !253
  %70 = bitcast i8* %69 to i16*, !dbg !253
  %71 = load i16, i16* %70, align 2, !dbg !253, !tbaa.struct !258
  call void @llvm.dbg.value(metadata i16 %71, metadata !210, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 16)), !dbg !257
  %72 = sext i16 %68 to i64, !dbg !259
  %73 = mul nsw i64 %72, 100, !dbg !260
  %74 = sext i16 %71 to i64, !dbg !261
  %75 = add i64 %8, %74, !dbg !262
  %76 = add i64 %75, %73, !dbg !263
  call void @llvm.dbg.value(metadata i64 %76, metadata !202, metadata !DIExpression()), !dbg !213
  br label %77

77:                                               ; preds = %48, %41, %6, %19, %27, %33, %55, %64
  %78 = phi i64 [ %76, %64 ], [ %63, %55 ], [ %40, %33 ], [ %32, %27 ], [ %26, %19 ], [ %8, %6 ], [ %8, %41 ], [ %52, %48 ], !dbg !213
  call void @llvm.dbg.value(metadata i64 %78, metadata !202, metadata !DIExpression()), !dbg !213
  %79 = getelementptr inbounds i8, i8* %7, i64 1, !dbg !264
  call void @llvm.dbg.value(metadata i8* %79, metadata !203, metadata !DIExpression()), !dbg !217
  br label %6, !dbg !265, !llvm.loop !266
}

; Function Attrs: nofree nosync nounwind uwtable
define internal signext i32 @forward(i32 signext %0, ...) unnamed_addr #4 !dbg !268 {
  %2 = alloca i8*, align 8
  call void @llvm.dbg.value(metadata i32 4, metadata !272, metadata !DIExpression()), !dbg !275
  %3 = bitcast i8** %2 to i8*, !dbg !276
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #9, !dbg !276
  call void @llvm.dbg.value(metadata i8** %2, metadata !273, metadata !DIExpression(DW_OP_deref)), !dbg !275
  call void @llvm.va_start(i8* nonnull %3), !dbg !277
  call void @llvm.dbg.value(metadata i32 0, metadata !274, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 4, metadata !272, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 4, metadata !272, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !275
  call void @llvm.dbg.value(metadata i32 0, metadata !274, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 4, metadata !272, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 3, metadata !272, metadata !DIExpression()), !dbg !275
  %4 = load i8*, i8** %2, align 8, !dbg !278
  call void @llvm.dbg.value(metadata i8* %4, metadata !273, metadata !DIExpression()), !dbg !275
  %5 = getelementptr inbounds i8, i8* %4, i64 8, !dbg !278
  call void @llvm.dbg.value(metadata i8* %5, metadata !273, metadata !DIExpression()), !dbg !275
  store i8* %5, i8** %2, align 8, !dbg !278
  %6 = getelementptr inbounds i8, i8* %4, i64 4, !dbg !278
  %7 = bitcast i8* %6 to i32*, !dbg !278
  %8 = load i32, i32* %7, align 4, !dbg !278
  call void @llvm.dbg.value(metadata i32 %8, metadata !274, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 3, metadata !272, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !275
  call void @llvm.dbg.value(metadata i32 %8, metadata !274, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 3, metadata !272, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 2, metadata !272, metadata !DIExpression()), !dbg !275
  %9 = mul nsw i32 %8, 31, !dbg !279
  call void @llvm.dbg.value(metadata i8* %5, metadata !273, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i8* %4, metadata !273, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !275
  %10 = getelementptr inbounds i8, i8* %4, i64 12, !dbg !278
  %11 = bitcast i8* %10 to i32*, !dbg !278
  %12 = load i32, i32* %11, align 4, !dbg !278
  %13 = add nsw i32 %12, %9, !dbg !280
  call void @llvm.dbg.value(metadata i32 %13, metadata !274, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 2, metadata !272, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !275
  call void @llvm.dbg.value(metadata i32 %13, metadata !274, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 2, metadata !272, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 1, metadata !272, metadata !DIExpression()), !dbg !275
  %14 = mul nsw i32 %13, 31, !dbg !279
  call void @llvm.dbg.value(metadata i8* %4, metadata !273, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !275
  call void @llvm.dbg.value(metadata i8* %4, metadata !273, metadata !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value)), !dbg !275
  %15 = getelementptr inbounds i8, i8* %4, i64 20, !dbg !278
  %16 = bitcast i8* %15 to i32*, !dbg !278
  %17 = load i32, i32* %16, align 4, !dbg !278
  %18 = add nsw i32 %17, %14, !dbg !280
  call void @llvm.dbg.value(metadata i32 %18, metadata !274, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 1, metadata !272, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !275
  call void @llvm.dbg.value(metadata i32 %18, metadata !274, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 1, metadata !272, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 0, metadata !272, metadata !DIExpression()), !dbg !275
  %19 = mul nsw i32 %18, 31, !dbg !279
  call void @llvm.dbg.value(metadata i8* %4, metadata !273, metadata !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value)), !dbg !275
  %20 = getelementptr inbounds i8, i8* %4, i64 32, !dbg !278
  call void @llvm.dbg.value(metadata i8* %20, metadata !273, metadata !DIExpression()), !dbg !275
  store i8* %20, i8** %2, align 8, !dbg !278
  %21 = getelementptr inbounds i8, i8* %4, i64 28, !dbg !278
  %22 = bitcast i8* %21 to i32*, !dbg !278
  %23 = load i32, i32* %22, align 4, !dbg !278
  %24 = add nsw i32 %23, %19, !dbg !280
  call void @llvm.dbg.value(metadata i32 %24, metadata !274, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 0, metadata !272, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !275
  call void @llvm.dbg.value(metadata i8** %2, metadata !273, metadata !DIExpression(DW_OP_deref)), !dbg !275
  call void @llvm.va_end(i8* nonnull %3), !dbg !281
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #9, !dbg !282
  ret i32 %24, !dbg !283
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @op_add(i32 noundef signext %0, i32 noundef signext %1) #5 !dbg !284 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !286, metadata !DIExpression()), !dbg !288
  call void @llvm.dbg.value(metadata i32 %1, metadata !287, metadata !DIExpression()), !dbg !288
  %3 = add nsw i32 %1, %0, !dbg !289
  ret i32 %3, !dbg !290
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @op_mul(i32 noundef signext %0, i32 noundef signext %1) #5 !dbg !291 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !293, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i32 %1, metadata !294, metadata !DIExpression()), !dbg !295
  %3 = mul nsw i32 %1, %0, !dbg !296
  ret i32 %3, !dbg !297
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @op_sub(i32 noundef signext %0, i32 noundef signext %1) #5 !dbg !298 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !300, metadata !DIExpression()), !dbg !302
  call void @llvm.dbg.value(metadata i32 %1, metadata !301, metadata !DIExpression()), !dbg !302
  %3 = sub nsw i32 %0, %1, !dbg !303
  ret i32 %3, !dbg !304
}

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define internal fastcc signext i32 @run(i32* nocapture noundef readnone %0) #6 !dbg !32 {
  %2 = alloca [16 x i32], align 4
  call void @llvm.dbg.value(metadata i32* getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0), metadata !37, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.declare(metadata [16 x i32]* %2, metadata !38, metadata !DIExpression()), !dbg !306
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata i32 0, metadata !43, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata i32 1, metadata !43, metadata !DIExpression()), !dbg !305
  br label %3, !dbg !307

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
  %15 = trunc i64 %91 to i32, !dbg !308
  call void @llvm.dbg.label(metadata !48), !dbg !308
  call void @llvm.dbg.value(metadata i32 %15, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !305
  %16 = shl i64 %91, 32, !dbg !309
  %17 = ashr exact i64 %16, 32, !dbg !309
  %18 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %17, !dbg !309
  %19 = load i32, i32* %18, align 4, !dbg !309, !tbaa !310
  %20 = add nsw i32 %5, 1, !dbg !311
  call void @llvm.dbg.value(metadata i32 %20, metadata !42, metadata !DIExpression()), !dbg !305
  %21 = sext i32 %5 to i64, !dbg !312
  %22 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %21, !dbg !312
  store i32 %19, i32* %22, align 4, !dbg !313, !tbaa !310
  %23 = add nsw i32 %15, 2, !dbg !314
  call void @llvm.dbg.value(metadata i32 %23, metadata !43, metadata !DIExpression()), !dbg !305
  %24 = shl i64 %91, 32, !dbg !314
  %25 = add i64 %24, 4294967296, !dbg !314
  %26 = ashr exact i64 %25, 32, !dbg !314
  br label %27, !dbg !314

27:                                               ; preds = %14, %71, %52, %44, %36
  %28 = phi i64 [ %26, %14 ], [ %74, %71 ], [ %60, %52 ], [ %51, %44 ], [ %43, %36 ]
  %29 = phi i32 [ %23, %14 ], [ %73, %71 ], [ %58, %52 ], [ %49, %44 ], [ %41, %36 ]
  %30 = phi i32 [ %20, %14 ], [ %7, %71 ], [ %57, %52 ], [ %7, %44 ], [ %7, %36 ]
  %31 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %28, !dbg !305
  %32 = load i32, i32* %31, align 4, !dbg !305, !tbaa !310
  %33 = sext i32 %32 to i64, !dbg !305
  %34 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %33, !dbg !305
  %35 = load i8*, i8** %34, align 8, !dbg !305, !tbaa !315
  br label %3

36:                                               ; preds = %90
  %37 = trunc i64 %91 to i32, !dbg !316
  call void @llvm.dbg.label(metadata !49), !dbg !316
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !305
  %38 = load i32, i32* %9, align 4, !dbg !317, !tbaa !310
  %39 = load i32, i32* %12, align 4, !dbg !318, !tbaa !310
  %40 = add nsw i32 %39, %38, !dbg !318
  store i32 %40, i32* %12, align 4, !dbg !318, !tbaa !310
  %41 = add nsw i32 %37, 1, !dbg !319
  call void @llvm.dbg.value(metadata i32 %41, metadata !43, metadata !DIExpression()), !dbg !305
  %42 = shl i64 %91, 32, !dbg !319
  %43 = ashr exact i64 %42, 32, !dbg !319
  br label %27, !dbg !319

44:                                               ; preds = %90
  %45 = trunc i64 %91 to i32, !dbg !320
  call void @llvm.dbg.label(metadata !50), !dbg !320
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !305
  %46 = load i32, i32* %9, align 4, !dbg !321, !tbaa !310
  %47 = load i32, i32* %12, align 4, !dbg !322, !tbaa !310
  %48 = mul nsw i32 %47, %46, !dbg !322
  store i32 %48, i32* %12, align 4, !dbg !322, !tbaa !310
  %49 = add nsw i32 %45, 1, !dbg !323
  call void @llvm.dbg.value(metadata i32 %49, metadata !43, metadata !DIExpression()), !dbg !305
  %50 = shl i64 %91, 32, !dbg !323
  %51 = ashr exact i64 %50, 32, !dbg !323
  br label %27, !dbg !323

52:                                               ; preds = %90
  %53 = trunc i64 %91 to i32, !dbg !324
  call void @llvm.dbg.label(metadata !51), !dbg !324
  %54 = load i32, i32* %12, align 4, !dbg !325, !tbaa !310
  %55 = sext i32 %5 to i64, !dbg !326
  %56 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %55, !dbg !326
  store i32 %54, i32* %56, align 4, !dbg !327, !tbaa !310
  %57 = add nsw i32 %5, 1, !dbg !328
  call void @llvm.dbg.value(metadata i32 %57, metadata !42, metadata !DIExpression()), !dbg !305
  %58 = add nsw i32 %53, 1, !dbg !329
  call void @llvm.dbg.value(metadata i32 %58, metadata !43, metadata !DIExpression()), !dbg !305
  %59 = shl i64 %91, 32, !dbg !329
  %60 = ashr exact i64 %59, 32, !dbg !329
  br label %27, !dbg !329

61:                                               ; preds = %90
  %62 = trunc i64 %91 to i32, !dbg !330
  call void @llvm.dbg.label(metadata !52), !dbg !330
  %63 = add nsw i32 %62, 1, !dbg !331
  call void @llvm.dbg.value(metadata i32 %63, metadata !43, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata i32 undef, metadata !44, metadata !DIExpression()), !dbg !332
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !305
  %64 = load i32, i32* %9, align 4, !dbg !333, !tbaa !310
  %65 = icmp eq i32 %64, 0, !dbg !333
  br i1 %65, label %71, label %66, !dbg !335

66:                                               ; preds = %61
  %67 = shl i64 %91, 32, !dbg !336
  %68 = ashr exact i64 %67, 32, !dbg !336
  %69 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %68, !dbg !336
  %70 = load i32, i32* %69, align 4, !dbg !336, !tbaa !310
  call void @llvm.dbg.value(metadata i32 %70, metadata !44, metadata !DIExpression()), !dbg !332
  call void @llvm.dbg.value(metadata i32 undef, metadata !43, metadata !DIExpression()), !dbg !305
  br label %71, !dbg !337

71:                                               ; preds = %66, %61
  %72 = phi i32 [ %70, %66 ], [ %63, %61 ], !dbg !332
  call void @llvm.dbg.value(metadata i32 %72, metadata !43, metadata !DIExpression()), !dbg !305
  %73 = add nsw i32 %72, 1, !dbg !338
  call void @llvm.dbg.value(metadata i32 %73, metadata !43, metadata !DIExpression()), !dbg !305
  %74 = sext i32 %72 to i64, !dbg !338
  br label %27, !dbg !338

75:                                               ; preds = %90
  call void @llvm.dbg.label(metadata !53), !dbg !339
  %76 = load i32, i32* %9, align 4, !dbg !340, !tbaa !310
  %77 = add nsw i32 %76, -1, !dbg !340
  store i32 %77, i32* %9, align 4, !dbg !340, !tbaa !310
  call void @llvm.dbg.value(metadata i64 %91, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !305
  br label %78, !dbg !341

78:                                               ; preds = %75, %85
  %79 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %91, !dbg !305
  %80 = load i32, i32* %79, align 4, !dbg !305, !tbaa !310
  %81 = sext i32 %80 to i64, !dbg !305
  %82 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %81, !dbg !305
  %83 = load i8*, i8** %82, align 8, !dbg !305, !tbaa !315
  %84 = add i64 %91, 1, !dbg !305
  br label %90, !dbg !305

85:                                               ; preds = %90
  call void @llvm.dbg.label(metadata !54), !dbg !342
  %86 = load i32, i32* %9, align 4, !dbg !343, !tbaa !310
  call void @llvm.dbg.value(metadata i32 %86, metadata !46, metadata !DIExpression()), !dbg !344
  %87 = load i32, i32* %12, align 4, !dbg !345, !tbaa !310
  store i32 %87, i32* %9, align 4, !dbg !346, !tbaa !310
  store i32 %86, i32* %12, align 4, !dbg !347, !tbaa !310
  call void @llvm.dbg.value(metadata i64 %91, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !305
  br label %78, !dbg !348

88:                                               ; preds = %90
  call void @llvm.dbg.label(metadata !55), !dbg !349
  %89 = load i32, i32* %9, align 4, !dbg !350, !tbaa !310
  ret i32 %89, !dbg !351

90:                                               ; preds = %78, %3
  %91 = phi i64 [ %84, %78 ], [ %13, %3 ], !dbg !305
  %92 = phi i8* [ %83, %78 ], [ %6, %3 ]
  call void @llvm.dbg.value(metadata i32 %5, metadata !42, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata i64 %91, metadata !43, metadata !DIExpression()), !dbg !305
  indirectbr i8* %92, [label %14, label %36, label %44, label %52, label %61, label %75, label %85, label %88]
}

; Function Attrs: nofree nounwind
declare !dbg !352 noundef signext i32 @putchar(i32 noundef signext) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @op_div(i32 noundef signext %0, i32 noundef signext %1) #5 !dbg !356 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !358, metadata !DIExpression()), !dbg !360
  call void @llvm.dbg.value(metadata i32 %1, metadata !359, metadata !DIExpression()), !dbg !360
  %3 = icmp eq i32 %1, 0, !dbg !361
  br i1 %3, label %6, label %4, !dbg !361

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1, !dbg !362
  br label %6, !dbg !361

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ], !dbg !361
  ret i32 %7, !dbg !363
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
!166 = !DILocation(line: 58, column: 50, scope: !167, inlinedAt: !176)
!167 = distinct !DILexicalBlock(scope: !168, file: !3, line: 58, column: 9)
!168 = distinct !DILexicalBlock(scope: !169, file: !3, line: 57, column: 3)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 57, column: 3)
!170 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 56, type: !171, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !173)
!171 = !DISubroutineType(types: !172)
!172 = !{!24, !11}
!173 = !{!174, !175}
!174 = !DILocalVariable(name: "c", arg: 1, scope: !170, file: !3, line: 56, type: !11)
!175 = !DILocalVariable(name: "i", scope: !169, file: !3, line: 57, type: !120)
!176 = distinct !DILocation(line: 106, column: 15, scope: !110)
!177 = !DILocation(line: 57, column: 24, scope: !168, inlinedAt: !176)
!178 = !DILocation(line: 0, scope: !110)
!179 = !{!180, !181, i64 8}
!180 = !{!"", !145, i64 0, !181, i64 8}
!181 = !{!"any pointer", !145, i64 0}
!182 = !DILocation(line: 107, column: 30, scope: !110)
!183 = !DILocation(line: 107, column: 26, scope: !110)
!184 = !DILocation(line: 107, column: 22, scope: !110)
!185 = !DILocation(line: 107, column: 5, scope: !110)
!186 = !DILocation(line: 105, column: 34, scope: !111)
!187 = !DILocation(line: 105, column: 3, scope: !111)
!188 = distinct !{!188, !147, !189, !190}
!189 = !DILocation(line: 108, column: 3, scope: !108)
!190 = !{!"llvm.loop.mustprogress"}
!191 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 13, type: !192, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !194)
!192 = !DISubroutineType(types: !193)
!193 = !{!10, !80, null}
!194 = !{!195, !196, !201, !202, !203, !205, !210, !212}
!195 = !DILocalVariable(name: "fmt", arg: 1, scope: !191, file: !3, line: 13, type: !80)
!196 = !DILocalVariable(name: "ap", scope: !191, file: !3, line: 14, type: !197)
!197 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !3, line: 8, baseType: !198)
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !199, baseType: !200)
!199 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus")
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!201 = !DILocalVariable(name: "ap2", scope: !191, file: !3, line: 14, type: !197)
!202 = !DILocalVariable(name: "total", scope: !191, file: !3, line: 15, type: !10)
!203 = !DILocalVariable(name: "f", scope: !204, file: !3, line: 18, type: !80)
!204 = distinct !DILexicalBlock(scope: !191, file: !3, line: 18, column: 3)
!205 = !DILocalVariable(name: "s", scope: !206, file: !3, line: 23, type: !80)
!206 = distinct !DILexicalBlock(scope: !207, file: !3, line: 23, column: 15)
!207 = distinct !DILexicalBlock(scope: !208, file: !3, line: 19, column: 17)
!208 = distinct !DILexicalBlock(scope: !209, file: !3, line: 18, column: 38)
!209 = distinct !DILexicalBlock(scope: !204, file: !3, line: 18, column: 3)
!210 = !DILocalVariable(name: "p", scope: !211, file: !3, line: 25, type: !101)
!211 = distinct !DILexicalBlock(scope: !207, file: !3, line: 25, column: 15)
!212 = !DILocalVariable(name: "first", scope: !191, file: !3, line: 31, type: !6)
!213 = !DILocation(line: 0, scope: !191)
!214 = !DILocation(line: 14, column: 3, scope: !191)
!215 = !DILocation(line: 16, column: 3, scope: !191)
!216 = !DILocation(line: 17, column: 3, scope: !191)
!217 = !DILocation(line: 0, scope: !204)
!218 = !DILocation(line: 18, column: 8, scope: !204)
!219 = !DILocation(line: 15, column: 13, scope: !191)
!220 = !DILocation(line: 18, column: 29, scope: !209)
!221 = !DILocation(line: 18, column: 3, scope: !204)
!222 = !DILocation(line: 29, column: 3, scope: !191)
!223 = !DILocation(line: 31, column: 31, scope: !191)
!224 = !DILocation(line: 32, column: 3, scope: !191)
!225 = !DILocation(line: 33, column: 16, scope: !191)
!226 = !DILocation(line: 33, column: 25, scope: !191)
!227 = !DILocation(line: 33, column: 23, scope: !191)
!228 = !DILocation(line: 34, column: 1, scope: !191)
!229 = !DILocation(line: 33, column: 3, scope: !191)
!230 = !DILocation(line: 20, column: 24, scope: !207)
!231 = !DILocation(line: 20, column: 21, scope: !207)
!232 = !DILocation(line: 20, column: 51, scope: !207)
!233 = !DILocation(line: 21, column: 24, scope: !207)
!234 = !DILocation(line: 21, column: 21, scope: !207)
!235 = !DILocation(line: 21, column: 57, scope: !207)
!236 = !DILocation(line: 22, column: 36, scope: !207)
!237 = !DILocation(line: 22, column: 65, scope: !207)
!238 = !DILocation(line: 22, column: 24, scope: !207)
!239 = !DILocation(line: 22, column: 21, scope: !207)
!240 = !DILocation(line: 22, column: 72, scope: !207)
!241 = !DILocation(line: 23, column: 33, scope: !206)
!242 = !DILocation(line: 0, scope: !206)
!243 = !DILocation(line: 23, column: 76, scope: !206)
!244 = !DILocation(line: 23, column: 69, scope: !206)
!245 = !DILocation(line: 23, column: 78, scope: !206)
!246 = !DILocation(line: 23, column: 82, scope: !206)
!247 = distinct !{!247, !244, !248, !190}
!248 = !DILocation(line: 23, column: 84, scope: !206)
!249 = !DILocation(line: 24, column: 30, scope: !207)
!250 = !DILocation(line: 24, column: 24, scope: !207)
!251 = !DILocation(line: 24, column: 21, scope: !207)
!252 = !DILocation(line: 24, column: 57, scope: !207)
!253 = !DILocation(line: 25, column: 31, scope: !211)
!254 = !{i64 0, i64 2, !255, i64 2, i64 2, !255}
!255 = !{!256, !256, i64 0}
!256 = !{!"short", !145, i64 0}
!257 = !DILocation(line: 0, scope: !211)
!258 = !{i64 0, i64 2, !255}
!259 = !DILocation(line: 25, column: 73, scope: !211)
!260 = !DILocation(line: 25, column: 77, scope: !211)
!261 = !DILocation(line: 25, column: 85, scope: !211)
!262 = !DILocation(line: 25, column: 83, scope: !211)
!263 = !DILocation(line: 25, column: 70, scope: !211)
!264 = !DILocation(line: 18, column: 33, scope: !209)
!265 = !DILocation(line: 18, column: 3, scope: !209)
!266 = distinct !{!266, !221, !267, !190}
!267 = !DILocation(line: 28, column: 3, scope: !204)
!268 = distinct !DISubprogram(name: "forward", scope: !3, file: !3, line: 36, type: !269, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !271)
!269 = !DISubroutineType(types: !270)
!270 = !{!6, !6, null}
!271 = !{!272, !273, !274}
!272 = !DILocalVariable(name: "n", arg: 1, scope: !268, file: !3, line: 36, type: !6)
!273 = !DILocalVariable(name: "ap", scope: !268, file: !3, line: 37, type: !197)
!274 = !DILocalVariable(name: "r", scope: !268, file: !3, line: 39, type: !6)
!275 = !DILocation(line: 0, scope: !268)
!276 = !DILocation(line: 37, column: 3, scope: !268)
!277 = !DILocation(line: 38, column: 3, scope: !268)
!278 = !DILocation(line: 40, column: 32, scope: !268)
!279 = !DILocation(line: 40, column: 25, scope: !268)
!280 = !DILocation(line: 40, column: 30, scope: !268)
!281 = !DILocation(line: 41, column: 3, scope: !268)
!282 = !DILocation(line: 43, column: 1, scope: !268)
!283 = !DILocation(line: 42, column: 3, scope: !268)
!284 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 47, type: !26, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !285)
!285 = !{!286, !287}
!286 = !DILocalVariable(name: "a", arg: 1, scope: !284, file: !3, line: 47, type: !6)
!287 = !DILocalVariable(name: "b", arg: 2, scope: !284, file: !3, line: 47, type: !6)
!288 = !DILocation(line: 0, scope: !284)
!289 = !DILocation(line: 47, column: 44, scope: !284)
!290 = !DILocation(line: 47, column: 35, scope: !284)
!291 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 49, type: !26, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !292)
!292 = !{!293, !294}
!293 = !DILocalVariable(name: "a", arg: 1, scope: !291, file: !3, line: 49, type: !6)
!294 = !DILocalVariable(name: "b", arg: 2, scope: !291, file: !3, line: 49, type: !6)
!295 = !DILocation(line: 0, scope: !291)
!296 = !DILocation(line: 49, column: 44, scope: !291)
!297 = !DILocation(line: 49, column: 35, scope: !291)
!298 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 48, type: !26, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !299)
!299 = !{!300, !301}
!300 = !DILocalVariable(name: "a", arg: 1, scope: !298, file: !3, line: 48, type: !6)
!301 = !DILocalVariable(name: "b", arg: 2, scope: !298, file: !3, line: 48, type: !6)
!302 = !DILocation(line: 0, scope: !298)
!303 = !DILocation(line: 48, column: 44, scope: !298)
!304 = !DILocation(line: 48, column: 35, scope: !298)
!305 = !DILocation(line: 0, scope: !32)
!306 = !DILocation(line: 74, column: 7, scope: !32)
!307 = !DILocation(line: 76, column: 3, scope: !32)
!308 = !DILocation(line: 77, column: 1, scope: !32)
!309 = !DILocation(line: 77, column: 24, scope: !32)
!310 = !{!159, !159, i64 0}
!311 = !DILocation(line: 77, column: 18, scope: !32)
!312 = !DILocation(line: 77, column: 10, scope: !32)
!313 = !DILocation(line: 77, column: 22, scope: !32)
!314 = !DILocation(line: 77, column: 36, scope: !32)
!315 = !{!181, !181, i64 0}
!316 = !DILocation(line: 78, column: 1, scope: !32)
!317 = !DILocation(line: 78, column: 32, scope: !32)
!318 = !DILocation(line: 78, column: 29, scope: !32)
!319 = !DILocation(line: 78, column: 43, scope: !32)
!320 = !DILocation(line: 79, column: 1, scope: !32)
!321 = !DILocation(line: 79, column: 32, scope: !32)
!322 = !DILocation(line: 79, column: 29, scope: !32)
!323 = !DILocation(line: 79, column: 43, scope: !32)
!324 = !DILocation(line: 80, column: 1, scope: !32)
!325 = !DILocation(line: 80, column: 22, scope: !32)
!326 = !DILocation(line: 80, column: 10, scope: !32)
!327 = !DILocation(line: 80, column: 20, scope: !32)
!328 = !DILocation(line: 80, column: 39, scope: !32)
!329 = !DILocation(line: 80, column: 43, scope: !32)
!330 = !DILocation(line: 81, column: 1, scope: !32)
!331 = !DILocation(line: 81, column: 26, scope: !45)
!332 = !DILocation(line: 0, scope: !45)
!333 = !DILocation(line: 81, column: 35, scope: !334)
!334 = distinct !DILexicalBlock(scope: !45, file: !3, line: 81, column: 35)
!335 = !DILocation(line: 81, column: 35, scope: !45)
!336 = !DILocation(line: 81, column: 19, scope: !45)
!337 = !DILocation(line: 81, column: 48, scope: !334)
!338 = !DILocation(line: 81, column: 56, scope: !45)
!339 = !DILocation(line: 82, column: 1, scope: !32)
!340 = !DILocation(line: 82, column: 22, scope: !32)
!341 = !DILocation(line: 82, column: 26, scope: !32)
!342 = !DILocation(line: 83, column: 1, scope: !32)
!343 = !DILocation(line: 83, column: 20, scope: !47)
!344 = !DILocation(line: 0, scope: !47)
!345 = !DILocation(line: 83, column: 51, scope: !47)
!346 = !DILocation(line: 83, column: 49, scope: !47)
!347 = !DILocation(line: 83, column: 80, scope: !47)
!348 = !DILocation(line: 83, column: 85, scope: !47)
!349 = !DILocation(line: 84, column: 1, scope: !32)
!350 = !DILocation(line: 84, column: 17, scope: !32)
!351 = !DILocation(line: 84, column: 10, scope: !32)
!352 = !DISubprogram(name: "putchar", scope: !3, file: !3, line: 6, type: !353, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !355)
!353 = !DISubroutineType(types: !354)
!354 = !{!6, !6}
!355 = !{}
!356 = distinct !DISubprogram(name: "op_div", scope: !3, file: !3, line: 50, type: !26, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !357)
!357 = !{!358, !359}
!358 = !DILocalVariable(name: "a", arg: 1, scope: !356, file: !3, line: 50, type: !6)
!359 = !DILocalVariable(name: "b", arg: 2, scope: !356, file: !3, line: 50, type: !6)
!360 = !DILocation(line: 0, scope: !356)
!361 = !DILocation(line: 50, column: 42, scope: !356)
!362 = !DILocation(line: 50, column: 48, scope: !356)
!363 = !DILocation(line: 50, column: 35, scope: !356)
