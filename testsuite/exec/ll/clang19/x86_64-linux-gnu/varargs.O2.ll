; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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
  store i32 42, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  store i32 -7, ptr %2, align 4, !tbaa !5
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
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %36

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1
  %11 = icmp eq i32 %0, 1
  br i1 %11, label %16, label %12

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646
  br label %38

14:                                               ; preds = %66
  %15 = add nuw nsw i32 %40, 3
  br label %16

16:                                               ; preds = %14, %4
  %17 = phi i32 [ poison, %4 ], [ %73, %14 ]
  %18 = phi ptr [ %9, %4 ], [ %67, %14 ]
  %19 = phi i32 [ 1, %4 ], [ %15, %14 ]
  %20 = phi i32 [ 0, %4 ], [ %73, %14 ]
  %21 = phi i32 [ %5, %4 ], [ %68, %14 ]
  %22 = icmp eq i32 %10, 0
  br i1 %22, label %36, label %23

23:                                               ; preds = %16
  %24 = icmp ult i32 %21, 41
  br i1 %24, label %27, label %25

25:                                               ; preds = %23
  %26 = getelementptr i8, ptr %18, i64 8
  store ptr %26, ptr %6, align 8
  br label %31

27:                                               ; preds = %23
  %28 = zext nneg i32 %21 to i64
  %29 = getelementptr i8, ptr %8, i64 %28
  %30 = add nuw nsw i32 %21, 8
  store i32 %30, ptr %2, align 16
  br label %31

31:                                               ; preds = %27, %25
  %32 = phi ptr [ %29, %27 ], [ %18, %25 ]
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = mul nsw i32 %33, %19
  %35 = add nsw i32 %34, %20
  br label %36

36:                                               ; preds = %31, %16, %1
  %37 = phi i32 [ 0, %1 ], [ %17, %16 ], [ %35, %31 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret i32 %37

38:                                               ; preds = %66, %12
  %39 = phi ptr [ %9, %12 ], [ %67, %66 ]
  %40 = phi i32 [ 0, %12 ], [ %71, %66 ]
  %41 = phi i32 [ 0, %12 ], [ %73, %66 ]
  %42 = phi i32 [ %5, %12 ], [ %68, %66 ]
  %43 = phi i32 [ 0, %12 ], [ %74, %66 ]
  %44 = icmp ult i32 %42, 41
  br i1 %44, label %45, label %49

45:                                               ; preds = %38
  %46 = zext nneg i32 %42 to i64
  %47 = getelementptr i8, ptr %8, i64 %46
  %48 = add nuw nsw i32 %42, 8
  store i32 %48, ptr %2, align 16
  br label %51

49:                                               ; preds = %38
  %50 = getelementptr i8, ptr %39, i64 8
  store ptr %50, ptr %6, align 8
  br label %51

51:                                               ; preds = %49, %45
  %52 = phi ptr [ %39, %45 ], [ %50, %49 ]
  %53 = phi i32 [ %48, %45 ], [ %42, %49 ]
  %54 = phi ptr [ %47, %45 ], [ %39, %49 ]
  %55 = load i32, ptr %54, align 4, !tbaa !5
  %56 = or disjoint i32 %40, 1
  %57 = mul nsw i32 %55, %56
  %58 = add nsw i32 %57, %41
  %59 = icmp ult i32 %53, 41
  br i1 %59, label %62, label %60

60:                                               ; preds = %51
  %61 = getelementptr i8, ptr %52, i64 8
  store ptr %61, ptr %6, align 8
  br label %66

62:                                               ; preds = %51
  %63 = zext nneg i32 %53 to i64
  %64 = getelementptr i8, ptr %8, i64 %63
  %65 = add nuw nsw i32 %53, 8
  store i32 %65, ptr %2, align 16
  br label %66

66:                                               ; preds = %62, %60
  %67 = phi ptr [ %52, %62 ], [ %61, %60 ]
  %68 = phi i32 [ %65, %62 ], [ %53, %60 ]
  %69 = phi ptr [ %64, %62 ], [ %52, %60 ]
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = add nuw nsw i32 %40, 2
  %72 = mul nsw i32 %70, %71
  %73 = add nsw i32 %72, %58
  %74 = add i32 %43, 2
  %75 = icmp eq i32 %74, %13
  br i1 %75, label %14, label %38, !llvm.loop !9
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @sum_ll(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %35

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = zext nneg i32 %0 to i64
  %11 = and i64 %10, 1
  %12 = icmp eq i32 %0, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %4
  %14 = and i64 %10, 2147483646
  br label %37

15:                                               ; preds = %65, %4
  %16 = phi i64 [ poison, %4 ], [ %71, %65 ]
  %17 = phi i64 [ 0, %4 ], [ %72, %65 ]
  %18 = phi ptr [ %9, %4 ], [ %66, %65 ]
  %19 = phi i64 [ 0, %4 ], [ %71, %65 ]
  %20 = phi i32 [ %5, %4 ], [ %67, %65 ]
  %21 = icmp eq i64 %11, 0
  br i1 %21, label %35, label %22

22:                                               ; preds = %15
  %23 = icmp ult i32 %20, 41
  br i1 %23, label %26, label %24

24:                                               ; preds = %22
  %25 = getelementptr i8, ptr %18, i64 8
  store ptr %25, ptr %6, align 8
  br label %30

26:                                               ; preds = %22
  %27 = zext nneg i32 %20 to i64
  %28 = getelementptr i8, ptr %8, i64 %27
  %29 = add nuw nsw i32 %20, 8
  store i32 %29, ptr %2, align 16
  br label %30

30:                                               ; preds = %26, %24
  %31 = phi ptr [ %28, %26 ], [ %18, %24 ]
  %32 = load i64, ptr %31, align 8, !tbaa !11
  %33 = add nsw i64 %32, %17
  %34 = xor i64 %33, %19
  br label %35

35:                                               ; preds = %30, %15, %1
  %36 = phi i64 [ 0, %1 ], [ %16, %15 ], [ %34, %30 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret i64 %36

37:                                               ; preds = %65, %13
  %38 = phi i64 [ 0, %13 ], [ %72, %65 ]
  %39 = phi ptr [ %9, %13 ], [ %66, %65 ]
  %40 = phi i64 [ 0, %13 ], [ %71, %65 ]
  %41 = phi i32 [ %5, %13 ], [ %67, %65 ]
  %42 = phi i64 [ 0, %13 ], [ %73, %65 ]
  %43 = icmp ult i32 %41, 41
  br i1 %43, label %44, label %48

44:                                               ; preds = %37
  %45 = zext nneg i32 %41 to i64
  %46 = getelementptr i8, ptr %8, i64 %45
  %47 = add nuw nsw i32 %41, 8
  store i32 %47, ptr %2, align 16
  br label %50

48:                                               ; preds = %37
  %49 = getelementptr i8, ptr %39, i64 8
  store ptr %49, ptr %6, align 8
  br label %50

50:                                               ; preds = %48, %44
  %51 = phi ptr [ %39, %44 ], [ %49, %48 ]
  %52 = phi i32 [ %47, %44 ], [ %41, %48 ]
  %53 = phi ptr [ %46, %44 ], [ %39, %48 ]
  %54 = load i64, ptr %53, align 8, !tbaa !11
  %55 = add nsw i64 %54, %38
  %56 = xor i64 %55, %40
  %57 = or disjoint i64 %38, 1
  %58 = icmp ult i32 %52, 41
  br i1 %58, label %61, label %59

59:                                               ; preds = %50
  %60 = getelementptr i8, ptr %51, i64 8
  store ptr %60, ptr %6, align 8
  br label %65

61:                                               ; preds = %50
  %62 = zext nneg i32 %52 to i64
  %63 = getelementptr i8, ptr %8, i64 %62
  %64 = add nuw nsw i32 %52, 8
  store i32 %64, ptr %2, align 16
  br label %65

65:                                               ; preds = %61, %59
  %66 = phi ptr [ %51, %61 ], [ %60, %59 ]
  %67 = phi i32 [ %64, %61 ], [ %52, %59 ]
  %68 = phi ptr [ %63, %61 ], [ %51, %59 ]
  %69 = load i64, ptr %68, align 8, !tbaa !11
  %70 = add nsw i64 %69, %57
  %71 = xor i64 %70, %56
  %72 = add nuw nsw i64 %38, 2
  %73 = add i64 %42, 2
  %74 = icmp eq i64 %73, %14
  br i1 %74, label %15, label %37, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @sum_doubles(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %33

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load i32, ptr %5, align 4
  %10 = load ptr, ptr %6, align 8
  %11 = and i32 %0, 1
  %12 = icmp eq i32 %0, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %4
  %14 = and i32 %0, 2147483646
  br label %35

15:                                               ; preds = %60, %4
  %16 = phi double [ poison, %4 ], [ %65, %60 ]
  %17 = phi ptr [ %10, %4 ], [ %61, %60 ]
  %18 = phi i32 [ %9, %4 ], [ %62, %60 ]
  %19 = phi double [ 0.000000e+00, %4 ], [ %65, %60 ]
  %20 = icmp eq i32 %11, 0
  br i1 %20, label %33, label %21

21:                                               ; preds = %15
  %22 = icmp ult i32 %18, 161
  br i1 %22, label %25, label %23

23:                                               ; preds = %21
  %24 = getelementptr i8, ptr %17, i64 8
  store ptr %24, ptr %6, align 8
  br label %29

25:                                               ; preds = %21
  %26 = zext nneg i32 %18 to i64
  %27 = getelementptr i8, ptr %8, i64 %26
  %28 = add nuw nsw i32 %18, 16
  store i32 %28, ptr %5, align 4
  br label %29

29:                                               ; preds = %25, %23
  %30 = phi ptr [ %27, %25 ], [ %17, %23 ]
  %31 = load double, ptr %30, align 8, !tbaa !14
  %32 = call double @llvm.fmuladd.f64(double %19, double 2.000000e+00, double %31)
  br label %33

33:                                               ; preds = %29, %15, %1
  %34 = phi double [ 0.000000e+00, %1 ], [ %16, %15 ], [ %32, %29 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret double %34

35:                                               ; preds = %60, %13
  %36 = phi ptr [ %10, %13 ], [ %61, %60 ]
  %37 = phi i32 [ %9, %13 ], [ %62, %60 ]
  %38 = phi double [ 0.000000e+00, %13 ], [ %65, %60 ]
  %39 = phi i32 [ 0, %13 ], [ %66, %60 ]
  %40 = icmp ult i32 %37, 161
  br i1 %40, label %41, label %45

41:                                               ; preds = %35
  %42 = zext nneg i32 %37 to i64
  %43 = getelementptr i8, ptr %8, i64 %42
  %44 = add nuw nsw i32 %37, 16
  store i32 %44, ptr %5, align 4
  br label %47

45:                                               ; preds = %35
  %46 = getelementptr i8, ptr %36, i64 8
  store ptr %46, ptr %6, align 8
  br label %47

47:                                               ; preds = %45, %41
  %48 = phi ptr [ %36, %41 ], [ %46, %45 ]
  %49 = phi i32 [ %44, %41 ], [ %37, %45 ]
  %50 = phi ptr [ %43, %41 ], [ %36, %45 ]
  %51 = load double, ptr %50, align 8, !tbaa !14
  %52 = call double @llvm.fmuladd.f64(double %38, double 2.000000e+00, double %51)
  %53 = icmp ult i32 %49, 161
  br i1 %53, label %56, label %54

54:                                               ; preds = %47
  %55 = getelementptr i8, ptr %48, i64 8
  store ptr %55, ptr %6, align 8
  br label %60

56:                                               ; preds = %47
  %57 = zext nneg i32 %49 to i64
  %58 = getelementptr i8, ptr %8, i64 %57
  %59 = add nuw nsw i32 %49, 16
  store i32 %59, ptr %5, align 4
  br label %60

60:                                               ; preds = %56, %54
  %61 = phi ptr [ %48, %56 ], [ %55, %54 ]
  %62 = phi i32 [ %59, %56 ], [ %49, %54 ]
  %63 = phi ptr [ %58, %56 ], [ %48, %54 ]
  %64 = load double, ptr %63, align 8, !tbaa !14
  %65 = call double @llvm.fmuladd.f64(double %52, double 2.000000e+00, double %64)
  %66 = add i32 %39, 2
  %67 = icmp eq i32 %66, %14
  br i1 %67, label %15, label %35, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind uwtable
define internal void @show(ptr noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = call i32 @putchar(i32 91)
  %5 = load i8, ptr %0, align 1, !tbaa !17
  %6 = icmp eq i8 %5, 0
  br i1 %6, label %11, label %7

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %2, i64 4
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = getelementptr inbounds i8, ptr %2, i64 16
  br label %20

11:                                               ; preds = %172, %1
  %12 = call i32 @putchar(i32 93)
  %13 = load i32, ptr %3, align 16
  %14 = getelementptr inbounds i8, ptr %3, i64 8
  %15 = getelementptr inbounds i8, ptr %3, i64 16
  %16 = load ptr, ptr %15, align 16
  %17 = getelementptr inbounds i8, ptr %3, i64 4
  %18 = load ptr, ptr %14, align 8
  %19 = load i32, ptr %17, align 4
  br label %176

20:                                               ; preds = %7, %172
  %21 = phi i8 [ %5, %7 ], [ %174, %172 ]
  %22 = phi ptr [ %0, %7 ], [ %173, %172 ]
  %23 = icmp eq ptr %22, %0
  br i1 %23, label %27, label %24

24:                                               ; preds = %20
  %25 = call i32 @putchar(i32 32)
  %26 = load i8, ptr %22, align 1, !tbaa !17
  br label %27

27:                                               ; preds = %24, %20
  %28 = phi i8 [ %26, %24 ], [ %21, %20 ]
  switch i8 %28, label %172 [
    i8 105, label %29
    i8 108, label %44
    i8 100, label %59
    i8 115, label %74
    i8 112, label %89
    i8 80, label %105
    i8 99, label %123
    i8 104, label %140
    i8 102, label %157
  ]

29:                                               ; preds = %27
  %30 = load i32, ptr %2, align 16
  %31 = icmp ult i32 %30, 41
  br i1 %31, label %32, label %37

32:                                               ; preds = %29
  %33 = load ptr, ptr %10, align 16
  %34 = zext nneg i32 %30 to i64
  %35 = getelementptr i8, ptr %33, i64 %34
  %36 = add nuw nsw i32 %30, 8
  store i32 %36, ptr %2, align 16
  br label %40

37:                                               ; preds = %29
  %38 = load ptr, ptr %9, align 8
  %39 = getelementptr i8, ptr %38, i64 8
  store ptr %39, ptr %9, align 8
  br label %40

40:                                               ; preds = %37, %32
  %41 = phi ptr [ %35, %32 ], [ %38, %37 ]
  %42 = load i32, ptr %41, align 4, !tbaa !5
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %42)
  br label %172

44:                                               ; preds = %27
  %45 = load i32, ptr %2, align 16
  %46 = icmp ult i32 %45, 41
  br i1 %46, label %47, label %52

47:                                               ; preds = %44
  %48 = load ptr, ptr %10, align 16
  %49 = zext nneg i32 %45 to i64
  %50 = getelementptr i8, ptr %48, i64 %49
  %51 = add nuw nsw i32 %45, 8
  store i32 %51, ptr %2, align 16
  br label %55

52:                                               ; preds = %44
  %53 = load ptr, ptr %9, align 8
  %54 = getelementptr i8, ptr %53, i64 8
  store ptr %54, ptr %9, align 8
  br label %55

55:                                               ; preds = %52, %47
  %56 = phi ptr [ %50, %47 ], [ %53, %52 ]
  %57 = load i64, ptr %56, align 8, !tbaa !11
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %57)
  br label %172

59:                                               ; preds = %27
  %60 = load i32, ptr %8, align 4
  %61 = icmp ult i32 %60, 161
  br i1 %61, label %62, label %67

62:                                               ; preds = %59
  %63 = load ptr, ptr %10, align 16
  %64 = zext nneg i32 %60 to i64
  %65 = getelementptr i8, ptr %63, i64 %64
  %66 = add nuw nsw i32 %60, 16
  store i32 %66, ptr %8, align 4
  br label %70

67:                                               ; preds = %59
  %68 = load ptr, ptr %9, align 8
  %69 = getelementptr i8, ptr %68, i64 8
  store ptr %69, ptr %9, align 8
  br label %70

70:                                               ; preds = %67, %62
  %71 = phi ptr [ %65, %62 ], [ %68, %67 ]
  %72 = load double, ptr %71, align 8, !tbaa !14
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %72)
  br label %172

74:                                               ; preds = %27
  %75 = load i32, ptr %2, align 16
  %76 = icmp ult i32 %75, 41
  br i1 %76, label %77, label %82

77:                                               ; preds = %74
  %78 = load ptr, ptr %10, align 16
  %79 = zext nneg i32 %75 to i64
  %80 = getelementptr i8, ptr %78, i64 %79
  %81 = add nuw nsw i32 %75, 8
  store i32 %81, ptr %2, align 16
  br label %85

82:                                               ; preds = %74
  %83 = load ptr, ptr %9, align 8
  %84 = getelementptr i8, ptr %83, i64 8
  store ptr %84, ptr %9, align 8
  br label %85

85:                                               ; preds = %82, %77
  %86 = phi ptr [ %80, %77 ], [ %83, %82 ]
  %87 = load ptr, ptr %86, align 8, !tbaa !18
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef %87)
  br label %172

89:                                               ; preds = %27
  %90 = load i32, ptr %2, align 16
  %91 = icmp ult i32 %90, 41
  br i1 %91, label %92, label %97

92:                                               ; preds = %89
  %93 = load ptr, ptr %10, align 16
  %94 = zext nneg i32 %90 to i64
  %95 = getelementptr i8, ptr %93, i64 %94
  %96 = add nuw nsw i32 %90, 8
  store i32 %96, ptr %2, align 16
  br label %100

97:                                               ; preds = %89
  %98 = load ptr, ptr %9, align 8
  %99 = getelementptr i8, ptr %98, i64 8
  store ptr %99, ptr %9, align 8
  br label %100

100:                                              ; preds = %97, %92
  %101 = phi ptr [ %95, %92 ], [ %98, %97 ]
  %102 = load ptr, ptr %101, align 8, !tbaa !18
  %103 = load i32, ptr %102, align 4, !tbaa !5
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %103)
  br label %172

105:                                              ; preds = %27
  %106 = load i32, ptr %2, align 16
  %107 = icmp ult i32 %106, 41
  br i1 %107, label %108, label %113

108:                                              ; preds = %105
  %109 = load ptr, ptr %10, align 16
  %110 = zext nneg i32 %106 to i64
  %111 = getelementptr i8, ptr %109, i64 %110
  %112 = add nuw nsw i32 %106, 8
  store i32 %112, ptr %2, align 16
  br label %116

113:                                              ; preds = %105
  %114 = load ptr, ptr %9, align 8
  %115 = getelementptr i8, ptr %114, i64 8
  store ptr %115, ptr %9, align 8
  br label %116

116:                                              ; preds = %113, %108
  %117 = phi ptr [ %111, %108 ], [ %114, %113 ]
  %118 = load i32, ptr %117, align 4, !tbaa !5
  %119 = getelementptr inbounds i8, ptr %117, i64 4
  %120 = load i16, ptr %119, align 4, !tbaa !20
  %121 = sext i16 %120 to i32
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %118, i32 noundef %121)
  br label %172

123:                                              ; preds = %27
  %124 = load i32, ptr %2, align 16
  %125 = icmp ult i32 %124, 41
  br i1 %125, label %126, label %131

126:                                              ; preds = %123
  %127 = load ptr, ptr %10, align 16
  %128 = zext nneg i32 %124 to i64
  %129 = getelementptr i8, ptr %127, i64 %128
  %130 = add nuw nsw i32 %124, 8
  store i32 %130, ptr %2, align 16
  br label %134

131:                                              ; preds = %123
  %132 = load ptr, ptr %9, align 8
  %133 = getelementptr i8, ptr %132, i64 8
  store ptr %133, ptr %9, align 8
  br label %134

134:                                              ; preds = %131, %126
  %135 = phi ptr [ %129, %126 ], [ %132, %131 ]
  %136 = load i32, ptr %135, align 4, !tbaa !5
  %137 = shl i32 %136, 24
  %138 = ashr exact i32 %137, 24
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %138)
  br label %172

140:                                              ; preds = %27
  %141 = load i32, ptr %2, align 16
  %142 = icmp ult i32 %141, 41
  br i1 %142, label %143, label %148

143:                                              ; preds = %140
  %144 = load ptr, ptr %10, align 16
  %145 = zext nneg i32 %141 to i64
  %146 = getelementptr i8, ptr %144, i64 %145
  %147 = add nuw nsw i32 %141, 8
  store i32 %147, ptr %2, align 16
  br label %151

148:                                              ; preds = %140
  %149 = load ptr, ptr %9, align 8
  %150 = getelementptr i8, ptr %149, i64 8
  store ptr %150, ptr %9, align 8
  br label %151

151:                                              ; preds = %148, %143
  %152 = phi ptr [ %146, %143 ], [ %149, %148 ]
  %153 = load i32, ptr %152, align 4, !tbaa !5
  %154 = shl i32 %153, 16
  %155 = ashr exact i32 %154, 16
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %155)
  br label %172

157:                                              ; preds = %27
  %158 = load i32, ptr %8, align 4
  %159 = icmp ult i32 %158, 161
  br i1 %159, label %160, label %165

160:                                              ; preds = %157
  %161 = load ptr, ptr %10, align 16
  %162 = zext nneg i32 %158 to i64
  %163 = getelementptr i8, ptr %161, i64 %162
  %164 = add nuw nsw i32 %158, 16
  store i32 %164, ptr %8, align 4
  br label %168

165:                                              ; preds = %157
  %166 = load ptr, ptr %9, align 8
  %167 = getelementptr i8, ptr %166, i64 8
  store ptr %167, ptr %9, align 8
  br label %168

168:                                              ; preds = %165, %160
  %169 = phi ptr [ %163, %160 ], [ %166, %165 ]
  %170 = load double, ptr %169, align 8, !tbaa !14
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %170)
  br label %172

172:                                              ; preds = %40, %55, %70, %85, %100, %116, %134, %151, %168, %27
  %173 = getelementptr inbounds i8, ptr %22, i64 1
  %174 = load i8, ptr %173, align 1, !tbaa !17
  %175 = icmp eq i8 %174, 0
  br i1 %175, label %11, label %20, !llvm.loop !22

176:                                              ; preds = %264, %11
  %177 = phi i32 [ %19, %11 ], [ %265, %264 ]
  %178 = phi ptr [ %18, %11 ], [ %266, %264 ]
  %179 = phi i32 [ %13, %11 ], [ %267, %264 ]
  %180 = phi i32 [ 0, %11 ], [ %268, %264 ]
  %181 = phi double [ 0.000000e+00, %11 ], [ %269, %264 ]
  %182 = phi ptr [ %0, %11 ], [ %270, %264 ]
  %183 = load i8, ptr %182, align 1, !tbaa !17
  switch i8 %183, label %264 [
    i8 0, label %184
    i8 105, label %186
    i8 99, label %186
    i8 104, label %186
    i8 108, label %200
    i8 100, label %215
    i8 102, label %215
    i8 115, label %229
    i8 112, label %235
    i8 80, label %250
  ]

184:                                              ; preds = %176
  %185 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %180, double noundef %181)
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret void

186:                                              ; preds = %176, %176, %176
  %187 = icmp ult i32 %179, 41
  br i1 %187, label %188, label %192

188:                                              ; preds = %186
  %189 = zext nneg i32 %179 to i64
  %190 = getelementptr i8, ptr %16, i64 %189
  %191 = add nuw nsw i32 %179, 8
  store i32 %191, ptr %3, align 16
  br label %194

192:                                              ; preds = %186
  %193 = getelementptr i8, ptr %178, i64 8
  store ptr %193, ptr %14, align 8
  br label %194

194:                                              ; preds = %192, %188
  %195 = phi ptr [ %178, %188 ], [ %193, %192 ]
  %196 = phi i32 [ %191, %188 ], [ %179, %192 ]
  %197 = phi ptr [ %190, %188 ], [ %178, %192 ]
  %198 = load i32, ptr %197, align 4, !tbaa !5
  %199 = add nsw i32 %198, %180
  br label %264

200:                                              ; preds = %176
  %201 = icmp ult i32 %179, 41
  br i1 %201, label %202, label %206

202:                                              ; preds = %200
  %203 = zext nneg i32 %179 to i64
  %204 = getelementptr i8, ptr %16, i64 %203
  %205 = add nuw nsw i32 %179, 8
  store i32 %205, ptr %3, align 16
  br label %208

206:                                              ; preds = %200
  %207 = getelementptr i8, ptr %178, i64 8
  store ptr %207, ptr %14, align 8
  br label %208

208:                                              ; preds = %206, %202
  %209 = phi ptr [ %178, %202 ], [ %207, %206 ]
  %210 = phi i32 [ %205, %202 ], [ %179, %206 ]
  %211 = phi ptr [ %204, %202 ], [ %178, %206 ]
  %212 = load i64, ptr %211, align 8, !tbaa !11
  %213 = trunc i64 %212 to i32
  %214 = add nsw i32 %180, %213
  br label %264

215:                                              ; preds = %176, %176
  %216 = icmp ult i32 %177, 161
  br i1 %216, label %217, label %221

217:                                              ; preds = %215
  %218 = zext nneg i32 %177 to i64
  %219 = getelementptr i8, ptr %16, i64 %218
  %220 = add nuw nsw i32 %177, 16
  store i32 %220, ptr %17, align 4
  br label %223

221:                                              ; preds = %215
  %222 = getelementptr i8, ptr %178, i64 8
  store ptr %222, ptr %14, align 8
  br label %223

223:                                              ; preds = %221, %217
  %224 = phi i32 [ %220, %217 ], [ %177, %221 ]
  %225 = phi ptr [ %178, %217 ], [ %222, %221 ]
  %226 = phi ptr [ %219, %217 ], [ %178, %221 ]
  %227 = load double, ptr %226, align 8, !tbaa !14
  %228 = fadd double %181, %227
  br label %264

229:                                              ; preds = %176
  %230 = icmp ult i32 %179, 41
  br i1 %230, label %231, label %233

231:                                              ; preds = %229
  %232 = add nuw nsw i32 %179, 8
  store i32 %232, ptr %3, align 16
  br label %264

233:                                              ; preds = %229
  %234 = getelementptr i8, ptr %178, i64 8
  store ptr %234, ptr %14, align 8
  br label %264

235:                                              ; preds = %176
  %236 = icmp ult i32 %179, 41
  br i1 %236, label %237, label %241

237:                                              ; preds = %235
  %238 = zext nneg i32 %179 to i64
  %239 = getelementptr i8, ptr %16, i64 %238
  %240 = add nuw nsw i32 %179, 8
  store i32 %240, ptr %3, align 16
  br label %243

241:                                              ; preds = %235
  %242 = getelementptr i8, ptr %178, i64 8
  store ptr %242, ptr %14, align 8
  br label %243

243:                                              ; preds = %241, %237
  %244 = phi ptr [ %178, %237 ], [ %242, %241 ]
  %245 = phi i32 [ %240, %237 ], [ %179, %241 ]
  %246 = phi ptr [ %239, %237 ], [ %178, %241 ]
  %247 = load ptr, ptr %246, align 8, !tbaa !18
  %248 = load i32, ptr %247, align 4, !tbaa !5
  %249 = add nsw i32 %248, %180
  br label %264

250:                                              ; preds = %176
  %251 = icmp ult i32 %179, 41
  br i1 %251, label %252, label %256

252:                                              ; preds = %250
  %253 = zext nneg i32 %179 to i64
  %254 = getelementptr i8, ptr %16, i64 %253
  %255 = add nuw nsw i32 %179, 8
  store i32 %255, ptr %3, align 16
  br label %258

256:                                              ; preds = %250
  %257 = getelementptr i8, ptr %178, i64 8
  store ptr %257, ptr %14, align 8
  br label %258

258:                                              ; preds = %256, %252
  %259 = phi ptr [ %178, %252 ], [ %257, %256 ]
  %260 = phi i32 [ %255, %252 ], [ %179, %256 ]
  %261 = phi ptr [ %254, %252 ], [ %178, %256 ]
  %262 = load i32, ptr %261, align 4, !tbaa !5
  %263 = add nsw i32 %262, %180
  br label %264

264:                                              ; preds = %231, %233, %176, %194, %208, %223, %243, %258
  %265 = phi i32 [ %177, %258 ], [ %177, %243 ], [ %224, %223 ], [ %177, %208 ], [ %177, %194 ], [ %177, %176 ], [ %177, %233 ], [ %177, %231 ]
  %266 = phi ptr [ %259, %258 ], [ %244, %243 ], [ %225, %223 ], [ %209, %208 ], [ %195, %194 ], [ %178, %176 ], [ %234, %233 ], [ %178, %231 ]
  %267 = phi i32 [ %260, %258 ], [ %245, %243 ], [ %179, %223 ], [ %210, %208 ], [ %196, %194 ], [ %179, %176 ], [ %179, %233 ], [ %232, %231 ]
  %268 = phi i32 [ %263, %258 ], [ %249, %243 ], [ %180, %223 ], [ %214, %208 ], [ %199, %194 ], [ %180, %176 ], [ %180, %233 ], [ %180, %231 ]
  %269 = phi double [ %181, %258 ], [ %181, %243 ], [ %228, %223 ], [ %181, %208 ], [ %181, %194 ], [ %181, %176 ], [ %181, %233 ], [ %181, %231 ]
  %270 = getelementptr inbounds i8, ptr %182, i64 1
  br label %176, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @after_seven(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, ...) unnamed_addr #2 {
  %8 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #8
  call void @llvm.va_start.p0(ptr nonnull %8)
  %9 = load i32, ptr %8, align 16
  %10 = getelementptr inbounds i8, ptr %8, i64 8
  %11 = getelementptr inbounds i8, ptr %8, i64 16
  %12 = load ptr, ptr %11, align 16
  %13 = getelementptr inbounds i8, ptr %8, i64 4
  %14 = load ptr, ptr %10, align 8
  %15 = load i32, ptr %13, align 4
  br label %16

16:                                               ; preds = %60, %7
  %17 = phi i32 [ %61, %60 ], [ %15, %7 ]
  %18 = phi ptr [ %62, %60 ], [ %14, %7 ]
  %19 = phi i32 [ %35, %60 ], [ %9, %7 ]
  %20 = phi double [ %65, %60 ], [ 0.000000e+00, %7 ]
  %21 = phi i64 [ %25, %60 ], [ 28, %7 ]
  br label %22

22:                                               ; preds = %16, %46
  %23 = phi ptr [ %47, %46 ], [ %18, %16 ]
  %24 = phi i32 [ %48, %46 ], [ %19, %16 ]
  %25 = phi i64 [ %51, %46 ], [ %21, %16 ]
  %26 = icmp ult i32 %24, 41
  br i1 %26, label %27, label %31

27:                                               ; preds = %22
  %28 = zext nneg i32 %24 to i64
  %29 = getelementptr i8, ptr %12, i64 %28
  %30 = add nuw nsw i32 %24, 8
  store i32 %30, ptr %8, align 16
  br label %33

31:                                               ; preds = %22
  %32 = getelementptr i8, ptr %23, i64 8
  store ptr %32, ptr %10, align 8
  br label %33

33:                                               ; preds = %31, %27
  %34 = phi ptr [ %23, %27 ], [ %32, %31 ]
  %35 = phi i32 [ %30, %27 ], [ %24, %31 ]
  %36 = phi ptr [ %29, %27 ], [ %23, %31 ]
  %37 = load i32, ptr %36, align 4, !tbaa !5
  switch i32 %37, label %52 [
    i32 0, label %66
    i32 1, label %38
  ]

38:                                               ; preds = %33
  %39 = icmp ult i32 %35, 41
  br i1 %39, label %40, label %44

40:                                               ; preds = %38
  %41 = zext nneg i32 %35 to i64
  %42 = getelementptr i8, ptr %12, i64 %41
  %43 = add nuw nsw i32 %35, 8
  store i32 %43, ptr %8, align 16
  br label %46

44:                                               ; preds = %38
  %45 = getelementptr i8, ptr %34, i64 8
  store ptr %45, ptr %10, align 8
  br label %46

46:                                               ; preds = %44, %40
  %47 = phi ptr [ %34, %40 ], [ %45, %44 ]
  %48 = phi i32 [ %43, %40 ], [ %35, %44 ]
  %49 = phi ptr [ %42, %40 ], [ %34, %44 ]
  %50 = load i64, ptr %49, align 8, !tbaa !11
  %51 = add nsw i64 %50, %25
  br label %22

52:                                               ; preds = %33
  %53 = icmp ult i32 %17, 161
  br i1 %53, label %54, label %58

54:                                               ; preds = %52
  %55 = zext nneg i32 %17 to i64
  %56 = getelementptr i8, ptr %12, i64 %55
  %57 = add nuw nsw i32 %17, 16
  store i32 %57, ptr %13, align 4
  br label %60

58:                                               ; preds = %52
  %59 = getelementptr i8, ptr %34, i64 8
  store ptr %59, ptr %10, align 8
  br label %60

60:                                               ; preds = %58, %54
  %61 = phi i32 [ %57, %54 ], [ %17, %58 ]
  %62 = phi ptr [ %34, %54 ], [ %59, %58 ]
  %63 = phi ptr [ %56, %54 ], [ %34, %58 ]
  %64 = load double, ptr %63, align 8, !tbaa !14
  %65 = fadd double %20, %64
  br label %16

66:                                               ; preds = %33
  call void @llvm.va_end.p0(ptr nonnull %8)
  %67 = mul nsw i64 %25, 1000
  %68 = fmul double %20, 1.000000e+01
  %69 = fptosi double %68 to i64
  %70 = add nsw i64 %67, %69
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #8
  ret i64 %70
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = icmp ult i32 %3, 41
  br i1 %5, label %10, label %6

6:                                                ; preds = %1
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr i8, ptr %7, i64 8
  store ptr %8, ptr %4, align 8
  %9 = load i32, ptr %7, align 4, !tbaa !5
  br label %20

10:                                               ; preds = %1
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = load ptr, ptr %11, align 16
  %13 = zext nneg i32 %3 to i64
  %14 = getelementptr i8, ptr %12, i64 %13
  %15 = add nuw nsw i32 %3, 8
  store i32 %15, ptr %2, align 16
  %16 = load i32, ptr %14, align 4, !tbaa !5
  %17 = icmp ult i32 %3, 33
  br i1 %17, label %25, label %18

18:                                               ; preds = %10
  %19 = load ptr, ptr %4, align 8
  br label %20

20:                                               ; preds = %18, %6
  %21 = phi ptr [ %8, %6 ], [ %19, %18 ]
  %22 = phi i32 [ %9, %6 ], [ %16, %18 ]
  %23 = getelementptr i8, ptr %21, i64 8
  store ptr %23, ptr %4, align 8
  %24 = load i32, ptr %21, align 4, !tbaa !5
  br label %33

25:                                               ; preds = %10
  %26 = zext nneg i32 %15 to i64
  %27 = getelementptr i8, ptr %12, i64 %26
  %28 = add nuw nsw i32 %3, 16
  store i32 %28, ptr %2, align 16
  %29 = load i32, ptr %27, align 4, !tbaa !5
  %30 = icmp ult i32 %3, 25
  br i1 %30, label %39, label %31

31:                                               ; preds = %25
  %32 = load ptr, ptr %4, align 8
  br label %33

33:                                               ; preds = %31, %20
  %34 = phi ptr [ %23, %20 ], [ %32, %31 ]
  %35 = phi i32 [ %24, %20 ], [ %29, %31 ]
  %36 = phi i32 [ %22, %20 ], [ %16, %31 ]
  %37 = getelementptr i8, ptr %34, i64 8
  store ptr %37, ptr %4, align 8
  %38 = load i32, ptr %34, align 4, !tbaa !5
  br label %47

39:                                               ; preds = %25
  %40 = zext nneg i32 %28 to i64
  %41 = getelementptr i8, ptr %12, i64 %40
  %42 = add nuw nsw i32 %3, 24
  store i32 %42, ptr %2, align 16
  %43 = load i32, ptr %41, align 4, !tbaa !5
  %44 = icmp ult i32 %3, 17
  br i1 %44, label %54, label %45

45:                                               ; preds = %39
  %46 = load ptr, ptr %4, align 8
  br label %47

47:                                               ; preds = %45, %33
  %48 = phi ptr [ %37, %33 ], [ %46, %45 ]
  %49 = phi i32 [ %38, %33 ], [ %43, %45 ]
  %50 = phi i32 [ %36, %33 ], [ %16, %45 ]
  %51 = phi i32 [ %35, %33 ], [ %29, %45 ]
  %52 = getelementptr i8, ptr %48, i64 8
  store ptr %52, ptr %4, align 8
  %53 = load i32, ptr %48, align 4, !tbaa !5
  br label %62

54:                                               ; preds = %39
  %55 = zext nneg i32 %42 to i64
  %56 = getelementptr i8, ptr %12, i64 %55
  %57 = or disjoint i32 %3, 32
  store i32 %57, ptr %2, align 16
  %58 = load i32, ptr %56, align 4, !tbaa !5
  %59 = icmp ult i32 %57, 41
  br i1 %59, label %70, label %60

60:                                               ; preds = %54
  %61 = load ptr, ptr %4, align 8
  br label %62

62:                                               ; preds = %60, %47
  %63 = phi ptr [ %52, %47 ], [ %61, %60 ]
  %64 = phi i32 [ %53, %47 ], [ %58, %60 ]
  %65 = phi i32 [ %51, %47 ], [ %29, %60 ]
  %66 = phi i32 [ %50, %47 ], [ %16, %60 ]
  %67 = phi i32 [ %49, %47 ], [ %43, %60 ]
  %68 = getelementptr i8, ptr %63, i64 8
  store ptr %68, ptr %4, align 8
  %69 = load i32, ptr %63, align 4, !tbaa !5
  br label %78

70:                                               ; preds = %54
  %71 = zext nneg i32 %57 to i64
  %72 = getelementptr i8, ptr %12, i64 %71
  %73 = add nuw nsw i32 %3, 40
  store i32 %73, ptr %2, align 16
  %74 = load i32, ptr %72, align 4, !tbaa !5
  %75 = icmp eq i32 %3, 0
  br i1 %75, label %86, label %76

76:                                               ; preds = %70
  %77 = load ptr, ptr %4, align 8
  br label %78

78:                                               ; preds = %76, %62
  %79 = phi ptr [ %68, %62 ], [ %77, %76 ]
  %80 = phi i32 [ %69, %62 ], [ %74, %76 ]
  %81 = phi i32 [ %67, %62 ], [ %43, %76 ]
  %82 = phi i32 [ %66, %62 ], [ %16, %76 ]
  %83 = phi i32 [ %65, %62 ], [ %29, %76 ]
  %84 = phi i32 [ %64, %62 ], [ %58, %76 ]
  %85 = getelementptr i8, ptr %79, i64 8
  store ptr %85, ptr %4, align 8
  br label %90

86:                                               ; preds = %70
  %87 = zext nneg i32 %73 to i64
  %88 = getelementptr i8, ptr %12, i64 %87
  store i32 48, ptr %2, align 16
  %89 = load ptr, ptr %4, align 8
  br label %90

90:                                               ; preds = %78, %86
  %91 = phi ptr [ %89, %86 ], [ %85, %78 ]
  %92 = phi i32 [ %74, %86 ], [ %80, %78 ]
  %93 = phi i32 [ %43, %86 ], [ %81, %78 ]
  %94 = phi i32 [ %16, %86 ], [ %82, %78 ]
  %95 = phi i32 [ %29, %86 ], [ %83, %78 ]
  %96 = phi i32 [ %58, %86 ], [ %84, %78 ]
  %97 = phi ptr [ %88, %86 ], [ %79, %78 ]
  %98 = load i32, ptr %97, align 4, !tbaa !5
  %99 = getelementptr i8, ptr %91, i64 8
  store ptr %99, ptr %4, align 8
  %100 = load i32, ptr %91, align 4, !tbaa !5
  %101 = getelementptr i8, ptr %91, i64 16
  store ptr %101, ptr %4, align 8
  %102 = load i32, ptr %99, align 4, !tbaa !5
  %103 = add i32 %93, %92
  %104 = add i32 %103, %94
  %105 = add i32 %104, %95
  %106 = add i32 %105, %96
  %107 = add nsw i32 %106, %98
  %108 = add nsw i32 %107, %100
  %109 = add nsw i32 %108, %102
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret i32 %109
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !7, i64 0}
!16 = distinct !{!16, !10}
!17 = !{!7, !7, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !7, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !7, i64 0}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
