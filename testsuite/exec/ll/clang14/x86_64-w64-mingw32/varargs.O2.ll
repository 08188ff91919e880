; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
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
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13) #9
  store i32 42, i32* %1, align 4, !tbaa !4
  %14 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %14) #9
  store i32 -7, i32* %2, align 4, !tbaa !4
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i32 noundef 5, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), double noundef 5.500000e+00)
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef 1, double noundef 5.000000e-01, i64 noundef 10, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.500000e+00, i64 noundef 20, double noundef 2.250000e+00, i32 noundef 3, double noundef 3.500000e+00, i64 noundef 30, double noundef 3.250000e+00, i32 noundef 4, double noundef 4.500000e+00, i64 noundef 40, double noundef 4.250000e+00, i32 noundef 5, double noundef 5.500000e+00, i64 noundef 50, double noundef 5.250000e+00)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32* noundef nonnull %1, i32 noundef 90, i32* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), i32 noundef -300, double noundef 7.500000e-01, i64 281462091808867)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i64 noundef 8589934592, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef -34359738368, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %15 = call i64 (i32, i32, i32, i32, i32, i32, i32, ...) @after_seven(i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 noundef 1, i64 noundef 100, i32 noundef 2, double noundef 5.000000e-01, i32 noundef 1, i64 noundef 1048576, i32 noundef 2, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 2, double noundef 4.000000e+00, i32 noundef 2, double noundef 5.000000e+00, i32 noundef 2, double noundef 6.000000e+00, i32 noundef 2, double noundef 7.000000e+00, i32 noundef 2, double noundef 8.000000e+00, i32 noundef 2, double noundef 9.000000e+00, i64 noundef 0)
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i64 0, i64 0), i64 noundef %15)
  %17 = call i32 (i32, ...) @forward(i32 undef, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.12, i64 0, i64 0), i32 noundef %17)
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([81 x i8], [81 x i8]* @.str.13, i64 0, i64 0), i32 noundef -1, i32 noundef -294967296, i32 noundef 48879, i32 noundef 48879, i32 noundef 8, i32 noundef 65, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.14, i64 0, i64 0), i64 noundef -9000000000, i64 noundef -446744073709551616, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 0x419D6F3454000000, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef -2, i32 noundef 200)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %14) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13) #9
  ret i32 23
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind uwtable
define internal i32 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca i8*, align 8
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #9
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %31

5:                                                ; preds = %1
  %6 = load i8*, i8** %2, align 8
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
  %23 = getelementptr inbounds i8, i8* %19, i64 8
  store i8* %23, i8** %2, align 8
  %24 = bitcast i8* %19 to i32*
  %25 = load i32, i32* %24, align 8
  %26 = add nuw nsw i32 %20, 1
  %27 = mul nsw i32 %25, %26
  %28 = add nsw i32 %27, %21
  %29 = add i32 %22, 1
  %30 = icmp eq i32 %29, %8
  br i1 %30, label %31, label %18, !llvm.loop !8

31:                                               ; preds = %12, %18, %1
  %32 = phi i32 [ 0, %1 ], [ %13, %12 ], [ %28, %18 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #9
  ret i32 %32

33:                                               ; preds = %33, %10
  %34 = phi i8* [ %6, %10 ], [ %56, %33 ]
  %35 = phi i32 [ 0, %10 ], [ %59, %33 ]
  %36 = phi i32 [ 0, %10 ], [ %61, %33 ]
  %37 = phi i32 [ 0, %10 ], [ %62, %33 ]
  %38 = getelementptr inbounds i8, i8* %34, i64 8
  store i8* %38, i8** %2, align 8
  %39 = bitcast i8* %34 to i32*
  %40 = load i32, i32* %39, align 8
  %41 = or i32 %35, 1
  %42 = mul nsw i32 %40, %41
  %43 = add nsw i32 %42, %36
  %44 = getelementptr inbounds i8, i8* %34, i64 16
  store i8* %44, i8** %2, align 8
  %45 = bitcast i8* %38 to i32*
  %46 = load i32, i32* %45, align 8
  %47 = or i32 %35, 2
  %48 = mul nsw i32 %46, %47
  %49 = add nsw i32 %48, %43
  %50 = getelementptr inbounds i8, i8* %34, i64 24
  store i8* %50, i8** %2, align 8
  %51 = bitcast i8* %44 to i32*
  %52 = load i32, i32* %51, align 8
  %53 = or i32 %35, 3
  %54 = mul nsw i32 %52, %53
  %55 = add nsw i32 %54, %49
  %56 = getelementptr inbounds i8, i8* %34, i64 32
  store i8* %56, i8** %2, align 8
  %57 = bitcast i8* %50 to i32*
  %58 = load i32, i32* %57, align 8
  %59 = add nuw nsw i32 %35, 4
  %60 = mul nsw i32 %58, %59
  %61 = add nsw i32 %60, %55
  %62 = add i32 %37, 4
  %63 = icmp eq i32 %62, %11
  br i1 %63, label %12, label %33, !llvm.loop !10
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @sum_ll(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca i8*, align 8
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #9
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %115

5:                                                ; preds = %1
  %6 = zext i32 %0 to i64
  %7 = load i8*, i8** %2, align 8
  %8 = icmp ult i32 %0, 4
  br i1 %8, label %88, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8*, i8** %2, i64 1
  %11 = bitcast i8** %10 to i8*
  %12 = shl nuw nsw i64 %6, 3
  %13 = getelementptr i8, i8* %7, i64 %12
  %14 = icmp ugt i8* %13, %3
  %15 = icmp ult i8* %7, %11
  %16 = and i1 %14, %15
  br i1 %16, label %88, label %17

17:                                               ; preds = %9
  %18 = and i64 %6, 4294967292
  %19 = shl nuw nsw i64 %18, 3
  %20 = getelementptr i8, i8* %7, i64 %19
  %21 = add nsw i64 %18, -4
  %22 = lshr exact i64 %21, 2
  %23 = add nuw nsw i64 %22, 1
  %24 = and i64 %23, 1
  %25 = icmp eq i64 %21, 0
  br i1 %25, label %62, label %26

26:                                               ; preds = %17
  %27 = and i64 %23, 9223372036854775806
  br label %28

28:                                               ; preds = %28, %26
  %29 = phi i8* [ %7, %26 ], [ %57, %28 ]
  %30 = phi <2 x i64> [ <i64 0, i64 1>, %26 ], [ %58, %28 ]
  %31 = phi <2 x i64> [ zeroinitializer, %26 ], [ %55, %28 ]
  %32 = phi <2 x i64> [ zeroinitializer, %26 ], [ %56, %28 ]
  %33 = phi i64 [ 0, %26 ], [ %59, %28 ]
  %34 = add <2 x i64> %30, <i64 2, i64 2>
  %35 = bitcast i8* %29 to <2 x i64>*
  %36 = load <2 x i64>, <2 x i64>* %35, align 8, !alias.scope !12
  %37 = getelementptr i8, i8* %29, i64 16
  %38 = bitcast i8* %37 to <2 x i64>*
  %39 = load <2 x i64>, <2 x i64>* %38, align 8, !alias.scope !12
  %40 = add nsw <2 x i64> %36, %30
  %41 = add nsw <2 x i64> %39, %34
  %42 = xor <2 x i64> %40, %31
  %43 = xor <2 x i64> %41, %32
  %44 = getelementptr i8, i8* %29, i64 32
  %45 = add <2 x i64> %30, <i64 4, i64 4>
  %46 = add <2 x i64> %30, <i64 6, i64 6>
  %47 = getelementptr i8, i8* %29, i64 64
  %48 = bitcast i8* %44 to <2 x i64>*
  %49 = load <2 x i64>, <2 x i64>* %48, align 8, !alias.scope !12
  %50 = getelementptr i8, i8* %29, i64 48
  %51 = bitcast i8* %50 to <2 x i64>*
  %52 = load <2 x i64>, <2 x i64>* %51, align 8, !alias.scope !12
  %53 = add nsw <2 x i64> %49, %45
  %54 = add nsw <2 x i64> %52, %46
  %55 = xor <2 x i64> %53, %42
  %56 = xor <2 x i64> %54, %43
  %57 = getelementptr i8, i8* %29, i64 64
  %58 = add <2 x i64> %30, <i64 8, i64 8>
  %59 = add i64 %33, 2
  %60 = icmp eq i64 %59, %27
  br i1 %60, label %61, label %28, !llvm.loop !15

61:                                               ; preds = %28
  store i8* %47, i8** %2, align 8, !alias.scope !17, !noalias !12
  br label %62

62:                                               ; preds = %61, %17
  %63 = phi <2 x i64> [ undef, %17 ], [ %55, %61 ]
  %64 = phi <2 x i64> [ undef, %17 ], [ %56, %61 ]
  %65 = phi i8* [ %7, %17 ], [ %57, %61 ]
  %66 = phi <2 x i64> [ <i64 0, i64 1>, %17 ], [ %58, %61 ]
  %67 = phi <2 x i64> [ zeroinitializer, %17 ], [ %55, %61 ]
  %68 = phi <2 x i64> [ zeroinitializer, %17 ], [ %56, %61 ]
  %69 = icmp eq i64 %24, 0
  br i1 %69, label %82, label %70

70:                                               ; preds = %62
  %71 = add <2 x i64> %66, <i64 2, i64 2>
  %72 = getelementptr i8, i8* %65, i64 32
  store i8* %72, i8** %2, align 8, !alias.scope !17, !noalias !12
  %73 = bitcast i8* %65 to <2 x i64>*
  %74 = load <2 x i64>, <2 x i64>* %73, align 8, !alias.scope !12
  %75 = getelementptr i8, i8* %65, i64 16
  %76 = bitcast i8* %75 to <2 x i64>*
  %77 = load <2 x i64>, <2 x i64>* %76, align 8, !alias.scope !12
  %78 = add nsw <2 x i64> %74, %66
  %79 = add nsw <2 x i64> %77, %71
  %80 = xor <2 x i64> %78, %67
  %81 = xor <2 x i64> %79, %68
  br label %82

82:                                               ; preds = %62, %70
  %83 = phi <2 x i64> [ %63, %62 ], [ %80, %70 ]
  %84 = phi <2 x i64> [ %64, %62 ], [ %81, %70 ]
  %85 = xor <2 x i64> %84, %83
  %86 = call i64 @llvm.vector.reduce.xor.v2i64(<2 x i64> %85)
  %87 = icmp eq i64 %18, %6
  br i1 %87, label %115, label %88

88:                                               ; preds = %9, %5, %82
  %89 = phi i8* [ %7, %9 ], [ %7, %5 ], [ %20, %82 ]
  %90 = phi i64 [ 0, %9 ], [ 0, %5 ], [ %18, %82 ]
  %91 = phi i64 [ 0, %9 ], [ 0, %5 ], [ %86, %82 ]
  %92 = xor i64 %90, -1
  %93 = add nsw i64 %92, %6
  %94 = and i64 %6, 3
  %95 = icmp eq i64 %94, 0
  br i1 %95, label %109, label %96

96:                                               ; preds = %88, %96
  %97 = phi i8* [ %101, %96 ], [ %89, %88 ]
  %98 = phi i64 [ %106, %96 ], [ %90, %88 ]
  %99 = phi i64 [ %105, %96 ], [ %91, %88 ]
  %100 = phi i64 [ %107, %96 ], [ 0, %88 ]
  %101 = getelementptr inbounds i8, i8* %97, i64 8
  store i8* %101, i8** %2, align 8
  %102 = bitcast i8* %97 to i64*
  %103 = load i64, i64* %102, align 8
  %104 = add nsw i64 %103, %98
  %105 = xor i64 %104, %99
  %106 = add nuw nsw i64 %98, 1
  %107 = add i64 %100, 1
  %108 = icmp eq i64 %107, %94
  br i1 %108, label %109, label %96, !llvm.loop !19

109:                                              ; preds = %96, %88
  %110 = phi i64 [ undef, %88 ], [ %105, %96 ]
  %111 = phi i8* [ %89, %88 ], [ %101, %96 ]
  %112 = phi i64 [ %90, %88 ], [ %106, %96 ]
  %113 = phi i64 [ %91, %88 ], [ %105, %96 ]
  %114 = icmp ult i64 %93, 3
  br i1 %114, label %115, label %117

115:                                              ; preds = %109, %117, %82, %1
  %116 = phi i64 [ 0, %1 ], [ %86, %82 ], [ %110, %109 ], [ %143, %117 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #9
  ret i64 %116

117:                                              ; preds = %109, %117
  %118 = phi i8* [ %139, %117 ], [ %111, %109 ]
  %119 = phi i64 [ %144, %117 ], [ %112, %109 ]
  %120 = phi i64 [ %143, %117 ], [ %113, %109 ]
  %121 = getelementptr inbounds i8, i8* %118, i64 8
  store i8* %121, i8** %2, align 8
  %122 = bitcast i8* %118 to i64*
  %123 = load i64, i64* %122, align 8
  %124 = add nsw i64 %123, %119
  %125 = xor i64 %124, %120
  %126 = add nuw nsw i64 %119, 1
  %127 = getelementptr inbounds i8, i8* %118, i64 16
  store i8* %127, i8** %2, align 8
  %128 = bitcast i8* %121 to i64*
  %129 = load i64, i64* %128, align 8
  %130 = add nsw i64 %129, %126
  %131 = xor i64 %130, %125
  %132 = add nuw nsw i64 %119, 2
  %133 = getelementptr inbounds i8, i8* %118, i64 24
  store i8* %133, i8** %2, align 8
  %134 = bitcast i8* %127 to i64*
  %135 = load i64, i64* %134, align 8
  %136 = add nsw i64 %135, %132
  %137 = xor i64 %136, %131
  %138 = add nuw nsw i64 %119, 3
  %139 = getelementptr inbounds i8, i8* %118, i64 32
  store i8* %139, i8** %2, align 8
  %140 = bitcast i8* %133 to i64*
  %141 = load i64, i64* %140, align 8
  %142 = add nsw i64 %141, %138
  %143 = xor i64 %142, %137
  %144 = add nuw nsw i64 %119, 4
  %145 = icmp eq i64 %144, %6
  br i1 %145, label %115, label %117, !llvm.loop !20
}

; Function Attrs: nofree nosync nounwind uwtable
define internal double @sum_doubles(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca i8*, align 8
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #9
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %27

5:                                                ; preds = %1
  %6 = load i8*, i8** %2, align 8
  %7 = add i32 %0, -1
  %8 = and i32 %0, 3
  %9 = icmp ult i32 %7, 3
  br i1 %9, label %12, label %10

10:                                               ; preds = %5
  %11 = and i32 %0, -4
  br label %29

12:                                               ; preds = %29, %5
  %13 = phi double [ undef, %5 ], [ %48, %29 ]
  %14 = phi i8* [ %6, %5 ], [ %45, %29 ]
  %15 = phi double [ 0.000000e+00, %5 ], [ %48, %29 ]
  %16 = icmp eq i32 %8, 0
  br i1 %16, label %27, label %17

17:                                               ; preds = %12, %17
  %18 = phi i8* [ %21, %17 ], [ %14, %12 ]
  %19 = phi double [ %24, %17 ], [ %15, %12 ]
  %20 = phi i32 [ %25, %17 ], [ 0, %12 ]
  %21 = getelementptr inbounds i8, i8* %18, i64 8
  store i8* %21, i8** %2, align 8
  %22 = bitcast i8* %18 to double*
  %23 = load double, double* %22, align 8
  %24 = call double @llvm.fmuladd.f64(double %19, double 2.000000e+00, double %23)
  %25 = add i32 %20, 1
  %26 = icmp eq i32 %25, %8
  br i1 %26, label %27, label %17, !llvm.loop !21

27:                                               ; preds = %12, %17, %1
  %28 = phi double [ 0.000000e+00, %1 ], [ %13, %12 ], [ %24, %17 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #9
  ret double %28

29:                                               ; preds = %29, %10
  %30 = phi i8* [ %6, %10 ], [ %45, %29 ]
  %31 = phi double [ 0.000000e+00, %10 ], [ %48, %29 ]
  %32 = phi i32 [ 0, %10 ], [ %49, %29 ]
  %33 = getelementptr inbounds i8, i8* %30, i64 8
  store i8* %33, i8** %2, align 8
  %34 = bitcast i8* %30 to double*
  %35 = load double, double* %34, align 8
  %36 = call double @llvm.fmuladd.f64(double %31, double 2.000000e+00, double %35)
  %37 = getelementptr inbounds i8, i8* %30, i64 16
  store i8* %37, i8** %2, align 8
  %38 = bitcast i8* %33 to double*
  %39 = load double, double* %38, align 8
  %40 = call double @llvm.fmuladd.f64(double %36, double 2.000000e+00, double %39)
  %41 = getelementptr inbounds i8, i8* %30, i64 24
  store i8* %41, i8** %2, align 8
  %42 = bitcast i8* %37 to double*
  %43 = load double, double* %42, align 8
  %44 = call double @llvm.fmuladd.f64(double %40, double 2.000000e+00, double %43)
  %45 = getelementptr inbounds i8, i8* %30, i64 32
  store i8* %45, i8** %2, align 8
  %46 = bitcast i8* %41 to double*
  %47 = load double, double* %46, align 8
  %48 = call double @llvm.fmuladd.f64(double %44, double 2.000000e+00, double %47)
  %49 = add i32 %32, 4
  %50 = icmp eq i32 %49, %11
  br i1 %50, label %12, label %29, !llvm.loop !22
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nofree nounwind uwtable
define internal void @show(i8* noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #9
  %5 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #9
  call void @llvm.va_start(i8* nonnull %4)
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4)
  %6 = call i32 @putchar(i32 91)
  %7 = load i8, i8* %0, align 1, !tbaa !23
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
  %12 = load i8*, i8** %2, align 8
  %13 = getelementptr inbounds i8, i8* %12, i64 8
  store i8* %13, i8** %2, align 8
  %14 = bitcast i8* %12 to double*
  %15 = load double, double* %14, align 8
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i64 0, i64 0), double noundef %15)
  br label %74

17:                                               ; preds = %9
  %18 = load i8*, i8** %2, align 8
  %19 = getelementptr inbounds i8, i8* %18, i64 8
  store i8* %19, i8** %2, align 8
  %20 = bitcast i8* %18 to i32*
  %21 = load i32, i32* %20, align 8
  %22 = shl i32 %21, 16
  %23 = ashr exact i32 %22, 16
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0), i32 noundef %23)
  br label %74

25:                                               ; preds = %9
  %26 = load i8*, i8** %2, align 8
  %27 = getelementptr inbounds i8, i8* %26, i64 8
  store i8* %27, i8** %2, align 8
  %28 = bitcast i8* %26 to i32*
  %29 = load i32, i32* %28, align 8
  %30 = shl i32 %29, 24
  %31 = ashr exact i32 %30, 24
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), i32 noundef %31)
  br label %74

33:                                               ; preds = %9
  %34 = load i8*, i8** %2, align 8
  %35 = getelementptr inbounds i8, i8* %34, i64 8
  store i8* %35, i8** %2, align 8
  %36 = bitcast i8* %34 to i32*
  %37 = load i32, i32* %36, align 8, !tbaa.struct !24
  %38 = getelementptr inbounds i8, i8* %34, i64 4
  %39 = bitcast i8* %38 to i16*
  %40 = load i16, i16* %39, align 4, !tbaa.struct !27
  %41 = sext i16 %40 to i32
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i64 0, i64 0), i32 noundef %37, i32 noundef %41)
  br label %74

43:                                               ; preds = %9
  %44 = load i8*, i8** %2, align 8
  %45 = getelementptr inbounds i8, i8* %44, i64 8
  store i8* %45, i8** %2, align 8
  %46 = bitcast i8* %44 to i32**
  %47 = load i32*, i32** %46, align 8
  %48 = load i32, i32* %47, align 4, !tbaa !4
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), i32 noundef %48)
  br label %74

50:                                               ; preds = %9
  %51 = load i8*, i8** %2, align 8
  %52 = getelementptr inbounds i8, i8* %51, i64 8
  store i8* %52, i8** %2, align 8
  %53 = bitcast i8* %51 to i8**
  %54 = load i8*, i8** %53, align 8
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i64 0, i64 0), i8* noundef %54)
  br label %74

56:                                               ; preds = %9
  %57 = load i8*, i8** %2, align 8
  %58 = getelementptr inbounds i8, i8* %57, i64 8
  store i8* %58, i8** %2, align 8
  %59 = bitcast i8* %57 to double*
  %60 = load double, double* %59, align 8
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.19, i64 0, i64 0), double noundef %60)
  br label %74

62:                                               ; preds = %9
  %63 = load i8*, i8** %2, align 8
  %64 = getelementptr inbounds i8, i8* %63, i64 8
  store i8* %64, i8** %2, align 8
  %65 = bitcast i8* %63 to i64*
  %66 = load i64, i64* %65, align 8
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), i64 noundef %66)
  br label %74

68:                                               ; preds = %9
  %69 = load i8*, i8** %2, align 8
  %70 = getelementptr inbounds i8, i8* %69, i64 8
  store i8* %70, i8** %2, align 8
  %71 = bitcast i8* %69 to i32*
  %72 = load i32, i32* %71, align 8
  %73 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0), i32 noundef %72)
  br label %74

74:                                               ; preds = %68, %62, %56, %50, %43, %33, %25, %17, %11, %9
  %75 = getelementptr inbounds i8, i8* %0, i64 1
  %76 = load i8, i8* %75, align 1, !tbaa !23
  %77 = icmp eq i8 %76, 0
  br i1 %77, label %78, label %82

78:                                               ; preds = %155, %74, %1
  %79 = call i32 @putchar(i32 93)
  %80 = load i8, i8* %0, align 1, !tbaa !23
  %81 = icmp eq i8 %80, 0
  br i1 %81, label %159, label %163

82:                                               ; preds = %74, %155
  %83 = phi i8 [ %157, %155 ], [ %76, %74 ]
  %84 = phi i8* [ %156, %155 ], [ %75, %74 ]
  %85 = icmp eq i8* %84, %0
  br i1 %85, label %89, label %86

86:                                               ; preds = %82
  %87 = call i32 @putchar(i32 32)
  %88 = load i8, i8* %84, align 1, !tbaa !23
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
  %93 = load i8*, i8** %2, align 8
  %94 = getelementptr inbounds i8, i8* %93, i64 8
  store i8* %94, i8** %2, align 8
  %95 = bitcast i8* %93 to i32*
  %96 = load i32, i32* %95, align 8
  %97 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0), i32 noundef %96)
  br label %155

98:                                               ; preds = %89
  %99 = load i8*, i8** %2, align 8
  %100 = getelementptr inbounds i8, i8* %99, i64 8
  store i8* %100, i8** %2, align 8
  %101 = bitcast i8* %99 to i64*
  %102 = load i64, i64* %101, align 8
  %103 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), i64 noundef %102)
  br label %155

104:                                              ; preds = %89
  %105 = load i8*, i8** %2, align 8
  %106 = getelementptr inbounds i8, i8* %105, i64 8
  store i8* %106, i8** %2, align 8
  %107 = bitcast i8* %105 to double*
  %108 = load double, double* %107, align 8
  %109 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.19, i64 0, i64 0), double noundef %108)
  br label %155

110:                                              ; preds = %89
  %111 = load i8*, i8** %2, align 8
  %112 = getelementptr inbounds i8, i8* %111, i64 8
  store i8* %112, i8** %2, align 8
  %113 = bitcast i8* %111 to i8**
  %114 = load i8*, i8** %113, align 8
  %115 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i64 0, i64 0), i8* noundef %114)
  br label %155

116:                                              ; preds = %89
  %117 = load i8*, i8** %2, align 8
  %118 = getelementptr inbounds i8, i8* %117, i64 8
  store i8* %118, i8** %2, align 8
  %119 = bitcast i8* %117 to i32**
  %120 = load i32*, i32** %119, align 8
  %121 = load i32, i32* %120, align 4, !tbaa !4
  %122 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), i32 noundef %121)
  br label %155

123:                                              ; preds = %89
  %124 = load i8*, i8** %2, align 8
  %125 = getelementptr inbounds i8, i8* %124, i64 8
  store i8* %125, i8** %2, align 8
  %126 = bitcast i8* %124 to i32*
  %127 = load i32, i32* %126, align 8, !tbaa.struct !24
  %128 = getelementptr inbounds i8, i8* %124, i64 4
  %129 = bitcast i8* %128 to i16*
  %130 = load i16, i16* %129, align 4, !tbaa.struct !27
  %131 = sext i16 %130 to i32
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i64 0, i64 0), i32 noundef %127, i32 noundef %131)
  br label %155

133:                                              ; preds = %89
  %134 = load i8*, i8** %2, align 8
  %135 = getelementptr inbounds i8, i8* %134, i64 8
  store i8* %135, i8** %2, align 8
  %136 = bitcast i8* %134 to i32*
  %137 = load i32, i32* %136, align 8
  %138 = shl i32 %137, 24
  %139 = ashr exact i32 %138, 24
  %140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), i32 noundef %139)
  br label %155

141:                                              ; preds = %89
  %142 = load i8*, i8** %2, align 8
  %143 = getelementptr inbounds i8, i8* %142, i64 8
  store i8* %143, i8** %2, align 8
  %144 = bitcast i8* %142 to i32*
  %145 = load i32, i32* %144, align 8
  %146 = shl i32 %145, 16
  %147 = ashr exact i32 %146, 16
  %148 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0), i32 noundef %147)
  br label %155

149:                                              ; preds = %89
  %150 = load i8*, i8** %2, align 8
  %151 = getelementptr inbounds i8, i8* %150, i64 8
  store i8* %151, i8** %2, align 8
  %152 = bitcast i8* %150 to double*
  %153 = load double, double* %152, align 8
  %154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i64 0, i64 0), double noundef %153)
  br label %155

155:                                              ; preds = %92, %98, %104, %110, %116, %123, %133, %141, %149, %89
  %156 = getelementptr inbounds i8, i8* %84, i64 1
  %157 = load i8, i8* %156, align 1, !tbaa !23
  %158 = icmp eq i8 %157, 0
  br i1 %158, label %78, label %82, !llvm.loop !28

159:                                              ; preds = %204, %78
  %160 = phi i32 [ 0, %78 ], [ %205, %204 ]
  %161 = phi double [ 0.000000e+00, %78 ], [ %206, %204 ]
  %162 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.26, i64 0, i64 0), i32 noundef %160, double noundef %161)
  call void @llvm.va_end(i8* nonnull %5)
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #9
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
  %170 = load i8*, i8** %3, align 8
  %171 = getelementptr inbounds i8, i8* %170, i64 8
  store i8* %171, i8** %3, align 8
  %172 = bitcast i8* %170 to i32*
  %173 = load i32, i32* %172, align 8
  %174 = add nsw i32 %173, %167
  br label %204

175:                                              ; preds = %163
  %176 = load i8*, i8** %3, align 8
  %177 = getelementptr inbounds i8, i8* %176, i64 8
  store i8* %177, i8** %3, align 8
  %178 = bitcast i8* %176 to i64*
  %179 = load i64, i64* %178, align 8
  %180 = trunc i64 %179 to i32
  %181 = add nsw i32 %167, %180
  br label %204

182:                                              ; preds = %163, %163
  %183 = load i8*, i8** %3, align 8
  %184 = getelementptr inbounds i8, i8* %183, i64 8
  store i8* %184, i8** %3, align 8
  %185 = bitcast i8* %183 to double*
  %186 = load double, double* %185, align 8
  %187 = fadd double %166, %186
  br label %204

188:                                              ; preds = %163
  %189 = load i8*, i8** %3, align 8
  %190 = getelementptr inbounds i8, i8* %189, i64 8
  store i8* %190, i8** %3, align 8
  br label %204

191:                                              ; preds = %163
  %192 = load i8*, i8** %3, align 8
  %193 = getelementptr inbounds i8, i8* %192, i64 8
  store i8* %193, i8** %3, align 8
  %194 = bitcast i8* %192 to i32**
  %195 = load i32*, i32** %194, align 8
  %196 = load i32, i32* %195, align 4, !tbaa !4
  %197 = add nsw i32 %196, %167
  br label %204

198:                                              ; preds = %163
  %199 = load i8*, i8** %3, align 8
  %200 = getelementptr inbounds i8, i8* %199, i64 8
  store i8* %200, i8** %3, align 8
  %201 = bitcast i8* %199 to i32*
  %202 = load i32, i32* %201, align 8, !tbaa.struct !24
  %203 = add nsw i32 %202, %167
  br label %204

204:                                              ; preds = %169, %175, %182, %188, %191, %198, %163
  %205 = phi i32 [ %167, %163 ], [ %203, %198 ], [ %197, %191 ], [ %167, %188 ], [ %167, %182 ], [ %181, %175 ], [ %174, %169 ]
  %206 = phi double [ %166, %163 ], [ %166, %198 ], [ %166, %191 ], [ %166, %188 ], [ %187, %182 ], [ %166, %175 ], [ %166, %169 ]
  %207 = getelementptr inbounds i8, i8* %165, i64 1
  %208 = load i8, i8* %207, align 1, !tbaa !23
  %209 = icmp eq i8 %208, 0
  br i1 %209, label %159, label %163, !llvm.loop !30
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @after_seven(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, ...) unnamed_addr #2 {
  %8 = alloca i8*, align 8
  %9 = bitcast i8** %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9) #9
  call void @llvm.va_start(i8* nonnull %9)
  %10 = load i8*, i8** %8, align 8
  br label %11

11:                                               ; preds = %26, %7
  %12 = phi i8* [ %27, %26 ], [ %10, %7 ]
  %13 = phi double [ %30, %26 ], [ 0.000000e+00, %7 ]
  %14 = phi i64 [ %17, %26 ], [ 28, %7 ]
  br label %15

15:                                               ; preds = %11, %21
  %16 = phi i8* [ %22, %21 ], [ %12, %11 ]
  %17 = phi i64 [ %25, %21 ], [ %14, %11 ]
  %18 = getelementptr inbounds i8, i8* %16, i64 8
  store i8* %18, i8** %8, align 8
  %19 = bitcast i8* %16 to i32*
  %20 = load i32, i32* %19, align 8
  switch i32 %20, label %26 [
    i32 0, label %31
    i32 1, label %21
  ]

21:                                               ; preds = %15
  %22 = getelementptr inbounds i8, i8* %16, i64 16
  store i8* %22, i8** %8, align 8
  %23 = bitcast i8* %18 to i64*
  %24 = load i64, i64* %23, align 8
  %25 = add nsw i64 %24, %17
  br label %15

26:                                               ; preds = %15
  %27 = getelementptr inbounds i8, i8* %16, i64 16
  store i8* %27, i8** %8, align 8
  %28 = bitcast i8* %18 to double*
  %29 = load double, double* %28, align 8
  %30 = fadd double %13, %29
  br label %11

31:                                               ; preds = %15
  call void @llvm.va_end(i8* nonnull %9)
  %32 = mul nsw i64 %17, 1000
  %33 = fmul double %13, 1.000000e+01
  %34 = fptosi double %33 to i64
  %35 = add nsw i64 %32, %34
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9) #9
  ret i64 %35
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca i8*, align 8
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #9
  call void @llvm.va_start(i8* nonnull %3)
  %4 = load i8*, i8** %2, align 8, !tbaa !31
  %5 = getelementptr inbounds i8, i8* %4, i64 8
  %6 = bitcast i8* %4 to i32*
  %7 = load i32, i32* %6, align 8
  %8 = getelementptr inbounds i8, i8* %4, i64 16
  %9 = bitcast i8* %5 to i32*
  %10 = load i32, i32* %9, align 8
  %11 = add nsw i32 %10, %7
  %12 = getelementptr inbounds i8, i8* %4, i64 24
  %13 = bitcast i8* %8 to i32*
  %14 = load i32, i32* %13, align 8
  %15 = add nsw i32 %11, %14
  %16 = getelementptr inbounds i8, i8* %4, i64 32
  %17 = bitcast i8* %12 to i32*
  %18 = load i32, i32* %17, align 8
  %19 = add nsw i32 %15, %18
  %20 = getelementptr inbounds i8, i8* %4, i64 40
  %21 = bitcast i8* %16 to i32*
  %22 = load i32, i32* %21, align 8
  %23 = add nsw i32 %19, %22
  %24 = getelementptr inbounds i8, i8* %4, i64 48
  %25 = bitcast i8* %20 to i32*
  %26 = load i32, i32* %25, align 8
  %27 = add nsw i32 %23, %26
  %28 = getelementptr inbounds i8, i8* %4, i64 56
  %29 = bitcast i8* %24 to i32*
  %30 = load i32, i32* %29, align 8
  %31 = add nsw i32 %27, %30
  %32 = bitcast i8* %28 to i32*
  %33 = load i32, i32* %32, align 8
  %34 = add nsw i32 %31, %33
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #9
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

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.xor.v2i64(<2 x i64>) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nofree nosync nounwind readnone willreturn }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13}
!13 = distinct !{!13, !14}
!14 = distinct !{!14, !"LVerDomain"}
!15 = distinct !{!15, !11, !16}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!18}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !11, !16}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !11}
!23 = !{!6, !6, i64 0}
!24 = !{i64 0, i64 4, !4, i64 4, i64 2, !25}
!25 = !{!26, !26, i64 0}
!26 = !{!"short", !6, i64 0}
!27 = !{i64 0, i64 2, !25}
!28 = distinct !{!28, !11, !29}
!29 = !{!"llvm.loop.peeled.count", i32 1}
!30 = distinct !{!30, !11}
!31 = !{!32, !32, i64 0}
!32 = !{!"any pointer", !6, i64 0}
