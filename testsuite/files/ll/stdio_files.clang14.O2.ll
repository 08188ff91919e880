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
@.str.7 = private unnamed_addr constant [10 x i8] c"lines.txt\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"%d: %s\00", align 1
@.str.10 = private unnamed_addr constant [19 x i8] c"feof %d ferror %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [21 x i8] c"fgetc after end: %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [25 x i8] c"after clearerr: feof %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"fclose %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
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
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.106 = private unnamed_addr constant [16 x i8] c"%-22s %zu '%s'\0A\00", align 1
@.str.107 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.108 = private unnamed_addr constant [14 x i8] c"temporary %d\0A\00", align 1
@.str.109 = private unnamed_addr constant [12 x i8] c"tmpfile: %s\00", align 1
@in.buf = internal global [4 x [1024 x i8]] zeroinitializer, align 16
@in.k = internal unnamed_addr global i32 0, align 4
@.str.110 = private unnamed_addr constant [6 x i8] c"%s/%s\00", align 1
@str = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [32 x i8], align 16
  %4 = alloca [64 x i8], align 16
  %5 = alloca [64 x i8], align 16
  %6 = alloca [64 x i8], align 16
  %7 = alloca [64 x i8], align 16
  %8 = alloca [64 x i8], align 16
  %9 = alloca [64 x i8], align 16
  %10 = alloca [64 x i8], align 16
  %11 = alloca [64 x i8], align 16
  %12 = alloca [100 x i8], align 16
  %13 = alloca [64 x i8], align 16
  %14 = alloca [64 x i8], align 16
  %15 = alloca [8 x i8], align 1
  %16 = alloca [16 x i8], align 16
  %17 = alloca [5 x [8 x i8]], align 16
  %18 = alloca %struct._G_fpos_t, align 8
  %19 = alloca [8 x i8], align 1
  %20 = alloca [64 x i8], align 16
  %21 = icmp slt i32 %0, 3
  br i1 %21, label %797, label %22

22:                                               ; preds = %2
  %23 = getelementptr inbounds i8*, i8** %1, i64 1
  %24 = load i8*, i8** %23, align 8, !tbaa !5
  %25 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i64 noundef 512, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i8* noundef %24) #10
  %26 = getelementptr inbounds i8*, i8** %1, i64 2
  %27 = load i8*, i8** %26, align 8, !tbaa !5
  %28 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i64 noundef 512, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i8* noundef %27) #10
  %29 = getelementptr inbounds [64 x i8], [64 x i8]* %20, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %29) #10
  %30 = load i32, i32* @in.k, align 4, !tbaa !9
  %31 = add nsw i32 %30, 1
  %32 = srem i32 %31, 4
  store i32 %32, i32* @in.k, align 4, !tbaa !9
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %33, i64 0
  %35 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %34, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0)) #10
  %36 = load i32, i32* @in.k, align 4, !tbaa !9
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %37, i64 0
  %39 = tail call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %38, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #10
  %40 = call i8* @fgets(i8* noundef nonnull %29, i32 noundef 64, %struct._IO_FILE* noundef %39) #10
  %41 = icmp eq i8* %40, null
  br i1 %41, label %48, label %42

42:                                               ; preds = %22, %42
  %43 = phi i32 [ %44, %42 ], [ 0, %22 ]
  %44 = add nuw nsw i32 %43, 1
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i64 0, i64 0), i32 noundef %44, i8* noundef nonnull %29) #10
  %46 = call i8* @fgets(i8* noundef nonnull %29, i32 noundef 64, %struct._IO_FILE* noundef %39) #10
  %47 = icmp eq i8* %46, null
  br i1 %47, label %48, label %42, !llvm.loop !11

48:                                               ; preds = %42, %22
  %49 = call i32 @feof(%struct._IO_FILE* noundef %39) #10
  %50 = icmp ne i32 %49, 0
  %51 = zext i1 %50 to i32
  %52 = call i32 @ferror(%struct._IO_FILE* noundef %39) #10
  %53 = icmp ne i32 %52, 0
  %54 = zext i1 %53 to i32
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i32 noundef %51, i32 noundef %54) #10
  %56 = call i32 @fgetc(%struct._IO_FILE* noundef %39) #10
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.11, i64 0, i64 0), i32 noundef %56) #10
  call void @clearerr(%struct._IO_FILE* noundef %39) #10
  %58 = call i32 @feof(%struct._IO_FILE* noundef %39) #10
  %59 = icmp ne i32 %58, 0
  %60 = zext i1 %59 to i32
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.12, i64 0, i64 0), i32 noundef %60) #10
  %62 = call i32 @fclose(%struct._IO_FILE* noundef %39) #10
  %63 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.13, i64 0, i64 0), i32 noundef %62) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %29) #10
  %64 = getelementptr inbounds [8 x i8], [8 x i8]* %19, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %64) #10
  %65 = load i32, i32* @in.k, align 4, !tbaa !9
  %66 = add nsw i32 %65, 1
  %67 = srem i32 %66, 4
  store i32 %67, i32* @in.k, align 4, !tbaa !9
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %68, i64 0
  %70 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %69, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0)) #10
  %71 = load i32, i32* @in.k, align 4, !tbaa !9
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %72, i64 0
  %74 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %73, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #10
  %75 = call i8* @fgets(i8* noundef nonnull %64, i32 noundef 8, %struct._IO_FILE* noundef %74) #10
  %76 = icmp eq i8* %75, null
  br i1 %76, label %81, label %77

77:                                               ; preds = %48, %77
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i8* noundef nonnull %64) #10
  %79 = call i8* @fgets(i8* noundef nonnull %64, i32 noundef 8, %struct._IO_FILE* noundef %74) #10
  %80 = icmp eq i8* %79, null
  br i1 %80, label %81, label %77, !llvm.loop !13

81:                                               ; preds = %77, %48
  %82 = call i32 @putchar(i32 10) #10
  %83 = call i32 @fclose(%struct._IO_FILE* noundef %74) #10
  %84 = load i32, i32* @in.k, align 4, !tbaa !9
  %85 = add nsw i32 %84, 1
  %86 = srem i32 %85, 4
  store i32 %86, i32* @in.k, align 4, !tbaa !9
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %87, i64 0
  %89 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %88, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.16, i64 0, i64 0)) #10
  %90 = load i32, i32* @in.k, align 4, !tbaa !9
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %91, i64 0
  %93 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %92, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0)) #10
  %94 = call i8* @fgets(i8* noundef nonnull %64, i32 noundef 1, %struct._IO_FILE* noundef %93) #10
  %95 = icmp eq i8* %94, null
  %96 = select i1 %95, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.20, i64 0, i64 0), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.19, i64 0, i64 0)
  %97 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.18, i64 0, i64 0), i8* noundef %96) #10
  %98 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), i8* noundef nonnull %64) #10
  %99 = call i32 @fclose(%struct._IO_FILE* noundef %93) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %64) #10
  %100 = getelementptr inbounds [16 x i8], [16 x i8]* %16, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %100) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %100, i8 0, i64 16, i1 false) #10
  %101 = load i32, i32* @in.k, align 4, !tbaa !9
  %102 = add nsw i32 %101, 1
  %103 = srem i32 %102, 4
  store i32 %103, i32* @in.k, align 4, !tbaa !9
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %104, i64 0
  %106 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %105, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.22, i64 0, i64 0)) #10
  %107 = load i32, i32* @in.k, align 4, !tbaa !9
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %108, i64 0
  %110 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %109, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #10
  %111 = call i64 @fread(i8* noundef nonnull %100, i64 noundef 1, i64 noundef 10, %struct._IO_FILE* noundef %110) #10
  %112 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.23, i64 0, i64 0), i64 noundef %111) #10
  %113 = call i64 @ftell(%struct._IO_FILE* noundef %110) #10
  %114 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.24, i64 0, i64 0), i8* noundef nonnull %100, i64 noundef %113) #10
  %115 = call i32 @fgetc(%struct._IO_FILE* noundef %110) #10
  %116 = call i32 @ungetc(i32 noundef 90, %struct._IO_FILE* noundef %110) #10
  %117 = call i64 @ftell(%struct._IO_FILE* noundef %110) #10
  %118 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.25, i64 0, i64 0), i32 noundef %115, i32 noundef %116, i64 noundef %117) #10
  %119 = call i32 @fgetc(%struct._IO_FILE* noundef %110) #10
  %120 = call i32 @fgetc(%struct._IO_FILE* noundef %110) #10
  %121 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.26, i64 0, i64 0), i32 noundef %119, i32 noundef %120) #10
  %122 = call i32 @fseek(%struct._IO_FILE* noundef %110, i64 noundef -3, i32 noundef 2) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %100, i8 0, i64 16, i1 false) #10
  %123 = call i64 @fread(i8* noundef nonnull %100, i64 noundef 1, i64 noundef 15, %struct._IO_FILE* noundef %110) #10
  %124 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.27, i64 0, i64 0), i64 noundef %123, i8* noundef nonnull %100) #10
  %125 = call i32 @feof(%struct._IO_FILE* noundef %110) #10
  %126 = icmp ne i32 %125, 0
  %127 = zext i1 %126 to i32
  %128 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i32 noundef %127) #10
  %129 = call i32 @fseek(%struct._IO_FILE* noundef %110, i64 noundef 5, i32 noundef 0) #10
  %130 = call i32 @fgetc(%struct._IO_FILE* noundef %110) #10
  %131 = call i32 @feof(%struct._IO_FILE* noundef %110) #10
  %132 = icmp ne i32 %131, 0
  %133 = zext i1 %132 to i32
  %134 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.29, i64 0, i64 0), i32 noundef %130, i32 noundef %133) #10
  %135 = call i32 @fseek(%struct._IO_FILE* noundef %110, i64 noundef 2, i32 noundef 1) #10
  %136 = call i32 @fgetc(%struct._IO_FILE* noundef %110) #10
  %137 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.30, i64 0, i64 0), i32 noundef %136) #10
  call void @rewind(%struct._IO_FILE* noundef %110) #10
  %138 = call i32 @fgetc(%struct._IO_FILE* noundef %110) #10
  %139 = call i64 @ftell(%struct._IO_FILE* noundef %110) #10
  %140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.31, i64 0, i64 0), i32 noundef %138, i64 noundef %139) #10
  %141 = call i32 @fseek(%struct._IO_FILE* noundef %110, i64 noundef 0, i32 noundef 7) #10
  %142 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.32, i64 0, i64 0), i32 noundef %141) #10
  call void @rewind(%struct._IO_FILE* noundef %110) #10
  %143 = getelementptr inbounds [5 x [8 x i8]], [5 x [8 x i8]]* %17, i64 0, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %143) #10
  %144 = call i64 @fread(i8* noundef nonnull %143, i64 noundef 8, i64 noundef 5, %struct._IO_FILE* noundef %110) #10
  %145 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.33, i64 0, i64 0), i64 noundef %144) #10
  %146 = bitcast %struct._G_fpos_t* %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %146) #10
  %147 = call i32 @fseek(%struct._IO_FILE* noundef %110, i64 noundef 7, i32 noundef 0) #10
  %148 = call i32 @fgetpos(%struct._IO_FILE* noundef %110, %struct._G_fpos_t* noundef nonnull %18) #10
  %149 = call i32 @fgetc(%struct._IO_FILE* noundef %110) #10
  %150 = call i32 @fgetc(%struct._IO_FILE* noundef %110) #10
  %151 = call i32 @fsetpos(%struct._IO_FILE* noundef %110, %struct._G_fpos_t* noundef nonnull %18) #10
  %152 = call i32 @fgetc(%struct._IO_FILE* noundef %110) #10
  %153 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.34, i64 0, i64 0), i32 noundef %152) #10
  %154 = call i32 @fclose(%struct._IO_FILE* noundef %110) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %146) #10
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %143) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %100) #10
  %155 = load i32, i32* @in.k, align 4, !tbaa !9
  %156 = add nsw i32 %155, 1
  %157 = srem i32 %156, 4
  store i32 %157, i32* @in.k, align 4, !tbaa !9
  %158 = zext i32 %157 to i64
  %159 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %158, i64 0
  %160 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %159, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0)) #10
  %161 = load i32, i32* @in.k, align 4, !tbaa !9
  %162 = zext i32 %161 to i64
  %163 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %162, i64 0
  %164 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %163, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #10
  %165 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %164, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.36, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.37, i64 0, i64 0), i32 noundef 42, double noundef 3.250000e+00) #10
  %166 = call i64 @fwrite(i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.38, i64 0, i64 0), i64 16, i64 1, %struct._IO_FILE* %164) #10
  %167 = call i32 @fputc(i32 noundef 120, %struct._IO_FILE* noundef %164) #10
  %168 = call i32 @putc(i32 noundef 121, %struct._IO_FILE* noundef %164) #10
  %169 = call i64 @fwrite(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.39, i64 0, i64 0), i64 noundef 1, i64 noundef 8, %struct._IO_FILE* noundef %164) #10
  %170 = call i64 @ftell(%struct._IO_FILE* noundef %164) #10
  %171 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.40, i64 0, i64 0), i64 noundef %170) #10
  %172 = call i32 @fclose(%struct._IO_FILE* noundef %164) #10
  %173 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.13, i64 0, i64 0), i32 noundef %172) #10
  %174 = load i32, i32* @in.k, align 4, !tbaa !9
  %175 = add nsw i32 %174, 1
  %176 = srem i32 %175, 4
  store i32 %176, i32* @in.k, align 4, !tbaa !9
  %177 = zext i32 %176 to i64
  %178 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %177, i64 0
  %179 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %178, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0)) #10
  %180 = load i32, i32* @in.k, align 4, !tbaa !9
  %181 = zext i32 %180 to i64
  %182 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %181, i64 0
  %183 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %182, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.41, i64 0, i64 0)) #10
  %184 = call i64 @fwrite(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0), i64 9, i64 1, %struct._IO_FILE* %183) #10
  %185 = call i32 @fclose(%struct._IO_FILE* noundef %183) #10
  %186 = load i32, i32* @in.k, align 4, !tbaa !9
  %187 = add nsw i32 %186, 1
  %188 = srem i32 %187, 4
  store i32 %188, i32* @in.k, align 4, !tbaa !9
  %189 = zext i32 %188 to i64
  %190 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %189, i64 0
  %191 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %190, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0)) #10
  %192 = load i32, i32* @in.k, align 4, !tbaa !9
  %193 = zext i32 %192 to i64
  %194 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %193, i64 0
  %195 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %194, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #10
  %196 = getelementptr inbounds [64 x i8], [64 x i8]* %14, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %196) #10
  %197 = call i8* @fgets(i8* noundef nonnull %196, i32 noundef 64, %struct._IO_FILE* noundef %195) #10
  %198 = icmp eq i8* %197, null
  br i1 %198, label %203, label %199

199:                                              ; preds = %81, %199
  %200 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.43, i64 0, i64 0), i8* noundef nonnull %196) #10
  %201 = call i8* @fgets(i8* noundef nonnull %196, i32 noundef 64, %struct._IO_FILE* noundef %195) #10
  %202 = icmp eq i8* %201, null
  br i1 %202, label %203, label %199, !llvm.loop !14

203:                                              ; preds = %199, %81
  %204 = call i32 @fclose(%struct._IO_FILE* noundef %195) #10
  %205 = load i32, i32* @in.k, align 4, !tbaa !9
  %206 = add nsw i32 %205, 1
  %207 = srem i32 %206, 4
  store i32 %207, i32* @in.k, align 4, !tbaa !9
  %208 = zext i32 %207 to i64
  %209 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %208, i64 0
  %210 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %209, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.44, i64 0, i64 0)) #10
  %211 = load i32, i32* @in.k, align 4, !tbaa !9
  %212 = zext i32 %211 to i64
  %213 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %212, i64 0
  %214 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %213, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.45, i64 0, i64 0)) #10
  br label %277

215:                                              ; preds = %277
  %216 = call i32 @fseek(%struct._IO_FILE* noundef %214, i64 noundef 250, i32 noundef 0) #10
  %217 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %217) #10
  %218 = call i64 @fread(i8* noundef nonnull %217, i64 noundef 1, i64 noundef 8, %struct._IO_FILE* noundef %214) #10
  %219 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.46, i64 0, i64 0), i64 noundef %218) #10
  %220 = load i8, i8* %217, align 1, !tbaa !15
  %221 = zext i8 %220 to i32
  %222 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.47, i64 0, i64 0), i32 noundef %221) #10
  %223 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 1
  %224 = load i8, i8* %223, align 1, !tbaa !15
  %225 = zext i8 %224 to i32
  %226 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.47, i64 0, i64 0), i32 noundef %225) #10
  %227 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 2
  %228 = load i8, i8* %227, align 1, !tbaa !15
  %229 = zext i8 %228 to i32
  %230 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.47, i64 0, i64 0), i32 noundef %229) #10
  %231 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 3
  %232 = load i8, i8* %231, align 1, !tbaa !15
  %233 = zext i8 %232 to i32
  %234 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.47, i64 0, i64 0), i32 noundef %233) #10
  %235 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 4
  %236 = load i8, i8* %235, align 1, !tbaa !15
  %237 = zext i8 %236 to i32
  %238 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.47, i64 0, i64 0), i32 noundef %237) #10
  %239 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 5
  %240 = load i8, i8* %239, align 1, !tbaa !15
  %241 = zext i8 %240 to i32
  %242 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.47, i64 0, i64 0), i32 noundef %241) #10
  %243 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 6
  %244 = load i8, i8* %243, align 1, !tbaa !15
  %245 = zext i8 %244 to i32
  %246 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.47, i64 0, i64 0), i32 noundef %245) #10
  %247 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 7
  %248 = load i8, i8* %247, align 1, !tbaa !15
  %249 = zext i8 %248 to i32
  %250 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.47, i64 0, i64 0), i32 noundef %249) #10
  %251 = call i32 @putchar(i32 10) #10
  %252 = call i32 @fseek(%struct._IO_FILE* noundef %214, i64 noundef 1, i32 noundef 0) #10
  %253 = call i64 @fwrite(i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.48, i64 0, i64 0), i64 2, i64 1, %struct._IO_FILE* %214) #10
  %254 = call i32 @fflush(%struct._IO_FILE* noundef %214) #10
  call void @rewind(%struct._IO_FILE* noundef %214) #10
  %255 = call i32 @fgetc(%struct._IO_FILE* noundef %214) #10
  %256 = call i32 @fgetc(%struct._IO_FILE* noundef %214) #10
  %257 = call i32 @fgetc(%struct._IO_FILE* noundef %214) #10
  %258 = call i32 @fgetc(%struct._IO_FILE* noundef %214) #10
  %259 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.49, i64 0, i64 0), i32 noundef %255, i32 noundef %256, i32 noundef %257, i32 noundef %258) #10
  %260 = call i32 @fclose(%struct._IO_FILE* noundef %214) #10
  %261 = load i32, i32* @in.k, align 4, !tbaa !9
  %262 = add nsw i32 %261, 1
  %263 = srem i32 %262, 4
  store i32 %263, i32* @in.k, align 4, !tbaa !9
  %264 = zext i32 %263 to i64
  %265 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %264, i64 0
  %266 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %265, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0)) #10
  %267 = load i32, i32* @in.k, align 4, !tbaa !9
  %268 = zext i32 %267 to i64
  %269 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %268, i64 0
  %270 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %269, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #10
  %271 = tail call i32* @__errno_location() #11
  store i32 0, i32* %271, align 4, !tbaa !9
  %272 = call i32 @fputc(i32 noundef 113, %struct._IO_FILE* noundef %270) #10
  %273 = call i32 @ferror(%struct._IO_FILE* noundef %270) #10
  %274 = icmp ne i32 %273, 0
  %275 = zext i1 %274 to i32
  %276 = load i32, i32* %271, align 4, !tbaa !9
  switch i32 %276, label %296 [
    i32 0, label %297
    i32 2, label %283
    i32 13, label %284
    i32 9, label %285
    i32 17, label %286
    i32 22, label %287
    i32 21, label %288
    i32 20, label %289
    i32 30, label %290
    i32 29, label %291
    i32 18, label %292
    i32 16, label %293
    i32 39, label %294
    i32 1, label %295
  ]

277:                                              ; preds = %277, %203
  %278 = phi i32 [ 0, %203 ], [ %281, %277 ]
  %279 = and i32 %278, 255
  %280 = call i32 @fputc(i32 noundef %279, %struct._IO_FILE* noundef %214) #10
  %281 = add nuw nsw i32 %278, 1
  %282 = icmp eq i32 %281, 300
  br i1 %282, label %215, label %277, !llvm.loop !16

283:                                              ; preds = %215
  br label %297

284:                                              ; preds = %215
  br label %297

285:                                              ; preds = %215
  br label %297

286:                                              ; preds = %215
  br label %297

287:                                              ; preds = %215
  br label %297

288:                                              ; preds = %215
  br label %297

289:                                              ; preds = %215
  br label %297

290:                                              ; preds = %215
  br label %297

291:                                              ; preds = %215
  br label %297

292:                                              ; preds = %215
  br label %297

293:                                              ; preds = %215
  br label %297

294:                                              ; preds = %215
  br label %297

295:                                              ; preds = %215
  br label %297

296:                                              ; preds = %215
  br label %297

297:                                              ; preds = %296, %295, %294, %293, %292, %291, %290, %289, %288, %287, %286, %285, %284, %283, %215
  %298 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.66, i64 0, i64 0), %296 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.65, i64 0, i64 0), %295 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.64, i64 0, i64 0), %294 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %293 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %292 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.61, i64 0, i64 0), %291 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %290 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.59, i64 0, i64 0), %289 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %288 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.57, i64 0, i64 0), %287 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %286 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %285 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %284 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %283 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i64 0, i64 0), %215 ]
  %299 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.50, i64 0, i64 0), i32 noundef %272, i32 noundef %275, i8* noundef nonnull %298) #10
  %300 = call i32 @fclose(%struct._IO_FILE* noundef %270) #10
  %301 = load i32, i32* @in.k, align 4, !tbaa !9
  %302 = add nsw i32 %301, 1
  %303 = srem i32 %302, 4
  store i32 %303, i32* @in.k, align 4, !tbaa !9
  %304 = zext i32 %303 to i64
  %305 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %304, i64 0
  %306 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %305, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0)) #10
  %307 = load i32, i32* @in.k, align 4, !tbaa !9
  %308 = zext i32 %307 to i64
  %309 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %308, i64 0
  %310 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %309, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.41, i64 0, i64 0)) #10
  store i32 0, i32* %271, align 4, !tbaa !9
  %311 = call i32 @fgetc(%struct._IO_FILE* noundef %310) #10
  %312 = call i32 @ferror(%struct._IO_FILE* noundef %310) #10
  %313 = load i32, i32* %271, align 4, !tbaa !9
  switch i32 %313, label %327 [
    i32 0, label %328
    i32 2, label %314
    i32 13, label %315
    i32 9, label %316
    i32 17, label %317
    i32 22, label %318
    i32 21, label %319
    i32 20, label %320
    i32 30, label %321
    i32 29, label %322
    i32 18, label %323
    i32 16, label %324
    i32 39, label %325
    i32 1, label %326
  ]

314:                                              ; preds = %297
  br label %328

315:                                              ; preds = %297
  br label %328

316:                                              ; preds = %297
  br label %328

317:                                              ; preds = %297
  br label %328

318:                                              ; preds = %297
  br label %328

319:                                              ; preds = %297
  br label %328

320:                                              ; preds = %297
  br label %328

321:                                              ; preds = %297
  br label %328

322:                                              ; preds = %297
  br label %328

323:                                              ; preds = %297
  br label %328

324:                                              ; preds = %297
  br label %328

325:                                              ; preds = %297
  br label %328

326:                                              ; preds = %297
  br label %328

327:                                              ; preds = %297
  br label %328

328:                                              ; preds = %297, %314, %315, %316, %317, %318, %319, %320, %321, %322, %323, %324, %325, %326, %327
  %329 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.66, i64 0, i64 0), %327 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.65, i64 0, i64 0), %326 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.64, i64 0, i64 0), %325 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %324 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %323 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.61, i64 0, i64 0), %322 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %321 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.59, i64 0, i64 0), %320 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %319 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.57, i64 0, i64 0), %318 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %317 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %316 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %315 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %314 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i64 0, i64 0), %297 ]
  %330 = icmp ne i32 %312, 0
  %331 = zext i1 %330 to i32
  %332 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.51, i64 0, i64 0), i32 noundef %311, i32 noundef %331, i8* noundef nonnull %329) #10
  %333 = call i32 @fclose(%struct._IO_FILE* noundef %310) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %217) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %196) #10
  store i32 0, i32* %271, align 4, !tbaa !9
  %334 = load i32, i32* @in.k, align 4, !tbaa !9
  %335 = add nsw i32 %334, 1
  %336 = srem i32 %335, 4
  store i32 %336, i32* @in.k, align 4, !tbaa !9
  %337 = zext i32 %336 to i64
  %338 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %337, i64 0
  %339 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %338, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.68, i64 0, i64 0)) #10
  %340 = load i32, i32* @in.k, align 4, !tbaa !9
  %341 = zext i32 %340 to i64
  %342 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %341, i64 0
  %343 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %342, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #10
  %344 = load i32, i32* %271, align 4, !tbaa !9
  switch i32 %344, label %358 [
    i32 0, label %359
    i32 2, label %345
    i32 13, label %346
    i32 9, label %347
    i32 17, label %348
    i32 22, label %349
    i32 21, label %350
    i32 20, label %351
    i32 30, label %352
    i32 29, label %353
    i32 18, label %354
    i32 16, label %355
    i32 39, label %356
    i32 1, label %357
  ]

345:                                              ; preds = %328
  br label %359

346:                                              ; preds = %328
  br label %359

347:                                              ; preds = %328
  br label %359

348:                                              ; preds = %328
  br label %359

349:                                              ; preds = %328
  br label %359

350:                                              ; preds = %328
  br label %359

351:                                              ; preds = %328
  br label %359

352:                                              ; preds = %328
  br label %359

353:                                              ; preds = %328
  br label %359

354:                                              ; preds = %328
  br label %359

355:                                              ; preds = %328
  br label %359

356:                                              ; preds = %328
  br label %359

357:                                              ; preds = %328
  br label %359

358:                                              ; preds = %328
  br label %359

359:                                              ; preds = %358, %357, %356, %355, %354, %353, %352, %351, %350, %349, %348, %347, %346, %345, %328
  %360 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.66, i64 0, i64 0), %358 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.65, i64 0, i64 0), %357 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.64, i64 0, i64 0), %356 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %355 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %354 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.61, i64 0, i64 0), %353 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %352 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.59, i64 0, i64 0), %351 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %350 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.57, i64 0, i64 0), %349 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %348 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %347 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %346 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %345 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i64 0, i64 0), %328 ]
  %361 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.67, i64 0, i64 0), %struct._IO_FILE* noundef %343, i8* noundef nonnull %360) #10
  store i32 0, i32* %271, align 4, !tbaa !9
  %362 = load i32, i32* @in.k, align 4, !tbaa !9
  %363 = add nsw i32 %362, 1
  %364 = srem i32 %363, 4
  store i32 %364, i32* @in.k, align 4, !tbaa !9
  %365 = zext i32 %364 to i64
  %366 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %365, i64 0
  %367 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %366, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0)) #10
  %368 = load i32, i32* @in.k, align 4, !tbaa !9
  %369 = zext i32 %368 to i64
  %370 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %369, i64 0
  %371 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %370, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.70, i64 0, i64 0)) #10
  %372 = load i32, i32* %271, align 4, !tbaa !9
  switch i32 %372, label %386 [
    i32 0, label %387
    i32 2, label %373
    i32 13, label %374
    i32 9, label %375
    i32 17, label %376
    i32 22, label %377
    i32 21, label %378
    i32 20, label %379
    i32 30, label %380
    i32 29, label %381
    i32 18, label %382
    i32 16, label %383
    i32 39, label %384
    i32 1, label %385
  ]

373:                                              ; preds = %359
  br label %387

374:                                              ; preds = %359
  br label %387

375:                                              ; preds = %359
  br label %387

376:                                              ; preds = %359
  br label %387

377:                                              ; preds = %359
  br label %387

378:                                              ; preds = %359
  br label %387

379:                                              ; preds = %359
  br label %387

380:                                              ; preds = %359
  br label %387

381:                                              ; preds = %359
  br label %387

382:                                              ; preds = %359
  br label %387

383:                                              ; preds = %359
  br label %387

384:                                              ; preds = %359
  br label %387

385:                                              ; preds = %359
  br label %387

386:                                              ; preds = %359
  br label %387

387:                                              ; preds = %386, %385, %384, %383, %382, %381, %380, %379, %378, %377, %376, %375, %374, %373, %359
  %388 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.66, i64 0, i64 0), %386 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.65, i64 0, i64 0), %385 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.64, i64 0, i64 0), %384 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %383 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %382 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.61, i64 0, i64 0), %381 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %380 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.59, i64 0, i64 0), %379 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %378 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.57, i64 0, i64 0), %377 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %376 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %375 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %374 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %373 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i64 0, i64 0), %359 ]
  %389 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.69, i64 0, i64 0), %struct._IO_FILE* noundef %371, i8* noundef nonnull %388) #10
  store i32 0, i32* %271, align 4, !tbaa !9
  %390 = load i32, i32* @in.k, align 4, !tbaa !9
  %391 = add nsw i32 %390, 1
  %392 = srem i32 %391, 4
  store i32 %392, i32* @in.k, align 4, !tbaa !9
  %393 = zext i32 %392 to i64
  %394 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %393, i64 0
  %395 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %394, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0)) #10
  %396 = load i32, i32* @in.k, align 4, !tbaa !9
  %397 = zext i32 %396 to i64
  %398 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %397, i64 0
  %399 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %398, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.72, i64 0, i64 0)) #10
  %400 = load i32, i32* %271, align 4, !tbaa !9
  switch i32 %400, label %414 [
    i32 0, label %415
    i32 2, label %401
    i32 13, label %402
    i32 9, label %403
    i32 17, label %404
    i32 22, label %405
    i32 21, label %406
    i32 20, label %407
    i32 30, label %408
    i32 29, label %409
    i32 18, label %410
    i32 16, label %411
    i32 39, label %412
    i32 1, label %413
  ]

401:                                              ; preds = %387
  br label %415

402:                                              ; preds = %387
  br label %415

403:                                              ; preds = %387
  br label %415

404:                                              ; preds = %387
  br label %415

405:                                              ; preds = %387
  br label %415

406:                                              ; preds = %387
  br label %415

407:                                              ; preds = %387
  br label %415

408:                                              ; preds = %387
  br label %415

409:                                              ; preds = %387
  br label %415

410:                                              ; preds = %387
  br label %415

411:                                              ; preds = %387
  br label %415

412:                                              ; preds = %387
  br label %415

413:                                              ; preds = %387
  br label %415

414:                                              ; preds = %387
  br label %415

415:                                              ; preds = %414, %413, %412, %411, %410, %409, %408, %407, %406, %405, %404, %403, %402, %401, %387
  %416 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.66, i64 0, i64 0), %414 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.65, i64 0, i64 0), %413 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.64, i64 0, i64 0), %412 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %411 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %410 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.61, i64 0, i64 0), %409 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %408 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.59, i64 0, i64 0), %407 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %406 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.57, i64 0, i64 0), %405 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %404 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %403 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %402 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %401 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i64 0, i64 0), %387 ]
  %417 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.71, i64 0, i64 0), %struct._IO_FILE* noundef %399, i8* noundef nonnull %416) #10
  %418 = load i32, i32* @in.k, align 4, !tbaa !9
  %419 = add nsw i32 %418, 1
  %420 = srem i32 %419, 4
  store i32 %420, i32* @in.k, align 4, !tbaa !9
  %421 = zext i32 %420 to i64
  %422 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %421, i64 0
  %423 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %422, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0)) #10
  %424 = load i32, i32* @in.k, align 4, !tbaa !9
  %425 = zext i32 %424 to i64
  %426 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %425, i64 0
  %427 = add nsw i32 %424, 1
  %428 = srem i32 %427, 4
  store i32 %428, i32* @in.k, align 4, !tbaa !9
  %429 = zext i32 %428 to i64
  %430 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %429, i64 0
  %431 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %430, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.74, i64 0, i64 0)) #10
  %432 = load i32, i32* @in.k, align 4, !tbaa !9
  %433 = zext i32 %432 to i64
  %434 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %433, i64 0
  %435 = call i32 @rename(i8* noundef nonnull %426, i8* noundef nonnull %434) #10
  %436 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.73, i64 0, i64 0), i32 noundef %435) #10
  store i32 0, i32* %271, align 4, !tbaa !9
  %437 = load i32, i32* @in.k, align 4, !tbaa !9
  %438 = add nsw i32 %437, 1
  %439 = srem i32 %438, 4
  store i32 %439, i32* @in.k, align 4, !tbaa !9
  %440 = zext i32 %439 to i64
  %441 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %440, i64 0
  %442 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %441, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0)) #10
  %443 = load i32, i32* @in.k, align 4, !tbaa !9
  %444 = zext i32 %443 to i64
  %445 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %444, i64 0
  %446 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %445, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #10
  %447 = load i32, i32* %271, align 4, !tbaa !9
  switch i32 %447, label %461 [
    i32 0, label %462
    i32 2, label %448
    i32 13, label %449
    i32 9, label %450
    i32 17, label %451
    i32 22, label %452
    i32 21, label %453
    i32 20, label %454
    i32 30, label %455
    i32 29, label %456
    i32 18, label %457
    i32 16, label %458
    i32 39, label %459
    i32 1, label %460
  ]

448:                                              ; preds = %415
  br label %462

449:                                              ; preds = %415
  br label %462

450:                                              ; preds = %415
  br label %462

451:                                              ; preds = %415
  br label %462

452:                                              ; preds = %415
  br label %462

453:                                              ; preds = %415
  br label %462

454:                                              ; preds = %415
  br label %462

455:                                              ; preds = %415
  br label %462

456:                                              ; preds = %415
  br label %462

457:                                              ; preds = %415
  br label %462

458:                                              ; preds = %415
  br label %462

459:                                              ; preds = %415
  br label %462

460:                                              ; preds = %415
  br label %462

461:                                              ; preds = %415
  br label %462

462:                                              ; preds = %461, %460, %459, %458, %457, %456, %455, %454, %453, %452, %451, %450, %449, %448, %415
  %463 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.66, i64 0, i64 0), %461 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.65, i64 0, i64 0), %460 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.64, i64 0, i64 0), %459 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %458 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %457 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.61, i64 0, i64 0), %456 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %455 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.59, i64 0, i64 0), %454 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %453 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.57, i64 0, i64 0), %452 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %451 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %450 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %449 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %448 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i64 0, i64 0), %415 ]
  %464 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.75, i64 0, i64 0), %struct._IO_FILE* noundef %446, i8* noundef nonnull %463) #10
  %465 = load i32, i32* @in.k, align 4, !tbaa !9
  %466 = add nsw i32 %465, 1
  %467 = srem i32 %466, 4
  store i32 %467, i32* @in.k, align 4, !tbaa !9
  %468 = zext i32 %467 to i64
  %469 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %468, i64 0
  %470 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %469, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.74, i64 0, i64 0)) #10
  %471 = load i32, i32* @in.k, align 4, !tbaa !9
  %472 = zext i32 %471 to i64
  %473 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %472, i64 0
  %474 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %473, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #10
  %475 = getelementptr inbounds [64 x i8], [64 x i8]* %13, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %475) #10
  %476 = call i8* @fgets(i8* noundef nonnull %475, i32 noundef 64, %struct._IO_FILE* noundef %474) #10
  %477 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.76, i64 0, i64 0), i8* noundef %476) #10
  %478 = call i32 @fclose(%struct._IO_FILE* noundef %474) #10
  %479 = load i32, i32* @in.k, align 4, !tbaa !9
  %480 = add nsw i32 %479, 1
  %481 = srem i32 %480, 4
  store i32 %481, i32* @in.k, align 4, !tbaa !9
  %482 = zext i32 %481 to i64
  %483 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %482, i64 0
  %484 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %483, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.22, i64 0, i64 0)) #10
  %485 = load i32, i32* @in.k, align 4, !tbaa !9
  %486 = zext i32 %485 to i64
  %487 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %486, i64 0
  %488 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %487, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #10
  %489 = load i32, i32* @in.k, align 4, !tbaa !9
  %490 = add nsw i32 %489, 1
  %491 = srem i32 %490, 4
  store i32 %491, i32* @in.k, align 4, !tbaa !9
  %492 = zext i32 %491 to i64
  %493 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %492, i64 0
  %494 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %493, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.74, i64 0, i64 0)) #10
  %495 = load i32, i32* @in.k, align 4, !tbaa !9
  %496 = zext i32 %495 to i64
  %497 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %496, i64 0
  %498 = call %struct._IO_FILE* @freopen(i8* noundef nonnull %497, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0), %struct._IO_FILE* noundef %488) #10
  %499 = icmp eq %struct._IO_FILE* %498, %488
  %500 = zext i1 %499 to i32
  %501 = call i8* @fgets(i8* noundef nonnull %475, i32 noundef 64, %struct._IO_FILE* noundef %498) #10
  %502 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.77, i64 0, i64 0), i32 noundef %500, i8* noundef %501) #10
  store i32 0, i32* %271, align 4, !tbaa !9
  %503 = load i32, i32* @in.k, align 4, !tbaa !9
  %504 = add nsw i32 %503, 1
  %505 = srem i32 %504, 4
  store i32 %505, i32* @in.k, align 4, !tbaa !9
  %506 = zext i32 %505 to i64
  %507 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %506, i64 0
  %508 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %507, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i64 0, i64 0)) #10
  %509 = load i32, i32* @in.k, align 4, !tbaa !9
  %510 = zext i32 %509 to i64
  %511 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %510, i64 0
  %512 = call %struct._IO_FILE* @freopen(i8* noundef nonnull %511, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0), %struct._IO_FILE* noundef %498) #10
  %513 = load i32, i32* %271, align 4, !tbaa !9
  switch i32 %513, label %527 [
    i32 0, label %528
    i32 2, label %514
    i32 13, label %515
    i32 9, label %516
    i32 17, label %517
    i32 22, label %518
    i32 21, label %519
    i32 20, label %520
    i32 30, label %521
    i32 29, label %522
    i32 18, label %523
    i32 16, label %524
    i32 39, label %525
    i32 1, label %526
  ]

514:                                              ; preds = %462
  br label %528

515:                                              ; preds = %462
  br label %528

516:                                              ; preds = %462
  br label %528

517:                                              ; preds = %462
  br label %528

518:                                              ; preds = %462
  br label %528

519:                                              ; preds = %462
  br label %528

520:                                              ; preds = %462
  br label %528

521:                                              ; preds = %462
  br label %528

522:                                              ; preds = %462
  br label %528

523:                                              ; preds = %462
  br label %528

524:                                              ; preds = %462
  br label %528

525:                                              ; preds = %462
  br label %528

526:                                              ; preds = %462
  br label %528

527:                                              ; preds = %462
  br label %528

528:                                              ; preds = %527, %526, %525, %524, %523, %522, %521, %520, %519, %518, %517, %516, %515, %514, %462
  %529 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.66, i64 0, i64 0), %527 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.65, i64 0, i64 0), %526 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.64, i64 0, i64 0), %525 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %524 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %523 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.61, i64 0, i64 0), %522 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %521 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.59, i64 0, i64 0), %520 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %519 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.57, i64 0, i64 0), %518 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %517 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %516 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %515 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %514 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i64 0, i64 0), %462 ]
  %530 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.78, i64 0, i64 0), %struct._IO_FILE* noundef %512, i8* noundef nonnull %529) #10
  %531 = load i32, i32* @in.k, align 4, !tbaa !9
  %532 = add nsw i32 %531, 1
  %533 = srem i32 %532, 4
  store i32 %533, i32* @in.k, align 4, !tbaa !9
  %534 = zext i32 %533 to i64
  %535 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %534, i64 0
  %536 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %535, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.74, i64 0, i64 0)) #10
  %537 = load i32, i32* @in.k, align 4, !tbaa !9
  %538 = zext i32 %537 to i64
  %539 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %538, i64 0
  %540 = call i32 @remove(i8* noundef nonnull %539) #10
  %541 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.80, i64 0, i64 0), i32 noundef %540) #10
  store i32 0, i32* %271, align 4, !tbaa !9
  %542 = load i32, i32* @in.k, align 4, !tbaa !9
  %543 = add nsw i32 %542, 1
  %544 = srem i32 %543, 4
  store i32 %544, i32* @in.k, align 4, !tbaa !9
  %545 = zext i32 %544 to i64
  %546 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %545, i64 0
  %547 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %546, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.74, i64 0, i64 0)) #10
  %548 = load i32, i32* @in.k, align 4, !tbaa !9
  %549 = zext i32 %548 to i64
  %550 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %549, i64 0
  %551 = call i32 @remove(i8* noundef nonnull %550) #10
  %552 = load i32, i32* %271, align 4, !tbaa !9
  switch i32 %552, label %566 [
    i32 0, label %567
    i32 2, label %553
    i32 13, label %554
    i32 9, label %555
    i32 17, label %556
    i32 22, label %557
    i32 21, label %558
    i32 20, label %559
    i32 30, label %560
    i32 29, label %561
    i32 18, label %562
    i32 16, label %563
    i32 39, label %564
    i32 1, label %565
  ]

553:                                              ; preds = %528
  br label %567

554:                                              ; preds = %528
  br label %567

555:                                              ; preds = %528
  br label %567

556:                                              ; preds = %528
  br label %567

557:                                              ; preds = %528
  br label %567

558:                                              ; preds = %528
  br label %567

559:                                              ; preds = %528
  br label %567

560:                                              ; preds = %528
  br label %567

561:                                              ; preds = %528
  br label %567

562:                                              ; preds = %528
  br label %567

563:                                              ; preds = %528
  br label %567

564:                                              ; preds = %528
  br label %567

565:                                              ; preds = %528
  br label %567

566:                                              ; preds = %528
  br label %567

567:                                              ; preds = %566, %565, %564, %563, %562, %561, %560, %559, %558, %557, %556, %555, %554, %553, %528
  %568 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.66, i64 0, i64 0), %566 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.65, i64 0, i64 0), %565 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.64, i64 0, i64 0), %564 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %563 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %562 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.61, i64 0, i64 0), %561 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %560 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.59, i64 0, i64 0), %559 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %558 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.57, i64 0, i64 0), %557 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %556 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %555 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %554 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %553 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i64 0, i64 0), %528 ]
  %569 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.81, i64 0, i64 0), i32 noundef %551, i8* noundef nonnull %568) #10
  store i32 0, i32* %271, align 4, !tbaa !9
  %570 = load i32, i32* @in.k, align 4, !tbaa !9
  %571 = add nsw i32 %570, 1
  %572 = srem i32 %571, 4
  store i32 %572, i32* @in.k, align 4, !tbaa !9
  %573 = zext i32 %572 to i64
  %574 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %573, i64 0
  %575 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %574, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.83, i64 0, i64 0)) #10
  %576 = load i32, i32* @in.k, align 4, !tbaa !9
  %577 = zext i32 %576 to i64
  %578 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %577, i64 0
  %579 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %578, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #10
  %580 = load i32, i32* %271, align 4, !tbaa !9
  switch i32 %580, label %594 [
    i32 0, label %595
    i32 2, label %581
    i32 13, label %582
    i32 9, label %583
    i32 17, label %584
    i32 22, label %585
    i32 21, label %586
    i32 20, label %587
    i32 30, label %588
    i32 29, label %589
    i32 18, label %590
    i32 16, label %591
    i32 39, label %592
    i32 1, label %593
  ]

581:                                              ; preds = %567
  br label %595

582:                                              ; preds = %567
  br label %595

583:                                              ; preds = %567
  br label %595

584:                                              ; preds = %567
  br label %595

585:                                              ; preds = %567
  br label %595

586:                                              ; preds = %567
  br label %595

587:                                              ; preds = %567
  br label %595

588:                                              ; preds = %567
  br label %595

589:                                              ; preds = %567
  br label %595

590:                                              ; preds = %567
  br label %595

591:                                              ; preds = %567
  br label %595

592:                                              ; preds = %567
  br label %595

593:                                              ; preds = %567
  br label %595

594:                                              ; preds = %567
  br label %595

595:                                              ; preds = %567, %581, %582, %583, %584, %585, %586, %587, %588, %589, %590, %591, %592, %593, %594
  %596 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.66, i64 0, i64 0), %594 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.65, i64 0, i64 0), %593 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.64, i64 0, i64 0), %592 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %591 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %590 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.61, i64 0, i64 0), %589 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %588 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.59, i64 0, i64 0), %587 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %586 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.57, i64 0, i64 0), %585 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %584 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %583 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %582 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %581 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i64 0, i64 0), %567 ]
  %597 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.82, i64 0, i64 0), %struct._IO_FILE* noundef %579, i8* noundef nonnull %596) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %475) #10
  %598 = load i32, i32* @in.k, align 4, !tbaa !9
  %599 = add nsw i32 %598, 1
  %600 = srem i32 %599, 4
  store i32 %600, i32* @in.k, align 4, !tbaa !9
  %601 = zext i32 %600 to i64
  %602 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %601, i64 0
  %603 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %602, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.84, i64 0, i64 0)) #10
  %604 = load i32, i32* @in.k, align 4, !tbaa !9
  %605 = zext i32 %604 to i64
  %606 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %605, i64 0
  %607 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %606, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #10
  %608 = load i32, i32* @in.k, align 4, !tbaa !9
  %609 = add nsw i32 %608, 1
  %610 = srem i32 %609, 4
  store i32 %610, i32* @in.k, align 4, !tbaa !9
  %611 = zext i32 %610 to i64
  %612 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %611, i64 0
  %613 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %612, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.84, i64 0, i64 0)) #10
  %614 = load i32, i32* @in.k, align 4, !tbaa !9
  %615 = zext i32 %614 to i64
  %616 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %615, i64 0
  %617 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %616, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #10
  %618 = call i32 (%struct._IO_FILE*, i8*, ...) @say(%struct._IO_FILE* noundef %607, i8* undef, i32 noundef 1) #10
  %619 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.85, i64 0, i64 0), i32 noundef %618) #10
  %620 = getelementptr inbounds [64 x i8], [64 x i8]* %11, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %620) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %620, i8 0, i64 64, i1 false) #10
  call void @clearerr(%struct._IO_FILE* noundef %617) #10
  %621 = call i64 @fread(i8* noundef nonnull %620, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %617) #10
  %622 = icmp ult i64 %621, 20
  %623 = select i1 %622, i8* %620, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.107, i64 0, i64 0)
  %624 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.106, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.87, i64 0, i64 0), i64 noundef %621, i8* noundef %623) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %620) #10
  %625 = call i32 @fflush(%struct._IO_FILE* noundef %607) #10
  %626 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %626) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %626, i8 0, i64 64, i1 false) #10
  call void @clearerr(%struct._IO_FILE* noundef %617) #10
  %627 = call i64 @fread(i8* noundef nonnull %626, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %617) #10
  %628 = icmp ult i64 %627, 20
  %629 = select i1 %628, i8* %626, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.107, i64 0, i64 0)
  %630 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.106, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.88, i64 0, i64 0), i64 noundef %627, i8* noundef %629) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %626) #10
  %631 = call i32 @fclose(%struct._IO_FILE* noundef %607) #10
  %632 = call i32 @fclose(%struct._IO_FILE* noundef %617) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(10000) getelementptr inbounds ([10000 x i8], [10000 x i8]* @buffering.big, i64 0, i64 0), i8 98, i64 10000, i1 false) #10
  %633 = load i32, i32* @in.k, align 4, !tbaa !9
  %634 = add nsw i32 %633, 1
  %635 = srem i32 %634, 4
  store i32 %635, i32* @in.k, align 4, !tbaa !9
  %636 = zext i32 %635 to i64
  %637 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %636, i64 0
  %638 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %637, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.89, i64 0, i64 0)) #10
  %639 = load i32, i32* @in.k, align 4, !tbaa !9
  %640 = zext i32 %639 to i64
  %641 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %640, i64 0
  %642 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %641, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #10
  %643 = load i32, i32* @in.k, align 4, !tbaa !9
  %644 = add nsw i32 %643, 1
  %645 = srem i32 %644, 4
  store i32 %645, i32* @in.k, align 4, !tbaa !9
  %646 = zext i32 %645 to i64
  %647 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %646, i64 0
  %648 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %647, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.89, i64 0, i64 0)) #10
  %649 = load i32, i32* @in.k, align 4, !tbaa !9
  %650 = zext i32 %649 to i64
  %651 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %650, i64 0
  %652 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %651, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #10
  %653 = getelementptr inbounds [100 x i8], [100 x i8]* %12, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 100, i8* nonnull %653) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(100) %653, i8 115, i64 100, i1 false) #10
  %654 = call i64 @fwrite(i8* noundef nonnull %653, i64 noundef 1, i64 noundef 100, %struct._IO_FILE* noundef %642) #10
  %655 = getelementptr inbounds [64 x i8], [64 x i8]* %9, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %655) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %655, i8 0, i64 64, i1 false) #10
  call void @clearerr(%struct._IO_FILE* noundef %652) #10
  %656 = call i64 @fread(i8* noundef nonnull %655, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %652) #10
  %657 = icmp ult i64 %656, 20
  %658 = select i1 %657, i8* %655, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.107, i64 0, i64 0)
  %659 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.106, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.90, i64 0, i64 0), i64 noundef %656, i8* noundef %658) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %655) #10
  %660 = call i64 @fwrite(i8* noundef getelementptr inbounds ([10000 x i8], [10000 x i8]* @buffering.big, i64 0, i64 0), i64 noundef 1, i64 noundef 4000, %struct._IO_FILE* noundef %642) #10
  %661 = getelementptr inbounds [64 x i8], [64 x i8]* %8, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %661) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %661, i8 0, i64 64, i1 false) #10
  call void @clearerr(%struct._IO_FILE* noundef %652) #10
  %662 = call i64 @fread(i8* noundef nonnull %661, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %652) #10
  %663 = icmp ult i64 %662, 20
  %664 = select i1 %663, i8* %661, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.107, i64 0, i64 0)
  %665 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.106, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.91, i64 0, i64 0), i64 noundef %662, i8* noundef %664) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %661) #10
  %666 = call i64 @fwrite(i8* noundef getelementptr inbounds ([10000 x i8], [10000 x i8]* @buffering.big, i64 0, i64 0), i64 noundef 1, i64 noundef 5000, %struct._IO_FILE* noundef %642) #10
  %667 = call i32 @fseek(%struct._IO_FILE* noundef %652, i64 noundef 0, i32 noundef 2) #10
  %668 = call i64 @ftell(%struct._IO_FILE* noundef %652) #10
  %669 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.92, i64 0, i64 0), i64 noundef %668) #10
  %670 = call i32 @fclose(%struct._IO_FILE* noundef %642) #10
  %671 = call i32 @fseek(%struct._IO_FILE* noundef %652, i64 noundef 0, i32 noundef 2) #10
  %672 = call i64 @ftell(%struct._IO_FILE* noundef %652) #10
  %673 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.93, i64 0, i64 0), i64 noundef %672) #10
  %674 = call i32 @fclose(%struct._IO_FILE* noundef %652) #10
  %675 = load i32, i32* @in.k, align 4, !tbaa !9
  %676 = add nsw i32 %675, 1
  %677 = srem i32 %676, 4
  store i32 %677, i32* @in.k, align 4, !tbaa !9
  %678 = zext i32 %677 to i64
  %679 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %678, i64 0
  %680 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %679, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.89, i64 0, i64 0)) #10
  %681 = load i32, i32* @in.k, align 4, !tbaa !9
  %682 = zext i32 %681 to i64
  %683 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %682, i64 0
  %684 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %683, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #10
  %685 = load i32, i32* @in.k, align 4, !tbaa !9
  %686 = add nsw i32 %685, 1
  %687 = srem i32 %686, 4
  store i32 %687, i32* @in.k, align 4, !tbaa !9
  %688 = zext i32 %687 to i64
  %689 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %688, i64 0
  %690 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %689, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.89, i64 0, i64 0)) #10
  %691 = load i32, i32* @in.k, align 4, !tbaa !9
  %692 = zext i32 %691 to i64
  %693 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %692, i64 0
  %694 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %693, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #10
  %695 = call i64 @fwrite(i8* noundef getelementptr inbounds ([10000 x i8], [10000 x i8]* @buffering.big, i64 0, i64 0), i64 noundef 1, i64 noundef 9000, %struct._IO_FILE* noundef %684) #10
  %696 = call i32 @fseek(%struct._IO_FILE* noundef %694, i64 noundef 0, i32 noundef 2) #10
  %697 = call i64 @ftell(%struct._IO_FILE* noundef %694) #10
  %698 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.94, i64 0, i64 0), i64 noundef %697) #10
  %699 = call i32 @fclose(%struct._IO_FILE* noundef %684) #10
  %700 = call i32 @fclose(%struct._IO_FILE* noundef %694) #10
  %701 = load i32, i32* @in.k, align 4, !tbaa !9
  %702 = add nsw i32 %701, 1
  %703 = srem i32 %702, 4
  store i32 %703, i32* @in.k, align 4, !tbaa !9
  %704 = zext i32 %703 to i64
  %705 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %704, i64 0
  %706 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %705, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.95, i64 0, i64 0)) #10
  %707 = load i32, i32* @in.k, align 4, !tbaa !9
  %708 = zext i32 %707 to i64
  %709 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %708, i64 0
  %710 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %709, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #10
  %711 = call i32 @setvbuf(%struct._IO_FILE* noundef %710, i8* noundef null, i32 noundef 2, i64 noundef 0) #10
  %712 = load i32, i32* @in.k, align 4, !tbaa !9
  %713 = add nsw i32 %712, 1
  %714 = srem i32 %713, 4
  store i32 %714, i32* @in.k, align 4, !tbaa !9
  %715 = zext i32 %714 to i64
  %716 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %715, i64 0
  %717 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %716, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.95, i64 0, i64 0)) #10
  %718 = load i32, i32* @in.k, align 4, !tbaa !9
  %719 = zext i32 %718 to i64
  %720 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %719, i64 0
  %721 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %720, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #10
  %722 = call i64 @fwrite(i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.96, i64 0, i64 0), i64 7, i64 1, %struct._IO_FILE* %710) #10
  %723 = getelementptr inbounds [64 x i8], [64 x i8]* %7, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %723) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %723, i8 0, i64 64, i1 false) #10
  call void @clearerr(%struct._IO_FILE* noundef %721) #10
  %724 = call i64 @fread(i8* noundef nonnull %723, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %721) #10
  %725 = icmp ult i64 %724, 20
  %726 = select i1 %725, i8* %723, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.107, i64 0, i64 0)
  %727 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.106, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.97, i64 0, i64 0), i64 noundef %724, i8* noundef %726) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %723) #10
  %728 = call i32 @fclose(%struct._IO_FILE* noundef %710) #10
  %729 = call i32 @fclose(%struct._IO_FILE* noundef %721) #10
  %730 = load i32, i32* @in.k, align 4, !tbaa !9
  %731 = add nsw i32 %730, 1
  %732 = srem i32 %731, 4
  store i32 %732, i32* @in.k, align 4, !tbaa !9
  %733 = zext i32 %732 to i64
  %734 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %733, i64 0
  %735 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %734, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.98, i64 0, i64 0)) #10
  %736 = load i32, i32* @in.k, align 4, !tbaa !9
  %737 = zext i32 %736 to i64
  %738 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %737, i64 0
  %739 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %738, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #10
  %740 = call i32 @setvbuf(%struct._IO_FILE* noundef %739, i8* noundef null, i32 noundef 1, i64 noundef 256) #10
  %741 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.99, i64 0, i64 0), i32 noundef %740) #10
  %742 = load i32, i32* @in.k, align 4, !tbaa !9
  %743 = add nsw i32 %742, 1
  %744 = srem i32 %743, 4
  store i32 %744, i32* @in.k, align 4, !tbaa !9
  %745 = zext i32 %744 to i64
  %746 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %745, i64 0
  %747 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %746, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.98, i64 0, i64 0)) #10
  %748 = load i32, i32* @in.k, align 4, !tbaa !9
  %749 = zext i32 %748 to i64
  %750 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %749, i64 0
  %751 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %750, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #10
  %752 = call i64 @fwrite(i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.100, i64 0, i64 0), i64 11, i64 1, %struct._IO_FILE* %739) #10
  %753 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %753) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %753, i8 0, i64 64, i1 false) #10
  call void @clearerr(%struct._IO_FILE* noundef %751) #10
  %754 = call i64 @fread(i8* noundef nonnull %753, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %751) #10
  %755 = icmp ult i64 %754, 20
  %756 = select i1 %755, i8* %753, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.107, i64 0, i64 0)
  %757 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.106, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.101, i64 0, i64 0), i64 noundef %754, i8* noundef %756) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %753) #10
  %758 = call i64 @fwrite(i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.102, i64 0, i64 0), i64 2, i64 1, %struct._IO_FILE* %739) #10
  %759 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %759) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %759, i8 0, i64 64, i1 false) #10
  call void @clearerr(%struct._IO_FILE* noundef %751) #10
  %760 = call i64 @fread(i8* noundef nonnull %759, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %751) #10
  %761 = icmp ult i64 %760, 20
  %762 = select i1 %761, i8* %759, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.107, i64 0, i64 0)
  %763 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.106, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.103, i64 0, i64 0), i64 noundef %760, i8* noundef %762) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %759) #10
  %764 = call i32 @fputc(i32 noundef 10, %struct._IO_FILE* noundef %739) #10
  %765 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %765) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %765, i8 0, i64 64, i1 false) #10
  call void @clearerr(%struct._IO_FILE* noundef %751) #10
  %766 = call i64 @fread(i8* noundef nonnull %765, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %751) #10
  %767 = icmp ult i64 %766, 20
  %768 = select i1 %767, i8* %765, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.107, i64 0, i64 0)
  %769 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.106, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.104, i64 0, i64 0), i64 noundef %766, i8* noundef %768) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %765) #10
  %770 = call i32 @fclose(%struct._IO_FILE* noundef %739) #10
  %771 = call i32 @fclose(%struct._IO_FILE* noundef %751) #10
  %772 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %773 = call i32 @setvbuf(%struct._IO_FILE* noundef %772, i8* noundef null, i32 noundef 12345, i64 noundef 0) #10
  %774 = icmp ne i32 %773, 0
  %775 = zext i1 %774 to i32
  %776 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.105, i64 0, i64 0), i32 noundef %775) #10
  call void @llvm.lifetime.end.p0i8(i64 100, i8* nonnull %653) #10
  %777 = call noalias %struct._IO_FILE* @tmpfile() #10
  %778 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %777, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.108, i64 0, i64 0), i32 noundef 7) #10
  call void @rewind(%struct._IO_FILE* noundef %777) #10
  %779 = getelementptr inbounds [32 x i8], [32 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %779) #10
  %780 = call i8* @fgets(i8* noundef nonnull %779, i32 noundef 32, %struct._IO_FILE* noundef %777) #10
  %781 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.109, i64 0, i64 0), i8* noundef %780) #10
  %782 = call i32 @fclose(%struct._IO_FILE* noundef %777) #10
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %779) #10
  %783 = load i32, i32* @in.k, align 4, !tbaa !9
  %784 = add nsw i32 %783, 1
  %785 = srem i32 %784, 4
  store i32 %785, i32* @in.k, align 4, !tbaa !9
  %786 = zext i32 %785 to i64
  %787 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %786, i64 0
  %788 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %787, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.110, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0)) #10
  %789 = load i32, i32* @in.k, align 4, !tbaa !9
  %790 = zext i32 %789 to i64
  %791 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %790, i64 0
  %792 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %791, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %793 = call i64 @fwrite(i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i64 16, i64 1, %struct._IO_FILE* %792)
  %794 = call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0))
  %795 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i32 noundef %794)
  %796 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i64 0, i64 0))
  br label %797

797:                                              ; preds = %2, %595
  %798 = phi i32 [ 0, %595 ], [ 2, %2 ]
  ret i32 %798
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noalias noundef %struct._IO_FILE* @fopen(i8* nocapture noundef readonly, i8* nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i8* @fgets(i8* noundef, i32 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @feof(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind readonly
declare noundef i32 @ferror(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fgetc(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare void @clearerr(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fclose(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i64 @fread(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i64 @ftell(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @ungetc(i32 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fseek(%struct._IO_FILE* nocapture noundef, i64 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare void @rewind(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fgetpos(%struct._IO_FILE* nocapture noundef, %struct._G_fpos_t* nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fsetpos(%struct._IO_FILE* nocapture noundef, %struct._G_fpos_t* noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fputc(i32 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32* @__errno_location() local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @rename(i8* nocapture noundef readonly, i8* nocapture noundef readonly) local_unnamed_addr #1

declare %struct._IO_FILE* @freopen(i8* noundef, i8* noundef, %struct._IO_FILE* noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @remove(i8* nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal i32 @say(%struct._IO_FILE* nocapture noundef %0, i8* nocapture readnone %1, ...) unnamed_addr #7 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #10
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  call void @llvm.va_start(i8* nonnull %4)
  %6 = call i32 @vfprintf(%struct._IO_FILE* noundef %0, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.86, i64 0, i64 0), %struct.__va_list_tag* noundef nonnull %5)
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #10
  ret i32 %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @setvbuf(%struct._IO_FILE* nocapture noundef, i8* noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #8

; Function Attrs: nofree nounwind
declare noundef i32 @vfprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, %struct.__va_list_tag* noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #8

; Function Attrs: nofree nounwind
declare noalias noundef %struct._IO_FILE* @tmpfile() local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind readonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nosync nounwind willreturn }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { nounwind readnone willreturn }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !12}
