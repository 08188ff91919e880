; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Pair = type { i32, i16 }

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
define i32 @main() #0 {
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
  %3 = alloca ptr, align 4
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
  br label %6, !llvm.loop !5

22:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %23 = load i32, ptr %4, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone
define internal i64 @sum_ll(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i64 0, ptr %4, align 8
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
  %12 = getelementptr inbounds i8, ptr %11, i32 8
  store ptr %12, ptr %3, align 4
  %13 = load i64, ptr %11, align 4
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = add nsw i64 %13, %15
  %17 = load i64, ptr %4, align 8
  %18 = xor i64 %17, %16
  store i64 %18, ptr %4, align 8
  br label %19

19:                                               ; preds = %10
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %5, align 4
  br label %6, !llvm.loop !7

22:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %23 = load i64, ptr %4, align 8
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone
define internal double @sum_doubles(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store double 0.000000e+00, ptr %4, align 8
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %19

10:                                               ; preds = %6
  %11 = load double, ptr %4, align 8
  %12 = load ptr, ptr %3, align 4
  %13 = getelementptr inbounds i8, ptr %12, i32 8
  store ptr %13, ptr %3, align 4
  %14 = load double, ptr %12, align 4
  %15 = call double @llvm.fmuladd.f64(double %11, double 2.000000e+00, double %14)
  store double %15, ptr %4, align 8
  br label %16

16:                                               ; preds = %10
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %6, !llvm.loop !8

19:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %20 = load double, ptr %4, align 8
  ret double %20
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @show(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
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

13:                                               ; preds = %82, %1
  %14 = load ptr, ptr %5, align 4
  %15 = load i8, ptr %14, align 1
  %16 = icmp ne i8 %15, 0
  br i1 %16, label %17, label %85

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
  %26 = sext i8 %25 to i32
  switch i32 %26, label %81 [
    i32 105, label %27
    i32 108, label %32
    i32 100, label %37
    i32 115, label %42
    i32 112, label %47
    i32 80, label %53
    i32 99, label %62
    i32 104, label %69
    i32 102, label %76
  ]

27:                                               ; preds = %23
  %28 = load ptr, ptr %3, align 4
  %29 = getelementptr inbounds i8, ptr %28, i32 4
  store ptr %29, ptr %3, align 4
  %30 = load i32, ptr %28, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %30)
  br label %81

32:                                               ; preds = %23
  %33 = load ptr, ptr %3, align 4
  %34 = getelementptr inbounds i8, ptr %33, i32 8
  store ptr %34, ptr %3, align 4
  %35 = load i64, ptr %33, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i64 noundef %35)
  br label %81

37:                                               ; preds = %23
  %38 = load ptr, ptr %3, align 4
  %39 = getelementptr inbounds i8, ptr %38, i32 8
  store ptr %39, ptr %3, align 4
  %40 = load double, ptr %38, align 4
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %40)
  br label %81

42:                                               ; preds = %23
  %43 = load ptr, ptr %3, align 4
  %44 = getelementptr inbounds i8, ptr %43, i32 4
  store ptr %44, ptr %3, align 4
  %45 = load ptr, ptr %43, align 4
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %45)
  br label %81

47:                                               ; preds = %23
  %48 = load ptr, ptr %3, align 4
  %49 = getelementptr inbounds i8, ptr %48, i32 4
  store ptr %49, ptr %3, align 4
  %50 = load ptr, ptr %48, align 4
  %51 = load i32, ptr %50, align 4
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %51)
  br label %81

53:                                               ; preds = %23
  %54 = load ptr, ptr %3, align 4
  %55 = getelementptr inbounds i8, ptr %54, i32 8
  store ptr %55, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 %54, i32 8, i1 false)
  %56 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 0
  %57 = load i32, ptr %56, align 4
  %58 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 1
  %59 = load i16, ptr %58, align 4
  %60 = sext i16 %59 to i32
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %57, i32 noundef %60)
  br label %81

62:                                               ; preds = %23
  %63 = load ptr, ptr %3, align 4
  %64 = getelementptr inbounds i8, ptr %63, i32 4
  store ptr %64, ptr %3, align 4
  %65 = load i32, ptr %63, align 4
  %66 = trunc i32 %65 to i8
  %67 = sext i8 %66 to i32
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %67)
  br label %81

69:                                               ; preds = %23
  %70 = load ptr, ptr %3, align 4
  %71 = getelementptr inbounds i8, ptr %70, i32 4
  store ptr %71, ptr %3, align 4
  %72 = load i32, ptr %70, align 4
  %73 = trunc i32 %72 to i16
  %74 = sext i16 %73 to i32
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %74)
  br label %81

76:                                               ; preds = %23
  %77 = load ptr, ptr %3, align 4
  %78 = getelementptr inbounds i8, ptr %77, i32 8
  store ptr %78, ptr %3, align 4
  %79 = load double, ptr %77, align 4
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, double noundef %79)
  br label %81

81:                                               ; preds = %23, %76, %69, %62, %53, %47, %42, %37, %32, %27
  br label %82

82:                                               ; preds = %81
  %83 = load ptr, ptr %5, align 4
  %84 = getelementptr inbounds i8, ptr %83, i32 1
  store ptr %84, ptr %5, align 4
  br label %13, !llvm.loop !9

85:                                               ; preds = %13
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.25)
  store i32 0, ptr %7, align 4
  store double 0.000000e+00, ptr %8, align 8
  %87 = load ptr, ptr %2, align 4
  store ptr %87, ptr %9, align 4
  br label %88

88:                                               ; preds = %134, %85
  %89 = load ptr, ptr %9, align 4
  %90 = load i8, ptr %89, align 1
  %91 = icmp ne i8 %90, 0
  br i1 %91, label %92, label %137

92:                                               ; preds = %88
  %93 = load ptr, ptr %9, align 4
  %94 = load i8, ptr %93, align 1
  %95 = sext i8 %94 to i32
  switch i32 %95, label %133 [
    i32 105, label %96
    i32 99, label %96
    i32 104, label %96
    i32 108, label %102
    i32 100, label %109
    i32 102, label %109
    i32 115, label %115
    i32 112, label %119
    i32 80, label %126
  ]

96:                                               ; preds = %92, %92, %92
  %97 = load ptr, ptr %4, align 4
  %98 = getelementptr inbounds i8, ptr %97, i32 4
  store ptr %98, ptr %4, align 4
  %99 = load i32, ptr %97, align 4
  %100 = load i32, ptr %7, align 4
  %101 = add nsw i32 %100, %99
  store i32 %101, ptr %7, align 4
  br label %133

102:                                              ; preds = %92
  %103 = load ptr, ptr %4, align 4
  %104 = getelementptr inbounds i8, ptr %103, i32 8
  store ptr %104, ptr %4, align 4
  %105 = load i64, ptr %103, align 4
  %106 = trunc i64 %105 to i32
  %107 = load i32, ptr %7, align 4
  %108 = add nsw i32 %107, %106
  store i32 %108, ptr %7, align 4
  br label %133

109:                                              ; preds = %92, %92
  %110 = load ptr, ptr %4, align 4
  %111 = getelementptr inbounds i8, ptr %110, i32 8
  store ptr %111, ptr %4, align 4
  %112 = load double, ptr %110, align 4
  %113 = load double, ptr %8, align 8
  %114 = fadd double %113, %112
  store double %114, ptr %8, align 8
  br label %133

115:                                              ; preds = %92
  %116 = load ptr, ptr %4, align 4
  %117 = getelementptr inbounds i8, ptr %116, i32 4
  store ptr %117, ptr %4, align 4
  %118 = load ptr, ptr %116, align 4
  br label %133

119:                                              ; preds = %92
  %120 = load ptr, ptr %4, align 4
  %121 = getelementptr inbounds i8, ptr %120, i32 4
  store ptr %121, ptr %4, align 4
  %122 = load ptr, ptr %120, align 4
  %123 = load i32, ptr %122, align 4
  %124 = load i32, ptr %7, align 4
  %125 = add nsw i32 %124, %123
  store i32 %125, ptr %7, align 4
  br label %133

126:                                              ; preds = %92
  %127 = load ptr, ptr %4, align 4
  %128 = getelementptr inbounds i8, ptr %127, i32 8
  store ptr %128, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %10, ptr align 4 %127, i32 8, i1 false)
  %129 = getelementptr inbounds %struct.Pair, ptr %10, i32 0, i32 0
  %130 = load i32, ptr %129, align 4
  %131 = load i32, ptr %7, align 4
  %132 = add nsw i32 %131, %130
  store i32 %132, ptr %7, align 4
  br label %133

133:                                              ; preds = %92, %126, %119, %115, %109, %102, %96
  br label %134

134:                                              ; preds = %133
  %135 = load ptr, ptr %9, align 4
  %136 = getelementptr inbounds i8, ptr %135, i32 1
  store ptr %136, ptr %9, align 4
  br label %88, !llvm.loop !10

137:                                              ; preds = %88
  %138 = load i32, ptr %7, align 4
  %139 = load double, ptr %8, align 8
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %138, double noundef %139)
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
  %15 = alloca ptr, align 4
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

33:                                               ; preds = %55, %7
  %34 = load ptr, ptr %15, align 4
  %35 = getelementptr inbounds i8, ptr %34, i32 4
  store ptr %35, ptr %15, align 4
  %36 = load i32, ptr %34, align 4
  store i32 %36, ptr %18, align 4
  %37 = load i32, ptr %18, align 4
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %40

39:                                               ; preds = %33
  br label %56

40:                                               ; preds = %33
  %41 = load i32, ptr %18, align 4
  %42 = icmp eq i32 %41, 1
  br i1 %42, label %43, label %49

43:                                               ; preds = %40
  %44 = load ptr, ptr %15, align 4
  %45 = getelementptr inbounds i8, ptr %44, i32 8
  store ptr %45, ptr %15, align 4
  %46 = load i64, ptr %44, align 4
  %47 = load i64, ptr %16, align 8
  %48 = add nsw i64 %47, %46
  store i64 %48, ptr %16, align 8
  br label %55

49:                                               ; preds = %40
  %50 = load ptr, ptr %15, align 4
  %51 = getelementptr inbounds i8, ptr %50, i32 8
  store ptr %51, ptr %15, align 4
  %52 = load double, ptr %50, align 4
  %53 = load double, ptr %17, align 8
  %54 = fadd double %53, %52
  store double %54, ptr %17, align 8
  br label %55

55:                                               ; preds = %49, %43
  br label %33

56:                                               ; preds = %39
  call void @llvm.va_end.p0(ptr %15)
  %57 = load i64, ptr %16, align 8
  %58 = mul nsw i64 %57, 1000
  %59 = load double, ptr %17, align 8
  %60 = fmul double %59, 1.000000e+01
  %61 = fptosi double %60 to i64
  %62 = add nsw i64 %58, %61
  ret i64 %62
}

; Function Attrs: noinline nounwind optnone
define internal i32 @forward(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  %5 = load i32, ptr %2, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = call i32 @vsum(i32 noundef %5, ptr noundef %6)
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

; Function Attrs: noinline nounwind optnone
define internal i32 @vsum(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %10, %2
  %7 = load i32, ptr %3, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, ptr %3, align 4
  %9 = icmp ne i32 %7, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %6
  %11 = load ptr, ptr %4, align 4
  %12 = getelementptr inbounds i8, ptr %11, i32 4
  store ptr %12, ptr %4, align 4
  %13 = load i32, ptr %11, align 4
  %14 = load i32, ptr %5, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, ptr %5, align 4
  br label %6, !llvm.loop !11

16:                                               ; preds = %6
  %17 = load i32, ptr %5, align 4
  ret i32 %17
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
