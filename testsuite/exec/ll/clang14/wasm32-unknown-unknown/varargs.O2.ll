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
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: nofree nounwind
define hidden i32 @main() #0 {
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
  store i32 42, i32* %1, align 4, !tbaa !2
  %14 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %14) #8
  store i32 -7, i32* %2, align 4, !tbaa !2
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i32 noundef 5, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), double noundef 5.500000e+00)
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0), i32 noundef 1, double noundef 5.000000e-01, i64 noundef 10, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.500000e+00, i64 noundef 20, double noundef 2.250000e+00, i32 noundef 3, double noundef 3.500000e+00, i64 noundef 30, double noundef 3.250000e+00, i32 noundef 4, double noundef 4.500000e+00, i64 noundef 40, double noundef 4.250000e+00, i32 noundef 5, double noundef 5.500000e+00, i64 noundef 50, double noundef 5.250000e+00)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i32* noundef nonnull %1, i32 noundef 90, i32* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i32 noundef -300, double noundef 7.500000e-01, %struct.Pair* noundef nonnull byval(%struct.Pair) align 4 @__const.main.pr)
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
  br i1 %4, label %5, label %31

5:                                                ; preds = %1
  %6 = load i8*, i8** %2, align 4
  %7 = add i32 %0, -1
  %8 = and i32 %0, 3
  %9 = icmp ult i32 %7, 3
  br i1 %9, label %12, label %10

10:                                               ; preds = %5
  %11 = and i32 %0, -4
  br label %33

12:                                               ; preds = %33, %5
  %13 = phi i32 [ undef, %5 ], [ %61, %33 ]
  %14 = phi i8* [ %6, %5 ], [ %56, %33 ]
  %15 = phi i32 [ 0, %5 ], [ %59, %33 ]
  %16 = phi i32 [ 0, %5 ], [ %61, %33 ]
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %31, label %18

18:                                               ; preds = %12, %18
  %19 = phi i8* [ %23, %18 ], [ %14, %12 ]
  %20 = phi i32 [ %26, %18 ], [ %15, %12 ]
  %21 = phi i32 [ %28, %18 ], [ %16, %12 ]
  %22 = phi i32 [ %29, %18 ], [ 0, %12 ]
  %23 = getelementptr inbounds i8, i8* %19, i32 4
  store i8* %23, i8** %2, align 4
  %24 = bitcast i8* %19 to i32*
  %25 = load i32, i32* %24, align 4
  %26 = add nuw nsw i32 %20, 1
  %27 = mul nsw i32 %25, %26
  %28 = add nsw i32 %27, %21
  %29 = add i32 %22, 1
  %30 = icmp eq i32 %29, %8
  br i1 %30, label %31, label %18, !llvm.loop !6

31:                                               ; preds = %12, %18, %1
  %32 = phi i32 [ 0, %1 ], [ %13, %12 ], [ %28, %18 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #8
  ret i32 %32

33:                                               ; preds = %33, %10
  %34 = phi i8* [ %6, %10 ], [ %56, %33 ]
  %35 = phi i32 [ 0, %10 ], [ %59, %33 ]
  %36 = phi i32 [ 0, %10 ], [ %61, %33 ]
  %37 = phi i32 [ 0, %10 ], [ %62, %33 ]
  %38 = getelementptr inbounds i8, i8* %34, i32 4
  store i8* %38, i8** %2, align 4
  %39 = bitcast i8* %34 to i32*
  %40 = load i32, i32* %39, align 4
  %41 = or i32 %35, 1
  %42 = mul nsw i32 %40, %41
  %43 = add nsw i32 %42, %36
  %44 = getelementptr inbounds i8, i8* %34, i32 8
  store i8* %44, i8** %2, align 4
  %45 = bitcast i8* %38 to i32*
  %46 = load i32, i32* %45, align 4
  %47 = or i32 %35, 2
  %48 = mul nsw i32 %46, %47
  %49 = add nsw i32 %48, %43
  %50 = getelementptr inbounds i8, i8* %34, i32 12
  store i8* %50, i8** %2, align 4
  %51 = bitcast i8* %44 to i32*
  %52 = load i32, i32* %51, align 4
  %53 = or i32 %35, 3
  %54 = mul nsw i32 %52, %53
  %55 = add nsw i32 %54, %49
  %56 = getelementptr inbounds i8, i8* %34, i32 16
  store i8* %56, i8** %2, align 4
  %57 = bitcast i8* %50 to i32*
  %58 = load i32, i32* %57, align 4
  %59 = add nuw nsw i32 %35, 4
  %60 = mul nsw i32 %58, %59
  %61 = add nsw i32 %60, %55
  %62 = add i32 %37, 4
  %63 = icmp eq i32 %62, %11
  br i1 %63, label %12, label %33, !llvm.loop !8
}

; Function Attrs: nofree nosync nounwind
define internal i64 @sum_ll(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca i8*, align 4
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %40

5:                                                ; preds = %1
  %6 = load i8*, i8** %2, align 4
  %7 = zext i32 %0 to i64
  %8 = add nsw i64 %7, -1
  %9 = and i64 %7, 3
  %10 = icmp ult i64 %8, 3
  br i1 %10, label %13, label %11

11:                                               ; preds = %5
  %12 = and i64 %7, 4294967292
  br label %42

13:                                               ; preds = %42, %5
  %14 = phi i8* [ undef, %5 ], [ %69, %42 ]
  %15 = phi i64 [ undef, %5 ], [ %73, %42 ]
  %16 = phi i64 [ 0, %5 ], [ %74, %42 ]
  %17 = phi i64 [ 0, %5 ], [ %73, %42 ]
  %18 = phi i8* [ %6, %5 ], [ %69, %42 ]
  %19 = icmp eq i64 %9, 0
  br i1 %19, label %37, label %20

20:                                               ; preds = %13, %20
  %21 = phi i64 [ %34, %20 ], [ %16, %13 ]
  %22 = phi i64 [ %33, %20 ], [ %17, %13 ]
  %23 = phi i8* [ %29, %20 ], [ %18, %13 ]
  %24 = phi i64 [ %35, %20 ], [ 0, %13 ]
  %25 = ptrtoint i8* %23 to i32
  %26 = add i32 %25, 7
  %27 = and i32 %26, -8
  %28 = inttoptr i32 %27 to i8*
  %29 = getelementptr inbounds i8, i8* %28, i32 8
  %30 = inttoptr i32 %27 to i64*
  %31 = load i64, i64* %30, align 8
  %32 = add nsw i64 %31, %21
  %33 = xor i64 %32, %22
  %34 = add nuw nsw i64 %21, 1
  %35 = add i64 %24, 1
  %36 = icmp eq i64 %35, %9
  br i1 %36, label %37, label %20, !llvm.loop !10

37:                                               ; preds = %20, %13
  %38 = phi i8* [ %14, %13 ], [ %29, %20 ]
  %39 = phi i64 [ %15, %13 ], [ %33, %20 ]
  store i8* %38, i8** %2, align 4
  br label %40

40:                                               ; preds = %37, %1
  %41 = phi i64 [ %39, %37 ], [ 0, %1 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #8
  ret i64 %41

42:                                               ; preds = %42, %11
  %43 = phi i64 [ 0, %11 ], [ %74, %42 ]
  %44 = phi i64 [ 0, %11 ], [ %73, %42 ]
  %45 = phi i8* [ %6, %11 ], [ %69, %42 ]
  %46 = phi i64 [ 0, %11 ], [ %75, %42 ]
  %47 = ptrtoint i8* %45 to i32
  %48 = add i32 %47, 7
  %49 = and i32 %48, -8
  %50 = inttoptr i32 %49 to i8*
  %51 = getelementptr inbounds i8, i8* %50, i32 8
  %52 = inttoptr i32 %49 to i64*
  %53 = load i64, i64* %52, align 8
  %54 = add nsw i64 %53, %43
  %55 = xor i64 %54, %44
  %56 = or i64 %43, 1
  %57 = getelementptr inbounds i8, i8* %50, i32 16
  %58 = bitcast i8* %51 to i64*
  %59 = load i64, i64* %58, align 8
  %60 = add nsw i64 %59, %56
  %61 = xor i64 %60, %55
  %62 = or i64 %43, 2
  %63 = getelementptr inbounds i8, i8* %50, i32 24
  %64 = bitcast i8* %57 to i64*
  %65 = load i64, i64* %64, align 8
  %66 = add nsw i64 %65, %62
  %67 = xor i64 %66, %61
  %68 = or i64 %43, 3
  %69 = getelementptr inbounds i8, i8* %50, i32 32
  %70 = bitcast i8* %63 to i64*
  %71 = load i64, i64* %70, align 8
  %72 = add nsw i64 %71, %68
  %73 = xor i64 %72, %67
  %74 = add nuw nsw i64 %43, 4
  %75 = add i64 %46, 4
  %76 = icmp eq i64 %75, %12
  br i1 %76, label %13, label %42, !llvm.loop !11
}

; Function Attrs: nofree nosync nounwind
define internal double @sum_doubles(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca i8*, align 4
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %35

5:                                                ; preds = %1
  %6 = load i8*, i8** %2, align 4
  %7 = add i32 %0, -1
  %8 = and i32 %0, 3
  %9 = icmp ult i32 %7, 3
  br i1 %9, label %12, label %10

10:                                               ; preds = %5
  %11 = and i32 %0, -4
  br label %37

12:                                               ; preds = %37, %5
  %13 = phi i8* [ undef, %5 ], [ %57, %37 ]
  %14 = phi double [ undef, %5 ], [ %60, %37 ]
  %15 = phi double [ 0.000000e+00, %5 ], [ %60, %37 ]
  %16 = phi i8* [ %6, %5 ], [ %57, %37 ]
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %32, label %18

18:                                               ; preds = %12, %18
  %19 = phi double [ %29, %18 ], [ %15, %12 ]
  %20 = phi i8* [ %26, %18 ], [ %16, %12 ]
  %21 = phi i32 [ %30, %18 ], [ 0, %12 ]
  %22 = ptrtoint i8* %20 to i32
  %23 = add i32 %22, 7
  %24 = and i32 %23, -8
  %25 = inttoptr i32 %24 to i8*
  %26 = getelementptr inbounds i8, i8* %25, i32 8
  %27 = inttoptr i32 %24 to double*
  %28 = load double, double* %27, align 8
  %29 = call double @llvm.fmuladd.f64(double %19, double 2.000000e+00, double %28)
  %30 = add i32 %21, 1
  %31 = icmp eq i32 %30, %8
  br i1 %31, label %32, label %18, !llvm.loop !12

32:                                               ; preds = %18, %12
  %33 = phi i8* [ %13, %12 ], [ %26, %18 ]
  %34 = phi double [ %14, %12 ], [ %29, %18 ]
  store i8* %33, i8** %2, align 4
  br label %35

35:                                               ; preds = %32, %1
  %36 = phi double [ %34, %32 ], [ 0.000000e+00, %1 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #8
  ret double %36

37:                                               ; preds = %37, %10
  %38 = phi double [ 0.000000e+00, %10 ], [ %60, %37 ]
  %39 = phi i8* [ %6, %10 ], [ %57, %37 ]
  %40 = phi i32 [ 0, %10 ], [ %61, %37 ]
  %41 = ptrtoint i8* %39 to i32
  %42 = add i32 %41, 7
  %43 = and i32 %42, -8
  %44 = inttoptr i32 %43 to i8*
  %45 = getelementptr inbounds i8, i8* %44, i32 8
  %46 = inttoptr i32 %43 to double*
  %47 = load double, double* %46, align 8
  %48 = call double @llvm.fmuladd.f64(double %38, double 2.000000e+00, double %47)
  %49 = getelementptr inbounds i8, i8* %44, i32 16
  %50 = bitcast i8* %45 to double*
  %51 = load double, double* %50, align 8
  %52 = call double @llvm.fmuladd.f64(double %48, double 2.000000e+00, double %51)
  %53 = getelementptr inbounds i8, i8* %44, i32 24
  %54 = bitcast i8* %49 to double*
  %55 = load double, double* %54, align 8
  %56 = call double @llvm.fmuladd.f64(double %52, double 2.000000e+00, double %55)
  %57 = getelementptr inbounds i8, i8* %44, i32 32
  %58 = bitcast i8* %53 to double*
  %59 = load double, double* %58, align 8
  %60 = call double @llvm.fmuladd.f64(double %56, double 2.000000e+00, double %59)
  %61 = add i32 %40, 4
  %62 = icmp eq i32 %61, %11
  br i1 %62, label %12, label %37, !llvm.loop !13
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
  %7 = load i8, i8* %0, align 1, !tbaa !14
  %8 = icmp eq i8 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %99, %1
  %10 = call i32 @putchar(i32 93)
  %11 = load i8, i8* %0, align 1, !tbaa !14
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %103, label %107

13:                                               ; preds = %1, %99
  %14 = phi i8 [ %101, %99 ], [ %7, %1 ]
  %15 = phi i8* [ %100, %99 ], [ %0, %1 ]
  %16 = icmp eq i8* %15, %0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = call i32 @putchar(i32 32)
  %19 = load i8, i8* %15, align 1, !tbaa !14
  br label %20

20:                                               ; preds = %17, %13
  %21 = phi i8 [ %19, %17 ], [ %14, %13 ]
  %22 = sext i8 %21 to i32
  switch i32 %22, label %99 [
    i32 105, label %23
    i32 108, label %29
    i32 100, label %39
    i32 115, label %49
    i32 112, label %55
    i32 80, label %62
    i32 99, label %73
    i32 104, label %81
    i32 102, label %89
  ]

23:                                               ; preds = %20
  %24 = load i8*, i8** %2, align 4
  %25 = getelementptr inbounds i8, i8* %24, i32 4
  store i8* %25, i8** %2, align 4
  %26 = bitcast i8* %24 to i32*
  %27 = load i32, i32* %26, align 4
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0), i32 noundef %27)
  br label %99

29:                                               ; preds = %20
  %30 = load i8*, i8** %2, align 4
  %31 = ptrtoint i8* %30 to i32
  %32 = add i32 %31, 7
  %33 = and i32 %32, -8
  %34 = inttoptr i32 %33 to i8*
  %35 = getelementptr inbounds i8, i8* %34, i32 8
  store i8* %35, i8** %2, align 4
  %36 = inttoptr i32 %33 to i64*
  %37 = load i64, i64* %36, align 8
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), i64 noundef %37)
  br label %99

39:                                               ; preds = %20
  %40 = load i8*, i8** %2, align 4
  %41 = ptrtoint i8* %40 to i32
  %42 = add i32 %41, 7
  %43 = and i32 %42, -8
  %44 = inttoptr i32 %43 to i8*
  %45 = getelementptr inbounds i8, i8* %44, i32 8
  store i8* %45, i8** %2, align 4
  %46 = inttoptr i32 %43 to double*
  %47 = load double, double* %46, align 8
  %48 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.19, i32 0, i32 0), double noundef %47)
  br label %99

49:                                               ; preds = %20
  %50 = load i8*, i8** %2, align 4
  %51 = getelementptr inbounds i8, i8* %50, i32 4
  store i8* %51, i8** %2, align 4
  %52 = bitcast i8* %50 to i8**
  %53 = load i8*, i8** %52, align 4
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i32 0, i32 0), i8* noundef %53)
  br label %99

55:                                               ; preds = %20
  %56 = load i8*, i8** %2, align 4
  %57 = getelementptr inbounds i8, i8* %56, i32 4
  store i8* %57, i8** %2, align 4
  %58 = bitcast i8* %56 to i32**
  %59 = load i32*, i32** %58, align 4
  %60 = load i32, i32* %59, align 4, !tbaa !2
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), i32 noundef %60)
  br label %99

62:                                               ; preds = %20
  %63 = load i8*, i8** %2, align 4
  %64 = getelementptr inbounds i8, i8* %63, i32 4
  store i8* %64, i8** %2, align 4
  %65 = bitcast i8* %63 to %struct.Pair**
  %66 = load %struct.Pair*, %struct.Pair** %65, align 4
  %67 = getelementptr inbounds %struct.Pair, %struct.Pair* %66, i32 0, i32 0
  %68 = load i32, i32* %67, align 4, !tbaa.struct !15
  %69 = getelementptr inbounds %struct.Pair, %struct.Pair* %66, i32 0, i32 1
  %70 = load i16, i16* %69, align 4, !tbaa.struct !18
  %71 = sext i16 %70 to i32
  %72 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i32 0, i32 0), i32 noundef %68, i32 noundef %71)
  br label %99

73:                                               ; preds = %20
  %74 = load i8*, i8** %2, align 4
  %75 = getelementptr inbounds i8, i8* %74, i32 4
  store i8* %75, i8** %2, align 4
  %76 = bitcast i8* %74 to i32*
  %77 = load i32, i32* %76, align 4
  %78 = shl i32 %77, 24
  %79 = ashr exact i32 %78, 24
  %80 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), i32 noundef %79)
  br label %99

81:                                               ; preds = %20
  %82 = load i8*, i8** %2, align 4
  %83 = getelementptr inbounds i8, i8* %82, i32 4
  store i8* %83, i8** %2, align 4
  %84 = bitcast i8* %82 to i32*
  %85 = load i32, i32* %84, align 4
  %86 = shl i32 %85, 16
  %87 = ashr exact i32 %86, 16
  %88 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0), i32 noundef %87)
  br label %99

89:                                               ; preds = %20
  %90 = load i8*, i8** %2, align 4
  %91 = ptrtoint i8* %90 to i32
  %92 = add i32 %91, 7
  %93 = and i32 %92, -8
  %94 = inttoptr i32 %93 to i8*
  %95 = getelementptr inbounds i8, i8* %94, i32 8
  store i8* %95, i8** %2, align 4
  %96 = inttoptr i32 %93 to double*
  %97 = load double, double* %96, align 8
  %98 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i32 0, i32 0), double noundef %97)
  br label %99

99:                                               ; preds = %23, %29, %39, %49, %55, %62, %73, %81, %89, %20
  %100 = getelementptr inbounds i8, i8* %15, i32 1
  %101 = load i8, i8* %100, align 1, !tbaa !14
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %9, label %13, !llvm.loop !19

103:                                              ; preds = %158, %9
  %104 = phi i32 [ 0, %9 ], [ %159, %158 ]
  %105 = phi double [ 0.000000e+00, %9 ], [ %160, %158 ]
  %106 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.26, i32 0, i32 0), i32 noundef %104, double noundef %105)
  call void @llvm.va_end(i8* nonnull %5)
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #8
  ret void

107:                                              ; preds = %9, %158
  %108 = phi i8 [ %162, %158 ], [ %11, %9 ]
  %109 = phi i8* [ %161, %158 ], [ %0, %9 ]
  %110 = phi double [ %160, %158 ], [ 0.000000e+00, %9 ]
  %111 = phi i32 [ %159, %158 ], [ 0, %9 ]
  %112 = sext i8 %108 to i32
  switch i32 %112, label %158 [
    i32 105, label %113
    i32 99, label %113
    i32 104, label %113
    i32 108, label %119
    i32 100, label %130
    i32 102, label %130
    i32 115, label %140
    i32 112, label %143
    i32 80, label %150
  ]

113:                                              ; preds = %107, %107, %107
  %114 = load i8*, i8** %3, align 4
  %115 = getelementptr inbounds i8, i8* %114, i32 4
  store i8* %115, i8** %3, align 4
  %116 = bitcast i8* %114 to i32*
  %117 = load i32, i32* %116, align 4
  %118 = add nsw i32 %117, %111
  br label %158

119:                                              ; preds = %107
  %120 = load i8*, i8** %3, align 4
  %121 = ptrtoint i8* %120 to i32
  %122 = add i32 %121, 7
  %123 = and i32 %122, -8
  %124 = inttoptr i32 %123 to i8*
  %125 = getelementptr inbounds i8, i8* %124, i32 8
  store i8* %125, i8** %3, align 4
  %126 = inttoptr i32 %123 to i64*
  %127 = load i64, i64* %126, align 8
  %128 = trunc i64 %127 to i32
  %129 = add nsw i32 %111, %128
  br label %158

130:                                              ; preds = %107, %107
  %131 = load i8*, i8** %3, align 4
  %132 = ptrtoint i8* %131 to i32
  %133 = add i32 %132, 7
  %134 = and i32 %133, -8
  %135 = inttoptr i32 %134 to i8*
  %136 = getelementptr inbounds i8, i8* %135, i32 8
  store i8* %136, i8** %3, align 4
  %137 = inttoptr i32 %134 to double*
  %138 = load double, double* %137, align 8
  %139 = fadd double %110, %138
  br label %158

140:                                              ; preds = %107
  %141 = load i8*, i8** %3, align 4
  %142 = getelementptr inbounds i8, i8* %141, i32 4
  store i8* %142, i8** %3, align 4
  br label %158

143:                                              ; preds = %107
  %144 = load i8*, i8** %3, align 4
  %145 = getelementptr inbounds i8, i8* %144, i32 4
  store i8* %145, i8** %3, align 4
  %146 = bitcast i8* %144 to i32**
  %147 = load i32*, i32** %146, align 4
  %148 = load i32, i32* %147, align 4, !tbaa !2
  %149 = add nsw i32 %148, %111
  br label %158

150:                                              ; preds = %107
  %151 = load i8*, i8** %3, align 4
  %152 = getelementptr inbounds i8, i8* %151, i32 4
  store i8* %152, i8** %3, align 4
  %153 = bitcast i8* %151 to %struct.Pair**
  %154 = load %struct.Pair*, %struct.Pair** %153, align 4
  %155 = getelementptr inbounds %struct.Pair, %struct.Pair* %154, i32 0, i32 0
  %156 = load i32, i32* %155, align 4, !tbaa.struct !15
  %157 = add nsw i32 %156, %111
  br label %158

158:                                              ; preds = %113, %119, %130, %140, %143, %150, %107
  %159 = phi i32 [ %111, %107 ], [ %157, %150 ], [ %149, %143 ], [ %111, %140 ], [ %111, %130 ], [ %129, %119 ], [ %118, %113 ]
  %160 = phi double [ %110, %107 ], [ %110, %150 ], [ %110, %143 ], [ %110, %140 ], [ %139, %130 ], [ %110, %119 ], [ %110, %113 ]
  %161 = getelementptr inbounds i8, i8* %109, i32 1
  %162 = load i8, i8* %161, align 1, !tbaa !14
  %163 = icmp eq i8 %162, 0
  br i1 %163, label %103, label %107, !llvm.loop !20
}

; Function Attrs: nofree nosync nounwind
define internal i64 @after_seven(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, ...) unnamed_addr #2 {
  %8 = alloca i8*, align 4
  %9 = bitcast i8** %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #8
  call void @llvm.va_start(i8* nonnull %9)
  %10 = load i8*, i8** %8, align 4
  br label %11

11:                                               ; preds = %30, %7
  %12 = phi i8* [ %35, %30 ], [ %10, %7 ]
  %13 = phi double [ %38, %30 ], [ 0.000000e+00, %7 ]
  %14 = phi i64 [ %17, %30 ], [ 28, %7 ]
  br label %15

15:                                               ; preds = %11, %21
  %16 = phi i8* [ %26, %21 ], [ %12, %11 ]
  %17 = phi i64 [ %29, %21 ], [ %14, %11 ]
  %18 = getelementptr inbounds i8, i8* %16, i32 4
  store i8* %18, i8** %8, align 4
  %19 = bitcast i8* %16 to i32*
  %20 = load i32, i32* %19, align 4
  switch i32 %20, label %30 [
    i32 0, label %39
    i32 1, label %21
  ]

21:                                               ; preds = %15
  %22 = ptrtoint i8* %18 to i32
  %23 = add i32 %22, 7
  %24 = and i32 %23, -8
  %25 = inttoptr i32 %24 to i8*
  %26 = getelementptr inbounds i8, i8* %25, i32 8
  store i8* %26, i8** %8, align 4
  %27 = inttoptr i32 %24 to i64*
  %28 = load i64, i64* %27, align 8
  %29 = add nsw i64 %28, %17
  br label %15

30:                                               ; preds = %15
  %31 = ptrtoint i8* %18 to i32
  %32 = add i32 %31, 7
  %33 = and i32 %32, -8
  %34 = inttoptr i32 %33 to i8*
  %35 = getelementptr inbounds i8, i8* %34, i32 8
  store i8* %35, i8** %8, align 4
  %36 = inttoptr i32 %33 to double*
  %37 = load double, double* %36, align 8
  %38 = fadd double %13, %37
  br label %11

39:                                               ; preds = %15
  call void @llvm.va_end(i8* nonnull %9)
  %40 = mul nsw i64 %17, 1000
  %41 = fmul double %13, 1.000000e+01
  %42 = fptosi double %41 to i64
  %43 = add nsw i64 %40, %42
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #8
  ret i64 %43
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca i8*, align 4
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = load i8*, i8** %2, align 4, !tbaa !21
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

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #2 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !9}
!14 = !{!4, !4, i64 0}
!15 = !{i64 0, i64 4, !2, i64 4, i64 2, !16}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !4, i64 0}
!18 = !{i64 0, i64 2, !16}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !9}
!21 = !{!22, !22, i64 0}
!22 = !{!"any pointer", !4, i64 0}
