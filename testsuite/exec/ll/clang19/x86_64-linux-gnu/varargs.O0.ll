; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pair = type { i32, i16 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %4, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %33, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %36

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 16
  %15 = icmp ule i32 %14, 40
  br i1 %15, label %16, label %21

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3
  %18 = load ptr, ptr %17, align 16
  %19 = getelementptr i8, ptr %18, i32 %14
  %20 = add i32 %14, 8
  store i32 %20, ptr %13, align 16
  br label %25

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i32 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ]
  %27 = load i32, ptr %26, align 4
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
  br label %7, !llvm.loop !6

36:                                               ; preds = %7
  %37 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %37)
  %38 = load i32, ptr %4, align 4
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ll(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i64 0, ptr %4, align 8
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %33, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %36

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 16
  %15 = icmp ule i32 %14, 40
  br i1 %15, label %16, label %21

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3
  %18 = load ptr, ptr %17, align 16
  %19 = getelementptr i8, ptr %18, i32 %14
  %20 = add i32 %14, 8
  store i32 %20, ptr %13, align 16
  br label %25

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i32 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ]
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
  br label %7, !llvm.loop !8

36:                                               ; preds = %7
  %37 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %37)
  %38 = load i64, ptr %4, align 8
  ret i64 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_doubles(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store double 0.000000e+00, ptr %4, align 8
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %33

11:                                               ; preds = %7
  %12 = load double, ptr %4, align 8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %14 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = icmp ule i32 %15, 160
  br i1 %16, label %17, label %22

17:                                               ; preds = %11
  %18 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 3
  %19 = load ptr, ptr %18, align 16
  %20 = getelementptr i8, ptr %19, i32 %15
  %21 = add i32 %15, 16
  store i32 %21, ptr %14, align 4
  br label %26

22:                                               ; preds = %11
  %23 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 2
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr i8, ptr %24, i32 8
  store ptr %25, ptr %23, align 8
  br label %26

26:                                               ; preds = %22, %17
  %27 = phi ptr [ %20, %17 ], [ %24, %22 ]
  %28 = load double, ptr %27, align 8
  %29 = call double @llvm.fmuladd.f64(double %12, double 2.000000e+00, double %28)
  store double %29, ptr %4, align 8
  br label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %7, !llvm.loop !9

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %34)
  %35 = load double, ptr %4, align 8
  ret double %35
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca ptr, align 8
  %6 = alloca %struct.Pair, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %struct.Pair, align 4
  store ptr %0, ptr %2, align 8
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %11)
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_copy.p0(ptr %12, ptr %13)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  %15 = load ptr, ptr %2, align 8
  store ptr %15, ptr %5, align 8
  br label %16

16:                                               ; preds = %202, %1
  %17 = load ptr, ptr %5, align 8
  %18 = load i8, ptr %17, align 1
  %19 = icmp ne i8 %18, 0
  br i1 %19, label %20, label %205

20:                                               ; preds = %16
  %21 = load ptr, ptr %5, align 8
  %22 = load ptr, ptr %2, align 8
  %23 = icmp ne ptr %21, %22
  br i1 %23, label %24, label %26

24:                                               ; preds = %20
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.16)
  br label %26

26:                                               ; preds = %24, %20
  %27 = load ptr, ptr %5, align 8
  %28 = load i8, ptr %27, align 1
  %29 = sext i8 %28 to i32
  switch i32 %29, label %201 [
    i32 105, label %30
    i32 108, label %48
    i32 100, label %66
    i32 115, label %84
    i32 112, label %102
    i32 80, label %121
    i32 99, label %143
    i32 104, label %163
    i32 102, label %183
  ]

30:                                               ; preds = %26
  %31 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %32 = getelementptr inbounds %struct.__va_list_tag, ptr %31, i32 0, i32 0
  %33 = load i32, ptr %32, align 16
  %34 = icmp ule i32 %33, 40
  br i1 %34, label %35, label %40

35:                                               ; preds = %30
  %36 = getelementptr inbounds %struct.__va_list_tag, ptr %31, i32 0, i32 3
  %37 = load ptr, ptr %36, align 16
  %38 = getelementptr i8, ptr %37, i32 %33
  %39 = add i32 %33, 8
  store i32 %39, ptr %32, align 16
  br label %44

40:                                               ; preds = %30
  %41 = getelementptr inbounds %struct.__va_list_tag, ptr %31, i32 0, i32 2
  %42 = load ptr, ptr %41, align 8
  %43 = getelementptr i8, ptr %42, i32 8
  store ptr %43, ptr %41, align 8
  br label %44

44:                                               ; preds = %40, %35
  %45 = phi ptr [ %38, %35 ], [ %42, %40 ]
  %46 = load i32, ptr %45, align 4
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %46)
  br label %201

48:                                               ; preds = %26
  %49 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %50 = getelementptr inbounds %struct.__va_list_tag, ptr %49, i32 0, i32 0
  %51 = load i32, ptr %50, align 16
  %52 = icmp ule i32 %51, 40
  br i1 %52, label %53, label %58

53:                                               ; preds = %48
  %54 = getelementptr inbounds %struct.__va_list_tag, ptr %49, i32 0, i32 3
  %55 = load ptr, ptr %54, align 16
  %56 = getelementptr i8, ptr %55, i32 %51
  %57 = add i32 %51, 8
  store i32 %57, ptr %50, align 16
  br label %62

58:                                               ; preds = %48
  %59 = getelementptr inbounds %struct.__va_list_tag, ptr %49, i32 0, i32 2
  %60 = load ptr, ptr %59, align 8
  %61 = getelementptr i8, ptr %60, i32 8
  store ptr %61, ptr %59, align 8
  br label %62

62:                                               ; preds = %58, %53
  %63 = phi ptr [ %56, %53 ], [ %60, %58 ]
  %64 = load i64, ptr %63, align 8
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i64 noundef %64)
  br label %201

66:                                               ; preds = %26
  %67 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %68 = getelementptr inbounds %struct.__va_list_tag, ptr %67, i32 0, i32 1
  %69 = load i32, ptr %68, align 4
  %70 = icmp ule i32 %69, 160
  br i1 %70, label %71, label %76

71:                                               ; preds = %66
  %72 = getelementptr inbounds %struct.__va_list_tag, ptr %67, i32 0, i32 3
  %73 = load ptr, ptr %72, align 16
  %74 = getelementptr i8, ptr %73, i32 %69
  %75 = add i32 %69, 16
  store i32 %75, ptr %68, align 4
  br label %80

76:                                               ; preds = %66
  %77 = getelementptr inbounds %struct.__va_list_tag, ptr %67, i32 0, i32 2
  %78 = load ptr, ptr %77, align 8
  %79 = getelementptr i8, ptr %78, i32 8
  store ptr %79, ptr %77, align 8
  br label %80

80:                                               ; preds = %76, %71
  %81 = phi ptr [ %74, %71 ], [ %78, %76 ]
  %82 = load double, ptr %81, align 8
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %82)
  br label %201

84:                                               ; preds = %26
  %85 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %86 = getelementptr inbounds %struct.__va_list_tag, ptr %85, i32 0, i32 0
  %87 = load i32, ptr %86, align 16
  %88 = icmp ule i32 %87, 40
  br i1 %88, label %89, label %94

89:                                               ; preds = %84
  %90 = getelementptr inbounds %struct.__va_list_tag, ptr %85, i32 0, i32 3
  %91 = load ptr, ptr %90, align 16
  %92 = getelementptr i8, ptr %91, i32 %87
  %93 = add i32 %87, 8
  store i32 %93, ptr %86, align 16
  br label %98

94:                                               ; preds = %84
  %95 = getelementptr inbounds %struct.__va_list_tag, ptr %85, i32 0, i32 2
  %96 = load ptr, ptr %95, align 8
  %97 = getelementptr i8, ptr %96, i32 8
  store ptr %97, ptr %95, align 8
  br label %98

98:                                               ; preds = %94, %89
  %99 = phi ptr [ %92, %89 ], [ %96, %94 ]
  %100 = load ptr, ptr %99, align 8
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %100)
  br label %201

102:                                              ; preds = %26
  %103 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %104 = getelementptr inbounds %struct.__va_list_tag, ptr %103, i32 0, i32 0
  %105 = load i32, ptr %104, align 16
  %106 = icmp ule i32 %105, 40
  br i1 %106, label %107, label %112

107:                                              ; preds = %102
  %108 = getelementptr inbounds %struct.__va_list_tag, ptr %103, i32 0, i32 3
  %109 = load ptr, ptr %108, align 16
  %110 = getelementptr i8, ptr %109, i32 %105
  %111 = add i32 %105, 8
  store i32 %111, ptr %104, align 16
  br label %116

112:                                              ; preds = %102
  %113 = getelementptr inbounds %struct.__va_list_tag, ptr %103, i32 0, i32 2
  %114 = load ptr, ptr %113, align 8
  %115 = getelementptr i8, ptr %114, i32 8
  store ptr %115, ptr %113, align 8
  br label %116

116:                                              ; preds = %112, %107
  %117 = phi ptr [ %110, %107 ], [ %114, %112 ]
  %118 = load ptr, ptr %117, align 8
  %119 = load i32, ptr %118, align 4
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %119)
  br label %201

121:                                              ; preds = %26
  %122 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %123 = getelementptr inbounds %struct.__va_list_tag, ptr %122, i32 0, i32 0
  %124 = load i32, ptr %123, align 16
  %125 = icmp ule i32 %124, 40
  br i1 %125, label %126, label %131

126:                                              ; preds = %121
  %127 = getelementptr inbounds %struct.__va_list_tag, ptr %122, i32 0, i32 3
  %128 = load ptr, ptr %127, align 16
  %129 = getelementptr i8, ptr %128, i32 %124
  %130 = add i32 %124, 8
  store i32 %130, ptr %123, align 16
  br label %135

131:                                              ; preds = %121
  %132 = getelementptr inbounds %struct.__va_list_tag, ptr %122, i32 0, i32 2
  %133 = load ptr, ptr %132, align 8
  %134 = getelementptr i8, ptr %133, i32 8
  store ptr %134, ptr %132, align 8
  br label %135

135:                                              ; preds = %131, %126
  %136 = phi ptr [ %129, %126 ], [ %133, %131 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %136, i64 8, i1 false)
  %137 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 0
  %138 = load i32, ptr %137, align 4
  %139 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 1
  %140 = load i16, ptr %139, align 4
  %141 = sext i16 %140 to i32
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %138, i32 noundef %141)
  br label %201

143:                                              ; preds = %26
  %144 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %145 = getelementptr inbounds %struct.__va_list_tag, ptr %144, i32 0, i32 0
  %146 = load i32, ptr %145, align 16
  %147 = icmp ule i32 %146, 40
  br i1 %147, label %148, label %153

148:                                              ; preds = %143
  %149 = getelementptr inbounds %struct.__va_list_tag, ptr %144, i32 0, i32 3
  %150 = load ptr, ptr %149, align 16
  %151 = getelementptr i8, ptr %150, i32 %146
  %152 = add i32 %146, 8
  store i32 %152, ptr %145, align 16
  br label %157

153:                                              ; preds = %143
  %154 = getelementptr inbounds %struct.__va_list_tag, ptr %144, i32 0, i32 2
  %155 = load ptr, ptr %154, align 8
  %156 = getelementptr i8, ptr %155, i32 8
  store ptr %156, ptr %154, align 8
  br label %157

157:                                              ; preds = %153, %148
  %158 = phi ptr [ %151, %148 ], [ %155, %153 ]
  %159 = load i32, ptr %158, align 4
  %160 = trunc i32 %159 to i8
  %161 = sext i8 %160 to i32
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %161)
  br label %201

163:                                              ; preds = %26
  %164 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %165 = getelementptr inbounds %struct.__va_list_tag, ptr %164, i32 0, i32 0
  %166 = load i32, ptr %165, align 16
  %167 = icmp ule i32 %166, 40
  br i1 %167, label %168, label %173

168:                                              ; preds = %163
  %169 = getelementptr inbounds %struct.__va_list_tag, ptr %164, i32 0, i32 3
  %170 = load ptr, ptr %169, align 16
  %171 = getelementptr i8, ptr %170, i32 %166
  %172 = add i32 %166, 8
  store i32 %172, ptr %165, align 16
  br label %177

173:                                              ; preds = %163
  %174 = getelementptr inbounds %struct.__va_list_tag, ptr %164, i32 0, i32 2
  %175 = load ptr, ptr %174, align 8
  %176 = getelementptr i8, ptr %175, i32 8
  store ptr %176, ptr %174, align 8
  br label %177

177:                                              ; preds = %173, %168
  %178 = phi ptr [ %171, %168 ], [ %175, %173 ]
  %179 = load i32, ptr %178, align 4
  %180 = trunc i32 %179 to i16
  %181 = sext i16 %180 to i32
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %181)
  br label %201

183:                                              ; preds = %26
  %184 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %185 = getelementptr inbounds %struct.__va_list_tag, ptr %184, i32 0, i32 1
  %186 = load i32, ptr %185, align 4
  %187 = icmp ule i32 %186, 160
  br i1 %187, label %188, label %193

188:                                              ; preds = %183
  %189 = getelementptr inbounds %struct.__va_list_tag, ptr %184, i32 0, i32 3
  %190 = load ptr, ptr %189, align 16
  %191 = getelementptr i8, ptr %190, i32 %186
  %192 = add i32 %186, 16
  store i32 %192, ptr %185, align 4
  br label %197

193:                                              ; preds = %183
  %194 = getelementptr inbounds %struct.__va_list_tag, ptr %184, i32 0, i32 2
  %195 = load ptr, ptr %194, align 8
  %196 = getelementptr i8, ptr %195, i32 8
  store ptr %196, ptr %194, align 8
  br label %197

197:                                              ; preds = %193, %188
  %198 = phi ptr [ %191, %188 ], [ %195, %193 ]
  %199 = load double, ptr %198, align 8
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, double noundef %199)
  br label %201

201:                                              ; preds = %26, %197, %177, %157, %135, %116, %98, %80, %62, %44
  br label %202

202:                                              ; preds = %201
  %203 = load ptr, ptr %5, align 8
  %204 = getelementptr inbounds i8, ptr %203, i32 1
  store ptr %204, ptr %5, align 8
  br label %16, !llvm.loop !10

205:                                              ; preds = %16
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.25)
  store i32 0, ptr %7, align 4
  store double 0.000000e+00, ptr %8, align 8
  %207 = load ptr, ptr %2, align 8
  store ptr %207, ptr %9, align 8
  br label %208

208:                                              ; preds = %332, %205
  %209 = load ptr, ptr %9, align 8
  %210 = load i8, ptr %209, align 1
  %211 = icmp ne i8 %210, 0
  br i1 %211, label %212, label %335

212:                                              ; preds = %208
  %213 = load ptr, ptr %9, align 8
  %214 = load i8, ptr %213, align 1
  %215 = sext i8 %214 to i32
  switch i32 %215, label %331 [
    i32 105, label %216
    i32 99, label %216
    i32 104, label %216
    i32 108, label %235
    i32 100, label %255
    i32 102, label %255
    i32 115, label %274
    i32 112, label %291
    i32 80, label %311
  ]

216:                                              ; preds = %212, %212, %212
  %217 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %218 = getelementptr inbounds %struct.__va_list_tag, ptr %217, i32 0, i32 0
  %219 = load i32, ptr %218, align 16
  %220 = icmp ule i32 %219, 40
  br i1 %220, label %221, label %226

221:                                              ; preds = %216
  %222 = getelementptr inbounds %struct.__va_list_tag, ptr %217, i32 0, i32 3
  %223 = load ptr, ptr %222, align 16
  %224 = getelementptr i8, ptr %223, i32 %219
  %225 = add i32 %219, 8
  store i32 %225, ptr %218, align 16
  br label %230

226:                                              ; preds = %216
  %227 = getelementptr inbounds %struct.__va_list_tag, ptr %217, i32 0, i32 2
  %228 = load ptr, ptr %227, align 8
  %229 = getelementptr i8, ptr %228, i32 8
  store ptr %229, ptr %227, align 8
  br label %230

230:                                              ; preds = %226, %221
  %231 = phi ptr [ %224, %221 ], [ %228, %226 ]
  %232 = load i32, ptr %231, align 4
  %233 = load i32, ptr %7, align 4
  %234 = add nsw i32 %233, %232
  store i32 %234, ptr %7, align 4
  br label %331

235:                                              ; preds = %212
  %236 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %237 = getelementptr inbounds %struct.__va_list_tag, ptr %236, i32 0, i32 0
  %238 = load i32, ptr %237, align 16
  %239 = icmp ule i32 %238, 40
  br i1 %239, label %240, label %245

240:                                              ; preds = %235
  %241 = getelementptr inbounds %struct.__va_list_tag, ptr %236, i32 0, i32 3
  %242 = load ptr, ptr %241, align 16
  %243 = getelementptr i8, ptr %242, i32 %238
  %244 = add i32 %238, 8
  store i32 %244, ptr %237, align 16
  br label %249

245:                                              ; preds = %235
  %246 = getelementptr inbounds %struct.__va_list_tag, ptr %236, i32 0, i32 2
  %247 = load ptr, ptr %246, align 8
  %248 = getelementptr i8, ptr %247, i32 8
  store ptr %248, ptr %246, align 8
  br label %249

249:                                              ; preds = %245, %240
  %250 = phi ptr [ %243, %240 ], [ %247, %245 ]
  %251 = load i64, ptr %250, align 8
  %252 = trunc i64 %251 to i32
  %253 = load i32, ptr %7, align 4
  %254 = add nsw i32 %253, %252
  store i32 %254, ptr %7, align 4
  br label %331

255:                                              ; preds = %212, %212
  %256 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %257 = getelementptr inbounds %struct.__va_list_tag, ptr %256, i32 0, i32 1
  %258 = load i32, ptr %257, align 4
  %259 = icmp ule i32 %258, 160
  br i1 %259, label %260, label %265

260:                                              ; preds = %255
  %261 = getelementptr inbounds %struct.__va_list_tag, ptr %256, i32 0, i32 3
  %262 = load ptr, ptr %261, align 16
  %263 = getelementptr i8, ptr %262, i32 %258
  %264 = add i32 %258, 16
  store i32 %264, ptr %257, align 4
  br label %269

265:                                              ; preds = %255
  %266 = getelementptr inbounds %struct.__va_list_tag, ptr %256, i32 0, i32 2
  %267 = load ptr, ptr %266, align 8
  %268 = getelementptr i8, ptr %267, i32 8
  store ptr %268, ptr %266, align 8
  br label %269

269:                                              ; preds = %265, %260
  %270 = phi ptr [ %263, %260 ], [ %267, %265 ]
  %271 = load double, ptr %270, align 8
  %272 = load double, ptr %8, align 8
  %273 = fadd double %272, %271
  store double %273, ptr %8, align 8
  br label %331

274:                                              ; preds = %212
  %275 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %276 = getelementptr inbounds %struct.__va_list_tag, ptr %275, i32 0, i32 0
  %277 = load i32, ptr %276, align 16
  %278 = icmp ule i32 %277, 40
  br i1 %278, label %279, label %284

279:                                              ; preds = %274
  %280 = getelementptr inbounds %struct.__va_list_tag, ptr %275, i32 0, i32 3
  %281 = load ptr, ptr %280, align 16
  %282 = getelementptr i8, ptr %281, i32 %277
  %283 = add i32 %277, 8
  store i32 %283, ptr %276, align 16
  br label %288

284:                                              ; preds = %274
  %285 = getelementptr inbounds %struct.__va_list_tag, ptr %275, i32 0, i32 2
  %286 = load ptr, ptr %285, align 8
  %287 = getelementptr i8, ptr %286, i32 8
  store ptr %287, ptr %285, align 8
  br label %288

288:                                              ; preds = %284, %279
  %289 = phi ptr [ %282, %279 ], [ %286, %284 ]
  %290 = load ptr, ptr %289, align 8
  br label %331

291:                                              ; preds = %212
  %292 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %293 = getelementptr inbounds %struct.__va_list_tag, ptr %292, i32 0, i32 0
  %294 = load i32, ptr %293, align 16
  %295 = icmp ule i32 %294, 40
  br i1 %295, label %296, label %301

296:                                              ; preds = %291
  %297 = getelementptr inbounds %struct.__va_list_tag, ptr %292, i32 0, i32 3
  %298 = load ptr, ptr %297, align 16
  %299 = getelementptr i8, ptr %298, i32 %294
  %300 = add i32 %294, 8
  store i32 %300, ptr %293, align 16
  br label %305

301:                                              ; preds = %291
  %302 = getelementptr inbounds %struct.__va_list_tag, ptr %292, i32 0, i32 2
  %303 = load ptr, ptr %302, align 8
  %304 = getelementptr i8, ptr %303, i32 8
  store ptr %304, ptr %302, align 8
  br label %305

305:                                              ; preds = %301, %296
  %306 = phi ptr [ %299, %296 ], [ %303, %301 ]
  %307 = load ptr, ptr %306, align 8
  %308 = load i32, ptr %307, align 4
  %309 = load i32, ptr %7, align 4
  %310 = add nsw i32 %309, %308
  store i32 %310, ptr %7, align 4
  br label %331

311:                                              ; preds = %212
  %312 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %313 = getelementptr inbounds %struct.__va_list_tag, ptr %312, i32 0, i32 0
  %314 = load i32, ptr %313, align 16
  %315 = icmp ule i32 %314, 40
  br i1 %315, label %316, label %321

316:                                              ; preds = %311
  %317 = getelementptr inbounds %struct.__va_list_tag, ptr %312, i32 0, i32 3
  %318 = load ptr, ptr %317, align 16
  %319 = getelementptr i8, ptr %318, i32 %314
  %320 = add i32 %314, 8
  store i32 %320, ptr %313, align 16
  br label %325

321:                                              ; preds = %311
  %322 = getelementptr inbounds %struct.__va_list_tag, ptr %312, i32 0, i32 2
  %323 = load ptr, ptr %322, align 8
  %324 = getelementptr i8, ptr %323, i32 8
  store ptr %324, ptr %322, align 8
  br label %325

325:                                              ; preds = %321, %316
  %326 = phi ptr [ %319, %316 ], [ %323, %321 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %326, i64 8, i1 false)
  %327 = getelementptr inbounds %struct.Pair, ptr %10, i32 0, i32 0
  %328 = load i32, ptr %327, align 4
  %329 = load i32, ptr %7, align 4
  %330 = add nsw i32 %329, %328
  store i32 %330, ptr %7, align 4
  br label %331

331:                                              ; preds = %212, %325, %305, %288, %269, %249, %230
  br label %332

332:                                              ; preds = %331
  %333 = load ptr, ptr %9, align 8
  %334 = getelementptr inbounds i8, ptr %333, i32 1
  store ptr %334, ptr %9, align 8
  br label %208, !llvm.loop !11

335:                                              ; preds = %208
  %336 = load i32, ptr %7, align 4
  %337 = load double, ptr %8, align 8
  %338 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %336, double noundef %337)
  %339 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %339)
  %340 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %340)
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
  %15 = alloca [1 x %struct.__va_list_tag], align 16
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
  %19 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %15, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %19)
  %20 = load i32, ptr %8, align 4
  %21 = load i32, ptr %9, align 4
  %22 = add nsw i32 %20, %21
  %23 = load i32, ptr %10, align 4
  %24 = add nsw i32 %22, %23
  %25 = load i32, ptr %11, align 4
  %26 = add nsw i32 %24, %25
  %27 = load i32, ptr %12, align 4
  %28 = add nsw i32 %26, %27
  %29 = load i32, ptr %13, align 4
  %30 = add nsw i32 %28, %29
  %31 = load i32, ptr %14, align 4
  %32 = add nsw i32 %30, %31
  %33 = sext i32 %32 to i64
  store i64 %33, ptr %16, align 8
  store double 0.000000e+00, ptr %17, align 8
  br label %34

34:                                               ; preds = %95, %7
  %35 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %15, i64 0, i64 0
  %36 = getelementptr inbounds %struct.__va_list_tag, ptr %35, i32 0, i32 0
  %37 = load i32, ptr %36, align 16
  %38 = icmp ule i32 %37, 40
  br i1 %38, label %39, label %44

39:                                               ; preds = %34
  %40 = getelementptr inbounds %struct.__va_list_tag, ptr %35, i32 0, i32 3
  %41 = load ptr, ptr %40, align 16
  %42 = getelementptr i8, ptr %41, i32 %37
  %43 = add i32 %37, 8
  store i32 %43, ptr %36, align 16
  br label %48

44:                                               ; preds = %34
  %45 = getelementptr inbounds %struct.__va_list_tag, ptr %35, i32 0, i32 2
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr i8, ptr %46, i32 8
  store ptr %47, ptr %45, align 8
  br label %48

48:                                               ; preds = %44, %39
  %49 = phi ptr [ %42, %39 ], [ %46, %44 ]
  %50 = load i32, ptr %49, align 4
  store i32 %50, ptr %18, align 4
  %51 = load i32, ptr %18, align 4
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %48
  br label %96

54:                                               ; preds = %48
  %55 = load i32, ptr %18, align 4
  %56 = icmp eq i32 %55, 1
  br i1 %56, label %57, label %76

57:                                               ; preds = %54
  %58 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %15, i64 0, i64 0
  %59 = getelementptr inbounds %struct.__va_list_tag, ptr %58, i32 0, i32 0
  %60 = load i32, ptr %59, align 16
  %61 = icmp ule i32 %60, 40
  br i1 %61, label %62, label %67

62:                                               ; preds = %57
  %63 = getelementptr inbounds %struct.__va_list_tag, ptr %58, i32 0, i32 3
  %64 = load ptr, ptr %63, align 16
  %65 = getelementptr i8, ptr %64, i32 %60
  %66 = add i32 %60, 8
  store i32 %66, ptr %59, align 16
  br label %71

67:                                               ; preds = %57
  %68 = getelementptr inbounds %struct.__va_list_tag, ptr %58, i32 0, i32 2
  %69 = load ptr, ptr %68, align 8
  %70 = getelementptr i8, ptr %69, i32 8
  store ptr %70, ptr %68, align 8
  br label %71

71:                                               ; preds = %67, %62
  %72 = phi ptr [ %65, %62 ], [ %69, %67 ]
  %73 = load i64, ptr %72, align 8
  %74 = load i64, ptr %16, align 8
  %75 = add nsw i64 %74, %73
  store i64 %75, ptr %16, align 8
  br label %95

76:                                               ; preds = %54
  %77 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %15, i64 0, i64 0
  %78 = getelementptr inbounds %struct.__va_list_tag, ptr %77, i32 0, i32 1
  %79 = load i32, ptr %78, align 4
  %80 = icmp ule i32 %79, 160
  br i1 %80, label %81, label %86

81:                                               ; preds = %76
  %82 = getelementptr inbounds %struct.__va_list_tag, ptr %77, i32 0, i32 3
  %83 = load ptr, ptr %82, align 16
  %84 = getelementptr i8, ptr %83, i32 %79
  %85 = add i32 %79, 16
  store i32 %85, ptr %78, align 4
  br label %90

86:                                               ; preds = %76
  %87 = getelementptr inbounds %struct.__va_list_tag, ptr %77, i32 0, i32 2
  %88 = load ptr, ptr %87, align 8
  %89 = getelementptr i8, ptr %88, i32 8
  store ptr %89, ptr %87, align 8
  br label %90

90:                                               ; preds = %86, %81
  %91 = phi ptr [ %84, %81 ], [ %88, %86 ]
  %92 = load double, ptr %91, align 8
  %93 = load double, ptr %17, align 8
  %94 = fadd double %93, %92
  store double %94, ptr %17, align 8
  br label %95

95:                                               ; preds = %90, %71
  br label %34

96:                                               ; preds = %53
  %97 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %15, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %97)
  %98 = load i64, ptr %16, align 8
  %99 = mul nsw i64 %98, 1000
  %100 = load double, ptr %17, align 8
  %101 = fmul double %100, 1.000000e+01
  %102 = fptosi double %101 to i64
  %103 = add nsw i64 %99, %102
  ret i64 %103
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @forward(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %5)
  %6 = load i32, ptr %2, align 4
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %8 = call i32 @vsum(i32 noundef %6, ptr noundef %7)
  store i32 %8, ptr %4, align 4
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %9)
  %10 = load i32, ptr %4, align 4
  ret i32 %10
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

6:                                                ; preds = %24, %2
  %7 = load i32, ptr %3, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, ptr %3, align 4
  %9 = icmp ne i32 %7, 0
  br i1 %9, label %10, label %29

10:                                               ; preds = %6
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.__va_list_tag, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 8
  %14 = icmp ule i32 %13, 40
  br i1 %14, label %15, label %20

15:                                               ; preds = %10
  %16 = getelementptr inbounds %struct.__va_list_tag, ptr %11, i32 0, i32 3
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr i8, ptr %17, i32 %13
  %19 = add i32 %13, 8
  store i32 %19, ptr %12, align 8
  br label %24

20:                                               ; preds = %10
  %21 = getelementptr inbounds %struct.__va_list_tag, ptr %11, i32 0, i32 2
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr i8, ptr %22, i32 8
  store ptr %23, ptr %21, align 8
  br label %24

24:                                               ; preds = %20, %15
  %25 = phi ptr [ %18, %15 ], [ %22, %20 ]
  %26 = load i32, ptr %25, align 4
  %27 = load i32, ptr %5, align 4
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr %5, align 4
  br label %6, !llvm.loop !12

29:                                               ; preds = %6
  %30 = load i32, ptr %5, align 4
  ret i32 %30
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
