; ModuleID = 'stdio_files.c'
source_filename = "stdio_files.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@ro = internal global [512 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@rw = internal global [512 x i8] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [12 x i8] c"at-exit.txt\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"w\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"written at exit\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"lines.txt\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"%d: %s\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"feof %d ferror %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"fgetc after end: %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"after clearerr: feof %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"fclose %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.14 = private unnamed_addr constant [15 x i8] c"sub/nested.txt\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"rb\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"nested: %s\00", align 1
@.str.17 = private unnamed_addr constant [13 x i8] c"empty string\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"NULL\00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c" '%s'\0A\00", align 1
@.str.20 = private unnamed_addr constant [10 x i8] c"alpha.txt\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"fread %zu\0A\00", align 1
@.str.22 = private unnamed_addr constant [19 x i8] c"got %s, ftell %ld\0A\00", align 1
@.str.23 = private unnamed_addr constant [31 x i8] c"next %c, ungetc %c, ftell %ld\0A\00", align 1
@.str.24 = private unnamed_addr constant [11 x i8] c"then %c%c\0A\00", align 1
@.str.25 = private unnamed_addr constant [20 x i8] c"at end-3: %zu '%s'\0A\00", align 1
@.str.26 = private unnamed_addr constant [9 x i8] c"feof %d\0A\00", align 1
@.str.27 = private unnamed_addr constant [21 x i8] c"seek 5: %c, feof %d\0A\00", align 1
@.str.28 = private unnamed_addr constant [11 x i8] c"cur+2: %c\0A\00", align 1
@.str.29 = private unnamed_addr constant [22 x i8] c"rewind: %c ftell %ld\0A\00", align 1
@.str.30 = private unnamed_addr constant [22 x i8] c"fseek bad whence: %d\0A\00", align 1
@.str.31 = private unnamed_addr constant [13 x i8] c"records %zu\0A\00", align 1
@.str.32 = private unnamed_addr constant [8 x i8] c"out.txt\00", align 1
@.str.33 = private unnamed_addr constant [12 x i8] c"%s %d %.2f\0A\00", align 1
@.str.34 = private unnamed_addr constant [8 x i8] c"numbers\00", align 1
@.str.35 = private unnamed_addr constant [17 x i8] c"a line by fputs\0A\00", align 1
@.str.36 = private unnamed_addr constant [9 x i8] c"\0Afwrite\0A\00", align 1
@.str.37 = private unnamed_addr constant [11 x i8] c"ftell %ld\0A\00", align 1
@.str.38 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.39 = private unnamed_addr constant [10 x i8] c"appended\0A\00", align 1
@.str.40 = private unnamed_addr constant [9 x i8] c"back: %s\00", align 1
@.str.41 = private unnamed_addr constant [7 x i8] c"rw.bin\00", align 1
@.str.42 = private unnamed_addr constant [4 x i8] c"w+b\00", align 1
@.str.43 = private unnamed_addr constant [10 x i8] c"read %zu:\00", align 1
@.str.44 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.45 = private unnamed_addr constant [3 x i8] c"AB\00", align 1
@.str.46 = private unnamed_addr constant [17 x i8] c"r+: %d %d %d %d\0A\00", align 1
@.str.47 = private unnamed_addr constant [29 x i8] c"fputc on r: %d ferror %d %s\0A\00", align 1
@.str.48 = private unnamed_addr constant [29 x i8] c"fgetc on a: %d ferror %d %s\0A\00", align 1
@.str.49 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.50 = private unnamed_addr constant [7 x i8] c"ENOENT\00", align 1
@.str.51 = private unnamed_addr constant [7 x i8] c"EACCES\00", align 1
@.str.52 = private unnamed_addr constant [6 x i8] c"EBADF\00", align 1
@.str.53 = private unnamed_addr constant [7 x i8] c"EEXIST\00", align 1
@.str.54 = private unnamed_addr constant [7 x i8] c"EINVAL\00", align 1
@.str.55 = private unnamed_addr constant [7 x i8] c"EISDIR\00", align 1
@.str.56 = private unnamed_addr constant [8 x i8] c"ENOTDIR\00", align 1
@.str.57 = private unnamed_addr constant [6 x i8] c"EROFS\00", align 1
@.str.58 = private unnamed_addr constant [7 x i8] c"ESPIPE\00", align 1
@.str.59 = private unnamed_addr constant [6 x i8] c"EXDEV\00", align 1
@.str.60 = private unnamed_addr constant [6 x i8] c"EBUSY\00", align 1
@.str.61 = private unnamed_addr constant [10 x i8] c"ENOTEMPTY\00", align 1
@.str.62 = private unnamed_addr constant [6 x i8] c"EPERM\00", align 1
@.str.63 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@.str.64 = private unnamed_addr constant [16 x i8] c"missing: %p %s\0A\00", align 1
@.str.65 = private unnamed_addr constant [9 x i8] c"nope.txt\00", align 1
@.str.66 = private unnamed_addr constant [17 x i8] c"bad mode: %p %s\0A\00", align 1
@.str.67 = private unnamed_addr constant [2 x i8] c"q\00", align 1
@.str.68 = private unnamed_addr constant [22 x i8] c"x on existing: %p %s\0A\00", align 1
@.str.69 = private unnamed_addr constant [3 x i8] c"wx\00", align 1
@.str.70 = private unnamed_addr constant [11 x i8] c"rename %d\0A\00", align 1
@.str.71 = private unnamed_addr constant [10 x i8] c"moved.txt\00", align 1
@.str.72 = private unnamed_addr constant [17 x i8] c"old gone: %p %s\0A\00", align 1
@.str.73 = private unnamed_addr constant [10 x i8] c"moved: %s\00", align 1
@.str.74 = private unnamed_addr constant [11 x i8] c"remove %d\0A\00", align 1
@.str.75 = private unnamed_addr constant [20 x i8] c"remove again %d %s\0A\00", align 1
@.str.76 = private unnamed_addr constant [20 x i8] c"sub as file: %p %s\0A\00", align 1
@.str.77 = private unnamed_addr constant [12 x i8] c"lines.txt/x\00", align 1
@.str.78 = private unnamed_addr constant [8 x i8] c"buf.txt\00", align 1
@.str.79 = private unnamed_addr constant [13 x i8] c"vfprintf %d\0A\00", align 1
@.str.80 = private unnamed_addr constant [8 x i8] c"held %d\00", align 1
@.str.81 = private unnamed_addr constant [15 x i8] c"before fflush:\00", align 1
@.str.82 = private unnamed_addr constant [14 x i8] c"after fflush:\00", align 1
@buffering.big = internal global [10000 x i8] zeroinitializer, align 16
@.str.83 = private unnamed_addr constant [8 x i8] c"big.txt\00", align 1
@.str.84 = private unnamed_addr constant [11 x i8] c"100 bytes:\00", align 1
@.str.85 = private unnamed_addr constant [12 x i8] c"4100 bytes:\00", align 1
@.str.86 = private unnamed_addr constant [22 x i8] c"9100 bytes: size %ld\0A\00", align 1
@.str.87 = private unnamed_addr constant [18 x i8] c"closed: size %ld\0A\00", align 1
@.str.88 = private unnamed_addr constant [22 x i8] c"fresh 9000: size %ld\0A\00", align 1
@.str.89 = private unnamed_addr constant [8 x i8] c"nbf.txt\00", align 1
@.str.90 = private unnamed_addr constant [8 x i8] c"at once\00", align 1
@.str.91 = private unnamed_addr constant [8 x i8] c"_IONBF:\00", align 1
@.str.92 = private unnamed_addr constant [8 x i8] c"lbf.txt\00", align 1
@.str.93 = private unnamed_addr constant [12 x i8] c"setvbuf %d\0A\00", align 1
@.str.94 = private unnamed_addr constant [12 x i8] c"one\0Atwo\0Athr\00", align 1
@.str.95 = private unnamed_addr constant [8 x i8] c"_IOLBF:\00", align 1
@.str.96 = private unnamed_addr constant [3 x i8] c"ee\00", align 1
@.str.97 = private unnamed_addr constant [20 x i8] c"_IOLBF, no newline:\00", align 1
@.str.98 = private unnamed_addr constant [17 x i8] c"_IOLBF, newline:\00", align 1
@.str.99 = private unnamed_addr constant [21 x i8] c"setvbuf bad mode %d\0A\00", align 1
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.100 = private unnamed_addr constant [16 x i8] c"%-22s %zu '%s'\0A\00", align 1
@.str.101 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.102 = private unnamed_addr constant [14 x i8] c"temporary %d\0A\00", align 1
@.str.103 = private unnamed_addr constant [12 x i8] c"tmpfile: %s\00", align 1
@in.buf = internal global [4 x [1024 x i8]] zeroinitializer, align 16
@in.k = internal unnamed_addr global i32 0, align 4
@.str.104 = private unnamed_addr constant [6 x i8] c"%s/%s\00", align 1
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
  %18 = alloca [8 x i8], align 1
  %19 = alloca [64 x i8], align 16
  %20 = icmp slt i32 %0, 3
  br i1 %20, label %734, label %21

21:                                               ; preds = %2
  %22 = getelementptr inbounds i8*, i8** %1, i64 1
  %23 = load i8*, i8** %22, align 8, !tbaa !5
  %24 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i64 noundef 512, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i8* noundef %23) #8
  %25 = getelementptr inbounds i8*, i8** %1, i64 2
  %26 = load i8*, i8** %25, align 8, !tbaa !5
  %27 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i64 noundef 512, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i8* noundef %26) #8
  %28 = getelementptr inbounds [64 x i8], [64 x i8]* %19, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %28) #8
  %29 = load i32, i32* @in.k, align 4, !tbaa !9
  %30 = add nsw i32 %29, 1
  %31 = srem i32 %30, 4
  store i32 %31, i32* @in.k, align 4, !tbaa !9
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %32, i64 0
  %34 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %33, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0)) #8
  %35 = load i32, i32* @in.k, align 4, !tbaa !9
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %36, i64 0
  %38 = tail call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %37, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #8
  %39 = call i8* @fgets(i8* noundef nonnull %28, i32 noundef 64, %struct._IO_FILE* noundef %38) #8
  %40 = icmp eq i8* %39, null
  br i1 %40, label %47, label %41

41:                                               ; preds = %21, %41
  %42 = phi i32 [ %43, %41 ], [ 0, %21 ]
  %43 = add nuw nsw i32 %42, 1
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef %43, i8* noundef nonnull %28) #8
  %45 = call i8* @fgets(i8* noundef nonnull %28, i32 noundef 64, %struct._IO_FILE* noundef %38) #8
  %46 = icmp eq i8* %45, null
  br i1 %46, label %47, label %41, !llvm.loop !11

47:                                               ; preds = %41, %21
  %48 = call i32 @feof(%struct._IO_FILE* noundef %38) #8
  %49 = icmp ne i32 %48, 0
  %50 = zext i1 %49 to i32
  %51 = call i32 @ferror(%struct._IO_FILE* noundef %38) #8
  %52 = icmp ne i32 %51, 0
  %53 = zext i1 %52 to i32
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i64 0, i64 0), i32 noundef %50, i32 noundef %53) #8
  %55 = call i32 @fgetc(%struct._IO_FILE* noundef %38) #8
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.9, i64 0, i64 0), i32 noundef %55) #8
  call void @clearerr(%struct._IO_FILE* noundef %38) #8
  %57 = call i32 @feof(%struct._IO_FILE* noundef %38) #8
  %58 = icmp ne i32 %57, 0
  %59 = zext i1 %58 to i32
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i64 0, i64 0), i32 noundef %59) #8
  %61 = call i32 @fclose(%struct._IO_FILE* noundef %38) #8
  %62 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i64 0, i64 0), i32 noundef %61) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %28) #8
  %63 = getelementptr inbounds [8 x i8], [8 x i8]* %18, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %63) #8
  %64 = load i32, i32* @in.k, align 4, !tbaa !9
  %65 = add nsw i32 %64, 1
  %66 = srem i32 %65, 4
  store i32 %66, i32* @in.k, align 4, !tbaa !9
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %67, i64 0
  %69 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %68, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0)) #8
  %70 = load i32, i32* @in.k, align 4, !tbaa !9
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %71, i64 0
  %73 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %72, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #8
  %74 = call i8* @fgets(i8* noundef nonnull %63, i32 noundef 8, %struct._IO_FILE* noundef %73) #8
  %75 = icmp eq i8* %74, null
  br i1 %75, label %80, label %76

76:                                               ; preds = %47, %76
  %77 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.12, i64 0, i64 0), i8* noundef nonnull %63) #8
  %78 = call i8* @fgets(i8* noundef nonnull %63, i32 noundef 8, %struct._IO_FILE* noundef %73) #8
  %79 = icmp eq i8* %78, null
  br i1 %79, label %80, label %76, !llvm.loop !13

80:                                               ; preds = %76, %47
  %81 = call i32 @putchar(i32 10) #8
  %82 = call i32 @fclose(%struct._IO_FILE* noundef %73) #8
  %83 = load i32, i32* @in.k, align 4, !tbaa !9
  %84 = add nsw i32 %83, 1
  %85 = srem i32 %84, 4
  store i32 %85, i32* @in.k, align 4, !tbaa !9
  %86 = zext i32 %85 to i64
  %87 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %86, i64 0
  %88 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %87, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.14, i64 0, i64 0)) #8
  %89 = load i32, i32* @in.k, align 4, !tbaa !9
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %90, i64 0
  %92 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %91, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)) #8
  %93 = call i8* @fgets(i8* noundef nonnull %63, i32 noundef 1, %struct._IO_FILE* noundef %92) #8
  %94 = icmp eq i8* %93, null
  %95 = select i1 %94, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.17, i64 0, i64 0)
  %96 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.16, i64 0, i64 0), i8* noundef %95) #8
  %97 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.19, i64 0, i64 0), i8* noundef nonnull %63) #8
  %98 = call i32 @fclose(%struct._IO_FILE* noundef %92) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %63) #8
  %99 = getelementptr inbounds [16 x i8], [16 x i8]* %16, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %99) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %99, i8 0, i64 16, i1 false) #8
  %100 = load i32, i32* @in.k, align 4, !tbaa !9
  %101 = add nsw i32 %100, 1
  %102 = srem i32 %101, 4
  store i32 %102, i32* @in.k, align 4, !tbaa !9
  %103 = zext i32 %102 to i64
  %104 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %103, i64 0
  %105 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %104, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.20, i64 0, i64 0)) #8
  %106 = load i32, i32* @in.k, align 4, !tbaa !9
  %107 = zext i32 %106 to i64
  %108 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %107, i64 0
  %109 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %108, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #8
  %110 = call i64 @fread(i8* noundef nonnull %99, i64 noundef 1, i64 noundef 10, %struct._IO_FILE* noundef %109) #8
  %111 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.21, i64 0, i64 0), i64 noundef %110) #8
  %112 = call i64 @ftell(%struct._IO_FILE* noundef %109) #8
  %113 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.22, i64 0, i64 0), i8* noundef nonnull %99, i64 noundef %112) #8
  %114 = call i32 @fgetc(%struct._IO_FILE* noundef %109) #8
  %115 = call i32 @ungetc(i32 noundef 90, %struct._IO_FILE* noundef %109) #8
  %116 = call i64 @ftell(%struct._IO_FILE* noundef %109) #8
  %117 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.23, i64 0, i64 0), i32 noundef %114, i32 noundef %115, i64 noundef %116) #8
  %118 = call i32 @fgetc(%struct._IO_FILE* noundef %109) #8
  %119 = call i32 @fgetc(%struct._IO_FILE* noundef %109) #8
  %120 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.24, i64 0, i64 0), i32 noundef %118, i32 noundef %119) #8
  %121 = call i32 @fseek(%struct._IO_FILE* noundef %109, i64 noundef -3, i32 noundef 2) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %99, i8 0, i64 16, i1 false) #8
  %122 = call i64 @fread(i8* noundef nonnull %99, i64 noundef 1, i64 noundef 15, %struct._IO_FILE* noundef %109) #8
  %123 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.25, i64 0, i64 0), i64 noundef %122, i8* noundef nonnull %99) #8
  %124 = call i32 @feof(%struct._IO_FILE* noundef %109) #8
  %125 = icmp ne i32 %124, 0
  %126 = zext i1 %125 to i32
  %127 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.26, i64 0, i64 0), i32 noundef %126) #8
  %128 = call i32 @fseek(%struct._IO_FILE* noundef %109, i64 noundef 5, i32 noundef 0) #8
  %129 = call i32 @fgetc(%struct._IO_FILE* noundef %109) #8
  %130 = call i32 @feof(%struct._IO_FILE* noundef %109) #8
  %131 = icmp ne i32 %130, 0
  %132 = zext i1 %131 to i32
  %133 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.27, i64 0, i64 0), i32 noundef %129, i32 noundef %132) #8
  %134 = call i32 @fseek(%struct._IO_FILE* noundef %109, i64 noundef 2, i32 noundef 1) #8
  %135 = call i32 @fgetc(%struct._IO_FILE* noundef %109) #8
  %136 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.28, i64 0, i64 0), i32 noundef %135) #8
  call void @rewind(%struct._IO_FILE* noundef %109) #8
  %137 = call i32 @fgetc(%struct._IO_FILE* noundef %109) #8
  %138 = call i64 @ftell(%struct._IO_FILE* noundef %109) #8
  %139 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.29, i64 0, i64 0), i32 noundef %137, i64 noundef %138) #8
  %140 = call i32 @fseek(%struct._IO_FILE* noundef %109, i64 noundef 0, i32 noundef 7) #8
  %141 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.30, i64 0, i64 0), i32 noundef %140) #8
  call void @rewind(%struct._IO_FILE* noundef %109) #8
  %142 = getelementptr inbounds [5 x [8 x i8]], [5 x [8 x i8]]* %17, i64 0, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %142) #8
  %143 = call i64 @fread(i8* noundef nonnull %142, i64 noundef 8, i64 noundef 5, %struct._IO_FILE* noundef %109) #8
  %144 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.31, i64 0, i64 0), i64 noundef %143) #8
  %145 = call i32 @fclose(%struct._IO_FILE* noundef %109) #8
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %142) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %99) #8
  %146 = load i32, i32* @in.k, align 4, !tbaa !9
  %147 = add nsw i32 %146, 1
  %148 = srem i32 %147, 4
  store i32 %148, i32* @in.k, align 4, !tbaa !9
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %149, i64 0
  %151 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %150, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.32, i64 0, i64 0)) #8
  %152 = load i32, i32* @in.k, align 4, !tbaa !9
  %153 = zext i32 %152 to i64
  %154 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %153, i64 0
  %155 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %154, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #8
  %156 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %155, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.33, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.34, i64 0, i64 0), i32 noundef 42, double noundef 3.250000e+00) #8
  %157 = call i64 @fwrite(i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.35, i64 0, i64 0), i64 16, i64 1, %struct._IO_FILE* %155) #8
  %158 = call i32 @fputc(i32 noundef 120, %struct._IO_FILE* noundef %155) #8
  %159 = call i32 @putc(i32 noundef 121, %struct._IO_FILE* noundef %155) #8
  %160 = call i64 @fwrite(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.36, i64 0, i64 0), i64 noundef 1, i64 noundef 8, %struct._IO_FILE* noundef %155) #8
  %161 = call i64 @ftell(%struct._IO_FILE* noundef %155) #8
  %162 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.37, i64 0, i64 0), i64 noundef %161) #8
  %163 = call i32 @fclose(%struct._IO_FILE* noundef %155) #8
  %164 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i64 0, i64 0), i32 noundef %163) #8
  %165 = load i32, i32* @in.k, align 4, !tbaa !9
  %166 = add nsw i32 %165, 1
  %167 = srem i32 %166, 4
  store i32 %167, i32* @in.k, align 4, !tbaa !9
  %168 = zext i32 %167 to i64
  %169 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %168, i64 0
  %170 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %169, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.32, i64 0, i64 0)) #8
  %171 = load i32, i32* @in.k, align 4, !tbaa !9
  %172 = zext i32 %171 to i64
  %173 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %172, i64 0
  %174 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %173, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.38, i64 0, i64 0)) #8
  %175 = call i64 @fwrite(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.39, i64 0, i64 0), i64 9, i64 1, %struct._IO_FILE* %174) #8
  %176 = call i32 @fclose(%struct._IO_FILE* noundef %174) #8
  %177 = load i32, i32* @in.k, align 4, !tbaa !9
  %178 = add nsw i32 %177, 1
  %179 = srem i32 %178, 4
  store i32 %179, i32* @in.k, align 4, !tbaa !9
  %180 = zext i32 %179 to i64
  %181 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %180, i64 0
  %182 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %181, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.32, i64 0, i64 0)) #8
  %183 = load i32, i32* @in.k, align 4, !tbaa !9
  %184 = zext i32 %183 to i64
  %185 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %184, i64 0
  %186 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %185, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #8
  %187 = getelementptr inbounds [64 x i8], [64 x i8]* %14, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %187) #8
  %188 = call i8* @fgets(i8* noundef nonnull %187, i32 noundef 64, %struct._IO_FILE* noundef %186) #8
  %189 = icmp eq i8* %188, null
  br i1 %189, label %194, label %190

190:                                              ; preds = %80, %190
  %191 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.40, i64 0, i64 0), i8* noundef nonnull %187) #8
  %192 = call i8* @fgets(i8* noundef nonnull %187, i32 noundef 64, %struct._IO_FILE* noundef %186) #8
  %193 = icmp eq i8* %192, null
  br i1 %193, label %194, label %190, !llvm.loop !14

194:                                              ; preds = %190, %80
  %195 = call i32 @fclose(%struct._IO_FILE* noundef %186) #8
  %196 = load i32, i32* @in.k, align 4, !tbaa !9
  %197 = add nsw i32 %196, 1
  %198 = srem i32 %197, 4
  store i32 %198, i32* @in.k, align 4, !tbaa !9
  %199 = zext i32 %198 to i64
  %200 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %199, i64 0
  %201 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %200, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.41, i64 0, i64 0)) #8
  %202 = load i32, i32* @in.k, align 4, !tbaa !9
  %203 = zext i32 %202 to i64
  %204 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %203, i64 0
  %205 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %204, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.42, i64 0, i64 0)) #8
  br label %268

206:                                              ; preds = %268
  %207 = call i32 @fseek(%struct._IO_FILE* noundef %205, i64 noundef 250, i32 noundef 0) #8
  %208 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %208) #8
  %209 = call i64 @fread(i8* noundef nonnull %208, i64 noundef 1, i64 noundef 8, %struct._IO_FILE* noundef %205) #8
  %210 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.43, i64 0, i64 0), i64 noundef %209) #8
  %211 = load i8, i8* %208, align 1, !tbaa !15
  %212 = zext i8 %211 to i32
  %213 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0), i32 noundef %212) #8
  %214 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 1
  %215 = load i8, i8* %214, align 1, !tbaa !15
  %216 = zext i8 %215 to i32
  %217 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0), i32 noundef %216) #8
  %218 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 2
  %219 = load i8, i8* %218, align 1, !tbaa !15
  %220 = zext i8 %219 to i32
  %221 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0), i32 noundef %220) #8
  %222 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 3
  %223 = load i8, i8* %222, align 1, !tbaa !15
  %224 = zext i8 %223 to i32
  %225 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0), i32 noundef %224) #8
  %226 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 4
  %227 = load i8, i8* %226, align 1, !tbaa !15
  %228 = zext i8 %227 to i32
  %229 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0), i32 noundef %228) #8
  %230 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 5
  %231 = load i8, i8* %230, align 1, !tbaa !15
  %232 = zext i8 %231 to i32
  %233 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0), i32 noundef %232) #8
  %234 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 6
  %235 = load i8, i8* %234, align 1, !tbaa !15
  %236 = zext i8 %235 to i32
  %237 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0), i32 noundef %236) #8
  %238 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 7
  %239 = load i8, i8* %238, align 1, !tbaa !15
  %240 = zext i8 %239 to i32
  %241 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0), i32 noundef %240) #8
  %242 = call i32 @putchar(i32 10) #8
  %243 = call i32 @fseek(%struct._IO_FILE* noundef %205, i64 noundef 1, i32 noundef 0) #8
  %244 = call i64 @fwrite(i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.45, i64 0, i64 0), i64 2, i64 1, %struct._IO_FILE* %205) #8
  %245 = call i32 @fflush(%struct._IO_FILE* noundef %205) #8
  call void @rewind(%struct._IO_FILE* noundef %205) #8
  %246 = call i32 @fgetc(%struct._IO_FILE* noundef %205) #8
  %247 = call i32 @fgetc(%struct._IO_FILE* noundef %205) #8
  %248 = call i32 @fgetc(%struct._IO_FILE* noundef %205) #8
  %249 = call i32 @fgetc(%struct._IO_FILE* noundef %205) #8
  %250 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.46, i64 0, i64 0), i32 noundef %246, i32 noundef %247, i32 noundef %248, i32 noundef %249) #8
  %251 = call i32 @fclose(%struct._IO_FILE* noundef %205) #8
  %252 = load i32, i32* @in.k, align 4, !tbaa !9
  %253 = add nsw i32 %252, 1
  %254 = srem i32 %253, 4
  store i32 %254, i32* @in.k, align 4, !tbaa !9
  %255 = zext i32 %254 to i64
  %256 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %255, i64 0
  %257 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %256, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.32, i64 0, i64 0)) #8
  %258 = load i32, i32* @in.k, align 4, !tbaa !9
  %259 = zext i32 %258 to i64
  %260 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %259, i64 0
  %261 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %260, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #8
  %262 = tail call i32* @__errno_location() #9
  store i32 0, i32* %262, align 4, !tbaa !9
  %263 = call i32 @fputc(i32 noundef 113, %struct._IO_FILE* noundef %261) #8
  %264 = call i32 @ferror(%struct._IO_FILE* noundef %261) #8
  %265 = icmp ne i32 %264, 0
  %266 = zext i1 %265 to i32
  %267 = load i32, i32* %262, align 4, !tbaa !9
  switch i32 %267, label %287 [
    i32 0, label %288
    i32 2, label %274
    i32 13, label %275
    i32 9, label %276
    i32 17, label %277
    i32 22, label %278
    i32 21, label %279
    i32 20, label %280
    i32 30, label %281
    i32 29, label %282
    i32 18, label %283
    i32 16, label %284
    i32 39, label %285
    i32 1, label %286
  ]

268:                                              ; preds = %268, %194
  %269 = phi i32 [ 0, %194 ], [ %272, %268 ]
  %270 = and i32 %269, 255
  %271 = call i32 @fputc(i32 noundef %270, %struct._IO_FILE* noundef %205) #8
  %272 = add nuw nsw i32 %269, 1
  %273 = icmp eq i32 %272, 300
  br i1 %273, label %206, label %268, !llvm.loop !16

274:                                              ; preds = %206
  br label %288

275:                                              ; preds = %206
  br label %288

276:                                              ; preds = %206
  br label %288

277:                                              ; preds = %206
  br label %288

278:                                              ; preds = %206
  br label %288

279:                                              ; preds = %206
  br label %288

280:                                              ; preds = %206
  br label %288

281:                                              ; preds = %206
  br label %288

282:                                              ; preds = %206
  br label %288

283:                                              ; preds = %206
  br label %288

284:                                              ; preds = %206
  br label %288

285:                                              ; preds = %206
  br label %288

286:                                              ; preds = %206
  br label %288

287:                                              ; preds = %206
  br label %288

288:                                              ; preds = %287, %286, %285, %284, %283, %282, %281, %280, %279, %278, %277, %276, %275, %274, %206
  %289 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %287 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %286 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i64 0, i64 0), %285 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %284 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i64 0, i64 0), %283 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %282 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %281 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i64 0, i64 0), %280 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i64 0, i64 0), %279 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %278 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %277 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i64 0, i64 0), %276 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %275 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), %274 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.49, i64 0, i64 0), %206 ]
  %290 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.47, i64 0, i64 0), i32 noundef %263, i32 noundef %266, i8* noundef nonnull %289) #8
  %291 = call i32 @fclose(%struct._IO_FILE* noundef %261) #8
  %292 = load i32, i32* @in.k, align 4, !tbaa !9
  %293 = add nsw i32 %292, 1
  %294 = srem i32 %293, 4
  store i32 %294, i32* @in.k, align 4, !tbaa !9
  %295 = zext i32 %294 to i64
  %296 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %295, i64 0
  %297 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %296, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.32, i64 0, i64 0)) #8
  %298 = load i32, i32* @in.k, align 4, !tbaa !9
  %299 = zext i32 %298 to i64
  %300 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %299, i64 0
  %301 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %300, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.38, i64 0, i64 0)) #8
  store i32 0, i32* %262, align 4, !tbaa !9
  %302 = call i32 @fgetc(%struct._IO_FILE* noundef %301) #8
  %303 = call i32 @ferror(%struct._IO_FILE* noundef %301) #8
  %304 = load i32, i32* %262, align 4, !tbaa !9
  switch i32 %304, label %318 [
    i32 0, label %319
    i32 2, label %305
    i32 13, label %306
    i32 9, label %307
    i32 17, label %308
    i32 22, label %309
    i32 21, label %310
    i32 20, label %311
    i32 30, label %312
    i32 29, label %313
    i32 18, label %314
    i32 16, label %315
    i32 39, label %316
    i32 1, label %317
  ]

305:                                              ; preds = %288
  br label %319

306:                                              ; preds = %288
  br label %319

307:                                              ; preds = %288
  br label %319

308:                                              ; preds = %288
  br label %319

309:                                              ; preds = %288
  br label %319

310:                                              ; preds = %288
  br label %319

311:                                              ; preds = %288
  br label %319

312:                                              ; preds = %288
  br label %319

313:                                              ; preds = %288
  br label %319

314:                                              ; preds = %288
  br label %319

315:                                              ; preds = %288
  br label %319

316:                                              ; preds = %288
  br label %319

317:                                              ; preds = %288
  br label %319

318:                                              ; preds = %288
  br label %319

319:                                              ; preds = %288, %305, %306, %307, %308, %309, %310, %311, %312, %313, %314, %315, %316, %317, %318
  %320 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %318 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %317 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i64 0, i64 0), %316 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %315 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i64 0, i64 0), %314 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %313 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %312 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i64 0, i64 0), %311 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i64 0, i64 0), %310 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %309 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %308 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i64 0, i64 0), %307 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %306 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), %305 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.49, i64 0, i64 0), %288 ]
  %321 = icmp ne i32 %303, 0
  %322 = zext i1 %321 to i32
  %323 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.48, i64 0, i64 0), i32 noundef %302, i32 noundef %322, i8* noundef nonnull %320) #8
  %324 = call i32 @fclose(%struct._IO_FILE* noundef %301) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %208) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %187) #8
  store i32 0, i32* %262, align 4, !tbaa !9
  %325 = load i32, i32* @in.k, align 4, !tbaa !9
  %326 = add nsw i32 %325, 1
  %327 = srem i32 %326, 4
  store i32 %327, i32* @in.k, align 4, !tbaa !9
  %328 = zext i32 %327 to i64
  %329 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %328, i64 0
  %330 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %329, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.65, i64 0, i64 0)) #8
  %331 = load i32, i32* @in.k, align 4, !tbaa !9
  %332 = zext i32 %331 to i64
  %333 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %332, i64 0
  %334 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %333, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #8
  %335 = load i32, i32* %262, align 4, !tbaa !9
  switch i32 %335, label %349 [
    i32 0, label %350
    i32 2, label %336
    i32 13, label %337
    i32 9, label %338
    i32 17, label %339
    i32 22, label %340
    i32 21, label %341
    i32 20, label %342
    i32 30, label %343
    i32 29, label %344
    i32 18, label %345
    i32 16, label %346
    i32 39, label %347
    i32 1, label %348
  ]

336:                                              ; preds = %319
  br label %350

337:                                              ; preds = %319
  br label %350

338:                                              ; preds = %319
  br label %350

339:                                              ; preds = %319
  br label %350

340:                                              ; preds = %319
  br label %350

341:                                              ; preds = %319
  br label %350

342:                                              ; preds = %319
  br label %350

343:                                              ; preds = %319
  br label %350

344:                                              ; preds = %319
  br label %350

345:                                              ; preds = %319
  br label %350

346:                                              ; preds = %319
  br label %350

347:                                              ; preds = %319
  br label %350

348:                                              ; preds = %319
  br label %350

349:                                              ; preds = %319
  br label %350

350:                                              ; preds = %349, %348, %347, %346, %345, %344, %343, %342, %341, %340, %339, %338, %337, %336, %319
  %351 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %349 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %348 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i64 0, i64 0), %347 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %346 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i64 0, i64 0), %345 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %344 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %343 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i64 0, i64 0), %342 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i64 0, i64 0), %341 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %340 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %339 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i64 0, i64 0), %338 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %337 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), %336 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.49, i64 0, i64 0), %319 ]
  %352 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.64, i64 0, i64 0), %struct._IO_FILE* noundef %334, i8* noundef nonnull %351) #8
  store i32 0, i32* %262, align 4, !tbaa !9
  %353 = load i32, i32* @in.k, align 4, !tbaa !9
  %354 = add nsw i32 %353, 1
  %355 = srem i32 %354, 4
  store i32 %355, i32* @in.k, align 4, !tbaa !9
  %356 = zext i32 %355 to i64
  %357 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %356, i64 0
  %358 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %357, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0)) #8
  %359 = load i32, i32* @in.k, align 4, !tbaa !9
  %360 = zext i32 %359 to i64
  %361 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %360, i64 0
  %362 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %361, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.67, i64 0, i64 0)) #8
  %363 = load i32, i32* %262, align 4, !tbaa !9
  switch i32 %363, label %377 [
    i32 0, label %378
    i32 2, label %364
    i32 13, label %365
    i32 9, label %366
    i32 17, label %367
    i32 22, label %368
    i32 21, label %369
    i32 20, label %370
    i32 30, label %371
    i32 29, label %372
    i32 18, label %373
    i32 16, label %374
    i32 39, label %375
    i32 1, label %376
  ]

364:                                              ; preds = %350
  br label %378

365:                                              ; preds = %350
  br label %378

366:                                              ; preds = %350
  br label %378

367:                                              ; preds = %350
  br label %378

368:                                              ; preds = %350
  br label %378

369:                                              ; preds = %350
  br label %378

370:                                              ; preds = %350
  br label %378

371:                                              ; preds = %350
  br label %378

372:                                              ; preds = %350
  br label %378

373:                                              ; preds = %350
  br label %378

374:                                              ; preds = %350
  br label %378

375:                                              ; preds = %350
  br label %378

376:                                              ; preds = %350
  br label %378

377:                                              ; preds = %350
  br label %378

378:                                              ; preds = %377, %376, %375, %374, %373, %372, %371, %370, %369, %368, %367, %366, %365, %364, %350
  %379 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %377 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %376 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i64 0, i64 0), %375 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %374 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i64 0, i64 0), %373 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %372 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %371 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i64 0, i64 0), %370 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i64 0, i64 0), %369 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %368 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %367 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i64 0, i64 0), %366 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %365 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), %364 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.49, i64 0, i64 0), %350 ]
  %380 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.66, i64 0, i64 0), %struct._IO_FILE* noundef %362, i8* noundef nonnull %379) #8
  store i32 0, i32* %262, align 4, !tbaa !9
  %381 = load i32, i32* @in.k, align 4, !tbaa !9
  %382 = add nsw i32 %381, 1
  %383 = srem i32 %382, 4
  store i32 %383, i32* @in.k, align 4, !tbaa !9
  %384 = zext i32 %383 to i64
  %385 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %384, i64 0
  %386 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %385, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.32, i64 0, i64 0)) #8
  %387 = load i32, i32* @in.k, align 4, !tbaa !9
  %388 = zext i32 %387 to i64
  %389 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %388, i64 0
  %390 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %389, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.69, i64 0, i64 0)) #8
  %391 = load i32, i32* %262, align 4, !tbaa !9
  switch i32 %391, label %405 [
    i32 0, label %406
    i32 2, label %392
    i32 13, label %393
    i32 9, label %394
    i32 17, label %395
    i32 22, label %396
    i32 21, label %397
    i32 20, label %398
    i32 30, label %399
    i32 29, label %400
    i32 18, label %401
    i32 16, label %402
    i32 39, label %403
    i32 1, label %404
  ]

392:                                              ; preds = %378
  br label %406

393:                                              ; preds = %378
  br label %406

394:                                              ; preds = %378
  br label %406

395:                                              ; preds = %378
  br label %406

396:                                              ; preds = %378
  br label %406

397:                                              ; preds = %378
  br label %406

398:                                              ; preds = %378
  br label %406

399:                                              ; preds = %378
  br label %406

400:                                              ; preds = %378
  br label %406

401:                                              ; preds = %378
  br label %406

402:                                              ; preds = %378
  br label %406

403:                                              ; preds = %378
  br label %406

404:                                              ; preds = %378
  br label %406

405:                                              ; preds = %378
  br label %406

406:                                              ; preds = %405, %404, %403, %402, %401, %400, %399, %398, %397, %396, %395, %394, %393, %392, %378
  %407 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %405 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %404 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i64 0, i64 0), %403 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %402 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i64 0, i64 0), %401 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %400 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %399 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i64 0, i64 0), %398 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i64 0, i64 0), %397 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %396 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %395 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i64 0, i64 0), %394 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %393 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), %392 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.49, i64 0, i64 0), %378 ]
  %408 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.68, i64 0, i64 0), %struct._IO_FILE* noundef %390, i8* noundef nonnull %407) #8
  %409 = load i32, i32* @in.k, align 4, !tbaa !9
  %410 = add nsw i32 %409, 1
  %411 = srem i32 %410, 4
  store i32 %411, i32* @in.k, align 4, !tbaa !9
  %412 = zext i32 %411 to i64
  %413 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %412, i64 0
  %414 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %413, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.32, i64 0, i64 0)) #8
  %415 = load i32, i32* @in.k, align 4, !tbaa !9
  %416 = zext i32 %415 to i64
  %417 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %416, i64 0
  %418 = add nsw i32 %415, 1
  %419 = srem i32 %418, 4
  store i32 %419, i32* @in.k, align 4, !tbaa !9
  %420 = zext i32 %419 to i64
  %421 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %420, i64 0
  %422 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %421, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.71, i64 0, i64 0)) #8
  %423 = load i32, i32* @in.k, align 4, !tbaa !9
  %424 = zext i32 %423 to i64
  %425 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %424, i64 0
  %426 = call i32 @rename(i8* noundef nonnull %417, i8* noundef nonnull %425) #8
  %427 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.70, i64 0, i64 0), i32 noundef %426) #8
  store i32 0, i32* %262, align 4, !tbaa !9
  %428 = load i32, i32* @in.k, align 4, !tbaa !9
  %429 = add nsw i32 %428, 1
  %430 = srem i32 %429, 4
  store i32 %430, i32* @in.k, align 4, !tbaa !9
  %431 = zext i32 %430 to i64
  %432 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %431, i64 0
  %433 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %432, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.32, i64 0, i64 0)) #8
  %434 = load i32, i32* @in.k, align 4, !tbaa !9
  %435 = zext i32 %434 to i64
  %436 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %435, i64 0
  %437 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %436, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #8
  %438 = load i32, i32* %262, align 4, !tbaa !9
  switch i32 %438, label %452 [
    i32 0, label %453
    i32 2, label %439
    i32 13, label %440
    i32 9, label %441
    i32 17, label %442
    i32 22, label %443
    i32 21, label %444
    i32 20, label %445
    i32 30, label %446
    i32 29, label %447
    i32 18, label %448
    i32 16, label %449
    i32 39, label %450
    i32 1, label %451
  ]

439:                                              ; preds = %406
  br label %453

440:                                              ; preds = %406
  br label %453

441:                                              ; preds = %406
  br label %453

442:                                              ; preds = %406
  br label %453

443:                                              ; preds = %406
  br label %453

444:                                              ; preds = %406
  br label %453

445:                                              ; preds = %406
  br label %453

446:                                              ; preds = %406
  br label %453

447:                                              ; preds = %406
  br label %453

448:                                              ; preds = %406
  br label %453

449:                                              ; preds = %406
  br label %453

450:                                              ; preds = %406
  br label %453

451:                                              ; preds = %406
  br label %453

452:                                              ; preds = %406
  br label %453

453:                                              ; preds = %452, %451, %450, %449, %448, %447, %446, %445, %444, %443, %442, %441, %440, %439, %406
  %454 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %452 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %451 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i64 0, i64 0), %450 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %449 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i64 0, i64 0), %448 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %447 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %446 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i64 0, i64 0), %445 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i64 0, i64 0), %444 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %443 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %442 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i64 0, i64 0), %441 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %440 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), %439 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.49, i64 0, i64 0), %406 ]
  %455 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.72, i64 0, i64 0), %struct._IO_FILE* noundef %437, i8* noundef nonnull %454) #8
  %456 = load i32, i32* @in.k, align 4, !tbaa !9
  %457 = add nsw i32 %456, 1
  %458 = srem i32 %457, 4
  store i32 %458, i32* @in.k, align 4, !tbaa !9
  %459 = zext i32 %458 to i64
  %460 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %459, i64 0
  %461 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %460, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.71, i64 0, i64 0)) #8
  %462 = load i32, i32* @in.k, align 4, !tbaa !9
  %463 = zext i32 %462 to i64
  %464 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %463, i64 0
  %465 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %464, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #8
  %466 = getelementptr inbounds [64 x i8], [64 x i8]* %13, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %466) #8
  %467 = call i8* @fgets(i8* noundef nonnull %466, i32 noundef 64, %struct._IO_FILE* noundef %465) #8
  %468 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.73, i64 0, i64 0), i8* noundef %467) #8
  %469 = call i32 @fclose(%struct._IO_FILE* noundef %465) #8
  %470 = load i32, i32* @in.k, align 4, !tbaa !9
  %471 = add nsw i32 %470, 1
  %472 = srem i32 %471, 4
  store i32 %472, i32* @in.k, align 4, !tbaa !9
  %473 = zext i32 %472 to i64
  %474 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %473, i64 0
  %475 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %474, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.71, i64 0, i64 0)) #8
  %476 = load i32, i32* @in.k, align 4, !tbaa !9
  %477 = zext i32 %476 to i64
  %478 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %477, i64 0
  %479 = call i32 @remove(i8* noundef nonnull %478) #8
  %480 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.74, i64 0, i64 0), i32 noundef %479) #8
  store i32 0, i32* %262, align 4, !tbaa !9
  %481 = load i32, i32* @in.k, align 4, !tbaa !9
  %482 = add nsw i32 %481, 1
  %483 = srem i32 %482, 4
  store i32 %483, i32* @in.k, align 4, !tbaa !9
  %484 = zext i32 %483 to i64
  %485 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %484, i64 0
  %486 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %485, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.71, i64 0, i64 0)) #8
  %487 = load i32, i32* @in.k, align 4, !tbaa !9
  %488 = zext i32 %487 to i64
  %489 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %488, i64 0
  %490 = call i32 @remove(i8* noundef nonnull %489) #8
  %491 = load i32, i32* %262, align 4, !tbaa !9
  switch i32 %491, label %505 [
    i32 0, label %506
    i32 2, label %492
    i32 13, label %493
    i32 9, label %494
    i32 17, label %495
    i32 22, label %496
    i32 21, label %497
    i32 20, label %498
    i32 30, label %499
    i32 29, label %500
    i32 18, label %501
    i32 16, label %502
    i32 39, label %503
    i32 1, label %504
  ]

492:                                              ; preds = %453
  br label %506

493:                                              ; preds = %453
  br label %506

494:                                              ; preds = %453
  br label %506

495:                                              ; preds = %453
  br label %506

496:                                              ; preds = %453
  br label %506

497:                                              ; preds = %453
  br label %506

498:                                              ; preds = %453
  br label %506

499:                                              ; preds = %453
  br label %506

500:                                              ; preds = %453
  br label %506

501:                                              ; preds = %453
  br label %506

502:                                              ; preds = %453
  br label %506

503:                                              ; preds = %453
  br label %506

504:                                              ; preds = %453
  br label %506

505:                                              ; preds = %453
  br label %506

506:                                              ; preds = %505, %504, %503, %502, %501, %500, %499, %498, %497, %496, %495, %494, %493, %492, %453
  %507 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %505 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %504 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i64 0, i64 0), %503 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %502 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i64 0, i64 0), %501 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %500 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %499 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i64 0, i64 0), %498 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i64 0, i64 0), %497 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %496 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %495 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i64 0, i64 0), %494 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %493 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), %492 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.49, i64 0, i64 0), %453 ]
  %508 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.75, i64 0, i64 0), i32 noundef %490, i8* noundef nonnull %507) #8
  store i32 0, i32* %262, align 4, !tbaa !9
  %509 = load i32, i32* @in.k, align 4, !tbaa !9
  %510 = add nsw i32 %509, 1
  %511 = srem i32 %510, 4
  store i32 %511, i32* @in.k, align 4, !tbaa !9
  %512 = zext i32 %511 to i64
  %513 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %512, i64 0
  %514 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %513, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.77, i64 0, i64 0)) #8
  %515 = load i32, i32* @in.k, align 4, !tbaa !9
  %516 = zext i32 %515 to i64
  %517 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %516, i64 0
  %518 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %517, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #8
  %519 = load i32, i32* %262, align 4, !tbaa !9
  switch i32 %519, label %533 [
    i32 0, label %534
    i32 2, label %520
    i32 13, label %521
    i32 9, label %522
    i32 17, label %523
    i32 22, label %524
    i32 21, label %525
    i32 20, label %526
    i32 30, label %527
    i32 29, label %528
    i32 18, label %529
    i32 16, label %530
    i32 39, label %531
    i32 1, label %532
  ]

520:                                              ; preds = %506
  br label %534

521:                                              ; preds = %506
  br label %534

522:                                              ; preds = %506
  br label %534

523:                                              ; preds = %506
  br label %534

524:                                              ; preds = %506
  br label %534

525:                                              ; preds = %506
  br label %534

526:                                              ; preds = %506
  br label %534

527:                                              ; preds = %506
  br label %534

528:                                              ; preds = %506
  br label %534

529:                                              ; preds = %506
  br label %534

530:                                              ; preds = %506
  br label %534

531:                                              ; preds = %506
  br label %534

532:                                              ; preds = %506
  br label %534

533:                                              ; preds = %506
  br label %534

534:                                              ; preds = %506, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533
  %535 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %533 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %532 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i64 0, i64 0), %531 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %530 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i64 0, i64 0), %529 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %528 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %527 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i64 0, i64 0), %526 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i64 0, i64 0), %525 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %524 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %523 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i64 0, i64 0), %522 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %521 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), %520 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.49, i64 0, i64 0), %506 ]
  %536 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.76, i64 0, i64 0), %struct._IO_FILE* noundef %518, i8* noundef nonnull %535) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %466) #8
  %537 = load i32, i32* @in.k, align 4, !tbaa !9
  %538 = add nsw i32 %537, 1
  %539 = srem i32 %538, 4
  store i32 %539, i32* @in.k, align 4, !tbaa !9
  %540 = zext i32 %539 to i64
  %541 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %540, i64 0
  %542 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %541, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.78, i64 0, i64 0)) #8
  %543 = load i32, i32* @in.k, align 4, !tbaa !9
  %544 = zext i32 %543 to i64
  %545 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %544, i64 0
  %546 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %545, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #8
  %547 = load i32, i32* @in.k, align 4, !tbaa !9
  %548 = add nsw i32 %547, 1
  %549 = srem i32 %548, 4
  store i32 %549, i32* @in.k, align 4, !tbaa !9
  %550 = zext i32 %549 to i64
  %551 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %550, i64 0
  %552 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %551, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.78, i64 0, i64 0)) #8
  %553 = load i32, i32* @in.k, align 4, !tbaa !9
  %554 = zext i32 %553 to i64
  %555 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %554, i64 0
  %556 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %555, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #8
  %557 = call i32 (%struct._IO_FILE*, i8*, ...) @say(%struct._IO_FILE* noundef %546, i8* undef, i32 noundef 1) #8
  %558 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.79, i64 0, i64 0), i32 noundef %557) #8
  %559 = getelementptr inbounds [64 x i8], [64 x i8]* %11, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %559) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %559, i8 0, i64 64, i1 false) #8
  call void @clearerr(%struct._IO_FILE* noundef %556) #8
  %560 = call i64 @fread(i8* noundef nonnull %559, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %556) #8
  %561 = icmp ult i64 %560, 20
  %562 = select i1 %561, i8* %559, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.101, i64 0, i64 0)
  %563 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.100, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.81, i64 0, i64 0), i64 noundef %560, i8* noundef %562) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %559) #8
  %564 = call i32 @fflush(%struct._IO_FILE* noundef %546) #8
  %565 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %565) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %565, i8 0, i64 64, i1 false) #8
  call void @clearerr(%struct._IO_FILE* noundef %556) #8
  %566 = call i64 @fread(i8* noundef nonnull %565, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %556) #8
  %567 = icmp ult i64 %566, 20
  %568 = select i1 %567, i8* %565, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.101, i64 0, i64 0)
  %569 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.100, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.82, i64 0, i64 0), i64 noundef %566, i8* noundef %568) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %565) #8
  %570 = call i32 @fclose(%struct._IO_FILE* noundef %546) #8
  %571 = call i32 @fclose(%struct._IO_FILE* noundef %556) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(10000) getelementptr inbounds ([10000 x i8], [10000 x i8]* @buffering.big, i64 0, i64 0), i8 98, i64 10000, i1 false) #8
  %572 = load i32, i32* @in.k, align 4, !tbaa !9
  %573 = add nsw i32 %572, 1
  %574 = srem i32 %573, 4
  store i32 %574, i32* @in.k, align 4, !tbaa !9
  %575 = zext i32 %574 to i64
  %576 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %575, i64 0
  %577 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %576, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.83, i64 0, i64 0)) #8
  %578 = load i32, i32* @in.k, align 4, !tbaa !9
  %579 = zext i32 %578 to i64
  %580 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %579, i64 0
  %581 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %580, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #8
  %582 = load i32, i32* @in.k, align 4, !tbaa !9
  %583 = add nsw i32 %582, 1
  %584 = srem i32 %583, 4
  store i32 %584, i32* @in.k, align 4, !tbaa !9
  %585 = zext i32 %584 to i64
  %586 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %585, i64 0
  %587 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %586, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.83, i64 0, i64 0)) #8
  %588 = load i32, i32* @in.k, align 4, !tbaa !9
  %589 = zext i32 %588 to i64
  %590 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %589, i64 0
  %591 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %590, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #8
  %592 = getelementptr inbounds [100 x i8], [100 x i8]* %12, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 100, i8* nonnull %592) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(100) %592, i8 115, i64 100, i1 false) #8
  %593 = call i64 @fwrite(i8* noundef nonnull %592, i64 noundef 1, i64 noundef 100, %struct._IO_FILE* noundef %581) #8
  %594 = getelementptr inbounds [64 x i8], [64 x i8]* %9, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %594) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %594, i8 0, i64 64, i1 false) #8
  call void @clearerr(%struct._IO_FILE* noundef %591) #8
  %595 = call i64 @fread(i8* noundef nonnull %594, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %591) #8
  %596 = icmp ult i64 %595, 20
  %597 = select i1 %596, i8* %594, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.101, i64 0, i64 0)
  %598 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.100, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.84, i64 0, i64 0), i64 noundef %595, i8* noundef %597) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %594) #8
  %599 = call i64 @fwrite(i8* noundef getelementptr inbounds ([10000 x i8], [10000 x i8]* @buffering.big, i64 0, i64 0), i64 noundef 1, i64 noundef 4000, %struct._IO_FILE* noundef %581) #8
  %600 = getelementptr inbounds [64 x i8], [64 x i8]* %8, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %600) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %600, i8 0, i64 64, i1 false) #8
  call void @clearerr(%struct._IO_FILE* noundef %591) #8
  %601 = call i64 @fread(i8* noundef nonnull %600, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %591) #8
  %602 = icmp ult i64 %601, 20
  %603 = select i1 %602, i8* %600, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.101, i64 0, i64 0)
  %604 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.100, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.85, i64 0, i64 0), i64 noundef %601, i8* noundef %603) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %600) #8
  %605 = call i64 @fwrite(i8* noundef getelementptr inbounds ([10000 x i8], [10000 x i8]* @buffering.big, i64 0, i64 0), i64 noundef 1, i64 noundef 5000, %struct._IO_FILE* noundef %581) #8
  %606 = call i32 @fseek(%struct._IO_FILE* noundef %591, i64 noundef 0, i32 noundef 2) #8
  %607 = call i64 @ftell(%struct._IO_FILE* noundef %591) #8
  %608 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.86, i64 0, i64 0), i64 noundef %607) #8
  %609 = call i32 @fclose(%struct._IO_FILE* noundef %581) #8
  %610 = call i32 @fseek(%struct._IO_FILE* noundef %591, i64 noundef 0, i32 noundef 2) #8
  %611 = call i64 @ftell(%struct._IO_FILE* noundef %591) #8
  %612 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.87, i64 0, i64 0), i64 noundef %611) #8
  %613 = call i32 @fclose(%struct._IO_FILE* noundef %591) #8
  %614 = load i32, i32* @in.k, align 4, !tbaa !9
  %615 = add nsw i32 %614, 1
  %616 = srem i32 %615, 4
  store i32 %616, i32* @in.k, align 4, !tbaa !9
  %617 = zext i32 %616 to i64
  %618 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %617, i64 0
  %619 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %618, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.83, i64 0, i64 0)) #8
  %620 = load i32, i32* @in.k, align 4, !tbaa !9
  %621 = zext i32 %620 to i64
  %622 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %621, i64 0
  %623 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %622, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #8
  %624 = load i32, i32* @in.k, align 4, !tbaa !9
  %625 = add nsw i32 %624, 1
  %626 = srem i32 %625, 4
  store i32 %626, i32* @in.k, align 4, !tbaa !9
  %627 = zext i32 %626 to i64
  %628 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %627, i64 0
  %629 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %628, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.83, i64 0, i64 0)) #8
  %630 = load i32, i32* @in.k, align 4, !tbaa !9
  %631 = zext i32 %630 to i64
  %632 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %631, i64 0
  %633 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %632, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #8
  %634 = call i64 @fwrite(i8* noundef getelementptr inbounds ([10000 x i8], [10000 x i8]* @buffering.big, i64 0, i64 0), i64 noundef 1, i64 noundef 9000, %struct._IO_FILE* noundef %623) #8
  %635 = call i32 @fseek(%struct._IO_FILE* noundef %633, i64 noundef 0, i32 noundef 2) #8
  %636 = call i64 @ftell(%struct._IO_FILE* noundef %633) #8
  %637 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.88, i64 0, i64 0), i64 noundef %636) #8
  %638 = call i32 @fclose(%struct._IO_FILE* noundef %623) #8
  %639 = call i32 @fclose(%struct._IO_FILE* noundef %633) #8
  %640 = load i32, i32* @in.k, align 4, !tbaa !9
  %641 = add nsw i32 %640, 1
  %642 = srem i32 %641, 4
  store i32 %642, i32* @in.k, align 4, !tbaa !9
  %643 = zext i32 %642 to i64
  %644 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %643, i64 0
  %645 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %644, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.89, i64 0, i64 0)) #8
  %646 = load i32, i32* @in.k, align 4, !tbaa !9
  %647 = zext i32 %646 to i64
  %648 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %647, i64 0
  %649 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %648, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #8
  %650 = call i32 @setvbuf(%struct._IO_FILE* noundef %649, i8* noundef null, i32 noundef 2, i64 noundef 0) #8
  %651 = load i32, i32* @in.k, align 4, !tbaa !9
  %652 = add nsw i32 %651, 1
  %653 = srem i32 %652, 4
  store i32 %653, i32* @in.k, align 4, !tbaa !9
  %654 = zext i32 %653 to i64
  %655 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %654, i64 0
  %656 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %655, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.89, i64 0, i64 0)) #8
  %657 = load i32, i32* @in.k, align 4, !tbaa !9
  %658 = zext i32 %657 to i64
  %659 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %658, i64 0
  %660 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %659, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #8
  %661 = call i64 @fwrite(i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.90, i64 0, i64 0), i64 7, i64 1, %struct._IO_FILE* %649) #8
  %662 = getelementptr inbounds [64 x i8], [64 x i8]* %7, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %662) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %662, i8 0, i64 64, i1 false) #8
  call void @clearerr(%struct._IO_FILE* noundef %660) #8
  %663 = call i64 @fread(i8* noundef nonnull %662, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %660) #8
  %664 = icmp ult i64 %663, 20
  %665 = select i1 %664, i8* %662, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.101, i64 0, i64 0)
  %666 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.100, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.91, i64 0, i64 0), i64 noundef %663, i8* noundef %665) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %662) #8
  %667 = call i32 @fclose(%struct._IO_FILE* noundef %649) #8
  %668 = call i32 @fclose(%struct._IO_FILE* noundef %660) #8
  %669 = load i32, i32* @in.k, align 4, !tbaa !9
  %670 = add nsw i32 %669, 1
  %671 = srem i32 %670, 4
  store i32 %671, i32* @in.k, align 4, !tbaa !9
  %672 = zext i32 %671 to i64
  %673 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %672, i64 0
  %674 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %673, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.92, i64 0, i64 0)) #8
  %675 = load i32, i32* @in.k, align 4, !tbaa !9
  %676 = zext i32 %675 to i64
  %677 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %676, i64 0
  %678 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %677, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #8
  %679 = call i32 @setvbuf(%struct._IO_FILE* noundef %678, i8* noundef null, i32 noundef 1, i64 noundef 256) #8
  %680 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.93, i64 0, i64 0), i32 noundef %679) #8
  %681 = load i32, i32* @in.k, align 4, !tbaa !9
  %682 = add nsw i32 %681, 1
  %683 = srem i32 %682, 4
  store i32 %683, i32* @in.k, align 4, !tbaa !9
  %684 = zext i32 %683 to i64
  %685 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %684, i64 0
  %686 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %685, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.92, i64 0, i64 0)) #8
  %687 = load i32, i32* @in.k, align 4, !tbaa !9
  %688 = zext i32 %687 to i64
  %689 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %688, i64 0
  %690 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %689, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #8
  %691 = call i64 @fwrite(i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.94, i64 0, i64 0), i64 11, i64 1, %struct._IO_FILE* %678) #8
  %692 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %692) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %692, i8 0, i64 64, i1 false) #8
  call void @clearerr(%struct._IO_FILE* noundef %690) #8
  %693 = call i64 @fread(i8* noundef nonnull %692, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %690) #8
  %694 = icmp ult i64 %693, 20
  %695 = select i1 %694, i8* %692, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.101, i64 0, i64 0)
  %696 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.100, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.95, i64 0, i64 0), i64 noundef %693, i8* noundef %695) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %692) #8
  %697 = call i64 @fwrite(i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.96, i64 0, i64 0), i64 2, i64 1, %struct._IO_FILE* %678) #8
  %698 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %698) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %698, i8 0, i64 64, i1 false) #8
  call void @clearerr(%struct._IO_FILE* noundef %690) #8
  %699 = call i64 @fread(i8* noundef nonnull %698, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %690) #8
  %700 = icmp ult i64 %699, 20
  %701 = select i1 %700, i8* %698, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.101, i64 0, i64 0)
  %702 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.100, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.97, i64 0, i64 0), i64 noundef %699, i8* noundef %701) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %698) #8
  %703 = call i32 @fputc(i32 noundef 10, %struct._IO_FILE* noundef %678) #8
  %704 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %704) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %704, i8 0, i64 64, i1 false) #8
  call void @clearerr(%struct._IO_FILE* noundef %690) #8
  %705 = call i64 @fread(i8* noundef nonnull %704, i64 noundef 1, i64 noundef 63, %struct._IO_FILE* noundef %690) #8
  %706 = icmp ult i64 %705, 20
  %707 = select i1 %706, i8* %704, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.101, i64 0, i64 0)
  %708 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.100, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.98, i64 0, i64 0), i64 noundef %705, i8* noundef %707) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %704) #8
  %709 = call i32 @fclose(%struct._IO_FILE* noundef %678) #8
  %710 = call i32 @fclose(%struct._IO_FILE* noundef %690) #8
  %711 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %712 = call i32 @setvbuf(%struct._IO_FILE* noundef %711, i8* noundef null, i32 noundef 12345, i64 noundef 0) #8
  %713 = icmp ne i32 %712, 0
  %714 = zext i1 %713 to i32
  %715 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.99, i64 0, i64 0), i32 noundef %714) #8
  call void @llvm.lifetime.end.p0i8(i64 100, i8* nonnull %592) #8
  %716 = call noalias %struct._IO_FILE* @tmpfile() #8
  %717 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %716, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.102, i64 0, i64 0), i32 noundef 7) #8
  call void @rewind(%struct._IO_FILE* noundef %716) #8
  %718 = getelementptr inbounds [32 x i8], [32 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %718) #8
  %719 = call i8* @fgets(i8* noundef nonnull %718, i32 noundef 32, %struct._IO_FILE* noundef %716) #8
  %720 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.103, i64 0, i64 0), i8* noundef %719) #8
  %721 = call i32 @fclose(%struct._IO_FILE* noundef %716) #8
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %718) #8
  %722 = load i32, i32* @in.k, align 4, !tbaa !9
  %723 = add nsw i32 %722, 1
  %724 = srem i32 %723, 4
  store i32 %724, i32* @in.k, align 4, !tbaa !9
  %725 = zext i32 %724 to i64
  %726 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %725, i64 0
  %727 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %726, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.104, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0)) #8
  %728 = load i32, i32* @in.k, align 4, !tbaa !9
  %729 = zext i32 %728 to i64
  %730 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %729, i64 0
  %731 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %730, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %732 = call i64 @fwrite(i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i64 16, i64 1, %struct._IO_FILE* %731)
  %733 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i64 0, i64 0))
  br label %734

734:                                              ; preds = %2, %534
  %735 = phi i32 [ 0, %534 ], [ 2, %2 ]
  ret i32 %735
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
  %6 = call i32 @vfprintf(%struct._IO_FILE* noundef %0, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.80, i64 0, i64 0), %struct.__va_list_tag* noundef nonnull %5)
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
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

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
