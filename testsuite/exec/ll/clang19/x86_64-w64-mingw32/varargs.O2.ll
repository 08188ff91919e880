; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #9
  store i32 42, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9
  store i32 -7, ptr %2, align 4, !tbaa !5
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.3, i32 noundef 5, ptr noundef nonnull @.str.4, double noundef 5.500000e+00)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.6, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.7, i32 noundef 1, double noundef 5.000000e-01, i64 noundef 10, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.500000e+00, i64 noundef 20, double noundef 2.250000e+00, i32 noundef 3, double noundef 3.500000e+00, i64 noundef 30, double noundef 3.250000e+00, i32 noundef 4, double noundef 4.500000e+00, i64 noundef 40, double noundef 4.250000e+00, i32 noundef 5, double noundef 5.500000e+00, i64 noundef 50, double noundef 5.250000e+00)
  call void (ptr, ...) @show(ptr noundef nonnull @.str.8, ptr noundef nonnull %1, i32 noundef 90, ptr noundef nonnull %2, ptr noundef nonnull @.str.9, i32 noundef -300, double noundef 7.500000e-01, i64 281462091808867)
  call void (ptr, ...) @show(ptr noundef nonnull @.str.10, i64 noundef 8589934592, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef -34359738368, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %13 = call i64 (i32, i32, i32, i32, i32, i32, i32, ...) @after_seven(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 noundef 1, i64 noundef 100, i32 noundef 2, double noundef 5.000000e-01, i32 noundef 1, i64 noundef 1048576, i32 noundef 2, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 2, double noundef 4.000000e+00, i32 noundef 2, double noundef 5.000000e+00, i32 noundef 2, double noundef 6.000000e+00, i32 noundef 2, double noundef 7.000000e+00, i32 noundef 2, double noundef 8.000000e+00, i32 noundef 2, double noundef 9.000000e+00, i64 noundef 0)
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %13)
  %15 = call i32 (i32, ...) @forward(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %15)
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef -1, i32 noundef -294967296, i32 noundef 48879, i32 noundef 48879, i32 noundef 8, i32 noundef 65, ptr noundef nonnull @.str.14, i64 noundef -9000000000, i64 noundef -446744073709551616, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 0x419D6F3454000000, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef -2, i32 noundef 200)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #9
  ret i32 23
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i32 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = and i32 %0, 3
  %7 = icmp ult i32 %0, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i32 %0, 2147483644
  br label %30

10:                                               ; preds = %30, %4
  %11 = phi i32 [ poison, %4 ], [ %54, %30 ]
  %12 = phi i32 [ 0, %4 ], [ %52, %30 ]
  %13 = phi i32 [ 0, %4 ], [ %54, %30 ]
  %14 = phi ptr [ %5, %4 ], [ %50, %30 ]
  %15 = icmp eq i32 %6, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %10, %16
  %17 = phi i32 [ %23, %16 ], [ %12, %10 ]
  %18 = phi i32 [ %25, %16 ], [ %13, %10 ]
  %19 = phi ptr [ %21, %16 ], [ %14, %10 ]
  %20 = phi i32 [ %26, %16 ], [ 0, %10 ]
  %21 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr %21, ptr %2, align 8
  %22 = load i32, ptr %19, align 8, !tbaa !5
  %23 = add nuw nsw i32 %17, 1
  %24 = mul nsw i32 %22, %23
  %25 = add nsw i32 %24, %18
  %26 = add i32 %20, 1
  %27 = icmp eq i32 %26, %6
  br i1 %27, label %28, label %16, !llvm.loop !9

28:                                               ; preds = %10, %16, %1
  %29 = phi i32 [ 0, %1 ], [ %11, %10 ], [ %25, %16 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret i32 %29

30:                                               ; preds = %30, %8
  %31 = phi i32 [ 0, %8 ], [ %52, %30 ]
  %32 = phi i32 [ 0, %8 ], [ %54, %30 ]
  %33 = phi ptr [ %5, %8 ], [ %50, %30 ]
  %34 = phi i32 [ 0, %8 ], [ %55, %30 ]
  %35 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr %35, ptr %2, align 8
  %36 = load i32, ptr %33, align 8, !tbaa !5
  %37 = or disjoint i32 %31, 1
  %38 = mul nsw i32 %36, %37
  %39 = add nsw i32 %38, %32
  %40 = getelementptr inbounds i8, ptr %33, i64 16
  store ptr %40, ptr %2, align 8
  %41 = load i32, ptr %35, align 8, !tbaa !5
  %42 = or disjoint i32 %31, 2
  %43 = mul nsw i32 %41, %42
  %44 = add nsw i32 %43, %39
  %45 = getelementptr inbounds i8, ptr %33, i64 24
  store ptr %45, ptr %2, align 8
  %46 = load i32, ptr %40, align 8, !tbaa !5
  %47 = or disjoint i32 %31, 3
  %48 = mul nsw i32 %46, %47
  %49 = add nsw i32 %48, %44
  %50 = getelementptr inbounds i8, ptr %33, i64 32
  store ptr %50, ptr %2, align 8
  %51 = load i32, ptr %45, align 8, !tbaa !5
  %52 = add nuw nsw i32 %31, 4
  %53 = mul nsw i32 %51, %52
  %54 = add nsw i32 %53, %49
  %55 = add i32 %34, 4
  %56 = icmp eq i32 %55, %9
  br i1 %56, label %10, label %30, !llvm.loop !11
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @sum_ll(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %69

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = zext nneg i32 %0 to i64
  %7 = icmp ult i32 %0, 8
  br i1 %7, label %8, label %33

8:                                                ; preds = %65, %33, %4
  %9 = phi i64 [ 0, %33 ], [ 0, %4 ], [ %41, %65 ]
  %10 = phi i64 [ 0, %33 ], [ 0, %4 ], [ %67, %65 ]
  %11 = phi ptr [ %5, %33 ], [ %5, %4 ], [ %43, %65 ]
  %12 = and i64 %6, 3
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %8, %14
  %15 = phi i64 [ %23, %14 ], [ %9, %8 ]
  %16 = phi i64 [ %22, %14 ], [ %10, %8 ]
  %17 = phi ptr [ %19, %14 ], [ %11, %8 ]
  %18 = phi i64 [ %24, %14 ], [ 0, %8 ]
  %19 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr %19, ptr %2, align 8
  %20 = load i64, ptr %17, align 8, !tbaa !13
  %21 = add nsw i64 %20, %15
  %22 = xor i64 %21, %16
  %23 = add nuw nsw i64 %15, 1
  %24 = add i64 %18, 1
  %25 = icmp eq i64 %24, %12
  br i1 %25, label %26, label %14, !llvm.loop !15

26:                                               ; preds = %14, %8
  %27 = phi i64 [ poison, %8 ], [ %22, %14 ]
  %28 = phi i64 [ %9, %8 ], [ %23, %14 ]
  %29 = phi i64 [ %10, %8 ], [ %22, %14 ]
  %30 = phi ptr [ %11, %8 ], [ %19, %14 ]
  %31 = sub nsw i64 %9, %6
  %32 = icmp ugt i64 %31, -4
  br i1 %32, label %69, label %71

33:                                               ; preds = %4
  %34 = getelementptr inbounds i8, ptr %2, i64 8
  %35 = shl nuw nsw i64 %6, 3
  %36 = getelementptr i8, ptr %5, i64 %35
  %37 = icmp ult ptr %2, %36
  %38 = icmp ult ptr %5, %34
  %39 = and i1 %37, %38
  br i1 %39, label %8, label %40

40:                                               ; preds = %33
  %41 = and i64 %6, 2147483644
  %42 = shl nuw nsw i64 %41, 3
  %43 = getelementptr i8, ptr %5, i64 %42
  %44 = getelementptr i8, ptr %5, i64 8
  br label %45

45:                                               ; preds = %45, %40
  %46 = phi i64 [ 0, %40 ], [ %62, %45 ]
  %47 = phi <2 x i64> [ <i64 0, i64 1>, %40 ], [ %63, %45 ]
  %48 = phi <2 x i64> [ zeroinitializer, %40 ], [ %60, %45 ]
  %49 = phi <2 x i64> [ zeroinitializer, %40 ], [ %61, %45 ]
  %50 = add <2 x i64> %47, <i64 2, i64 2>
  %51 = shl i64 %46, 3
  %52 = or disjoint i64 %51, 24
  %53 = getelementptr i8, ptr %5, i64 %51
  %54 = getelementptr i8, ptr %44, i64 %52
  %55 = getelementptr i8, ptr %53, i64 16
  %56 = load <2 x i64>, ptr %53, align 8, !tbaa !13, !alias.scope !16
  %57 = load <2 x i64>, ptr %55, align 8, !tbaa !13, !alias.scope !16
  %58 = add nsw <2 x i64> %56, %47
  %59 = add nsw <2 x i64> %57, %50
  %60 = xor <2 x i64> %58, %48
  %61 = xor <2 x i64> %59, %49
  %62 = add nuw i64 %46, 4
  %63 = add <2 x i64> %47, <i64 4, i64 4>
  %64 = icmp eq i64 %62, %41
  br i1 %64, label %65, label %45, !llvm.loop !19

65:                                               ; preds = %45
  store ptr %54, ptr %2, align 8, !alias.scope !22, !noalias !16
  %66 = xor <2 x i64> %61, %60
  %67 = call i64 @llvm.vector.reduce.xor.v2i64(<2 x i64> %66)
  %68 = icmp eq i64 %41, %6
  br i1 %68, label %69, label %8

69:                                               ; preds = %26, %71, %65, %1
  %70 = phi i64 [ 0, %1 ], [ %67, %65 ], [ %27, %26 ], [ %93, %71 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret i64 %70

71:                                               ; preds = %26, %71
  %72 = phi i64 [ %94, %71 ], [ %28, %26 ]
  %73 = phi i64 [ %93, %71 ], [ %29, %26 ]
  %74 = phi ptr [ %90, %71 ], [ %30, %26 ]
  %75 = getelementptr inbounds i8, ptr %74, i64 8
  store ptr %75, ptr %2, align 8
  %76 = load i64, ptr %74, align 8, !tbaa !13
  %77 = add nsw i64 %76, %72
  %78 = xor i64 %77, %73
  %79 = add nuw nsw i64 %72, 1
  %80 = getelementptr inbounds i8, ptr %74, i64 16
  store ptr %80, ptr %2, align 8
  %81 = load i64, ptr %75, align 8, !tbaa !13
  %82 = add nsw i64 %81, %79
  %83 = xor i64 %82, %78
  %84 = add nuw nsw i64 %72, 2
  %85 = getelementptr inbounds i8, ptr %74, i64 24
  store ptr %85, ptr %2, align 8
  %86 = load i64, ptr %80, align 8, !tbaa !13
  %87 = add nsw i64 %86, %84
  %88 = xor i64 %87, %83
  %89 = add nuw nsw i64 %72, 3
  %90 = getelementptr inbounds i8, ptr %74, i64 32
  store ptr %90, ptr %2, align 8
  %91 = load i64, ptr %85, align 8, !tbaa !13
  %92 = add nsw i64 %91, %89
  %93 = xor i64 %92, %88
  %94 = add nuw nsw i64 %72, 4
  %95 = icmp eq i64 %94, %6
  br i1 %95, label %69, label %71, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @sum_doubles(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %24

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = and i32 %0, 3
  %7 = icmp ult i32 %0, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i32 %0, 2147483644
  br label %26

10:                                               ; preds = %26, %4
  %11 = phi double [ poison, %4 ], [ %41, %26 ]
  %12 = phi double [ 0.000000e+00, %4 ], [ %41, %26 ]
  %13 = phi ptr [ %5, %4 ], [ %39, %26 ]
  %14 = icmp eq i32 %6, 0
  br i1 %14, label %24, label %15

15:                                               ; preds = %10, %15
  %16 = phi double [ %21, %15 ], [ %12, %10 ]
  %17 = phi ptr [ %19, %15 ], [ %13, %10 ]
  %18 = phi i32 [ %22, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr %19, ptr %2, align 8
  %20 = load double, ptr %17, align 8, !tbaa !25
  %21 = call double @llvm.fmuladd.f64(double %16, double 2.000000e+00, double %20)
  %22 = add i32 %18, 1
  %23 = icmp eq i32 %22, %6
  br i1 %23, label %24, label %15, !llvm.loop !27

24:                                               ; preds = %10, %15, %1
  %25 = phi double [ 0.000000e+00, %1 ], [ %11, %10 ], [ %21, %15 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret double %25

26:                                               ; preds = %26, %8
  %27 = phi double [ 0.000000e+00, %8 ], [ %41, %26 ]
  %28 = phi ptr [ %5, %8 ], [ %39, %26 ]
  %29 = phi i32 [ 0, %8 ], [ %42, %26 ]
  %30 = getelementptr inbounds i8, ptr %28, i64 8
  store ptr %30, ptr %2, align 8
  %31 = load double, ptr %28, align 8, !tbaa !25
  %32 = call double @llvm.fmuladd.f64(double %27, double 2.000000e+00, double %31)
  %33 = getelementptr inbounds i8, ptr %28, i64 16
  store ptr %33, ptr %2, align 8
  %34 = load double, ptr %30, align 8, !tbaa !25
  %35 = call double @llvm.fmuladd.f64(double %32, double 2.000000e+00, double %34)
  %36 = getelementptr inbounds i8, ptr %28, i64 24
  store ptr %36, ptr %2, align 8
  %37 = load double, ptr %33, align 8, !tbaa !25
  %38 = call double @llvm.fmuladd.f64(double %35, double 2.000000e+00, double %37)
  %39 = getelementptr inbounds i8, ptr %28, i64 32
  store ptr %39, ptr %2, align 8
  %40 = load double, ptr %36, align 8, !tbaa !25
  %41 = call double @llvm.fmuladd.f64(double %38, double 2.000000e+00, double %40)
  %42 = add i32 %29, 4
  %43 = icmp eq i32 %42, %9
  br i1 %43, label %10, label %26, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind uwtable
define internal void @show(ptr nocapture noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = call i32 @putchar(i32 91)
  %5 = load i8, ptr %0, align 1, !tbaa !29
  switch i8 %5, label %59 [
    i8 0, label %63
    i8 105, label %54
    i8 108, label %49
    i8 100, label %44
    i8 115, label %39
    i8 112, label %33
    i8 80, label %25
    i8 99, label %18
    i8 104, label %11
    i8 102, label %6
  ]

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr %8, ptr %2, align 8
  %9 = load double, ptr %7, align 8, !tbaa !25
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %9)
  br label %59

11:                                               ; preds = %1
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %13, ptr %2, align 8
  %14 = load i32, ptr %12, align 8, !tbaa !5
  %15 = shl i32 %14, 16
  %16 = ashr exact i32 %15, 16
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %16)
  br label %59

18:                                               ; preds = %1
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr %20, ptr %2, align 8
  %21 = load i32, ptr %19, align 8, !tbaa !5
  %22 = shl i32 %21, 24
  %23 = ashr exact i32 %22, 24
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %23)
  br label %59

25:                                               ; preds = %1
  %26 = load ptr, ptr %2, align 8
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr %27, ptr %2, align 8
  %28 = load i32, ptr %26, align 8, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %26, i64 4
  %30 = load i16, ptr %29, align 4, !tbaa !30
  %31 = sext i16 %30 to i32
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %28, i32 noundef %31)
  br label %59

33:                                               ; preds = %1
  %34 = load ptr, ptr %2, align 8
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  store ptr %35, ptr %2, align 8
  %36 = load ptr, ptr %34, align 8, !tbaa !32
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %37)
  br label %59

39:                                               ; preds = %1
  %40 = load ptr, ptr %2, align 8
  %41 = getelementptr inbounds i8, ptr %40, i64 8
  store ptr %41, ptr %2, align 8
  %42 = load ptr, ptr %40, align 8, !tbaa !32
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef %42)
  br label %59

44:                                               ; preds = %1
  %45 = load ptr, ptr %2, align 8
  %46 = getelementptr inbounds i8, ptr %45, i64 8
  store ptr %46, ptr %2, align 8
  %47 = load double, ptr %45, align 8, !tbaa !25
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %47)
  br label %59

49:                                               ; preds = %1
  %50 = load ptr, ptr %2, align 8
  %51 = getelementptr inbounds i8, ptr %50, i64 8
  store ptr %51, ptr %2, align 8
  %52 = load i64, ptr %50, align 8, !tbaa !13
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %52)
  br label %59

54:                                               ; preds = %1
  %55 = load ptr, ptr %2, align 8
  %56 = getelementptr inbounds i8, ptr %55, i64 8
  store ptr %56, ptr %2, align 8
  %57 = load i32, ptr %55, align 8, !tbaa !5
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %57)
  br label %59

59:                                               ; preds = %1, %54, %49, %44, %39, %33, %25, %18, %11, %6
  %60 = getelementptr inbounds i8, ptr %0, i64 1
  %61 = load i8, ptr %60, align 1, !tbaa !29
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %63, label %66

63:                                               ; preds = %123, %1, %59
  %64 = call i32 @putchar(i32 93)
  %65 = load ptr, ptr %3, align 8
  br label %127

66:                                               ; preds = %59, %123
  %67 = phi ptr [ %124, %123 ], [ %60, %59 ]
  %68 = call i32 @putchar(i32 32)
  %69 = load i8, ptr %67, align 1, !tbaa !29
  switch i8 %69, label %123 [
    i8 105, label %70
    i8 108, label %75
    i8 100, label %80
    i8 115, label %85
    i8 112, label %90
    i8 80, label %96
    i8 99, label %104
    i8 104, label %111
    i8 102, label %118
  ]

70:                                               ; preds = %66
  %71 = load ptr, ptr %2, align 8
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  store ptr %72, ptr %2, align 8
  %73 = load i32, ptr %71, align 8, !tbaa !5
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %73)
  br label %123

75:                                               ; preds = %66
  %76 = load ptr, ptr %2, align 8
  %77 = getelementptr inbounds i8, ptr %76, i64 8
  store ptr %77, ptr %2, align 8
  %78 = load i64, ptr %76, align 8, !tbaa !13
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %78)
  br label %123

80:                                               ; preds = %66
  %81 = load ptr, ptr %2, align 8
  %82 = getelementptr inbounds i8, ptr %81, i64 8
  store ptr %82, ptr %2, align 8
  %83 = load double, ptr %81, align 8, !tbaa !25
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %83)
  br label %123

85:                                               ; preds = %66
  %86 = load ptr, ptr %2, align 8
  %87 = getelementptr inbounds i8, ptr %86, i64 8
  store ptr %87, ptr %2, align 8
  %88 = load ptr, ptr %86, align 8, !tbaa !32
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef %88)
  br label %123

90:                                               ; preds = %66
  %91 = load ptr, ptr %2, align 8
  %92 = getelementptr inbounds i8, ptr %91, i64 8
  store ptr %92, ptr %2, align 8
  %93 = load ptr, ptr %91, align 8, !tbaa !32
  %94 = load i32, ptr %93, align 4, !tbaa !5
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %94)
  br label %123

96:                                               ; preds = %66
  %97 = load ptr, ptr %2, align 8
  %98 = getelementptr inbounds i8, ptr %97, i64 8
  store ptr %98, ptr %2, align 8
  %99 = load i32, ptr %97, align 8, !tbaa !5
  %100 = getelementptr inbounds i8, ptr %97, i64 4
  %101 = load i16, ptr %100, align 4, !tbaa !30
  %102 = sext i16 %101 to i32
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %99, i32 noundef %102)
  br label %123

104:                                              ; preds = %66
  %105 = load ptr, ptr %2, align 8
  %106 = getelementptr inbounds i8, ptr %105, i64 8
  store ptr %106, ptr %2, align 8
  %107 = load i32, ptr %105, align 8, !tbaa !5
  %108 = shl i32 %107, 24
  %109 = ashr exact i32 %108, 24
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %109)
  br label %123

111:                                              ; preds = %66
  %112 = load ptr, ptr %2, align 8
  %113 = getelementptr inbounds i8, ptr %112, i64 8
  store ptr %113, ptr %2, align 8
  %114 = load i32, ptr %112, align 8, !tbaa !5
  %115 = shl i32 %114, 16
  %116 = ashr exact i32 %115, 16
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %116)
  br label %123

118:                                              ; preds = %66
  %119 = load ptr, ptr %2, align 8
  %120 = getelementptr inbounds i8, ptr %119, i64 8
  store ptr %120, ptr %2, align 8
  %121 = load double, ptr %119, align 8, !tbaa !25
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %121)
  br label %123

123:                                              ; preds = %70, %75, %80, %85, %90, %96, %104, %111, %118, %66
  %124 = getelementptr inbounds i8, ptr %67, i64 1
  %125 = load i8, ptr %124, align 1, !tbaa !29
  %126 = icmp eq i8 %125, 0
  br i1 %126, label %63, label %66, !llvm.loop !34

127:                                              ; preds = %159, %63
  %128 = phi ptr [ %65, %63 ], [ %160, %159 ]
  %129 = phi i32 [ 0, %63 ], [ %161, %159 ]
  %130 = phi double [ 0.000000e+00, %63 ], [ %162, %159 ]
  %131 = phi ptr [ %0, %63 ], [ %163, %159 ]
  %132 = load i8, ptr %131, align 1, !tbaa !29
  switch i8 %132, label %159 [
    i8 0, label %133
    i8 105, label %135
    i8 99, label %135
    i8 104, label %135
    i8 108, label %139
    i8 100, label %144
    i8 102, label %144
    i8 115, label %148
    i8 112, label %150
    i8 80, label %155
  ]

133:                                              ; preds = %127
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %129, double noundef %130)
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret void

135:                                              ; preds = %127, %127, %127
  %136 = getelementptr inbounds i8, ptr %128, i64 8
  store ptr %136, ptr %3, align 8
  %137 = load i32, ptr %128, align 8, !tbaa !5
  %138 = add nsw i32 %137, %129
  br label %159

139:                                              ; preds = %127
  %140 = getelementptr inbounds i8, ptr %128, i64 8
  store ptr %140, ptr %3, align 8
  %141 = load i64, ptr %128, align 8, !tbaa !13
  %142 = trunc i64 %141 to i32
  %143 = add nsw i32 %129, %142
  br label %159

144:                                              ; preds = %127, %127
  %145 = getelementptr inbounds i8, ptr %128, i64 8
  store ptr %145, ptr %3, align 8
  %146 = load double, ptr %128, align 8, !tbaa !25
  %147 = fadd double %130, %146
  br label %159

148:                                              ; preds = %127
  %149 = getelementptr inbounds i8, ptr %128, i64 8
  store ptr %149, ptr %3, align 8
  br label %159

150:                                              ; preds = %127
  %151 = getelementptr inbounds i8, ptr %128, i64 8
  store ptr %151, ptr %3, align 8
  %152 = load ptr, ptr %128, align 8, !tbaa !32
  %153 = load i32, ptr %152, align 4, !tbaa !5
  %154 = add nsw i32 %153, %129
  br label %159

155:                                              ; preds = %127
  %156 = getelementptr inbounds i8, ptr %128, i64 8
  store ptr %156, ptr %3, align 8
  %157 = load i32, ptr %128, align 8, !tbaa !5
  %158 = add nsw i32 %157, %129
  br label %159

159:                                              ; preds = %127, %135, %139, %144, %148, %150, %155
  %160 = phi ptr [ %156, %155 ], [ %151, %150 ], [ %149, %148 ], [ %145, %144 ], [ %140, %139 ], [ %136, %135 ], [ %128, %127 ]
  %161 = phi i32 [ %158, %155 ], [ %154, %150 ], [ %129, %148 ], [ %129, %144 ], [ %143, %139 ], [ %138, %135 ], [ %129, %127 ]
  %162 = phi double [ %130, %155 ], [ %130, %150 ], [ %130, %148 ], [ %147, %144 ], [ %130, %139 ], [ %130, %135 ], [ %130, %127 ]
  %163 = getelementptr inbounds i8, ptr %131, i64 1
  br label %127, !llvm.loop !36
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @after_seven(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, ...) unnamed_addr #2 {
  %8 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #9
  call void @llvm.va_start.p0(ptr nonnull %8)
  %9 = load ptr, ptr %8, align 8
  br label %10

10:                                               ; preds = %23, %7
  %11 = phi ptr [ %24, %23 ], [ %9, %7 ]
  %12 = phi double [ %26, %23 ], [ 0.000000e+00, %7 ]
  %13 = phi i64 [ %16, %23 ], [ 28, %7 ]
  br label %14

14:                                               ; preds = %10, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %10 ]
  %16 = phi i64 [ %22, %19 ], [ %13, %10 ]
  %17 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr %17, ptr %8, align 8
  %18 = load i32, ptr %15, align 8, !tbaa !5
  switch i32 %18, label %23 [
    i32 0, label %27
    i32 1, label %19
  ]

19:                                               ; preds = %14
  %20 = getelementptr inbounds i8, ptr %15, i64 16
  store ptr %20, ptr %8, align 8
  %21 = load i64, ptr %17, align 8, !tbaa !13
  %22 = add nsw i64 %21, %16
  br label %14

23:                                               ; preds = %14
  %24 = getelementptr inbounds i8, ptr %15, i64 16
  store ptr %24, ptr %8, align 8
  %25 = load double, ptr %17, align 8, !tbaa !25
  %26 = fadd double %12, %25
  br label %10

27:                                               ; preds = %14
  call void @llvm.va_end.p0(ptr nonnull %8)
  %28 = mul nsw i64 %16, 1000
  %29 = fmul double %12, 1.000000e+01
  %30 = fptosi double %29 to i64
  %31 = add nsw i64 %28, %30
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #9
  ret i64 %31
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8, !tbaa !32
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %5 = load i32, ptr %3, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = load i32, ptr %4, align 8, !tbaa !5
  %8 = add nsw i32 %7, %5
  %9 = getelementptr inbounds i8, ptr %3, i64 24
  %10 = load i32, ptr %6, align 8, !tbaa !5
  %11 = add nsw i32 %8, %10
  %12 = getelementptr inbounds i8, ptr %3, i64 32
  %13 = load i32, ptr %9, align 8, !tbaa !5
  %14 = add nsw i32 %11, %13
  %15 = getelementptr inbounds i8, ptr %3, i64 40
  %16 = load i32, ptr %12, align 8, !tbaa !5
  %17 = add nsw i32 %14, %16
  %18 = getelementptr inbounds i8, ptr %3, i64 48
  %19 = load i32, ptr %15, align 8, !tbaa !5
  %20 = add nsw i32 %17, %19
  %21 = getelementptr inbounds i8, ptr %3, i64 56
  %22 = load i32, ptr %18, align 8, !tbaa !5
  %23 = add nsw i32 %20, %22
  %24 = load i32, ptr %21, align 8, !tbaa !5
  %25 = add nsw i32 %23, %24
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret i32 %25
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.xor.v2i64(<2 x i64>) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !7, i64 0}
!15 = distinct !{!15, !10}
!16 = !{!17}
!17 = distinct !{!17, !18}
!18 = distinct !{!18, !"LVerDomain"}
!19 = distinct !{!19, !12, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = !{!23}
!23 = distinct !{!23, !18}
!24 = distinct !{!24, !12, !20}
!25 = !{!26, !26, i64 0}
!26 = !{!"double", !7, i64 0}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !12}
!29 = !{!7, !7, i64 0}
!30 = !{!31, !31, i64 0}
!31 = !{!"short", !7, i64 0}
!32 = !{!33, !33, i64 0}
!33 = !{!"any pointer", !7, i64 0}
!34 = distinct !{!34, !12, !35}
!35 = !{!"llvm.loop.peeled.count", i32 1}
!36 = distinct !{!36, !12}
