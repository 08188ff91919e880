; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, ptr }

@.str = private unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"ildscp\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"forward %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"+-*/%\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%c:%d \00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1
@main.prog = internal unnamed_addr constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4
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
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 8
@run.dispatch = internal unnamed_addr constant [8 x ptr] [ptr blockaddress(@run, %14), ptr blockaddress(@run, %33), ptr blockaddress(@run, %42), ptr blockaddress(@run, %51), ptr blockaddress(@run, %61), ptr blockaddress(@run, %76), ptr blockaddress(@run, %86), ptr blockaddress(@run, %89)], align 8
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1

; Function Attrs: uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = tail call i64 (ptr, ...) @vsum(ptr nonnull poison, i32 noundef signext 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef nonnull @.str.2, i32 noundef signext 65, i32 196612)
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  %3 = tail call signext i32 (i32, ...) @forward(i32 signext poison, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %3)
  br label %5

5:                                                ; preds = %33, %0
  %6 = phi ptr [ @.str.4, %0 ], [ %37, %33 ]
  %7 = load i8, ptr %6, align 1, !tbaa !5
  switch i8 %7, label %33 [
    i8 0, label %8
    i8 43, label %26
    i8 45, label %23
    i8 42, label %24
    i8 47, label %25
  ]

8:                                                ; preds = %5
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 54)
  %10 = tail call fastcc signext i32 @run(ptr nonnull poison)
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext %10, i32 noundef signext 120)
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 39, i32 noundef zeroext -1837022641)
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @utf8, i32 noundef signext 23)
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef signext 128, i32 noundef signext 255, i32 noundef signext 39)
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.14)
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.15)
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.16)
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.12)
  %19 = load i32, ptr @init, align 8, !tbaa !8
  %20 = load double, ptr getelementptr inbounds (i8, ptr @init, i64 16), align 8, !tbaa !12
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @buf2d, ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i64 5), ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i64 10), i32 noundef signext %19, ptr noundef nonnull getelementptr inbounds (i8, ptr @init, i64 4), double noundef %20, i32 noundef signext 6)
  %22 = tail call signext i32 @putchar(i32 noundef signext 10)
  ret i32 0

23:                                               ; preds = %5
  br label %26

24:                                               ; preds = %5
  br label %26

25:                                               ; preds = %5
  br label %26

26:                                               ; preds = %5, %23, %24, %25
  %27 = phi ptr [ getelementptr inbounds (i8, ptr @op_table, i64 16), %23 ], [ getelementptr inbounds (i8, ptr @op_table, i64 32), %24 ], [ getelementptr inbounds (i8, ptr @op_table, i64 48), %25 ], [ @op_table, %5 ]
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !13
  %30 = icmp eq ptr %29, null
  br i1 %30, label %33, label %31

31:                                               ; preds = %26
  %32 = tail call signext i32 %29(i32 noundef signext 17, i32 noundef signext 5)
  br label %33

33:                                               ; preds = %5, %26, %31
  %34 = phi i32 [ %32, %31 ], [ -1, %26 ], [ -1, %5 ]
  %35 = zext i8 %7 to i32
  %36 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %35, i32 noundef signext %34)
  %37 = getelementptr inbounds i8, ptr %6, i64 1
  br label %5, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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

5:                                                ; preds = %64, %1
  %6 = phi ptr [ %4, %1 ], [ %65, %64 ]
  %7 = phi ptr [ @.str.1, %1 ], [ %67, %64 ]
  %8 = phi i64 [ 0, %1 ], [ %66, %64 ]
  %9 = load i8, ptr %7, align 1, !tbaa !5
  switch i8 %9, label %64 [
    i8 0, label %10
    i8 105, label %18
    i8 108, label %24
    i8 100, label %28
    i8 115, label %34
    i8 99, label %46
    i8 112, label %53
  ]

10:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr nonnull %2)
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %12, ptr %3, align 8
  %13 = getelementptr inbounds i8, ptr %11, i64 4
  %14 = load i32, ptr %13, align 4, !tbaa !18
  call void @llvm.va_end.p0(ptr nonnull %3)
  %15 = mul nsw i64 %8, 1000
  %16 = sext i32 %14 to i64
  %17 = add nsw i64 %15, %16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret i64 %17

18:                                               ; preds = %5
  %19 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %19, ptr %2, align 8
  %20 = getelementptr inbounds i8, ptr %6, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !18
  %22 = sext i32 %21 to i64
  %23 = add nsw i64 %8, %22
  br label %64

24:                                               ; preds = %5
  %25 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %25, ptr %2, align 8
  %26 = load i64, ptr %6, align 8, !tbaa !19
  %27 = add nsw i64 %26, %8
  br label %64

28:                                               ; preds = %5
  %29 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %29, ptr %2, align 8
  %30 = load double, ptr %6, align 8, !tbaa !21
  %31 = fmul double %30, 1.000000e+01
  %32 = fptosi double %31 to i64
  %33 = add nsw i64 %8, %32
  br label %64

34:                                               ; preds = %5
  %35 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %35, ptr %2, align 8
  %36 = load ptr, ptr %6, align 8, !tbaa !22
  %37 = load i8, ptr %36, align 1, !tbaa !5
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %64, label %39

39:                                               ; preds = %34, %39
  %40 = phi i64 [ %43, %39 ], [ %8, %34 ]
  %41 = phi ptr [ %42, %39 ], [ %36, %34 ]
  %42 = getelementptr inbounds i8, ptr %41, i64 1
  %43 = add nsw i64 %40, 1
  %44 = load i8, ptr %42, align 1, !tbaa !5
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %64, label %39, !llvm.loop !23

46:                                               ; preds = %5
  %47 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %47, ptr %2, align 8
  %48 = getelementptr inbounds i8, ptr %6, i64 4
  %49 = load i32, ptr %48, align 4, !tbaa !18
  %50 = and i32 %49, 255
  %51 = zext nneg i32 %50 to i64
  %52 = add nsw i64 %8, %51
  br label %64

53:                                               ; preds = %5
  %54 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %54, ptr %2, align 8
  %55 = getelementptr inbounds i8, ptr %6, i64 4
  %56 = load i16, ptr %55, align 4, !tbaa !24
  %57 = getelementptr inbounds i8, ptr %6, i64 6
  %58 = load i16, ptr %57, align 2, !tbaa !24
  %59 = sext i16 %56 to i64
  %60 = mul nsw i64 %59, 100
  %61 = sext i16 %58 to i64
  %62 = add i64 %8, %61
  %63 = add i64 %62, %60
  br label %64

64:                                               ; preds = %39, %34, %5, %18, %24, %28, %46, %53
  %65 = phi ptr [ %54, %53 ], [ %47, %46 ], [ %29, %28 ], [ %25, %24 ], [ %19, %18 ], [ %6, %5 ], [ %35, %34 ], [ %35, %39 ]
  %66 = phi i64 [ %63, %53 ], [ %52, %46 ], [ %33, %28 ], [ %27, %24 ], [ %23, %18 ], [ %8, %5 ], [ %8, %34 ], [ %43, %39 ]
  %67 = getelementptr inbounds i8, ptr %7, i64 1
  br label %5, !llvm.loop !26
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal signext i32 @forward(i32 signext %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %4, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !18
  %7 = mul nsw i32 %6, 31
  %8 = getelementptr inbounds i8, ptr %3, i64 12
  %9 = load i32, ptr %8, align 4, !tbaa !18
  %10 = add nsw i32 %9, %7
  %11 = mul nsw i32 %10, 31
  %12 = getelementptr inbounds i8, ptr %3, i64 20
  %13 = load i32, ptr %12, align 4, !tbaa !18
  %14 = add nsw i32 %13, %11
  %15 = mul nsw i32 %14, 31
  %16 = getelementptr inbounds i8, ptr %3, i64 32
  store ptr %16, ptr %2, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 28
  %18 = load i32, ptr %17, align 4, !tbaa !18
  %19 = add nsw i32 %18, %15
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret i32 %19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal signext i32 @op_add(i32 noundef signext %0, i32 noundef signext %1) #5 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal signext i32 @op_mul(i32 noundef signext %0, i32 noundef signext %1) #5 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal signext i32 @op_sub(i32 noundef signext %0, i32 noundef signext %1) #5 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc signext i32 @run(ptr nocapture readnone %0) #6 {
  %2 = alloca [16 x i32], align 4
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
declare noundef signext i32 @putchar(i32 noundef signext) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef signext i32 @op_div(i32 noundef signext %0, i32 noundef signext %1) #5 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ]
  ret i32 %7
}

attributes #0 = { uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree norecurse nosync nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #6 = { nofree norecurse nosync nounwind memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
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
