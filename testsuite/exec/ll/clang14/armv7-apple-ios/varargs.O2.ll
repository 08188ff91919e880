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
define i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = tail call i32 (i32, ...) @sum_ints(i32 noundef 0)
  %4 = tail call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %5 = tail call i32 (i32, ...) @sum_ints(i32 noundef 12, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef -12)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i32 0, i32 0), i32 noundef %3, i32 noundef %4, i32 noundef %5)
  %7 = tail call i64 (i32, ...) @sum_ll(i32 noundef 2, i64 noundef 1099511627776, i64 noundef -1)
  %8 = tail call i64 (i32, ...) @sum_ll(i32 noundef 9, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 1125899906842624, i64 noundef 5, i64 noundef -6, i64 noundef 7, i64 noundef 8, i64 noundef 9)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i32 0, i32 0), i64 noundef %7, i64 noundef %8)
  %10 = tail call double (i32, ...) @sum_doubles(i32 noundef 3, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01)
  %11 = tail call double (i32, ...) @sum_doubles(i32 noundef 12, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, double noundef 5.000000e-01)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i32 0, i32 0), double noundef %10, double noundef %11)
  %13 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13) #8
  store i32 42, i32* %1, align 4, !tbaa !9
  %14 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %14) #8
  store i32 -7, i32* %2, align 4, !tbaa !9
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i32 noundef 5, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), double noundef 5.500000e+00)
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0), i32 noundef 1, double noundef 5.000000e-01, i64 noundef 10, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.500000e+00, i64 noundef 20, double noundef 2.250000e+00, i32 noundef 3, double noundef 3.500000e+00, i64 noundef 30, double noundef 3.250000e+00, i32 noundef 4, double noundef 4.500000e+00, i64 noundef 40, double noundef 4.250000e+00, i32 noundef 5, double noundef 5.500000e+00, i64 noundef 50, double noundef 5.250000e+00)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i32* noundef nonnull %1, i32 noundef 90, i32* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i32 noundef -300, double noundef 7.500000e-01, [2 x i32] [i32 99, i32 65533])
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i32 0, i32 0), i64 noundef 8589934592, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef -34359738368, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %15 = call i64 (i32, i32, i32, i32, i32, i32, i32, ...) @after_seven(i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 noundef 1, i64 noundef 100, i32 noundef 2, double noundef 5.000000e-01, i32 noundef 1, i64 noundef 1048576, i32 noundef 2, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 2, double noundef 4.000000e+00, i32 noundef 2, double noundef 5.000000e+00, i32 noundef 2, double noundef 6.000000e+00, i32 noundef 2, double noundef 7.000000e+00, i32 noundef 2, double noundef 8.000000e+00, i32 noundef 2, double noundef 9.000000e+00, i32 noundef 0)
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i32 0, i32 0), i64 noundef %15)
  %17 = call i32 (i32, ...) @forward(i32 undef, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.12, i32 0, i32 0), i32 noundef %17)
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([81 x i8], [81 x i8]* @.str.13, i32 0, i32 0), i32 noundef -1, i32 noundef -294967296, i32 noundef 48879, i32 noundef 48879, i32 noundef 8, i32 noundef 65, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.14, i32 0, i32 0), i64 noundef -9000000000, i64 noundef -446744073709551616, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 0x419D6F3454000000, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef -2, i32 noundef 200)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %14) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13) #8
  ret i32 23
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind
define internal i32 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca i8*, align 4
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i8*, i8** %2, align 4
  br label %9

7:                                                ; preds = %9, %1
  %8 = phi i32 [ 0, %1 ], [ %18, %9 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #8
  ret i32 %8

9:                                                ; preds = %5, %9
  %10 = phi i8* [ %13, %9 ], [ %6, %5 ]
  %11 = phi i32 [ %16, %9 ], [ 0, %5 ]
  %12 = phi i32 [ %18, %9 ], [ 0, %5 ]
  %13 = getelementptr inbounds i8, i8* %10, i32 4
  store i8* %13, i8** %2, align 4
  %14 = bitcast i8* %10 to i32*
  %15 = load i32, i32* %14, align 4
  %16 = add nuw nsw i32 %11, 1
  %17 = mul nsw i32 %15, %16
  %18 = add nsw i32 %17, %12
  %19 = icmp eq i32 %16, %0
  br i1 %19, label %7, label %9, !llvm.loop !13
}

; Function Attrs: nofree nosync nounwind
define internal i64 @sum_ll(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca i8*, align 4
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = load i8*, i8** %2, align 4
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = shl i32 %0, 3
  br label %12

8:                                                ; preds = %12
  %9 = getelementptr i8, i8* %4, i32 %7
  store i8* %9, i8** %2, align 4
  br label %10

10:                                               ; preds = %8, %1
  %11 = phi i64 [ %21, %8 ], [ 0, %1 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #8
  ret i64 %11

12:                                               ; preds = %6, %12
  %13 = phi i32 [ %22, %12 ], [ 0, %6 ]
  %14 = phi i64 [ %21, %12 ], [ 0, %6 ]
  %15 = phi i8* [ %16, %12 ], [ %4, %6 ]
  %16 = getelementptr inbounds i8, i8* %15, i32 8
  %17 = bitcast i8* %15 to i64*
  %18 = load i64, i64* %17, align 4
  %19 = zext i32 %13 to i64
  %20 = add nsw i64 %18, %19
  %21 = xor i64 %20, %14
  %22 = add nuw nsw i32 %13, 1
  %23 = icmp eq i32 %22, %0
  br i1 %23, label %8, label %12, !llvm.loop !15
}

; Function Attrs: nofree nosync nounwind
define internal double @sum_doubles(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca i8*, align 4
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = load i8*, i8** %2, align 4
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = shl i32 %0, 3
  br label %12

8:                                                ; preds = %12
  %9 = getelementptr i8, i8* %4, i32 %7
  store i8* %9, i8** %2, align 4
  br label %10

10:                                               ; preds = %8, %1
  %11 = phi double [ %19, %8 ], [ 0.000000e+00, %1 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #8
  ret double %11

12:                                               ; preds = %6, %12
  %13 = phi i32 [ %20, %12 ], [ 0, %6 ]
  %14 = phi double [ %19, %12 ], [ 0.000000e+00, %6 ]
  %15 = phi i8* [ %16, %12 ], [ %4, %6 ]
  %16 = getelementptr inbounds i8, i8* %15, i32 8
  %17 = bitcast i8* %15 to double*
  %18 = load double, double* %17, align 4
  %19 = call double @llvm.fmuladd.f64(double %14, double 2.000000e+00, double %18)
  %20 = add nuw nsw i32 %13, 1
  %21 = icmp eq i32 %20, %0
  br i1 %21, label %8, label %12, !llvm.loop !16
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nofree nounwind
define internal void @show(i8* noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #8
  %5 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #8
  call void @llvm.va_start(i8* nonnull %4)
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4)
  %6 = call i32 @putchar(i32 91)
  %7 = load i8, i8* %0, align 1, !tbaa !17
  %8 = icmp eq i8 %7, 0
  br i1 %8, label %78, label %9

9:                                                ; preds = %1
  %10 = sext i8 %7 to i32
  switch i32 %10, label %74 [
    i32 105, label %68
    i32 108, label %62
    i32 100, label %56
    i32 115, label %50
    i32 112, label %43
    i32 80, label %33
    i32 99, label %25
    i32 104, label %17
    i32 102, label %11
  ]

11:                                               ; preds = %9
  %12 = load i8*, i8** %2, align 4
  %13 = getelementptr inbounds i8, i8* %12, i32 8
  store i8* %13, i8** %2, align 4
  %14 = bitcast i8* %12 to double*
  %15 = load double, double* %14, align 4
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i32 0, i32 0), double noundef %15)
  br label %74

17:                                               ; preds = %9
  %18 = load i8*, i8** %2, align 4
  %19 = getelementptr inbounds i8, i8* %18, i32 4
  store i8* %19, i8** %2, align 4
  %20 = bitcast i8* %18 to i32*
  %21 = load i32, i32* %20, align 4
  %22 = shl i32 %21, 16
  %23 = ashr exact i32 %22, 16
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0), i32 noundef %23)
  br label %74

25:                                               ; preds = %9
  %26 = load i8*, i8** %2, align 4
  %27 = getelementptr inbounds i8, i8* %26, i32 4
  store i8* %27, i8** %2, align 4
  %28 = bitcast i8* %26 to i32*
  %29 = load i32, i32* %28, align 4
  %30 = shl i32 %29, 24
  %31 = ashr exact i32 %30, 24
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), i32 noundef %31)
  br label %74

33:                                               ; preds = %9
  %34 = load i8*, i8** %2, align 4
  %35 = getelementptr inbounds i8, i8* %34, i32 8
  store i8* %35, i8** %2, align 4
  %36 = bitcast i8* %34 to i32*
  %37 = load i32, i32* %36, align 4, !tbaa.struct !18
  %38 = getelementptr inbounds i8, i8* %34, i32 4
  %39 = bitcast i8* %38 to i16*
  %40 = load i16, i16* %39, align 4, !tbaa.struct !21
  %41 = sext i16 %40 to i32
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i32 0, i32 0), i32 noundef %37, i32 noundef %41)
  br label %74

43:                                               ; preds = %9
  %44 = load i8*, i8** %2, align 4
  %45 = getelementptr inbounds i8, i8* %44, i32 4
  store i8* %45, i8** %2, align 4
  %46 = bitcast i8* %44 to i32**
  %47 = load i32*, i32** %46, align 4
  %48 = load i32, i32* %47, align 4, !tbaa !9
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), i32 noundef %48)
  br label %74

50:                                               ; preds = %9
  %51 = load i8*, i8** %2, align 4
  %52 = getelementptr inbounds i8, i8* %51, i32 4
  store i8* %52, i8** %2, align 4
  %53 = bitcast i8* %51 to i8**
  %54 = load i8*, i8** %53, align 4
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i32 0, i32 0), i8* noundef %54)
  br label %74

56:                                               ; preds = %9
  %57 = load i8*, i8** %2, align 4
  %58 = getelementptr inbounds i8, i8* %57, i32 8
  store i8* %58, i8** %2, align 4
  %59 = bitcast i8* %57 to double*
  %60 = load double, double* %59, align 4
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.19, i32 0, i32 0), double noundef %60)
  br label %74

62:                                               ; preds = %9
  %63 = load i8*, i8** %2, align 4
  %64 = getelementptr inbounds i8, i8* %63, i32 8
  store i8* %64, i8** %2, align 4
  %65 = bitcast i8* %63 to i64*
  %66 = load i64, i64* %65, align 4
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), i64 noundef %66)
  br label %74

68:                                               ; preds = %9
  %69 = load i8*, i8** %2, align 4
  %70 = getelementptr inbounds i8, i8* %69, i32 4
  store i8* %70, i8** %2, align 4
  %71 = bitcast i8* %69 to i32*
  %72 = load i32, i32* %71, align 4
  %73 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0), i32 noundef %72)
  br label %74

74:                                               ; preds = %68, %62, %56, %50, %43, %33, %25, %17, %11, %9
  %75 = getelementptr inbounds i8, i8* %0, i32 1
  %76 = load i8, i8* %75, align 1, !tbaa !17
  %77 = icmp eq i8 %76, 0
  br i1 %77, label %78, label %82

78:                                               ; preds = %155, %74, %1
  %79 = call i32 @putchar(i32 93)
  %80 = load i8, i8* %0, align 1, !tbaa !17
  %81 = icmp eq i8 %80, 0
  br i1 %81, label %159, label %163

82:                                               ; preds = %74, %155
  %83 = phi i8 [ %157, %155 ], [ %76, %74 ]
  %84 = phi i8* [ %156, %155 ], [ %75, %74 ]
  %85 = icmp eq i8* %84, %0
  br i1 %85, label %89, label %86

86:                                               ; preds = %82
  %87 = call i32 @putchar(i32 32)
  %88 = load i8, i8* %84, align 1, !tbaa !17
  br label %89

89:                                               ; preds = %86, %82
  %90 = phi i8 [ %88, %86 ], [ %83, %82 ]
  %91 = sext i8 %90 to i32
  switch i32 %91, label %155 [
    i32 105, label %92
    i32 108, label %98
    i32 100, label %104
    i32 115, label %110
    i32 112, label %116
    i32 80, label %123
    i32 99, label %133
    i32 104, label %141
    i32 102, label %149
  ]

92:                                               ; preds = %89
  %93 = load i8*, i8** %2, align 4
  %94 = getelementptr inbounds i8, i8* %93, i32 4
  store i8* %94, i8** %2, align 4
  %95 = bitcast i8* %93 to i32*
  %96 = load i32, i32* %95, align 4
  %97 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0), i32 noundef %96)
  br label %155

98:                                               ; preds = %89
  %99 = load i8*, i8** %2, align 4
  %100 = getelementptr inbounds i8, i8* %99, i32 8
  store i8* %100, i8** %2, align 4
  %101 = bitcast i8* %99 to i64*
  %102 = load i64, i64* %101, align 4
  %103 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), i64 noundef %102)
  br label %155

104:                                              ; preds = %89
  %105 = load i8*, i8** %2, align 4
  %106 = getelementptr inbounds i8, i8* %105, i32 8
  store i8* %106, i8** %2, align 4
  %107 = bitcast i8* %105 to double*
  %108 = load double, double* %107, align 4
  %109 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.19, i32 0, i32 0), double noundef %108)
  br label %155

110:                                              ; preds = %89
  %111 = load i8*, i8** %2, align 4
  %112 = getelementptr inbounds i8, i8* %111, i32 4
  store i8* %112, i8** %2, align 4
  %113 = bitcast i8* %111 to i8**
  %114 = load i8*, i8** %113, align 4
  %115 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i32 0, i32 0), i8* noundef %114)
  br label %155

116:                                              ; preds = %89
  %117 = load i8*, i8** %2, align 4
  %118 = getelementptr inbounds i8, i8* %117, i32 4
  store i8* %118, i8** %2, align 4
  %119 = bitcast i8* %117 to i32**
  %120 = load i32*, i32** %119, align 4
  %121 = load i32, i32* %120, align 4, !tbaa !9
  %122 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), i32 noundef %121)
  br label %155

123:                                              ; preds = %89
  %124 = load i8*, i8** %2, align 4
  %125 = getelementptr inbounds i8, i8* %124, i32 8
  store i8* %125, i8** %2, align 4
  %126 = bitcast i8* %124 to i32*
  %127 = load i32, i32* %126, align 4, !tbaa.struct !18
  %128 = getelementptr inbounds i8, i8* %124, i32 4
  %129 = bitcast i8* %128 to i16*
  %130 = load i16, i16* %129, align 4, !tbaa.struct !21
  %131 = sext i16 %130 to i32
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i32 0, i32 0), i32 noundef %127, i32 noundef %131)
  br label %155

133:                                              ; preds = %89
  %134 = load i8*, i8** %2, align 4
  %135 = getelementptr inbounds i8, i8* %134, i32 4
  store i8* %135, i8** %2, align 4
  %136 = bitcast i8* %134 to i32*
  %137 = load i32, i32* %136, align 4
  %138 = shl i32 %137, 24
  %139 = ashr exact i32 %138, 24
  %140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), i32 noundef %139)
  br label %155

141:                                              ; preds = %89
  %142 = load i8*, i8** %2, align 4
  %143 = getelementptr inbounds i8, i8* %142, i32 4
  store i8* %143, i8** %2, align 4
  %144 = bitcast i8* %142 to i32*
  %145 = load i32, i32* %144, align 4
  %146 = shl i32 %145, 16
  %147 = ashr exact i32 %146, 16
  %148 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0), i32 noundef %147)
  br label %155

149:                                              ; preds = %89
  %150 = load i8*, i8** %2, align 4
  %151 = getelementptr inbounds i8, i8* %150, i32 8
  store i8* %151, i8** %2, align 4
  %152 = bitcast i8* %150 to double*
  %153 = load double, double* %152, align 4
  %154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i32 0, i32 0), double noundef %153)
  br label %155

155:                                              ; preds = %92, %98, %104, %110, %116, %123, %133, %141, %149, %89
  %156 = getelementptr inbounds i8, i8* %84, i32 1
  %157 = load i8, i8* %156, align 1, !tbaa !17
  %158 = icmp eq i8 %157, 0
  br i1 %158, label %78, label %82, !llvm.loop !22

159:                                              ; preds = %204, %78
  %160 = phi i32 [ 0, %78 ], [ %205, %204 ]
  %161 = phi double [ 0.000000e+00, %78 ], [ %206, %204 ]
  %162 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.26, i32 0, i32 0), i32 noundef %160, double noundef %161)
  call void @llvm.va_end(i8* nonnull %5)
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #8
  ret void

163:                                              ; preds = %78, %204
  %164 = phi i8 [ %208, %204 ], [ %80, %78 ]
  %165 = phi i8* [ %207, %204 ], [ %0, %78 ]
  %166 = phi double [ %206, %204 ], [ 0.000000e+00, %78 ]
  %167 = phi i32 [ %205, %204 ], [ 0, %78 ]
  %168 = sext i8 %164 to i32
  switch i32 %168, label %204 [
    i32 105, label %169
    i32 99, label %169
    i32 104, label %169
    i32 108, label %175
    i32 100, label %182
    i32 102, label %182
    i32 115, label %188
    i32 112, label %191
    i32 80, label %198
  ]

169:                                              ; preds = %163, %163, %163
  %170 = load i8*, i8** %3, align 4
  %171 = getelementptr inbounds i8, i8* %170, i32 4
  store i8* %171, i8** %3, align 4
  %172 = bitcast i8* %170 to i32*
  %173 = load i32, i32* %172, align 4
  %174 = add nsw i32 %173, %167
  br label %204

175:                                              ; preds = %163
  %176 = load i8*, i8** %3, align 4
  %177 = getelementptr inbounds i8, i8* %176, i32 8
  store i8* %177, i8** %3, align 4
  %178 = bitcast i8* %176 to i64*
  %179 = load i64, i64* %178, align 4
  %180 = trunc i64 %179 to i32
  %181 = add nsw i32 %167, %180
  br label %204

182:                                              ; preds = %163, %163
  %183 = load i8*, i8** %3, align 4
  %184 = getelementptr inbounds i8, i8* %183, i32 8
  store i8* %184, i8** %3, align 4
  %185 = bitcast i8* %183 to double*
  %186 = load double, double* %185, align 4
  %187 = fadd double %166, %186
  br label %204

188:                                              ; preds = %163
  %189 = load i8*, i8** %3, align 4
  %190 = getelementptr inbounds i8, i8* %189, i32 4
  store i8* %190, i8** %3, align 4
  br label %204

191:                                              ; preds = %163
  %192 = load i8*, i8** %3, align 4
  %193 = getelementptr inbounds i8, i8* %192, i32 4
  store i8* %193, i8** %3, align 4
  %194 = bitcast i8* %192 to i32**
  %195 = load i32*, i32** %194, align 4
  %196 = load i32, i32* %195, align 4, !tbaa !9
  %197 = add nsw i32 %196, %167
  br label %204

198:                                              ; preds = %163
  %199 = load i8*, i8** %3, align 4
  %200 = getelementptr inbounds i8, i8* %199, i32 8
  store i8* %200, i8** %3, align 4
  %201 = bitcast i8* %199 to i32*
  %202 = load i32, i32* %201, align 4, !tbaa.struct !18
  %203 = add nsw i32 %202, %167
  br label %204

204:                                              ; preds = %169, %175, %182, %188, %191, %198, %163
  %205 = phi i32 [ %167, %163 ], [ %203, %198 ], [ %197, %191 ], [ %167, %188 ], [ %167, %182 ], [ %181, %175 ], [ %174, %169 ]
  %206 = phi double [ %166, %163 ], [ %166, %198 ], [ %166, %191 ], [ %166, %188 ], [ %187, %182 ], [ %166, %175 ], [ %166, %169 ]
  %207 = getelementptr inbounds i8, i8* %165, i32 1
  %208 = load i8, i8* %207, align 1, !tbaa !17
  %209 = icmp eq i8 %208, 0
  br i1 %209, label %159, label %163, !llvm.loop !24
}

; Function Attrs: nofree nosync nounwind
define internal i64 @after_seven(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, ...) unnamed_addr #2 {
  %8 = alloca i8*, align 4
  %9 = bitcast i8** %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #8
  call void @llvm.va_start(i8* nonnull %9)
  %10 = load i8*, i8** %8, align 4
  br label %11

11:                                               ; preds = %26, %7
  %12 = phi i8* [ %27, %26 ], [ %10, %7 ]
  %13 = phi double [ %30, %26 ], [ 0.000000e+00, %7 ]
  %14 = phi i64 [ %17, %26 ], [ 28, %7 ]
  br label %15

15:                                               ; preds = %11, %21
  %16 = phi i8* [ %22, %21 ], [ %12, %11 ]
  %17 = phi i64 [ %25, %21 ], [ %14, %11 ]
  %18 = getelementptr inbounds i8, i8* %16, i32 4
  store i8* %18, i8** %8, align 4
  %19 = bitcast i8* %16 to i32*
  %20 = load i32, i32* %19, align 4
  switch i32 %20, label %26 [
    i32 0, label %31
    i32 1, label %21
  ]

21:                                               ; preds = %15
  %22 = getelementptr inbounds i8, i8* %16, i32 12
  store i8* %22, i8** %8, align 4
  %23 = bitcast i8* %18 to i64*
  %24 = load i64, i64* %23, align 4
  %25 = add nsw i64 %24, %17
  br label %15

26:                                               ; preds = %15
  %27 = getelementptr inbounds i8, i8* %16, i32 12
  store i8* %27, i8** %8, align 4
  %28 = bitcast i8* %18 to double*
  %29 = load double, double* %28, align 4
  %30 = fadd double %13, %29
  br label %11

31:                                               ; preds = %15
  call void @llvm.va_end(i8* nonnull %9)
  %32 = mul nsw i64 %17, 1000
  %33 = fmul double %13, 1.000000e+01
  %34 = fptosi double %33 to i64
  %35 = add nsw i64 %32, %34
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #8
  ret i64 %35
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca i8*, align 4
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = load i8*, i8** %2, align 4, !tbaa !25
  %5 = getelementptr inbounds i8, i8* %4, i32 4
  %6 = bitcast i8* %4 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = getelementptr inbounds i8, i8* %4, i32 8
  %9 = bitcast i8* %5 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = add nsw i32 %10, %7
  %12 = getelementptr inbounds i8, i8* %4, i32 12
  %13 = bitcast i8* %8 to i32*
  %14 = load i32, i32* %13, align 4
  %15 = add nsw i32 %11, %14
  %16 = getelementptr inbounds i8, i8* %4, i32 16
  %17 = bitcast i8* %12 to i32*
  %18 = load i32, i32* %17, align 4
  %19 = add nsw i32 %15, %18
  %20 = getelementptr inbounds i8, i8* %4, i32 20
  %21 = bitcast i8* %16 to i32*
  %22 = load i32, i32* %21, align 4
  %23 = add nsw i32 %19, %22
  %24 = getelementptr inbounds i8, i8* %4, i32 24
  %25 = bitcast i8* %20 to i32*
  %26 = load i32, i32* %25, align 4
  %27 = add nsw i32 %23, %26
  %28 = getelementptr inbounds i8, i8* %4, i32 28
  %29 = bitcast i8* %24 to i32*
  %30 = load i32, i32* %29, align 4
  %31 = add nsw i32 %27, %30
  %32 = bitcast i8* %28 to i32*
  %33 = load i32, i32* %32, align 4
  %34 = add nsw i32 %31, %33
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #8
  ret i32 %34
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = !{!11, !11, i64 0}
!18 = !{i64 0, i64 4, !9, i64 4, i64 2, !19}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !11, i64 0}
!21 = !{i64 0, i64 2, !19}
!22 = distinct !{!22, !14, !23}
!23 = !{!"llvm.loop.peeled.count", i32 1}
!24 = distinct !{!24, !14}
!25 = !{!26, !26, i64 0}
!26 = !{!"any pointer", !11, i64 0}
