; ModuleID = 'stdio_files.c'
source_filename = "stdio_files.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._G_fpos_t = type { i64, %struct.__mbstate_t }
%struct.__mbstate_t = type { i32, %union.anon }
%union.anon = type { i32 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@ro = internal global [512 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@rw = internal global [512 x i8] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [12 x i8] c"at-exit.txt\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"w\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"written at exit\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"puts returned %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"a line by puts\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"done\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"lines.txt\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"%d: %s\00", align 1
@.str.10 = private unnamed_addr constant [19 x i8] c"feof %d ferror %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [21 x i8] c"fgetc after end: %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [25 x i8] c"after clearerr: feof %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"fclose %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.16 = private unnamed_addr constant [15 x i8] c"sub/nested.txt\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"rb\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"nested: %s\00", align 1
@.str.19 = private unnamed_addr constant [13 x i8] c"empty string\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"NULL\00", align 1
@.str.21 = private unnamed_addr constant [7 x i8] c" '%s'\0A\00", align 1
@.str.22 = private unnamed_addr constant [10 x i8] c"alpha.txt\00", align 1
@.str.23 = private unnamed_addr constant [11 x i8] c"fread %zu\0A\00", align 1
@.str.24 = private unnamed_addr constant [19 x i8] c"got %s, ftell %ld\0A\00", align 1
@.str.25 = private unnamed_addr constant [31 x i8] c"next %c, ungetc %c, ftell %ld\0A\00", align 1
@.str.26 = private unnamed_addr constant [11 x i8] c"then %c%c\0A\00", align 1
@.str.27 = private unnamed_addr constant [20 x i8] c"at end-3: %zu '%s'\0A\00", align 1
@.str.28 = private unnamed_addr constant [9 x i8] c"feof %d\0A\00", align 1
@.str.29 = private unnamed_addr constant [21 x i8] c"seek 5: %c, feof %d\0A\00", align 1
@.str.30 = private unnamed_addr constant [11 x i8] c"cur+2: %c\0A\00", align 1
@.str.31 = private unnamed_addr constant [22 x i8] c"rewind: %c ftell %ld\0A\00", align 1
@.str.32 = private unnamed_addr constant [22 x i8] c"fseek bad whence: %d\0A\00", align 1
@.str.33 = private unnamed_addr constant [13 x i8] c"records %zu\0A\00", align 1
@.str.34 = private unnamed_addr constant [13 x i8] c"fsetpos: %c\0A\00", align 1
@.str.35 = private unnamed_addr constant [8 x i8] c"out.txt\00", align 1
@.str.36 = private unnamed_addr constant [12 x i8] c"%s %d %.2f\0A\00", align 1
@.str.37 = private unnamed_addr constant [8 x i8] c"numbers\00", align 1
@.str.38 = private unnamed_addr constant [17 x i8] c"a line by fputs\0A\00", align 1
@.str.39 = private unnamed_addr constant [9 x i8] c"\0Afwrite\0A\00", align 1
@.str.40 = private unnamed_addr constant [11 x i8] c"ftell %ld\0A\00", align 1
@.str.41 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.42 = private unnamed_addr constant [10 x i8] c"appended\0A\00", align 1
@.str.43 = private unnamed_addr constant [9 x i8] c"back: %s\00", align 1
@.str.44 = private unnamed_addr constant [7 x i8] c"rw.bin\00", align 1
@.str.45 = private unnamed_addr constant [4 x i8] c"w+b\00", align 1
@.str.46 = private unnamed_addr constant [10 x i8] c"read %zu:\00", align 1
@.str.47 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.48 = private unnamed_addr constant [3 x i8] c"AB\00", align 1
@.str.49 = private unnamed_addr constant [17 x i8] c"r+: %d %d %d %d\0A\00", align 1
@.str.50 = private unnamed_addr constant [29 x i8] c"fputc on r: %d ferror %d %s\0A\00", align 1
@.str.51 = private unnamed_addr constant [29 x i8] c"fgetc on a: %d ferror %d %s\0A\00", align 1
@.str.52 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.53 = private unnamed_addr constant [7 x i8] c"ENOENT\00", align 1
@.str.54 = private unnamed_addr constant [7 x i8] c"EACCES\00", align 1
@.str.55 = private unnamed_addr constant [6 x i8] c"EBADF\00", align 1
@.str.56 = private unnamed_addr constant [7 x i8] c"EEXIST\00", align 1
@.str.57 = private unnamed_addr constant [7 x i8] c"EINVAL\00", align 1
@.str.58 = private unnamed_addr constant [7 x i8] c"EISDIR\00", align 1
@.str.59 = private unnamed_addr constant [8 x i8] c"ENOTDIR\00", align 1
@.str.60 = private unnamed_addr constant [6 x i8] c"EROFS\00", align 1
@.str.61 = private unnamed_addr constant [7 x i8] c"ESPIPE\00", align 1
@.str.62 = private unnamed_addr constant [6 x i8] c"EXDEV\00", align 1
@.str.63 = private unnamed_addr constant [6 x i8] c"EBUSY\00", align 1
@.str.64 = private unnamed_addr constant [10 x i8] c"ENOTEMPTY\00", align 1
@.str.65 = private unnamed_addr constant [6 x i8] c"EPERM\00", align 1
@.str.66 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@.str.67 = private unnamed_addr constant [16 x i8] c"missing: %p %s\0A\00", align 1
@.str.68 = private unnamed_addr constant [9 x i8] c"nope.txt\00", align 1
@.str.69 = private unnamed_addr constant [17 x i8] c"bad mode: %p %s\0A\00", align 1
@.str.70 = private unnamed_addr constant [2 x i8] c"q\00", align 1
@.str.71 = private unnamed_addr constant [22 x i8] c"x on existing: %p %s\0A\00", align 1
@.str.72 = private unnamed_addr constant [3 x i8] c"wx\00", align 1
@.str.73 = private unnamed_addr constant [11 x i8] c"rename %d\0A\00", align 1
@.str.74 = private unnamed_addr constant [10 x i8] c"moved.txt\00", align 1
@.str.75 = private unnamed_addr constant [17 x i8] c"old gone: %p %s\0A\00", align 1
@.str.76 = private unnamed_addr constant [10 x i8] c"moved: %s\00", align 1
@.str.77 = private unnamed_addr constant [20 x i8] c"freopen same %d: %s\00", align 1
@.str.78 = private unnamed_addr constant [23 x i8] c"freopen missing %p %s\0A\00", align 1
@.str.79 = private unnamed_addr constant [5 x i8] c"none\00", align 1
@.str.80 = private unnamed_addr constant [11 x i8] c"remove %d\0A\00", align 1
@.str.81 = private unnamed_addr constant [20 x i8] c"remove again %d %s\0A\00", align 1
@.str.82 = private unnamed_addr constant [20 x i8] c"sub as file: %p %s\0A\00", align 1
@.str.83 = private unnamed_addr constant [12 x i8] c"lines.txt/x\00", align 1
@.str.84 = private unnamed_addr constant [8 x i8] c"buf.txt\00", align 1
@.str.85 = private unnamed_addr constant [13 x i8] c"vfprintf %d\0A\00", align 1
@.str.86 = private unnamed_addr constant [8 x i8] c"held %d\00", align 1
@.str.87 = private unnamed_addr constant [15 x i8] c"before fflush:\00", align 1
@.str.88 = private unnamed_addr constant [14 x i8] c"after fflush:\00", align 1
@buffering.big = internal global [10000 x i8] zeroinitializer, align 16
@.str.89 = private unnamed_addr constant [8 x i8] c"big.txt\00", align 1
@.str.90 = private unnamed_addr constant [11 x i8] c"100 bytes:\00", align 1
@.str.91 = private unnamed_addr constant [12 x i8] c"4100 bytes:\00", align 1
@.str.92 = private unnamed_addr constant [22 x i8] c"9100 bytes: size %ld\0A\00", align 1
@.str.93 = private unnamed_addr constant [18 x i8] c"closed: size %ld\0A\00", align 1
@.str.94 = private unnamed_addr constant [22 x i8] c"fresh 9000: size %ld\0A\00", align 1
@.str.95 = private unnamed_addr constant [8 x i8] c"nbf.txt\00", align 1
@.str.96 = private unnamed_addr constant [8 x i8] c"at once\00", align 1
@.str.97 = private unnamed_addr constant [8 x i8] c"_IONBF:\00", align 1
@.str.98 = private unnamed_addr constant [8 x i8] c"lbf.txt\00", align 1
@.str.99 = private unnamed_addr constant [12 x i8] c"setvbuf %d\0A\00", align 1
@.str.100 = private unnamed_addr constant [12 x i8] c"one\0Atwo\0Athr\00", align 1
@.str.101 = private unnamed_addr constant [8 x i8] c"_IOLBF:\00", align 1
@.str.102 = private unnamed_addr constant [3 x i8] c"ee\00", align 1
@.str.103 = private unnamed_addr constant [20 x i8] c"_IOLBF, no newline:\00", align 1
@.str.104 = private unnamed_addr constant [17 x i8] c"_IOLBF, newline:\00", align 1
@.str.105 = private unnamed_addr constant [21 x i8] c"setvbuf bad mode %d\0A\00", align 1
@stdout = external global ptr, align 8
@.str.106 = private unnamed_addr constant [16 x i8] c"%-22s %zu '%s'\0A\00", align 1
@.str.107 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.108 = private unnamed_addr constant [14 x i8] c"temporary %d\0A\00", align 1
@.str.109 = private unnamed_addr constant [12 x i8] c"tmpfile: %s\00", align 1
@in.buf = internal global [4 x [1024 x i8]] zeroinitializer, align 16
@in.k = internal global i32 0, align 4
@.str.110 = private unnamed_addr constant [6 x i8] c"%s/%s\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store i32 2, ptr %3, align 4
  br label %26

10:                                               ; preds = %2
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds ptr, ptr %11, i64 1
  %13 = load ptr, ptr %12, align 8
  %14 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef @ro, i64 noundef 512, ptr noundef @.str, ptr noundef %13) #6
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds ptr, ptr %15, i64 2
  %17 = load ptr, ptr %16, align 8
  %18 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef @rw, i64 noundef 512, ptr noundef @.str, ptr noundef %17) #6
  call void @read_lines()
  call void @short_buffers()
  call void @positions()
  call void @writing()
  call void @names()
  call void @buffering()
  call void @temporary()
  %19 = call ptr @in(ptr noundef @rw, ptr noundef @.str.1)
  %20 = call noalias ptr @fopen(ptr noundef %19, ptr noundef @.str.2)
  store ptr %20, ptr %6, align 8
  %21 = load ptr, ptr %6, align 8
  %22 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %21, ptr noundef @.str.3) #6
  %23 = call i32 @puts(ptr noundef @.str.5)
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %23)
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  store i32 0, ptr %3, align 4
  br label %26

26:                                               ; preds = %10, %9
  %27 = load i32, ptr %3, align 4
  ret i32 %27
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @read_lines() #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = call ptr @in(ptr noundef @ro, ptr noundef @.str.7)
  %5 = call noalias ptr @fopen(ptr noundef %4, ptr noundef @.str.8)
  store ptr %5, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %6

6:                                                ; preds = %11, %0
  %7 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 0
  %8 = load ptr, ptr %2, align 8
  %9 = call ptr @fgets(ptr noundef %7, i32 noundef 64, ptr noundef %8)
  %10 = icmp ne ptr %9, null
  br i1 %10, label %11, label %16

11:                                               ; preds = %6
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %3, align 4
  %14 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 0
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %13, ptr noundef %14)
  br label %6, !llvm.loop !6

16:                                               ; preds = %6
  %17 = load ptr, ptr %2, align 8
  %18 = call i32 @feof(ptr noundef %17) #6
  %19 = icmp ne i32 %18, 0
  %20 = zext i1 %19 to i32
  %21 = load ptr, ptr %2, align 8
  %22 = call i32 @ferror(ptr noundef %21) #6
  %23 = icmp ne i32 %22, 0
  %24 = zext i1 %23 to i32
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %20, i32 noundef %24)
  %26 = load ptr, ptr %2, align 8
  %27 = call i32 @fgetc(ptr noundef %26)
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %27)
  %29 = load ptr, ptr %2, align 8
  call void @clearerr(ptr noundef %29) #6
  %30 = load ptr, ptr %2, align 8
  %31 = call i32 @feof(ptr noundef %30) #6
  %32 = icmp ne i32 %31, 0
  %33 = zext i1 %32 to i32
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %33)
  %35 = load ptr, ptr %2, align 8
  %36 = call i32 @fclose(ptr noundef %35)
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %36)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @short_buffers() #0 {
  %1 = alloca [8 x i8], align 1
  %2 = alloca ptr, align 8
  %3 = call ptr @in(ptr noundef @ro, ptr noundef @.str.7)
  %4 = call noalias ptr @fopen(ptr noundef %3, ptr noundef @.str.8)
  store ptr %4, ptr %2, align 8
  br label %5

5:                                                ; preds = %10, %0
  %6 = getelementptr inbounds [8 x i8], ptr %1, i64 0, i64 0
  %7 = load ptr, ptr %2, align 8
  %8 = call ptr @fgets(ptr noundef %6, i32 noundef 8, ptr noundef %7)
  %9 = icmp ne ptr %8, null
  br i1 %9, label %10, label %13

10:                                               ; preds = %5
  %11 = getelementptr inbounds [8 x i8], ptr %1, i64 0, i64 0
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %11)
  br label %5, !llvm.loop !8

13:                                               ; preds = %5
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  %15 = load ptr, ptr %2, align 8
  %16 = call i32 @fclose(ptr noundef %15)
  %17 = call ptr @in(ptr noundef @ro, ptr noundef @.str.16)
  %18 = call noalias ptr @fopen(ptr noundef %17, ptr noundef @.str.17)
  store ptr %18, ptr %2, align 8
  %19 = getelementptr inbounds [8 x i8], ptr %1, i64 0, i64 0
  %20 = load ptr, ptr %2, align 8
  %21 = call ptr @fgets(ptr noundef %19, i32 noundef 1, ptr noundef %20)
  %22 = icmp ne ptr %21, null
  %23 = zext i1 %22 to i64
  %24 = select i1 %22, ptr @.str.19, ptr @.str.20
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %24)
  %26 = getelementptr inbounds [8 x i8], ptr %1, i64 0, i64 0
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %26)
  %28 = load ptr, ptr %2, align 8
  %29 = call i32 @fclose(ptr noundef %28)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @positions() #0 {
  %1 = alloca [16 x i8], align 16
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca [5 x [8 x i8]], align 16
  %5 = alloca %struct._G_fpos_t, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %1, i8 0, i64 16, i1 false)
  %6 = call ptr @in(ptr noundef @ro, ptr noundef @.str.22)
  %7 = call noalias ptr @fopen(ptr noundef %6, ptr noundef @.str.8)
  store ptr %7, ptr %2, align 8
  %8 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  %9 = load ptr, ptr %2, align 8
  %10 = call i64 @fread(ptr noundef %8, i64 noundef 1, i64 noundef 10, ptr noundef %9)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i64 noundef %10)
  %12 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  %13 = load ptr, ptr %2, align 8
  %14 = call i64 @ftell(ptr noundef %13)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, ptr noundef %12, i64 noundef %14)
  %16 = load ptr, ptr %2, align 8
  %17 = call i32 @fgetc(ptr noundef %16)
  store i32 %17, ptr %3, align 4
  %18 = load i32, ptr %3, align 4
  %19 = load ptr, ptr %2, align 8
  %20 = call i32 @ungetc(i32 noundef 90, ptr noundef %19)
  %21 = load ptr, ptr %2, align 8
  %22 = call i64 @ftell(ptr noundef %21)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef %18, i32 noundef %20, i64 noundef %22)
  %24 = load ptr, ptr %2, align 8
  %25 = call i32 @fgetc(ptr noundef %24)
  %26 = load ptr, ptr %2, align 8
  %27 = call i32 @fgetc(ptr noundef %26)
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %25, i32 noundef %27)
  %29 = load ptr, ptr %2, align 8
  %30 = call i32 @fseek(ptr noundef %29, i64 noundef -3, i32 noundef 2)
  %31 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %31, i8 0, i64 16, i1 false)
  %32 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  %33 = load ptr, ptr %2, align 8
  %34 = call i64 @fread(ptr noundef %32, i64 noundef 1, i64 noundef 15, ptr noundef %33)
  %35 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, i64 noundef %34, ptr noundef %35)
  %37 = load ptr, ptr %2, align 8
  %38 = call i32 @feof(ptr noundef %37) #6
  %39 = icmp ne i32 %38, 0
  %40 = zext i1 %39 to i32
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, i32 noundef %40)
  %42 = load ptr, ptr %2, align 8
  %43 = call i32 @fseek(ptr noundef %42, i64 noundef 5, i32 noundef 0)
  %44 = load ptr, ptr %2, align 8
  %45 = call i32 @fgetc(ptr noundef %44)
  %46 = load ptr, ptr %2, align 8
  %47 = call i32 @feof(ptr noundef %46) #6
  %48 = icmp ne i32 %47, 0
  %49 = zext i1 %48 to i32
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, i32 noundef %45, i32 noundef %49)
  %51 = load ptr, ptr %2, align 8
  %52 = call i32 @fseek(ptr noundef %51, i64 noundef 2, i32 noundef 1)
  %53 = load ptr, ptr %2, align 8
  %54 = call i32 @fgetc(ptr noundef %53)
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.30, i32 noundef %54)
  %56 = load ptr, ptr %2, align 8
  call void @rewind(ptr noundef %56)
  %57 = load ptr, ptr %2, align 8
  %58 = call i32 @fgetc(ptr noundef %57)
  %59 = load ptr, ptr %2, align 8
  %60 = call i64 @ftell(ptr noundef %59)
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, i32 noundef %58, i64 noundef %60)
  %62 = load ptr, ptr %2, align 8
  %63 = call i32 @fseek(ptr noundef %62, i64 noundef 0, i32 noundef 7)
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.32, i32 noundef %63)
  %65 = load ptr, ptr %2, align 8
  call void @rewind(ptr noundef %65)
  %66 = getelementptr inbounds [5 x [8 x i8]], ptr %4, i64 0, i64 0
  %67 = load ptr, ptr %2, align 8
  %68 = call i64 @fread(ptr noundef %66, i64 noundef 8, i64 noundef 5, ptr noundef %67)
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, i64 noundef %68)
  %70 = load ptr, ptr %2, align 8
  %71 = call i32 @fseek(ptr noundef %70, i64 noundef 7, i32 noundef 0)
  %72 = load ptr, ptr %2, align 8
  %73 = call i32 @fgetpos(ptr noundef %72, ptr noundef %5)
  %74 = load ptr, ptr %2, align 8
  %75 = call i32 @fgetc(ptr noundef %74)
  %76 = load ptr, ptr %2, align 8
  %77 = call i32 @fgetc(ptr noundef %76)
  %78 = load ptr, ptr %2, align 8
  %79 = call i32 @fsetpos(ptr noundef %78, ptr noundef %5)
  %80 = load ptr, ptr %2, align 8
  %81 = call i32 @fgetc(ptr noundef %80)
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.34, i32 noundef %81)
  %83 = load ptr, ptr %2, align 8
  %84 = call i32 @fclose(ptr noundef %83)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @writing() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca [64 x i8], align 16
  %3 = alloca i32, align 4
  %4 = alloca [8 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = call ptr @in(ptr noundef @rw, ptr noundef @.str.35)
  %8 = call noalias ptr @fopen(ptr noundef %7, ptr noundef @.str.2)
  store ptr %8, ptr %1, align 8
  %9 = load ptr, ptr %1, align 8
  %10 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %9, ptr noundef @.str.36, ptr noundef @.str.37, i32 noundef 42, double noundef 3.250000e+00) #6
  %11 = load ptr, ptr %1, align 8
  %12 = call i32 @fputs(ptr noundef @.str.38, ptr noundef %11)
  %13 = load ptr, ptr %1, align 8
  %14 = call i32 @fputc(i32 noundef 120, ptr noundef %13)
  %15 = load ptr, ptr %1, align 8
  %16 = call i32 @putc(i32 noundef 121, ptr noundef %15)
  %17 = load ptr, ptr %1, align 8
  %18 = call i64 @fwrite(ptr noundef @.str.39, i64 noundef 1, i64 noundef 8, ptr noundef %17)
  %19 = load ptr, ptr %1, align 8
  %20 = call i64 @ftell(ptr noundef %19)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.40, i64 noundef %20)
  %22 = load ptr, ptr %1, align 8
  %23 = call i32 @fclose(ptr noundef %22)
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %23)
  %25 = call ptr @in(ptr noundef @rw, ptr noundef @.str.35)
  %26 = call noalias ptr @fopen(ptr noundef %25, ptr noundef @.str.41)
  store ptr %26, ptr %1, align 8
  %27 = load ptr, ptr %1, align 8
  %28 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %27, ptr noundef @.str.42) #6
  %29 = load ptr, ptr %1, align 8
  %30 = call i32 @fclose(ptr noundef %29)
  %31 = call ptr @in(ptr noundef @rw, ptr noundef @.str.35)
  %32 = call noalias ptr @fopen(ptr noundef %31, ptr noundef @.str.8)
  store ptr %32, ptr %1, align 8
  br label %33

33:                                               ; preds = %38, %0
  %34 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %35 = load ptr, ptr %1, align 8
  %36 = call ptr @fgets(ptr noundef %34, i32 noundef 64, ptr noundef %35)
  %37 = icmp ne ptr %36, null
  br i1 %37, label %38, label %41

38:                                               ; preds = %33
  %39 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.43, ptr noundef %39)
  br label %33, !llvm.loop !9

41:                                               ; preds = %33
  %42 = load ptr, ptr %1, align 8
  %43 = call i32 @fclose(ptr noundef %42)
  %44 = call ptr @in(ptr noundef @rw, ptr noundef @.str.44)
  %45 = call noalias ptr @fopen(ptr noundef %44, ptr noundef @.str.45)
  store ptr %45, ptr %1, align 8
  store i32 0, ptr %3, align 4
  br label %46

46:                                               ; preds = %54, %41
  %47 = load i32, ptr %3, align 4
  %48 = icmp slt i32 %47, 300
  br i1 %48, label %49, label %57

49:                                               ; preds = %46
  %50 = load i32, ptr %3, align 4
  %51 = and i32 %50, 255
  %52 = load ptr, ptr %1, align 8
  %53 = call i32 @fputc(i32 noundef %51, ptr noundef %52)
  br label %54

54:                                               ; preds = %49
  %55 = load i32, ptr %3, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %3, align 4
  br label %46, !llvm.loop !10

57:                                               ; preds = %46
  %58 = load ptr, ptr %1, align 8
  %59 = call i32 @fseek(ptr noundef %58, i64 noundef 250, i32 noundef 0)
  %60 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 0
  %61 = load ptr, ptr %1, align 8
  %62 = call i64 @fread(ptr noundef %60, i64 noundef 1, i64 noundef 8, ptr noundef %61)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.46, i64 noundef %62)
  store i32 0, ptr %5, align 4
  br label %64

64:                                               ; preds = %74, %57
  %65 = load i32, ptr %5, align 4
  %66 = icmp slt i32 %65, 8
  br i1 %66, label %67, label %77

67:                                               ; preds = %64
  %68 = load i32, ptr %5, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 %69
  %71 = load i8, ptr %70, align 1
  %72 = zext i8 %71 to i32
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.47, i32 noundef %72)
  br label %74

74:                                               ; preds = %67
  %75 = load i32, ptr %5, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %5, align 4
  br label %64, !llvm.loop !11

77:                                               ; preds = %64
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  %79 = load ptr, ptr %1, align 8
  %80 = call i32 @fseek(ptr noundef %79, i64 noundef 1, i32 noundef 0)
  %81 = load ptr, ptr %1, align 8
  %82 = call i32 @fputs(ptr noundef @.str.48, ptr noundef %81)
  %83 = load ptr, ptr %1, align 8
  %84 = call i32 @fflush(ptr noundef %83)
  %85 = load ptr, ptr %1, align 8
  call void @rewind(ptr noundef %85)
  %86 = load ptr, ptr %1, align 8
  %87 = call i32 @fgetc(ptr noundef %86)
  %88 = load ptr, ptr %1, align 8
  %89 = call i32 @fgetc(ptr noundef %88)
  %90 = load ptr, ptr %1, align 8
  %91 = call i32 @fgetc(ptr noundef %90)
  %92 = load ptr, ptr %1, align 8
  %93 = call i32 @fgetc(ptr noundef %92)
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.49, i32 noundef %87, i32 noundef %89, i32 noundef %91, i32 noundef %93)
  %95 = load ptr, ptr %1, align 8
  %96 = call i32 @fclose(ptr noundef %95)
  %97 = call ptr @in(ptr noundef @rw, ptr noundef @.str.35)
  %98 = call noalias ptr @fopen(ptr noundef %97, ptr noundef @.str.8)
  store ptr %98, ptr %1, align 8
  %99 = call ptr @__errno_location() #7
  store i32 0, ptr %99, align 4
  %100 = load ptr, ptr %1, align 8
  %101 = call i32 @fputc(i32 noundef 113, ptr noundef %100)
  store i32 %101, ptr %6, align 4
  %102 = load i32, ptr %6, align 4
  %103 = load ptr, ptr %1, align 8
  %104 = call i32 @ferror(ptr noundef %103) #6
  %105 = icmp ne i32 %104, 0
  %106 = zext i1 %105 to i32
  %107 = call ptr @__errno_location() #7
  %108 = load i32, ptr %107, align 4
  %109 = call ptr @errname(i32 noundef %108)
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.50, i32 noundef %102, i32 noundef %106, ptr noundef %109)
  %111 = load ptr, ptr %1, align 8
  %112 = call i32 @fclose(ptr noundef %111)
  %113 = call ptr @in(ptr noundef @rw, ptr noundef @.str.35)
  %114 = call noalias ptr @fopen(ptr noundef %113, ptr noundef @.str.41)
  store ptr %114, ptr %1, align 8
  %115 = call ptr @__errno_location() #7
  store i32 0, ptr %115, align 4
  %116 = load ptr, ptr %1, align 8
  %117 = call i32 @fgetc(ptr noundef %116)
  store i32 %117, ptr %6, align 4
  %118 = load i32, ptr %6, align 4
  %119 = load ptr, ptr %1, align 8
  %120 = call i32 @ferror(ptr noundef %119) #6
  %121 = icmp ne i32 %120, 0
  %122 = zext i1 %121 to i32
  %123 = call ptr @__errno_location() #7
  %124 = load i32, ptr %123, align 4
  %125 = call ptr @errname(i32 noundef %124)
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.51, i32 noundef %118, i32 noundef %122, ptr noundef %125)
  %127 = load ptr, ptr %1, align 8
  %128 = call i32 @fclose(ptr noundef %127)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @names() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca [64 x i8], align 16
  %3 = alloca ptr, align 8
  %4 = call ptr @__errno_location() #7
  store i32 0, ptr %4, align 4
  %5 = call ptr @in(ptr noundef @ro, ptr noundef @.str.68)
  %6 = call noalias ptr @fopen(ptr noundef %5, ptr noundef @.str.8)
  %7 = call ptr @__errno_location() #7
  %8 = load i32, ptr %7, align 4
  %9 = call ptr @errname(i32 noundef %8)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.67, ptr noundef %6, ptr noundef %9)
  %11 = call ptr @__errno_location() #7
  store i32 0, ptr %11, align 4
  %12 = call ptr @in(ptr noundef @ro, ptr noundef @.str.7)
  %13 = call noalias ptr @fopen(ptr noundef %12, ptr noundef @.str.70)
  %14 = call ptr @__errno_location() #7
  %15 = load i32, ptr %14, align 4
  %16 = call ptr @errname(i32 noundef %15)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.69, ptr noundef %13, ptr noundef %16)
  %18 = call ptr @__errno_location() #7
  store i32 0, ptr %18, align 4
  %19 = call ptr @in(ptr noundef @rw, ptr noundef @.str.35)
  %20 = call noalias ptr @fopen(ptr noundef %19, ptr noundef @.str.72)
  %21 = call ptr @__errno_location() #7
  %22 = load i32, ptr %21, align 4
  %23 = call ptr @errname(i32 noundef %22)
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.71, ptr noundef %20, ptr noundef %23)
  %25 = call ptr @in(ptr noundef @rw, ptr noundef @.str.35)
  %26 = call ptr @in(ptr noundef @rw, ptr noundef @.str.74)
  %27 = call i32 @rename(ptr noundef %25, ptr noundef %26) #6
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.73, i32 noundef %27)
  %29 = call ptr @__errno_location() #7
  store i32 0, ptr %29, align 4
  %30 = call ptr @in(ptr noundef @rw, ptr noundef @.str.35)
  %31 = call noalias ptr @fopen(ptr noundef %30, ptr noundef @.str.8)
  %32 = call ptr @__errno_location() #7
  %33 = load i32, ptr %32, align 4
  %34 = call ptr @errname(i32 noundef %33)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.75, ptr noundef %31, ptr noundef %34)
  %36 = call ptr @in(ptr noundef @rw, ptr noundef @.str.74)
  %37 = call noalias ptr @fopen(ptr noundef %36, ptr noundef @.str.8)
  store ptr %37, ptr %1, align 8
  %38 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %39 = load ptr, ptr %1, align 8
  %40 = call ptr @fgets(ptr noundef %38, i32 noundef 64, ptr noundef %39)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.76, ptr noundef %40)
  %42 = load ptr, ptr %1, align 8
  %43 = call i32 @fclose(ptr noundef %42)
  %44 = call ptr @in(ptr noundef @ro, ptr noundef @.str.22)
  %45 = call noalias ptr @fopen(ptr noundef %44, ptr noundef @.str.8)
  store ptr %45, ptr %1, align 8
  %46 = call ptr @in(ptr noundef @rw, ptr noundef @.str.74)
  %47 = load ptr, ptr %1, align 8
  %48 = call ptr @freopen(ptr noundef %46, ptr noundef @.str.8, ptr noundef %47)
  store ptr %48, ptr %3, align 8
  %49 = load ptr, ptr %3, align 8
  %50 = load ptr, ptr %1, align 8
  %51 = icmp eq ptr %49, %50
  %52 = zext i1 %51 to i32
  %53 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %54 = load ptr, ptr %3, align 8
  %55 = call ptr @fgets(ptr noundef %53, i32 noundef 64, ptr noundef %54)
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.77, i32 noundef %52, ptr noundef %55)
  %57 = call ptr @__errno_location() #7
  store i32 0, ptr %57, align 4
  %58 = call ptr @in(ptr noundef @rw, ptr noundef @.str.79)
  %59 = load ptr, ptr %3, align 8
  %60 = call ptr @freopen(ptr noundef %58, ptr noundef @.str.8, ptr noundef %59)
  %61 = call ptr @__errno_location() #7
  %62 = load i32, ptr %61, align 4
  %63 = call ptr @errname(i32 noundef %62)
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.78, ptr noundef %60, ptr noundef %63)
  %65 = call ptr @in(ptr noundef @rw, ptr noundef @.str.74)
  %66 = call i32 @remove(ptr noundef %65) #6
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.80, i32 noundef %66)
  %68 = call ptr @__errno_location() #7
  store i32 0, ptr %68, align 4
  %69 = call ptr @in(ptr noundef @rw, ptr noundef @.str.74)
  %70 = call i32 @remove(ptr noundef %69) #6
  %71 = call ptr @__errno_location() #7
  %72 = load i32, ptr %71, align 4
  %73 = call ptr @errname(i32 noundef %72)
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.81, i32 noundef %70, ptr noundef %73)
  %75 = call ptr @__errno_location() #7
  store i32 0, ptr %75, align 4
  %76 = call ptr @in(ptr noundef @ro, ptr noundef @.str.83)
  %77 = call noalias ptr @fopen(ptr noundef %76, ptr noundef @.str.8)
  %78 = call ptr @__errno_location() #7
  %79 = load i32, ptr %78, align 4
  %80 = call ptr @errname(i32 noundef %79)
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.82, ptr noundef %77, ptr noundef %80)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @buffering() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca [100 x i8], align 16
  %4 = call ptr @in(ptr noundef @rw, ptr noundef @.str.84)
  %5 = call noalias ptr @fopen(ptr noundef %4, ptr noundef @.str.2)
  store ptr %5, ptr %1, align 8
  %6 = call ptr @in(ptr noundef @rw, ptr noundef @.str.84)
  %7 = call noalias ptr @fopen(ptr noundef %6, ptr noundef @.str.8)
  store ptr %7, ptr %2, align 8
  %8 = load ptr, ptr %1, align 8
  %9 = call i32 (ptr, ptr, ...) @say(ptr noundef %8, ptr noundef @.str.86, i32 noundef 1)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.85, i32 noundef %9)
  %11 = load ptr, ptr %2, align 8
  call void @peek(ptr noundef %11, ptr noundef @.str.87)
  %12 = load ptr, ptr %1, align 8
  %13 = call i32 @fflush(ptr noundef %12)
  %14 = load ptr, ptr %2, align 8
  call void @peek(ptr noundef %14, ptr noundef @.str.88)
  %15 = load ptr, ptr %1, align 8
  %16 = call i32 @fclose(ptr noundef %15)
  %17 = load ptr, ptr %2, align 8
  %18 = call i32 @fclose(ptr noundef %17)
  call void @llvm.memset.p0.i64(ptr align 16 @buffering.big, i8 98, i64 10000, i1 false)
  %19 = call ptr @in(ptr noundef @rw, ptr noundef @.str.89)
  %20 = call noalias ptr @fopen(ptr noundef %19, ptr noundef @.str.2)
  store ptr %20, ptr %1, align 8
  %21 = call ptr @in(ptr noundef @rw, ptr noundef @.str.89)
  %22 = call noalias ptr @fopen(ptr noundef %21, ptr noundef @.str.8)
  store ptr %22, ptr %2, align 8
  %23 = getelementptr inbounds [100 x i8], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %23, i8 115, i64 100, i1 false)
  %24 = getelementptr inbounds [100 x i8], ptr %3, i64 0, i64 0
  %25 = load ptr, ptr %1, align 8
  %26 = call i64 @fwrite(ptr noundef %24, i64 noundef 1, i64 noundef 100, ptr noundef %25)
  %27 = load ptr, ptr %2, align 8
  call void @peek(ptr noundef %27, ptr noundef @.str.90)
  %28 = load ptr, ptr %1, align 8
  %29 = call i64 @fwrite(ptr noundef @buffering.big, i64 noundef 1, i64 noundef 4000, ptr noundef %28)
  %30 = load ptr, ptr %2, align 8
  call void @peek(ptr noundef %30, ptr noundef @.str.91)
  %31 = load ptr, ptr %1, align 8
  %32 = call i64 @fwrite(ptr noundef @buffering.big, i64 noundef 1, i64 noundef 5000, ptr noundef %31)
  %33 = load ptr, ptr %2, align 8
  %34 = call i32 @fseek(ptr noundef %33, i64 noundef 0, i32 noundef 2)
  %35 = load ptr, ptr %2, align 8
  %36 = call i64 @ftell(ptr noundef %35)
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.92, i64 noundef %36)
  %38 = load ptr, ptr %1, align 8
  %39 = call i32 @fclose(ptr noundef %38)
  %40 = load ptr, ptr %2, align 8
  %41 = call i32 @fseek(ptr noundef %40, i64 noundef 0, i32 noundef 2)
  %42 = load ptr, ptr %2, align 8
  %43 = call i64 @ftell(ptr noundef %42)
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.93, i64 noundef %43)
  %45 = load ptr, ptr %2, align 8
  %46 = call i32 @fclose(ptr noundef %45)
  %47 = call ptr @in(ptr noundef @rw, ptr noundef @.str.89)
  %48 = call noalias ptr @fopen(ptr noundef %47, ptr noundef @.str.2)
  store ptr %48, ptr %1, align 8
  %49 = call ptr @in(ptr noundef @rw, ptr noundef @.str.89)
  %50 = call noalias ptr @fopen(ptr noundef %49, ptr noundef @.str.8)
  store ptr %50, ptr %2, align 8
  %51 = load ptr, ptr %1, align 8
  %52 = call i64 @fwrite(ptr noundef @buffering.big, i64 noundef 1, i64 noundef 9000, ptr noundef %51)
  %53 = load ptr, ptr %2, align 8
  %54 = call i32 @fseek(ptr noundef %53, i64 noundef 0, i32 noundef 2)
  %55 = load ptr, ptr %2, align 8
  %56 = call i64 @ftell(ptr noundef %55)
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.94, i64 noundef %56)
  %58 = load ptr, ptr %1, align 8
  %59 = call i32 @fclose(ptr noundef %58)
  %60 = load ptr, ptr %2, align 8
  %61 = call i32 @fclose(ptr noundef %60)
  %62 = call ptr @in(ptr noundef @rw, ptr noundef @.str.95)
  %63 = call noalias ptr @fopen(ptr noundef %62, ptr noundef @.str.2)
  store ptr %63, ptr %1, align 8
  %64 = load ptr, ptr %1, align 8
  %65 = call i32 @setvbuf(ptr noundef %64, ptr noundef null, i32 noundef 2, i64 noundef 0) #6
  %66 = call ptr @in(ptr noundef @rw, ptr noundef @.str.95)
  %67 = call noalias ptr @fopen(ptr noundef %66, ptr noundef @.str.8)
  store ptr %67, ptr %2, align 8
  %68 = load ptr, ptr %1, align 8
  %69 = call i32 @fputs(ptr noundef @.str.96, ptr noundef %68)
  %70 = load ptr, ptr %2, align 8
  call void @peek(ptr noundef %70, ptr noundef @.str.97)
  %71 = load ptr, ptr %1, align 8
  %72 = call i32 @fclose(ptr noundef %71)
  %73 = load ptr, ptr %2, align 8
  %74 = call i32 @fclose(ptr noundef %73)
  %75 = call ptr @in(ptr noundef @rw, ptr noundef @.str.98)
  %76 = call noalias ptr @fopen(ptr noundef %75, ptr noundef @.str.2)
  store ptr %76, ptr %1, align 8
  %77 = load ptr, ptr %1, align 8
  %78 = call i32 @setvbuf(ptr noundef %77, ptr noundef null, i32 noundef 1, i64 noundef 256) #6
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.99, i32 noundef %78)
  %80 = call ptr @in(ptr noundef @rw, ptr noundef @.str.98)
  %81 = call noalias ptr @fopen(ptr noundef %80, ptr noundef @.str.8)
  store ptr %81, ptr %2, align 8
  %82 = load ptr, ptr %1, align 8
  %83 = call i32 @fputs(ptr noundef @.str.100, ptr noundef %82)
  %84 = load ptr, ptr %2, align 8
  call void @peek(ptr noundef %84, ptr noundef @.str.101)
  %85 = load ptr, ptr %1, align 8
  %86 = call i32 @fputs(ptr noundef @.str.102, ptr noundef %85)
  %87 = load ptr, ptr %2, align 8
  call void @peek(ptr noundef %87, ptr noundef @.str.103)
  %88 = load ptr, ptr %1, align 8
  %89 = call i32 @fputc(i32 noundef 10, ptr noundef %88)
  %90 = load ptr, ptr %2, align 8
  call void @peek(ptr noundef %90, ptr noundef @.str.104)
  %91 = load ptr, ptr %1, align 8
  %92 = call i32 @fclose(ptr noundef %91)
  %93 = load ptr, ptr %2, align 8
  %94 = call i32 @fclose(ptr noundef %93)
  %95 = load ptr, ptr @stdout, align 8
  %96 = call i32 @setvbuf(ptr noundef %95, ptr noundef null, i32 noundef 12345, i64 noundef 0) #6
  %97 = icmp ne i32 %96, 0
  %98 = zext i1 %97 to i32
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.105, i32 noundef %98)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @temporary() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca [32 x i8], align 16
  %3 = call noalias ptr @tmpfile()
  store ptr %3, ptr %1, align 8
  %4 = load ptr, ptr %1, align 8
  %5 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %4, ptr noundef @.str.108, i32 noundef 7) #6
  %6 = load ptr, ptr %1, align 8
  call void @rewind(ptr noundef %6)
  %7 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %8 = load ptr, ptr %1, align 8
  %9 = call ptr @fgets(ptr noundef %7, i32 noundef 32, ptr noundef %8)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.109, ptr noundef %9)
  %11 = load ptr, ptr %1, align 8
  %12 = call i32 @fclose(ptr noundef %11)
  ret void
}

declare noalias ptr @fopen(ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @in(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load i32, ptr @in.k, align 4
  %6 = add nsw i32 %5, 1
  %7 = srem i32 %6, 4
  store i32 %7, ptr @in.k, align 4
  %8 = load i32, ptr @in.k, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %9
  %11 = getelementptr inbounds [1024 x i8], ptr %10, i64 0, i64 0
  %12 = load ptr, ptr %3, align 8
  %13 = load ptr, ptr %4, align 8
  %14 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %11, i64 noundef 1024, ptr noundef @.str.110, ptr noundef %12, ptr noundef %13) #6
  %15 = load i32, ptr @in.k, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %16
  %18 = getelementptr inbounds [1024 x i8], ptr %17, i64 0, i64 0
  ret ptr %18
}

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #1

declare i32 @printf(ptr noundef, ...) #2

declare i32 @puts(ptr noundef) #2

declare ptr @fgets(ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @feof(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @ferror(ptr noundef) #1

declare i32 @fgetc(ptr noundef) #2

; Function Attrs: nounwind
declare void @clearerr(ptr noundef) #1

declare i32 @fclose(ptr noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare i64 @fread(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

declare i64 @ftell(ptr noundef) #2

declare i32 @ungetc(i32 noundef, ptr noundef) #2

declare i32 @fseek(ptr noundef, i64 noundef, i32 noundef) #2

declare void @rewind(ptr noundef) #2

declare i32 @fgetpos(ptr noundef, ptr noundef) #2

declare i32 @fsetpos(ptr noundef, ptr noundef) #2

declare i32 @fputs(ptr noundef, ptr noundef) #2

declare i32 @fputc(i32 noundef, ptr noundef) #2

declare i32 @putc(i32 noundef, ptr noundef) #2

declare i64 @fwrite(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

declare i32 @fflush(ptr noundef) #2

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__errno_location() #4

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @errname(i32 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %19 [
    i32 0, label %5
    i32 2, label %6
    i32 13, label %7
    i32 9, label %8
    i32 17, label %9
    i32 22, label %10
    i32 21, label %11
    i32 20, label %12
    i32 30, label %13
    i32 29, label %14
    i32 18, label %15
    i32 16, label %16
    i32 39, label %17
    i32 1, label %18
  ]

5:                                                ; preds = %1
  store ptr @.str.52, ptr %2, align 8
  br label %20

6:                                                ; preds = %1
  store ptr @.str.53, ptr %2, align 8
  br label %20

7:                                                ; preds = %1
  store ptr @.str.54, ptr %2, align 8
  br label %20

8:                                                ; preds = %1
  store ptr @.str.55, ptr %2, align 8
  br label %20

9:                                                ; preds = %1
  store ptr @.str.56, ptr %2, align 8
  br label %20

10:                                               ; preds = %1
  store ptr @.str.57, ptr %2, align 8
  br label %20

11:                                               ; preds = %1
  store ptr @.str.58, ptr %2, align 8
  br label %20

12:                                               ; preds = %1
  store ptr @.str.59, ptr %2, align 8
  br label %20

13:                                               ; preds = %1
  store ptr @.str.60, ptr %2, align 8
  br label %20

14:                                               ; preds = %1
  store ptr @.str.61, ptr %2, align 8
  br label %20

15:                                               ; preds = %1
  store ptr @.str.62, ptr %2, align 8
  br label %20

16:                                               ; preds = %1
  store ptr @.str.63, ptr %2, align 8
  br label %20

17:                                               ; preds = %1
  store ptr @.str.64, ptr %2, align 8
  br label %20

18:                                               ; preds = %1
  store ptr @.str.65, ptr %2, align 8
  br label %20

19:                                               ; preds = %1
  store ptr @.str.66, ptr %2, align 8
  br label %20

20:                                               ; preds = %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %21 = load ptr, ptr %2, align 8
  ret ptr %21
}

; Function Attrs: nounwind
declare i32 @rename(ptr noundef, ptr noundef) #1

declare ptr @freopen(ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @remove(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @say(ptr noundef %0, ptr noundef %1, ...) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %7)
  %8 = load ptr, ptr %3, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0
  %11 = call i32 @vfprintf(ptr noundef %8, ptr noundef %9, ptr noundef %10) #6
  store i32 %11, ptr %6, align 4
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %12)
  %13 = load i32, ptr %6, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @peek(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [64 x i8], align 16
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 64, i1 false)
  %7 = load ptr, ptr %3, align 8
  call void @clearerr(ptr noundef %7) #6
  %8 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 0
  %9 = load ptr, ptr %3, align 8
  %10 = call i64 @fread(ptr noundef %8, i64 noundef 1, i64 noundef 63, ptr noundef %9)
  store i64 %10, ptr %6, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = load i64, ptr %6, align 8
  %13 = load i64, ptr %6, align 8
  %14 = icmp ult i64 %13, 20
  br i1 %14, label %15, label %17

15:                                               ; preds = %2
  %16 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 0
  br label %18

17:                                               ; preds = %2
  br label %18

18:                                               ; preds = %17, %15
  %19 = phi ptr [ %16, %15 ], [ @.str.107, %17 ]
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.106, ptr noundef %11, i64 noundef %12, ptr noundef %19)
  ret void
}

; Function Attrs: nounwind
declare i32 @setvbuf(ptr noundef, ptr noundef, i32 noundef, i64 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare i32 @vfprintf(ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

declare noalias ptr @tmpfile() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
