; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [20 x i8] c"sum_ints: %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"sum_ll: %lld %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"sum_doubles: %.4f %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"isd\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"iiiiiiiiii\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"ddddddddddd\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"idldidldidldidldidld\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"pcpshfP\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.10 = private unnamed_addr constant [19 x i8] c"lllllllldddddddddd\00", align 1
@.str.11 = private unnamed_addr constant [19 x i8] c"after_seven: %lld\0A\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"forward: %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [81 x i8] c"printf: %d %u %x %X %o %c %s %lld %llu %.2f %e %g %5d|%-5d|%05d %+d %% %hd %hhu\0A\00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c"s\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"%lld\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"%.3f\00", align 1
@.str.20 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"*%d\00", align 1
@.str.22 = private unnamed_addr constant [8 x i8] c"{%d,%d}\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"'%c'\00", align 1
@.str.24 = private unnamed_addr constant [3 x i8] c"%g\00", align 1
@.str.26 = private unnamed_addr constant [20 x i8] c" ints=%d dsum=%.3f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = tail call i32 (i32, ...) @sum_ints(i32 noundef 0)
  %4 = tail call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %5 = tail call i32 (i32, ...) @sum_ints(i32 noundef 12, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef -12)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %4, i32 noundef %5)
  %7 = tail call i64 (i32, ...) @sum_ll(i32 noundef 2, i64 noundef 1099511627776, i64 noundef -1)
  %8 = tail call i64 (i32, ...) @sum_ll(i32 noundef 9, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 1125899906842624, i64 noundef 5, i64 noundef -6, i64 noundef 7, i64 noundef 8, i64 noundef 9)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %7, i64 noundef %8)
  %10 = tail call double (i32, ...) @sum_doubles(i32 noundef 3, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01)
  %11 = tail call double (i32, ...) @sum_doubles(i32 noundef 12, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, double noundef 5.000000e-01)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %10, double noundef %11)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #8
  store i32 42, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  store i32 -7, ptr %2, align 4, !tbaa !6
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.3, i32 noundef 5, ptr noundef nonnull @.str.4, double noundef 5.500000e+00)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.6, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.7, i32 noundef 1, double noundef 5.000000e-01, i64 noundef 10, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.500000e+00, i64 noundef 20, double noundef 2.250000e+00, i32 noundef 3, double noundef 3.500000e+00, i64 noundef 30, double noundef 3.250000e+00, i32 noundef 4, double noundef 4.500000e+00, i64 noundef 40, double noundef 4.250000e+00, i32 noundef 5, double noundef 5.500000e+00, i64 noundef 50, double noundef 5.250000e+00)
  call void (ptr, ...) @show(ptr noundef nonnull @.str.8, ptr noundef nonnull %1, i32 noundef 90, ptr noundef nonnull %2, ptr noundef nonnull @.str.9, i32 noundef -300, double noundef 7.500000e-01, i64 281462091808867)
  call void (ptr, ...) @show(ptr noundef nonnull @.str.10, i64 noundef 8589934592, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef -34359738368, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %13 = call i64 (i32, i32, i32, i32, i32, i32, i32, ...) @after_seven(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 noundef 1, i64 noundef 100, i32 noundef 2, double noundef 5.000000e-01, i32 noundef 1, i64 noundef 1048576, i32 noundef 2, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 2, double noundef 4.000000e+00, i32 noundef 2, double noundef 5.000000e+00, i32 noundef 2, double noundef 6.000000e+00, i32 noundef 2, double noundef 7.000000e+00, i32 noundef 2, double noundef 8.000000e+00, i32 noundef 2, double noundef 9.000000e+00, i32 noundef 0)
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %13)
  %15 = call i32 (i32, ...) @forward(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %15)
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef -1, i32 noundef -294967296, i32 noundef 48879, i32 noundef 48879, i32 noundef 8, i32 noundef 65, ptr noundef nonnull @.str.14, i64 noundef -9000000000, i64 noundef -446744073709551616, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 0x419D6F3454000000, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef -2, i32 noundef 200)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #8
  ret i32 23
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i32 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 24
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %6, align 8
  br label %12

10:                                               ; preds = %27, %1
  %11 = phi i32 [ 0, %1 ], [ %34, %27 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret i32 %11

12:                                               ; preds = %4, %27
  %13 = phi i32 [ %9, %4 ], [ %28, %27 ]
  %14 = phi i32 [ 0, %4 ], [ %32, %27 ]
  %15 = phi i32 [ 0, %4 ], [ %34, %27 ]
  %16 = phi ptr [ %5, %4 ], [ %29, %27 ]
  %17 = icmp sgt i32 %13, -1
  br i1 %17, label %24, label %18

18:                                               ; preds = %12
  %19 = add nsw i32 %13, 8
  store i32 %19, ptr %6, align 8
  %20 = icmp ult i32 %13, -7
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = sext i32 %13 to i64
  %23 = getelementptr inbounds i8, ptr %8, i64 %22
  br label %27

24:                                               ; preds = %18, %12
  %25 = phi i32 [ %19, %18 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %26, ptr %2, align 8
  br label %27

27:                                               ; preds = %24, %21
  %28 = phi i32 [ %19, %21 ], [ %25, %24 ]
  %29 = phi ptr [ %16, %21 ], [ %26, %24 ]
  %30 = phi ptr [ %23, %21 ], [ %16, %24 ]
  %31 = load i32, ptr %30, align 8, !tbaa !6
  %32 = add nuw nsw i32 %14, 1
  %33 = mul nsw i32 %31, %32
  %34 = add nsw i32 %33, %15
  %35 = icmp eq i32 %32, %0
  br i1 %35, label %10, label %12, !llvm.loop !10
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @sum_ll(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %11

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 24
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %6, align 8
  %10 = zext nneg i32 %0 to i64
  br label %13

11:                                               ; preds = %28, %1
  %12 = phi i64 [ 0, %1 ], [ %34, %28 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret i64 %12

13:                                               ; preds = %4, %28
  %14 = phi i64 [ 0, %4 ], [ %35, %28 ]
  %15 = phi i32 [ %9, %4 ], [ %29, %28 ]
  %16 = phi i64 [ 0, %4 ], [ %34, %28 ]
  %17 = phi ptr [ %5, %4 ], [ %30, %28 ]
  %18 = icmp sgt i32 %15, -1
  br i1 %18, label %25, label %19

19:                                               ; preds = %13
  %20 = add nsw i32 %15, 8
  store i32 %20, ptr %6, align 8
  %21 = icmp ult i32 %15, -7
  br i1 %21, label %22, label %25

22:                                               ; preds = %19
  %23 = sext i32 %15 to i64
  %24 = getelementptr inbounds i8, ptr %8, i64 %23
  br label %28

25:                                               ; preds = %19, %13
  %26 = phi i32 [ %20, %19 ], [ %15, %13 ]
  %27 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr %27, ptr %2, align 8
  br label %28

28:                                               ; preds = %25, %22
  %29 = phi i32 [ %20, %22 ], [ %26, %25 ]
  %30 = phi ptr [ %17, %22 ], [ %27, %25 ]
  %31 = phi ptr [ %24, %22 ], [ %17, %25 ]
  %32 = load i64, ptr %31, align 8, !tbaa !12
  %33 = add nsw i64 %32, %14
  %34 = xor i64 %33, %16
  %35 = add nuw nsw i64 %14, 1
  %36 = icmp eq i64 %35, %10
  br i1 %36, label %11, label %13, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @sum_doubles(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 28
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %6, align 4
  br label %12

10:                                               ; preds = %27, %1
  %11 = phi double [ 0.000000e+00, %1 ], [ %32, %27 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret double %11

12:                                               ; preds = %4, %27
  %13 = phi i32 [ %9, %4 ], [ %28, %27 ]
  %14 = phi i32 [ 0, %4 ], [ %33, %27 ]
  %15 = phi double [ 0.000000e+00, %4 ], [ %32, %27 ]
  %16 = phi ptr [ %5, %4 ], [ %29, %27 ]
  %17 = icmp sgt i32 %13, -1
  br i1 %17, label %24, label %18

18:                                               ; preds = %12
  %19 = add nsw i32 %13, 16
  store i32 %19, ptr %6, align 4
  %20 = icmp ult i32 %13, -15
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = sext i32 %13 to i64
  %23 = getelementptr inbounds i8, ptr %8, i64 %22
  br label %27

24:                                               ; preds = %18, %12
  %25 = phi i32 [ %19, %18 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %26, ptr %2, align 8
  br label %27

27:                                               ; preds = %24, %21
  %28 = phi i32 [ %19, %21 ], [ %25, %24 ]
  %29 = phi ptr [ %16, %21 ], [ %26, %24 ]
  %30 = phi ptr [ %23, %21 ], [ %16, %24 ]
  %31 = load double, ptr %30, align 8, !tbaa !15
  %32 = call double @llvm.fmuladd.f64(double %15, double 2.000000e+00, double %31)
  %33 = add nuw nsw i32 %14, 1
  %34 = icmp eq i32 %33, %0
  br i1 %34, label %10, label %12, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind uwtable
define internal void @show(ptr noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = call i32 @putchar(i32 91)
  %5 = load i8, ptr %0, align 1, !tbaa !18
  %6 = icmp eq i8 %5, 0
  br i1 %6, label %12, label %7

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %2, i64 28
  %9 = getelementptr inbounds i8, ptr %2, i64 16
  %10 = getelementptr inbounds i8, ptr %2, i64 24
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  br label %23

12:                                               ; preds = %192, %1
  %13 = call i32 @putchar(i32 93)
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds i8, ptr %3, i64 24
  %16 = getelementptr inbounds i8, ptr %3, i64 8
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds i8, ptr %3, i64 28
  %19 = getelementptr inbounds i8, ptr %3, i64 16
  %20 = load ptr, ptr %19, align 8
  %21 = load i32, ptr %15, align 8
  %22 = load i32, ptr %18, align 4
  br label %196

23:                                               ; preds = %7, %192
  %24 = phi i8 [ %5, %7 ], [ %194, %192 ]
  %25 = phi ptr [ %0, %7 ], [ %193, %192 ]
  %26 = icmp eq ptr %25, %0
  br i1 %26, label %30, label %27

27:                                               ; preds = %23
  %28 = call i32 @putchar(i32 32)
  %29 = load i8, ptr %25, align 1, !tbaa !18
  br label %30

30:                                               ; preds = %27, %23
  %31 = phi i8 [ %29, %27 ], [ %24, %23 ]
  switch i8 %31, label %192 [
    i8 105, label %32
    i8 108, label %49
    i8 100, label %66
    i8 115, label %83
    i8 112, label %100
    i8 80, label %118
    i8 99, label %138
    i8 104, label %156
    i8 102, label %175
  ]

32:                                               ; preds = %30
  %33 = load i32, ptr %10, align 8
  %34 = icmp sgt i32 %33, -1
  br i1 %34, label %42, label %35

35:                                               ; preds = %32
  %36 = add nsw i32 %33, 8
  store i32 %36, ptr %10, align 8
  %37 = icmp ult i32 %33, -7
  br i1 %37, label %38, label %42

38:                                               ; preds = %35
  %39 = load ptr, ptr %11, align 8
  %40 = sext i32 %33 to i64
  %41 = getelementptr inbounds i8, ptr %39, i64 %40
  br label %45

42:                                               ; preds = %35, %32
  %43 = load ptr, ptr %2, align 8
  %44 = getelementptr inbounds i8, ptr %43, i64 8
  store ptr %44, ptr %2, align 8
  br label %45

45:                                               ; preds = %42, %38
  %46 = phi ptr [ %41, %38 ], [ %43, %42 ]
  %47 = load i32, ptr %46, align 8, !tbaa !6
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %47)
  br label %192

49:                                               ; preds = %30
  %50 = load i32, ptr %10, align 8
  %51 = icmp sgt i32 %50, -1
  br i1 %51, label %59, label %52

52:                                               ; preds = %49
  %53 = add nsw i32 %50, 8
  store i32 %53, ptr %10, align 8
  %54 = icmp ult i32 %50, -7
  br i1 %54, label %55, label %59

55:                                               ; preds = %52
  %56 = load ptr, ptr %11, align 8
  %57 = sext i32 %50 to i64
  %58 = getelementptr inbounds i8, ptr %56, i64 %57
  br label %62

59:                                               ; preds = %52, %49
  %60 = load ptr, ptr %2, align 8
  %61 = getelementptr inbounds i8, ptr %60, i64 8
  store ptr %61, ptr %2, align 8
  br label %62

62:                                               ; preds = %59, %55
  %63 = phi ptr [ %58, %55 ], [ %60, %59 ]
  %64 = load i64, ptr %63, align 8, !tbaa !12
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %64)
  br label %192

66:                                               ; preds = %30
  %67 = load i32, ptr %8, align 4
  %68 = icmp sgt i32 %67, -1
  br i1 %68, label %76, label %69

69:                                               ; preds = %66
  %70 = add nsw i32 %67, 16
  store i32 %70, ptr %8, align 4
  %71 = icmp ult i32 %67, -15
  br i1 %71, label %72, label %76

72:                                               ; preds = %69
  %73 = load ptr, ptr %9, align 8
  %74 = sext i32 %67 to i64
  %75 = getelementptr inbounds i8, ptr %73, i64 %74
  br label %79

76:                                               ; preds = %69, %66
  %77 = load ptr, ptr %2, align 8
  %78 = getelementptr inbounds i8, ptr %77, i64 8
  store ptr %78, ptr %2, align 8
  br label %79

79:                                               ; preds = %76, %72
  %80 = phi ptr [ %75, %72 ], [ %77, %76 ]
  %81 = load double, ptr %80, align 8, !tbaa !15
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %81)
  br label %192

83:                                               ; preds = %30
  %84 = load i32, ptr %10, align 8
  %85 = icmp sgt i32 %84, -1
  br i1 %85, label %93, label %86

86:                                               ; preds = %83
  %87 = add nsw i32 %84, 8
  store i32 %87, ptr %10, align 8
  %88 = icmp ult i32 %84, -7
  br i1 %88, label %89, label %93

89:                                               ; preds = %86
  %90 = load ptr, ptr %11, align 8
  %91 = sext i32 %84 to i64
  %92 = getelementptr inbounds i8, ptr %90, i64 %91
  br label %96

93:                                               ; preds = %86, %83
  %94 = load ptr, ptr %2, align 8
  %95 = getelementptr inbounds i8, ptr %94, i64 8
  store ptr %95, ptr %2, align 8
  br label %96

96:                                               ; preds = %93, %89
  %97 = phi ptr [ %92, %89 ], [ %94, %93 ]
  %98 = load ptr, ptr %97, align 8, !tbaa !19
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef %98)
  br label %192

100:                                              ; preds = %30
  %101 = load i32, ptr %10, align 8
  %102 = icmp sgt i32 %101, -1
  br i1 %102, label %110, label %103

103:                                              ; preds = %100
  %104 = add nsw i32 %101, 8
  store i32 %104, ptr %10, align 8
  %105 = icmp ult i32 %101, -7
  br i1 %105, label %106, label %110

106:                                              ; preds = %103
  %107 = load ptr, ptr %11, align 8
  %108 = sext i32 %101 to i64
  %109 = getelementptr inbounds i8, ptr %107, i64 %108
  br label %113

110:                                              ; preds = %103, %100
  %111 = load ptr, ptr %2, align 8
  %112 = getelementptr inbounds i8, ptr %111, i64 8
  store ptr %112, ptr %2, align 8
  br label %113

113:                                              ; preds = %110, %106
  %114 = phi ptr [ %109, %106 ], [ %111, %110 ]
  %115 = load ptr, ptr %114, align 8, !tbaa !19
  %116 = load i32, ptr %115, align 4, !tbaa !6
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %116)
  br label %192

118:                                              ; preds = %30
  %119 = load i32, ptr %10, align 8
  %120 = icmp sgt i32 %119, -1
  br i1 %120, label %128, label %121

121:                                              ; preds = %118
  %122 = add nsw i32 %119, 8
  store i32 %122, ptr %10, align 8
  %123 = icmp ult i32 %119, -7
  br i1 %123, label %124, label %128

124:                                              ; preds = %121
  %125 = load ptr, ptr %11, align 8
  %126 = sext i32 %119 to i64
  %127 = getelementptr inbounds i8, ptr %125, i64 %126
  br label %131

128:                                              ; preds = %121, %118
  %129 = load ptr, ptr %2, align 8
  %130 = getelementptr inbounds i8, ptr %129, i64 8
  store ptr %130, ptr %2, align 8
  br label %131

131:                                              ; preds = %128, %124
  %132 = phi ptr [ %127, %124 ], [ %129, %128 ]
  %133 = load i32, ptr %132, align 8, !tbaa !6
  %134 = getelementptr inbounds i8, ptr %132, i64 4
  %135 = load i16, ptr %134, align 4, !tbaa !21
  %136 = sext i16 %135 to i32
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %133, i32 noundef %136)
  br label %192

138:                                              ; preds = %30
  %139 = load i32, ptr %10, align 8
  %140 = icmp sgt i32 %139, -1
  br i1 %140, label %148, label %141

141:                                              ; preds = %138
  %142 = add nsw i32 %139, 8
  store i32 %142, ptr %10, align 8
  %143 = icmp ult i32 %139, -7
  br i1 %143, label %144, label %148

144:                                              ; preds = %141
  %145 = load ptr, ptr %11, align 8
  %146 = sext i32 %139 to i64
  %147 = getelementptr inbounds i8, ptr %145, i64 %146
  br label %151

148:                                              ; preds = %141, %138
  %149 = load ptr, ptr %2, align 8
  %150 = getelementptr inbounds i8, ptr %149, i64 8
  store ptr %150, ptr %2, align 8
  br label %151

151:                                              ; preds = %148, %144
  %152 = phi ptr [ %147, %144 ], [ %149, %148 ]
  %153 = load i32, ptr %152, align 8, !tbaa !6
  %154 = and i32 %153, 255
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %154)
  br label %192

156:                                              ; preds = %30
  %157 = load i32, ptr %10, align 8
  %158 = icmp sgt i32 %157, -1
  br i1 %158, label %166, label %159

159:                                              ; preds = %156
  %160 = add nsw i32 %157, 8
  store i32 %160, ptr %10, align 8
  %161 = icmp ult i32 %157, -7
  br i1 %161, label %162, label %166

162:                                              ; preds = %159
  %163 = load ptr, ptr %11, align 8
  %164 = sext i32 %157 to i64
  %165 = getelementptr inbounds i8, ptr %163, i64 %164
  br label %169

166:                                              ; preds = %159, %156
  %167 = load ptr, ptr %2, align 8
  %168 = getelementptr inbounds i8, ptr %167, i64 8
  store ptr %168, ptr %2, align 8
  br label %169

169:                                              ; preds = %166, %162
  %170 = phi ptr [ %165, %162 ], [ %167, %166 ]
  %171 = load i32, ptr %170, align 8, !tbaa !6
  %172 = shl i32 %171, 16
  %173 = ashr exact i32 %172, 16
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %173)
  br label %192

175:                                              ; preds = %30
  %176 = load i32, ptr %8, align 4
  %177 = icmp sgt i32 %176, -1
  br i1 %177, label %185, label %178

178:                                              ; preds = %175
  %179 = add nsw i32 %176, 16
  store i32 %179, ptr %8, align 4
  %180 = icmp ult i32 %176, -15
  br i1 %180, label %181, label %185

181:                                              ; preds = %178
  %182 = load ptr, ptr %9, align 8
  %183 = sext i32 %176 to i64
  %184 = getelementptr inbounds i8, ptr %182, i64 %183
  br label %188

185:                                              ; preds = %178, %175
  %186 = load ptr, ptr %2, align 8
  %187 = getelementptr inbounds i8, ptr %186, i64 8
  store ptr %187, ptr %2, align 8
  br label %188

188:                                              ; preds = %185, %181
  %189 = phi ptr [ %184, %181 ], [ %186, %185 ]
  %190 = load double, ptr %189, align 8, !tbaa !15
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %190)
  br label %192

192:                                              ; preds = %45, %62, %79, %96, %113, %131, %151, %169, %188, %30
  %193 = getelementptr inbounds i8, ptr %25, i64 1
  %194 = load i8, ptr %193, align 1, !tbaa !18
  %195 = icmp eq i8 %194, 0
  br i1 %195, label %12, label %23, !llvm.loop !23

196:                                              ; preds = %301, %12
  %197 = phi i32 [ %22, %12 ], [ %302, %301 ]
  %198 = phi i32 [ %21, %12 ], [ %303, %301 ]
  %199 = phi ptr [ %14, %12 ], [ %304, %301 ]
  %200 = phi i32 [ 0, %12 ], [ %305, %301 ]
  %201 = phi double [ 0.000000e+00, %12 ], [ %306, %301 ]
  %202 = phi ptr [ %0, %12 ], [ %307, %301 ]
  %203 = load i8, ptr %202, align 1, !tbaa !18
  switch i8 %203, label %301 [
    i8 0, label %204
    i8 105, label %206
    i8 99, label %206
    i8 104, label %206
    i8 108, label %223
    i8 100, label %241
    i8 102, label %241
    i8 115, label %258
    i8 112, label %266
    i8 80, label %284
  ]

204:                                              ; preds = %196
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %200, double noundef %201)
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret void

206:                                              ; preds = %196, %196, %196
  %207 = icmp sgt i32 %198, -1
  br i1 %207, label %214, label %208

208:                                              ; preds = %206
  %209 = add nsw i32 %198, 8
  store i32 %209, ptr %15, align 8
  %210 = icmp ult i32 %198, -7
  br i1 %210, label %211, label %214

211:                                              ; preds = %208
  %212 = sext i32 %198 to i64
  %213 = getelementptr inbounds i8, ptr %17, i64 %212
  br label %217

214:                                              ; preds = %208, %206
  %215 = phi i32 [ %209, %208 ], [ %198, %206 ]
  %216 = getelementptr inbounds i8, ptr %199, i64 8
  store ptr %216, ptr %3, align 8
  br label %217

217:                                              ; preds = %214, %211
  %218 = phi i32 [ %209, %211 ], [ %215, %214 ]
  %219 = phi ptr [ %199, %211 ], [ %216, %214 ]
  %220 = phi ptr [ %213, %211 ], [ %199, %214 ]
  %221 = load i32, ptr %220, align 8, !tbaa !6
  %222 = add nsw i32 %221, %200
  br label %301

223:                                              ; preds = %196
  %224 = icmp sgt i32 %198, -1
  br i1 %224, label %231, label %225

225:                                              ; preds = %223
  %226 = add nsw i32 %198, 8
  store i32 %226, ptr %15, align 8
  %227 = icmp ult i32 %198, -7
  br i1 %227, label %228, label %231

228:                                              ; preds = %225
  %229 = sext i32 %198 to i64
  %230 = getelementptr inbounds i8, ptr %17, i64 %229
  br label %234

231:                                              ; preds = %225, %223
  %232 = phi i32 [ %226, %225 ], [ %198, %223 ]
  %233 = getelementptr inbounds i8, ptr %199, i64 8
  store ptr %233, ptr %3, align 8
  br label %234

234:                                              ; preds = %231, %228
  %235 = phi i32 [ %226, %228 ], [ %232, %231 ]
  %236 = phi ptr [ %199, %228 ], [ %233, %231 ]
  %237 = phi ptr [ %230, %228 ], [ %199, %231 ]
  %238 = load i64, ptr %237, align 8, !tbaa !12
  %239 = trunc i64 %238 to i32
  %240 = add nsw i32 %200, %239
  br label %301

241:                                              ; preds = %196, %196
  %242 = icmp sgt i32 %197, -1
  br i1 %242, label %249, label %243

243:                                              ; preds = %241
  %244 = add nsw i32 %197, 16
  store i32 %244, ptr %18, align 4
  %245 = icmp ult i32 %197, -15
  br i1 %245, label %246, label %249

246:                                              ; preds = %243
  %247 = sext i32 %197 to i64
  %248 = getelementptr inbounds i8, ptr %20, i64 %247
  br label %252

249:                                              ; preds = %243, %241
  %250 = phi i32 [ %244, %243 ], [ %197, %241 ]
  %251 = getelementptr inbounds i8, ptr %199, i64 8
  store ptr %251, ptr %3, align 8
  br label %252

252:                                              ; preds = %249, %246
  %253 = phi i32 [ %244, %246 ], [ %250, %249 ]
  %254 = phi ptr [ %199, %246 ], [ %251, %249 ]
  %255 = phi ptr [ %248, %246 ], [ %199, %249 ]
  %256 = load double, ptr %255, align 8, !tbaa !15
  %257 = fadd double %201, %256
  br label %301

258:                                              ; preds = %196
  %259 = icmp sgt i32 %198, -1
  br i1 %259, label %263, label %260

260:                                              ; preds = %258
  %261 = add nsw i32 %198, 8
  store i32 %261, ptr %15, align 8
  %262 = icmp ult i32 %198, -7
  br i1 %262, label %301, label %263

263:                                              ; preds = %260, %258
  %264 = phi i32 [ %261, %260 ], [ %198, %258 ]
  %265 = getelementptr inbounds i8, ptr %199, i64 8
  store ptr %265, ptr %3, align 8
  br label %301

266:                                              ; preds = %196
  %267 = icmp sgt i32 %198, -1
  br i1 %267, label %274, label %268

268:                                              ; preds = %266
  %269 = add nsw i32 %198, 8
  store i32 %269, ptr %15, align 8
  %270 = icmp ult i32 %198, -7
  br i1 %270, label %271, label %274

271:                                              ; preds = %268
  %272 = sext i32 %198 to i64
  %273 = getelementptr inbounds i8, ptr %17, i64 %272
  br label %277

274:                                              ; preds = %268, %266
  %275 = phi i32 [ %269, %268 ], [ %198, %266 ]
  %276 = getelementptr inbounds i8, ptr %199, i64 8
  store ptr %276, ptr %3, align 8
  br label %277

277:                                              ; preds = %274, %271
  %278 = phi i32 [ %269, %271 ], [ %275, %274 ]
  %279 = phi ptr [ %199, %271 ], [ %276, %274 ]
  %280 = phi ptr [ %273, %271 ], [ %199, %274 ]
  %281 = load ptr, ptr %280, align 8, !tbaa !19
  %282 = load i32, ptr %281, align 4, !tbaa !6
  %283 = add nsw i32 %282, %200
  br label %301

284:                                              ; preds = %196
  %285 = icmp sgt i32 %198, -1
  br i1 %285, label %292, label %286

286:                                              ; preds = %284
  %287 = add nsw i32 %198, 8
  store i32 %287, ptr %15, align 8
  %288 = icmp ult i32 %198, -7
  br i1 %288, label %289, label %292

289:                                              ; preds = %286
  %290 = sext i32 %198 to i64
  %291 = getelementptr inbounds i8, ptr %17, i64 %290
  br label %295

292:                                              ; preds = %286, %284
  %293 = phi i32 [ %287, %286 ], [ %198, %284 ]
  %294 = getelementptr inbounds i8, ptr %199, i64 8
  store ptr %294, ptr %3, align 8
  br label %295

295:                                              ; preds = %292, %289
  %296 = phi i32 [ %287, %289 ], [ %293, %292 ]
  %297 = phi ptr [ %199, %289 ], [ %294, %292 ]
  %298 = phi ptr [ %291, %289 ], [ %199, %292 ]
  %299 = load i32, ptr %298, align 8, !tbaa !6
  %300 = add nsw i32 %299, %200
  br label %301

301:                                              ; preds = %263, %260, %196, %217, %234, %252, %277, %295
  %302 = phi i32 [ %197, %295 ], [ %197, %277 ], [ %253, %252 ], [ %197, %234 ], [ %197, %217 ], [ %197, %196 ], [ %197, %260 ], [ %197, %263 ]
  %303 = phi i32 [ %296, %295 ], [ %278, %277 ], [ %198, %252 ], [ %235, %234 ], [ %218, %217 ], [ %198, %196 ], [ %261, %260 ], [ %264, %263 ]
  %304 = phi ptr [ %297, %295 ], [ %279, %277 ], [ %254, %252 ], [ %236, %234 ], [ %219, %217 ], [ %199, %196 ], [ %199, %260 ], [ %265, %263 ]
  %305 = phi i32 [ %300, %295 ], [ %283, %277 ], [ %200, %252 ], [ %240, %234 ], [ %222, %217 ], [ %200, %196 ], [ %200, %260 ], [ %200, %263 ]
  %306 = phi double [ %201, %295 ], [ %201, %277 ], [ %257, %252 ], [ %201, %234 ], [ %201, %217 ], [ %201, %196 ], [ %201, %260 ], [ %201, %263 ]
  %307 = getelementptr inbounds i8, ptr %202, i64 1
  br label %196, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @after_seven(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, ...) unnamed_addr #2 {
  %8 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #8
  call void @llvm.va_start.p0(ptr nonnull %8)
  %9 = getelementptr inbounds i8, ptr %8, i64 24
  %10 = load i32, ptr %9, align 8
  %11 = load ptr, ptr %8, align 8
  %12 = getelementptr inbounds i8, ptr %8, i64 8
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds i8, ptr %8, i64 28
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = load i32, ptr %14, align 4
  br label %18

18:                                               ; preds = %71, %7
  %19 = phi i32 [ %72, %71 ], [ %17, %7 ]
  %20 = phi ptr [ %73, %71 ], [ %11, %7 ]
  %21 = phi i32 [ %40, %71 ], [ %10, %7 ]
  %22 = phi double [ %76, %71 ], [ 0.000000e+00, %7 ]
  %23 = phi i64 [ %27, %71 ], [ 28, %7 ]
  br label %24

24:                                               ; preds = %18, %54
  %25 = phi ptr [ %55, %54 ], [ %20, %18 ]
  %26 = phi i32 [ %56, %54 ], [ %21, %18 ]
  %27 = phi i64 [ %59, %54 ], [ %23, %18 ]
  %28 = icmp sgt i32 %26, -1
  br i1 %28, label %35, label %29

29:                                               ; preds = %24
  %30 = add nsw i32 %26, 8
  store i32 %30, ptr %9, align 8
  %31 = icmp ult i32 %26, -7
  br i1 %31, label %32, label %35

32:                                               ; preds = %29
  %33 = sext i32 %26 to i64
  %34 = getelementptr inbounds i8, ptr %13, i64 %33
  br label %38

35:                                               ; preds = %29, %24
  %36 = phi i32 [ %30, %29 ], [ %26, %24 ]
  %37 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr %37, ptr %8, align 8
  br label %38

38:                                               ; preds = %35, %32
  %39 = phi ptr [ %25, %32 ], [ %37, %35 ]
  %40 = phi i32 [ %30, %32 ], [ %36, %35 ]
  %41 = phi ptr [ %34, %32 ], [ %25, %35 ]
  %42 = load i32, ptr %41, align 8, !tbaa !6
  switch i32 %42, label %60 [
    i32 0, label %77
    i32 1, label %43
  ]

43:                                               ; preds = %38
  %44 = icmp sgt i32 %40, -1
  br i1 %44, label %51, label %45

45:                                               ; preds = %43
  %46 = add nsw i32 %40, 8
  store i32 %46, ptr %9, align 8
  %47 = icmp ult i32 %40, -7
  br i1 %47, label %48, label %51

48:                                               ; preds = %45
  %49 = sext i32 %40 to i64
  %50 = getelementptr inbounds i8, ptr %13, i64 %49
  br label %54

51:                                               ; preds = %45, %43
  %52 = phi i32 [ %46, %45 ], [ %40, %43 ]
  %53 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr %53, ptr %8, align 8
  br label %54

54:                                               ; preds = %51, %48
  %55 = phi ptr [ %39, %48 ], [ %53, %51 ]
  %56 = phi i32 [ %46, %48 ], [ %52, %51 ]
  %57 = phi ptr [ %50, %48 ], [ %39, %51 ]
  %58 = load i64, ptr %57, align 8, !tbaa !12
  %59 = add nsw i64 %58, %27
  br label %24

60:                                               ; preds = %38
  %61 = icmp sgt i32 %19, -1
  br i1 %61, label %68, label %62

62:                                               ; preds = %60
  %63 = add nsw i32 %19, 16
  store i32 %63, ptr %14, align 4
  %64 = icmp ult i32 %19, -15
  br i1 %64, label %65, label %68

65:                                               ; preds = %62
  %66 = sext i32 %19 to i64
  %67 = getelementptr inbounds i8, ptr %16, i64 %66
  br label %71

68:                                               ; preds = %62, %60
  %69 = phi i32 [ %63, %62 ], [ %19, %60 ]
  %70 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr %70, ptr %8, align 8
  br label %71

71:                                               ; preds = %68, %65
  %72 = phi i32 [ %63, %65 ], [ %69, %68 ]
  %73 = phi ptr [ %39, %65 ], [ %70, %68 ]
  %74 = phi ptr [ %67, %65 ], [ %39, %68 ]
  %75 = load double, ptr %74, align 8, !tbaa !15
  %76 = fadd double %22, %75
  br label %18

77:                                               ; preds = %38
  call void @llvm.va_end.p0(ptr nonnull %8)
  %78 = mul nsw i64 %27, 1000
  %79 = fmul double %22, 1.000000e+01
  %80 = fptosi double %79 to i64
  %81 = add nsw i64 %78, %80
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #8
  ret i64 %81
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8, !tbaa !19
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !19
  %6 = getelementptr inbounds i8, ptr %2, i64 24
  %7 = load i32, ptr %6, align 8, !tbaa !6
  %8 = icmp sgt i32 %7, -1
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = add nsw i32 %7, 8
  %11 = icmp ult i32 %7, -7
  br i1 %11, label %15, label %12

12:                                               ; preds = %9, %1
  %13 = getelementptr inbounds i8, ptr %3, i64 8
  %14 = load i32, ptr %3, align 8, !tbaa !6
  br label %23

15:                                               ; preds = %9
  %16 = sext i32 %7 to i64
  %17 = getelementptr i8, ptr %5, i64 %16
  %18 = load i32, ptr %17, align 8, !tbaa !6
  %19 = icmp eq i32 %7, -8
  br i1 %19, label %23, label %20

20:                                               ; preds = %15
  %21 = add nsw i32 %7, 16
  %22 = icmp ult i32 %10, -7
  br i1 %22, label %28, label %23

23:                                               ; preds = %20, %15, %12
  %24 = phi ptr [ %13, %12 ], [ %3, %15 ], [ %3, %20 ]
  %25 = phi i32 [ %14, %12 ], [ %18, %15 ], [ %18, %20 ]
  %26 = getelementptr inbounds i8, ptr %24, i64 8
  %27 = load i32, ptr %24, align 8, !tbaa !6
  br label %36

28:                                               ; preds = %20
  %29 = sext i32 %10 to i64
  %30 = getelementptr inbounds i8, ptr %5, i64 %29
  %31 = load i32, ptr %30, align 8, !tbaa !6
  %32 = icmp ugt i32 %7, -17
  br i1 %32, label %36, label %33

33:                                               ; preds = %28
  %34 = add nsw i32 %7, 24
  %35 = icmp ult i32 %21, -7
  br i1 %35, label %42, label %36

36:                                               ; preds = %33, %28, %23
  %37 = phi ptr [ %26, %23 ], [ %3, %28 ], [ %3, %33 ]
  %38 = phi i32 [ %27, %23 ], [ %31, %28 ], [ %31, %33 ]
  %39 = phi i32 [ %25, %23 ], [ %18, %28 ], [ %18, %33 ]
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i32, ptr %37, align 8, !tbaa !6
  br label %49

42:                                               ; preds = %33
  %43 = sext i32 %21 to i64
  %44 = getelementptr inbounds i8, ptr %5, i64 %43
  %45 = load i32, ptr %44, align 8, !tbaa !6
  %46 = icmp ule i32 %7, -25
  %47 = icmp ult i32 %34, -7
  %48 = select i1 %46, i1 %47, i1 false
  br i1 %48, label %56, label %49

49:                                               ; preds = %42, %36
  %50 = phi ptr [ %40, %36 ], [ %3, %42 ]
  %51 = phi i32 [ %41, %36 ], [ %45, %42 ]
  %52 = phi i32 [ %39, %36 ], [ %18, %42 ]
  %53 = phi i32 [ %38, %36 ], [ %31, %42 ]
  %54 = getelementptr inbounds i8, ptr %50, i64 8
  %55 = load i32, ptr %50, align 8, !tbaa !6
  br label %61

56:                                               ; preds = %42
  %57 = sext i32 %34 to i64
  %58 = getelementptr inbounds i8, ptr %5, i64 %57
  %59 = load i32, ptr %58, align 8, !tbaa !6
  %60 = icmp ult i32 %7, -39
  br i1 %60, label %69, label %61

61:                                               ; preds = %56, %49
  %62 = phi ptr [ %54, %49 ], [ %3, %56 ]
  %63 = phi i32 [ %55, %49 ], [ %59, %56 ]
  %64 = phi i32 [ %53, %49 ], [ %31, %56 ]
  %65 = phi i32 [ %52, %49 ], [ %18, %56 ]
  %66 = phi i32 [ %51, %49 ], [ %45, %56 ]
  %67 = getelementptr inbounds i8, ptr %62, i64 8
  %68 = load i32, ptr %62, align 8, !tbaa !6
  br label %75

69:                                               ; preds = %56
  %70 = sext i32 %7 to i64
  %71 = getelementptr i8, ptr %5, i64 %70
  %72 = getelementptr i8, ptr %71, i64 32
  %73 = load i32, ptr %72, align 8, !tbaa !6
  %74 = icmp ult i32 %7, -47
  br i1 %74, label %84, label %75

75:                                               ; preds = %69, %61
  %76 = phi ptr [ %67, %61 ], [ %3, %69 ]
  %77 = phi i32 [ %68, %61 ], [ %73, %69 ]
  %78 = phi i32 [ %66, %61 ], [ %45, %69 ]
  %79 = phi i32 [ %65, %61 ], [ %18, %69 ]
  %80 = phi i32 [ %64, %61 ], [ %31, %69 ]
  %81 = phi i32 [ %63, %61 ], [ %59, %69 ]
  %82 = getelementptr inbounds i8, ptr %76, i64 8
  %83 = load i32, ptr %76, align 8, !tbaa !6
  br label %90

84:                                               ; preds = %69
  %85 = sext i32 %7 to i64
  %86 = getelementptr i8, ptr %5, i64 %85
  %87 = getelementptr i8, ptr %86, i64 40
  %88 = load i32, ptr %87, align 8, !tbaa !6
  %89 = icmp ult i32 %7, -55
  br i1 %89, label %99, label %90

90:                                               ; preds = %84, %75
  %91 = phi ptr [ %82, %75 ], [ %3, %84 ]
  %92 = phi i32 [ %83, %75 ], [ %88, %84 ]
  %93 = phi i32 [ %81, %75 ], [ %59, %84 ]
  %94 = phi i32 [ %80, %75 ], [ %31, %84 ]
  %95 = phi i32 [ %79, %75 ], [ %18, %84 ]
  %96 = phi i32 [ %78, %75 ], [ %45, %84 ]
  %97 = phi i32 [ %77, %75 ], [ %73, %84 ]
  %98 = getelementptr inbounds i8, ptr %91, i64 8
  br label %104

99:                                               ; preds = %84
  %100 = getelementptr i8, ptr %17, i64 48
  %101 = icmp ult i32 %7, -63
  %102 = getelementptr i8, ptr %17, i64 56
  %103 = select i1 %101, ptr %102, ptr %3
  br label %104

104:                                              ; preds = %99, %90
  %105 = phi ptr [ %91, %90 ], [ %100, %99 ]
  %106 = phi i32 [ %97, %90 ], [ %73, %99 ]
  %107 = phi i32 [ %96, %90 ], [ %45, %99 ]
  %108 = phi i32 [ %95, %90 ], [ %18, %99 ]
  %109 = phi i32 [ %94, %90 ], [ %31, %99 ]
  %110 = phi i32 [ %93, %90 ], [ %59, %99 ]
  %111 = phi i32 [ %92, %90 ], [ %88, %99 ]
  %112 = phi ptr [ %98, %90 ], [ %103, %99 ]
  %113 = load i32, ptr %105, align 8, !tbaa !6
  %114 = load i32, ptr %112, align 8, !tbaa !6
  %115 = add i32 %106, %113
  %116 = add i32 %115, %107
  %117 = add i32 %116, %108
  %118 = add i32 %117, %109
  %119 = add i32 %118, %110
  %120 = add i32 %119, %111
  %121 = add nsw i32 %120, %114
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret i32 %121
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !8, i64 0}
!14 = distinct !{!14, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !8, i64 0}
!17 = distinct !{!17, !11}
!18 = !{!8, !8, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !8, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"short", !8, i64 0}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
