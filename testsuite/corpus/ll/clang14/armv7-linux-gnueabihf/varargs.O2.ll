; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, i32 (i32, i32)* }
%struct.__va_list = type { i8* }

@.str = private unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"ildscp\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"forward %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"+-*/%\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%c:%d \00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 4
@run.dispatch = internal unnamed_addr constant [8 x i8*] [i8* blockaddress(@run, %11), i8* blockaddress(@run, %26), i8* blockaddress(@run, %31), i8* blockaddress(@run, %36), i8* blockaddress(@run, %41), i8* blockaddress(@run, %51), i8* blockaddress(@run, %60), i8* blockaddress(@run, %63)], align 4
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1

define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i64 (i8*, ...) @vsum(i8* undef, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 noundef 65, [1 x i32] [i32 262147])
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i64 noundef %1)
  %3 = tail call i32 (i32, ...) @forward(i32 undef, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i32 0, i32 0), i32 noundef %3)
  br label %5

5:                                                ; preds = %31, %0
  %6 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), %0 ], [ %35, %31 ]
  %7 = load i8, i8* %6, align 1, !tbaa !9
  switch i8 %7, label %31 [
    i8 0, label %8
    i8 43, label %26
    i8 45, label %23
    i8 42, label %24
    i8 47, label %25
  ]

8:                                                ; preds = %5
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i32 0, i32 0), i32 noundef 54)
  %10 = tail call fastcc i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i32 0, i32 0))
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0), i32 noundef %10, i32 noundef 120)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i32 0, i32 0), i32 noundef 39, i32 noundef -1837022641)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i32 0, i32 0), i32 noundef 23)
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i32 0, i32 0), i32 noundef 128, i32 noundef 255, i32 noundef 39)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0))
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.15, i32 0, i32 0))
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0))
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0))
  %19 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 0), align 8, !tbaa !12
  %20 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 2), align 8, !tbaa !16
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 1, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 2, i32 0), i32 noundef %19, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 1, i32 0), double noundef %20, i32 noundef 6)
  %22 = tail call i32 @putchar(i32 noundef 10)
  ret i32 0

23:                                               ; preds = %5
  br label %26

24:                                               ; preds = %5
  br label %26

25:                                               ; preds = %5
  br label %26

26:                                               ; preds = %25, %24, %23, %5
  %27 = phi i32 [ 1, %23 ], [ 2, %24 ], [ 3, %25 ], [ 0, %5 ]
  %28 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i32 0, i32 %27, i32 1
  %29 = load i32 (i32, i32)*, i32 (i32, i32)** %28, align 4, !tbaa !17
  %30 = tail call i32 %29(i32 noundef 17, i32 noundef 5)
  br label %31

31:                                               ; preds = %5, %26
  %32 = phi i32 [ %30, %26 ], [ -1, %5 ]
  %33 = zext i8 %7 to i32
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 noundef %33, i32 noundef %32)
  %35 = getelementptr inbounds i8, i8* %6, i32 1
  br label %5, !llvm.loop !20
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind
define internal i64 @vsum(i8* nocapture readnone %0, ...) unnamed_addr #3 {
  %2 = alloca %struct.__va_list, align 4
  %3 = alloca %struct.__va_list, align 4
  %4 = bitcast %struct.__va_list* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #7
  %5 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #7
  call void @llvm.va_start(i8* nonnull %4)
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4)
  %6 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i32 0, i32 0
  br label %7

7:                                                ; preds = %85, %1
  %8 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), %1 ], [ %87, %85 ]
  %9 = phi i64 [ 0, %1 ], [ %86, %85 ]
  %10 = load i8, i8* %8, align 1, !tbaa !9
  switch i8 %10, label %85 [
    i8 0, label %11
    i8 105, label %20
    i8 108, label %27
    i8 100, label %37
    i8 115, label %49
    i8 99, label %63
    i8 112, label %71
  ]

11:                                               ; preds = %7
  call void @llvm.va_end(i8* nonnull %4)
  %12 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %13 = load i8*, i8** %12, align 4
  %14 = getelementptr inbounds i8, i8* %13, i32 4
  store i8* %14, i8** %12, align 4
  %15 = bitcast i8* %13 to i32*
  %16 = load i32, i32* %15, align 4
  call void @llvm.va_end(i8* nonnull %5)
  %17 = mul nsw i64 %9, 1000
  %18 = sext i32 %16 to i64
  %19 = add nsw i64 %17, %18
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #7
  ret i64 %19

20:                                               ; preds = %7
  %21 = load i8*, i8** %6, align 4
  %22 = getelementptr inbounds i8, i8* %21, i32 4
  store i8* %22, i8** %6, align 4
  %23 = bitcast i8* %21 to i32*
  %24 = load i32, i32* %23, align 4
  %25 = sext i32 %24 to i64
  %26 = add nsw i64 %9, %25
  br label %85

27:                                               ; preds = %7
  %28 = load i8*, i8** %6, align 4
  %29 = ptrtoint i8* %28 to i32
  %30 = add i32 %29, 7
  %31 = and i32 %30, -8
  %32 = inttoptr i32 %31 to i8*
  %33 = getelementptr inbounds i8, i8* %32, i32 8
  store i8* %33, i8** %6, align 4
  %34 = inttoptr i32 %31 to i64*
  %35 = load i64, i64* %34, align 8
  %36 = add nsw i64 %35, %9
  br label %85

37:                                               ; preds = %7
  %38 = load i8*, i8** %6, align 4
  %39 = ptrtoint i8* %38 to i32
  %40 = add i32 %39, 7
  %41 = and i32 %40, -8
  %42 = inttoptr i32 %41 to i8*
  %43 = getelementptr inbounds i8, i8* %42, i32 8
  store i8* %43, i8** %6, align 4
  %44 = inttoptr i32 %41 to double*
  %45 = load double, double* %44, align 8
  %46 = fmul double %45, 1.000000e+01
  %47 = fptosi double %46 to i64
  %48 = add nsw i64 %9, %47
  br label %85

49:                                               ; preds = %7
  %50 = load i8*, i8** %6, align 4
  %51 = getelementptr inbounds i8, i8* %50, i32 4
  store i8* %51, i8** %6, align 4
  %52 = bitcast i8* %50 to i8**
  %53 = load i8*, i8** %52, align 4
  %54 = load i8, i8* %53, align 1, !tbaa !9
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %85, label %56

56:                                               ; preds = %49, %56
  %57 = phi i64 [ %60, %56 ], [ %9, %49 ]
  %58 = phi i8* [ %59, %56 ], [ %53, %49 ]
  %59 = getelementptr inbounds i8, i8* %58, i32 1
  %60 = add nsw i64 %57, 1
  %61 = load i8, i8* %59, align 1, !tbaa !9
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %85, label %56, !llvm.loop !22

63:                                               ; preds = %7
  %64 = load i8*, i8** %6, align 4
  %65 = getelementptr inbounds i8, i8* %64, i32 4
  store i8* %65, i8** %6, align 4
  %66 = bitcast i8* %64 to i32*
  %67 = load i32, i32* %66, align 4
  %68 = and i32 %67, 255
  %69 = zext i32 %68 to i64
  %70 = add nsw i64 %9, %69
  br label %85

71:                                               ; preds = %7
  %72 = load i8*, i8** %6, align 4
  %73 = getelementptr inbounds i8, i8* %72, i32 4
  store i8* %73, i8** %6, align 4
  %74 = bitcast i8* %72 to i16*
  %75 = load i16, i16* %74, align 4, !tbaa.struct !23
  %76 = getelementptr inbounds i8, i8* %72, i32 2
  %77 = bitcast i8* %76 to i16*
  %78 = load i16, i16* %77, align 2, !tbaa.struct !26
  %79 = sext i16 %75 to i32
  %80 = mul nsw i32 %79, 100
  %81 = sext i16 %78 to i32
  %82 = add nsw i32 %80, %81
  %83 = sext i32 %82 to i64
  %84 = add nsw i64 %9, %83
  br label %85

85:                                               ; preds = %56, %49, %7, %20, %27, %37, %63, %71
  %86 = phi i64 [ %84, %71 ], [ %70, %63 ], [ %48, %37 ], [ %36, %27 ], [ %26, %20 ], [ %9, %7 ], [ %9, %49 ], [ %60, %56 ]
  %87 = getelementptr inbounds i8, i8* %8, i32 1
  br label %7, !llvm.loop !27
}

; Function Attrs: nofree nosync nounwind
define internal i32 @forward(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca %struct.__va_list, align 4
  %3 = bitcast %struct.__va_list* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #7
  call void @llvm.va_start(i8* nonnull %3)
  %4 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  %6 = getelementptr inbounds i8, i8* %5, i32 4
  store i8* %6, i8** %4, align 4
  %7 = bitcast i8* %5 to i32*
  %8 = load i32, i32* %7, align 4
  %9 = mul nsw i32 %8, 31
  %10 = getelementptr inbounds i8, i8* %5, i32 8
  %11 = bitcast i8* %6 to i32*
  %12 = load i32, i32* %11, align 4
  %13 = add nsw i32 %12, %9
  %14 = mul nsw i32 %13, 31
  %15 = getelementptr inbounds i8, i8* %5, i32 12
  %16 = bitcast i8* %10 to i32*
  %17 = load i32, i32* %16, align 4
  %18 = add nsw i32 %17, %14
  %19 = mul nsw i32 %18, 31
  %20 = getelementptr inbounds i8, i8* %5, i32 16
  store i8* %20, i8** %4, align 4
  %21 = bitcast i8* %15 to i32*
  %22 = load i32, i32* %21, align 4
  %23 = add nsw i32 %22, %19
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #7
  ret i32 %23
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #4 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #4 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #4 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: nofree norecurse nosync nounwind readnone
define internal fastcc i32 @run(i32* nocapture noundef readnone %0) #5 {
  %2 = alloca [16 x i32], align 4
  br label %3

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
  %12 = add nsw i32 %66, 1
  %13 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i32 0, i32 %66
  %14 = load i32, i32* %13, align 4, !tbaa !28
  %15 = add nsw i32 %5, 1
  %16 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i32 0, i32 %5
  store i32 %14, i32* %16, align 4, !tbaa !28
  %17 = add nsw i32 %66, 2
  br label %18

18:                                               ; preds = %11, %48, %36, %31, %26
  %19 = phi i32 [ %12, %11 ], [ %49, %48 ], [ %66, %36 ], [ %66, %31 ], [ %66, %26 ]
  %20 = phi i32 [ %17, %11 ], [ %50, %48 ], [ %40, %36 ], [ %35, %31 ], [ %30, %26 ]
  %21 = phi i32 [ %15, %11 ], [ %7, %48 ], [ %39, %36 ], [ %7, %31 ], [ %7, %26 ]
  %22 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i32 0, i32 %19
  %23 = load i32, i32* %22, align 4, !tbaa !28
  %24 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %23
  %25 = load i8*, i8** %24, align 4, !tbaa !29
  br label %3

26:                                               ; preds = %65
  %27 = load i32, i32* %8, align 4, !tbaa !28
  %28 = load i32, i32* %10, align 4, !tbaa !28
  %29 = add nsw i32 %28, %27
  store i32 %29, i32* %10, align 4, !tbaa !28
  %30 = add nsw i32 %66, 1
  br label %18

31:                                               ; preds = %65
  %32 = load i32, i32* %8, align 4, !tbaa !28
  %33 = load i32, i32* %10, align 4, !tbaa !28
  %34 = mul nsw i32 %33, %32
  store i32 %34, i32* %10, align 4, !tbaa !28
  %35 = add nsw i32 %66, 1
  br label %18

36:                                               ; preds = %65
  %37 = load i32, i32* %10, align 4, !tbaa !28
  %38 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i32 0, i32 %5
  store i32 %37, i32* %38, align 4, !tbaa !28
  %39 = add nsw i32 %5, 1
  %40 = add nsw i32 %66, 1
  br label %18

41:                                               ; preds = %65
  %42 = add nsw i32 %66, 1
  %43 = load i32, i32* %8, align 4, !tbaa !28
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %48, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i32 0, i32 %66
  %47 = load i32, i32* %46, align 4, !tbaa !28
  br label %48

48:                                               ; preds = %45, %41
  %49 = phi i32 [ %47, %45 ], [ %42, %41 ]
  %50 = add nsw i32 %49, 1
  br label %18

51:                                               ; preds = %65
  %52 = load i32, i32* %8, align 4, !tbaa !28
  %53 = add nsw i32 %52, -1
  store i32 %53, i32* %8, align 4, !tbaa !28
  br label %54

54:                                               ; preds = %51, %60
  %55 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i32 0, i32 %66
  %56 = load i32, i32* %55, align 4, !tbaa !28
  %57 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %56
  %58 = load i8*, i8** %57, align 4, !tbaa !29
  %59 = add nsw i32 %66, 1
  br label %65

60:                                               ; preds = %65
  %61 = load i32, i32* %8, align 4, !tbaa !28
  %62 = load i32, i32* %10, align 4, !tbaa !28
  store i32 %62, i32* %8, align 4, !tbaa !28
  store i32 %61, i32* %10, align 4, !tbaa !28
  br label %54

63:                                               ; preds = %65
  %64 = load i32, i32* %8, align 4, !tbaa !28
  ret i32 %64

65:                                               ; preds = %54, %3
  %66 = phi i32 [ %4, %3 ], [ %59, %54 ]
  %67 = phi i8* [ %6, %3 ], [ %58, %54 ]
  indirectbr i8* %67, [label %11, label %26, label %31, label %36, label %41, label %51, label %60, label %63]
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #4 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ]
  ret i32 %7
}

attributes #0 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree norecurse nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !14, i64 0}
!13 = !{!"", !14, i64 0, !10, i64 4, !15, i64 16}
!14 = !{!"int", !10, i64 0}
!15 = !{!"double", !10, i64 0}
!16 = !{!13, !15, i64 16}
!17 = !{!18, !19, i64 4}
!18 = !{!"", !10, i64 0, !19, i64 4}
!19 = !{!"any pointer", !10, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = distinct !{!22, !21}
!23 = !{i64 0, i64 2, !24, i64 2, i64 2, !24}
!24 = !{!25, !25, i64 0}
!25 = !{!"short", !10, i64 0}
!26 = !{i64 0, i64 2, !24}
!27 = distinct !{!27, !21}
!28 = !{!14, !14, i64 0}
!29 = !{!19, !19, i64 0}
