; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
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
  store i32 0, i32* %1, align 4
  %5 = call signext i32 (i32, ...) @sum_ints(i32 noundef signext 0)
  %6 = call signext i32 (i32, ...) @sum_ints(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3)
  %7 = call signext i32 (i32, ...) @sum_ints(i32 noundef signext 12, i32 noundef signext 1, i32 noundef signext -2, i32 noundef signext 3, i32 noundef signext -4, i32 noundef signext 5, i32 noundef signext -6, i32 noundef signext 7, i32 noundef signext -8, i32 noundef signext 9, i32 noundef signext -10, i32 noundef signext 11, i32 noundef signext -12)
  %8 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), i32 noundef signext %5, i32 noundef signext %6, i32 noundef signext %7)
  %9 = call i64 (i32, ...) @sum_ll(i32 noundef signext 2, i64 noundef 1099511627776, i64 noundef -1)
  %10 = call i64 (i32, ...) @sum_ll(i32 noundef signext 9, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 1125899906842624, i64 noundef 5, i64 noundef -6, i64 noundef 7, i64 noundef 8, i64 noundef 9)
  %11 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i64 noundef %9, i64 noundef %10)
  %12 = call double (i32, ...) @sum_doubles(i32 noundef signext 3, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01)
  %13 = call double (i32, ...) @sum_doubles(i32 noundef signext 12, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, double noundef 5.000000e-01)
  %14 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), double noundef %12, double noundef %13)
  store i32 42, i32* %2, align 4
  store i32 -7, i32* %3, align 4
  %15 = bitcast %struct.Pair* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %15, i8* align 4 bitcast (%struct.Pair* @__const.main.pr to i8*), i64 8, i1 false)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 5, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), double noundef 5.500000e+00)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 8, i32 noundef signext 9, i32 noundef signext 10)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext 1, double noundef 5.000000e-01, i64 noundef 10, double noundef 1.250000e+00, i32 noundef signext 2, double noundef 2.500000e+00, i64 noundef 20, double noundef 2.250000e+00, i32 noundef signext 3, double noundef 3.500000e+00, i64 noundef 30, double noundef 3.250000e+00, i32 noundef signext 4, double noundef 4.500000e+00, i64 noundef 40, double noundef 4.250000e+00, i32 noundef signext 5, double noundef 5.500000e+00, i64 noundef 50, double noundef 5.250000e+00)
  %16 = bitcast %struct.Pair* %4 to i64*
  %17 = load i64, i64* %16, align 4
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32* noundef %2, i32 noundef signext 90, i32* noundef %3, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext -300, double noundef 7.500000e-01, i64 %17)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i64 noundef 8589934592, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef -34359738368, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %18 = call i64 (i32, i32, i32, i32, i32, i32, i32, ...) @after_seven(i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 1, i64 noundef 100, i32 noundef signext 2, double noundef 5.000000e-01, i32 noundef signext 1, i64 noundef 1048576, i32 noundef signext 2, double noundef 1.250000e+00, i32 noundef signext 2, double noundef 2.000000e+00, i32 noundef signext 2, double noundef 3.000000e+00, i32 noundef signext 2, double noundef 4.000000e+00, i32 noundef signext 2, double noundef 5.000000e+00, i32 noundef signext 2, double noundef 6.000000e+00, i32 noundef signext 2, double noundef 7.000000e+00, i32 noundef signext 2, double noundef 8.000000e+00, i32 noundef signext 2, double noundef 9.000000e+00, i32 noundef signext 0)
  %19 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i64 0, i64 0), i64 noundef %18)
  %20 = call signext i32 (i32, ...) @forward(i32 noundef signext 8, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 8)
  %21 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.12, i64 0, i64 0), i32 noundef signext %20)
  %22 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([81 x i8], [81 x i8]* @.str.13, i64 0, i64 0), i32 noundef signext -1, i32 noundef zeroext -294967296, i32 noundef zeroext 48879, i32 noundef zeroext 48879, i32 noundef zeroext 8, i32 noundef signext 65, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.14, i64 0, i64 0), i64 noundef -9000000000, i64 noundef -446744073709551616, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 0x419D6F3454000000, i32 noundef signext 42, i32 noundef signext 42, i32 noundef signext 42, i32 noundef signext 42, i32 noundef signext -2, i32 noundef signext 200)
  ret i32 23
}

declare signext i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @sum_ints(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %4, align 4
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
  %12 = load i8*, i8** %3, align 8
  %13 = getelementptr inbounds i8, i8* %12, i64 8
  store i8* %13, i8** %3, align 8
  %14 = getelementptr inbounds i8, i8* %12, i64 4
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = load i32, i32* %5, align 4
  %18 = add nsw i32 %17, 1
  %19 = mul nsw i32 %16, %18
  %20 = load i32, i32* %4, align 4
  %21 = add nsw i32 %20, %19
  store i32 %21, i32* %4, align 4
  br label %22

22:                                               ; preds = %11
  %23 = load i32, i32* %5, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %5, align 4
  br label %7, !llvm.loop !6

25:                                               ; preds = %7
  %26 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %26)
  %27 = load i32, i32* %4, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ll(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i64 0, i64* %4, align 8
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
  %12 = load i8*, i8** %3, align 8
  %13 = getelementptr inbounds i8, i8* %12, i64 8
  store i8* %13, i8** %3, align 8
  %14 = bitcast i8* %12 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = load i32, i32* %5, align 4
  %17 = sext i32 %16 to i64
  %18 = add nsw i64 %15, %17
  %19 = load i64, i64* %4, align 8
  %20 = xor i64 %19, %18
  store i64 %20, i64* %4, align 8
  br label %21

21:                                               ; preds = %11
  %22 = load i32, i32* %5, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %5, align 4
  br label %7, !llvm.loop !8

24:                                               ; preds = %7
  %25 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %25)
  %26 = load i64, i64* %4, align 8
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_doubles(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store double 0.000000e+00, double* %4, align 8
  %6 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %6)
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %18, %1
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load double, double* %4, align 8
  %13 = load i8*, i8** %3, align 8
  %14 = getelementptr inbounds i8, i8* %13, i64 8
  store i8* %14, i8** %3, align 8
  %15 = bitcast i8* %13 to double*
  %16 = load double, double* %15, align 8
  %17 = call double @llvm.fmuladd.f64(double %12, double 2.000000e+00, double %16)
  store double %17, double* %4, align 8
  br label %18

18:                                               ; preds = %11
  %19 = load i32, i32* %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %5, align 4
  br label %7, !llvm.loop !9

21:                                               ; preds = %7
  %22 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %22)
  %23 = load double, double* %4, align 8
  ret double %23
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(i8* noundef %0, ...) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca %struct.Pair, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i8*, align 8
  %10 = alloca %struct.Pair, align 4
  store i8* %0, i8** %2, align 8
  %11 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %11)
  %12 = bitcast i8** %4 to i8*
  %13 = bitcast i8** %3 to i8*
  call void @llvm.va_copy(i8* %12, i8* %13)
  %14 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i64 0, i64 0))
  %15 = load i8*, i8** %2, align 8
  store i8* %15, i8** %5, align 8
  br label %16

16:                                               ; preds = %99, %1
  %17 = load i8*, i8** %5, align 8
  %18 = load i8, i8* %17, align 1
  %19 = icmp ne i8 %18, 0
  br i1 %19, label %20, label %102

20:                                               ; preds = %16
  %21 = load i8*, i8** %5, align 8
  %22 = load i8*, i8** %2, align 8
  %23 = icmp ne i8* %21, %22
  br i1 %23, label %24, label %26

24:                                               ; preds = %20
  %25 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.16, i64 0, i64 0))
  br label %26

26:                                               ; preds = %24, %20
  %27 = load i8*, i8** %5, align 8
  %28 = load i8, i8* %27, align 1
  %29 = zext i8 %28 to i32
  switch i32 %29, label %98 [
    i32 105, label %30
    i32 108, label %37
    i32 100, label %43
    i32 115, label %49
    i32 112, label %55
    i32 80, label %62
    i32 99, label %74
    i32 104, label %83
    i32 102, label %92
  ]

30:                                               ; preds = %26
  %31 = load i8*, i8** %3, align 8
  %32 = getelementptr inbounds i8, i8* %31, i64 8
  store i8* %32, i8** %3, align 8
  %33 = getelementptr inbounds i8, i8* %31, i64 4
  %34 = bitcast i8* %33 to i32*
  %35 = load i32, i32* %34, align 4
  %36 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext %35)
  br label %98

37:                                               ; preds = %26
  %38 = load i8*, i8** %3, align 8
  %39 = getelementptr inbounds i8, i8* %38, i64 8
  store i8* %39, i8** %3, align 8
  %40 = bitcast i8* %38 to i64*
  %41 = load i64, i64* %40, align 8
  %42 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), i64 noundef %41)
  br label %98

43:                                               ; preds = %26
  %44 = load i8*, i8** %3, align 8
  %45 = getelementptr inbounds i8, i8* %44, i64 8
  store i8* %45, i8** %3, align 8
  %46 = bitcast i8* %44 to double*
  %47 = load double, double* %46, align 8
  %48 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.19, i64 0, i64 0), double noundef %47)
  br label %98

49:                                               ; preds = %26
  %50 = load i8*, i8** %3, align 8
  %51 = getelementptr inbounds i8, i8* %50, i64 8
  store i8* %51, i8** %3, align 8
  %52 = bitcast i8* %50 to i8**
  %53 = load i8*, i8** %52, align 8
  %54 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i64 0, i64 0), i8* noundef %53)
  br label %98

55:                                               ; preds = %26
  %56 = load i8*, i8** %3, align 8
  %57 = getelementptr inbounds i8, i8* %56, i64 8
  store i8* %57, i8** %3, align 8
  %58 = bitcast i8* %56 to i32**
  %59 = load i32*, i32** %58, align 8
  %60 = load i32, i32* %59, align 4
  %61 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), i32 noundef signext %60)
  br label %98

62:                                               ; preds = %26
  %63 = load i8*, i8** %3, align 8
  %64 = getelementptr inbounds i8, i8* %63, i64 8
  store i8* %64, i8** %3, align 8
  %65 = bitcast i8* %63 to %struct.Pair*
  %66 = bitcast %struct.Pair* %6 to i8*
  %67 = bitcast %struct.Pair* %65 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %66, i8* align 8 %67, i64 8, i1 false)
  %68 = getelementptr inbounds %struct.Pair, %struct.Pair* %6, i32 0, i32 0
  %69 = load i32, i32* %68, align 4
  %70 = getelementptr inbounds %struct.Pair, %struct.Pair* %6, i32 0, i32 1
  %71 = load i16, i16* %70, align 4
  %72 = sext i16 %71 to i32
  %73 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i64 0, i64 0), i32 noundef signext %69, i32 noundef signext %72)
  br label %98

74:                                               ; preds = %26
  %75 = load i8*, i8** %3, align 8
  %76 = getelementptr inbounds i8, i8* %75, i64 8
  store i8* %76, i8** %3, align 8
  %77 = getelementptr inbounds i8, i8* %75, i64 4
  %78 = bitcast i8* %77 to i32*
  %79 = load i32, i32* %78, align 4
  %80 = trunc i32 %79 to i8
  %81 = zext i8 %80 to i32
  %82 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), i32 noundef signext %81)
  br label %98

83:                                               ; preds = %26
  %84 = load i8*, i8** %3, align 8
  %85 = getelementptr inbounds i8, i8* %84, i64 8
  store i8* %85, i8** %3, align 8
  %86 = getelementptr inbounds i8, i8* %84, i64 4
  %87 = bitcast i8* %86 to i32*
  %88 = load i32, i32* %87, align 4
  %89 = trunc i32 %88 to i16
  %90 = sext i16 %89 to i32
  %91 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext %90)
  br label %98

92:                                               ; preds = %26
  %93 = load i8*, i8** %3, align 8
  %94 = getelementptr inbounds i8, i8* %93, i64 8
  store i8* %94, i8** %3, align 8
  %95 = bitcast i8* %93 to double*
  %96 = load double, double* %95, align 8
  %97 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i64 0, i64 0), double noundef %96)
  br label %98

98:                                               ; preds = %26, %92, %83, %74, %62, %55, %49, %43, %37, %30
  br label %99

99:                                               ; preds = %98
  %100 = load i8*, i8** %5, align 8
  %101 = getelementptr inbounds i8, i8* %100, i32 1
  store i8* %101, i8** %5, align 8
  br label %16, !llvm.loop !10

102:                                              ; preds = %16
  %103 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  store i32 0, i32* %7, align 4
  store double 0.000000e+00, double* %8, align 8
  %104 = load i8*, i8** %2, align 8
  store i8* %104, i8** %9, align 8
  br label %105

105:                                              ; preds = %160, %102
  %106 = load i8*, i8** %9, align 8
  %107 = load i8, i8* %106, align 1
  %108 = icmp ne i8 %107, 0
  br i1 %108, label %109, label %163

109:                                              ; preds = %105
  %110 = load i8*, i8** %9, align 8
  %111 = load i8, i8* %110, align 1
  %112 = zext i8 %111 to i32
  switch i32 %112, label %159 [
    i32 105, label %113
    i32 99, label %113
    i32 104, label %113
    i32 108, label %121
    i32 100, label %129
    i32 102, label %129
    i32 115, label %136
    i32 112, label %141
    i32 80, label %149
  ]

113:                                              ; preds = %109, %109, %109
  %114 = load i8*, i8** %4, align 8
  %115 = getelementptr inbounds i8, i8* %114, i64 8
  store i8* %115, i8** %4, align 8
  %116 = getelementptr inbounds i8, i8* %114, i64 4
  %117 = bitcast i8* %116 to i32*
  %118 = load i32, i32* %117, align 4
  %119 = load i32, i32* %7, align 4
  %120 = add nsw i32 %119, %118
  store i32 %120, i32* %7, align 4
  br label %159

121:                                              ; preds = %109
  %122 = load i8*, i8** %4, align 8
  %123 = getelementptr inbounds i8, i8* %122, i64 8
  store i8* %123, i8** %4, align 8
  %124 = bitcast i8* %122 to i64*
  %125 = load i64, i64* %124, align 8
  %126 = trunc i64 %125 to i32
  %127 = load i32, i32* %7, align 4
  %128 = add nsw i32 %127, %126
  store i32 %128, i32* %7, align 4
  br label %159

129:                                              ; preds = %109, %109
  %130 = load i8*, i8** %4, align 8
  %131 = getelementptr inbounds i8, i8* %130, i64 8
  store i8* %131, i8** %4, align 8
  %132 = bitcast i8* %130 to double*
  %133 = load double, double* %132, align 8
  %134 = load double, double* %8, align 8
  %135 = fadd double %134, %133
  store double %135, double* %8, align 8
  br label %159

136:                                              ; preds = %109
  %137 = load i8*, i8** %4, align 8
  %138 = getelementptr inbounds i8, i8* %137, i64 8
  store i8* %138, i8** %4, align 8
  %139 = bitcast i8* %137 to i8**
  %140 = load i8*, i8** %139, align 8
  br label %159

141:                                              ; preds = %109
  %142 = load i8*, i8** %4, align 8
  %143 = getelementptr inbounds i8, i8* %142, i64 8
  store i8* %143, i8** %4, align 8
  %144 = bitcast i8* %142 to i32**
  %145 = load i32*, i32** %144, align 8
  %146 = load i32, i32* %145, align 4
  %147 = load i32, i32* %7, align 4
  %148 = add nsw i32 %147, %146
  store i32 %148, i32* %7, align 4
  br label %159

149:                                              ; preds = %109
  %150 = load i8*, i8** %4, align 8
  %151 = getelementptr inbounds i8, i8* %150, i64 8
  store i8* %151, i8** %4, align 8
  %152 = bitcast i8* %150 to %struct.Pair*
  %153 = bitcast %struct.Pair* %10 to i8*
  %154 = bitcast %struct.Pair* %152 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %153, i8* align 8 %154, i64 8, i1 false)
  %155 = getelementptr inbounds %struct.Pair, %struct.Pair* %10, i32 0, i32 0
  %156 = load i32, i32* %155, align 4
  %157 = load i32, i32* %7, align 4
  %158 = add nsw i32 %157, %156
  store i32 %158, i32* %7, align 4
  br label %159

159:                                              ; preds = %109, %149, %141, %136, %129, %121, %113
  br label %160

160:                                              ; preds = %159
  %161 = load i8*, i8** %9, align 8
  %162 = getelementptr inbounds i8, i8* %161, i32 1
  store i8* %162, i8** %9, align 8
  br label %105, !llvm.loop !11

163:                                              ; preds = %105
  %164 = load i32, i32* %7, align 4
  %165 = load double, double* %8, align 8
  %166 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.26, i64 0, i64 0), i32 noundef signext %164, double noundef %165)
  %167 = bitcast i8** %4 to i8*
  call void @llvm.va_end(i8* %167)
  %168 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %168)
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
  %15 = alloca i8*, align 8
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

34:                                               ; preds = %60, %7
  %35 = load i8*, i8** %15, align 8
  %36 = getelementptr inbounds i8, i8* %35, i64 8
  store i8* %36, i8** %15, align 8
  %37 = getelementptr inbounds i8, i8* %35, i64 4
  %38 = bitcast i8* %37 to i32*
  %39 = load i32, i32* %38, align 4
  store i32 %39, i32* %18, align 4
  %40 = load i32, i32* %18, align 4
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %43

42:                                               ; preds = %34
  br label %61

43:                                               ; preds = %34
  %44 = load i32, i32* %18, align 4
  %45 = icmp eq i32 %44, 1
  br i1 %45, label %46, label %53

46:                                               ; preds = %43
  %47 = load i8*, i8** %15, align 8
  %48 = getelementptr inbounds i8, i8* %47, i64 8
  store i8* %48, i8** %15, align 8
  %49 = bitcast i8* %47 to i64*
  %50 = load i64, i64* %49, align 8
  %51 = load i64, i64* %16, align 8
  %52 = add nsw i64 %51, %50
  store i64 %52, i64* %16, align 8
  br label %60

53:                                               ; preds = %43
  %54 = load i8*, i8** %15, align 8
  %55 = getelementptr inbounds i8, i8* %54, i64 8
  store i8* %55, i8** %15, align 8
  %56 = bitcast i8* %54 to double*
  %57 = load double, double* %56, align 8
  %58 = load double, double* %17, align 8
  %59 = fadd double %58, %57
  store double %59, double* %17, align 8
  br label %60

60:                                               ; preds = %53, %46
  br label %34

61:                                               ; preds = %42
  %62 = bitcast i8** %15 to i8*
  call void @llvm.va_end(i8* %62)
  %63 = load i64, i64* %16, align 8
  %64 = mul nsw i64 %63, 1000
  %65 = load double, double* %17, align 8
  %66 = fmul double %65, 1.000000e+01
  %67 = fptosi double %66 to i64
  %68 = add nsw i64 %64, %67
  ret i64 %68
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @forward(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %5)
  %6 = load i32, i32* %2, align 4
  %7 = load i8*, i8** %3, align 8
  %8 = call signext i32 @vsum(i32 noundef signext %6, i8* noundef %7)
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

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @vsum(i32 noundef signext %0, i8* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i8* %1, i8** %4, align 8
  store i32 0, i32* %5, align 4
  br label %6

6:                                                ; preds = %10, %2
  %7 = load i32, i32* %3, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, i32* %3, align 4
  %9 = icmp ne i32 %7, 0
  br i1 %9, label %10, label %18

10:                                               ; preds = %6
  %11 = load i8*, i8** %4, align 8
  %12 = getelementptr inbounds i8, i8* %11, i64 8
  store i8* %12, i8** %4, align 8
  %13 = getelementptr inbounds i8, i8* %11, i64 4
  %14 = bitcast i8* %13 to i32*
  %15 = load i32, i32* %14, align 4
  %16 = load i32, i32* %5, align 4
  %17 = add nsw i32 %16, %15
  store i32 %17, i32* %5, align 4
  br label %6, !llvm.loop !12

18:                                               ; preds = %6
  %19 = load i32, i32* %5, align 4
  ret i32 %19
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nofree nosync nounwind willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
