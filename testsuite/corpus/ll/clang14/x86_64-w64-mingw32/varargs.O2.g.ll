; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, i32 (i32, i32)* }

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
  call void @llvm.dbg.value(metadata i32 262147, metadata !100, metadata !DIExpression()), !dbg !135
  %1 = tail call i64 (i8*, ...) @vsum(i8* undef, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef 65, i32 262147), !dbg !136
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %1), !dbg !137
  %3 = tail call i32 (i32, ...) @forward(i32 undef, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !138
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef %3), !dbg !139
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), metadata !106, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), metadata !107, metadata !DIExpression()), !dbg !140
  br label %5, !dbg !141

5:                                                ; preds = %34, %0
  %6 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), %0 ], [ %38, %34 ], !dbg !140
  call void @llvm.dbg.value(metadata i8* %6, metadata !107, metadata !DIExpression()), !dbg !140
  %7 = load i8, i8* %6, align 1, !dbg !142, !tbaa !143
  switch i8 %7, label %23 [
    i8 0, label %8
    i8 43, label %28
    i8 45, label %25
    i8 42, label %26
    i8 47, label %27
  ], !dbg !146

8:                                                ; preds = %5
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_add, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !135
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_mul, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !135
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_sub, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !135
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef 54), !dbg !147
  call void @llvm.dbg.value(metadata i32 1, metadata !116, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 undef, metadata !116, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 undef, metadata !116, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value)), !dbg !135
  %10 = tail call fastcc i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0)), !dbg !148
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef %10, i32 noundef 120), !dbg !149
  call void @llvm.dbg.value(metadata i32 -2128831035, metadata !119, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 undef, metadata !119, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 undef, metadata !119, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 16777619, DW_OP_mul, DW_OP_stack_value)), !dbg !135
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i64 0, i64 0), i32 noundef 39, i32 noundef -1837022641), !dbg !150
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i64 0, i64 0), i32 noundef 23), !dbg !151
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i32 noundef 128, i32 noundef 255, i32 noundef 39), !dbg !152
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0)), !dbg !153
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.15, i64 0, i64 0)), !dbg !153
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0)), !dbg !153
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0)), !dbg !153
  %19 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 0), align 8, !dbg !155, !tbaa !156
  %20 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 2), align 8, !dbg !160, !tbaa !161
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 1, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 2, i64 0), i32 noundef %19, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 1, i64 0), double noundef %20, i32 noundef 6), !dbg !162
  %22 = tail call i32 @putchar(i32 noundef 10), !dbg !163
  ret i32 0, !dbg !164

23:                                               ; preds = %5
  call void @llvm.dbg.value(metadata i32 (i32, i32)* undef, metadata !109, metadata !DIExpression()), !dbg !165
  %24 = sext i8 %7 to i32, !dbg !166
  br label %34, !dbg !167

25:                                               ; preds = %5
  br label %28, !dbg !168

26:                                               ; preds = %5
  br label %28, !dbg !168

27:                                               ; preds = %5
  br label %28, !dbg !168

28:                                               ; preds = %5, %25, %26, %27
  %29 = phi i64 [ 1, %25 ], [ 2, %26 ], [ 3, %27 ], [ 0, %5 ]
  call void @llvm.dbg.value(metadata i32 (i32, i32)* undef, metadata !109, metadata !DIExpression()), !dbg !165
  %30 = zext i8 %7 to i32, !dbg !166
  %31 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %29, i32 1, !dbg !168
  %32 = load i32 (i32, i32)*, i32 (i32, i32)** %31, align 8, !dbg !168, !tbaa !179
  call void @llvm.dbg.value(metadata i32 (i32, i32)* %32, metadata !109, metadata !DIExpression()), !dbg !165
  %33 = tail call i32 %32(i32 noundef 17, i32 noundef 5), !dbg !182
  br label %34, !dbg !167

34:                                               ; preds = %23, %28
  %35 = phi i32 [ %30, %28 ], [ %24, %23 ]
  %36 = phi i32 [ %33, %28 ], [ -1, %23 ], !dbg !167
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i32 noundef %35, i32 noundef %36), !dbg !183
  %38 = getelementptr inbounds i8, i8* %6, i64 1, !dbg !184
  call void @llvm.dbg.value(metadata i8* %38, metadata !107, metadata !DIExpression()), !dbg !140
  br label %5, !dbg !185, !llvm.loop !186
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @vsum(i8* nocapture readnone %0, ...) unnamed_addr #4 !dbg !189 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), metadata !193, metadata !DIExpression()), !dbg !210
  %4 = bitcast i8** %2 to i8*, !dbg !211
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #9, !dbg !211
  %5 = bitcast i8** %3 to i8*, !dbg !211
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #9, !dbg !211
  call void @llvm.dbg.value(metadata i64 0, metadata !199, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i8** %2, metadata !194, metadata !DIExpression(DW_OP_deref)), !dbg !210
  call void @llvm.va_start(i8* nonnull %4), !dbg !212
  call void @llvm.dbg.value(metadata i8** %3, metadata !198, metadata !DIExpression(DW_OP_deref)), !dbg !210
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4), !dbg !213
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), metadata !200, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.value(metadata i64 0, metadata !199, metadata !DIExpression()), !dbg !210
  br label %14, !dbg !215

6:                                                ; preds = %76
  call void @llvm.dbg.value(metadata i8** %2, metadata !194, metadata !DIExpression(DW_OP_deref)), !dbg !210
  call void @llvm.va_end(i8* nonnull %4), !dbg !216
  %7 = load i8*, i8** %3, align 8, !dbg !217
  call void @llvm.dbg.value(metadata i8* %7, metadata !198, metadata !DIExpression()), !dbg !210
  %8 = getelementptr inbounds i8, i8* %7, i64 8, !dbg !217
  call void @llvm.dbg.value(metadata i8* %8, metadata !198, metadata !DIExpression()), !dbg !210
  store i8* %8, i8** %3, align 8, !dbg !217
  %9 = bitcast i8* %7 to i32*, !dbg !217
  %10 = load i32, i32* %9, align 8, !dbg !217
  call void @llvm.dbg.value(metadata i32 %10, metadata !209, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i8** %3, metadata !198, metadata !DIExpression(DW_OP_deref)), !dbg !210
  call void @llvm.va_end(i8* nonnull %5), !dbg !218
  %11 = mul nsw i64 %77, 1000, !dbg !219
  %12 = sext i32 %10 to i64, !dbg !220
  %13 = add nsw i64 %11, %12, !dbg !221
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #9, !dbg !222
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #9, !dbg !222
  ret i64 %13, !dbg !223

14:                                               ; preds = %1, %76
  %15 = phi i8 [ 105, %1 ], [ %79, %76 ]
  %16 = phi i64 [ 0, %1 ], [ %77, %76 ]
  %17 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), %1 ], [ %78, %76 ]
  call void @llvm.dbg.value(metadata i64 %16, metadata !199, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i8* %17, metadata !200, metadata !DIExpression()), !dbg !214
  %18 = sext i8 %15 to i32, !dbg !224
  switch i32 %18, label %76 [
    i32 105, label %19
    i32 108, label %26
    i32 100, label %32
    i32 115, label %40
    i32 99, label %54
    i32 112, label %63
  ], !dbg !225

19:                                               ; preds = %14
  %20 = load i8*, i8** %2, align 8, !dbg !226
  call void @llvm.dbg.value(metadata i8* %20, metadata !194, metadata !DIExpression()), !dbg !210
  %21 = getelementptr inbounds i8, i8* %20, i64 8, !dbg !226
  call void @llvm.dbg.value(metadata i8* %21, metadata !194, metadata !DIExpression()), !dbg !210
  store i8* %21, i8** %2, align 8, !dbg !226
  %22 = bitcast i8* %20 to i32*, !dbg !226
  %23 = load i32, i32* %22, align 8, !dbg !226
  %24 = sext i32 %23 to i64, !dbg !226
  %25 = add nsw i64 %16, %24, !dbg !227
  call void @llvm.dbg.value(metadata i64 %25, metadata !199, metadata !DIExpression()), !dbg !210
  br label %76, !dbg !228

26:                                               ; preds = %14
  %27 = load i8*, i8** %2, align 8, !dbg !229
  call void @llvm.dbg.value(metadata i8* %27, metadata !194, metadata !DIExpression()), !dbg !210
  %28 = getelementptr inbounds i8, i8* %27, i64 8, !dbg !229
  call void @llvm.dbg.value(metadata i8* %28, metadata !194, metadata !DIExpression()), !dbg !210
  store i8* %28, i8** %2, align 8, !dbg !229
  %29 = bitcast i8* %27 to i64*, !dbg !229
  %30 = load i64, i64* %29, align 8, !dbg !229
  %31 = add nsw i64 %30, %16, !dbg !230
  call void @llvm.dbg.value(metadata i64 %31, metadata !199, metadata !DIExpression()), !dbg !210
  br label %76, !dbg !231

32:                                               ; preds = %14
  %33 = load i8*, i8** %2, align 8, !dbg !232
  call void @llvm.dbg.value(metadata i8* %33, metadata !194, metadata !DIExpression()), !dbg !210
  %34 = getelementptr inbounds i8, i8* %33, i64 8, !dbg !232
  call void @llvm.dbg.value(metadata i8* %34, metadata !194, metadata !DIExpression()), !dbg !210
  store i8* %34, i8** %2, align 8, !dbg !232
  %35 = bitcast i8* %33 to double*, !dbg !232
  %36 = load double, double* %35, align 8, !dbg !232
  %37 = fmul double %36, 1.000000e+01, !dbg !233
  %38 = fptosi double %37 to i64, !dbg !234
  %39 = add nsw i64 %16, %38, !dbg !235
  call void @llvm.dbg.value(metadata i64 %39, metadata !199, metadata !DIExpression()), !dbg !210
  br label %76, !dbg !236

40:                                               ; preds = %14
  %41 = load i8*, i8** %2, align 8, !dbg !237
  call void @llvm.dbg.value(metadata i8* %41, metadata !194, metadata !DIExpression()), !dbg !210
  %42 = getelementptr inbounds i8, i8* %41, i64 8, !dbg !237
  call void @llvm.dbg.value(metadata i8* %42, metadata !194, metadata !DIExpression()), !dbg !210
  store i8* %42, i8** %2, align 8, !dbg !237
  %43 = bitcast i8* %41 to i8**, !dbg !237
  %44 = load i8*, i8** %43, align 8, !dbg !237
  call void @llvm.dbg.value(metadata i8* %44, metadata !202, metadata !DIExpression()), !dbg !238
  call void @llvm.dbg.value(metadata i64 %16, metadata !199, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i8* %44, metadata !202, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !238
  %45 = load i8, i8* %44, align 1, !dbg !239, !tbaa !143
  %46 = icmp eq i8 %45, 0, !dbg !240
  br i1 %46, label %76, label %47, !dbg !240

47:                                               ; preds = %40, %47
  %48 = phi i64 [ %51, %47 ], [ %16, %40 ]
  %49 = phi i8* [ %50, %47 ], [ %44, %40 ]
  call void @llvm.dbg.value(metadata i64 %48, metadata !199, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i8* %49, metadata !202, metadata !DIExpression()), !dbg !238
  %50 = getelementptr inbounds i8, i8* %49, i64 1, !dbg !241
  call void @llvm.dbg.value(metadata i8* %50, metadata !202, metadata !DIExpression()), !dbg !238
  %51 = add nsw i64 %48, 1, !dbg !242
  call void @llvm.dbg.value(metadata i64 %51, metadata !199, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i8* %50, metadata !202, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !238
  %52 = load i8, i8* %50, align 1, !dbg !239, !tbaa !143
  %53 = icmp eq i8 %52, 0, !dbg !240
  br i1 %53, label %76, label %47, !dbg !240, !llvm.loop !243

54:                                               ; preds = %14
  %55 = load i8*, i8** %2, align 8, !dbg !245
  call void @llvm.dbg.value(metadata i8* %55, metadata !194, metadata !DIExpression()), !dbg !210
  %56 = getelementptr inbounds i8, i8* %55, i64 8, !dbg !245
  call void @llvm.dbg.value(metadata i8* %56, metadata !194, metadata !DIExpression()), !dbg !210
  store i8* %56, i8** %2, align 8, !dbg !245
  %57 = bitcast i8* %55 to i32*, !dbg !245
  %58 = load i32, i32* %57, align 8, !dbg !245
  %59 = zext i32 %58 to i64, !dbg !246
  %60 = shl i64 %59, 56, !dbg !246
  %61 = ashr exact i64 %60, 56, !dbg !246
  %62 = add nsw i64 %61, %16, !dbg !247
  call void @llvm.dbg.value(metadata i64 %62, metadata !199, metadata !DIExpression()), !dbg !210
  br label %76, !dbg !248

63:                                               ; preds = %14
  %64 = load i8*, i8** %2, align 8, !dbg !249
  call void @llvm.dbg.value(metadata i8* %64, metadata !194, metadata !DIExpression()), !dbg !210
  %65 = getelementptr inbounds i8, i8* %64, i64 8, !dbg !249
  call void @llvm.dbg.value(metadata i8* %65, metadata !194, metadata !DIExpression()), !dbg !210
  store i8* %65, i8** %2, align 8, !dbg !249
  %66 = bitcast i8* %64 to i16*, !dbg !249
  %67 = load i16, i16* %66, align 8, !dbg !249, !tbaa.struct !250
  call void @llvm.dbg.value(metadata i16 %67, metadata !207, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !253
  %68 = getelementptr inbounds i8, i8* %64, i64 2, !dbg !249
  %69 = bitcast i8* %68 to i16*, !dbg !249
  %70 = load i16, i16* %69, align 2, !dbg !249, !tbaa.struct !254
  call void @llvm.dbg.value(metadata i16 %70, metadata !207, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 16)), !dbg !253
  %71 = sext i16 %67 to i64, !dbg !255
  %72 = mul nsw i64 %71, 100, !dbg !256
  %73 = sext i16 %70 to i64, !dbg !257
  %74 = add i64 %16, %73, !dbg !258
  %75 = add i64 %74, %72, !dbg !259
  call void @llvm.dbg.value(metadata i64 %75, metadata !199, metadata !DIExpression()), !dbg !210
  br label %76

76:                                               ; preds = %47, %40, %19, %26, %32, %54, %63, %14
  %77 = phi i64 [ %16, %14 ], [ %75, %63 ], [ %62, %54 ], [ %39, %32 ], [ %31, %26 ], [ %25, %19 ], [ %16, %40 ], [ %51, %47 ], !dbg !210
  call void @llvm.dbg.value(metadata i64 %77, metadata !199, metadata !DIExpression()), !dbg !210
  %78 = getelementptr inbounds i8, i8* %17, i64 1, !dbg !260
  call void @llvm.dbg.value(metadata i8* %78, metadata !200, metadata !DIExpression()), !dbg !214
  %79 = load i8, i8* %78, align 1, !dbg !261, !tbaa !143
  %80 = icmp eq i8* %78, getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 6), !dbg !215
  br i1 %80, label %6, label %14, !dbg !215, !llvm.loop !262
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 !dbg !264 {
  %2 = alloca i8*, align 8
  call void @llvm.dbg.value(metadata i32 4, metadata !268, metadata !DIExpression()), !dbg !271
  %3 = bitcast i8** %2 to i8*, !dbg !272
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #9, !dbg !272
  call void @llvm.dbg.value(metadata i8** %2, metadata !269, metadata !DIExpression(DW_OP_deref)), !dbg !271
  call void @llvm.va_start(i8* nonnull %3), !dbg !273
  call void @llvm.dbg.value(metadata i32 0, metadata !270, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 4, metadata !268, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 4, metadata !268, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !271
  call void @llvm.dbg.value(metadata i32 0, metadata !270, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 4, metadata !268, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 3, metadata !268, metadata !DIExpression()), !dbg !271
  %4 = load i8*, i8** %2, align 8, !dbg !274
  call void @llvm.dbg.value(metadata i8* %4, metadata !269, metadata !DIExpression()), !dbg !271
  %5 = getelementptr inbounds i8, i8* %4, i64 8, !dbg !274
  call void @llvm.dbg.value(metadata i8* %5, metadata !269, metadata !DIExpression()), !dbg !271
  store i8* %5, i8** %2, align 8, !dbg !274
  %6 = bitcast i8* %4 to i32*, !dbg !274
  %7 = load i32, i32* %6, align 8, !dbg !274
  call void @llvm.dbg.value(metadata i32 %7, metadata !270, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 3, metadata !268, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !271
  call void @llvm.dbg.value(metadata i32 %7, metadata !270, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 3, metadata !268, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 2, metadata !268, metadata !DIExpression()), !dbg !271
  %8 = mul nsw i32 %7, 31, !dbg !275
  call void @llvm.dbg.value(metadata i8* %5, metadata !269, metadata !DIExpression()), !dbg !271
  %9 = getelementptr inbounds i8, i8* %4, i64 16, !dbg !274
  call void @llvm.dbg.value(metadata i8* %9, metadata !269, metadata !DIExpression()), !dbg !271
  %10 = bitcast i8* %5 to i32*, !dbg !274
  %11 = load i32, i32* %10, align 8, !dbg !274
  %12 = add nsw i32 %11, %8, !dbg !276
  call void @llvm.dbg.value(metadata i32 %12, metadata !270, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 2, metadata !268, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !271
  call void @llvm.dbg.value(metadata i32 %12, metadata !270, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 2, metadata !268, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 1, metadata !268, metadata !DIExpression()), !dbg !271
  %13 = mul nsw i32 %12, 31, !dbg !275
  call void @llvm.dbg.value(metadata i8* %9, metadata !269, metadata !DIExpression()), !dbg !271
  %14 = getelementptr inbounds i8, i8* %4, i64 24, !dbg !274
  call void @llvm.dbg.value(metadata i8* %14, metadata !269, metadata !DIExpression()), !dbg !271
  %15 = bitcast i8* %9 to i32*, !dbg !274
  %16 = load i32, i32* %15, align 8, !dbg !274
  %17 = add nsw i32 %16, %13, !dbg !276
  call void @llvm.dbg.value(metadata i32 %17, metadata !270, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 1, metadata !268, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !271
  call void @llvm.dbg.value(metadata i32 %17, metadata !270, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 1, metadata !268, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 0, metadata !268, metadata !DIExpression()), !dbg !271
  %18 = mul nsw i32 %17, 31, !dbg !275
  call void @llvm.dbg.value(metadata i8* %14, metadata !269, metadata !DIExpression()), !dbg !271
  %19 = getelementptr inbounds i8, i8* %4, i64 32, !dbg !274
  call void @llvm.dbg.value(metadata i8* %19, metadata !269, metadata !DIExpression()), !dbg !271
  store i8* %19, i8** %2, align 8, !dbg !274
  %20 = bitcast i8* %14 to i32*, !dbg !274
  %21 = load i32, i32* %20, align 8, !dbg !274
  %22 = add nsw i32 %21, %18, !dbg !276
  call void @llvm.dbg.value(metadata i32 %22, metadata !270, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 0, metadata !268, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !271
  call void @llvm.dbg.value(metadata i8** %2, metadata !269, metadata !DIExpression(DW_OP_deref)), !dbg !271
  call void @llvm.va_end(i8* nonnull %3), !dbg !277
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #9, !dbg !278
  ret i32 %22, !dbg !279
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #5 !dbg !280 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !282, metadata !DIExpression()), !dbg !284
  call void @llvm.dbg.value(metadata i32 %1, metadata !283, metadata !DIExpression()), !dbg !284
  %3 = add nsw i32 %1, %0, !dbg !285
  ret i32 %3, !dbg !286
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #5 !dbg !287 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !289, metadata !DIExpression()), !dbg !291
  call void @llvm.dbg.value(metadata i32 %1, metadata !290, metadata !DIExpression()), !dbg !291
  %3 = mul nsw i32 %1, %0, !dbg !292
  ret i32 %3, !dbg !293
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #5 !dbg !294 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !296, metadata !DIExpression()), !dbg !298
  call void @llvm.dbg.value(metadata i32 %1, metadata !297, metadata !DIExpression()), !dbg !298
  %3 = sub nsw i32 %0, %1, !dbg !299
  ret i32 %3, !dbg !300
}

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define internal fastcc i32 @run(i32* nocapture noundef readnone %0) #6 !dbg !32 {
  %2 = alloca [16 x i32], align 16
  call void @llvm.dbg.value(metadata i32* getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0), metadata !37, metadata !DIExpression()), !dbg !301
  call void @llvm.dbg.declare(metadata [16 x i32]* %2, metadata !38, metadata !DIExpression()), !dbg !302
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression()), !dbg !301
  call void @llvm.dbg.value(metadata i32 0, metadata !43, metadata !DIExpression()), !dbg !301
  call void @llvm.dbg.value(metadata i32 1, metadata !43, metadata !DIExpression()), !dbg !301
  br label %3, !dbg !303

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
  %15 = trunc i64 %91 to i32, !dbg !304
  call void @llvm.dbg.label(metadata !48), !dbg !304
  call void @llvm.dbg.value(metadata i32 %15, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !301
  %16 = shl i64 %91, 32, !dbg !305
  %17 = ashr exact i64 %16, 32, !dbg !305
  %18 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %17, !dbg !305
  %19 = load i32, i32* %18, align 4, !dbg !305, !tbaa !306
  %20 = add nsw i32 %5, 1, !dbg !307
  call void @llvm.dbg.value(metadata i32 %20, metadata !42, metadata !DIExpression()), !dbg !301
  %21 = sext i32 %5 to i64, !dbg !308
  %22 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %21, !dbg !308
  store i32 %19, i32* %22, align 4, !dbg !309, !tbaa !306
  %23 = add nsw i32 %15, 2, !dbg !310
  call void @llvm.dbg.value(metadata i32 %23, metadata !43, metadata !DIExpression()), !dbg !301
  %24 = shl i64 %91, 32, !dbg !310
  %25 = add i64 %24, 4294967296, !dbg !310
  %26 = ashr exact i64 %25, 32, !dbg !310
  br label %27, !dbg !310

27:                                               ; preds = %14, %71, %52, %44, %36
  %28 = phi i64 [ %26, %14 ], [ %74, %71 ], [ %60, %52 ], [ %51, %44 ], [ %43, %36 ]
  %29 = phi i32 [ %23, %14 ], [ %73, %71 ], [ %58, %52 ], [ %49, %44 ], [ %41, %36 ]
  %30 = phi i32 [ %20, %14 ], [ %7, %71 ], [ %57, %52 ], [ %7, %44 ], [ %7, %36 ]
  %31 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %28, !dbg !301
  %32 = load i32, i32* %31, align 4, !dbg !301, !tbaa !306
  %33 = sext i32 %32 to i64, !dbg !301
  %34 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %33, !dbg !301
  %35 = load i8*, i8** %34, align 8, !dbg !301, !tbaa !311
  br label %3

36:                                               ; preds = %90
  %37 = trunc i64 %91 to i32, !dbg !312
  call void @llvm.dbg.label(metadata !49), !dbg !312
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !301
  %38 = load i32, i32* %9, align 4, !dbg !313, !tbaa !306
  %39 = load i32, i32* %12, align 4, !dbg !314, !tbaa !306
  %40 = add nsw i32 %39, %38, !dbg !314
  store i32 %40, i32* %12, align 4, !dbg !314, !tbaa !306
  %41 = add nsw i32 %37, 1, !dbg !315
  call void @llvm.dbg.value(metadata i32 %41, metadata !43, metadata !DIExpression()), !dbg !301
  %42 = shl i64 %91, 32, !dbg !315
  %43 = ashr exact i64 %42, 32, !dbg !315
  br label %27, !dbg !315

44:                                               ; preds = %90
  %45 = trunc i64 %91 to i32, !dbg !316
  call void @llvm.dbg.label(metadata !50), !dbg !316
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !301
  %46 = load i32, i32* %9, align 4, !dbg !317, !tbaa !306
  %47 = load i32, i32* %12, align 4, !dbg !318, !tbaa !306
  %48 = mul nsw i32 %47, %46, !dbg !318
  store i32 %48, i32* %12, align 4, !dbg !318, !tbaa !306
  %49 = add nsw i32 %45, 1, !dbg !319
  call void @llvm.dbg.value(metadata i32 %49, metadata !43, metadata !DIExpression()), !dbg !301
  %50 = shl i64 %91, 32, !dbg !319
  %51 = ashr exact i64 %50, 32, !dbg !319
  br label %27, !dbg !319

52:                                               ; preds = %90
  %53 = trunc i64 %91 to i32, !dbg !320
  call void @llvm.dbg.label(metadata !51), !dbg !320
  %54 = load i32, i32* %12, align 4, !dbg !321, !tbaa !306
  %55 = sext i32 %5 to i64, !dbg !322
  %56 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %55, !dbg !322
  store i32 %54, i32* %56, align 4, !dbg !323, !tbaa !306
  %57 = add nsw i32 %5, 1, !dbg !324
  call void @llvm.dbg.value(metadata i32 %57, metadata !42, metadata !DIExpression()), !dbg !301
  %58 = add nsw i32 %53, 1, !dbg !325
  call void @llvm.dbg.value(metadata i32 %58, metadata !43, metadata !DIExpression()), !dbg !301
  %59 = shl i64 %91, 32, !dbg !325
  %60 = ashr exact i64 %59, 32, !dbg !325
  br label %27, !dbg !325

61:                                               ; preds = %90
  %62 = trunc i64 %91 to i32, !dbg !326
  call void @llvm.dbg.label(metadata !52), !dbg !326
  %63 = add nsw i32 %62, 1, !dbg !327
  call void @llvm.dbg.value(metadata i32 %63, metadata !43, metadata !DIExpression()), !dbg !301
  call void @llvm.dbg.value(metadata i32 undef, metadata !44, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !301
  %64 = load i32, i32* %9, align 4, !dbg !329, !tbaa !306
  %65 = icmp eq i32 %64, 0, !dbg !329
  br i1 %65, label %71, label %66, !dbg !331

66:                                               ; preds = %61
  %67 = shl i64 %91, 32, !dbg !332
  %68 = ashr exact i64 %67, 32, !dbg !332
  %69 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %68, !dbg !332
  %70 = load i32, i32* %69, align 4, !dbg !332, !tbaa !306
  call void @llvm.dbg.value(metadata i32 %70, metadata !44, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata i32 undef, metadata !43, metadata !DIExpression()), !dbg !301
  br label %71, !dbg !333

71:                                               ; preds = %66, %61
  %72 = phi i32 [ %70, %66 ], [ %63, %61 ], !dbg !328
  call void @llvm.dbg.value(metadata i32 %72, metadata !43, metadata !DIExpression()), !dbg !301
  %73 = add nsw i32 %72, 1, !dbg !334
  call void @llvm.dbg.value(metadata i32 %73, metadata !43, metadata !DIExpression()), !dbg !301
  %74 = sext i32 %72 to i64, !dbg !334
  br label %27, !dbg !334

75:                                               ; preds = %90
  call void @llvm.dbg.label(metadata !53), !dbg !335
  %76 = load i32, i32* %9, align 4, !dbg !336, !tbaa !306
  %77 = add nsw i32 %76, -1, !dbg !336
  store i32 %77, i32* %9, align 4, !dbg !336, !tbaa !306
  call void @llvm.dbg.value(metadata i64 %91, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !301
  br label %78, !dbg !337

78:                                               ; preds = %75, %85
  %79 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %91, !dbg !301
  %80 = load i32, i32* %79, align 4, !dbg !301, !tbaa !306
  %81 = sext i32 %80 to i64, !dbg !301
  %82 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %81, !dbg !301
  %83 = load i8*, i8** %82, align 8, !dbg !301, !tbaa !311
  %84 = add i64 %91, 1, !dbg !301
  br label %90, !dbg !301

85:                                               ; preds = %90
  call void @llvm.dbg.label(metadata !54), !dbg !338
  %86 = load i32, i32* %9, align 4, !dbg !339, !tbaa !306
  call void @llvm.dbg.value(metadata i32 %86, metadata !46, metadata !DIExpression()), !dbg !340
  %87 = load i32, i32* %12, align 4, !dbg !341, !tbaa !306
  store i32 %87, i32* %9, align 4, !dbg !342, !tbaa !306
  store i32 %86, i32* %12, align 4, !dbg !343, !tbaa !306
  call void @llvm.dbg.value(metadata i64 %91, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !301
  br label %78, !dbg !344

88:                                               ; preds = %90
  call void @llvm.dbg.label(metadata !55), !dbg !345
  %89 = load i32, i32* %9, align 4, !dbg !346, !tbaa !306
  ret i32 %89, !dbg !347

90:                                               ; preds = %78, %3
  %91 = phi i64 [ %84, %78 ], [ %13, %3 ], !dbg !301
  %92 = phi i8* [ %83, %78 ], [ %6, %3 ]
  call void @llvm.dbg.value(metadata i32 %5, metadata !42, metadata !DIExpression()), !dbg !301
  call void @llvm.dbg.value(metadata i64 %91, metadata !43, metadata !DIExpression()), !dbg !301
  indirectbr i8* %92, [label %14, label %36, label %44, label %52, label %61, label %75, label %85, label %88]
}

; Function Attrs: nofree nounwind
declare !dbg !348 dso_local noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #5 !dbg !352 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !354, metadata !DIExpression()), !dbg !356
  call void @llvm.dbg.value(metadata i32 %1, metadata !355, metadata !DIExpression()), !dbg !356
  %3 = icmp eq i32 %1, 0, !dbg !357
  br i1 %3, label %6, label %4, !dbg !357

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1, !dbg !358
  br label %6, !dbg !357

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ], !dbg !357
  ret i32 %7, !dbg !359
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
!llvm.module.flags = !{!129, !130, !131, !132, !133}
!llvm.ident = !{!134}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "prog", scope: !2, file: !3, line: 113, type: !126, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 99, type: !4, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !99)
!3 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus")
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
!129 = !{i32 7, !"Dwarf Version", i32 4}
!130 = !{i32 2, !"Debug Info Version", i32 3}
!131 = !{i32 1, !"wchar_size", i32 2}
!132 = !{i32 7, !"PIC Level", i32 2}
!133 = !{i32 7, !"uwtable", i32 1}
!134 = !{!"Debian clang version 14.0.6"}
!135 = !DILocation(line: 0, scope: !2)
!136 = !DILocation(line: 101, column: 25, scope: !2)
!137 = !DILocation(line: 101, column: 3, scope: !2)
!138 = !DILocation(line: 102, column: 26, scope: !2)
!139 = !DILocation(line: 102, column: 3, scope: !2)
!140 = !DILocation(line: 0, scope: !108)
!141 = !DILocation(line: 105, column: 8, scope: !108)
!142 = !DILocation(line: 105, column: 30, scope: !111)
!143 = !{!144, !144, i64 0}
!144 = !{!"omnipotent char", !145, i64 0}
!145 = !{!"Simple C/C++ TBAA"}
!146 = !DILocation(line: 105, column: 3, scope: !108)
!147 = !DILocation(line: 110, column: 3, scope: !2)
!148 = !DILocation(line: 118, column: 35, scope: !2)
!149 = !DILocation(line: 118, column: 3, scope: !2)
!150 = !DILocation(line: 122, column: 3, scope: !2)
!151 = !DILocation(line: 123, column: 3, scope: !2)
!152 = !DILocation(line: 124, column: 3, scope: !2)
!153 = !DILocation(line: 125, column: 47, scope: !154)
!154 = distinct !DILexicalBlock(scope: !124, file: !3, line: 125, column: 3)
!155 = !DILocation(line: 126, column: 77, scope: !2)
!156 = !{!157, !158, i64 0}
!157 = !{!"", !158, i64 0, !144, i64 4, !159, i64 16}
!158 = !{!"int", !144, i64 0}
!159 = !{!"double", !144, i64 0}
!160 = !DILocation(line: 126, column: 93, scope: !2)
!161 = !{!157, !159, i64 16}
!162 = !DILocation(line: 126, column: 3, scope: !2)
!163 = !DILocation(line: 128, column: 3, scope: !2)
!164 = !DILocation(line: 129, column: 3, scope: !2)
!165 = !DILocation(line: 0, scope: !110)
!166 = !DILocation(line: 107, column: 22, scope: !110)
!167 = !DILocation(line: 107, column: 26, scope: !110)
!168 = !DILocation(line: 58, column: 50, scope: !169, inlinedAt: !178)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 58, column: 9)
!170 = distinct !DILexicalBlock(scope: !171, file: !3, line: 57, column: 3)
!171 = distinct !DILexicalBlock(scope: !172, file: !3, line: 57, column: 3)
!172 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 56, type: !173, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !175)
!173 = !DISubroutineType(types: !174)
!174 = !{!24, !11}
!175 = !{!176, !177}
!176 = !DILocalVariable(name: "c", arg: 1, scope: !172, file: !3, line: 56, type: !11)
!177 = !DILocalVariable(name: "i", scope: !171, file: !3, line: 57, type: !120)
!178 = distinct !DILocation(line: 106, column: 15, scope: !110)
!179 = !{!180, !181, i64 8}
!180 = !{!"", !144, i64 0, !181, i64 8}
!181 = !{!"any pointer", !144, i64 0}
!182 = !DILocation(line: 107, column: 30, scope: !110)
!183 = !DILocation(line: 107, column: 5, scope: !110)
!184 = !DILocation(line: 105, column: 34, scope: !111)
!185 = !DILocation(line: 105, column: 3, scope: !111)
!186 = distinct !{!186, !146, !187, !188}
!187 = !DILocation(line: 108, column: 3, scope: !108)
!188 = !{!"llvm.loop.mustprogress"}
!189 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 13, type: !190, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !192)
!190 = !DISubroutineType(types: !191)
!191 = !{!10, !80, null}
!192 = !{!193, !194, !198, !199, !200, !202, !207, !209}
!193 = !DILocalVariable(name: "fmt", arg: 1, scope: !189, file: !3, line: 13, type: !80)
!194 = !DILocalVariable(name: "ap", scope: !189, file: !3, line: 14, type: !195)
!195 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !3, line: 8, baseType: !196)
!196 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !197)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!198 = !DILocalVariable(name: "ap2", scope: !189, file: !3, line: 14, type: !195)
!199 = !DILocalVariable(name: "total", scope: !189, file: !3, line: 15, type: !10)
!200 = !DILocalVariable(name: "f", scope: !201, file: !3, line: 18, type: !80)
!201 = distinct !DILexicalBlock(scope: !189, file: !3, line: 18, column: 3)
!202 = !DILocalVariable(name: "s", scope: !203, file: !3, line: 23, type: !80)
!203 = distinct !DILexicalBlock(scope: !204, file: !3, line: 23, column: 15)
!204 = distinct !DILexicalBlock(scope: !205, file: !3, line: 19, column: 17)
!205 = distinct !DILexicalBlock(scope: !206, file: !3, line: 18, column: 38)
!206 = distinct !DILexicalBlock(scope: !201, file: !3, line: 18, column: 3)
!207 = !DILocalVariable(name: "p", scope: !208, file: !3, line: 25, type: !101)
!208 = distinct !DILexicalBlock(scope: !204, file: !3, line: 25, column: 15)
!209 = !DILocalVariable(name: "first", scope: !189, file: !3, line: 31, type: !6)
!210 = !DILocation(line: 0, scope: !189)
!211 = !DILocation(line: 14, column: 3, scope: !189)
!212 = !DILocation(line: 16, column: 3, scope: !189)
!213 = !DILocation(line: 17, column: 3, scope: !189)
!214 = !DILocation(line: 0, scope: !201)
!215 = !DILocation(line: 18, column: 3, scope: !201)
!216 = !DILocation(line: 29, column: 3, scope: !189)
!217 = !DILocation(line: 31, column: 31, scope: !189)
!218 = !DILocation(line: 32, column: 3, scope: !189)
!219 = !DILocation(line: 33, column: 16, scope: !189)
!220 = !DILocation(line: 33, column: 25, scope: !189)
!221 = !DILocation(line: 33, column: 23, scope: !189)
!222 = !DILocation(line: 34, column: 1, scope: !189)
!223 = !DILocation(line: 33, column: 3, scope: !189)
!224 = !DILocation(line: 19, column: 13, scope: !205)
!225 = !DILocation(line: 19, column: 5, scope: !205)
!226 = !DILocation(line: 20, column: 24, scope: !204)
!227 = !DILocation(line: 20, column: 21, scope: !204)
!228 = !DILocation(line: 20, column: 51, scope: !204)
!229 = !DILocation(line: 21, column: 24, scope: !204)
!230 = !DILocation(line: 21, column: 21, scope: !204)
!231 = !DILocation(line: 21, column: 57, scope: !204)
!232 = !DILocation(line: 22, column: 36, scope: !204)
!233 = !DILocation(line: 22, column: 65, scope: !204)
!234 = !DILocation(line: 22, column: 24, scope: !204)
!235 = !DILocation(line: 22, column: 21, scope: !204)
!236 = !DILocation(line: 22, column: 72, scope: !204)
!237 = !DILocation(line: 23, column: 33, scope: !203)
!238 = !DILocation(line: 0, scope: !203)
!239 = !DILocation(line: 23, column: 76, scope: !203)
!240 = !DILocation(line: 23, column: 69, scope: !203)
!241 = !DILocation(line: 23, column: 78, scope: !203)
!242 = !DILocation(line: 23, column: 82, scope: !203)
!243 = distinct !{!243, !240, !244, !188}
!244 = !DILocation(line: 23, column: 84, scope: !203)
!245 = !DILocation(line: 24, column: 30, scope: !204)
!246 = !DILocation(line: 24, column: 24, scope: !204)
!247 = !DILocation(line: 24, column: 21, scope: !204)
!248 = !DILocation(line: 24, column: 57, scope: !204)
!249 = !DILocation(line: 25, column: 31, scope: !208)
!250 = !{i64 0, i64 2, !251, i64 2, i64 2, !251}
!251 = !{!252, !252, i64 0}
!252 = !{!"short", !144, i64 0}
!253 = !DILocation(line: 0, scope: !208)
!254 = !{i64 0, i64 2, !251}
!255 = !DILocation(line: 25, column: 73, scope: !208)
!256 = !DILocation(line: 25, column: 77, scope: !208)
!257 = !DILocation(line: 25, column: 85, scope: !208)
!258 = !DILocation(line: 25, column: 83, scope: !208)
!259 = !DILocation(line: 25, column: 70, scope: !208)
!260 = !DILocation(line: 18, column: 33, scope: !206)
!261 = !DILocation(line: 18, column: 29, scope: !206)
!262 = distinct !{!262, !215, !263, !188}
!263 = !DILocation(line: 28, column: 3, scope: !201)
!264 = distinct !DISubprogram(name: "forward", scope: !3, file: !3, line: 36, type: !265, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !267)
!265 = !DISubroutineType(types: !266)
!266 = !{!6, !6, null}
!267 = !{!268, !269, !270}
!268 = !DILocalVariable(name: "n", arg: 1, scope: !264, file: !3, line: 36, type: !6)
!269 = !DILocalVariable(name: "ap", scope: !264, file: !3, line: 37, type: !195)
!270 = !DILocalVariable(name: "r", scope: !264, file: !3, line: 39, type: !6)
!271 = !DILocation(line: 0, scope: !264)
!272 = !DILocation(line: 37, column: 3, scope: !264)
!273 = !DILocation(line: 38, column: 3, scope: !264)
!274 = !DILocation(line: 40, column: 32, scope: !264)
!275 = !DILocation(line: 40, column: 25, scope: !264)
!276 = !DILocation(line: 40, column: 30, scope: !264)
!277 = !DILocation(line: 41, column: 3, scope: !264)
!278 = !DILocation(line: 43, column: 1, scope: !264)
!279 = !DILocation(line: 42, column: 3, scope: !264)
!280 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 47, type: !26, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !281)
!281 = !{!282, !283}
!282 = !DILocalVariable(name: "a", arg: 1, scope: !280, file: !3, line: 47, type: !6)
!283 = !DILocalVariable(name: "b", arg: 2, scope: !280, file: !3, line: 47, type: !6)
!284 = !DILocation(line: 0, scope: !280)
!285 = !DILocation(line: 47, column: 44, scope: !280)
!286 = !DILocation(line: 47, column: 35, scope: !280)
!287 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 49, type: !26, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !288)
!288 = !{!289, !290}
!289 = !DILocalVariable(name: "a", arg: 1, scope: !287, file: !3, line: 49, type: !6)
!290 = !DILocalVariable(name: "b", arg: 2, scope: !287, file: !3, line: 49, type: !6)
!291 = !DILocation(line: 0, scope: !287)
!292 = !DILocation(line: 49, column: 44, scope: !287)
!293 = !DILocation(line: 49, column: 35, scope: !287)
!294 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 48, type: !26, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !295)
!295 = !{!296, !297}
!296 = !DILocalVariable(name: "a", arg: 1, scope: !294, file: !3, line: 48, type: !6)
!297 = !DILocalVariable(name: "b", arg: 2, scope: !294, file: !3, line: 48, type: !6)
!298 = !DILocation(line: 0, scope: !294)
!299 = !DILocation(line: 48, column: 44, scope: !294)
!300 = !DILocation(line: 48, column: 35, scope: !294)
!301 = !DILocation(line: 0, scope: !32)
!302 = !DILocation(line: 74, column: 7, scope: !32)
!303 = !DILocation(line: 76, column: 3, scope: !32)
!304 = !DILocation(line: 77, column: 1, scope: !32)
!305 = !DILocation(line: 77, column: 24, scope: !32)
!306 = !{!158, !158, i64 0}
!307 = !DILocation(line: 77, column: 18, scope: !32)
!308 = !DILocation(line: 77, column: 10, scope: !32)
!309 = !DILocation(line: 77, column: 22, scope: !32)
!310 = !DILocation(line: 77, column: 36, scope: !32)
!311 = !{!181, !181, i64 0}
!312 = !DILocation(line: 78, column: 1, scope: !32)
!313 = !DILocation(line: 78, column: 32, scope: !32)
!314 = !DILocation(line: 78, column: 29, scope: !32)
!315 = !DILocation(line: 78, column: 43, scope: !32)
!316 = !DILocation(line: 79, column: 1, scope: !32)
!317 = !DILocation(line: 79, column: 32, scope: !32)
!318 = !DILocation(line: 79, column: 29, scope: !32)
!319 = !DILocation(line: 79, column: 43, scope: !32)
!320 = !DILocation(line: 80, column: 1, scope: !32)
!321 = !DILocation(line: 80, column: 22, scope: !32)
!322 = !DILocation(line: 80, column: 10, scope: !32)
!323 = !DILocation(line: 80, column: 20, scope: !32)
!324 = !DILocation(line: 80, column: 39, scope: !32)
!325 = !DILocation(line: 80, column: 43, scope: !32)
!326 = !DILocation(line: 81, column: 1, scope: !32)
!327 = !DILocation(line: 81, column: 26, scope: !45)
!328 = !DILocation(line: 0, scope: !45)
!329 = !DILocation(line: 81, column: 35, scope: !330)
!330 = distinct !DILexicalBlock(scope: !45, file: !3, line: 81, column: 35)
!331 = !DILocation(line: 81, column: 35, scope: !45)
!332 = !DILocation(line: 81, column: 19, scope: !45)
!333 = !DILocation(line: 81, column: 48, scope: !330)
!334 = !DILocation(line: 81, column: 56, scope: !45)
!335 = !DILocation(line: 82, column: 1, scope: !32)
!336 = !DILocation(line: 82, column: 22, scope: !32)
!337 = !DILocation(line: 82, column: 26, scope: !32)
!338 = !DILocation(line: 83, column: 1, scope: !32)
!339 = !DILocation(line: 83, column: 20, scope: !47)
!340 = !DILocation(line: 0, scope: !47)
!341 = !DILocation(line: 83, column: 51, scope: !47)
!342 = !DILocation(line: 83, column: 49, scope: !47)
!343 = !DILocation(line: 83, column: 80, scope: !47)
!344 = !DILocation(line: 83, column: 85, scope: !47)
!345 = !DILocation(line: 84, column: 1, scope: !32)
!346 = !DILocation(line: 84, column: 17, scope: !32)
!347 = !DILocation(line: 84, column: 10, scope: !32)
!348 = !DISubprogram(name: "putchar", scope: !3, file: !3, line: 6, type: !349, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !351)
!349 = !DISubroutineType(types: !350)
!350 = !{!6, !6}
!351 = !{}
!352 = distinct !DISubprogram(name: "op_div", scope: !3, file: !3, line: 50, type: !26, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !353)
!353 = !{!354, !355}
!354 = !DILocalVariable(name: "a", arg: 1, scope: !352, file: !3, line: 50, type: !6)
!355 = !DILocalVariable(name: "b", arg: 2, scope: !352, file: !3, line: 50, type: !6)
!356 = !DILocation(line: 0, scope: !352)
!357 = !DILocation(line: 50, column: 42, scope: !352)
!358 = !DILocation(line: 50, column: 48, scope: !352)
!359 = !DILocation(line: 50, column: 35, scope: !352)
