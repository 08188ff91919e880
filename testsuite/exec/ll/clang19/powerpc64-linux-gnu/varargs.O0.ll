; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Pair, align 4
  store i32 0, ptr %1, align 4
  %5 = call signext i32 (i32, ...) @sum_ints(i32 noundef signext 0)
  %6 = call signext i32 (i32, ...) @sum_ints(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3)
  %7 = call signext i32 (i32, ...) @sum_ints(i32 noundef signext 12, i32 noundef signext 1, i32 noundef signext -2, i32 noundef signext 3, i32 noundef signext -4, i32 noundef signext 5, i32 noundef signext -6, i32 noundef signext 7, i32 noundef signext -8, i32 noundef signext 9, i32 noundef signext -10, i32 noundef signext 11, i32 noundef signext -12)
  %8 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %5, i32 noundef signext %6, i32 noundef signext %7)
  %9 = call i64 (i32, ...) @sum_ll(i32 noundef signext 2, i64 noundef 1099511627776, i64 noundef -1)
  %10 = call i64 (i32, ...) @sum_ll(i32 noundef signext 9, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 1125899906842624, i64 noundef 5, i64 noundef -6, i64 noundef 7, i64 noundef 8, i64 noundef 9)
  %11 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %9, i64 noundef %10)
  %12 = call double (i32, ...) @sum_doubles(i32 noundef signext 3, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01)
  %13 = call double (i32, ...) @sum_doubles(i32 noundef signext 12, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, double noundef 5.000000e-01)
  %14 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %12, double noundef %13)
  store i32 42, ptr %2, align 4
  store i32 -7, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const.main.pr, i64 8, i1 false)
  call void (ptr, ...) @show(ptr noundef @.str.3, i32 noundef signext 5, ptr noundef @.str.4, double noundef 5.500000e+00)
  call void (ptr, ...) @show(ptr noundef @.str.5, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 8, i32 noundef signext 9, i32 noundef signext 10)
  call void (ptr, ...) @show(ptr noundef @.str.6, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  call void (ptr, ...) @show(ptr noundef @.str.7, i32 noundef signext 1, double noundef 5.000000e-01, i64 noundef 10, double noundef 1.250000e+00, i32 noundef signext 2, double noundef 2.500000e+00, i64 noundef 20, double noundef 2.250000e+00, i32 noundef signext 3, double noundef 3.500000e+00, i64 noundef 30, double noundef 3.250000e+00, i32 noundef signext 4, double noundef 4.500000e+00, i64 noundef 40, double noundef 4.250000e+00, i32 noundef signext 5, double noundef 5.500000e+00, i64 noundef 50, double noundef 5.250000e+00)
  %15 = load i64, ptr %4, align 4
  call void (ptr, ...) @show(ptr noundef @.str.8, ptr noundef %2, i32 noundef signext 90, ptr noundef %3, ptr noundef @.str.9, i32 noundef signext -300, double noundef 7.500000e-01, i64 %15)
  call void (ptr, ...) @show(ptr noundef @.str.10, i64 noundef 8589934592, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef -34359738368, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %16 = call i64 (i32, i32, i32, i32, i32, i32, i32, ...) @after_seven(i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 1, i64 noundef 100, i32 noundef signext 2, double noundef 5.000000e-01, i32 noundef signext 1, i64 noundef 1048576, i32 noundef signext 2, double noundef 1.250000e+00, i32 noundef signext 2, double noundef 2.000000e+00, i32 noundef signext 2, double noundef 3.000000e+00, i32 noundef signext 2, double noundef 4.000000e+00, i32 noundef signext 2, double noundef 5.000000e+00, i32 noundef signext 2, double noundef 6.000000e+00, i32 noundef signext 2, double noundef 7.000000e+00, i32 noundef signext 2, double noundef 8.000000e+00, i32 noundef signext 2, double noundef 9.000000e+00, i32 noundef signext 0)
  %17 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %16)
  %18 = call signext i32 (i32, ...) @forward(i32 noundef signext 8, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 8)
  %19 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef signext %18)
  %20 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef signext -1, i32 noundef zeroext -294967296, i32 noundef zeroext 48879, i32 noundef zeroext 48879, i32 noundef zeroext 8, i32 noundef signext 65, ptr noundef @.str.14, i64 noundef -9000000000, i64 noundef -446744073709551616, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 0x419D6F3454000000, i32 noundef signext 42, i32 noundef signext 42, i32 noundef signext 42, i32 noundef signext 42, i32 noundef signext -2, i32 noundef signext 200)
  ret i32 23
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @sum_ints(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %4, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %23

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %12, ptr %3, align 8
  %13 = getelementptr inbounds i8, ptr %11, i64 4
  %14 = load i32, ptr %13, align 4
  %15 = load i32, ptr %5, align 4
  %16 = add nsw i32 %15, 1
  %17 = mul nsw i32 %14, %16
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr %4, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !6

23:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %24 = load i32, ptr %4, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ll(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
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
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %12, ptr %3, align 8
  %13 = load i64, ptr %11, align 8
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
  br label %6, !llvm.loop !8

22:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %23 = load i64, ptr %4, align 8
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_doubles(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
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
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %13, ptr %3, align 8
  %14 = load double, ptr %12, align 8
  %15 = call double @llvm.fmuladd.f64(double %11, double 2.000000e+00, double %14)
  store double %15, ptr %4, align 8
  br label %16

16:                                               ; preds = %10
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %6, !llvm.loop !9

19:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %20 = load double, ptr %4, align 8
  ret double %20
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %struct.Pair, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %struct.Pair, align 4
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  call void @llvm.va_copy.p0(ptr %4, ptr %3)
  %11 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.15)
  %12 = load ptr, ptr %2, align 8
  store ptr %12, ptr %5, align 8
  br label %13

13:                                               ; preds = %85, %1
  %14 = load ptr, ptr %5, align 8
  %15 = load i8, ptr %14, align 1
  %16 = icmp ne i8 %15, 0
  br i1 %16, label %17, label %88

17:                                               ; preds = %13
  %18 = load ptr, ptr %5, align 8
  %19 = load ptr, ptr %2, align 8
  %20 = icmp ne ptr %18, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %17
  %22 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.16)
  br label %23

23:                                               ; preds = %21, %17
  %24 = load ptr, ptr %5, align 8
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  switch i32 %26, label %84 [
    i32 105, label %27
    i32 108, label %33
    i32 100, label %38
    i32 115, label %43
    i32 112, label %48
    i32 80, label %54
    i32 99, label %63
    i32 104, label %71
    i32 102, label %79
  ]

27:                                               ; preds = %23
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  store ptr %29, ptr %3, align 8
  %30 = getelementptr inbounds i8, ptr %28, i64 4
  %31 = load i32, ptr %30, align 4
  %32 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef signext %31)
  br label %84

33:                                               ; preds = %23
  %34 = load ptr, ptr %3, align 8
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  store ptr %35, ptr %3, align 8
  %36 = load i64, ptr %34, align 8
  %37 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.18, i64 noundef %36)
  br label %84

38:                                               ; preds = %23
  %39 = load ptr, ptr %3, align 8
  %40 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr %40, ptr %3, align 8
  %41 = load double, ptr %39, align 8
  %42 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %41)
  br label %84

43:                                               ; preds = %23
  %44 = load ptr, ptr %3, align 8
  %45 = getelementptr inbounds i8, ptr %44, i64 8
  store ptr %45, ptr %3, align 8
  %46 = load ptr, ptr %44, align 8
  %47 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %46)
  br label %84

48:                                               ; preds = %23
  %49 = load ptr, ptr %3, align 8
  %50 = getelementptr inbounds i8, ptr %49, i64 8
  store ptr %50, ptr %3, align 8
  %51 = load ptr, ptr %49, align 8
  %52 = load i32, ptr %51, align 4
  %53 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef signext %52)
  br label %84

54:                                               ; preds = %23
  %55 = load ptr, ptr %3, align 8
  %56 = getelementptr inbounds i8, ptr %55, i64 8
  store ptr %56, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 8 %55, i64 8, i1 false)
  %57 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 0
  %58 = load i32, ptr %57, align 4
  %59 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 1
  %60 = load i16, ptr %59, align 4
  %61 = sext i16 %60 to i32
  %62 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef signext %58, i32 noundef signext %61)
  br label %84

63:                                               ; preds = %23
  %64 = load ptr, ptr %3, align 8
  %65 = getelementptr inbounds i8, ptr %64, i64 8
  store ptr %65, ptr %3, align 8
  %66 = getelementptr inbounds i8, ptr %64, i64 4
  %67 = load i32, ptr %66, align 4
  %68 = trunc i32 %67 to i8
  %69 = zext i8 %68 to i32
  %70 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef signext %69)
  br label %84

71:                                               ; preds = %23
  %72 = load ptr, ptr %3, align 8
  %73 = getelementptr inbounds i8, ptr %72, i64 8
  store ptr %73, ptr %3, align 8
  %74 = getelementptr inbounds i8, ptr %72, i64 4
  %75 = load i32, ptr %74, align 4
  %76 = trunc i32 %75 to i16
  %77 = sext i16 %76 to i32
  %78 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef signext %77)
  br label %84

79:                                               ; preds = %23
  %80 = load ptr, ptr %3, align 8
  %81 = getelementptr inbounds i8, ptr %80, i64 8
  store ptr %81, ptr %3, align 8
  %82 = load double, ptr %80, align 8
  %83 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.24, double noundef %82)
  br label %84

84:                                               ; preds = %23, %79, %71, %63, %54, %48, %43, %38, %33, %27
  br label %85

85:                                               ; preds = %84
  %86 = load ptr, ptr %5, align 8
  %87 = getelementptr inbounds i8, ptr %86, i32 1
  store ptr %87, ptr %5, align 8
  br label %13, !llvm.loop !10

88:                                               ; preds = %13
  %89 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.25)
  store i32 0, ptr %7, align 4
  store double 0.000000e+00, ptr %8, align 8
  %90 = load ptr, ptr %2, align 8
  store ptr %90, ptr %9, align 8
  br label %91

91:                                               ; preds = %138, %88
  %92 = load ptr, ptr %9, align 8
  %93 = load i8, ptr %92, align 1
  %94 = icmp ne i8 %93, 0
  br i1 %94, label %95, label %141

95:                                               ; preds = %91
  %96 = load ptr, ptr %9, align 8
  %97 = load i8, ptr %96, align 1
  %98 = zext i8 %97 to i32
  switch i32 %98, label %137 [
    i32 105, label %99
    i32 99, label %99
    i32 104, label %99
    i32 108, label %106
    i32 100, label %113
    i32 102, label %113
    i32 115, label %119
    i32 112, label %123
    i32 80, label %130
  ]

99:                                               ; preds = %95, %95, %95
  %100 = load ptr, ptr %4, align 8
  %101 = getelementptr inbounds i8, ptr %100, i64 8
  store ptr %101, ptr %4, align 8
  %102 = getelementptr inbounds i8, ptr %100, i64 4
  %103 = load i32, ptr %102, align 4
  %104 = load i32, ptr %7, align 4
  %105 = add nsw i32 %104, %103
  store i32 %105, ptr %7, align 4
  br label %137

106:                                              ; preds = %95
  %107 = load ptr, ptr %4, align 8
  %108 = getelementptr inbounds i8, ptr %107, i64 8
  store ptr %108, ptr %4, align 8
  %109 = load i64, ptr %107, align 8
  %110 = trunc i64 %109 to i32
  %111 = load i32, ptr %7, align 4
  %112 = add nsw i32 %111, %110
  store i32 %112, ptr %7, align 4
  br label %137

113:                                              ; preds = %95, %95
  %114 = load ptr, ptr %4, align 8
  %115 = getelementptr inbounds i8, ptr %114, i64 8
  store ptr %115, ptr %4, align 8
  %116 = load double, ptr %114, align 8
  %117 = load double, ptr %8, align 8
  %118 = fadd double %117, %116
  store double %118, ptr %8, align 8
  br label %137

119:                                              ; preds = %95
  %120 = load ptr, ptr %4, align 8
  %121 = getelementptr inbounds i8, ptr %120, i64 8
  store ptr %121, ptr %4, align 8
  %122 = load ptr, ptr %120, align 8
  br label %137

123:                                              ; preds = %95
  %124 = load ptr, ptr %4, align 8
  %125 = getelementptr inbounds i8, ptr %124, i64 8
  store ptr %125, ptr %4, align 8
  %126 = load ptr, ptr %124, align 8
  %127 = load i32, ptr %126, align 4
  %128 = load i32, ptr %7, align 4
  %129 = add nsw i32 %128, %127
  store i32 %129, ptr %7, align 4
  br label %137

130:                                              ; preds = %95
  %131 = load ptr, ptr %4, align 8
  %132 = getelementptr inbounds i8, ptr %131, i64 8
  store ptr %132, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 8 %131, i64 8, i1 false)
  %133 = getelementptr inbounds %struct.Pair, ptr %10, i32 0, i32 0
  %134 = load i32, ptr %133, align 4
  %135 = load i32, ptr %7, align 4
  %136 = add nsw i32 %135, %134
  store i32 %136, ptr %7, align 4
  br label %137

137:                                              ; preds = %95, %130, %123, %119, %113, %106, %99
  br label %138

138:                                              ; preds = %137
  %139 = load ptr, ptr %9, align 8
  %140 = getelementptr inbounds i8, ptr %139, i32 1
  store ptr %140, ptr %9, align 8
  br label %91, !llvm.loop !11

141:                                              ; preds = %91
  %142 = load i32, ptr %7, align 4
  %143 = load double, ptr %8, align 8
  %144 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef signext %142, double noundef %143)
  call void @llvm.va_end.p0(ptr %4)
  call void @llvm.va_end.p0(ptr %3)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @after_seven(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext %6, ...) #0 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
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

33:                                               ; preds = %56, %7
  %34 = load ptr, ptr %15, align 8
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  store ptr %35, ptr %15, align 8
  %36 = getelementptr inbounds i8, ptr %34, i64 4
  %37 = load i32, ptr %36, align 4
  store i32 %37, ptr %18, align 4
  %38 = load i32, ptr %18, align 4
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %41

40:                                               ; preds = %33
  br label %57

41:                                               ; preds = %33
  %42 = load i32, ptr %18, align 4
  %43 = icmp eq i32 %42, 1
  br i1 %43, label %44, label %50

44:                                               ; preds = %41
  %45 = load ptr, ptr %15, align 8
  %46 = getelementptr inbounds i8, ptr %45, i64 8
  store ptr %46, ptr %15, align 8
  %47 = load i64, ptr %45, align 8
  %48 = load i64, ptr %16, align 8
  %49 = add nsw i64 %48, %47
  store i64 %49, ptr %16, align 8
  br label %56

50:                                               ; preds = %41
  %51 = load ptr, ptr %15, align 8
  %52 = getelementptr inbounds i8, ptr %51, i64 8
  store ptr %52, ptr %15, align 8
  %53 = load double, ptr %51, align 8
  %54 = load double, ptr %17, align 8
  %55 = fadd double %54, %53
  store double %55, ptr %17, align 8
  br label %56

56:                                               ; preds = %50, %44
  br label %33

57:                                               ; preds = %40
  call void @llvm.va_end.p0(ptr %15)
  %58 = load i64, ptr %16, align 8
  %59 = mul nsw i64 %58, 1000
  %60 = load double, ptr %17, align 8
  %61 = fmul double %60, 1.000000e+01
  %62 = fptosi double %61 to i64
  %63 = add nsw i64 %59, %62
  ret i64 %63
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @forward(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  %5 = load i32, ptr %2, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = call signext i32 @vsum(i32 noundef signext %5, ptr noundef %6)
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
define internal signext i32 @vsum(i32 noundef signext %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %10, %2
  %7 = load i32, ptr %3, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, ptr %3, align 4
  %9 = icmp ne i32 %7, 0
  br i1 %9, label %10, label %17

10:                                               ; preds = %6
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %12, ptr %4, align 8
  %13 = getelementptr inbounds i8, ptr %11, i64 4
  %14 = load i32, ptr %13, align 4
  %15 = load i32, ptr %5, align 4
  %16 = add nsw i32 %15, %14
  store i32 %16, ptr %5, align 4
  br label %6, !llvm.loop !12

17:                                               ; preds = %6
  %18 = load i32, ptr %5, align 4
  ret i32 %18
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
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
