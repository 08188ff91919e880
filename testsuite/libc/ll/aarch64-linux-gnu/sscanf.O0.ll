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
@__const.strings.w1 = private unnamed_addr constant [4 x i32] [i32 7, i32 7, i32 7, i32 7], align 4
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
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
  %14 = alloca ptr, align 8
  store i32 -7, ptr %1, align 4
  store i32 -7, ptr %2, align 4
  store i32 -7, ptr %3, align 4
  store i32 7, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i64 0, ptr %6, align 8
  store i16 0, ptr %7, align 2
  store i8 0, ptr %8, align 1
  store i8 0, ptr %9, align 1
  %15 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str, ptr noundef @.str.1, ptr noundef %1, ptr noundef %2, ptr noundef %3) #7
  store i32 %15, ptr %10, align 4
  %16 = load i32, ptr %10, align 4
  %17 = load i32, ptr %1, align 4
  %18 = load i32, ptr %2, align 4
  %19 = load i32, ptr %3, align 4
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19)
  %21 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.3, ptr noundef @.str.4, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #7
  store i32 %21, ptr %10, align 4
  %22 = load i32, ptr %10, align 4
  %23 = load i32, ptr %1, align 4
  %24 = load i32, ptr %2, align 4
  %25 = load i32, ptr %3, align 4
  %26 = load i32, ptr %4, align 4
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %22, i32 noundef %23, i32 noundef %24, i32 noundef %25, i32 noundef %26)
  %28 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.6, ptr noundef @.str.7, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #7
  store i32 %28, ptr %10, align 4
  %29 = load i32, ptr %10, align 4
  %30 = load i32, ptr %1, align 4
  %31 = load i32, ptr %2, align 4
  %32 = load i32, ptr %3, align 4
  %33 = load i32, ptr %4, align 4
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33)
  %35 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.9, ptr noundef @.str.10, ptr noundef %4) #7
  store i32 %35, ptr %10, align 4
  %36 = load i32, ptr %10, align 4
  %37 = load i32, ptr %4, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %36, i32 noundef %37)
  %39 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.12, ptr noundef @.str.13, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9) #7
  store i32 %39, ptr %10, align 4
  %40 = load i32, ptr %10, align 4
  %41 = load i64, ptr %5, align 8
  %42 = srem i64 %41, 1000
  %43 = load i64, ptr %6, align 8
  %44 = load i16, ptr %7, align 2
  %45 = sext i16 %44 to i32
  %46 = load i8, ptr %8, align 1
  %47 = sext i8 %46 to i32
  %48 = load i8, ptr %9, align 1
  %49 = zext i8 %48 to i32
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %40, i64 noundef %42, i64 noundef %43, i32 noundef %45, i32 noundef %47, i32 noundef %49)
  store i64 0, ptr %11, align 8
  store i64 0, ptr %12, align 8
  store i64 0, ptr %13, align 8
  %51 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.15, ptr noundef @.str.16, ptr noundef %11, ptr noundef %12, ptr noundef %13) #7
  store i32 %51, ptr %10, align 4
  %52 = load i32, ptr %10, align 4
  %53 = load i64, ptr %11, align 8
  %54 = load i64, ptr %12, align 8
  %55 = load i64, ptr %13, align 8
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %52, i64 noundef %53, i64 noundef %54, i64 noundef %55)
  %57 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.18, ptr noundef @.str.19, ptr noundef %6, ptr noundef %6) #7
  store i32 %57, ptr %10, align 4
  %58 = load i32, ptr %10, align 4
  %59 = load i64, ptr %6, align 8
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %58, i64 noundef %59)
  %61 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.21, ptr noundef @.str.22, ptr noundef %1, ptr noundef %2) #7
  store i32 %61, ptr %10, align 4
  %62 = load i32, ptr %10, align 4
  %63 = load i32, ptr %1, align 4
  %64 = load i32, ptr %2, align 4
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %62, i32 noundef %63, i32 noundef %64)
  %66 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.24, ptr noundef @.str.25, ptr noundef %1) #7
  store i32 %66, ptr %10, align 4
  %67 = load i32, ptr %10, align 4
  %68 = load i32, ptr %1, align 4
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %67, i32 noundef %68)
  %70 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.27, ptr noundef @.str.28, ptr noundef %1, ptr noundef %2) #7
  store i32 %70, ptr %10, align 4
  %71 = load i32, ptr %10, align 4
  %72 = load i32, ptr %1, align 4
  %73 = load i32, ptr %2, align 4
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, i32 noundef %71, i32 noundef %72, i32 noundef %73)
  %75 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.30, ptr noundef @.str.31, ptr noundef %1) #7
  store i32 %75, ptr %10, align 4
  %76 = load i32, ptr %10, align 4
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.32, i32 noundef %76)
  %78 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.33, ptr noundef @.str.34, ptr noundef %1, ptr noundef %2) #7
  store i32 %78, ptr %10, align 4
  %79 = load i32, ptr %10, align 4
  %80 = load i32, ptr %1, align 4
  %81 = load i32, ptr %2, align 4
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.35, i32 noundef %79, i32 noundef %80, i32 noundef %81)
  store ptr null, ptr %14, align 8
  %83 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.36, ptr noundef @.str.37, ptr noundef %14) #7
  store i32 %83, ptr %10, align 4
  %84 = load i32, ptr %10, align 4
  %85 = load ptr, ptr %14, align 8
  %86 = icmp eq ptr %85, inttoptr (i64 4660 to ptr)
  %87 = zext i1 %86 to i32
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.38, i32 noundef %84, i32 noundef %87)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @floats() #0 {
  %1 = alloca float, align 4
  %2 = alloca double, align 8
  %3 = alloca fp128, align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store float 0.000000e+00, ptr %1, align 4
  store double 0.000000e+00, ptr %2, align 8
  store fp128 0xL00000000000000000000000000000000, ptr %3, align 16
  %6 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.39, ptr noundef @.str.40, ptr noundef %1, ptr noundef %2, ptr noundef %3) #7
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load float, ptr %1, align 4
  %9 = fpext float %8 to double
  %10 = load double, ptr %2, align 8
  %11 = load fp128, ptr %3, align 16
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, i32 noundef %7, double noundef %9, double noundef %10, fp128 noundef %11)
  %13 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.42, ptr noundef @.str.43, ptr noundef %1, ptr noundef %2, ptr noundef %2) #7
  store i32 %13, ptr %4, align 4
  %14 = load i32, ptr %4, align 4
  %15 = load float, ptr %1, align 4
  %16 = fpext float %15 to double
  %17 = load double, ptr %2, align 8
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.44, i32 noundef %14, double noundef %16, double noundef %17)
  %19 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.45, ptr noundef @.str.46, ptr noundef %1, ptr noundef %2, ptr noundef %2) #7
  store i32 %19, ptr %4, align 4
  %20 = load i32, ptr %4, align 4
  %21 = load float, ptr %1, align 4
  %22 = fpext float %21 to double
  %23 = load double, ptr %2, align 8
  %24 = load double, ptr %2, align 8
  %25 = fcmp une double %23, %24
  %26 = zext i1 %25 to i32
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.47, i32 noundef %20, double noundef %22, i32 noundef %26)
  store i32 -1, ptr %5, align 4
  %28 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.48, ptr noundef @.str.49, ptr noundef %2, ptr noundef %5) #7
  store i32 %28, ptr %4, align 4
  %29 = load i32, ptr %4, align 4
  %30 = load i32, ptr %5, align 4
  %31 = load double, ptr %2, align 8
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.50, i32 noundef %29, i32 noundef %30, double noundef %31)
  %33 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.51, ptr noundef @.str.52, ptr noundef %2) #7
  store i32 %33, ptr %4, align 4
  %34 = load i32, ptr %4, align 4
  %35 = load double, ptr %2, align 8
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.53, i32 noundef %34, double noundef %35)
  %37 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.54, ptr noundef @.str.52, ptr noundef %2) #7
  store i32 %37, ptr %4, align 4
  %38 = load i32, ptr %4, align 4
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.55, i32 noundef %38)
  %40 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.56, ptr noundef @.str.57, ptr noundef %2, ptr noundef %2) #7
  store i32 %40, ptr %4, align 4
  %41 = load i32, ptr %4, align 4
  %42 = load double, ptr %2, align 8
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.58, i32 noundef %41, double noundef %42)
  %44 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.59, ptr noundef @.str.60, ptr noundef %2) #7
  store i32 %44, ptr %4, align 4
  %45 = load i32, ptr %4, align 4
  %46 = load double, ptr %2, align 8
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.61, i32 noundef %45, double noundef %46)
  %48 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.62, ptr noundef @.str.63, ptr noundef %1) #7
  store i32 %48, ptr %4, align 4
  %49 = load i32, ptr %4, align 4
  %50 = load float, ptr %1, align 4
  %51 = fpext float %50 to double
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.64, i32 noundef %49, double noundef %51)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @strings() #0 {
  %1 = alloca [16 x i8], align 1
  %2 = alloca [16 x i8], align 1
  %3 = alloca [16 x i8], align 1
  %4 = alloca [4 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca [4 x i32], align 4
  %7 = alloca [4 x i32], align 4
  %8 = alloca i32, align 4
  call void @llvm.memset.p0.i64(ptr align 1 %1, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 1 %2, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 1 %3, i8 0, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 @__const.strings.c4, i64 4, i1 false)
  %9 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  %10 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  %11 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.65, ptr noundef @.str.66, ptr noundef %9, ptr noundef %10) #7
  store i32 %11, ptr %5, align 4
  %12 = load i32, ptr %5, align 4
  %13 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  %14 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.67, i32 noundef %12, ptr noundef %13, ptr noundef %14)
  %16 = getelementptr inbounds [4 x i8], ptr %4, i64 0, i64 0
  %17 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.68, ptr noundef @.str.69, ptr noundef %16) #7
  store i32 %17, ptr %5, align 4
  %18 = load i32, ptr %5, align 4
  %19 = getelementptr inbounds [4 x i8], ptr %4, i64 0, i64 0
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.70, i32 noundef %18, ptr noundef %19)
  %21 = getelementptr inbounds [4 x i8], ptr %4, i64 0, i64 0
  %22 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.71, ptr noundef @.str.72, ptr noundef %21) #7
  store i32 %22, ptr %5, align 4
  %23 = load i32, ptr %5, align 4
  %24 = getelementptr inbounds [4 x i8], ptr %4, i64 0, i64 0
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.73, i32 noundef %23, i32 noundef %26)
  %28 = getelementptr inbounds [4 x i8], ptr %4, i64 0, i64 0
  %29 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.74, ptr noundef @.str.75, ptr noundef %28) #7
  store i32 %29, ptr %5, align 4
  %30 = load i32, ptr %5, align 4
  %31 = getelementptr inbounds [4 x i8], ptr %4, i64 0, i64 0
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.76, i32 noundef %30, ptr noundef %31)
  %33 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  %34 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  %35 = getelementptr inbounds [16 x i8], ptr %3, i64 0, i64 0
  %36 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.77, ptr noundef @.str.78, ptr noundef %33, ptr noundef %34, ptr noundef %35) #7
  store i32 %36, ptr %5, align 4
  %37 = load i32, ptr %5, align 4
  %38 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  %39 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  %40 = getelementptr inbounds [16 x i8], ptr %3, i64 0, i64 0
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.79, i32 noundef %37, ptr noundef %38, ptr noundef %39, ptr noundef %40)
  %42 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  %43 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  %44 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.80, ptr noundef @.str.81, ptr noundef %42, ptr noundef %43) #7
  store i32 %44, ptr %5, align 4
  %45 = load i32, ptr %5, align 4
  %46 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  %47 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.82, i32 noundef %45, ptr noundef %46, ptr noundef %47)
  %49 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  %50 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  %51 = getelementptr inbounds [16 x i8], ptr %3, i64 0, i64 0
  %52 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.83, ptr noundef @.str.84, ptr noundef %49, ptr noundef %50, ptr noundef %51) #7
  store i32 %52, ptr %5, align 4
  %53 = load i32, ptr %5, align 4
  %54 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  %55 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  %56 = getelementptr inbounds [16 x i8], ptr %3, i64 0, i64 0
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.85, i32 noundef %53, ptr noundef %54, ptr noundef %55, ptr noundef %56)
  %58 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  %59 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.86, ptr noundef @.str.87, ptr noundef %58) #7
  store i32 %59, ptr %5, align 4
  %60 = load i32, ptr %5, align 4
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.88, i32 noundef %60)
  %62 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  %63 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.89, ptr noundef @.str.87, ptr noundef %62) #7
  store i32 %63, ptr %5, align 4
  %64 = load i32, ptr %5, align 4
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.90, i32 noundef %64)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.strings.w1, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.strings.w2, i64 16, i1 false)
  store i32 7, ptr %8, align 4
  %66 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 0
  %67 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 0
  %68 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.91, ptr noundef @.str.92, ptr noundef %66, ptr noundef %67, ptr noundef %8) #7
  store i32 %68, ptr %5, align 4
  %69 = load i32, ptr %5, align 4
  %70 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 0
  %71 = load i32, ptr %70, align 4
  %72 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 1
  %73 = load i32, ptr %72, align 4
  %74 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 2
  %75 = load i32, ptr %74, align 4
  %76 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 0
  %77 = load i32, ptr %76, align 4
  %78 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 1
  %79 = load i32, ptr %78, align 4
  %80 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 2
  %81 = load i32, ptr %80, align 4
  %82 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 3
  %83 = load i32, ptr %82, align 4
  %84 = load i32, ptr %8, align 4
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.93, i32 noundef %69, i32 noundef %71, i32 noundef %73, i32 noundef %75, i32 noundef %77, i32 noundef %79, i32 noundef %81, i32 noundef %83, i32 noundef %84)
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
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 -1, ptr %3, align 4
  store i32 -1, ptr %4, align 4
  %9 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.89, ptr noundef @.str.31, ptr noundef %1) #7
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.94, i32 noundef %9)
  %11 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.96, ptr noundef @.str.31, ptr noundef %1) #7
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.95, i32 noundef %11)
  %13 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.89, ptr noundef @.str.98) #7
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.97, i32 noundef %13)
  %15 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.89, ptr noundef @.str.100) #7
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.99, i32 noundef %15)
  %17 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.89, ptr noundef @.str.102, ptr noundef %3) #7
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.101, i32 noundef %17)
  %19 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.98, ptr noundef @.str.31, ptr noundef %1) #7
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.103, i32 noundef %19)
  %21 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.105, ptr noundef @.str.106, ptr noundef %1, ptr noundef %2) #7
  %22 = load i32, ptr %1, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.104, i32 noundef %21, i32 noundef %22)
  %24 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.108, ptr noundef @.str.106, ptr noundef %1, ptr noundef %2) #7
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.107, i32 noundef %24)
  %26 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.108, ptr noundef @.str.110, ptr noundef %1) #7
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.109, i32 noundef %26)
  %28 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.112, ptr noundef @.str.113, ptr noundef %1, ptr noundef %4) #7
  %29 = load i32, ptr %1, align 4
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.111, i32 noundef %28, i32 noundef %29)
  %31 = load i32, ptr %4, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.114, i32 noundef %31)
  %33 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.116, ptr noundef @.str.117, ptr noundef %1, ptr noundef %2) #7
  %34 = load i32, ptr %1, align 4
  %35 = load i32, ptr %2, align 4
  %36 = add nsw i32 %34, %35
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.115, i32 noundef %33, i32 noundef %36)
  %38 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.119, ptr noundef @.str.120, ptr noundef %1) #7
  %39 = load i32, ptr %1, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.118, i32 noundef %38, i32 noundef %39)
  %41 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.122, ptr noundef @.str.120, ptr noundef %1) #7
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.121, i32 noundef %41)
  %43 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.124, ptr noundef @.str.125, ptr noundef %3) #7
  %44 = load i32, ptr %3, align 4
  %45 = and i32 %44, 255
  %46 = add nsw i32 %43, %45
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.123, i32 noundef %46)
  store double 0.000000e+00, ptr %5, align 8
  store i8 0, ptr %6, align 1
  %48 = getelementptr inbounds i8, ptr %6, i64 1
  %49 = getelementptr inbounds i8, ptr %6, i64 8
  br label %50

50:                                               ; preds = %50, %0
  %51 = phi ptr [ %48, %0 ], [ %52, %50 ]
  store i8 0, ptr %51, align 1
  %52 = getelementptr inbounds i8, ptr %51, i64 1
  %53 = icmp eq ptr %52, %49
  br i1 %53, label %54, label %50

54:                                               ; preds = %50
  %55 = getelementptr inbounds [8 x i8], ptr %6, i64 0, i64 0
  %56 = call i32 (ptr, ptr, ...) @vscan(ptr noundef @.str.127, ptr noundef @.str.128, ptr noundef %1, ptr noundef %5, ptr noundef %55)
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.126, i32 noundef %56)
  store double 0.000000e+00, ptr %7, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %8, i8 0, i64 8, i1 false)
  %58 = getelementptr inbounds [8 x i8], ptr %8, i64 0, i64 0
  %59 = call i32 (ptr, ptr, ...) @vscan(ptr noundef @.str.127, ptr noundef @.str.130, ptr noundef %1, ptr noundef %7, ptr noundef %58)
  %60 = mul nsw i32 %59, 100
  %61 = load i32, ptr %1, align 4
  %62 = add nsw i32 %60, %61
  %63 = load double, ptr %7, align 8
  %64 = fmul double %63, 2.000000e+00
  %65 = fptosi double %64 to i32
  %66 = add nsw i32 %62, %65
  %67 = getelementptr inbounds [8 x i8], ptr %8, i64 0, i64 0
  %68 = call i64 @strlen(ptr noundef %67) #8
  %69 = trunc i64 %68 to i32
  %70 = add nsw i32 %66, %69
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.129, i32 noundef %70)
  ret void
}

; Function Attrs: nounwind
declare i32 @__isoc99_sscanf(ptr noundef, ptr noundef, ...) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vscan(ptr noundef %0, ptr noundef %1, ...) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.__va_list, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.__va_list, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.va_start.p0(ptr %5)
  %8 = load ptr, ptr %3, align 8
  %9 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %5, i64 32, i1 false)
  %10 = call i32 @__isoc99_vsscanf(ptr noundef %8, ptr noundef %9, ptr noundef %7) #7
  store i32 %10, ptr %6, align 4
  call void @llvm.va_end.p0(ptr %5)
  %11 = load i32, ptr %6, align 4
  ret i32 %11
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare i32 @__isoc99_vsscanf(ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
