; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Pt = type { i16, i16 }
%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, i32 (i32, i32)* }

@__const.main.pt = private unnamed_addr constant %struct.Pt { i16 3, i16 4 }, align 2
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
@run.dispatch = internal unnamed_addr constant [8 x i8*] [i8* blockaddress(@run, %11), i8* blockaddress(@run, %26), i8* blockaddress(@run, %31), i8* blockaddress(@run, %36), i8* blockaddress(@run, %41), i8* blockaddress(@run, %51), i8* blockaddress(@run, %60), i8* blockaddress(@run, %63)], align 16, !dbg !30
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

define hidden i32 @main() #0 !dbg !2 {
  call void @llvm.dbg.declare(metadata %struct.Pt* @__const.main.pt, metadata !100, metadata !DIExpression()), !dbg !133
  %1 = tail call i64 (i8*, ...) @vsum(i8* undef, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 noundef 65, %struct.Pt* noundef nonnull byval(%struct.Pt) align 2 @__const.main.pt), !dbg !134
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i64 noundef %1), !dbg !135
  %3 = tail call i32 (i32, ...) @forward(i32 undef, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !136
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i32 0, i32 0), i32 noundef %3), !dbg !137
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), metadata !106, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), metadata !107, metadata !DIExpression()), !dbg !139
  br label %5, !dbg !140

5:                                                ; preds = %34, %0
  %6 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), %0 ], [ %38, %34 ], !dbg !139
  call void @llvm.dbg.value(metadata i8* %6, metadata !107, metadata !DIExpression()), !dbg !139
  %7 = load i8, i8* %6, align 1, !dbg !141, !tbaa !142
  switch i8 %7, label %23 [
    i8 0, label %8
    i8 43, label %28
    i8 45, label %25
    i8 42, label %26
    i8 47, label %27
  ], !dbg !145

8:                                                ; preds = %5
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_add, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !138
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_mul, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !138
  call void @llvm.dbg.value(metadata i32 (i32, i32)* @op_sub, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !138
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i32 0, i32 0), i32 noundef 54), !dbg !146
  call void @llvm.dbg.value(metadata i32 1, metadata !116, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i32 undef, metadata !116, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i32 undef, metadata !116, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value)), !dbg !138
  %10 = tail call fastcc i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i32 0, i32 0)), !dbg !147
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0), i32 noundef %10, i32 noundef 120), !dbg !148
  call void @llvm.dbg.value(metadata i32 -2128831035, metadata !119, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i32 undef, metadata !119, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i32 undef, metadata !119, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 16777619, DW_OP_mul, DW_OP_stack_value)), !dbg !138
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i32 0, i32 0), i32 noundef 39, i32 noundef -1837022641), !dbg !149
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i32 0, i32 0), i32 noundef 23), !dbg !150
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i32 0, i32 0), i32 noundef 128, i32 noundef 255, i32 noundef 39), !dbg !151
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0)), !dbg !152
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.15, i32 0, i32 0)), !dbg !152
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0)), !dbg !152
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0)), !dbg !152
  %19 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 0), align 8, !dbg !154, !tbaa !155
  %20 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 2), align 8, !dbg !159, !tbaa !160
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 1, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 2, i32 0), i32 noundef %19, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 1, i32 0), double noundef %20, i32 noundef 6), !dbg !161
  %22 = tail call i32 @putchar(i32 noundef 10), !dbg !162
  ret i32 0, !dbg !163

23:                                               ; preds = %5
  call void @llvm.dbg.value(metadata i32 (i32, i32)* undef, metadata !109, metadata !DIExpression()), !dbg !164
  %24 = sext i8 %7 to i32, !dbg !165
  br label %34, !dbg !166

25:                                               ; preds = %5
  br label %28, !dbg !167

26:                                               ; preds = %5
  br label %28, !dbg !167

27:                                               ; preds = %5
  br label %28, !dbg !167

28:                                               ; preds = %5, %25, %26, %27
  %29 = phi i32 [ 1, %25 ], [ 2, %26 ], [ 3, %27 ], [ 0, %5 ]
  call void @llvm.dbg.value(metadata i32 (i32, i32)* undef, metadata !109, metadata !DIExpression()), !dbg !164
  %30 = zext i8 %7 to i32, !dbg !165
  %31 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i32 0, i32 %29, i32 1, !dbg !167
  %32 = load i32 (i32, i32)*, i32 (i32, i32)** %31, align 4, !dbg !167, !tbaa !178
  call void @llvm.dbg.value(metadata i32 (i32, i32)* %32, metadata !109, metadata !DIExpression()), !dbg !164
  %33 = tail call i32 %32(i32 noundef 17, i32 noundef 5), !dbg !181
  br label %34, !dbg !166

34:                                               ; preds = %23, %28
  %35 = phi i32 [ %30, %28 ], [ %24, %23 ]
  %36 = phi i32 [ %33, %28 ], [ -1, %23 ], !dbg !166
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 noundef %35, i32 noundef %36), !dbg !182
  %38 = getelementptr inbounds i8, i8* %6, i32 1, !dbg !183
  call void @llvm.dbg.value(metadata i8* %38, metadata !107, metadata !DIExpression()), !dbg !139
  br label %5, !dbg !184, !llvm.loop !185
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind
define internal i64 @vsum(i8* nocapture readnone %0, ...) unnamed_addr #4 !dbg !188 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), metadata !192, metadata !DIExpression()), !dbg !209
  %4 = bitcast i8** %2 to i8*, !dbg !210
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #9, !dbg !210
  %5 = bitcast i8** %3 to i8*, !dbg !210
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #9, !dbg !210
  call void @llvm.dbg.value(metadata i64 0, metadata !198, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i8** %2, metadata !193, metadata !DIExpression(DW_OP_deref)), !dbg !209
  call void @llvm.va_start(i8* nonnull %4), !dbg !211
  call void @llvm.dbg.value(metadata i8** %3, metadata !197, metadata !DIExpression(DW_OP_deref)), !dbg !209
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4), !dbg !212
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), metadata !199, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i64 0, metadata !198, metadata !DIExpression()), !dbg !209
  br label %14, !dbg !214

6:                                                ; preds = %85
  call void @llvm.dbg.value(metadata i8** %2, metadata !193, metadata !DIExpression(DW_OP_deref)), !dbg !209
  call void @llvm.va_end(i8* nonnull %4), !dbg !215
  %7 = load i8*, i8** %3, align 4, !dbg !216
  call void @llvm.dbg.value(metadata i8* %7, metadata !197, metadata !DIExpression()), !dbg !209
  %8 = getelementptr inbounds i8, i8* %7, i32 4, !dbg !216
  call void @llvm.dbg.value(metadata i8* %8, metadata !197, metadata !DIExpression()), !dbg !209
  store i8* %8, i8** %3, align 4, !dbg !216
  %9 = bitcast i8* %7 to i32*, !dbg !216
  %10 = load i32, i32* %9, align 4, !dbg !216
  call void @llvm.dbg.value(metadata i32 %10, metadata !208, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i8** %3, metadata !197, metadata !DIExpression(DW_OP_deref)), !dbg !209
  call void @llvm.va_end(i8* nonnull %5), !dbg !217
  %11 = mul nsw i64 %86, 1000, !dbg !218
  %12 = sext i32 %10 to i64, !dbg !219
  %13 = add nsw i64 %11, %12, !dbg !220
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #9, !dbg !221
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #9, !dbg !221
  ret i64 %13, !dbg !222

14:                                               ; preds = %1, %85
  %15 = phi i8 [ 105, %1 ], [ %88, %85 ]
  %16 = phi i64 [ 0, %1 ], [ %86, %85 ]
  %17 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), %1 ], [ %87, %85 ]
  call void @llvm.dbg.value(metadata i64 %16, metadata !198, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i8* %17, metadata !199, metadata !DIExpression()), !dbg !213
  %18 = sext i8 %15 to i32, !dbg !223
  switch i32 %18, label %85 [
    i32 105, label %19
    i32 108, label %26
    i32 100, label %36
    i32 115, label %48
    i32 99, label %62
    i32 112, label %71
  ], !dbg !224

19:                                               ; preds = %14
  %20 = load i8*, i8** %2, align 4, !dbg !225
  call void @llvm.dbg.value(metadata i8* %20, metadata !193, metadata !DIExpression()), !dbg !209
  %21 = getelementptr inbounds i8, i8* %20, i32 4, !dbg !225
  call void @llvm.dbg.value(metadata i8* %21, metadata !193, metadata !DIExpression()), !dbg !209
  store i8* %21, i8** %2, align 4, !dbg !225
  %22 = bitcast i8* %20 to i32*, !dbg !225
  %23 = load i32, i32* %22, align 4, !dbg !225
  %24 = sext i32 %23 to i64, !dbg !225
  %25 = add nsw i64 %16, %24, !dbg !226
  call void @llvm.dbg.value(metadata i64 %25, metadata !198, metadata !DIExpression()), !dbg !209
  br label %85, !dbg !227

26:                                               ; preds = %14
  %27 = load i8*, i8** %2, align 4, !dbg !228
  call void @llvm.dbg.value(metadata i8* %27, metadata !193, metadata !DIExpression()), !dbg !209
  %28 = ptrtoint i8* %27 to i32, !dbg !228
  %29 = add i32 %28, 7, !dbg !228
  %30 = and i32 %29, -8, !dbg !228
  %31 = inttoptr i32 %30 to i8*, !dbg !228
  %32 = getelementptr inbounds i8, i8* %31, i32 8, !dbg !228
  call void @llvm.dbg.value(metadata i8* %32, metadata !193, metadata !DIExpression()), !dbg !209
  store i8* %32, i8** %2, align 4, !dbg !228
  %33 = inttoptr i32 %30 to i64*, !dbg !228
  %34 = load i64, i64* %33, align 8, !dbg !228
  %35 = add nsw i64 %34, %16, !dbg !229
  call void @llvm.dbg.value(metadata i64 %35, metadata !198, metadata !DIExpression()), !dbg !209
  br label %85, !dbg !230

36:                                               ; preds = %14
  %37 = load i8*, i8** %2, align 4, !dbg !231
  call void @llvm.dbg.value(metadata i8* %37, metadata !193, metadata !DIExpression()), !dbg !209
  %38 = ptrtoint i8* %37 to i32, !dbg !231
  %39 = add i32 %38, 7, !dbg !231
  %40 = and i32 %39, -8, !dbg !231
  %41 = inttoptr i32 %40 to i8*, !dbg !231
  %42 = getelementptr inbounds i8, i8* %41, i32 8, !dbg !231
  call void @llvm.dbg.value(metadata i8* %42, metadata !193, metadata !DIExpression()), !dbg !209
  store i8* %42, i8** %2, align 4, !dbg !231
  %43 = inttoptr i32 %40 to double*, !dbg !231
  %44 = load double, double* %43, align 8, !dbg !231
  %45 = fmul double %44, 1.000000e+01, !dbg !232
  %46 = fptosi double %45 to i64, !dbg !233
  %47 = add nsw i64 %16, %46, !dbg !234
  call void @llvm.dbg.value(metadata i64 %47, metadata !198, metadata !DIExpression()), !dbg !209
  br label %85, !dbg !235

48:                                               ; preds = %14
  %49 = load i8*, i8** %2, align 4, !dbg !236
  call void @llvm.dbg.value(metadata i8* %49, metadata !193, metadata !DIExpression()), !dbg !209
  %50 = getelementptr inbounds i8, i8* %49, i32 4, !dbg !236
  call void @llvm.dbg.value(metadata i8* %50, metadata !193, metadata !DIExpression()), !dbg !209
  store i8* %50, i8** %2, align 4, !dbg !236
  %51 = bitcast i8* %49 to i8**, !dbg !236
  %52 = load i8*, i8** %51, align 4, !dbg !236
  call void @llvm.dbg.value(metadata i8* %52, metadata !201, metadata !DIExpression()), !dbg !237
  call void @llvm.dbg.value(metadata i64 %16, metadata !198, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i8* %52, metadata !201, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !237
  %53 = load i8, i8* %52, align 1, !dbg !238, !tbaa !142
  %54 = icmp eq i8 %53, 0, !dbg !239
  br i1 %54, label %85, label %55, !dbg !239

55:                                               ; preds = %48, %55
  %56 = phi i64 [ %59, %55 ], [ %16, %48 ]
  %57 = phi i8* [ %58, %55 ], [ %52, %48 ]
  call void @llvm.dbg.value(metadata i64 %56, metadata !198, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i8* %57, metadata !201, metadata !DIExpression()), !dbg !237
  %58 = getelementptr inbounds i8, i8* %57, i32 1, !dbg !240
  call void @llvm.dbg.value(metadata i8* %58, metadata !201, metadata !DIExpression()), !dbg !237
  %59 = add nsw i64 %56, 1, !dbg !241
  call void @llvm.dbg.value(metadata i64 %59, metadata !198, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i8* %58, metadata !201, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !237
  %60 = load i8, i8* %58, align 1, !dbg !238, !tbaa !142
  %61 = icmp eq i8 %60, 0, !dbg !239
  br i1 %61, label %85, label %55, !dbg !239, !llvm.loop !242

62:                                               ; preds = %14
  %63 = load i8*, i8** %2, align 4, !dbg !244
  call void @llvm.dbg.value(metadata i8* %63, metadata !193, metadata !DIExpression()), !dbg !209
  %64 = getelementptr inbounds i8, i8* %63, i32 4, !dbg !244
  call void @llvm.dbg.value(metadata i8* %64, metadata !193, metadata !DIExpression()), !dbg !209
  store i8* %64, i8** %2, align 4, !dbg !244
  %65 = bitcast i8* %63 to i32*, !dbg !244
  %66 = load i32, i32* %65, align 4, !dbg !244
  %67 = zext i32 %66 to i64, !dbg !245
  %68 = shl i64 %67, 56, !dbg !245
  %69 = ashr exact i64 %68, 56, !dbg !245
  %70 = add nsw i64 %69, %16, !dbg !246
  call void @llvm.dbg.value(metadata i64 %70, metadata !198, metadata !DIExpression()), !dbg !209
  br label %85, !dbg !247

71:                                               ; preds = %14
  %72 = load i8*, i8** %2, align 4, !dbg !248
  call void @llvm.dbg.value(metadata i8* %72, metadata !193, metadata !DIExpression()), !dbg !209
  %73 = getelementptr inbounds i8, i8* %72, i32 4, !dbg !248
  call void @llvm.dbg.value(metadata i8* %73, metadata !193, metadata !DIExpression()), !dbg !209
  store i8* %73, i8** %2, align 4, !dbg !248
  %74 = bitcast i8* %72 to %struct.Pt**, !dbg !248
  %75 = load %struct.Pt*, %struct.Pt** %74, align 4, !dbg !248
  %76 = getelementptr inbounds %struct.Pt, %struct.Pt* %75, i32 0, i32 0, !dbg !248
  %77 = load i16, i16* %76, align 2, !dbg !248, !tbaa.struct !249
  call void @llvm.dbg.value(metadata i16 %77, metadata !206, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !252
  %78 = getelementptr inbounds %struct.Pt, %struct.Pt* %75, i32 0, i32 1, !dbg !248
  %79 = load i16, i16* %78, align 2, !dbg !248, !tbaa.struct !253
  call void @llvm.dbg.value(metadata i16 %79, metadata !206, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 16)), !dbg !252
  %80 = sext i16 %77 to i64, !dbg !254
  %81 = mul nsw i64 %80, 100, !dbg !255
  %82 = sext i16 %79 to i64, !dbg !256
  %83 = add i64 %16, %82, !dbg !257
  %84 = add i64 %83, %81, !dbg !258
  call void @llvm.dbg.value(metadata i64 %84, metadata !198, metadata !DIExpression()), !dbg !209
  br label %85

85:                                               ; preds = %55, %48, %19, %26, %36, %62, %71, %14
  %86 = phi i64 [ %16, %14 ], [ %84, %71 ], [ %70, %62 ], [ %47, %36 ], [ %35, %26 ], [ %25, %19 ], [ %16, %48 ], [ %59, %55 ], !dbg !209
  call void @llvm.dbg.value(metadata i64 %86, metadata !198, metadata !DIExpression()), !dbg !209
  %87 = getelementptr inbounds i8, i8* %17, i32 1, !dbg !259
  call void @llvm.dbg.value(metadata i8* %87, metadata !199, metadata !DIExpression()), !dbg !213
  %88 = load i8, i8* %87, align 1, !dbg !260, !tbaa !142
  %89 = icmp eq i8* %87, getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 6), !dbg !214
  br i1 %89, label %6, label %14, !dbg !214, !llvm.loop !261
}

; Function Attrs: nofree nosync nounwind
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 !dbg !263 {
  %2 = alloca i8*, align 4
  call void @llvm.dbg.value(metadata i32 4, metadata !267, metadata !DIExpression()), !dbg !270
  %3 = bitcast i8** %2 to i8*, !dbg !271
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #9, !dbg !271
  call void @llvm.dbg.value(metadata i8** %2, metadata !268, metadata !DIExpression(DW_OP_deref)), !dbg !270
  call void @llvm.va_start(i8* nonnull %3), !dbg !272
  call void @llvm.dbg.value(metadata i32 0, metadata !269, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 4, metadata !267, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 4, metadata !267, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !270
  call void @llvm.dbg.value(metadata i32 0, metadata !269, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 4, metadata !267, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 3, metadata !267, metadata !DIExpression()), !dbg !270
  %4 = load i8*, i8** %2, align 4, !dbg !273
  call void @llvm.dbg.value(metadata i8* %4, metadata !268, metadata !DIExpression()), !dbg !270
  %5 = getelementptr inbounds i8, i8* %4, i32 4, !dbg !273
  call void @llvm.dbg.value(metadata i8* %5, metadata !268, metadata !DIExpression()), !dbg !270
  store i8* %5, i8** %2, align 4, !dbg !273
  %6 = bitcast i8* %4 to i32*, !dbg !273
  %7 = load i32, i32* %6, align 4, !dbg !273
  call void @llvm.dbg.value(metadata i32 %7, metadata !269, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 3, metadata !267, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !270
  call void @llvm.dbg.value(metadata i32 %7, metadata !269, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 3, metadata !267, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 2, metadata !267, metadata !DIExpression()), !dbg !270
  %8 = mul nsw i32 %7, 31, !dbg !274
  call void @llvm.dbg.value(metadata i8* %5, metadata !268, metadata !DIExpression()), !dbg !270
  %9 = getelementptr inbounds i8, i8* %4, i32 8, !dbg !273
  call void @llvm.dbg.value(metadata i8* %9, metadata !268, metadata !DIExpression()), !dbg !270
  %10 = bitcast i8* %5 to i32*, !dbg !273
  %11 = load i32, i32* %10, align 4, !dbg !273
  %12 = add nsw i32 %11, %8, !dbg !275
  call void @llvm.dbg.value(metadata i32 %12, metadata !269, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 2, metadata !267, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !270
  call void @llvm.dbg.value(metadata i32 %12, metadata !269, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 2, metadata !267, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 1, metadata !267, metadata !DIExpression()), !dbg !270
  %13 = mul nsw i32 %12, 31, !dbg !274
  call void @llvm.dbg.value(metadata i8* %9, metadata !268, metadata !DIExpression()), !dbg !270
  %14 = getelementptr inbounds i8, i8* %4, i32 12, !dbg !273
  call void @llvm.dbg.value(metadata i8* %14, metadata !268, metadata !DIExpression()), !dbg !270
  %15 = bitcast i8* %9 to i32*, !dbg !273
  %16 = load i32, i32* %15, align 4, !dbg !273
  %17 = add nsw i32 %16, %13, !dbg !275
  call void @llvm.dbg.value(metadata i32 %17, metadata !269, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 1, metadata !267, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !270
  call void @llvm.dbg.value(metadata i32 %17, metadata !269, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 1, metadata !267, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 0, metadata !267, metadata !DIExpression()), !dbg !270
  %18 = mul nsw i32 %17, 31, !dbg !274
  call void @llvm.dbg.value(metadata i8* %14, metadata !268, metadata !DIExpression()), !dbg !270
  %19 = getelementptr inbounds i8, i8* %4, i32 16, !dbg !273
  call void @llvm.dbg.value(metadata i8* %19, metadata !268, metadata !DIExpression()), !dbg !270
  store i8* %19, i8** %2, align 4, !dbg !273
  %20 = bitcast i8* %14 to i32*, !dbg !273
  %21 = load i32, i32* %20, align 4, !dbg !273
  %22 = add nsw i32 %21, %18, !dbg !275
  call void @llvm.dbg.value(metadata i32 %22, metadata !269, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 0, metadata !267, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !270
  call void @llvm.dbg.value(metadata i8** %2, metadata !268, metadata !DIExpression(DW_OP_deref)), !dbg !270
  call void @llvm.va_end(i8* nonnull %3), !dbg !276
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #9, !dbg !277
  ret i32 %22, !dbg !278
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #5 !dbg !279 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !281, metadata !DIExpression()), !dbg !283
  call void @llvm.dbg.value(metadata i32 %1, metadata !282, metadata !DIExpression()), !dbg !283
  %3 = add nsw i32 %1, %0, !dbg !284
  ret i32 %3, !dbg !285
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #5 !dbg !286 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !288, metadata !DIExpression()), !dbg !290
  call void @llvm.dbg.value(metadata i32 %1, metadata !289, metadata !DIExpression()), !dbg !290
  %3 = mul nsw i32 %1, %0, !dbg !291
  ret i32 %3, !dbg !292
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #5 !dbg !293 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !295, metadata !DIExpression()), !dbg !297
  call void @llvm.dbg.value(metadata i32 %1, metadata !296, metadata !DIExpression()), !dbg !297
  %3 = sub nsw i32 %0, %1, !dbg !298
  ret i32 %3, !dbg !299
}

; Function Attrs: nofree norecurse nosync nounwind readnone
define internal fastcc i32 @run(i32* nocapture noundef readnone %0) #6 !dbg !32 {
  %2 = alloca [16 x i32], align 16
  call void @llvm.dbg.value(metadata i32* getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i32 0, i32 0), metadata !37, metadata !DIExpression()), !dbg !300
  call void @llvm.dbg.declare(metadata [16 x i32]* %2, metadata !38, metadata !DIExpression()), !dbg !301
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression()), !dbg !300
  call void @llvm.dbg.value(metadata i32 0, metadata !43, metadata !DIExpression()), !dbg !300
  call void @llvm.dbg.value(metadata i32 1, metadata !43, metadata !DIExpression()), !dbg !300
  br label %3, !dbg !302

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
  call void @llvm.dbg.label(metadata !48), !dbg !303
  %12 = add nsw i32 %66, 1, !dbg !304
  call void @llvm.dbg.value(metadata i32 %12, metadata !43, metadata !DIExpression()), !dbg !300
  %13 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i32 0, i32 %66, !dbg !305
  %14 = load i32, i32* %13, align 4, !dbg !305, !tbaa !306
  %15 = add nsw i32 %5, 1, !dbg !307
  call void @llvm.dbg.value(metadata i32 %15, metadata !42, metadata !DIExpression()), !dbg !300
  %16 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i32 0, i32 %5, !dbg !308
  store i32 %14, i32* %16, align 4, !dbg !309, !tbaa !306
  %17 = add nsw i32 %66, 2, !dbg !310
  call void @llvm.dbg.value(metadata i32 %17, metadata !43, metadata !DIExpression()), !dbg !300
  br label %18, !dbg !310

18:                                               ; preds = %11, %48, %36, %31, %26
  %19 = phi i32 [ %12, %11 ], [ %49, %48 ], [ %66, %36 ], [ %66, %31 ], [ %66, %26 ]
  %20 = phi i32 [ %17, %11 ], [ %50, %48 ], [ %40, %36 ], [ %35, %31 ], [ %30, %26 ]
  %21 = phi i32 [ %15, %11 ], [ %7, %48 ], [ %39, %36 ], [ %7, %31 ], [ %7, %26 ]
  %22 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i32 0, i32 %19, !dbg !300
  %23 = load i32, i32* %22, align 4, !dbg !300, !tbaa !306
  %24 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %23, !dbg !300
  %25 = load i8*, i8** %24, align 4, !dbg !300, !tbaa !311
  br label %3

26:                                               ; preds = %65
  call void @llvm.dbg.label(metadata !49), !dbg !312
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !300
  %27 = load i32, i32* %8, align 4, !dbg !313, !tbaa !306
  %28 = load i32, i32* %10, align 4, !dbg !314, !tbaa !306
  %29 = add nsw i32 %28, %27, !dbg !314
  store i32 %29, i32* %10, align 4, !dbg !314, !tbaa !306
  %30 = add nsw i32 %66, 1, !dbg !315
  call void @llvm.dbg.value(metadata i32 %30, metadata !43, metadata !DIExpression()), !dbg !300
  br label %18, !dbg !315

31:                                               ; preds = %65
  call void @llvm.dbg.label(metadata !50), !dbg !316
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !300
  %32 = load i32, i32* %8, align 4, !dbg !317, !tbaa !306
  %33 = load i32, i32* %10, align 4, !dbg !318, !tbaa !306
  %34 = mul nsw i32 %33, %32, !dbg !318
  store i32 %34, i32* %10, align 4, !dbg !318, !tbaa !306
  %35 = add nsw i32 %66, 1, !dbg !319
  call void @llvm.dbg.value(metadata i32 %35, metadata !43, metadata !DIExpression()), !dbg !300
  br label %18, !dbg !319

36:                                               ; preds = %65
  call void @llvm.dbg.label(metadata !51), !dbg !320
  %37 = load i32, i32* %10, align 4, !dbg !321, !tbaa !306
  %38 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i32 0, i32 %5, !dbg !322
  store i32 %37, i32* %38, align 4, !dbg !323, !tbaa !306
  %39 = add nsw i32 %5, 1, !dbg !324
  call void @llvm.dbg.value(metadata i32 %39, metadata !42, metadata !DIExpression()), !dbg !300
  %40 = add nsw i32 %66, 1, !dbg !325
  call void @llvm.dbg.value(metadata i32 %40, metadata !43, metadata !DIExpression()), !dbg !300
  br label %18, !dbg !325

41:                                               ; preds = %65
  call void @llvm.dbg.label(metadata !52), !dbg !326
  %42 = add nsw i32 %66, 1, !dbg !327
  call void @llvm.dbg.value(metadata i32 %42, metadata !43, metadata !DIExpression()), !dbg !300
  call void @llvm.dbg.value(metadata i32 undef, metadata !44, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata i32 %7, metadata !42, metadata !DIExpression()), !dbg !300
  %43 = load i32, i32* %8, align 4, !dbg !329, !tbaa !306
  %44 = icmp eq i32 %43, 0, !dbg !329
  br i1 %44, label %48, label %45, !dbg !331

45:                                               ; preds = %41
  %46 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i32 0, i32 %66, !dbg !332
  %47 = load i32, i32* %46, align 4, !dbg !332, !tbaa !306
  call void @llvm.dbg.value(metadata i32 %47, metadata !44, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata i32 undef, metadata !43, metadata !DIExpression()), !dbg !300
  br label %48, !dbg !333

48:                                               ; preds = %45, %41
  %49 = phi i32 [ %47, %45 ], [ %42, %41 ], !dbg !328
  call void @llvm.dbg.value(metadata i32 %49, metadata !43, metadata !DIExpression()), !dbg !300
  %50 = add nsw i32 %49, 1, !dbg !334
  call void @llvm.dbg.value(metadata i32 %50, metadata !43, metadata !DIExpression()), !dbg !300
  br label %18, !dbg !334

51:                                               ; preds = %65
  call void @llvm.dbg.label(metadata !53), !dbg !335
  %52 = load i32, i32* %8, align 4, !dbg !336, !tbaa !306
  %53 = add nsw i32 %52, -1, !dbg !336
  store i32 %53, i32* %8, align 4, !dbg !336, !tbaa !306
  call void @llvm.dbg.value(metadata i32 %66, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !300
  br label %54, !dbg !337

54:                                               ; preds = %51, %60
  %55 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i32 0, i32 %66, !dbg !300
  %56 = load i32, i32* %55, align 4, !dbg !300, !tbaa !306
  %57 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %56, !dbg !300
  %58 = load i8*, i8** %57, align 4, !dbg !300, !tbaa !311
  %59 = add nsw i32 %66, 1, !dbg !300
  br label %65, !dbg !300

60:                                               ; preds = %65
  call void @llvm.dbg.label(metadata !54), !dbg !338
  %61 = load i32, i32* %8, align 4, !dbg !339, !tbaa !306
  call void @llvm.dbg.value(metadata i32 %61, metadata !46, metadata !DIExpression()), !dbg !340
  %62 = load i32, i32* %10, align 4, !dbg !341, !tbaa !306
  store i32 %62, i32* %8, align 4, !dbg !342, !tbaa !306
  store i32 %61, i32* %10, align 4, !dbg !343, !tbaa !306
  call void @llvm.dbg.value(metadata i32 %66, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !300
  br label %54, !dbg !344

63:                                               ; preds = %65
  call void @llvm.dbg.label(metadata !55), !dbg !345
  %64 = load i32, i32* %8, align 4, !dbg !346, !tbaa !306
  ret i32 %64, !dbg !347

65:                                               ; preds = %54, %3
  %66 = phi i32 [ %4, %3 ], [ %59, %54 ], !dbg !300
  %67 = phi i8* [ %6, %3 ], [ %58, %54 ]
  call void @llvm.dbg.value(metadata i32 %5, metadata !42, metadata !DIExpression()), !dbg !300
  call void @llvm.dbg.value(metadata i32 %66, metadata !43, metadata !DIExpression()), !dbg !300
  indirectbr i8* %67, [label %11, label %26, label %31, label %36, label %41, label %51, label %60, label %63]
}

; Function Attrs: nofree nounwind
declare !dbg !348 noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
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

attributes #0 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #4 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #7 = { mustprogress nofree nosync nounwind willreturn }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!129, !130, !131}
!llvm.ident = !{!132}

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
!32 = distinct !DISubprogram(name: "run", scope: !3, file: !3, line: 71, type: !33, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !36)
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
!129 = !{i32 7, !"Dwarf Version", i32 4}
!130 = !{i32 2, !"Debug Info Version", i32 3}
!131 = !{i32 1, !"wchar_size", i32 4}
!132 = !{!"Debian clang version 14.0.6"}
!133 = !DILocation(line: 100, column: 13, scope: !2)
!134 = !DILocation(line: 101, column: 25, scope: !2)
!135 = !DILocation(line: 101, column: 3, scope: !2)
!136 = !DILocation(line: 102, column: 26, scope: !2)
!137 = !DILocation(line: 102, column: 3, scope: !2)
!138 = !DILocation(line: 0, scope: !2)
!139 = !DILocation(line: 0, scope: !108)
!140 = !DILocation(line: 105, column: 8, scope: !108)
!141 = !DILocation(line: 105, column: 30, scope: !111)
!142 = !{!143, !143, i64 0}
!143 = !{!"omnipotent char", !144, i64 0}
!144 = !{!"Simple C/C++ TBAA"}
!145 = !DILocation(line: 105, column: 3, scope: !108)
!146 = !DILocation(line: 110, column: 3, scope: !2)
!147 = !DILocation(line: 118, column: 35, scope: !2)
!148 = !DILocation(line: 118, column: 3, scope: !2)
!149 = !DILocation(line: 122, column: 3, scope: !2)
!150 = !DILocation(line: 123, column: 3, scope: !2)
!151 = !DILocation(line: 124, column: 3, scope: !2)
!152 = !DILocation(line: 125, column: 47, scope: !153)
!153 = distinct !DILexicalBlock(scope: !124, file: !3, line: 125, column: 3)
!154 = !DILocation(line: 126, column: 77, scope: !2)
!155 = !{!156, !157, i64 0}
!156 = !{!"", !157, i64 0, !143, i64 4, !158, i64 16}
!157 = !{!"int", !143, i64 0}
!158 = !{!"double", !143, i64 0}
!159 = !DILocation(line: 126, column: 93, scope: !2)
!160 = !{!156, !158, i64 16}
!161 = !DILocation(line: 126, column: 3, scope: !2)
!162 = !DILocation(line: 128, column: 3, scope: !2)
!163 = !DILocation(line: 129, column: 3, scope: !2)
!164 = !DILocation(line: 0, scope: !110)
!165 = !DILocation(line: 107, column: 22, scope: !110)
!166 = !DILocation(line: 107, column: 26, scope: !110)
!167 = !DILocation(line: 58, column: 50, scope: !168, inlinedAt: !177)
!168 = distinct !DILexicalBlock(scope: !169, file: !3, line: 58, column: 9)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 57, column: 3)
!170 = distinct !DILexicalBlock(scope: !171, file: !3, line: 57, column: 3)
!171 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 56, type: !172, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !174)
!172 = !DISubroutineType(types: !173)
!173 = !{!24, !11}
!174 = !{!175, !176}
!175 = !DILocalVariable(name: "c", arg: 1, scope: !171, file: !3, line: 56, type: !11)
!176 = !DILocalVariable(name: "i", scope: !170, file: !3, line: 57, type: !120)
!177 = distinct !DILocation(line: 106, column: 15, scope: !110)
!178 = !{!179, !180, i64 4}
!179 = !{!"", !143, i64 0, !180, i64 4}
!180 = !{!"any pointer", !143, i64 0}
!181 = !DILocation(line: 107, column: 30, scope: !110)
!182 = !DILocation(line: 107, column: 5, scope: !110)
!183 = !DILocation(line: 105, column: 34, scope: !111)
!184 = !DILocation(line: 105, column: 3, scope: !111)
!185 = distinct !{!185, !145, !186, !187}
!186 = !DILocation(line: 108, column: 3, scope: !108)
!187 = !{!"llvm.loop.mustprogress"}
!188 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 13, type: !189, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !191)
!189 = !DISubroutineType(types: !190)
!190 = !{!10, !80, null}
!191 = !{!192, !193, !197, !198, !199, !201, !206, !208}
!192 = !DILocalVariable(name: "fmt", arg: 1, scope: !188, file: !3, line: 13, type: !80)
!193 = !DILocalVariable(name: "ap", scope: !188, file: !3, line: 14, type: !194)
!194 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !3, line: 8, baseType: !195)
!195 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !196)
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!197 = !DILocalVariable(name: "ap2", scope: !188, file: !3, line: 14, type: !194)
!198 = !DILocalVariable(name: "total", scope: !188, file: !3, line: 15, type: !10)
!199 = !DILocalVariable(name: "f", scope: !200, file: !3, line: 18, type: !80)
!200 = distinct !DILexicalBlock(scope: !188, file: !3, line: 18, column: 3)
!201 = !DILocalVariable(name: "s", scope: !202, file: !3, line: 23, type: !80)
!202 = distinct !DILexicalBlock(scope: !203, file: !3, line: 23, column: 15)
!203 = distinct !DILexicalBlock(scope: !204, file: !3, line: 19, column: 17)
!204 = distinct !DILexicalBlock(scope: !205, file: !3, line: 18, column: 38)
!205 = distinct !DILexicalBlock(scope: !200, file: !3, line: 18, column: 3)
!206 = !DILocalVariable(name: "p", scope: !207, file: !3, line: 25, type: !101)
!207 = distinct !DILexicalBlock(scope: !203, file: !3, line: 25, column: 15)
!208 = !DILocalVariable(name: "first", scope: !188, file: !3, line: 31, type: !6)
!209 = !DILocation(line: 0, scope: !188)
!210 = !DILocation(line: 14, column: 3, scope: !188)
!211 = !DILocation(line: 16, column: 3, scope: !188)
!212 = !DILocation(line: 17, column: 3, scope: !188)
!213 = !DILocation(line: 0, scope: !200)
!214 = !DILocation(line: 18, column: 3, scope: !200)
!215 = !DILocation(line: 29, column: 3, scope: !188)
!216 = !DILocation(line: 31, column: 31, scope: !188)
!217 = !DILocation(line: 32, column: 3, scope: !188)
!218 = !DILocation(line: 33, column: 16, scope: !188)
!219 = !DILocation(line: 33, column: 25, scope: !188)
!220 = !DILocation(line: 33, column: 23, scope: !188)
!221 = !DILocation(line: 34, column: 1, scope: !188)
!222 = !DILocation(line: 33, column: 3, scope: !188)
!223 = !DILocation(line: 19, column: 13, scope: !204)
!224 = !DILocation(line: 19, column: 5, scope: !204)
!225 = !DILocation(line: 20, column: 24, scope: !203)
!226 = !DILocation(line: 20, column: 21, scope: !203)
!227 = !DILocation(line: 20, column: 51, scope: !203)
!228 = !DILocation(line: 21, column: 24, scope: !203)
!229 = !DILocation(line: 21, column: 21, scope: !203)
!230 = !DILocation(line: 21, column: 57, scope: !203)
!231 = !DILocation(line: 22, column: 36, scope: !203)
!232 = !DILocation(line: 22, column: 65, scope: !203)
!233 = !DILocation(line: 22, column: 24, scope: !203)
!234 = !DILocation(line: 22, column: 21, scope: !203)
!235 = !DILocation(line: 22, column: 72, scope: !203)
!236 = !DILocation(line: 23, column: 33, scope: !202)
!237 = !DILocation(line: 0, scope: !202)
!238 = !DILocation(line: 23, column: 76, scope: !202)
!239 = !DILocation(line: 23, column: 69, scope: !202)
!240 = !DILocation(line: 23, column: 78, scope: !202)
!241 = !DILocation(line: 23, column: 82, scope: !202)
!242 = distinct !{!242, !239, !243, !187}
!243 = !DILocation(line: 23, column: 84, scope: !202)
!244 = !DILocation(line: 24, column: 30, scope: !203)
!245 = !DILocation(line: 24, column: 24, scope: !203)
!246 = !DILocation(line: 24, column: 21, scope: !203)
!247 = !DILocation(line: 24, column: 57, scope: !203)
!248 = !DILocation(line: 25, column: 31, scope: !207)
!249 = !{i64 0, i64 2, !250, i64 2, i64 2, !250}
!250 = !{!251, !251, i64 0}
!251 = !{!"short", !143, i64 0}
!252 = !DILocation(line: 0, scope: !207)
!253 = !{i64 0, i64 2, !250}
!254 = !DILocation(line: 25, column: 73, scope: !207)
!255 = !DILocation(line: 25, column: 77, scope: !207)
!256 = !DILocation(line: 25, column: 85, scope: !207)
!257 = !DILocation(line: 25, column: 83, scope: !207)
!258 = !DILocation(line: 25, column: 70, scope: !207)
!259 = !DILocation(line: 18, column: 33, scope: !205)
!260 = !DILocation(line: 18, column: 29, scope: !205)
!261 = distinct !{!261, !214, !262, !187}
!262 = !DILocation(line: 28, column: 3, scope: !200)
!263 = distinct !DISubprogram(name: "forward", scope: !3, file: !3, line: 36, type: !264, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{!6, !6, null}
!266 = !{!267, !268, !269}
!267 = !DILocalVariable(name: "n", arg: 1, scope: !263, file: !3, line: 36, type: !6)
!268 = !DILocalVariable(name: "ap", scope: !263, file: !3, line: 37, type: !194)
!269 = !DILocalVariable(name: "r", scope: !263, file: !3, line: 39, type: !6)
!270 = !DILocation(line: 0, scope: !263)
!271 = !DILocation(line: 37, column: 3, scope: !263)
!272 = !DILocation(line: 38, column: 3, scope: !263)
!273 = !DILocation(line: 40, column: 32, scope: !263)
!274 = !DILocation(line: 40, column: 25, scope: !263)
!275 = !DILocation(line: 40, column: 30, scope: !263)
!276 = !DILocation(line: 41, column: 3, scope: !263)
!277 = !DILocation(line: 43, column: 1, scope: !263)
!278 = !DILocation(line: 42, column: 3, scope: !263)
!279 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 47, type: !26, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !280)
!280 = !{!281, !282}
!281 = !DILocalVariable(name: "a", arg: 1, scope: !279, file: !3, line: 47, type: !6)
!282 = !DILocalVariable(name: "b", arg: 2, scope: !279, file: !3, line: 47, type: !6)
!283 = !DILocation(line: 0, scope: !279)
!284 = !DILocation(line: 47, column: 44, scope: !279)
!285 = !DILocation(line: 47, column: 35, scope: !279)
!286 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 49, type: !26, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !287)
!287 = !{!288, !289}
!288 = !DILocalVariable(name: "a", arg: 1, scope: !286, file: !3, line: 49, type: !6)
!289 = !DILocalVariable(name: "b", arg: 2, scope: !286, file: !3, line: 49, type: !6)
!290 = !DILocation(line: 0, scope: !286)
!291 = !DILocation(line: 49, column: 44, scope: !286)
!292 = !DILocation(line: 49, column: 35, scope: !286)
!293 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 48, type: !26, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !294)
!294 = !{!295, !296}
!295 = !DILocalVariable(name: "a", arg: 1, scope: !293, file: !3, line: 48, type: !6)
!296 = !DILocalVariable(name: "b", arg: 2, scope: !293, file: !3, line: 48, type: !6)
!297 = !DILocation(line: 0, scope: !293)
!298 = !DILocation(line: 48, column: 44, scope: !293)
!299 = !DILocation(line: 48, column: 35, scope: !293)
!300 = !DILocation(line: 0, scope: !32)
!301 = !DILocation(line: 74, column: 7, scope: !32)
!302 = !DILocation(line: 76, column: 3, scope: !32)
!303 = !DILocation(line: 77, column: 1, scope: !32)
!304 = !DILocation(line: 77, column: 31, scope: !32)
!305 = !DILocation(line: 77, column: 24, scope: !32)
!306 = !{!157, !157, i64 0}
!307 = !DILocation(line: 77, column: 18, scope: !32)
!308 = !DILocation(line: 77, column: 10, scope: !32)
!309 = !DILocation(line: 77, column: 22, scope: !32)
!310 = !DILocation(line: 77, column: 36, scope: !32)
!311 = !{!180, !180, i64 0}
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
