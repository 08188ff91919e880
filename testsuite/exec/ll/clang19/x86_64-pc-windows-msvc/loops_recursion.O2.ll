; ModuleID = 'loops_recursion.c'
source_filename = "loops_recursion.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04HHLPDLB@fib?3?$AA@")
  %4 = tail call fastcc i32 @fib(i32 noundef 0)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef %4)
  %6 = tail call fastcc i32 @fib(i32 noundef 4)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef %6)
  %8 = tail call fastcc i32 @fib(i32 noundef 8)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef %8)
  %10 = tail call fastcc i32 @fib(i32 noundef 12)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef %10)
  %12 = tail call fastcc i32 @fib(i32 noundef 16)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef %12)
  %14 = tail call fastcc i32 @fib(i32 noundef 20)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef %14)
  %16 = tail call i32 @putchar(i32 10)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@MAGFMCJK@deep_sum?$CI10000?$CJ?5?$DN?5?$CFlld?6?$AA@", i64 noundef 50005000)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 0, ptr %1, align 4
  br label %18

18:                                               ; preds = %38, %0
  %19 = phi i32 [ 1, %0 ], [ %40, %38 ]
  %20 = load volatile i32, ptr %1, align 4
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %22, label %23

22:                                               ; preds = %18
  store volatile i32 %19, ptr %1, align 4
  br label %23

23:                                               ; preds = %22, %18
  %24 = load volatile i32, ptr %1, align 4
  %25 = icmp sgt i32 %24, %19
  br i1 %25, label %28, label %26

26:                                               ; preds = %23
  %27 = add nuw nsw i32 %19, 1
  store volatile i32 %27, ptr %1, align 4
  br label %28

28:                                               ; preds = %26, %23
  %29 = add nuw nsw i32 %19, 2
  %30 = load volatile i32, ptr %1, align 4
  %31 = icmp slt i32 %30, %29
  br i1 %31, label %32, label %33

32:                                               ; preds = %28
  store volatile i32 %29, ptr %1, align 4
  br label %33

33:                                               ; preds = %32, %28
  %34 = add nuw nsw i32 %19, 3
  %35 = load volatile i32, ptr %1, align 4
  %36 = icmp slt i32 %35, %34
  br i1 %36, label %37, label %38

37:                                               ; preds = %33
  store volatile i32 %34, ptr %1, align 4
  br label %38

38:                                               ; preds = %37, %33
  %39 = icmp eq i32 %34, 10000
  %40 = add nuw nsw i32 %19, 4
  br i1 %39, label %41, label %18

41:                                               ; preds = %38
  %42 = load volatile i32, ptr %1, align 4
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@MAPDJNPH@deep_depth?5?$DN?5?$CFd?5max?5?$CFd?6?$AA@", i32 noundef 10000, i32 noundef %42)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BN@FFLJPEKK@even?$CI10001?$CJ?$DN?$CFd?5odd?$CI7777?$CJ?$DN?$CFd?6?$AA@", i32 noundef 0, i32 noundef 1)
  %45 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 3)
  %46 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 3)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BJ@MBHCKOEA@ack?$CI2?03?$CJ?$DN?$CFu?5ack?$CI3?03?$CJ?$DN?$CFu?6?$AA@", i32 noundef %46, i32 noundef %45)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  store i32 0, ptr %2, align 4
  call fastcc void @hanoi(i32 noundef 10, i32 noundef 1, i32 noundef 3, i32 noundef 2, ptr noundef nonnull %2)
  %48 = load i32, ptr %2, align 4
  %49 = load i32, ptr @moves, align 4
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CD@LJOOIIHB@hanoi?$CI10?$CJ?3?5?$CFd?5moves?0?5signature?5?$CF@", i32 noundef %49, i32 noundef %48)
  br label %51

51:                                               ; preds = %41, %72
  %52 = phi i64 [ 5, %41 ], [ %76, %72 ]
  %53 = phi i64 [ 2, %41 ], [ %75, %72 ]
  %54 = phi i32 [ 4, %41 ], [ %78, %72 ]
  %55 = phi i32 [ 0, %41 ], [ %74, %72 ]
  %56 = phi i32 [ 0, %41 ], [ %73, %72 ]
  %57 = getelementptr inbounds [10001 x i8], ptr @main.composite, i64 0, i64 %53
  %58 = load i8, ptr %57, align 1
  %59 = icmp eq i8 %58, 0
  br i1 %59, label %60, label %72

60:                                               ; preds = %51
  %61 = add nsw i32 %56, 1
  %62 = mul nuw nsw i64 %53, %53
  %63 = icmp ult i64 %62, 10001
  %64 = trunc nuw nsw i64 %53 to i32
  br i1 %63, label %65, label %72

65:                                               ; preds = %60
  %66 = zext i32 %54 to i64
  br label %67

67:                                               ; preds = %65, %67
  %68 = phi i64 [ %70, %67 ], [ %66, %65 ]
  %69 = getelementptr inbounds [10001 x i8], ptr @main.composite, i64 0, i64 %68
  store i8 1, ptr %69, align 1
  %70 = add nuw nsw i64 %68, %53
  %71 = icmp ult i64 %70, 10001
  br i1 %71, label %67, label %72, !llvm.loop !5

72:                                               ; preds = %67, %60, %51
  %73 = phi i32 [ %56, %51 ], [ %61, %60 ], [ %61, %67 ]
  %74 = phi i32 [ %55, %51 ], [ %64, %60 ], [ %64, %67 ]
  %75 = add nuw nsw i64 %53, 1
  %76 = add nuw nsw i64 %52, 2
  %77 = trunc nuw nsw i64 %52 to i32
  %78 = add i32 %54, %77
  %79 = icmp eq i64 %75, 10001
  br i1 %79, label %80, label %51, !llvm.loop !7

80:                                               ; preds = %72
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CB@PCFOMJAH@primes?5?$DM?$DN?510000?3?5?$CFd?0?5largest?5?$CFd?6@", i32 noundef %73, i32 noundef %74)
  br label %84

82:                                               ; preds = %100
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@ELJBDBLL@collatz?3?5?$CFu?5steps?5from?5?$CFu?6?$AA@", i32 noundef %103, i32 noundef %105)
  br label %108

84:                                               ; preds = %80, %100
  %85 = phi i64 [ 1, %80 ], [ %106, %100 ]
  %86 = phi i32 [ 0, %80 ], [ %105, %100 ]
  %87 = phi i32 [ 0, %80 ], [ %103, %100 ]
  %88 = icmp eq i64 %85, 1
  br i1 %88, label %100, label %89

89:                                               ; preds = %84, %89
  %90 = phi i32 [ %98, %89 ], [ 0, %84 ]
  %91 = phi i64 [ %97, %89 ], [ %85, %84 ]
  %92 = and i64 %91, 1
  %93 = icmp eq i64 %92, 0
  %94 = mul i64 %91, 3
  %95 = add i64 %94, 1
  %96 = lshr exact i64 %91, 1
  %97 = select i1 %93, i64 %96, i64 %95
  %98 = add i32 %90, 1
  %99 = icmp eq i64 %97, 1
  br i1 %99, label %100, label %89, !llvm.loop !8

100:                                              ; preds = %89, %84
  %101 = phi i32 [ 0, %84 ], [ %98, %89 ]
  %102 = icmp ugt i32 %101, %87
  %103 = tail call i32 @llvm.umax.i32(i32 %101, i32 %87)
  %104 = trunc nuw nsw i64 %85 to i32
  %105 = select i1 %102, i32 %104, i32 %86
  %106 = add nuw nsw i64 %85, 1
  %107 = icmp eq i64 %106, 10000
  br i1 %107, label %82, label %84, !llvm.loop !9

108:                                              ; preds = %82, %130
  %109 = phi i32 [ 0, %82 ], [ %131, %130 ]
  %110 = phi i32 [ 1, %82 ], [ %132, %130 ]
  %111 = trunc nuw i32 %110 to i8
  %112 = urem i8 %111, 3
  %113 = icmp eq i8 %112, 0
  br i1 %113, label %130, label %114

114:                                              ; preds = %108, %124
  %115 = phi i32 [ %117, %124 ], [ %109, %108 ]
  %116 = phi i32 [ %127, %124 ], [ %110, %108 ]
  %117 = add nsw i32 %115, 1
  %118 = mul nuw nsw i32 %116, %110
  %119 = urem i32 %118, 7
  %120 = icmp eq i32 %119, 0
  %121 = add nuw nsw i32 %116, %110
  %122 = icmp ugt i32 %121, 50
  %123 = select i1 %120, i1 %122, i1 false
  br i1 %123, label %134, label %124

124:                                              ; preds = %114
  %125 = sub nuw nsw i32 %116, %110
  %126 = icmp ult i32 %125, 31
  %127 = add nuw nsw i32 %116, 1
  %128 = icmp ult i32 %116, 99
  %129 = and i1 %126, %128
  br i1 %129, label %114, label %130, !llvm.loop !10

130:                                              ; preds = %124, %108
  %131 = phi i32 [ %109, %108 ], [ %117, %124 ]
  %132 = add nuw nsw i32 %110, 1
  %133 = icmp eq i32 %132, 100
  br i1 %133, label %134, label %108, !llvm.loop !11

134:                                              ; preds = %130, %114
  %135 = phi i32 [ %110, %114 ], [ -1, %130 ]
  %136 = phi i32 [ %116, %114 ], [ -1, %130 ]
  %137 = phi i32 [ %117, %114 ], [ %131, %130 ]
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CB@CJHFOKDB@found?5?$CFd?$CK?$CFd?5after?5?$CFd?5iterations?6@", i32 noundef %135, i32 noundef %136, i32 noundef %137)
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BN@HDPDGEED@do?9while?5steps?5?$CFu?0?5u?5now?5?$CFu?6?$AA@", i32 noundef 6, i32 noundef -1)
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CH@OFAOGJE@first?5triangular?5?$DO?$DN?51e6?3?5T?$CI?$CFd?$CJ?5?$DN@", i32 noundef 1414, i64 noundef 1000405)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(none) uwtable
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

; Function Attrs: nofree nosync nounwind memory(none) uwtable
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
  %13 = add nsw i32 %9, -1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %4, label %7

15:                                               ; preds = %7
  %16 = add i32 %8, -1
  %17 = tail call fastcc i32 @ack(i32 noundef %9, i32 noundef %16)
  br label %11
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef %4) unnamed_addr #4 {
  %6 = icmp eq i32 %0, 0
  br i1 %6, label %20, label %7

7:                                                ; preds = %5, %7
  %8 = phi i32 [ %9, %7 ], [ %3, %5 ]
  %9 = phi i32 [ %8, %7 ], [ %1, %5 ]
  %10 = phi i32 [ %11, %7 ], [ %0, %5 ]
  %11 = add nsw i32 %10, -1
  tail call fastcc void @hanoi(i32 noundef %11, i32 noundef %9, i32 noundef %8, i32 noundef %2, ptr noundef %4)
  %12 = load i32, ptr @moves, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @moves, align 4
  %14 = load i32, ptr %4, align 4
  %15 = mul i32 %14, 31
  %16 = mul nuw nsw i32 %9, 3
  %17 = add nuw nsw i32 %16, %2
  %18 = add i32 %17, %15
  store i32 %18, ptr %4, align 4
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %20, label %7

20:                                               ; preds = %7, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
