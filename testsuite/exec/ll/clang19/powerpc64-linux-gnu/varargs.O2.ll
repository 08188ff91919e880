; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = tail call signext i32 (i32, ...) @sum_ints(i32 noundef signext 0)
  %4 = tail call signext i32 (i32, ...) @sum_ints(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3)
  %5 = tail call signext i32 (i32, ...) @sum_ints(i32 noundef signext 12, i32 noundef signext 1, i32 noundef signext -2, i32 noundef signext 3, i32 noundef signext -4, i32 noundef signext 5, i32 noundef signext -6, i32 noundef signext 7, i32 noundef signext -8, i32 noundef signext 9, i32 noundef signext -10, i32 noundef signext 11, i32 noundef signext -12)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5)
  %7 = tail call i64 (i32, ...) @sum_ll(i32 noundef signext 2, i64 noundef 1099511627776, i64 noundef -1)
  %8 = tail call i64 (i32, ...) @sum_ll(i32 noundef signext 9, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 1125899906842624, i64 noundef 5, i64 noundef -6, i64 noundef 7, i64 noundef 8, i64 noundef 9)
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %7, i64 noundef %8)
  %10 = tail call double (i32, ...) @sum_doubles(i32 noundef signext 3, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01)
  %11 = tail call double (i32, ...) @sum_doubles(i32 noundef signext 12, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, double noundef 5.000000e-01)
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %10, double noundef %11)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #9
  store i32 42, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9
  store i32 -7, ptr %2, align 4, !tbaa !5
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.3, i32 noundef signext 5, ptr noundef nonnull @.str.4, double noundef 5.500000e+00)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.5, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 8, i32 noundef signext 9, i32 noundef signext 10)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.6, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.7, i32 noundef signext 1, double noundef 5.000000e-01, i64 noundef 10, double noundef 1.250000e+00, i32 noundef signext 2, double noundef 2.500000e+00, i64 noundef 20, double noundef 2.250000e+00, i32 noundef signext 3, double noundef 3.500000e+00, i64 noundef 30, double noundef 3.250000e+00, i32 noundef signext 4, double noundef 4.500000e+00, i64 noundef 40, double noundef 4.250000e+00, i32 noundef signext 5, double noundef 5.500000e+00, i64 noundef 50, double noundef 5.250000e+00)
  call void (ptr, ...) @show(ptr noundef nonnull @.str.8, ptr noundef nonnull %1, i32 noundef signext 90, ptr noundef nonnull %2, ptr noundef nonnull @.str.9, i32 noundef signext -300, double noundef 7.500000e-01, i64 429496532992)
  call void (ptr, ...) @show(ptr noundef nonnull @.str.10, i64 noundef 8589934592, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef -34359738368, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %13 = call i64 (i32, i32, i32, i32, i32, i32, i32, ...) @after_seven(i32 signext poison, i32 signext poison, i32 signext poison, i32 signext poison, i32 signext poison, i32 signext poison, i32 signext poison, i32 noundef signext 1, i64 noundef 100, i32 noundef signext 2, double noundef 5.000000e-01, i32 noundef signext 1, i64 noundef 1048576, i32 noundef signext 2, double noundef 1.250000e+00, i32 noundef signext 2, double noundef 2.000000e+00, i32 noundef signext 2, double noundef 3.000000e+00, i32 noundef signext 2, double noundef 4.000000e+00, i32 noundef signext 2, double noundef 5.000000e+00, i32 noundef signext 2, double noundef 6.000000e+00, i32 noundef signext 2, double noundef 7.000000e+00, i32 noundef signext 2, double noundef 8.000000e+00, i32 noundef signext 2, double noundef 9.000000e+00, i32 noundef signext 0)
  %14 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %13)
  %15 = call signext i32 (i32, ...) @forward(i32 signext poison, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 8)
  %16 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext %15)
  %17 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext -1, i32 noundef zeroext -294967296, i32 noundef zeroext 48879, i32 noundef zeroext 48879, i32 noundef zeroext 8, i32 noundef signext 65, ptr noundef nonnull @.str.14, i64 noundef -9000000000, i64 noundef -446744073709551616, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 0x419D6F3454000000, i32 noundef signext 42, i32 noundef signext 42, i32 noundef signext 42, i32 noundef signext 42, i32 noundef signext -2, i32 noundef signext 200)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #9
  ret i32 23
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal signext i32 @sum_ints(i32 noundef signext %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %60

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = zext nneg i32 %0 to i64
  %7 = icmp ult i32 %0, 15
  br i1 %7, label %8, label %12

8:                                                ; preds = %57, %12, %4
  %9 = phi i32 [ 0, %12 ], [ 0, %4 ], [ %28, %57 ]
  %10 = phi i32 [ 0, %12 ], [ 0, %4 ], [ %59, %57 ]
  %11 = phi ptr [ %5, %12 ], [ %5, %4 ], [ %30, %57 ]
  br label %62

12:                                               ; preds = %4
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  %14 = getelementptr i8, ptr %5, i64 4
  %15 = add nsw i32 %0, -1
  %16 = zext i32 %15 to i64
  %17 = shl nuw nsw i64 %16, 3
  %18 = getelementptr i8, ptr %5, i64 %17
  %19 = getelementptr i8, ptr %18, i64 8
  %20 = icmp ult ptr %2, %19
  %21 = icmp ult ptr %14, %13
  %22 = and i1 %20, %21
  br i1 %22, label %8, label %23

23:                                               ; preds = %12
  %24 = and i64 %6, 3
  %25 = icmp eq i64 %24, 0
  %26 = select i1 %25, i64 4, i64 %24
  %27 = sub nsw i64 %6, %26
  %28 = trunc i64 %27 to i32
  %29 = shl nsw i64 %27, 3
  %30 = getelementptr i8, ptr %5, i64 %29
  br label %31

31:                                               ; preds = %31, %23
  %32 = phi ptr [ %5, %23 ], [ %55, %31 ]
  %33 = phi i64 [ 0, %23 ], [ %53, %31 ]
  %34 = phi <2 x i32> [ <i32 0, i32 1>, %23 ], [ %54, %31 ]
  %35 = phi <2 x i32> [ zeroinitializer, %23 ], [ %51, %31 ]
  %36 = phi <2 x i32> [ zeroinitializer, %23 ], [ %52, %31 ]
  %37 = getelementptr i8, ptr %32, <2 x i64> <i64 16, i64 24>
  %38 = extractelement <2 x ptr> %37, i64 1
  %39 = getelementptr inbounds i8, ptr %38, i64 8
  %40 = getelementptr inbounds i8, ptr %32, i64 4
  %41 = extractelement <2 x ptr> %37, i64 0
  %42 = getelementptr inbounds i8, ptr %41, i64 4
  %43 = load <4 x i32>, ptr %40, align 4, !tbaa !5
  %44 = load <4 x i32>, ptr %42, align 4, !tbaa !5
  %45 = shufflevector <4 x i32> %43, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %46 = shufflevector <4 x i32> %44, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %47 = add nuw nsw <2 x i32> %34, <i32 1, i32 1>
  %48 = add <2 x i32> %34, <i32 3, i32 3>
  %49 = mul nsw <2 x i32> %45, %47
  %50 = mul nsw <2 x i32> %46, %48
  %51 = add <2 x i32> %49, %35
  %52 = add <2 x i32> %50, %36
  %53 = add nuw i64 %33, 4
  %54 = add <2 x i32> %34, <i32 4, i32 4>
  %55 = getelementptr i8, ptr %32, i64 32
  %56 = icmp eq i64 %53, %27
  br i1 %56, label %57, label %31, !llvm.loop !9

57:                                               ; preds = %31
  store ptr %39, ptr %2, align 8, !alias.scope !13, !noalias !16
  %58 = add <2 x i32> %52, %51
  %59 = call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %58)
  br label %8

60:                                               ; preds = %62, %1
  %61 = phi i32 [ 0, %1 ], [ %71, %62 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret i32 %61

62:                                               ; preds = %8, %62
  %63 = phi i32 [ %69, %62 ], [ %9, %8 ]
  %64 = phi i32 [ %71, %62 ], [ %10, %8 ]
  %65 = phi ptr [ %66, %62 ], [ %11, %8 ]
  %66 = getelementptr inbounds i8, ptr %65, i64 8
  store ptr %66, ptr %2, align 8
  %67 = getelementptr inbounds i8, ptr %65, i64 4
  %68 = load i32, ptr %67, align 4, !tbaa !5
  %69 = add nuw nsw i32 %63, 1
  %70 = mul nsw i32 %68, %69
  %71 = add nsw i32 %70, %64
  %72 = icmp eq i32 %69, %0
  br i1 %72, label %60, label %62, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @sum_ll(i32 noundef signext %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %44

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = zext nneg i32 %0 to i64
  %7 = icmp eq i32 %0, 1
  br i1 %7, label %8, label %12

8:                                                ; preds = %41, %12, %4
  %9 = phi i64 [ 0, %12 ], [ 0, %4 ], [ %20, %41 ]
  %10 = phi i64 [ 0, %12 ], [ 0, %4 ], [ %42, %41 ]
  %11 = phi ptr [ %5, %12 ], [ %5, %4 ], [ %22, %41 ]
  br label %46

12:                                               ; preds = %4
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  %14 = shl nuw nsw i64 %6, 3
  %15 = getelementptr i8, ptr %5, i64 %14
  %16 = icmp ult ptr %2, %15
  %17 = icmp ult ptr %5, %13
  %18 = and i1 %16, %17
  br i1 %18, label %8, label %19

19:                                               ; preds = %12
  %20 = and i64 %6, 2147483646
  %21 = shl nuw nsw i64 %20, 3
  %22 = getelementptr i8, ptr %5, i64 %21
  br label %23

23:                                               ; preds = %23, %19
  %24 = phi i64 [ 0, %19 ], [ %39, %23 ]
  %25 = phi i64 [ 0, %19 ], [ %37, %23 ]
  %26 = phi i64 [ 0, %19 ], [ %38, %23 ]
  %27 = or disjoint i64 %24, 1
  %28 = shl i64 %24, 3
  %29 = or disjoint i64 %28, 8
  %30 = getelementptr i8, ptr %5, i64 %28
  %31 = getelementptr i8, ptr %5, i64 %29
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i64, ptr %30, align 8, !tbaa !19, !alias.scope !21
  %34 = load i64, ptr %31, align 8, !tbaa !19, !alias.scope !21
  %35 = add nsw i64 %33, %24
  %36 = add nsw i64 %34, %27
  %37 = xor i64 %35, %25
  %38 = xor i64 %36, %26
  %39 = add nuw i64 %24, 2
  %40 = icmp eq i64 %39, %20
  br i1 %40, label %41, label %23, !llvm.loop !24

41:                                               ; preds = %23
  store ptr %32, ptr %2, align 8, !alias.scope !25, !noalias !21
  %42 = xor i64 %38, %37
  %43 = icmp eq i64 %20, %6
  br i1 %43, label %44, label %8

44:                                               ; preds = %46, %41, %1
  %45 = phi i64 [ 0, %1 ], [ %42, %41 ], [ %53, %46 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret i64 %45

46:                                               ; preds = %8, %46
  %47 = phi i64 [ %54, %46 ], [ %9, %8 ]
  %48 = phi i64 [ %53, %46 ], [ %10, %8 ]
  %49 = phi ptr [ %50, %46 ], [ %11, %8 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 8
  store ptr %50, ptr %2, align 8
  %51 = load i64, ptr %49, align 8, !tbaa !19
  %52 = add nsw i64 %51, %47
  %53 = xor i64 %52, %48
  %54 = add nuw nsw i64 %47, 1
  %55 = icmp eq i64 %54, %6
  br i1 %55, label %44, label %46, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @sum_doubles(i32 noundef signext %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  br label %8

6:                                                ; preds = %8, %1
  %7 = phi double [ 0.000000e+00, %1 ], [ %14, %8 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret double %7

8:                                                ; preds = %4, %8
  %9 = phi i32 [ %15, %8 ], [ 0, %4 ]
  %10 = phi double [ %14, %8 ], [ 0.000000e+00, %4 ]
  %11 = phi ptr [ %12, %8 ], [ %5, %4 ]
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %12, ptr %2, align 8
  %13 = load double, ptr %11, align 8, !tbaa !28
  %14 = call double @llvm.fmuladd.f64(double %10, double 2.000000e+00, double %13)
  %15 = add nuw nsw i32 %9, 1
  %16 = icmp eq i32 %15, %0
  br i1 %16, label %6, label %8, !llvm.loop !30
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
  %5 = load i8, ptr %0, align 1, !tbaa !31
  switch i8 %5, label %61 [
    i8 0, label %65
    i8 105, label %55
    i8 108, label %50
    i8 100, label %45
    i8 115, label %40
    i8 112, label %34
    i8 80, label %26
    i8 99, label %19
    i8 104, label %11
    i8 102, label %6
  ]

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr %8, ptr %2, align 8
  %9 = load double, ptr %7, align 8, !tbaa !28
  %10 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %9)
  br label %61

11:                                               ; preds = %1
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %13, ptr %2, align 8
  %14 = getelementptr inbounds i8, ptr %12, i64 4
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = shl i32 %15, 16
  %17 = ashr exact i32 %16, 16
  %18 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext %17)
  br label %61

19:                                               ; preds = %1
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr %21, ptr %2, align 8
  %22 = getelementptr inbounds i8, ptr %20, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = and i32 %23, 255
  %25 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef signext %24)
  br label %61

26:                                               ; preds = %1
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr %28, ptr %2, align 8
  %29 = load i32, ptr %27, align 8, !tbaa !5
  %30 = getelementptr inbounds i8, ptr %27, i64 4
  %31 = load i16, ptr %30, align 4, !tbaa !32
  %32 = sext i16 %31 to i32
  %33 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef signext %29, i32 noundef signext %32)
  br label %61

34:                                               ; preds = %1
  %35 = load ptr, ptr %2, align 8
  %36 = getelementptr inbounds i8, ptr %35, i64 8
  store ptr %36, ptr %2, align 8
  %37 = load ptr, ptr %35, align 8, !tbaa !34
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext %38)
  br label %61

40:                                               ; preds = %1
  %41 = load ptr, ptr %2, align 8
  %42 = getelementptr inbounds i8, ptr %41, i64 8
  store ptr %42, ptr %2, align 8
  %43 = load ptr, ptr %41, align 8, !tbaa !34
  %44 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef %43)
  br label %61

45:                                               ; preds = %1
  %46 = load ptr, ptr %2, align 8
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  store ptr %47, ptr %2, align 8
  %48 = load double, ptr %46, align 8, !tbaa !28
  %49 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %48)
  br label %61

50:                                               ; preds = %1
  %51 = load ptr, ptr %2, align 8
  %52 = getelementptr inbounds i8, ptr %51, i64 8
  store ptr %52, ptr %2, align 8
  %53 = load i64, ptr %51, align 8, !tbaa !19
  %54 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %53)
  br label %61

55:                                               ; preds = %1
  %56 = load ptr, ptr %2, align 8
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  store ptr %57, ptr %2, align 8
  %58 = getelementptr inbounds i8, ptr %56, i64 4
  %59 = load i32, ptr %58, align 4, !tbaa !5
  %60 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext %59)
  br label %61

61:                                               ; preds = %1, %55, %50, %45, %40, %34, %26, %19, %11, %6
  %62 = getelementptr inbounds i8, ptr %0, i64 1
  %63 = load i8, ptr %62, align 1, !tbaa !31
  %64 = icmp eq i8 %63, 0
  br i1 %64, label %65, label %68

65:                                               ; preds = %127, %1, %61
  %66 = call i32 @putchar(i32 93)
  %67 = load ptr, ptr %3, align 8
  br label %131

68:                                               ; preds = %61, %127
  %69 = phi ptr [ %128, %127 ], [ %62, %61 ]
  %70 = call i32 @putchar(i32 32)
  %71 = load i8, ptr %69, align 1, !tbaa !31
  switch i8 %71, label %127 [
    i8 105, label %72
    i8 108, label %78
    i8 100, label %83
    i8 115, label %88
    i8 112, label %93
    i8 80, label %99
    i8 99, label %107
    i8 104, label %114
    i8 102, label %122
  ]

72:                                               ; preds = %68
  %73 = load ptr, ptr %2, align 8
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  store ptr %74, ptr %2, align 8
  %75 = getelementptr inbounds i8, ptr %73, i64 4
  %76 = load i32, ptr %75, align 4, !tbaa !5
  %77 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext %76)
  br label %127

78:                                               ; preds = %68
  %79 = load ptr, ptr %2, align 8
  %80 = getelementptr inbounds i8, ptr %79, i64 8
  store ptr %80, ptr %2, align 8
  %81 = load i64, ptr %79, align 8, !tbaa !19
  %82 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %81)
  br label %127

83:                                               ; preds = %68
  %84 = load ptr, ptr %2, align 8
  %85 = getelementptr inbounds i8, ptr %84, i64 8
  store ptr %85, ptr %2, align 8
  %86 = load double, ptr %84, align 8, !tbaa !28
  %87 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %86)
  br label %127

88:                                               ; preds = %68
  %89 = load ptr, ptr %2, align 8
  %90 = getelementptr inbounds i8, ptr %89, i64 8
  store ptr %90, ptr %2, align 8
  %91 = load ptr, ptr %89, align 8, !tbaa !34
  %92 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef %91)
  br label %127

93:                                               ; preds = %68
  %94 = load ptr, ptr %2, align 8
  %95 = getelementptr inbounds i8, ptr %94, i64 8
  store ptr %95, ptr %2, align 8
  %96 = load ptr, ptr %94, align 8, !tbaa !34
  %97 = load i32, ptr %96, align 4, !tbaa !5
  %98 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext %97)
  br label %127

99:                                               ; preds = %68
  %100 = load ptr, ptr %2, align 8
  %101 = getelementptr inbounds i8, ptr %100, i64 8
  store ptr %101, ptr %2, align 8
  %102 = load i32, ptr %100, align 8, !tbaa !5
  %103 = getelementptr inbounds i8, ptr %100, i64 4
  %104 = load i16, ptr %103, align 4, !tbaa !32
  %105 = sext i16 %104 to i32
  %106 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef signext %102, i32 noundef signext %105)
  br label %127

107:                                              ; preds = %68
  %108 = load ptr, ptr %2, align 8
  %109 = getelementptr inbounds i8, ptr %108, i64 8
  store ptr %109, ptr %2, align 8
  %110 = getelementptr inbounds i8, ptr %108, i64 4
  %111 = load i32, ptr %110, align 4, !tbaa !5
  %112 = and i32 %111, 255
  %113 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef signext %112)
  br label %127

114:                                              ; preds = %68
  %115 = load ptr, ptr %2, align 8
  %116 = getelementptr inbounds i8, ptr %115, i64 8
  store ptr %116, ptr %2, align 8
  %117 = getelementptr inbounds i8, ptr %115, i64 4
  %118 = load i32, ptr %117, align 4, !tbaa !5
  %119 = shl i32 %118, 16
  %120 = ashr exact i32 %119, 16
  %121 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext %120)
  br label %127

122:                                              ; preds = %68
  %123 = load ptr, ptr %2, align 8
  %124 = getelementptr inbounds i8, ptr %123, i64 8
  store ptr %124, ptr %2, align 8
  %125 = load double, ptr %123, align 8, !tbaa !28
  %126 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %125)
  br label %127

127:                                              ; preds = %72, %78, %83, %88, %93, %99, %107, %114, %122, %68
  %128 = getelementptr inbounds i8, ptr %69, i64 1
  %129 = load i8, ptr %128, align 1, !tbaa !31
  %130 = icmp eq i8 %129, 0
  br i1 %130, label %65, label %68, !llvm.loop !36

131:                                              ; preds = %164, %65
  %132 = phi ptr [ %67, %65 ], [ %165, %164 ]
  %133 = phi i32 [ 0, %65 ], [ %166, %164 ]
  %134 = phi double [ 0.000000e+00, %65 ], [ %167, %164 ]
  %135 = phi ptr [ %0, %65 ], [ %168, %164 ]
  %136 = load i8, ptr %135, align 1, !tbaa !31
  switch i8 %136, label %164 [
    i8 0, label %137
    i8 105, label %139
    i8 99, label %139
    i8 104, label %139
    i8 108, label %144
    i8 100, label %149
    i8 102, label %149
    i8 115, label %153
    i8 112, label %155
    i8 80, label %160
  ]

137:                                              ; preds = %131
  %138 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef signext %133, double noundef %134)
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret void

139:                                              ; preds = %131, %131, %131
  %140 = getelementptr inbounds i8, ptr %132, i64 8
  store ptr %140, ptr %3, align 8
  %141 = getelementptr inbounds i8, ptr %132, i64 4
  %142 = load i32, ptr %141, align 4, !tbaa !5
  %143 = add nsw i32 %142, %133
  br label %164

144:                                              ; preds = %131
  %145 = getelementptr inbounds i8, ptr %132, i64 8
  store ptr %145, ptr %3, align 8
  %146 = load i64, ptr %132, align 8, !tbaa !19
  %147 = trunc i64 %146 to i32
  %148 = add nsw i32 %133, %147
  br label %164

149:                                              ; preds = %131, %131
  %150 = getelementptr inbounds i8, ptr %132, i64 8
  store ptr %150, ptr %3, align 8
  %151 = load double, ptr %132, align 8, !tbaa !28
  %152 = fadd double %134, %151
  br label %164

153:                                              ; preds = %131
  %154 = getelementptr inbounds i8, ptr %132, i64 8
  store ptr %154, ptr %3, align 8
  br label %164

155:                                              ; preds = %131
  %156 = getelementptr inbounds i8, ptr %132, i64 8
  store ptr %156, ptr %3, align 8
  %157 = load ptr, ptr %132, align 8, !tbaa !34
  %158 = load i32, ptr %157, align 4, !tbaa !5
  %159 = add nsw i32 %158, %133
  br label %164

160:                                              ; preds = %131
  %161 = getelementptr inbounds i8, ptr %132, i64 8
  store ptr %161, ptr %3, align 8
  %162 = load i32, ptr %132, align 8, !tbaa !5
  %163 = add nsw i32 %162, %133
  br label %164

164:                                              ; preds = %131, %139, %144, %149, %153, %155, %160
  %165 = phi ptr [ %161, %160 ], [ %156, %155 ], [ %154, %153 ], [ %150, %149 ], [ %145, %144 ], [ %140, %139 ], [ %132, %131 ]
  %166 = phi i32 [ %163, %160 ], [ %159, %155 ], [ %133, %153 ], [ %133, %149 ], [ %148, %144 ], [ %143, %139 ], [ %133, %131 ]
  %167 = phi double [ %134, %160 ], [ %134, %155 ], [ %134, %153 ], [ %152, %149 ], [ %134, %144 ], [ %134, %139 ], [ %134, %131 ]
  %168 = getelementptr inbounds i8, ptr %135, i64 1
  br label %131, !llvm.loop !38
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @after_seven(i32 signext %0, i32 signext %1, i32 signext %2, i32 signext %3, i32 signext %4, i32 signext %5, i32 signext %6, ...) unnamed_addr #2 {
  %8 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #9
  call void @llvm.va_start.p0(ptr nonnull %8)
  %9 = load ptr, ptr %8, align 8
  br label %10

10:                                               ; preds = %24, %7
  %11 = phi ptr [ %25, %24 ], [ %9, %7 ]
  %12 = phi double [ %27, %24 ], [ 0.000000e+00, %7 ]
  %13 = phi i64 [ %16, %24 ], [ 28, %7 ]
  br label %14

14:                                               ; preds = %10, %20
  %15 = phi ptr [ %21, %20 ], [ %11, %10 ]
  %16 = phi i64 [ %23, %20 ], [ %13, %10 ]
  %17 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr %17, ptr %8, align 8
  %18 = getelementptr inbounds i8, ptr %15, i64 4
  %19 = load i32, ptr %18, align 4, !tbaa !5
  switch i32 %19, label %24 [
    i32 0, label %28
    i32 1, label %20
  ]

20:                                               ; preds = %14
  %21 = getelementptr inbounds i8, ptr %15, i64 16
  store ptr %21, ptr %8, align 8
  %22 = load i64, ptr %17, align 8, !tbaa !19
  %23 = add nsw i64 %22, %16
  br label %14

24:                                               ; preds = %14
  %25 = getelementptr inbounds i8, ptr %15, i64 16
  store ptr %25, ptr %8, align 8
  %26 = load double, ptr %17, align 8, !tbaa !28
  %27 = fadd double %12, %26
  br label %10

28:                                               ; preds = %14
  call void @llvm.va_end.p0(ptr nonnull %8)
  %29 = mul nsw i64 %16, 1000
  %30 = fmul double %12, 1.000000e+01
  %31 = fptosi double %30 to i64
  %32 = add nsw i64 %29, %31
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #9
  ret i64 %32
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal signext i32 @forward(i32 signext %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8, !tbaa !34
  %4 = getelementptr inbounds i8, ptr %3, i64 4
  %5 = load i32, ptr %4, align 4, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %3, i64 12
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = add nsw i32 %7, %5
  %9 = getelementptr inbounds i8, ptr %3, i64 20
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = add nsw i32 %8, %10
  %12 = getelementptr inbounds i8, ptr %3, i64 28
  %13 = load i32, ptr %12, align 4, !tbaa !5
  %14 = add nsw i32 %11, %13
  %15 = getelementptr inbounds i8, ptr %3, i64 36
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = add nsw i32 %14, %16
  %18 = getelementptr inbounds i8, ptr %3, i64 44
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = add nsw i32 %17, %19
  %21 = getelementptr inbounds i8, ptr %3, i64 52
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = add nsw i32 %20, %22
  %24 = getelementptr inbounds i8, ptr %3, i64 60
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = add nsw i32 %23, %25
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret i32 %26
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
declare noundef i32 @putchar(i32 noundef signext) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #8

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14}
!14 = distinct !{!14, !15}
!15 = distinct !{!15, !"LVerDomain"}
!16 = !{!17}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !10, !11}
!19 = !{!20, !20, i64 0}
!20 = !{!"long long", !7, i64 0}
!21 = !{!22}
!22 = distinct !{!22, !23}
!23 = distinct !{!23, !"LVerDomain"}
!24 = distinct !{!24, !10, !11, !12}
!25 = !{!26}
!26 = distinct !{!26, !23}
!27 = distinct !{!27, !10, !11}
!28 = !{!29, !29, i64 0}
!29 = !{!"double", !7, i64 0}
!30 = distinct !{!30, !10}
!31 = !{!7, !7, i64 0}
!32 = !{!33, !33, i64 0}
!33 = !{!"short", !7, i64 0}
!34 = !{!35, !35, i64 0}
!35 = !{!"any pointer", !7, i64 0}
!36 = distinct !{!36, !10, !37}
!37 = !{!"llvm.loop.peeled.count", i32 1}
!38 = distinct !{!38, !10}
