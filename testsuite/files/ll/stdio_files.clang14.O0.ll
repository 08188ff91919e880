; ModuleID = 'stdio_files.c'
source_filename = "stdio_files.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct._G_fpos_t = type { i64, %struct.__mbstate_t }
%struct.__mbstate_t = type { i32, %union.anon }
%union.anon = type { i32 }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

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
@stdout = external global %struct._IO_FILE*, align 8
@.str.106 = private unnamed_addr constant [16 x i8] c"%-22s %zu '%s'\0A\00", align 1
@.str.107 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.108 = private unnamed_addr constant [14 x i8] c"temporary %d\0A\00", align 1
@.str.109 = private unnamed_addr constant [12 x i8] c"tmpfile: %s\00", align 1
@in.buf = internal global [4 x [1024 x i8]] zeroinitializer, align 16
@in.k = internal global i32 0, align 4
@.str.110 = private unnamed_addr constant [6 x i8] c"%s/%s\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca %struct._IO_FILE*, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  store i8** %1, i8*** %5, align 8
  %7 = load i32, i32* %4, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store i32 2, i32* %3, align 4
  br label %26

10:                                               ; preds = %2
  %11 = load i8**, i8*** %5, align 8
  %12 = getelementptr inbounds i8*, i8** %11, i64 1
  %13 = load i8*, i8** %12, align 8
  %14 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i64 noundef 512, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i8* noundef %13) #6
  %15 = load i8**, i8*** %5, align 8
  %16 = getelementptr inbounds i8*, i8** %15, i64 2
  %17 = load i8*, i8** %16, align 8
  %18 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i64 noundef 512, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i8* noundef %17) #6
  call void @read_lines()
  call void @short_buffers()
  call void @positions()
  call void @writing()
  call void @names()
  call void @buffering()
  call void @temporary()
  %19 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0))
  %20 = call noalias %struct._IO_FILE* @fopen(i8* noundef %19, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  store %struct._IO_FILE* %20, %struct._IO_FILE** %6, align 8
  %21 = load %struct._IO_FILE*, %struct._IO_FILE** %6, align 8
  %22 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %21, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0))
  %23 = call i32 @puts(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0))
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i32 noundef %23)
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i64 0, i64 0))
  store i32 0, i32* %3, align 4
  br label %26

26:                                               ; preds = %10, %9
  %27 = load i32, i32* %3, align 4
  ret i32 %27
}

; Function Attrs: nounwind
declare i32 @snprintf(i8* noundef, i64 noundef, i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @read_lines() #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca %struct._IO_FILE*, align 8
  %3 = alloca i32, align 4
  %4 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0))
  %5 = call noalias %struct._IO_FILE* @fopen(i8* noundef %4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0))
  store %struct._IO_FILE* %5, %struct._IO_FILE** %2, align 8
  store i32 0, i32* %3, align 4
  br label %6

6:                                                ; preds = %11, %0
  %7 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 0
  %8 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %9 = call i8* @fgets(i8* noundef %7, i32 noundef 64, %struct._IO_FILE* noundef %8)
  %10 = icmp ne i8* %9, null
  br i1 %10, label %11, label %16

11:                                               ; preds = %6
  %12 = load i32, i32* %3, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* %3, align 4
  %14 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 0
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i64 0, i64 0), i32 noundef %13, i8* noundef %14)
  br label %6, !llvm.loop !6

16:                                               ; preds = %6
  %17 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %18 = call i32 @feof(%struct._IO_FILE* noundef %17) #6
  %19 = icmp ne i32 %18, 0
  %20 = zext i1 %19 to i32
  %21 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %22 = call i32 @ferror(%struct._IO_FILE* noundef %21) #6
  %23 = icmp ne i32 %22, 0
  %24 = zext i1 %23 to i32
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i32 noundef %20, i32 noundef %24)
  %26 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %27 = call i32 @fgetc(%struct._IO_FILE* noundef %26)
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.11, i64 0, i64 0), i32 noundef %27)
  %29 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  call void @clearerr(%struct._IO_FILE* noundef %29) #6
  %30 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %31 = call i32 @feof(%struct._IO_FILE* noundef %30) #6
  %32 = icmp ne i32 %31, 0
  %33 = zext i1 %32 to i32
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.12, i64 0, i64 0), i32 noundef %33)
  %35 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %36 = call i32 @fclose(%struct._IO_FILE* noundef %35)
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.13, i64 0, i64 0), i32 noundef %36)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @short_buffers() #0 {
  %1 = alloca [8 x i8], align 1
  %2 = alloca %struct._IO_FILE*, align 8
  %3 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0))
  %4 = call noalias %struct._IO_FILE* @fopen(i8* noundef %3, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0))
  store %struct._IO_FILE* %4, %struct._IO_FILE** %2, align 8
  br label %5

5:                                                ; preds = %10, %0
  %6 = getelementptr inbounds [8 x i8], [8 x i8]* %1, i64 0, i64 0
  %7 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %8 = call i8* @fgets(i8* noundef %6, i32 noundef 8, %struct._IO_FILE* noundef %7)
  %9 = icmp ne i8* %8, null
  br i1 %9, label %10, label %13

10:                                               ; preds = %5
  %11 = getelementptr inbounds [8 x i8], [8 x i8]* %1, i64 0, i64 0
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i8* noundef %11)
  br label %5, !llvm.loop !8

13:                                               ; preds = %5
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i64 0, i64 0))
  %15 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %16 = call i32 @fclose(%struct._IO_FILE* noundef %15)
  %17 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.16, i64 0, i64 0))
  %18 = call noalias %struct._IO_FILE* @fopen(i8* noundef %17, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0))
  store %struct._IO_FILE* %18, %struct._IO_FILE** %2, align 8
  %19 = getelementptr inbounds [8 x i8], [8 x i8]* %1, i64 0, i64 0
  %20 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %21 = call i8* @fgets(i8* noundef %19, i32 noundef 1, %struct._IO_FILE* noundef %20)
  %22 = icmp ne i8* %21, null
  %23 = zext i1 %22 to i64
  %24 = select i1 %22, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.19, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.20, i64 0, i64 0)
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.18, i64 0, i64 0), i8* noundef %24)
  %26 = getelementptr inbounds [8 x i8], [8 x i8]* %1, i64 0, i64 0
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), i8* noundef %26)
  %28 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %29 = call i32 @fclose(%struct._IO_FILE* noundef %28)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @positions() #0 {
  %1 = alloca [16 x i8], align 16
  %2 = alloca %struct._IO_FILE*, align 8
  %3 = alloca i32, align 4
  %4 = alloca [5 x [8 x i8]], align 16
  %5 = alloca %struct._G_fpos_t, align 8
  %6 = bitcast [16 x i8]* %1 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %6, i8 0, i64 16, i1 false)
  %7 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.22, i64 0, i64 0))
  %8 = call noalias %struct._IO_FILE* @fopen(i8* noundef %7, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0))
  store %struct._IO_FILE* %8, %struct._IO_FILE** %2, align 8
  %9 = getelementptr inbounds [16 x i8], [16 x i8]* %1, i64 0, i64 0
  %10 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %11 = call i64 @fread(i8* noundef %9, i64 noundef 1, i64 noundef 10, %struct._IO_FILE* noundef %10)
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.23, i64 0, i64 0), i64 noundef %11)
  %13 = getelementptr inbounds [16 x i8], [16 x i8]* %1, i64 0, i64 0
  %14 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %15 = call i64 @ftell(%struct._IO_FILE* noundef %14)
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.24, i64 0, i64 0), i8* noundef %13, i64 noundef %15)
  %17 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %18 = call i32 @fgetc(%struct._IO_FILE* noundef %17)
  store i32 %18, i32* %3, align 4
  %19 = load i32, i32* %3, align 4
  %20 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %21 = call i32 @ungetc(i32 noundef 90, %struct._IO_FILE* noundef %20)
  %22 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %23 = call i64 @ftell(%struct._IO_FILE* noundef %22)
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.25, i64 0, i64 0), i32 noundef %19, i32 noundef %21, i64 noundef %23)
  %25 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %26 = call i32 @fgetc(%struct._IO_FILE* noundef %25)
  %27 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %28 = call i32 @fgetc(%struct._IO_FILE* noundef %27)
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.26, i64 0, i64 0), i32 noundef %26, i32 noundef %28)
  %30 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %31 = call i32 @fseek(%struct._IO_FILE* noundef %30, i64 noundef -3, i32 noundef 2)
  %32 = getelementptr inbounds [16 x i8], [16 x i8]* %1, i64 0, i64 0
  call void @llvm.memset.p0i8.i64(i8* align 16 %32, i8 0, i64 16, i1 false)
  %33 = getelementptr inbounds [16 x i8], [16 x i8]* %1, i64 0, i64 0
  %34 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %35 = call i64 @fread(i8* noundef %33, i64 noundef 1, i64 noundef 15, %struct._IO_FILE* noundef %34)
  %36 = getelementptr inbounds [16 x i8], [16 x i8]* %1, i64 0, i64 0
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.27, i64 0, i64 0), i64 noundef %35, i8* noundef %36)
  %38 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %39 = call i32 @feof(%struct._IO_FILE* noundef %38) #6
  %40 = icmp ne i32 %39, 0
  %41 = zext i1 %40 to i32
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i32 noundef %41)
  %43 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %44 = call i32 @fseek(%struct._IO_FILE* noundef %43, i64 noundef 5, i32 noundef 0)
  %45 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %46 = call i32 @fgetc(%struct._IO_FILE* noundef %45)
  %47 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %48 = call i32 @feof(%struct._IO_FILE* noundef %47) #6
  %49 = icmp ne i32 %48, 0
  %50 = zext i1 %49 to i32
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.29, i64 0, i64 0), i32 noundef %46, i32 noundef %50)
  %52 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %53 = call i32 @fseek(%struct._IO_FILE* noundef %52, i64 noundef 2, i32 noundef 1)
  %54 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %55 = call i32 @fgetc(%struct._IO_FILE* noundef %54)
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.30, i64 0, i64 0), i32 noundef %55)
  %57 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  call void @rewind(%struct._IO_FILE* noundef %57)
  %58 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %59 = call i32 @fgetc(%struct._IO_FILE* noundef %58)
  %60 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %61 = call i64 @ftell(%struct._IO_FILE* noundef %60)
  %62 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.31, i64 0, i64 0), i32 noundef %59, i64 noundef %61)
  %63 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %64 = call i32 @fseek(%struct._IO_FILE* noundef %63, i64 noundef 0, i32 noundef 7)
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.32, i64 0, i64 0), i32 noundef %64)
  %66 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  call void @rewind(%struct._IO_FILE* noundef %66)
  %67 = getelementptr inbounds [5 x [8 x i8]], [5 x [8 x i8]]* %4, i64 0, i64 0
  %68 = bitcast [8 x i8]* %67 to i8*
  %69 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %70 = call i64 @fread(i8* noundef %68, i64 noundef 8, i64 noundef 5, %struct._IO_FILE* noundef %69)
  %71 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.33, i64 0, i64 0), i64 noundef %70)
  %72 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %73 = call i32 @fseek(%struct._IO_FILE* noundef %72, i64 noundef 7, i32 noundef 0)
  %74 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %75 = call i32 @fgetpos(%struct._IO_FILE* noundef %74, %struct._G_fpos_t* noundef %5)
  %76 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %77 = call i32 @fgetc(%struct._IO_FILE* noundef %76)
  %78 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %79 = call i32 @fgetc(%struct._IO_FILE* noundef %78)
  %80 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %81 = call i32 @fsetpos(%struct._IO_FILE* noundef %80, %struct._G_fpos_t* noundef %5)
  %82 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %83 = call i32 @fgetc(%struct._IO_FILE* noundef %82)
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.34, i64 0, i64 0), i32 noundef %83)
  %85 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %86 = call i32 @fclose(%struct._IO_FILE* noundef %85)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @writing() #0 {
  %1 = alloca %struct._IO_FILE*, align 8
  %2 = alloca [64 x i8], align 16
  %3 = alloca i32, align 4
  %4 = alloca [8 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0))
  %8 = call noalias %struct._IO_FILE* @fopen(i8* noundef %7, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  store %struct._IO_FILE* %8, %struct._IO_FILE** %1, align 8
  %9 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %10 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %9, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.36, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.37, i64 0, i64 0), i32 noundef 42, double noundef 3.250000e+00)
  %11 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %12 = call i32 @fputs(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.38, i64 0, i64 0), %struct._IO_FILE* noundef %11)
  %13 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %14 = call i32 @fputc(i32 noundef 120, %struct._IO_FILE* noundef %13)
  %15 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %16 = call i32 @putc(i32 noundef 121, %struct._IO_FILE* noundef %15)
  %17 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %18 = call i64 @fwrite(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.39, i64 0, i64 0), i64 noundef 1, i64 noundef 8, %struct._IO_FILE* noundef %17)
  %19 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %20 = call i64 @ftell(%struct._IO_FILE* noundef %19)
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.40, i64 0, i64 0), i64 noundef %20)
  %22 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %23 = call i32 @fclose(%struct._IO_FILE* noundef %22)
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.13, i64 0, i64 0), i32 noundef %23)
  %25 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0))
  %26 = call noalias %struct._IO_FILE* @fopen(i8* noundef %25, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.41, i64 0, i64 0))
  store %struct._IO_FILE* %26, %struct._IO_FILE** %1, align 8
  %27 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %28 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %27, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0))
  %29 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %30 = call i32 @fclose(%struct._IO_FILE* noundef %29)
  %31 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0))
  %32 = call noalias %struct._IO_FILE* @fopen(i8* noundef %31, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0))
  store %struct._IO_FILE* %32, %struct._IO_FILE** %1, align 8
  br label %33

33:                                               ; preds = %38, %0
  %34 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %35 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %36 = call i8* @fgets(i8* noundef %34, i32 noundef 64, %struct._IO_FILE* noundef %35)
  %37 = icmp ne i8* %36, null
  br i1 %37, label %38, label %41

38:                                               ; preds = %33
  %39 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.43, i64 0, i64 0), i8* noundef %39)
  br label %33, !llvm.loop !9

41:                                               ; preds = %33
  %42 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %43 = call i32 @fclose(%struct._IO_FILE* noundef %42)
  %44 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.44, i64 0, i64 0))
  %45 = call noalias %struct._IO_FILE* @fopen(i8* noundef %44, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.45, i64 0, i64 0))
  store %struct._IO_FILE* %45, %struct._IO_FILE** %1, align 8
  store i32 0, i32* %3, align 4
  br label %46

46:                                               ; preds = %54, %41
  %47 = load i32, i32* %3, align 4
  %48 = icmp slt i32 %47, 300
  br i1 %48, label %49, label %57

49:                                               ; preds = %46
  %50 = load i32, i32* %3, align 4
  %51 = and i32 %50, 255
  %52 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %53 = call i32 @fputc(i32 noundef %51, %struct._IO_FILE* noundef %52)
  br label %54

54:                                               ; preds = %49
  %55 = load i32, i32* %3, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, i32* %3, align 4
  br label %46, !llvm.loop !10

57:                                               ; preds = %46
  %58 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %59 = call i32 @fseek(%struct._IO_FILE* noundef %58, i64 noundef 250, i32 noundef 0)
  %60 = getelementptr inbounds [8 x i8], [8 x i8]* %4, i64 0, i64 0
  %61 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %62 = call i64 @fread(i8* noundef %60, i64 noundef 1, i64 noundef 8, %struct._IO_FILE* noundef %61)
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.46, i64 0, i64 0), i64 noundef %62)
  store i32 0, i32* %5, align 4
  br label %64

64:                                               ; preds = %74, %57
  %65 = load i32, i32* %5, align 4
  %66 = icmp slt i32 %65, 8
  br i1 %66, label %67, label %77

67:                                               ; preds = %64
  %68 = load i32, i32* %5, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [8 x i8], [8 x i8]* %4, i64 0, i64 %69
  %71 = load i8, i8* %70, align 1
  %72 = zext i8 %71 to i32
  %73 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.47, i64 0, i64 0), i32 noundef %72)
  br label %74

74:                                               ; preds = %67
  %75 = load i32, i32* %5, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, i32* %5, align 4
  br label %64, !llvm.loop !11

77:                                               ; preds = %64
  %78 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i64 0, i64 0))
  %79 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %80 = call i32 @fseek(%struct._IO_FILE* noundef %79, i64 noundef 1, i32 noundef 0)
  %81 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %82 = call i32 @fputs(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.48, i64 0, i64 0), %struct._IO_FILE* noundef %81)
  %83 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %84 = call i32 @fflush(%struct._IO_FILE* noundef %83)
  %85 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  call void @rewind(%struct._IO_FILE* noundef %85)
  %86 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %87 = call i32 @fgetc(%struct._IO_FILE* noundef %86)
  %88 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %89 = call i32 @fgetc(%struct._IO_FILE* noundef %88)
  %90 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %91 = call i32 @fgetc(%struct._IO_FILE* noundef %90)
  %92 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %93 = call i32 @fgetc(%struct._IO_FILE* noundef %92)
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.49, i64 0, i64 0), i32 noundef %87, i32 noundef %89, i32 noundef %91, i32 noundef %93)
  %95 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %96 = call i32 @fclose(%struct._IO_FILE* noundef %95)
  %97 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0))
  %98 = call noalias %struct._IO_FILE* @fopen(i8* noundef %97, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0))
  store %struct._IO_FILE* %98, %struct._IO_FILE** %1, align 8
  %99 = call i32* @__errno_location() #7
  store i32 0, i32* %99, align 4
  %100 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %101 = call i32 @fputc(i32 noundef 113, %struct._IO_FILE* noundef %100)
  store i32 %101, i32* %6, align 4
  %102 = load i32, i32* %6, align 4
  %103 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %104 = call i32 @ferror(%struct._IO_FILE* noundef %103) #6
  %105 = icmp ne i32 %104, 0
  %106 = zext i1 %105 to i32
  %107 = call i32* @__errno_location() #7
  %108 = load i32, i32* %107, align 4
  %109 = call i8* @errname(i32 noundef %108)
  %110 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.50, i64 0, i64 0), i32 noundef %102, i32 noundef %106, i8* noundef %109)
  %111 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %112 = call i32 @fclose(%struct._IO_FILE* noundef %111)
  %113 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0))
  %114 = call noalias %struct._IO_FILE* @fopen(i8* noundef %113, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.41, i64 0, i64 0))
  store %struct._IO_FILE* %114, %struct._IO_FILE** %1, align 8
  %115 = call i32* @__errno_location() #7
  store i32 0, i32* %115, align 4
  %116 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %117 = call i32 @fgetc(%struct._IO_FILE* noundef %116)
  store i32 %117, i32* %6, align 4
  %118 = load i32, i32* %6, align 4
  %119 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %120 = call i32 @ferror(%struct._IO_FILE* noundef %119) #6
  %121 = icmp ne i32 %120, 0
  %122 = zext i1 %121 to i32
  %123 = call i32* @__errno_location() #7
  %124 = load i32, i32* %123, align 4
  %125 = call i8* @errname(i32 noundef %124)
  %126 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.51, i64 0, i64 0), i32 noundef %118, i32 noundef %122, i8* noundef %125)
  %127 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %128 = call i32 @fclose(%struct._IO_FILE* noundef %127)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @names() #0 {
  %1 = alloca %struct._IO_FILE*, align 8
  %2 = alloca [64 x i8], align 16
  %3 = alloca %struct._IO_FILE*, align 8
  %4 = call i32* @__errno_location() #7
  store i32 0, i32* %4, align 4
  %5 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.68, i64 0, i64 0))
  %6 = call noalias %struct._IO_FILE* @fopen(i8* noundef %5, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0))
  %7 = bitcast %struct._IO_FILE* %6 to i8*
  %8 = call i32* @__errno_location() #7
  %9 = load i32, i32* %8, align 4
  %10 = call i8* @errname(i32 noundef %9)
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.67, i64 0, i64 0), i8* noundef %7, i8* noundef %10)
  %12 = call i32* @__errno_location() #7
  store i32 0, i32* %12, align 4
  %13 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0))
  %14 = call noalias %struct._IO_FILE* @fopen(i8* noundef %13, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.70, i64 0, i64 0))
  %15 = bitcast %struct._IO_FILE* %14 to i8*
  %16 = call i32* @__errno_location() #7
  %17 = load i32, i32* %16, align 4
  %18 = call i8* @errname(i32 noundef %17)
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.69, i64 0, i64 0), i8* noundef %15, i8* noundef %18)
  %20 = call i32* @__errno_location() #7
  store i32 0, i32* %20, align 4
  %21 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0))
  %22 = call noalias %struct._IO_FILE* @fopen(i8* noundef %21, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.72, i64 0, i64 0))
  %23 = bitcast %struct._IO_FILE* %22 to i8*
  %24 = call i32* @__errno_location() #7
  %25 = load i32, i32* %24, align 4
  %26 = call i8* @errname(i32 noundef %25)
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.71, i64 0, i64 0), i8* noundef %23, i8* noundef %26)
  %28 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0))
  %29 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.74, i64 0, i64 0))
  %30 = call i32 @rename(i8* noundef %28, i8* noundef %29) #6
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.73, i64 0, i64 0), i32 noundef %30)
  %32 = call i32* @__errno_location() #7
  store i32 0, i32* %32, align 4
  %33 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0))
  %34 = call noalias %struct._IO_FILE* @fopen(i8* noundef %33, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0))
  %35 = bitcast %struct._IO_FILE* %34 to i8*
  %36 = call i32* @__errno_location() #7
  %37 = load i32, i32* %36, align 4
  %38 = call i8* @errname(i32 noundef %37)
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.75, i64 0, i64 0), i8* noundef %35, i8* noundef %38)
  %40 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.74, i64 0, i64 0))
  %41 = call noalias %struct._IO_FILE* @fopen(i8* noundef %40, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0))
  store %struct._IO_FILE* %41, %struct._IO_FILE** %1, align 8
  %42 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %43 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %44 = call i8* @fgets(i8* noundef %42, i32 noundef 64, %struct._IO_FILE* noundef %43)
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.76, i64 0, i64 0), i8* noundef %44)
  %46 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %47 = call i32 @fclose(%struct._IO_FILE* noundef %46)
  %48 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.22, i64 0, i64 0))
  %49 = call noalias %struct._IO_FILE* @fopen(i8* noundef %48, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0))
  store %struct._IO_FILE* %49, %struct._IO_FILE** %1, align 8
  %50 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.74, i64 0, i64 0))
  %51 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %52 = call %struct._IO_FILE* @freopen(i8* noundef %50, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0), %struct._IO_FILE* noundef %51)
  store %struct._IO_FILE* %52, %struct._IO_FILE** %3, align 8
  %53 = load %struct._IO_FILE*, %struct._IO_FILE** %3, align 8
  %54 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %55 = icmp eq %struct._IO_FILE* %53, %54
  %56 = zext i1 %55 to i32
  %57 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %58 = load %struct._IO_FILE*, %struct._IO_FILE** %3, align 8
  %59 = call i8* @fgets(i8* noundef %57, i32 noundef 64, %struct._IO_FILE* noundef %58)
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.77, i64 0, i64 0), i32 noundef %56, i8* noundef %59)
  %61 = call i32* @__errno_location() #7
  store i32 0, i32* %61, align 4
  %62 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i64 0, i64 0))
  %63 = load %struct._IO_FILE*, %struct._IO_FILE** %3, align 8
  %64 = call %struct._IO_FILE* @freopen(i8* noundef %62, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0), %struct._IO_FILE* noundef %63)
  %65 = bitcast %struct._IO_FILE* %64 to i8*
  %66 = call i32* @__errno_location() #7
  %67 = load i32, i32* %66, align 4
  %68 = call i8* @errname(i32 noundef %67)
  %69 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.78, i64 0, i64 0), i8* noundef %65, i8* noundef %68)
  %70 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.74, i64 0, i64 0))
  %71 = call i32 @remove(i8* noundef %70) #6
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.80, i64 0, i64 0), i32 noundef %71)
  %73 = call i32* @__errno_location() #7
  store i32 0, i32* %73, align 4
  %74 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.74, i64 0, i64 0))
  %75 = call i32 @remove(i8* noundef %74) #6
  %76 = call i32* @__errno_location() #7
  %77 = load i32, i32* %76, align 4
  %78 = call i8* @errname(i32 noundef %77)
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.81, i64 0, i64 0), i32 noundef %75, i8* noundef %78)
  %80 = call i32* @__errno_location() #7
  store i32 0, i32* %80, align 4
  %81 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.83, i64 0, i64 0))
  %82 = call noalias %struct._IO_FILE* @fopen(i8* noundef %81, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0))
  %83 = bitcast %struct._IO_FILE* %82 to i8*
  %84 = call i32* @__errno_location() #7
  %85 = load i32, i32* %84, align 4
  %86 = call i8* @errname(i32 noundef %85)
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.82, i64 0, i64 0), i8* noundef %83, i8* noundef %86)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @buffering() #0 {
  %1 = alloca %struct._IO_FILE*, align 8
  %2 = alloca %struct._IO_FILE*, align 8
  %3 = alloca [100 x i8], align 16
  %4 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.84, i64 0, i64 0))
  %5 = call noalias %struct._IO_FILE* @fopen(i8* noundef %4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  store %struct._IO_FILE* %5, %struct._IO_FILE** %1, align 8
  %6 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.84, i64 0, i64 0))
  %7 = call noalias %struct._IO_FILE* @fopen(i8* noundef %6, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0))
  store %struct._IO_FILE* %7, %struct._IO_FILE** %2, align 8
  %8 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %9 = call i32 (%struct._IO_FILE*, i8*, ...) @say(%struct._IO_FILE* noundef %8, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.86, i64 0, i64 0), i32 noundef 1)
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.85, i64 0, i64 0), i32 noundef %9)
  %11 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  call void @peek(%struct._IO_FILE* noundef %11, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.87, i64 0, i64 0))
  %12 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %13 = call i32 @fflush(%struct._IO_FILE* noundef %12)
  %14 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  call void @peek(%struct._IO_FILE* noundef %14, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.88, i64 0, i64 0))
  %15 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %16 = call i32 @fclose(%struct._IO_FILE* noundef %15)
  %17 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %18 = call i32 @fclose(%struct._IO_FILE* noundef %17)
  call void @llvm.memset.p0i8.i64(i8* align 16 getelementptr inbounds ([10000 x i8], [10000 x i8]* @buffering.big, i64 0, i64 0), i8 98, i64 10000, i1 false)
  %19 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.89, i64 0, i64 0))
  %20 = call noalias %struct._IO_FILE* @fopen(i8* noundef %19, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  store %struct._IO_FILE* %20, %struct._IO_FILE** %1, align 8
  %21 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.89, i64 0, i64 0))
  %22 = call noalias %struct._IO_FILE* @fopen(i8* noundef %21, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0))
  store %struct._IO_FILE* %22, %struct._IO_FILE** %2, align 8
  %23 = getelementptr inbounds [100 x i8], [100 x i8]* %3, i64 0, i64 0
  call void @llvm.memset.p0i8.i64(i8* align 16 %23, i8 115, i64 100, i1 false)
  %24 = getelementptr inbounds [100 x i8], [100 x i8]* %3, i64 0, i64 0
  %25 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %26 = call i64 @fwrite(i8* noundef %24, i64 noundef 1, i64 noundef 100, %struct._IO_FILE* noundef %25)
  %27 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  call void @peek(%struct._IO_FILE* noundef %27, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.90, i64 0, i64 0))
  %28 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %29 = call i64 @fwrite(i8* noundef getelementptr inbounds ([10000 x i8], [10000 x i8]* @buffering.big, i64 0, i64 0), i64 noundef 1, i64 noundef 4000, %struct._IO_FILE* noundef %28)
  %30 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  call void @peek(%struct._IO_FILE* noundef %30, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.91, i64 0, i64 0))
  %31 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %32 = call i64 @fwrite(i8* noundef getelementptr inbounds ([10000 x i8], [10000 x i8]* @buffering.big, i64 0, i64 0), i64 noundef 1, i64 noundef 5000, %struct._IO_FILE* noundef %31)
  %33 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %34 = call i32 @fseek(%struct._IO_FILE* noundef %33, i64 noundef 0, i32 noundef 2)
  %35 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %36 = call i64 @ftell(%struct._IO_FILE* noundef %35)
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.92, i64 0, i64 0), i64 noundef %36)
  %38 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %39 = call i32 @fclose(%struct._IO_FILE* noundef %38)
  %40 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %41 = call i32 @fseek(%struct._IO_FILE* noundef %40, i64 noundef 0, i32 noundef 2)
  %42 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %43 = call i64 @ftell(%struct._IO_FILE* noundef %42)
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.93, i64 0, i64 0), i64 noundef %43)
  %45 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %46 = call i32 @fclose(%struct._IO_FILE* noundef %45)
  %47 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.89, i64 0, i64 0))
  %48 = call noalias %struct._IO_FILE* @fopen(i8* noundef %47, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  store %struct._IO_FILE* %48, %struct._IO_FILE** %1, align 8
  %49 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.89, i64 0, i64 0))
  %50 = call noalias %struct._IO_FILE* @fopen(i8* noundef %49, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0))
  store %struct._IO_FILE* %50, %struct._IO_FILE** %2, align 8
  %51 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %52 = call i64 @fwrite(i8* noundef getelementptr inbounds ([10000 x i8], [10000 x i8]* @buffering.big, i64 0, i64 0), i64 noundef 1, i64 noundef 9000, %struct._IO_FILE* noundef %51)
  %53 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %54 = call i32 @fseek(%struct._IO_FILE* noundef %53, i64 noundef 0, i32 noundef 2)
  %55 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %56 = call i64 @ftell(%struct._IO_FILE* noundef %55)
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.94, i64 0, i64 0), i64 noundef %56)
  %58 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %59 = call i32 @fclose(%struct._IO_FILE* noundef %58)
  %60 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %61 = call i32 @fclose(%struct._IO_FILE* noundef %60)
  %62 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.95, i64 0, i64 0))
  %63 = call noalias %struct._IO_FILE* @fopen(i8* noundef %62, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  store %struct._IO_FILE* %63, %struct._IO_FILE** %1, align 8
  %64 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %65 = call i32 @setvbuf(%struct._IO_FILE* noundef %64, i8* noundef null, i32 noundef 2, i64 noundef 0) #6
  %66 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.95, i64 0, i64 0))
  %67 = call noalias %struct._IO_FILE* @fopen(i8* noundef %66, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0))
  store %struct._IO_FILE* %67, %struct._IO_FILE** %2, align 8
  %68 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %69 = call i32 @fputs(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.96, i64 0, i64 0), %struct._IO_FILE* noundef %68)
  %70 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  call void @peek(%struct._IO_FILE* noundef %70, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.97, i64 0, i64 0))
  %71 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %72 = call i32 @fclose(%struct._IO_FILE* noundef %71)
  %73 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %74 = call i32 @fclose(%struct._IO_FILE* noundef %73)
  %75 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.98, i64 0, i64 0))
  %76 = call noalias %struct._IO_FILE* @fopen(i8* noundef %75, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  store %struct._IO_FILE* %76, %struct._IO_FILE** %1, align 8
  %77 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %78 = call i32 @setvbuf(%struct._IO_FILE* noundef %77, i8* noundef null, i32 noundef 1, i64 noundef 256) #6
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.99, i64 0, i64 0), i32 noundef %78)
  %80 = call i8* @in(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.98, i64 0, i64 0))
  %81 = call noalias %struct._IO_FILE* @fopen(i8* noundef %80, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0))
  store %struct._IO_FILE* %81, %struct._IO_FILE** %2, align 8
  %82 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %83 = call i32 @fputs(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.100, i64 0, i64 0), %struct._IO_FILE* noundef %82)
  %84 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  call void @peek(%struct._IO_FILE* noundef %84, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.101, i64 0, i64 0))
  %85 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %86 = call i32 @fputs(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.102, i64 0, i64 0), %struct._IO_FILE* noundef %85)
  %87 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  call void @peek(%struct._IO_FILE* noundef %87, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.103, i64 0, i64 0))
  %88 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %89 = call i32 @fputc(i32 noundef 10, %struct._IO_FILE* noundef %88)
  %90 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  call void @peek(%struct._IO_FILE* noundef %90, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.104, i64 0, i64 0))
  %91 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %92 = call i32 @fclose(%struct._IO_FILE* noundef %91)
  %93 = load %struct._IO_FILE*, %struct._IO_FILE** %2, align 8
  %94 = call i32 @fclose(%struct._IO_FILE* noundef %93)
  %95 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %96 = call i32 @setvbuf(%struct._IO_FILE* noundef %95, i8* noundef null, i32 noundef 12345, i64 noundef 0) #6
  %97 = icmp ne i32 %96, 0
  %98 = zext i1 %97 to i32
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.105, i64 0, i64 0), i32 noundef %98)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @temporary() #0 {
  %1 = alloca %struct._IO_FILE*, align 8
  %2 = alloca [32 x i8], align 16
  %3 = call noalias %struct._IO_FILE* @tmpfile()
  store %struct._IO_FILE* %3, %struct._IO_FILE** %1, align 8
  %4 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %5 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %4, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.108, i64 0, i64 0), i32 noundef 7)
  %6 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  call void @rewind(%struct._IO_FILE* noundef %6)
  %7 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  %8 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %9 = call i8* @fgets(i8* noundef %7, i32 noundef 32, %struct._IO_FILE* noundef %8)
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.109, i64 0, i64 0), i8* noundef %9)
  %11 = load %struct._IO_FILE*, %struct._IO_FILE** %1, align 8
  %12 = call i32 @fclose(%struct._IO_FILE* noundef %11)
  ret void
}

declare noalias %struct._IO_FILE* @fopen(i8* noundef, i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @in(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load i32, i32* @in.k, align 4
  %6 = add nsw i32 %5, 1
  %7 = srem i32 %6, 4
  store i32 %7, i32* @in.k, align 4
  %8 = load i32, i32* @in.k, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %9
  %11 = getelementptr inbounds [1024 x i8], [1024 x i8]* %10, i64 0, i64 0
  %12 = load i8*, i8** %3, align 8
  %13 = load i8*, i8** %4, align 8
  %14 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %11, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef %12, i8* noundef %13) #6
  %15 = load i32, i32* @in.k, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %16
  %18 = getelementptr inbounds [1024 x i8], [1024 x i8]* %17, i64 0, i64 0
  ret i8* %18
}

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #2

declare i32 @printf(i8* noundef, ...) #2

declare i32 @puts(i8* noundef) #2

declare i8* @fgets(i8* noundef, i32 noundef, %struct._IO_FILE* noundef) #2

; Function Attrs: nounwind
declare i32 @feof(%struct._IO_FILE* noundef) #1

; Function Attrs: nounwind
declare i32 @ferror(%struct._IO_FILE* noundef) #1

declare i32 @fgetc(%struct._IO_FILE* noundef) #2

; Function Attrs: nounwind
declare void @clearerr(%struct._IO_FILE* noundef) #1

declare i32 @fclose(%struct._IO_FILE* noundef) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

declare i64 @fread(i8* noundef, i64 noundef, i64 noundef, %struct._IO_FILE* noundef) #2

declare i64 @ftell(%struct._IO_FILE* noundef) #2

declare i32 @ungetc(i32 noundef, %struct._IO_FILE* noundef) #2

declare i32 @fseek(%struct._IO_FILE* noundef, i64 noundef, i32 noundef) #2

declare void @rewind(%struct._IO_FILE* noundef) #2

declare i32 @fgetpos(%struct._IO_FILE* noundef, %struct._G_fpos_t* noundef) #2

declare i32 @fsetpos(%struct._IO_FILE* noundef, %struct._G_fpos_t* noundef) #2

declare i32 @fputs(i8* noundef, %struct._IO_FILE* noundef) #2

declare i32 @fputc(i32 noundef, %struct._IO_FILE* noundef) #2

declare i32 @putc(i32 noundef, %struct._IO_FILE* noundef) #2

declare i64 @fwrite(i8* noundef, i64 noundef, i64 noundef, %struct._IO_FILE* noundef) #2

declare i32 @fflush(%struct._IO_FILE* noundef) #2

; Function Attrs: nounwind readnone willreturn
declare i32* @__errno_location() #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @errname(i32 noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
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
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i64 0, i64 0), i8** %2, align 8
  br label %20

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), i8** %2, align 8
  br label %20

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), i8** %2, align 8
  br label %20

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), i8** %2, align 8
  br label %20

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), i8** %2, align 8
  br label %20

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.57, i64 0, i64 0), i8** %2, align 8
  br label %20

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), i8** %2, align 8
  br label %20

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.59, i64 0, i64 0), i8** %2, align 8
  br label %20

13:                                               ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), i8** %2, align 8
  br label %20

14:                                               ; preds = %1
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.61, i64 0, i64 0), i8** %2, align 8
  br label %20

15:                                               ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), i8** %2, align 8
  br label %20

16:                                               ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), i8** %2, align 8
  br label %20

17:                                               ; preds = %1
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.64, i64 0, i64 0), i8** %2, align 8
  br label %20

18:                                               ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.65, i64 0, i64 0), i8** %2, align 8
  br label %20

19:                                               ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.66, i64 0, i64 0), i8** %2, align 8
  br label %20

20:                                               ; preds = %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %21 = load i8*, i8** %2, align 8
  ret i8* %21
}

; Function Attrs: nounwind
declare i32 @rename(i8* noundef, i8* noundef) #1

declare %struct._IO_FILE* @freopen(i8* noundef, i8* noundef, %struct._IO_FILE* noundef) #2

; Function Attrs: nounwind
declare i32 @remove(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @say(%struct._IO_FILE* noundef %0, i8* noundef %1, ...) #0 {
  %3 = alloca %struct._IO_FILE*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  %6 = alloca i32, align 4
  store %struct._IO_FILE* %0, %struct._IO_FILE** %3, align 8
  store i8* %1, i8** %4, align 8
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %8 = bitcast %struct.__va_list_tag* %7 to i8*
  call void @llvm.va_start(i8* %8)
  %9 = load %struct._IO_FILE*, %struct._IO_FILE** %3, align 8
  %10 = load i8*, i8** %4, align 8
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %12 = call i32 @vfprintf(%struct._IO_FILE* noundef %9, i8* noundef %10, %struct.__va_list_tag* noundef %11)
  store i32 %12, i32* %6, align 4
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %14 = bitcast %struct.__va_list_tag* %13 to i8*
  call void @llvm.va_end(i8* %14)
  %15 = load i32, i32* %6, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @peek(%struct._IO_FILE* noundef %0, i8* noundef %1) #0 {
  %3 = alloca %struct._IO_FILE*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca [64 x i8], align 16
  %6 = alloca i64, align 8
  store %struct._IO_FILE* %0, %struct._IO_FILE** %3, align 8
  store i8* %1, i8** %4, align 8
  %7 = bitcast [64 x i8]* %5 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %7, i8 0, i64 64, i1 false)
  %8 = load %struct._IO_FILE*, %struct._IO_FILE** %3, align 8
  call void @clearerr(%struct._IO_FILE* noundef %8) #6
  %9 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 0
  %10 = load %struct._IO_FILE*, %struct._IO_FILE** %3, align 8
  %11 = call i64 @fread(i8* noundef %9, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %10)
  store i64 %11, i64* %6, align 8
  %12 = load i8*, i8** %4, align 8
  %13 = load i64, i64* %6, align 8
  %14 = load i64, i64* %6, align 8
  %15 = icmp ult i64 %14, 20
  br i1 %15, label %16, label %18

16:                                               ; preds = %2
  %17 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 0
  br label %19

18:                                               ; preds = %2
  br label %19

19:                                               ; preds = %18, %16
  %20 = phi i8* [ %17, %16 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.107, i64 0, i64 0), %18 ]
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.106, i64 0, i64 0), i8* noundef %12, i64 noundef %13, i8* noundef %20)
  ret void
}

; Function Attrs: nounwind
declare i32 @setvbuf(%struct._IO_FILE* noundef, i8* noundef, i32 noundef, i64 noundef) #1

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #5

declare i32 @vfprintf(%struct._IO_FILE* noundef, i8* noundef, %struct.__va_list_tag* noundef) #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #5

declare noalias %struct._IO_FILE* @tmpfile() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind willreturn }
attributes #6 = { nounwind }
attributes #7 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

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
