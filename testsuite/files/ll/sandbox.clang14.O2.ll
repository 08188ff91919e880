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
@in.k = internal unnamed_addr global i32 0, align 4
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

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp slt i32 %0, 4
  br i1 %3, label %564, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1
  %6 = load i8*, i8** %5, align 8, !tbaa !5
  %7 = getelementptr inbounds i8*, i8** %1, i64 2
  %8 = load i8*, i8** %7, align 8, !tbaa !5
  %9 = getelementptr inbounds i8*, i8** %1, i64 3
  %10 = load i8*, i8** %9, align 8, !tbaa !5
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  tail call fastcc void @try_open(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i32 noundef 0)
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %11 = load i32, i32* @in.k, align 4, !tbaa !9
  %12 = add nsw i32 %11, 1
  %13 = srem i32 %12, 4
  store i32 %13, i32* @in.k, align 4, !tbaa !9
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %14, i64 0
  %16 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %15, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.7, i64 0, i64 0)) #10
  %17 = load i32, i32* @in.k, align 4, !tbaa !9
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %18, i64 0
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull %19, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0))
  %20 = load i32, i32* @in.k, align 4, !tbaa !9
  %21 = add nsw i32 %20, 1
  %22 = srem i32 %21, 4
  store i32 %22, i32* @in.k, align 4, !tbaa !9
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %23, i64 0
  %25 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %24, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %8, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i64 0, i64 0)) #10
  %26 = load i32, i32* @in.k, align 4, !tbaa !9
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %27, i64 0
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.13, i64 0, i64 0), i8* noundef nonnull %28, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %29 = load i32, i32* @in.k, align 4, !tbaa !9
  %30 = add nsw i32 %29, 1
  %31 = srem i32 %30, 4
  store i32 %31, i32* @in.k, align 4, !tbaa !9
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %32, i64 0
  %34 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %33, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.16, i64 0, i64 0)) #10
  %35 = load i32, i32* @in.k, align 4, !tbaa !9
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %36, i64 0
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.15, i64 0, i64 0), i8* noundef nonnull %37, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %38 = load i32, i32* @in.k, align 4, !tbaa !9
  %39 = add nsw i32 %38, 1
  %40 = srem i32 %39, 4
  store i32 %40, i32* @in.k, align 4, !tbaa !9
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %41, i64 0
  %43 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %42, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0)) #10
  %44 = load i32, i32* @in.k, align 4, !tbaa !9
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %45, i64 0
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.17, i64 0, i64 0), i8* noundef nonnull %46, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %47 = load i32, i32* @in.k, align 4, !tbaa !9
  %48 = add nsw i32 %47, 1
  %49 = srem i32 %48, 4
  store i32 %49, i32* @in.k, align 4, !tbaa !9
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %50, i64 0
  %52 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %51, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i64 0, i64 0)) #10
  %53 = load i32, i32* @in.k, align 4, !tbaa !9
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %54, i64 0
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.19, i64 0, i64 0), i8* noundef nonnull %55, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %56 = load i32, i32* @in.k, align 4, !tbaa !9
  %57 = add nsw i32 %56, 1
  %58 = srem i32 %57, 4
  store i32 %58, i32* @in.k, align 4, !tbaa !9
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %59, i64 0
  %61 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %60, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.22, i64 0, i64 0)) #10
  %62 = load i32, i32* @in.k, align 4, !tbaa !9
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %63, i64 0
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.21, i64 0, i64 0), i8* noundef nonnull %64, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %65 = load i32, i32* @in.k, align 4, !tbaa !9
  %66 = add nsw i32 %65, 1
  %67 = srem i32 %66, 4
  store i32 %67, i32* @in.k, align 4, !tbaa !9
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %68, i64 0
  %70 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %69, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.24, i64 0, i64 0)) #10
  %71 = load i32, i32* @in.k, align 4, !tbaa !9
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %72, i64 0
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.23, i64 0, i64 0), i8* noundef nonnull %73, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %74 = load i32, i32* @in.k, align 4, !tbaa !9
  %75 = add nsw i32 %74, 1
  %76 = srem i32 %75, 4
  store i32 %76, i32* @in.k, align 4, !tbaa !9
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %77, i64 0
  %79 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %78, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %8, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.26, i64 0, i64 0)) #10
  %80 = load i32, i32* @in.k, align 4, !tbaa !9
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %81, i64 0
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.25, i64 0, i64 0), i8* noundef nonnull %82, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0))
  %83 = load i32, i32* @in.k, align 4, !tbaa !9
  %84 = add nsw i32 %83, 1
  %85 = srem i32 %84, 4
  store i32 %85, i32* @in.k, align 4, !tbaa !9
  %86 = zext i32 %85 to i64
  %87 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %86, i64 0
  %88 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %87, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.28, i64 0, i64 0)) #10
  %89 = load i32, i32* @in.k, align 4, !tbaa !9
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %90, i64 0
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.27, i64 0, i64 0), i8* noundef nonnull %91, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %92 = load i32, i32* @in.k, align 4, !tbaa !9
  %93 = add nsw i32 %92, 1
  %94 = srem i32 %93, 4
  store i32 %94, i32* @in.k, align 4, !tbaa !9
  %95 = zext i32 %94 to i64
  %96 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %95, i64 0
  %97 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %96, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0)) #10
  %98 = load i32, i32* @in.k, align 4, !tbaa !9
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %99, i64 0
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0), i8* noundef nonnull %100, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0))
  %101 = load i32, i32* @in.k, align 4, !tbaa !9
  %102 = add nsw i32 %101, 1
  %103 = srem i32 %102, 4
  store i32 %103, i32* @in.k, align 4, !tbaa !9
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %104, i64 0
  %106 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %105, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0)) #10
  %107 = load i32, i32* @in.k, align 4, !tbaa !9
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %108, i64 0
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.31, i64 0, i64 0), i8* noundef nonnull %109, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.32, i64 0, i64 0))
  %110 = load i32, i32* @in.k, align 4, !tbaa !9
  %111 = add nsw i32 %110, 1
  %112 = srem i32 %111, 4
  store i32 %112, i32* @in.k, align 4, !tbaa !9
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %113, i64 0
  %115 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %114, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0)) #10
  %116 = load i32, i32* @in.k, align 4, !tbaa !9
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %117, i64 0
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.33, i64 0, i64 0), i8* noundef nonnull %118, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.34, i64 0, i64 0))
  %119 = load i32, i32* @in.k, align 4, !tbaa !9
  %120 = add nsw i32 %119, 1
  %121 = srem i32 %120, 4
  store i32 %121, i32* @in.k, align 4, !tbaa !9
  %122 = zext i32 %121 to i64
  %123 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %122, i64 0
  %124 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %123, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.36, i64 0, i64 0)) #10
  %125 = load i32, i32* @in.k, align 4, !tbaa !9
  %126 = zext i32 %125 to i64
  %127 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %126, i64 0
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.35, i64 0, i64 0), i8* noundef nonnull %127, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0))
  %128 = load i32, i32* @in.k, align 4, !tbaa !9
  %129 = add nsw i32 %128, 1
  %130 = srem i32 %129, 4
  store i32 %130, i32* @in.k, align 4, !tbaa !9
  %131 = zext i32 %130 to i64
  %132 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %131, i64 0
  %133 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %132, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0)) #10
  %134 = load i32, i32* @in.k, align 4, !tbaa !9
  %135 = zext i32 %134 to i64
  %136 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %135, i64 0
  tail call fastcc void @try_open(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.37, i64 0, i64 0), i8* noundef nonnull %136, i32 noundef 1)
  %137 = load i32, i32* @in.k, align 4, !tbaa !9
  %138 = add nsw i32 %137, 1
  %139 = srem i32 %138, 4
  store i32 %139, i32* @in.k, align 4, !tbaa !9
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %140, i64 0
  %142 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %141, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.36, i64 0, i64 0)) #10
  %143 = load i32, i32* @in.k, align 4, !tbaa !9
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %144, i64 0
  tail call fastcc void @try_open(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.38, i64 0, i64 0), i8* noundef nonnull %145, i32 noundef 65)
  %146 = load i32, i32* @in.k, align 4, !tbaa !9
  %147 = add nsw i32 %146, 1
  %148 = srem i32 %147, 4
  store i32 %148, i32* @in.k, align 4, !tbaa !9
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %149, i64 0
  %151 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %150, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0)) #10
  %152 = load i32, i32* @in.k, align 4, !tbaa !9
  %153 = zext i32 %152 to i64
  %154 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %153, i64 0
  tail call fastcc void @try_open(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.39, i64 0, i64 0), i8* noundef nonnull %154, i32 noundef 512)
  %155 = load i32, i32* @in.k, align 4, !tbaa !9
  %156 = add nsw i32 %155, 1
  %157 = srem i32 %156, 4
  store i32 %157, i32* @in.k, align 4, !tbaa !9
  %158 = zext i32 %157 to i64
  %159 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %158, i64 0
  %160 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %159, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0)) #10
  %161 = load i32, i32* @in.k, align 4, !tbaa !9
  %162 = zext i32 %161 to i64
  %163 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %162, i64 0
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.40, i64 0, i64 0), i8* noundef nonnull %163, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %164 = tail call i32* @__errno_location() #11
  store i32 0, i32* %164, align 4, !tbaa !9
  %165 = load i32, i32* @in.k, align 4, !tbaa !9
  %166 = add nsw i32 %165, 1
  %167 = srem i32 %166, 4
  store i32 %167, i32* @in.k, align 4, !tbaa !9
  %168 = zext i32 %167 to i64
  %169 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %168, i64 0
  %170 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %169, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0)) #10
  %171 = load i32, i32* @in.k, align 4, !tbaa !9
  %172 = zext i32 %171 to i64
  %173 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %172, i64 0
  %174 = tail call i32 @remove(i8* noundef nonnull %173) #10
  %175 = load i32, i32* %164, align 4, !tbaa !9
  switch i32 %175, label %189 [
    i32 0, label %190
    i32 2, label %176
    i32 13, label %177
    i32 9, label %178
    i32 17, label %179
    i32 22, label %180
    i32 21, label %181
    i32 20, label %182
    i32 30, label %183
    i32 29, label %184
    i32 18, label %185
    i32 16, label %186
    i32 39, label %187
    i32 1, label %188
  ]

176:                                              ; preds = %4
  br label %190

177:                                              ; preds = %4
  br label %190

178:                                              ; preds = %4
  br label %190

179:                                              ; preds = %4
  br label %190

180:                                              ; preds = %4
  br label %190

181:                                              ; preds = %4
  br label %190

182:                                              ; preds = %4
  br label %190

183:                                              ; preds = %4
  br label %190

184:                                              ; preds = %4
  br label %190

185:                                              ; preds = %4
  br label %190

186:                                              ; preds = %4
  br label %190

187:                                              ; preds = %4
  br label %190

188:                                              ; preds = %4
  br label %190

189:                                              ; preds = %4
  br label %190

190:                                              ; preds = %4, %176, %177, %178, %179, %180, %181, %182, %183, %184, %185, %186, %187, %188, %189
  %191 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.86, i64 0, i64 0), %189 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.85, i64 0, i64 0), %188 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.84, i64 0, i64 0), %187 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.83, i64 0, i64 0), %186 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.82, i64 0, i64 0), %185 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.81, i64 0, i64 0), %184 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), %183 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.79, i64 0, i64 0), %182 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.78, i64 0, i64 0), %181 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0), %180 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.76, i64 0, i64 0), %179 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0), %178 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.74, i64 0, i64 0), %177 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.73, i64 0, i64 0), %176 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.72, i64 0, i64 0), %4 ]
  %192 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.42, i64 0, i64 0), i32 noundef %174, i8* noundef nonnull %191)
  store i32 0, i32* %164, align 4, !tbaa !9
  %193 = load i32, i32* @in.k, align 4, !tbaa !9
  %194 = add nsw i32 %193, 1
  %195 = srem i32 %194, 4
  store i32 %195, i32* @in.k, align 4, !tbaa !9
  %196 = zext i32 %195 to i64
  %197 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %196, i64 0
  %198 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %197, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0)) #10
  %199 = load i32, i32* @in.k, align 4, !tbaa !9
  %200 = zext i32 %199 to i64
  %201 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %200, i64 0
  %202 = tail call i32 @unlink(i8* noundef nonnull %201) #10
  %203 = load i32, i32* %164, align 4, !tbaa !9
  switch i32 %203, label %217 [
    i32 0, label %218
    i32 2, label %204
    i32 13, label %205
    i32 9, label %206
    i32 17, label %207
    i32 22, label %208
    i32 21, label %209
    i32 20, label %210
    i32 30, label %211
    i32 29, label %212
    i32 18, label %213
    i32 16, label %214
    i32 39, label %215
    i32 1, label %216
  ]

204:                                              ; preds = %190
  br label %218

205:                                              ; preds = %190
  br label %218

206:                                              ; preds = %190
  br label %218

207:                                              ; preds = %190
  br label %218

208:                                              ; preds = %190
  br label %218

209:                                              ; preds = %190
  br label %218

210:                                              ; preds = %190
  br label %218

211:                                              ; preds = %190
  br label %218

212:                                              ; preds = %190
  br label %218

213:                                              ; preds = %190
  br label %218

214:                                              ; preds = %190
  br label %218

215:                                              ; preds = %190
  br label %218

216:                                              ; preds = %190
  br label %218

217:                                              ; preds = %190
  br label %218

218:                                              ; preds = %190, %204, %205, %206, %207, %208, %209, %210, %211, %212, %213, %214, %215, %216, %217
  %219 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.86, i64 0, i64 0), %217 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.85, i64 0, i64 0), %216 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.84, i64 0, i64 0), %215 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.83, i64 0, i64 0), %214 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.82, i64 0, i64 0), %213 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.81, i64 0, i64 0), %212 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), %211 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.79, i64 0, i64 0), %210 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.78, i64 0, i64 0), %209 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0), %208 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.76, i64 0, i64 0), %207 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0), %206 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.74, i64 0, i64 0), %205 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.73, i64 0, i64 0), %204 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.72, i64 0, i64 0), %190 ]
  %220 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.43, i64 0, i64 0), i32 noundef %202, i8* noundef nonnull %219)
  store i32 0, i32* %164, align 4, !tbaa !9
  %221 = load i32, i32* @in.k, align 4, !tbaa !9
  %222 = add nsw i32 %221, 1
  %223 = srem i32 %222, 4
  store i32 %223, i32* @in.k, align 4, !tbaa !9
  %224 = zext i32 %223 to i64
  %225 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %224, i64 0
  %226 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %225, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0)) #10
  %227 = load i32, i32* @in.k, align 4, !tbaa !9
  %228 = zext i32 %227 to i64
  %229 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %228, i64 0
  %230 = add nsw i32 %227, 1
  %231 = srem i32 %230, 4
  store i32 %231, i32* @in.k, align 4, !tbaa !9
  %232 = zext i32 %231 to i64
  %233 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %232, i64 0
  %234 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %233, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %8, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.45, i64 0, i64 0)) #10
  %235 = load i32, i32* @in.k, align 4, !tbaa !9
  %236 = zext i32 %235 to i64
  %237 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %236, i64 0
  %238 = tail call i32 @rename(i8* noundef nonnull %229, i8* noundef nonnull %237) #10
  %239 = load i32, i32* %164, align 4, !tbaa !9
  switch i32 %239, label %253 [
    i32 0, label %254
    i32 2, label %240
    i32 13, label %241
    i32 9, label %242
    i32 17, label %243
    i32 22, label %244
    i32 21, label %245
    i32 20, label %246
    i32 30, label %247
    i32 29, label %248
    i32 18, label %249
    i32 16, label %250
    i32 39, label %251
    i32 1, label %252
  ]

240:                                              ; preds = %218
  br label %254

241:                                              ; preds = %218
  br label %254

242:                                              ; preds = %218
  br label %254

243:                                              ; preds = %218
  br label %254

244:                                              ; preds = %218
  br label %254

245:                                              ; preds = %218
  br label %254

246:                                              ; preds = %218
  br label %254

247:                                              ; preds = %218
  br label %254

248:                                              ; preds = %218
  br label %254

249:                                              ; preds = %218
  br label %254

250:                                              ; preds = %218
  br label %254

251:                                              ; preds = %218
  br label %254

252:                                              ; preds = %218
  br label %254

253:                                              ; preds = %218
  br label %254

254:                                              ; preds = %218, %240, %241, %242, %243, %244, %245, %246, %247, %248, %249, %250, %251, %252, %253
  %255 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.86, i64 0, i64 0), %253 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.85, i64 0, i64 0), %252 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.84, i64 0, i64 0), %251 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.83, i64 0, i64 0), %250 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.82, i64 0, i64 0), %249 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.81, i64 0, i64 0), %248 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), %247 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.79, i64 0, i64 0), %246 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.78, i64 0, i64 0), %245 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0), %244 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.76, i64 0, i64 0), %243 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0), %242 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.74, i64 0, i64 0), %241 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.73, i64 0, i64 0), %240 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.72, i64 0, i64 0), %218 ]
  %256 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.44, i64 0, i64 0), i32 noundef %238, i8* noundef nonnull %255)
  store i32 0, i32* %164, align 4, !tbaa !9
  %257 = load i32, i32* @in.k, align 4, !tbaa !9
  %258 = add nsw i32 %257, 1
  %259 = srem i32 %258, 4
  store i32 %259, i32* @in.k, align 4, !tbaa !9
  %260 = zext i32 %259 to i64
  %261 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %260, i64 0
  %262 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %261, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.30, i64 0, i64 0)) #10
  %263 = load i32, i32* @in.k, align 4, !tbaa !9
  %264 = zext i32 %263 to i64
  %265 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %264, i64 0
  %266 = tail call i32 @access(i8* noundef nonnull %265, i32 noundef 2) #10
  %267 = load i32, i32* %164, align 4, !tbaa !9
  switch i32 %267, label %281 [
    i32 0, label %282
    i32 2, label %268
    i32 13, label %269
    i32 9, label %270
    i32 17, label %271
    i32 22, label %272
    i32 21, label %273
    i32 20, label %274
    i32 30, label %275
    i32 29, label %276
    i32 18, label %277
    i32 16, label %278
    i32 39, label %279
    i32 1, label %280
  ]

268:                                              ; preds = %254
  br label %282

269:                                              ; preds = %254
  br label %282

270:                                              ; preds = %254
  br label %282

271:                                              ; preds = %254
  br label %282

272:                                              ; preds = %254
  br label %282

273:                                              ; preds = %254
  br label %282

274:                                              ; preds = %254
  br label %282

275:                                              ; preds = %254
  br label %282

276:                                              ; preds = %254
  br label %282

277:                                              ; preds = %254
  br label %282

278:                                              ; preds = %254
  br label %282

279:                                              ; preds = %254
  br label %282

280:                                              ; preds = %254
  br label %282

281:                                              ; preds = %254
  br label %282

282:                                              ; preds = %254, %268, %269, %270, %271, %272, %273, %274, %275, %276, %277, %278, %279, %280, %281
  %283 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.86, i64 0, i64 0), %281 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.85, i64 0, i64 0), %280 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.84, i64 0, i64 0), %279 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.83, i64 0, i64 0), %278 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.82, i64 0, i64 0), %277 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.81, i64 0, i64 0), %276 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), %275 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.79, i64 0, i64 0), %274 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.78, i64 0, i64 0), %273 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0), %272 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.76, i64 0, i64 0), %271 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0), %270 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.74, i64 0, i64 0), %269 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.73, i64 0, i64 0), %268 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.72, i64 0, i64 0), %254 ]
  %284 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.46, i64 0, i64 0), i32 noundef %266, i8* noundef nonnull %283)
  store i32 0, i32* %164, align 4, !tbaa !9
  %285 = tail call i32 @access(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i32 noundef 0) #10
  %286 = load i32, i32* %164, align 4, !tbaa !9
  switch i32 %286, label %300 [
    i32 0, label %301
    i32 2, label %287
    i32 13, label %288
    i32 9, label %289
    i32 17, label %290
    i32 22, label %291
    i32 21, label %292
    i32 20, label %293
    i32 30, label %294
    i32 29, label %295
    i32 18, label %296
    i32 16, label %297
    i32 39, label %298
    i32 1, label %299
  ]

287:                                              ; preds = %282
  br label %301

288:                                              ; preds = %282
  br label %301

289:                                              ; preds = %282
  br label %301

290:                                              ; preds = %282
  br label %301

291:                                              ; preds = %282
  br label %301

292:                                              ; preds = %282
  br label %301

293:                                              ; preds = %282
  br label %301

294:                                              ; preds = %282
  br label %301

295:                                              ; preds = %282
  br label %301

296:                                              ; preds = %282
  br label %301

297:                                              ; preds = %282
  br label %301

298:                                              ; preds = %282
  br label %301

299:                                              ; preds = %282
  br label %301

300:                                              ; preds = %282
  br label %301

301:                                              ; preds = %282, %287, %288, %289, %290, %291, %292, %293, %294, %295, %296, %297, %298, %299, %300
  %302 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.86, i64 0, i64 0), %300 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.85, i64 0, i64 0), %299 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.84, i64 0, i64 0), %298 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.83, i64 0, i64 0), %297 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.82, i64 0, i64 0), %296 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.81, i64 0, i64 0), %295 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), %294 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.79, i64 0, i64 0), %293 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.78, i64 0, i64 0), %292 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0), %291 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.76, i64 0, i64 0), %290 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0), %289 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.74, i64 0, i64 0), %288 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.73, i64 0, i64 0), %287 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.72, i64 0, i64 0), %282 ]
  %303 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.47, i64 0, i64 0), i32 noundef %285, i8* noundef nonnull %302)
  store i32 0, i32* %164, align 4, !tbaa !9
  %304 = load i32, i32* @in.k, align 4, !tbaa !9
  %305 = add nsw i32 %304, 1
  %306 = srem i32 %305, 4
  store i32 %306, i32* @in.k, align 4, !tbaa !9
  %307 = zext i32 %306 to i64
  %308 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %307, i64 0
  %309 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %308, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.49, i64 0, i64 0)) #10
  %310 = load i32, i32* @in.k, align 4, !tbaa !9
  %311 = zext i32 %310 to i64
  %312 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %311, i64 0
  %313 = tail call i32 @mkdir(i8* noundef nonnull %312, i32 noundef 493) #10
  %314 = load i32, i32* %164, align 4, !tbaa !9
  switch i32 %314, label %328 [
    i32 0, label %329
    i32 2, label %315
    i32 13, label %316
    i32 9, label %317
    i32 17, label %318
    i32 22, label %319
    i32 21, label %320
    i32 20, label %321
    i32 30, label %322
    i32 29, label %323
    i32 18, label %324
    i32 16, label %325
    i32 39, label %326
    i32 1, label %327
  ]

315:                                              ; preds = %301
  br label %329

316:                                              ; preds = %301
  br label %329

317:                                              ; preds = %301
  br label %329

318:                                              ; preds = %301
  br label %329

319:                                              ; preds = %301
  br label %329

320:                                              ; preds = %301
  br label %329

321:                                              ; preds = %301
  br label %329

322:                                              ; preds = %301
  br label %329

323:                                              ; preds = %301
  br label %329

324:                                              ; preds = %301
  br label %329

325:                                              ; preds = %301
  br label %329

326:                                              ; preds = %301
  br label %329

327:                                              ; preds = %301
  br label %329

328:                                              ; preds = %301
  br label %329

329:                                              ; preds = %301, %315, %316, %317, %318, %319, %320, %321, %322, %323, %324, %325, %326, %327, %328
  %330 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.86, i64 0, i64 0), %328 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.85, i64 0, i64 0), %327 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.84, i64 0, i64 0), %326 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.83, i64 0, i64 0), %325 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.82, i64 0, i64 0), %324 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.81, i64 0, i64 0), %323 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), %322 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.79, i64 0, i64 0), %321 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.78, i64 0, i64 0), %320 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0), %319 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.76, i64 0, i64 0), %318 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0), %317 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.74, i64 0, i64 0), %316 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.73, i64 0, i64 0), %315 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.72, i64 0, i64 0), %301 ]
  %331 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.48, i64 0, i64 0), i32 noundef %313, i8* noundef nonnull %330)
  store i32 0, i32* %164, align 4, !tbaa !9
  %332 = tail call i32 @mkdir(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.51, i64 0, i64 0), i32 noundef 493) #10
  %333 = load i32, i32* %164, align 4, !tbaa !9
  switch i32 %333, label %347 [
    i32 0, label %348
    i32 2, label %334
    i32 13, label %335
    i32 9, label %336
    i32 17, label %337
    i32 22, label %338
    i32 21, label %339
    i32 20, label %340
    i32 30, label %341
    i32 29, label %342
    i32 18, label %343
    i32 16, label %344
    i32 39, label %345
    i32 1, label %346
  ]

334:                                              ; preds = %329
  br label %348

335:                                              ; preds = %329
  br label %348

336:                                              ; preds = %329
  br label %348

337:                                              ; preds = %329
  br label %348

338:                                              ; preds = %329
  br label %348

339:                                              ; preds = %329
  br label %348

340:                                              ; preds = %329
  br label %348

341:                                              ; preds = %329
  br label %348

342:                                              ; preds = %329
  br label %348

343:                                              ; preds = %329
  br label %348

344:                                              ; preds = %329
  br label %348

345:                                              ; preds = %329
  br label %348

346:                                              ; preds = %329
  br label %348

347:                                              ; preds = %329
  br label %348

348:                                              ; preds = %329, %334, %335, %336, %337, %338, %339, %340, %341, %342, %343, %344, %345, %346, %347
  %349 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.86, i64 0, i64 0), %347 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.85, i64 0, i64 0), %346 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.84, i64 0, i64 0), %345 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.83, i64 0, i64 0), %344 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.82, i64 0, i64 0), %343 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.81, i64 0, i64 0), %342 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), %341 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.79, i64 0, i64 0), %340 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.78, i64 0, i64 0), %339 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0), %338 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.76, i64 0, i64 0), %337 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0), %336 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.74, i64 0, i64 0), %335 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.73, i64 0, i64 0), %334 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.72, i64 0, i64 0), %329 ]
  %350 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.50, i64 0, i64 0), i32 noundef %332, i8* noundef nonnull %349)
  %351 = load i32, i32* @in.k, align 4, !tbaa !9
  %352 = add nsw i32 %351, 1
  %353 = srem i32 %352, 4
  store i32 %353, i32* @in.k, align 4, !tbaa !9
  %354 = zext i32 %353 to i64
  %355 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %354, i64 0
  %356 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %355, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %8, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0)) #10
  %357 = load i32, i32* @in.k, align 4, !tbaa !9
  %358 = zext i32 %357 to i64
  %359 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %358, i64 0
  %360 = tail call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %359, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0))
  %361 = tail call i64 @fwrite(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.53, i64 0, i64 0), i64 5, i64 1, %struct._IO_FILE* %360)
  %362 = tail call i32 @fclose(%struct._IO_FILE* noundef %360)
  store i32 0, i32* %164, align 4, !tbaa !9
  %363 = load i32, i32* @in.k, align 4, !tbaa !9
  %364 = add nsw i32 %363, 1
  %365 = srem i32 %364, 4
  store i32 %365, i32* @in.k, align 4, !tbaa !9
  %366 = zext i32 %365 to i64
  %367 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %366, i64 0
  %368 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %367, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %8, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0)) #10
  %369 = load i32, i32* @in.k, align 4, !tbaa !9
  %370 = zext i32 %369 to i64
  %371 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %370, i64 0
  %372 = add nsw i32 %369, 1
  %373 = srem i32 %372, 4
  store i32 %373, i32* @in.k, align 4, !tbaa !9
  %374 = zext i32 %373 to i64
  %375 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %374, i64 0
  %376 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %375, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %6, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0)) #10
  %377 = load i32, i32* @in.k, align 4, !tbaa !9
  %378 = zext i32 %377 to i64
  %379 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %378, i64 0
  %380 = tail call i32 @rename(i8* noundef nonnull %371, i8* noundef nonnull %379) #10
  %381 = load i32, i32* %164, align 4, !tbaa !9
  switch i32 %381, label %395 [
    i32 0, label %396
    i32 2, label %382
    i32 13, label %383
    i32 9, label %384
    i32 17, label %385
    i32 22, label %386
    i32 21, label %387
    i32 20, label %388
    i32 30, label %389
    i32 29, label %390
    i32 18, label %391
    i32 16, label %392
    i32 39, label %393
    i32 1, label %394
  ]

382:                                              ; preds = %348
  br label %396

383:                                              ; preds = %348
  br label %396

384:                                              ; preds = %348
  br label %396

385:                                              ; preds = %348
  br label %396

386:                                              ; preds = %348
  br label %396

387:                                              ; preds = %348
  br label %396

388:                                              ; preds = %348
  br label %396

389:                                              ; preds = %348
  br label %396

390:                                              ; preds = %348
  br label %396

391:                                              ; preds = %348
  br label %396

392:                                              ; preds = %348
  br label %396

393:                                              ; preds = %348
  br label %396

394:                                              ; preds = %348
  br label %396

395:                                              ; preds = %348
  br label %396

396:                                              ; preds = %348, %382, %383, %384, %385, %386, %387, %388, %389, %390, %391, %392, %393, %394, %395
  %397 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.86, i64 0, i64 0), %395 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.85, i64 0, i64 0), %394 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.84, i64 0, i64 0), %393 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.83, i64 0, i64 0), %392 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.82, i64 0, i64 0), %391 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.81, i64 0, i64 0), %390 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), %389 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.79, i64 0, i64 0), %388 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.78, i64 0, i64 0), %387 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0), %386 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.76, i64 0, i64 0), %385 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0), %384 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.74, i64 0, i64 0), %383 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.73, i64 0, i64 0), %382 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.72, i64 0, i64 0), %348 ]
  %398 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.54, i64 0, i64 0), i32 noundef %380, i8* noundef nonnull %397)
  store i32 0, i32* %164, align 4, !tbaa !9
  %399 = load i32, i32* @in.k, align 4, !tbaa !9
  %400 = add nsw i32 %399, 1
  %401 = srem i32 %400, 4
  store i32 %401, i32* @in.k, align 4, !tbaa !9
  %402 = zext i32 %401 to i64
  %403 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %402, i64 0
  %404 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %403, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %8, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0)) #10
  %405 = load i32, i32* @in.k, align 4, !tbaa !9
  %406 = zext i32 %405 to i64
  %407 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %406, i64 0
  %408 = add nsw i32 %405, 1
  %409 = srem i32 %408, 4
  store i32 %409, i32* @in.k, align 4, !tbaa !9
  %410 = zext i32 %409 to i64
  %411 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %410, i64 0
  %412 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %411, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %10, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0)) #10
  %413 = load i32, i32* @in.k, align 4, !tbaa !9
  %414 = zext i32 %413 to i64
  %415 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %414, i64 0
  %416 = tail call i32 @rename(i8* noundef nonnull %407, i8* noundef nonnull %415) #10
  %417 = load i32, i32* %164, align 4, !tbaa !9
  switch i32 %417, label %431 [
    i32 0, label %432
    i32 2, label %418
    i32 13, label %419
    i32 9, label %420
    i32 17, label %421
    i32 22, label %422
    i32 21, label %423
    i32 20, label %424
    i32 30, label %425
    i32 29, label %426
    i32 18, label %427
    i32 16, label %428
    i32 39, label %429
    i32 1, label %430
  ]

418:                                              ; preds = %396
  br label %432

419:                                              ; preds = %396
  br label %432

420:                                              ; preds = %396
  br label %432

421:                                              ; preds = %396
  br label %432

422:                                              ; preds = %396
  br label %432

423:                                              ; preds = %396
  br label %432

424:                                              ; preds = %396
  br label %432

425:                                              ; preds = %396
  br label %432

426:                                              ; preds = %396
  br label %432

427:                                              ; preds = %396
  br label %432

428:                                              ; preds = %396
  br label %432

429:                                              ; preds = %396
  br label %432

430:                                              ; preds = %396
  br label %432

431:                                              ; preds = %396
  br label %432

432:                                              ; preds = %396, %418, %419, %420, %421, %422, %423, %424, %425, %426, %427, %428, %429, %430, %431
  %433 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.86, i64 0, i64 0), %431 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.85, i64 0, i64 0), %430 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.84, i64 0, i64 0), %429 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.83, i64 0, i64 0), %428 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.82, i64 0, i64 0), %427 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.81, i64 0, i64 0), %426 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), %425 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.79, i64 0, i64 0), %424 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.78, i64 0, i64 0), %423 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0), %422 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.76, i64 0, i64 0), %421 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0), %420 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.74, i64 0, i64 0), %419 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.73, i64 0, i64 0), %418 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.72, i64 0, i64 0), %396 ]
  %434 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.55, i64 0, i64 0), i32 noundef %416, i8* noundef nonnull %433)
  store i32 0, i32* %164, align 4, !tbaa !9
  %435 = load i32, i32* @in.k, align 4, !tbaa !9
  %436 = add nsw i32 %435, 1
  %437 = srem i32 %436, 4
  store i32 %437, i32* @in.k, align 4, !tbaa !9
  %438 = zext i32 %437 to i64
  %439 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %438, i64 0
  %440 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %439, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %8, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0)) #10
  %441 = load i32, i32* @in.k, align 4, !tbaa !9
  %442 = zext i32 %441 to i64
  %443 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %442, i64 0
  %444 = add nsw i32 %441, 1
  %445 = srem i32 %444, 4
  store i32 %445, i32* @in.k, align 4, !tbaa !9
  %446 = zext i32 %445 to i64
  %447 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %446, i64 0
  %448 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %447, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %8, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0)) #10
  %449 = load i32, i32* @in.k, align 4, !tbaa !9
  %450 = zext i32 %449 to i64
  %451 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %450, i64 0
  %452 = tail call i32 @rename(i8* noundef nonnull %443, i8* noundef nonnull %451) #10
  %453 = load i32, i32* %164, align 4, !tbaa !9
  switch i32 %453, label %467 [
    i32 0, label %468
    i32 2, label %454
    i32 13, label %455
    i32 9, label %456
    i32 17, label %457
    i32 22, label %458
    i32 21, label %459
    i32 20, label %460
    i32 30, label %461
    i32 29, label %462
    i32 18, label %463
    i32 16, label %464
    i32 39, label %465
    i32 1, label %466
  ]

454:                                              ; preds = %432
  br label %468

455:                                              ; preds = %432
  br label %468

456:                                              ; preds = %432
  br label %468

457:                                              ; preds = %432
  br label %468

458:                                              ; preds = %432
  br label %468

459:                                              ; preds = %432
  br label %468

460:                                              ; preds = %432
  br label %468

461:                                              ; preds = %432
  br label %468

462:                                              ; preds = %432
  br label %468

463:                                              ; preds = %432
  br label %468

464:                                              ; preds = %432
  br label %468

465:                                              ; preds = %432
  br label %468

466:                                              ; preds = %432
  br label %468

467:                                              ; preds = %432
  br label %468

468:                                              ; preds = %432, %454, %455, %456, %457, %458, %459, %460, %461, %462, %463, %464, %465, %466, %467
  %469 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.86, i64 0, i64 0), %467 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.85, i64 0, i64 0), %466 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.84, i64 0, i64 0), %465 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.83, i64 0, i64 0), %464 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.82, i64 0, i64 0), %463 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.81, i64 0, i64 0), %462 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), %461 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.79, i64 0, i64 0), %460 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.78, i64 0, i64 0), %459 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0), %458 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.76, i64 0, i64 0), %457 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0), %456 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.74, i64 0, i64 0), %455 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.73, i64 0, i64 0), %454 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.72, i64 0, i64 0), %432 ]
  %470 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.56, i64 0, i64 0), i32 noundef %452, i8* noundef nonnull %469)
  store i32 0, i32* %164, align 4, !tbaa !9
  %471 = tail call i32 @remove(i8* noundef %8) #10
  %472 = load i32, i32* %164, align 4, !tbaa !9
  switch i32 %472, label %486 [
    i32 0, label %487
    i32 2, label %473
    i32 13, label %474
    i32 9, label %475
    i32 17, label %476
    i32 22, label %477
    i32 21, label %478
    i32 20, label %479
    i32 30, label %480
    i32 29, label %481
    i32 18, label %482
    i32 16, label %483
    i32 39, label %484
    i32 1, label %485
  ]

473:                                              ; preds = %468
  br label %487

474:                                              ; preds = %468
  br label %487

475:                                              ; preds = %468
  br label %487

476:                                              ; preds = %468
  br label %487

477:                                              ; preds = %468
  br label %487

478:                                              ; preds = %468
  br label %487

479:                                              ; preds = %468
  br label %487

480:                                              ; preds = %468
  br label %487

481:                                              ; preds = %468
  br label %487

482:                                              ; preds = %468
  br label %487

483:                                              ; preds = %468
  br label %487

484:                                              ; preds = %468
  br label %487

485:                                              ; preds = %468
  br label %487

486:                                              ; preds = %468
  br label %487

487:                                              ; preds = %468, %473, %474, %475, %476, %477, %478, %479, %480, %481, %482, %483, %484, %485, %486
  %488 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.86, i64 0, i64 0), %486 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.85, i64 0, i64 0), %485 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.84, i64 0, i64 0), %484 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.83, i64 0, i64 0), %483 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.82, i64 0, i64 0), %482 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.81, i64 0, i64 0), %481 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), %480 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.79, i64 0, i64 0), %479 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.78, i64 0, i64 0), %478 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0), %477 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.76, i64 0, i64 0), %476 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0), %475 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.74, i64 0, i64 0), %474 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.73, i64 0, i64 0), %473 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.72, i64 0, i64 0), %468 ]
  %489 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.58, i64 0, i64 0), i32 noundef %471, i8* noundef nonnull %488)
  store i32 0, i32* %164, align 4, !tbaa !9
  %490 = load i32, i32* @in.k, align 4, !tbaa !9
  %491 = add nsw i32 %490, 1
  %492 = srem i32 %491, 4
  store i32 %492, i32* @in.k, align 4, !tbaa !9
  %493 = zext i32 %492 to i64
  %494 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %493, i64 0
  %495 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %494, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %8, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0)) #10
  %496 = load i32, i32* @in.k, align 4, !tbaa !9
  %497 = zext i32 %496 to i64
  %498 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %497, i64 0
  %499 = tail call i32 @remove(i8* noundef nonnull %498) #10
  %500 = load i32, i32* %164, align 4, !tbaa !9
  switch i32 %500, label %514 [
    i32 0, label %515
    i32 2, label %501
    i32 13, label %502
    i32 9, label %503
    i32 17, label %504
    i32 22, label %505
    i32 21, label %506
    i32 20, label %507
    i32 30, label %508
    i32 29, label %509
    i32 18, label %510
    i32 16, label %511
    i32 39, label %512
    i32 1, label %513
  ]

501:                                              ; preds = %487
  br label %515

502:                                              ; preds = %487
  br label %515

503:                                              ; preds = %487
  br label %515

504:                                              ; preds = %487
  br label %515

505:                                              ; preds = %487
  br label %515

506:                                              ; preds = %487
  br label %515

507:                                              ; preds = %487
  br label %515

508:                                              ; preds = %487
  br label %515

509:                                              ; preds = %487
  br label %515

510:                                              ; preds = %487
  br label %515

511:                                              ; preds = %487
  br label %515

512:                                              ; preds = %487
  br label %515

513:                                              ; preds = %487
  br label %515

514:                                              ; preds = %487
  br label %515

515:                                              ; preds = %487, %501, %502, %503, %504, %505, %506, %507, %508, %509, %510, %511, %512, %513, %514
  %516 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.86, i64 0, i64 0), %514 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.85, i64 0, i64 0), %513 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.84, i64 0, i64 0), %512 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.83, i64 0, i64 0), %511 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.82, i64 0, i64 0), %510 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.81, i64 0, i64 0), %509 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), %508 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.79, i64 0, i64 0), %507 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.78, i64 0, i64 0), %506 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0), %505 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.76, i64 0, i64 0), %504 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0), %503 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.74, i64 0, i64 0), %502 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.73, i64 0, i64 0), %501 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.72, i64 0, i64 0), %487 ]
  %517 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.59, i64 0, i64 0), i32 noundef %499, i8* noundef nonnull %516)
  %518 = load i32, i32* @in.k, align 4, !tbaa !9
  %519 = add nsw i32 %518, 1
  %520 = srem i32 %519, 4
  store i32 %520, i32* @in.k, align 4, !tbaa !9
  %521 = zext i32 %520 to i64
  %522 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %521, i64 0
  %523 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %522, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %8, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.57, i64 0, i64 0)) #10
  %524 = load i32, i32* @in.k, align 4, !tbaa !9
  %525 = zext i32 %524 to i64
  %526 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %525, i64 0
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.60, i64 0, i64 0), i8* noundef nonnull %526, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %527 = load i32, i32* @in.k, align 4, !tbaa !9
  %528 = add nsw i32 %527, 1
  %529 = srem i32 %528, 4
  store i32 %529, i32* @in.k, align 4, !tbaa !9
  %530 = zext i32 %529 to i64
  %531 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %530, i64 0
  %532 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %531, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %8, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.62, i64 0, i64 0)) #10
  %533 = load i32, i32* @in.k, align 4, !tbaa !9
  %534 = zext i32 %533 to i64
  %535 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %534, i64 0
  tail call fastcc void @try_fopen(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.61, i64 0, i64 0), i8* noundef nonnull %535, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0))
  store i32 0, i32* %164, align 4, !tbaa !9
  %536 = load i32, i32* @in.k, align 4, !tbaa !9
  %537 = add nsw i32 %536, 1
  %538 = srem i32 %537, 4
  store i32 %538, i32* @in.k, align 4, !tbaa !9
  %539 = zext i32 %538 to i64
  %540 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %539, i64 0
  %541 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %540, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef %8, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.62, i64 0, i64 0)) #10
  %542 = load i32, i32* @in.k, align 4, !tbaa !9
  %543 = zext i32 %542 to i64
  %544 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %543, i64 0
  %545 = tail call i32 @remove(i8* noundef nonnull %544) #10
  %546 = load i32, i32* %164, align 4, !tbaa !9
  switch i32 %546, label %560 [
    i32 0, label %561
    i32 2, label %547
    i32 13, label %548
    i32 9, label %549
    i32 17, label %550
    i32 22, label %551
    i32 21, label %552
    i32 20, label %553
    i32 30, label %554
    i32 29, label %555
    i32 18, label %556
    i32 16, label %557
    i32 39, label %558
    i32 1, label %559
  ]

547:                                              ; preds = %515
  br label %561

548:                                              ; preds = %515
  br label %561

549:                                              ; preds = %515
  br label %561

550:                                              ; preds = %515
  br label %561

551:                                              ; preds = %515
  br label %561

552:                                              ; preds = %515
  br label %561

553:                                              ; preds = %515
  br label %561

554:                                              ; preds = %515
  br label %561

555:                                              ; preds = %515
  br label %561

556:                                              ; preds = %515
  br label %561

557:                                              ; preds = %515
  br label %561

558:                                              ; preds = %515
  br label %561

559:                                              ; preds = %515
  br label %561

560:                                              ; preds = %515
  br label %561

561:                                              ; preds = %515, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560
  %562 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.86, i64 0, i64 0), %560 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.85, i64 0, i64 0), %559 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.84, i64 0, i64 0), %558 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.83, i64 0, i64 0), %557 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.82, i64 0, i64 0), %556 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.81, i64 0, i64 0), %555 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), %554 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.79, i64 0, i64 0), %553 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.78, i64 0, i64 0), %552 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0), %551 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.76, i64 0, i64 0), %550 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0), %549 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.74, i64 0, i64 0), %548 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.73, i64 0, i64 0), %547 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.72, i64 0, i64 0), %515 ]
  %563 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.63, i64 0, i64 0), i32 noundef %545, i8* noundef nonnull %562)
  br label %564

564:                                              ; preds = %2, %561
  %565 = phi i32 [ 0, %561 ], [ 2, %2 ]
  ret i32 %565
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @try_fopen(i8* noundef %0, i8* nocapture noundef readonly %1, i8* noundef readonly %2) unnamed_addr #2 {
  %4 = alloca [64 x i8], align 16
  %5 = tail call i32* @__errno_location() #11
  store i32 0, i32* %5, align 4, !tbaa !9
  %6 = tail call noalias %struct._IO_FILE* @fopen(i8* noundef %1, i8* noundef %2)
  %7 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %7) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %7, i8 0, i64 64, i1 false)
  %8 = icmp ne %struct._IO_FILE* %6, null
  br i1 %8, label %9, label %17

9:                                                ; preds = %3
  %10 = tail call i8* @strchr(i8* noundef nonnull dereferenceable(1) %2, i32 noundef 114) #12
  %11 = icmp eq i8* %10, null
  br i1 %11, label %17, label %12

12:                                               ; preds = %9
  %13 = tail call i8* @strchr(i8* noundef nonnull dereferenceable(1) %2, i32 noundef 43) #12
  %14 = icmp eq i8* %13, null
  br i1 %14, label %15, label %17

15:                                               ; preds = %12
  %16 = call i8* @fgets(i8* noundef nonnull %7, i32 noundef 64, %struct._IO_FILE* noundef nonnull %6)
  br label %17

17:                                               ; preds = %15, %12, %9, %3
  %18 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.65, i64 0, i64 0), %15 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.65, i64 0, i64 0), %12 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.65, i64 0, i64 0), %9 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.66, i64 0, i64 0), %3 ]
  %19 = load i32, i32* %5, align 4, !tbaa !9
  switch i32 %19, label %33 [
    i32 0, label %34
    i32 2, label %20
    i32 13, label %21
    i32 9, label %22
    i32 17, label %23
    i32 22, label %24
    i32 21, label %25
    i32 20, label %26
    i32 30, label %27
    i32 29, label %28
    i32 18, label %29
    i32 16, label %30
    i32 39, label %31
    i32 1, label %32
  ]

20:                                               ; preds = %17
  br label %34

21:                                               ; preds = %17
  br label %34

22:                                               ; preds = %17
  br label %34

23:                                               ; preds = %17
  br label %34

24:                                               ; preds = %17
  br label %34

25:                                               ; preds = %17
  br label %34

26:                                               ; preds = %17
  br label %34

27:                                               ; preds = %17
  br label %34

28:                                               ; preds = %17
  br label %34

29:                                               ; preds = %17
  br label %34

30:                                               ; preds = %17
  br label %34

31:                                               ; preds = %17
  br label %34

32:                                               ; preds = %17
  br label %34

33:                                               ; preds = %17
  br label %34

34:                                               ; preds = %17, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33
  %35 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.86, i64 0, i64 0), %33 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.85, i64 0, i64 0), %32 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.84, i64 0, i64 0), %31 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.83, i64 0, i64 0), %30 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.82, i64 0, i64 0), %29 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.81, i64 0, i64 0), %28 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), %27 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.79, i64 0, i64 0), %26 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.78, i64 0, i64 0), %25 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0), %24 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.76, i64 0, i64 0), %23 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0), %22 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.74, i64 0, i64 0), %21 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.73, i64 0, i64 0), %20 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.72, i64 0, i64 0), %17 ]
  %36 = load i8, i8* %7, align 16
  %37 = icmp ne i8 %36, 0
  %38 = select i1 %8, i1 %37, i1 false
  %39 = select i1 %38, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.67, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.68, i64 0, i64 0)
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.64, i64 0, i64 0), i8* noundef %0, i8* noundef %18, i8* noundef nonnull %35, i8* noundef %39)
  %41 = load i8, i8* %7, align 16
  %42 = icmp ne i8 %41, 0
  %43 = select i1 %8, i1 %42, i1 false
  br i1 %43, label %44, label %46

44:                                               ; preds = %34
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.69, i64 0, i64 0), i8* noundef nonnull %7)
  br label %46

46:                                               ; preds = %44, %34
  br i1 %8, label %47, label %49

47:                                               ; preds = %46
  %48 = call i32 @fclose(%struct._IO_FILE* noundef nonnull %6)
  br label %49

49:                                               ; preds = %47, %46
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %7) #10
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @try_open(i8* noundef %0, i8* nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #0 {
  %4 = tail call i32* @__errno_location() #11
  store i32 0, i32* %4, align 4, !tbaa !9
  %5 = tail call i32 (i8*, i32, ...) @open(i8* noundef %1, i32 noundef %2, i32 noundef 420) #10
  %6 = icmp sgt i32 %5, -1
  %7 = select i1 %6, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.65, i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.66, i64 0, i64 0)
  %8 = load i32, i32* %4, align 4, !tbaa !9
  switch i32 %8, label %22 [
    i32 0, label %23
    i32 2, label %9
    i32 13, label %10
    i32 9, label %11
    i32 17, label %12
    i32 22, label %13
    i32 21, label %14
    i32 20, label %15
    i32 30, label %16
    i32 29, label %17
    i32 18, label %18
    i32 16, label %19
    i32 39, label %20
    i32 1, label %21
  ]

9:                                                ; preds = %3
  br label %23

10:                                               ; preds = %3
  br label %23

11:                                               ; preds = %3
  br label %23

12:                                               ; preds = %3
  br label %23

13:                                               ; preds = %3
  br label %23

14:                                               ; preds = %3
  br label %23

15:                                               ; preds = %3
  br label %23

16:                                               ; preds = %3
  br label %23

17:                                               ; preds = %3
  br label %23

18:                                               ; preds = %3
  br label %23

19:                                               ; preds = %3
  br label %23

20:                                               ; preds = %3
  br label %23

21:                                               ; preds = %3
  br label %23

22:                                               ; preds = %3
  br label %23

23:                                               ; preds = %3, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22
  %24 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.86, i64 0, i64 0), %22 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.85, i64 0, i64 0), %21 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.84, i64 0, i64 0), %20 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.83, i64 0, i64 0), %19 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.82, i64 0, i64 0), %18 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.81, i64 0, i64 0), %17 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), %16 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.79, i64 0, i64 0), %15 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.78, i64 0, i64 0), %14 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0), %13 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.76, i64 0, i64 0), %12 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.75, i64 0, i64 0), %11 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.74, i64 0, i64 0), %10 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.73, i64 0, i64 0), %9 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.72, i64 0, i64 0), %3 ]
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.70, i64 0, i64 0), i8* noundef %0, i8* noundef %7, i8* noundef nonnull %24)
  br i1 %6, label %26, label %28

26:                                               ; preds = %23
  %27 = tail call i32 @close(i32 noundef %5) #10
  br label %28

28:                                               ; preds = %26, %23
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32* @__errno_location() local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @remove(i8* nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @unlink(i8* nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @rename(i8* nocapture noundef readonly, i8* nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @access(i8* nocapture noundef readonly, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @mkdir(i8* nocapture noundef readonly, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noalias noundef %struct._IO_FILE* @fopen(i8* nocapture noundef readonly, i8* nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @fclose(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strchr(i8* noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i8* @fgets(i8* noundef, i32 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree
declare noundef i32 @open(i8* nocapture noundef readonly, i32 noundef, ...) local_unnamed_addr #7

declare i32 @close(i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #6 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { nounwind readnone willreturn }
attributes #12 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
