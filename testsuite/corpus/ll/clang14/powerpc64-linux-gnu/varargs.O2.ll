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
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 8
@run.dispatch = internal unnamed_addr constant [8 x i8*] [i8* blockaddress(@run, %14), i8* blockaddress(@run, %36), i8* blockaddress(@run, %44), i8* blockaddress(@run, %52), i8* blockaddress(@run, %61), i8* blockaddress(@run, %75), i8* blockaddress(@run, %85), i8* blockaddress(@run, %88)], align 8
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1

; Function Attrs: uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = tail call i64 (i8*, ...) @vsum(i8* undef, i32 noundef signext 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext 65, i32 196612)
  %2 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %1)
  %3 = tail call signext i32 (i32, ...) @forward(i32 signext undef, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4)
  %4 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %3)
  br label %5

5:                                                ; preds = %31, %0
  %6 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), %0 ], [ %35, %31 ]
  %7 = load i8, i8* %6, align 1, !tbaa !5
  switch i8 %7, label %31 [
    i8 0, label %8
    i8 43, label %26
    i8 45, label %23
    i8 42, label %24
    i8 47, label %25
  ]

8:                                                ; preds = %5
  %9 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext 54)
  %10 = tail call fastcc signext i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0))
  %11 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %10, i32 noundef signext 120)
  %12 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext 39, i32 noundef zeroext -1837022641)
  %13 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i64 0, i64 0), i32 noundef signext 23)
  %14 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i32 noundef signext 128, i32 noundef signext 255, i32 noundef signext 39)
  %15 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0))
  %16 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.15, i64 0, i64 0))
  %17 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0))
  %18 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0))
  %19 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 0), align 8, !tbaa !8
  %20 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 2), align 8, !tbaa !12
  %21 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 1, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 2, i64 0), i32 noundef signext %19, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 1, i64 0), double noundef %20, i32 noundef signext 6)
  %22 = tail call signext i32 @putchar(i32 noundef signext 10)
  ret i32 0

23:                                               ; preds = %5
  br label %26

24:                                               ; preds = %5
  br label %26

25:                                               ; preds = %5
  br label %26

26:                                               ; preds = %25, %24, %23, %5
  %27 = phi i64 [ 1, %23 ], [ 2, %24 ], [ 3, %25 ], [ 0, %5 ]
  %28 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %27, i32 1
  %29 = load i32 (i32, i32)*, i32 (i32, i32)** %28, align 8, !tbaa !13
  %30 = tail call signext i32 %29(i32 noundef signext 17, i32 noundef signext 5)
  br label %31

31:                                               ; preds = %5, %26
  %32 = phi i32 [ %30, %26 ], [ -1, %5 ]
  %33 = zext i8 %7 to i32
  %34 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext %33, i32 noundef signext %32)
  %35 = getelementptr inbounds i8, i8* %6, i64 1
  br label %5, !llvm.loop !16
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @vsum(i8* nocapture readnone %0, ...) unnamed_addr #3 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7
  %5 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #7
  call void @llvm.va_start(i8* nonnull %4)
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4)
  br label %6

6:                                                ; preds = %77, %1
  %7 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), %1 ], [ %79, %77 ]
  %8 = phi i64 [ 0, %1 ], [ %78, %77 ]
  %9 = load i8, i8* %7, align 1, !tbaa !5
  switch i8 %9, label %77 [
    i8 0, label %10
    i8 105, label %19
    i8 108, label %27
    i8 100, label %33
    i8 115, label %41
    i8 99, label %55
    i8 112, label %64
  ]

10:                                               ; preds = %6
  call void @llvm.va_end(i8* nonnull %4)
  %11 = load i8*, i8** %3, align 8
  %12 = getelementptr inbounds i8, i8* %11, i64 8
  store i8* %12, i8** %3, align 8
  %13 = getelementptr inbounds i8, i8* %11, i64 4
  %14 = bitcast i8* %13 to i32*
  %15 = load i32, i32* %14, align 4
  call void @llvm.va_end(i8* nonnull %5)
  %16 = mul nsw i64 %8, 1000
  %17 = sext i32 %15 to i64
  %18 = add nsw i64 %16, %17
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7
  ret i64 %18

19:                                               ; preds = %6
  %20 = load i8*, i8** %2, align 8
  %21 = getelementptr inbounds i8, i8* %20, i64 8
  store i8* %21, i8** %2, align 8
  %22 = getelementptr inbounds i8, i8* %20, i64 4
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 4
  %25 = sext i32 %24 to i64
  %26 = add nsw i64 %8, %25
  br label %77

27:                                               ; preds = %6
  %28 = load i8*, i8** %2, align 8
  %29 = getelementptr inbounds i8, i8* %28, i64 8
  store i8* %29, i8** %2, align 8
  %30 = bitcast i8* %28 to i64*
  %31 = load i64, i64* %30, align 8
  %32 = add nsw i64 %31, %8
  br label %77

33:                                               ; preds = %6
  %34 = load i8*, i8** %2, align 8
  %35 = getelementptr inbounds i8, i8* %34, i64 8
  store i8* %35, i8** %2, align 8
  %36 = bitcast i8* %34 to double*
  %37 = load double, double* %36, align 8
  %38 = fmul double %37, 1.000000e+01
  %39 = fptosi double %38 to i64
  %40 = add nsw i64 %8, %39
  br label %77

41:                                               ; preds = %6
  %42 = load i8*, i8** %2, align 8
  %43 = getelementptr inbounds i8, i8* %42, i64 8
  store i8* %43, i8** %2, align 8
  %44 = bitcast i8* %42 to i8**
  %45 = load i8*, i8** %44, align 8
  %46 = load i8, i8* %45, align 1, !tbaa !5
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %77, label %48

48:                                               ; preds = %41, %48
  %49 = phi i64 [ %52, %48 ], [ %8, %41 ]
  %50 = phi i8* [ %51, %48 ], [ %45, %41 ]
  %51 = getelementptr inbounds i8, i8* %50, i64 1
  %52 = add nsw i64 %49, 1
  %53 = load i8, i8* %51, align 1, !tbaa !5
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %77, label %48, !llvm.loop !18

55:                                               ; preds = %6
  %56 = load i8*, i8** %2, align 8
  %57 = getelementptr inbounds i8, i8* %56, i64 8
  store i8* %57, i8** %2, align 8
  %58 = getelementptr inbounds i8, i8* %56, i64 4
  %59 = bitcast i8* %58 to i32*
  %60 = load i32, i32* %59, align 4
  %61 = and i32 %60, 255
  %62 = zext i32 %61 to i64
  %63 = add nsw i64 %8, %62
  br label %77

64:                                               ; preds = %6
  %65 = load i8*, i8** %2, align 8
  %66 = getelementptr inbounds i8, i8* %65, i64 8
  store i8* %66, i8** %2, align 8
  %67 = bitcast i8* %65 to i16*
  %68 = load i16, i16* %67, align 8, !tbaa.struct !19
  %69 = getelementptr inbounds i8, i8* %65, i64 2
  %70 = bitcast i8* %69 to i16*
  %71 = load i16, i16* %70, align 2, !tbaa.struct !22
  %72 = sext i16 %68 to i64
  %73 = mul nsw i64 %72, 100
  %74 = sext i16 %71 to i64
  %75 = add i64 %8, %74
  %76 = add i64 %75, %73
  br label %77

77:                                               ; preds = %48, %41, %6, %19, %27, %33, %55, %64
  %78 = phi i64 [ %76, %64 ], [ %63, %55 ], [ %40, %33 ], [ %32, %27 ], [ %26, %19 ], [ %8, %6 ], [ %8, %41 ], [ %52, %48 ]
  %79 = getelementptr inbounds i8, i8* %7, i64 1
  br label %6, !llvm.loop !23
}

; Function Attrs: nofree nosync nounwind uwtable
define internal signext i32 @forward(i32 signext %0, ...) unnamed_addr #3 {
  %2 = alloca i8*, align 8
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #7
  call void @llvm.va_start(i8* nonnull %3)
  %4 = load i8*, i8** %2, align 8
  %5 = getelementptr inbounds i8, i8* %4, i64 8
  store i8* %5, i8** %2, align 8
  %6 = getelementptr inbounds i8, i8* %4, i64 4
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %7, align 4
  %9 = mul nsw i32 %8, 31
  %10 = getelementptr inbounds i8, i8* %4, i64 12
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %11, align 4
  %13 = add nsw i32 %12, %9
  %14 = mul nsw i32 %13, 31
  %15 = getelementptr inbounds i8, i8* %4, i64 20
  %16 = bitcast i8* %15 to i32*
  %17 = load i32, i32* %16, align 4
  %18 = add nsw i32 %17, %14
  %19 = mul nsw i32 %18, 31
  %20 = getelementptr inbounds i8, i8* %4, i64 32
  store i8* %20, i8** %2, align 8
  %21 = getelementptr inbounds i8, i8* %4, i64 28
  %22 = bitcast i8* %21 to i32*
  %23 = load i32, i32* %22, align 4
  %24 = add nsw i32 %23, %19
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #7
  ret i32 %24
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @op_add(i32 noundef signext %0, i32 noundef signext %1) #4 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @op_mul(i32 noundef signext %0, i32 noundef signext %1) #4 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @op_sub(i32 noundef signext %0, i32 noundef signext %1) #4 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define internal fastcc signext i32 @run(i32* nocapture noundef readnone %0) #5 {
  %2 = alloca [16 x i32], align 4
  br label %3

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
  %15 = trunc i64 %91 to i32
  %16 = shl i64 %91, 32
  %17 = ashr exact i64 %16, 32
  %18 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %17
  %19 = load i32, i32* %18, align 4, !tbaa !24
  %20 = add nsw i32 %5, 1
  %21 = sext i32 %5 to i64
  %22 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %21
  store i32 %19, i32* %22, align 4, !tbaa !24
  %23 = add nsw i32 %15, 2
  %24 = shl i64 %91, 32
  %25 = add i64 %24, 4294967296
  %26 = ashr exact i64 %25, 32
  br label %27

27:                                               ; preds = %14, %71, %52, %44, %36
  %28 = phi i64 [ %26, %14 ], [ %74, %71 ], [ %60, %52 ], [ %51, %44 ], [ %43, %36 ]
  %29 = phi i32 [ %23, %14 ], [ %73, %71 ], [ %58, %52 ], [ %49, %44 ], [ %41, %36 ]
  %30 = phi i32 [ %20, %14 ], [ %7, %71 ], [ %57, %52 ], [ %7, %44 ], [ %7, %36 ]
  %31 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %28
  %32 = load i32, i32* %31, align 4, !tbaa !24
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %33
  %35 = load i8*, i8** %34, align 8, !tbaa !25
  br label %3

36:                                               ; preds = %90
  %37 = trunc i64 %91 to i32
  %38 = load i32, i32* %9, align 4, !tbaa !24
  %39 = load i32, i32* %12, align 4, !tbaa !24
  %40 = add nsw i32 %39, %38
  store i32 %40, i32* %12, align 4, !tbaa !24
  %41 = add nsw i32 %37, 1
  %42 = shl i64 %91, 32
  %43 = ashr exact i64 %42, 32
  br label %27

44:                                               ; preds = %90
  %45 = trunc i64 %91 to i32
  %46 = load i32, i32* %9, align 4, !tbaa !24
  %47 = load i32, i32* %12, align 4, !tbaa !24
  %48 = mul nsw i32 %47, %46
  store i32 %48, i32* %12, align 4, !tbaa !24
  %49 = add nsw i32 %45, 1
  %50 = shl i64 %91, 32
  %51 = ashr exact i64 %50, 32
  br label %27

52:                                               ; preds = %90
  %53 = trunc i64 %91 to i32
  %54 = load i32, i32* %12, align 4, !tbaa !24
  %55 = sext i32 %5 to i64
  %56 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %55
  store i32 %54, i32* %56, align 4, !tbaa !24
  %57 = add nsw i32 %5, 1
  %58 = add nsw i32 %53, 1
  %59 = shl i64 %91, 32
  %60 = ashr exact i64 %59, 32
  br label %27

61:                                               ; preds = %90
  %62 = trunc i64 %91 to i32
  %63 = add nsw i32 %62, 1
  %64 = load i32, i32* %9, align 4, !tbaa !24
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %71, label %66

66:                                               ; preds = %61
  %67 = shl i64 %91, 32
  %68 = ashr exact i64 %67, 32
  %69 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %68
  %70 = load i32, i32* %69, align 4, !tbaa !24
  br label %71

71:                                               ; preds = %66, %61
  %72 = phi i32 [ %70, %66 ], [ %63, %61 ]
  %73 = add nsw i32 %72, 1
  %74 = sext i32 %72 to i64
  br label %27

75:                                               ; preds = %90
  %76 = load i32, i32* %9, align 4, !tbaa !24
  %77 = add nsw i32 %76, -1
  store i32 %77, i32* %9, align 4, !tbaa !24
  br label %78

78:                                               ; preds = %75, %85
  %79 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %91
  %80 = load i32, i32* %79, align 4, !tbaa !24
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %81
  %83 = load i8*, i8** %82, align 8, !tbaa !25
  %84 = add i64 %91, 1
  br label %90

85:                                               ; preds = %90
  %86 = load i32, i32* %9, align 4, !tbaa !24
  %87 = load i32, i32* %12, align 4, !tbaa !24
  store i32 %87, i32* %9, align 4, !tbaa !24
  store i32 %86, i32* %12, align 4, !tbaa !24
  br label %78

88:                                               ; preds = %90
  %89 = load i32, i32* %9, align 4, !tbaa !24
  ret i32 %89

90:                                               ; preds = %78, %3
  %91 = phi i64 [ %84, %78 ], [ %13, %3 ]
  %92 = phi i8* [ %83, %78 ], [ %6, %3 ]
  indirectbr i8* %92, [label %14, label %36, label %44, label %52, label %61, label %75, label %85, label %88]
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @putchar(i32 noundef signext) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @op_div(i32 noundef signext %0, i32 noundef signext %1) #4 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ]
  ret i32 %7
}

attributes #0 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !10, i64 0}
!9 = !{!"", !10, i64 0, !6, i64 4, !11, i64 16}
!10 = !{!"int", !6, i64 0}
!11 = !{!"double", !6, i64 0}
!12 = !{!9, !11, i64 16}
!13 = !{!14, !15, i64 8}
!14 = !{!"", !6, i64 0, !15, i64 8}
!15 = !{!"any pointer", !6, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = !{i64 0, i64 2, !20, i64 2, i64 2, !20}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !6, i64 0}
!22 = !{i64 0, i64 2, !20}
!23 = distinct !{!23, !17}
!24 = !{!10, !10, i64 0}
!25 = !{!15, !15, i64 0}
