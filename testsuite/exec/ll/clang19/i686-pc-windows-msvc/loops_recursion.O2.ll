; ModuleID = 'loops_recursion.c'
source_filename = "loops_recursion.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

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

51:                                               ; preds = %41, %67
  %52 = phi i32 [ 2, %41 ], [ %70, %67 ]
  %53 = phi i32 [ 0, %41 ], [ %69, %67 ]
  %54 = phi i32 [ 0, %41 ], [ %68, %67 ]
  %55 = getelementptr inbounds [10001 x i8], ptr @main.composite, i32 0, i32 %52
  %56 = load i8, ptr %55, align 1
  %57 = icmp eq i8 %56, 0
  br i1 %57, label %58, label %67

58:                                               ; preds = %51
  %59 = add nsw i32 %54, 1
  %60 = mul nuw nsw i32 %52, %52
  %61 = icmp ult i32 %60, 10001
  br i1 %61, label %62, label %67

62:                                               ; preds = %58, %62
  %63 = phi i32 [ %65, %62 ], [ %60, %58 ]
  %64 = getelementptr inbounds [10001 x i8], ptr @main.composite, i32 0, i32 %63
  store i8 1, ptr %64, align 1
  %65 = add nuw nsw i32 %63, %52
  %66 = icmp ult i32 %65, 10001
  br i1 %66, label %62, label %67, !llvm.loop !4

67:                                               ; preds = %62, %58, %51
  %68 = phi i32 [ %54, %51 ], [ %59, %58 ], [ %59, %62 ]
  %69 = phi i32 [ %53, %51 ], [ %52, %58 ], [ %52, %62 ]
  %70 = add nuw nsw i32 %52, 1
  %71 = icmp eq i32 %70, 10001
  br i1 %71, label %72, label %51, !llvm.loop !6

72:                                               ; preds = %67
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CB@PCFOMJAH@primes?5?$DM?$DN?510000?3?5?$CFd?0?5largest?5?$CFd?6@", i32 noundef %68, i32 noundef %69)
  br label %76

74:                                               ; preds = %94
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@ELJBDBLL@collatz?3?5?$CFu?5steps?5from?5?$CFu?6?$AA@", i32 noundef %97, i32 noundef %98)
  br label %101

76:                                               ; preds = %72, %94
  %77 = phi i32 [ 1, %72 ], [ %99, %94 ]
  %78 = phi i32 [ 0, %72 ], [ %98, %94 ]
  %79 = phi i32 [ 0, %72 ], [ %97, %94 ]
  %80 = icmp eq i32 %77, 1
  br i1 %80, label %94, label %81

81:                                               ; preds = %76
  %82 = zext nneg i32 %77 to i64
  br label %83

83:                                               ; preds = %81, %83
  %84 = phi i32 [ %92, %83 ], [ 0, %81 ]
  %85 = phi i64 [ %91, %83 ], [ %82, %81 ]
  %86 = and i64 %85, 1
  %87 = icmp eq i64 %86, 0
  %88 = mul i64 %85, 3
  %89 = add i64 %88, 1
  %90 = lshr exact i64 %85, 1
  %91 = select i1 %87, i64 %90, i64 %89
  %92 = add i32 %84, 1
  %93 = icmp eq i64 %91, 1
  br i1 %93, label %94, label %83, !llvm.loop !7

94:                                               ; preds = %83, %76
  %95 = phi i32 [ 0, %76 ], [ %92, %83 ]
  %96 = icmp ugt i32 %95, %79
  %97 = tail call i32 @llvm.umax.i32(i32 %95, i32 %79)
  %98 = select i1 %96, i32 %77, i32 %78
  %99 = add nuw nsw i32 %77, 1
  %100 = icmp eq i32 %99, 10000
  br i1 %100, label %74, label %76, !llvm.loop !8

101:                                              ; preds = %74, %123
  %102 = phi i32 [ 0, %74 ], [ %124, %123 ]
  %103 = phi i32 [ 1, %74 ], [ %125, %123 ]
  %104 = trunc nuw i32 %103 to i8
  %105 = urem i8 %104, 3
  %106 = icmp eq i8 %105, 0
  br i1 %106, label %123, label %107

107:                                              ; preds = %101, %117
  %108 = phi i32 [ %110, %117 ], [ %102, %101 ]
  %109 = phi i32 [ %120, %117 ], [ %103, %101 ]
  %110 = add nsw i32 %108, 1
  %111 = mul nuw nsw i32 %109, %103
  %112 = urem i32 %111, 7
  %113 = icmp eq i32 %112, 0
  %114 = add nuw nsw i32 %109, %103
  %115 = icmp ugt i32 %114, 50
  %116 = select i1 %113, i1 %115, i1 false
  br i1 %116, label %127, label %117

117:                                              ; preds = %107
  %118 = sub nuw nsw i32 %109, %103
  %119 = icmp ult i32 %118, 31
  %120 = add nuw nsw i32 %109, 1
  %121 = icmp ult i32 %109, 99
  %122 = and i1 %119, %121
  br i1 %122, label %107, label %123, !llvm.loop !9

123:                                              ; preds = %117, %101
  %124 = phi i32 [ %102, %101 ], [ %110, %117 ]
  %125 = add nuw nsw i32 %103, 1
  %126 = icmp eq i32 %125, 100
  br i1 %126, label %127, label %101, !llvm.loop !10

127:                                              ; preds = %123, %107
  %128 = phi i32 [ %103, %107 ], [ -1, %123 ]
  %129 = phi i32 [ %109, %107 ], [ -1, %123 ]
  %130 = phi i32 [ %110, %107 ], [ %124, %123 ]
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CB@CJHFOKDB@found?5?$CFd?$CK?$CFd?5after?5?$CFd?5iterations?6@", i32 noundef %128, i32 noundef %129, i32 noundef %130)
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BN@HDPDGEED@do?9while?5steps?5?$CFu?0?5u?5now?5?$CFu?6?$AA@", i32 noundef 6, i32 noundef -1)
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CH@OFAOGJE@first?5triangular?5?$DO?$DN?51e6?3?5T?$CI?$CFd?$CJ?5?$DN@", i32 noundef 1414, i64 noundef 1000405)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(none)
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

; Function Attrs: nofree nosync nounwind memory(none)
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

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none)
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

attributes #0 = { nofree nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !5}
!9 = distinct !{!9, !5}
!10 = distinct !{!10, !5}
