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
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: noinline nounwind optnone
define hidden i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Pair, align 4
  store i32 0, i32* %1, align 4
  %5 = call i32 (i32, ...) @sum_ints(i32 noundef 0)
  %6 = call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %7 = call i32 (i32, ...) @sum_ints(i32 noundef 12, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef -12)
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i32 0, i32 0), i32 noundef %5, i32 noundef %6, i32 noundef %7)
  %9 = call i64 (i32, ...) @sum_ll(i32 noundef 2, i64 noundef 1099511627776, i64 noundef -1)
  %10 = call i64 (i32, ...) @sum_ll(i32 noundef 9, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 1125899906842624, i64 noundef 5, i64 noundef -6, i64 noundef 7, i64 noundef 8, i64 noundef 9)
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i32 0, i32 0), i64 noundef %9, i64 noundef %10)
  %12 = call double (i32, ...) @sum_doubles(i32 noundef 3, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01)
  %13 = call double (i32, ...) @sum_doubles(i32 noundef 12, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, double noundef 5.000000e-01)
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i32 0, i32 0), double noundef %12, double noundef %13)
  store i32 42, i32* %2, align 4
  store i32 -7, i32* %3, align 4
  %15 = bitcast %struct.Pair* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %15, i8* align 4 bitcast (%struct.Pair* @__const.main.pr to i8*), i32 8, i1 false)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i32 noundef 5, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), double noundef 5.500000e+00)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0), i32 noundef 1, double noundef 5.000000e-01, i64 noundef 10, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.500000e+00, i64 noundef 20, double noundef 2.250000e+00, i32 noundef 3, double noundef 3.500000e+00, i64 noundef 30, double noundef 3.250000e+00, i32 noundef 4, double noundef 4.500000e+00, i64 noundef 40, double noundef 4.250000e+00, i32 noundef 5, double noundef 5.500000e+00, i64 noundef 50, double noundef 5.250000e+00)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i32* noundef %2, i32 noundef 90, i32* noundef %3, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i32 noundef -300, double noundef 7.500000e-01, %struct.Pair* noundef byval(%struct.Pair) align 4 %4)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i32 0, i32 0), i64 noundef 8589934592, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef -34359738368, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %16 = call i64 (i32, i32, i32, i32, i32, i32, i32, ...) @after_seven(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 1, i64 noundef 100, i32 noundef 2, double noundef 5.000000e-01, i32 noundef 1, i64 noundef 1048576, i32 noundef 2, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 2, double noundef 4.000000e+00, i32 noundef 2, double noundef 5.000000e+00, i32 noundef 2, double noundef 6.000000e+00, i32 noundef 2, double noundef 7.000000e+00, i32 noundef 2, double noundef 8.000000e+00, i32 noundef 2, double noundef 9.000000e+00, i32 noundef 0)
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i32 0, i32 0), i64 noundef %16)
  %18 = call i32 (i32, ...) @forward(i32 noundef 8, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.12, i32 0, i32 0), i32 noundef %18)
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([81 x i8], [81 x i8]* @.str.13, i32 0, i32 0), i32 noundef -1, i32 noundef -294967296, i32 noundef 48879, i32 noundef 48879, i32 noundef 8, i32 noundef 65, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.14, i32 0, i32 0), i64 noundef -9000000000, i64 noundef -446744073709551616, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 0x419D6F3454000000, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef -2, i32 noundef 200)
  ret i32 23
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_ints(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %4, align 4
  %6 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %6)
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %21, %1
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %24

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 4
  %13 = getelementptr inbounds i8, i8* %12, i32 4
  store i8* %13, i8** %3, align 4
  %14 = bitcast i8* %12 to i32*
  %15 = load i32, i32* %14, align 4
  %16 = load i32, i32* %5, align 4
  %17 = add nsw i32 %16, 1
  %18 = mul nsw i32 %15, %17
  %19 = load i32, i32* %4, align 4
  %20 = add nsw i32 %19, %18
  store i32 %20, i32* %4, align 4
  br label %21

21:                                               ; preds = %11
  %22 = load i32, i32* %5, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %5, align 4
  br label %7, !llvm.loop !2

24:                                               ; preds = %7
  %25 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %25)
  %26 = load i32, i32* %4, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone
define internal i64 @sum_ll(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i64 0, i64* %4, align 8
  %6 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %6)
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %25, %1
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %28

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 4
  %13 = ptrtoint i8* %12 to i32
  %14 = add i32 %13, 7
  %15 = and i32 %14, -8
  %16 = inttoptr i32 %15 to i8*
  %17 = getelementptr inbounds i8, i8* %16, i32 8
  store i8* %17, i8** %3, align 4
  %18 = bitcast i8* %16 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = load i32, i32* %5, align 4
  %21 = sext i32 %20 to i64
  %22 = add nsw i64 %19, %21
  %23 = load i64, i64* %4, align 8
  %24 = xor i64 %23, %22
  store i64 %24, i64* %4, align 8
  br label %25

25:                                               ; preds = %11
  %26 = load i32, i32* %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %5, align 4
  br label %7, !llvm.loop !4

28:                                               ; preds = %7
  %29 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %29)
  %30 = load i64, i64* %4, align 8
  ret i64 %30
}

; Function Attrs: noinline nounwind optnone
define internal double @sum_doubles(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store double 0.000000e+00, double* %4, align 8
  %6 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %6)
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %22, %1
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %25

11:                                               ; preds = %7
  %12 = load double, double* %4, align 8
  %13 = load i8*, i8** %3, align 4
  %14 = ptrtoint i8* %13 to i32
  %15 = add i32 %14, 7
  %16 = and i32 %15, -8
  %17 = inttoptr i32 %16 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 8
  store i8* %18, i8** %3, align 4
  %19 = bitcast i8* %17 to double*
  %20 = load double, double* %19, align 8
  %21 = call double @llvm.fmuladd.f64(double %12, double 2.000000e+00, double %20)
  store double %21, double* %4, align 8
  br label %22

22:                                               ; preds = %11
  %23 = load i32, i32* %5, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %5, align 4
  br label %7, !llvm.loop !5

25:                                               ; preds = %7
  %26 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %26)
  %27 = load double, double* %4, align 8
  ret double %27
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @show(i8* noundef %0, ...) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca %struct.Pair, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i8*, align 4
  %10 = alloca %struct.Pair, align 4
  store i8* %0, i8** %2, align 4
  %11 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %11)
  %12 = bitcast i8** %4 to i8*
  %13 = bitcast i8** %3 to i8*
  call void @llvm.va_copy(i8* %12, i8* %13)
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i32 0, i32 0))
  %15 = load i8*, i8** %2, align 4
  store i8* %15, i8** %5, align 4
  br label %16

16:                                               ; preds = %109, %1
  %17 = load i8*, i8** %5, align 4
  %18 = load i8, i8* %17, align 1
  %19 = icmp ne i8 %18, 0
  br i1 %19, label %20, label %112

20:                                               ; preds = %16
  %21 = load i8*, i8** %5, align 4
  %22 = load i8*, i8** %2, align 4
  %23 = icmp ne i8* %21, %22
  br i1 %23, label %24, label %26

24:                                               ; preds = %20
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.16, i32 0, i32 0))
  br label %26

26:                                               ; preds = %24, %20
  %27 = load i8*, i8** %5, align 4
  %28 = load i8, i8* %27, align 1
  %29 = sext i8 %28 to i32
  switch i32 %29, label %108 [
    i32 105, label %30
    i32 108, label %36
    i32 100, label %46
    i32 115, label %56
    i32 112, label %62
    i32 80, label %69
    i32 99, label %82
    i32 104, label %90
    i32 102, label %98
  ]

30:                                               ; preds = %26
  %31 = load i8*, i8** %3, align 4
  %32 = getelementptr inbounds i8, i8* %31, i32 4
  store i8* %32, i8** %3, align 4
  %33 = bitcast i8* %31 to i32*
  %34 = load i32, i32* %33, align 4
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0), i32 noundef %34)
  br label %108

36:                                               ; preds = %26
  %37 = load i8*, i8** %3, align 4
  %38 = ptrtoint i8* %37 to i32
  %39 = add i32 %38, 7
  %40 = and i32 %39, -8
  %41 = inttoptr i32 %40 to i8*
  %42 = getelementptr inbounds i8, i8* %41, i32 8
  store i8* %42, i8** %3, align 4
  %43 = bitcast i8* %41 to i64*
  %44 = load i64, i64* %43, align 8
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), i64 noundef %44)
  br label %108

46:                                               ; preds = %26
  %47 = load i8*, i8** %3, align 4
  %48 = ptrtoint i8* %47 to i32
  %49 = add i32 %48, 7
  %50 = and i32 %49, -8
  %51 = inttoptr i32 %50 to i8*
  %52 = getelementptr inbounds i8, i8* %51, i32 8
  store i8* %52, i8** %3, align 4
  %53 = bitcast i8* %51 to double*
  %54 = load double, double* %53, align 8
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.19, i32 0, i32 0), double noundef %54)
  br label %108

56:                                               ; preds = %26
  %57 = load i8*, i8** %3, align 4
  %58 = getelementptr inbounds i8, i8* %57, i32 4
  store i8* %58, i8** %3, align 4
  %59 = bitcast i8* %57 to i8**
  %60 = load i8*, i8** %59, align 4
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i32 0, i32 0), i8* noundef %60)
  br label %108

62:                                               ; preds = %26
  %63 = load i8*, i8** %3, align 4
  %64 = getelementptr inbounds i8, i8* %63, i32 4
  store i8* %64, i8** %3, align 4
  %65 = bitcast i8* %63 to i32**
  %66 = load i32*, i32** %65, align 4
  %67 = load i32, i32* %66, align 4
  %68 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), i32 noundef %67)
  br label %108

69:                                               ; preds = %26
  %70 = load i8*, i8** %3, align 4
  %71 = getelementptr inbounds i8, i8* %70, i32 4
  store i8* %71, i8** %3, align 4
  %72 = bitcast i8* %70 to %struct.Pair**
  %73 = load %struct.Pair*, %struct.Pair** %72, align 4
  %74 = bitcast %struct.Pair* %6 to i8*
  %75 = bitcast %struct.Pair* %73 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %74, i8* align 4 %75, i32 8, i1 false)
  %76 = getelementptr inbounds %struct.Pair, %struct.Pair* %6, i32 0, i32 0
  %77 = load i32, i32* %76, align 4
  %78 = getelementptr inbounds %struct.Pair, %struct.Pair* %6, i32 0, i32 1
  %79 = load i16, i16* %78, align 4
  %80 = sext i16 %79 to i32
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i32 0, i32 0), i32 noundef %77, i32 noundef %80)
  br label %108

82:                                               ; preds = %26
  %83 = load i8*, i8** %3, align 4
  %84 = getelementptr inbounds i8, i8* %83, i32 4
  store i8* %84, i8** %3, align 4
  %85 = bitcast i8* %83 to i32*
  %86 = load i32, i32* %85, align 4
  %87 = trunc i32 %86 to i8
  %88 = sext i8 %87 to i32
  %89 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), i32 noundef %88)
  br label %108

90:                                               ; preds = %26
  %91 = load i8*, i8** %3, align 4
  %92 = getelementptr inbounds i8, i8* %91, i32 4
  store i8* %92, i8** %3, align 4
  %93 = bitcast i8* %91 to i32*
  %94 = load i32, i32* %93, align 4
  %95 = trunc i32 %94 to i16
  %96 = sext i16 %95 to i32
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0), i32 noundef %96)
  br label %108

98:                                               ; preds = %26
  %99 = load i8*, i8** %3, align 4
  %100 = ptrtoint i8* %99 to i32
  %101 = add i32 %100, 7
  %102 = and i32 %101, -8
  %103 = inttoptr i32 %102 to i8*
  %104 = getelementptr inbounds i8, i8* %103, i32 8
  store i8* %104, i8** %3, align 4
  %105 = bitcast i8* %103 to double*
  %106 = load double, double* %105, align 8
  %107 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i32 0, i32 0), double noundef %106)
  br label %108

108:                                              ; preds = %26, %98, %90, %82, %69, %62, %56, %46, %36, %30
  br label %109

109:                                              ; preds = %108
  %110 = load i8*, i8** %5, align 4
  %111 = getelementptr inbounds i8, i8* %110, i32 1
  store i8* %111, i8** %5, align 4
  br label %16, !llvm.loop !6

112:                                              ; preds = %16
  %113 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0))
  store i32 0, i32* %7, align 4
  store double 0.000000e+00, double* %8, align 8
  %114 = load i8*, i8** %2, align 4
  store i8* %114, i8** %9, align 4
  br label %115

115:                                              ; preds = %178, %112
  %116 = load i8*, i8** %9, align 4
  %117 = load i8, i8* %116, align 1
  %118 = icmp ne i8 %117, 0
  br i1 %118, label %119, label %181

119:                                              ; preds = %115
  %120 = load i8*, i8** %9, align 4
  %121 = load i8, i8* %120, align 1
  %122 = sext i8 %121 to i32
  switch i32 %122, label %177 [
    i32 105, label %123
    i32 99, label %123
    i32 104, label %123
    i32 108, label %130
    i32 100, label %142
    i32 102, label %142
    i32 115, label %153
    i32 112, label %158
    i32 80, label %166
  ]

123:                                              ; preds = %119, %119, %119
  %124 = load i8*, i8** %4, align 4
  %125 = getelementptr inbounds i8, i8* %124, i32 4
  store i8* %125, i8** %4, align 4
  %126 = bitcast i8* %124 to i32*
  %127 = load i32, i32* %126, align 4
  %128 = load i32, i32* %7, align 4
  %129 = add nsw i32 %128, %127
  store i32 %129, i32* %7, align 4
  br label %177

130:                                              ; preds = %119
  %131 = load i8*, i8** %4, align 4
  %132 = ptrtoint i8* %131 to i32
  %133 = add i32 %132, 7
  %134 = and i32 %133, -8
  %135 = inttoptr i32 %134 to i8*
  %136 = getelementptr inbounds i8, i8* %135, i32 8
  store i8* %136, i8** %4, align 4
  %137 = bitcast i8* %135 to i64*
  %138 = load i64, i64* %137, align 8
  %139 = trunc i64 %138 to i32
  %140 = load i32, i32* %7, align 4
  %141 = add nsw i32 %140, %139
  store i32 %141, i32* %7, align 4
  br label %177

142:                                              ; preds = %119, %119
  %143 = load i8*, i8** %4, align 4
  %144 = ptrtoint i8* %143 to i32
  %145 = add i32 %144, 7
  %146 = and i32 %145, -8
  %147 = inttoptr i32 %146 to i8*
  %148 = getelementptr inbounds i8, i8* %147, i32 8
  store i8* %148, i8** %4, align 4
  %149 = bitcast i8* %147 to double*
  %150 = load double, double* %149, align 8
  %151 = load double, double* %8, align 8
  %152 = fadd double %151, %150
  store double %152, double* %8, align 8
  br label %177

153:                                              ; preds = %119
  %154 = load i8*, i8** %4, align 4
  %155 = getelementptr inbounds i8, i8* %154, i32 4
  store i8* %155, i8** %4, align 4
  %156 = bitcast i8* %154 to i8**
  %157 = load i8*, i8** %156, align 4
  br label %177

158:                                              ; preds = %119
  %159 = load i8*, i8** %4, align 4
  %160 = getelementptr inbounds i8, i8* %159, i32 4
  store i8* %160, i8** %4, align 4
  %161 = bitcast i8* %159 to i32**
  %162 = load i32*, i32** %161, align 4
  %163 = load i32, i32* %162, align 4
  %164 = load i32, i32* %7, align 4
  %165 = add nsw i32 %164, %163
  store i32 %165, i32* %7, align 4
  br label %177

166:                                              ; preds = %119
  %167 = load i8*, i8** %4, align 4
  %168 = getelementptr inbounds i8, i8* %167, i32 4
  store i8* %168, i8** %4, align 4
  %169 = bitcast i8* %167 to %struct.Pair**
  %170 = load %struct.Pair*, %struct.Pair** %169, align 4
  %171 = bitcast %struct.Pair* %10 to i8*
  %172 = bitcast %struct.Pair* %170 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %171, i8* align 4 %172, i32 8, i1 false)
  %173 = getelementptr inbounds %struct.Pair, %struct.Pair* %10, i32 0, i32 0
  %174 = load i32, i32* %173, align 4
  %175 = load i32, i32* %7, align 4
  %176 = add nsw i32 %175, %174
  store i32 %176, i32* %7, align 4
  br label %177

177:                                              ; preds = %119, %166, %158, %153, %142, %130, %123
  br label %178

178:                                              ; preds = %177
  %179 = load i8*, i8** %9, align 4
  %180 = getelementptr inbounds i8, i8* %179, i32 1
  store i8* %180, i8** %9, align 4
  br label %115, !llvm.loop !7

181:                                              ; preds = %115
  %182 = load i32, i32* %7, align 4
  %183 = load double, double* %8, align 8
  %184 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.26, i32 0, i32 0), i32 noundef %182, double noundef %183)
  %185 = bitcast i8** %4 to i8*
  call void @llvm.va_end(i8* %185)
  %186 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %186)
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
  %15 = alloca i8*, align 4
  %16 = alloca i64, align 8
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  store i32 %0, i32* %8, align 4
  store i32 %1, i32* %9, align 4
  store i32 %2, i32* %10, align 4
  store i32 %3, i32* %11, align 4
  store i32 %4, i32* %12, align 4
  store i32 %5, i32* %13, align 4
  store i32 %6, i32* %14, align 4
  %19 = bitcast i8** %15 to i8*
  call void @llvm.va_start(i8* %19)
  %20 = load i32, i32* %8, align 4
  %21 = load i32, i32* %9, align 4
  %22 = add nsw i32 %20, %21
  %23 = load i32, i32* %10, align 4
  %24 = add nsw i32 %22, %23
  %25 = load i32, i32* %11, align 4
  %26 = add nsw i32 %24, %25
  %27 = load i32, i32* %12, align 4
  %28 = add nsw i32 %26, %27
  %29 = load i32, i32* %13, align 4
  %30 = add nsw i32 %28, %29
  %31 = load i32, i32* %14, align 4
  %32 = add nsw i32 %30, %31
  %33 = sext i32 %32 to i64
  store i64 %33, i64* %16, align 8
  store double 0.000000e+00, double* %17, align 8
  br label %34

34:                                               ; preds = %67, %7
  %35 = load i8*, i8** %15, align 4
  %36 = getelementptr inbounds i8, i8* %35, i32 4
  store i8* %36, i8** %15, align 4
  %37 = bitcast i8* %35 to i32*
  %38 = load i32, i32* %37, align 4
  store i32 %38, i32* %18, align 4
  %39 = load i32, i32* %18, align 4
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %42

41:                                               ; preds = %34
  br label %68

42:                                               ; preds = %34
  %43 = load i32, i32* %18, align 4
  %44 = icmp eq i32 %43, 1
  br i1 %44, label %45, label %56

45:                                               ; preds = %42
  %46 = load i8*, i8** %15, align 4
  %47 = ptrtoint i8* %46 to i32
  %48 = add i32 %47, 7
  %49 = and i32 %48, -8
  %50 = inttoptr i32 %49 to i8*
  %51 = getelementptr inbounds i8, i8* %50, i32 8
  store i8* %51, i8** %15, align 4
  %52 = bitcast i8* %50 to i64*
  %53 = load i64, i64* %52, align 8
  %54 = load i64, i64* %16, align 8
  %55 = add nsw i64 %54, %53
  store i64 %55, i64* %16, align 8
  br label %67

56:                                               ; preds = %42
  %57 = load i8*, i8** %15, align 4
  %58 = ptrtoint i8* %57 to i32
  %59 = add i32 %58, 7
  %60 = and i32 %59, -8
  %61 = inttoptr i32 %60 to i8*
  %62 = getelementptr inbounds i8, i8* %61, i32 8
  store i8* %62, i8** %15, align 4
  %63 = bitcast i8* %61 to double*
  %64 = load double, double* %63, align 8
  %65 = load double, double* %17, align 8
  %66 = fadd double %65, %64
  store double %66, double* %17, align 8
  br label %67

67:                                               ; preds = %56, %45
  br label %34

68:                                               ; preds = %41
  %69 = bitcast i8** %15 to i8*
  call void @llvm.va_end(i8* %69)
  %70 = load i64, i64* %16, align 8
  %71 = mul nsw i64 %70, 1000
  %72 = load double, double* %17, align 8
  %73 = fmul double %72, 1.000000e+01
  %74 = fptosi double %73 to i64
  %75 = add nsw i64 %71, %74
  ret i64 %75
}

; Function Attrs: noinline nounwind optnone
define internal i32 @forward(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %5)
  %6 = load i32, i32* %2, align 4
  %7 = load i8*, i8** %3, align 4
  %8 = call i32 @vsum(i32 noundef %6, i8* noundef %7)
  store i32 %8, i32* %4, align 4
  %9 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %9)
  %10 = load i32, i32* %4, align 4
  ret i32 %10
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #3

; Function Attrs: noinline nounwind optnone
define internal i32 @vsum(i32 noundef %0, i8* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i8* %1, i8** %4, align 4
  store i32 0, i32* %5, align 4
  br label %6

6:                                                ; preds = %10, %2
  %7 = load i32, i32* %3, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, i32* %3, align 4
  %9 = icmp ne i32 %7, 0
  br i1 %9, label %10, label %17

10:                                               ; preds = %6
  %11 = load i8*, i8** %4, align 4
  %12 = getelementptr inbounds i8, i8* %11, i32 4
  store i8* %12, i8** %4, align 4
  %13 = bitcast i8* %11 to i32*
  %14 = load i32, i32* %13, align 4
  %15 = load i32, i32* %5, align 4
  %16 = add nsw i32 %15, %14
  store i32 %16, i32* %5, align 4
  br label %6, !llvm.loop !8

17:                                               ; preds = %6
  %18 = load i32, i32* %5, align 4
  ret i32 %18
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nofree nosync nounwind willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
