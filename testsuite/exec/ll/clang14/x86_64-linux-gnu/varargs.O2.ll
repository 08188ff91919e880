; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, i8*, i8* }

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
  store i32 42, i32* %1, align 4, !tbaa !5
  %14 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %14) #8
  store i32 -7, i32* %2, align 4, !tbaa !5
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
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %38

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = load i32, i32* %6, align 16
  %11 = and i32 %0, 1
  %12 = icmp eq i32 %0, 1
  br i1 %12, label %17, label %13

13:                                               ; preds = %5
  %14 = and i32 %0, -2
  br label %40

15:                                               ; preds = %69
  %16 = add nuw i32 %42, 3
  br label %17

17:                                               ; preds = %15, %5
  %18 = phi i32 [ undef, %5 ], [ %76, %15 ]
  %19 = phi i32 [ %10, %5 ], [ %70, %15 ]
  %20 = phi i32 [ 1, %5 ], [ %16, %15 ]
  %21 = phi i32 [ 0, %5 ], [ %76, %15 ]
  %22 = icmp eq i32 %11, 0
  br i1 %22, label %38, label %23

23:                                               ; preds = %17
  %24 = icmp ult i32 %19, 41
  br i1 %24, label %28, label %25

25:                                               ; preds = %23
  %26 = load i8*, i8** %7, align 8
  %27 = getelementptr i8, i8* %26, i64 8
  store i8* %27, i8** %7, align 8
  br label %32

28:                                               ; preds = %23
  %29 = zext i32 %19 to i64
  %30 = getelementptr i8, i8* %9, i64 %29
  %31 = add nuw nsw i32 %19, 8
  store i32 %31, i32* %6, align 16
  br label %32

32:                                               ; preds = %28, %25
  %33 = phi i8* [ %30, %28 ], [ %26, %25 ]
  %34 = bitcast i8* %33 to i32*
  %35 = load i32, i32* %34, align 4
  %36 = mul nsw i32 %35, %20
  %37 = add nsw i32 %36, %21
  br label %38

38:                                               ; preds = %32, %17, %1
  %39 = phi i32 [ 0, %1 ], [ %18, %17 ], [ %37, %32 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #8
  ret i32 %39

40:                                               ; preds = %69, %13
  %41 = phi i32 [ %10, %13 ], [ %70, %69 ]
  %42 = phi i32 [ 0, %13 ], [ %74, %69 ]
  %43 = phi i32 [ 0, %13 ], [ %76, %69 ]
  %44 = phi i32 [ 0, %13 ], [ %77, %69 ]
  %45 = icmp ult i32 %41, 41
  br i1 %45, label %46, label %50

46:                                               ; preds = %40
  %47 = zext i32 %41 to i64
  %48 = getelementptr i8, i8* %9, i64 %47
  %49 = add nuw nsw i32 %41, 8
  store i32 %49, i32* %6, align 16
  br label %53

50:                                               ; preds = %40
  %51 = load i8*, i8** %7, align 8
  %52 = getelementptr i8, i8* %51, i64 8
  store i8* %52, i8** %7, align 8
  br label %53

53:                                               ; preds = %50, %46
  %54 = phi i32 [ %49, %46 ], [ %41, %50 ]
  %55 = phi i8* [ %48, %46 ], [ %51, %50 ]
  %56 = bitcast i8* %55 to i32*
  %57 = load i32, i32* %56, align 4
  %58 = or i32 %42, 1
  %59 = mul nsw i32 %57, %58
  %60 = add nsw i32 %59, %43
  %61 = icmp ult i32 %54, 41
  br i1 %61, label %65, label %62

62:                                               ; preds = %53
  %63 = load i8*, i8** %7, align 8
  %64 = getelementptr i8, i8* %63, i64 8
  store i8* %64, i8** %7, align 8
  br label %69

65:                                               ; preds = %53
  %66 = zext i32 %54 to i64
  %67 = getelementptr i8, i8* %9, i64 %66
  %68 = add nuw nsw i32 %54, 8
  store i32 %68, i32* %6, align 16
  br label %69

69:                                               ; preds = %65, %62
  %70 = phi i32 [ %68, %65 ], [ %54, %62 ]
  %71 = phi i8* [ %67, %65 ], [ %63, %62 ]
  %72 = bitcast i8* %71 to i32*
  %73 = load i32, i32* %72, align 4
  %74 = add nuw nsw i32 %42, 2
  %75 = mul nsw i32 %73, %74
  %76 = add nsw i32 %75, %60
  %77 = add i32 %44, 2
  %78 = icmp eq i32 %77, %14
  br i1 %78, label %15, label %40, !llvm.loop !9
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @sum_ll(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %37

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = zext i32 %0 to i64
  %11 = load i32, i32* %6, align 16
  %12 = and i64 %10, 1
  %13 = icmp eq i32 %0, 1
  br i1 %13, label %16, label %14

14:                                               ; preds = %5
  %15 = and i64 %10, 4294967294
  br label %39

16:                                               ; preds = %68, %5
  %17 = phi i64 [ undef, %5 ], [ %74, %68 ]
  %18 = phi i32 [ %11, %5 ], [ %69, %68 ]
  %19 = phi i64 [ 0, %5 ], [ %75, %68 ]
  %20 = phi i64 [ 0, %5 ], [ %74, %68 ]
  %21 = icmp eq i64 %12, 0
  br i1 %21, label %37, label %22

22:                                               ; preds = %16
  %23 = icmp ult i32 %18, 41
  br i1 %23, label %27, label %24

24:                                               ; preds = %22
  %25 = load i8*, i8** %7, align 8
  %26 = getelementptr i8, i8* %25, i64 8
  store i8* %26, i8** %7, align 8
  br label %31

27:                                               ; preds = %22
  %28 = zext i32 %18 to i64
  %29 = getelementptr i8, i8* %9, i64 %28
  %30 = add nuw nsw i32 %18, 8
  store i32 %30, i32* %6, align 16
  br label %31

31:                                               ; preds = %27, %24
  %32 = phi i8* [ %29, %27 ], [ %25, %24 ]
  %33 = bitcast i8* %32 to i64*
  %34 = load i64, i64* %33, align 8
  %35 = add nsw i64 %34, %19
  %36 = xor i64 %35, %20
  br label %37

37:                                               ; preds = %31, %16, %1
  %38 = phi i64 [ 0, %1 ], [ %17, %16 ], [ %36, %31 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #8
  ret i64 %38

39:                                               ; preds = %68, %14
  %40 = phi i32 [ %11, %14 ], [ %69, %68 ]
  %41 = phi i64 [ 0, %14 ], [ %75, %68 ]
  %42 = phi i64 [ 0, %14 ], [ %74, %68 ]
  %43 = phi i64 [ 0, %14 ], [ %76, %68 ]
  %44 = icmp ult i32 %40, 41
  br i1 %44, label %45, label %49

45:                                               ; preds = %39
  %46 = zext i32 %40 to i64
  %47 = getelementptr i8, i8* %9, i64 %46
  %48 = add nuw nsw i32 %40, 8
  store i32 %48, i32* %6, align 16
  br label %52

49:                                               ; preds = %39
  %50 = load i8*, i8** %7, align 8
  %51 = getelementptr i8, i8* %50, i64 8
  store i8* %51, i8** %7, align 8
  br label %52

52:                                               ; preds = %49, %45
  %53 = phi i32 [ %48, %45 ], [ %40, %49 ]
  %54 = phi i8* [ %47, %45 ], [ %50, %49 ]
  %55 = bitcast i8* %54 to i64*
  %56 = load i64, i64* %55, align 8
  %57 = add nsw i64 %56, %41
  %58 = xor i64 %57, %42
  %59 = or i64 %41, 1
  %60 = icmp ult i32 %53, 41
  br i1 %60, label %64, label %61

61:                                               ; preds = %52
  %62 = load i8*, i8** %7, align 8
  %63 = getelementptr i8, i8* %62, i64 8
  store i8* %63, i8** %7, align 8
  br label %68

64:                                               ; preds = %52
  %65 = zext i32 %53 to i64
  %66 = getelementptr i8, i8* %9, i64 %65
  %67 = add nuw nsw i32 %53, 8
  store i32 %67, i32* %6, align 16
  br label %68

68:                                               ; preds = %64, %61
  %69 = phi i32 [ %67, %64 ], [ %53, %61 ]
  %70 = phi i8* [ %66, %64 ], [ %62, %61 ]
  %71 = bitcast i8* %70 to i64*
  %72 = load i64, i64* %71, align 8
  %73 = add nsw i64 %72, %59
  %74 = xor i64 %73, %58
  %75 = add nuw nsw i64 %41, 2
  %76 = add i64 %43, 2
  %77 = icmp eq i64 %76, %15
  br i1 %77, label %16, label %39, !llvm.loop !11
}

; Function Attrs: nofree nosync nounwind uwtable
define internal double @sum_doubles(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %34

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 1
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = load i32, i32* %6, align 4
  %11 = and i32 %0, 1
  %12 = icmp eq i32 %0, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %5
  %14 = and i32 %0, -2
  br label %36

15:                                               ; preds = %62, %5
  %16 = phi double [ undef, %5 ], [ %67, %62 ]
  %17 = phi i32 [ %10, %5 ], [ %63, %62 ]
  %18 = phi double [ 0.000000e+00, %5 ], [ %67, %62 ]
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %34, label %20

20:                                               ; preds = %15
  %21 = icmp ult i32 %17, 161
  br i1 %21, label %25, label %22

22:                                               ; preds = %20
  %23 = load i8*, i8** %7, align 8
  %24 = getelementptr i8, i8* %23, i64 8
  store i8* %24, i8** %7, align 8
  br label %29

25:                                               ; preds = %20
  %26 = zext i32 %17 to i64
  %27 = getelementptr i8, i8* %9, i64 %26
  %28 = add nuw nsw i32 %17, 16
  store i32 %28, i32* %6, align 4
  br label %29

29:                                               ; preds = %25, %22
  %30 = phi i8* [ %27, %25 ], [ %23, %22 ]
  %31 = bitcast i8* %30 to double*
  %32 = load double, double* %31, align 8
  %33 = call double @llvm.fmuladd.f64(double %18, double 2.000000e+00, double %32)
  br label %34

34:                                               ; preds = %29, %15, %1
  %35 = phi double [ 0.000000e+00, %1 ], [ %16, %15 ], [ %33, %29 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #8
  ret double %35

36:                                               ; preds = %62, %13
  %37 = phi i32 [ %10, %13 ], [ %63, %62 ]
  %38 = phi double [ 0.000000e+00, %13 ], [ %67, %62 ]
  %39 = phi i32 [ 0, %13 ], [ %68, %62 ]
  %40 = icmp ult i32 %37, 161
  br i1 %40, label %41, label %45

41:                                               ; preds = %36
  %42 = zext i32 %37 to i64
  %43 = getelementptr i8, i8* %9, i64 %42
  %44 = add nuw nsw i32 %37, 16
  store i32 %44, i32* %6, align 4
  br label %48

45:                                               ; preds = %36
  %46 = load i8*, i8** %7, align 8
  %47 = getelementptr i8, i8* %46, i64 8
  store i8* %47, i8** %7, align 8
  br label %48

48:                                               ; preds = %45, %41
  %49 = phi i32 [ %44, %41 ], [ %37, %45 ]
  %50 = phi i8* [ %43, %41 ], [ %46, %45 ]
  %51 = bitcast i8* %50 to double*
  %52 = load double, double* %51, align 8
  %53 = call double @llvm.fmuladd.f64(double %38, double 2.000000e+00, double %52)
  %54 = icmp ult i32 %49, 161
  br i1 %54, label %58, label %55

55:                                               ; preds = %48
  %56 = load i8*, i8** %7, align 8
  %57 = getelementptr i8, i8* %56, i64 8
  store i8* %57, i8** %7, align 8
  br label %62

58:                                               ; preds = %48
  %59 = zext i32 %49 to i64
  %60 = getelementptr i8, i8* %9, i64 %59
  %61 = add nuw nsw i32 %49, 16
  store i32 %61, i32* %6, align 4
  br label %62

62:                                               ; preds = %58, %55
  %63 = phi i32 [ %61, %58 ], [ %49, %55 ]
  %64 = phi i8* [ %60, %58 ], [ %56, %55 ]
  %65 = bitcast i8* %64 to double*
  %66 = load double, double* %65, align 8
  %67 = call double @llvm.fmuladd.f64(double %53, double 2.000000e+00, double %66)
  %68 = add i32 %39, 2
  %69 = icmp eq i32 %68, %14
  br i1 %69, label %15, label %36, !llvm.loop !12
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nofree nounwind uwtable
define internal void @show(i8* noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #8
  %5 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %5) #8
  call void @llvm.va_start(i8* nonnull %4)
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4)
  %6 = call i32 @putchar(i32 91)
  %7 = load i8, i8* %0, align 1, !tbaa !13
  %8 = icmp eq i8 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 1
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  br label %24

14:                                               ; preds = %187, %1
  %15 = call i32 @putchar(i32 93)
  %16 = load i8, i8* %0, align 1, !tbaa !13
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %191, label %18

18:                                               ; preds = %14
  %19 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 0
  %20 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 2
  %21 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 3
  %22 = load i8*, i8** %21, align 16
  %23 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 1
  br label %195

24:                                               ; preds = %9, %187
  %25 = phi i8 [ %7, %9 ], [ %189, %187 ]
  %26 = phi i8* [ %0, %9 ], [ %188, %187 ]
  %27 = icmp eq i8* %26, %0
  br i1 %27, label %31, label %28

28:                                               ; preds = %24
  %29 = call i32 @putchar(i32 32)
  %30 = load i8, i8* %26, align 1, !tbaa !13
  br label %31

31:                                               ; preds = %28, %24
  %32 = phi i8 [ %30, %28 ], [ %25, %24 ]
  %33 = sext i8 %32 to i32
  switch i32 %33, label %187 [
    i32 105, label %34
    i32 108, label %50
    i32 100, label %66
    i32 115, label %82
    i32 112, label %98
    i32 80, label %115
    i32 99, label %135
    i32 104, label %153
    i32 102, label %171
  ]

34:                                               ; preds = %31
  %35 = load i32, i32* %13, align 16
  %36 = icmp ult i32 %35, 41
  br i1 %36, label %37, label %42

37:                                               ; preds = %34
  %38 = load i8*, i8** %12, align 16
  %39 = zext i32 %35 to i64
  %40 = getelementptr i8, i8* %38, i64 %39
  %41 = add nuw nsw i32 %35, 8
  store i32 %41, i32* %13, align 16
  br label %45

42:                                               ; preds = %34
  %43 = load i8*, i8** %11, align 8
  %44 = getelementptr i8, i8* %43, i64 8
  store i8* %44, i8** %11, align 8
  br label %45

45:                                               ; preds = %42, %37
  %46 = phi i8* [ %40, %37 ], [ %43, %42 ]
  %47 = bitcast i8* %46 to i32*
  %48 = load i32, i32* %47, align 4
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0), i32 noundef %48)
  br label %187

50:                                               ; preds = %31
  %51 = load i32, i32* %13, align 16
  %52 = icmp ult i32 %51, 41
  br i1 %52, label %53, label %58

53:                                               ; preds = %50
  %54 = load i8*, i8** %12, align 16
  %55 = zext i32 %51 to i64
  %56 = getelementptr i8, i8* %54, i64 %55
  %57 = add nuw nsw i32 %51, 8
  store i32 %57, i32* %13, align 16
  br label %61

58:                                               ; preds = %50
  %59 = load i8*, i8** %11, align 8
  %60 = getelementptr i8, i8* %59, i64 8
  store i8* %60, i8** %11, align 8
  br label %61

61:                                               ; preds = %58, %53
  %62 = phi i8* [ %56, %53 ], [ %59, %58 ]
  %63 = bitcast i8* %62 to i64*
  %64 = load i64, i64* %63, align 8
  %65 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), i64 noundef %64)
  br label %187

66:                                               ; preds = %31
  %67 = load i32, i32* %10, align 4
  %68 = icmp ult i32 %67, 161
  br i1 %68, label %69, label %74

69:                                               ; preds = %66
  %70 = load i8*, i8** %12, align 16
  %71 = zext i32 %67 to i64
  %72 = getelementptr i8, i8* %70, i64 %71
  %73 = add nuw nsw i32 %67, 16
  store i32 %73, i32* %10, align 4
  br label %77

74:                                               ; preds = %66
  %75 = load i8*, i8** %11, align 8
  %76 = getelementptr i8, i8* %75, i64 8
  store i8* %76, i8** %11, align 8
  br label %77

77:                                               ; preds = %74, %69
  %78 = phi i8* [ %72, %69 ], [ %75, %74 ]
  %79 = bitcast i8* %78 to double*
  %80 = load double, double* %79, align 8
  %81 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.19, i64 0, i64 0), double noundef %80)
  br label %187

82:                                               ; preds = %31
  %83 = load i32, i32* %13, align 16
  %84 = icmp ult i32 %83, 41
  br i1 %84, label %85, label %90

85:                                               ; preds = %82
  %86 = load i8*, i8** %12, align 16
  %87 = zext i32 %83 to i64
  %88 = getelementptr i8, i8* %86, i64 %87
  %89 = add nuw nsw i32 %83, 8
  store i32 %89, i32* %13, align 16
  br label %93

90:                                               ; preds = %82
  %91 = load i8*, i8** %11, align 8
  %92 = getelementptr i8, i8* %91, i64 8
  store i8* %92, i8** %11, align 8
  br label %93

93:                                               ; preds = %90, %85
  %94 = phi i8* [ %88, %85 ], [ %91, %90 ]
  %95 = bitcast i8* %94 to i8**
  %96 = load i8*, i8** %95, align 8
  %97 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i64 0, i64 0), i8* noundef %96)
  br label %187

98:                                               ; preds = %31
  %99 = load i32, i32* %13, align 16
  %100 = icmp ult i32 %99, 41
  br i1 %100, label %101, label %106

101:                                              ; preds = %98
  %102 = load i8*, i8** %12, align 16
  %103 = zext i32 %99 to i64
  %104 = getelementptr i8, i8* %102, i64 %103
  %105 = add nuw nsw i32 %99, 8
  store i32 %105, i32* %13, align 16
  br label %109

106:                                              ; preds = %98
  %107 = load i8*, i8** %11, align 8
  %108 = getelementptr i8, i8* %107, i64 8
  store i8* %108, i8** %11, align 8
  br label %109

109:                                              ; preds = %106, %101
  %110 = phi i8* [ %104, %101 ], [ %107, %106 ]
  %111 = bitcast i8* %110 to i32**
  %112 = load i32*, i32** %111, align 8
  %113 = load i32, i32* %112, align 4, !tbaa !5
  %114 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), i32 noundef %113)
  br label %187

115:                                              ; preds = %31
  %116 = load i32, i32* %13, align 16
  %117 = icmp ult i32 %116, 41
  br i1 %117, label %118, label %123

118:                                              ; preds = %115
  %119 = load i8*, i8** %12, align 16
  %120 = zext i32 %116 to i64
  %121 = getelementptr i8, i8* %119, i64 %120
  %122 = add nuw nsw i32 %116, 8
  store i32 %122, i32* %13, align 16
  br label %126

123:                                              ; preds = %115
  %124 = load i8*, i8** %11, align 8
  %125 = getelementptr i8, i8* %124, i64 8
  store i8* %125, i8** %11, align 8
  br label %126

126:                                              ; preds = %123, %118
  %127 = phi i8* [ %121, %118 ], [ %124, %123 ]
  %128 = bitcast i8* %127 to i32*
  %129 = load i32, i32* %128, align 4, !tbaa.struct !14
  %130 = getelementptr inbounds i8, i8* %127, i64 4
  %131 = bitcast i8* %130 to i16*
  %132 = load i16, i16* %131, align 4, !tbaa.struct !17
  %133 = sext i16 %132 to i32
  %134 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i64 0, i64 0), i32 noundef %129, i32 noundef %133)
  br label %187

135:                                              ; preds = %31
  %136 = load i32, i32* %13, align 16
  %137 = icmp ult i32 %136, 41
  br i1 %137, label %138, label %143

138:                                              ; preds = %135
  %139 = load i8*, i8** %12, align 16
  %140 = zext i32 %136 to i64
  %141 = getelementptr i8, i8* %139, i64 %140
  %142 = add nuw nsw i32 %136, 8
  store i32 %142, i32* %13, align 16
  br label %146

143:                                              ; preds = %135
  %144 = load i8*, i8** %11, align 8
  %145 = getelementptr i8, i8* %144, i64 8
  store i8* %145, i8** %11, align 8
  br label %146

146:                                              ; preds = %143, %138
  %147 = phi i8* [ %141, %138 ], [ %144, %143 ]
  %148 = bitcast i8* %147 to i32*
  %149 = load i32, i32* %148, align 4
  %150 = shl i32 %149, 24
  %151 = ashr exact i32 %150, 24
  %152 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), i32 noundef %151)
  br label %187

153:                                              ; preds = %31
  %154 = load i32, i32* %13, align 16
  %155 = icmp ult i32 %154, 41
  br i1 %155, label %156, label %161

156:                                              ; preds = %153
  %157 = load i8*, i8** %12, align 16
  %158 = zext i32 %154 to i64
  %159 = getelementptr i8, i8* %157, i64 %158
  %160 = add nuw nsw i32 %154, 8
  store i32 %160, i32* %13, align 16
  br label %164

161:                                              ; preds = %153
  %162 = load i8*, i8** %11, align 8
  %163 = getelementptr i8, i8* %162, i64 8
  store i8* %163, i8** %11, align 8
  br label %164

164:                                              ; preds = %161, %156
  %165 = phi i8* [ %159, %156 ], [ %162, %161 ]
  %166 = bitcast i8* %165 to i32*
  %167 = load i32, i32* %166, align 4
  %168 = shl i32 %167, 16
  %169 = ashr exact i32 %168, 16
  %170 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0), i32 noundef %169)
  br label %187

171:                                              ; preds = %31
  %172 = load i32, i32* %10, align 4
  %173 = icmp ult i32 %172, 161
  br i1 %173, label %174, label %179

174:                                              ; preds = %171
  %175 = load i8*, i8** %12, align 16
  %176 = zext i32 %172 to i64
  %177 = getelementptr i8, i8* %175, i64 %176
  %178 = add nuw nsw i32 %172, 16
  store i32 %178, i32* %10, align 4
  br label %182

179:                                              ; preds = %171
  %180 = load i8*, i8** %11, align 8
  %181 = getelementptr i8, i8* %180, i64 8
  store i8* %181, i8** %11, align 8
  br label %182

182:                                              ; preds = %179, %174
  %183 = phi i8* [ %177, %174 ], [ %180, %179 ]
  %184 = bitcast i8* %183 to double*
  %185 = load double, double* %184, align 8
  %186 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i64 0, i64 0), double noundef %185)
  br label %187

187:                                              ; preds = %45, %61, %77, %93, %109, %126, %146, %164, %182, %31
  %188 = getelementptr inbounds i8, i8* %26, i64 1
  %189 = load i8, i8* %188, align 1, !tbaa !13
  %190 = icmp eq i8 %189, 0
  br i1 %190, label %14, label %24, !llvm.loop !18

191:                                              ; preds = %286, %14
  %192 = phi i32 [ 0, %14 ], [ %287, %286 ]
  %193 = phi double [ 0.000000e+00, %14 ], [ %288, %286 ]
  %194 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.26, i64 0, i64 0), i32 noundef %192, double noundef %193)
  call void @llvm.va_end(i8* nonnull %5)
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %5) #8
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #8
  ret void

195:                                              ; preds = %18, %286
  %196 = phi i8 [ %16, %18 ], [ %290, %286 ]
  %197 = phi i8* [ %0, %18 ], [ %289, %286 ]
  %198 = phi double [ 0.000000e+00, %18 ], [ %288, %286 ]
  %199 = phi i32 [ 0, %18 ], [ %287, %286 ]
  %200 = sext i8 %196 to i32
  switch i32 %200, label %286 [
    i32 105, label %201
    i32 99, label %201
    i32 104, label %201
    i32 108, label %216
    i32 100, label %232
    i32 102, label %232
    i32 115, label %247
    i32 112, label %255
    i32 80, label %271
  ]

201:                                              ; preds = %195, %195, %195
  %202 = load i32, i32* %19, align 16
  %203 = icmp ult i32 %202, 41
  br i1 %203, label %204, label %208

204:                                              ; preds = %201
  %205 = zext i32 %202 to i64
  %206 = getelementptr i8, i8* %22, i64 %205
  %207 = add nuw nsw i32 %202, 8
  store i32 %207, i32* %19, align 16
  br label %211

208:                                              ; preds = %201
  %209 = load i8*, i8** %20, align 8
  %210 = getelementptr i8, i8* %209, i64 8
  store i8* %210, i8** %20, align 8
  br label %211

211:                                              ; preds = %208, %204
  %212 = phi i8* [ %206, %204 ], [ %209, %208 ]
  %213 = bitcast i8* %212 to i32*
  %214 = load i32, i32* %213, align 4
  %215 = add nsw i32 %214, %199
  br label %286

216:                                              ; preds = %195
  %217 = load i32, i32* %19, align 16
  %218 = icmp ult i32 %217, 41
  br i1 %218, label %219, label %223

219:                                              ; preds = %216
  %220 = zext i32 %217 to i64
  %221 = getelementptr i8, i8* %22, i64 %220
  %222 = add nuw nsw i32 %217, 8
  store i32 %222, i32* %19, align 16
  br label %226

223:                                              ; preds = %216
  %224 = load i8*, i8** %20, align 8
  %225 = getelementptr i8, i8* %224, i64 8
  store i8* %225, i8** %20, align 8
  br label %226

226:                                              ; preds = %223, %219
  %227 = phi i8* [ %221, %219 ], [ %224, %223 ]
  %228 = bitcast i8* %227 to i64*
  %229 = load i64, i64* %228, align 8
  %230 = trunc i64 %229 to i32
  %231 = add nsw i32 %199, %230
  br label %286

232:                                              ; preds = %195, %195
  %233 = load i32, i32* %23, align 4
  %234 = icmp ult i32 %233, 161
  br i1 %234, label %235, label %239

235:                                              ; preds = %232
  %236 = zext i32 %233 to i64
  %237 = getelementptr i8, i8* %22, i64 %236
  %238 = add nuw nsw i32 %233, 16
  store i32 %238, i32* %23, align 4
  br label %242

239:                                              ; preds = %232
  %240 = load i8*, i8** %20, align 8
  %241 = getelementptr i8, i8* %240, i64 8
  store i8* %241, i8** %20, align 8
  br label %242

242:                                              ; preds = %239, %235
  %243 = phi i8* [ %237, %235 ], [ %240, %239 ]
  %244 = bitcast i8* %243 to double*
  %245 = load double, double* %244, align 8
  %246 = fadd double %198, %245
  br label %286

247:                                              ; preds = %195
  %248 = load i32, i32* %19, align 16
  %249 = icmp ult i32 %248, 41
  br i1 %249, label %250, label %252

250:                                              ; preds = %247
  %251 = add nuw nsw i32 %248, 8
  store i32 %251, i32* %19, align 16
  br label %286

252:                                              ; preds = %247
  %253 = load i8*, i8** %20, align 8
  %254 = getelementptr i8, i8* %253, i64 8
  store i8* %254, i8** %20, align 8
  br label %286

255:                                              ; preds = %195
  %256 = load i32, i32* %19, align 16
  %257 = icmp ult i32 %256, 41
  br i1 %257, label %258, label %262

258:                                              ; preds = %255
  %259 = zext i32 %256 to i64
  %260 = getelementptr i8, i8* %22, i64 %259
  %261 = add nuw nsw i32 %256, 8
  store i32 %261, i32* %19, align 16
  br label %265

262:                                              ; preds = %255
  %263 = load i8*, i8** %20, align 8
  %264 = getelementptr i8, i8* %263, i64 8
  store i8* %264, i8** %20, align 8
  br label %265

265:                                              ; preds = %262, %258
  %266 = phi i8* [ %260, %258 ], [ %263, %262 ]
  %267 = bitcast i8* %266 to i32**
  %268 = load i32*, i32** %267, align 8
  %269 = load i32, i32* %268, align 4, !tbaa !5
  %270 = add nsw i32 %269, %199
  br label %286

271:                                              ; preds = %195
  %272 = load i32, i32* %19, align 16
  %273 = icmp ult i32 %272, 41
  br i1 %273, label %274, label %278

274:                                              ; preds = %271
  %275 = zext i32 %272 to i64
  %276 = getelementptr i8, i8* %22, i64 %275
  %277 = add nuw nsw i32 %272, 8
  store i32 %277, i32* %19, align 16
  br label %281

278:                                              ; preds = %271
  %279 = load i8*, i8** %20, align 8
  %280 = getelementptr i8, i8* %279, i64 8
  store i8* %280, i8** %20, align 8
  br label %281

281:                                              ; preds = %278, %274
  %282 = phi i8* [ %276, %274 ], [ %279, %278 ]
  %283 = bitcast i8* %282 to i32*
  %284 = load i32, i32* %283, align 4, !tbaa.struct !14
  %285 = add nsw i32 %284, %199
  br label %286

286:                                              ; preds = %250, %252, %211, %226, %242, %265, %281, %195
  %287 = phi i32 [ %199, %195 ], [ %285, %281 ], [ %270, %265 ], [ %199, %242 ], [ %231, %226 ], [ %215, %211 ], [ %199, %252 ], [ %199, %250 ]
  %288 = phi double [ %198, %195 ], [ %198, %281 ], [ %198, %265 ], [ %246, %242 ], [ %198, %226 ], [ %198, %211 ], [ %198, %252 ], [ %198, %250 ]
  %289 = getelementptr inbounds i8, i8* %197, i64 1
  %290 = load i8, i8* %289, align 1, !tbaa !13
  %291 = icmp eq i8 %290, 0
  br i1 %291, label %191, label %195, !llvm.loop !19
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @after_seven(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, ...) unnamed_addr #2 {
  %8 = alloca [1 x %struct.__va_list_tag], align 16
  %9 = bitcast [1 x %struct.__va_list_tag]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %9) #8
  call void @llvm.va_start(i8* nonnull %9)
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %8, i64 0, i64 0, i32 0
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %8, i64 0, i64 0, i32 2
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %8, i64 0, i64 0, i32 3
  %13 = load i8*, i8** %12, align 16
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %8, i64 0, i64 0, i32 1
  %15 = load i32, i32* %10, align 16
  br label %16

16:                                               ; preds = %64, %7
  %17 = phi i32 [ %34, %64 ], [ %15, %7 ]
  %18 = phi i32 [ %35, %64 ], [ %15, %7 ]
  %19 = phi double [ %68, %64 ], [ 0.000000e+00, %7 ]
  %20 = phi i64 [ %24, %64 ], [ 28, %7 ]
  br label %21

21:                                               ; preds = %16, %48
  %22 = phi i32 [ %49, %48 ], [ %17, %16 ]
  %23 = phi i32 [ %49, %48 ], [ %18, %16 ]
  %24 = phi i64 [ %53, %48 ], [ %20, %16 ]
  %25 = icmp ult i32 %23, 41
  br i1 %25, label %26, label %30

26:                                               ; preds = %21
  %27 = zext i32 %23 to i64
  %28 = getelementptr i8, i8* %13, i64 %27
  %29 = add nuw nsw i32 %23, 8
  store i32 %29, i32* %10, align 16
  br label %33

30:                                               ; preds = %21
  %31 = load i8*, i8** %11, align 8
  %32 = getelementptr i8, i8* %31, i64 8
  store i8* %32, i8** %11, align 8
  br label %33

33:                                               ; preds = %30, %26
  %34 = phi i32 [ %29, %26 ], [ %22, %30 ]
  %35 = phi i32 [ %29, %26 ], [ %23, %30 ]
  %36 = phi i8* [ %28, %26 ], [ %31, %30 ]
  %37 = bitcast i8* %36 to i32*
  %38 = load i32, i32* %37, align 4
  switch i32 %38, label %54 [
    i32 0, label %69
    i32 1, label %39
  ]

39:                                               ; preds = %33
  %40 = icmp ult i32 %34, 41
  br i1 %40, label %41, label %45

41:                                               ; preds = %39
  %42 = zext i32 %34 to i64
  %43 = getelementptr i8, i8* %13, i64 %42
  %44 = add nuw nsw i32 %34, 8
  store i32 %44, i32* %10, align 16
  br label %48

45:                                               ; preds = %39
  %46 = load i8*, i8** %11, align 8
  %47 = getelementptr i8, i8* %46, i64 8
  store i8* %47, i8** %11, align 8
  br label %48

48:                                               ; preds = %45, %41
  %49 = phi i32 [ %44, %41 ], [ %34, %45 ]
  %50 = phi i8* [ %43, %41 ], [ %46, %45 ]
  %51 = bitcast i8* %50 to i64*
  %52 = load i64, i64* %51, align 8
  %53 = add nsw i64 %52, %24
  br label %21

54:                                               ; preds = %33
  %55 = load i32, i32* %14, align 4
  %56 = icmp ult i32 %55, 161
  br i1 %56, label %57, label %61

57:                                               ; preds = %54
  %58 = zext i32 %55 to i64
  %59 = getelementptr i8, i8* %13, i64 %58
  %60 = add nuw nsw i32 %55, 16
  store i32 %60, i32* %14, align 4
  br label %64

61:                                               ; preds = %54
  %62 = load i8*, i8** %11, align 8
  %63 = getelementptr i8, i8* %62, i64 8
  store i8* %63, i8** %11, align 8
  br label %64

64:                                               ; preds = %61, %57
  %65 = phi i8* [ %59, %57 ], [ %62, %61 ]
  %66 = bitcast i8* %65 to double*
  %67 = load double, double* %66, align 8
  %68 = fadd double %19, %67
  br label %16

69:                                               ; preds = %33
  call void @llvm.va_end(i8* nonnull %9)
  %70 = mul nsw i64 %24, 1000
  %71 = fmul double %19, 1.000000e+01
  %72 = fptosi double %71 to i64
  %73 = add nsw i64 %70, %72
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %9) #8
  ret i64 %73
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %6 = load i32, i32* %4, align 16
  %7 = icmp ult i32 %6, 41
  br i1 %7, label %13, label %8

8:                                                ; preds = %1
  %9 = load i8*, i8** %5, align 8
  %10 = getelementptr i8, i8* %9, i64 8
  store i8* %10, i8** %5, align 8
  %11 = bitcast i8* %9 to i32*
  %12 = load i32, i32* %11, align 4
  br label %24

13:                                               ; preds = %1
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %15 = load i8*, i8** %14, align 16
  %16 = zext i32 %6 to i64
  %17 = getelementptr i8, i8* %15, i64 %16
  %18 = add nuw nsw i32 %6, 8
  store i32 %18, i32* %4, align 16
  %19 = bitcast i8* %17 to i32*
  %20 = load i32, i32* %19, align 4
  %21 = icmp ult i32 %6, 33
  br i1 %21, label %30, label %22

22:                                               ; preds = %13
  %23 = load i8*, i8** %5, align 8
  br label %24

24:                                               ; preds = %22, %8
  %25 = phi i8* [ %10, %8 ], [ %23, %22 ]
  %26 = phi i32 [ %12, %8 ], [ %20, %22 ]
  %27 = getelementptr i8, i8* %25, i64 8
  store i8* %27, i8** %5, align 8
  %28 = bitcast i8* %25 to i32*
  %29 = load i32, i32* %28, align 4
  br label %39

30:                                               ; preds = %13
  %31 = zext i32 %18 to i64
  %32 = getelementptr i8, i8* %15, i64 %31
  %33 = add nuw nsw i32 %6, 16
  store i32 %33, i32* %4, align 16
  %34 = bitcast i8* %32 to i32*
  %35 = load i32, i32* %34, align 4
  %36 = icmp ult i32 %6, 25
  br i1 %36, label %46, label %37

37:                                               ; preds = %30
  %38 = load i8*, i8** %5, align 8
  br label %39

39:                                               ; preds = %37, %24
  %40 = phi i8* [ %27, %24 ], [ %38, %37 ]
  %41 = phi i32 [ %29, %24 ], [ %35, %37 ]
  %42 = phi i32 [ %26, %24 ], [ %20, %37 ]
  %43 = getelementptr i8, i8* %40, i64 8
  store i8* %43, i8** %5, align 8
  %44 = bitcast i8* %40 to i32*
  %45 = load i32, i32* %44, align 4
  br label %55

46:                                               ; preds = %30
  %47 = zext i32 %33 to i64
  %48 = getelementptr i8, i8* %15, i64 %47
  %49 = add nuw nsw i32 %6, 24
  store i32 %49, i32* %4, align 16
  %50 = bitcast i8* %48 to i32*
  %51 = load i32, i32* %50, align 4
  %52 = icmp ult i32 %6, 17
  br i1 %52, label %63, label %53

53:                                               ; preds = %46
  %54 = load i8*, i8** %5, align 8
  br label %55

55:                                               ; preds = %53, %39
  %56 = phi i8* [ %43, %39 ], [ %54, %53 ]
  %57 = phi i32 [ %45, %39 ], [ %51, %53 ]
  %58 = phi i32 [ %42, %39 ], [ %20, %53 ]
  %59 = phi i32 [ %41, %39 ], [ %35, %53 ]
  %60 = getelementptr i8, i8* %56, i64 8
  store i8* %60, i8** %5, align 8
  %61 = bitcast i8* %56 to i32*
  %62 = load i32, i32* %61, align 4
  br label %72

63:                                               ; preds = %46
  %64 = zext i32 %49 to i64
  %65 = getelementptr i8, i8* %15, i64 %64
  %66 = add nuw nsw i32 %6, 32
  store i32 %66, i32* %4, align 16
  %67 = bitcast i8* %65 to i32*
  %68 = load i32, i32* %67, align 4
  %69 = icmp ult i32 %6, 9
  br i1 %69, label %81, label %70

70:                                               ; preds = %63
  %71 = load i8*, i8** %5, align 8
  br label %72

72:                                               ; preds = %70, %55
  %73 = phi i8* [ %60, %55 ], [ %71, %70 ]
  %74 = phi i32 [ %62, %55 ], [ %68, %70 ]
  %75 = phi i32 [ %59, %55 ], [ %35, %70 ]
  %76 = phi i32 [ %58, %55 ], [ %20, %70 ]
  %77 = phi i32 [ %57, %55 ], [ %51, %70 ]
  %78 = getelementptr i8, i8* %73, i64 8
  store i8* %78, i8** %5, align 8
  %79 = bitcast i8* %73 to i32*
  %80 = load i32, i32* %79, align 4
  br label %90

81:                                               ; preds = %63
  %82 = zext i32 %66 to i64
  %83 = getelementptr i8, i8* %15, i64 %82
  %84 = add nuw nsw i32 %6, 40
  store i32 %84, i32* %4, align 16
  %85 = bitcast i8* %83 to i32*
  %86 = load i32, i32* %85, align 4
  %87 = icmp eq i32 %6, 0
  br i1 %87, label %98, label %88

88:                                               ; preds = %81
  %89 = load i8*, i8** %5, align 8
  br label %90

90:                                               ; preds = %88, %72
  %91 = phi i8* [ %78, %72 ], [ %89, %88 ]
  %92 = phi i32 [ %80, %72 ], [ %86, %88 ]
  %93 = phi i32 [ %77, %72 ], [ %51, %88 ]
  %94 = phi i32 [ %76, %72 ], [ %20, %88 ]
  %95 = phi i32 [ %75, %72 ], [ %35, %88 ]
  %96 = phi i32 [ %74, %72 ], [ %68, %88 ]
  %97 = getelementptr i8, i8* %91, i64 8
  store i8* %97, i8** %5, align 8
  br label %102

98:                                               ; preds = %81
  %99 = zext i32 %84 to i64
  %100 = getelementptr i8, i8* %15, i64 %99
  store i32 48, i32* %4, align 16
  %101 = load i8*, i8** %5, align 8
  br label %102

102:                                              ; preds = %90, %98
  %103 = phi i8* [ %101, %98 ], [ %97, %90 ]
  %104 = phi i32 [ %86, %98 ], [ %92, %90 ]
  %105 = phi i32 [ %51, %98 ], [ %93, %90 ]
  %106 = phi i32 [ %20, %98 ], [ %94, %90 ]
  %107 = phi i32 [ %35, %98 ], [ %95, %90 ]
  %108 = phi i32 [ %68, %98 ], [ %96, %90 ]
  %109 = phi i8* [ %100, %98 ], [ %91, %90 ]
  %110 = bitcast i8* %109 to i32*
  %111 = load i32, i32* %110, align 4
  %112 = getelementptr i8, i8* %103, i64 8
  store i8* %112, i8** %5, align 8
  %113 = bitcast i8* %103 to i32*
  %114 = load i32, i32* %113, align 4
  %115 = getelementptr i8, i8* %103, i64 16
  store i8* %115, i8** %5, align 8
  %116 = bitcast i8* %112 to i32*
  %117 = load i32, i32* %116, align 4
  %118 = add i32 %105, %104
  %119 = add i32 %118, %106
  %120 = add i32 %119, %107
  %121 = add i32 %120, %108
  %122 = add i32 %121, %111
  %123 = add i32 %122, %114
  %124 = add i32 %123, %117
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #8
  ret i32 %124
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = !{!7, !7, i64 0}
!14 = !{i64 0, i64 4, !5, i64 4, i64 2, !15}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !7, i64 0}
!17 = !{i64 0, i64 2, !15}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
