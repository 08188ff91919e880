; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Pair = type { i32, i16 }

@.str = private unnamed_addr constant [20 x i8] c"sum_ints: %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"sum_ll: %lld %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"sum_doubles: %.4f %.4f\0A\00", align 1
@__const.main.pr = private unnamed_addr constant %struct.Pair { i32 99, i16 -3 }, align 4
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

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: nofree nounwind
define hidden noundef i32 @main() #0 {
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
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #7
  store i32 42, ptr %1, align 4, !tbaa !2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  store i32 -7, ptr %2, align 4, !tbaa !2
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.3, i32 noundef 5, ptr noundef nonnull @.str.4, double noundef 5.500000e+00)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.6, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.7, i32 noundef 1, double noundef 5.000000e-01, i64 noundef 10, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.500000e+00, i64 noundef 20, double noundef 2.250000e+00, i32 noundef 3, double noundef 3.500000e+00, i64 noundef 30, double noundef 3.250000e+00, i32 noundef 4, double noundef 4.500000e+00, i64 noundef 40, double noundef 4.250000e+00, i32 noundef 5, double noundef 5.500000e+00, i64 noundef 50, double noundef 5.250000e+00)
  call void (ptr, ...) @show(ptr noundef nonnull @.str.8, ptr noundef nonnull %1, i32 noundef 90, ptr noundef nonnull %2, ptr noundef nonnull @.str.9, i32 noundef -300, double noundef 7.500000e-01, ptr noundef nonnull byval(%struct.Pair) align 4 @__const.main.pr)
  call void (ptr, ...) @show(ptr noundef nonnull @.str.10, i64 noundef 8589934592, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef -34359738368, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %13 = call i64 (i32, i32, i32, i32, i32, i32, i32, ...) @after_seven(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 noundef 1, i64 noundef 100, i32 noundef 2, double noundef 5.000000e-01, i32 noundef 1, i64 noundef 1048576, i32 noundef 2, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 2, double noundef 4.000000e+00, i32 noundef 2, double noundef 5.000000e+00, i32 noundef 2, double noundef 6.000000e+00, i32 noundef 2, double noundef 7.000000e+00, i32 noundef 2, double noundef 8.000000e+00, i32 noundef 2, double noundef 9.000000e+00, i32 noundef 0)
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %13)
  %15 = call i32 (i32, ...) @forward(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %15)
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef -1, i32 noundef -294967296, i32 noundef 48879, i32 noundef 48879, i32 noundef 8, i32 noundef 65, ptr noundef nonnull @.str.14, i64 noundef -9000000000, i64 noundef -446744073709551616, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 0x419D6F3454000000, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef -2, i32 noundef 200)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #7
  ret i32 23
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: nofree norecurse nosync nounwind
define internal i32 @sum_ints(i32 noundef %0, ...) unnamed_addr #1 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 4
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
  %21 = getelementptr inbounds i8, ptr %19, i32 4
  store ptr %21, ptr %2, align 4
  %22 = load i32, ptr %19, align 4, !tbaa !2
  %23 = add nuw nsw i32 %17, 1
  %24 = mul nsw i32 %22, %23
  %25 = add nsw i32 %24, %18
  %26 = add i32 %20, 1
  %27 = icmp eq i32 %26, %6
  br i1 %27, label %28, label %16, !llvm.loop !6

28:                                               ; preds = %10, %16, %1
  %29 = phi i32 [ 0, %1 ], [ %11, %10 ], [ %25, %16 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret i32 %29

30:                                               ; preds = %30, %8
  %31 = phi i32 [ 0, %8 ], [ %52, %30 ]
  %32 = phi i32 [ 0, %8 ], [ %54, %30 ]
  %33 = phi ptr [ %5, %8 ], [ %50, %30 ]
  %34 = phi i32 [ 0, %8 ], [ %55, %30 ]
  %35 = getelementptr inbounds i8, ptr %33, i32 4
  store ptr %35, ptr %2, align 4
  %36 = load i32, ptr %33, align 4, !tbaa !2
  %37 = or disjoint i32 %31, 1
  %38 = mul nsw i32 %36, %37
  %39 = add nsw i32 %38, %32
  %40 = getelementptr inbounds i8, ptr %33, i32 8
  store ptr %40, ptr %2, align 4
  %41 = load i32, ptr %35, align 4, !tbaa !2
  %42 = or disjoint i32 %31, 2
  %43 = mul nsw i32 %41, %42
  %44 = add nsw i32 %43, %39
  %45 = getelementptr inbounds i8, ptr %33, i32 12
  store ptr %45, ptr %2, align 4
  %46 = load i32, ptr %40, align 4, !tbaa !2
  %47 = or disjoint i32 %31, 3
  %48 = mul nsw i32 %46, %47
  %49 = add nsw i32 %48, %44
  %50 = getelementptr inbounds i8, ptr %33, i32 16
  store ptr %50, ptr %2, align 4
  %51 = load i32, ptr %45, align 4, !tbaa !2
  %52 = add nuw nsw i32 %31, 4
  %53 = mul nsw i32 %51, %52
  %54 = add nsw i32 %53, %49
  %55 = add i32 %34, 4
  %56 = icmp eq i32 %55, %9
  br i1 %56, label %10, label %30, !llvm.loop !8
}

; Function Attrs: nofree norecurse nosync nounwind
define internal i64 @sum_ll(i32 noundef %0, ...) unnamed_addr #1 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 4
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %32

5:                                                ; preds = %1
  %6 = zext nneg i32 %0 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %0, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483644
  br label %35

11:                                               ; preds = %35, %5
  %12 = phi ptr [ poison, %5 ], [ %57, %35 ]
  %13 = phi i64 [ poison, %5 ], [ %60, %35 ]
  %14 = phi i64 [ 0, %5 ], [ %61, %35 ]
  %15 = phi i64 [ 0, %5 ], [ %60, %35 ]
  %16 = phi ptr [ %3, %5 ], [ %57, %35 ]
  %17 = icmp eq i64 %7, 0
  br i1 %17, label %32, label %18

18:                                               ; preds = %11, %18
  %19 = phi i64 [ %29, %18 ], [ %14, %11 ]
  %20 = phi i64 [ %28, %18 ], [ %15, %11 ]
  %21 = phi ptr [ %25, %18 ], [ %16, %11 ]
  %22 = phi i64 [ %30, %18 ], [ 0, %11 ]
  %23 = getelementptr inbounds i8, ptr %21, i32 7
  %24 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %23, i32 -8)
  %25 = getelementptr inbounds i8, ptr %24, i32 8
  %26 = load i64, ptr %24, align 8, !tbaa !10
  %27 = add nsw i64 %26, %19
  %28 = xor i64 %27, %20
  %29 = add nuw nsw i64 %19, 1
  %30 = add i64 %22, 1
  %31 = icmp eq i64 %30, %7
  br i1 %31, label %32, label %18, !llvm.loop !12

32:                                               ; preds = %11, %18, %1
  %33 = phi ptr [ %3, %1 ], [ %12, %11 ], [ %25, %18 ]
  %34 = phi i64 [ 0, %1 ], [ %13, %11 ], [ %28, %18 ]
  store ptr %33, ptr %2, align 4
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret i64 %34

35:                                               ; preds = %35, %9
  %36 = phi i64 [ 0, %9 ], [ %61, %35 ]
  %37 = phi i64 [ 0, %9 ], [ %60, %35 ]
  %38 = phi ptr [ %3, %9 ], [ %57, %35 ]
  %39 = phi i64 [ 0, %9 ], [ %62, %35 ]
  %40 = getelementptr inbounds i8, ptr %38, i32 7
  %41 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %40, i32 -8)
  %42 = load i64, ptr %41, align 8, !tbaa !10
  %43 = add nsw i64 %42, %36
  %44 = xor i64 %43, %37
  %45 = or disjoint i64 %36, 1
  %46 = getelementptr inbounds i8, ptr %41, i32 8
  %47 = load i64, ptr %46, align 8, !tbaa !10
  %48 = add nsw i64 %47, %45
  %49 = xor i64 %48, %44
  %50 = or disjoint i64 %36, 2
  %51 = getelementptr inbounds i8, ptr %41, i32 16
  %52 = load i64, ptr %51, align 8, !tbaa !10
  %53 = add nsw i64 %52, %50
  %54 = xor i64 %53, %49
  %55 = or disjoint i64 %36, 3
  %56 = getelementptr inbounds i8, ptr %41, i32 24
  %57 = getelementptr inbounds i8, ptr %41, i32 32
  %58 = load i64, ptr %56, align 8, !tbaa !10
  %59 = add nsw i64 %58, %55
  %60 = xor i64 %59, %54
  %61 = add nuw nsw i64 %36, 4
  %62 = add i64 %39, 4
  %63 = icmp eq i64 %62, %10
  br i1 %63, label %11, label %35, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind
define internal double @sum_doubles(i32 noundef %0, ...) unnamed_addr #1 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 4
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %27

5:                                                ; preds = %1
  %6 = and i32 %0, 3
  %7 = icmp ult i32 %0, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = and i32 %0, 2147483644
  br label %30

10:                                               ; preds = %30, %5
  %11 = phi ptr [ poison, %5 ], [ %45, %30 ]
  %12 = phi double [ poison, %5 ], [ %47, %30 ]
  %13 = phi double [ 0.000000e+00, %5 ], [ %47, %30 ]
  %14 = phi ptr [ %3, %5 ], [ %45, %30 ]
  %15 = icmp eq i32 %6, 0
  br i1 %15, label %27, label %16

16:                                               ; preds = %10, %16
  %17 = phi double [ %24, %16 ], [ %13, %10 ]
  %18 = phi ptr [ %22, %16 ], [ %14, %10 ]
  %19 = phi i32 [ %25, %16 ], [ 0, %10 ]
  %20 = getelementptr inbounds i8, ptr %18, i32 7
  %21 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %20, i32 -8)
  %22 = getelementptr inbounds i8, ptr %21, i32 8
  %23 = load double, ptr %21, align 8, !tbaa !14
  %24 = call double @llvm.fmuladd.f64(double %17, double 2.000000e+00, double %23)
  %25 = add i32 %19, 1
  %26 = icmp eq i32 %25, %6
  br i1 %26, label %27, label %16, !llvm.loop !16

27:                                               ; preds = %10, %16, %1
  %28 = phi ptr [ %3, %1 ], [ %11, %10 ], [ %22, %16 ]
  %29 = phi double [ 0.000000e+00, %1 ], [ %12, %10 ], [ %24, %16 ]
  store ptr %28, ptr %2, align 4
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret double %29

30:                                               ; preds = %30, %8
  %31 = phi double [ 0.000000e+00, %8 ], [ %47, %30 ]
  %32 = phi ptr [ %3, %8 ], [ %45, %30 ]
  %33 = phi i32 [ 0, %8 ], [ %48, %30 ]
  %34 = getelementptr inbounds i8, ptr %32, i32 7
  %35 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %34, i32 -8)
  %36 = load double, ptr %35, align 8, !tbaa !14
  %37 = call double @llvm.fmuladd.f64(double %31, double 2.000000e+00, double %36)
  %38 = getelementptr inbounds i8, ptr %35, i32 8
  %39 = load double, ptr %38, align 8, !tbaa !14
  %40 = call double @llvm.fmuladd.f64(double %37, double 2.000000e+00, double %39)
  %41 = getelementptr inbounds i8, ptr %35, i32 16
  %42 = load double, ptr %41, align 8, !tbaa !14
  %43 = call double @llvm.fmuladd.f64(double %40, double 2.000000e+00, double %42)
  %44 = getelementptr inbounds i8, ptr %35, i32 24
  %45 = getelementptr inbounds i8, ptr %35, i32 32
  %46 = load double, ptr %44, align 8, !tbaa !14
  %47 = call double @llvm.fmuladd.f64(double %43, double 2.000000e+00, double %46)
  %48 = add i32 %33, 4
  %49 = icmp eq i32 %48, %9
  br i1 %49, label %10, label %30, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
define internal void @show(ptr nocapture noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = call i32 @putchar(i32 91)
  %5 = load i8, ptr %0, align 1, !tbaa !18
  switch i8 %5, label %66 [
    i8 0, label %70
    i8 105, label %61
    i8 108, label %54
    i8 100, label %47
    i8 115, label %42
    i8 112, label %36
    i8 80, label %27
    i8 99, label %20
    i8 104, label %13
    i8 102, label %6
  ]

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 4
  %8 = getelementptr inbounds i8, ptr %7, i32 7
  %9 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %8, i32 -8)
  %10 = getelementptr inbounds i8, ptr %9, i32 8
  store ptr %10, ptr %2, align 4
  %11 = load double, ptr %9, align 8, !tbaa !14
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %11)
  br label %66

13:                                               ; preds = %1
  %14 = load ptr, ptr %2, align 4
  %15 = getelementptr inbounds i8, ptr %14, i32 4
  store ptr %15, ptr %2, align 4
  %16 = load i32, ptr %14, align 4, !tbaa !2
  %17 = shl i32 %16, 16
  %18 = ashr exact i32 %17, 16
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %18)
  br label %66

20:                                               ; preds = %1
  %21 = load ptr, ptr %2, align 4
  %22 = getelementptr inbounds i8, ptr %21, i32 4
  store ptr %22, ptr %2, align 4
  %23 = load i32, ptr %21, align 4, !tbaa !2
  %24 = shl i32 %23, 24
  %25 = ashr exact i32 %24, 24
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %25)
  br label %66

27:                                               ; preds = %1
  %28 = load ptr, ptr %2, align 4
  %29 = getelementptr inbounds i8, ptr %28, i32 4
  store ptr %29, ptr %2, align 4
  %30 = load ptr, ptr %28, align 4
  %31 = load i32, ptr %30, align 4, !tbaa !2
  %32 = getelementptr inbounds i8, ptr %30, i32 4
  %33 = load i16, ptr %32, align 4, !tbaa !19
  %34 = sext i16 %33 to i32
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %31, i32 noundef %34)
  br label %66

36:                                               ; preds = %1
  %37 = load ptr, ptr %2, align 4
  %38 = getelementptr inbounds i8, ptr %37, i32 4
  store ptr %38, ptr %2, align 4
  %39 = load ptr, ptr %37, align 4, !tbaa !21
  %40 = load i32, ptr %39, align 4, !tbaa !2
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %40)
  br label %66

42:                                               ; preds = %1
  %43 = load ptr, ptr %2, align 4
  %44 = getelementptr inbounds i8, ptr %43, i32 4
  store ptr %44, ptr %2, align 4
  %45 = load ptr, ptr %43, align 4, !tbaa !21
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef %45)
  br label %66

47:                                               ; preds = %1
  %48 = load ptr, ptr %2, align 4
  %49 = getelementptr inbounds i8, ptr %48, i32 7
  %50 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %49, i32 -8)
  %51 = getelementptr inbounds i8, ptr %50, i32 8
  store ptr %51, ptr %2, align 4
  %52 = load double, ptr %50, align 8, !tbaa !14
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %52)
  br label %66

54:                                               ; preds = %1
  %55 = load ptr, ptr %2, align 4
  %56 = getelementptr inbounds i8, ptr %55, i32 7
  %57 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %56, i32 -8)
  %58 = getelementptr inbounds i8, ptr %57, i32 8
  store ptr %58, ptr %2, align 4
  %59 = load i64, ptr %57, align 8, !tbaa !10
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %59)
  br label %66

61:                                               ; preds = %1
  %62 = load ptr, ptr %2, align 4
  %63 = getelementptr inbounds i8, ptr %62, i32 4
  store ptr %63, ptr %2, align 4
  %64 = load i32, ptr %62, align 4, !tbaa !2
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %64)
  br label %66

66:                                               ; preds = %1, %61, %54, %47, %42, %36, %27, %20, %13, %6
  %67 = getelementptr inbounds i8, ptr %0, i32 1
  %68 = load i8, ptr %67, align 1, !tbaa !18
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %70, label %73

70:                                               ; preds = %137, %1, %66
  %71 = call i32 @putchar(i32 93)
  %72 = load ptr, ptr %3, align 4
  br label %141

73:                                               ; preds = %66, %137
  %74 = phi ptr [ %138, %137 ], [ %67, %66 ]
  %75 = call i32 @putchar(i32 32)
  %76 = load i8, ptr %74, align 1, !tbaa !18
  switch i8 %76, label %137 [
    i8 105, label %77
    i8 108, label %82
    i8 100, label %89
    i8 115, label %96
    i8 112, label %101
    i8 80, label %107
    i8 99, label %116
    i8 104, label %123
    i8 102, label %130
  ]

77:                                               ; preds = %73
  %78 = load ptr, ptr %2, align 4
  %79 = getelementptr inbounds i8, ptr %78, i32 4
  store ptr %79, ptr %2, align 4
  %80 = load i32, ptr %78, align 4, !tbaa !2
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %80)
  br label %137

82:                                               ; preds = %73
  %83 = load ptr, ptr %2, align 4
  %84 = getelementptr inbounds i8, ptr %83, i32 7
  %85 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %84, i32 -8)
  %86 = getelementptr inbounds i8, ptr %85, i32 8
  store ptr %86, ptr %2, align 4
  %87 = load i64, ptr %85, align 8, !tbaa !10
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %87)
  br label %137

89:                                               ; preds = %73
  %90 = load ptr, ptr %2, align 4
  %91 = getelementptr inbounds i8, ptr %90, i32 7
  %92 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %91, i32 -8)
  %93 = getelementptr inbounds i8, ptr %92, i32 8
  store ptr %93, ptr %2, align 4
  %94 = load double, ptr %92, align 8, !tbaa !14
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %94)
  br label %137

96:                                               ; preds = %73
  %97 = load ptr, ptr %2, align 4
  %98 = getelementptr inbounds i8, ptr %97, i32 4
  store ptr %98, ptr %2, align 4
  %99 = load ptr, ptr %97, align 4, !tbaa !21
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef %99)
  br label %137

101:                                              ; preds = %73
  %102 = load ptr, ptr %2, align 4
  %103 = getelementptr inbounds i8, ptr %102, i32 4
  store ptr %103, ptr %2, align 4
  %104 = load ptr, ptr %102, align 4, !tbaa !21
  %105 = load i32, ptr %104, align 4, !tbaa !2
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %105)
  br label %137

107:                                              ; preds = %73
  %108 = load ptr, ptr %2, align 4
  %109 = getelementptr inbounds i8, ptr %108, i32 4
  store ptr %109, ptr %2, align 4
  %110 = load ptr, ptr %108, align 4
  %111 = load i32, ptr %110, align 4, !tbaa !2
  %112 = getelementptr inbounds i8, ptr %110, i32 4
  %113 = load i16, ptr %112, align 4, !tbaa !19
  %114 = sext i16 %113 to i32
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %111, i32 noundef %114)
  br label %137

116:                                              ; preds = %73
  %117 = load ptr, ptr %2, align 4
  %118 = getelementptr inbounds i8, ptr %117, i32 4
  store ptr %118, ptr %2, align 4
  %119 = load i32, ptr %117, align 4, !tbaa !2
  %120 = shl i32 %119, 24
  %121 = ashr exact i32 %120, 24
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %121)
  br label %137

123:                                              ; preds = %73
  %124 = load ptr, ptr %2, align 4
  %125 = getelementptr inbounds i8, ptr %124, i32 4
  store ptr %125, ptr %2, align 4
  %126 = load i32, ptr %124, align 4, !tbaa !2
  %127 = shl i32 %126, 16
  %128 = ashr exact i32 %127, 16
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %128)
  br label %137

130:                                              ; preds = %73
  %131 = load ptr, ptr %2, align 4
  %132 = getelementptr inbounds i8, ptr %131, i32 7
  %133 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %132, i32 -8)
  %134 = getelementptr inbounds i8, ptr %133, i32 8
  store ptr %134, ptr %2, align 4
  %135 = load double, ptr %133, align 8, !tbaa !14
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %135)
  br label %137

137:                                              ; preds = %77, %82, %89, %96, %101, %107, %116, %123, %130, %73
  %138 = getelementptr inbounds i8, ptr %74, i32 1
  %139 = load i8, ptr %138, align 1, !tbaa !18
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %70, label %73, !llvm.loop !23

141:                                              ; preds = %178, %70
  %142 = phi ptr [ %72, %70 ], [ %179, %178 ]
  %143 = phi i32 [ 0, %70 ], [ %180, %178 ]
  %144 = phi double [ 0.000000e+00, %70 ], [ %181, %178 ]
  %145 = phi ptr [ %0, %70 ], [ %182, %178 ]
  %146 = load i8, ptr %145, align 1, !tbaa !18
  switch i8 %146, label %178 [
    i8 0, label %147
    i8 105, label %149
    i8 99, label %149
    i8 104, label %149
    i8 108, label %153
    i8 100, label %160
    i8 102, label %160
    i8 115, label %166
    i8 112, label %168
    i8 80, label %173
  ]

147:                                              ; preds = %141
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %143, double noundef %144)
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret void

149:                                              ; preds = %141, %141, %141
  %150 = getelementptr inbounds i8, ptr %142, i32 4
  store ptr %150, ptr %3, align 4
  %151 = load i32, ptr %142, align 4, !tbaa !2
  %152 = add nsw i32 %151, %143
  br label %178

153:                                              ; preds = %141
  %154 = getelementptr inbounds i8, ptr %142, i32 7
  %155 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %154, i32 -8)
  %156 = getelementptr inbounds i8, ptr %155, i32 8
  store ptr %156, ptr %3, align 4
  %157 = load i64, ptr %155, align 8, !tbaa !10
  %158 = trunc i64 %157 to i32
  %159 = add nsw i32 %143, %158
  br label %178

160:                                              ; preds = %141, %141
  %161 = getelementptr inbounds i8, ptr %142, i32 7
  %162 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %161, i32 -8)
  %163 = getelementptr inbounds i8, ptr %162, i32 8
  store ptr %163, ptr %3, align 4
  %164 = load double, ptr %162, align 8, !tbaa !14
  %165 = fadd double %144, %164
  br label %178

166:                                              ; preds = %141
  %167 = getelementptr inbounds i8, ptr %142, i32 4
  store ptr %167, ptr %3, align 4
  br label %178

168:                                              ; preds = %141
  %169 = getelementptr inbounds i8, ptr %142, i32 4
  store ptr %169, ptr %3, align 4
  %170 = load ptr, ptr %142, align 4, !tbaa !21
  %171 = load i32, ptr %170, align 4, !tbaa !2
  %172 = add nsw i32 %171, %143
  br label %178

173:                                              ; preds = %141
  %174 = getelementptr inbounds i8, ptr %142, i32 4
  store ptr %174, ptr %3, align 4
  %175 = load ptr, ptr %142, align 4
  %176 = load i32, ptr %175, align 4, !tbaa !2
  %177 = add nsw i32 %176, %143
  br label %178

178:                                              ; preds = %141, %149, %153, %160, %166, %168, %173
  %179 = phi ptr [ %174, %173 ], [ %169, %168 ], [ %167, %166 ], [ %163, %160 ], [ %156, %153 ], [ %150, %149 ], [ %142, %141 ]
  %180 = phi i32 [ %177, %173 ], [ %172, %168 ], [ %143, %166 ], [ %143, %160 ], [ %159, %153 ], [ %152, %149 ], [ %143, %141 ]
  %181 = phi double [ %144, %173 ], [ %144, %168 ], [ %144, %166 ], [ %165, %160 ], [ %144, %153 ], [ %144, %149 ], [ %144, %141 ]
  %182 = getelementptr inbounds i8, ptr %145, i32 1
  br label %141, !llvm.loop !25
}

; Function Attrs: nofree norecurse nosync nounwind
define internal i64 @after_seven(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, ...) unnamed_addr #1 {
  %8 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #7
  call void @llvm.va_start.p0(ptr nonnull %8)
  %9 = load ptr, ptr %8, align 4
  br label %10

10:                                               ; preds = %25, %7
  %11 = phi ptr [ %28, %25 ], [ %9, %7 ]
  %12 = phi double [ %30, %25 ], [ 0.000000e+00, %7 ]
  %13 = phi i64 [ %16, %25 ], [ 28, %7 ]
  br label %14

14:                                               ; preds = %10, %19
  %15 = phi ptr [ %22, %19 ], [ %11, %10 ]
  %16 = phi i64 [ %24, %19 ], [ %13, %10 ]
  %17 = getelementptr inbounds i8, ptr %15, i32 4
  store ptr %17, ptr %8, align 4
  %18 = load i32, ptr %15, align 4, !tbaa !2
  switch i32 %18, label %25 [
    i32 0, label %31
    i32 1, label %19
  ]

19:                                               ; preds = %14
  %20 = getelementptr inbounds i8, ptr %15, i32 11
  %21 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %20, i32 -8)
  %22 = getelementptr inbounds i8, ptr %21, i32 8
  store ptr %22, ptr %8, align 4
  %23 = load i64, ptr %21, align 8, !tbaa !10
  %24 = add nsw i64 %23, %16
  br label %14

25:                                               ; preds = %14
  %26 = getelementptr inbounds i8, ptr %15, i32 11
  %27 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %26, i32 -8)
  %28 = getelementptr inbounds i8, ptr %27, i32 8
  store ptr %28, ptr %8, align 4
  %29 = load double, ptr %27, align 8, !tbaa !14
  %30 = fadd double %12, %29
  br label %10

31:                                               ; preds = %14
  call void @llvm.va_end.p0(ptr nonnull %8)
  %32 = mul nsw i64 %16, 1000
  %33 = fmul double %12, 1.000000e+01
  %34 = fptosi double %33 to i64
  %35 = add nsw i64 %32, %34
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #7
  ret i64 %35
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal i32 @forward(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 4, !tbaa !21
  %4 = getelementptr inbounds i8, ptr %3, i32 4
  %5 = load i32, ptr %3, align 4, !tbaa !2
  %6 = getelementptr inbounds i8, ptr %3, i32 8
  %7 = load i32, ptr %4, align 4, !tbaa !2
  %8 = add nsw i32 %7, %5
  %9 = getelementptr inbounds i8, ptr %3, i32 12
  %10 = load i32, ptr %6, align 4, !tbaa !2
  %11 = add nsw i32 %8, %10
  %12 = getelementptr inbounds i8, ptr %3, i32 16
  %13 = load i32, ptr %9, align 4, !tbaa !2
  %14 = add nsw i32 %11, %13
  %15 = getelementptr inbounds i8, ptr %3, i32 20
  %16 = load i32, ptr %12, align 4, !tbaa !2
  %17 = add nsw i32 %14, %16
  %18 = getelementptr inbounds i8, ptr %3, i32 24
  %19 = load i32, ptr %15, align 4, !tbaa !2
  %20 = add nsw i32 %17, %19
  %21 = getelementptr inbounds i8, ptr %3, i32 28
  %22 = load i32, ptr %18, align 4, !tbaa !2
  %23 = add nsw i32 %20, %22
  %24 = load i32, ptr %21, align 4, !tbaa !2
  %25 = add nsw i32 %23, %24
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret i32 %25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i32(ptr, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nofree norecurse nosync nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !4, i64 0}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !9}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !4, i64 0}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !9}
!18 = !{!4, !4, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !4, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"any pointer", !4, i64 0}
!23 = distinct !{!23, !9, !24}
!24 = !{!"llvm.loop.peeled.count", i32 1}
!25 = distinct !{!25, !9}
