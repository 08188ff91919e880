; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = tail call signext i32 (i32, ...) @sum_ints(i32 noundef signext 0)
  %4 = tail call signext i32 (i32, ...) @sum_ints(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3)
  %5 = tail call signext i32 (i32, ...) @sum_ints(i32 noundef signext 12, i32 noundef signext 1, i32 noundef signext -2, i32 noundef signext 3, i32 noundef signext -4, i32 noundef signext 5, i32 noundef signext -6, i32 noundef signext 7, i32 noundef signext -8, i32 noundef signext 9, i32 noundef signext -10, i32 noundef signext 11, i32 noundef signext -12)
  %6 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5)
  %7 = tail call i64 (i32, ...) @sum_ll(i32 noundef signext 2, i64 noundef 1099511627776, i64 noundef -1)
  %8 = tail call i64 (i32, ...) @sum_ll(i32 noundef signext 9, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 1125899906842624, i64 noundef 5, i64 noundef -6, i64 noundef 7, i64 noundef 8, i64 noundef 9)
  %9 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i64 noundef %7, i64 noundef %8)
  %10 = tail call double (i32, ...) @sum_doubles(i32 noundef signext 3, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01)
  %11 = tail call double (i32, ...) @sum_doubles(i32 noundef signext 12, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, double noundef 5.000000e-01)
  %12 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), double noundef %10, double noundef %11)
  %13 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13) #9
  store i32 42, i32* %1, align 4, !tbaa !5
  %14 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %14) #9
  store i32 -7, i32* %2, align 4, !tbaa !5
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 5, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), double noundef 5.500000e+00)
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 8, i32 noundef signext 9, i32 noundef signext 10)
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  tail call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext 1, double noundef 5.000000e-01, i64 noundef 10, double noundef 1.250000e+00, i32 noundef signext 2, double noundef 2.500000e+00, i64 noundef 20, double noundef 2.250000e+00, i32 noundef signext 3, double noundef 3.500000e+00, i64 noundef 30, double noundef 3.250000e+00, i32 noundef signext 4, double noundef 4.500000e+00, i64 noundef 40, double noundef 4.250000e+00, i32 noundef signext 5, double noundef 5.500000e+00, i64 noundef 50, double noundef 5.250000e+00)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32* noundef nonnull %1, i32 noundef signext 90, i32* noundef nonnull %2, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext -300, double noundef 7.500000e-01, i64 429496532992)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i64 noundef 8589934592, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef -34359738368, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %15 = call i64 (i32, i32, i32, i32, i32, i32, i32, ...) @after_seven(i32 signext undef, i32 signext undef, i32 signext undef, i32 signext undef, i32 signext undef, i32 signext undef, i32 signext undef, i32 noundef signext 1, i64 noundef 100, i32 noundef signext 2, double noundef 5.000000e-01, i32 noundef signext 1, i64 noundef 1048576, i32 noundef signext 2, double noundef 1.250000e+00, i32 noundef signext 2, double noundef 2.000000e+00, i32 noundef signext 2, double noundef 3.000000e+00, i32 noundef signext 2, double noundef 4.000000e+00, i32 noundef signext 2, double noundef 5.000000e+00, i32 noundef signext 2, double noundef 6.000000e+00, i32 noundef signext 2, double noundef 7.000000e+00, i32 noundef signext 2, double noundef 8.000000e+00, i32 noundef signext 2, double noundef 9.000000e+00, i32 noundef signext 0)
  %16 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i64 0, i64 0), i64 noundef %15)
  %17 = call signext i32 (i32, ...) @forward(i32 signext undef, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 8)
  %18 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.12, i64 0, i64 0), i32 noundef signext %17)
  %19 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([81 x i8], [81 x i8]* @.str.13, i64 0, i64 0), i32 noundef signext -1, i32 noundef zeroext -294967296, i32 noundef zeroext 48879, i32 noundef zeroext 48879, i32 noundef zeroext 8, i32 noundef signext 65, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.14, i64 0, i64 0), i64 noundef -9000000000, i64 noundef -446744073709551616, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 0x419D6F3454000000, i32 noundef signext 42, i32 noundef signext 42, i32 noundef signext 42, i32 noundef signext 42, i32 noundef signext -2, i32 noundef signext 200)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %14) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13) #9
  ret i32 23
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind uwtable
define internal signext i32 @sum_ints(i32 noundef signext %0, ...) unnamed_addr #2 {
  %2 = alloca i8*, align 8
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #9
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %66

5:                                                ; preds = %1
  %6 = load i8*, i8** %2, align 8
  %7 = add i32 %0, -1
  %8 = zext i32 %7 to i64
  %9 = add nuw nsw i64 %8, 1
  %10 = icmp ult i32 %7, 4
  br i1 %10, label %62, label %11

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8*, i8** %2, i64 1
  %13 = bitcast i8** %12 to i8*
  %14 = getelementptr i8, i8* %6, i64 4
  %15 = add i32 %0, -1
  %16 = zext i32 %15 to i64
  %17 = shl nuw nsw i64 %16, 3
  %18 = add nuw nsw i64 %17, 8
  %19 = getelementptr i8, i8* %6, i64 %18
  %20 = icmp ugt i8* %19, %3
  %21 = icmp ult i8* %14, %13
  %22 = and i1 %20, %21
  br i1 %22, label %62, label %23

23:                                               ; preds = %11
  %24 = and i64 %9, 3
  %25 = icmp eq i64 %24, 0
  %26 = select i1 %25, i64 4, i64 %24
  %27 = sub nsw i64 %9, %26
  %28 = shl nsw i64 %27, 3
  %29 = getelementptr i8, i8* %6, i64 %28
  %30 = trunc i64 %27 to i32
  br label %31

31:                                               ; preds = %31, %23
  %32 = phi i8* [ %6, %23 ], [ %56, %31 ]
  %33 = phi i64 [ 0, %23 ], [ %55, %31 ]
  %34 = phi <2 x i32> [ <i32 0, i32 1>, %23 ], [ %57, %31 ]
  %35 = phi <2 x i32> [ zeroinitializer, %23 ], [ %53, %31 ]
  %36 = phi <2 x i32> [ zeroinitializer, %23 ], [ %54, %31 ]
  %37 = getelementptr i8, i8* %32, <2 x i64> <i64 16, i64 24>
  %38 = extractelement <2 x i8*> %37, i64 1
  %39 = getelementptr inbounds i8, i8* %38, i64 8
  %40 = getelementptr inbounds i8, i8* %32, i64 4
  %41 = extractelement <2 x i8*> %37, i64 0
  %42 = getelementptr inbounds i8, i8* %41, i64 4
  %43 = bitcast i8* %40 to <4 x i32>*
  %44 = bitcast i8* %42 to <4 x i32>*
  %45 = load <4 x i32>, <4 x i32>* %43, align 4
  %46 = load <4 x i32>, <4 x i32>* %44, align 4
  %47 = shufflevector <4 x i32> %45, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %48 = shufflevector <4 x i32> %46, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %49 = add nuw nsw <2 x i32> %34, <i32 1, i32 1>
  %50 = add <2 x i32> %34, <i32 3, i32 3>
  %51 = mul nsw <2 x i32> %47, %49
  %52 = mul nsw <2 x i32> %48, %50
  %53 = add <2 x i32> %51, %35
  %54 = add <2 x i32> %52, %36
  %55 = add nuw i64 %33, 4
  %56 = getelementptr i8, i8* %32, i64 32
  %57 = add <2 x i32> %34, <i32 4, i32 4>
  %58 = icmp eq i64 %55, %27
  br i1 %58, label %59, label %31, !llvm.loop !9

59:                                               ; preds = %31
  store i8* %39, i8** %2, align 8, !alias.scope !12, !noalias !15
  %60 = add <2 x i32> %54, %53
  %61 = call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %60)
  br label %62

62:                                               ; preds = %11, %5, %59
  %63 = phi i8* [ %6, %11 ], [ %6, %5 ], [ %29, %59 ]
  %64 = phi i32 [ 0, %11 ], [ 0, %5 ], [ %30, %59 ]
  %65 = phi i32 [ 0, %11 ], [ 0, %5 ], [ %61, %59 ]
  br label %68

66:                                               ; preds = %68, %1
  %67 = phi i32 [ 0, %1 ], [ %78, %68 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #9
  ret i32 %67

68:                                               ; preds = %62, %68
  %69 = phi i8* [ %72, %68 ], [ %63, %62 ]
  %70 = phi i32 [ %76, %68 ], [ %64, %62 ]
  %71 = phi i32 [ %78, %68 ], [ %65, %62 ]
  %72 = getelementptr inbounds i8, i8* %69, i64 8
  store i8* %72, i8** %2, align 8
  %73 = getelementptr inbounds i8, i8* %69, i64 4
  %74 = bitcast i8* %73 to i32*
  %75 = load i32, i32* %74, align 4
  %76 = add nuw nsw i32 %70, 1
  %77 = mul nsw i32 %75, %76
  %78 = add nsw i32 %77, %71
  %79 = icmp eq i32 %76, %0
  br i1 %79, label %66, label %68, !llvm.loop !17
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @sum_ll(i32 noundef signext %0, ...) unnamed_addr #2 {
  %2 = alloca i8*, align 8
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #9
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %49

5:                                                ; preds = %1
  %6 = zext i32 %0 to i64
  %7 = load i8*, i8** %2, align 8
  %8 = icmp eq i32 %0, 1
  br i1 %8, label %45, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8*, i8** %2, i64 1
  %11 = bitcast i8** %10 to i8*
  %12 = shl nuw nsw i64 %6, 3
  %13 = getelementptr i8, i8* %7, i64 %12
  %14 = icmp ugt i8* %13, %3
  %15 = icmp ult i8* %7, %11
  %16 = and i1 %14, %15
  br i1 %16, label %45, label %17

17:                                               ; preds = %9
  %18 = and i64 %6, 4294967294
  %19 = shl nuw nsw i64 %18, 3
  %20 = getelementptr i8, i8* %7, i64 %19
  br label %21

21:                                               ; preds = %21, %17
  %22 = phi i64 [ 0, %17 ], [ %40, %21 ]
  %23 = phi i64 [ 0, %17 ], [ %38, %21 ]
  %24 = phi i64 [ 0, %17 ], [ %39, %21 ]
  %25 = shl i64 %22, 3
  %26 = getelementptr i8, i8* %7, i64 %25
  %27 = shl i64 %22, 3
  %28 = or i64 %27, 8
  %29 = getelementptr i8, i8* %7, i64 %28
  %30 = or i64 %22, 1
  %31 = getelementptr inbounds i8, i8* %29, i64 8
  %32 = bitcast i8* %26 to i64*
  %33 = bitcast i8* %29 to i64*
  %34 = load i64, i64* %32, align 8, !alias.scope !18
  %35 = load i64, i64* %33, align 8, !alias.scope !18
  %36 = add nsw i64 %34, %22
  %37 = add nsw i64 %35, %30
  %38 = xor i64 %36, %23
  %39 = xor i64 %37, %24
  %40 = add nuw i64 %22, 2
  %41 = icmp eq i64 %40, %18
  br i1 %41, label %42, label %21, !llvm.loop !21

42:                                               ; preds = %21
  store i8* %31, i8** %2, align 8, !alias.scope !22, !noalias !18
  %43 = xor i64 %39, %38
  %44 = icmp eq i64 %18, %6
  br i1 %44, label %49, label %45

45:                                               ; preds = %9, %5, %42
  %46 = phi i8* [ %7, %9 ], [ %7, %5 ], [ %20, %42 ]
  %47 = phi i64 [ 0, %9 ], [ 0, %5 ], [ %18, %42 ]
  %48 = phi i64 [ 0, %9 ], [ 0, %5 ], [ %43, %42 ]
  br label %51

49:                                               ; preds = %51, %42, %1
  %50 = phi i64 [ 0, %1 ], [ %43, %42 ], [ %59, %51 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #9
  ret i64 %50

51:                                               ; preds = %45, %51
  %52 = phi i8* [ %55, %51 ], [ %46, %45 ]
  %53 = phi i64 [ %60, %51 ], [ %47, %45 ]
  %54 = phi i64 [ %59, %51 ], [ %48, %45 ]
  %55 = getelementptr inbounds i8, i8* %52, i64 8
  store i8* %55, i8** %2, align 8
  %56 = bitcast i8* %52 to i64*
  %57 = load i64, i64* %56, align 8
  %58 = add nsw i64 %57, %53
  %59 = xor i64 %58, %54
  %60 = add nuw nsw i64 %53, 1
  %61 = icmp eq i64 %60, %6
  br i1 %61, label %49, label %51, !llvm.loop !24
}

; Function Attrs: nofree nosync nounwind uwtable
define internal double @sum_doubles(i32 noundef signext %0, ...) unnamed_addr #2 {
  %2 = alloca i8*, align 8
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #9
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i8*, i8** %2, align 8
  br label %9

7:                                                ; preds = %9, %1
  %8 = phi double [ 0.000000e+00, %1 ], [ %16, %9 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #9
  ret double %8

9:                                                ; preds = %5, %9
  %10 = phi i8* [ %13, %9 ], [ %6, %5 ]
  %11 = phi i32 [ %17, %9 ], [ 0, %5 ]
  %12 = phi double [ %16, %9 ], [ 0.000000e+00, %5 ]
  %13 = getelementptr inbounds i8, i8* %10, i64 8
  store i8* %13, i8** %2, align 8
  %14 = bitcast i8* %10 to double*
  %15 = load double, double* %14, align 8
  %16 = call double @llvm.fmuladd.f64(double %12, double 2.000000e+00, double %15)
  %17 = add nuw nsw i32 %11, 1
  %18 = icmp eq i32 %17, %0
  br i1 %18, label %7, label %9, !llvm.loop !25
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
  %7 = load i8, i8* %0, align 1, !tbaa !26
  switch i8 %7, label %73 [
    i8 0, label %77
    i8 105, label %66
    i8 108, label %60
    i8 100, label %54
    i8 115, label %48
    i8 112, label %41
    i8 80, label %31
    i8 99, label %23
    i8 104, label %14
    i8 102, label %8
  ]

8:                                                ; preds = %1
  %9 = load i8*, i8** %2, align 8
  %10 = getelementptr inbounds i8, i8* %9, i64 8
  store i8* %10, i8** %2, align 8
  %11 = bitcast i8* %9 to double*
  %12 = load double, double* %11, align 8
  %13 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i64 0, i64 0), double noundef %12)
  br label %73

14:                                               ; preds = %1
  %15 = load i8*, i8** %2, align 8
  %16 = getelementptr inbounds i8, i8* %15, i64 8
  store i8* %16, i8** %2, align 8
  %17 = getelementptr inbounds i8, i8* %15, i64 4
  %18 = bitcast i8* %17 to i32*
  %19 = load i32, i32* %18, align 4
  %20 = shl i32 %19, 16
  %21 = ashr exact i32 %20, 16
  %22 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext %21)
  br label %73

23:                                               ; preds = %1
  %24 = load i8*, i8** %2, align 8
  %25 = getelementptr inbounds i8, i8* %24, i64 8
  store i8* %25, i8** %2, align 8
  %26 = getelementptr inbounds i8, i8* %24, i64 4
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 4
  %29 = and i32 %28, 255
  %30 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), i32 noundef signext %29)
  br label %73

31:                                               ; preds = %1
  %32 = load i8*, i8** %2, align 8
  %33 = getelementptr inbounds i8, i8* %32, i64 8
  store i8* %33, i8** %2, align 8
  %34 = bitcast i8* %32 to i32*
  %35 = load i32, i32* %34, align 8, !tbaa.struct !27
  %36 = getelementptr inbounds i8, i8* %32, i64 4
  %37 = bitcast i8* %36 to i16*
  %38 = load i16, i16* %37, align 4, !tbaa.struct !30
  %39 = sext i16 %38 to i32
  %40 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i64 0, i64 0), i32 noundef signext %35, i32 noundef signext %39)
  br label %73

41:                                               ; preds = %1
  %42 = load i8*, i8** %2, align 8
  %43 = getelementptr inbounds i8, i8* %42, i64 8
  store i8* %43, i8** %2, align 8
  %44 = bitcast i8* %42 to i32**
  %45 = load i32*, i32** %44, align 8
  %46 = load i32, i32* %45, align 4, !tbaa !5
  %47 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), i32 noundef signext %46)
  br label %73

48:                                               ; preds = %1
  %49 = load i8*, i8** %2, align 8
  %50 = getelementptr inbounds i8, i8* %49, i64 8
  store i8* %50, i8** %2, align 8
  %51 = bitcast i8* %49 to i8**
  %52 = load i8*, i8** %51, align 8
  %53 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i64 0, i64 0), i8* noundef %52)
  br label %73

54:                                               ; preds = %1
  %55 = load i8*, i8** %2, align 8
  %56 = getelementptr inbounds i8, i8* %55, i64 8
  store i8* %56, i8** %2, align 8
  %57 = bitcast i8* %55 to double*
  %58 = load double, double* %57, align 8
  %59 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.19, i64 0, i64 0), double noundef %58)
  br label %73

60:                                               ; preds = %1
  %61 = load i8*, i8** %2, align 8
  %62 = getelementptr inbounds i8, i8* %61, i64 8
  store i8* %62, i8** %2, align 8
  %63 = bitcast i8* %61 to i64*
  %64 = load i64, i64* %63, align 8
  %65 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), i64 noundef %64)
  br label %73

66:                                               ; preds = %1
  %67 = load i8*, i8** %2, align 8
  %68 = getelementptr inbounds i8, i8* %67, i64 8
  store i8* %68, i8** %2, align 8
  %69 = getelementptr inbounds i8, i8* %67, i64 4
  %70 = bitcast i8* %69 to i32*
  %71 = load i32, i32* %70, align 4
  %72 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext %71)
  br label %73

73:                                               ; preds = %1, %66, %60, %54, %48, %41, %31, %23, %14, %8
  %74 = getelementptr inbounds i8, i8* %0, i64 1
  %75 = load i8, i8* %74, align 1, !tbaa !26
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %77, label %79

77:                                               ; preds = %153, %1, %73
  %78 = call i32 @putchar(i32 93)
  br label %157

79:                                               ; preds = %73, %153
  %80 = phi i8 [ %155, %153 ], [ %75, %73 ]
  %81 = phi i8* [ %154, %153 ], [ %74, %73 ]
  %82 = icmp eq i8* %81, %0
  br i1 %82, label %86, label %83

83:                                               ; preds = %79
  %84 = call i32 @putchar(i32 32)
  %85 = load i8, i8* %81, align 1, !tbaa !26
  br label %86

86:                                               ; preds = %83, %79
  %87 = phi i8 [ %85, %83 ], [ %80, %79 ]
  switch i8 %87, label %153 [
    i8 105, label %88
    i8 108, label %95
    i8 100, label %101
    i8 115, label %107
    i8 112, label %113
    i8 80, label %120
    i8 99, label %130
    i8 104, label %138
    i8 102, label %147
  ]

88:                                               ; preds = %86
  %89 = load i8*, i8** %2, align 8
  %90 = getelementptr inbounds i8, i8* %89, i64 8
  store i8* %90, i8** %2, align 8
  %91 = getelementptr inbounds i8, i8* %89, i64 4
  %92 = bitcast i8* %91 to i32*
  %93 = load i32, i32* %92, align 4
  %94 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext %93)
  br label %153

95:                                               ; preds = %86
  %96 = load i8*, i8** %2, align 8
  %97 = getelementptr inbounds i8, i8* %96, i64 8
  store i8* %97, i8** %2, align 8
  %98 = bitcast i8* %96 to i64*
  %99 = load i64, i64* %98, align 8
  %100 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), i64 noundef %99)
  br label %153

101:                                              ; preds = %86
  %102 = load i8*, i8** %2, align 8
  %103 = getelementptr inbounds i8, i8* %102, i64 8
  store i8* %103, i8** %2, align 8
  %104 = bitcast i8* %102 to double*
  %105 = load double, double* %104, align 8
  %106 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.19, i64 0, i64 0), double noundef %105)
  br label %153

107:                                              ; preds = %86
  %108 = load i8*, i8** %2, align 8
  %109 = getelementptr inbounds i8, i8* %108, i64 8
  store i8* %109, i8** %2, align 8
  %110 = bitcast i8* %108 to i8**
  %111 = load i8*, i8** %110, align 8
  %112 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i64 0, i64 0), i8* noundef %111)
  br label %153

113:                                              ; preds = %86
  %114 = load i8*, i8** %2, align 8
  %115 = getelementptr inbounds i8, i8* %114, i64 8
  store i8* %115, i8** %2, align 8
  %116 = bitcast i8* %114 to i32**
  %117 = load i32*, i32** %116, align 8
  %118 = load i32, i32* %117, align 4, !tbaa !5
  %119 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), i32 noundef signext %118)
  br label %153

120:                                              ; preds = %86
  %121 = load i8*, i8** %2, align 8
  %122 = getelementptr inbounds i8, i8* %121, i64 8
  store i8* %122, i8** %2, align 8
  %123 = bitcast i8* %121 to i32*
  %124 = load i32, i32* %123, align 8, !tbaa.struct !27
  %125 = getelementptr inbounds i8, i8* %121, i64 4
  %126 = bitcast i8* %125 to i16*
  %127 = load i16, i16* %126, align 4, !tbaa.struct !30
  %128 = sext i16 %127 to i32
  %129 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i64 0, i64 0), i32 noundef signext %124, i32 noundef signext %128)
  br label %153

130:                                              ; preds = %86
  %131 = load i8*, i8** %2, align 8
  %132 = getelementptr inbounds i8, i8* %131, i64 8
  store i8* %132, i8** %2, align 8
  %133 = getelementptr inbounds i8, i8* %131, i64 4
  %134 = bitcast i8* %133 to i32*
  %135 = load i32, i32* %134, align 4
  %136 = and i32 %135, 255
  %137 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), i32 noundef signext %136)
  br label %153

138:                                              ; preds = %86
  %139 = load i8*, i8** %2, align 8
  %140 = getelementptr inbounds i8, i8* %139, i64 8
  store i8* %140, i8** %2, align 8
  %141 = getelementptr inbounds i8, i8* %139, i64 4
  %142 = bitcast i8* %141 to i32*
  %143 = load i32, i32* %142, align 4
  %144 = shl i32 %143, 16
  %145 = ashr exact i32 %144, 16
  %146 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext %145)
  br label %153

147:                                              ; preds = %86
  %148 = load i8*, i8** %2, align 8
  %149 = getelementptr inbounds i8, i8* %148, i64 8
  store i8* %149, i8** %2, align 8
  %150 = bitcast i8* %148 to double*
  %151 = load double, double* %150, align 8
  %152 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i64 0, i64 0), double noundef %151)
  br label %153

153:                                              ; preds = %88, %95, %101, %107, %113, %120, %130, %138, %147, %86
  %154 = getelementptr inbounds i8, i8* %81, i64 1
  %155 = load i8, i8* %154, align 1, !tbaa !26
  %156 = icmp eq i8 %155, 0
  br i1 %156, label %77, label %79, !llvm.loop !31

157:                                              ; preds = %200, %77
  %158 = phi i32 [ 0, %77 ], [ %201, %200 ]
  %159 = phi double [ 0.000000e+00, %77 ], [ %202, %200 ]
  %160 = phi i8* [ %0, %77 ], [ %203, %200 ]
  %161 = load i8, i8* %160, align 1, !tbaa !26
  switch i8 %161, label %200 [
    i8 0, label %162
    i8 105, label %164
    i8 99, label %164
    i8 104, label %164
    i8 108, label %171
    i8 100, label %178
    i8 102, label %178
    i8 115, label %184
    i8 112, label %187
    i8 80, label %194
  ]

162:                                              ; preds = %157
  %163 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.26, i64 0, i64 0), i32 noundef signext %158, double noundef %159)
  call void @llvm.va_end(i8* nonnull %5)
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #9
  ret void

164:                                              ; preds = %157, %157, %157
  %165 = load i8*, i8** %3, align 8
  %166 = getelementptr inbounds i8, i8* %165, i64 8
  store i8* %166, i8** %3, align 8
  %167 = getelementptr inbounds i8, i8* %165, i64 4
  %168 = bitcast i8* %167 to i32*
  %169 = load i32, i32* %168, align 4
  %170 = add nsw i32 %169, %158
  br label %200

171:                                              ; preds = %157
  %172 = load i8*, i8** %3, align 8
  %173 = getelementptr inbounds i8, i8* %172, i64 8
  store i8* %173, i8** %3, align 8
  %174 = bitcast i8* %172 to i64*
  %175 = load i64, i64* %174, align 8
  %176 = trunc i64 %175 to i32
  %177 = add nsw i32 %158, %176
  br label %200

178:                                              ; preds = %157, %157
  %179 = load i8*, i8** %3, align 8
  %180 = getelementptr inbounds i8, i8* %179, i64 8
  store i8* %180, i8** %3, align 8
  %181 = bitcast i8* %179 to double*
  %182 = load double, double* %181, align 8
  %183 = fadd double %159, %182
  br label %200

184:                                              ; preds = %157
  %185 = load i8*, i8** %3, align 8
  %186 = getelementptr inbounds i8, i8* %185, i64 8
  store i8* %186, i8** %3, align 8
  br label %200

187:                                              ; preds = %157
  %188 = load i8*, i8** %3, align 8
  %189 = getelementptr inbounds i8, i8* %188, i64 8
  store i8* %189, i8** %3, align 8
  %190 = bitcast i8* %188 to i32**
  %191 = load i32*, i32** %190, align 8
  %192 = load i32, i32* %191, align 4, !tbaa !5
  %193 = add nsw i32 %192, %158
  br label %200

194:                                              ; preds = %157
  %195 = load i8*, i8** %3, align 8
  %196 = getelementptr inbounds i8, i8* %195, i64 8
  store i8* %196, i8** %3, align 8
  %197 = bitcast i8* %195 to i32*
  %198 = load i32, i32* %197, align 8, !tbaa.struct !27
  %199 = add nsw i32 %198, %158
  br label %200

200:                                              ; preds = %157, %164, %171, %178, %184, %187, %194
  %201 = phi i32 [ %199, %194 ], [ %193, %187 ], [ %158, %184 ], [ %158, %178 ], [ %177, %171 ], [ %170, %164 ], [ %158, %157 ]
  %202 = phi double [ %159, %194 ], [ %159, %187 ], [ %159, %184 ], [ %183, %178 ], [ %159, %171 ], [ %159, %164 ], [ %159, %157 ]
  %203 = getelementptr inbounds i8, i8* %160, i64 1
  br label %157, !llvm.loop !33
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @after_seven(i32 signext %0, i32 signext %1, i32 signext %2, i32 signext %3, i32 signext %4, i32 signext %5, i32 signext %6, ...) unnamed_addr #2 {
  %8 = alloca i8*, align 8
  %9 = bitcast i8** %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9) #9
  call void @llvm.va_start(i8* nonnull %9)
  %10 = load i8*, i8** %8, align 8
  br label %11

11:                                               ; preds = %27, %7
  %12 = phi i8* [ %28, %27 ], [ %10, %7 ]
  %13 = phi double [ %31, %27 ], [ 0.000000e+00, %7 ]
  %14 = phi i64 [ %17, %27 ], [ 28, %7 ]
  br label %15

15:                                               ; preds = %11, %22
  %16 = phi i8* [ %23, %22 ], [ %12, %11 ]
  %17 = phi i64 [ %26, %22 ], [ %14, %11 ]
  %18 = getelementptr inbounds i8, i8* %16, i64 8
  store i8* %18, i8** %8, align 8
  %19 = getelementptr inbounds i8, i8* %16, i64 4
  %20 = bitcast i8* %19 to i32*
  %21 = load i32, i32* %20, align 4
  switch i32 %21, label %27 [
    i32 0, label %32
    i32 1, label %22
  ]

22:                                               ; preds = %15
  %23 = getelementptr inbounds i8, i8* %16, i64 16
  store i8* %23, i8** %8, align 8
  %24 = bitcast i8* %18 to i64*
  %25 = load i64, i64* %24, align 8
  %26 = add nsw i64 %25, %17
  br label %15

27:                                               ; preds = %15
  %28 = getelementptr inbounds i8, i8* %16, i64 16
  store i8* %28, i8** %8, align 8
  %29 = bitcast i8* %18 to double*
  %30 = load double, double* %29, align 8
  %31 = fadd double %13, %30
  br label %11

32:                                               ; preds = %15
  call void @llvm.va_end(i8* nonnull %9)
  %33 = mul nsw i64 %17, 1000
  %34 = fmul double %13, 1.000000e+01
  %35 = fptosi double %34 to i64
  %36 = add nsw i64 %33, %35
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9) #9
  ret i64 %36
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define internal signext i32 @forward(i32 signext %0, ...) unnamed_addr #4 {
  %2 = alloca i8*, align 8
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #9
  call void @llvm.va_start(i8* nonnull %3)
  %4 = load i8*, i8** %2, align 8, !tbaa !34
  %5 = getelementptr inbounds i8, i8* %4, i64 4
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = getelementptr inbounds i8, i8* %4, i64 12
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = add nsw i32 %10, %7
  %12 = getelementptr inbounds i8, i8* %4, i64 20
  %13 = bitcast i8* %12 to i32*
  %14 = load i32, i32* %13, align 4
  %15 = add nsw i32 %11, %14
  %16 = getelementptr inbounds i8, i8* %4, i64 28
  %17 = bitcast i8* %16 to i32*
  %18 = load i32, i32* %17, align 4
  %19 = add nsw i32 %15, %18
  %20 = getelementptr inbounds i8, i8* %4, i64 36
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 4
  %23 = add nsw i32 %19, %22
  %24 = getelementptr inbounds i8, i8* %4, i64 44
  %25 = bitcast i8* %24 to i32*
  %26 = load i32, i32* %25, align 4
  %27 = add nsw i32 %23, %26
  %28 = getelementptr inbounds i8, i8* %4, i64 52
  %29 = bitcast i8* %28 to i32*
  %30 = load i32, i32* %29, align 4
  %31 = add nsw i32 %27, %30
  %32 = getelementptr inbounds i8, i8* %4, i64 60
  %33 = bitcast i8* %32 to i32*
  %34 = load i32, i32* %33, align 4
  %35 = add nsw i32 %31, %34
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #9
  ret i32 %35
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
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nofree nosync nounwind readnone willreturn }
attributes #9 = { nounwind }

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!13}
!13 = distinct !{!13, !14}
!14 = distinct !{!14, !"LVerDomain"}
!15 = !{!16}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !10, !11}
!18 = !{!19}
!19 = distinct !{!19, !20}
!20 = distinct !{!20, !"LVerDomain"}
!21 = distinct !{!21, !10, !11}
!22 = !{!23}
!23 = distinct !{!23, !20}
!24 = distinct !{!24, !10, !11}
!25 = distinct !{!25, !10}
!26 = !{!7, !7, i64 0}
!27 = !{i64 0, i64 4, !5, i64 4, i64 2, !28}
!28 = !{!29, !29, i64 0}
!29 = !{!"short", !7, i64 0}
!30 = !{i64 0, i64 2, !28}
!31 = distinct !{!31, !10, !32}
!32 = !{!"llvm.loop.peeled.count", i32 1}
!33 = distinct !{!33, !10}
!34 = !{!35, !35, i64 0}
!35 = !{!"any pointer", !7, i64 0}
