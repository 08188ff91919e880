; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: noinline nounwind optnone
define hidden i32 @main() #0 {
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
  call void (ptr, ...) @show(ptr noundef @.str.8, ptr noundef %2, i32 noundef 90, ptr noundef %3, ptr noundef @.str.9, i32 noundef -300, double noundef 7.500000e-01, ptr noundef byval(%struct.Pair) align 4 %4)
  call void (ptr, ...) @show(ptr noundef @.str.10, i64 noundef 8589934592, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef -34359738368, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %15 = call i64 (i32, i32, i32, i32, i32, i32, i32, ...) @after_seven(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 1, i64 noundef 100, i32 noundef 2, double noundef 5.000000e-01, i32 noundef 1, i64 noundef 1048576, i32 noundef 2, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 2, double noundef 4.000000e+00, i32 noundef 2, double noundef 5.000000e+00, i32 noundef 2, double noundef 6.000000e+00, i32 noundef 2, double noundef 7.000000e+00, i32 noundef 2, double noundef 8.000000e+00, i32 noundef 2, double noundef 9.000000e+00, i32 noundef 0)
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %15)
  %17 = call i32 (i32, ...) @forward(i32 noundef 8, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %17)
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef -1, i32 noundef -294967296, i32 noundef 48879, i32 noundef 48879, i32 noundef 8, i32 noundef 65, ptr noundef @.str.14, i64 noundef -9000000000, i64 noundef -446744073709551616, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 0x419D6F3454000000, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef -2, i32 noundef 200)
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
  br label %6, !llvm.loop !2

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
  br label %6, !llvm.loop !4

24:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %25 = load i64, ptr %4, align 8
  ret i64 %25
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
  br label %6, !llvm.loop !5

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

13:                                               ; preds = %89, %1
  %14 = load ptr, ptr %5, align 4
  %15 = load i8, ptr %14, align 1
  %16 = icmp ne i8 %15, 0
  br i1 %16, label %17, label %92

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
  switch i32 %26, label %88 [
    i32 105, label %27
    i32 108, label %32
    i32 100, label %39
    i32 115, label %46
    i32 112, label %51
    i32 80, label %57
    i32 99, label %67
    i32 104, label %74
    i32 102, label %81
  ]

27:                                               ; preds = %23
  %28 = load ptr, ptr %3, align 4
  %29 = getelementptr inbounds i8, ptr %28, i32 4
  store ptr %29, ptr %3, align 4
  %30 = load i32, ptr %28, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %30)
  br label %88

32:                                               ; preds = %23
  %33 = load ptr, ptr %3, align 4
  %34 = getelementptr inbounds i8, ptr %33, i32 7
  %35 = call ptr @llvm.ptrmask.p0.i32(ptr %34, i32 -8)
  %36 = getelementptr inbounds i8, ptr %35, i32 8
  store ptr %36, ptr %3, align 4
  %37 = load i64, ptr %35, align 8
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i64 noundef %37)
  br label %88

39:                                               ; preds = %23
  %40 = load ptr, ptr %3, align 4
  %41 = getelementptr inbounds i8, ptr %40, i32 7
  %42 = call ptr @llvm.ptrmask.p0.i32(ptr %41, i32 -8)
  %43 = getelementptr inbounds i8, ptr %42, i32 8
  store ptr %43, ptr %3, align 4
  %44 = load double, ptr %42, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %44)
  br label %88

46:                                               ; preds = %23
  %47 = load ptr, ptr %3, align 4
  %48 = getelementptr inbounds i8, ptr %47, i32 4
  store ptr %48, ptr %3, align 4
  %49 = load ptr, ptr %47, align 4
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %49)
  br label %88

51:                                               ; preds = %23
  %52 = load ptr, ptr %3, align 4
  %53 = getelementptr inbounds i8, ptr %52, i32 4
  store ptr %53, ptr %3, align 4
  %54 = load ptr, ptr %52, align 4
  %55 = load i32, ptr %54, align 4
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %55)
  br label %88

57:                                               ; preds = %23
  %58 = load ptr, ptr %3, align 4
  %59 = getelementptr inbounds i8, ptr %58, i32 4
  store ptr %59, ptr %3, align 4
  %60 = load ptr, ptr %58, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 %60, i32 8, i1 false)
  %61 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 0
  %62 = load i32, ptr %61, align 4
  %63 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 1
  %64 = load i16, ptr %63, align 4
  %65 = sext i16 %64 to i32
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %62, i32 noundef %65)
  br label %88

67:                                               ; preds = %23
  %68 = load ptr, ptr %3, align 4
  %69 = getelementptr inbounds i8, ptr %68, i32 4
  store ptr %69, ptr %3, align 4
  %70 = load i32, ptr %68, align 4
  %71 = trunc i32 %70 to i8
  %72 = sext i8 %71 to i32
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %72)
  br label %88

74:                                               ; preds = %23
  %75 = load ptr, ptr %3, align 4
  %76 = getelementptr inbounds i8, ptr %75, i32 4
  store ptr %76, ptr %3, align 4
  %77 = load i32, ptr %75, align 4
  %78 = trunc i32 %77 to i16
  %79 = sext i16 %78 to i32
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %79)
  br label %88

81:                                               ; preds = %23
  %82 = load ptr, ptr %3, align 4
  %83 = getelementptr inbounds i8, ptr %82, i32 7
  %84 = call ptr @llvm.ptrmask.p0.i32(ptr %83, i32 -8)
  %85 = getelementptr inbounds i8, ptr %84, i32 8
  store ptr %85, ptr %3, align 4
  %86 = load double, ptr %84, align 8
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, double noundef %86)
  br label %88

88:                                               ; preds = %23, %81, %74, %67, %57, %51, %46, %39, %32, %27
  br label %89

89:                                               ; preds = %88
  %90 = load ptr, ptr %5, align 4
  %91 = getelementptr inbounds i8, ptr %90, i32 1
  store ptr %91, ptr %5, align 4
  br label %13, !llvm.loop !6

92:                                               ; preds = %13
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.25)
  store i32 0, ptr %7, align 4
  store double 0.000000e+00, ptr %8, align 8
  %94 = load ptr, ptr %2, align 4
  store ptr %94, ptr %9, align 4
  br label %95

95:                                               ; preds = %146, %92
  %96 = load ptr, ptr %9, align 4
  %97 = load i8, ptr %96, align 1
  %98 = icmp ne i8 %97, 0
  br i1 %98, label %99, label %149

99:                                               ; preds = %95
  %100 = load ptr, ptr %9, align 4
  %101 = load i8, ptr %100, align 1
  %102 = sext i8 %101 to i32
  switch i32 %102, label %145 [
    i32 105, label %103
    i32 99, label %103
    i32 104, label %103
    i32 108, label %109
    i32 100, label %118
    i32 102, label %118
    i32 115, label %126
    i32 112, label %130
    i32 80, label %137
  ]

103:                                              ; preds = %99, %99, %99
  %104 = load ptr, ptr %4, align 4
  %105 = getelementptr inbounds i8, ptr %104, i32 4
  store ptr %105, ptr %4, align 4
  %106 = load i32, ptr %104, align 4
  %107 = load i32, ptr %7, align 4
  %108 = add nsw i32 %107, %106
  store i32 %108, ptr %7, align 4
  br label %145

109:                                              ; preds = %99
  %110 = load ptr, ptr %4, align 4
  %111 = getelementptr inbounds i8, ptr %110, i32 7
  %112 = call ptr @llvm.ptrmask.p0.i32(ptr %111, i32 -8)
  %113 = getelementptr inbounds i8, ptr %112, i32 8
  store ptr %113, ptr %4, align 4
  %114 = load i64, ptr %112, align 8
  %115 = trunc i64 %114 to i32
  %116 = load i32, ptr %7, align 4
  %117 = add nsw i32 %116, %115
  store i32 %117, ptr %7, align 4
  br label %145

118:                                              ; preds = %99, %99
  %119 = load ptr, ptr %4, align 4
  %120 = getelementptr inbounds i8, ptr %119, i32 7
  %121 = call ptr @llvm.ptrmask.p0.i32(ptr %120, i32 -8)
  %122 = getelementptr inbounds i8, ptr %121, i32 8
  store ptr %122, ptr %4, align 4
  %123 = load double, ptr %121, align 8
  %124 = load double, ptr %8, align 8
  %125 = fadd double %124, %123
  store double %125, ptr %8, align 8
  br label %145

126:                                              ; preds = %99
  %127 = load ptr, ptr %4, align 4
  %128 = getelementptr inbounds i8, ptr %127, i32 4
  store ptr %128, ptr %4, align 4
  %129 = load ptr, ptr %127, align 4
  br label %145

130:                                              ; preds = %99
  %131 = load ptr, ptr %4, align 4
  %132 = getelementptr inbounds i8, ptr %131, i32 4
  store ptr %132, ptr %4, align 4
  %133 = load ptr, ptr %131, align 4
  %134 = load i32, ptr %133, align 4
  %135 = load i32, ptr %7, align 4
  %136 = add nsw i32 %135, %134
  store i32 %136, ptr %7, align 4
  br label %145

137:                                              ; preds = %99
  %138 = load ptr, ptr %4, align 4
  %139 = getelementptr inbounds i8, ptr %138, i32 4
  store ptr %139, ptr %4, align 4
  %140 = load ptr, ptr %138, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %10, ptr align 4 %140, i32 8, i1 false)
  %141 = getelementptr inbounds %struct.Pair, ptr %10, i32 0, i32 0
  %142 = load i32, ptr %141, align 4
  %143 = load i32, ptr %7, align 4
  %144 = add nsw i32 %143, %142
  store i32 %144, ptr %7, align 4
  br label %145

145:                                              ; preds = %99, %137, %130, %126, %118, %109, %103
  br label %146

146:                                              ; preds = %145
  %147 = load ptr, ptr %9, align 4
  %148 = getelementptr inbounds i8, ptr %147, i32 1
  store ptr %148, ptr %9, align 4
  br label %95, !llvm.loop !7

149:                                              ; preds = %95
  %150 = load i32, ptr %7, align 4
  %151 = load double, ptr %8, align 8
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %150, double noundef %151)
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
declare ptr @llvm.ptrmask.p0.i32(ptr, i32) #4

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
  br label %6, !llvm.loop !8

16:                                               ; preds = %6
  %17 = load i32, ptr %5, align 4
  ret i32 %17
}

attributes #0 = { noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
