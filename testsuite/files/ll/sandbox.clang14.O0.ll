; ModuleID = 'sandbox.c'
source_filename = "sandbox.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [17 x i8] c"absolute outside\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"/etc/passwd\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"open absolute outside\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"the root\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"/\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"dot-dot out of a grant\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"../../../../etc/passwd\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"relative dot-dot\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"../../../etc/passwd\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"create outside\00", align 1
@.str.11 = private unnamed_addr constant [22 x i8] c"/tmp/ehi-sandbox-test\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"w\00", align 1
@.str.13 = private unnamed_addr constant [23 x i8] c"dot-dot between grants\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"../\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"dot-dot inside\00", align 1
@.str.16 = private unnamed_addr constant [18 x i8] c"./sub/../data.txt\00", align 1
@.str.17 = private unnamed_addr constant [12 x i8] c"link inside\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.19 = private unnamed_addr constant [13 x i8] c"link outside\00", align 1
@.str.20 = private unnamed_addr constant [7 x i8] c"escape\00", align 1
@.str.21 = private unnamed_addr constant [25 x i8] c"link to the folder above\00", align 1
@.str.22 = private unnamed_addr constant [14 x i8] c"up/secret.txt\00", align 1
@.str.23 = private unnamed_addr constant [26 x i8] c"missing beyond a link out\00", align 1
@.str.24 = private unnamed_addr constant [16 x i8] c"up/no-such-file\00", align 1
@.str.25 = private unnamed_addr constant [26 x i8] c"create through a dangling\00", align 1
@.str.26 = private unnamed_addr constant [9 x i8] c"dangling\00", align 1
@.str.27 = private unnamed_addr constant [7 x i8] c"a FIFO\00", align 1
@.str.28 = private unnamed_addr constant [5 x i8] c"fifo\00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"ro: w\00", align 1
@.str.30 = private unnamed_addr constant [9 x i8] c"data.txt\00", align 1
@.str.31 = private unnamed_addr constant [6 x i8] c"ro: a\00", align 1
@.str.32 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.33 = private unnamed_addr constant [7 x i8] c"ro: r+\00", align 1
@.str.34 = private unnamed_addr constant [3 x i8] c"r+\00", align 1
@.str.35 = private unnamed_addr constant [13 x i8] c"ro: new file\00", align 1
@.str.36 = private unnamed_addr constant [8 x i8] c"new.txt\00", align 1
@.str.37 = private unnamed_addr constant [13 x i8] c"ro: O_WRONLY\00", align 1
@.str.38 = private unnamed_addr constant [12 x i8] c"ro: O_CREAT\00", align 1
@.str.39 = private unnamed_addr constant [21 x i8] c"ro: O_RDONLY|O_TRUNC\00", align 1
@.str.40 = private unnamed_addr constant [19 x i8] c"ro: still readable\00", align 1
@.str.41 = private unnamed_addr constant [13 x i8] c"%-28s %d %s\0A\00", align 1
@.str.42 = private unnamed_addr constant [11 x i8] c"ro: remove\00", align 1
@.str.43 = private unnamed_addr constant [11 x i8] c"ro: unlink\00", align 1
@.str.44 = private unnamed_addr constant [15 x i8] c"ro: rename out\00", align 1
@.str.45 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.46 = private unnamed_addr constant [16 x i8] c"ro: access W_OK\00", align 1
@.str.47 = private unnamed_addr constant [15 x i8] c"access outside\00", align 1
@.str.48 = private unnamed_addr constant [10 x i8] c"ro: mkdir\00", align 1
@.str.49 = private unnamed_addr constant [7 x i8] c"newdir\00", align 1
@.str.50 = private unnamed_addr constant [14 x i8] c"mkdir outside\00", align 1
@.str.51 = private unnamed_addr constant [21 x i8] c"/tmp/ehi-sandbox-dir\00", align 1
@.str.52 = private unnamed_addr constant [9 x i8] c"mine.txt\00", align 1
@.str.53 = private unnamed_addr constant [6 x i8] c"mine\0A\00", align 1
@.str.54 = private unnamed_addr constant [19 x i8] c"rw: rename into ro\00", align 1
@.str.55 = private unnamed_addr constant [25 x i8] c"rw: rename across grants\00", align 1
@.str.56 = private unnamed_addr constant [18 x i8] c"rw: rename within\00", align 1
@.str.57 = private unnamed_addr constant [10 x i8] c"yours.txt\00", align 1
@.str.58 = private unnamed_addr constant [21 x i8] c"rw: remove the grant\00", align 1
@.str.59 = private unnamed_addr constant [11 x i8] c"rw: remove\00", align 1
@.str.60 = private unnamed_addr constant [12 x i8] c"rw: removed\00", align 1
@.str.61 = private unnamed_addr constant [29 x i8] c"rw: write through a link out\00", align 1
@.str.62 = private unnamed_addr constant [9 x i8] c"out-link\00", align 1
@.str.63 = private unnamed_addr constant [22 x i8] c"rw: remove a link out\00", align 1
@.str.64 = private unnamed_addr constant [14 x i8] c"%-28s %s %s%s\00", align 1
@.str.65 = private unnamed_addr constant [7 x i8] c"opened\00", align 1
@.str.66 = private unnamed_addr constant [8 x i8] c"refused\00", align 1
@.str.67 = private unnamed_addr constant [3 x i8] c": \00", align 1
@.str.68 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.69 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.70 = private unnamed_addr constant [13 x i8] c"%-28s %s %s\0A\00", align 1
@in.buf = internal global [4 x [1024 x i8]] zeroinitializer, align 16
@in.k = internal global i32 0, align 4
@.str.71 = private unnamed_addr constant [6 x i8] c"%s/%s\00", align 1
@.str.72 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.73 = private unnamed_addr constant [7 x i8] c"ENOENT\00", align 1
@.str.74 = private unnamed_addr constant [7 x i8] c"EACCES\00", align 1
@.str.75 = private unnamed_addr constant [6 x i8] c"EBADF\00", align 1
@.str.76 = private unnamed_addr constant [7 x i8] c"EEXIST\00", align 1
@.str.77 = private unnamed_addr constant [7 x i8] c"EINVAL\00", align 1
@.str.78 = private unnamed_addr constant [7 x i8] c"EISDIR\00", align 1
@.str.79 = private unnamed_addr constant [8 x i8] c"ENOTDIR\00", align 1
@.str.80 = private unnamed_addr constant [6 x i8] c"EROFS\00", align 1
@.str.81 = private unnamed_addr constant [7 x i8] c"ESPIPE\00", align 1
@.str.82 = private unnamed_addr constant [6 x i8] c"EXDEV\00", align 1
@.str.83 = private unnamed_addr constant [6 x i8] c"EBUSY\00", align 1
@.str.84 = private unnamed_addr constant [10 x i8] c"ENOTEMPTY\00", align 1
@.str.85 = private unnamed_addr constant [6 x i8] c"EPERM\00", align 1
@.str.86 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i8*, align 8
  %9 = alloca %struct._IO_FILE*, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  store i8** %1, i8*** %5, align 8
  %10 = load i32, i32* %4, align 4
  %11 = icmp slt i32 %10, 4
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  store i32 2, i32* %3, align 4
  br label %175

13:                                               ; preds = %2
  %14 = load i8**, i8*** %5, align 8
  %15 = getelementptr inbounds i8*, i8** %14, i64 1
  %16 = load i8*, i8** %15, align 8
  store i8* %16, i8** %6, align 8
  %17 = load i8**, i8*** %5, align 8
  %18 = getelementptr inbounds i8*, i8** %17, i64 2
  %19 = load i8*, i8** %18, align 8
  store i8* %19, i8** %7, align 8
  %20 = load i8**, i8*** %5, align 8
  %21 = getelementptr inbounds i8*, i8** %20, i64 3
  %22 = load i8*, i8** %21, align 8
  store i8* %22, i8** %8, align 8
  call void @try_fopen(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  call void @try_open(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i32 noundef 0)
  call void @try_fopen(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %23 = load i8*, i8** %6, align 8
  %24 = call i8* @in(i8* noundef %23, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.7, i64 0, i64 0))
  call void @try_fopen(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.6, i64 0, i64 0), i8* noundef %24, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  call void @try_fopen(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  call void @try_fopen(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0))
  %25 = load i8*, i8** %7, align 8
  %26 = call i8* @in(i8* noundef %25, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i64 0, i64 0))
  call void @try_fopen(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.13, i64 0, i64 0), i8* noundef %26, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %27 = load i8*, i8** %6, align 8
  %28 = call i8* @in(i8* noundef %27, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.16, i64 0, i64 0))
  call void @try_fopen(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.15, i64 0, i64 0), i8* noundef %28, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %29 = load i8*, i8** %6, align 8
  %30 = call i8* @in(i8* noundef %29, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0))
  call void @try_fopen(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.17, i64 0, i64 0), i8* noundef %30, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %31 = load i8*, i8** %6, align 8
  %32 = call i8* @in(i8* noundef %31, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i64 0, i64 0))
  call void @try_fopen(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.19, i64 0, i64 0), i8* noundef %32, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %33 = load i8*, i8** %6, align 8
  %34 = call i8* @in(i8* noundef %33, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.22, i64 0, i64 0))
  call void @try_fopen(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.21, i64 0, i64 0), i8* noundef %34, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %35 = load i8*, i8** %6, align 8
  %36 = call i8* @in(i8* noundef %35, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.24, i64 0, i64 0))
  call void @try_fopen(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.23, i64 0, i64 0), i8* noundef %36, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %37 = load i8*, i8** %7, align 8
  %38 = call i8* @in(i8* noundef %37, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.26, i64 0, i64 0))
  call void @try_fopen(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.25, i64 0, i64 0), i8* noundef %38, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0))
  %39 = load i8*, i8** %6, align 8
  %40 = call i8* @in(i8* noundef %39, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.28, i64 0, i64 0))
  call void @try_fopen(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.27, i64 0, i64 0), i8* noundef %40, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %41 = load i8*, i8** %6, align 8
  %42 = call i8* @in(i8* noundef %41, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0))
  call void @try_fopen(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0), i8* noundef %42, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0))
  %43 = load i8*, i8** %6, align 8
  %44 = call i8* @in(i8* noundef %43, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0))
  call void @try_fopen(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.31, i64 0, i64 0), i8* noundef %44, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.32, i64 0, i64 0))
  %45 = load i8*, i8** %6, align 8
  %46 = call i8* @in(i8* noundef %45, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0))
  call void @try_fopen(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.33, i64 0, i64 0), i8* noundef %46, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.34, i64 0, i64 0))
  %47 = load i8*, i8** %6, align 8
  %48 = call i8* @in(i8* noundef %47, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.36, i64 0, i64 0))
  call void @try_fopen(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.35, i64 0, i64 0), i8* noundef %48, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0))
  %49 = load i8*, i8** %6, align 8
  %50 = call i8* @in(i8* noundef %49, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0))
  call void @try_open(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.37, i64 0, i64 0), i8* noundef %50, i32 noundef 1)
  %51 = load i8*, i8** %6, align 8
  %52 = call i8* @in(i8* noundef %51, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.36, i64 0, i64 0))
  call void @try_open(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.38, i64 0, i64 0), i8* noundef %52, i32 noundef 65)
  %53 = load i8*, i8** %6, align 8
  %54 = call i8* @in(i8* noundef %53, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0))
  call void @try_open(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.39, i64 0, i64 0), i8* noundef %54, i32 noundef 512)
  %55 = load i8*, i8** %6, align 8
  %56 = call i8* @in(i8* noundef %55, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0))
  call void @try_fopen(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.40, i64 0, i64 0), i8* noundef %56, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %57 = call i32* @__errno_location() #6
  store i32 0, i32* %57, align 4
  %58 = load i8*, i8** %6, align 8
  %59 = call i8* @in(i8* noundef %58, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0))
  %60 = call i32 @remove(i8* noundef %59) #7
  %61 = call i32* @__errno_location() #6
  %62 = load i32, i32* %61, align 4
  %63 = call i8* @errname(i32 noundef %62)
  %64 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.42, i64 0, i64 0), i32 noundef %60, i8* noundef %63)
  %65 = call i32* @__errno_location() #6
  store i32 0, i32* %65, align 4
  %66 = load i8*, i8** %6, align 8
  %67 = call i8* @in(i8* noundef %66, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0))
  %68 = call i32 @unlink(i8* noundef %67) #7
  %69 = call i32* @__errno_location() #6
  %70 = load i32, i32* %69, align 4
  %71 = call i8* @errname(i32 noundef %70)
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.43, i64 0, i64 0), i32 noundef %68, i8* noundef %71)
  %73 = call i32* @__errno_location() #6
  store i32 0, i32* %73, align 4
  %74 = load i8*, i8** %6, align 8
  %75 = call i8* @in(i8* noundef %74, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0))
  %76 = load i8*, i8** %7, align 8
  %77 = call i8* @in(i8* noundef %76, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.45, i64 0, i64 0))
  %78 = call i32 @rename(i8* noundef %75, i8* noundef %77) #7
  %79 = call i32* @__errno_location() #6
  %80 = load i32, i32* %79, align 4
  %81 = call i8* @errname(i32 noundef %80)
  %82 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.44, i64 0, i64 0), i32 noundef %78, i8* noundef %81)
  %83 = call i32* @__errno_location() #6
  store i32 0, i32* %83, align 4
  %84 = load i8*, i8** %6, align 8
  %85 = call i8* @in(i8* noundef %84, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0))
  %86 = call i32 @access(i8* noundef %85, i32 noundef 2) #7
  %87 = call i32* @__errno_location() #6
  %88 = load i32, i32* %87, align 4
  %89 = call i8* @errname(i32 noundef %88)
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.46, i64 0, i64 0), i32 noundef %86, i8* noundef %89)
  %91 = call i32* @__errno_location() #6
  store i32 0, i32* %91, align 4
  %92 = call i32 @access(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i32 noundef 0) #7
  %93 = call i32* @__errno_location() #6
  %94 = load i32, i32* %93, align 4
  %95 = call i8* @errname(i32 noundef %94)
  %96 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.47, i64 0, i64 0), i32 noundef %92, i8* noundef %95)
  %97 = call i32* @__errno_location() #6
  store i32 0, i32* %97, align 4
  %98 = load i8*, i8** %6, align 8
  %99 = call i8* @in(i8* noundef %98, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.49, i64 0, i64 0))
  %100 = call i32 @mkdir(i8* noundef %99, i32 noundef 493) #7
  %101 = call i32* @__errno_location() #6
  %102 = load i32, i32* %101, align 4
  %103 = call i8* @errname(i32 noundef %102)
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.48, i64 0, i64 0), i32 noundef %100, i8* noundef %103)
  %105 = call i32* @__errno_location() #6
  store i32 0, i32* %105, align 4
  %106 = call i32 @mkdir(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.51, i64 0, i64 0), i32 noundef 493) #7
  %107 = call i32* @__errno_location() #6
  %108 = load i32, i32* %107, align 4
  %109 = call i8* @errname(i32 noundef %108)
  %110 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.50, i64 0, i64 0), i32 noundef %106, i8* noundef %109)
  %111 = load i8*, i8** %7, align 8
  %112 = call i8* @in(i8* noundef %111, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0))
  %113 = call noalias %struct._IO_FILE* @fopen(i8* noundef %112, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0))
  store %struct._IO_FILE* %113, %struct._IO_FILE** %9, align 8
  %114 = load %struct._IO_FILE*, %struct._IO_FILE** %9, align 8
  %115 = call i32 @fputs(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.53, i64 0, i64 0), %struct._IO_FILE* noundef %114)
  %116 = load %struct._IO_FILE*, %struct._IO_FILE** %9, align 8
  %117 = call i32 @fclose(%struct._IO_FILE* noundef %116)
  %118 = call i32* @__errno_location() #6
  store i32 0, i32* %118, align 4
  %119 = load i8*, i8** %7, align 8
  %120 = call i8* @in(i8* noundef %119, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0))
  %121 = load i8*, i8** %6, align 8
  %122 = call i8* @in(i8* noundef %121, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0))
  %123 = call i32 @rename(i8* noundef %120, i8* noundef %122) #7
  %124 = call i32* @__errno_location() #6
  %125 = load i32, i32* %124, align 4
  %126 = call i8* @errname(i32 noundef %125)
  %127 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.54, i64 0, i64 0), i32 noundef %123, i8* noundef %126)
  %128 = call i32* @__errno_location() #6
  store i32 0, i32* %128, align 4
  %129 = load i8*, i8** %7, align 8
  %130 = call i8* @in(i8* noundef %129, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0))
  %131 = load i8*, i8** %8, align 8
  %132 = call i8* @in(i8* noundef %131, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0))
  %133 = call i32 @rename(i8* noundef %130, i8* noundef %132) #7
  %134 = call i32* @__errno_location() #6
  %135 = load i32, i32* %134, align 4
  %136 = call i8* @errname(i32 noundef %135)
  %137 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.55, i64 0, i64 0), i32 noundef %133, i8* noundef %136)
  %138 = call i32* @__errno_location() #6
  store i32 0, i32* %138, align 4
  %139 = load i8*, i8** %7, align 8
  %140 = call i8* @in(i8* noundef %139, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0))
  %141 = load i8*, i8** %7, align 8
  %142 = call i8* @in(i8* noundef %141, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0))
  %143 = call i32 @rename(i8* noundef %140, i8* noundef %142) #7
  %144 = call i32* @__errno_location() #6
  %145 = load i32, i32* %144, align 4
  %146 = call i8* @errname(i32 noundef %145)
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.56, i64 0, i64 0), i32 noundef %143, i8* noundef %146)
  %148 = call i32* @__errno_location() #6
  store i32 0, i32* %148, align 4
  %149 = load i8*, i8** %7, align 8
  %150 = call i32 @remove(i8* noundef %149) #7
  %151 = call i32* @__errno_location() #6
  %152 = load i32, i32* %151, align 4
  %153 = call i8* @errname(i32 noundef %152)
  %154 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.58, i64 0, i64 0), i32 noundef %150, i8* noundef %153)
  %155 = call i32* @__errno_location() #6
  store i32 0, i32* %155, align 4
  %156 = load i8*, i8** %7, align 8
  %157 = call i8* @in(i8* noundef %156, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0))
  %158 = call i32 @remove(i8* noundef %157) #7
  %159 = call i32* @__errno_location() #6
  %160 = load i32, i32* %159, align 4
  %161 = call i8* @errname(i32 noundef %160)
  %162 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.59, i64 0, i64 0), i32 noundef %158, i8* noundef %161)
  %163 = load i8*, i8** %7, align 8
  %164 = call i8* @in(i8* noundef %163, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0))
  call void @try_fopen(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.60, i64 0, i64 0), i8* noundef %164, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %165 = load i8*, i8** %7, align 8
  %166 = call i8* @in(i8* noundef %165, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.62, i64 0, i64 0))
  call void @try_fopen(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.61, i64 0, i64 0), i8* noundef %166, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0))
  %167 = call i32* @__errno_location() #6
  store i32 0, i32* %167, align 4
  %168 = load i8*, i8** %7, align 8
  %169 = call i8* @in(i8* noundef %168, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.62, i64 0, i64 0))
  %170 = call i32 @remove(i8* noundef %169) #7
  %171 = call i32* @__errno_location() #6
  %172 = load i32, i32* %171, align 4
  %173 = call i8* @errname(i32 noundef %172)
  %174 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.63, i64 0, i64 0), i32 noundef %170, i8* noundef %173)
  store i32 0, i32* %3, align 4
  br label %175

175:                                              ; preds = %13, %12
  %176 = load i32, i32* %3, align 4
  ret i32 %176
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @try_fopen(i8* noundef %0, i8* noundef %1, i8* noundef %2) #0 {
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i8*, align 8
  %7 = alloca %struct._IO_FILE*, align 8
  %8 = alloca [64 x i8], align 16
  store i8* %0, i8** %4, align 8
  store i8* %1, i8** %5, align 8
  store i8* %2, i8** %6, align 8
  %9 = call i32* @__errno_location() #6
  store i32 0, i32* %9, align 4
  %10 = load i8*, i8** %5, align 8
  %11 = load i8*, i8** %6, align 8
  %12 = call noalias %struct._IO_FILE* @fopen(i8* noundef %10, i8* noundef %11)
  store %struct._IO_FILE* %12, %struct._IO_FILE** %7, align 8
  %13 = bitcast [64 x i8]* %8 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %13, i8 0, i64 64, i1 false)
  %14 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %15 = icmp ne %struct._IO_FILE* %14, null
  br i1 %15, label %16, label %28

16:                                               ; preds = %3
  %17 = load i8*, i8** %6, align 8
  %18 = call i8* @strchr(i8* noundef %17, i32 noundef 114) #8
  %19 = icmp ne i8* %18, null
  br i1 %19, label %20, label %28

20:                                               ; preds = %16
  %21 = load i8*, i8** %6, align 8
  %22 = call i8* @strchr(i8* noundef %21, i32 noundef 43) #8
  %23 = icmp ne i8* %22, null
  br i1 %23, label %28, label %24

24:                                               ; preds = %20
  %25 = getelementptr inbounds [64 x i8], [64 x i8]* %8, i64 0, i64 0
  %26 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %27 = call i8* @fgets(i8* noundef %25, i32 noundef 64, %struct._IO_FILE* noundef %26)
  br label %28

28:                                               ; preds = %24, %20, %16, %3
  %29 = load i8*, i8** %4, align 8
  %30 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %31 = icmp ne %struct._IO_FILE* %30, null
  %32 = zext i1 %31 to i64
  %33 = select i1 %31, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.65, i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.66, i64 0, i64 0)
  %34 = call i32* @__errno_location() #6
  %35 = load i32, i32* %34, align 4
  %36 = call i8* @errname(i32 noundef %35)
  %37 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %38 = icmp ne %struct._IO_FILE* %37, null
  br i1 %38, label %39, label %44

39:                                               ; preds = %28
  %40 = getelementptr inbounds [64 x i8], [64 x i8]* %8, i64 0, i64 0
  %41 = load i8, i8* %40, align 16
  %42 = sext i8 %41 to i32
  %43 = icmp ne i32 %42, 0
  br label %44

44:                                               ; preds = %39, %28
  %45 = phi i1 [ false, %28 ], [ %43, %39 ]
  %46 = zext i1 %45 to i64
  %47 = select i1 %45, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.67, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.68, i64 0, i64 0)
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.64, i64 0, i64 0), i8* noundef %29, i8* noundef %33, i8* noundef %36, i8* noundef %47)
  %49 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %50 = icmp ne %struct._IO_FILE* %49, null
  br i1 %50, label %51, label %59

51:                                               ; preds = %44
  %52 = getelementptr inbounds [64 x i8], [64 x i8]* %8, i64 0, i64 0
  %53 = load i8, i8* %52, align 16
  %54 = sext i8 %53 to i32
  %55 = icmp ne i32 %54, 0
  br i1 %55, label %56, label %59

56:                                               ; preds = %51
  %57 = getelementptr inbounds [64 x i8], [64 x i8]* %8, i64 0, i64 0
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.69, i64 0, i64 0), i8* noundef %57)
  br label %59

59:                                               ; preds = %56, %51, %44
  %60 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %61 = icmp ne %struct._IO_FILE* %60, null
  br i1 %61, label %62, label %65

62:                                               ; preds = %59
  %63 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %64 = call i32 @fclose(%struct._IO_FILE* noundef %63)
  br label %65

65:                                               ; preds = %62, %59
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @try_open(i8* noundef %0, i8* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  store i8* %1, i8** %5, align 8
  store i32 %2, i32* %6, align 4
  %8 = call i32* @__errno_location() #6
  store i32 0, i32* %8, align 4
  %9 = load i8*, i8** %5, align 8
  %10 = load i32, i32* %6, align 4
  %11 = call i32 (i8*, i32, ...) @open(i8* noundef %9, i32 noundef %10, i32 noundef 420)
  store i32 %11, i32* %7, align 4
  %12 = load i8*, i8** %4, align 8
  %13 = load i32, i32* %7, align 4
  %14 = icmp sge i32 %13, 0
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.65, i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.66, i64 0, i64 0)
  %17 = call i32* @__errno_location() #6
  %18 = load i32, i32* %17, align 4
  %19 = call i8* @errname(i32 noundef %18)
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.70, i64 0, i64 0), i8* noundef %12, i8* noundef %16, i8* noundef %19)
  %21 = load i32, i32* %7, align 4
  %22 = icmp sge i32 %21, 0
  br i1 %22, label %23, label %26

23:                                               ; preds = %3
  %24 = load i32, i32* %7, align 4
  %25 = call i32 @close(i32 noundef %24)
  br label %26

26:                                               ; preds = %23, %3
  ret void
}

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
  %14 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %11, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %12, i8* noundef %13) #7
  %15 = load i32, i32* @in.k, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %16
  %18 = getelementptr inbounds [1024 x i8], [1024 x i8]* %17, i64 0, i64 0
  ret i8* %18
}

; Function Attrs: nounwind readnone willreturn
declare i32* @__errno_location() #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare i32 @remove(i8* noundef) #3

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
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.72, i64 0, i64 0), i8** %2, align 8
  br label %20

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.73, i64 0, i64 0), i8** %2, align 8
  br label %20

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.74, i64 0, i64 0), i8** %2, align 8
  br label %20

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0), i8** %2, align 8
  br label %20

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.76, i64 0, i64 0), i8** %2, align 8
  br label %20

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0), i8** %2, align 8
  br label %20

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.78, i64 0, i64 0), i8** %2, align 8
  br label %20

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.79, i64 0, i64 0), i8** %2, align 8
  br label %20

13:                                               ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8** %2, align 8
  br label %20

14:                                               ; preds = %1
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.81, i64 0, i64 0), i8** %2, align 8
  br label %20

15:                                               ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.82, i64 0, i64 0), i8** %2, align 8
  br label %20

16:                                               ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.83, i64 0, i64 0), i8** %2, align 8
  br label %20

17:                                               ; preds = %1
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.84, i64 0, i64 0), i8** %2, align 8
  br label %20

18:                                               ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.85, i64 0, i64 0), i8** %2, align 8
  br label %20

19:                                               ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.86, i64 0, i64 0), i8** %2, align 8
  br label %20

20:                                               ; preds = %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %21 = load i8*, i8** %2, align 8
  ret i8* %21
}

; Function Attrs: nounwind
declare i32 @unlink(i8* noundef) #3

; Function Attrs: nounwind
declare i32 @rename(i8* noundef, i8* noundef) #3

; Function Attrs: nounwind
declare i32 @access(i8* noundef, i32 noundef) #3

; Function Attrs: nounwind
declare i32 @mkdir(i8* noundef, i32 noundef) #3

declare noalias %struct._IO_FILE* @fopen(i8* noundef, i8* noundef) #2

declare i32 @fputs(i8* noundef, %struct._IO_FILE* noundef) #2

declare i32 @fclose(%struct._IO_FILE* noundef) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nounwind readonly willreturn
declare i8* @strchr(i8* noundef, i32 noundef) #5

declare i8* @fgets(i8* noundef, i32 noundef, %struct._IO_FILE* noundef) #2

declare i32 @open(i8* noundef, i32 noundef, ...) #2

declare i32 @close(i32 noundef) #2

; Function Attrs: nounwind
declare i32 @snprintf(i8* noundef, i64 noundef, i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readnone willreturn }
attributes #7 = { nounwind }
attributes #8 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
