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
  %16 = bitcast %struct.Pair* %4 to [2 x i32]*
  %17 = load [2 x i32], [2 x i32]* %16, align 4
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i32* noundef %2, i32 noundef 90, i32* noundef %3, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i32 noundef -300, double noundef 7.500000e-01, [2 x i32] %17)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i32 0, i32 0), i64 noundef 8589934592, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef -34359738368, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %18 = call i64 (i32, i32, i32, i32, i32, i32, i32, ...) @after_seven(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 1, i64 noundef 100, i32 noundef 2, double noundef 5.000000e-01, i32 noundef 1, i64 noundef 1048576, i32 noundef 2, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 2, double noundef 4.000000e+00, i32 noundef 2, double noundef 5.000000e+00, i32 noundef 2, double noundef 6.000000e+00, i32 noundef 2, double noundef 7.000000e+00, i32 noundef 2, double noundef 8.000000e+00, i32 noundef 2, double noundef 9.000000e+00, i32 noundef 0)
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i32 0, i32 0), i64 noundef %18)
  %20 = call i32 (i32, ...) @forward(i32 noundef 8, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.12, i32 0, i32 0), i32 noundef %20)
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([81 x i8], [81 x i8]* @.str.13, i32 0, i32 0), i32 noundef -1, i32 noundef -294967296, i32 noundef 48879, i32 noundef 48879, i32 noundef 8, i32 noundef 65, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.14, i32 0, i32 0), i64 noundef -9000000000, i64 noundef -446744073709551616, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 0x419D6F3454000000, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef -2, i32 noundef 200)
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
  br label %7, !llvm.loop !9

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

7:                                                ; preds = %21, %1
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %24

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 4
  %13 = getelementptr inbounds i8, i8* %12, i32 8
  store i8* %13, i8** %3, align 4
  %14 = bitcast i8* %12 to i64*
  %15 = load i64, i64* %14, align 4
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
  br label %7, !llvm.loop !11

24:                                               ; preds = %7
  %25 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %25)
  %26 = load i64, i64* %4, align 8
  ret i64 %26
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

7:                                                ; preds = %18, %1
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load double, double* %4, align 8
  %13 = load i8*, i8** %3, align 4
  %14 = getelementptr inbounds i8, i8* %13, i32 8
  store i8* %14, i8** %3, align 4
  %15 = bitcast i8* %13 to double*
  %16 = load double, double* %15, align 4
  %17 = call double @llvm.fmuladd.f64(double %12, double 2.000000e+00, double %16)
  store double %17, double* %4, align 8
  br label %18

18:                                               ; preds = %11
  %19 = load i32, i32* %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %5, align 4
  br label %7, !llvm.loop !12

21:                                               ; preds = %7
  %22 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %22)
  %23 = load double, double* %4, align 8
  ret double %23
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

16:                                               ; preds = %96, %1
  %17 = load i8*, i8** %5, align 4
  %18 = load i8, i8* %17, align 1
  %19 = icmp ne i8 %18, 0
  br i1 %19, label %20, label %99

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
  switch i32 %29, label %95 [
    i32 105, label %30
    i32 108, label %36
    i32 100, label %42
    i32 115, label %48
    i32 112, label %54
    i32 80, label %61
    i32 99, label %73
    i32 104, label %81
    i32 102, label %89
  ]

30:                                               ; preds = %26
  %31 = load i8*, i8** %3, align 4
  %32 = getelementptr inbounds i8, i8* %31, i32 4
  store i8* %32, i8** %3, align 4
  %33 = bitcast i8* %31 to i32*
  %34 = load i32, i32* %33, align 4
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0), i32 noundef %34)
  br label %95

36:                                               ; preds = %26
  %37 = load i8*, i8** %3, align 4
  %38 = getelementptr inbounds i8, i8* %37, i32 8
  store i8* %38, i8** %3, align 4
  %39 = bitcast i8* %37 to i64*
  %40 = load i64, i64* %39, align 4
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), i64 noundef %40)
  br label %95

42:                                               ; preds = %26
  %43 = load i8*, i8** %3, align 4
  %44 = getelementptr inbounds i8, i8* %43, i32 8
  store i8* %44, i8** %3, align 4
  %45 = bitcast i8* %43 to double*
  %46 = load double, double* %45, align 4
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.19, i32 0, i32 0), double noundef %46)
  br label %95

48:                                               ; preds = %26
  %49 = load i8*, i8** %3, align 4
  %50 = getelementptr inbounds i8, i8* %49, i32 4
  store i8* %50, i8** %3, align 4
  %51 = bitcast i8* %49 to i8**
  %52 = load i8*, i8** %51, align 4
  %53 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i32 0, i32 0), i8* noundef %52)
  br label %95

54:                                               ; preds = %26
  %55 = load i8*, i8** %3, align 4
  %56 = getelementptr inbounds i8, i8* %55, i32 4
  store i8* %56, i8** %3, align 4
  %57 = bitcast i8* %55 to i32**
  %58 = load i32*, i32** %57, align 4
  %59 = load i32, i32* %58, align 4
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), i32 noundef %59)
  br label %95

61:                                               ; preds = %26
  %62 = load i8*, i8** %3, align 4
  %63 = getelementptr inbounds i8, i8* %62, i32 8
  store i8* %63, i8** %3, align 4
  %64 = bitcast i8* %62 to %struct.Pair*
  %65 = bitcast %struct.Pair* %6 to i8*
  %66 = bitcast %struct.Pair* %64 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %65, i8* align 4 %66, i32 8, i1 false)
  %67 = getelementptr inbounds %struct.Pair, %struct.Pair* %6, i32 0, i32 0
  %68 = load i32, i32* %67, align 4
  %69 = getelementptr inbounds %struct.Pair, %struct.Pair* %6, i32 0, i32 1
  %70 = load i16, i16* %69, align 4
  %71 = sext i16 %70 to i32
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i32 0, i32 0), i32 noundef %68, i32 noundef %71)
  br label %95

73:                                               ; preds = %26
  %74 = load i8*, i8** %3, align 4
  %75 = getelementptr inbounds i8, i8* %74, i32 4
  store i8* %75, i8** %3, align 4
  %76 = bitcast i8* %74 to i32*
  %77 = load i32, i32* %76, align 4
  %78 = trunc i32 %77 to i8
  %79 = sext i8 %78 to i32
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), i32 noundef %79)
  br label %95

81:                                               ; preds = %26
  %82 = load i8*, i8** %3, align 4
  %83 = getelementptr inbounds i8, i8* %82, i32 4
  store i8* %83, i8** %3, align 4
  %84 = bitcast i8* %82 to i32*
  %85 = load i32, i32* %84, align 4
  %86 = trunc i32 %85 to i16
  %87 = sext i16 %86 to i32
  %88 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0), i32 noundef %87)
  br label %95

89:                                               ; preds = %26
  %90 = load i8*, i8** %3, align 4
  %91 = getelementptr inbounds i8, i8* %90, i32 8
  store i8* %91, i8** %3, align 4
  %92 = bitcast i8* %90 to double*
  %93 = load double, double* %92, align 4
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i32 0, i32 0), double noundef %93)
  br label %95

95:                                               ; preds = %26, %89, %81, %73, %61, %54, %48, %42, %36, %30
  br label %96

96:                                               ; preds = %95
  %97 = load i8*, i8** %5, align 4
  %98 = getelementptr inbounds i8, i8* %97, i32 1
  store i8* %98, i8** %5, align 4
  br label %16, !llvm.loop !13

99:                                               ; preds = %16
  %100 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0))
  store i32 0, i32* %7, align 4
  store double 0.000000e+00, double* %8, align 8
  %101 = load i8*, i8** %2, align 4
  store i8* %101, i8** %9, align 4
  br label %102

102:                                              ; preds = %156, %99
  %103 = load i8*, i8** %9, align 4
  %104 = load i8, i8* %103, align 1
  %105 = icmp ne i8 %104, 0
  br i1 %105, label %106, label %159

106:                                              ; preds = %102
  %107 = load i8*, i8** %9, align 4
  %108 = load i8, i8* %107, align 1
  %109 = sext i8 %108 to i32
  switch i32 %109, label %155 [
    i32 105, label %110
    i32 99, label %110
    i32 104, label %110
    i32 108, label %117
    i32 100, label %125
    i32 102, label %125
    i32 115, label %132
    i32 112, label %137
    i32 80, label %145
  ]

110:                                              ; preds = %106, %106, %106
  %111 = load i8*, i8** %4, align 4
  %112 = getelementptr inbounds i8, i8* %111, i32 4
  store i8* %112, i8** %4, align 4
  %113 = bitcast i8* %111 to i32*
  %114 = load i32, i32* %113, align 4
  %115 = load i32, i32* %7, align 4
  %116 = add nsw i32 %115, %114
  store i32 %116, i32* %7, align 4
  br label %155

117:                                              ; preds = %106
  %118 = load i8*, i8** %4, align 4
  %119 = getelementptr inbounds i8, i8* %118, i32 8
  store i8* %119, i8** %4, align 4
  %120 = bitcast i8* %118 to i64*
  %121 = load i64, i64* %120, align 4
  %122 = trunc i64 %121 to i32
  %123 = load i32, i32* %7, align 4
  %124 = add nsw i32 %123, %122
  store i32 %124, i32* %7, align 4
  br label %155

125:                                              ; preds = %106, %106
  %126 = load i8*, i8** %4, align 4
  %127 = getelementptr inbounds i8, i8* %126, i32 8
  store i8* %127, i8** %4, align 4
  %128 = bitcast i8* %126 to double*
  %129 = load double, double* %128, align 4
  %130 = load double, double* %8, align 8
  %131 = fadd double %130, %129
  store double %131, double* %8, align 8
  br label %155

132:                                              ; preds = %106
  %133 = load i8*, i8** %4, align 4
  %134 = getelementptr inbounds i8, i8* %133, i32 4
  store i8* %134, i8** %4, align 4
  %135 = bitcast i8* %133 to i8**
  %136 = load i8*, i8** %135, align 4
  br label %155

137:                                              ; preds = %106
  %138 = load i8*, i8** %4, align 4
  %139 = getelementptr inbounds i8, i8* %138, i32 4
  store i8* %139, i8** %4, align 4
  %140 = bitcast i8* %138 to i32**
  %141 = load i32*, i32** %140, align 4
  %142 = load i32, i32* %141, align 4
  %143 = load i32, i32* %7, align 4
  %144 = add nsw i32 %143, %142
  store i32 %144, i32* %7, align 4
  br label %155

145:                                              ; preds = %106
  %146 = load i8*, i8** %4, align 4
  %147 = getelementptr inbounds i8, i8* %146, i32 8
  store i8* %147, i8** %4, align 4
  %148 = bitcast i8* %146 to %struct.Pair*
  %149 = bitcast %struct.Pair* %10 to i8*
  %150 = bitcast %struct.Pair* %148 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %149, i8* align 4 %150, i32 8, i1 false)
  %151 = getelementptr inbounds %struct.Pair, %struct.Pair* %10, i32 0, i32 0
  %152 = load i32, i32* %151, align 4
  %153 = load i32, i32* %7, align 4
  %154 = add nsw i32 %153, %152
  store i32 %154, i32* %7, align 4
  br label %155

155:                                              ; preds = %106, %145, %137, %132, %125, %117, %110
  br label %156

156:                                              ; preds = %155
  %157 = load i8*, i8** %9, align 4
  %158 = getelementptr inbounds i8, i8* %157, i32 1
  store i8* %158, i8** %9, align 4
  br label %102, !llvm.loop !14

159:                                              ; preds = %102
  %160 = load i32, i32* %7, align 4
  %161 = load double, double* %8, align 8
  %162 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.26, i32 0, i32 0), i32 noundef %160, double noundef %161)
  %163 = bitcast i8** %4 to i8*
  call void @llvm.va_end(i8* %163)
  %164 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %164)
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

34:                                               ; preds = %59, %7
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
  br label %60

42:                                               ; preds = %34
  %43 = load i32, i32* %18, align 4
  %44 = icmp eq i32 %43, 1
  br i1 %44, label %45, label %52

45:                                               ; preds = %42
  %46 = load i8*, i8** %15, align 4
  %47 = getelementptr inbounds i8, i8* %46, i32 8
  store i8* %47, i8** %15, align 4
  %48 = bitcast i8* %46 to i64*
  %49 = load i64, i64* %48, align 4
  %50 = load i64, i64* %16, align 8
  %51 = add nsw i64 %50, %49
  store i64 %51, i64* %16, align 8
  br label %59

52:                                               ; preds = %42
  %53 = load i8*, i8** %15, align 4
  %54 = getelementptr inbounds i8, i8* %53, i32 8
  store i8* %54, i8** %15, align 4
  %55 = bitcast i8* %53 to double*
  %56 = load double, double* %55, align 4
  %57 = load double, double* %17, align 8
  %58 = fadd double %57, %56
  store double %58, double* %17, align 8
  br label %59

59:                                               ; preds = %52, %45
  br label %34

60:                                               ; preds = %41
  %61 = bitcast i8** %15 to i8*
  call void @llvm.va_end(i8* %61)
  %62 = load i64, i64* %16, align 8
  %63 = mul nsw i64 %62, 1000
  %64 = load double, double* %17, align 8
  %65 = fmul double %64, 1.000000e+01
  %66 = fptosi double %65 to i64
  %67 = add nsw i64 %63, %66
  ret i64 %67
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
  br label %6, !llvm.loop !15

17:                                               ; preds = %6
  %18 = load i32, i32* %5, align 4
  ret i32 %18
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nofree nosync nounwind willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
