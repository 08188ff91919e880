; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Pair = type { i32, i16 }
%struct.__va_list = type { ptr }

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

; Function Attrs: noinline nounwind optnone
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
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %4, ptr align 4 @__const.main.pr, i32 8, i1 false)
  call void (ptr, ...) @show(ptr noundef @.str.3, i32 noundef 5, ptr noundef @.str.4, double noundef 5.500000e+00)
  call void (ptr, ...) @show(ptr noundef @.str.5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  call void (ptr, ...) @show(ptr noundef @.str.6, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  call void (ptr, ...) @show(ptr noundef @.str.7, i32 noundef 1, double noundef 5.000000e-01, i64 noundef 10, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.500000e+00, i64 noundef 20, double noundef 2.250000e+00, i32 noundef 3, double noundef 3.500000e+00, i64 noundef 30, double noundef 3.250000e+00, i32 noundef 4, double noundef 4.500000e+00, i64 noundef 40, double noundef 4.250000e+00, i32 noundef 5, double noundef 5.500000e+00, i64 noundef 50, double noundef 5.250000e+00)
  %15 = load [2 x i32], ptr %4, align 4
  call void (ptr, ...) @show(ptr noundef @.str.8, ptr noundef %2, i32 noundef 90, ptr noundef %3, ptr noundef @.str.9, i32 noundef -300, double noundef 7.500000e-01, [2 x i32] %15)
  call void (ptr, ...) @show(ptr noundef @.str.10, i64 noundef 8589934592, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef -34359738368, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %16 = call i64 (i32, i32, i32, i32, i32, i32, i32, ...) @after_seven(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 1, i64 noundef 100, i32 noundef 2, double noundef 5.000000e-01, i32 noundef 1, i64 noundef 1048576, i32 noundef 2, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 2, double noundef 4.000000e+00, i32 noundef 2, double noundef 5.000000e+00, i32 noundef 2, double noundef 6.000000e+00, i32 noundef 2, double noundef 7.000000e+00, i32 noundef 2, double noundef 8.000000e+00, i32 noundef 2, double noundef 9.000000e+00, i32 noundef 0)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %16)
  %18 = call i32 (i32, ...) @forward(i32 noundef 8, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %18)
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef -1, i32 noundef -294967296, i32 noundef 48879, i32 noundef 48879, i32 noundef 8, i32 noundef 65, ptr noundef @.str.14, i64 noundef -9000000000, i64 noundef -446744073709551616, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 0x419D6F3454000000, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef -2, i32 noundef 200)
  ret i32 23
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_ints(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %4, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %22

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 4
  %12 = getelementptr inbounds i8, ptr %11, i32 4
  store ptr %12, ptr %3, align 4
  %13 = load i32, ptr %11, align 4
  %14 = load i32, ptr %5, align 4
  %15 = add nsw i32 %14, 1
  %16 = mul nsw i32 %13, %15
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %4, align 4
  br label %19

19:                                               ; preds = %10
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %5, align 4
  br label %6, !llvm.loop !6

22:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %23 = load i32, ptr %4, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone
define internal i64 @sum_ll(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i64 0, ptr %4, align 8
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %21, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %24

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 4
  %12 = getelementptr inbounds i8, ptr %11, i32 7
  %13 = call ptr @llvm.ptrmask.p0.i32(ptr %12, i32 -8)
  %14 = getelementptr inbounds i8, ptr %13, i32 8
  store ptr %14, ptr %3, align 4
  %15 = load i64, ptr %13, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = add nsw i64 %15, %17
  %19 = load i64, ptr %4, align 8
  %20 = xor i64 %19, %18
  store i64 %20, ptr %4, align 8
  br label %21

21:                                               ; preds = %10
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %5, align 4
  br label %6, !llvm.loop !8

24:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %25 = load i64, ptr %4, align 8
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone
define internal double @sum_doubles(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store double 0.000000e+00, ptr %4, align 8
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %18, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %21

10:                                               ; preds = %6
  %11 = load double, ptr %4, align 8
  %12 = load ptr, ptr %3, align 4
  %13 = getelementptr inbounds i8, ptr %12, i32 7
  %14 = call ptr @llvm.ptrmask.p0.i32(ptr %13, i32 -8)
  %15 = getelementptr inbounds i8, ptr %14, i32 8
  store ptr %15, ptr %3, align 4
  %16 = load double, ptr %14, align 8
  %17 = call double @llvm.fmuladd.f64(double %11, double 2.000000e+00, double %16)
  store double %17, ptr %4, align 8
  br label %18

18:                                               ; preds = %10
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %5, align 4
  br label %6, !llvm.loop !9

21:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %22 = load double, ptr %4, align 8
  ret double %22
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @show(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca %struct.__va_list, align 4
  %4 = alloca %struct.__va_list, align 4
  %5 = alloca ptr, align 4
  %6 = alloca %struct.Pair, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca ptr, align 4
  %10 = alloca %struct.Pair, align 4
  store ptr %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  call void @llvm.va_copy.p0(ptr %4, ptr %3)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  %12 = load ptr, ptr %2, align 4
  store ptr %12, ptr %5, align 4
  br label %13

13:                                               ; preds = %88, %1
  %14 = load ptr, ptr %5, align 4
  %15 = load i8, ptr %14, align 1
  %16 = icmp ne i8 %15, 0
  br i1 %16, label %17, label %91

17:                                               ; preds = %13
  %18 = load ptr, ptr %5, align 4
  %19 = load ptr, ptr %2, align 4
  %20 = icmp ne ptr %18, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %17
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.16)
  br label %23

23:                                               ; preds = %21, %17
  %24 = load ptr, ptr %5, align 4
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  switch i32 %26, label %87 [
    i32 105, label %27
    i32 108, label %32
    i32 100, label %39
    i32 115, label %46
    i32 112, label %51
    i32 80, label %57
    i32 99, label %66
    i32 104, label %73
    i32 102, label %80
  ]

27:                                               ; preds = %23
  %28 = load ptr, ptr %3, align 4
  %29 = getelementptr inbounds i8, ptr %28, i32 4
  store ptr %29, ptr %3, align 4
  %30 = load i32, ptr %28, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %30)
  br label %87

32:                                               ; preds = %23
  %33 = load ptr, ptr %3, align 4
  %34 = getelementptr inbounds i8, ptr %33, i32 7
  %35 = call ptr @llvm.ptrmask.p0.i32(ptr %34, i32 -8)
  %36 = getelementptr inbounds i8, ptr %35, i32 8
  store ptr %36, ptr %3, align 4
  %37 = load i64, ptr %35, align 8
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i64 noundef %37)
  br label %87

39:                                               ; preds = %23
  %40 = load ptr, ptr %3, align 4
  %41 = getelementptr inbounds i8, ptr %40, i32 7
  %42 = call ptr @llvm.ptrmask.p0.i32(ptr %41, i32 -8)
  %43 = getelementptr inbounds i8, ptr %42, i32 8
  store ptr %43, ptr %3, align 4
  %44 = load double, ptr %42, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %44)
  br label %87

46:                                               ; preds = %23
  %47 = load ptr, ptr %3, align 4
  %48 = getelementptr inbounds i8, ptr %47, i32 4
  store ptr %48, ptr %3, align 4
  %49 = load ptr, ptr %47, align 4
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %49)
  br label %87

51:                                               ; preds = %23
  %52 = load ptr, ptr %3, align 4
  %53 = getelementptr inbounds i8, ptr %52, i32 4
  store ptr %53, ptr %3, align 4
  %54 = load ptr, ptr %52, align 4
  %55 = load i32, ptr %54, align 4
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %55)
  br label %87

57:                                               ; preds = %23
  %58 = load ptr, ptr %3, align 4
  %59 = getelementptr inbounds i8, ptr %58, i32 8
  store ptr %59, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 %58, i32 8, i1 false)
  %60 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 0
  %61 = load i32, ptr %60, align 4
  %62 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 1
  %63 = load i16, ptr %62, align 4
  %64 = sext i16 %63 to i32
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %61, i32 noundef %64)
  br label %87

66:                                               ; preds = %23
  %67 = load ptr, ptr %3, align 4
  %68 = getelementptr inbounds i8, ptr %67, i32 4
  store ptr %68, ptr %3, align 4
  %69 = load i32, ptr %67, align 4
  %70 = trunc i32 %69 to i8
  %71 = zext i8 %70 to i32
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %71)
  br label %87

73:                                               ; preds = %23
  %74 = load ptr, ptr %3, align 4
  %75 = getelementptr inbounds i8, ptr %74, i32 4
  store ptr %75, ptr %3, align 4
  %76 = load i32, ptr %74, align 4
  %77 = trunc i32 %76 to i16
  %78 = sext i16 %77 to i32
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %78)
  br label %87

80:                                               ; preds = %23
  %81 = load ptr, ptr %3, align 4
  %82 = getelementptr inbounds i8, ptr %81, i32 7
  %83 = call ptr @llvm.ptrmask.p0.i32(ptr %82, i32 -8)
  %84 = getelementptr inbounds i8, ptr %83, i32 8
  store ptr %84, ptr %3, align 4
  %85 = load double, ptr %83, align 8
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, double noundef %85)
  br label %87

87:                                               ; preds = %23, %80, %73, %66, %57, %51, %46, %39, %32, %27
  br label %88

88:                                               ; preds = %87
  %89 = load ptr, ptr %5, align 4
  %90 = getelementptr inbounds i8, ptr %89, i32 1
  store ptr %90, ptr %5, align 4
  br label %13, !llvm.loop !10

91:                                               ; preds = %13
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.25)
  store i32 0, ptr %7, align 4
  store double 0.000000e+00, ptr %8, align 8
  %93 = load ptr, ptr %2, align 4
  store ptr %93, ptr %9, align 4
  br label %94

94:                                               ; preds = %144, %91
  %95 = load ptr, ptr %9, align 4
  %96 = load i8, ptr %95, align 1
  %97 = icmp ne i8 %96, 0
  br i1 %97, label %98, label %147

98:                                               ; preds = %94
  %99 = load ptr, ptr %9, align 4
  %100 = load i8, ptr %99, align 1
  %101 = zext i8 %100 to i32
  switch i32 %101, label %143 [
    i32 105, label %102
    i32 99, label %102
    i32 104, label %102
    i32 108, label %108
    i32 100, label %117
    i32 102, label %117
    i32 115, label %125
    i32 112, label %129
    i32 80, label %136
  ]

102:                                              ; preds = %98, %98, %98
  %103 = load ptr, ptr %4, align 4
  %104 = getelementptr inbounds i8, ptr %103, i32 4
  store ptr %104, ptr %4, align 4
  %105 = load i32, ptr %103, align 4
  %106 = load i32, ptr %7, align 4
  %107 = add nsw i32 %106, %105
  store i32 %107, ptr %7, align 4
  br label %143

108:                                              ; preds = %98
  %109 = load ptr, ptr %4, align 4
  %110 = getelementptr inbounds i8, ptr %109, i32 7
  %111 = call ptr @llvm.ptrmask.p0.i32(ptr %110, i32 -8)
  %112 = getelementptr inbounds i8, ptr %111, i32 8
  store ptr %112, ptr %4, align 4
  %113 = load i64, ptr %111, align 8
  %114 = trunc i64 %113 to i32
  %115 = load i32, ptr %7, align 4
  %116 = add nsw i32 %115, %114
  store i32 %116, ptr %7, align 4
  br label %143

117:                                              ; preds = %98, %98
  %118 = load ptr, ptr %4, align 4
  %119 = getelementptr inbounds i8, ptr %118, i32 7
  %120 = call ptr @llvm.ptrmask.p0.i32(ptr %119, i32 -8)
  %121 = getelementptr inbounds i8, ptr %120, i32 8
  store ptr %121, ptr %4, align 4
  %122 = load double, ptr %120, align 8
  %123 = load double, ptr %8, align 8
  %124 = fadd double %123, %122
  store double %124, ptr %8, align 8
  br label %143

125:                                              ; preds = %98
  %126 = load ptr, ptr %4, align 4
  %127 = getelementptr inbounds i8, ptr %126, i32 4
  store ptr %127, ptr %4, align 4
  %128 = load ptr, ptr %126, align 4
  br label %143

129:                                              ; preds = %98
  %130 = load ptr, ptr %4, align 4
  %131 = getelementptr inbounds i8, ptr %130, i32 4
  store ptr %131, ptr %4, align 4
  %132 = load ptr, ptr %130, align 4
  %133 = load i32, ptr %132, align 4
  %134 = load i32, ptr %7, align 4
  %135 = add nsw i32 %134, %133
  store i32 %135, ptr %7, align 4
  br label %143

136:                                              ; preds = %98
  %137 = load ptr, ptr %4, align 4
  %138 = getelementptr inbounds i8, ptr %137, i32 8
  store ptr %138, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %10, ptr align 4 %137, i32 8, i1 false)
  %139 = getelementptr inbounds %struct.Pair, ptr %10, i32 0, i32 0
  %140 = load i32, ptr %139, align 4
  %141 = load i32, ptr %7, align 4
  %142 = add nsw i32 %141, %140
  store i32 %142, ptr %7, align 4
  br label %143

143:                                              ; preds = %98, %136, %129, %125, %117, %108, %102
  br label %144

144:                                              ; preds = %143
  %145 = load ptr, ptr %9, align 4
  %146 = getelementptr inbounds i8, ptr %145, i32 1
  store ptr %146, ptr %9, align 4
  br label %94, !llvm.loop !11

147:                                              ; preds = %94
  %148 = load i32, ptr %7, align 4
  %149 = load double, ptr %8, align 8
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %148, double noundef %149)
  call void @llvm.va_end.p0(ptr %4)
  call void @llvm.va_end.p0(ptr %3)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i64 @after_seven(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ...) #0 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.__va_list, align 4
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

33:                                               ; preds = %59, %7
  %34 = load ptr, ptr %15, align 4
  %35 = getelementptr inbounds i8, ptr %34, i32 4
  store ptr %35, ptr %15, align 4
  %36 = load i32, ptr %34, align 4
  store i32 %36, ptr %18, align 4
  %37 = load i32, ptr %18, align 4
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %40

39:                                               ; preds = %33
  br label %60

40:                                               ; preds = %33
  %41 = load i32, ptr %18, align 4
  %42 = icmp eq i32 %41, 1
  br i1 %42, label %43, label %51

43:                                               ; preds = %40
  %44 = load ptr, ptr %15, align 4
  %45 = getelementptr inbounds i8, ptr %44, i32 7
  %46 = call ptr @llvm.ptrmask.p0.i32(ptr %45, i32 -8)
  %47 = getelementptr inbounds i8, ptr %46, i32 8
  store ptr %47, ptr %15, align 4
  %48 = load i64, ptr %46, align 8
  %49 = load i64, ptr %16, align 8
  %50 = add nsw i64 %49, %48
  store i64 %50, ptr %16, align 8
  br label %59

51:                                               ; preds = %40
  %52 = load ptr, ptr %15, align 4
  %53 = getelementptr inbounds i8, ptr %52, i32 7
  %54 = call ptr @llvm.ptrmask.p0.i32(ptr %53, i32 -8)
  %55 = getelementptr inbounds i8, ptr %54, i32 8
  store ptr %55, ptr %15, align 4
  %56 = load double, ptr %54, align 8
  %57 = load double, ptr %17, align 8
  %58 = fadd double %57, %56
  store double %58, ptr %17, align 8
  br label %59

59:                                               ; preds = %51, %43
  br label %33

60:                                               ; preds = %39
  call void @llvm.va_end.p0(ptr %15)
  %61 = load i64, ptr %16, align 8
  %62 = mul nsw i64 %61, 1000
  %63 = load double, ptr %17, align 8
  %64 = fmul double %63, 1.000000e+01
  %65 = fptosi double %64 to i64
  %66 = add nsw i64 %62, %65
  ret i64 %66
}

; Function Attrs: noinline nounwind optnone
define internal i32 @forward(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  %5 = load i32, ptr %2, align 4
  %6 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %7 = load [1 x i32], ptr %6, align 4
  %8 = call i32 @vsum(i32 noundef %5, [1 x i32] %7)
  store i32 %8, ptr %4, align 4
  call void @llvm.va_end.p0(ptr %3)
  %9 = load i32, ptr %4, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i32(ptr, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #3

; Function Attrs: noinline nounwind optnone
define internal i32 @vsum(i32 noundef %0, [1 x i32] %1) #0 {
  %3 = alloca %struct.__va_list, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  store [1 x i32] %1, ptr %6, align 4
  store i32 %0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %11, %2
  %8 = load i32, ptr %4, align 4
  %9 = add nsw i32 %8, -1
  store i32 %9, ptr %4, align 4
  %10 = icmp ne i32 %8, 0
  br i1 %10, label %11, label %17

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 4
  %13 = getelementptr inbounds i8, ptr %12, i32 4
  store ptr %13, ptr %3, align 4
  %14 = load i32, ptr %12, align 4
  %15 = load i32, ptr %5, align 4
  %16 = add nsw i32 %15, %14
  store i32 %16, ptr %5, align 4
  br label %7, !llvm.loop !12

17:                                               ; preds = %7
  %18 = load i32, ptr %5, align 4
  ret i32 %18
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
