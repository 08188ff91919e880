; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.__va_list = type { ptr }

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
  %2 = alloca %struct.__va_list, align 4
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
  %2 = alloca %struct.__va_list, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 4
  br label %9

6:                                                ; preds = %9
  store ptr %15, ptr %2, align 4
  br label %7

7:                                                ; preds = %6, %1
  %8 = phi i64 [ %19, %6 ], [ 0, %1 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret i64 %8

9:                                                ; preds = %4, %9
  %10 = phi i32 [ %20, %9 ], [ 0, %4 ]
  %11 = phi i64 [ %19, %9 ], [ 0, %4 ]
  %12 = phi ptr [ %15, %9 ], [ %5, %4 ]
  %13 = getelementptr inbounds i8, ptr %12, i32 7
  %14 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %13, i32 -8)
  %15 = getelementptr inbounds i8, ptr %14, i32 8
  %16 = load i64, ptr %14, align 8, !tbaa !11
  %17 = zext nneg i32 %10 to i64
  %18 = add nsw i64 %16, %17
  %19 = xor i64 %18, %11
  %20 = add nuw nsw i32 %10, 1
  %21 = icmp eq i32 %20, %0
  br i1 %21, label %6, label %9, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind
define internal double @sum_doubles(i32 noundef %0, ...) unnamed_addr #1 {
  %2 = alloca %struct.__va_list, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 4
  br label %9

6:                                                ; preds = %9
  store ptr %15, ptr %2, align 4
  br label %7

7:                                                ; preds = %6, %1
  %8 = phi double [ %17, %6 ], [ 0.000000e+00, %1 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret double %8

9:                                                ; preds = %4, %9
  %10 = phi i32 [ %18, %9 ], [ 0, %4 ]
  %11 = phi double [ %17, %9 ], [ 0.000000e+00, %4 ]
  %12 = phi ptr [ %15, %9 ], [ %5, %4 ]
  %13 = getelementptr inbounds i8, ptr %12, i32 7
  %14 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %13, i32 -8)
  %15 = getelementptr inbounds i8, ptr %14, i32 8
  %16 = load double, ptr %14, align 8, !tbaa !14
  %17 = call double @llvm.fmuladd.f64(double %11, double 2.000000e+00, double %16)
  %18 = add nuw nsw i32 %10, 1
  %19 = icmp eq i32 %18, %0
  br i1 %19, label %6, label %9, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
define internal void @show(ptr nocapture noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca %struct.__va_list, align 4
  %3 = alloca %struct.__va_list, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = call i32 @putchar(i32 91)
  %5 = load i8, ptr %0, align 1, !tbaa !17
  switch i8 %5, label %64 [
    i8 0, label %68
    i8 105, label %59
    i8 108, label %52
    i8 100, label %45
    i8 115, label %40
    i8 112, label %34
    i8 80, label %26
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
  br label %64

13:                                               ; preds = %1
  %14 = load ptr, ptr %2, align 4
  %15 = getelementptr inbounds i8, ptr %14, i32 4
  store ptr %15, ptr %2, align 4
  %16 = load i32, ptr %14, align 4, !tbaa !5
  %17 = shl i32 %16, 16
  %18 = ashr exact i32 %17, 16
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %18)
  br label %64

20:                                               ; preds = %1
  %21 = load ptr, ptr %2, align 4
  %22 = getelementptr inbounds i8, ptr %21, i32 4
  store ptr %22, ptr %2, align 4
  %23 = load i32, ptr %21, align 4, !tbaa !5
  %24 = and i32 %23, 255
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %24)
  br label %64

26:                                               ; preds = %1
  %27 = load ptr, ptr %2, align 4
  %28 = getelementptr inbounds i8, ptr %27, i32 8
  store ptr %28, ptr %2, align 4
  %29 = load i32, ptr %27, align 4, !tbaa !5
  %30 = getelementptr inbounds i8, ptr %27, i32 4
  %31 = load i16, ptr %30, align 4, !tbaa !18
  %32 = sext i16 %31 to i32
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %29, i32 noundef %32)
  br label %64

34:                                               ; preds = %1
  %35 = load ptr, ptr %2, align 4
  %36 = getelementptr inbounds i8, ptr %35, i32 4
  store ptr %36, ptr %2, align 4
  %37 = load ptr, ptr %35, align 4, !tbaa !20
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %38)
  br label %64

40:                                               ; preds = %1
  %41 = load ptr, ptr %2, align 4
  %42 = getelementptr inbounds i8, ptr %41, i32 4
  store ptr %42, ptr %2, align 4
  %43 = load ptr, ptr %41, align 4, !tbaa !20
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef %43)
  br label %64

45:                                               ; preds = %1
  %46 = load ptr, ptr %2, align 4
  %47 = getelementptr inbounds i8, ptr %46, i32 7
  %48 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %47, i32 -8)
  %49 = getelementptr inbounds i8, ptr %48, i32 8
  store ptr %49, ptr %2, align 4
  %50 = load double, ptr %48, align 8, !tbaa !14
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %50)
  br label %64

52:                                               ; preds = %1
  %53 = load ptr, ptr %2, align 4
  %54 = getelementptr inbounds i8, ptr %53, i32 7
  %55 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %54, i32 -8)
  %56 = getelementptr inbounds i8, ptr %55, i32 8
  store ptr %56, ptr %2, align 4
  %57 = load i64, ptr %55, align 8, !tbaa !11
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %57)
  br label %64

59:                                               ; preds = %1
  %60 = load ptr, ptr %2, align 4
  %61 = getelementptr inbounds i8, ptr %60, i32 4
  store ptr %61, ptr %2, align 4
  %62 = load i32, ptr %60, align 4, !tbaa !5
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %62)
  br label %64

64:                                               ; preds = %1, %59, %52, %45, %40, %34, %26, %20, %13, %6
  %65 = getelementptr inbounds i8, ptr %0, i32 1
  %66 = load i8, ptr %65, align 1, !tbaa !17
  %67 = icmp eq i8 %66, 0
  br i1 %67, label %68, label %71

68:                                               ; preds = %133, %1, %64
  %69 = call i32 @putchar(i32 93)
  %70 = load ptr, ptr %3, align 4
  br label %137

71:                                               ; preds = %64, %133
  %72 = phi ptr [ %134, %133 ], [ %65, %64 ]
  %73 = call i32 @putchar(i32 32)
  %74 = load i8, ptr %72, align 1, !tbaa !17
  switch i8 %74, label %133 [
    i8 105, label %75
    i8 108, label %80
    i8 100, label %87
    i8 115, label %94
    i8 112, label %99
    i8 80, label %105
    i8 99, label %113
    i8 104, label %119
    i8 102, label %126
  ]

75:                                               ; preds = %71
  %76 = load ptr, ptr %2, align 4
  %77 = getelementptr inbounds i8, ptr %76, i32 4
  store ptr %77, ptr %2, align 4
  %78 = load i32, ptr %76, align 4, !tbaa !5
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %78)
  br label %133

80:                                               ; preds = %71
  %81 = load ptr, ptr %2, align 4
  %82 = getelementptr inbounds i8, ptr %81, i32 7
  %83 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %82, i32 -8)
  %84 = getelementptr inbounds i8, ptr %83, i32 8
  store ptr %84, ptr %2, align 4
  %85 = load i64, ptr %83, align 8, !tbaa !11
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %85)
  br label %133

87:                                               ; preds = %71
  %88 = load ptr, ptr %2, align 4
  %89 = getelementptr inbounds i8, ptr %88, i32 7
  %90 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %89, i32 -8)
  %91 = getelementptr inbounds i8, ptr %90, i32 8
  store ptr %91, ptr %2, align 4
  %92 = load double, ptr %90, align 8, !tbaa !14
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %92)
  br label %133

94:                                               ; preds = %71
  %95 = load ptr, ptr %2, align 4
  %96 = getelementptr inbounds i8, ptr %95, i32 4
  store ptr %96, ptr %2, align 4
  %97 = load ptr, ptr %95, align 4, !tbaa !20
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef %97)
  br label %133

99:                                               ; preds = %71
  %100 = load ptr, ptr %2, align 4
  %101 = getelementptr inbounds i8, ptr %100, i32 4
  store ptr %101, ptr %2, align 4
  %102 = load ptr, ptr %100, align 4, !tbaa !20
  %103 = load i32, ptr %102, align 4, !tbaa !5
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %103)
  br label %133

105:                                              ; preds = %71
  %106 = load ptr, ptr %2, align 4
  %107 = getelementptr inbounds i8, ptr %106, i32 8
  store ptr %107, ptr %2, align 4
  %108 = load i32, ptr %106, align 4, !tbaa !5
  %109 = getelementptr inbounds i8, ptr %106, i32 4
  %110 = load i16, ptr %109, align 4, !tbaa !18
  %111 = sext i16 %110 to i32
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %108, i32 noundef %111)
  br label %133

113:                                              ; preds = %71
  %114 = load ptr, ptr %2, align 4
  %115 = getelementptr inbounds i8, ptr %114, i32 4
  store ptr %115, ptr %2, align 4
  %116 = load i32, ptr %114, align 4, !tbaa !5
  %117 = and i32 %116, 255
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %117)
  br label %133

119:                                              ; preds = %71
  %120 = load ptr, ptr %2, align 4
  %121 = getelementptr inbounds i8, ptr %120, i32 4
  store ptr %121, ptr %2, align 4
  %122 = load i32, ptr %120, align 4, !tbaa !5
  %123 = shl i32 %122, 16
  %124 = ashr exact i32 %123, 16
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %124)
  br label %133

126:                                              ; preds = %71
  %127 = load ptr, ptr %2, align 4
  %128 = getelementptr inbounds i8, ptr %127, i32 7
  %129 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %128, i32 -8)
  %130 = getelementptr inbounds i8, ptr %129, i32 8
  store ptr %130, ptr %2, align 4
  %131 = load double, ptr %129, align 8, !tbaa !14
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %131)
  br label %133

133:                                              ; preds = %75, %80, %87, %94, %99, %105, %113, %119, %126, %71
  %134 = getelementptr inbounds i8, ptr %72, i32 1
  %135 = load i8, ptr %134, align 1, !tbaa !17
  %136 = icmp eq i8 %135, 0
  br i1 %136, label %68, label %71, !llvm.loop !22

137:                                              ; preds = %173, %68
  %138 = phi ptr [ %70, %68 ], [ %174, %173 ]
  %139 = phi i32 [ 0, %68 ], [ %175, %173 ]
  %140 = phi double [ 0.000000e+00, %68 ], [ %176, %173 ]
  %141 = phi ptr [ %0, %68 ], [ %177, %173 ]
  %142 = load i8, ptr %141, align 1, !tbaa !17
  switch i8 %142, label %173 [
    i8 0, label %143
    i8 105, label %145
    i8 99, label %145
    i8 104, label %145
    i8 108, label %149
    i8 100, label %156
    i8 102, label %156
    i8 115, label %162
    i8 112, label %164
    i8 80, label %169
  ]

143:                                              ; preds = %137
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %139, double noundef %140)
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret void

145:                                              ; preds = %137, %137, %137
  %146 = getelementptr inbounds i8, ptr %138, i32 4
  store ptr %146, ptr %3, align 4
  %147 = load i32, ptr %138, align 4, !tbaa !5
  %148 = add nsw i32 %147, %139
  br label %173

149:                                              ; preds = %137
  %150 = getelementptr inbounds i8, ptr %138, i32 7
  %151 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %150, i32 -8)
  %152 = getelementptr inbounds i8, ptr %151, i32 8
  store ptr %152, ptr %3, align 4
  %153 = load i64, ptr %151, align 8, !tbaa !11
  %154 = trunc i64 %153 to i32
  %155 = add nsw i32 %139, %154
  br label %173

156:                                              ; preds = %137, %137
  %157 = getelementptr inbounds i8, ptr %138, i32 7
  %158 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %157, i32 -8)
  %159 = getelementptr inbounds i8, ptr %158, i32 8
  store ptr %159, ptr %3, align 4
  %160 = load double, ptr %158, align 8, !tbaa !14
  %161 = fadd double %140, %160
  br label %173

162:                                              ; preds = %137
  %163 = getelementptr inbounds i8, ptr %138, i32 4
  store ptr %163, ptr %3, align 4
  br label %173

164:                                              ; preds = %137
  %165 = getelementptr inbounds i8, ptr %138, i32 4
  store ptr %165, ptr %3, align 4
  %166 = load ptr, ptr %138, align 4, !tbaa !20
  %167 = load i32, ptr %166, align 4, !tbaa !5
  %168 = add nsw i32 %167, %139
  br label %173

169:                                              ; preds = %137
  %170 = getelementptr inbounds i8, ptr %138, i32 8
  store ptr %170, ptr %3, align 4
  %171 = load i32, ptr %138, align 4, !tbaa !5
  %172 = add nsw i32 %171, %139
  br label %173

173:                                              ; preds = %137, %145, %149, %156, %162, %164, %169
  %174 = phi ptr [ %170, %169 ], [ %165, %164 ], [ %163, %162 ], [ %159, %156 ], [ %152, %149 ], [ %146, %145 ], [ %138, %137 ]
  %175 = phi i32 [ %172, %169 ], [ %168, %164 ], [ %139, %162 ], [ %139, %156 ], [ %155, %149 ], [ %148, %145 ], [ %139, %137 ]
  %176 = phi double [ %140, %169 ], [ %140, %164 ], [ %140, %162 ], [ %161, %156 ], [ %140, %149 ], [ %140, %145 ], [ %140, %137 ]
  %177 = getelementptr inbounds i8, ptr %141, i32 1
  br label %137, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind
define internal i64 @after_seven(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, ...) unnamed_addr #1 {
  %8 = alloca %struct.__va_list, align 4
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
  %18 = load i32, ptr %15, align 4, !tbaa !5
  switch i32 %18, label %25 [
    i32 0, label %31
    i32 1, label %19
  ]

19:                                               ; preds = %14
  %20 = getelementptr inbounds i8, ptr %15, i32 11
  %21 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %20, i32 -8)
  %22 = getelementptr inbounds i8, ptr %21, i32 8
  store ptr %22, ptr %8, align 4
  %23 = load i64, ptr %21, align 8, !tbaa !11
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
  %2 = alloca %struct.__va_list, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load i32, ptr %2, align 4
  %4 = inttoptr i32 %3 to ptr
  %5 = getelementptr inbounds i8, ptr %4, i32 4
  %6 = load i32, ptr %4, align 4, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %4, i32 8
  %8 = load i32, ptr %5, align 4, !tbaa !5
  %9 = add nsw i32 %8, %6
  %10 = getelementptr inbounds i8, ptr %4, i32 12
  %11 = load i32, ptr %7, align 4, !tbaa !5
  %12 = add nsw i32 %9, %11
  %13 = getelementptr inbounds i8, ptr %4, i32 16
  %14 = load i32, ptr %10, align 4, !tbaa !5
  %15 = add nsw i32 %12, %14
  %16 = getelementptr inbounds i8, ptr %4, i32 20
  %17 = load i32, ptr %13, align 4, !tbaa !5
  %18 = add nsw i32 %15, %17
  %19 = getelementptr inbounds i8, ptr %4, i32 24
  %20 = load i32, ptr %16, align 4, !tbaa !5
  %21 = add nsw i32 %18, %20
  %22 = getelementptr inbounds i8, ptr %4, i32 28
  %23 = load i32, ptr %19, align 4, !tbaa !5
  %24 = add nsw i32 %21, %23
  %25 = load i32, ptr %22, align 4, !tbaa !5
  %26 = add nsw i32 %24, %25
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  ret i32 %26
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

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree norecurse nosync nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
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
