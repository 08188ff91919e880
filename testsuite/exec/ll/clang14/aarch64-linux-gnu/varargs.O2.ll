; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { i8*, i8*, i8*, i32, i32 }

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
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = tail call i32 (i32, ...) @sum_ints(i32 noundef 0)
  %4 = tail call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %5 = tail call i32 (i32, ...) @sum_ints(i32 noundef 12, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef -12)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), i32 noundef %3, i32 noundef %4, i32 noundef %5)
  %7 = tail call i64 (i32, ...) @sum_ll(i32 noundef 2, i64 noundef 1099511627776, i64 noundef -1)
  %8 = tail call i64 (i32, ...) @sum_ll(i32 noundef 9, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 1125899906842624, i64 noundef 5, i64 noundef -6, i64 noundef 7, i64 noundef 8, i64 noundef 9)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i64 noundef %7, i64 noundef %8)
  %10 = tail call double (i32, ...) @sum_doubles(i32 noundef 3, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01)
  %11 = tail call double (i32, ...) @sum_doubles(i32 noundef 12, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, double noundef 5.000000e-01)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), double noundef %10, double noundef %11)
  %13 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13) #8
  store i32 42, i32* %1, align 4, !tbaa !10
  %14 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %14) #8
  store i32 -7, i32* %2, align 4, !tbaa !10
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i32 noundef 5, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), double noundef 5.500000e+00)
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef 1, double noundef 5.000000e-01, i64 noundef 10, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.500000e+00, i64 noundef 20, double noundef 2.250000e+00, i32 noundef 3, double noundef 3.500000e+00, i64 noundef 30, double noundef 3.250000e+00, i32 noundef 4, double noundef 4.500000e+00, i64 noundef 40, double noundef 4.250000e+00, i32 noundef 5, double noundef 5.500000e+00, i64 noundef 50, double noundef 5.250000e+00)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32* noundef nonnull %1, i32 noundef 90, i32* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), i32 noundef -300, double noundef 7.500000e-01, i64 281462091808867)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i64 noundef 8589934592, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef -34359738368, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %15 = call i64 (i32, i32, i32, i32, i32, i32, i32, ...) @after_seven(i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 noundef 1, i64 noundef 100, i32 noundef 2, double noundef 5.000000e-01, i32 noundef 1, i64 noundef 1048576, i32 noundef 2, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 2, double noundef 4.000000e+00, i32 noundef 2, double noundef 5.000000e+00, i32 noundef 2, double noundef 6.000000e+00, i32 noundef 2, double noundef 7.000000e+00, i32 noundef 2, double noundef 8.000000e+00, i32 noundef 2, double noundef 9.000000e+00, i32 noundef 0)
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i64 0, i64 0), i64 noundef %15)
  %17 = call i32 (i32, ...) @forward(i32 undef, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.12, i64 0, i64 0), i32 noundef %17)
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([81 x i8], [81 x i8]* @.str.13, i64 0, i64 0), i32 noundef -1, i32 noundef -294967296, i32 noundef 48879, i32 noundef 48879, i32 noundef 8, i32 noundef 65, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.14, i64 0, i64 0), i64 noundef -9000000000, i64 noundef -446744073709551616, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 0x419D6F3454000000, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef -2, i32 noundef 200)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %14) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13) #8
  ret i32 23
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind uwtable
define internal i32 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  %3 = bitcast %struct.__va_list* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %11

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 3
  %7 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 1
  %8 = load i8*, i8** %7, align 8
  %9 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 0
  %10 = load i32, i32* %6, align 8
  br label %13

11:                                               ; preds = %28, %1
  %12 = phi i32 [ 0, %1 ], [ %35, %28 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %3) #8
  ret i32 %12

13:                                               ; preds = %5, %28
  %14 = phi i32 [ %10, %5 ], [ %29, %28 ]
  %15 = phi i32 [ 0, %5 ], [ %33, %28 ]
  %16 = phi i32 [ 0, %5 ], [ %35, %28 ]
  %17 = icmp sgt i32 %14, -1
  br i1 %17, label %24, label %18

18:                                               ; preds = %13
  %19 = add nsw i32 %14, 8
  store i32 %19, i32* %6, align 8
  %20 = icmp ult i32 %14, -7
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = sext i32 %14 to i64
  %23 = getelementptr inbounds i8, i8* %8, i64 %22
  br label %28

24:                                               ; preds = %18, %13
  %25 = phi i32 [ %19, %18 ], [ %14, %13 ]
  %26 = load i8*, i8** %9, align 8
  %27 = getelementptr inbounds i8, i8* %26, i64 8
  store i8* %27, i8** %9, align 8
  br label %28

28:                                               ; preds = %24, %21
  %29 = phi i32 [ %19, %21 ], [ %25, %24 ]
  %30 = phi i8* [ %23, %21 ], [ %26, %24 ]
  %31 = bitcast i8* %30 to i32*
  %32 = load i32, i32* %31, align 8
  %33 = add nuw nsw i32 %15, 1
  %34 = mul nsw i32 %32, %33
  %35 = add nsw i32 %34, %16
  %36 = icmp eq i32 %33, %0
  br i1 %36, label %11, label %13, !llvm.loop !14
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @sum_ll(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  %3 = bitcast %struct.__va_list* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %12

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 3
  %7 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 1
  %8 = load i8*, i8** %7, align 8
  %9 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 0
  %10 = zext i32 %0 to i64
  %11 = load i32, i32* %6, align 8
  br label %14

12:                                               ; preds = %29, %1
  %13 = phi i64 [ 0, %1 ], [ %35, %29 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %3) #8
  ret i64 %13

14:                                               ; preds = %5, %29
  %15 = phi i32 [ %11, %5 ], [ %30, %29 ]
  %16 = phi i64 [ 0, %5 ], [ %36, %29 ]
  %17 = phi i64 [ 0, %5 ], [ %35, %29 ]
  %18 = icmp sgt i32 %15, -1
  br i1 %18, label %25, label %19

19:                                               ; preds = %14
  %20 = add nsw i32 %15, 8
  store i32 %20, i32* %6, align 8
  %21 = icmp ult i32 %15, -7
  br i1 %21, label %22, label %25

22:                                               ; preds = %19
  %23 = sext i32 %15 to i64
  %24 = getelementptr inbounds i8, i8* %8, i64 %23
  br label %29

25:                                               ; preds = %19, %14
  %26 = phi i32 [ %20, %19 ], [ %15, %14 ]
  %27 = load i8*, i8** %9, align 8
  %28 = getelementptr inbounds i8, i8* %27, i64 8
  store i8* %28, i8** %9, align 8
  br label %29

29:                                               ; preds = %25, %22
  %30 = phi i32 [ %20, %22 ], [ %26, %25 ]
  %31 = phi i8* [ %24, %22 ], [ %27, %25 ]
  %32 = bitcast i8* %31 to i64*
  %33 = load i64, i64* %32, align 8
  %34 = add nsw i64 %33, %16
  %35 = xor i64 %34, %17
  %36 = add nuw nsw i64 %16, 1
  %37 = icmp eq i64 %36, %10
  br i1 %37, label %12, label %14, !llvm.loop !16
}

; Function Attrs: nofree nosync nounwind uwtable
define internal double @sum_doubles(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  %3 = bitcast %struct.__va_list* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %11

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 4
  %7 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 2
  %8 = load i8*, i8** %7, align 8
  %9 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 0
  %10 = load i32, i32* %6, align 4
  br label %13

11:                                               ; preds = %28, %1
  %12 = phi double [ 0.000000e+00, %1 ], [ %33, %28 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %3) #8
  ret double %12

13:                                               ; preds = %5, %28
  %14 = phi i32 [ %10, %5 ], [ %29, %28 ]
  %15 = phi i32 [ 0, %5 ], [ %34, %28 ]
  %16 = phi double [ 0.000000e+00, %5 ], [ %33, %28 ]
  %17 = icmp sgt i32 %14, -1
  br i1 %17, label %24, label %18

18:                                               ; preds = %13
  %19 = add nsw i32 %14, 16
  store i32 %19, i32* %6, align 4
  %20 = icmp ult i32 %14, -15
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = sext i32 %14 to i64
  %23 = getelementptr inbounds i8, i8* %8, i64 %22
  br label %28

24:                                               ; preds = %18, %13
  %25 = phi i32 [ %19, %18 ], [ %14, %13 ]
  %26 = load i8*, i8** %9, align 8
  %27 = getelementptr inbounds i8, i8* %26, i64 8
  store i8* %27, i8** %9, align 8
  br label %28

28:                                               ; preds = %24, %21
  %29 = phi i32 [ %19, %21 ], [ %25, %24 ]
  %30 = phi i8* [ %23, %21 ], [ %26, %24 ]
  %31 = bitcast i8* %30 to double*
  %32 = load double, double* %31, align 8
  %33 = call double @llvm.fmuladd.f64(double %16, double 2.000000e+00, double %32)
  %34 = add nuw nsw i32 %15, 1
  %35 = icmp eq i32 %34, %0
  br i1 %35, label %11, label %13, !llvm.loop !17
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nofree nounwind uwtable
define internal void @show(i8* noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = bitcast %struct.__va_list* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %4) #8
  %5 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %5) #8
  call void @llvm.va_start(i8* nonnull %4)
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4)
  %6 = call i32 @putchar(i32 91)
  %7 = load i8, i8* %0, align 1, !tbaa !18
  %8 = icmp eq i8 %7, 0
  br i1 %8, label %15, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 4
  %11 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 2
  %12 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 0
  %13 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 3
  %14 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 1
  br label %24

15:                                               ; preds = %203, %1
  %16 = call i32 @putchar(i32 93)
  %17 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i64 0, i32 3
  %18 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i64 0, i32 1
  %19 = load i8*, i8** %18, align 8
  %20 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i64 0, i32 0
  %21 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i64 0, i32 4
  %22 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i64 0, i32 2
  %23 = load i8*, i8** %22, align 8
  br label %207

24:                                               ; preds = %9, %203
  %25 = phi i8 [ %7, %9 ], [ %205, %203 ]
  %26 = phi i8* [ %0, %9 ], [ %204, %203 ]
  %27 = icmp eq i8* %26, %0
  br i1 %27, label %31, label %28

28:                                               ; preds = %24
  %29 = call i32 @putchar(i32 32)
  %30 = load i8, i8* %26, align 1, !tbaa !18
  br label %31

31:                                               ; preds = %28, %24
  %32 = phi i8 [ %30, %28 ], [ %25, %24 ]
  switch i8 %32, label %203 [
    i8 105, label %33
    i8 108, label %51
    i8 100, label %69
    i8 115, label %87
    i8 112, label %105
    i8 80, label %124
    i8 99, label %146
    i8 104, label %165
    i8 102, label %185
  ]

33:                                               ; preds = %31
  %34 = load i32, i32* %13, align 8
  %35 = icmp sgt i32 %34, -1
  br i1 %35, label %43, label %36

36:                                               ; preds = %33
  %37 = add nsw i32 %34, 8
  store i32 %37, i32* %13, align 8
  %38 = icmp ult i32 %34, -7
  br i1 %38, label %39, label %43

39:                                               ; preds = %36
  %40 = load i8*, i8** %14, align 8
  %41 = sext i32 %34 to i64
  %42 = getelementptr inbounds i8, i8* %40, i64 %41
  br label %46

43:                                               ; preds = %36, %33
  %44 = load i8*, i8** %12, align 8
  %45 = getelementptr inbounds i8, i8* %44, i64 8
  store i8* %45, i8** %12, align 8
  br label %46

46:                                               ; preds = %43, %39
  %47 = phi i8* [ %42, %39 ], [ %44, %43 ]
  %48 = bitcast i8* %47 to i32*
  %49 = load i32, i32* %48, align 8
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0), i32 noundef %49)
  br label %203

51:                                               ; preds = %31
  %52 = load i32, i32* %13, align 8
  %53 = icmp sgt i32 %52, -1
  br i1 %53, label %61, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %52, 8
  store i32 %55, i32* %13, align 8
  %56 = icmp ult i32 %52, -7
  br i1 %56, label %57, label %61

57:                                               ; preds = %54
  %58 = load i8*, i8** %14, align 8
  %59 = sext i32 %52 to i64
  %60 = getelementptr inbounds i8, i8* %58, i64 %59
  br label %64

61:                                               ; preds = %54, %51
  %62 = load i8*, i8** %12, align 8
  %63 = getelementptr inbounds i8, i8* %62, i64 8
  store i8* %63, i8** %12, align 8
  br label %64

64:                                               ; preds = %61, %57
  %65 = phi i8* [ %60, %57 ], [ %62, %61 ]
  %66 = bitcast i8* %65 to i64*
  %67 = load i64, i64* %66, align 8
  %68 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), i64 noundef %67)
  br label %203

69:                                               ; preds = %31
  %70 = load i32, i32* %10, align 4
  %71 = icmp sgt i32 %70, -1
  br i1 %71, label %79, label %72

72:                                               ; preds = %69
  %73 = add nsw i32 %70, 16
  store i32 %73, i32* %10, align 4
  %74 = icmp ult i32 %70, -15
  br i1 %74, label %75, label %79

75:                                               ; preds = %72
  %76 = load i8*, i8** %11, align 8
  %77 = sext i32 %70 to i64
  %78 = getelementptr inbounds i8, i8* %76, i64 %77
  br label %82

79:                                               ; preds = %72, %69
  %80 = load i8*, i8** %12, align 8
  %81 = getelementptr inbounds i8, i8* %80, i64 8
  store i8* %81, i8** %12, align 8
  br label %82

82:                                               ; preds = %79, %75
  %83 = phi i8* [ %78, %75 ], [ %80, %79 ]
  %84 = bitcast i8* %83 to double*
  %85 = load double, double* %84, align 8
  %86 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.19, i64 0, i64 0), double noundef %85)
  br label %203

87:                                               ; preds = %31
  %88 = load i32, i32* %13, align 8
  %89 = icmp sgt i32 %88, -1
  br i1 %89, label %97, label %90

90:                                               ; preds = %87
  %91 = add nsw i32 %88, 8
  store i32 %91, i32* %13, align 8
  %92 = icmp ult i32 %88, -7
  br i1 %92, label %93, label %97

93:                                               ; preds = %90
  %94 = load i8*, i8** %14, align 8
  %95 = sext i32 %88 to i64
  %96 = getelementptr inbounds i8, i8* %94, i64 %95
  br label %100

97:                                               ; preds = %90, %87
  %98 = load i8*, i8** %12, align 8
  %99 = getelementptr inbounds i8, i8* %98, i64 8
  store i8* %99, i8** %12, align 8
  br label %100

100:                                              ; preds = %97, %93
  %101 = phi i8* [ %96, %93 ], [ %98, %97 ]
  %102 = bitcast i8* %101 to i8**
  %103 = load i8*, i8** %102, align 8
  %104 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i64 0, i64 0), i8* noundef %103)
  br label %203

105:                                              ; preds = %31
  %106 = load i32, i32* %13, align 8
  %107 = icmp sgt i32 %106, -1
  br i1 %107, label %115, label %108

108:                                              ; preds = %105
  %109 = add nsw i32 %106, 8
  store i32 %109, i32* %13, align 8
  %110 = icmp ult i32 %106, -7
  br i1 %110, label %111, label %115

111:                                              ; preds = %108
  %112 = load i8*, i8** %14, align 8
  %113 = sext i32 %106 to i64
  %114 = getelementptr inbounds i8, i8* %112, i64 %113
  br label %118

115:                                              ; preds = %108, %105
  %116 = load i8*, i8** %12, align 8
  %117 = getelementptr inbounds i8, i8* %116, i64 8
  store i8* %117, i8** %12, align 8
  br label %118

118:                                              ; preds = %115, %111
  %119 = phi i8* [ %114, %111 ], [ %116, %115 ]
  %120 = bitcast i8* %119 to i32**
  %121 = load i32*, i32** %120, align 8
  %122 = load i32, i32* %121, align 4, !tbaa !10
  %123 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), i32 noundef %122)
  br label %203

124:                                              ; preds = %31
  %125 = load i32, i32* %13, align 8
  %126 = icmp sgt i32 %125, -1
  br i1 %126, label %134, label %127

127:                                              ; preds = %124
  %128 = add nsw i32 %125, 8
  store i32 %128, i32* %13, align 8
  %129 = icmp ult i32 %125, -7
  br i1 %129, label %130, label %134

130:                                              ; preds = %127
  %131 = load i8*, i8** %14, align 8
  %132 = sext i32 %125 to i64
  %133 = getelementptr inbounds i8, i8* %131, i64 %132
  br label %137

134:                                              ; preds = %127, %124
  %135 = load i8*, i8** %12, align 8
  %136 = getelementptr inbounds i8, i8* %135, i64 8
  store i8* %136, i8** %12, align 8
  br label %137

137:                                              ; preds = %134, %130
  %138 = phi i8* [ %133, %130 ], [ %135, %134 ]
  %139 = bitcast i8* %138 to i32*
  %140 = load i32, i32* %139, align 8, !tbaa.struct !19
  %141 = getelementptr inbounds i8, i8* %138, i64 4
  %142 = bitcast i8* %141 to i16*
  %143 = load i16, i16* %142, align 4, !tbaa.struct !22
  %144 = sext i16 %143 to i32
  %145 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i64 0, i64 0), i32 noundef %140, i32 noundef %144)
  br label %203

146:                                              ; preds = %31
  %147 = load i32, i32* %13, align 8
  %148 = icmp sgt i32 %147, -1
  br i1 %148, label %156, label %149

149:                                              ; preds = %146
  %150 = add nsw i32 %147, 8
  store i32 %150, i32* %13, align 8
  %151 = icmp ult i32 %147, -7
  br i1 %151, label %152, label %156

152:                                              ; preds = %149
  %153 = load i8*, i8** %14, align 8
  %154 = sext i32 %147 to i64
  %155 = getelementptr inbounds i8, i8* %153, i64 %154
  br label %159

156:                                              ; preds = %149, %146
  %157 = load i8*, i8** %12, align 8
  %158 = getelementptr inbounds i8, i8* %157, i64 8
  store i8* %158, i8** %12, align 8
  br label %159

159:                                              ; preds = %156, %152
  %160 = phi i8* [ %155, %152 ], [ %157, %156 ]
  %161 = bitcast i8* %160 to i32*
  %162 = load i32, i32* %161, align 8
  %163 = and i32 %162, 255
  %164 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), i32 noundef %163)
  br label %203

165:                                              ; preds = %31
  %166 = load i32, i32* %13, align 8
  %167 = icmp sgt i32 %166, -1
  br i1 %167, label %175, label %168

168:                                              ; preds = %165
  %169 = add nsw i32 %166, 8
  store i32 %169, i32* %13, align 8
  %170 = icmp ult i32 %166, -7
  br i1 %170, label %171, label %175

171:                                              ; preds = %168
  %172 = load i8*, i8** %14, align 8
  %173 = sext i32 %166 to i64
  %174 = getelementptr inbounds i8, i8* %172, i64 %173
  br label %178

175:                                              ; preds = %168, %165
  %176 = load i8*, i8** %12, align 8
  %177 = getelementptr inbounds i8, i8* %176, i64 8
  store i8* %177, i8** %12, align 8
  br label %178

178:                                              ; preds = %175, %171
  %179 = phi i8* [ %174, %171 ], [ %176, %175 ]
  %180 = bitcast i8* %179 to i32*
  %181 = load i32, i32* %180, align 8
  %182 = shl i32 %181, 16
  %183 = ashr exact i32 %182, 16
  %184 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0), i32 noundef %183)
  br label %203

185:                                              ; preds = %31
  %186 = load i32, i32* %10, align 4
  %187 = icmp sgt i32 %186, -1
  br i1 %187, label %195, label %188

188:                                              ; preds = %185
  %189 = add nsw i32 %186, 16
  store i32 %189, i32* %10, align 4
  %190 = icmp ult i32 %186, -15
  br i1 %190, label %191, label %195

191:                                              ; preds = %188
  %192 = load i8*, i8** %11, align 8
  %193 = sext i32 %186 to i64
  %194 = getelementptr inbounds i8, i8* %192, i64 %193
  br label %198

195:                                              ; preds = %188, %185
  %196 = load i8*, i8** %12, align 8
  %197 = getelementptr inbounds i8, i8* %196, i64 8
  store i8* %197, i8** %12, align 8
  br label %198

198:                                              ; preds = %195, %191
  %199 = phi i8* [ %194, %191 ], [ %196, %195 ]
  %200 = bitcast i8* %199 to double*
  %201 = load double, double* %200, align 8
  %202 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i64 0, i64 0), double noundef %201)
  br label %203

203:                                              ; preds = %46, %64, %82, %100, %118, %137, %159, %178, %198, %31
  %204 = getelementptr inbounds i8, i8* %26, i64 1
  %205 = load i8, i8* %204, align 1, !tbaa !18
  %206 = icmp eq i8 %205, 0
  br i1 %206, label %15, label %24, !llvm.loop !23

207:                                              ; preds = %310, %15
  %208 = phi i32 [ 0, %15 ], [ %311, %310 ]
  %209 = phi double [ 0.000000e+00, %15 ], [ %312, %310 ]
  %210 = phi i8* [ %0, %15 ], [ %313, %310 ]
  %211 = load i8, i8* %210, align 1, !tbaa !18
  switch i8 %211, label %310 [
    i8 0, label %212
    i8 105, label %214
    i8 99, label %214
    i8 104, label %214
    i8 108, label %231
    i8 100, label %249
    i8 102, label %249
    i8 115, label %266
    i8 112, label %275
    i8 80, label %293
  ]

212:                                              ; preds = %207
  %213 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.26, i64 0, i64 0), i32 noundef %208, double noundef %209)
  call void @llvm.va_end(i8* nonnull %5)
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %5) #8
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %4) #8
  ret void

214:                                              ; preds = %207, %207, %207
  %215 = load i32, i32* %17, align 8
  %216 = icmp sgt i32 %215, -1
  br i1 %216, label %223, label %217

217:                                              ; preds = %214
  %218 = add nsw i32 %215, 8
  store i32 %218, i32* %17, align 8
  %219 = icmp ult i32 %215, -7
  br i1 %219, label %220, label %223

220:                                              ; preds = %217
  %221 = sext i32 %215 to i64
  %222 = getelementptr inbounds i8, i8* %19, i64 %221
  br label %226

223:                                              ; preds = %217, %214
  %224 = load i8*, i8** %20, align 8
  %225 = getelementptr inbounds i8, i8* %224, i64 8
  store i8* %225, i8** %20, align 8
  br label %226

226:                                              ; preds = %223, %220
  %227 = phi i8* [ %222, %220 ], [ %224, %223 ]
  %228 = bitcast i8* %227 to i32*
  %229 = load i32, i32* %228, align 8
  %230 = add nsw i32 %229, %208
  br label %310

231:                                              ; preds = %207
  %232 = load i32, i32* %17, align 8
  %233 = icmp sgt i32 %232, -1
  br i1 %233, label %240, label %234

234:                                              ; preds = %231
  %235 = add nsw i32 %232, 8
  store i32 %235, i32* %17, align 8
  %236 = icmp ult i32 %232, -7
  br i1 %236, label %237, label %240

237:                                              ; preds = %234
  %238 = sext i32 %232 to i64
  %239 = getelementptr inbounds i8, i8* %19, i64 %238
  br label %243

240:                                              ; preds = %234, %231
  %241 = load i8*, i8** %20, align 8
  %242 = getelementptr inbounds i8, i8* %241, i64 8
  store i8* %242, i8** %20, align 8
  br label %243

243:                                              ; preds = %240, %237
  %244 = phi i8* [ %239, %237 ], [ %241, %240 ]
  %245 = bitcast i8* %244 to i64*
  %246 = load i64, i64* %245, align 8
  %247 = trunc i64 %246 to i32
  %248 = add nsw i32 %208, %247
  br label %310

249:                                              ; preds = %207, %207
  %250 = load i32, i32* %21, align 4
  %251 = icmp sgt i32 %250, -1
  br i1 %251, label %258, label %252

252:                                              ; preds = %249
  %253 = add nsw i32 %250, 16
  store i32 %253, i32* %21, align 4
  %254 = icmp ult i32 %250, -15
  br i1 %254, label %255, label %258

255:                                              ; preds = %252
  %256 = sext i32 %250 to i64
  %257 = getelementptr inbounds i8, i8* %23, i64 %256
  br label %261

258:                                              ; preds = %252, %249
  %259 = load i8*, i8** %20, align 8
  %260 = getelementptr inbounds i8, i8* %259, i64 8
  store i8* %260, i8** %20, align 8
  br label %261

261:                                              ; preds = %258, %255
  %262 = phi i8* [ %257, %255 ], [ %259, %258 ]
  %263 = bitcast i8* %262 to double*
  %264 = load double, double* %263, align 8
  %265 = fadd double %209, %264
  br label %310

266:                                              ; preds = %207
  %267 = load i32, i32* %17, align 8
  %268 = icmp sgt i32 %267, -1
  br i1 %268, label %272, label %269

269:                                              ; preds = %266
  %270 = add nsw i32 %267, 8
  store i32 %270, i32* %17, align 8
  %271 = icmp ult i32 %267, -7
  br i1 %271, label %310, label %272

272:                                              ; preds = %269, %266
  %273 = load i8*, i8** %20, align 8
  %274 = getelementptr inbounds i8, i8* %273, i64 8
  store i8* %274, i8** %20, align 8
  br label %310

275:                                              ; preds = %207
  %276 = load i32, i32* %17, align 8
  %277 = icmp sgt i32 %276, -1
  br i1 %277, label %284, label %278

278:                                              ; preds = %275
  %279 = add nsw i32 %276, 8
  store i32 %279, i32* %17, align 8
  %280 = icmp ult i32 %276, -7
  br i1 %280, label %281, label %284

281:                                              ; preds = %278
  %282 = sext i32 %276 to i64
  %283 = getelementptr inbounds i8, i8* %19, i64 %282
  br label %287

284:                                              ; preds = %278, %275
  %285 = load i8*, i8** %20, align 8
  %286 = getelementptr inbounds i8, i8* %285, i64 8
  store i8* %286, i8** %20, align 8
  br label %287

287:                                              ; preds = %284, %281
  %288 = phi i8* [ %283, %281 ], [ %285, %284 ]
  %289 = bitcast i8* %288 to i32**
  %290 = load i32*, i32** %289, align 8
  %291 = load i32, i32* %290, align 4, !tbaa !10
  %292 = add nsw i32 %291, %208
  br label %310

293:                                              ; preds = %207
  %294 = load i32, i32* %17, align 8
  %295 = icmp sgt i32 %294, -1
  br i1 %295, label %302, label %296

296:                                              ; preds = %293
  %297 = add nsw i32 %294, 8
  store i32 %297, i32* %17, align 8
  %298 = icmp ult i32 %294, -7
  br i1 %298, label %299, label %302

299:                                              ; preds = %296
  %300 = sext i32 %294 to i64
  %301 = getelementptr inbounds i8, i8* %19, i64 %300
  br label %305

302:                                              ; preds = %296, %293
  %303 = load i8*, i8** %20, align 8
  %304 = getelementptr inbounds i8, i8* %303, i64 8
  store i8* %304, i8** %20, align 8
  br label %305

305:                                              ; preds = %302, %299
  %306 = phi i8* [ %301, %299 ], [ %303, %302 ]
  %307 = bitcast i8* %306 to i32*
  %308 = load i32, i32* %307, align 8, !tbaa.struct !19
  %309 = add nsw i32 %308, %208
  br label %310

310:                                              ; preds = %272, %269, %207, %226, %243, %261, %287, %305
  %311 = phi i32 [ %309, %305 ], [ %292, %287 ], [ %208, %261 ], [ %248, %243 ], [ %230, %226 ], [ %208, %207 ], [ %208, %269 ], [ %208, %272 ]
  %312 = phi double [ %209, %305 ], [ %209, %287 ], [ %265, %261 ], [ %209, %243 ], [ %209, %226 ], [ %209, %207 ], [ %209, %269 ], [ %209, %272 ]
  %313 = getelementptr inbounds i8, i8* %210, i64 1
  br label %207, !llvm.loop !24
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @after_seven(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, ...) unnamed_addr #2 {
  %8 = alloca %struct.__va_list, align 8
  %9 = bitcast %struct.__va_list* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %9) #8
  call void @llvm.va_start(i8* nonnull %9)
  %10 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %8, i64 0, i32 3
  %11 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %8, i64 0, i32 1
  %12 = load i8*, i8** %11, align 8
  %13 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %8, i64 0, i32 0
  %14 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %8, i64 0, i32 4
  %15 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %8, i64 0, i32 2
  %16 = load i8*, i8** %15, align 8
  %17 = load i32, i32* %10, align 8
  br label %18

18:                                               ; preds = %75, %7
  %19 = phi i32 [ %40, %75 ], [ %17, %7 ]
  %20 = phi i32 [ %41, %75 ], [ %17, %7 ]
  %21 = phi double [ %79, %75 ], [ 0.000000e+00, %7 ]
  %22 = phi i64 [ %26, %75 ], [ 28, %7 ]
  br label %23

23:                                               ; preds = %18, %57
  %24 = phi i32 [ %58, %57 ], [ %19, %18 ]
  %25 = phi i32 [ %58, %57 ], [ %20, %18 ]
  %26 = phi i64 [ %62, %57 ], [ %22, %18 ]
  %27 = icmp sgt i32 %25, -1
  br i1 %27, label %34, label %28

28:                                               ; preds = %23
  %29 = add nsw i32 %25, 8
  store i32 %29, i32* %10, align 8
  %30 = icmp ult i32 %25, -7
  br i1 %30, label %31, label %34

31:                                               ; preds = %28
  %32 = sext i32 %25 to i64
  %33 = getelementptr inbounds i8, i8* %12, i64 %32
  br label %39

34:                                               ; preds = %28, %23
  %35 = phi i32 [ %29, %28 ], [ %24, %23 ]
  %36 = phi i32 [ %29, %28 ], [ %25, %23 ]
  %37 = load i8*, i8** %13, align 8
  %38 = getelementptr inbounds i8, i8* %37, i64 8
  store i8* %38, i8** %13, align 8
  br label %39

39:                                               ; preds = %34, %31
  %40 = phi i32 [ %29, %31 ], [ %35, %34 ]
  %41 = phi i32 [ %29, %31 ], [ %36, %34 ]
  %42 = phi i8* [ %33, %31 ], [ %37, %34 ]
  %43 = bitcast i8* %42 to i32*
  %44 = load i32, i32* %43, align 8
  switch i32 %44, label %63 [
    i32 0, label %80
    i32 1, label %45
  ]

45:                                               ; preds = %39
  %46 = icmp sgt i32 %40, -1
  br i1 %46, label %53, label %47

47:                                               ; preds = %45
  %48 = add nsw i32 %40, 8
  store i32 %48, i32* %10, align 8
  %49 = icmp ult i32 %40, -7
  br i1 %49, label %50, label %53

50:                                               ; preds = %47
  %51 = sext i32 %40 to i64
  %52 = getelementptr inbounds i8, i8* %12, i64 %51
  br label %57

53:                                               ; preds = %47, %45
  %54 = phi i32 [ %48, %47 ], [ %40, %45 ]
  %55 = load i8*, i8** %13, align 8
  %56 = getelementptr inbounds i8, i8* %55, i64 8
  store i8* %56, i8** %13, align 8
  br label %57

57:                                               ; preds = %53, %50
  %58 = phi i32 [ %48, %50 ], [ %54, %53 ]
  %59 = phi i8* [ %52, %50 ], [ %55, %53 ]
  %60 = bitcast i8* %59 to i64*
  %61 = load i64, i64* %60, align 8
  %62 = add nsw i64 %61, %26
  br label %23

63:                                               ; preds = %39
  %64 = load i32, i32* %14, align 4
  %65 = icmp sgt i32 %64, -1
  br i1 %65, label %72, label %66

66:                                               ; preds = %63
  %67 = add nsw i32 %64, 16
  store i32 %67, i32* %14, align 4
  %68 = icmp ult i32 %64, -15
  br i1 %68, label %69, label %72

69:                                               ; preds = %66
  %70 = sext i32 %64 to i64
  %71 = getelementptr inbounds i8, i8* %16, i64 %70
  br label %75

72:                                               ; preds = %66, %63
  %73 = load i8*, i8** %13, align 8
  %74 = getelementptr inbounds i8, i8* %73, i64 8
  store i8* %74, i8** %13, align 8
  br label %75

75:                                               ; preds = %72, %69
  %76 = phi i8* [ %71, %69 ], [ %73, %72 ]
  %77 = bitcast i8* %76 to double*
  %78 = load double, double* %77, align 8
  %79 = fadd double %21, %78
  br label %18

80:                                               ; preds = %39
  call void @llvm.va_end(i8* nonnull %9)
  %81 = mul nsw i64 %26, 1000
  %82 = fmul double %21, 1.000000e+01
  %83 = fptosi double %82 to i64
  %84 = add nsw i64 %81, %83
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %9) #8
  ret i64 %84
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca %struct.__va_list, align 8
  %3 = bitcast %struct.__va_list* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 0
  %5 = load i8*, i8** %4, align 8, !tbaa.struct !25
  %6 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 1
  %7 = load i8*, i8** %6, align 8, !tbaa.struct !28
  %8 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 3
  %9 = load i32, i32* %8, align 8, !tbaa.struct !29
  %10 = icmp sgt i32 %9, -1
  br i1 %10, label %14, label %11

11:                                               ; preds = %1
  %12 = add nsw i32 %9, 8
  %13 = icmp ult i32 %9, -7
  br i1 %13, label %18, label %14

14:                                               ; preds = %11, %1
  %15 = getelementptr inbounds i8, i8* %5, i64 8
  %16 = bitcast i8* %5 to i32*
  %17 = load i32, i32* %16, align 8
  br label %27

18:                                               ; preds = %11
  %19 = sext i32 %9 to i64
  %20 = getelementptr inbounds i8, i8* %7, i64 %19
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 8
  %23 = icmp eq i32 %9, -8
  br i1 %23, label %27, label %24

24:                                               ; preds = %18
  %25 = add nsw i32 %9, 16
  %26 = icmp ult i32 %12, -7
  br i1 %26, label %33, label %27

27:                                               ; preds = %24, %18, %14
  %28 = phi i8* [ %15, %14 ], [ %5, %18 ], [ %5, %24 ]
  %29 = phi i32 [ %17, %14 ], [ %22, %18 ], [ %22, %24 ]
  %30 = getelementptr inbounds i8, i8* %28, i64 8
  %31 = bitcast i8* %28 to i32*
  %32 = load i32, i32* %31, align 8
  br label %42

33:                                               ; preds = %24
  %34 = sext i32 %12 to i64
  %35 = getelementptr inbounds i8, i8* %7, i64 %34
  %36 = bitcast i8* %35 to i32*
  %37 = load i32, i32* %36, align 8
  %38 = icmp ugt i32 %9, -17
  br i1 %38, label %42, label %39

39:                                               ; preds = %33
  %40 = add nsw i32 %9, 24
  %41 = icmp ult i32 %25, -7
  br i1 %41, label %49, label %42

42:                                               ; preds = %39, %33, %27
  %43 = phi i8* [ %30, %27 ], [ %5, %33 ], [ %5, %39 ]
  %44 = phi i32 [ %32, %27 ], [ %37, %33 ], [ %37, %39 ]
  %45 = phi i32 [ %29, %27 ], [ %22, %33 ], [ %22, %39 ]
  %46 = getelementptr inbounds i8, i8* %43, i64 8
  %47 = bitcast i8* %43 to i32*
  %48 = load i32, i32* %47, align 8
  br label %58

49:                                               ; preds = %39
  %50 = sext i32 %25 to i64
  %51 = getelementptr inbounds i8, i8* %7, i64 %50
  %52 = bitcast i8* %51 to i32*
  %53 = load i32, i32* %52, align 8
  %54 = icmp ugt i32 %9, -25
  br i1 %54, label %58, label %55

55:                                               ; preds = %49
  %56 = add nsw i32 %9, 32
  %57 = icmp ult i32 %40, -7
  br i1 %57, label %66, label %58

58:                                               ; preds = %55, %49, %42
  %59 = phi i8* [ %46, %42 ], [ %5, %49 ], [ %5, %55 ]
  %60 = phi i32 [ %48, %42 ], [ %53, %49 ], [ %53, %55 ]
  %61 = phi i32 [ %45, %42 ], [ %22, %49 ], [ %22, %55 ]
  %62 = phi i32 [ %44, %42 ], [ %37, %49 ], [ %37, %55 ]
  %63 = getelementptr inbounds i8, i8* %59, i64 8
  %64 = bitcast i8* %59 to i32*
  %65 = load i32, i32* %64, align 8
  br label %75

66:                                               ; preds = %55
  %67 = sext i32 %40 to i64
  %68 = getelementptr inbounds i8, i8* %7, i64 %67
  %69 = bitcast i8* %68 to i32*
  %70 = load i32, i32* %69, align 8
  %71 = icmp ugt i32 %9, -33
  br i1 %71, label %75, label %72

72:                                               ; preds = %66
  %73 = add nsw i32 %9, 40
  %74 = icmp ult i32 %56, -7
  br i1 %74, label %84, label %75

75:                                               ; preds = %72, %66, %58
  %76 = phi i8* [ %63, %58 ], [ %5, %66 ], [ %5, %72 ]
  %77 = phi i32 [ %65, %58 ], [ %70, %66 ], [ %70, %72 ]
  %78 = phi i32 [ %62, %58 ], [ %37, %66 ], [ %37, %72 ]
  %79 = phi i32 [ %61, %58 ], [ %22, %66 ], [ %22, %72 ]
  %80 = phi i32 [ %60, %58 ], [ %53, %66 ], [ %53, %72 ]
  %81 = getelementptr inbounds i8, i8* %76, i64 8
  %82 = bitcast i8* %76 to i32*
  %83 = load i32, i32* %82, align 8
  br label %93

84:                                               ; preds = %72
  %85 = sext i32 %56 to i64
  %86 = getelementptr inbounds i8, i8* %7, i64 %85
  %87 = bitcast i8* %86 to i32*
  %88 = load i32, i32* %87, align 8
  %89 = icmp ugt i32 %9, -41
  br i1 %89, label %93, label %90

90:                                               ; preds = %84
  %91 = add nsw i32 %9, 48
  %92 = icmp ult i32 %73, -7
  br i1 %92, label %103, label %93

93:                                               ; preds = %90, %84, %75
  %94 = phi i8* [ %81, %75 ], [ %5, %84 ], [ %5, %90 ]
  %95 = phi i32 [ %83, %75 ], [ %88, %84 ], [ %88, %90 ]
  %96 = phi i32 [ %80, %75 ], [ %53, %84 ], [ %53, %90 ]
  %97 = phi i32 [ %79, %75 ], [ %22, %84 ], [ %22, %90 ]
  %98 = phi i32 [ %78, %75 ], [ %37, %84 ], [ %37, %90 ]
  %99 = phi i32 [ %77, %75 ], [ %70, %84 ], [ %70, %90 ]
  %100 = getelementptr inbounds i8, i8* %94, i64 8
  %101 = bitcast i8* %94 to i32*
  %102 = load i32, i32* %101, align 8
  br label %112

103:                                              ; preds = %90
  %104 = sext i32 %73 to i64
  %105 = getelementptr inbounds i8, i8* %7, i64 %104
  %106 = bitcast i8* %105 to i32*
  %107 = load i32, i32* %106, align 8
  %108 = icmp ugt i32 %9, -49
  br i1 %108, label %112, label %109

109:                                              ; preds = %103
  %110 = add nsw i32 %9, 56
  %111 = icmp ult i32 %91, -7
  br i1 %111, label %123, label %112

112:                                              ; preds = %109, %103, %93
  %113 = phi i8* [ %100, %93 ], [ %5, %103 ], [ %5, %109 ]
  %114 = phi i32 [ %102, %93 ], [ %107, %103 ], [ %107, %109 ]
  %115 = phi i32 [ %99, %93 ], [ %70, %103 ], [ %70, %109 ]
  %116 = phi i32 [ %98, %93 ], [ %37, %103 ], [ %37, %109 ]
  %117 = phi i32 [ %97, %93 ], [ %22, %103 ], [ %22, %109 ]
  %118 = phi i32 [ %96, %93 ], [ %53, %103 ], [ %53, %109 ]
  %119 = phi i32 [ %95, %93 ], [ %88, %103 ], [ %88, %109 ]
  %120 = getelementptr inbounds i8, i8* %113, i64 8
  %121 = bitcast i8* %113 to i32*
  %122 = load i32, i32* %121, align 8
  br label %134

123:                                              ; preds = %109
  %124 = sext i32 %91 to i64
  %125 = getelementptr inbounds i8, i8* %7, i64 %124
  %126 = bitcast i8* %125 to i32*
  %127 = load i32, i32* %126, align 8
  %128 = icmp ult i32 %9, -56
  %129 = icmp ult i32 %110, -7
  %130 = select i1 %128, i1 %129, i1 false
  br i1 %130, label %131, label %134

131:                                              ; preds = %123
  %132 = sext i32 %110 to i64
  %133 = getelementptr inbounds i8, i8* %7, i64 %132
  br label %134

134:                                              ; preds = %112, %123, %131
  %135 = phi i32 [ %127, %131 ], [ %122, %112 ], [ %127, %123 ]
  %136 = phi i32 [ %88, %131 ], [ %119, %112 ], [ %88, %123 ]
  %137 = phi i32 [ %53, %131 ], [ %118, %112 ], [ %53, %123 ]
  %138 = phi i32 [ %22, %131 ], [ %117, %112 ], [ %22, %123 ]
  %139 = phi i32 [ %37, %131 ], [ %116, %112 ], [ %37, %123 ]
  %140 = phi i32 [ %70, %131 ], [ %115, %112 ], [ %70, %123 ]
  %141 = phi i32 [ %107, %131 ], [ %114, %112 ], [ %107, %123 ]
  %142 = phi i8* [ %133, %131 ], [ %120, %112 ], [ %5, %123 ]
  %143 = bitcast i8* %142 to i32*
  %144 = load i32, i32* %143, align 8
  %145 = add i32 %136, %135
  %146 = add i32 %145, %137
  %147 = add i32 %146, %138
  %148 = add i32 %147, %139
  %149 = add i32 %148, %140
  %150 = add i32 %149, %141
  %151 = add i32 %150, %144
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %3) #8
  ret i32 %151
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = !{!12, !12, i64 0}
!19 = !{i64 0, i64 4, !10, i64 4, i64 2, !20}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !12, i64 0}
!22 = !{i64 0, i64 2, !20}
!23 = distinct !{!23, !15}
!24 = distinct !{!24, !15}
!25 = !{i64 0, i64 8, !26, i64 8, i64 8, !26, i64 16, i64 8, !26, i64 24, i64 4, !10, i64 28, i64 4, !10}
!26 = !{!27, !27, i64 0}
!27 = !{!"any pointer", !12, i64 0}
!28 = !{i64 0, i64 8, !26, i64 8, i64 8, !26, i64 16, i64 4, !10, i64 20, i64 4, !10}
!29 = !{i64 0, i64 4, !10, i64 4, i64 4, !10}
