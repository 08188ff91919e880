; ModuleID = 'sscanf.c'
source_filename = "sscanf.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
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
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca [8 x i8], align 8
  %7 = alloca double, align 8
  %8 = alloca [8 x i8], align 8
  %9 = alloca [16 x i8], align 1
  %10 = alloca [16 x i8], align 1
  %11 = alloca [16 x i8], align 1
  %12 = alloca [4 x i8], align 4
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
  %32 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20) #8
  store i32 -7, ptr %20, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21) #8
  store i32 -7, ptr %21, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %22) #8
  store i32 -7, ptr %22, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %23) #8
  store i32 7, ptr %23, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %24) #8
  store i32 0, ptr %24, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25) #8
  store i64 0, ptr %25, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %26) #8
  store i16 0, ptr %26, align 2, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %27) #8
  store i8 0, ptr %27, align 1, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %28) #8
  store i8 0, ptr %28, align 1, !tbaa !16
  %33 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull %20, ptr noundef nonnull %21, ptr noundef nonnull %22) #8
  %34 = load i32, ptr %20, align 4, !tbaa !6
  %35 = load i32, ptr %21, align 4, !tbaa !6
  %36 = load i32, ptr %22, align 4, !tbaa !6
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36)
  %38 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.4, ptr noundef nonnull %20, ptr noundef nonnull %21, ptr noundef nonnull %22, ptr noundef nonnull %23) #8
  %39 = load i32, ptr %20, align 4, !tbaa !6
  %40 = load i32, ptr %21, align 4, !tbaa !6
  %41 = load i32, ptr %22, align 4, !tbaa !6
  %42 = load i32, ptr %23, align 4, !tbaa !6
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %38, i32 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42)
  %44 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7, ptr noundef nonnull %20, ptr noundef nonnull %21, ptr noundef nonnull %22, ptr noundef nonnull %23) #8
  %45 = load i32, ptr %20, align 4, !tbaa !6
  %46 = load i32, ptr %21, align 4, !tbaa !6
  %47 = load i32, ptr %22, align 4, !tbaa !6
  %48 = load i32, ptr %23, align 4, !tbaa !6
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %44, i32 noundef %45, i32 noundef %46, i32 noundef %47, i32 noundef %48)
  %50 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull %23) #8
  %51 = load i32, ptr %23, align 4, !tbaa !6
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %50, i32 noundef %51)
  %53 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, ptr noundef nonnull %24, ptr noundef nonnull %25, ptr noundef nonnull %26, ptr noundef nonnull %27, ptr noundef nonnull %28) #8
  %54 = load i32, ptr %24, align 4, !tbaa !10
  %55 = srem i32 %54, 1000
  %56 = load i64, ptr %25, align 8, !tbaa !12
  %57 = load i16, ptr %26, align 2, !tbaa !14
  %58 = sext i16 %57 to i32
  %59 = load i8, ptr %27, align 1, !tbaa !16
  %60 = sext i8 %59 to i32
  %61 = load i8, ptr %28, align 1, !tbaa !16
  %62 = zext i8 %61 to i32
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %53, i32 noundef %55, i64 noundef %56, i32 noundef %58, i32 noundef %60, i32 noundef %62)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29) #8
  store i64 0, ptr %29, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %30) #8
  store i32 0, ptr %30, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %31) #8
  store i32 0, ptr %31, align 4, !tbaa !6
  %64 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, ptr noundef nonnull %29, ptr noundef nonnull %30, ptr noundef nonnull %31) #8
  %65 = load i64, ptr %29, align 8, !tbaa !12
  %66 = load i32, ptr %30, align 4, !tbaa !6
  %67 = zext i32 %66 to i64
  %68 = load i32, ptr %31, align 4, !tbaa !6
  %69 = sext i32 %68 to i64
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %64, i64 noundef %65, i64 noundef %67, i64 noundef %69)
  %71 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19, ptr noundef nonnull %25, ptr noundef nonnull %25) #8
  %72 = load i64, ptr %25, align 8, !tbaa !12
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %71, i64 noundef %72)
  %74 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22, ptr noundef nonnull %20, ptr noundef nonnull %21) #8
  %75 = load i32, ptr %20, align 4, !tbaa !6
  %76 = load i32, ptr %21, align 4, !tbaa !6
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %74, i32 noundef %75, i32 noundef %76)
  %78 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.25, ptr noundef nonnull %20) #8
  %79 = load i32, ptr %20, align 4, !tbaa !6
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %78, i32 noundef %79)
  %81 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.28, ptr noundef nonnull %20, ptr noundef nonnull %21) #8
  %82 = load i32, ptr %20, align 4, !tbaa !6
  %83 = load i32, ptr %21, align 4, !tbaa !6
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %81, i32 noundef %82, i32 noundef %83)
  %85 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.30, ptr noundef nonnull @.str.31, ptr noundef nonnull %20) #8
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, i32 noundef %85)
  %87 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.33, ptr noundef nonnull @.str.34, ptr noundef nonnull %20, ptr noundef nonnull %21) #8
  %88 = load i32, ptr %20, align 4, !tbaa !6
  %89 = load i32, ptr %21, align 4, !tbaa !6
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, i32 noundef %87, i32 noundef %88, i32 noundef %89)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %32) #8
  store ptr null, ptr %32, align 4, !tbaa !17
  %91 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.36, ptr noundef nonnull @.str.37, ptr noundef nonnull %32) #8
  %92 = load ptr, ptr %32, align 4, !tbaa !17
  %93 = icmp eq ptr %92, inttoptr (i32 4660 to ptr)
  %94 = zext i1 %93 to i32
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %91, i32 noundef %94)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %32) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %31) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %30) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29) #8
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %28) #8
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %27) #8
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %26) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %24) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %23) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %22) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20) #8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16) #8
  store float 0.000000e+00, ptr %16, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17) #8
  store double 0.000000e+00, ptr %17, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %18) #8
  store x86_fp80 0xK00000000000000000000, ptr %18, align 4, !tbaa !23
  %96 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.39, ptr noundef nonnull @.str.40, ptr noundef nonnull %16, ptr noundef nonnull %17, ptr noundef nonnull %18) #8
  %97 = load float, ptr %16, align 4, !tbaa !19
  %98 = fpext float %97 to double
  %99 = load double, ptr %17, align 8, !tbaa !21
  %100 = load x86_fp80, ptr %18, align 4, !tbaa !23
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %96, double noundef %98, double noundef %99, x86_fp80 noundef %100)
  %102 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.42, ptr noundef nonnull @.str.43, ptr noundef nonnull %16, ptr noundef nonnull %17, ptr noundef nonnull %17) #8
  %103 = load float, ptr %16, align 4, !tbaa !19
  %104 = fpext float %103 to double
  %105 = load double, ptr %17, align 8, !tbaa !21
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %102, double noundef %104, double noundef %105)
  %107 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.45, ptr noundef nonnull @.str.46, ptr noundef nonnull %16, ptr noundef nonnull %17, ptr noundef nonnull %17) #8
  %108 = load float, ptr %16, align 4, !tbaa !19
  %109 = fpext float %108 to double
  %110 = load double, ptr %17, align 8, !tbaa !21
  %111 = fcmp uno double %110, 0.000000e+00
  %112 = zext i1 %111 to i32
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %107, double noundef %109, i32 noundef %112)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #8
  store i32 -1, ptr %19, align 4, !tbaa !6
  %114 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.48, ptr noundef nonnull @.str.49, ptr noundef nonnull %17, ptr noundef nonnull %19) #8
  %115 = load i32, ptr %19, align 4, !tbaa !6
  %116 = load double, ptr %17, align 8, !tbaa !21
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, i32 noundef %114, i32 noundef %115, double noundef %116)
  %118 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.51, ptr noundef nonnull @.str.52, ptr noundef nonnull %17) #8
  %119 = load double, ptr %17, align 8, !tbaa !21
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.53, i32 noundef %118, double noundef %119)
  %121 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.54, ptr noundef nonnull @.str.52, ptr noundef nonnull %17) #8
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.55, i32 noundef %121)
  %123 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.56, ptr noundef nonnull @.str.57, ptr noundef nonnull %17, ptr noundef nonnull %17) #8
  %124 = load double, ptr %17, align 8, !tbaa !21
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.58, i32 noundef %123, double noundef %124)
  %126 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.59, ptr noundef nonnull @.str.60, ptr noundef nonnull %17) #8
  %127 = load double, ptr %17, align 8, !tbaa !21
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %126, double noundef %127)
  %129 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.62, ptr noundef nonnull @.str.63, ptr noundef nonnull %16) #8
  %130 = load float, ptr %16, align 4, !tbaa !19
  %131 = fpext float %130 to double
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.64, i32 noundef %129, double noundef %131)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #8
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %18) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #8
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(16) %9, i8 0, i32 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #8
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(16) %10, i8 0, i32 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #8
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(16) %11, i8 0, i32 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #8
  store i32 774778414, ptr %12, align 4
  %133 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.65, ptr noundef nonnull @.str.66, ptr noundef nonnull %9, ptr noundef nonnull %10) #8
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, i32 noundef %133, ptr noundef nonnull %9, ptr noundef nonnull %10)
  %135 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.68, ptr noundef nonnull @.str.69, ptr noundef nonnull %12) #8
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.70, i32 noundef %135, ptr noundef nonnull %12)
  %137 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.71, ptr noundef nonnull @.str.72, ptr noundef nonnull %12) #8
  %138 = load i8, ptr %12, align 4, !tbaa !16
  %139 = sext i8 %138 to i32
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.73, i32 noundef %137, i32 noundef %139)
  %141 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.74, ptr noundef nonnull @.str.75, ptr noundef nonnull %12) #8
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.76, i32 noundef %141, ptr noundef nonnull %12)
  %143 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.77, ptr noundef nonnull @.str.78, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef nonnull %11) #8
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.79, i32 noundef %143, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef nonnull %11)
  %145 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.80, ptr noundef nonnull @.str.81, ptr noundef nonnull %9, ptr noundef nonnull %10) #8
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.82, i32 noundef %145, ptr noundef nonnull %9, ptr noundef nonnull %10)
  %147 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.83, ptr noundef nonnull @.str.84, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef nonnull %11) #8
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.85, i32 noundef %147, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef nonnull %11)
  %149 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.86, ptr noundef nonnull @.str.87, ptr noundef nonnull %9) #8
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.88, i32 noundef %149)
  %151 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.89, ptr noundef nonnull @.str.87, ptr noundef nonnull %9) #8
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.90, i32 noundef %151)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #8
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(16) %13, ptr noundef nonnull align 4 dereferenceable(16) @__const.strings.w2, i32 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #8
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(16) %14, ptr noundef nonnull align 4 dereferenceable(16) @__const.strings.w2, i32 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #8
  store i32 7, ptr %15, align 4, !tbaa !6
  %153 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.91, ptr noundef nonnull @.str.92, ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %15) #8
  %154 = load i32, ptr %13, align 4, !tbaa !6
  %155 = getelementptr inbounds i8, ptr %13, i32 4
  %156 = load i32, ptr %155, align 4, !tbaa !6
  %157 = getelementptr inbounds i8, ptr %13, i32 8
  %158 = load i32, ptr %157, align 4, !tbaa !6
  %159 = load i32, ptr %14, align 4, !tbaa !6
  %160 = getelementptr inbounds i8, ptr %14, i32 4
  %161 = load i32, ptr %160, align 4, !tbaa !6
  %162 = getelementptr inbounds i8, ptr %14, i32 8
  %163 = load i32, ptr %162, align 4, !tbaa !6
  %164 = getelementptr inbounds i8, ptr %14, i32 12
  %165 = load i32, ptr %164, align 4, !tbaa !6
  %166 = load i32, ptr %15, align 4, !tbaa !6
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.93, i32 noundef %153, i32 noundef %154, i32 noundef %156, i32 noundef %158, i32 noundef %159, i32 noundef %161, i32 noundef %163, i32 noundef %165, i32 noundef %166)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #8
  store i32 0, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  store i32 0, ptr %2, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #8
  store i32 -1, ptr %3, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #8
  store i32 -1, ptr %4, align 4, !tbaa !6
  %168 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.89, ptr noundef nonnull @.str.31, ptr noundef nonnull %1) #8
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.94, i32 noundef %168)
  %170 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.96, ptr noundef nonnull @.str.31, ptr noundef nonnull %1) #8
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.95, i32 noundef %170)
  %172 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.89, ptr noundef nonnull @.str.98) #8
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.97, i32 noundef %172)
  %174 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.89, ptr noundef nonnull @.str.100) #8
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.99, i32 noundef %174)
  %176 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.89, ptr noundef nonnull @.str.102, ptr noundef nonnull %3) #8
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.101, i32 noundef %176)
  %178 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.98, ptr noundef nonnull @.str.31, ptr noundef nonnull %1) #8
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.103, i32 noundef %178)
  %180 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.105, ptr noundef nonnull @.str.106, ptr noundef nonnull %1, ptr noundef nonnull %2) #8
  %181 = load i32, ptr %1, align 4, !tbaa !6
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.104, i32 noundef %180, i32 noundef %181)
  %183 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.108, ptr noundef nonnull @.str.106, ptr noundef nonnull %1, ptr noundef nonnull %2) #8
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.107, i32 noundef %183)
  %185 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.108, ptr noundef nonnull @.str.110, ptr noundef nonnull %1) #8
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.109, i32 noundef %185)
  %187 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.112, ptr noundef nonnull @.str.113, ptr noundef nonnull %1, ptr noundef nonnull %4) #8
  %188 = load i32, ptr %1, align 4, !tbaa !6
  %189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.111, i32 noundef %187, i32 noundef %188)
  %190 = load i32, ptr %4, align 4, !tbaa !6
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.114, i32 noundef %190)
  %192 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.116, ptr noundef nonnull @.str.117, ptr noundef nonnull %1, ptr noundef nonnull %2) #8
  %193 = load i32, ptr %1, align 4, !tbaa !6
  %194 = load i32, ptr %2, align 4, !tbaa !6
  %195 = add nsw i32 %194, %193
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.115, i32 noundef %192, i32 noundef %195)
  %197 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.119, ptr noundef nonnull @.str.120, ptr noundef nonnull %1) #8
  %198 = load i32, ptr %1, align 4, !tbaa !6
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.118, i32 noundef %197, i32 noundef %198)
  %200 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.122, ptr noundef nonnull @.str.120, ptr noundef nonnull %1) #8
  %201 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.121, i32 noundef %200)
  %202 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.124, ptr noundef nonnull @.str.125, ptr noundef nonnull %3) #8
  %203 = load i32, ptr %3, align 4, !tbaa !6
  %204 = and i32 %203, 255
  %205 = add nsw i32 %204, %202
  %206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.123, i32 noundef %205)
  store double 0.000000e+00, ptr %5, align 8, !tbaa !21
  store i64 0, ptr %6, align 8
  %207 = call i32 (ptr, ptr, ...) @vscan(ptr nonnull poison, ptr noundef nonnull @.str.128, ptr noundef nonnull %1, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %208 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.126, i32 noundef %207)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #8
  store double 0.000000e+00, ptr %7, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #8
  store i64 0, ptr %8, align 8
  %209 = call i32 (ptr, ptr, ...) @vscan(ptr nonnull poison, ptr noundef nonnull @.str.130, ptr noundef nonnull %1, ptr noundef nonnull %7, ptr noundef nonnull %8)
  %210 = mul nsw i32 %209, 100
  %211 = load i32, ptr %1, align 4, !tbaa !6
  %212 = add nsw i32 %210, %211
  %213 = load double, ptr %7, align 8, !tbaa !21
  %214 = fmul double %213, 2.000000e+00
  %215 = fptosi double %214 to i32
  %216 = call i32 @strlen(ptr noundef nonnull dereferenceable(1) %8) #9
  %217 = add i32 %212, %216
  %218 = add i32 %217, %215
  %219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.129, i32 noundef %218)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @__isoc99_sscanf(ptr nocapture noundef readonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: nounwind uwtable
define internal i32 @vscan(ptr nocapture readnone %0, ptr noundef %1, ...) unnamed_addr #0 {
  %3 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = load ptr, ptr %3, align 4, !tbaa !17
  %5 = call i32 @__isoc99_vsscanf(ptr noundef nonnull @.str.127, ptr noundef %1, ptr noundef %4) #8
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #8
  ret i32 %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare i32 @__isoc99_vsscanf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
