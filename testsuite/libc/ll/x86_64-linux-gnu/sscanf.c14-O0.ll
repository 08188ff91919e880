; ModuleID = 'sscanf.c'
source_filename = "sscanf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, i8*, i8* }

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
@__const.strings.c4 = private unnamed_addr constant [4 x i8] c"....", align 1
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
@__const.strings.w1 = private unnamed_addr constant [4 x i32] [i32 7, i32 7, i32 7, i32 7], align 16
@__const.strings.w2 = private unnamed_addr constant [4 x i32] [i32 7, i32 7, i32 7, i32 7], align 16
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @ints()
  call void @floats()
  call void @strings()
  call void @returns()
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ints() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i16, align 2
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i8*, align 8
  store i32 -7, i32* %1, align 4
  store i32 -7, i32* %2, align 4
  store i32 -7, i32* %3, align 4
  store i32 7, i32* %4, align 4
  store i64 0, i64* %5, align 8
  store i64 0, i64* %6, align 8
  store i16 0, i16* %7, align 2
  store i8 0, i8* %8, align 1
  store i8 0, i8* %9, align 1
  %15 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32* noundef %1, i32* noundef %2, i32* noundef %3) #7
  store i32 %15, i32* %10, align 4
  %16 = load i32, i32* %10, align 4
  %17 = load i32, i32* %1, align 4
  %18 = load i32, i32* %2, align 4
  %19 = load i32, i32* %3, align 4
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19)
  %21 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), i32* noundef %1, i32* noundef %2, i32* noundef %3, i32* noundef %4) #7
  store i32 %21, i32* %10, align 4
  %22 = load i32, i32* %10, align 4
  %23 = load i32, i32* %1, align 4
  %24 = load i32, i32* %2, align 4
  %25 = load i32, i32* %3, align 4
  %26 = load i32, i32* %4, align 4
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i32 noundef %22, i32 noundef %23, i32 noundef %24, i32 noundef %25, i32 noundef %26)
  %28 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i64 0, i64 0), i32* noundef %1, i32* noundef %2, i32* noundef %3, i32* noundef %4) #7
  store i32 %28, i32* %10, align 4
  %29 = load i32, i32* %10, align 4
  %30 = load i32, i32* %1, align 4
  %31 = load i32, i32* %2, align 4
  %32 = load i32, i32* %3, align 4
  %33 = load i32, i32* %4, align 4
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.8, i64 0, i64 0), i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33)
  %35 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.10, i64 0, i64 0), i32* noundef %4) #7
  store i32 %35, i32* %10, align 4
  %36 = load i32, i32* %10, align 4
  %37 = load i32, i32* %4, align 4
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.11, i64 0, i64 0), i32 noundef %36, i32 noundef %37)
  %39 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([48 x i8], [48 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.13, i64 0, i64 0), i64* noundef %5, i64* noundef %6, i16* noundef %7, i8* noundef %8, i8* noundef %9) #7
  store i32 %39, i32* %10, align 4
  %40 = load i32, i32* %10, align 4
  %41 = load i64, i64* %5, align 8
  %42 = srem i64 %41, 1000
  %43 = load i64, i64* %6, align 8
  %44 = load i16, i16* %7, align 2
  %45 = sext i16 %44 to i32
  %46 = load i8, i8* %8, align 1
  %47 = sext i8 %46 to i32
  %48 = load i8, i8* %9, align 1
  %49 = zext i8 %48 to i32
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.14, i64 0, i64 0), i32 noundef %40, i64 noundef %42, i64 noundef %43, i32 noundef %45, i32 noundef %47, i32 noundef %49)
  store i64 0, i64* %11, align 8
  store i64 0, i64* %12, align 8
  store i64 0, i64* %13, align 8
  %51 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.15, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.16, i64 0, i64 0), i64* noundef %11, i64* noundef %12, i64* noundef %13) #7
  store i32 %51, i32* %10, align 4
  %52 = load i32, i32* %10, align 4
  %53 = load i64, i64* %11, align 8
  %54 = load i64, i64* %12, align 8
  %55 = load i64, i64* %13, align 8
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.17, i64 0, i64 0), i32 noundef %52, i64 noundef %53, i64 noundef %54, i64 noundef %55)
  %57 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.19, i64 0, i64 0), i64* noundef %6, i64* noundef %6) #7
  store i32 %57, i32* %10, align 4
  %58 = load i32, i32* %10, align 4
  %59 = load i64, i64* %6, align 8
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.20, i64 0, i64 0), i32 noundef %58, i64 noundef %59)
  %61 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), i32* noundef %1, i32* noundef %2) #7
  store i32 %61, i32* %10, align 4
  %62 = load i32, i32* %10, align 4
  %63 = load i32, i32* %1, align 4
  %64 = load i32, i32* %2, align 4
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i32 noundef %62, i32 noundef %63, i32 noundef %64)
  %66 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.25, i64 0, i64 0), i32* noundef %1) #7
  store i32 %66, i32* %10, align 4
  %67 = load i32, i32* %10, align 4
  %68 = load i32, i32* %1, align 4
  %69 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.26, i64 0, i64 0), i32 noundef %67, i32 noundef %68)
  %70 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.27, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.28, i64 0, i64 0), i32* noundef %1, i32* noundef %2) #7
  store i32 %70, i32* %10, align 4
  %71 = load i32, i32* %10, align 4
  %72 = load i32, i32* %1, align 4
  %73 = load i32, i32* %2, align 4
  %74 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.29, i64 0, i64 0), i32 noundef %71, i32 noundef %72, i32 noundef %73)
  %75 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.30, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.31, i64 0, i64 0), i32* noundef %1) #7
  store i32 %75, i32* %10, align 4
  %76 = load i32, i32* %10, align 4
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.32, i64 0, i64 0), i32 noundef %76)
  %78 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.33, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.34, i64 0, i64 0), i32* noundef %1, i32* noundef %2) #7
  store i32 %78, i32* %10, align 4
  %79 = load i32, i32* %10, align 4
  %80 = load i32, i32* %1, align 4
  %81 = load i32, i32* %2, align 4
  %82 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.35, i64 0, i64 0), i32 noundef %79, i32 noundef %80, i32 noundef %81)
  store i8* null, i8** %14, align 8
  %83 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.36, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.37, i64 0, i64 0), i8** noundef %14) #7
  store i32 %83, i32* %10, align 4
  %84 = load i32, i32* %10, align 4
  %85 = load i8*, i8** %14, align 8
  %86 = icmp eq i8* %85, inttoptr (i64 4660 to i8*)
  %87 = zext i1 %86 to i32
  %88 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i32 noundef %84, i32 noundef %87)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @floats() #0 {
  %1 = alloca float, align 4
  %2 = alloca double, align 8
  %3 = alloca x86_fp80, align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store float 0.000000e+00, float* %1, align 4
  store double 0.000000e+00, double* %2, align 8
  store x86_fp80 0xK00000000000000000000, x86_fp80* %3, align 16
  %6 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.39, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.40, i64 0, i64 0), float* noundef %1, double* noundef %2, x86_fp80* noundef %3) #7
  store i32 %6, i32* %4, align 4
  %7 = load i32, i32* %4, align 4
  %8 = load float, float* %1, align 4
  %9 = fpext float %8 to double
  %10 = load double, double* %2, align 8
  %11 = load x86_fp80, x86_fp80* %3, align 16
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.41, i64 0, i64 0), i32 noundef %7, double noundef %9, double noundef %10, x86_fp80 noundef %11)
  %13 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.42, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.43, i64 0, i64 0), float* noundef %1, double* noundef %2, double* noundef %2) #7
  store i32 %13, i32* %4, align 4
  %14 = load i32, i32* %4, align 4
  %15 = load float, float* %1, align 4
  %16 = fpext float %15 to double
  %17 = load double, double* %2, align 8
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.44, i64 0, i64 0), i32 noundef %14, double noundef %16, double noundef %17)
  %19 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.46, i64 0, i64 0), float* noundef %1, double* noundef %2, double* noundef %2) #7
  store i32 %19, i32* %4, align 4
  %20 = load i32, i32* %4, align 4
  %21 = load float, float* %1, align 4
  %22 = fpext float %21 to double
  %23 = load double, double* %2, align 8
  %24 = load double, double* %2, align 8
  %25 = fcmp une double %23, %24
  %26 = zext i1 %25 to i32
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.47, i64 0, i64 0), i32 noundef %20, double noundef %22, i32 noundef %26)
  store i32 -1, i32* %5, align 4
  %28 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.48, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.49, i64 0, i64 0), double* noundef %2, i32* noundef %5) #7
  store i32 %28, i32* %4, align 4
  %29 = load i32, i32* %4, align 4
  %30 = load i32, i32* %5, align 4
  %31 = load double, double* %2, align 8
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.50, i64 0, i64 0), i32 noundef %29, i32 noundef %30, double noundef %31)
  %33 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.51, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.52, i64 0, i64 0), double* noundef %2) #7
  store i32 %33, i32* %4, align 4
  %34 = load i32, i32* %4, align 4
  %35 = load double, double* %2, align 8
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.53, i64 0, i64 0), i32 noundef %34, double noundef %35)
  %37 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.54, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.52, i64 0, i64 0), double* noundef %2) #7
  store i32 %37, i32* %4, align 4
  %38 = load i32, i32* %4, align 4
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.55, i64 0, i64 0), i32 noundef %38)
  %40 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.57, i64 0, i64 0), double* noundef %2, double* noundef %2) #7
  store i32 %40, i32* %4, align 4
  %41 = load i32, i32* %4, align 4
  %42 = load double, double* %2, align 8
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.58, i64 0, i64 0), i32 noundef %41, double noundef %42)
  %44 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.59, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.60, i64 0, i64 0), double* noundef %2) #7
  store i32 %44, i32* %4, align 4
  %45 = load i32, i32* %4, align 4
  %46 = load double, double* %2, align 8
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i64 0, i64 0), i32 noundef %45, double noundef %46)
  %48 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.63, i64 0, i64 0), float* noundef %1) #7
  store i32 %48, i32* %4, align 4
  %49 = load i32, i32* %4, align 4
  %50 = load float, float* %1, align 4
  %51 = fpext float %50 to double
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.64, i64 0, i64 0), i32 noundef %49, double noundef %51)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @strings() #0 {
  %1 = alloca [16 x i8], align 16
  %2 = alloca [16 x i8], align 16
  %3 = alloca [16 x i8], align 16
  %4 = alloca [4 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca [4 x i32], align 16
  %7 = alloca [4 x i32], align 16
  %8 = alloca i32, align 4
  %9 = bitcast [16 x i8]* %1 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %9, i8 0, i64 16, i1 false)
  %10 = bitcast [16 x i8]* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %10, i8 0, i64 16, i1 false)
  %11 = bitcast [16 x i8]* %3 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %11, i8 0, i64 16, i1 false)
  %12 = bitcast [4 x i8]* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %12, i8* align 1 getelementptr inbounds ([4 x i8], [4 x i8]* @__const.strings.c4, i32 0, i32 0), i64 4, i1 false)
  %13 = getelementptr inbounds [16 x i8], [16 x i8]* %1, i64 0, i64 0
  %14 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0
  %15 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.65, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.66, i64 0, i64 0), i8* noundef %13, i8* noundef %14) #7
  store i32 %15, i32* %5, align 4
  %16 = load i32, i32* %5, align 4
  %17 = getelementptr inbounds [16 x i8], [16 x i8]* %1, i64 0, i64 0
  %18 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.67, i64 0, i64 0), i32 noundef %16, i8* noundef %17, i8* noundef %18)
  %20 = getelementptr inbounds [4 x i8], [4 x i8]* %4, i64 0, i64 0
  %21 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.68, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.69, i64 0, i64 0), i8* noundef %20) #7
  store i32 %21, i32* %5, align 4
  %22 = load i32, i32* %5, align 4
  %23 = getelementptr inbounds [4 x i8], [4 x i8]* %4, i64 0, i64 0
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.70, i64 0, i64 0), i32 noundef %22, i8* noundef %23)
  %25 = getelementptr inbounds [4 x i8], [4 x i8]* %4, i64 0, i64 0
  %26 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.71, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.72, i64 0, i64 0), i8* noundef %25) #7
  store i32 %26, i32* %5, align 4
  %27 = load i32, i32* %5, align 4
  %28 = getelementptr inbounds [4 x i8], [4 x i8]* %4, i64 0, i64 0
  %29 = load i8, i8* %28, align 1
  %30 = sext i8 %29 to i32
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.73, i64 0, i64 0), i32 noundef %27, i32 noundef %30)
  %32 = getelementptr inbounds [4 x i8], [4 x i8]* %4, i64 0, i64 0
  %33 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.74, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.75, i64 0, i64 0), i8* noundef %32) #7
  store i32 %33, i32* %5, align 4
  %34 = load i32, i32* %5, align 4
  %35 = getelementptr inbounds [4 x i8], [4 x i8]* %4, i64 0, i64 0
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.76, i64 0, i64 0), i32 noundef %34, i8* noundef %35)
  %37 = getelementptr inbounds [16 x i8], [16 x i8]* %1, i64 0, i64 0
  %38 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0
  %39 = getelementptr inbounds [16 x i8], [16 x i8]* %3, i64 0, i64 0
  %40 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.77, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.78, i64 0, i64 0), i8* noundef %37, i8* noundef %38, i8* noundef %39) #7
  store i32 %40, i32* %5, align 4
  %41 = load i32, i32* %5, align 4
  %42 = getelementptr inbounds [16 x i8], [16 x i8]* %1, i64 0, i64 0
  %43 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0
  %44 = getelementptr inbounds [16 x i8], [16 x i8]* %3, i64 0, i64 0
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.79, i64 0, i64 0), i32 noundef %41, i8* noundef %42, i8* noundef %43, i8* noundef %44)
  %46 = getelementptr inbounds [16 x i8], [16 x i8]* %1, i64 0, i64 0
  %47 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0
  %48 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.81, i64 0, i64 0), i8* noundef %46, i8* noundef %47) #7
  store i32 %48, i32* %5, align 4
  %49 = load i32, i32* %5, align 4
  %50 = getelementptr inbounds [16 x i8], [16 x i8]* %1, i64 0, i64 0
  %51 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.82, i64 0, i64 0), i32 noundef %49, i8* noundef %50, i8* noundef %51)
  %53 = getelementptr inbounds [16 x i8], [16 x i8]* %1, i64 0, i64 0
  %54 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0
  %55 = getelementptr inbounds [16 x i8], [16 x i8]* %3, i64 0, i64 0
  %56 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.83, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.84, i64 0, i64 0), i8* noundef %53, i8* noundef %54, i8* noundef %55) #7
  store i32 %56, i32* %5, align 4
  %57 = load i32, i32* %5, align 4
  %58 = getelementptr inbounds [16 x i8], [16 x i8]* %1, i64 0, i64 0
  %59 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0
  %60 = getelementptr inbounds [16 x i8], [16 x i8]* %3, i64 0, i64 0
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.85, i64 0, i64 0), i32 noundef %57, i8* noundef %58, i8* noundef %59, i8* noundef %60)
  %62 = getelementptr inbounds [16 x i8], [16 x i8]* %1, i64 0, i64 0
  %63 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.86, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.87, i64 0, i64 0), i8* noundef %62) #7
  store i32 %63, i32* %5, align 4
  %64 = load i32, i32* %5, align 4
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.88, i64 0, i64 0), i32 noundef %64)
  %66 = getelementptr inbounds [16 x i8], [16 x i8]* %1, i64 0, i64 0
  %67 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.87, i64 0, i64 0), i8* noundef %66) #7
  store i32 %67, i32* %5, align 4
  %68 = load i32, i32* %5, align 4
  %69 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.90, i64 0, i64 0), i32 noundef %68)
  %70 = bitcast [4 x i32]* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %70, i8* align 16 bitcast ([4 x i32]* @__const.strings.w1 to i8*), i64 16, i1 false)
  %71 = bitcast [4 x i32]* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %71, i8* align 16 bitcast ([4 x i32]* @__const.strings.w2 to i8*), i64 16, i1 false)
  store i32 7, i32* %8, align 4
  %72 = getelementptr inbounds [4 x i32], [4 x i32]* %6, i64 0, i64 0
  %73 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 0
  %74 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.91, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.92, i64 0, i64 0), i32* noundef %72, i32* noundef %73, i32* noundef %8) #7
  store i32 %74, i32* %5, align 4
  %75 = load i32, i32* %5, align 4
  %76 = getelementptr inbounds [4 x i32], [4 x i32]* %6, i64 0, i64 0
  %77 = load i32, i32* %76, align 16
  %78 = getelementptr inbounds [4 x i32], [4 x i32]* %6, i64 0, i64 1
  %79 = load i32, i32* %78, align 4
  %80 = getelementptr inbounds [4 x i32], [4 x i32]* %6, i64 0, i64 2
  %81 = load i32, i32* %80, align 8
  %82 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 0
  %83 = load i32, i32* %82, align 16
  %84 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 1
  %85 = load i32, i32* %84, align 4
  %86 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 2
  %87 = load i32, i32* %86, align 8
  %88 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 3
  %89 = load i32, i32* %88, align 4
  %90 = load i32, i32* %8, align 4
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.93, i64 0, i64 0), i32 noundef %75, i32 noundef %77, i32 noundef %79, i32 noundef %81, i32 noundef %83, i32 noundef %85, i32 noundef %87, i32 noundef %89, i32 noundef %90)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @returns() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca [8 x i8], align 1
  %7 = alloca double, align 8
  %8 = alloca [8 x i8], align 1
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  store i32 -1, i32* %3, align 4
  store i32 -1, i32* %4, align 4
  %9 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.31, i64 0, i64 0), i32* noundef %1) #7
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.94, i64 0, i64 0), i32 noundef %9)
  %11 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.96, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.31, i64 0, i64 0), i32* noundef %1) #7
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.95, i64 0, i64 0), i32 noundef %11)
  %13 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.98, i64 0, i64 0)) #7
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.97, i64 0, i64 0), i32 noundef %13)
  %15 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.100, i64 0, i64 0)) #7
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.99, i64 0, i64 0), i32 noundef %15)
  %17 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.89, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.102, i64 0, i64 0), i32* noundef %3) #7
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.101, i64 0, i64 0), i32 noundef %17)
  %19 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.98, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.31, i64 0, i64 0), i32* noundef %1) #7
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.103, i64 0, i64 0), i32 noundef %19)
  %21 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.105, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.106, i64 0, i64 0), i32* noundef %1, i32* noundef %2) #7
  %22 = load i32, i32* %1, align 4
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i64 0, i64 0), i32 noundef %21, i32 noundef %22)
  %24 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.108, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.106, i64 0, i64 0), i32* noundef %1, i32* noundef %2) #7
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.107, i64 0, i64 0), i32 noundef %24)
  %26 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.108, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.110, i64 0, i64 0), i32* noundef %1) #7
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.109, i64 0, i64 0), i32 noundef %26)
  %28 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.112, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.113, i64 0, i64 0), i32* noundef %1, i32* noundef %4) #7
  %29 = load i32, i32* %1, align 4
  %30 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.111, i64 0, i64 0), i32 noundef %28, i32 noundef %29)
  %31 = load i32, i32* %4, align 4
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.114, i64 0, i64 0), i32 noundef %31)
  %33 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.116, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.117, i64 0, i64 0), i32* noundef %1, i32* noundef %2) #7
  %34 = load i32, i32* %1, align 4
  %35 = load i32, i32* %2, align 4
  %36 = add nsw i32 %34, %35
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.115, i64 0, i64 0), i32 noundef %33, i32 noundef %36)
  %38 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.119, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.120, i64 0, i64 0), i32* noundef %1) #7
  %39 = load i32, i32* %1, align 4
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.118, i64 0, i64 0), i32 noundef %38, i32 noundef %39)
  %41 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.122, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.120, i64 0, i64 0), i32* noundef %1) #7
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.121, i64 0, i64 0), i32 noundef %41)
  %43 = bitcast i32* %3 to i8*
  %44 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.124, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.125, i64 0, i64 0), i8* noundef %43) #7
  %45 = load i32, i32* %3, align 4
  %46 = and i32 %45, 255
  %47 = add nsw i32 %44, %46
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.123, i64 0, i64 0), i32 noundef %47)
  store double 0.000000e+00, double* %5, align 8
  %49 = getelementptr inbounds [8 x i8], [8 x i8]* %6, i64 0, i64 0
  store i8 0, i8* %49, align 1
  %50 = getelementptr inbounds i8, i8* %49, i64 1
  %51 = getelementptr inbounds i8, i8* %49, i64 8
  br label %52

52:                                               ; preds = %52, %0
  %53 = phi i8* [ %50, %0 ], [ %54, %52 ]
  store i8 0, i8* %53, align 1
  %54 = getelementptr inbounds i8, i8* %53, i64 1
  %55 = icmp eq i8* %54, %51
  br i1 %55, label %56, label %52

56:                                               ; preds = %52
  %57 = getelementptr inbounds [8 x i8], [8 x i8]* %6, i64 0, i64 0
  %58 = call i32 (i8*, i8*, ...) @vscan(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.127, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.128, i64 0, i64 0), i32* noundef %1, double* noundef %5, i8* noundef %57)
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.126, i64 0, i64 0), i32 noundef %58)
  store double 0.000000e+00, double* %7, align 8
  %60 = bitcast [8 x i8]* %8 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 1 %60, i8 0, i64 8, i1 false)
  %61 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i64 0, i64 0
  %62 = call i32 (i8*, i8*, ...) @vscan(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.127, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.130, i64 0, i64 0), i32* noundef %1, double* noundef %7, i8* noundef %61)
  %63 = mul nsw i32 %62, 100
  %64 = load i32, i32* %1, align 4
  %65 = add nsw i32 %63, %64
  %66 = load double, double* %7, align 8
  %67 = fmul double %66, 2.000000e+00
  %68 = fptosi double %67 to i32
  %69 = add nsw i32 %65, %68
  %70 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i64 0, i64 0
  %71 = call i64 @strlen(i8* noundef %70) #8
  %72 = trunc i64 %71 to i32
  %73 = add nsw i32 %69, %72
  %74 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.129, i64 0, i64 0), i32 noundef %73)
  ret void
}

; Function Attrs: nounwind
declare i32 @__isoc99_sscanf(i8* noundef, i8* noundef, ...) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vscan(i8* noundef %0, i8* noundef %1, ...) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %8 = bitcast %struct.__va_list_tag* %7 to i8*
  call void @llvm.va_start(i8* %8)
  %9 = load i8*, i8** %3, align 8
  %10 = load i8*, i8** %4, align 8
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %12 = call i32 @__isoc99_vsscanf(i8* noundef %9, i8* noundef %10, %struct.__va_list_tag* noundef %11) #7
  store i32 %12, i32* %6, align 4
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %14 = bitcast %struct.__va_list_tag* %13 to i8*
  call void @llvm.va_end(i8* %14)
  %15 = load i32, i32* %6, align 4
  ret i32 %15
}

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #5

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #6

; Function Attrs: nounwind
declare i32 @__isoc99_vsscanf(i8* noundef, i8* noundef, %struct.__va_list_tag* noundef) #1

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind willreturn }
attributes #7 = { nounwind }
attributes #8 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
