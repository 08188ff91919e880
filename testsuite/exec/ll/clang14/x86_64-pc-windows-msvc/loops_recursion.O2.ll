; ModuleID = 'loops_recursion.c'
source_filename = "loops_recursion.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

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
@main.composite = internal unnamed_addr global [10001 x i8] zeroinitializer, align 16
@"??_C@_0CB@PCFOMJAH@primes?5?$DM?$DN?510000?3?5?$CFd?0?5largest?5?$CFd?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"primes <= 10000: %d, largest %d\0A\00", comdat, align 1
@"??_C@_0BL@ELJBDBLL@collatz?3?5?$CFu?5steps?5from?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"collatz: %u steps from %u\0A\00", comdat, align 1
@"??_C@_0CB@CJHFOKDB@found?5?$CFd?$CK?$CFd?5after?5?$CFd?5iterations?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"found %d*%d after %d iterations\0A\00", comdat, align 1
@"??_C@_0BN@HDPDGEED@do?9while?5steps?5?$CFu?0?5u?5now?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"do-while steps %u, u now %u\0A\00", comdat, align 1
@"??_C@_0CH@OFAOGJE@first?5triangular?5?$DO?$DN?51e6?3?5T?$CI?$CFd?$CJ?5?$DN@" = linkonce_odr dso_local unnamed_addr constant [39 x i8] c"first triangular >= 1e6: T(%d) = %lld\0A\00", comdat, align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HHLPDLB@fib?3?$AA@", i64 0, i64 0))
  %4 = tail call fastcc i32 @fib(i32 noundef 0)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i64 0, i64 0), i32 noundef %4)
  %6 = tail call fastcc i32 @fib(i32 noundef 4)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i64 0, i64 0), i32 noundef %6)
  %8 = tail call fastcc i32 @fib(i32 noundef 8)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i64 0, i64 0), i32 noundef %8)
  %10 = tail call fastcc i32 @fib(i32 noundef 12)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i64 0, i64 0), i32 noundef %10)
  %12 = tail call fastcc i32 @fib(i32 noundef 16)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i64 0, i64 0), i32 noundef %12)
  %14 = tail call fastcc i32 @fib(i32 noundef 20)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i64 0, i64 0), i32 noundef %14)
  %16 = tail call i32 @putchar(i32 10)
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@MAGFMCJK@deep_sum?$CI10000?$CJ?5?$DN?5?$CFlld?6?$AA@", i64 0, i64 0), i64 noundef 50005000)
  %18 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18)
  store volatile i32 0, i32* %1, align 4, !tbaa !4
  br label %19

19:                                               ; preds = %39, %0
  %20 = phi i32 [ 1, %0 ], [ %41, %39 ]
  %21 = load volatile i32, i32* %1, align 4, !tbaa !4
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %23, label %24

23:                                               ; preds = %19
  store volatile i32 %20, i32* %1, align 4, !tbaa !4
  br label %24

24:                                               ; preds = %23, %19
  %25 = load volatile i32, i32* %1, align 4, !tbaa !4
  %26 = icmp sgt i32 %25, %20
  br i1 %26, label %29, label %27

27:                                               ; preds = %24
  %28 = add nuw nsw i32 %20, 1
  store volatile i32 %28, i32* %1, align 4, !tbaa !4
  br label %29

29:                                               ; preds = %27, %24
  %30 = add nuw nsw i32 %20, 2
  %31 = load volatile i32, i32* %1, align 4, !tbaa !4
  %32 = icmp slt i32 %31, %30
  br i1 %32, label %33, label %34

33:                                               ; preds = %29
  store volatile i32 %30, i32* %1, align 4, !tbaa !4
  br label %34

34:                                               ; preds = %33, %29
  %35 = add nuw nsw i32 %20, 3
  %36 = load volatile i32, i32* %1, align 4, !tbaa !4
  %37 = icmp slt i32 %36, %35
  br i1 %37, label %38, label %39

38:                                               ; preds = %34
  store volatile i32 %35, i32* %1, align 4, !tbaa !4
  br label %39

39:                                               ; preds = %38, %34
  %40 = icmp eq i32 %35, 10000
  %41 = add nuw nsw i32 %20, 4
  br i1 %40, label %42, label %19

42:                                               ; preds = %39
  %43 = load volatile i32, i32* %1, align 4, !tbaa !4
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@MAPDJNPH@deep_depth?5?$DN?5?$CFd?5max?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 10000, i32 noundef %43)
  br label %45

45:                                               ; preds = %48, %42
  %46 = phi i32 [ 7777, %42 ], [ %49, %48 ]
  %47 = icmp ult i32 %46, 2
  br i1 %47, label %50, label %48

48:                                               ; preds = %45
  %49 = add i32 %46, -16
  br label %45

50:                                               ; preds = %45
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@FFLJPEKK@even?$CI10001?$CJ?$DN?$CFd?5odd?$CI7777?$CJ?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 0, i32 noundef %46)
  %52 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 3)
  %53 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 3)
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@MBHCKOEA@ack?$CI2?03?$CJ?$DN?$CFu?5ack?$CI3?03?$CJ?$DN?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %53, i32 noundef %52)
  %55 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %55) #6
  store i32 0, i32* %2, align 4, !tbaa !4
  call fastcc void @hanoi(i32 noundef 10, i32 noundef 1, i32 noundef 3, i32 noundef 2, i32* noundef nonnull %2)
  %56 = load i32, i32* %2, align 4, !tbaa !4
  %57 = load i32, i32* @moves, align 4, !tbaa !4
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@LJOOIIHB@hanoi?$CI10?$CJ?3?5?$CFd?5moves?0?5signature?5?$CF@", i64 0, i64 0), i32 noundef %57, i32 noundef %56)
  br label %59

59:                                               ; preds = %50, %80
  %60 = phi i64 [ 5, %50 ], [ %84, %80 ]
  %61 = phi i64 [ 2, %50 ], [ %83, %80 ]
  %62 = phi i32 [ 4, %50 ], [ %86, %80 ]
  %63 = phi i32 [ 0, %50 ], [ %82, %80 ]
  %64 = phi i32 [ 0, %50 ], [ %81, %80 ]
  %65 = getelementptr inbounds [10001 x i8], [10001 x i8]* @main.composite, i64 0, i64 %61
  %66 = load i8, i8* %65, align 1, !tbaa !8
  %67 = icmp eq i8 %66, 0
  br i1 %67, label %68, label %80

68:                                               ; preds = %59
  %69 = add nsw i32 %64, 1
  %70 = mul nuw nsw i64 %61, %61
  %71 = icmp ult i64 %70, 10001
  %72 = trunc i64 %61 to i32
  br i1 %71, label %73, label %80

73:                                               ; preds = %68
  %74 = zext i32 %62 to i64
  br label %75

75:                                               ; preds = %73, %75
  %76 = phi i64 [ %78, %75 ], [ %74, %73 ]
  %77 = getelementptr inbounds [10001 x i8], [10001 x i8]* @main.composite, i64 0, i64 %76
  store i8 1, i8* %77, align 1, !tbaa !8
  %78 = add nuw nsw i64 %76, %61
  %79 = icmp ult i64 %78, 10001
  br i1 %79, label %75, label %80, !llvm.loop !9

80:                                               ; preds = %75, %68, %59
  %81 = phi i32 [ %64, %59 ], [ %69, %68 ], [ %69, %75 ]
  %82 = phi i32 [ %63, %59 ], [ %72, %68 ], [ %72, %75 ]
  %83 = add nuw nsw i64 %61, 1
  %84 = add nuw nsw i64 %60, 2
  %85 = trunc i64 %60 to i32
  %86 = add i32 %62, %85
  %87 = icmp eq i64 %83, 10001
  br i1 %87, label %88, label %59, !llvm.loop !11

88:                                               ; preds = %80
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@PCFOMJAH@primes?5?$DM?$DN?510000?3?5?$CFd?0?5largest?5?$CFd?6@", i64 0, i64 0), i32 noundef %81, i32 noundef %82)
  br label %92

90:                                               ; preds = %108
  %91 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@ELJBDBLL@collatz?3?5?$CFu?5steps?5from?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %111, i32 noundef %113)
  br label %116

92:                                               ; preds = %88, %108
  %93 = phi i64 [ 1, %88 ], [ %114, %108 ]
  %94 = phi i32 [ 0, %88 ], [ %113, %108 ]
  %95 = phi i32 [ 0, %88 ], [ %111, %108 ]
  %96 = icmp eq i64 %93, 1
  br i1 %96, label %108, label %97

97:                                               ; preds = %92, %97
  %98 = phi i32 [ %106, %97 ], [ 0, %92 ]
  %99 = phi i64 [ %105, %97 ], [ %93, %92 ]
  %100 = and i64 %99, 1
  %101 = icmp eq i64 %100, 0
  %102 = mul i64 %99, 3
  %103 = add i64 %102, 1
  %104 = lshr i64 %99, 1
  %105 = select i1 %101, i64 %104, i64 %103
  %106 = add i32 %98, 1
  %107 = icmp eq i64 %105, 1
  br i1 %107, label %108, label %97, !llvm.loop !12

108:                                              ; preds = %97, %92
  %109 = phi i32 [ 0, %92 ], [ %106, %97 ]
  %110 = icmp ugt i32 %109, %95
  %111 = select i1 %110, i32 %109, i32 %95
  %112 = trunc i64 %93 to i32
  %113 = select i1 %110, i32 %112, i32 %94
  %114 = add nuw nsw i64 %93, 1
  %115 = icmp eq i64 %114, 10000
  br i1 %115, label %90, label %92, !llvm.loop !13

116:                                              ; preds = %90, %138
  %117 = phi i32 [ 0, %90 ], [ %139, %138 ]
  %118 = phi i32 [ 1, %90 ], [ %140, %138 ]
  %119 = trunc i32 %118 to i8
  %120 = urem i8 %119, 3
  %121 = icmp eq i8 %120, 0
  br i1 %121, label %138, label %122

122:                                              ; preds = %116, %132
  %123 = phi i32 [ %125, %132 ], [ %117, %116 ]
  %124 = phi i32 [ %135, %132 ], [ %118, %116 ]
  %125 = add nsw i32 %123, 1
  %126 = mul nsw i32 %124, %118
  %127 = urem i32 %126, 7
  %128 = icmp eq i32 %127, 0
  %129 = add nuw nsw i32 %124, %118
  %130 = icmp ugt i32 %129, 50
  %131 = select i1 %128, i1 %130, i1 false
  br i1 %131, label %142, label %132

132:                                              ; preds = %122
  %133 = sub nuw nsw i32 %124, %118
  %134 = icmp ult i32 %133, 31
  %135 = add nuw nsw i32 %124, 1
  %136 = icmp ult i32 %124, 99
  %137 = and i1 %134, %136
  br i1 %137, label %122, label %138, !llvm.loop !14

138:                                              ; preds = %132, %116
  %139 = phi i32 [ %117, %116 ], [ %125, %132 ]
  %140 = add nuw nsw i32 %118, 1
  %141 = icmp eq i32 %140, 100
  br i1 %141, label %142, label %116, !llvm.loop !15

142:                                              ; preds = %138, %122
  %143 = phi i32 [ %118, %122 ], [ -1, %138 ]
  %144 = phi i32 [ %124, %122 ], [ -1, %138 ]
  %145 = phi i32 [ %125, %122 ], [ %139, %138 ]
  %146 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@CJHFOKDB@found?5?$CFd?$CK?$CFd?5after?5?$CFd?5iterations?6@", i64 0, i64 0), i32 noundef %143, i32 noundef %144, i32 noundef %145)
  %147 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@HDPDGEED@do?9while?5steps?5?$CFu?0?5u?5now?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef 6, i32 noundef -1)
  %148 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @"??_C@_0CH@OFAOGJE@first?5triangular?5?$DO?$DN?51e6?3?5T?$CI?$CFd?$CJ?5?$DN@", i64 0, i64 0), i32 noundef 1414, i64 noundef 1000405)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %55) #6
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18)
  ret i32 7
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone uwtable
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

; Function Attrs: nofree nosync nounwind readnone uwtable
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

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32* noundef %4) unnamed_addr #4 {
  %6 = icmp eq i32 %0, 0
  br i1 %6, label %20, label %7

7:                                                ; preds = %5, %7
  %8 = phi i32 [ %9, %7 ], [ %3, %5 ]
  %9 = phi i32 [ %8, %7 ], [ %1, %5 ]
  %10 = phi i32 [ %11, %7 ], [ %0, %5 ]
  %11 = add nsw i32 %10, -1
  tail call fastcc void @hanoi(i32 noundef %11, i32 noundef %9, i32 noundef %8, i32 noundef %2, i32* noundef %4)
  %12 = load i32, i32* @moves, align 4, !tbaa !4
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @moves, align 4, !tbaa !4
  %14 = load i32, i32* %4, align 4, !tbaa !4
  %15 = mul i32 %14, 31
  %16 = mul nsw i32 %9, 3
  %17 = add nsw i32 %16, %2
  %18 = add i32 %17, %15
  store i32 %18, i32* %4, align 4, !tbaa !4
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %20, label %7

20:                                               ; preds = %7, %5
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

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
!8 = !{!6, !6, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
