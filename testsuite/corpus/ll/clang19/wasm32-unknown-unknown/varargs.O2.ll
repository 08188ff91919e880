; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Pt = type { i16, i16 }
%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, ptr }

@__const.main.pt = private unnamed_addr constant %struct.Pt { i16 3, i16 4 }, align 2
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
@run.dispatch = internal unnamed_addr constant [8 x ptr] [ptr blockaddress(@run, %11), ptr blockaddress(@run, %25), ptr blockaddress(@run, %31), ptr blockaddress(@run, %37), ptr blockaddress(@run, %43), ptr blockaddress(@run, %54), ptr blockaddress(@run, %63), ptr blockaddress(@run, %66)], align 16
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1

@__main_void = hidden alias i32 (), ptr @main

define hidden noundef i32 @main() #0 {
  %1 = tail call i64 (ptr, ...) @vsum(ptr nonnull poison, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef nonnull @.str.2, i32 noundef 65, ptr noundef nonnull byval(%struct.Pt) align 2 @__const.main.pt)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  %3 = tail call i32 (i32, ...) @forward(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3)
  br label %5

5:                                                ; preds = %36, %0
  %6 = phi ptr [ @.str.4, %0 ], [ %40, %36 ]
  %7 = load i8, ptr %6, align 1, !tbaa !2
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
  %19 = load i32, ptr @init, align 8, !tbaa !5
  %20 = load double, ptr getelementptr inbounds (i8, ptr @init, i32 16), align 8, !tbaa !9
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @buf2d, ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i32 5), ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i32 10), i32 noundef %19, ptr noundef nonnull getelementptr inbounds (i8, ptr @init, i32 4), double noundef %20, i32 noundef 6)
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
  %29 = phi ptr [ getelementptr inbounds (i8, ptr @op_table, i32 8), %25 ], [ getelementptr inbounds (i8, ptr @op_table, i32 16), %26 ], [ getelementptr inbounds (i8, ptr @op_table, i32 24), %27 ], [ @op_table, %5 ]
  %30 = getelementptr inbounds i8, ptr %29, i32 4
  %31 = load ptr, ptr %30, align 4, !tbaa !10
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
  %40 = getelementptr inbounds i8, ptr %6, i32 1
  br label %5, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind
define internal i64 @vsum(ptr nocapture readnone %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load ptr, ptr %2, align 4
  br label %5

5:                                                ; preds = %66, %1
  %6 = phi ptr [ %4, %1 ], [ %67, %66 ]
  %7 = phi ptr [ @.str.1, %1 ], [ %69, %66 ]
  %8 = phi i64 [ 0, %1 ], [ %68, %66 ]
  %9 = load i8, ptr %7, align 1, !tbaa !2
  switch i8 %9, label %66 [
    i8 0, label %10
    i8 105, label %17
    i8 108, label %22
    i8 100, label %28
    i8 115, label %36
    i8 99, label %48
    i8 112, label %55
  ]

10:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr nonnull %2)
  %11 = load ptr, ptr %3, align 4
  %12 = getelementptr inbounds i8, ptr %11, i32 4
  store ptr %12, ptr %3, align 4
  %13 = load i32, ptr %11, align 4, !tbaa !15
  call void @llvm.va_end.p0(ptr nonnull %3)
  %14 = mul nsw i64 %8, 1000
  %15 = sext i32 %13 to i64
  %16 = add nsw i64 %14, %15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9
  ret i64 %16

17:                                               ; preds = %5
  %18 = getelementptr inbounds i8, ptr %6, i32 4
  store ptr %18, ptr %2, align 4
  %19 = load i32, ptr %6, align 4, !tbaa !15
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %8, %20
  br label %66

22:                                               ; preds = %5
  %23 = getelementptr inbounds i8, ptr %6, i32 7
  %24 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %23, i32 -8)
  %25 = getelementptr inbounds i8, ptr %24, i32 8
  store ptr %25, ptr %2, align 4
  %26 = load i64, ptr %24, align 8, !tbaa !16
  %27 = add nsw i64 %26, %8
  br label %66

28:                                               ; preds = %5
  %29 = getelementptr inbounds i8, ptr %6, i32 7
  %30 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %29, i32 -8)
  %31 = getelementptr inbounds i8, ptr %30, i32 8
  store ptr %31, ptr %2, align 4
  %32 = load double, ptr %30, align 8, !tbaa !18
  %33 = fmul double %32, 1.000000e+01
  %34 = fptosi double %33 to i64
  %35 = add nsw i64 %8, %34
  br label %66

36:                                               ; preds = %5
  %37 = getelementptr inbounds i8, ptr %6, i32 4
  store ptr %37, ptr %2, align 4
  %38 = load ptr, ptr %6, align 4, !tbaa !19
  %39 = load i8, ptr %38, align 1, !tbaa !2
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %66, label %41

41:                                               ; preds = %36, %41
  %42 = phi i64 [ %45, %41 ], [ %8, %36 ]
  %43 = phi ptr [ %44, %41 ], [ %38, %36 ]
  %44 = getelementptr inbounds i8, ptr %43, i32 1
  %45 = add nsw i64 %42, 1
  %46 = load i8, ptr %44, align 1, !tbaa !2
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %66, label %41, !llvm.loop !20

48:                                               ; preds = %5
  %49 = getelementptr inbounds i8, ptr %6, i32 4
  store ptr %49, ptr %2, align 4
  %50 = load i32, ptr %6, align 4, !tbaa !15
  %51 = zext i32 %50 to i64
  %52 = shl i64 %51, 56
  %53 = ashr exact i64 %52, 56
  %54 = add nsw i64 %53, %8
  br label %66

55:                                               ; preds = %5
  %56 = getelementptr inbounds i8, ptr %6, i32 4
  store ptr %56, ptr %2, align 4
  %57 = load ptr, ptr %6, align 4
  %58 = load i16, ptr %57, align 2, !tbaa !21
  %59 = getelementptr inbounds i8, ptr %57, i32 2
  %60 = load i16, ptr %59, align 2, !tbaa !21
  %61 = sext i16 %58 to i64
  %62 = mul nsw i64 %61, 100
  %63 = sext i16 %60 to i64
  %64 = add i64 %8, %63
  %65 = add i64 %64, %62
  br label %66

66:                                               ; preds = %41, %36, %5, %17, %22, %28, %48, %55
  %67 = phi ptr [ %56, %55 ], [ %49, %48 ], [ %31, %28 ], [ %25, %22 ], [ %18, %17 ], [ %6, %5 ], [ %37, %36 ], [ %37, %41 ]
  %68 = phi i64 [ %65, %55 ], [ %54, %48 ], [ %35, %28 ], [ %27, %22 ], [ %21, %17 ], [ %8, %5 ], [ %8, %36 ], [ %45, %41 ]
  %69 = getelementptr inbounds i8, ptr %7, i32 1
  br label %5, !llvm.loop !23
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 4
  store ptr %4, ptr %2, align 4
  %5 = load i32, ptr %3, align 4, !tbaa !15
  %6 = mul nsw i32 %5, 31
  %7 = getelementptr inbounds i8, ptr %3, i32 8
  %8 = load i32, ptr %4, align 4, !tbaa !15
  %9 = add nsw i32 %8, %6
  %10 = mul nsw i32 %9, 31
  %11 = getelementptr inbounds i8, ptr %3, i32 12
  %12 = load i32, ptr %7, align 4, !tbaa !15
  %13 = add nsw i32 %12, %10
  %14 = mul nsw i32 %13, 31
  %15 = getelementptr inbounds i8, ptr %3, i32 16
  store ptr %15, ptr %2, align 4
  %16 = load i32, ptr %11, align 4, !tbaa !15
  %17 = add nsw i32 %16, %14
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9
  ret i32 %17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #5 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #5 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #5 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: nofree norecurse nosync nounwind memory(none)
define internal fastcc i32 @run(ptr nocapture readnone %0) #6 {
  %2 = alloca [16 x i32], align 16
  br label %3

3:                                                ; preds = %18, %1
  %4 = phi i32 [ 1, %1 ], [ %20, %18 ]
  %5 = phi i32 [ 0, %1 ], [ %21, %18 ]
  %6 = phi ptr [ blockaddress(@run, %11), %1 ], [ %24, %18 ]
  %7 = add nsw i32 %5, -1
  %8 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %7
  %9 = add nsw i32 %5, -2
  %10 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %9
  br label %68

11:                                               ; preds = %68
  %12 = getelementptr inbounds i32, ptr @main.prog, i32 %69
  %13 = load i32, ptr %12, align 4, !tbaa !15
  %14 = add nsw i32 %5, 1
  %15 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %5
  store i32 %13, ptr %15, align 4, !tbaa !15
  %16 = add nsw i32 %69, 2
  %17 = getelementptr i8, ptr %12, i32 4
  br label %18

18:                                               ; preds = %11, %50, %37, %31, %25
  %19 = phi ptr [ %17, %11 ], [ %53, %50 ], [ %42, %37 ], [ %36, %31 ], [ %30, %25 ]
  %20 = phi i32 [ %16, %11 ], [ %52, %50 ], [ %41, %37 ], [ %35, %31 ], [ %29, %25 ]
  %21 = phi i32 [ %14, %11 ], [ %7, %50 ], [ %40, %37 ], [ %7, %31 ], [ %7, %25 ]
  %22 = load i32, ptr %19, align 4, !tbaa !15
  %23 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %22
  %24 = load ptr, ptr %23, align 4, !tbaa !19
  br label %3

25:                                               ; preds = %68
  %26 = load i32, ptr %8, align 4, !tbaa !15
  %27 = load i32, ptr %10, align 4, !tbaa !15
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr %10, align 4, !tbaa !15
  %29 = add nsw i32 %69, 1
  %30 = getelementptr inbounds i32, ptr @main.prog, i32 %69
  br label %18

31:                                               ; preds = %68
  %32 = load i32, ptr %8, align 4, !tbaa !15
  %33 = load i32, ptr %10, align 4, !tbaa !15
  %34 = mul nsw i32 %33, %32
  store i32 %34, ptr %10, align 4, !tbaa !15
  %35 = add nsw i32 %69, 1
  %36 = getelementptr inbounds i32, ptr @main.prog, i32 %69
  br label %18

37:                                               ; preds = %68
  %38 = load i32, ptr %10, align 4, !tbaa !15
  %39 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %5
  store i32 %38, ptr %39, align 4, !tbaa !15
  %40 = add nsw i32 %5, 1
  %41 = add nsw i32 %69, 1
  %42 = getelementptr inbounds i32, ptr @main.prog, i32 %69
  br label %18

43:                                               ; preds = %68
  %44 = add nsw i32 %69, 1
  %45 = load i32, ptr %8, align 4, !tbaa !15
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %50, label %47

47:                                               ; preds = %43
  %48 = getelementptr inbounds i32, ptr @main.prog, i32 %69
  %49 = load i32, ptr %48, align 4, !tbaa !15
  br label %50

50:                                               ; preds = %47, %43
  %51 = phi i32 [ %49, %47 ], [ %44, %43 ]
  %52 = add nsw i32 %51, 1
  %53 = getelementptr inbounds i32, ptr @main.prog, i32 %51
  br label %18

54:                                               ; preds = %68
  %55 = load i32, ptr %8, align 4, !tbaa !15
  %56 = add nsw i32 %55, -1
  store i32 %56, ptr %8, align 4, !tbaa !15
  br label %57

57:                                               ; preds = %54, %63
  %58 = getelementptr inbounds i32, ptr @main.prog, i32 %69
  %59 = load i32, ptr %58, align 4, !tbaa !15
  %60 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %59
  %61 = load ptr, ptr %60, align 4, !tbaa !19
  %62 = add nsw i32 %69, 1
  br label %68

63:                                               ; preds = %68
  %64 = load i32, ptr %8, align 4, !tbaa !15
  %65 = load i32, ptr %10, align 4, !tbaa !15
  store i32 %65, ptr %8, align 4, !tbaa !15
  store i32 %64, ptr %10, align 4, !tbaa !15
  br label %57

66:                                               ; preds = %68
  %67 = load i32, ptr %8, align 4, !tbaa !15
  ret i32 %67

68:                                               ; preds = %57, %3
  %69 = phi i32 [ %4, %3 ], [ %62, %57 ]
  %70 = phi ptr [ %6, %3 ], [ %61, %57 ]
  indirectbr ptr %70, [label %11, label %25, label %31, label %37, label %43, label %54, label %63, label %66]
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i32(ptr, i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
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

attributes #0 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nofree norecurse nosync nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nofree norecurse nosync nounwind memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!6, !7, i64 0}
!6 = !{!"", !7, i64 0, !3, i64 4, !8, i64 16}
!7 = !{!"int", !3, i64 0}
!8 = !{!"double", !3, i64 0}
!9 = !{!6, !8, i64 16}
!10 = !{!11, !12, i64 4}
!11 = !{!"", !3, i64 0, !12, i64 4}
!12 = !{!"any pointer", !3, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!7, !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !3, i64 0}
!18 = !{!8, !8, i64 0}
!19 = !{!12, !12, i64 0}
!20 = distinct !{!20, !14}
!21 = !{!22, !22, i64 0}
!22 = !{!"short", !3, i64 0}
!23 = distinct !{!23, !14}
