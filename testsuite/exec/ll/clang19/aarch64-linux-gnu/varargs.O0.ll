; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Pair = type { i32, i16 }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

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
@.str.15 = private unnamed_addr constant [2 x i8] c"[\00", align 1
@.str.16 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"%lld\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"%.3f\00", align 1
@.str.20 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"*%d\00", align 1
@.str.22 = private unnamed_addr constant [8 x i8] c"{%d,%d}\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"'%c'\00", align 1
@.str.24 = private unnamed_addr constant [3 x i8] c"%g\00", align 1
@.str.25 = private unnamed_addr constant [2 x i8] c"]\00", align 1
@.str.26 = private unnamed_addr constant [20 x i8] c" ints=%d dsum=%.3f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Pair, align 4
  store i32 0, ptr %1, align 4
  %5 = call i32 (i32, ...) @sum_ints(i32 noundef 0)
  %6 = call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %7 = call i32 (i32, ...) @sum_ints(i32 noundef 12, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef -12)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %5, i32 noundef %6, i32 noundef %7)
  %9 = call i64 (i32, ...) @sum_ll(i32 noundef 2, i64 noundef 1099511627776, i64 noundef -1)
  %10 = call i64 (i32, ...) @sum_ll(i32 noundef 9, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 1125899906842624, i64 noundef 5, i64 noundef -6, i64 noundef 7, i64 noundef 8, i64 noundef 9)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %9, i64 noundef %10)
  %12 = call double (i32, ...) @sum_doubles(i32 noundef 3, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01)
  %13 = call double (i32, ...) @sum_doubles(i32 noundef 12, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, double noundef 5.000000e-01)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %12, double noundef %13)
  store i32 42, ptr %2, align 4
  store i32 -7, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const.main.pr, i64 8, i1 false)
  call void (ptr, ...) @show(ptr noundef @.str.3, i32 noundef 5, ptr noundef @.str.4, double noundef 5.500000e+00)
  call void (ptr, ...) @show(ptr noundef @.str.5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  call void (ptr, ...) @show(ptr noundef @.str.6, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  call void (ptr, ...) @show(ptr noundef @.str.7, i32 noundef 1, double noundef 5.000000e-01, i64 noundef 10, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.500000e+00, i64 noundef 20, double noundef 2.250000e+00, i32 noundef 3, double noundef 3.500000e+00, i64 noundef 30, double noundef 3.250000e+00, i32 noundef 4, double noundef 4.500000e+00, i64 noundef 40, double noundef 4.250000e+00, i32 noundef 5, double noundef 5.500000e+00, i64 noundef 50, double noundef 5.250000e+00)
  %15 = load i64, ptr %4, align 4
  call void (ptr, ...) @show(ptr noundef @.str.8, ptr noundef %2, i32 noundef 90, ptr noundef %3, ptr noundef @.str.9, i32 noundef -300, double noundef 7.500000e-01, i64 %15)
  call void (ptr, ...) @show(ptr noundef @.str.10, i64 noundef 8589934592, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef -34359738368, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %16 = call i64 (i32, i32, i32, i32, i32, i32, i32, ...) @after_seven(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 1, i64 noundef 100, i32 noundef 2, double noundef 5.000000e-01, i32 noundef 1, i64 noundef 1048576, i32 noundef 2, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 2, double noundef 4.000000e+00, i32 noundef 2, double noundef 5.000000e+00, i32 noundef 2, double noundef 6.000000e+00, i32 noundef 2, double noundef 7.000000e+00, i32 noundef 2, double noundef 8.000000e+00, i32 noundef 2, double noundef 9.000000e+00, i32 noundef 0)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %16)
  %18 = call i32 (i32, ...) @forward(i32 noundef 8, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %18)
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef -1, i32 noundef -294967296, i32 noundef 48879, i32 noundef 48879, i32 noundef 8, i32 noundef 65, ptr noundef @.str.14, i64 noundef -9000000000, i64 noundef -446744073709551616, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 0x419D6F3454000000, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef -2, i32 noundef 200)
  ret i32 23
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %4, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %33, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %36

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %12 = load i32, ptr %11, align 8
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 8
  store i32 %15, ptr %11, align 8
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %25

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi ptr [ %20, %17 ], [ %23, %21 ]
  %27 = load i32, ptr %26, align 8
  %28 = load i32, ptr %5, align 4
  %29 = add nsw i32 %28, 1
  %30 = mul nsw i32 %27, %29
  %31 = load i32, ptr %4, align 4
  %32 = add nsw i32 %31, %30
  store i32 %32, ptr %4, align 4
  br label %33

33:                                               ; preds = %25
  %34 = load i32, ptr %5, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %5, align 4
  br label %6, !llvm.loop !6

36:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %37 = load i32, ptr %4, align 4
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ll(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i64 0, ptr %4, align 8
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %33, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %36

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %12 = load i32, ptr %11, align 8
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 8
  store i32 %15, ptr %11, align 8
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %25

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi ptr [ %20, %17 ], [ %23, %21 ]
  %27 = load i64, ptr %26, align 8
  %28 = load i32, ptr %5, align 4
  %29 = sext i32 %28 to i64
  %30 = add nsw i64 %27, %29
  %31 = load i64, ptr %4, align 8
  %32 = xor i64 %31, %30
  store i64 %32, ptr %4, align 8
  br label %33

33:                                               ; preds = %25
  %34 = load i32, ptr %5, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %5, align 4
  br label %6, !llvm.loop !8

36:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %37 = load i64, ptr %4, align 8
  ret i64 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_doubles(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store double 0.000000e+00, ptr %4, align 8
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %30, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %33

10:                                               ; preds = %6
  %11 = load double, ptr %4, align 8
  %12 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %13 = load i32, ptr %12, align 4
  %14 = icmp sge i32 %13, 0
  br i1 %14, label %22, label %15

15:                                               ; preds = %10
  %16 = add i32 %13, 16
  store i32 %16, ptr %12, align 4
  %17 = icmp sle i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %15
  %19 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds i8, ptr %20, i32 %13
  br label %26

22:                                               ; preds = %15, %10
  %23 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr %25, ptr %23, align 8
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi ptr [ %21, %18 ], [ %24, %22 ]
  %28 = load double, ptr %27, align 8
  %29 = call double @llvm.fmuladd.f64(double %11, double 2.000000e+00, double %28)
  store double %29, ptr %4, align 8
  br label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %6, !llvm.loop !9

33:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %34 = load double, ptr %4, align 8
  ret double %34
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %struct.Pair, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %struct.Pair, align 4
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  call void @llvm.va_copy.p0(ptr %4, ptr %3)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  %12 = load ptr, ptr %2, align 8
  store ptr %12, ptr %5, align 8
  br label %13

13:                                               ; preds = %208, %1
  %14 = load ptr, ptr %5, align 8
  %15 = load i8, ptr %14, align 1
  %16 = icmp ne i8 %15, 0
  br i1 %16, label %17, label %211

17:                                               ; preds = %13
  %18 = load ptr, ptr %5, align 8
  %19 = load ptr, ptr %2, align 8
  %20 = icmp ne ptr %18, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %17
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.16)
  br label %23

23:                                               ; preds = %21, %17
  %24 = load ptr, ptr %5, align 8
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  switch i32 %26, label %207 [
    i32 105, label %27
    i32 108, label %46
    i32 100, label %65
    i32 115, label %84
    i32 112, label %103
    i32 80, label %123
    i32 99, label %146
    i32 104, label %167
    i32 102, label %188
  ]

27:                                               ; preds = %23
  %28 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %29 = load i32, ptr %28, align 8
  %30 = icmp sge i32 %29, 0
  br i1 %30, label %38, label %31

31:                                               ; preds = %27
  %32 = add i32 %29, 8
  store i32 %32, ptr %28, align 8
  %33 = icmp sle i32 %32, 0
  br i1 %33, label %34, label %38

34:                                               ; preds = %31
  %35 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %36 = load ptr, ptr %35, align 8
  %37 = getelementptr inbounds i8, ptr %36, i32 %29
  br label %42

38:                                               ; preds = %31, %27
  %39 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %40 = load ptr, ptr %39, align 8
  %41 = getelementptr inbounds i8, ptr %40, i64 8
  store ptr %41, ptr %39, align 8
  br label %42

42:                                               ; preds = %38, %34
  %43 = phi ptr [ %37, %34 ], [ %40, %38 ]
  %44 = load i32, ptr %43, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %44)
  br label %207

46:                                               ; preds = %23
  %47 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %48 = load i32, ptr %47, align 8
  %49 = icmp sge i32 %48, 0
  br i1 %49, label %57, label %50

50:                                               ; preds = %46
  %51 = add i32 %48, 8
  store i32 %51, ptr %47, align 8
  %52 = icmp sle i32 %51, 0
  br i1 %52, label %53, label %57

53:                                               ; preds = %50
  %54 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %55 = load ptr, ptr %54, align 8
  %56 = getelementptr inbounds i8, ptr %55, i32 %48
  br label %61

57:                                               ; preds = %50, %46
  %58 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %59 = load ptr, ptr %58, align 8
  %60 = getelementptr inbounds i8, ptr %59, i64 8
  store ptr %60, ptr %58, align 8
  br label %61

61:                                               ; preds = %57, %53
  %62 = phi ptr [ %56, %53 ], [ %59, %57 ]
  %63 = load i64, ptr %62, align 8
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i64 noundef %63)
  br label %207

65:                                               ; preds = %23
  %66 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %67 = load i32, ptr %66, align 4
  %68 = icmp sge i32 %67, 0
  br i1 %68, label %76, label %69

69:                                               ; preds = %65
  %70 = add i32 %67, 16
  store i32 %70, ptr %66, align 4
  %71 = icmp sle i32 %70, 0
  br i1 %71, label %72, label %76

72:                                               ; preds = %69
  %73 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %74 = load ptr, ptr %73, align 8
  %75 = getelementptr inbounds i8, ptr %74, i32 %67
  br label %80

76:                                               ; preds = %69, %65
  %77 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %78 = load ptr, ptr %77, align 8
  %79 = getelementptr inbounds i8, ptr %78, i64 8
  store ptr %79, ptr %77, align 8
  br label %80

80:                                               ; preds = %76, %72
  %81 = phi ptr [ %75, %72 ], [ %78, %76 ]
  %82 = load double, ptr %81, align 8
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %82)
  br label %207

84:                                               ; preds = %23
  %85 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %86 = load i32, ptr %85, align 8
  %87 = icmp sge i32 %86, 0
  br i1 %87, label %95, label %88

88:                                               ; preds = %84
  %89 = add i32 %86, 8
  store i32 %89, ptr %85, align 8
  %90 = icmp sle i32 %89, 0
  br i1 %90, label %91, label %95

91:                                               ; preds = %88
  %92 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %93 = load ptr, ptr %92, align 8
  %94 = getelementptr inbounds i8, ptr %93, i32 %86
  br label %99

95:                                               ; preds = %88, %84
  %96 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %97 = load ptr, ptr %96, align 8
  %98 = getelementptr inbounds i8, ptr %97, i64 8
  store ptr %98, ptr %96, align 8
  br label %99

99:                                               ; preds = %95, %91
  %100 = phi ptr [ %94, %91 ], [ %97, %95 ]
  %101 = load ptr, ptr %100, align 8
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %101)
  br label %207

103:                                              ; preds = %23
  %104 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %105 = load i32, ptr %104, align 8
  %106 = icmp sge i32 %105, 0
  br i1 %106, label %114, label %107

107:                                              ; preds = %103
  %108 = add i32 %105, 8
  store i32 %108, ptr %104, align 8
  %109 = icmp sle i32 %108, 0
  br i1 %109, label %110, label %114

110:                                              ; preds = %107
  %111 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %112 = load ptr, ptr %111, align 8
  %113 = getelementptr inbounds i8, ptr %112, i32 %105
  br label %118

114:                                              ; preds = %107, %103
  %115 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %116 = load ptr, ptr %115, align 8
  %117 = getelementptr inbounds i8, ptr %116, i64 8
  store ptr %117, ptr %115, align 8
  br label %118

118:                                              ; preds = %114, %110
  %119 = phi ptr [ %113, %110 ], [ %116, %114 ]
  %120 = load ptr, ptr %119, align 8
  %121 = load i32, ptr %120, align 4
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %121)
  br label %207

123:                                              ; preds = %23
  %124 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %125 = load i32, ptr %124, align 8
  %126 = icmp sge i32 %125, 0
  br i1 %126, label %134, label %127

127:                                              ; preds = %123
  %128 = add i32 %125, 8
  store i32 %128, ptr %124, align 8
  %129 = icmp sle i32 %128, 0
  br i1 %129, label %130, label %134

130:                                              ; preds = %127
  %131 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %132 = load ptr, ptr %131, align 8
  %133 = getelementptr inbounds i8, ptr %132, i32 %125
  br label %138

134:                                              ; preds = %127, %123
  %135 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %136 = load ptr, ptr %135, align 8
  %137 = getelementptr inbounds i8, ptr %136, i64 8
  store ptr %137, ptr %135, align 8
  br label %138

138:                                              ; preds = %134, %130
  %139 = phi ptr [ %133, %130 ], [ %136, %134 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 8 %139, i64 8, i1 false)
  %140 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 0
  %141 = load i32, ptr %140, align 4
  %142 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 1
  %143 = load i16, ptr %142, align 4
  %144 = sext i16 %143 to i32
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %141, i32 noundef %144)
  br label %207

146:                                              ; preds = %23
  %147 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %148 = load i32, ptr %147, align 8
  %149 = icmp sge i32 %148, 0
  br i1 %149, label %157, label %150

150:                                              ; preds = %146
  %151 = add i32 %148, 8
  store i32 %151, ptr %147, align 8
  %152 = icmp sle i32 %151, 0
  br i1 %152, label %153, label %157

153:                                              ; preds = %150
  %154 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %155 = load ptr, ptr %154, align 8
  %156 = getelementptr inbounds i8, ptr %155, i32 %148
  br label %161

157:                                              ; preds = %150, %146
  %158 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %159 = load ptr, ptr %158, align 8
  %160 = getelementptr inbounds i8, ptr %159, i64 8
  store ptr %160, ptr %158, align 8
  br label %161

161:                                              ; preds = %157, %153
  %162 = phi ptr [ %156, %153 ], [ %159, %157 ]
  %163 = load i32, ptr %162, align 8
  %164 = trunc i32 %163 to i8
  %165 = zext i8 %164 to i32
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %165)
  br label %207

167:                                              ; preds = %23
  %168 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %169 = load i32, ptr %168, align 8
  %170 = icmp sge i32 %169, 0
  br i1 %170, label %178, label %171

171:                                              ; preds = %167
  %172 = add i32 %169, 8
  store i32 %172, ptr %168, align 8
  %173 = icmp sle i32 %172, 0
  br i1 %173, label %174, label %178

174:                                              ; preds = %171
  %175 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %176 = load ptr, ptr %175, align 8
  %177 = getelementptr inbounds i8, ptr %176, i32 %169
  br label %182

178:                                              ; preds = %171, %167
  %179 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %180 = load ptr, ptr %179, align 8
  %181 = getelementptr inbounds i8, ptr %180, i64 8
  store ptr %181, ptr %179, align 8
  br label %182

182:                                              ; preds = %178, %174
  %183 = phi ptr [ %177, %174 ], [ %180, %178 ]
  %184 = load i32, ptr %183, align 8
  %185 = trunc i32 %184 to i16
  %186 = sext i16 %185 to i32
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %186)
  br label %207

188:                                              ; preds = %23
  %189 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %190 = load i32, ptr %189, align 4
  %191 = icmp sge i32 %190, 0
  br i1 %191, label %199, label %192

192:                                              ; preds = %188
  %193 = add i32 %190, 16
  store i32 %193, ptr %189, align 4
  %194 = icmp sle i32 %193, 0
  br i1 %194, label %195, label %199

195:                                              ; preds = %192
  %196 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %197 = load ptr, ptr %196, align 8
  %198 = getelementptr inbounds i8, ptr %197, i32 %190
  br label %203

199:                                              ; preds = %192, %188
  %200 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %201 = load ptr, ptr %200, align 8
  %202 = getelementptr inbounds i8, ptr %201, i64 8
  store ptr %202, ptr %200, align 8
  br label %203

203:                                              ; preds = %199, %195
  %204 = phi ptr [ %198, %195 ], [ %201, %199 ]
  %205 = load double, ptr %204, align 8
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, double noundef %205)
  br label %207

207:                                              ; preds = %23, %203, %182, %161, %138, %118, %99, %80, %61, %42
  br label %208

208:                                              ; preds = %207
  %209 = load ptr, ptr %5, align 8
  %210 = getelementptr inbounds i8, ptr %209, i32 1
  store ptr %210, ptr %5, align 8
  br label %13, !llvm.loop !10

211:                                              ; preds = %13
  %212 = call i32 (ptr, ...) @printf(ptr noundef @.str.25)
  store i32 0, ptr %7, align 4
  store double 0.000000e+00, ptr %8, align 8
  %213 = load ptr, ptr %2, align 8
  store ptr %213, ptr %9, align 8
  br label %214

214:                                              ; preds = %344, %211
  %215 = load ptr, ptr %9, align 8
  %216 = load i8, ptr %215, align 1
  %217 = icmp ne i8 %216, 0
  br i1 %217, label %218, label %347

218:                                              ; preds = %214
  %219 = load ptr, ptr %9, align 8
  %220 = load i8, ptr %219, align 1
  %221 = zext i8 %220 to i32
  switch i32 %221, label %343 [
    i32 105, label %222
    i32 99, label %222
    i32 104, label %222
    i32 108, label %242
    i32 100, label %263
    i32 102, label %263
    i32 115, label %283
    i32 112, label %301
    i32 80, label %322
  ]

222:                                              ; preds = %218, %218, %218
  %223 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %224 = load i32, ptr %223, align 8
  %225 = icmp sge i32 %224, 0
  br i1 %225, label %233, label %226

226:                                              ; preds = %222
  %227 = add i32 %224, 8
  store i32 %227, ptr %223, align 8
  %228 = icmp sle i32 %227, 0
  br i1 %228, label %229, label %233

229:                                              ; preds = %226
  %230 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %231 = load ptr, ptr %230, align 8
  %232 = getelementptr inbounds i8, ptr %231, i32 %224
  br label %237

233:                                              ; preds = %226, %222
  %234 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %235 = load ptr, ptr %234, align 8
  %236 = getelementptr inbounds i8, ptr %235, i64 8
  store ptr %236, ptr %234, align 8
  br label %237

237:                                              ; preds = %233, %229
  %238 = phi ptr [ %232, %229 ], [ %235, %233 ]
  %239 = load i32, ptr %238, align 8
  %240 = load i32, ptr %7, align 4
  %241 = add nsw i32 %240, %239
  store i32 %241, ptr %7, align 4
  br label %343

242:                                              ; preds = %218
  %243 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %244 = load i32, ptr %243, align 8
  %245 = icmp sge i32 %244, 0
  br i1 %245, label %253, label %246

246:                                              ; preds = %242
  %247 = add i32 %244, 8
  store i32 %247, ptr %243, align 8
  %248 = icmp sle i32 %247, 0
  br i1 %248, label %249, label %253

249:                                              ; preds = %246
  %250 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %251 = load ptr, ptr %250, align 8
  %252 = getelementptr inbounds i8, ptr %251, i32 %244
  br label %257

253:                                              ; preds = %246, %242
  %254 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %255 = load ptr, ptr %254, align 8
  %256 = getelementptr inbounds i8, ptr %255, i64 8
  store ptr %256, ptr %254, align 8
  br label %257

257:                                              ; preds = %253, %249
  %258 = phi ptr [ %252, %249 ], [ %255, %253 ]
  %259 = load i64, ptr %258, align 8
  %260 = trunc i64 %259 to i32
  %261 = load i32, ptr %7, align 4
  %262 = add nsw i32 %261, %260
  store i32 %262, ptr %7, align 4
  br label %343

263:                                              ; preds = %218, %218
  %264 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 4
  %265 = load i32, ptr %264, align 4
  %266 = icmp sge i32 %265, 0
  br i1 %266, label %274, label %267

267:                                              ; preds = %263
  %268 = add i32 %265, 16
  store i32 %268, ptr %264, align 4
  %269 = icmp sle i32 %268, 0
  br i1 %269, label %270, label %274

270:                                              ; preds = %267
  %271 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 2
  %272 = load ptr, ptr %271, align 8
  %273 = getelementptr inbounds i8, ptr %272, i32 %265
  br label %278

274:                                              ; preds = %267, %263
  %275 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %276 = load ptr, ptr %275, align 8
  %277 = getelementptr inbounds i8, ptr %276, i64 8
  store ptr %277, ptr %275, align 8
  br label %278

278:                                              ; preds = %274, %270
  %279 = phi ptr [ %273, %270 ], [ %276, %274 ]
  %280 = load double, ptr %279, align 8
  %281 = load double, ptr %8, align 8
  %282 = fadd double %281, %280
  store double %282, ptr %8, align 8
  br label %343

283:                                              ; preds = %218
  %284 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %285 = load i32, ptr %284, align 8
  %286 = icmp sge i32 %285, 0
  br i1 %286, label %294, label %287

287:                                              ; preds = %283
  %288 = add i32 %285, 8
  store i32 %288, ptr %284, align 8
  %289 = icmp sle i32 %288, 0
  br i1 %289, label %290, label %294

290:                                              ; preds = %287
  %291 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %292 = load ptr, ptr %291, align 8
  %293 = getelementptr inbounds i8, ptr %292, i32 %285
  br label %298

294:                                              ; preds = %287, %283
  %295 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %296 = load ptr, ptr %295, align 8
  %297 = getelementptr inbounds i8, ptr %296, i64 8
  store ptr %297, ptr %295, align 8
  br label %298

298:                                              ; preds = %294, %290
  %299 = phi ptr [ %293, %290 ], [ %296, %294 ]
  %300 = load ptr, ptr %299, align 8
  br label %343

301:                                              ; preds = %218
  %302 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %303 = load i32, ptr %302, align 8
  %304 = icmp sge i32 %303, 0
  br i1 %304, label %312, label %305

305:                                              ; preds = %301
  %306 = add i32 %303, 8
  store i32 %306, ptr %302, align 8
  %307 = icmp sle i32 %306, 0
  br i1 %307, label %308, label %312

308:                                              ; preds = %305
  %309 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %310 = load ptr, ptr %309, align 8
  %311 = getelementptr inbounds i8, ptr %310, i32 %303
  br label %316

312:                                              ; preds = %305, %301
  %313 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %314 = load ptr, ptr %313, align 8
  %315 = getelementptr inbounds i8, ptr %314, i64 8
  store ptr %315, ptr %313, align 8
  br label %316

316:                                              ; preds = %312, %308
  %317 = phi ptr [ %311, %308 ], [ %314, %312 ]
  %318 = load ptr, ptr %317, align 8
  %319 = load i32, ptr %318, align 4
  %320 = load i32, ptr %7, align 4
  %321 = add nsw i32 %320, %319
  store i32 %321, ptr %7, align 4
  br label %343

322:                                              ; preds = %218
  %323 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %324 = load i32, ptr %323, align 8
  %325 = icmp sge i32 %324, 0
  br i1 %325, label %333, label %326

326:                                              ; preds = %322
  %327 = add i32 %324, 8
  store i32 %327, ptr %323, align 8
  %328 = icmp sle i32 %327, 0
  br i1 %328, label %329, label %333

329:                                              ; preds = %326
  %330 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %331 = load ptr, ptr %330, align 8
  %332 = getelementptr inbounds i8, ptr %331, i32 %324
  br label %337

333:                                              ; preds = %326, %322
  %334 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %335 = load ptr, ptr %334, align 8
  %336 = getelementptr inbounds i8, ptr %335, i64 8
  store ptr %336, ptr %334, align 8
  br label %337

337:                                              ; preds = %333, %329
  %338 = phi ptr [ %332, %329 ], [ %335, %333 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 8 %338, i64 8, i1 false)
  %339 = getelementptr inbounds %struct.Pair, ptr %10, i32 0, i32 0
  %340 = load i32, ptr %339, align 4
  %341 = load i32, ptr %7, align 4
  %342 = add nsw i32 %341, %340
  store i32 %342, ptr %7, align 4
  br label %343

343:                                              ; preds = %218, %337, %316, %298, %278, %257, %237
  br label %344

344:                                              ; preds = %343
  %345 = load ptr, ptr %9, align 8
  %346 = getelementptr inbounds i8, ptr %345, i32 1
  store ptr %346, ptr %9, align 8
  br label %214, !llvm.loop !11

347:                                              ; preds = %214
  %348 = load i32, ptr %7, align 4
  %349 = load double, ptr %8, align 8
  %350 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %348, double noundef %349)
  call void @llvm.va_end.p0(ptr %4)
  call void @llvm.va_end.p0(ptr %3)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @after_seven(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ...) #0 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.__va_list, align 8
  %16 = alloca i64, align 8
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  store i32 %0, ptr %8, align 4
  store i32 %1, ptr %9, align 4
  store i32 %2, ptr %10, align 4
  store i32 %3, ptr %11, align 4
  store i32 %4, ptr %12, align 4
  store i32 %5, ptr %13, align 4
  store i32 %6, ptr %14, align 4
  call void @llvm.va_start.p0(ptr %15)
  %19 = load i32, ptr %8, align 4
  %20 = load i32, ptr %9, align 4
  %21 = add nsw i32 %19, %20
  %22 = load i32, ptr %10, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %11, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %12, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %13, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %14, align 4
  %31 = add nsw i32 %29, %30
  %32 = sext i32 %31 to i64
  store i64 %32, ptr %16, align 8
  store double 0.000000e+00, ptr %17, align 8
  br label %33

33:                                               ; preds = %97, %7
  %34 = getelementptr inbounds %struct.__va_list, ptr %15, i32 0, i32 3
  %35 = load i32, ptr %34, align 8
  %36 = icmp sge i32 %35, 0
  br i1 %36, label %44, label %37

37:                                               ; preds = %33
  %38 = add i32 %35, 8
  store i32 %38, ptr %34, align 8
  %39 = icmp sle i32 %38, 0
  br i1 %39, label %40, label %44

40:                                               ; preds = %37
  %41 = getelementptr inbounds %struct.__va_list, ptr %15, i32 0, i32 1
  %42 = load ptr, ptr %41, align 8
  %43 = getelementptr inbounds i8, ptr %42, i32 %35
  br label %48

44:                                               ; preds = %37, %33
  %45 = getelementptr inbounds %struct.__va_list, ptr %15, i32 0, i32 0
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  store ptr %47, ptr %45, align 8
  br label %48

48:                                               ; preds = %44, %40
  %49 = phi ptr [ %43, %40 ], [ %46, %44 ]
  %50 = load i32, ptr %49, align 8
  store i32 %50, ptr %18, align 4
  %51 = load i32, ptr %18, align 4
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %48
  br label %98

54:                                               ; preds = %48
  %55 = load i32, ptr %18, align 4
  %56 = icmp eq i32 %55, 1
  br i1 %56, label %57, label %77

57:                                               ; preds = %54
  %58 = getelementptr inbounds %struct.__va_list, ptr %15, i32 0, i32 3
  %59 = load i32, ptr %58, align 8
  %60 = icmp sge i32 %59, 0
  br i1 %60, label %68, label %61

61:                                               ; preds = %57
  %62 = add i32 %59, 8
  store i32 %62, ptr %58, align 8
  %63 = icmp sle i32 %62, 0
  br i1 %63, label %64, label %68

64:                                               ; preds = %61
  %65 = getelementptr inbounds %struct.__va_list, ptr %15, i32 0, i32 1
  %66 = load ptr, ptr %65, align 8
  %67 = getelementptr inbounds i8, ptr %66, i32 %59
  br label %72

68:                                               ; preds = %61, %57
  %69 = getelementptr inbounds %struct.__va_list, ptr %15, i32 0, i32 0
  %70 = load ptr, ptr %69, align 8
  %71 = getelementptr inbounds i8, ptr %70, i64 8
  store ptr %71, ptr %69, align 8
  br label %72

72:                                               ; preds = %68, %64
  %73 = phi ptr [ %67, %64 ], [ %70, %68 ]
  %74 = load i64, ptr %73, align 8
  %75 = load i64, ptr %16, align 8
  %76 = add nsw i64 %75, %74
  store i64 %76, ptr %16, align 8
  br label %97

77:                                               ; preds = %54
  %78 = getelementptr inbounds %struct.__va_list, ptr %15, i32 0, i32 4
  %79 = load i32, ptr %78, align 4
  %80 = icmp sge i32 %79, 0
  br i1 %80, label %88, label %81

81:                                               ; preds = %77
  %82 = add i32 %79, 16
  store i32 %82, ptr %78, align 4
  %83 = icmp sle i32 %82, 0
  br i1 %83, label %84, label %88

84:                                               ; preds = %81
  %85 = getelementptr inbounds %struct.__va_list, ptr %15, i32 0, i32 2
  %86 = load ptr, ptr %85, align 8
  %87 = getelementptr inbounds i8, ptr %86, i32 %79
  br label %92

88:                                               ; preds = %81, %77
  %89 = getelementptr inbounds %struct.__va_list, ptr %15, i32 0, i32 0
  %90 = load ptr, ptr %89, align 8
  %91 = getelementptr inbounds i8, ptr %90, i64 8
  store ptr %91, ptr %89, align 8
  br label %92

92:                                               ; preds = %88, %84
  %93 = phi ptr [ %87, %84 ], [ %90, %88 ]
  %94 = load double, ptr %93, align 8
  %95 = load double, ptr %17, align 8
  %96 = fadd double %95, %94
  store double %96, ptr %17, align 8
  br label %97

97:                                               ; preds = %92, %72
  br label %33

98:                                               ; preds = %53
  call void @llvm.va_end.p0(ptr %15)
  %99 = load i64, ptr %16, align 8
  %100 = mul nsw i64 %99, 1000
  %101 = load double, ptr %17, align 8
  %102 = fmul double %101, 1.000000e+01
  %103 = fptosi double %102 to i64
  %104 = add nsw i64 %100, %103
  ret i64 %104
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @forward(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.__va_list, align 8
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  %6 = load i32, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %3, i64 32, i1 false)
  %7 = call i32 @vsum(i32 noundef %6, ptr noundef %5)
  store i32 %7, ptr %4, align 4
  call void @llvm.va_end.p0(ptr %3)
  %8 = load i32, ptr %4, align 4
  ret i32 %8
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vsum(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %25, %2
  %7 = load i32, ptr %3, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, ptr %3, align 4
  %9 = icmp ne i32 %7, 0
  br i1 %9, label %10, label %30

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 3
  %12 = load i32, ptr %11, align 8
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 8
  store i32 %15, ptr %11, align 8
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 1
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %25

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi ptr [ %20, %17 ], [ %23, %21 ]
  %27 = load i32, ptr %26, align 8
  %28 = load i32, ptr %5, align 4
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr %5, align 4
  br label %6, !llvm.loop !12

30:                                               ; preds = %6
  %31 = load i32, ptr %5, align 4
  ret i32 %31
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
