; ModuleID = 'sscanf.c'
source_filename = "sscanf.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
  %15 = alloca x86_fp80, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i16, align 2
  %24 = alloca i8, align 1
  %25 = alloca i8, align 1
  %26 = alloca i64, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i8*, align 4
  %30 = bitcast i32* %17 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %30) #7
  store i32 -7, i32* %17, align 4, !tbaa !6
  %31 = bitcast i32* %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %31) #7
  store i32 -7, i32* %18, align 4, !tbaa !6
  %32 = bitcast i32* %19 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %32) #7
  store i32 -7, i32* %19, align 4, !tbaa !6
  %33 = bitcast i32* %20 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %33) #7
  store i32 7, i32* %20, align 4, !tbaa !6
  %34 = bitcast i32* %21 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %34) #7
  store i32 0, i32* %21, align 4, !tbaa !10
  %35 = bitcast i64* %22 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %35) #7
  store i64 0, i64* %22, align 8, !tbaa !12
  %36 = bitcast i16* %23 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %36) #7
  store i16 0, i16* %23, align 2, !tbaa !14
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %24) #7
  store i8 0, i8* %24, align 1, !tbaa !16
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %25) #7
  store i8 0, i8* %25, align 1, !tbaa !16
  %37 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i32* noundef nonnull %17, i32* noundef nonnull %18, i32* noundef nonnull %19) #7
  %38 = load i32, i32* %17, align 4, !tbaa !6
  %39 = load i32, i32* %18, align 4, !tbaa !6
  %40 = load i32, i32* %19, align 4, !tbaa !6
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40) #7
  %42 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i32* noundef nonnull %17, i32* noundef nonnull %18, i32* noundef nonnull %19, i32* noundef nonnull %20) #7
  %43 = load i32, i32* %17, align 4, !tbaa !6
  %44 = load i32, i32* %18, align 4, !tbaa !6
  %45 = load i32, i32* %19, align 4, !tbaa !6
  %46 = load i32, i32* %20, align 4, !tbaa !6
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i32 0, i32 0), i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45, i32 noundef %46) #7
  %48 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i32 0, i32 0), i32* noundef nonnull %17, i32* noundef nonnull %18, i32* noundef nonnull %19, i32* noundef nonnull %20) #7
  %49 = load i32, i32* %17, align 4, !tbaa !6
  %50 = load i32, i32* %18, align 4, !tbaa !6
  %51 = load i32, i32* %19, align 4, !tbaa !6
  %52 = load i32, i32* %20, align 4, !tbaa !6
  %53 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.8, i32 0, i32 0), i32 noundef %48, i32 noundef %49, i32 noundef %50, i32 noundef %51, i32 noundef %52) #7
  %54 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.10, i32 0, i32 0), i32* noundef nonnull %20) #7
  %55 = load i32, i32* %20, align 4, !tbaa !6
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.11, i32 0, i32 0), i32 noundef %54, i32 noundef %55) #7
  %57 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([48 x i8], [48 x i8]* @.str.12, i32 0, i32 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.13, i32 0, i32 0), i32* noundef nonnull %21, i64* noundef nonnull %22, i16* noundef nonnull %23, i8* noundef nonnull %24, i8* noundef nonnull %25) #7
  %58 = load i32, i32* %21, align 4, !tbaa !10
  %59 = srem i32 %58, 1000
  %60 = load i64, i64* %22, align 8, !tbaa !12
  %61 = load i16, i16* %23, align 2, !tbaa !14
  %62 = sext i16 %61 to i32
  %63 = load i8, i8* %24, align 1, !tbaa !16
  %64 = sext i8 %63 to i32
  %65 = load i8, i8* %25, align 1, !tbaa !16
  %66 = zext i8 %65 to i32
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.14, i32 0, i32 0), i32 noundef %57, i32 noundef %59, i64 noundef %60, i32 noundef %62, i32 noundef %64, i32 noundef %66) #7
  %68 = bitcast i64* %26 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %68) #7
  store i64 0, i64* %26, align 8, !tbaa !12
  %69 = bitcast i32* %27 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %69) #7
  store i32 0, i32* %27, align 4, !tbaa !6
  %70 = bitcast i32* %28 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %70) #7
  store i32 0, i32* %28, align 4, !tbaa !6
  %71 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.15, i32 0, i32 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.16, i32 0, i32 0), i64* noundef nonnull %26, i32* noundef nonnull %27, i32* noundef nonnull %28) #7
  %72 = load i64, i64* %26, align 8, !tbaa !12
  %73 = load i32, i32* %27, align 4, !tbaa !6
  %74 = zext i32 %73 to i64
  %75 = load i32, i32* %28, align 4, !tbaa !6
  %76 = sext i32 %75 to i64
  %77 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.17, i32 0, i32 0), i32 noundef %71, i64 noundef %72, i64 noundef %74, i64 noundef %76) #7
  %78 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.19, i32 0, i32 0), i64* noundef nonnull %22, i64* noundef nonnull %22) #7
  %79 = load i64, i64* %22, align 8, !tbaa !12
  %80 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.20, i32 0, i32 0), i32 noundef %78, i64 noundef %79) #7
  %81 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i32 0, i32 0), i32* noundef nonnull %17, i32* noundef nonnull %18) #7
  %82 = load i32, i32* %17, align 4, !tbaa !6
  %83 = load i32, i32* %18, align 4, !tbaa !6
  %84 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i32 noundef %81, i32 noundef %82, i32 noundef %83) #7
  %85 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.25, i32 0, i32 0), i32* noundef nonnull %17) #7
  %86 = load i32, i32* %17, align 4, !tbaa !6
  %87 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.26, i32 0, i32 0), i32 noundef %85, i32 noundef %86) #7
  %88 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.27, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.28, i32 0, i32 0), i32* noundef nonnull %17, i32* noundef nonnull %18) #7
  %89 = load i32, i32* %17, align 4, !tbaa !6
  %90 = load i32, i32* %18, align 4, !tbaa !6
  %91 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.29, i32 0, i32 0), i32 noundef %88, i32 noundef %89, i32 noundef %90) #7
  %92 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.30, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.31, i32 0, i32 0), i32* noundef nonnull %17) #7
  %93 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.32, i32 0, i32 0), i32 noundef %92) #7
  %94 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.33, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.34, i32 0, i32 0), i32* noundef nonnull %17, i32* noundef nonnull %18) #7
  %95 = load i32, i32* %17, align 4, !tbaa !6
  %96 = load i32, i32* %18, align 4, !tbaa !6
  %97 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.35, i32 0, i32 0), i32 noundef %94, i32 noundef %95, i32 noundef %96) #7
  %98 = bitcast i8** %29 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %98) #7
  store i8* null, i8** %29, align 4, !tbaa !17
  %99 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.36, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.37, i32 0, i32 0), i8** noundef nonnull %29) #7
  %100 = load i8*, i8** %29, align 4, !tbaa !17
  %101 = icmp eq i8* %100, inttoptr (i32 4660 to i8*)
  %102 = zext i1 %101 to i32
  %103 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i32 0, i32 0), i32 noundef %99, i32 noundef %102) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %98) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %70) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %69) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %68) #7
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %25) #7
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %24) #7
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %36) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %35) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %34) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %33) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %32) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %31) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %30) #7
  %104 = bitcast float* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %104) #7
  store float 0.000000e+00, float* %13, align 4, !tbaa !19
  %105 = bitcast double* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %105) #7
  store double 0.000000e+00, double* %14, align 8, !tbaa !21
  %106 = bitcast x86_fp80* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %106) #7
  store x86_fp80 0xK00000000000000000000, x86_fp80* %15, align 4, !tbaa !23
  %107 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.39, i32 0, i32 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.40, i32 0, i32 0), float* noundef nonnull %13, double* noundef nonnull %14, x86_fp80* noundef nonnull %15) #7
  %108 = load float, float* %13, align 4, !tbaa !19
  %109 = fpext float %108 to double
  %110 = load double, double* %14, align 8, !tbaa !21
  %111 = load x86_fp80, x86_fp80* %15, align 4, !tbaa !23
  %112 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.41, i32 0, i32 0), i32 noundef %107, double noundef %109, double noundef %110, x86_fp80 noundef %111) #7
  %113 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.42, i32 0, i32 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.43, i32 0, i32 0), float* noundef nonnull %13, double* noundef nonnull %14, double* noundef nonnull %14) #7
  %114 = load float, float* %13, align 4, !tbaa !19
  %115 = fpext float %114 to double
  %116 = load double, double* %14, align 8, !tbaa !21
  %117 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.44, i32 0, i32 0), i32 noundef %113, double noundef %115, double noundef %116) #7
  %118 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.45, i32 0, i32 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.46, i32 0, i32 0), float* noundef nonnull %13, double* noundef nonnull %14, double* noundef nonnull %14) #7
  %119 = load float, float* %13, align 4, !tbaa !19
  %120 = fpext float %119 to double
  %121 = load double, double* %14, align 8, !tbaa !21
  %122 = fcmp uno double %121, 0.000000e+00
  %123 = zext i1 %122 to i32
  %124 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.47, i32 0, i32 0), i32 noundef %118, double noundef %120, i32 noundef %123) #7
  %125 = bitcast i32* %16 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %125) #7
  store i32 -1, i32* %16, align 4, !tbaa !6
  %126 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.48, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.49, i32 0, i32 0), double* noundef nonnull %14, i32* noundef nonnull %16) #7
  %127 = load i32, i32* %16, align 4, !tbaa !6
  %128 = load double, double* %14, align 8, !tbaa !21
  %129 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.50, i32 0, i32 0), i32 noundef %126, i32 noundef %127, double noundef %128) #7
  %130 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.51, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.52, i32 0, i32 0), double* noundef nonnull %14) #7
  %131 = load double, double* %14, align 8, !tbaa !21
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.53, i32 0, i32 0), i32 noundef %130, double noundef %131) #7
  %133 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.54, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.52, i32 0, i32 0), double* noundef nonnull %14) #7
  %134 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.55, i32 0, i32 0), i32 noundef %133) #7
  %135 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.57, i32 0, i32 0), double* noundef nonnull %14, double* noundef nonnull %14) #7
  %136 = load double, double* %14, align 8, !tbaa !21
  %137 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.58, i32 0, i32 0), i32 noundef %135, double noundef %136) #7
  %138 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.59, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.60, i32 0, i32 0), double* noundef nonnull %14) #7
  %139 = load double, double* %14, align 8, !tbaa !21
  %140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i32 0, i32 0), i32 noundef %138, double noundef %139) #7
  %141 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.63, i32 0, i32 0), float* noundef nonnull %13) #7
  %142 = load float, float* %13, align 4, !tbaa !19
  %143 = fpext float %142 to double
  %144 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.64, i32 0, i32 0), i32 noundef %141, double noundef %143) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %125) #7
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %106) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %105) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %104) #7
  %145 = getelementptr inbounds [16 x i8], [16 x i8]* %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %145) #7
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(16) %145, i8 0, i32 16, i1 false) #7
  %146 = getelementptr inbounds [16 x i8], [16 x i8]* %10, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %146) #7
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(16) %146, i8 0, i32 16, i1 false) #7
  %147 = getelementptr inbounds [16 x i8], [16 x i8]* %11, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %147) #7
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(16) %147, i8 0, i32 16, i1 false) #7
  %148 = bitcast i32* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %148) #7
  store i32 774778414, i32* %12, align 4
  %149 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.65, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.66, i32 0, i32 0), i8* noundef nonnull %145, i8* noundef nonnull %146) #7
  %150 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.67, i32 0, i32 0), i32 noundef %149, i8* noundef nonnull %145, i8* noundef nonnull %146) #7
  %151 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.68, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.69, i32 0, i32 0), i32* noundef nonnull %12) #7
  %152 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.70, i32 0, i32 0), i32 noundef %151, i32* noundef nonnull %12) #7
  %153 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.71, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.72, i32 0, i32 0), i32* noundef nonnull %12) #7
  %154 = load i8, i8* %148, align 4, !tbaa !16
  %155 = sext i8 %154 to i32
  %156 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.73, i32 0, i32 0), i32 noundef %153, i32 noundef %155) #7
  %157 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.74, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.75, i32 0, i32 0), i32* noundef nonnull %12) #7
  %158 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.76, i32 0, i32 0), i32 noundef %157, i32* noundef nonnull %12) #7
  %159 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.77, i32 0, i32 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.78, i32 0, i32 0), i8* noundef nonnull %145, i8* noundef nonnull %146, i8* noundef nonnull %147) #7
  %160 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.79, i32 0, i32 0), i32 noundef %159, i8* noundef nonnull %145, i8* noundef nonnull %146, i8* noundef nonnull %147) #7
  %161 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.80, i32 0, i32 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.81, i32 0, i32 0), i8* noundef nonnull %145, i8* noundef nonnull %146) #7
  %162 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.82, i32 0, i32 0), i32 noundef %161, i8* noundef nonnull %145, i8* noundef nonnull %146) #7
  %163 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.83, i32 0, i32 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.84, i32 0, i32 0), i8* noundef nonnull %145, i8* noundef nonnull %146, i8* noundef nonnull %147) #7
  %164 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.85, i32 0, i32 0), i32 noundef %163, i8* noundef nonnull %145, i8* noundef nonnull %146, i8* noundef nonnull %147) #7
  %165 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.86, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.87, i32 0, i32 0), i8* noundef nonnull %145) #7
  %166 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.88, i32 0, i32 0), i32 noundef %165) #7
  %167 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.87, i32 0, i32 0), i8* noundef nonnull %145) #7
  %168 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.90, i32 0, i32 0), i32 noundef %167) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %148) #7
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %147) #7
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %146) #7
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %145) #7
  %169 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %169)
  %170 = bitcast i64* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %170)
  %171 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %171) #7
  store i32 0, i32* %1, align 4, !tbaa !6
  %172 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %172) #7
  store i32 0, i32* %2, align 4, !tbaa !6
  %173 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %173) #7
  store i32 -1, i32* %3, align 4, !tbaa !6
  %174 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %174) #7
  store i32 -1, i32* %4, align 4, !tbaa !6
  %175 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.31, i32 0, i32 0), i32* noundef nonnull %1) #7
  %176 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.91, i32 0, i32 0), i32 noundef %175) #7
  %177 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.93, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.31, i32 0, i32 0), i32* noundef nonnull %1) #7
  %178 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.92, i32 0, i32 0), i32 noundef %177) #7
  %179 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.95, i32 0, i32 0)) #7
  %180 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.94, i32 0, i32 0), i32 noundef %179) #7
  %181 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.97, i32 0, i32 0)) #7
  %182 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.96, i32 0, i32 0), i32 noundef %181) #7
  %183 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.99, i32 0, i32 0), i32* noundef nonnull %3) #7
  %184 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.98, i32 0, i32 0), i32 noundef %183) #7
  %185 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.95, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.31, i32 0, i32 0), i32* noundef nonnull %1) #7
  %186 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.100, i32 0, i32 0), i32 noundef %185) #7
  %187 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.102, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.103, i32 0, i32 0), i32* noundef nonnull %1, i32* noundef nonnull %2) #7
  %188 = load i32, i32* %1, align 4, !tbaa !6
  %189 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.101, i32 0, i32 0), i32 noundef %187, i32 noundef %188) #7
  %190 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.105, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.103, i32 0, i32 0), i32* noundef nonnull %1, i32* noundef nonnull %2) #7
  %191 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.104, i32 0, i32 0), i32 noundef %190) #7
  %192 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.105, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.107, i32 0, i32 0), i32* noundef nonnull %1) #7
  %193 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.106, i32 0, i32 0), i32 noundef %192) #7
  %194 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.109, i32 0, i32 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.110, i32 0, i32 0), i32* noundef nonnull %1, i32* noundef nonnull %4) #7
  %195 = load i32, i32* %1, align 4, !tbaa !6
  %196 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.108, i32 0, i32 0), i32 noundef %194, i32 noundef %195) #7
  %197 = load i32, i32* %4, align 4, !tbaa !6
  %198 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.111, i32 0, i32 0), i32 noundef %197) #7
  %199 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.113, i32 0, i32 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.114, i32 0, i32 0), i32* noundef nonnull %1, i32* noundef nonnull %2) #7
  %200 = load i32, i32* %1, align 4, !tbaa !6
  %201 = load i32, i32* %2, align 4, !tbaa !6
  %202 = add nsw i32 %201, %200
  %203 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.112, i32 0, i32 0), i32 noundef %199, i32 noundef %202) #7
  %204 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.116, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.117, i32 0, i32 0), i32* noundef nonnull %1) #7
  %205 = load i32, i32* %1, align 4, !tbaa !6
  %206 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.115, i32 0, i32 0), i32 noundef %204, i32 noundef %205) #7
  %207 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.119, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.117, i32 0, i32 0), i32* noundef nonnull %1) #7
  %208 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.118, i32 0, i32 0), i32 noundef %207) #7
  %209 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.121, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.122, i32 0, i32 0), i32* noundef nonnull %3) #7
  %210 = load i32, i32* %3, align 4, !tbaa !6
  %211 = and i32 %210, 255
  %212 = add nsw i32 %211, %209
  %213 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.120, i32 0, i32 0), i32 noundef %212) #7
  store double 0.000000e+00, double* %5, align 8, !tbaa !21
  store i64 0, i64* %6, align 8
  %214 = call i32 (i8*, i8*, ...) @vscan(i8* undef, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.125, i32 0, i32 0), i32* noundef nonnull %1, double* noundef nonnull %5, i64* noundef nonnull %6) #7
  %215 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.123, i32 0, i32 0), i32 noundef %214) #7
  %216 = bitcast double* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %216) #7
  store double 0.000000e+00, double* %7, align 8, !tbaa !21
  %217 = bitcast i64* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %217) #7
  store i64 0, i64* %8, align 8
  %218 = call i32 (i8*, i8*, ...) @vscan(i8* undef, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.127, i32 0, i32 0), i32* noundef nonnull %1, double* noundef nonnull %7, i64* noundef nonnull %8) #7
  %219 = mul nsw i32 %218, 100
  %220 = load i32, i32* %1, align 4, !tbaa !6
  %221 = add nsw i32 %219, %220
  %222 = load double, double* %7, align 8, !tbaa !21
  %223 = fmul double %222, 2.000000e+00
  %224 = fptosi double %223 to i32
  %225 = call i32 @strlen(i8* noundef nonnull %217) #8
  %226 = add i32 %221, %225
  %227 = add i32 %226, %224
  %228 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.126, i32 0, i32 0), i32 noundef %227) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %217) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %216) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %174) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %173) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %172) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %171) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %169)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %170)
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
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nounwind uwtable
define internal i32 @vscan(i8* nocapture readnone %0, i8* noundef %1, ...) unnamed_addr #0 {
  %3 = alloca i8*, align 4
  %4 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #7
  call void @llvm.va_start(i8* nonnull %4)
  %5 = load i8*, i8** %3, align 4, !tbaa !17
  %6 = call i32 @__isoc99_vsscanf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.124, i32 0, i32 0), i8* noundef %1, i8* noundef %5) #7
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #7
  ret i32 %6
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strlen(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #5

; Function Attrs: nounwind
declare i32 @__isoc99_vsscanf(i8* noundef, i8* noundef, i8* noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn }
attributes #6 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !8, i64 0}
!16 = !{!8, !8, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !8, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !8, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !8, i64 0}
!23 = !{!24, !24, i64 0}
!24 = !{!"long double", !8, i64 0}
