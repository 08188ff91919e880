; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Pair = type { i32, i16 }
%struct.__va_list = type { i8*, i8*, i8*, i32, i32 }

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
  store i32 0, i32* %1, align 4
  %5 = call i32 (i32, ...) @sum_ints(i32 noundef 0)
  %6 = call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %7 = call i32 (i32, ...) @sum_ints(i32 noundef 12, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef -12)
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), i32 noundef %5, i32 noundef %6, i32 noundef %7)
  %9 = call i64 (i32, ...) @sum_ll(i32 noundef 2, i64 noundef 1099511627776, i64 noundef -1)
  %10 = call i64 (i32, ...) @sum_ll(i32 noundef 9, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 1125899906842624, i64 noundef 5, i64 noundef -6, i64 noundef 7, i64 noundef 8, i64 noundef 9)
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i64 noundef %9, i64 noundef %10)
  %12 = call double (i32, ...) @sum_doubles(i32 noundef 3, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01)
  %13 = call double (i32, ...) @sum_doubles(i32 noundef 12, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, double noundef 5.000000e-01)
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), double noundef %12, double noundef %13)
  store i32 42, i32* %2, align 4
  store i32 -7, i32* %3, align 4
  %15 = bitcast %struct.Pair* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %15, i8* align 4 bitcast (%struct.Pair* @__const.main.pr to i8*), i64 8, i1 false)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i32 noundef 5, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), double noundef 5.500000e+00)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef 1, double noundef 5.000000e-01, i64 noundef 10, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.500000e+00, i64 noundef 20, double noundef 2.250000e+00, i32 noundef 3, double noundef 3.500000e+00, i64 noundef 30, double noundef 3.250000e+00, i32 noundef 4, double noundef 4.500000e+00, i64 noundef 40, double noundef 4.250000e+00, i32 noundef 5, double noundef 5.500000e+00, i64 noundef 50, double noundef 5.250000e+00)
  %16 = bitcast %struct.Pair* %4 to i64*
  %17 = load i64, i64* %16, align 4
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32* noundef %2, i32 noundef 90, i32* noundef %3, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), i32 noundef -300, double noundef 7.500000e-01, i64 %17)
  call void (i8*, ...) @show(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i64 noundef 8589934592, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef -34359738368, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %18 = call i64 (i32, i32, i32, i32, i32, i32, i32, ...) @after_seven(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 1, i64 noundef 100, i32 noundef 2, double noundef 5.000000e-01, i32 noundef 1, i64 noundef 1048576, i32 noundef 2, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 2, double noundef 4.000000e+00, i32 noundef 2, double noundef 5.000000e+00, i32 noundef 2, double noundef 6.000000e+00, i32 noundef 2, double noundef 7.000000e+00, i32 noundef 2, double noundef 8.000000e+00, i32 noundef 2, double noundef 9.000000e+00, i32 noundef 0)
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i64 0, i64 0), i64 noundef %18)
  %20 = call i32 (i32, ...) @forward(i32 noundef 8, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.12, i64 0, i64 0), i32 noundef %20)
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([81 x i8], [81 x i8]* @.str.13, i64 0, i64 0), i32 noundef -1, i32 noundef -294967296, i32 noundef 48879, i32 noundef 48879, i32 noundef 8, i32 noundef 65, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.14, i64 0, i64 0), i64 noundef -9000000000, i64 noundef -446744073709551616, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 0x419D6F3454000000, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef -2, i32 noundef 200)
  ret i32 23
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %4, align 4
  %6 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_start(i8* %6)
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %36, %1
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %39

11:                                               ; preds = %7
  %12 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3
  %13 = load i32, i32* %12, align 8
  %14 = icmp sge i32 %13, 0
  br i1 %14, label %23, label %15

15:                                               ; preds = %11
  %16 = add i32 %13, 8
  store i32 %16, i32* %12, align 8
  %17 = icmp sle i32 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %15
  %19 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1
  %20 = load i8*, i8** %19, align 8
  %21 = getelementptr inbounds i8, i8* %20, i32 %13
  %22 = bitcast i8* %21 to i32*
  br label %28

23:                                               ; preds = %15, %11
  %24 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %25 = load i8*, i8** %24, align 8
  %26 = getelementptr inbounds i8, i8* %25, i64 8
  store i8* %26, i8** %24, align 8
  %27 = bitcast i8* %25 to i32*
  br label %28

28:                                               ; preds = %23, %18
  %29 = phi i32* [ %22, %18 ], [ %27, %23 ]
  %30 = load i32, i32* %29, align 8
  %31 = load i32, i32* %5, align 4
  %32 = add nsw i32 %31, 1
  %33 = mul nsw i32 %30, %32
  %34 = load i32, i32* %4, align 4
  %35 = add nsw i32 %34, %33
  store i32 %35, i32* %4, align 4
  br label %36

36:                                               ; preds = %28
  %37 = load i32, i32* %5, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %5, align 4
  br label %7, !llvm.loop !10

39:                                               ; preds = %7
  %40 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_end(i8* %40)
  %41 = load i32, i32* %4, align 4
  ret i32 %41
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ll(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i64 0, i64* %4, align 8
  %6 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_start(i8* %6)
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %36, %1
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %39

11:                                               ; preds = %7
  %12 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3
  %13 = load i32, i32* %12, align 8
  %14 = icmp sge i32 %13, 0
  br i1 %14, label %23, label %15

15:                                               ; preds = %11
  %16 = add i32 %13, 8
  store i32 %16, i32* %12, align 8
  %17 = icmp sle i32 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %15
  %19 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1
  %20 = load i8*, i8** %19, align 8
  %21 = getelementptr inbounds i8, i8* %20, i32 %13
  %22 = bitcast i8* %21 to i64*
  br label %28

23:                                               ; preds = %15, %11
  %24 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %25 = load i8*, i8** %24, align 8
  %26 = getelementptr inbounds i8, i8* %25, i64 8
  store i8* %26, i8** %24, align 8
  %27 = bitcast i8* %25 to i64*
  br label %28

28:                                               ; preds = %23, %18
  %29 = phi i64* [ %22, %18 ], [ %27, %23 ]
  %30 = load i64, i64* %29, align 8
  %31 = load i32, i32* %5, align 4
  %32 = sext i32 %31 to i64
  %33 = add nsw i64 %30, %32
  %34 = load i64, i64* %4, align 8
  %35 = xor i64 %34, %33
  store i64 %35, i64* %4, align 8
  br label %36

36:                                               ; preds = %28
  %37 = load i32, i32* %5, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %5, align 4
  br label %7, !llvm.loop !12

39:                                               ; preds = %7
  %40 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_end(i8* %40)
  %41 = load i64, i64* %4, align 8
  ret i64 %41
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_doubles(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store double 0.000000e+00, double* %4, align 8
  %6 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_start(i8* %6)
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %33, %1
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %36

11:                                               ; preds = %7
  %12 = load double, double* %4, align 8
  %13 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 4
  %14 = load i32, i32* %13, align 4
  %15 = icmp sge i32 %14, 0
  br i1 %15, label %24, label %16

16:                                               ; preds = %11
  %17 = add i32 %14, 16
  store i32 %17, i32* %13, align 4
  %18 = icmp sle i32 %17, 0
  br i1 %18, label %19, label %24

19:                                               ; preds = %16
  %20 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 2
  %21 = load i8*, i8** %20, align 8
  %22 = getelementptr inbounds i8, i8* %21, i32 %14
  %23 = bitcast i8* %22 to double*
  br label %29

24:                                               ; preds = %16, %11
  %25 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %26 = load i8*, i8** %25, align 8
  %27 = getelementptr inbounds i8, i8* %26, i64 8
  store i8* %27, i8** %25, align 8
  %28 = bitcast i8* %26 to double*
  br label %29

29:                                               ; preds = %24, %19
  %30 = phi double* [ %23, %19 ], [ %28, %24 ]
  %31 = load double, double* %30, align 8
  %32 = call double @llvm.fmuladd.f64(double %12, double 2.000000e+00, double %31)
  store double %32, double* %4, align 8
  br label %33

33:                                               ; preds = %29
  %34 = load i32, i32* %5, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %5, align 4
  br label %7, !llvm.loop !13

36:                                               ; preds = %7
  %37 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_end(i8* %37)
  %38 = load double, double* %4, align 8
  ret double %38
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(i8* noundef %0, ...) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca i8*, align 8
  %6 = alloca %struct.Pair, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i8*, align 8
  %10 = alloca %struct.Pair, align 4
  store i8* %0, i8** %2, align 8
  %11 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_start(i8* %11)
  %12 = bitcast %struct.__va_list* %4 to i8*
  %13 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_copy(i8* %12, i8* %13)
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i64 0, i64 0))
  %15 = load i8*, i8** %2, align 8
  store i8* %15, i8** %5, align 8
  br label %16

16:                                               ; preds = %231, %1
  %17 = load i8*, i8** %5, align 8
  %18 = load i8, i8* %17, align 1
  %19 = icmp ne i8 %18, 0
  br i1 %19, label %20, label %234

20:                                               ; preds = %16
  %21 = load i8*, i8** %5, align 8
  %22 = load i8*, i8** %2, align 8
  %23 = icmp ne i8* %21, %22
  br i1 %23, label %24, label %26

24:                                               ; preds = %20
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.16, i64 0, i64 0))
  br label %26

26:                                               ; preds = %24, %20
  %27 = load i8*, i8** %5, align 8
  %28 = load i8, i8* %27, align 1
  %29 = zext i8 %28 to i32
  switch i32 %29, label %230 [
    i32 105, label %30
    i32 108, label %51
    i32 100, label %72
    i32 115, label %93
    i32 112, label %114
    i32 80, label %136
    i32 99, label %163
    i32 104, label %186
    i32 102, label %209
  ]

30:                                               ; preds = %26
  %31 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3
  %32 = load i32, i32* %31, align 8
  %33 = icmp sge i32 %32, 0
  br i1 %33, label %42, label %34

34:                                               ; preds = %30
  %35 = add i32 %32, 8
  store i32 %35, i32* %31, align 8
  %36 = icmp sle i32 %35, 0
  br i1 %36, label %37, label %42

37:                                               ; preds = %34
  %38 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1
  %39 = load i8*, i8** %38, align 8
  %40 = getelementptr inbounds i8, i8* %39, i32 %32
  %41 = bitcast i8* %40 to i32*
  br label %47

42:                                               ; preds = %34, %30
  %43 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %44 = load i8*, i8** %43, align 8
  %45 = getelementptr inbounds i8, i8* %44, i64 8
  store i8* %45, i8** %43, align 8
  %46 = bitcast i8* %44 to i32*
  br label %47

47:                                               ; preds = %42, %37
  %48 = phi i32* [ %41, %37 ], [ %46, %42 ]
  %49 = load i32, i32* %48, align 8
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0), i32 noundef %49)
  br label %230

51:                                               ; preds = %26
  %52 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3
  %53 = load i32, i32* %52, align 8
  %54 = icmp sge i32 %53, 0
  br i1 %54, label %63, label %55

55:                                               ; preds = %51
  %56 = add i32 %53, 8
  store i32 %56, i32* %52, align 8
  %57 = icmp sle i32 %56, 0
  br i1 %57, label %58, label %63

58:                                               ; preds = %55
  %59 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1
  %60 = load i8*, i8** %59, align 8
  %61 = getelementptr inbounds i8, i8* %60, i32 %53
  %62 = bitcast i8* %61 to i64*
  br label %68

63:                                               ; preds = %55, %51
  %64 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %65 = load i8*, i8** %64, align 8
  %66 = getelementptr inbounds i8, i8* %65, i64 8
  store i8* %66, i8** %64, align 8
  %67 = bitcast i8* %65 to i64*
  br label %68

68:                                               ; preds = %63, %58
  %69 = phi i64* [ %62, %58 ], [ %67, %63 ]
  %70 = load i64, i64* %69, align 8
  %71 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), i64 noundef %70)
  br label %230

72:                                               ; preds = %26
  %73 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 4
  %74 = load i32, i32* %73, align 4
  %75 = icmp sge i32 %74, 0
  br i1 %75, label %84, label %76

76:                                               ; preds = %72
  %77 = add i32 %74, 16
  store i32 %77, i32* %73, align 4
  %78 = icmp sle i32 %77, 0
  br i1 %78, label %79, label %84

79:                                               ; preds = %76
  %80 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 2
  %81 = load i8*, i8** %80, align 8
  %82 = getelementptr inbounds i8, i8* %81, i32 %74
  %83 = bitcast i8* %82 to double*
  br label %89

84:                                               ; preds = %76, %72
  %85 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %86 = load i8*, i8** %85, align 8
  %87 = getelementptr inbounds i8, i8* %86, i64 8
  store i8* %87, i8** %85, align 8
  %88 = bitcast i8* %86 to double*
  br label %89

89:                                               ; preds = %84, %79
  %90 = phi double* [ %83, %79 ], [ %88, %84 ]
  %91 = load double, double* %90, align 8
  %92 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.19, i64 0, i64 0), double noundef %91)
  br label %230

93:                                               ; preds = %26
  %94 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3
  %95 = load i32, i32* %94, align 8
  %96 = icmp sge i32 %95, 0
  br i1 %96, label %105, label %97

97:                                               ; preds = %93
  %98 = add i32 %95, 8
  store i32 %98, i32* %94, align 8
  %99 = icmp sle i32 %98, 0
  br i1 %99, label %100, label %105

100:                                              ; preds = %97
  %101 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1
  %102 = load i8*, i8** %101, align 8
  %103 = getelementptr inbounds i8, i8* %102, i32 %95
  %104 = bitcast i8* %103 to i8**
  br label %110

105:                                              ; preds = %97, %93
  %106 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %107 = load i8*, i8** %106, align 8
  %108 = getelementptr inbounds i8, i8* %107, i64 8
  store i8* %108, i8** %106, align 8
  %109 = bitcast i8* %107 to i8**
  br label %110

110:                                              ; preds = %105, %100
  %111 = phi i8** [ %104, %100 ], [ %109, %105 ]
  %112 = load i8*, i8** %111, align 8
  %113 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i64 0, i64 0), i8* noundef %112)
  br label %230

114:                                              ; preds = %26
  %115 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3
  %116 = load i32, i32* %115, align 8
  %117 = icmp sge i32 %116, 0
  br i1 %117, label %126, label %118

118:                                              ; preds = %114
  %119 = add i32 %116, 8
  store i32 %119, i32* %115, align 8
  %120 = icmp sle i32 %119, 0
  br i1 %120, label %121, label %126

121:                                              ; preds = %118
  %122 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1
  %123 = load i8*, i8** %122, align 8
  %124 = getelementptr inbounds i8, i8* %123, i32 %116
  %125 = bitcast i8* %124 to i32**
  br label %131

126:                                              ; preds = %118, %114
  %127 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %128 = load i8*, i8** %127, align 8
  %129 = getelementptr inbounds i8, i8* %128, i64 8
  store i8* %129, i8** %127, align 8
  %130 = bitcast i8* %128 to i32**
  br label %131

131:                                              ; preds = %126, %121
  %132 = phi i32** [ %125, %121 ], [ %130, %126 ]
  %133 = load i32*, i32** %132, align 8
  %134 = load i32, i32* %133, align 4
  %135 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), i32 noundef %134)
  br label %230

136:                                              ; preds = %26
  %137 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3
  %138 = load i32, i32* %137, align 8
  %139 = icmp sge i32 %138, 0
  br i1 %139, label %148, label %140

140:                                              ; preds = %136
  %141 = add i32 %138, 8
  store i32 %141, i32* %137, align 8
  %142 = icmp sle i32 %141, 0
  br i1 %142, label %143, label %148

143:                                              ; preds = %140
  %144 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1
  %145 = load i8*, i8** %144, align 8
  %146 = getelementptr inbounds i8, i8* %145, i32 %138
  %147 = bitcast i8* %146 to %struct.Pair*
  br label %153

148:                                              ; preds = %140, %136
  %149 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %150 = load i8*, i8** %149, align 8
  %151 = getelementptr inbounds i8, i8* %150, i64 8
  store i8* %151, i8** %149, align 8
  %152 = bitcast i8* %150 to %struct.Pair*
  br label %153

153:                                              ; preds = %148, %143
  %154 = phi %struct.Pair* [ %147, %143 ], [ %152, %148 ]
  %155 = bitcast %struct.Pair* %6 to i8*
  %156 = bitcast %struct.Pair* %154 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %155, i8* align 8 %156, i64 8, i1 false)
  %157 = getelementptr inbounds %struct.Pair, %struct.Pair* %6, i32 0, i32 0
  %158 = load i32, i32* %157, align 4
  %159 = getelementptr inbounds %struct.Pair, %struct.Pair* %6, i32 0, i32 1
  %160 = load i16, i16* %159, align 4
  %161 = sext i16 %160 to i32
  %162 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i64 0, i64 0), i32 noundef %158, i32 noundef %161)
  br label %230

163:                                              ; preds = %26
  %164 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3
  %165 = load i32, i32* %164, align 8
  %166 = icmp sge i32 %165, 0
  br i1 %166, label %175, label %167

167:                                              ; preds = %163
  %168 = add i32 %165, 8
  store i32 %168, i32* %164, align 8
  %169 = icmp sle i32 %168, 0
  br i1 %169, label %170, label %175

170:                                              ; preds = %167
  %171 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1
  %172 = load i8*, i8** %171, align 8
  %173 = getelementptr inbounds i8, i8* %172, i32 %165
  %174 = bitcast i8* %173 to i32*
  br label %180

175:                                              ; preds = %167, %163
  %176 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %177 = load i8*, i8** %176, align 8
  %178 = getelementptr inbounds i8, i8* %177, i64 8
  store i8* %178, i8** %176, align 8
  %179 = bitcast i8* %177 to i32*
  br label %180

180:                                              ; preds = %175, %170
  %181 = phi i32* [ %174, %170 ], [ %179, %175 ]
  %182 = load i32, i32* %181, align 8
  %183 = trunc i32 %182 to i8
  %184 = zext i8 %183 to i32
  %185 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), i32 noundef %184)
  br label %230

186:                                              ; preds = %26
  %187 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3
  %188 = load i32, i32* %187, align 8
  %189 = icmp sge i32 %188, 0
  br i1 %189, label %198, label %190

190:                                              ; preds = %186
  %191 = add i32 %188, 8
  store i32 %191, i32* %187, align 8
  %192 = icmp sle i32 %191, 0
  br i1 %192, label %193, label %198

193:                                              ; preds = %190
  %194 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1
  %195 = load i8*, i8** %194, align 8
  %196 = getelementptr inbounds i8, i8* %195, i32 %188
  %197 = bitcast i8* %196 to i32*
  br label %203

198:                                              ; preds = %190, %186
  %199 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %200 = load i8*, i8** %199, align 8
  %201 = getelementptr inbounds i8, i8* %200, i64 8
  store i8* %201, i8** %199, align 8
  %202 = bitcast i8* %200 to i32*
  br label %203

203:                                              ; preds = %198, %193
  %204 = phi i32* [ %197, %193 ], [ %202, %198 ]
  %205 = load i32, i32* %204, align 8
  %206 = trunc i32 %205 to i16
  %207 = sext i16 %206 to i32
  %208 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0), i32 noundef %207)
  br label %230

209:                                              ; preds = %26
  %210 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 4
  %211 = load i32, i32* %210, align 4
  %212 = icmp sge i32 %211, 0
  br i1 %212, label %221, label %213

213:                                              ; preds = %209
  %214 = add i32 %211, 16
  store i32 %214, i32* %210, align 4
  %215 = icmp sle i32 %214, 0
  br i1 %215, label %216, label %221

216:                                              ; preds = %213
  %217 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 2
  %218 = load i8*, i8** %217, align 8
  %219 = getelementptr inbounds i8, i8* %218, i32 %211
  %220 = bitcast i8* %219 to double*
  br label %226

221:                                              ; preds = %213, %209
  %222 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %223 = load i8*, i8** %222, align 8
  %224 = getelementptr inbounds i8, i8* %223, i64 8
  store i8* %224, i8** %222, align 8
  %225 = bitcast i8* %223 to double*
  br label %226

226:                                              ; preds = %221, %216
  %227 = phi double* [ %220, %216 ], [ %225, %221 ]
  %228 = load double, double* %227, align 8
  %229 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i64 0, i64 0), double noundef %228)
  br label %230

230:                                              ; preds = %26, %226, %203, %180, %153, %131, %110, %89, %68, %47
  br label %231

231:                                              ; preds = %230
  %232 = load i8*, i8** %5, align 8
  %233 = getelementptr inbounds i8, i8* %232, i32 1
  store i8* %233, i8** %5, align 8
  br label %16, !llvm.loop !14

234:                                              ; preds = %16
  %235 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  store i32 0, i32* %7, align 4
  store double 0.000000e+00, double* %8, align 8
  %236 = load i8*, i8** %2, align 8
  store i8* %236, i8** %9, align 8
  br label %237

237:                                              ; preds = %381, %234
  %238 = load i8*, i8** %9, align 8
  %239 = load i8, i8* %238, align 1
  %240 = icmp ne i8 %239, 0
  br i1 %240, label %241, label %384

241:                                              ; preds = %237
  %242 = load i8*, i8** %9, align 8
  %243 = load i8, i8* %242, align 1
  %244 = zext i8 %243 to i32
  switch i32 %244, label %380 [
    i32 105, label %245
    i32 99, label %245
    i32 104, label %245
    i32 108, label %267
    i32 100, label %290
    i32 102, label %290
    i32 115, label %312
    i32 112, label %332
    i32 80, label %355
  ]

245:                                              ; preds = %241, %241, %241
  %246 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 3
  %247 = load i32, i32* %246, align 8
  %248 = icmp sge i32 %247, 0
  br i1 %248, label %257, label %249

249:                                              ; preds = %245
  %250 = add i32 %247, 8
  store i32 %250, i32* %246, align 8
  %251 = icmp sle i32 %250, 0
  br i1 %251, label %252, label %257

252:                                              ; preds = %249
  %253 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 1
  %254 = load i8*, i8** %253, align 8
  %255 = getelementptr inbounds i8, i8* %254, i32 %247
  %256 = bitcast i8* %255 to i32*
  br label %262

257:                                              ; preds = %249, %245
  %258 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 0
  %259 = load i8*, i8** %258, align 8
  %260 = getelementptr inbounds i8, i8* %259, i64 8
  store i8* %260, i8** %258, align 8
  %261 = bitcast i8* %259 to i32*
  br label %262

262:                                              ; preds = %257, %252
  %263 = phi i32* [ %256, %252 ], [ %261, %257 ]
  %264 = load i32, i32* %263, align 8
  %265 = load i32, i32* %7, align 4
  %266 = add nsw i32 %265, %264
  store i32 %266, i32* %7, align 4
  br label %380

267:                                              ; preds = %241
  %268 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 3
  %269 = load i32, i32* %268, align 8
  %270 = icmp sge i32 %269, 0
  br i1 %270, label %279, label %271

271:                                              ; preds = %267
  %272 = add i32 %269, 8
  store i32 %272, i32* %268, align 8
  %273 = icmp sle i32 %272, 0
  br i1 %273, label %274, label %279

274:                                              ; preds = %271
  %275 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 1
  %276 = load i8*, i8** %275, align 8
  %277 = getelementptr inbounds i8, i8* %276, i32 %269
  %278 = bitcast i8* %277 to i64*
  br label %284

279:                                              ; preds = %271, %267
  %280 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 0
  %281 = load i8*, i8** %280, align 8
  %282 = getelementptr inbounds i8, i8* %281, i64 8
  store i8* %282, i8** %280, align 8
  %283 = bitcast i8* %281 to i64*
  br label %284

284:                                              ; preds = %279, %274
  %285 = phi i64* [ %278, %274 ], [ %283, %279 ]
  %286 = load i64, i64* %285, align 8
  %287 = trunc i64 %286 to i32
  %288 = load i32, i32* %7, align 4
  %289 = add nsw i32 %288, %287
  store i32 %289, i32* %7, align 4
  br label %380

290:                                              ; preds = %241, %241
  %291 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 4
  %292 = load i32, i32* %291, align 4
  %293 = icmp sge i32 %292, 0
  br i1 %293, label %302, label %294

294:                                              ; preds = %290
  %295 = add i32 %292, 16
  store i32 %295, i32* %291, align 4
  %296 = icmp sle i32 %295, 0
  br i1 %296, label %297, label %302

297:                                              ; preds = %294
  %298 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 2
  %299 = load i8*, i8** %298, align 8
  %300 = getelementptr inbounds i8, i8* %299, i32 %292
  %301 = bitcast i8* %300 to double*
  br label %307

302:                                              ; preds = %294, %290
  %303 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 0
  %304 = load i8*, i8** %303, align 8
  %305 = getelementptr inbounds i8, i8* %304, i64 8
  store i8* %305, i8** %303, align 8
  %306 = bitcast i8* %304 to double*
  br label %307

307:                                              ; preds = %302, %297
  %308 = phi double* [ %301, %297 ], [ %306, %302 ]
  %309 = load double, double* %308, align 8
  %310 = load double, double* %8, align 8
  %311 = fadd double %310, %309
  store double %311, double* %8, align 8
  br label %380

312:                                              ; preds = %241
  %313 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 3
  %314 = load i32, i32* %313, align 8
  %315 = icmp sge i32 %314, 0
  br i1 %315, label %324, label %316

316:                                              ; preds = %312
  %317 = add i32 %314, 8
  store i32 %317, i32* %313, align 8
  %318 = icmp sle i32 %317, 0
  br i1 %318, label %319, label %324

319:                                              ; preds = %316
  %320 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 1
  %321 = load i8*, i8** %320, align 8
  %322 = getelementptr inbounds i8, i8* %321, i32 %314
  %323 = bitcast i8* %322 to i8**
  br label %329

324:                                              ; preds = %316, %312
  %325 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 0
  %326 = load i8*, i8** %325, align 8
  %327 = getelementptr inbounds i8, i8* %326, i64 8
  store i8* %327, i8** %325, align 8
  %328 = bitcast i8* %326 to i8**
  br label %329

329:                                              ; preds = %324, %319
  %330 = phi i8** [ %323, %319 ], [ %328, %324 ]
  %331 = load i8*, i8** %330, align 8
  br label %380

332:                                              ; preds = %241
  %333 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 3
  %334 = load i32, i32* %333, align 8
  %335 = icmp sge i32 %334, 0
  br i1 %335, label %344, label %336

336:                                              ; preds = %332
  %337 = add i32 %334, 8
  store i32 %337, i32* %333, align 8
  %338 = icmp sle i32 %337, 0
  br i1 %338, label %339, label %344

339:                                              ; preds = %336
  %340 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 1
  %341 = load i8*, i8** %340, align 8
  %342 = getelementptr inbounds i8, i8* %341, i32 %334
  %343 = bitcast i8* %342 to i32**
  br label %349

344:                                              ; preds = %336, %332
  %345 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 0
  %346 = load i8*, i8** %345, align 8
  %347 = getelementptr inbounds i8, i8* %346, i64 8
  store i8* %347, i8** %345, align 8
  %348 = bitcast i8* %346 to i32**
  br label %349

349:                                              ; preds = %344, %339
  %350 = phi i32** [ %343, %339 ], [ %348, %344 ]
  %351 = load i32*, i32** %350, align 8
  %352 = load i32, i32* %351, align 4
  %353 = load i32, i32* %7, align 4
  %354 = add nsw i32 %353, %352
  store i32 %354, i32* %7, align 4
  br label %380

355:                                              ; preds = %241
  %356 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 3
  %357 = load i32, i32* %356, align 8
  %358 = icmp sge i32 %357, 0
  br i1 %358, label %367, label %359

359:                                              ; preds = %355
  %360 = add i32 %357, 8
  store i32 %360, i32* %356, align 8
  %361 = icmp sle i32 %360, 0
  br i1 %361, label %362, label %367

362:                                              ; preds = %359
  %363 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 1
  %364 = load i8*, i8** %363, align 8
  %365 = getelementptr inbounds i8, i8* %364, i32 %357
  %366 = bitcast i8* %365 to %struct.Pair*
  br label %372

367:                                              ; preds = %359, %355
  %368 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 0
  %369 = load i8*, i8** %368, align 8
  %370 = getelementptr inbounds i8, i8* %369, i64 8
  store i8* %370, i8** %368, align 8
  %371 = bitcast i8* %369 to %struct.Pair*
  br label %372

372:                                              ; preds = %367, %362
  %373 = phi %struct.Pair* [ %366, %362 ], [ %371, %367 ]
  %374 = bitcast %struct.Pair* %10 to i8*
  %375 = bitcast %struct.Pair* %373 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %374, i8* align 8 %375, i64 8, i1 false)
  %376 = getelementptr inbounds %struct.Pair, %struct.Pair* %10, i32 0, i32 0
  %377 = load i32, i32* %376, align 4
  %378 = load i32, i32* %7, align 4
  %379 = add nsw i32 %378, %377
  store i32 %379, i32* %7, align 4
  br label %380

380:                                              ; preds = %241, %372, %349, %329, %307, %284, %262
  br label %381

381:                                              ; preds = %380
  %382 = load i8*, i8** %9, align 8
  %383 = getelementptr inbounds i8, i8* %382, i32 1
  store i8* %383, i8** %9, align 8
  br label %237, !llvm.loop !15

384:                                              ; preds = %237
  %385 = load i32, i32* %7, align 4
  %386 = load double, double* %8, align 8
  %387 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.26, i64 0, i64 0), i32 noundef %385, double noundef %386)
  %388 = bitcast %struct.__va_list* %4 to i8*
  call void @llvm.va_end(i8* %388)
  %389 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_end(i8* %389)
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

34:                                               ; preds = %104, %7
  %35 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %15, i32 0, i32 3
  %36 = load i32, i32* %35, align 8
  %37 = icmp sge i32 %36, 0
  br i1 %37, label %46, label %38

38:                                               ; preds = %34
  %39 = add i32 %36, 8
  store i32 %39, i32* %35, align 8
  %40 = icmp sle i32 %39, 0
  br i1 %40, label %41, label %46

41:                                               ; preds = %38
  %42 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %15, i32 0, i32 1
  %43 = load i8*, i8** %42, align 8
  %44 = getelementptr inbounds i8, i8* %43, i32 %36
  %45 = bitcast i8* %44 to i32*
  br label %51

46:                                               ; preds = %38, %34
  %47 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %15, i32 0, i32 0
  %48 = load i8*, i8** %47, align 8
  %49 = getelementptr inbounds i8, i8* %48, i64 8
  store i8* %49, i8** %47, align 8
  %50 = bitcast i8* %48 to i32*
  br label %51

51:                                               ; preds = %46, %41
  %52 = phi i32* [ %45, %41 ], [ %50, %46 ]
  %53 = load i32, i32* %52, align 8
  store i32 %53, i32* %18, align 4
  %54 = load i32, i32* %18, align 4
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %56, label %57

56:                                               ; preds = %51
  br label %105

57:                                               ; preds = %51
  %58 = load i32, i32* %18, align 4
  %59 = icmp eq i32 %58, 1
  br i1 %59, label %60, label %82

60:                                               ; preds = %57
  %61 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %15, i32 0, i32 3
  %62 = load i32, i32* %61, align 8
  %63 = icmp sge i32 %62, 0
  br i1 %63, label %72, label %64

64:                                               ; preds = %60
  %65 = add i32 %62, 8
  store i32 %65, i32* %61, align 8
  %66 = icmp sle i32 %65, 0
  br i1 %66, label %67, label %72

67:                                               ; preds = %64
  %68 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %15, i32 0, i32 1
  %69 = load i8*, i8** %68, align 8
  %70 = getelementptr inbounds i8, i8* %69, i32 %62
  %71 = bitcast i8* %70 to i64*
  br label %77

72:                                               ; preds = %64, %60
  %73 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %15, i32 0, i32 0
  %74 = load i8*, i8** %73, align 8
  %75 = getelementptr inbounds i8, i8* %74, i64 8
  store i8* %75, i8** %73, align 8
  %76 = bitcast i8* %74 to i64*
  br label %77

77:                                               ; preds = %72, %67
  %78 = phi i64* [ %71, %67 ], [ %76, %72 ]
  %79 = load i64, i64* %78, align 8
  %80 = load i64, i64* %16, align 8
  %81 = add nsw i64 %80, %79
  store i64 %81, i64* %16, align 8
  br label %104

82:                                               ; preds = %57
  %83 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %15, i32 0, i32 4
  %84 = load i32, i32* %83, align 4
  %85 = icmp sge i32 %84, 0
  br i1 %85, label %94, label %86

86:                                               ; preds = %82
  %87 = add i32 %84, 16
  store i32 %87, i32* %83, align 4
  %88 = icmp sle i32 %87, 0
  br i1 %88, label %89, label %94

89:                                               ; preds = %86
  %90 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %15, i32 0, i32 2
  %91 = load i8*, i8** %90, align 8
  %92 = getelementptr inbounds i8, i8* %91, i32 %84
  %93 = bitcast i8* %92 to double*
  br label %99

94:                                               ; preds = %86, %82
  %95 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %15, i32 0, i32 0
  %96 = load i8*, i8** %95, align 8
  %97 = getelementptr inbounds i8, i8* %96, i64 8
  store i8* %97, i8** %95, align 8
  %98 = bitcast i8* %96 to double*
  br label %99

99:                                               ; preds = %94, %89
  %100 = phi double* [ %93, %89 ], [ %98, %94 ]
  %101 = load double, double* %100, align 8
  %102 = load double, double* %17, align 8
  %103 = fadd double %102, %101
  store double %103, double* %17, align 8
  br label %104

104:                                              ; preds = %99, %77
  br label %34

105:                                              ; preds = %56
  %106 = bitcast %struct.__va_list* %15 to i8*
  call void @llvm.va_end(i8* %106)
  %107 = load i64, i64* %16, align 8
  %108 = mul nsw i64 %107, 1000
  %109 = load double, double* %17, align 8
  %110 = fmul double %109, 1.000000e+01
  %111 = fptosi double %110 to i64
  %112 = add nsw i64 %108, %111
  ret i64 %112
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @forward(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.__va_list, align 8
  store i32 %0, i32* %2, align 4
  %6 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_start(i8* %6)
  %7 = load i32, i32* %2, align 4
  %8 = bitcast %struct.__va_list* %5 to i8*
  %9 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %8, i8* align 8 %9, i64 32, i1 false)
  %10 = call i32 @vsum(i32 noundef %7, %struct.__va_list* noundef %5)
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

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vsum(i32 noundef %0, %struct.__va_list* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %26, %2
  %6 = load i32, i32* %3, align 4
  %7 = add nsw i32 %6, -1
  store i32 %7, i32* %3, align 4
  %8 = icmp ne i32 %6, 0
  br i1 %8, label %9, label %31

9:                                                ; preds = %5
  %10 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %1, i32 0, i32 3
  %11 = load i32, i32* %10, align 8
  %12 = icmp sge i32 %11, 0
  br i1 %12, label %21, label %13

13:                                               ; preds = %9
  %14 = add i32 %11, 8
  store i32 %14, i32* %10, align 8
  %15 = icmp sle i32 %14, 0
  br i1 %15, label %16, label %21

16:                                               ; preds = %13
  %17 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %1, i32 0, i32 1
  %18 = load i8*, i8** %17, align 8
  %19 = getelementptr inbounds i8, i8* %18, i32 %11
  %20 = bitcast i8* %19 to i32*
  br label %26

21:                                               ; preds = %13, %9
  %22 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %1, i32 0, i32 0
  %23 = load i8*, i8** %22, align 8
  %24 = getelementptr inbounds i8, i8* %23, i64 8
  store i8* %24, i8** %22, align 8
  %25 = bitcast i8* %23 to i32*
  br label %26

26:                                               ; preds = %21, %16
  %27 = phi i32* [ %20, %16 ], [ %25, %21 ]
  %28 = load i32, i32* %27, align 8
  %29 = load i32, i32* %4, align 4
  %30 = add nsw i32 %29, %28
  store i32 %30, i32* %4, align 4
  br label %5, !llvm.loop !16

31:                                               ; preds = %5
  %32 = load i32, i32* %4, align 4
  ret i32 %32
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nofree nosync nounwind willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
