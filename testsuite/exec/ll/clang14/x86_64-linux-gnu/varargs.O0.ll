; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pair = type { i32, i16 }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

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
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %4, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %7 = bitcast %struct.__va_list_tag* %6 to i8*
  call void @llvm.va_start(i8* %7)
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %36, %1
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %39

12:                                               ; preds = %8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %14 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 0
  %15 = load i32, i32* %14, align 16
  %16 = icmp ule i32 %15, 40
  br i1 %16, label %17, label %23

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 3
  %19 = load i8*, i8** %18, align 16
  %20 = getelementptr i8, i8* %19, i32 %15
  %21 = bitcast i8* %20 to i32*
  %22 = add i32 %15, 8
  store i32 %22, i32* %14, align 16
  br label %28

23:                                               ; preds = %12
  %24 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 2
  %25 = load i8*, i8** %24, align 8
  %26 = bitcast i8* %25 to i32*
  %27 = getelementptr i8, i8* %25, i32 8
  store i8* %27, i8** %24, align 8
  br label %28

28:                                               ; preds = %23, %17
  %29 = phi i32* [ %21, %17 ], [ %26, %23 ]
  %30 = load i32, i32* %29, align 4
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
  br label %8, !llvm.loop !6

39:                                               ; preds = %8
  %40 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %41 = bitcast %struct.__va_list_tag* %40 to i8*
  call void @llvm.va_end(i8* %41)
  %42 = load i32, i32* %4, align 4
  ret i32 %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ll(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i64 0, i64* %4, align 8
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %7 = bitcast %struct.__va_list_tag* %6 to i8*
  call void @llvm.va_start(i8* %7)
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %36, %1
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %39

12:                                               ; preds = %8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %14 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 0
  %15 = load i32, i32* %14, align 16
  %16 = icmp ule i32 %15, 40
  br i1 %16, label %17, label %23

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 3
  %19 = load i8*, i8** %18, align 16
  %20 = getelementptr i8, i8* %19, i32 %15
  %21 = bitcast i8* %20 to i64*
  %22 = add i32 %15, 8
  store i32 %22, i32* %14, align 16
  br label %28

23:                                               ; preds = %12
  %24 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 2
  %25 = load i8*, i8** %24, align 8
  %26 = bitcast i8* %25 to i64*
  %27 = getelementptr i8, i8* %25, i32 8
  store i8* %27, i8** %24, align 8
  br label %28

28:                                               ; preds = %23, %17
  %29 = phi i64* [ %21, %17 ], [ %26, %23 ]
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
  br label %8, !llvm.loop !8

39:                                               ; preds = %8
  %40 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %41 = bitcast %struct.__va_list_tag* %40 to i8*
  call void @llvm.va_end(i8* %41)
  %42 = load i64, i64* %4, align 8
  ret i64 %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_doubles(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store double 0.000000e+00, double* %4, align 8
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %7 = bitcast %struct.__va_list_tag* %6 to i8*
  call void @llvm.va_start(i8* %7)
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %33, %1
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %36

12:                                               ; preds = %8
  %13 = load double, double* %4, align 8
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %15 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %14, i32 0, i32 1
  %16 = load i32, i32* %15, align 4
  %17 = icmp ule i32 %16, 160
  br i1 %17, label %18, label %24

18:                                               ; preds = %12
  %19 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %14, i32 0, i32 3
  %20 = load i8*, i8** %19, align 16
  %21 = getelementptr i8, i8* %20, i32 %16
  %22 = bitcast i8* %21 to double*
  %23 = add i32 %16, 16
  store i32 %23, i32* %15, align 4
  br label %29

24:                                               ; preds = %12
  %25 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %14, i32 0, i32 2
  %26 = load i8*, i8** %25, align 8
  %27 = bitcast i8* %26 to double*
  %28 = getelementptr i8, i8* %26, i32 8
  store i8* %28, i8** %25, align 8
  br label %29

29:                                               ; preds = %24, %18
  %30 = phi double* [ %22, %18 ], [ %27, %24 ]
  %31 = load double, double* %30, align 8
  %32 = call double @llvm.fmuladd.f64(double %13, double 2.000000e+00, double %31)
  store double %32, double* %4, align 8
  br label %33

33:                                               ; preds = %29
  %34 = load i32, i32* %5, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %5, align 4
  br label %8, !llvm.loop !9

36:                                               ; preds = %8
  %37 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %38 = bitcast %struct.__va_list_tag* %37 to i8*
  call void @llvm.va_end(i8* %38)
  %39 = load double, double* %4, align 8
  ret double %39
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(i8* noundef %0, ...) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca i8*, align 8
  %6 = alloca %struct.Pair, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i8*, align 8
  %10 = alloca %struct.Pair, align 4
  store i8* %0, i8** %2, align 8
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %12 = bitcast %struct.__va_list_tag* %11 to i8*
  call void @llvm.va_start(i8* %12)
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %15 = bitcast %struct.__va_list_tag* %13 to i8*
  %16 = bitcast %struct.__va_list_tag* %14 to i8*
  call void @llvm.va_copy(i8* %15, i8* %16)
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i64 0, i64 0))
  %18 = load i8*, i8** %2, align 8
  store i8* %18, i8** %5, align 8
  br label %19

19:                                               ; preds = %225, %1
  %20 = load i8*, i8** %5, align 8
  %21 = load i8, i8* %20, align 1
  %22 = icmp ne i8 %21, 0
  br i1 %22, label %23, label %228

23:                                               ; preds = %19
  %24 = load i8*, i8** %5, align 8
  %25 = load i8*, i8** %2, align 8
  %26 = icmp ne i8* %24, %25
  br i1 %26, label %27, label %29

27:                                               ; preds = %23
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.16, i64 0, i64 0))
  br label %29

29:                                               ; preds = %27, %23
  %30 = load i8*, i8** %5, align 8
  %31 = load i8, i8* %30, align 1
  %32 = sext i8 %31 to i32
  switch i32 %32, label %224 [
    i32 105, label %33
    i32 108, label %53
    i32 100, label %73
    i32 115, label %93
    i32 112, label %113
    i32 80, label %134
    i32 99, label %160
    i32 104, label %182
    i32 102, label %204
  ]

33:                                               ; preds = %29
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %35 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %34, i32 0, i32 0
  %36 = load i32, i32* %35, align 16
  %37 = icmp ule i32 %36, 40
  br i1 %37, label %38, label %44

38:                                               ; preds = %33
  %39 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %34, i32 0, i32 3
  %40 = load i8*, i8** %39, align 16
  %41 = getelementptr i8, i8* %40, i32 %36
  %42 = bitcast i8* %41 to i32*
  %43 = add i32 %36, 8
  store i32 %43, i32* %35, align 16
  br label %49

44:                                               ; preds = %33
  %45 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %34, i32 0, i32 2
  %46 = load i8*, i8** %45, align 8
  %47 = bitcast i8* %46 to i32*
  %48 = getelementptr i8, i8* %46, i32 8
  store i8* %48, i8** %45, align 8
  br label %49

49:                                               ; preds = %44, %38
  %50 = phi i32* [ %42, %38 ], [ %47, %44 ]
  %51 = load i32, i32* %50, align 4
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0), i32 noundef %51)
  br label %224

53:                                               ; preds = %29
  %54 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %55 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %54, i32 0, i32 0
  %56 = load i32, i32* %55, align 16
  %57 = icmp ule i32 %56, 40
  br i1 %57, label %58, label %64

58:                                               ; preds = %53
  %59 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %54, i32 0, i32 3
  %60 = load i8*, i8** %59, align 16
  %61 = getelementptr i8, i8* %60, i32 %56
  %62 = bitcast i8* %61 to i64*
  %63 = add i32 %56, 8
  store i32 %63, i32* %55, align 16
  br label %69

64:                                               ; preds = %53
  %65 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %54, i32 0, i32 2
  %66 = load i8*, i8** %65, align 8
  %67 = bitcast i8* %66 to i64*
  %68 = getelementptr i8, i8* %66, i32 8
  store i8* %68, i8** %65, align 8
  br label %69

69:                                               ; preds = %64, %58
  %70 = phi i64* [ %62, %58 ], [ %67, %64 ]
  %71 = load i64, i64* %70, align 8
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), i64 noundef %71)
  br label %224

73:                                               ; preds = %29
  %74 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %75 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %74, i32 0, i32 1
  %76 = load i32, i32* %75, align 4
  %77 = icmp ule i32 %76, 160
  br i1 %77, label %78, label %84

78:                                               ; preds = %73
  %79 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %74, i32 0, i32 3
  %80 = load i8*, i8** %79, align 16
  %81 = getelementptr i8, i8* %80, i32 %76
  %82 = bitcast i8* %81 to double*
  %83 = add i32 %76, 16
  store i32 %83, i32* %75, align 4
  br label %89

84:                                               ; preds = %73
  %85 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %74, i32 0, i32 2
  %86 = load i8*, i8** %85, align 8
  %87 = bitcast i8* %86 to double*
  %88 = getelementptr i8, i8* %86, i32 8
  store i8* %88, i8** %85, align 8
  br label %89

89:                                               ; preds = %84, %78
  %90 = phi double* [ %82, %78 ], [ %87, %84 ]
  %91 = load double, double* %90, align 8
  %92 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.19, i64 0, i64 0), double noundef %91)
  br label %224

93:                                               ; preds = %29
  %94 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %95 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %94, i32 0, i32 0
  %96 = load i32, i32* %95, align 16
  %97 = icmp ule i32 %96, 40
  br i1 %97, label %98, label %104

98:                                               ; preds = %93
  %99 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %94, i32 0, i32 3
  %100 = load i8*, i8** %99, align 16
  %101 = getelementptr i8, i8* %100, i32 %96
  %102 = bitcast i8* %101 to i8**
  %103 = add i32 %96, 8
  store i32 %103, i32* %95, align 16
  br label %109

104:                                              ; preds = %93
  %105 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %94, i32 0, i32 2
  %106 = load i8*, i8** %105, align 8
  %107 = bitcast i8* %106 to i8**
  %108 = getelementptr i8, i8* %106, i32 8
  store i8* %108, i8** %105, align 8
  br label %109

109:                                              ; preds = %104, %98
  %110 = phi i8** [ %102, %98 ], [ %107, %104 ]
  %111 = load i8*, i8** %110, align 8
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i64 0, i64 0), i8* noundef %111)
  br label %224

113:                                              ; preds = %29
  %114 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %115 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %114, i32 0, i32 0
  %116 = load i32, i32* %115, align 16
  %117 = icmp ule i32 %116, 40
  br i1 %117, label %118, label %124

118:                                              ; preds = %113
  %119 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %114, i32 0, i32 3
  %120 = load i8*, i8** %119, align 16
  %121 = getelementptr i8, i8* %120, i32 %116
  %122 = bitcast i8* %121 to i32**
  %123 = add i32 %116, 8
  store i32 %123, i32* %115, align 16
  br label %129

124:                                              ; preds = %113
  %125 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %114, i32 0, i32 2
  %126 = load i8*, i8** %125, align 8
  %127 = bitcast i8* %126 to i32**
  %128 = getelementptr i8, i8* %126, i32 8
  store i8* %128, i8** %125, align 8
  br label %129

129:                                              ; preds = %124, %118
  %130 = phi i32** [ %122, %118 ], [ %127, %124 ]
  %131 = load i32*, i32** %130, align 8
  %132 = load i32, i32* %131, align 4
  %133 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), i32 noundef %132)
  br label %224

134:                                              ; preds = %29
  %135 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %136 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %135, i32 0, i32 0
  %137 = load i32, i32* %136, align 16
  %138 = icmp ule i32 %137, 40
  br i1 %138, label %139, label %145

139:                                              ; preds = %134
  %140 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %135, i32 0, i32 3
  %141 = load i8*, i8** %140, align 16
  %142 = getelementptr i8, i8* %141, i32 %137
  %143 = bitcast i8* %142 to %struct.Pair*
  %144 = add i32 %137, 8
  store i32 %144, i32* %136, align 16
  br label %150

145:                                              ; preds = %134
  %146 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %135, i32 0, i32 2
  %147 = load i8*, i8** %146, align 8
  %148 = bitcast i8* %147 to %struct.Pair*
  %149 = getelementptr i8, i8* %147, i32 8
  store i8* %149, i8** %146, align 8
  br label %150

150:                                              ; preds = %145, %139
  %151 = phi %struct.Pair* [ %143, %139 ], [ %148, %145 ]
  %152 = bitcast %struct.Pair* %6 to i8*
  %153 = bitcast %struct.Pair* %151 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %152, i8* align 4 %153, i64 8, i1 false)
  %154 = getelementptr inbounds %struct.Pair, %struct.Pair* %6, i32 0, i32 0
  %155 = load i32, i32* %154, align 4
  %156 = getelementptr inbounds %struct.Pair, %struct.Pair* %6, i32 0, i32 1
  %157 = load i16, i16* %156, align 4
  %158 = sext i16 %157 to i32
  %159 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i64 0, i64 0), i32 noundef %155, i32 noundef %158)
  br label %224

160:                                              ; preds = %29
  %161 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %162 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %161, i32 0, i32 0
  %163 = load i32, i32* %162, align 16
  %164 = icmp ule i32 %163, 40
  br i1 %164, label %165, label %171

165:                                              ; preds = %160
  %166 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %161, i32 0, i32 3
  %167 = load i8*, i8** %166, align 16
  %168 = getelementptr i8, i8* %167, i32 %163
  %169 = bitcast i8* %168 to i32*
  %170 = add i32 %163, 8
  store i32 %170, i32* %162, align 16
  br label %176

171:                                              ; preds = %160
  %172 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %161, i32 0, i32 2
  %173 = load i8*, i8** %172, align 8
  %174 = bitcast i8* %173 to i32*
  %175 = getelementptr i8, i8* %173, i32 8
  store i8* %175, i8** %172, align 8
  br label %176

176:                                              ; preds = %171, %165
  %177 = phi i32* [ %169, %165 ], [ %174, %171 ]
  %178 = load i32, i32* %177, align 4
  %179 = trunc i32 %178 to i8
  %180 = sext i8 %179 to i32
  %181 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), i32 noundef %180)
  br label %224

182:                                              ; preds = %29
  %183 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %184 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %183, i32 0, i32 0
  %185 = load i32, i32* %184, align 16
  %186 = icmp ule i32 %185, 40
  br i1 %186, label %187, label %193

187:                                              ; preds = %182
  %188 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %183, i32 0, i32 3
  %189 = load i8*, i8** %188, align 16
  %190 = getelementptr i8, i8* %189, i32 %185
  %191 = bitcast i8* %190 to i32*
  %192 = add i32 %185, 8
  store i32 %192, i32* %184, align 16
  br label %198

193:                                              ; preds = %182
  %194 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %183, i32 0, i32 2
  %195 = load i8*, i8** %194, align 8
  %196 = bitcast i8* %195 to i32*
  %197 = getelementptr i8, i8* %195, i32 8
  store i8* %197, i8** %194, align 8
  br label %198

198:                                              ; preds = %193, %187
  %199 = phi i32* [ %191, %187 ], [ %196, %193 ]
  %200 = load i32, i32* %199, align 4
  %201 = trunc i32 %200 to i16
  %202 = sext i16 %201 to i32
  %203 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0), i32 noundef %202)
  br label %224

204:                                              ; preds = %29
  %205 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %206 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %205, i32 0, i32 1
  %207 = load i32, i32* %206, align 4
  %208 = icmp ule i32 %207, 160
  br i1 %208, label %209, label %215

209:                                              ; preds = %204
  %210 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %205, i32 0, i32 3
  %211 = load i8*, i8** %210, align 16
  %212 = getelementptr i8, i8* %211, i32 %207
  %213 = bitcast i8* %212 to double*
  %214 = add i32 %207, 16
  store i32 %214, i32* %206, align 4
  br label %220

215:                                              ; preds = %204
  %216 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %205, i32 0, i32 2
  %217 = load i8*, i8** %216, align 8
  %218 = bitcast i8* %217 to double*
  %219 = getelementptr i8, i8* %217, i32 8
  store i8* %219, i8** %216, align 8
  br label %220

220:                                              ; preds = %215, %209
  %221 = phi double* [ %213, %209 ], [ %218, %215 ]
  %222 = load double, double* %221, align 8
  %223 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i64 0, i64 0), double noundef %222)
  br label %224

224:                                              ; preds = %29, %220, %198, %176, %150, %129, %109, %89, %69, %49
  br label %225

225:                                              ; preds = %224
  %226 = load i8*, i8** %5, align 8
  %227 = getelementptr inbounds i8, i8* %226, i32 1
  store i8* %227, i8** %5, align 8
  br label %19, !llvm.loop !10

228:                                              ; preds = %19
  %229 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  store i32 0, i32* %7, align 4
  store double 0.000000e+00, double* %8, align 8
  %230 = load i8*, i8** %2, align 8
  store i8* %230, i8** %9, align 8
  br label %231

231:                                              ; preds = %369, %228
  %232 = load i8*, i8** %9, align 8
  %233 = load i8, i8* %232, align 1
  %234 = icmp ne i8 %233, 0
  br i1 %234, label %235, label %372

235:                                              ; preds = %231
  %236 = load i8*, i8** %9, align 8
  %237 = load i8, i8* %236, align 1
  %238 = sext i8 %237 to i32
  switch i32 %238, label %368 [
    i32 105, label %239
    i32 99, label %239
    i32 104, label %239
    i32 108, label %260
    i32 100, label %282
    i32 102, label %282
    i32 115, label %303
    i32 112, label %322
    i32 80, label %344
  ]

239:                                              ; preds = %235, %235, %235
  %240 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %241 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %240, i32 0, i32 0
  %242 = load i32, i32* %241, align 16
  %243 = icmp ule i32 %242, 40
  br i1 %243, label %244, label %250

244:                                              ; preds = %239
  %245 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %240, i32 0, i32 3
  %246 = load i8*, i8** %245, align 16
  %247 = getelementptr i8, i8* %246, i32 %242
  %248 = bitcast i8* %247 to i32*
  %249 = add i32 %242, 8
  store i32 %249, i32* %241, align 16
  br label %255

250:                                              ; preds = %239
  %251 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %240, i32 0, i32 2
  %252 = load i8*, i8** %251, align 8
  %253 = bitcast i8* %252 to i32*
  %254 = getelementptr i8, i8* %252, i32 8
  store i8* %254, i8** %251, align 8
  br label %255

255:                                              ; preds = %250, %244
  %256 = phi i32* [ %248, %244 ], [ %253, %250 ]
  %257 = load i32, i32* %256, align 4
  %258 = load i32, i32* %7, align 4
  %259 = add nsw i32 %258, %257
  store i32 %259, i32* %7, align 4
  br label %368

260:                                              ; preds = %235
  %261 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %262 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %261, i32 0, i32 0
  %263 = load i32, i32* %262, align 16
  %264 = icmp ule i32 %263, 40
  br i1 %264, label %265, label %271

265:                                              ; preds = %260
  %266 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %261, i32 0, i32 3
  %267 = load i8*, i8** %266, align 16
  %268 = getelementptr i8, i8* %267, i32 %263
  %269 = bitcast i8* %268 to i64*
  %270 = add i32 %263, 8
  store i32 %270, i32* %262, align 16
  br label %276

271:                                              ; preds = %260
  %272 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %261, i32 0, i32 2
  %273 = load i8*, i8** %272, align 8
  %274 = bitcast i8* %273 to i64*
  %275 = getelementptr i8, i8* %273, i32 8
  store i8* %275, i8** %272, align 8
  br label %276

276:                                              ; preds = %271, %265
  %277 = phi i64* [ %269, %265 ], [ %274, %271 ]
  %278 = load i64, i64* %277, align 8
  %279 = trunc i64 %278 to i32
  %280 = load i32, i32* %7, align 4
  %281 = add nsw i32 %280, %279
  store i32 %281, i32* %7, align 4
  br label %368

282:                                              ; preds = %235, %235
  %283 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %284 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %283, i32 0, i32 1
  %285 = load i32, i32* %284, align 4
  %286 = icmp ule i32 %285, 160
  br i1 %286, label %287, label %293

287:                                              ; preds = %282
  %288 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %283, i32 0, i32 3
  %289 = load i8*, i8** %288, align 16
  %290 = getelementptr i8, i8* %289, i32 %285
  %291 = bitcast i8* %290 to double*
  %292 = add i32 %285, 16
  store i32 %292, i32* %284, align 4
  br label %298

293:                                              ; preds = %282
  %294 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %283, i32 0, i32 2
  %295 = load i8*, i8** %294, align 8
  %296 = bitcast i8* %295 to double*
  %297 = getelementptr i8, i8* %295, i32 8
  store i8* %297, i8** %294, align 8
  br label %298

298:                                              ; preds = %293, %287
  %299 = phi double* [ %291, %287 ], [ %296, %293 ]
  %300 = load double, double* %299, align 8
  %301 = load double, double* %8, align 8
  %302 = fadd double %301, %300
  store double %302, double* %8, align 8
  br label %368

303:                                              ; preds = %235
  %304 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %305 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %304, i32 0, i32 0
  %306 = load i32, i32* %305, align 16
  %307 = icmp ule i32 %306, 40
  br i1 %307, label %308, label %314

308:                                              ; preds = %303
  %309 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %304, i32 0, i32 3
  %310 = load i8*, i8** %309, align 16
  %311 = getelementptr i8, i8* %310, i32 %306
  %312 = bitcast i8* %311 to i8**
  %313 = add i32 %306, 8
  store i32 %313, i32* %305, align 16
  br label %319

314:                                              ; preds = %303
  %315 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %304, i32 0, i32 2
  %316 = load i8*, i8** %315, align 8
  %317 = bitcast i8* %316 to i8**
  %318 = getelementptr i8, i8* %316, i32 8
  store i8* %318, i8** %315, align 8
  br label %319

319:                                              ; preds = %314, %308
  %320 = phi i8** [ %312, %308 ], [ %317, %314 ]
  %321 = load i8*, i8** %320, align 8
  br label %368

322:                                              ; preds = %235
  %323 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %324 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %323, i32 0, i32 0
  %325 = load i32, i32* %324, align 16
  %326 = icmp ule i32 %325, 40
  br i1 %326, label %327, label %333

327:                                              ; preds = %322
  %328 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %323, i32 0, i32 3
  %329 = load i8*, i8** %328, align 16
  %330 = getelementptr i8, i8* %329, i32 %325
  %331 = bitcast i8* %330 to i32**
  %332 = add i32 %325, 8
  store i32 %332, i32* %324, align 16
  br label %338

333:                                              ; preds = %322
  %334 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %323, i32 0, i32 2
  %335 = load i8*, i8** %334, align 8
  %336 = bitcast i8* %335 to i32**
  %337 = getelementptr i8, i8* %335, i32 8
  store i8* %337, i8** %334, align 8
  br label %338

338:                                              ; preds = %333, %327
  %339 = phi i32** [ %331, %327 ], [ %336, %333 ]
  %340 = load i32*, i32** %339, align 8
  %341 = load i32, i32* %340, align 4
  %342 = load i32, i32* %7, align 4
  %343 = add nsw i32 %342, %341
  store i32 %343, i32* %7, align 4
  br label %368

344:                                              ; preds = %235
  %345 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %346 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %345, i32 0, i32 0
  %347 = load i32, i32* %346, align 16
  %348 = icmp ule i32 %347, 40
  br i1 %348, label %349, label %355

349:                                              ; preds = %344
  %350 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %345, i32 0, i32 3
  %351 = load i8*, i8** %350, align 16
  %352 = getelementptr i8, i8* %351, i32 %347
  %353 = bitcast i8* %352 to %struct.Pair*
  %354 = add i32 %347, 8
  store i32 %354, i32* %346, align 16
  br label %360

355:                                              ; preds = %344
  %356 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %345, i32 0, i32 2
  %357 = load i8*, i8** %356, align 8
  %358 = bitcast i8* %357 to %struct.Pair*
  %359 = getelementptr i8, i8* %357, i32 8
  store i8* %359, i8** %356, align 8
  br label %360

360:                                              ; preds = %355, %349
  %361 = phi %struct.Pair* [ %353, %349 ], [ %358, %355 ]
  %362 = bitcast %struct.Pair* %10 to i8*
  %363 = bitcast %struct.Pair* %361 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %362, i8* align 4 %363, i64 8, i1 false)
  %364 = getelementptr inbounds %struct.Pair, %struct.Pair* %10, i32 0, i32 0
  %365 = load i32, i32* %364, align 4
  %366 = load i32, i32* %7, align 4
  %367 = add nsw i32 %366, %365
  store i32 %367, i32* %7, align 4
  br label %368

368:                                              ; preds = %235, %360, %338, %319, %298, %276, %255
  br label %369

369:                                              ; preds = %368
  %370 = load i8*, i8** %9, align 8
  %371 = getelementptr inbounds i8, i8* %370, i32 1
  store i8* %371, i8** %9, align 8
  br label %231, !llvm.loop !11

372:                                              ; preds = %231
  %373 = load i32, i32* %7, align 4
  %374 = load double, double* %8, align 8
  %375 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.26, i64 0, i64 0), i32 noundef %373, double noundef %374)
  %376 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %377 = bitcast %struct.__va_list_tag* %376 to i8*
  call void @llvm.va_end(i8* %377)
  %378 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %379 = bitcast %struct.__va_list_tag* %378 to i8*
  call void @llvm.va_end(i8* %379)
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
  store i32 %0, i32* %8, align 4
  store i32 %1, i32* %9, align 4
  store i32 %2, i32* %10, align 4
  store i32 %3, i32* %11, align 4
  store i32 %4, i32* %12, align 4
  store i32 %5, i32* %13, align 4
  store i32 %6, i32* %14, align 4
  %19 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %15, i64 0, i64 0
  %20 = bitcast %struct.__va_list_tag* %19 to i8*
  call void @llvm.va_start(i8* %20)
  %21 = load i32, i32* %8, align 4
  %22 = load i32, i32* %9, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, i32* %10, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, i32* %11, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, i32* %12, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, i32* %13, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, i32* %14, align 4
  %33 = add nsw i32 %31, %32
  %34 = sext i32 %33 to i64
  store i64 %34, i64* %16, align 8
  store double 0.000000e+00, double* %17, align 8
  br label %35

35:                                               ; preds = %102, %7
  %36 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %15, i64 0, i64 0
  %37 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %36, i32 0, i32 0
  %38 = load i32, i32* %37, align 16
  %39 = icmp ule i32 %38, 40
  br i1 %39, label %40, label %46

40:                                               ; preds = %35
  %41 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %36, i32 0, i32 3
  %42 = load i8*, i8** %41, align 16
  %43 = getelementptr i8, i8* %42, i32 %38
  %44 = bitcast i8* %43 to i32*
  %45 = add i32 %38, 8
  store i32 %45, i32* %37, align 16
  br label %51

46:                                               ; preds = %35
  %47 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %36, i32 0, i32 2
  %48 = load i8*, i8** %47, align 8
  %49 = bitcast i8* %48 to i32*
  %50 = getelementptr i8, i8* %48, i32 8
  store i8* %50, i8** %47, align 8
  br label %51

51:                                               ; preds = %46, %40
  %52 = phi i32* [ %44, %40 ], [ %49, %46 ]
  %53 = load i32, i32* %52, align 4
  store i32 %53, i32* %18, align 4
  %54 = load i32, i32* %18, align 4
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %56, label %57

56:                                               ; preds = %51
  br label %103

57:                                               ; preds = %51
  %58 = load i32, i32* %18, align 4
  %59 = icmp eq i32 %58, 1
  br i1 %59, label %60, label %81

60:                                               ; preds = %57
  %61 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %15, i64 0, i64 0
  %62 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %61, i32 0, i32 0
  %63 = load i32, i32* %62, align 16
  %64 = icmp ule i32 %63, 40
  br i1 %64, label %65, label %71

65:                                               ; preds = %60
  %66 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %61, i32 0, i32 3
  %67 = load i8*, i8** %66, align 16
  %68 = getelementptr i8, i8* %67, i32 %63
  %69 = bitcast i8* %68 to i64*
  %70 = add i32 %63, 8
  store i32 %70, i32* %62, align 16
  br label %76

71:                                               ; preds = %60
  %72 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %61, i32 0, i32 2
  %73 = load i8*, i8** %72, align 8
  %74 = bitcast i8* %73 to i64*
  %75 = getelementptr i8, i8* %73, i32 8
  store i8* %75, i8** %72, align 8
  br label %76

76:                                               ; preds = %71, %65
  %77 = phi i64* [ %69, %65 ], [ %74, %71 ]
  %78 = load i64, i64* %77, align 8
  %79 = load i64, i64* %16, align 8
  %80 = add nsw i64 %79, %78
  store i64 %80, i64* %16, align 8
  br label %102

81:                                               ; preds = %57
  %82 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %15, i64 0, i64 0
  %83 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %82, i32 0, i32 1
  %84 = load i32, i32* %83, align 4
  %85 = icmp ule i32 %84, 160
  br i1 %85, label %86, label %92

86:                                               ; preds = %81
  %87 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %82, i32 0, i32 3
  %88 = load i8*, i8** %87, align 16
  %89 = getelementptr i8, i8* %88, i32 %84
  %90 = bitcast i8* %89 to double*
  %91 = add i32 %84, 16
  store i32 %91, i32* %83, align 4
  br label %97

92:                                               ; preds = %81
  %93 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %82, i32 0, i32 2
  %94 = load i8*, i8** %93, align 8
  %95 = bitcast i8* %94 to double*
  %96 = getelementptr i8, i8* %94, i32 8
  store i8* %96, i8** %93, align 8
  br label %97

97:                                               ; preds = %92, %86
  %98 = phi double* [ %90, %86 ], [ %95, %92 ]
  %99 = load double, double* %98, align 8
  %100 = load double, double* %17, align 8
  %101 = fadd double %100, %99
  store double %101, double* %17, align 8
  br label %102

102:                                              ; preds = %97, %76
  br label %35

103:                                              ; preds = %56
  %104 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %15, i64 0, i64 0
  %105 = bitcast %struct.__va_list_tag* %104 to i8*
  call void @llvm.va_end(i8* %105)
  %106 = load i64, i64* %16, align 8
  %107 = mul nsw i64 %106, 1000
  %108 = load double, double* %17, align 8
  %109 = fmul double %108, 1.000000e+01
  %110 = fptosi double %109 to i64
  %111 = add nsw i64 %107, %110
  ret i64 %111
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @forward(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %6 = bitcast %struct.__va_list_tag* %5 to i8*
  call void @llvm.va_start(i8* %6)
  %7 = load i32, i32* %2, align 4
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %9 = call i32 @vsum(i32 noundef %7, %struct.__va_list_tag* noundef %8)
  store i32 %9, i32* %4, align 4
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %11 = bitcast %struct.__va_list_tag* %10 to i8*
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
define internal i32 @vsum(i32 noundef %0, %struct.__va_list_tag* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.__va_list_tag*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store %struct.__va_list_tag* %1, %struct.__va_list_tag** %4, align 8
  store i32 0, i32* %5, align 4
  br label %6

6:                                                ; preds = %26, %2
  %7 = load i32, i32* %3, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, i32* %3, align 4
  %9 = icmp ne i32 %7, 0
  br i1 %9, label %10, label %31

10:                                               ; preds = %6
  %11 = load %struct.__va_list_tag*, %struct.__va_list_tag** %4, align 8
  %12 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %11, i32 0, i32 0
  %13 = load i32, i32* %12, align 8
  %14 = icmp ule i32 %13, 40
  br i1 %14, label %15, label %21

15:                                               ; preds = %10
  %16 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %11, i32 0, i32 3
  %17 = load i8*, i8** %16, align 8
  %18 = getelementptr i8, i8* %17, i32 %13
  %19 = bitcast i8* %18 to i32*
  %20 = add i32 %13, 8
  store i32 %20, i32* %12, align 8
  br label %26

21:                                               ; preds = %10
  %22 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %11, i32 0, i32 2
  %23 = load i8*, i8** %22, align 8
  %24 = bitcast i8* %23 to i32*
  %25 = getelementptr i8, i8* %23, i32 8
  store i8* %25, i8** %22, align 8
  br label %26

26:                                               ; preds = %21, %15
  %27 = phi i32* [ %19, %15 ], [ %24, %21 ]
  %28 = load i32, i32* %27, align 4
  %29 = load i32, i32* %5, align 4
  %30 = add nsw i32 %29, %28
  store i32 %30, i32* %5, align 4
  br label %6, !llvm.loop !12

31:                                               ; preds = %6
  %32 = load i32, i32* %5, align 4
  ret i32 %32
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
