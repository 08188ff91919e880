; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, ptr }

@.str = private unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"ildscp\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"forward %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"+-*/%\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%c:%d \00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1
@main.prog = internal unnamed_addr constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 16
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 16
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 16
@run.dispatch = internal unnamed_addr constant [8 x ptr] [ptr blockaddress(@run, %14), ptr blockaddress(@run, %33), ptr blockaddress(@run, %42), ptr blockaddress(@run, %51), ptr blockaddress(@run, %61), ptr blockaddress(@run, %76), ptr blockaddress(@run, %86), ptr blockaddress(@run, %89)], align 16
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1

; Function Attrs: uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i64 (ptr, ...) @vsum(ptr nonnull poison, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef nonnull @.str.2, i32 noundef 65, i32 262147)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  %3 = tail call i32 (i32, ...) @forward(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3)
  br label %5

5:                                                ; preds = %36, %0
  %6 = phi ptr [ @.str.4, %0 ], [ %40, %36 ]
  %7 = load i8, ptr %6, align 1, !tbaa !5
  switch i8 %7, label %23 [
    i8 0, label %8
    i8 43, label %28
    i8 45, label %25
    i8 42, label %26
    i8 47, label %27
  ]

8:                                                ; preds = %5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 54)
  %10 = tail call fastcc i32 @run(ptr nonnull poison)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %10, i32 noundef 120)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 39, i32 noundef -1837022641)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @utf8, i32 noundef 23)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 128, i32 noundef 255, i32 noundef 39)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.14)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.15)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.16)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.12)
  %19 = load i32, ptr @init, align 8, !tbaa !8
  %20 = load double, ptr getelementptr inbounds (i8, ptr @init, i64 16), align 8, !tbaa !12
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @buf2d, ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i64 5), ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i64 10), i32 noundef %19, ptr noundef nonnull getelementptr inbounds (i8, ptr @init, i64 4), double noundef %20, i32 noundef 6)
  %22 = tail call i32 @putchar(i32 noundef 10)
  ret i32 0

23:                                               ; preds = %5
  %24 = sext i8 %7 to i32
  br label %36

25:                                               ; preds = %5
  br label %28

26:                                               ; preds = %5
  br label %28

27:                                               ; preds = %5
  br label %28

28:                                               ; preds = %5, %25, %26, %27
  %29 = phi ptr [ getelementptr inbounds (i8, ptr @op_table, i64 16), %25 ], [ getelementptr inbounds (i8, ptr @op_table, i64 32), %26 ], [ getelementptr inbounds (i8, ptr @op_table, i64 48), %27 ], [ @op_table, %5 ]
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !13
  %32 = zext nneg i8 %7 to i32
  %33 = icmp eq ptr %31, null
  br i1 %33, label %36, label %34

34:                                               ; preds = %28
  %35 = tail call i32 %31(i32 noundef 17, i32 noundef 5)
  br label %36

36:                                               ; preds = %23, %28, %34
  %37 = phi i32 [ %32, %34 ], [ %32, %28 ], [ %24, %23 ]
  %38 = phi i32 [ %35, %34 ], [ -1, %28 ], [ -1, %23 ]
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %37, i32 noundef %38)
  %40 = getelementptr inbounds i8, ptr %6, i64 1
  br label %5, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @vsum(ptr nocapture readnone %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load ptr, ptr %2, align 8
  br label %5

5:                                                ; preds = %61, %1
  %6 = phi ptr [ %4, %1 ], [ %62, %61 ]
  %7 = phi ptr [ @.str.1, %1 ], [ %64, %61 ]
  %8 = phi i64 [ 0, %1 ], [ %63, %61 ]
  %9 = load i8, ptr %7, align 1, !tbaa !5
  switch i8 %9, label %61 [
    i8 0, label %10
    i8 105, label %17
    i8 108, label %22
    i8 100, label %26
    i8 115, label %32
    i8 99, label %44
    i8 112, label %51
  ]

10:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr nonnull %2)
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %12, ptr %3, align 8
  %13 = load i32, ptr %11, align 8, !tbaa !18
  call void @llvm.va_end.p0(ptr nonnull %3)
  %14 = mul nsw i64 %8, 1000
  %15 = sext i32 %13 to i64
  %16 = add nsw i64 %14, %15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret i64 %16

17:                                               ; preds = %5
  %18 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %18, ptr %2, align 8
  %19 = load i32, ptr %6, align 8, !tbaa !18
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %8, %20
  br label %61

22:                                               ; preds = %5
  %23 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %23, ptr %2, align 8
  %24 = load i64, ptr %6, align 8, !tbaa !19
  %25 = add nsw i64 %24, %8
  br label %61

26:                                               ; preds = %5
  %27 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %27, ptr %2, align 8
  %28 = load double, ptr %6, align 8, !tbaa !21
  %29 = fmul double %28, 1.000000e+01
  %30 = fptosi double %29 to i64
  %31 = add nsw i64 %8, %30
  br label %61

32:                                               ; preds = %5
  %33 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %33, ptr %2, align 8
  %34 = load ptr, ptr %6, align 8, !tbaa !22
  %35 = load i8, ptr %34, align 1, !tbaa !5
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %61, label %37

37:                                               ; preds = %32, %37
  %38 = phi i64 [ %41, %37 ], [ %8, %32 ]
  %39 = phi ptr [ %40, %37 ], [ %34, %32 ]
  %40 = getelementptr inbounds i8, ptr %39, i64 1
  %41 = add nsw i64 %38, 1
  %42 = load i8, ptr %40, align 1, !tbaa !5
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %61, label %37, !llvm.loop !23

44:                                               ; preds = %5
  %45 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %45, ptr %2, align 8
  %46 = load i32, ptr %6, align 8, !tbaa !18
  %47 = zext i32 %46 to i64
  %48 = shl i64 %47, 56
  %49 = ashr exact i64 %48, 56
  %50 = add nsw i64 %49, %8
  br label %61

51:                                               ; preds = %5
  %52 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %52, ptr %2, align 8
  %53 = load i16, ptr %6, align 8, !tbaa !24
  %54 = getelementptr inbounds i8, ptr %6, i64 2
  %55 = load i16, ptr %54, align 2, !tbaa !24
  %56 = sext i16 %53 to i64
  %57 = mul nsw i64 %56, 100
  %58 = sext i16 %55 to i64
  %59 = add i64 %8, %58
  %60 = add i64 %59, %57
  br label %61

61:                                               ; preds = %37, %32, %5, %17, %22, %26, %44, %51
  %62 = phi ptr [ %52, %51 ], [ %45, %44 ], [ %27, %26 ], [ %23, %22 ], [ %18, %17 ], [ %6, %5 ], [ %33, %32 ], [ %33, %37 ]
  %63 = phi i64 [ %60, %51 ], [ %50, %44 ], [ %31, %26 ], [ %25, %22 ], [ %21, %17 ], [ %8, %5 ], [ %8, %32 ], [ %41, %37 ]
  %64 = getelementptr inbounds i8, ptr %7, i64 1
  br label %5, !llvm.loop !26
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %4, ptr %2, align 8
  %5 = load i32, ptr %3, align 8, !tbaa !18
  %6 = mul nsw i32 %5, 31
  %7 = getelementptr inbounds i8, ptr %3, i64 16
  %8 = load i32, ptr %4, align 8, !tbaa !18
  %9 = add nsw i32 %8, %6
  %10 = mul nsw i32 %9, 31
  %11 = getelementptr inbounds i8, ptr %3, i64 24
  %12 = load i32, ptr %7, align 8, !tbaa !18
  %13 = add nsw i32 %12, %10
  %14 = mul nsw i32 %13, 31
  %15 = getelementptr inbounds i8, ptr %3, i64 32
  store ptr %15, ptr %2, align 8
  %16 = load i32, ptr %11, align 8, !tbaa !18
  %17 = add nsw i32 %16, %14
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret i32 %17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #5 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #5 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #5 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @run(ptr nocapture readnone %0) #6 {
  %2 = alloca [16 x i32], align 16
  br label %3

3:                                                ; preds = %25, %1
  %4 = phi i32 [ 1, %1 ], [ %27, %25 ]
  %5 = phi i32 [ 0, %1 ], [ %28, %25 ]
  %6 = phi ptr [ blockaddress(@run, %14), %1 ], [ %32, %25 ]
  %7 = add nsw i32 %5, -1
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %8
  %10 = add nsw i32 %5, -2
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %11
  %13 = sext i32 %4 to i64
  br label %91

14:                                               ; preds = %91
  %15 = trunc nsw i64 %92 to i32
  %16 = shl i64 %92, 32
  %17 = ashr exact i64 %16, 30
  %18 = getelementptr inbounds i8, ptr @main.prog, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !18
  %20 = add nsw i32 %5, 1
  %21 = sext i32 %5 to i64
  %22 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %21
  store i32 %19, ptr %22, align 4, !tbaa !18
  %23 = add nsw i32 %15, 2
  %24 = getelementptr i8, ptr %18, i64 4
  br label %25

25:                                               ; preds = %14, %71, %51, %42, %33
  %26 = phi ptr [ %24, %14 ], [ %75, %71 ], [ %60, %51 ], [ %50, %42 ], [ %41, %33 ]
  %27 = phi i32 [ %23, %14 ], [ %73, %71 ], [ %57, %51 ], [ %47, %42 ], [ %38, %33 ]
  %28 = phi i32 [ %20, %14 ], [ %7, %71 ], [ %56, %51 ], [ %7, %42 ], [ %7, %33 ]
  %29 = load i32, ptr %26, align 4, !tbaa !18
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %30
  %32 = load ptr, ptr %31, align 8, !tbaa !22
  br label %3

33:                                               ; preds = %91
  %34 = trunc nsw i64 %92 to i32
  %35 = load i32, ptr %9, align 4, !tbaa !18
  %36 = load i32, ptr %12, align 4, !tbaa !18
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr %12, align 4, !tbaa !18
  %38 = add nsw i32 %34, 1
  %39 = shl i64 %92, 32
  %40 = ashr exact i64 %39, 30
  %41 = getelementptr inbounds i8, ptr @main.prog, i64 %40
  br label %25

42:                                               ; preds = %91
  %43 = trunc nsw i64 %92 to i32
  %44 = load i32, ptr %9, align 4, !tbaa !18
  %45 = load i32, ptr %12, align 4, !tbaa !18
  %46 = mul nsw i32 %45, %44
  store i32 %46, ptr %12, align 4, !tbaa !18
  %47 = add nsw i32 %43, 1
  %48 = shl i64 %92, 32
  %49 = ashr exact i64 %48, 30
  %50 = getelementptr inbounds i8, ptr @main.prog, i64 %49
  br label %25

51:                                               ; preds = %91
  %52 = trunc nsw i64 %92 to i32
  %53 = load i32, ptr %12, align 4, !tbaa !18
  %54 = sext i32 %5 to i64
  %55 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %54
  store i32 %53, ptr %55, align 4, !tbaa !18
  %56 = add nsw i32 %5, 1
  %57 = add nsw i32 %52, 1
  %58 = shl i64 %92, 32
  %59 = ashr exact i64 %58, 30
  %60 = getelementptr inbounds i8, ptr @main.prog, i64 %59
  br label %25

61:                                               ; preds = %91
  %62 = trunc nsw i64 %92 to i32
  %63 = add nsw i32 %62, 1
  %64 = load i32, ptr %9, align 4, !tbaa !18
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %71, label %66

66:                                               ; preds = %61
  %67 = shl i64 %92, 32
  %68 = ashr exact i64 %67, 30
  %69 = getelementptr inbounds i8, ptr @main.prog, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !18
  br label %71

71:                                               ; preds = %66, %61
  %72 = phi i32 [ %70, %66 ], [ %63, %61 ]
  %73 = add nsw i32 %72, 1
  %74 = sext i32 %72 to i64
  %75 = getelementptr inbounds i32, ptr @main.prog, i64 %74
  br label %25

76:                                               ; preds = %91
  %77 = load i32, ptr %9, align 4, !tbaa !18
  %78 = add nsw i32 %77, -1
  store i32 %78, ptr %9, align 4, !tbaa !18
  br label %79

79:                                               ; preds = %76, %86
  %80 = getelementptr inbounds i32, ptr @main.prog, i64 %92
  %81 = load i32, ptr %80, align 4, !tbaa !18
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %82
  %84 = load ptr, ptr %83, align 8, !tbaa !22
  %85 = add nsw i64 %92, 1
  br label %91

86:                                               ; preds = %91
  %87 = load i32, ptr %9, align 4, !tbaa !18
  %88 = load i32, ptr %12, align 4, !tbaa !18
  store i32 %88, ptr %9, align 4, !tbaa !18
  store i32 %87, ptr %12, align 4, !tbaa !18
  br label %79

89:                                               ; preds = %91
  %90 = load i32, ptr %9, align 4, !tbaa !18
  ret i32 %90

91:                                               ; preds = %79, %3
  %92 = phi i64 [ %85, %79 ], [ %13, %3 ]
  %93 = phi ptr [ %84, %79 ], [ %6, %3 ]
  indirectbr ptr %93, [label %14, label %33, label %42, label %51, label %61, label %76, label %86, label %89]
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @op_div(i32 noundef %0, i32 noundef %1) #5 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ]
  ret i32 %7
}

attributes #0 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
!18 = !{!10, !10, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"long long", !6, i64 0}
!21 = !{!11, !11, i64 0}
!22 = !{!15, !15, i64 0}
!23 = distinct !{!23, !17}
!24 = !{!25, !25, i64 0}
!25 = !{!"short", !6, i64 0}
!26 = distinct !{!26, !17}
