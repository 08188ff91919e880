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
@__const.strings.w2 = private unnamed_addr constant [4 x i32] [i32 7, i32 7, i32 7, i32 7], align 4
@.str.91 = private unnamed_addr constant [8 x i8] c"ab cab!\00", align 1
@.str.92 = private unnamed_addr constant [15 x i8] c"%ls %l[abc]%lc\00", align 1
@.str.93 = private unnamed_addr constant [38 x i8] c"wide: %d %d %d %d | %d %d %d %d | %d\0A\00", align 1
@.str.94 = private unnamed_addr constant [15 x i8] c"empty %%d: %d\0A\00", align 1
@.str.95 = private unnamed_addr constant [16 x i8] c"spaces %%d: %d\0A\00", align 1
@.str.96 = private unnamed_addr constant [4 x i8] c"   \00", align 1
@.str.97 = private unnamed_addr constant [19 x i8] c"empty literal: %d\0A\00", align 1
@.str.98 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.99 = private unnamed_addr constant [17 x i8] c"empty space: %d\0A\00", align 1
@.str.100 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.101 = private unnamed_addr constant [15 x i8] c"empty %%n: %d\0A\00", align 1
@.str.102 = private unnamed_addr constant [3 x i8] c"%n\00", align 1
@.str.103 = private unnamed_addr constant [14 x i8] c"mismatch: %d\0A\00", align 1
@.str.104 = private unnamed_addr constant [16 x i8] c"partial: %d %d\0A\00", align 1
@.str.105 = private unnamed_addr constant [4 x i8] c"5 x\00", align 1
@.str.106 = private unnamed_addr constant [6 x i8] c"%d %d\00", align 1
@.str.107 = private unnamed_addr constant [19 x i8] c"eof after one: %d\0A\00", align 1
@.str.108 = private unnamed_addr constant [2 x i8] c"5\00", align 1
@.str.109 = private unnamed_addr constant [25 x i8] c"suppressed then eof: %d\0A\00", align 1
@.str.110 = private unnamed_addr constant [7 x i8] c"%*d %d\00", align 1
@.str.111 = private unnamed_addr constant [19 x i8] c"suppressed: %d %d\0A\00", align 1
@.str.112 = private unnamed_addr constant [6 x i8] c"1 2 3\00", align 1
@.str.113 = private unnamed_addr constant [13 x i8] c"%*d %d %*d%n\00", align 1
@.str.114 = private unnamed_addr constant [7 x i8] c"n: %d\0A\00", align 1
@.str.115 = private unnamed_addr constant [16 x i8] c"literal: %d %d\0A\00", align 1
@.str.116 = private unnamed_addr constant [9 x i8] c"x=4, y=5\00", align 1
@.str.117 = private unnamed_addr constant [11 x i8] c"x=%d, y=%d\00", align 1
@.str.118 = private unnamed_addr constant [16 x i8] c"percent: %d %d\0A\00", align 1
@.str.119 = private unnamed_addr constant [5 x i8] c"50 %\00", align 1
@.str.120 = private unnamed_addr constant [6 x i8] c"%d %%\00", align 1
@.str.121 = private unnamed_addr constant [18 x i8] c"percent miss: %d\0A\00", align 1
@.str.122 = private unnamed_addr constant [5 x i8] c"50 x\00", align 1
@.str.123 = private unnamed_addr constant [11 x i8] c"%%hhn: %d\0A\00", align 1
@.str.124 = private unnamed_addr constant [5 x i8] c"abcd\00", align 1
@.str.125 = private unnamed_addr constant [7 x i8] c"ab%hhn\00", align 1
@.str.126 = private unnamed_addr constant [12 x i8] c"vsscanf: %d\00", align 1
@.str.127 = private unnamed_addr constant [11 x i8] c"7 8.5 word\00", align 1
@.str.128 = private unnamed_addr constant [10 x i8] c"%d %lf %s\00", align 1
@.str.129 = private unnamed_addr constant [5 x i8] c" %d\0A\00", align 1
@.str.130 = private unnamed_addr constant [11 x i8] c"%d %lf %7s\00", align 1

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
  %13 = alloca [4 x i32], align 4
  %14 = alloca [4 x i32], align 4
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca double, align 8
  %18 = alloca x86_fp80, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca i16, align 2
  %27 = alloca i8, align 1
  %28 = alloca i8, align 1
  %29 = alloca i64, align 8
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i8*, align 4
  %33 = bitcast i32* %20 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %33) #8
  store i32 -7, i32* %20, align 4, !tbaa !6
  %34 = bitcast i32* %21 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %34) #8
  store i32 -7, i32* %21, align 4, !tbaa !6
  %35 = bitcast i32* %22 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %35) #8
  store i32 -7, i32* %22, align 4, !tbaa !6
  %36 = bitcast i32* %23 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %36) #8
  store i32 7, i32* %23, align 4, !tbaa !6
  %37 = bitcast i32* %24 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %37) #8
  store i32 0, i32* %24, align 4, !tbaa !10
  %38 = bitcast i64* %25 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %38) #8
  store i64 0, i64* %25, align 8, !tbaa !12
  %39 = bitcast i16* %26 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %39) #8
  store i16 0, i16* %26, align 2, !tbaa !14
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %27) #8
  store i8 0, i8* %27, align 1, !tbaa !16
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %28) #8
  store i8 0, i8* %28, align 1, !tbaa !16
  %40 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i32* noundef nonnull %20, i32* noundef nonnull %21, i32* noundef nonnull %22) #8
  %41 = load i32, i32* %20, align 4, !tbaa !6
  %42 = load i32, i32* %21, align 4, !tbaa !6
  %43 = load i32, i32* %22, align 4, !tbaa !6
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43) #8
  %45 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i32* noundef nonnull %20, i32* noundef nonnull %21, i32* noundef nonnull %22, i32* noundef nonnull %23) #8
  %46 = load i32, i32* %20, align 4, !tbaa !6
  %47 = load i32, i32* %21, align 4, !tbaa !6
  %48 = load i32, i32* %22, align 4, !tbaa !6
  %49 = load i32, i32* %23, align 4, !tbaa !6
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i32 0, i32 0), i32 noundef %45, i32 noundef %46, i32 noundef %47, i32 noundef %48, i32 noundef %49) #8
  %51 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i32 0, i32 0), i32* noundef nonnull %20, i32* noundef nonnull %21, i32* noundef nonnull %22, i32* noundef nonnull %23) #8
  %52 = load i32, i32* %20, align 4, !tbaa !6
  %53 = load i32, i32* %21, align 4, !tbaa !6
  %54 = load i32, i32* %22, align 4, !tbaa !6
  %55 = load i32, i32* %23, align 4, !tbaa !6
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.8, i32 0, i32 0), i32 noundef %51, i32 noundef %52, i32 noundef %53, i32 noundef %54, i32 noundef %55) #8
  %57 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.10, i32 0, i32 0), i32* noundef nonnull %23) #8
  %58 = load i32, i32* %23, align 4, !tbaa !6
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.11, i32 0, i32 0), i32 noundef %57, i32 noundef %58) #8
  %60 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([48 x i8], [48 x i8]* @.str.12, i32 0, i32 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.13, i32 0, i32 0), i32* noundef nonnull %24, i64* noundef nonnull %25, i16* noundef nonnull %26, i8* noundef nonnull %27, i8* noundef nonnull %28) #8
  %61 = load i32, i32* %24, align 4, !tbaa !10
  %62 = srem i32 %61, 1000
  %63 = load i64, i64* %25, align 8, !tbaa !12
  %64 = load i16, i16* %26, align 2, !tbaa !14
  %65 = sext i16 %64 to i32
  %66 = load i8, i8* %27, align 1, !tbaa !16
  %67 = sext i8 %66 to i32
  %68 = load i8, i8* %28, align 1, !tbaa !16
  %69 = zext i8 %68 to i32
  %70 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.14, i32 0, i32 0), i32 noundef %60, i32 noundef %62, i64 noundef %63, i32 noundef %65, i32 noundef %67, i32 noundef %69) #8
  %71 = bitcast i64* %29 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %71) #8
  store i64 0, i64* %29, align 8, !tbaa !12
  %72 = bitcast i32* %30 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %72) #8
  store i32 0, i32* %30, align 4, !tbaa !6
  %73 = bitcast i32* %31 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %73) #8
  store i32 0, i32* %31, align 4, !tbaa !6
  %74 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.15, i32 0, i32 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.16, i32 0, i32 0), i64* noundef nonnull %29, i32* noundef nonnull %30, i32* noundef nonnull %31) #8
  %75 = load i64, i64* %29, align 8, !tbaa !12
  %76 = load i32, i32* %30, align 4, !tbaa !6
  %77 = zext i32 %76 to i64
  %78 = load i32, i32* %31, align 4, !tbaa !6
  %79 = sext i32 %78 to i64
  %80 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.17, i32 0, i32 0), i32 noundef %74, i64 noundef %75, i64 noundef %77, i64 noundef %79) #8
  %81 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.19, i32 0, i32 0), i64* noundef nonnull %25, i64* noundef nonnull %25) #8
  %82 = load i64, i64* %25, align 8, !tbaa !12
  %83 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.20, i32 0, i32 0), i32 noundef %81, i64 noundef %82) #8
  %84 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i32 0, i32 0), i32* noundef nonnull %20, i32* noundef nonnull %21) #8
  %85 = load i32, i32* %20, align 4, !tbaa !6
  %86 = load i32, i32* %21, align 4, !tbaa !6
  %87 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i32 noundef %84, i32 noundef %85, i32 noundef %86) #8
  %88 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.25, i32 0, i32 0), i32* noundef nonnull %20) #8
  %89 = load i32, i32* %20, align 4, !tbaa !6
  %90 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.26, i32 0, i32 0), i32 noundef %88, i32 noundef %89) #8
  %91 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.27, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.28, i32 0, i32 0), i32* noundef nonnull %20, i32* noundef nonnull %21) #8
  %92 = load i32, i32* %20, align 4, !tbaa !6
  %93 = load i32, i32* %21, align 4, !tbaa !6
  %94 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.29, i32 0, i32 0), i32 noundef %91, i32 noundef %92, i32 noundef %93) #8
  %95 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.30, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.31, i32 0, i32 0), i32* noundef nonnull %20) #8
  %96 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.32, i32 0, i32 0), i32 noundef %95) #8
  %97 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.33, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.34, i32 0, i32 0), i32* noundef nonnull %20, i32* noundef nonnull %21) #8
  %98 = load i32, i32* %20, align 4, !tbaa !6
  %99 = load i32, i32* %21, align 4, !tbaa !6
  %100 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.35, i32 0, i32 0), i32 noundef %97, i32 noundef %98, i32 noundef %99) #8
  %101 = bitcast i8** %32 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %101) #8
  store i8* null, i8** %32, align 4, !tbaa !17
  %102 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.36, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.37, i32 0, i32 0), i8** noundef nonnull %32) #8
  %103 = load i8*, i8** %32, align 4, !tbaa !17
  %104 = icmp eq i8* %103, inttoptr (i32 4660 to i8*)
  %105 = zext i1 %104 to i32
  %106 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i32 0, i32 0), i32 noundef %102, i32 noundef %105) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %101) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %73) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %72) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %71) #8
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %28) #8
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %27) #8
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %39) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %38) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %37) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %36) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %35) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %34) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %33) #8
  %107 = bitcast float* %16 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %107) #8
  store float 0.000000e+00, float* %16, align 4, !tbaa !19
  %108 = bitcast double* %17 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %108) #8
  store double 0.000000e+00, double* %17, align 8, !tbaa !21
  %109 = bitcast x86_fp80* %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %109) #8
  store x86_fp80 0xK00000000000000000000, x86_fp80* %18, align 4, !tbaa !23
  %110 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.39, i32 0, i32 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.40, i32 0, i32 0), float* noundef nonnull %16, double* noundef nonnull %17, x86_fp80* noundef nonnull %18) #8
  %111 = load float, float* %16, align 4, !tbaa !19
  %112 = fpext float %111 to double
  %113 = load double, double* %17, align 8, !tbaa !21
  %114 = load x86_fp80, x86_fp80* %18, align 4, !tbaa !23
  %115 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.41, i32 0, i32 0), i32 noundef %110, double noundef %112, double noundef %113, x86_fp80 noundef %114) #8
  %116 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.42, i32 0, i32 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.43, i32 0, i32 0), float* noundef nonnull %16, double* noundef nonnull %17, double* noundef nonnull %17) #8
  %117 = load float, float* %16, align 4, !tbaa !19
  %118 = fpext float %117 to double
  %119 = load double, double* %17, align 8, !tbaa !21
  %120 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.44, i32 0, i32 0), i32 noundef %116, double noundef %118, double noundef %119) #8
  %121 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.45, i32 0, i32 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.46, i32 0, i32 0), float* noundef nonnull %16, double* noundef nonnull %17, double* noundef nonnull %17) #8
  %122 = load float, float* %16, align 4, !tbaa !19
  %123 = fpext float %122 to double
  %124 = load double, double* %17, align 8, !tbaa !21
  %125 = fcmp uno double %124, 0.000000e+00
  %126 = zext i1 %125 to i32
  %127 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.47, i32 0, i32 0), i32 noundef %121, double noundef %123, i32 noundef %126) #8
  %128 = bitcast i32* %19 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %128) #8
  store i32 -1, i32* %19, align 4, !tbaa !6
  %129 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.48, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.49, i32 0, i32 0), double* noundef nonnull %17, i32* noundef nonnull %19) #8
  %130 = load i32, i32* %19, align 4, !tbaa !6
  %131 = load double, double* %17, align 8, !tbaa !21
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.50, i32 0, i32 0), i32 noundef %129, i32 noundef %130, double noundef %131) #8
  %133 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.51, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.52, i32 0, i32 0), double* noundef nonnull %17) #8
  %134 = load double, double* %17, align 8, !tbaa !21
  %135 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.53, i32 0, i32 0), i32 noundef %133, double noundef %134) #8
  %136 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.54, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.52, i32 0, i32 0), double* noundef nonnull %17) #8
  %137 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.55, i32 0, i32 0), i32 noundef %136) #8
  %138 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.57, i32 0, i32 0), double* noundef nonnull %17, double* noundef nonnull %17) #8
  %139 = load double, double* %17, align 8, !tbaa !21
  %140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.58, i32 0, i32 0), i32 noundef %138, double noundef %139) #8
  %141 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.59, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.60, i32 0, i32 0), double* noundef nonnull %17) #8
  %142 = load double, double* %17, align 8, !tbaa !21
  %143 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i32 0, i32 0), i32 noundef %141, double noundef %142) #8
  %144 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.63, i32 0, i32 0), float* noundef nonnull %16) #8
  %145 = load float, float* %16, align 4, !tbaa !19
  %146 = fpext float %145 to double
  %147 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.64, i32 0, i32 0), i32 noundef %144, double noundef %146) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %128) #8
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %109) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %108) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %107) #8
  %148 = getelementptr inbounds [16 x i8], [16 x i8]* %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %148) #8
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(16) %148, i8 0, i32 16, i1 false) #8
  %149 = getelementptr inbounds [16 x i8], [16 x i8]* %10, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %149) #8
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(16) %149, i8 0, i32 16, i1 false) #8
  %150 = getelementptr inbounds [16 x i8], [16 x i8]* %11, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %150) #8
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(16) %150, i8 0, i32 16, i1 false) #8
  %151 = bitcast i32* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %151) #8
  store i32 774778414, i32* %12, align 4
  %152 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.65, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.66, i32 0, i32 0), i8* noundef nonnull %148, i8* noundef nonnull %149) #8
  %153 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.67, i32 0, i32 0), i32 noundef %152, i8* noundef nonnull %148, i8* noundef nonnull %149) #8
  %154 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.68, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.69, i32 0, i32 0), i32* noundef nonnull %12) #8
  %155 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.70, i32 0, i32 0), i32 noundef %154, i32* noundef nonnull %12) #8
  %156 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.71, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.72, i32 0, i32 0), i32* noundef nonnull %12) #8
  %157 = load i8, i8* %151, align 4, !tbaa !16
  %158 = sext i8 %157 to i32
  %159 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.73, i32 0, i32 0), i32 noundef %156, i32 noundef %158) #8
  %160 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.74, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.75, i32 0, i32 0), i32* noundef nonnull %12) #8
  %161 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.76, i32 0, i32 0), i32 noundef %160, i32* noundef nonnull %12) #8
  %162 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.77, i32 0, i32 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.78, i32 0, i32 0), i8* noundef nonnull %148, i8* noundef nonnull %149, i8* noundef nonnull %150) #8
  %163 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.79, i32 0, i32 0), i32 noundef %162, i8* noundef nonnull %148, i8* noundef nonnull %149, i8* noundef nonnull %150) #8
  %164 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.80, i32 0, i32 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.81, i32 0, i32 0), i8* noundef nonnull %148, i8* noundef nonnull %149) #8
  %165 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.82, i32 0, i32 0), i32 noundef %164, i8* noundef nonnull %148, i8* noundef nonnull %149) #8
  %166 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.83, i32 0, i32 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.84, i32 0, i32 0), i8* noundef nonnull %148, i8* noundef nonnull %149, i8* noundef nonnull %150) #8
  %167 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.85, i32 0, i32 0), i32 noundef %166, i8* noundef nonnull %148, i8* noundef nonnull %149, i8* noundef nonnull %150) #8
  %168 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.86, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.87, i32 0, i32 0), i8* noundef nonnull %148) #8
  %169 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.88, i32 0, i32 0), i32 noundef %168) #8
  %170 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.87, i32 0, i32 0), i8* noundef nonnull %148) #8
  %171 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.90, i32 0, i32 0), i32 noundef %170) #8
  %172 = bitcast [4 x i32]* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %172) #8
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(16) %172, i8* noundef nonnull align 4 dereferenceable(16) bitcast ([4 x i32]* @__const.strings.w2 to i8*), i32 16, i1 false) #8
  %173 = bitcast [4 x i32]* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %173) #8
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(16) %173, i8* noundef nonnull align 4 dereferenceable(16) bitcast ([4 x i32]* @__const.strings.w2 to i8*), i32 16, i1 false) #8
  %174 = bitcast i32* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %174) #8
  store i32 7, i32* %15, align 4, !tbaa !6
  %175 = getelementptr inbounds [4 x i32], [4 x i32]* %13, i32 0, i32 0
  %176 = getelementptr inbounds [4 x i32], [4 x i32]* %14, i32 0, i32 0
  %177 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.91, i32 0, i32 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.92, i32 0, i32 0), i32* noundef nonnull %175, i32* noundef nonnull %176, i32* noundef nonnull %15) #8
  %178 = load i32, i32* %175, align 4, !tbaa !6
  %179 = getelementptr inbounds [4 x i32], [4 x i32]* %13, i32 0, i32 1
  %180 = load i32, i32* %179, align 4, !tbaa !6
  %181 = getelementptr inbounds [4 x i32], [4 x i32]* %13, i32 0, i32 2
  %182 = load i32, i32* %181, align 4, !tbaa !6
  %183 = load i32, i32* %176, align 4, !tbaa !6
  %184 = getelementptr inbounds [4 x i32], [4 x i32]* %14, i32 0, i32 1
  %185 = load i32, i32* %184, align 4, !tbaa !6
  %186 = getelementptr inbounds [4 x i32], [4 x i32]* %14, i32 0, i32 2
  %187 = load i32, i32* %186, align 4, !tbaa !6
  %188 = getelementptr inbounds [4 x i32], [4 x i32]* %14, i32 0, i32 3
  %189 = load i32, i32* %188, align 4, !tbaa !6
  %190 = load i32, i32* %15, align 4, !tbaa !6
  %191 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str.93, i32 0, i32 0), i32 noundef %177, i32 noundef %178, i32 noundef %180, i32 noundef %182, i32 noundef %183, i32 noundef %185, i32 noundef %187, i32 noundef %189, i32 noundef %190) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %174) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %173) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %172) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %151) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %150) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %149) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %148) #8
  %192 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %192)
  %193 = bitcast i64* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %193)
  %194 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %194) #8
  store i32 0, i32* %1, align 4, !tbaa !6
  %195 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %195) #8
  store i32 0, i32* %2, align 4, !tbaa !6
  %196 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %196) #8
  store i32 -1, i32* %3, align 4, !tbaa !6
  %197 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %197) #8
  store i32 -1, i32* %4, align 4, !tbaa !6
  %198 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.31, i32 0, i32 0), i32* noundef nonnull %1) #8
  %199 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.94, i32 0, i32 0), i32 noundef %198) #8
  %200 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.96, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.31, i32 0, i32 0), i32* noundef nonnull %1) #8
  %201 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.95, i32 0, i32 0), i32 noundef %200) #8
  %202 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.98, i32 0, i32 0)) #8
  %203 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.97, i32 0, i32 0), i32 noundef %202) #8
  %204 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.100, i32 0, i32 0)) #8
  %205 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.99, i32 0, i32 0), i32 noundef %204) #8
  %206 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.102, i32 0, i32 0), i32* noundef nonnull %3) #8
  %207 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.101, i32 0, i32 0), i32 noundef %206) #8
  %208 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.98, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.31, i32 0, i32 0), i32* noundef nonnull %1) #8
  %209 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.103, i32 0, i32 0), i32 noundef %208) #8
  %210 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.105, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.106, i32 0, i32 0), i32* noundef nonnull %1, i32* noundef nonnull %2) #8
  %211 = load i32, i32* %1, align 4, !tbaa !6
  %212 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i32 0, i32 0), i32 noundef %210, i32 noundef %211) #8
  %213 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.108, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.106, i32 0, i32 0), i32* noundef nonnull %1, i32* noundef nonnull %2) #8
  %214 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.107, i32 0, i32 0), i32 noundef %213) #8
  %215 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.108, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.110, i32 0, i32 0), i32* noundef nonnull %1) #8
  %216 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.109, i32 0, i32 0), i32 noundef %215) #8
  %217 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.112, i32 0, i32 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.113, i32 0, i32 0), i32* noundef nonnull %1, i32* noundef nonnull %4) #8
  %218 = load i32, i32* %1, align 4, !tbaa !6
  %219 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.111, i32 0, i32 0), i32 noundef %217, i32 noundef %218) #8
  %220 = load i32, i32* %4, align 4, !tbaa !6
  %221 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.114, i32 0, i32 0), i32 noundef %220) #8
  %222 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.116, i32 0, i32 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.117, i32 0, i32 0), i32* noundef nonnull %1, i32* noundef nonnull %2) #8
  %223 = load i32, i32* %1, align 4, !tbaa !6
  %224 = load i32, i32* %2, align 4, !tbaa !6
  %225 = add nsw i32 %224, %223
  %226 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.115, i32 0, i32 0), i32 noundef %222, i32 noundef %225) #8
  %227 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.119, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.120, i32 0, i32 0), i32* noundef nonnull %1) #8
  %228 = load i32, i32* %1, align 4, !tbaa !6
  %229 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.118, i32 0, i32 0), i32 noundef %227, i32 noundef %228) #8
  %230 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.122, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.120, i32 0, i32 0), i32* noundef nonnull %1) #8
  %231 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.121, i32 0, i32 0), i32 noundef %230) #8
  %232 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.124, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.125, i32 0, i32 0), i32* noundef nonnull %3) #8
  %233 = load i32, i32* %3, align 4, !tbaa !6
  %234 = and i32 %233, 255
  %235 = add nsw i32 %234, %232
  %236 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.123, i32 0, i32 0), i32 noundef %235) #8
  store double 0.000000e+00, double* %5, align 8, !tbaa !21
  store i64 0, i64* %6, align 8
  %237 = call i32 (i8*, i8*, ...) @vscan(i8* undef, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.128, i32 0, i32 0), i32* noundef nonnull %1, double* noundef nonnull %5, i64* noundef nonnull %6) #8
  %238 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.126, i32 0, i32 0), i32 noundef %237) #8
  %239 = bitcast double* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %239) #8
  store double 0.000000e+00, double* %7, align 8, !tbaa !21
  %240 = bitcast i64* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %240) #8
  store i64 0, i64* %8, align 8
  %241 = call i32 (i8*, i8*, ...) @vscan(i8* undef, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.130, i32 0, i32 0), i32* noundef nonnull %1, double* noundef nonnull %7, i64* noundef nonnull %8) #8
  %242 = mul nsw i32 %241, 100
  %243 = load i32, i32* %1, align 4, !tbaa !6
  %244 = add nsw i32 %242, %243
  %245 = load double, double* %7, align 8, !tbaa !21
  %246 = fmul double %245, 2.000000e+00
  %247 = fptosi double %246 to i32
  %248 = call i32 @strlen(i8* noundef nonnull %240) #9
  %249 = add i32 %244, %248
  %250 = add i32 %249, %247
  %251 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.129, i32 0, i32 0), i32 noundef %250) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %240) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %239) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %197) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %196) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %195) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %194) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %192)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %193)
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

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: nounwind uwtable
define internal i32 @vscan(i8* nocapture readnone %0, i8* noundef %1, ...) unnamed_addr #0 {
  %3 = alloca i8*, align 4
  %4 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #8
  call void @llvm.va_start(i8* nonnull %4)
  %5 = load i8*, i8** %3, align 4, !tbaa !17
  %6 = call i32 @__isoc99_vsscanf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.127, i32 0, i32 0), i8* noundef %1, i8* noundef %5) #8
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #8
  ret i32 %6
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strlen(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #6

; Function Attrs: nounwind
declare i32 @__isoc99_vsscanf(i8* noundef, i8* noundef, i8* noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn }
attributes #7 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind readonly willreturn }

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
