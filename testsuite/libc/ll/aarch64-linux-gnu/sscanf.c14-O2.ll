; ModuleID = 'sscanf.c'
source_filename = "sscanf.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { i8*, i8*, i8*, i32, i32 }

@.str = private unnamed_addr constant [13 x i8] c"  12 -34 +56\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%d%d%d\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"d: %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"0x1f 017 19 -0x10\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"%i %i %i %i\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"i: %d %d %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"ff 0XfF 777 4294967295\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"%x %X %o %u\00", align 1
@.str.8 = private unnamed_addr constant [23 x i8] c"x o u: %d %d %d %d %u\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"-1\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"%u\00", align 1
@.str.11 = private unnamed_addr constant [16 x i8] c"u of -1: %d %u\0A\00", align 1
@.str.12 = private unnamed_addr constant [48 x i8] c"123456789012 -9223372036854775808 70000 300 200\00", align 1
@.str.13 = private unnamed_addr constant [23 x i8] c"%ld %lld %hd %hhd %hhu\00", align 1
@.str.14 = private unnamed_addr constant [31 x i8] c"lengths: %d %ld %lld %d %d %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [8 x i8] c"-5 6 -7\00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"%jd %zu %td\00", align 1
@.str.17 = private unnamed_addr constant [26 x i8] c"j z t: %d %lld %llu %lld\0A\00", align 1
@.str.18 = private unnamed_addr constant [43 x i8] c"99999999999999999999 -99999999999999999999\00", align 1
@.str.19 = private unnamed_addr constant [10 x i8] c"%lld %lld\00", align 1
@.str.20 = private unnamed_addr constant [22 x i8] c"overflow ll: %d %lld\0A\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"12345\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"%3d%d\00", align 1
@.str.23 = private unnamed_addr constant [17 x i8] c"width: %d %d %d\0A\00", align 1
@.str.24 = private unnamed_addr constant [3 x i8] c"0x\00", align 1
@.str.25 = private unnamed_addr constant [3 x i8] c"%x\00", align 1
@.str.26 = private unnamed_addr constant [17 x i8] c"0x alone: %d %d\0A\00", align 1
@.str.27 = private unnamed_addr constant [4 x i8] c"0xg\00", align 1
@.str.28 = private unnamed_addr constant [5 x i8] c"%x%n\00", align 1
@.str.29 = private unnamed_addr constant [17 x i8] c"0xg: %d %d n=%d\0A\00", align 1
@.str.30 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.31 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.32 = private unnamed_addr constant [15 x i8] c"sign only: %d\0A\00", align 1
@.str.33 = private unnamed_addr constant [3 x i8] c"08\00", align 1
@.str.34 = private unnamed_addr constant [5 x i8] c"%i%n\00", align 1
@.str.35 = private unnamed_addr constant [23 x i8] c"08 as %%i: %d %d n=%d\0A\00", align 1
@.str.36 = private unnamed_addr constant [7 x i8] c"0x1234\00", align 1
@.str.37 = private unnamed_addr constant [3 x i8] c"%p\00", align 1
@.str.38 = private unnamed_addr constant [10 x i8] c"p: %d %d\0A\00", align 1
@.str.39 = private unnamed_addr constant [18 x i8] c"3.25 -1e3 0x1.8p1\00", align 1
@.str.40 = private unnamed_addr constant [11 x i8] c"%f %lf %Lf\00", align 1
@.str.41 = private unnamed_addr constant [23 x i8] c"f: %d %.3f %.1f %.2Lf\0A\00", align 1
@.str.42 = private unnamed_addr constant [16 x i8] c"1e5x .5 -.25e-2\00", align 1
@.str.43 = private unnamed_addr constant [13 x i8] c"%e x %lg %le\00", align 1
@.str.44 = private unnamed_addr constant [15 x i8] c"e g: %d %g %g\0A\00", align 1
@.str.45 = private unnamed_addr constant [18 x i8] c"inf -INFINITY nan\00", align 1
@.str.46 = private unnamed_addr constant [11 x i8] c"%f %lf %lf\00", align 1
@.str.47 = private unnamed_addr constant [19 x i8] c"inf nan: %d %f %d\0A\00", align 1
@.str.48 = private unnamed_addr constant [5 x i8] c"infx\00", align 1
@.str.49 = private unnamed_addr constant [6 x i8] c"%lf%n\00", align 1
@.str.50 = private unnamed_addr constant [18 x i8] c"infx: %d n=%d %f\0A\00", align 1
@.str.51 = private unnamed_addr constant [4 x i8] c"1e+\00", align 1
@.str.52 = private unnamed_addr constant [4 x i8] c"%lf\00", align 1
@.str.53 = private unnamed_addr constant [12 x i8] c"1e+: %d %g\0A\00", align 1
@.str.54 = private unnamed_addr constant [2 x i8] c".\00", align 1
@.str.55 = private unnamed_addr constant [9 x i8] c"dot: %d\0A\00", align 1
@.str.56 = private unnamed_addr constant [8 x i8] c"123.456\00", align 1
@.str.57 = private unnamed_addr constant [8 x i8] c"%4lf%lf\00", align 1
@.str.58 = private unnamed_addr constant [16 x i8] c"width f: %d %g\0A\00", align 1
@.str.59 = private unnamed_addr constant [7 x i8] c"0x1p-2\00", align 1
@.str.60 = private unnamed_addr constant [4 x i8] c"%la\00", align 1
@.str.61 = private unnamed_addr constant [10 x i8] c"a: %d %g\0A\00", align 1
@.str.62 = private unnamed_addr constant [6 x i8] c"1.5E2\00", align 1
@.str.63 = private unnamed_addr constant [3 x i8] c"%G\00", align 1
@.str.64 = private unnamed_addr constant [10 x i8] c"G: %d %g\0A\00", align 1
@.str.65 = private unnamed_addr constant [14 x i8] c"  hello world\00", align 1
@.str.66 = private unnamed_addr constant [7 x i8] c"%s %5s\00", align 1
@.str.67 = private unnamed_addr constant [17 x i8] c"s: %d [%s] [%s]\0A\00", align 1
@.str.68 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1
@.str.69 = private unnamed_addr constant [4 x i8] c"%3c\00", align 1
@.str.70 = private unnamed_addr constant [14 x i8] c"c: %d [%.4s]\0A\00", align 1
@.str.71 = private unnamed_addr constant [3 x i8] c" x\00", align 1
@.str.72 = private unnamed_addr constant [3 x i8] c"%c\00", align 1
@.str.73 = private unnamed_addr constant [18 x i8] c"c space: %d [%c]\0A\00", align 1
@.str.74 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.75 = private unnamed_addr constant [4 x i8] c"%4c\00", align 1
@.str.76 = private unnamed_addr constant [20 x i8] c"c short: %d [%.2s]\0A\00", align 1
@.str.77 = private unnamed_addr constant [15 x i8] c"key=value;rest\00", align 1
@.str.78 = private unnamed_addr constant [15 x i8] c"%[^=]=%[^;];%s\00", align 1
@.str.79 = private unnamed_addr constant [24 x i8] c"set: %d [%s] [%s] [%s]\0A\00", align 1
@.str.80 = private unnamed_addr constant [9 x i8] c"]-a-z]X!\00", align 1
@.str.81 = private unnamed_addr constant [11 x i8] c"%[]a-z-]%s\00", align 1
@.str.82 = private unnamed_addr constant [22 x i8] c"set ]-: %d [%s] [%s]\0A\00", align 1
@.str.83 = private unnamed_addr constant [11 x i8] c"2024-01-15\00", align 1
@.str.84 = private unnamed_addr constant [20 x i8] c"%4[0-9]-%2[0-9]-%2s\00", align 1
@.str.85 = private unnamed_addr constant [19 x i8] c"date: %d %s/%s/%s\0A\00", align 1
@.str.86 = private unnamed_addr constant [4 x i8] c"xyz\00", align 1
@.str.87 = private unnamed_addr constant [7 x i8] c"%[abc]\00", align 1
@.str.88 = private unnamed_addr constant [18 x i8] c"set no match: %d\0A\00", align 1
@.str.89 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.90 = private unnamed_addr constant [13 x i8] c"set eof: %d\0A\00", align 1
@.str.91 = private unnamed_addr constant [15 x i8] c"empty %%d: %d\0A\00", align 1
@.str.92 = private unnamed_addr constant [16 x i8] c"spaces %%d: %d\0A\00", align 1
@.str.93 = private unnamed_addr constant [4 x i8] c"   \00", align 1
@.str.94 = private unnamed_addr constant [19 x i8] c"empty literal: %d\0A\00", align 1
@.str.95 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.96 = private unnamed_addr constant [17 x i8] c"empty space: %d\0A\00", align 1
@.str.97 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.98 = private unnamed_addr constant [15 x i8] c"empty %%n: %d\0A\00", align 1
@.str.99 = private unnamed_addr constant [3 x i8] c"%n\00", align 1
@.str.100 = private unnamed_addr constant [14 x i8] c"mismatch: %d\0A\00", align 1
@.str.101 = private unnamed_addr constant [16 x i8] c"partial: %d %d\0A\00", align 1
@.str.102 = private unnamed_addr constant [4 x i8] c"5 x\00", align 1
@.str.103 = private unnamed_addr constant [6 x i8] c"%d %d\00", align 1
@.str.104 = private unnamed_addr constant [19 x i8] c"eof after one: %d\0A\00", align 1
@.str.105 = private unnamed_addr constant [2 x i8] c"5\00", align 1
@.str.106 = private unnamed_addr constant [25 x i8] c"suppressed then eof: %d\0A\00", align 1
@.str.107 = private unnamed_addr constant [7 x i8] c"%*d %d\00", align 1
@.str.108 = private unnamed_addr constant [19 x i8] c"suppressed: %d %d\0A\00", align 1
@.str.109 = private unnamed_addr constant [6 x i8] c"1 2 3\00", align 1
@.str.110 = private unnamed_addr constant [13 x i8] c"%*d %d %*d%n\00", align 1
@.str.111 = private unnamed_addr constant [7 x i8] c"n: %d\0A\00", align 1
@.str.112 = private unnamed_addr constant [16 x i8] c"literal: %d %d\0A\00", align 1
@.str.113 = private unnamed_addr constant [9 x i8] c"x=4, y=5\00", align 1
@.str.114 = private unnamed_addr constant [11 x i8] c"x=%d, y=%d\00", align 1
@.str.115 = private unnamed_addr constant [16 x i8] c"percent: %d %d\0A\00", align 1
@.str.116 = private unnamed_addr constant [5 x i8] c"50 %\00", align 1
@.str.117 = private unnamed_addr constant [6 x i8] c"%d %%\00", align 1
@.str.118 = private unnamed_addr constant [18 x i8] c"percent miss: %d\0A\00", align 1
@.str.119 = private unnamed_addr constant [5 x i8] c"50 x\00", align 1
@.str.120 = private unnamed_addr constant [11 x i8] c"%%hhn: %d\0A\00", align 1
@.str.121 = private unnamed_addr constant [5 x i8] c"abcd\00", align 1
@.str.122 = private unnamed_addr constant [7 x i8] c"ab%hhn\00", align 1
@.str.123 = private unnamed_addr constant [12 x i8] c"vsscanf: %d\00", align 1
@.str.124 = private unnamed_addr constant [11 x i8] c"7 8.5 word\00", align 1
@.str.125 = private unnamed_addr constant [10 x i8] c"%d %lf %s\00", align 1
@.str.126 = private unnamed_addr constant [5 x i8] c" %d\0A\00", align 1
@.str.127 = private unnamed_addr constant [11 x i8] c"%d %lf %7s\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i64, align 8
  %7 = alloca double, align 8
  %8 = alloca i64, align 8
  %9 = alloca [16 x i8], align 1
  %10 = alloca [16 x i8], align 1
  %11 = alloca [16 x i8], align 1
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca double, align 8
  %15 = alloca fp128, align 16
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i16, align 4
  %24 = alloca i8, align 4
  %25 = alloca i8, align 4
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca i8*, align 8
  %30 = bitcast i32* %17 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %30) #8
  store i32 -7, i32* %17, align 4, !tbaa !10
  %31 = bitcast i32* %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %31) #8
  store i32 -7, i32* %18, align 4, !tbaa !10
  %32 = bitcast i32* %19 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %32) #8
  store i32 -7, i32* %19, align 4, !tbaa !10
  %33 = bitcast i32* %20 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %33) #8
  store i32 7, i32* %20, align 4, !tbaa !10
  %34 = bitcast i64* %21 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %34) #8
  store i64 0, i64* %21, align 8, !tbaa !14
  %35 = bitcast i64* %22 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %35) #8
  store i64 0, i64* %22, align 8, !tbaa !16
  %36 = bitcast i16* %23 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %36) #8
  store i16 0, i16* %23, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %24) #8
  store i8 0, i8* %24, align 4, !tbaa !20
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %25) #8
  store i8 0, i8* %25, align 4, !tbaa !20
  %37 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32* noundef nonnull %17, i32* noundef nonnull %18, i32* noundef nonnull %19) #8
  %38 = load i32, i32* %17, align 4, !tbaa !10
  %39 = load i32, i32* %18, align 4, !tbaa !10
  %40 = load i32, i32* %19, align 4, !tbaa !10
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40) #8
  %42 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), i32* noundef nonnull %17, i32* noundef nonnull %18, i32* noundef nonnull %19, i32* noundef nonnull %20) #8
  %43 = load i32, i32* %17, align 4, !tbaa !10
  %44 = load i32, i32* %18, align 4, !tbaa !10
  %45 = load i32, i32* %19, align 4, !tbaa !10
  %46 = load i32, i32* %20, align 4, !tbaa !10
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45, i32 noundef %46) #8
  %48 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i64 0, i64 0), i32* noundef nonnull %17, i32* noundef nonnull %18, i32* noundef nonnull %19, i32* noundef nonnull %20) #8
  %49 = load i32, i32* %17, align 4, !tbaa !10
  %50 = load i32, i32* %18, align 4, !tbaa !10
  %51 = load i32, i32* %19, align 4, !tbaa !10
  %52 = load i32, i32* %20, align 4, !tbaa !10
  %53 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.8, i64 0, i64 0), i32 noundef %48, i32 noundef %49, i32 noundef %50, i32 noundef %51, i32 noundef %52) #8
  %54 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.10, i64 0, i64 0), i32* noundef nonnull %20) #8
  %55 = load i32, i32* %20, align 4, !tbaa !10
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.11, i64 0, i64 0), i32 noundef %54, i32 noundef %55) #8
  %57 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([48 x i8], [48 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.13, i64 0, i64 0), i64* noundef nonnull %21, i64* noundef nonnull %22, i16* noundef nonnull %23, i8* noundef nonnull %24, i8* noundef nonnull %25) #8
  %58 = load i64, i64* %21, align 8, !tbaa !14
  %59 = srem i64 %58, 1000
  %60 = load i64, i64* %22, align 8, !tbaa !16
  %61 = load i16, i16* %23, align 4, !tbaa !18
  %62 = sext i16 %61 to i32
  %63 = load i8, i8* %24, align 4, !tbaa !20
  %64 = sext i8 %63 to i32
  %65 = load i8, i8* %25, align 4, !tbaa !20
  %66 = zext i8 %65 to i32
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.14, i64 0, i64 0), i32 noundef %57, i64 noundef %59, i64 noundef %60, i32 noundef %62, i32 noundef %64, i32 noundef %66) #8
  %68 = bitcast i64* %26 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %68) #8
  store i64 0, i64* %26, align 8, !tbaa !14
  %69 = bitcast i64* %27 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %69) #8
  store i64 0, i64* %27, align 8, !tbaa !14
  %70 = bitcast i64* %28 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %70) #8
  store i64 0, i64* %28, align 8, !tbaa !14
  %71 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.15, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.16, i64 0, i64 0), i64* noundef nonnull %26, i64* noundef nonnull %27, i64* noundef nonnull %28) #8
  %72 = load i64, i64* %26, align 8, !tbaa !14
  %73 = load i64, i64* %27, align 8, !tbaa !14
  %74 = load i64, i64* %28, align 8, !tbaa !14
  %75 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.17, i64 0, i64 0), i32 noundef %71, i64 noundef %72, i64 noundef %73, i64 noundef %74) #8
  %76 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.19, i64 0, i64 0), i64* noundef nonnull %22, i64* noundef nonnull %22) #8
  %77 = load i64, i64* %22, align 8, !tbaa !16
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.20, i64 0, i64 0), i32 noundef %76, i64 noundef %77) #8
  %79 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), i32* noundef nonnull %17, i32* noundef nonnull %18) #8
  %80 = load i32, i32* %17, align 4, !tbaa !10
  %81 = load i32, i32* %18, align 4, !tbaa !10
  %82 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i32 noundef %79, i32 noundef %80, i32 noundef %81) #8
  %83 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.25, i64 0, i64 0), i32* noundef nonnull %17) #8
  %84 = load i32, i32* %17, align 4, !tbaa !10
  %85 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.26, i64 0, i64 0), i32 noundef %83, i32 noundef %84) #8
  %86 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.27, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.28, i64 0, i64 0), i32* noundef nonnull %17, i32* noundef nonnull %18) #8
  %87 = load i32, i32* %17, align 4, !tbaa !10
  %88 = load i32, i32* %18, align 4, !tbaa !10
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.29, i64 0, i64 0), i32 noundef %86, i32 noundef %87, i32 noundef %88) #8
  %90 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.30, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.31, i64 0, i64 0), i32* noundef nonnull %17) #8
  %91 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.32, i64 0, i64 0), i32 noundef %90) #8
  %92 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.33, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.34, i64 0, i64 0), i32* noundef nonnull %17, i32* noundef nonnull %18) #8
  %93 = load i32, i32* %17, align 4, !tbaa !10
  %94 = load i32, i32* %18, align 4, !tbaa !10
  %95 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.35, i64 0, i64 0), i32 noundef %92, i32 noundef %93, i32 noundef %94) #8
  %96 = bitcast i8** %29 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %96) #8
  store i8* null, i8** %29, align 8, !tbaa !21
  %97 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.36, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.37, i64 0, i64 0), i8** noundef nonnull %29) #8
  %98 = load i8*, i8** %29, align 8, !tbaa !21
  %99 = icmp eq i8* %98, inttoptr (i64 4660 to i8*)
  %100 = zext i1 %99 to i32
  %101 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i32 noundef %97, i32 noundef %100) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %96) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %70) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %69) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %68) #8
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %25) #8
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %24) #8
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %36) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %35) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %34) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %33) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %32) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %31) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %30) #8
  %102 = bitcast float* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %102) #8
  store float 0.000000e+00, float* %13, align 4, !tbaa !23
  %103 = bitcast double* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %103) #8
  store double 0.000000e+00, double* %14, align 8, !tbaa !25
  %104 = bitcast fp128* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %104) #8
  store fp128 0xL00000000000000000000000000000000, fp128* %15, align 16, !tbaa !27
  %105 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.39, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.40, i64 0, i64 0), float* noundef nonnull %13, double* noundef nonnull %14, fp128* noundef nonnull %15) #8
  %106 = load float, float* %13, align 4, !tbaa !23
  %107 = fpext float %106 to double
  %108 = load double, double* %14, align 8, !tbaa !25
  %109 = load fp128, fp128* %15, align 16, !tbaa !27
  %110 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.41, i64 0, i64 0), i32 noundef %105, double noundef %107, double noundef %108, fp128 noundef %109) #8
  %111 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.42, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.43, i64 0, i64 0), float* noundef nonnull %13, double* noundef nonnull %14, double* noundef nonnull %14) #8
  %112 = load float, float* %13, align 4, !tbaa !23
  %113 = fpext float %112 to double
  %114 = load double, double* %14, align 8, !tbaa !25
  %115 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.44, i64 0, i64 0), i32 noundef %111, double noundef %113, double noundef %114) #8
  %116 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.46, i64 0, i64 0), float* noundef nonnull %13, double* noundef nonnull %14, double* noundef nonnull %14) #8
  %117 = load float, float* %13, align 4, !tbaa !23
  %118 = fpext float %117 to double
  %119 = load double, double* %14, align 8, !tbaa !25
  %120 = fcmp uno double %119, 0.000000e+00
  %121 = zext i1 %120 to i32
  %122 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.47, i64 0, i64 0), i32 noundef %116, double noundef %118, i32 noundef %121) #8
  %123 = bitcast i32* %16 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %123) #8
  store i32 -1, i32* %16, align 4, !tbaa !10
  %124 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.48, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.49, i64 0, i64 0), double* noundef nonnull %14, i32* noundef nonnull %16) #8
  %125 = load i32, i32* %16, align 4, !tbaa !10
  %126 = load double, double* %14, align 8, !tbaa !25
  %127 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.50, i64 0, i64 0), i32 noundef %124, i32 noundef %125, double noundef %126) #8
  %128 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.51, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.52, i64 0, i64 0), double* noundef nonnull %14) #8
  %129 = load double, double* %14, align 8, !tbaa !25
  %130 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.53, i64 0, i64 0), i32 noundef %128, double noundef %129) #8
  %131 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.54, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.52, i64 0, i64 0), double* noundef nonnull %14) #8
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.55, i64 0, i64 0), i32 noundef %131) #8
  %133 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.57, i64 0, i64 0), double* noundef nonnull %14, double* noundef nonnull %14) #8
  %134 = load double, double* %14, align 8, !tbaa !25
  %135 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.58, i64 0, i64 0), i32 noundef %133, double noundef %134) #8
  %136 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.59, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.60, i64 0, i64 0), double* noundef nonnull %14) #8
  %137 = load double, double* %14, align 8, !tbaa !25
  %138 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i64 0, i64 0), i32 noundef %136, double noundef %137) #8
  %139 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.63, i64 0, i64 0), float* noundef nonnull %13) #8
  %140 = load float, float* %13, align 4, !tbaa !23
  %141 = fpext float %140 to double
  %142 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.64, i64 0, i64 0), i32 noundef %139, double noundef %141) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %123) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %104) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %103) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %102) #8
  %143 = getelementptr inbounds [16 x i8], [16 x i8]* %9, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %143) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %143, i8 0, i64 16, i1 false) #8
  %144 = getelementptr inbounds [16 x i8], [16 x i8]* %10, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %144) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %144, i8 0, i64 16, i1 false) #8
  %145 = getelementptr inbounds [16 x i8], [16 x i8]* %11, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %145) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %145, i8 0, i64 16, i1 false) #8
  %146 = bitcast i32* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %146) #8
  store i32 774778414, i32* %12, align 4
  %147 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.65, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.66, i64 0, i64 0), i8* noundef nonnull %143, i8* noundef nonnull %144) #8
  %148 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.67, i64 0, i64 0), i32 noundef %147, i8* noundef nonnull %143, i8* noundef nonnull %144) #8
  %149 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.68, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.69, i64 0, i64 0), i32* noundef nonnull %12) #8
  %150 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.70, i64 0, i64 0), i32 noundef %149, i32* noundef nonnull %12) #8
  %151 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.71, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.72, i64 0, i64 0), i32* noundef nonnull %12) #8
  %152 = load i8, i8* %146, align 4, !tbaa !20
  %153 = zext i8 %152 to i32
  %154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.73, i64 0, i64 0), i32 noundef %151, i32 noundef %153) #8
  %155 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.74, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.75, i64 0, i64 0), i32* noundef nonnull %12) #8
  %156 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.76, i64 0, i64 0), i32 noundef %155, i32* noundef nonnull %12) #8
  %157 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.77, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.78, i64 0, i64 0), i8* noundef nonnull %143, i8* noundef nonnull %144, i8* noundef nonnull %145) #8
  %158 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.79, i64 0, i64 0), i32 noundef %157, i8* noundef nonnull %143, i8* noundef nonnull %144, i8* noundef nonnull %145) #8
  %159 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.81, i64 0, i64 0), i8* noundef nonnull %143, i8* noundef nonnull %144) #8
  %160 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.82, i64 0, i64 0), i32 noundef %159, i8* noundef nonnull %143, i8* noundef nonnull %144) #8
  %161 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.83, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.84, i64 0, i64 0), i8* noundef nonnull %143, i8* noundef nonnull %144, i8* noundef nonnull %145) #8
  %162 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.85, i64 0, i64 0), i32 noundef %161, i8* noundef nonnull %143, i8* noundef nonnull %144, i8* noundef nonnull %145) #8
  %163 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.86, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.87, i64 0, i64 0), i8* noundef nonnull %143) #8
  %164 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.88, i64 0, i64 0), i32 noundef %163) #8
  %165 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.87, i64 0, i64 0), i8* noundef nonnull %143) #8
  %166 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.90, i64 0, i64 0), i32 noundef %165) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %146) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %145) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %144) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %143) #8
  %167 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %167)
  %168 = bitcast i64* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %168)
  %169 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %169) #8
  store i32 0, i32* %1, align 4, !tbaa !10
  %170 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %170) #8
  store i32 0, i32* %2, align 4, !tbaa !10
  %171 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %171) #8
  store i32 -1, i32* %3, align 4, !tbaa !10
  %172 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %172) #8
  store i32 -1, i32* %4, align 4, !tbaa !10
  %173 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.31, i64 0, i64 0), i32* noundef nonnull %1) #8
  %174 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.91, i64 0, i64 0), i32 noundef %173) #8
  %175 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.93, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.31, i64 0, i64 0), i32* noundef nonnull %1) #8
  %176 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.92, i64 0, i64 0), i32 noundef %175) #8
  %177 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.95, i64 0, i64 0)) #8
  %178 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.94, i64 0, i64 0), i32 noundef %177) #8
  %179 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.97, i64 0, i64 0)) #8
  %180 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.96, i64 0, i64 0), i32 noundef %179) #8
  %181 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.99, i64 0, i64 0), i32* noundef nonnull %3) #8
  %182 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.98, i64 0, i64 0), i32 noundef %181) #8
  %183 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.95, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.31, i64 0, i64 0), i32* noundef nonnull %1) #8
  %184 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.100, i64 0, i64 0), i32 noundef %183) #8
  %185 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.102, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.103, i64 0, i64 0), i32* noundef nonnull %1, i32* noundef nonnull %2) #8
  %186 = load i32, i32* %1, align 4, !tbaa !10
  %187 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.101, i64 0, i64 0), i32 noundef %185, i32 noundef %186) #8
  %188 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.105, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.103, i64 0, i64 0), i32* noundef nonnull %1, i32* noundef nonnull %2) #8
  %189 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.104, i64 0, i64 0), i32 noundef %188) #8
  %190 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.105, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.107, i64 0, i64 0), i32* noundef nonnull %1) #8
  %191 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.106, i64 0, i64 0), i32 noundef %190) #8
  %192 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.109, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.110, i64 0, i64 0), i32* noundef nonnull %1, i32* noundef nonnull %4) #8
  %193 = load i32, i32* %1, align 4, !tbaa !10
  %194 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.108, i64 0, i64 0), i32 noundef %192, i32 noundef %193) #8
  %195 = load i32, i32* %4, align 4, !tbaa !10
  %196 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.111, i64 0, i64 0), i32 noundef %195) #8
  %197 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.113, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.114, i64 0, i64 0), i32* noundef nonnull %1, i32* noundef nonnull %2) #8
  %198 = load i32, i32* %1, align 4, !tbaa !10
  %199 = load i32, i32* %2, align 4, !tbaa !10
  %200 = add nsw i32 %199, %198
  %201 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.112, i64 0, i64 0), i32 noundef %197, i32 noundef %200) #8
  %202 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.116, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.117, i64 0, i64 0), i32* noundef nonnull %1) #8
  %203 = load i32, i32* %1, align 4, !tbaa !10
  %204 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.115, i64 0, i64 0), i32 noundef %202, i32 noundef %203) #8
  %205 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.119, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.117, i64 0, i64 0), i32* noundef nonnull %1) #8
  %206 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.118, i64 0, i64 0), i32 noundef %205) #8
  %207 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.121, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.122, i64 0, i64 0), i32* noundef nonnull %3) #8
  %208 = load i32, i32* %3, align 4, !tbaa !10
  %209 = and i32 %208, 255
  %210 = add nsw i32 %209, %207
  %211 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.120, i64 0, i64 0), i32 noundef %210) #8
  store double 0.000000e+00, double* %5, align 8, !tbaa !25
  store i64 0, i64* %6, align 8
  %212 = call i32 (i8*, i8*, ...) @vscan(i8* undef, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.125, i64 0, i64 0), i32* noundef nonnull %1, double* noundef nonnull %5, i64* noundef nonnull %6) #8
  %213 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.123, i64 0, i64 0), i32 noundef %212) #8
  %214 = bitcast double* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %214) #8
  store double 0.000000e+00, double* %7, align 8, !tbaa !25
  %215 = bitcast i64* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %215) #8
  store i64 0, i64* %8, align 8
  %216 = call i32 (i8*, i8*, ...) @vscan(i8* undef, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.127, i64 0, i64 0), i32* noundef nonnull %1, double* noundef nonnull %7, i64* noundef nonnull %8) #8
  %217 = mul nsw i32 %216, 100
  %218 = load i32, i32* %1, align 4, !tbaa !10
  %219 = add nsw i32 %217, %218
  %220 = load double, double* %7, align 8, !tbaa !25
  %221 = fmul double %220, 2.000000e+00
  %222 = fptosi double %221 to i32
  %223 = add nsw i32 %219, %222
  %224 = call i64 @strlen(i8* noundef nonnull %215) #9
  %225 = trunc i64 %224 to i32
  %226 = add nsw i32 %223, %225
  %227 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.126, i64 0, i64 0), i32 noundef %226) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %215) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %214) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %172) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %171) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %170) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %169) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %167)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %168)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @__isoc99_sscanf(i8* nocapture noundef readonly, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define internal i32 @vscan(i8* nocapture readnone %0, i8* noundef %1, ...) unnamed_addr #0 {
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %5) #8
  call void @llvm.va_start(i8* nonnull %5)
  %6 = bitcast %struct.__va_list* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %6) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %6, i8* noundef nonnull align 8 dereferenceable(32) %5, i64 32, i1 false), !tbaa.struct !29
  %7 = call i32 @__isoc99_vsscanf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.124, i64 0, i64 0), i8* noundef %1, %struct.__va_list* noundef nonnull %4) #8
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %6) #8
  call void @llvm.va_end(i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %5) #8
  ret i32 %7
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #6

; Function Attrs: nounwind
declare i32 @__isoc99_vsscanf(i8* noundef, i8* noundef, %struct.__va_list* noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #6

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn }
attributes #7 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #8 = { nounwind }
attributes #9 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}

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
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !12, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !12, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !12, i64 0}
!20 = !{!12, !12, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"any pointer", !12, i64 0}
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !12, i64 0}
!25 = !{!26, !26, i64 0}
!26 = !{!"double", !12, i64 0}
!27 = !{!28, !28, i64 0}
!28 = !{!"long double", !12, i64 0}
!29 = !{i64 0, i64 8, !21, i64 8, i64 8, !21, i64 16, i64 8, !21, i64 24, i64 4, !10, i64 28, i64 4, !10}
