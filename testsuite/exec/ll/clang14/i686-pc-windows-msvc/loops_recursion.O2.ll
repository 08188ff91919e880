; ModuleID = 'loops_recursion.c'
source_filename = "loops_recursion.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

$"??_C@_04HHLPDLB@fib?3?$AA@" = comdat any

$"??_C@_03EBJOKFHF@?5?$CFd?$AA@" = comdat any

$"??_C@_0BI@MAGFMCJK@deep_sum?$CI10000?$CJ?5?$DN?5?$CFlld?6?$AA@" = comdat any

$"??_C@_0BI@MAPDJNPH@deep_depth?5?$DN?5?$CFd?5max?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BN@FFLJPEKK@even?$CI10001?$CJ?$DN?$CFd?5odd?$CI7777?$CJ?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BJ@MBHCKOEA@ack?$CI2?03?$CJ?$DN?$CFu?5ack?$CI3?03?$CJ?$DN?$CFu?6?$AA@" = comdat any

$"??_C@_0CD@LJOOIIHB@hanoi?$CI10?$CJ?3?5?$CFd?5moves?0?5signature?5?$CF@" = comdat any

$"??_C@_0CB@PCFOMJAH@primes?5?$DM?$DN?510000?3?5?$CFd?0?5largest?5?$CFd?6@" = comdat any

$"??_C@_0BL@ELJBDBLL@collatz?3?5?$CFu?5steps?5from?5?$CFu?6?$AA@" = comdat any

$"??_C@_0CB@CJHFOKDB@found?5?$CFd?$CK?$CFd?5after?5?$CFd?5iterations?6@" = comdat any

$"??_C@_0BN@HDPDGEED@do?9while?5steps?5?$CFu?0?5u?5now?5?$CFu?6?$AA@" = comdat any

$"??_C@_0CH@OFAOGJE@first?5triangular?5?$DO?$DN?51e6?3?5T?$CI?$CFd?$CJ?5?$DN@" = comdat any

@"??_C@_04HHLPDLB@fib?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"fib:\00", comdat, align 1
@"??_C@_03EBJOKFHF@?5?$CFd?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c" %d\00", comdat, align 1
@"??_C@_0BI@MAGFMCJK@deep_sum?$CI10000?$CJ?5?$DN?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"deep_sum(10000) = %lld\0A\00", comdat, align 1
@"??_C@_0BI@MAPDJNPH@deep_depth?5?$DN?5?$CFd?5max?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"deep_depth = %d max %d\0A\00", comdat, align 1
@"??_C@_0BN@FFLJPEKK@even?$CI10001?$CJ?$DN?$CFd?5odd?$CI7777?$CJ?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"even(10001)=%d odd(7777)=%d\0A\00", comdat, align 1
@"??_C@_0BJ@MBHCKOEA@ack?$CI2?03?$CJ?$DN?$CFu?5ack?$CI3?03?$CJ?$DN?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"ack(2,3)=%u ack(3,3)=%u\0A\00", comdat, align 1
@moves = internal unnamed_addr global i32 0, align 4
@"??_C@_0CD@LJOOIIHB@hanoi?$CI10?$CJ?3?5?$CFd?5moves?0?5signature?5?$CF@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"hanoi(10): %d moves, signature %u\0A\00", comdat, align 1
@main.composite = internal unnamed_addr global [10001 x i8] zeroinitializer, align 1
@"??_C@_0CB@PCFOMJAH@primes?5?$DM?$DN?510000?3?5?$CFd?0?5largest?5?$CFd?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"primes <= 10000: %d, largest %d\0A\00", comdat, align 1
@"??_C@_0BL@ELJBDBLL@collatz?3?5?$CFu?5steps?5from?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"collatz: %u steps from %u\0A\00", comdat, align 1
@"??_C@_0CB@CJHFOKDB@found?5?$CFd?$CK?$CFd?5after?5?$CFd?5iterations?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"found %d*%d after %d iterations\0A\00", comdat, align 1
@"??_C@_0BN@HDPDGEED@do?9while?5steps?5?$CFu?0?5u?5now?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"do-while steps %u, u now %u\0A\00", comdat, align 1
@"??_C@_0CH@OFAOGJE@first?5triangular?5?$DO?$DN?51e6?3?5T?$CI?$CFd?$CJ?5?$DN@" = linkonce_odr dso_local unnamed_addr constant [39 x i8] c"first triangular >= 1e6: T(%d) = %lld\0A\00", comdat, align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HHLPDLB@fib?3?$AA@", i32 0, i32 0))
  %4 = tail call fastcc i32 @fib(i32 noundef 0)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 0, i32 0), i32 noundef %4)
  %6 = tail call fastcc i32 @fib(i32 noundef 4)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 0, i32 0), i32 noundef %6)
  %8 = tail call fastcc i32 @fib(i32 noundef 8)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 0, i32 0), i32 noundef %8)
  %10 = tail call fastcc i32 @fib(i32 noundef 12)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 0, i32 0), i32 noundef %10)
  %12 = tail call fastcc i32 @fib(i32 noundef 16)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 0, i32 0), i32 noundef %12)
  %14 = tail call fastcc i32 @fib(i32 noundef 20)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 0, i32 0), i32 noundef %14)
  %16 = tail call i32 @putchar(i32 10)
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@MAGFMCJK@deep_sum?$CI10000?$CJ?5?$DN?5?$CFlld?6?$AA@", i32 0, i32 0), i64 noundef 50005000)
  %18 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18)
  store volatile i32 0, i32* %1, align 4, !tbaa !3
  br label %19

19:                                               ; preds = %39, %0
  %20 = phi i32 [ 1, %0 ], [ %41, %39 ]
  %21 = load volatile i32, i32* %1, align 4, !tbaa !3
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %23, label %24

23:                                               ; preds = %19
  store volatile i32 %20, i32* %1, align 4, !tbaa !3
  br label %24

24:                                               ; preds = %23, %19
  %25 = load volatile i32, i32* %1, align 4, !tbaa !3
  %26 = icmp sgt i32 %25, %20
  br i1 %26, label %29, label %27

27:                                               ; preds = %24
  %28 = add nuw nsw i32 %20, 1
  store volatile i32 %28, i32* %1, align 4, !tbaa !3
  br label %29

29:                                               ; preds = %27, %24
  %30 = add nuw nsw i32 %20, 2
  %31 = load volatile i32, i32* %1, align 4, !tbaa !3
  %32 = icmp slt i32 %31, %30
  br i1 %32, label %33, label %34

33:                                               ; preds = %29
  store volatile i32 %30, i32* %1, align 4, !tbaa !3
  br label %34

34:                                               ; preds = %33, %29
  %35 = add nuw nsw i32 %20, 3
  %36 = load volatile i32, i32* %1, align 4, !tbaa !3
  %37 = icmp slt i32 %36, %35
  br i1 %37, label %38, label %39

38:                                               ; preds = %34
  store volatile i32 %35, i32* %1, align 4, !tbaa !3
  br label %39

39:                                               ; preds = %38, %34
  %40 = icmp eq i32 %35, 10000
  %41 = add nuw nsw i32 %20, 4
  br i1 %40, label %42, label %19

42:                                               ; preds = %39
  %43 = load volatile i32, i32* %1, align 4, !tbaa !3
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@MAPDJNPH@deep_depth?5?$DN?5?$CFd?5max?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 10000, i32 noundef %43)
  br label %45

45:                                               ; preds = %48, %42
  %46 = phi i32 [ 7777, %42 ], [ %49, %48 ]
  %47 = icmp ult i32 %46, 2
  br i1 %47, label %50, label %48

48:                                               ; preds = %45
  %49 = add i32 %46, -16
  br label %45

50:                                               ; preds = %45
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@FFLJPEKK@even?$CI10001?$CJ?$DN?$CFd?5odd?$CI7777?$CJ?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 0, i32 noundef %46)
  %52 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 3)
  %53 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 3)
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@MBHCKOEA@ack?$CI2?03?$CJ?$DN?$CFu?5ack?$CI3?03?$CJ?$DN?$CFu?6?$AA@", i32 0, i32 0), i32 noundef %53, i32 noundef %52)
  %55 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %55) #6
  store i32 0, i32* %2, align 4, !tbaa !3
  call fastcc void @hanoi(i32 noundef 10, i32 noundef 1, i32 noundef 3, i32 noundef 2, i32* noundef nonnull %2)
  %56 = load i32, i32* %2, align 4, !tbaa !3
  %57 = load i32, i32* @moves, align 4, !tbaa !3
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@LJOOIIHB@hanoi?$CI10?$CJ?3?5?$CFd?5moves?0?5signature?5?$CF@", i32 0, i32 0), i32 noundef %57, i32 noundef %56)
  br label %59

59:                                               ; preds = %50, %75
  %60 = phi i32 [ 2, %50 ], [ %78, %75 ]
  %61 = phi i32 [ 0, %50 ], [ %77, %75 ]
  %62 = phi i32 [ 0, %50 ], [ %76, %75 ]
  %63 = getelementptr inbounds [10001 x i8], [10001 x i8]* @main.composite, i32 0, i32 %60
  %64 = load i8, i8* %63, align 1, !tbaa !7
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %66, label %75

66:                                               ; preds = %59
  %67 = add nsw i32 %62, 1
  %68 = mul nuw nsw i32 %60, %60
  %69 = icmp ult i32 %68, 10001
  br i1 %69, label %70, label %75

70:                                               ; preds = %66, %70
  %71 = phi i32 [ %73, %70 ], [ %68, %66 ]
  %72 = getelementptr inbounds [10001 x i8], [10001 x i8]* @main.composite, i32 0, i32 %71
  store i8 1, i8* %72, align 1, !tbaa !7
  %73 = add nuw nsw i32 %71, %60
  %74 = icmp ult i32 %73, 10001
  br i1 %74, label %70, label %75, !llvm.loop !8

75:                                               ; preds = %70, %66, %59
  %76 = phi i32 [ %62, %59 ], [ %67, %66 ], [ %67, %70 ]
  %77 = phi i32 [ %61, %59 ], [ %60, %66 ], [ %60, %70 ]
  %78 = add nuw nsw i32 %60, 1
  %79 = icmp eq i32 %78, 10001
  br i1 %79, label %80, label %59, !llvm.loop !10

80:                                               ; preds = %75
  %81 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@PCFOMJAH@primes?5?$DM?$DN?510000?3?5?$CFd?0?5largest?5?$CFd?6@", i32 0, i32 0), i32 noundef %76, i32 noundef %77)
  br label %84

82:                                               ; preds = %102
  %83 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@ELJBDBLL@collatz?3?5?$CFu?5steps?5from?5?$CFu?6?$AA@", i32 0, i32 0), i32 noundef %105, i32 noundef %106)
  br label %109

84:                                               ; preds = %80, %102
  %85 = phi i32 [ 1, %80 ], [ %107, %102 ]
  %86 = phi i32 [ 0, %80 ], [ %106, %102 ]
  %87 = phi i32 [ 0, %80 ], [ %105, %102 ]
  %88 = icmp eq i32 %85, 1
  br i1 %88, label %102, label %89

89:                                               ; preds = %84
  %90 = zext i32 %85 to i64
  br label %91

91:                                               ; preds = %89, %91
  %92 = phi i32 [ %100, %91 ], [ 0, %89 ]
  %93 = phi i64 [ %99, %91 ], [ %90, %89 ]
  %94 = and i64 %93, 1
  %95 = icmp eq i64 %94, 0
  %96 = mul i64 %93, 3
  %97 = add i64 %96, 1
  %98 = lshr i64 %93, 1
  %99 = select i1 %95, i64 %98, i64 %97
  %100 = add i32 %92, 1
  %101 = icmp eq i64 %99, 1
  br i1 %101, label %102, label %91, !llvm.loop !11

102:                                              ; preds = %91, %84
  %103 = phi i32 [ 0, %84 ], [ %100, %91 ]
  %104 = icmp ugt i32 %103, %87
  %105 = select i1 %104, i32 %103, i32 %87
  %106 = select i1 %104, i32 %85, i32 %86
  %107 = add nuw nsw i32 %85, 1
  %108 = icmp eq i32 %107, 10000
  br i1 %108, label %82, label %84, !llvm.loop !12

109:                                              ; preds = %82, %131
  %110 = phi i32 [ 0, %82 ], [ %132, %131 ]
  %111 = phi i32 [ 1, %82 ], [ %133, %131 ]
  %112 = trunc i32 %111 to i8
  %113 = urem i8 %112, 3
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %131, label %115

115:                                              ; preds = %109, %125
  %116 = phi i32 [ %118, %125 ], [ %110, %109 ]
  %117 = phi i32 [ %128, %125 ], [ %111, %109 ]
  %118 = add nsw i32 %116, 1
  %119 = mul nsw i32 %117, %111
  %120 = urem i32 %119, 7
  %121 = icmp eq i32 %120, 0
  %122 = add nuw nsw i32 %117, %111
  %123 = icmp ugt i32 %122, 50
  %124 = select i1 %121, i1 %123, i1 false
  br i1 %124, label %135, label %125

125:                                              ; preds = %115
  %126 = sub nuw nsw i32 %117, %111
  %127 = icmp ult i32 %126, 31
  %128 = add nuw nsw i32 %117, 1
  %129 = icmp ult i32 %117, 99
  %130 = and i1 %127, %129
  br i1 %130, label %115, label %131, !llvm.loop !13

131:                                              ; preds = %125, %109
  %132 = phi i32 [ %110, %109 ], [ %118, %125 ]
  %133 = add nuw nsw i32 %111, 1
  %134 = icmp eq i32 %133, 100
  br i1 %134, label %135, label %109, !llvm.loop !14

135:                                              ; preds = %131, %115
  %136 = phi i32 [ %111, %115 ], [ -1, %131 ]
  %137 = phi i32 [ %117, %115 ], [ -1, %131 ]
  %138 = phi i32 [ %118, %115 ], [ %132, %131 ]
  %139 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@CJHFOKDB@found?5?$CFd?$CK?$CFd?5after?5?$CFd?5iterations?6@", i32 0, i32 0), i32 noundef %136, i32 noundef %137, i32 noundef %138)
  %140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@HDPDGEED@do?9while?5steps?5?$CFu?0?5u?5now?5?$CFu?6?$AA@", i32 0, i32 0), i32 noundef 6, i32 noundef -1)
  %141 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @"??_C@_0CH@OFAOGJE@first?5triangular?5?$DO?$DN?51e6?3?5T?$CI?$CFd?$CJ?5?$DN@", i32 0, i32 0), i32 noundef 1414, i64 noundef 1000405)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %55) #6
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18)
  ret i32 7
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call fastcc i32 @fib(i32 noundef %6)
  %8 = add nsw i32 %4, -2
  %9 = add nsw i32 %7, %5
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
}

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @ack(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1
  ret i32 %6

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add i32 %9, -1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %4, label %7

15:                                               ; preds = %7
  %16 = add i32 %8, -1
  %17 = tail call fastcc i32 @ack(i32 noundef %9, i32 noundef %16)
  br label %11
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32* noundef %4) unnamed_addr #4 {
  %6 = icmp eq i32 %0, 0
  br i1 %6, label %20, label %7

7:                                                ; preds = %5, %7
  %8 = phi i32 [ %9, %7 ], [ %3, %5 ]
  %9 = phi i32 [ %8, %7 ], [ %1, %5 ]
  %10 = phi i32 [ %11, %7 ], [ %0, %5 ]
  %11 = add nsw i32 %10, -1
  tail call fastcc void @hanoi(i32 noundef %11, i32 noundef %9, i32 noundef %8, i32 noundef %2, i32* noundef %4)
  %12 = load i32, i32* @moves, align 4, !tbaa !3
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @moves, align 4, !tbaa !3
  %14 = load i32, i32* %4, align 4, !tbaa !3
  %15 = mul i32 %14, 31
  %16 = mul nsw i32 %9, 3
  %17 = add nsw i32 %16, %2
  %18 = add i32 %17, %15
  store i32 %18, i32* %4, align 4, !tbaa !3
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %20, label %7

20:                                               ; preds = %7, %5
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!5, !5, i64 0}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
