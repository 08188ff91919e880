; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.__va_list = type { i8* }

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
define dso_local i32 @main() local_unnamed_addr #0 {
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
  %2 = alloca %struct.__va_list, align 4
  %3 = bitcast %struct.__va_list* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i32 0, i32 0
  %7 = load i8*, i8** %6, align 4
  br label %10

8:                                                ; preds = %10, %1
  %9 = phi i32 [ 0, %1 ], [ %19, %10 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #8
  ret i32 %9

10:                                               ; preds = %5, %10
  %11 = phi i8* [ %7, %5 ], [ %14, %10 ]
  %12 = phi i32 [ 0, %5 ], [ %17, %10 ]
  %13 = phi i32 [ 0, %5 ], [ %19, %10 ]
  %14 = getelementptr inbounds i8, i8* %11, i32 4
  store i8* %14, i8** %6, align 4
  %15 = bitcast i8* %11 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = add nuw nsw i32 %12, 1
  %18 = mul nsw i32 %16, %17
  %19 = add nsw i32 %18, %13
  %20 = icmp eq i32 %17, %0
  br i1 %20, label %8, label %10, !llvm.loop !13
}

; Function Attrs: nofree nosync nounwind
define internal i64 @sum_ll(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 4
  %3 = bitcast %struct.__va_list* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i32 0, i32 0
  %7 = load i8*, i8** %6, align 4
  br label %11

8:                                                ; preds = %11
  store i8* %19, i8** %6, align 4
  br label %9

9:                                                ; preds = %8, %1
  %10 = phi i64 [ %24, %8 ], [ 0, %1 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #8
  ret i64 %10

11:                                               ; preds = %5, %11
  %12 = phi i8* [ %7, %5 ], [ %19, %11 ]
  %13 = phi i32 [ 0, %5 ], [ %25, %11 ]
  %14 = phi i64 [ 0, %5 ], [ %24, %11 ]
  %15 = ptrtoint i8* %12 to i32
  %16 = add i32 %15, 7
  %17 = and i32 %16, -8
  %18 = inttoptr i32 %17 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i32 8
  %20 = inttoptr i32 %17 to i64*
  %21 = load i64, i64* %20, align 8
  %22 = zext i32 %13 to i64
  %23 = add nsw i64 %21, %22
  %24 = xor i64 %23, %14
  %25 = add nuw nsw i32 %13, 1
  %26 = icmp eq i32 %25, %0
  br i1 %26, label %8, label %11, !llvm.loop !15
}

; Function Attrs: nofree nosync nounwind
define internal double @sum_doubles(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 4
  %3 = bitcast %struct.__va_list* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i32 0, i32 0
  %7 = load i8*, i8** %6, align 4
  br label %11

8:                                                ; preds = %11
  store i8* %19, i8** %6, align 4
  br label %9

9:                                                ; preds = %8, %1
  %10 = phi double [ %22, %8 ], [ 0.000000e+00, %1 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #8
  ret double %10

11:                                               ; preds = %5, %11
  %12 = phi i8* [ %7, %5 ], [ %19, %11 ]
  %13 = phi i32 [ 0, %5 ], [ %23, %11 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %22, %11 ]
  %15 = ptrtoint i8* %12 to i32
  %16 = add i32 %15, 7
  %17 = and i32 %16, -8
  %18 = inttoptr i32 %17 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i32 8
  %20 = inttoptr i32 %17 to double*
  %21 = load double, double* %20, align 8
  %22 = call double @llvm.fmuladd.f64(double %14, double 2.000000e+00, double %21)
  %23 = add nuw nsw i32 %13, 1
  %24 = icmp eq i32 %23, %0
  br i1 %24, label %8, label %11, !llvm.loop !16
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nofree nounwind
define internal void @show(i8* noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca %struct.__va_list, align 4
  %3 = alloca %struct.__va_list, align 4
  %4 = bitcast %struct.__va_list* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #8
  %5 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #8
  call void @llvm.va_start(i8* nonnull %4)
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4)
  %6 = call i32 @putchar(i32 91)
  %7 = load i8, i8* %0, align 1, !tbaa !17
  %8 = icmp eq i8 %7, 0
  br i1 %8, label %89, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i32 0, i32 0
  switch i8 %7, label %85 [
    i8 105, label %79
    i8 108, label %69
    i8 100, label %59
    i8 115, label %53
    i8 112, label %46
    i8 80, label %36
    i8 99, label %29
    i8 104, label %21
    i8 102, label %11
  ]

11:                                               ; preds = %9
  %12 = load i8*, i8** %10, align 4
  %13 = ptrtoint i8* %12 to i32
  %14 = add i32 %13, 7
  %15 = and i32 %14, -8
  %16 = inttoptr i32 %15 to i8*
  %17 = getelementptr inbounds i8, i8* %16, i32 8
  store i8* %17, i8** %10, align 4
  %18 = inttoptr i32 %15 to double*
  %19 = load double, double* %18, align 8
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i32 0, i32 0), double noundef %19)
  br label %85

21:                                               ; preds = %9
  %22 = load i8*, i8** %10, align 4
  %23 = getelementptr inbounds i8, i8* %22, i32 4
  store i8* %23, i8** %10, align 4
  %24 = bitcast i8* %22 to i32*
  %25 = load i32, i32* %24, align 4
  %26 = shl i32 %25, 16
  %27 = ashr exact i32 %26, 16
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0), i32 noundef %27)
  br label %85

29:                                               ; preds = %9
  %30 = load i8*, i8** %10, align 4
  %31 = getelementptr inbounds i8, i8* %30, i32 4
  store i8* %31, i8** %10, align 4
  %32 = bitcast i8* %30 to i32*
  %33 = load i32, i32* %32, align 4
  %34 = and i32 %33, 255
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), i32 noundef %34)
  br label %85

36:                                               ; preds = %9
  %37 = load i8*, i8** %10, align 4
  %38 = getelementptr inbounds i8, i8* %37, i32 8
  store i8* %38, i8** %10, align 4
  %39 = bitcast i8* %37 to i32*
  %40 = load i32, i32* %39, align 4, !tbaa.struct !18
  %41 = getelementptr inbounds i8, i8* %37, i32 4
  %42 = bitcast i8* %41 to i16*
  %43 = load i16, i16* %42, align 4, !tbaa.struct !21
  %44 = sext i16 %43 to i32
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i32 0, i32 0), i32 noundef %40, i32 noundef %44)
  br label %85

46:                                               ; preds = %9
  %47 = load i8*, i8** %10, align 4
  %48 = getelementptr inbounds i8, i8* %47, i32 4
  store i8* %48, i8** %10, align 4
  %49 = bitcast i8* %47 to i32**
  %50 = load i32*, i32** %49, align 4
  %51 = load i32, i32* %50, align 4, !tbaa !9
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), i32 noundef %51)
  br label %85

53:                                               ; preds = %9
  %54 = load i8*, i8** %10, align 4
  %55 = getelementptr inbounds i8, i8* %54, i32 4
  store i8* %55, i8** %10, align 4
  %56 = bitcast i8* %54 to i8**
  %57 = load i8*, i8** %56, align 4
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i32 0, i32 0), i8* noundef %57)
  br label %85

59:                                               ; preds = %9
  %60 = load i8*, i8** %10, align 4
  %61 = ptrtoint i8* %60 to i32
  %62 = add i32 %61, 7
  %63 = and i32 %62, -8
  %64 = inttoptr i32 %63 to i8*
  %65 = getelementptr inbounds i8, i8* %64, i32 8
  store i8* %65, i8** %10, align 4
  %66 = inttoptr i32 %63 to double*
  %67 = load double, double* %66, align 8
  %68 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.19, i32 0, i32 0), double noundef %67)
  br label %85

69:                                               ; preds = %9
  %70 = load i8*, i8** %10, align 4
  %71 = ptrtoint i8* %70 to i32
  %72 = add i32 %71, 7
  %73 = and i32 %72, -8
  %74 = inttoptr i32 %73 to i8*
  %75 = getelementptr inbounds i8, i8* %74, i32 8
  store i8* %75, i8** %10, align 4
  %76 = inttoptr i32 %73 to i64*
  %77 = load i64, i64* %76, align 8
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), i64 noundef %77)
  br label %85

79:                                               ; preds = %9
  %80 = load i8*, i8** %10, align 4
  %81 = getelementptr inbounds i8, i8* %80, i32 4
  store i8* %81, i8** %10, align 4
  %82 = bitcast i8* %80 to i32*
  %83 = load i32, i32* %82, align 4
  %84 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0), i32 noundef %83)
  br label %85

85:                                               ; preds = %79, %69, %59, %53, %46, %36, %29, %21, %11, %9
  %86 = getelementptr inbounds i8, i8* %0, i32 1
  %87 = load i8, i8* %86, align 1, !tbaa !17
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %89, label %92

89:                                               ; preds = %175, %85, %1
  %90 = call i32 @putchar(i32 93)
  %91 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  br label %179

92:                                               ; preds = %85, %175
  %93 = phi i8 [ %177, %175 ], [ %87, %85 ]
  %94 = phi i8* [ %176, %175 ], [ %86, %85 ]
  %95 = icmp eq i8* %94, %0
  br i1 %95, label %99, label %96

96:                                               ; preds = %92
  %97 = call i32 @putchar(i32 32)
  %98 = load i8, i8* %94, align 1, !tbaa !17
  br label %99

99:                                               ; preds = %96, %92
  %100 = phi i8 [ %98, %96 ], [ %93, %92 ]
  switch i8 %100, label %175 [
    i8 105, label %101
    i8 108, label %107
    i8 100, label %117
    i8 115, label %127
    i8 112, label %133
    i8 80, label %140
    i8 99, label %150
    i8 104, label %157
    i8 102, label %165
  ]

101:                                              ; preds = %99
  %102 = load i8*, i8** %10, align 4
  %103 = getelementptr inbounds i8, i8* %102, i32 4
  store i8* %103, i8** %10, align 4
  %104 = bitcast i8* %102 to i32*
  %105 = load i32, i32* %104, align 4
  %106 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0), i32 noundef %105)
  br label %175

107:                                              ; preds = %99
  %108 = load i8*, i8** %10, align 4
  %109 = ptrtoint i8* %108 to i32
  %110 = add i32 %109, 7
  %111 = and i32 %110, -8
  %112 = inttoptr i32 %111 to i8*
  %113 = getelementptr inbounds i8, i8* %112, i32 8
  store i8* %113, i8** %10, align 4
  %114 = inttoptr i32 %111 to i64*
  %115 = load i64, i64* %114, align 8
  %116 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), i64 noundef %115)
  br label %175

117:                                              ; preds = %99
  %118 = load i8*, i8** %10, align 4
  %119 = ptrtoint i8* %118 to i32
  %120 = add i32 %119, 7
  %121 = and i32 %120, -8
  %122 = inttoptr i32 %121 to i8*
  %123 = getelementptr inbounds i8, i8* %122, i32 8
  store i8* %123, i8** %10, align 4
  %124 = inttoptr i32 %121 to double*
  %125 = load double, double* %124, align 8
  %126 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.19, i32 0, i32 0), double noundef %125)
  br label %175

127:                                              ; preds = %99
  %128 = load i8*, i8** %10, align 4
  %129 = getelementptr inbounds i8, i8* %128, i32 4
  store i8* %129, i8** %10, align 4
  %130 = bitcast i8* %128 to i8**
  %131 = load i8*, i8** %130, align 4
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i32 0, i32 0), i8* noundef %131)
  br label %175

133:                                              ; preds = %99
  %134 = load i8*, i8** %10, align 4
  %135 = getelementptr inbounds i8, i8* %134, i32 4
  store i8* %135, i8** %10, align 4
  %136 = bitcast i8* %134 to i32**
  %137 = load i32*, i32** %136, align 4
  %138 = load i32, i32* %137, align 4, !tbaa !9
  %139 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), i32 noundef %138)
  br label %175

140:                                              ; preds = %99
  %141 = load i8*, i8** %10, align 4
  %142 = getelementptr inbounds i8, i8* %141, i32 8
  store i8* %142, i8** %10, align 4
  %143 = bitcast i8* %141 to i32*
  %144 = load i32, i32* %143, align 4, !tbaa.struct !18
  %145 = getelementptr inbounds i8, i8* %141, i32 4
  %146 = bitcast i8* %145 to i16*
  %147 = load i16, i16* %146, align 4, !tbaa.struct !21
  %148 = sext i16 %147 to i32
  %149 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i32 0, i32 0), i32 noundef %144, i32 noundef %148)
  br label %175

150:                                              ; preds = %99
  %151 = load i8*, i8** %10, align 4
  %152 = getelementptr inbounds i8, i8* %151, i32 4
  store i8* %152, i8** %10, align 4
  %153 = bitcast i8* %151 to i32*
  %154 = load i32, i32* %153, align 4
  %155 = and i32 %154, 255
  %156 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), i32 noundef %155)
  br label %175

157:                                              ; preds = %99
  %158 = load i8*, i8** %10, align 4
  %159 = getelementptr inbounds i8, i8* %158, i32 4
  store i8* %159, i8** %10, align 4
  %160 = bitcast i8* %158 to i32*
  %161 = load i32, i32* %160, align 4
  %162 = shl i32 %161, 16
  %163 = ashr exact i32 %162, 16
  %164 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0), i32 noundef %163)
  br label %175

165:                                              ; preds = %99
  %166 = load i8*, i8** %10, align 4
  %167 = ptrtoint i8* %166 to i32
  %168 = add i32 %167, 7
  %169 = and i32 %168, -8
  %170 = inttoptr i32 %169 to i8*
  %171 = getelementptr inbounds i8, i8* %170, i32 8
  store i8* %171, i8** %10, align 4
  %172 = inttoptr i32 %169 to double*
  %173 = load double, double* %172, align 8
  %174 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i32 0, i32 0), double noundef %173)
  br label %175

175:                                              ; preds = %101, %107, %117, %127, %133, %140, %150, %157, %165, %99
  %176 = getelementptr inbounds i8, i8* %94, i32 1
  %177 = load i8, i8* %176, align 1, !tbaa !17
  %178 = icmp eq i8 %177, 0
  br i1 %178, label %89, label %92, !llvm.loop !22

179:                                              ; preds = %229, %89
  %180 = phi i32 [ 0, %89 ], [ %230, %229 ]
  %181 = phi double [ 0.000000e+00, %89 ], [ %231, %229 ]
  %182 = phi i8* [ %0, %89 ], [ %232, %229 ]
  %183 = load i8, i8* %182, align 1, !tbaa !17
  switch i8 %183, label %229 [
    i8 0, label %184
    i8 105, label %186
    i8 99, label %186
    i8 104, label %186
    i8 108, label %192
    i8 100, label %203
    i8 102, label %203
    i8 115, label %213
    i8 112, label %216
    i8 80, label %223
  ]

184:                                              ; preds = %179
  %185 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.26, i32 0, i32 0), i32 noundef %180, double noundef %181)
  call void @llvm.va_end(i8* nonnull %5)
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #8
  ret void

186:                                              ; preds = %179, %179, %179
  %187 = load i8*, i8** %91, align 4
  %188 = getelementptr inbounds i8, i8* %187, i32 4
  store i8* %188, i8** %91, align 4
  %189 = bitcast i8* %187 to i32*
  %190 = load i32, i32* %189, align 4
  %191 = add nsw i32 %190, %180
  br label %229

192:                                              ; preds = %179
  %193 = load i8*, i8** %91, align 4
  %194 = ptrtoint i8* %193 to i32
  %195 = add i32 %194, 7
  %196 = and i32 %195, -8
  %197 = inttoptr i32 %196 to i8*
  %198 = getelementptr inbounds i8, i8* %197, i32 8
  store i8* %198, i8** %91, align 4
  %199 = inttoptr i32 %196 to i64*
  %200 = load i64, i64* %199, align 8
  %201 = trunc i64 %200 to i32
  %202 = add nsw i32 %180, %201
  br label %229

203:                                              ; preds = %179, %179
  %204 = load i8*, i8** %91, align 4
  %205 = ptrtoint i8* %204 to i32
  %206 = add i32 %205, 7
  %207 = and i32 %206, -8
  %208 = inttoptr i32 %207 to i8*
  %209 = getelementptr inbounds i8, i8* %208, i32 8
  store i8* %209, i8** %91, align 4
  %210 = inttoptr i32 %207 to double*
  %211 = load double, double* %210, align 8
  %212 = fadd double %181, %211
  br label %229

213:                                              ; preds = %179
  %214 = load i8*, i8** %91, align 4
  %215 = getelementptr inbounds i8, i8* %214, i32 4
  store i8* %215, i8** %91, align 4
  br label %229

216:                                              ; preds = %179
  %217 = load i8*, i8** %91, align 4
  %218 = getelementptr inbounds i8, i8* %217, i32 4
  store i8* %218, i8** %91, align 4
  %219 = bitcast i8* %217 to i32**
  %220 = load i32*, i32** %219, align 4
  %221 = load i32, i32* %220, align 4, !tbaa !9
  %222 = add nsw i32 %221, %180
  br label %229

223:                                              ; preds = %179
  %224 = load i8*, i8** %91, align 4
  %225 = getelementptr inbounds i8, i8* %224, i32 8
  store i8* %225, i8** %91, align 4
  %226 = bitcast i8* %224 to i32*
  %227 = load i32, i32* %226, align 4, !tbaa.struct !18
  %228 = add nsw i32 %227, %180
  br label %229

229:                                              ; preds = %179, %186, %192, %203, %213, %216, %223
  %230 = phi i32 [ %228, %223 ], [ %222, %216 ], [ %180, %213 ], [ %180, %203 ], [ %202, %192 ], [ %191, %186 ], [ %180, %179 ]
  %231 = phi double [ %181, %223 ], [ %181, %216 ], [ %181, %213 ], [ %212, %203 ], [ %181, %192 ], [ %181, %186 ], [ %181, %179 ]
  %232 = getelementptr inbounds i8, i8* %182, i32 1
  br label %179, !llvm.loop !24
}

; Function Attrs: nofree nosync nounwind
define internal i64 @after_seven(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, ...) unnamed_addr #2 {
  %8 = alloca %struct.__va_list, align 4
  %9 = bitcast %struct.__va_list* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #8
  call void @llvm.va_start(i8* nonnull %9)
  %10 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %8, i32 0, i32 0
  %11 = load i8*, i8** %10, align 4
  br label %12

12:                                               ; preds = %31, %7
  %13 = phi i8* [ %36, %31 ], [ %11, %7 ]
  %14 = phi double [ %39, %31 ], [ 0.000000e+00, %7 ]
  %15 = phi i64 [ %18, %31 ], [ 28, %7 ]
  br label %16

16:                                               ; preds = %12, %22
  %17 = phi i8* [ %27, %22 ], [ %13, %12 ]
  %18 = phi i64 [ %30, %22 ], [ %15, %12 ]
  %19 = getelementptr inbounds i8, i8* %17, i32 4
  store i8* %19, i8** %10, align 4
  %20 = bitcast i8* %17 to i32*
  %21 = load i32, i32* %20, align 4
  switch i32 %21, label %31 [
    i32 0, label %40
    i32 1, label %22
  ]

22:                                               ; preds = %16
  %23 = ptrtoint i8* %19 to i32
  %24 = add i32 %23, 7
  %25 = and i32 %24, -8
  %26 = inttoptr i32 %25 to i8*
  %27 = getelementptr inbounds i8, i8* %26, i32 8
  store i8* %27, i8** %10, align 4
  %28 = inttoptr i32 %25 to i64*
  %29 = load i64, i64* %28, align 8
  %30 = add nsw i64 %29, %18
  br label %16

31:                                               ; preds = %16
  %32 = ptrtoint i8* %19 to i32
  %33 = add i32 %32, 7
  %34 = and i32 %33, -8
  %35 = inttoptr i32 %34 to i8*
  %36 = getelementptr inbounds i8, i8* %35, i32 8
  store i8* %36, i8** %10, align 4
  %37 = inttoptr i32 %34 to double*
  %38 = load double, double* %37, align 8
  %39 = fadd double %14, %38
  br label %12

40:                                               ; preds = %16
  call void @llvm.va_end(i8* nonnull %9)
  %41 = mul nsw i64 %18, 1000
  %42 = fmul double %14, 1.000000e+01
  %43 = fptosi double %42 to i64
  %44 = add nsw i64 %41, %43
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #8
  ret i64 %44
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca %struct.__va_list, align 4
  %3 = bitcast %struct.__va_list* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = bitcast %struct.__va_list* %2 to i32*
  %5 = load i32, i32* %4, align 4
  %6 = inttoptr i32 %5 to i8*
  %7 = getelementptr inbounds i8, i8* %6, i32 4
  %8 = inttoptr i32 %5 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %6, i32 8
  %11 = bitcast i8* %7 to i32*
  %12 = load i32, i32* %11, align 4
  %13 = add nsw i32 %12, %9
  %14 = getelementptr inbounds i8, i8* %6, i32 12
  %15 = bitcast i8* %10 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = add nsw i32 %13, %16
  %18 = getelementptr inbounds i8, i8* %6, i32 16
  %19 = bitcast i8* %14 to i32*
  %20 = load i32, i32* %19, align 4
  %21 = add nsw i32 %17, %20
  %22 = getelementptr inbounds i8, i8* %6, i32 20
  %23 = bitcast i8* %18 to i32*
  %24 = load i32, i32* %23, align 4
  %25 = add nsw i32 %21, %24
  %26 = getelementptr inbounds i8, i8* %6, i32 24
  %27 = bitcast i8* %22 to i32*
  %28 = load i32, i32* %27, align 4
  %29 = add nsw i32 %25, %28
  %30 = getelementptr inbounds i8, i8* %6, i32 28
  %31 = bitcast i8* %26 to i32*
  %32 = load i32, i32* %31, align 4
  %33 = add nsw i32 %29, %32
  %34 = bitcast i8* %30 to i32*
  %35 = load i32, i32* %34, align 4
  %36 = add nsw i32 %33, %35
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #8
  ret i32 %36
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

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
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
!7 = !{i32 7, !"PIE Level", i32 2}
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
