; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

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

; Function Attrs: nofree nounwind
define noundef i32 @main() local_unnamed_addr #0 {
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
  store i32 42, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  store i32 -7, ptr %2, align 4, !tbaa !5
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.3, i32 noundef 5, ptr noundef nonnull @.str.4, double noundef 5.500000e+00)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.6, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.7, i32 noundef 1, double noundef 5.000000e-01, i64 noundef 10, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.500000e+00, i64 noundef 20, double noundef 2.250000e+00, i32 noundef 3, double noundef 3.500000e+00, i64 noundef 30, double noundef 3.250000e+00, i32 noundef 4, double noundef 4.500000e+00, i64 noundef 40, double noundef 4.250000e+00, i32 noundef 5, double noundef 5.500000e+00, i64 noundef 50, double noundef 5.250000e+00)
  call void (ptr, ...) @show(ptr noundef nonnull @.str.8, ptr noundef nonnull %1, i32 noundef 90, ptr noundef nonnull %2, ptr noundef nonnull @.str.9, i32 noundef -300, double noundef 7.500000e-01, [2 x i32] [i32 99, i32 65533])
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
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 4
  br label %8

6:                                                ; preds = %8, %1
  %7 = phi i32 [ 0, %1 ], [ %16, %8 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret i32 %7

8:                                                ; preds = %4, %8
  %9 = phi i32 [ %14, %8 ], [ 0, %4 ]
  %10 = phi i32 [ %16, %8 ], [ 0, %4 ]
  %11 = phi ptr [ %12, %8 ], [ %5, %4 ]
  %12 = getelementptr inbounds i8, ptr %11, i32 4
  store ptr %12, ptr %2, align 4
  %13 = load i32, ptr %11, align 4, !tbaa !5
  %14 = add nuw nsw i32 %9, 1
  %15 = mul nsw i32 %13, %14
  %16 = add nsw i32 %15, %10
  %17 = icmp eq i32 %14, %0
  br i1 %17, label %6, label %8, !llvm.loop !9
}

; Function Attrs: nofree norecurse nosync nounwind
define internal i64 @sum_ll(i32 noundef %0, ...) unnamed_addr #1 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 4
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = shl i32 %0, 3
  br label %11

7:                                                ; preds = %11
  %8 = getelementptr i8, ptr %3, i32 %6
  store ptr %8, ptr %2, align 4
  br label %9

9:                                                ; preds = %7, %1
  %10 = phi i64 [ %19, %7 ], [ 0, %1 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret i64 %10

11:                                               ; preds = %5, %11
  %12 = phi i32 [ %20, %11 ], [ 0, %5 ]
  %13 = phi i64 [ %19, %11 ], [ 0, %5 ]
  %14 = phi ptr [ %15, %11 ], [ %3, %5 ]
  %15 = getelementptr inbounds i8, ptr %14, i32 8
  %16 = load i64, ptr %14, align 4, !tbaa !11
  %17 = zext nneg i32 %12 to i64
  %18 = add nsw i64 %16, %17
  %19 = xor i64 %18, %13
  %20 = add nuw nsw i32 %12, 1
  %21 = icmp eq i32 %20, %0
  br i1 %21, label %7, label %11, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind
define internal double @sum_doubles(i32 noundef %0, ...) unnamed_addr #1 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 4
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = shl i32 %0, 3
  br label %11

7:                                                ; preds = %11
  %8 = getelementptr i8, ptr %3, i32 %6
  store ptr %8, ptr %2, align 4
  br label %9

9:                                                ; preds = %7, %1
  %10 = phi double [ %17, %7 ], [ 0.000000e+00, %1 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret double %10

11:                                               ; preds = %5, %11
  %12 = phi i32 [ %18, %11 ], [ 0, %5 ]
  %13 = phi double [ %17, %11 ], [ 0.000000e+00, %5 ]
  %14 = phi ptr [ %15, %11 ], [ %3, %5 ]
  %15 = getelementptr inbounds i8, ptr %14, i32 8
  %16 = load double, ptr %14, align 4, !tbaa !14
  %17 = call double @llvm.fmuladd.f64(double %13, double 2.000000e+00, double %16)
  %18 = add nuw nsw i32 %12, 1
  %19 = icmp eq i32 %18, %0
  br i1 %19, label %7, label %11, !llvm.loop !16
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
  %5 = load i8, ptr %0, align 1, !tbaa !17
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
  %7 = load ptr, ptr %2, align 4
  %8 = getelementptr inbounds i8, ptr %7, i32 8
  store ptr %8, ptr %2, align 4
  %9 = load double, ptr %7, align 4, !tbaa !14
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %9)
  br label %59

11:                                               ; preds = %1
  %12 = load ptr, ptr %2, align 4
  %13 = getelementptr inbounds i8, ptr %12, i32 4
  store ptr %13, ptr %2, align 4
  %14 = load i32, ptr %12, align 4, !tbaa !5
  %15 = shl i32 %14, 16
  %16 = ashr exact i32 %15, 16
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %16)
  br label %59

18:                                               ; preds = %1
  %19 = load ptr, ptr %2, align 4
  %20 = getelementptr inbounds i8, ptr %19, i32 4
  store ptr %20, ptr %2, align 4
  %21 = load i32, ptr %19, align 4, !tbaa !5
  %22 = shl i32 %21, 24
  %23 = ashr exact i32 %22, 24
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %23)
  br label %59

25:                                               ; preds = %1
  %26 = load ptr, ptr %2, align 4
  %27 = getelementptr inbounds i8, ptr %26, i32 8
  store ptr %27, ptr %2, align 4
  %28 = load i32, ptr %26, align 4, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %26, i32 4
  %30 = load i16, ptr %29, align 4, !tbaa !18
  %31 = sext i16 %30 to i32
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %28, i32 noundef %31)
  br label %59

33:                                               ; preds = %1
  %34 = load ptr, ptr %2, align 4
  %35 = getelementptr inbounds i8, ptr %34, i32 4
  store ptr %35, ptr %2, align 4
  %36 = load ptr, ptr %34, align 4, !tbaa !20
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %37)
  br label %59

39:                                               ; preds = %1
  %40 = load ptr, ptr %2, align 4
  %41 = getelementptr inbounds i8, ptr %40, i32 4
  store ptr %41, ptr %2, align 4
  %42 = load ptr, ptr %40, align 4, !tbaa !20
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef %42)
  br label %59

44:                                               ; preds = %1
  %45 = load ptr, ptr %2, align 4
  %46 = getelementptr inbounds i8, ptr %45, i32 8
  store ptr %46, ptr %2, align 4
  %47 = load double, ptr %45, align 4, !tbaa !14
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %47)
  br label %59

49:                                               ; preds = %1
  %50 = load ptr, ptr %2, align 4
  %51 = getelementptr inbounds i8, ptr %50, i32 8
  store ptr %51, ptr %2, align 4
  %52 = load i64, ptr %50, align 4, !tbaa !11
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %52)
  br label %59

54:                                               ; preds = %1
  %55 = load ptr, ptr %2, align 4
  %56 = getelementptr inbounds i8, ptr %55, i32 4
  store ptr %56, ptr %2, align 4
  %57 = load i32, ptr %55, align 4, !tbaa !5
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %57)
  br label %59

59:                                               ; preds = %1, %54, %49, %44, %39, %33, %25, %18, %11, %6
  %60 = getelementptr inbounds i8, ptr %0, i32 1
  %61 = load i8, ptr %60, align 1, !tbaa !17
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %63, label %66

63:                                               ; preds = %123, %1, %59
  %64 = call i32 @putchar(i32 93)
  %65 = load ptr, ptr %3, align 4
  br label %127

66:                                               ; preds = %59, %123
  %67 = phi ptr [ %124, %123 ], [ %60, %59 ]
  %68 = call i32 @putchar(i32 32)
  %69 = load i8, ptr %67, align 1, !tbaa !17
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
  %71 = load ptr, ptr %2, align 4
  %72 = getelementptr inbounds i8, ptr %71, i32 4
  store ptr %72, ptr %2, align 4
  %73 = load i32, ptr %71, align 4, !tbaa !5
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %73)
  br label %123

75:                                               ; preds = %66
  %76 = load ptr, ptr %2, align 4
  %77 = getelementptr inbounds i8, ptr %76, i32 8
  store ptr %77, ptr %2, align 4
  %78 = load i64, ptr %76, align 4, !tbaa !11
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %78)
  br label %123

80:                                               ; preds = %66
  %81 = load ptr, ptr %2, align 4
  %82 = getelementptr inbounds i8, ptr %81, i32 8
  store ptr %82, ptr %2, align 4
  %83 = load double, ptr %81, align 4, !tbaa !14
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %83)
  br label %123

85:                                               ; preds = %66
  %86 = load ptr, ptr %2, align 4
  %87 = getelementptr inbounds i8, ptr %86, i32 4
  store ptr %87, ptr %2, align 4
  %88 = load ptr, ptr %86, align 4, !tbaa !20
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef %88)
  br label %123

90:                                               ; preds = %66
  %91 = load ptr, ptr %2, align 4
  %92 = getelementptr inbounds i8, ptr %91, i32 4
  store ptr %92, ptr %2, align 4
  %93 = load ptr, ptr %91, align 4, !tbaa !20
  %94 = load i32, ptr %93, align 4, !tbaa !5
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %94)
  br label %123

96:                                               ; preds = %66
  %97 = load ptr, ptr %2, align 4
  %98 = getelementptr inbounds i8, ptr %97, i32 8
  store ptr %98, ptr %2, align 4
  %99 = load i32, ptr %97, align 4, !tbaa !5
  %100 = getelementptr inbounds i8, ptr %97, i32 4
  %101 = load i16, ptr %100, align 4, !tbaa !18
  %102 = sext i16 %101 to i32
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %99, i32 noundef %102)
  br label %123

104:                                              ; preds = %66
  %105 = load ptr, ptr %2, align 4
  %106 = getelementptr inbounds i8, ptr %105, i32 4
  store ptr %106, ptr %2, align 4
  %107 = load i32, ptr %105, align 4, !tbaa !5
  %108 = shl i32 %107, 24
  %109 = ashr exact i32 %108, 24
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %109)
  br label %123

111:                                              ; preds = %66
  %112 = load ptr, ptr %2, align 4
  %113 = getelementptr inbounds i8, ptr %112, i32 4
  store ptr %113, ptr %2, align 4
  %114 = load i32, ptr %112, align 4, !tbaa !5
  %115 = shl i32 %114, 16
  %116 = ashr exact i32 %115, 16
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %116)
  br label %123

118:                                              ; preds = %66
  %119 = load ptr, ptr %2, align 4
  %120 = getelementptr inbounds i8, ptr %119, i32 8
  store ptr %120, ptr %2, align 4
  %121 = load double, ptr %119, align 4, !tbaa !14
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %121)
  br label %123

123:                                              ; preds = %70, %75, %80, %85, %90, %96, %104, %111, %118, %66
  %124 = getelementptr inbounds i8, ptr %67, i32 1
  %125 = load i8, ptr %124, align 1, !tbaa !17
  %126 = icmp eq i8 %125, 0
  br i1 %126, label %63, label %66, !llvm.loop !22

127:                                              ; preds = %159, %63
  %128 = phi ptr [ %65, %63 ], [ %160, %159 ]
  %129 = phi i32 [ 0, %63 ], [ %161, %159 ]
  %130 = phi double [ 0.000000e+00, %63 ], [ %162, %159 ]
  %131 = phi ptr [ %0, %63 ], [ %163, %159 ]
  %132 = load i8, ptr %131, align 1, !tbaa !17
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
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret void

135:                                              ; preds = %127, %127, %127
  %136 = getelementptr inbounds i8, ptr %128, i32 4
  store ptr %136, ptr %3, align 4
  %137 = load i32, ptr %128, align 4, !tbaa !5
  %138 = add nsw i32 %137, %129
  br label %159

139:                                              ; preds = %127
  %140 = getelementptr inbounds i8, ptr %128, i32 8
  store ptr %140, ptr %3, align 4
  %141 = load i64, ptr %128, align 4, !tbaa !11
  %142 = trunc i64 %141 to i32
  %143 = add nsw i32 %129, %142
  br label %159

144:                                              ; preds = %127, %127
  %145 = getelementptr inbounds i8, ptr %128, i32 8
  store ptr %145, ptr %3, align 4
  %146 = load double, ptr %128, align 4, !tbaa !14
  %147 = fadd double %130, %146
  br label %159

148:                                              ; preds = %127
  %149 = getelementptr inbounds i8, ptr %128, i32 4
  store ptr %149, ptr %3, align 4
  br label %159

150:                                              ; preds = %127
  %151 = getelementptr inbounds i8, ptr %128, i32 4
  store ptr %151, ptr %3, align 4
  %152 = load ptr, ptr %128, align 4, !tbaa !20
  %153 = load i32, ptr %152, align 4, !tbaa !5
  %154 = add nsw i32 %153, %129
  br label %159

155:                                              ; preds = %127
  %156 = getelementptr inbounds i8, ptr %128, i32 8
  store ptr %156, ptr %3, align 4
  %157 = load i32, ptr %128, align 4, !tbaa !5
  %158 = add nsw i32 %157, %129
  br label %159

159:                                              ; preds = %127, %135, %139, %144, %148, %150, %155
  %160 = phi ptr [ %156, %155 ], [ %151, %150 ], [ %149, %148 ], [ %145, %144 ], [ %140, %139 ], [ %136, %135 ], [ %128, %127 ]
  %161 = phi i32 [ %158, %155 ], [ %154, %150 ], [ %129, %148 ], [ %129, %144 ], [ %143, %139 ], [ %138, %135 ], [ %129, %127 ]
  %162 = phi double [ %130, %155 ], [ %130, %150 ], [ %130, %148 ], [ %147, %144 ], [ %130, %139 ], [ %130, %135 ], [ %130, %127 ]
  %163 = getelementptr inbounds i8, ptr %131, i32 1
  br label %127, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind
define internal i64 @after_seven(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, ...) unnamed_addr #1 {
  %8 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #7
  call void @llvm.va_start.p0(ptr nonnull %8)
  %9 = load ptr, ptr %8, align 4
  br label %10

10:                                               ; preds = %23, %7
  %11 = phi ptr [ %24, %23 ], [ %9, %7 ]
  %12 = phi double [ %26, %23 ], [ 0.000000e+00, %7 ]
  %13 = phi i64 [ %16, %23 ], [ 28, %7 ]
  br label %14

14:                                               ; preds = %10, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %10 ]
  %16 = phi i64 [ %22, %19 ], [ %13, %10 ]
  %17 = getelementptr inbounds i8, ptr %15, i32 4
  store ptr %17, ptr %8, align 4
  %18 = load i32, ptr %15, align 4, !tbaa !5
  switch i32 %18, label %23 [
    i32 0, label %27
    i32 1, label %19
  ]

19:                                               ; preds = %14
  %20 = getelementptr inbounds i8, ptr %15, i32 12
  store ptr %20, ptr %8, align 4
  %21 = load i64, ptr %17, align 4, !tbaa !11
  %22 = add nsw i64 %21, %16
  br label %14

23:                                               ; preds = %14
  %24 = getelementptr inbounds i8, ptr %15, i32 12
  store ptr %24, ptr %8, align 4
  %25 = load double, ptr %17, align 4, !tbaa !14
  %26 = fadd double %12, %25
  br label %10

27:                                               ; preds = %14
  call void @llvm.va_end.p0(ptr nonnull %8)
  %28 = mul nsw i64 %16, 1000
  %29 = fmul double %12, 1.000000e+01
  %30 = fptosi double %29 to i64
  %31 = add nsw i64 %28, %30
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #7
  ret i64 %31
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal i32 @forward(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 4, !tbaa !20
  %4 = getelementptr inbounds i8, ptr %3, i32 4
  %5 = load i32, ptr %3, align 4, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %3, i32 8
  %7 = load i32, ptr %4, align 4, !tbaa !5
  %8 = add nsw i32 %7, %5
  %9 = getelementptr inbounds i8, ptr %3, i32 12
  %10 = load i32, ptr %6, align 4, !tbaa !5
  %11 = add nsw i32 %8, %10
  %12 = getelementptr inbounds i8, ptr %3, i32 16
  %13 = load i32, ptr %9, align 4, !tbaa !5
  %14 = add nsw i32 %11, %13
  %15 = getelementptr inbounds i8, ptr %3, i32 20
  %16 = load i32, ptr %12, align 4, !tbaa !5
  %17 = add nsw i32 %14, %16
  %18 = getelementptr inbounds i8, ptr %3, i32 24
  %19 = load i32, ptr %15, align 4, !tbaa !5
  %20 = add nsw i32 %17, %19
  %21 = getelementptr inbounds i8, ptr %3, i32 28
  %22 = load i32, ptr %18, align 4, !tbaa !5
  %23 = add nsw i32 %20, %22
  %24 = load i32, ptr %21, align 4, !tbaa !5
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
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree norecurse nosync nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
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
!19 = !{!"short", !7, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"any pointer", !7, i64 0}
!22 = distinct !{!22, !10, !23}
!23 = !{!"llvm.loop.peeled.count", i32 1}
!24 = distinct !{!24, !10}
