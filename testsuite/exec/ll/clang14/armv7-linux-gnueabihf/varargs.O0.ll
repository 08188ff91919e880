; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Pair = type { i32, i16 }
%struct.__va_list = type { i8* }

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
  %3 = alloca %struct.__va_list, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %4, align 4
  %6 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_start(i8* %6)
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %22, %1
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %25

11:                                               ; preds = %7
  %12 = bitcast %struct.__va_list* %3 to i8**
  %13 = load i8*, i8** %12, align 4
  %14 = getelementptr inbounds i8, i8* %13, i32 4
  store i8* %14, i8** %12, align 4
  %15 = bitcast i8* %13 to i32*
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
  br label %7, !llvm.loop !10

25:                                               ; preds = %7
  %26 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_end(i8* %26)
  %27 = load i32, i32* %4, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone
define internal i64 @sum_ll(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i64 0, i64* %4, align 8
  %6 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_start(i8* %6)
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %26, %1
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %29

11:                                               ; preds = %7
  %12 = bitcast %struct.__va_list* %3 to i8**
  %13 = load i8*, i8** %12, align 4
  %14 = ptrtoint i8* %13 to i32
  %15 = add i32 %14, 7
  %16 = and i32 %15, -8
  %17 = inttoptr i32 %16 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 8
  store i8* %18, i8** %12, align 4
  %19 = bitcast i8* %17 to i64*
  %20 = load i64, i64* %19, align 8
  %21 = load i32, i32* %5, align 4
  %22 = sext i32 %21 to i64
  %23 = add nsw i64 %20, %22
  %24 = load i64, i64* %4, align 8
  %25 = xor i64 %24, %23
  store i64 %25, i64* %4, align 8
  br label %26

26:                                               ; preds = %11
  %27 = load i32, i32* %5, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %5, align 4
  br label %7, !llvm.loop !12

29:                                               ; preds = %7
  %30 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_end(i8* %30)
  %31 = load i64, i64* %4, align 8
  ret i64 %31
}

; Function Attrs: noinline nounwind optnone
define internal double @sum_doubles(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store double 0.000000e+00, double* %4, align 8
  %6 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_start(i8* %6)
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %23, %1
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %26

11:                                               ; preds = %7
  %12 = load double, double* %4, align 8
  %13 = bitcast %struct.__va_list* %3 to i8**
  %14 = load i8*, i8** %13, align 4
  %15 = ptrtoint i8* %14 to i32
  %16 = add i32 %15, 7
  %17 = and i32 %16, -8
  %18 = inttoptr i32 %17 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i32 8
  store i8* %19, i8** %13, align 4
  %20 = bitcast i8* %18 to double*
  %21 = load double, double* %20, align 8
  %22 = call double @llvm.fmuladd.f64(double %12, double 2.000000e+00, double %21)
  store double %22, double* %4, align 8
  br label %23

23:                                               ; preds = %11
  %24 = load i32, i32* %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %5, align 4
  br label %7, !llvm.loop !13

26:                                               ; preds = %7
  %27 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_end(i8* %27)
  %28 = load double, double* %4, align 8
  ret double %28
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @show(i8* noundef %0, ...) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca %struct.__va_list, align 4
  %4 = alloca %struct.__va_list, align 4
  %5 = alloca i8*, align 4
  %6 = alloca %struct.Pair, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i8*, align 4
  %10 = alloca %struct.Pair, align 4
  store i8* %0, i8** %2, align 4
  %11 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_start(i8* %11)
  %12 = bitcast %struct.__va_list* %4 to i8*
  %13 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_copy(i8* %12, i8* %13)
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i32 0, i32 0))
  %15 = load i8*, i8** %2, align 4
  store i8* %15, i8** %5, align 4
  br label %16

16:                                               ; preds = %117, %1
  %17 = load i8*, i8** %5, align 4
  %18 = load i8, i8* %17, align 1
  %19 = icmp ne i8 %18, 0
  br i1 %19, label %20, label %120

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
  %29 = zext i8 %28 to i32
  switch i32 %29, label %116 [
    i32 105, label %30
    i32 108, label %37
    i32 100, label %48
    i32 115, label %59
    i32 112, label %66
    i32 80, label %74
    i32 99, label %87
    i32 104, label %96
    i32 102, label %105
  ]

30:                                               ; preds = %26
  %31 = bitcast %struct.__va_list* %3 to i8**
  %32 = load i8*, i8** %31, align 4
  %33 = getelementptr inbounds i8, i8* %32, i32 4
  store i8* %33, i8** %31, align 4
  %34 = bitcast i8* %32 to i32*
  %35 = load i32, i32* %34, align 4
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0), i32 noundef %35)
  br label %116

37:                                               ; preds = %26
  %38 = bitcast %struct.__va_list* %3 to i8**
  %39 = load i8*, i8** %38, align 4
  %40 = ptrtoint i8* %39 to i32
  %41 = add i32 %40, 7
  %42 = and i32 %41, -8
  %43 = inttoptr i32 %42 to i8*
  %44 = getelementptr inbounds i8, i8* %43, i32 8
  store i8* %44, i8** %38, align 4
  %45 = bitcast i8* %43 to i64*
  %46 = load i64, i64* %45, align 8
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), i64 noundef %46)
  br label %116

48:                                               ; preds = %26
  %49 = bitcast %struct.__va_list* %3 to i8**
  %50 = load i8*, i8** %49, align 4
  %51 = ptrtoint i8* %50 to i32
  %52 = add i32 %51, 7
  %53 = and i32 %52, -8
  %54 = inttoptr i32 %53 to i8*
  %55 = getelementptr inbounds i8, i8* %54, i32 8
  store i8* %55, i8** %49, align 4
  %56 = bitcast i8* %54 to double*
  %57 = load double, double* %56, align 8
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.19, i32 0, i32 0), double noundef %57)
  br label %116

59:                                               ; preds = %26
  %60 = bitcast %struct.__va_list* %3 to i8**
  %61 = load i8*, i8** %60, align 4
  %62 = getelementptr inbounds i8, i8* %61, i32 4
  store i8* %62, i8** %60, align 4
  %63 = bitcast i8* %61 to i8**
  %64 = load i8*, i8** %63, align 4
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i32 0, i32 0), i8* noundef %64)
  br label %116

66:                                               ; preds = %26
  %67 = bitcast %struct.__va_list* %3 to i8**
  %68 = load i8*, i8** %67, align 4
  %69 = getelementptr inbounds i8, i8* %68, i32 4
  store i8* %69, i8** %67, align 4
  %70 = bitcast i8* %68 to i32**
  %71 = load i32*, i32** %70, align 4
  %72 = load i32, i32* %71, align 4
  %73 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), i32 noundef %72)
  br label %116

74:                                               ; preds = %26
  %75 = bitcast %struct.__va_list* %3 to i8**
  %76 = load i8*, i8** %75, align 4
  %77 = getelementptr inbounds i8, i8* %76, i32 8
  store i8* %77, i8** %75, align 4
  %78 = bitcast i8* %76 to %struct.Pair*
  %79 = bitcast %struct.Pair* %6 to i8*
  %80 = bitcast %struct.Pair* %78 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %79, i8* align 4 %80, i32 8, i1 false)
  %81 = getelementptr inbounds %struct.Pair, %struct.Pair* %6, i32 0, i32 0
  %82 = load i32, i32* %81, align 4
  %83 = getelementptr inbounds %struct.Pair, %struct.Pair* %6, i32 0, i32 1
  %84 = load i16, i16* %83, align 4
  %85 = sext i16 %84 to i32
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i32 0, i32 0), i32 noundef %82, i32 noundef %85)
  br label %116

87:                                               ; preds = %26
  %88 = bitcast %struct.__va_list* %3 to i8**
  %89 = load i8*, i8** %88, align 4
  %90 = getelementptr inbounds i8, i8* %89, i32 4
  store i8* %90, i8** %88, align 4
  %91 = bitcast i8* %89 to i32*
  %92 = load i32, i32* %91, align 4
  %93 = trunc i32 %92 to i8
  %94 = zext i8 %93 to i32
  %95 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), i32 noundef %94)
  br label %116

96:                                               ; preds = %26
  %97 = bitcast %struct.__va_list* %3 to i8**
  %98 = load i8*, i8** %97, align 4
  %99 = getelementptr inbounds i8, i8* %98, i32 4
  store i8* %99, i8** %97, align 4
  %100 = bitcast i8* %98 to i32*
  %101 = load i32, i32* %100, align 4
  %102 = trunc i32 %101 to i16
  %103 = sext i16 %102 to i32
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0), i32 noundef %103)
  br label %116

105:                                              ; preds = %26
  %106 = bitcast %struct.__va_list* %3 to i8**
  %107 = load i8*, i8** %106, align 4
  %108 = ptrtoint i8* %107 to i32
  %109 = add i32 %108, 7
  %110 = and i32 %109, -8
  %111 = inttoptr i32 %110 to i8*
  %112 = getelementptr inbounds i8, i8* %111, i32 8
  store i8* %112, i8** %106, align 4
  %113 = bitcast i8* %111 to double*
  %114 = load double, double* %113, align 8
  %115 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i32 0, i32 0), double noundef %114)
  br label %116

116:                                              ; preds = %26, %105, %96, %87, %74, %66, %59, %48, %37, %30
  br label %117

117:                                              ; preds = %116
  %118 = load i8*, i8** %5, align 4
  %119 = getelementptr inbounds i8, i8* %118, i32 1
  store i8* %119, i8** %5, align 4
  br label %16, !llvm.loop !14

120:                                              ; preds = %16
  %121 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0))
  store i32 0, i32* %7, align 4
  store double 0.000000e+00, double* %8, align 8
  %122 = load i8*, i8** %2, align 4
  store i8* %122, i8** %9, align 4
  br label %123

123:                                              ; preds = %191, %120
  %124 = load i8*, i8** %9, align 4
  %125 = load i8, i8* %124, align 1
  %126 = icmp ne i8 %125, 0
  br i1 %126, label %127, label %194

127:                                              ; preds = %123
  %128 = load i8*, i8** %9, align 4
  %129 = load i8, i8* %128, align 1
  %130 = zext i8 %129 to i32
  switch i32 %130, label %190 [
    i32 105, label %131
    i32 99, label %131
    i32 104, label %131
    i32 108, label %139
    i32 100, label %152
    i32 102, label %152
    i32 115, label %164
    i32 112, label %170
    i32 80, label %179
  ]

131:                                              ; preds = %127, %127, %127
  %132 = bitcast %struct.__va_list* %4 to i8**
  %133 = load i8*, i8** %132, align 4
  %134 = getelementptr inbounds i8, i8* %133, i32 4
  store i8* %134, i8** %132, align 4
  %135 = bitcast i8* %133 to i32*
  %136 = load i32, i32* %135, align 4
  %137 = load i32, i32* %7, align 4
  %138 = add nsw i32 %137, %136
  store i32 %138, i32* %7, align 4
  br label %190

139:                                              ; preds = %127
  %140 = bitcast %struct.__va_list* %4 to i8**
  %141 = load i8*, i8** %140, align 4
  %142 = ptrtoint i8* %141 to i32
  %143 = add i32 %142, 7
  %144 = and i32 %143, -8
  %145 = inttoptr i32 %144 to i8*
  %146 = getelementptr inbounds i8, i8* %145, i32 8
  store i8* %146, i8** %140, align 4
  %147 = bitcast i8* %145 to i64*
  %148 = load i64, i64* %147, align 8
  %149 = trunc i64 %148 to i32
  %150 = load i32, i32* %7, align 4
  %151 = add nsw i32 %150, %149
  store i32 %151, i32* %7, align 4
  br label %190

152:                                              ; preds = %127, %127
  %153 = bitcast %struct.__va_list* %4 to i8**
  %154 = load i8*, i8** %153, align 4
  %155 = ptrtoint i8* %154 to i32
  %156 = add i32 %155, 7
  %157 = and i32 %156, -8
  %158 = inttoptr i32 %157 to i8*
  %159 = getelementptr inbounds i8, i8* %158, i32 8
  store i8* %159, i8** %153, align 4
  %160 = bitcast i8* %158 to double*
  %161 = load double, double* %160, align 8
  %162 = load double, double* %8, align 8
  %163 = fadd double %162, %161
  store double %163, double* %8, align 8
  br label %190

164:                                              ; preds = %127
  %165 = bitcast %struct.__va_list* %4 to i8**
  %166 = load i8*, i8** %165, align 4
  %167 = getelementptr inbounds i8, i8* %166, i32 4
  store i8* %167, i8** %165, align 4
  %168 = bitcast i8* %166 to i8**
  %169 = load i8*, i8** %168, align 4
  br label %190

170:                                              ; preds = %127
  %171 = bitcast %struct.__va_list* %4 to i8**
  %172 = load i8*, i8** %171, align 4
  %173 = getelementptr inbounds i8, i8* %172, i32 4
  store i8* %173, i8** %171, align 4
  %174 = bitcast i8* %172 to i32**
  %175 = load i32*, i32** %174, align 4
  %176 = load i32, i32* %175, align 4
  %177 = load i32, i32* %7, align 4
  %178 = add nsw i32 %177, %176
  store i32 %178, i32* %7, align 4
  br label %190

179:                                              ; preds = %127
  %180 = bitcast %struct.__va_list* %4 to i8**
  %181 = load i8*, i8** %180, align 4
  %182 = getelementptr inbounds i8, i8* %181, i32 8
  store i8* %182, i8** %180, align 4
  %183 = bitcast i8* %181 to %struct.Pair*
  %184 = bitcast %struct.Pair* %10 to i8*
  %185 = bitcast %struct.Pair* %183 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %184, i8* align 4 %185, i32 8, i1 false)
  %186 = getelementptr inbounds %struct.Pair, %struct.Pair* %10, i32 0, i32 0
  %187 = load i32, i32* %186, align 4
  %188 = load i32, i32* %7, align 4
  %189 = add nsw i32 %188, %187
  store i32 %189, i32* %7, align 4
  br label %190

190:                                              ; preds = %127, %179, %170, %164, %152, %139, %131
  br label %191

191:                                              ; preds = %190
  %192 = load i8*, i8** %9, align 4
  %193 = getelementptr inbounds i8, i8* %192, i32 1
  store i8* %193, i8** %9, align 4
  br label %123, !llvm.loop !15

194:                                              ; preds = %123
  %195 = load i32, i32* %7, align 4
  %196 = load double, double* %8, align 8
  %197 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.26, i32 0, i32 0), i32 noundef %195, double noundef %196)
  %198 = bitcast %struct.__va_list* %4 to i8*
  call void @llvm.va_end(i8* %198)
  %199 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_end(i8* %199)
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
  store i32 %0, i32* %8, align 4
  store i32 %1, i32* %9, align 4
  store i32 %2, i32* %10, align 4
  store i32 %3, i32* %11, align 4
  store i32 %4, i32* %12, align 4
  store i32 %5, i32* %13, align 4
  store i32 %6, i32* %14, align 4
  %19 = bitcast %struct.__va_list* %15 to i8*
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

34:                                               ; preds = %70, %7
  %35 = bitcast %struct.__va_list* %15 to i8**
  %36 = load i8*, i8** %35, align 4
  %37 = getelementptr inbounds i8, i8* %36, i32 4
  store i8* %37, i8** %35, align 4
  %38 = bitcast i8* %36 to i32*
  %39 = load i32, i32* %38, align 4
  store i32 %39, i32* %18, align 4
  %40 = load i32, i32* %18, align 4
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %43

42:                                               ; preds = %34
  br label %71

43:                                               ; preds = %34
  %44 = load i32, i32* %18, align 4
  %45 = icmp eq i32 %44, 1
  br i1 %45, label %46, label %58

46:                                               ; preds = %43
  %47 = bitcast %struct.__va_list* %15 to i8**
  %48 = load i8*, i8** %47, align 4
  %49 = ptrtoint i8* %48 to i32
  %50 = add i32 %49, 7
  %51 = and i32 %50, -8
  %52 = inttoptr i32 %51 to i8*
  %53 = getelementptr inbounds i8, i8* %52, i32 8
  store i8* %53, i8** %47, align 4
  %54 = bitcast i8* %52 to i64*
  %55 = load i64, i64* %54, align 8
  %56 = load i64, i64* %16, align 8
  %57 = add nsw i64 %56, %55
  store i64 %57, i64* %16, align 8
  br label %70

58:                                               ; preds = %43
  %59 = bitcast %struct.__va_list* %15 to i8**
  %60 = load i8*, i8** %59, align 4
  %61 = ptrtoint i8* %60 to i32
  %62 = add i32 %61, 7
  %63 = and i32 %62, -8
  %64 = inttoptr i32 %63 to i8*
  %65 = getelementptr inbounds i8, i8* %64, i32 8
  store i8* %65, i8** %59, align 4
  %66 = bitcast i8* %64 to double*
  %67 = load double, double* %66, align 8
  %68 = load double, double* %17, align 8
  %69 = fadd double %68, %67
  store double %69, double* %17, align 8
  br label %70

70:                                               ; preds = %58, %46
  br label %34

71:                                               ; preds = %42
  %72 = bitcast %struct.__va_list* %15 to i8*
  call void @llvm.va_end(i8* %72)
  %73 = load i64, i64* %16, align 8
  %74 = mul nsw i64 %73, 1000
  %75 = load double, double* %17, align 8
  %76 = fmul double %75, 1.000000e+01
  %77 = fptosi double %76 to i64
  %78 = add nsw i64 %74, %77
  ret i64 %78
}

; Function Attrs: noinline nounwind optnone
define internal i32 @forward(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_start(i8* %5)
  %6 = load i32, i32* %2, align 4
  %7 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %8 = bitcast i8** %7 to [1 x i32]*
  %9 = load [1 x i32], [1 x i32]* %8, align 4
  %10 = call i32 @vsum(i32 noundef %6, [1 x i32] %9)
  store i32 %10, i32* %4, align 4
  %11 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_end(i8* %11)
  %12 = load i32, i32* %4, align 4
  ret i32 %12
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
define internal i32 @vsum(i32 noundef %0, [1 x i32] %1) #0 {
  %3 = alloca %struct.__va_list, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %7 = bitcast i8** %6 to [1 x i32]*
  store [1 x i32] %1, [1 x i32]* %7, align 4
  store i32 %0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %12, %2
  %9 = load i32, i32* %4, align 4
  %10 = add nsw i32 %9, -1
  store i32 %10, i32* %4, align 4
  %11 = icmp ne i32 %9, 0
  br i1 %11, label %12, label %20

12:                                               ; preds = %8
  %13 = bitcast %struct.__va_list* %3 to i8**
  %14 = load i8*, i8** %13, align 4
  %15 = getelementptr inbounds i8, i8* %14, i32 4
  store i8* %15, i8** %13, align 4
  %16 = bitcast i8* %14 to i32*
  %17 = load i32, i32* %16, align 4
  %18 = load i32, i32* %5, align 4
  %19 = add nsw i32 %18, %17
  store i32 %19, i32* %5, align 4
  br label %8, !llvm.loop !16

20:                                               ; preds = %8
  %21 = load i32, i32* %5, align 4
  ret i32 %21
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nofree nosync nounwind willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
