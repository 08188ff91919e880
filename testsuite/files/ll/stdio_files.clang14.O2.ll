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
@.str.77 = private unnamed_addr constant [11 x i8] c"remove %d\0A\00", align 1
@.str.78 = private unnamed_addr constant [20 x i8] c"remove again %d %s\0A\00", align 1
@.str.79 = private unnamed_addr constant [20 x i8] c"sub as file: %p %s\0A\00", align 1
@.str.80 = private unnamed_addr constant [12 x i8] c"lines.txt/x\00", align 1
@.str.81 = private unnamed_addr constant [8 x i8] c"buf.txt\00", align 1
@.str.82 = private unnamed_addr constant [13 x i8] c"vfprintf %d\0A\00", align 1
@.str.83 = private unnamed_addr constant [8 x i8] c"held %d\00", align 1
@.str.84 = private unnamed_addr constant [15 x i8] c"before fflush:\00", align 1
@.str.85 = private unnamed_addr constant [14 x i8] c"after fflush:\00", align 1
@buffering.big = internal global [10000 x i8] zeroinitializer, align 16
@.str.86 = private unnamed_addr constant [8 x i8] c"big.txt\00", align 1
@.str.87 = private unnamed_addr constant [11 x i8] c"100 bytes:\00", align 1
@.str.88 = private unnamed_addr constant [12 x i8] c"4100 bytes:\00", align 1
@.str.89 = private unnamed_addr constant [22 x i8] c"9100 bytes: size %ld\0A\00", align 1
@.str.90 = private unnamed_addr constant [18 x i8] c"closed: size %ld\0A\00", align 1
@.str.91 = private unnamed_addr constant [22 x i8] c"fresh 9000: size %ld\0A\00", align 1
@.str.92 = private unnamed_addr constant [8 x i8] c"nbf.txt\00", align 1
@.str.93 = private unnamed_addr constant [8 x i8] c"at once\00", align 1
@.str.94 = private unnamed_addr constant [8 x i8] c"_IONBF:\00", align 1
@.str.95 = private unnamed_addr constant [8 x i8] c"lbf.txt\00", align 1
@.str.96 = private unnamed_addr constant [12 x i8] c"setvbuf %d\0A\00", align 1
@.str.97 = private unnamed_addr constant [12 x i8] c"one\0Atwo\0Athr\00", align 1
@.str.98 = private unnamed_addr constant [8 x i8] c"_IOLBF:\00", align 1
@.str.99 = private unnamed_addr constant [3 x i8] c"ee\00", align 1
@.str.100 = private unnamed_addr constant [20 x i8] c"_IOLBF, no newline:\00", align 1
@.str.101 = private unnamed_addr constant [17 x i8] c"_IOLBF, newline:\00", align 1
@.str.102 = private unnamed_addr constant [21 x i8] c"setvbuf bad mode %d\0A\00", align 1
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.103 = private unnamed_addr constant [16 x i8] c"%-22s %zu '%s'\0A\00", align 1
@.str.104 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.105 = private unnamed_addr constant [14 x i8] c"temporary %d\0A\00", align 1
@.str.106 = private unnamed_addr constant [12 x i8] c"tmpfile: %s\00", align 1
@in.buf = internal global [4 x [1024 x i8]] zeroinitializer, align 16
@in.k = internal unnamed_addr global i32 0, align 4
@.str.107 = private unnamed_addr constant [6 x i8] c"%s/%s\00", align 1
@str = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: nofree nounwind uwtable
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
  br i1 %21, label %745, label %22

22:                                               ; preds = %2
  %23 = getelementptr inbounds i8*, i8** %1, i64 1
  %24 = load i8*, i8** %23, align 8, !tbaa !5
  %25 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i64 noundef 512, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i8* noundef %24) #8
  %26 = getelementptr inbounds i8*, i8** %1, i64 2
  %27 = load i8*, i8** %26, align 8, !tbaa !5
  %28 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i64 noundef 512, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i8* noundef %27) #8
  %29 = getelementptr inbounds [64 x i8], [64 x i8]* %20, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %29) #8
  %30 = load i32, i32* @in.k, align 4, !tbaa !9
  %31 = add nsw i32 %30, 1
  %32 = srem i32 %31, 4
  store i32 %32, i32* @in.k, align 4, !tbaa !9
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %33, i64 0
  %35 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %34, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0)) #8
  %36 = load i32, i32* @in.k, align 4, !tbaa !9
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %37, i64 0
  %39 = tail call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %38, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #8
  %40 = call i8* @fgets(i8* noundef nonnull %29, i32 noundef 64, %struct._IO_FILE* noundef %39) #8
  %41 = icmp eq i8* %40, null
  br i1 %41, label %48, label %42

42:                                               ; preds = %22, %42
  %43 = phi i32 [ %44, %42 ], [ 0, %22 ]
  %44 = add nuw nsw i32 %43, 1
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i64 0, i64 0), i32 noundef %44, i8* noundef nonnull %29) #8
  %46 = call i8* @fgets(i8* noundef nonnull %29, i32 noundef 64, %struct._IO_FILE* noundef %39) #8
  %47 = icmp eq i8* %46, null
  br i1 %47, label %48, label %42, !llvm.loop !11

48:                                               ; preds = %42, %22
  %49 = call i32 @feof(%struct._IO_FILE* noundef %39) #8
  %50 = icmp ne i32 %49, 0
  %51 = zext i1 %50 to i32
  %52 = call i32 @ferror(%struct._IO_FILE* noundef %39) #8
  %53 = icmp ne i32 %52, 0
  %54 = zext i1 %53 to i32
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i32 noundef %51, i32 noundef %54) #8
  %56 = call i32 @fgetc(%struct._IO_FILE* noundef %39) #8
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.11, i64 0, i64 0), i32 noundef %56) #8
  call void @clearerr(%struct._IO_FILE* noundef %39) #8
  %58 = call i32 @feof(%struct._IO_FILE* noundef %39) #8
  %59 = icmp ne i32 %58, 0
  %60 = zext i1 %59 to i32
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.12, i64 0, i64 0), i32 noundef %60) #8
  %62 = call i32 @fclose(%struct._IO_FILE* noundef %39) #8
  %63 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.13, i64 0, i64 0), i32 noundef %62) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %29) #8
  %64 = getelementptr inbounds [8 x i8], [8 x i8]* %19, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %64) #8
  %65 = load i32, i32* @in.k, align 4, !tbaa !9
  %66 = add nsw i32 %65, 1
  %67 = srem i32 %66, 4
  store i32 %67, i32* @in.k, align 4, !tbaa !9
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %68, i64 0
  %70 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %69, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0)) #8
  %71 = load i32, i32* @in.k, align 4, !tbaa !9
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %72, i64 0
  %74 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %73, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #8
  %75 = call i8* @fgets(i8* noundef nonnull %64, i32 noundef 8, %struct._IO_FILE* noundef %74) #8
  %76 = icmp eq i8* %75, null
  br i1 %76, label %81, label %77

77:                                               ; preds = %48, %77
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i8* noundef nonnull %64) #8
  %79 = call i8* @fgets(i8* noundef nonnull %64, i32 noundef 8, %struct._IO_FILE* noundef %74) #8
  %80 = icmp eq i8* %79, null
  br i1 %80, label %81, label %77, !llvm.loop !13

81:                                               ; preds = %77, %48
  %82 = call i32 @putchar(i32 10) #8
  %83 = call i32 @fclose(%struct._IO_FILE* noundef %74) #8
  %84 = load i32, i32* @in.k, align 4, !tbaa !9
  %85 = add nsw i32 %84, 1
  %86 = srem i32 %85, 4
  store i32 %86, i32* @in.k, align 4, !tbaa !9
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %87, i64 0
  %89 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %88, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.16, i64 0, i64 0)) #8
  %90 = load i32, i32* @in.k, align 4, !tbaa !9
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %91, i64 0
  %93 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %92, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i64 0, i64 0)) #8
  %94 = call i8* @fgets(i8* noundef nonnull %64, i32 noundef 1, %struct._IO_FILE* noundef %93) #8
  %95 = icmp eq i8* %94, null
  %96 = select i1 %95, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.20, i64 0, i64 0), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.19, i64 0, i64 0)
  %97 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.18, i64 0, i64 0), i8* noundef %96) #8
  %98 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), i8* noundef nonnull %64) #8
  %99 = call i32 @fclose(%struct._IO_FILE* noundef %93) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %64) #8
  %100 = getelementptr inbounds [16 x i8], [16 x i8]* %16, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %100) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %100, i8 0, i64 16, i1 false) #8
  %101 = load i32, i32* @in.k, align 4, !tbaa !9
  %102 = add nsw i32 %101, 1
  %103 = srem i32 %102, 4
  store i32 %103, i32* @in.k, align 4, !tbaa !9
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %104, i64 0
  %106 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %105, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.22, i64 0, i64 0)) #8
  %107 = load i32, i32* @in.k, align 4, !tbaa !9
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %108, i64 0
  %110 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %109, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #8
  %111 = call i64 @fread(i8* noundef nonnull %100, i64 noundef 1, i64 noundef 10, %struct._IO_FILE* noundef %110) #8
  %112 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.23, i64 0, i64 0), i64 noundef %111) #8
  %113 = call i64 @ftell(%struct._IO_FILE* noundef %110) #8
  %114 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.24, i64 0, i64 0), i8* noundef nonnull %100, i64 noundef %113) #8
  %115 = call i32 @fgetc(%struct._IO_FILE* noundef %110) #8
  %116 = call i32 @ungetc(i32 noundef 90, %struct._IO_FILE* noundef %110) #8
  %117 = call i64 @ftell(%struct._IO_FILE* noundef %110) #8
  %118 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.25, i64 0, i64 0), i32 noundef %115, i32 noundef %116, i64 noundef %117) #8
  %119 = call i32 @fgetc(%struct._IO_FILE* noundef %110) #8
  %120 = call i32 @fgetc(%struct._IO_FILE* noundef %110) #8
  %121 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.26, i64 0, i64 0), i32 noundef %119, i32 noundef %120) #8
  %122 = call i32 @fseek(%struct._IO_FILE* noundef %110, i64 noundef -3, i32 noundef 2) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %100, i8 0, i64 16, i1 false) #8
  %123 = call i64 @fread(i8* noundef nonnull %100, i64 noundef 1, i64 noundef 15, %struct._IO_FILE* noundef %110) #8
  %124 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.27, i64 0, i64 0), i64 noundef %123, i8* noundef nonnull %100) #8
  %125 = call i32 @feof(%struct._IO_FILE* noundef %110) #8
  %126 = icmp ne i32 %125, 0
  %127 = zext i1 %126 to i32
  %128 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i64 0, i64 0), i32 noundef %127) #8
  %129 = call i32 @fseek(%struct._IO_FILE* noundef %110, i64 noundef 5, i32 noundef 0) #8
  %130 = call i32 @fgetc(%struct._IO_FILE* noundef %110) #8
  %131 = call i32 @feof(%struct._IO_FILE* noundef %110) #8
  %132 = icmp ne i32 %131, 0
  %133 = zext i1 %132 to i32
  %134 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.29, i64 0, i64 0), i32 noundef %130, i32 noundef %133) #8
  %135 = call i32 @fseek(%struct._IO_FILE* noundef %110, i64 noundef 2, i32 noundef 1) #8
  %136 = call i32 @fgetc(%struct._IO_FILE* noundef %110) #8
  %137 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.30, i64 0, i64 0), i32 noundef %136) #8
  call void @rewind(%struct._IO_FILE* noundef %110) #8
  %138 = call i32 @fgetc(%struct._IO_FILE* noundef %110) #8
  %139 = call i64 @ftell(%struct._IO_FILE* noundef %110) #8
  %140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.31, i64 0, i64 0), i32 noundef %138, i64 noundef %139) #8
  %141 = call i32 @fseek(%struct._IO_FILE* noundef %110, i64 noundef 0, i32 noundef 7) #8
  %142 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.32, i64 0, i64 0), i32 noundef %141) #8
  call void @rewind(%struct._IO_FILE* noundef %110) #8
  %143 = getelementptr inbounds [5 x [8 x i8]], [5 x [8 x i8]]* %17, i64 0, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %143) #8
  %144 = call i64 @fread(i8* noundef nonnull %143, i64 noundef 8, i64 noundef 5, %struct._IO_FILE* noundef %110) #8
  %145 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.33, i64 0, i64 0), i64 noundef %144) #8
  %146 = bitcast %struct._G_fpos_t* %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %146) #8
  %147 = call i32 @fseek(%struct._IO_FILE* noundef %110, i64 noundef 7, i32 noundef 0) #8
  %148 = call i32 @fgetpos(%struct._IO_FILE* noundef %110, %struct._G_fpos_t* noundef nonnull %18) #8
  %149 = call i32 @fgetc(%struct._IO_FILE* noundef %110) #8
  %150 = call i32 @fgetc(%struct._IO_FILE* noundef %110) #8
  %151 = call i32 @fsetpos(%struct._IO_FILE* noundef %110, %struct._G_fpos_t* noundef nonnull %18) #8
  %152 = call i32 @fgetc(%struct._IO_FILE* noundef %110) #8
  %153 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.34, i64 0, i64 0), i32 noundef %152) #8
  %154 = call i32 @fclose(%struct._IO_FILE* noundef %110) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %146) #8
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %143) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %100) #8
  %155 = load i32, i32* @in.k, align 4, !tbaa !9
  %156 = add nsw i32 %155, 1
  %157 = srem i32 %156, 4
  store i32 %157, i32* @in.k, align 4, !tbaa !9
  %158 = zext i32 %157 to i64
  %159 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %158, i64 0
  %160 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %159, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0)) #8
  %161 = load i32, i32* @in.k, align 4, !tbaa !9
  %162 = zext i32 %161 to i64
  %163 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %162, i64 0
  %164 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %163, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #8
  %165 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %164, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.36, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.37, i64 0, i64 0), i32 noundef 42, double noundef 3.250000e+00) #8
  %166 = call i64 @fwrite(i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.38, i64 0, i64 0), i64 16, i64 1, %struct._IO_FILE* %164) #8
  %167 = call i32 @fputc(i32 noundef 120, %struct._IO_FILE* noundef %164) #8
  %168 = call i32 @putc(i32 noundef 121, %struct._IO_FILE* noundef %164) #8
  %169 = call i64 @fwrite(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.39, i64 0, i64 0), i64 noundef 1, i64 noundef 8, %struct._IO_FILE* noundef %164) #8
  %170 = call i64 @ftell(%struct._IO_FILE* noundef %164) #8
  %171 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.40, i64 0, i64 0), i64 noundef %170) #8
  %172 = call i32 @fclose(%struct._IO_FILE* noundef %164) #8
  %173 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.13, i64 0, i64 0), i32 noundef %172) #8
  %174 = load i32, i32* @in.k, align 4, !tbaa !9
  %175 = add nsw i32 %174, 1
  %176 = srem i32 %175, 4
  store i32 %176, i32* @in.k, align 4, !tbaa !9
  %177 = zext i32 %176 to i64
  %178 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %177, i64 0
  %179 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %178, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0)) #8
  %180 = load i32, i32* @in.k, align 4, !tbaa !9
  %181 = zext i32 %180 to i64
  %182 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %181, i64 0
  %183 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %182, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.41, i64 0, i64 0)) #8
  %184 = call i64 @fwrite(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0), i64 9, i64 1, %struct._IO_FILE* %183) #8
  %185 = call i32 @fclose(%struct._IO_FILE* noundef %183) #8
  %186 = load i32, i32* @in.k, align 4, !tbaa !9
  %187 = add nsw i32 %186, 1
  %188 = srem i32 %187, 4
  store i32 %188, i32* @in.k, align 4, !tbaa !9
  %189 = zext i32 %188 to i64
  %190 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %189, i64 0
  %191 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %190, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0)) #8
  %192 = load i32, i32* @in.k, align 4, !tbaa !9
  %193 = zext i32 %192 to i64
  %194 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %193, i64 0
  %195 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %194, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #8
  %196 = getelementptr inbounds [64 x i8], [64 x i8]* %14, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %196) #8
  %197 = call i8* @fgets(i8* noundef nonnull %196, i32 noundef 64, %struct._IO_FILE* noundef %195) #8
  %198 = icmp eq i8* %197, null
  br i1 %198, label %203, label %199

199:                                              ; preds = %81, %199
  %200 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.43, i64 0, i64 0), i8* noundef nonnull %196) #8
  %201 = call i8* @fgets(i8* noundef nonnull %196, i32 noundef 64, %struct._IO_FILE* noundef %195) #8
  %202 = icmp eq i8* %201, null
  br i1 %202, label %203, label %199, !llvm.loop !14

203:                                              ; preds = %199, %81
  %204 = call i32 @fclose(%struct._IO_FILE* noundef %195) #8
  %205 = load i32, i32* @in.k, align 4, !tbaa !9
  %206 = add nsw i32 %205, 1
  %207 = srem i32 %206, 4
  store i32 %207, i32* @in.k, align 4, !tbaa !9
  %208 = zext i32 %207 to i64
  %209 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %208, i64 0
  %210 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %209, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.44, i64 0, i64 0)) #8
  %211 = load i32, i32* @in.k, align 4, !tbaa !9
  %212 = zext i32 %211 to i64
  %213 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %212, i64 0
  %214 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %213, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.45, i64 0, i64 0)) #8
  br label %277

215:                                              ; preds = %277
  %216 = call i32 @fseek(%struct._IO_FILE* noundef %214, i64 noundef 250, i32 noundef 0) #8
  %217 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %217) #8
  %218 = call i64 @fread(i8* noundef nonnull %217, i64 noundef 1, i64 noundef 8, %struct._IO_FILE* noundef %214) #8
  %219 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.46, i64 0, i64 0), i64 noundef %218) #8
  %220 = load i8, i8* %217, align 1, !tbaa !15
  %221 = zext i8 %220 to i32
  %222 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.47, i64 0, i64 0), i32 noundef %221) #8
  %223 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 1
  %224 = load i8, i8* %223, align 1, !tbaa !15
  %225 = zext i8 %224 to i32
  %226 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.47, i64 0, i64 0), i32 noundef %225) #8
  %227 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 2
  %228 = load i8, i8* %227, align 1, !tbaa !15
  %229 = zext i8 %228 to i32
  %230 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.47, i64 0, i64 0), i32 noundef %229) #8
  %231 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 3
  %232 = load i8, i8* %231, align 1, !tbaa !15
  %233 = zext i8 %232 to i32
  %234 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.47, i64 0, i64 0), i32 noundef %233) #8
  %235 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 4
  %236 = load i8, i8* %235, align 1, !tbaa !15
  %237 = zext i8 %236 to i32
  %238 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.47, i64 0, i64 0), i32 noundef %237) #8
  %239 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 5
  %240 = load i8, i8* %239, align 1, !tbaa !15
  %241 = zext i8 %240 to i32
  %242 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.47, i64 0, i64 0), i32 noundef %241) #8
  %243 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 6
  %244 = load i8, i8* %243, align 1, !tbaa !15
  %245 = zext i8 %244 to i32
  %246 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.47, i64 0, i64 0), i32 noundef %245) #8
  %247 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 7
  %248 = load i8, i8* %247, align 1, !tbaa !15
  %249 = zext i8 %248 to i32
  %250 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.47, i64 0, i64 0), i32 noundef %249) #8
  %251 = call i32 @putchar(i32 10) #8
  %252 = call i32 @fseek(%struct._IO_FILE* noundef %214, i64 noundef 1, i32 noundef 0) #8
  %253 = call i64 @fwrite(i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.48, i64 0, i64 0), i64 2, i64 1, %struct._IO_FILE* %214) #8
  %254 = call i32 @fflush(%struct._IO_FILE* noundef %214) #8
  call void @rewind(%struct._IO_FILE* noundef %214) #8
  %255 = call i32 @fgetc(%struct._IO_FILE* noundef %214) #8
  %256 = call i32 @fgetc(%struct._IO_FILE* noundef %214) #8
  %257 = call i32 @fgetc(%struct._IO_FILE* noundef %214) #8
  %258 = call i32 @fgetc(%struct._IO_FILE* noundef %214) #8
  %259 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.49, i64 0, i64 0), i32 noundef %255, i32 noundef %256, i32 noundef %257, i32 noundef %258) #8
  %260 = call i32 @fclose(%struct._IO_FILE* noundef %214) #8
  %261 = load i32, i32* @in.k, align 4, !tbaa !9
  %262 = add nsw i32 %261, 1
  %263 = srem i32 %262, 4
  store i32 %263, i32* @in.k, align 4, !tbaa !9
  %264 = zext i32 %263 to i64
  %265 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %264, i64 0
  %266 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %265, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0)) #8
  %267 = load i32, i32* @in.k, align 4, !tbaa !9
  %268 = zext i32 %267 to i64
  %269 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %268, i64 0
  %270 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %269, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #8
  %271 = tail call i32* @__errno_location() #9
  store i32 0, i32* %271, align 4, !tbaa !9
  %272 = call i32 @fputc(i32 noundef 113, %struct._IO_FILE* noundef %270) #8
  %273 = call i32 @ferror(%struct._IO_FILE* noundef %270) #8
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
  %280 = call i32 @fputc(i32 noundef %279, %struct._IO_FILE* noundef %214) #8
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
  %299 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.50, i64 0, i64 0), i32 noundef %272, i32 noundef %275, i8* noundef nonnull %298) #8
  %300 = call i32 @fclose(%struct._IO_FILE* noundef %270) #8
  %301 = load i32, i32* @in.k, align 4, !tbaa !9
  %302 = add nsw i32 %301, 1
  %303 = srem i32 %302, 4
  store i32 %303, i32* @in.k, align 4, !tbaa !9
  %304 = zext i32 %303 to i64
  %305 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %304, i64 0
  %306 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %305, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0)) #8
  %307 = load i32, i32* @in.k, align 4, !tbaa !9
  %308 = zext i32 %307 to i64
  %309 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %308, i64 0
  %310 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %309, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.41, i64 0, i64 0)) #8
  store i32 0, i32* %271, align 4, !tbaa !9
  %311 = call i32 @fgetc(%struct._IO_FILE* noundef %310) #8
  %312 = call i32 @ferror(%struct._IO_FILE* noundef %310) #8
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
  %332 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.51, i64 0, i64 0), i32 noundef %311, i32 noundef %331, i8* noundef nonnull %329) #8
  %333 = call i32 @fclose(%struct._IO_FILE* noundef %310) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %217) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %196) #8
  store i32 0, i32* %271, align 4, !tbaa !9
  %334 = load i32, i32* @in.k, align 4, !tbaa !9
  %335 = add nsw i32 %334, 1
  %336 = srem i32 %335, 4
  store i32 %336, i32* @in.k, align 4, !tbaa !9
  %337 = zext i32 %336 to i64
  %338 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %337, i64 0
  %339 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %338, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.68, i64 0, i64 0)) #8
  %340 = load i32, i32* @in.k, align 4, !tbaa !9
  %341 = zext i32 %340 to i64
  %342 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %341, i64 0
  %343 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %342, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #8
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
  %361 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.67, i64 0, i64 0), %struct._IO_FILE* noundef %343, i8* noundef nonnull %360) #8
  store i32 0, i32* %271, align 4, !tbaa !9
  %362 = load i32, i32* @in.k, align 4, !tbaa !9
  %363 = add nsw i32 %362, 1
  %364 = srem i32 %363, 4
  store i32 %364, i32* @in.k, align 4, !tbaa !9
  %365 = zext i32 %364 to i64
  %366 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %365, i64 0
  %367 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %366, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0)) #8
  %368 = load i32, i32* @in.k, align 4, !tbaa !9
  %369 = zext i32 %368 to i64
  %370 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %369, i64 0
  %371 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %370, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.70, i64 0, i64 0)) #8
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
  %389 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.69, i64 0, i64 0), %struct._IO_FILE* noundef %371, i8* noundef nonnull %388) #8
  store i32 0, i32* %271, align 4, !tbaa !9
  %390 = load i32, i32* @in.k, align 4, !tbaa !9
  %391 = add nsw i32 %390, 1
  %392 = srem i32 %391, 4
  store i32 %392, i32* @in.k, align 4, !tbaa !9
  %393 = zext i32 %392 to i64
  %394 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %393, i64 0
  %395 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %394, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0)) #8
  %396 = load i32, i32* @in.k, align 4, !tbaa !9
  %397 = zext i32 %396 to i64
  %398 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %397, i64 0
  %399 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %398, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.72, i64 0, i64 0)) #8
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
  %417 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.71, i64 0, i64 0), %struct._IO_FILE* noundef %399, i8* noundef nonnull %416) #8
  %418 = load i32, i32* @in.k, align 4, !tbaa !9
  %419 = add nsw i32 %418, 1
  %420 = srem i32 %419, 4
  store i32 %420, i32* @in.k, align 4, !tbaa !9
  %421 = zext i32 %420 to i64
  %422 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %421, i64 0
  %423 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %422, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0)) #8
  %424 = load i32, i32* @in.k, align 4, !tbaa !9
  %425 = zext i32 %424 to i64
  %426 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %425, i64 0
  %427 = add nsw i32 %424, 1
  %428 = srem i32 %427, 4
  store i32 %428, i32* @in.k, align 4, !tbaa !9
  %429 = zext i32 %428 to i64
  %430 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %429, i64 0
  %431 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %430, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.74, i64 0, i64 0)) #8
  %432 = load i32, i32* @in.k, align 4, !tbaa !9
  %433 = zext i32 %432 to i64
  %434 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %433, i64 0
  %435 = call i32 @rename(i8* noundef nonnull %426, i8* noundef nonnull %434) #8
  %436 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.73, i64 0, i64 0), i32 noundef %435) #8
  store i32 0, i32* %271, align 4, !tbaa !9
  %437 = load i32, i32* @in.k, align 4, !tbaa !9
  %438 = add nsw i32 %437, 1
  %439 = srem i32 %438, 4
  store i32 %439, i32* @in.k, align 4, !tbaa !9
  %440 = zext i32 %439 to i64
  %441 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %440, i64 0
  %442 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %441, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.35, i64 0, i64 0)) #8
  %443 = load i32, i32* @in.k, align 4, !tbaa !9
  %444 = zext i32 %443 to i64
  %445 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %444, i64 0
  %446 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %445, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #8
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
  %464 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.75, i64 0, i64 0), %struct._IO_FILE* noundef %446, i8* noundef nonnull %463) #8
  %465 = load i32, i32* @in.k, align 4, !tbaa !9
  %466 = add nsw i32 %465, 1
  %467 = srem i32 %466, 4
  store i32 %467, i32* @in.k, align 4, !tbaa !9
  %468 = zext i32 %467 to i64
  %469 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %468, i64 0
  %470 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %469, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.74, i64 0, i64 0)) #8
  %471 = load i32, i32* @in.k, align 4, !tbaa !9
  %472 = zext i32 %471 to i64
  %473 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %472, i64 0
  %474 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %473, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #8
  %475 = getelementptr inbounds [64 x i8], [64 x i8]* %13, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %475) #8
  %476 = call i8* @fgets(i8* noundef nonnull %475, i32 noundef 64, %struct._IO_FILE* noundef %474) #8
  %477 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.76, i64 0, i64 0), i8* noundef %476) #8
  %478 = call i32 @fclose(%struct._IO_FILE* noundef %474) #8
  %479 = load i32, i32* @in.k, align 4, !tbaa !9
  %480 = add nsw i32 %479, 1
  %481 = srem i32 %480, 4
  store i32 %481, i32* @in.k, align 4, !tbaa !9
  %482 = zext i32 %481 to i64
  %483 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %482, i64 0
  %484 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %483, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.74, i64 0, i64 0)) #8
  %485 = load i32, i32* @in.k, align 4, !tbaa !9
  %486 = zext i32 %485 to i64
  %487 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %486, i64 0
  %488 = call i32 @remove(i8* noundef nonnull %487) #8
  %489 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.77, i64 0, i64 0), i32 noundef %488) #8
  store i32 0, i32* %271, align 4, !tbaa !9
  %490 = load i32, i32* @in.k, align 4, !tbaa !9
  %491 = add nsw i32 %490, 1
  %492 = srem i32 %491, 4
  store i32 %492, i32* @in.k, align 4, !tbaa !9
  %493 = zext i32 %492 to i64
  %494 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %493, i64 0
  %495 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %494, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.74, i64 0, i64 0)) #8
  %496 = load i32, i32* @in.k, align 4, !tbaa !9
  %497 = zext i32 %496 to i64
  %498 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %497, i64 0
  %499 = call i32 @remove(i8* noundef nonnull %498) #8
  %500 = load i32, i32* %271, align 4, !tbaa !9
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

501:                                              ; preds = %462
  br label %515

502:                                              ; preds = %462
  br label %515

503:                                              ; preds = %462
  br label %515

504:                                              ; preds = %462
  br label %515

505:                                              ; preds = %462
  br label %515

506:                                              ; preds = %462
  br label %515

507:                                              ; preds = %462
  br label %515

508:                                              ; preds = %462
  br label %515

509:                                              ; preds = %462
  br label %515

510:                                              ; preds = %462
  br label %515

511:                                              ; preds = %462
  br label %515

512:                                              ; preds = %462
  br label %515

513:                                              ; preds = %462
  br label %515

514:                                              ; preds = %462
  br label %515

515:                                              ; preds = %514, %513, %512, %511, %510, %509, %508, %507, %506, %505, %504, %503, %502, %501, %462
  %516 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.66, i64 0, i64 0), %514 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.65, i64 0, i64 0), %513 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.64, i64 0, i64 0), %512 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %511 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %510 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.61, i64 0, i64 0), %509 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %508 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.59, i64 0, i64 0), %507 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %506 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.57, i64 0, i64 0), %505 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %504 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %503 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %502 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %501 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i64 0, i64 0), %462 ]
  %517 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.78, i64 0, i64 0), i32 noundef %499, i8* noundef nonnull %516) #8
  store i32 0, i32* %271, align 4, !tbaa !9
  %518 = load i32, i32* @in.k, align 4, !tbaa !9
  %519 = add nsw i32 %518, 1
  %520 = srem i32 %519, 4
  store i32 %520, i32* @in.k, align 4, !tbaa !9
  %521 = zext i32 %520 to i64
  %522 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %521, i64 0
  %523 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %522, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.80, i64 0, i64 0)) #8
  %524 = load i32, i32* @in.k, align 4, !tbaa !9
  %525 = zext i32 %524 to i64
  %526 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %525, i64 0
  %527 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %526, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #8
  %528 = load i32, i32* %271, align 4, !tbaa !9
  switch i32 %528, label %542 [
    i32 0, label %543
    i32 2, label %529
    i32 13, label %530
    i32 9, label %531
    i32 17, label %532
    i32 22, label %533
    i32 21, label %534
    i32 20, label %535
    i32 30, label %536
    i32 29, label %537
    i32 18, label %538
    i32 16, label %539
    i32 39, label %540
    i32 1, label %541
  ]

529:                                              ; preds = %515
  br label %543

530:                                              ; preds = %515
  br label %543

531:                                              ; preds = %515
  br label %543

532:                                              ; preds = %515
  br label %543

533:                                              ; preds = %515
  br label %543

534:                                              ; preds = %515
  br label %543

535:                                              ; preds = %515
  br label %543

536:                                              ; preds = %515
  br label %543

537:                                              ; preds = %515
  br label %543

538:                                              ; preds = %515
  br label %543

539:                                              ; preds = %515
  br label %543

540:                                              ; preds = %515
  br label %543

541:                                              ; preds = %515
  br label %543

542:                                              ; preds = %515
  br label %543

543:                                              ; preds = %515, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542
  %544 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.66, i64 0, i64 0), %542 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.65, i64 0, i64 0), %541 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.64, i64 0, i64 0), %540 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %539 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %538 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.61, i64 0, i64 0), %537 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %536 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.59, i64 0, i64 0), %535 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %534 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.57, i64 0, i64 0), %533 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %532 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %531 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %530 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %529 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i64 0, i64 0), %515 ]
  %545 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.79, i64 0, i64 0), %struct._IO_FILE* noundef %527, i8* noundef nonnull %544) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %475) #8
  %546 = load i32, i32* @in.k, align 4, !tbaa !9
  %547 = add nsw i32 %546, 1
  %548 = srem i32 %547, 4
  store i32 %548, i32* @in.k, align 4, !tbaa !9
  %549 = zext i32 %548 to i64
  %550 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %549, i64 0
  %551 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %550, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.81, i64 0, i64 0)) #8
  %552 = load i32, i32* @in.k, align 4, !tbaa !9
  %553 = zext i32 %552 to i64
  %554 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %553, i64 0
  %555 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %554, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #8
  %556 = load i32, i32* @in.k, align 4, !tbaa !9
  %557 = add nsw i32 %556, 1
  %558 = srem i32 %557, 4
  store i32 %558, i32* @in.k, align 4, !tbaa !9
  %559 = zext i32 %558 to i64
  %560 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %559, i64 0
  %561 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %560, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.81, i64 0, i64 0)) #8
  %562 = load i32, i32* @in.k, align 4, !tbaa !9
  %563 = zext i32 %562 to i64
  %564 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %563, i64 0
  %565 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %564, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #8
  %566 = call i32 (%struct._IO_FILE*, i8*, ...) @say(%struct._IO_FILE* noundef %555, i8* undef, i32 noundef 1) #8
  %567 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.82, i64 0, i64 0), i32 noundef %566) #8
  %568 = getelementptr inbounds [64 x i8], [64 x i8]* %11, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %568) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %568, i8 0, i64 64, i1 false) #8
  call void @clearerr(%struct._IO_FILE* noundef %565) #8
  %569 = call i64 @fread(i8* noundef nonnull %568, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %565) #8
  %570 = icmp ult i64 %569, 20
  %571 = select i1 %570, i8* %568, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.104, i64 0, i64 0)
  %572 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.103, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.84, i64 0, i64 0), i64 noundef %569, i8* noundef %571) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %568) #8
  %573 = call i32 @fflush(%struct._IO_FILE* noundef %555) #8
  %574 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %574) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %574, i8 0, i64 64, i1 false) #8
  call void @clearerr(%struct._IO_FILE* noundef %565) #8
  %575 = call i64 @fread(i8* noundef nonnull %574, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %565) #8
  %576 = icmp ult i64 %575, 20
  %577 = select i1 %576, i8* %574, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.104, i64 0, i64 0)
  %578 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.103, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.85, i64 0, i64 0), i64 noundef %575, i8* noundef %577) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %574) #8
  %579 = call i32 @fclose(%struct._IO_FILE* noundef %555) #8
  %580 = call i32 @fclose(%struct._IO_FILE* noundef %565) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(10000) getelementptr inbounds ([10000 x i8], [10000 x i8]* @buffering.big, i64 0, i64 0), i8 98, i64 10000, i1 false) #8
  %581 = load i32, i32* @in.k, align 4, !tbaa !9
  %582 = add nsw i32 %581, 1
  %583 = srem i32 %582, 4
  store i32 %583, i32* @in.k, align 4, !tbaa !9
  %584 = zext i32 %583 to i64
  %585 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %584, i64 0
  %586 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %585, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.86, i64 0, i64 0)) #8
  %587 = load i32, i32* @in.k, align 4, !tbaa !9
  %588 = zext i32 %587 to i64
  %589 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %588, i64 0
  %590 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %589, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #8
  %591 = load i32, i32* @in.k, align 4, !tbaa !9
  %592 = add nsw i32 %591, 1
  %593 = srem i32 %592, 4
  store i32 %593, i32* @in.k, align 4, !tbaa !9
  %594 = zext i32 %593 to i64
  %595 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %594, i64 0
  %596 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %595, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.86, i64 0, i64 0)) #8
  %597 = load i32, i32* @in.k, align 4, !tbaa !9
  %598 = zext i32 %597 to i64
  %599 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %598, i64 0
  %600 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %599, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #8
  %601 = getelementptr inbounds [100 x i8], [100 x i8]* %12, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 100, i8* nonnull %601) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(100) %601, i8 115, i64 100, i1 false) #8
  %602 = call i64 @fwrite(i8* noundef nonnull %601, i64 noundef 1, i64 noundef 100, %struct._IO_FILE* noundef %590) #8
  %603 = getelementptr inbounds [64 x i8], [64 x i8]* %9, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %603) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %603, i8 0, i64 64, i1 false) #8
  call void @clearerr(%struct._IO_FILE* noundef %600) #8
  %604 = call i64 @fread(i8* noundef nonnull %603, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %600) #8
  %605 = icmp ult i64 %604, 20
  %606 = select i1 %605, i8* %603, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.104, i64 0, i64 0)
  %607 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.103, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.87, i64 0, i64 0), i64 noundef %604, i8* noundef %606) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %603) #8
  %608 = call i64 @fwrite(i8* noundef getelementptr inbounds ([10000 x i8], [10000 x i8]* @buffering.big, i64 0, i64 0), i64 noundef 1, i64 noundef 4000, %struct._IO_FILE* noundef %590) #8
  %609 = getelementptr inbounds [64 x i8], [64 x i8]* %8, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %609) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %609, i8 0, i64 64, i1 false) #8
  call void @clearerr(%struct._IO_FILE* noundef %600) #8
  %610 = call i64 @fread(i8* noundef nonnull %609, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %600) #8
  %611 = icmp ult i64 %610, 20
  %612 = select i1 %611, i8* %609, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.104, i64 0, i64 0)
  %613 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.103, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.88, i64 0, i64 0), i64 noundef %610, i8* noundef %612) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %609) #8
  %614 = call i64 @fwrite(i8* noundef getelementptr inbounds ([10000 x i8], [10000 x i8]* @buffering.big, i64 0, i64 0), i64 noundef 1, i64 noundef 5000, %struct._IO_FILE* noundef %590) #8
  %615 = call i32 @fseek(%struct._IO_FILE* noundef %600, i64 noundef 0, i32 noundef 2) #8
  %616 = call i64 @ftell(%struct._IO_FILE* noundef %600) #8
  %617 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.89, i64 0, i64 0), i64 noundef %616) #8
  %618 = call i32 @fclose(%struct._IO_FILE* noundef %590) #8
  %619 = call i32 @fseek(%struct._IO_FILE* noundef %600, i64 noundef 0, i32 noundef 2) #8
  %620 = call i64 @ftell(%struct._IO_FILE* noundef %600) #8
  %621 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.90, i64 0, i64 0), i64 noundef %620) #8
  %622 = call i32 @fclose(%struct._IO_FILE* noundef %600) #8
  %623 = load i32, i32* @in.k, align 4, !tbaa !9
  %624 = add nsw i32 %623, 1
  %625 = srem i32 %624, 4
  store i32 %625, i32* @in.k, align 4, !tbaa !9
  %626 = zext i32 %625 to i64
  %627 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %626, i64 0
  %628 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %627, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.86, i64 0, i64 0)) #8
  %629 = load i32, i32* @in.k, align 4, !tbaa !9
  %630 = zext i32 %629 to i64
  %631 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %630, i64 0
  %632 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %631, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #8
  %633 = load i32, i32* @in.k, align 4, !tbaa !9
  %634 = add nsw i32 %633, 1
  %635 = srem i32 %634, 4
  store i32 %635, i32* @in.k, align 4, !tbaa !9
  %636 = zext i32 %635 to i64
  %637 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %636, i64 0
  %638 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %637, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.86, i64 0, i64 0)) #8
  %639 = load i32, i32* @in.k, align 4, !tbaa !9
  %640 = zext i32 %639 to i64
  %641 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %640, i64 0
  %642 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %641, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #8
  %643 = call i64 @fwrite(i8* noundef getelementptr inbounds ([10000 x i8], [10000 x i8]* @buffering.big, i64 0, i64 0), i64 noundef 1, i64 noundef 9000, %struct._IO_FILE* noundef %632) #8
  %644 = call i32 @fseek(%struct._IO_FILE* noundef %642, i64 noundef 0, i32 noundef 2) #8
  %645 = call i64 @ftell(%struct._IO_FILE* noundef %642) #8
  %646 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.91, i64 0, i64 0), i64 noundef %645) #8
  %647 = call i32 @fclose(%struct._IO_FILE* noundef %632) #8
  %648 = call i32 @fclose(%struct._IO_FILE* noundef %642) #8
  %649 = load i32, i32* @in.k, align 4, !tbaa !9
  %650 = add nsw i32 %649, 1
  %651 = srem i32 %650, 4
  store i32 %651, i32* @in.k, align 4, !tbaa !9
  %652 = zext i32 %651 to i64
  %653 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %652, i64 0
  %654 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %653, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.92, i64 0, i64 0)) #8
  %655 = load i32, i32* @in.k, align 4, !tbaa !9
  %656 = zext i32 %655 to i64
  %657 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %656, i64 0
  %658 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %657, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #8
  %659 = call i32 @setvbuf(%struct._IO_FILE* noundef %658, i8* noundef null, i32 noundef 2, i64 noundef 0) #8
  %660 = load i32, i32* @in.k, align 4, !tbaa !9
  %661 = add nsw i32 %660, 1
  %662 = srem i32 %661, 4
  store i32 %662, i32* @in.k, align 4, !tbaa !9
  %663 = zext i32 %662 to i64
  %664 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %663, i64 0
  %665 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %664, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.92, i64 0, i64 0)) #8
  %666 = load i32, i32* @in.k, align 4, !tbaa !9
  %667 = zext i32 %666 to i64
  %668 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %667, i64 0
  %669 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %668, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #8
  %670 = call i64 @fwrite(i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.93, i64 0, i64 0), i64 7, i64 1, %struct._IO_FILE* %658) #8
  %671 = getelementptr inbounds [64 x i8], [64 x i8]* %7, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %671) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %671, i8 0, i64 64, i1 false) #8
  call void @clearerr(%struct._IO_FILE* noundef %669) #8
  %672 = call i64 @fread(i8* noundef nonnull %671, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %669) #8
  %673 = icmp ult i64 %672, 20
  %674 = select i1 %673, i8* %671, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.104, i64 0, i64 0)
  %675 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.103, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.94, i64 0, i64 0), i64 noundef %672, i8* noundef %674) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %671) #8
  %676 = call i32 @fclose(%struct._IO_FILE* noundef %658) #8
  %677 = call i32 @fclose(%struct._IO_FILE* noundef %669) #8
  %678 = load i32, i32* @in.k, align 4, !tbaa !9
  %679 = add nsw i32 %678, 1
  %680 = srem i32 %679, 4
  store i32 %680, i32* @in.k, align 4, !tbaa !9
  %681 = zext i32 %680 to i64
  %682 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %681, i64 0
  %683 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %682, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.95, i64 0, i64 0)) #8
  %684 = load i32, i32* @in.k, align 4, !tbaa !9
  %685 = zext i32 %684 to i64
  %686 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %685, i64 0
  %687 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %686, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #8
  %688 = call i32 @setvbuf(%struct._IO_FILE* noundef %687, i8* noundef null, i32 noundef 1, i64 noundef 256) #8
  %689 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.96, i64 0, i64 0), i32 noundef %688) #8
  %690 = load i32, i32* @in.k, align 4, !tbaa !9
  %691 = add nsw i32 %690, 1
  %692 = srem i32 %691, 4
  store i32 %692, i32* @in.k, align 4, !tbaa !9
  %693 = zext i32 %692 to i64
  %694 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %693, i64 0
  %695 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %694, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.95, i64 0, i64 0)) #8
  %696 = load i32, i32* @in.k, align 4, !tbaa !9
  %697 = zext i32 %696 to i64
  %698 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %697, i64 0
  %699 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %698, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)) #8
  %700 = call i64 @fwrite(i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.97, i64 0, i64 0), i64 11, i64 1, %struct._IO_FILE* %687) #8
  %701 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %701) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %701, i8 0, i64 64, i1 false) #8
  call void @clearerr(%struct._IO_FILE* noundef %699) #8
  %702 = call i64 @fread(i8* noundef nonnull %701, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %699) #8
  %703 = icmp ult i64 %702, 20
  %704 = select i1 %703, i8* %701, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.104, i64 0, i64 0)
  %705 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.103, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.98, i64 0, i64 0), i64 noundef %702, i8* noundef %704) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %701) #8
  %706 = call i64 @fwrite(i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.99, i64 0, i64 0), i64 2, i64 1, %struct._IO_FILE* %687) #8
  %707 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %707) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %707, i8 0, i64 64, i1 false) #8
  call void @clearerr(%struct._IO_FILE* noundef %699) #8
  %708 = call i64 @fread(i8* noundef nonnull %707, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %699) #8
  %709 = icmp ult i64 %708, 20
  %710 = select i1 %709, i8* %707, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.104, i64 0, i64 0)
  %711 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.103, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.100, i64 0, i64 0), i64 noundef %708, i8* noundef %710) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %707) #8
  %712 = call i32 @fputc(i32 noundef 10, %struct._IO_FILE* noundef %687) #8
  %713 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %713) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %713, i8 0, i64 64, i1 false) #8
  call void @clearerr(%struct._IO_FILE* noundef %699) #8
  %714 = call i64 @fread(i8* noundef nonnull %713, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %699) #8
  %715 = icmp ult i64 %714, 20
  %716 = select i1 %715, i8* %713, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.104, i64 0, i64 0)
  %717 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.103, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.101, i64 0, i64 0), i64 noundef %714, i8* noundef %716) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %713) #8
  %718 = call i32 @fclose(%struct._IO_FILE* noundef %687) #8
  %719 = call i32 @fclose(%struct._IO_FILE* noundef %699) #8
  %720 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %721 = call i32 @setvbuf(%struct._IO_FILE* noundef %720, i8* noundef null, i32 noundef 12345, i64 noundef 0) #8
  %722 = icmp ne i32 %721, 0
  %723 = zext i1 %722 to i32
  %724 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.102, i64 0, i64 0), i32 noundef %723) #8
  call void @llvm.lifetime.end.p0i8(i64 100, i8* nonnull %601) #8
  %725 = call noalias %struct._IO_FILE* @tmpfile() #8
  %726 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %725, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.105, i64 0, i64 0), i32 noundef 7) #8
  call void @rewind(%struct._IO_FILE* noundef %725) #8
  %727 = getelementptr inbounds [32 x i8], [32 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %727) #8
  %728 = call i8* @fgets(i8* noundef nonnull %727, i32 noundef 32, %struct._IO_FILE* noundef %725) #8
  %729 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.106, i64 0, i64 0), i8* noundef %728) #8
  %730 = call i32 @fclose(%struct._IO_FILE* noundef %725) #8
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %727) #8
  %731 = load i32, i32* @in.k, align 4, !tbaa !9
  %732 = add nsw i32 %731, 1
  %733 = srem i32 %732, 4
  store i32 %733, i32* @in.k, align 4, !tbaa !9
  %734 = zext i32 %733 to i64
  %735 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %734, i64 0
  %736 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %735, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.107, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0)) #8
  %737 = load i32, i32* @in.k, align 4, !tbaa !9
  %738 = zext i32 %737 to i64
  %739 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %738, i64 0
  %740 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %739, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %741 = call i64 @fwrite(i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i64 16, i64 1, %struct._IO_FILE* %740)
  %742 = call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0))
  %743 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i32 noundef %742)
  %744 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i64 0, i64 0))
  br label %745

745:                                              ; preds = %2, %543
  %746 = phi i32 [ 0, %543 ], [ 2, %2 ]
  ret i32 %746
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

; Function Attrs: nofree nounwind
declare noundef i32 @remove(i8* nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal i32 @say(%struct._IO_FILE* nocapture noundef %0, i8* nocapture readnone %1, ...) unnamed_addr #0 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #8
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  call void @llvm.va_start(i8* nonnull %4)
  %6 = call i32 @vfprintf(%struct._IO_FILE* noundef %0, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.83, i64 0, i64 0), %struct.__va_list_tag* noundef nonnull %5)
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #8
  ret i32 %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @setvbuf(%struct._IO_FILE* nocapture noundef, i8* noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #6

; Function Attrs: nofree nounwind
declare noundef i32 @vfprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, %struct.__va_list_tag* noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #6

; Function Attrs: nofree nounwind
declare noalias noundef %struct._IO_FILE* @tmpfile() local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind readonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind readnone willreturn }

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
