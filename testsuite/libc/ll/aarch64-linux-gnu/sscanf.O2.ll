; ModuleID = 'sscanf.c'
source_filename = "sscanf.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

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
  %29 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17) #8
  store i32 -7, ptr %17, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18) #8
  store i32 -7, ptr %18, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #8
  store i32 -7, ptr %19, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20) #8
  store i32 7, ptr %20, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21) #8
  store i64 0, ptr %21, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22) #8
  store i64 0, ptr %22, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %23) #8
  store i16 0, ptr %23, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %24) #8
  store i8 0, ptr %24, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %25) #8
  store i8 0, ptr %25, align 4, !tbaa !16
  %30 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull %17, ptr noundef nonnull %18, ptr noundef nonnull %19) #8
  %31 = load i32, ptr %17, align 4, !tbaa !6
  %32 = load i32, ptr %18, align 4, !tbaa !6
  %33 = load i32, ptr %19, align 4, !tbaa !6
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33)
  %35 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.4, ptr noundef nonnull %17, ptr noundef nonnull %18, ptr noundef nonnull %19, ptr noundef nonnull %20) #8
  %36 = load i32, ptr %17, align 4, !tbaa !6
  %37 = load i32, ptr %18, align 4, !tbaa !6
  %38 = load i32, ptr %19, align 4, !tbaa !6
  %39 = load i32, ptr %20, align 4, !tbaa !6
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %35, i32 noundef %36, i32 noundef %37, i32 noundef %38, i32 noundef %39)
  %41 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7, ptr noundef nonnull %17, ptr noundef nonnull %18, ptr noundef nonnull %19, ptr noundef nonnull %20) #8
  %42 = load i32, ptr %17, align 4, !tbaa !6
  %43 = load i32, ptr %18, align 4, !tbaa !6
  %44 = load i32, ptr %19, align 4, !tbaa !6
  %45 = load i32, ptr %20, align 4, !tbaa !6
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45)
  %47 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull %20) #8
  %48 = load i32, ptr %20, align 4, !tbaa !6
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %47, i32 noundef %48)
  %50 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, ptr noundef nonnull %21, ptr noundef nonnull %22, ptr noundef nonnull %23, ptr noundef nonnull %24, ptr noundef nonnull %25) #8
  %51 = load i64, ptr %21, align 8, !tbaa !10
  %52 = srem i64 %51, 1000
  %53 = load i64, ptr %22, align 8, !tbaa !12
  %54 = load i16, ptr %23, align 4, !tbaa !14
  %55 = sext i16 %54 to i32
  %56 = load i8, ptr %24, align 4, !tbaa !16
  %57 = sext i8 %56 to i32
  %58 = load i8, ptr %25, align 4, !tbaa !16
  %59 = zext i8 %58 to i32
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %50, i64 noundef %52, i64 noundef %53, i32 noundef %55, i32 noundef %57, i32 noundef %59)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26) #8
  store i64 0, ptr %26, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #8
  store i64 0, ptr %27, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28) #8
  store i64 0, ptr %28, align 8, !tbaa !10
  %61 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, ptr noundef nonnull %26, ptr noundef nonnull %27, ptr noundef nonnull %28) #8
  %62 = load i64, ptr %26, align 8, !tbaa !10
  %63 = load i64, ptr %27, align 8, !tbaa !10
  %64 = load i64, ptr %28, align 8, !tbaa !10
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %61, i64 noundef %62, i64 noundef %63, i64 noundef %64)
  %66 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19, ptr noundef nonnull %22, ptr noundef nonnull %22) #8
  %67 = load i64, ptr %22, align 8, !tbaa !12
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %66, i64 noundef %67)
  %69 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22, ptr noundef nonnull %17, ptr noundef nonnull %18) #8
  %70 = load i32, ptr %17, align 4, !tbaa !6
  %71 = load i32, ptr %18, align 4, !tbaa !6
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %69, i32 noundef %70, i32 noundef %71)
  %73 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.25, ptr noundef nonnull %17) #8
  %74 = load i32, ptr %17, align 4, !tbaa !6
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %73, i32 noundef %74)
  %76 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.28, ptr noundef nonnull %17, ptr noundef nonnull %18) #8
  %77 = load i32, ptr %17, align 4, !tbaa !6
  %78 = load i32, ptr %18, align 4, !tbaa !6
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %76, i32 noundef %77, i32 noundef %78)
  %80 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.30, ptr noundef nonnull @.str.31, ptr noundef nonnull %17) #8
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, i32 noundef %80)
  %82 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.33, ptr noundef nonnull @.str.34, ptr noundef nonnull %17, ptr noundef nonnull %18) #8
  %83 = load i32, ptr %17, align 4, !tbaa !6
  %84 = load i32, ptr %18, align 4, !tbaa !6
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, i32 noundef %82, i32 noundef %83, i32 noundef %84)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29) #8
  store ptr null, ptr %29, align 8, !tbaa !17
  %86 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.36, ptr noundef nonnull @.str.37, ptr noundef nonnull %29) #8
  %87 = load ptr, ptr %29, align 8, !tbaa !17
  %88 = icmp eq ptr %87, inttoptr (i64 4660 to ptr)
  %89 = zext i1 %88 to i32
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %86, i32 noundef %89)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26) #8
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %25) #8
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %24) #8
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %23) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17) #8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #8
  store float 0.000000e+00, ptr %13, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #8
  store double 0.000000e+00, ptr %14, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #8
  store fp128 0xL00000000000000000000000000000000, ptr %15, align 16, !tbaa !23
  %91 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.39, ptr noundef nonnull @.str.40, ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %15) #8
  %92 = load float, ptr %13, align 4, !tbaa !19
  %93 = fpext float %92 to double
  %94 = load double, ptr %14, align 8, !tbaa !21
  %95 = load fp128, ptr %15, align 16, !tbaa !23
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %91, double noundef %93, double noundef %94, fp128 noundef %95)
  %97 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.42, ptr noundef nonnull @.str.43, ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %14) #8
  %98 = load float, ptr %13, align 4, !tbaa !19
  %99 = fpext float %98 to double
  %100 = load double, ptr %14, align 8, !tbaa !21
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %97, double noundef %99, double noundef %100)
  %102 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.45, ptr noundef nonnull @.str.46, ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %14) #8
  %103 = load float, ptr %13, align 4, !tbaa !19
  %104 = fpext float %103 to double
  %105 = load double, ptr %14, align 8, !tbaa !21
  %106 = fcmp uno double %105, 0.000000e+00
  %107 = zext i1 %106 to i32
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %102, double noundef %104, i32 noundef %107)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16) #8
  store i32 -1, ptr %16, align 4, !tbaa !6
  %109 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.48, ptr noundef nonnull @.str.49, ptr noundef nonnull %14, ptr noundef nonnull %16) #8
  %110 = load i32, ptr %16, align 4, !tbaa !6
  %111 = load double, ptr %14, align 8, !tbaa !21
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, i32 noundef %109, i32 noundef %110, double noundef %111)
  %113 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.51, ptr noundef nonnull @.str.52, ptr noundef nonnull %14) #8
  %114 = load double, ptr %14, align 8, !tbaa !21
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.53, i32 noundef %113, double noundef %114)
  %116 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.54, ptr noundef nonnull @.str.52, ptr noundef nonnull %14) #8
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.55, i32 noundef %116)
  %118 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.56, ptr noundef nonnull @.str.57, ptr noundef nonnull %14, ptr noundef nonnull %14) #8
  %119 = load double, ptr %14, align 8, !tbaa !21
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.58, i32 noundef %118, double noundef %119)
  %121 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.59, ptr noundef nonnull @.str.60, ptr noundef nonnull %14) #8
  %122 = load double, ptr %14, align 8, !tbaa !21
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %121, double noundef %122)
  %124 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.62, ptr noundef nonnull @.str.63, ptr noundef nonnull %13) #8
  %125 = load float, ptr %13, align 4, !tbaa !19
  %126 = fpext float %125 to double
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.64, i32 noundef %124, double noundef %126)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16) #8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %10, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %11, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #8
  store i32 774778414, ptr %12, align 4
  %128 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.65, ptr noundef nonnull @.str.66, ptr noundef nonnull %9, ptr noundef nonnull %10) #8
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, i32 noundef %128, ptr noundef nonnull %9, ptr noundef nonnull %10)
  %130 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.68, ptr noundef nonnull @.str.69, ptr noundef nonnull %12) #8
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.70, i32 noundef %130, ptr noundef nonnull %12)
  %132 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.71, ptr noundef nonnull @.str.72, ptr noundef nonnull %12) #8
  %133 = load i8, ptr %12, align 4, !tbaa !16
  %134 = zext i8 %133 to i32
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.73, i32 noundef %132, i32 noundef %134)
  %136 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.74, ptr noundef nonnull @.str.75, ptr noundef nonnull %12) #8
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.76, i32 noundef %136, ptr noundef nonnull %12)
  %138 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.77, ptr noundef nonnull @.str.78, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef nonnull %11) #8
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.79, i32 noundef %138, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef nonnull %11)
  %140 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.80, ptr noundef nonnull @.str.81, ptr noundef nonnull %9, ptr noundef nonnull %10) #8
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.82, i32 noundef %140, ptr noundef nonnull %9, ptr noundef nonnull %10)
  %142 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.83, ptr noundef nonnull @.str.84, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef nonnull %11) #8
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.85, i32 noundef %142, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef nonnull %11)
  %144 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.86, ptr noundef nonnull @.str.87, ptr noundef nonnull %9) #8
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.88, i32 noundef %144)
  %146 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.89, ptr noundef nonnull @.str.87, ptr noundef nonnull %9) #8
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.90, i32 noundef %146)
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
  %148 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.89, ptr noundef nonnull @.str.31, ptr noundef nonnull %1) #8
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.91, i32 noundef %148)
  %150 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.93, ptr noundef nonnull @.str.31, ptr noundef nonnull %1) #8
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.92, i32 noundef %150)
  %152 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.89, ptr noundef nonnull @.str.95) #8
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.94, i32 noundef %152)
  %154 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.89, ptr noundef nonnull @.str.97) #8
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.96, i32 noundef %154)
  %156 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.89, ptr noundef nonnull @.str.99, ptr noundef nonnull %3) #8
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.98, i32 noundef %156)
  %158 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.95, ptr noundef nonnull @.str.31, ptr noundef nonnull %1) #8
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.100, i32 noundef %158)
  %160 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.102, ptr noundef nonnull @.str.103, ptr noundef nonnull %1, ptr noundef nonnull %2) #8
  %161 = load i32, ptr %1, align 4, !tbaa !6
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.101, i32 noundef %160, i32 noundef %161)
  %163 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.105, ptr noundef nonnull @.str.103, ptr noundef nonnull %1, ptr noundef nonnull %2) #8
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.104, i32 noundef %163)
  %165 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.105, ptr noundef nonnull @.str.107, ptr noundef nonnull %1) #8
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.106, i32 noundef %165)
  %167 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.109, ptr noundef nonnull @.str.110, ptr noundef nonnull %1, ptr noundef nonnull %4) #8
  %168 = load i32, ptr %1, align 4, !tbaa !6
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.108, i32 noundef %167, i32 noundef %168)
  %170 = load i32, ptr %4, align 4, !tbaa !6
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.111, i32 noundef %170)
  %172 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.113, ptr noundef nonnull @.str.114, ptr noundef nonnull %1, ptr noundef nonnull %2) #8
  %173 = load i32, ptr %1, align 4, !tbaa !6
  %174 = load i32, ptr %2, align 4, !tbaa !6
  %175 = add nsw i32 %174, %173
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.112, i32 noundef %172, i32 noundef %175)
  %177 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.116, ptr noundef nonnull @.str.117, ptr noundef nonnull %1) #8
  %178 = load i32, ptr %1, align 4, !tbaa !6
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.115, i32 noundef %177, i32 noundef %178)
  %180 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.119, ptr noundef nonnull @.str.117, ptr noundef nonnull %1) #8
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.118, i32 noundef %180)
  %182 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.121, ptr noundef nonnull @.str.122, ptr noundef nonnull %3) #8
  %183 = load i32, ptr %3, align 4, !tbaa !6
  %184 = and i32 %183, 255
  %185 = add nsw i32 %184, %182
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.120, i32 noundef %185)
  store double 0.000000e+00, ptr %5, align 8, !tbaa !21
  store i64 0, ptr %6, align 8
  %187 = call i32 (ptr, ptr, ...) @vscan(ptr nonnull poison, ptr noundef nonnull @.str.125, ptr noundef nonnull %1, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %188 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.123, i32 noundef %187)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #8
  store double 0.000000e+00, ptr %7, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #8
  store i64 0, ptr %8, align 8
  %189 = call i32 (ptr, ptr, ...) @vscan(ptr nonnull poison, ptr noundef nonnull @.str.127, ptr noundef nonnull %1, ptr noundef nonnull %7, ptr noundef nonnull %8)
  %190 = mul nsw i32 %189, 100
  %191 = load i32, ptr %1, align 4, !tbaa !6
  %192 = add nsw i32 %190, %191
  %193 = load double, ptr %7, align 8, !tbaa !21
  %194 = fmul double %193, 2.000000e+00
  %195 = fptosi double %194 to i32
  %196 = add nsw i32 %192, %195
  %197 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #9
  %198 = trunc i64 %197 to i32
  %199 = add nsw i32 %196, %198
  %200 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.126, i32 noundef %199)
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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define internal i32 @vscan(ptr nocapture readnone %0, ptr noundef %1, ...) unnamed_addr #0 {
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !25
  %5 = call i32 @__isoc99_vsscanf(ptr noundef nonnull @.str.124, ptr noundef %1, ptr noundef nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  ret i32 %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare i32 @__isoc99_vsscanf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
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
!25 = !{i64 0, i64 8, !17, i64 8, i64 8, !17, i64 16, i64 8, !17, i64 24, i64 4, !6, i64 28, i64 4, !6}
