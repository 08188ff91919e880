; ModuleID = 'stdio_files.c'
source_filename = "stdio_files.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

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
@.str.78 = private unnamed_addr constant [14 x i8] c"temporary %d\0A\00", align 1
@.str.79 = private unnamed_addr constant [12 x i8] c"tmpfile: %s\00", align 1
@in.buf = internal global [4 x [1024 x i8]] zeroinitializer, align 16
@in.k = internal unnamed_addr global i32 0, align 4
@.str.80 = private unnamed_addr constant [6 x i8] c"%s/%s\00", align 1
@str = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [32 x i8], align 16
  %4 = alloca [64 x i8], align 16
  %5 = alloca [64 x i8], align 16
  %6 = alloca [8 x i8], align 1
  %7 = alloca [16 x i8], align 16
  %8 = alloca [5 x [8 x i8]], align 16
  %9 = alloca [8 x i8], align 1
  %10 = alloca [64 x i8], align 16
  %11 = icmp slt i32 %0, 3
  br i1 %11, label %546, label %12

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8*, i8** %1, i64 1
  %14 = load i8*, i8** %13, align 8, !tbaa !5
  %15 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i64 noundef 512, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i8* noundef %14) #7
  %16 = getelementptr inbounds i8*, i8** %1, i64 2
  %17 = load i8*, i8** %16, align 8, !tbaa !5
  %18 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i64 noundef 512, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i8* noundef %17) #7
  %19 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %19) #7
  %20 = load i32, i32* @in.k, align 4, !tbaa !9
  %21 = add nsw i32 %20, 1
  %22 = srem i32 %21, 4
  store i32 %22, i32* @in.k, align 4, !tbaa !9
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %23, i64 0
  %25 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %24, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0)) #7
  %26 = load i32, i32* @in.k, align 4, !tbaa !9
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %27, i64 0
  %29 = tail call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %28, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #7
  %30 = call i8* @fgets(i8* noundef nonnull %19, i32 noundef 64, %struct._IO_FILE* noundef %29) #7
  %31 = icmp eq i8* %30, null
  br i1 %31, label %38, label %32

32:                                               ; preds = %12, %32
  %33 = phi i32 [ %34, %32 ], [ 0, %12 ]
  %34 = add nuw nsw i32 %33, 1
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef %34, i8* noundef nonnull %19) #7
  %36 = call i8* @fgets(i8* noundef nonnull %19, i32 noundef 64, %struct._IO_FILE* noundef %29) #7
  %37 = icmp eq i8* %36, null
  br i1 %37, label %38, label %32, !llvm.loop !11

38:                                               ; preds = %32, %12
  %39 = call i32 @feof(%struct._IO_FILE* noundef %29) #7
  %40 = icmp ne i32 %39, 0
  %41 = zext i1 %40 to i32
  %42 = call i32 @ferror(%struct._IO_FILE* noundef %29) #7
  %43 = icmp ne i32 %42, 0
  %44 = zext i1 %43 to i32
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i64 0, i64 0), i32 noundef %41, i32 noundef %44) #7
  %46 = call i32 @fgetc(%struct._IO_FILE* noundef %29) #7
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.9, i64 0, i64 0), i32 noundef %46) #7
  call void @clearerr(%struct._IO_FILE* noundef %29) #7
  %48 = call i32 @feof(%struct._IO_FILE* noundef %29) #7
  %49 = icmp ne i32 %48, 0
  %50 = zext i1 %49 to i32
  %51 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i64 0, i64 0), i32 noundef %50) #7
  %52 = call i32 @fclose(%struct._IO_FILE* noundef %29) #7
  %53 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i64 0, i64 0), i32 noundef %52) #7
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %19) #7
  %54 = getelementptr inbounds [8 x i8], [8 x i8]* %9, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %54) #7
  %55 = load i32, i32* @in.k, align 4, !tbaa !9
  %56 = add nsw i32 %55, 1
  %57 = srem i32 %56, 4
  store i32 %57, i32* @in.k, align 4, !tbaa !9
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %58, i64 0
  %60 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %59, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0)) #7
  %61 = load i32, i32* @in.k, align 4, !tbaa !9
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %62, i64 0
  %64 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %63, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #7
  %65 = call i8* @fgets(i8* noundef nonnull %54, i32 noundef 8, %struct._IO_FILE* noundef %64) #7
  %66 = icmp eq i8* %65, null
  br i1 %66, label %71, label %67

67:                                               ; preds = %38, %67
  %68 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.12, i64 0, i64 0), i8* noundef nonnull %54) #7
  %69 = call i8* @fgets(i8* noundef nonnull %54, i32 noundef 8, %struct._IO_FILE* noundef %64) #7
  %70 = icmp eq i8* %69, null
  br i1 %70, label %71, label %67, !llvm.loop !13

71:                                               ; preds = %67, %38
  %72 = call i32 @putchar(i32 10) #7
  %73 = call i32 @fclose(%struct._IO_FILE* noundef %64) #7
  %74 = load i32, i32* @in.k, align 4, !tbaa !9
  %75 = add nsw i32 %74, 1
  %76 = srem i32 %75, 4
  store i32 %76, i32* @in.k, align 4, !tbaa !9
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %77, i64 0
  %79 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %78, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.14, i64 0, i64 0)) #7
  %80 = load i32, i32* @in.k, align 4, !tbaa !9
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %81, i64 0
  %83 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %82, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)) #7
  %84 = call i8* @fgets(i8* noundef nonnull %54, i32 noundef 1, %struct._IO_FILE* noundef %83) #7
  %85 = icmp eq i8* %84, null
  %86 = select i1 %85, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.17, i64 0, i64 0)
  %87 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.16, i64 0, i64 0), i8* noundef %86) #7
  %88 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.19, i64 0, i64 0), i8* noundef nonnull %54) #7
  %89 = call i32 @fclose(%struct._IO_FILE* noundef %83) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %54) #7
  %90 = getelementptr inbounds [16 x i8], [16 x i8]* %7, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %90) #7
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %90, i8 0, i64 16, i1 false) #7
  %91 = load i32, i32* @in.k, align 4, !tbaa !9
  %92 = add nsw i32 %91, 1
  %93 = srem i32 %92, 4
  store i32 %93, i32* @in.k, align 4, !tbaa !9
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %94, i64 0
  %96 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %95, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.20, i64 0, i64 0)) #7
  %97 = load i32, i32* @in.k, align 4, !tbaa !9
  %98 = zext i32 %97 to i64
  %99 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %98, i64 0
  %100 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %99, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #7
  %101 = call i64 @fread(i8* noundef nonnull %90, i64 noundef 1, i64 noundef 10, %struct._IO_FILE* noundef %100) #7
  %102 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.21, i64 0, i64 0), i64 noundef %101) #7
  %103 = call i64 @ftell(%struct._IO_FILE* noundef %100) #7
  %104 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.22, i64 0, i64 0), i8* noundef nonnull %90, i64 noundef %103) #7
  %105 = call i32 @fgetc(%struct._IO_FILE* noundef %100) #7
  %106 = call i32 @ungetc(i32 noundef 90, %struct._IO_FILE* noundef %100) #7
  %107 = call i64 @ftell(%struct._IO_FILE* noundef %100) #7
  %108 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.23, i64 0, i64 0), i32 noundef %105, i32 noundef %106, i64 noundef %107) #7
  %109 = call i32 @fgetc(%struct._IO_FILE* noundef %100) #7
  %110 = call i32 @fgetc(%struct._IO_FILE* noundef %100) #7
  %111 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.24, i64 0, i64 0), i32 noundef %109, i32 noundef %110) #7
  %112 = call i32 @fseek(%struct._IO_FILE* noundef %100, i64 noundef -3, i32 noundef 2) #7
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %90, i8 0, i64 16, i1 false) #7
  %113 = call i64 @fread(i8* noundef nonnull %90, i64 noundef 1, i64 noundef 15, %struct._IO_FILE* noundef %100) #7
  %114 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.25, i64 0, i64 0), i64 noundef %113, i8* noundef nonnull %90) #7
  %115 = call i32 @feof(%struct._IO_FILE* noundef %100) #7
  %116 = icmp ne i32 %115, 0
  %117 = zext i1 %116 to i32
  %118 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.26, i64 0, i64 0), i32 noundef %117) #7
  %119 = call i32 @fseek(%struct._IO_FILE* noundef %100, i64 noundef 5, i32 noundef 0) #7
  %120 = call i32 @fgetc(%struct._IO_FILE* noundef %100) #7
  %121 = call i32 @feof(%struct._IO_FILE* noundef %100) #7
  %122 = icmp ne i32 %121, 0
  %123 = zext i1 %122 to i32
  %124 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.27, i64 0, i64 0), i32 noundef %120, i32 noundef %123) #7
  %125 = call i32 @fseek(%struct._IO_FILE* noundef %100, i64 noundef 2, i32 noundef 1) #7
  %126 = call i32 @fgetc(%struct._IO_FILE* noundef %100) #7
  %127 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.28, i64 0, i64 0), i32 noundef %126) #7
  call void @rewind(%struct._IO_FILE* noundef %100) #7
  %128 = call i32 @fgetc(%struct._IO_FILE* noundef %100) #7
  %129 = call i64 @ftell(%struct._IO_FILE* noundef %100) #7
  %130 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.29, i64 0, i64 0), i32 noundef %128, i64 noundef %129) #7
  %131 = call i32 @fseek(%struct._IO_FILE* noundef %100, i64 noundef 0, i32 noundef 7) #7
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.30, i64 0, i64 0), i32 noundef %131) #7
  call void @rewind(%struct._IO_FILE* noundef %100) #7
  %133 = getelementptr inbounds [5 x [8 x i8]], [5 x [8 x i8]]* %8, i64 0, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %133) #7
  %134 = call i64 @fread(i8* noundef nonnull %133, i64 noundef 8, i64 noundef 5, %struct._IO_FILE* noundef %100) #7
  %135 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.31, i64 0, i64 0), i64 noundef %134) #7
  %136 = call i32 @fclose(%struct._IO_FILE* noundef %100) #7
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %133) #7
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %90) #7
  %137 = load i32, i32* @in.k, align 4, !tbaa !9
  %138 = add nsw i32 %137, 1
  %139 = srem i32 %138, 4
  store i32 %139, i32* @in.k, align 4, !tbaa !9
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %140, i64 0
  %142 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %141, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.32, i64 0, i64 0)) #7
  %143 = load i32, i32* @in.k, align 4, !tbaa !9
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %144, i64 0
  %146 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %145, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #7
  %147 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %146, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.33, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.34, i64 0, i64 0), i32 noundef 42, double noundef 3.250000e+00) #7
  %148 = call i64 @fwrite(i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.35, i64 0, i64 0), i64 16, i64 1, %struct._IO_FILE* %146) #7
  %149 = call i32 @fputc(i32 noundef 120, %struct._IO_FILE* noundef %146) #7
  %150 = call i32 @putc(i32 noundef 121, %struct._IO_FILE* noundef %146) #7
  %151 = call i64 @fwrite(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.36, i64 0, i64 0), i64 noundef 1, i64 noundef 8, %struct._IO_FILE* noundef %146) #7
  %152 = call i64 @ftell(%struct._IO_FILE* noundef %146) #7
  %153 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.37, i64 0, i64 0), i64 noundef %152) #7
  %154 = call i32 @fclose(%struct._IO_FILE* noundef %146) #7
  %155 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i64 0, i64 0), i32 noundef %154) #7
  %156 = load i32, i32* @in.k, align 4, !tbaa !9
  %157 = add nsw i32 %156, 1
  %158 = srem i32 %157, 4
  store i32 %158, i32* @in.k, align 4, !tbaa !9
  %159 = zext i32 %158 to i64
  %160 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %159, i64 0
  %161 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %160, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.32, i64 0, i64 0)) #7
  %162 = load i32, i32* @in.k, align 4, !tbaa !9
  %163 = zext i32 %162 to i64
  %164 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %163, i64 0
  %165 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %164, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.38, i64 0, i64 0)) #7
  %166 = call i64 @fwrite(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.39, i64 0, i64 0), i64 9, i64 1, %struct._IO_FILE* %165) #7
  %167 = call i32 @fclose(%struct._IO_FILE* noundef %165) #7
  %168 = load i32, i32* @in.k, align 4, !tbaa !9
  %169 = add nsw i32 %168, 1
  %170 = srem i32 %169, 4
  store i32 %170, i32* @in.k, align 4, !tbaa !9
  %171 = zext i32 %170 to i64
  %172 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %171, i64 0
  %173 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %172, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.32, i64 0, i64 0)) #7
  %174 = load i32, i32* @in.k, align 4, !tbaa !9
  %175 = zext i32 %174 to i64
  %176 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %175, i64 0
  %177 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %176, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #7
  %178 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %178) #7
  %179 = call i8* @fgets(i8* noundef nonnull %178, i32 noundef 64, %struct._IO_FILE* noundef %177) #7
  %180 = icmp eq i8* %179, null
  br i1 %180, label %185, label %181

181:                                              ; preds = %71, %181
  %182 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.40, i64 0, i64 0), i8* noundef nonnull %178) #7
  %183 = call i8* @fgets(i8* noundef nonnull %178, i32 noundef 64, %struct._IO_FILE* noundef %177) #7
  %184 = icmp eq i8* %183, null
  br i1 %184, label %185, label %181, !llvm.loop !14

185:                                              ; preds = %181, %71
  %186 = call i32 @fclose(%struct._IO_FILE* noundef %177) #7
  %187 = load i32, i32* @in.k, align 4, !tbaa !9
  %188 = add nsw i32 %187, 1
  %189 = srem i32 %188, 4
  store i32 %189, i32* @in.k, align 4, !tbaa !9
  %190 = zext i32 %189 to i64
  %191 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %190, i64 0
  %192 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %191, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.41, i64 0, i64 0)) #7
  %193 = load i32, i32* @in.k, align 4, !tbaa !9
  %194 = zext i32 %193 to i64
  %195 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %194, i64 0
  %196 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %195, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.42, i64 0, i64 0)) #7
  br label %259

197:                                              ; preds = %259
  %198 = call i32 @fseek(%struct._IO_FILE* noundef %196, i64 noundef 250, i32 noundef 0) #7
  %199 = getelementptr inbounds [8 x i8], [8 x i8]* %6, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %199) #7
  %200 = call i64 @fread(i8* noundef nonnull %199, i64 noundef 1, i64 noundef 8, %struct._IO_FILE* noundef %196) #7
  %201 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.43, i64 0, i64 0), i64 noundef %200) #7
  %202 = load i8, i8* %199, align 1, !tbaa !15
  %203 = zext i8 %202 to i32
  %204 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0), i32 noundef %203) #7
  %205 = getelementptr inbounds [8 x i8], [8 x i8]* %6, i64 0, i64 1
  %206 = load i8, i8* %205, align 1, !tbaa !15
  %207 = zext i8 %206 to i32
  %208 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0), i32 noundef %207) #7
  %209 = getelementptr inbounds [8 x i8], [8 x i8]* %6, i64 0, i64 2
  %210 = load i8, i8* %209, align 1, !tbaa !15
  %211 = zext i8 %210 to i32
  %212 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0), i32 noundef %211) #7
  %213 = getelementptr inbounds [8 x i8], [8 x i8]* %6, i64 0, i64 3
  %214 = load i8, i8* %213, align 1, !tbaa !15
  %215 = zext i8 %214 to i32
  %216 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0), i32 noundef %215) #7
  %217 = getelementptr inbounds [8 x i8], [8 x i8]* %6, i64 0, i64 4
  %218 = load i8, i8* %217, align 1, !tbaa !15
  %219 = zext i8 %218 to i32
  %220 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0), i32 noundef %219) #7
  %221 = getelementptr inbounds [8 x i8], [8 x i8]* %6, i64 0, i64 5
  %222 = load i8, i8* %221, align 1, !tbaa !15
  %223 = zext i8 %222 to i32
  %224 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0), i32 noundef %223) #7
  %225 = getelementptr inbounds [8 x i8], [8 x i8]* %6, i64 0, i64 6
  %226 = load i8, i8* %225, align 1, !tbaa !15
  %227 = zext i8 %226 to i32
  %228 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0), i32 noundef %227) #7
  %229 = getelementptr inbounds [8 x i8], [8 x i8]* %6, i64 0, i64 7
  %230 = load i8, i8* %229, align 1, !tbaa !15
  %231 = zext i8 %230 to i32
  %232 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.44, i64 0, i64 0), i32 noundef %231) #7
  %233 = call i32 @putchar(i32 10) #7
  %234 = call i32 @fseek(%struct._IO_FILE* noundef %196, i64 noundef 1, i32 noundef 0) #7
  %235 = call i64 @fwrite(i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.45, i64 0, i64 0), i64 2, i64 1, %struct._IO_FILE* %196) #7
  %236 = call i32 @fflush(%struct._IO_FILE* noundef %196) #7
  call void @rewind(%struct._IO_FILE* noundef %196) #7
  %237 = call i32 @fgetc(%struct._IO_FILE* noundef %196) #7
  %238 = call i32 @fgetc(%struct._IO_FILE* noundef %196) #7
  %239 = call i32 @fgetc(%struct._IO_FILE* noundef %196) #7
  %240 = call i32 @fgetc(%struct._IO_FILE* noundef %196) #7
  %241 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.46, i64 0, i64 0), i32 noundef %237, i32 noundef %238, i32 noundef %239, i32 noundef %240) #7
  %242 = call i32 @fclose(%struct._IO_FILE* noundef %196) #7
  %243 = load i32, i32* @in.k, align 4, !tbaa !9
  %244 = add nsw i32 %243, 1
  %245 = srem i32 %244, 4
  store i32 %245, i32* @in.k, align 4, !tbaa !9
  %246 = zext i32 %245 to i64
  %247 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %246, i64 0
  %248 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %247, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.32, i64 0, i64 0)) #7
  %249 = load i32, i32* @in.k, align 4, !tbaa !9
  %250 = zext i32 %249 to i64
  %251 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %250, i64 0
  %252 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %251, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #7
  %253 = tail call i32* @__errno_location() #8
  store i32 0, i32* %253, align 4, !tbaa !9
  %254 = call i32 @fputc(i32 noundef 113, %struct._IO_FILE* noundef %252) #7
  %255 = call i32 @ferror(%struct._IO_FILE* noundef %252) #7
  %256 = icmp ne i32 %255, 0
  %257 = zext i1 %256 to i32
  %258 = load i32, i32* %253, align 4, !tbaa !9
  switch i32 %258, label %278 [
    i32 0, label %279
    i32 2, label %265
    i32 13, label %266
    i32 9, label %267
    i32 17, label %268
    i32 22, label %269
    i32 21, label %270
    i32 20, label %271
    i32 30, label %272
    i32 29, label %273
    i32 18, label %274
    i32 16, label %275
    i32 39, label %276
    i32 1, label %277
  ]

259:                                              ; preds = %259, %185
  %260 = phi i32 [ 0, %185 ], [ %263, %259 ]
  %261 = and i32 %260, 255
  %262 = call i32 @fputc(i32 noundef %261, %struct._IO_FILE* noundef %196) #7
  %263 = add nuw nsw i32 %260, 1
  %264 = icmp eq i32 %263, 300
  br i1 %264, label %197, label %259, !llvm.loop !16

265:                                              ; preds = %197
  br label %279

266:                                              ; preds = %197
  br label %279

267:                                              ; preds = %197
  br label %279

268:                                              ; preds = %197
  br label %279

269:                                              ; preds = %197
  br label %279

270:                                              ; preds = %197
  br label %279

271:                                              ; preds = %197
  br label %279

272:                                              ; preds = %197
  br label %279

273:                                              ; preds = %197
  br label %279

274:                                              ; preds = %197
  br label %279

275:                                              ; preds = %197
  br label %279

276:                                              ; preds = %197
  br label %279

277:                                              ; preds = %197
  br label %279

278:                                              ; preds = %197
  br label %279

279:                                              ; preds = %278, %277, %276, %275, %274, %273, %272, %271, %270, %269, %268, %267, %266, %265, %197
  %280 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %278 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %277 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i64 0, i64 0), %276 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %275 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i64 0, i64 0), %274 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %273 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %272 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i64 0, i64 0), %271 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i64 0, i64 0), %270 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %269 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %268 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i64 0, i64 0), %267 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %266 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), %265 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.49, i64 0, i64 0), %197 ]
  %281 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.47, i64 0, i64 0), i32 noundef %254, i32 noundef %257, i8* noundef nonnull %280) #7
  %282 = call i32 @fclose(%struct._IO_FILE* noundef %252) #7
  %283 = load i32, i32* @in.k, align 4, !tbaa !9
  %284 = add nsw i32 %283, 1
  %285 = srem i32 %284, 4
  store i32 %285, i32* @in.k, align 4, !tbaa !9
  %286 = zext i32 %285 to i64
  %287 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %286, i64 0
  %288 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %287, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.32, i64 0, i64 0)) #7
  %289 = load i32, i32* @in.k, align 4, !tbaa !9
  %290 = zext i32 %289 to i64
  %291 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %290, i64 0
  %292 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %291, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.38, i64 0, i64 0)) #7
  store i32 0, i32* %253, align 4, !tbaa !9
  %293 = call i32 @fgetc(%struct._IO_FILE* noundef %292) #7
  %294 = call i32 @ferror(%struct._IO_FILE* noundef %292) #7
  %295 = load i32, i32* %253, align 4, !tbaa !9
  switch i32 %295, label %309 [
    i32 0, label %310
    i32 2, label %296
    i32 13, label %297
    i32 9, label %298
    i32 17, label %299
    i32 22, label %300
    i32 21, label %301
    i32 20, label %302
    i32 30, label %303
    i32 29, label %304
    i32 18, label %305
    i32 16, label %306
    i32 39, label %307
    i32 1, label %308
  ]

296:                                              ; preds = %279
  br label %310

297:                                              ; preds = %279
  br label %310

298:                                              ; preds = %279
  br label %310

299:                                              ; preds = %279
  br label %310

300:                                              ; preds = %279
  br label %310

301:                                              ; preds = %279
  br label %310

302:                                              ; preds = %279
  br label %310

303:                                              ; preds = %279
  br label %310

304:                                              ; preds = %279
  br label %310

305:                                              ; preds = %279
  br label %310

306:                                              ; preds = %279
  br label %310

307:                                              ; preds = %279
  br label %310

308:                                              ; preds = %279
  br label %310

309:                                              ; preds = %279
  br label %310

310:                                              ; preds = %279, %296, %297, %298, %299, %300, %301, %302, %303, %304, %305, %306, %307, %308, %309
  %311 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %309 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %308 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i64 0, i64 0), %307 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %306 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i64 0, i64 0), %305 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %304 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %303 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i64 0, i64 0), %302 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i64 0, i64 0), %301 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %300 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %299 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i64 0, i64 0), %298 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %297 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), %296 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.49, i64 0, i64 0), %279 ]
  %312 = icmp ne i32 %294, 0
  %313 = zext i1 %312 to i32
  %314 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.48, i64 0, i64 0), i32 noundef %293, i32 noundef %313, i8* noundef nonnull %311) #7
  %315 = call i32 @fclose(%struct._IO_FILE* noundef %292) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %199) #7
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %178) #7
  store i32 0, i32* %253, align 4, !tbaa !9
  %316 = load i32, i32* @in.k, align 4, !tbaa !9
  %317 = add nsw i32 %316, 1
  %318 = srem i32 %317, 4
  store i32 %318, i32* @in.k, align 4, !tbaa !9
  %319 = zext i32 %318 to i64
  %320 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %319, i64 0
  %321 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %320, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.65, i64 0, i64 0)) #7
  %322 = load i32, i32* @in.k, align 4, !tbaa !9
  %323 = zext i32 %322 to i64
  %324 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %323, i64 0
  %325 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %324, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #7
  %326 = load i32, i32* %253, align 4, !tbaa !9
  switch i32 %326, label %340 [
    i32 0, label %341
    i32 2, label %327
    i32 13, label %328
    i32 9, label %329
    i32 17, label %330
    i32 22, label %331
    i32 21, label %332
    i32 20, label %333
    i32 30, label %334
    i32 29, label %335
    i32 18, label %336
    i32 16, label %337
    i32 39, label %338
    i32 1, label %339
  ]

327:                                              ; preds = %310
  br label %341

328:                                              ; preds = %310
  br label %341

329:                                              ; preds = %310
  br label %341

330:                                              ; preds = %310
  br label %341

331:                                              ; preds = %310
  br label %341

332:                                              ; preds = %310
  br label %341

333:                                              ; preds = %310
  br label %341

334:                                              ; preds = %310
  br label %341

335:                                              ; preds = %310
  br label %341

336:                                              ; preds = %310
  br label %341

337:                                              ; preds = %310
  br label %341

338:                                              ; preds = %310
  br label %341

339:                                              ; preds = %310
  br label %341

340:                                              ; preds = %310
  br label %341

341:                                              ; preds = %340, %339, %338, %337, %336, %335, %334, %333, %332, %331, %330, %329, %328, %327, %310
  %342 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %340 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %339 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i64 0, i64 0), %338 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %337 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i64 0, i64 0), %336 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %335 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %334 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i64 0, i64 0), %333 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i64 0, i64 0), %332 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %331 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %330 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i64 0, i64 0), %329 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %328 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), %327 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.49, i64 0, i64 0), %310 ]
  %343 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.64, i64 0, i64 0), %struct._IO_FILE* noundef %325, i8* noundef nonnull %342) #7
  store i32 0, i32* %253, align 4, !tbaa !9
  %344 = load i32, i32* @in.k, align 4, !tbaa !9
  %345 = add nsw i32 %344, 1
  %346 = srem i32 %345, 4
  store i32 %346, i32* @in.k, align 4, !tbaa !9
  %347 = zext i32 %346 to i64
  %348 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %347, i64 0
  %349 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %348, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0)) #7
  %350 = load i32, i32* @in.k, align 4, !tbaa !9
  %351 = zext i32 %350 to i64
  %352 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %351, i64 0
  %353 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %352, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.67, i64 0, i64 0)) #7
  %354 = load i32, i32* %253, align 4, !tbaa !9
  switch i32 %354, label %368 [
    i32 0, label %369
    i32 2, label %355
    i32 13, label %356
    i32 9, label %357
    i32 17, label %358
    i32 22, label %359
    i32 21, label %360
    i32 20, label %361
    i32 30, label %362
    i32 29, label %363
    i32 18, label %364
    i32 16, label %365
    i32 39, label %366
    i32 1, label %367
  ]

355:                                              ; preds = %341
  br label %369

356:                                              ; preds = %341
  br label %369

357:                                              ; preds = %341
  br label %369

358:                                              ; preds = %341
  br label %369

359:                                              ; preds = %341
  br label %369

360:                                              ; preds = %341
  br label %369

361:                                              ; preds = %341
  br label %369

362:                                              ; preds = %341
  br label %369

363:                                              ; preds = %341
  br label %369

364:                                              ; preds = %341
  br label %369

365:                                              ; preds = %341
  br label %369

366:                                              ; preds = %341
  br label %369

367:                                              ; preds = %341
  br label %369

368:                                              ; preds = %341
  br label %369

369:                                              ; preds = %368, %367, %366, %365, %364, %363, %362, %361, %360, %359, %358, %357, %356, %355, %341
  %370 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %368 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %367 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i64 0, i64 0), %366 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %365 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i64 0, i64 0), %364 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %363 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %362 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i64 0, i64 0), %361 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i64 0, i64 0), %360 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %359 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %358 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i64 0, i64 0), %357 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %356 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), %355 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.49, i64 0, i64 0), %341 ]
  %371 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.66, i64 0, i64 0), %struct._IO_FILE* noundef %353, i8* noundef nonnull %370) #7
  store i32 0, i32* %253, align 4, !tbaa !9
  %372 = load i32, i32* @in.k, align 4, !tbaa !9
  %373 = add nsw i32 %372, 1
  %374 = srem i32 %373, 4
  store i32 %374, i32* @in.k, align 4, !tbaa !9
  %375 = zext i32 %374 to i64
  %376 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %375, i64 0
  %377 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %376, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.32, i64 0, i64 0)) #7
  %378 = load i32, i32* @in.k, align 4, !tbaa !9
  %379 = zext i32 %378 to i64
  %380 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %379, i64 0
  %381 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %380, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.69, i64 0, i64 0)) #7
  %382 = load i32, i32* %253, align 4, !tbaa !9
  switch i32 %382, label %396 [
    i32 0, label %397
    i32 2, label %383
    i32 13, label %384
    i32 9, label %385
    i32 17, label %386
    i32 22, label %387
    i32 21, label %388
    i32 20, label %389
    i32 30, label %390
    i32 29, label %391
    i32 18, label %392
    i32 16, label %393
    i32 39, label %394
    i32 1, label %395
  ]

383:                                              ; preds = %369
  br label %397

384:                                              ; preds = %369
  br label %397

385:                                              ; preds = %369
  br label %397

386:                                              ; preds = %369
  br label %397

387:                                              ; preds = %369
  br label %397

388:                                              ; preds = %369
  br label %397

389:                                              ; preds = %369
  br label %397

390:                                              ; preds = %369
  br label %397

391:                                              ; preds = %369
  br label %397

392:                                              ; preds = %369
  br label %397

393:                                              ; preds = %369
  br label %397

394:                                              ; preds = %369
  br label %397

395:                                              ; preds = %369
  br label %397

396:                                              ; preds = %369
  br label %397

397:                                              ; preds = %396, %395, %394, %393, %392, %391, %390, %389, %388, %387, %386, %385, %384, %383, %369
  %398 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %396 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %395 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i64 0, i64 0), %394 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %393 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i64 0, i64 0), %392 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %391 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %390 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i64 0, i64 0), %389 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i64 0, i64 0), %388 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %387 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %386 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i64 0, i64 0), %385 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %384 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), %383 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.49, i64 0, i64 0), %369 ]
  %399 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.68, i64 0, i64 0), %struct._IO_FILE* noundef %381, i8* noundef nonnull %398) #7
  %400 = load i32, i32* @in.k, align 4, !tbaa !9
  %401 = add nsw i32 %400, 1
  %402 = srem i32 %401, 4
  store i32 %402, i32* @in.k, align 4, !tbaa !9
  %403 = zext i32 %402 to i64
  %404 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %403, i64 0
  %405 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %404, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.32, i64 0, i64 0)) #7
  %406 = load i32, i32* @in.k, align 4, !tbaa !9
  %407 = zext i32 %406 to i64
  %408 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %407, i64 0
  %409 = add nsw i32 %406, 1
  %410 = srem i32 %409, 4
  store i32 %410, i32* @in.k, align 4, !tbaa !9
  %411 = zext i32 %410 to i64
  %412 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %411, i64 0
  %413 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %412, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.71, i64 0, i64 0)) #7
  %414 = load i32, i32* @in.k, align 4, !tbaa !9
  %415 = zext i32 %414 to i64
  %416 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %415, i64 0
  %417 = call i32 @rename(i8* noundef nonnull %408, i8* noundef nonnull %416) #7
  %418 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.70, i64 0, i64 0), i32 noundef %417) #7
  store i32 0, i32* %253, align 4, !tbaa !9
  %419 = load i32, i32* @in.k, align 4, !tbaa !9
  %420 = add nsw i32 %419, 1
  %421 = srem i32 %420, 4
  store i32 %421, i32* @in.k, align 4, !tbaa !9
  %422 = zext i32 %421 to i64
  %423 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %422, i64 0
  %424 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %423, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.32, i64 0, i64 0)) #7
  %425 = load i32, i32* @in.k, align 4, !tbaa !9
  %426 = zext i32 %425 to i64
  %427 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %426, i64 0
  %428 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %427, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #7
  %429 = load i32, i32* %253, align 4, !tbaa !9
  switch i32 %429, label %443 [
    i32 0, label %444
    i32 2, label %430
    i32 13, label %431
    i32 9, label %432
    i32 17, label %433
    i32 22, label %434
    i32 21, label %435
    i32 20, label %436
    i32 30, label %437
    i32 29, label %438
    i32 18, label %439
    i32 16, label %440
    i32 39, label %441
    i32 1, label %442
  ]

430:                                              ; preds = %397
  br label %444

431:                                              ; preds = %397
  br label %444

432:                                              ; preds = %397
  br label %444

433:                                              ; preds = %397
  br label %444

434:                                              ; preds = %397
  br label %444

435:                                              ; preds = %397
  br label %444

436:                                              ; preds = %397
  br label %444

437:                                              ; preds = %397
  br label %444

438:                                              ; preds = %397
  br label %444

439:                                              ; preds = %397
  br label %444

440:                                              ; preds = %397
  br label %444

441:                                              ; preds = %397
  br label %444

442:                                              ; preds = %397
  br label %444

443:                                              ; preds = %397
  br label %444

444:                                              ; preds = %443, %442, %441, %440, %439, %438, %437, %436, %435, %434, %433, %432, %431, %430, %397
  %445 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %443 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %442 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i64 0, i64 0), %441 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %440 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i64 0, i64 0), %439 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %438 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %437 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i64 0, i64 0), %436 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i64 0, i64 0), %435 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %434 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %433 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i64 0, i64 0), %432 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %431 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), %430 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.49, i64 0, i64 0), %397 ]
  %446 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.72, i64 0, i64 0), %struct._IO_FILE* noundef %428, i8* noundef nonnull %445) #7
  %447 = load i32, i32* @in.k, align 4, !tbaa !9
  %448 = add nsw i32 %447, 1
  %449 = srem i32 %448, 4
  store i32 %449, i32* @in.k, align 4, !tbaa !9
  %450 = zext i32 %449 to i64
  %451 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %450, i64 0
  %452 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %451, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.71, i64 0, i64 0)) #7
  %453 = load i32, i32* @in.k, align 4, !tbaa !9
  %454 = zext i32 %453 to i64
  %455 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %454, i64 0
  %456 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %455, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #7
  %457 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %457) #7
  %458 = call i8* @fgets(i8* noundef nonnull %457, i32 noundef 64, %struct._IO_FILE* noundef %456) #7
  %459 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.73, i64 0, i64 0), i8* noundef %458) #7
  %460 = call i32 @fclose(%struct._IO_FILE* noundef %456) #7
  %461 = load i32, i32* @in.k, align 4, !tbaa !9
  %462 = add nsw i32 %461, 1
  %463 = srem i32 %462, 4
  store i32 %463, i32* @in.k, align 4, !tbaa !9
  %464 = zext i32 %463 to i64
  %465 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %464, i64 0
  %466 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %465, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.71, i64 0, i64 0)) #7
  %467 = load i32, i32* @in.k, align 4, !tbaa !9
  %468 = zext i32 %467 to i64
  %469 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %468, i64 0
  %470 = call i32 @remove(i8* noundef nonnull %469) #7
  %471 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.74, i64 0, i64 0), i32 noundef %470) #7
  store i32 0, i32* %253, align 4, !tbaa !9
  %472 = load i32, i32* @in.k, align 4, !tbaa !9
  %473 = add nsw i32 %472, 1
  %474 = srem i32 %473, 4
  store i32 %474, i32* @in.k, align 4, !tbaa !9
  %475 = zext i32 %474 to i64
  %476 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %475, i64 0
  %477 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %476, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.71, i64 0, i64 0)) #7
  %478 = load i32, i32* @in.k, align 4, !tbaa !9
  %479 = zext i32 %478 to i64
  %480 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %479, i64 0
  %481 = call i32 @remove(i8* noundef nonnull %480) #7
  %482 = load i32, i32* %253, align 4, !tbaa !9
  switch i32 %482, label %496 [
    i32 0, label %497
    i32 2, label %483
    i32 13, label %484
    i32 9, label %485
    i32 17, label %486
    i32 22, label %487
    i32 21, label %488
    i32 20, label %489
    i32 30, label %490
    i32 29, label %491
    i32 18, label %492
    i32 16, label %493
    i32 39, label %494
    i32 1, label %495
  ]

483:                                              ; preds = %444
  br label %497

484:                                              ; preds = %444
  br label %497

485:                                              ; preds = %444
  br label %497

486:                                              ; preds = %444
  br label %497

487:                                              ; preds = %444
  br label %497

488:                                              ; preds = %444
  br label %497

489:                                              ; preds = %444
  br label %497

490:                                              ; preds = %444
  br label %497

491:                                              ; preds = %444
  br label %497

492:                                              ; preds = %444
  br label %497

493:                                              ; preds = %444
  br label %497

494:                                              ; preds = %444
  br label %497

495:                                              ; preds = %444
  br label %497

496:                                              ; preds = %444
  br label %497

497:                                              ; preds = %496, %495, %494, %493, %492, %491, %490, %489, %488, %487, %486, %485, %484, %483, %444
  %498 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %496 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %495 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i64 0, i64 0), %494 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %493 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i64 0, i64 0), %492 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %491 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %490 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i64 0, i64 0), %489 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i64 0, i64 0), %488 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %487 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %486 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i64 0, i64 0), %485 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %484 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), %483 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.49, i64 0, i64 0), %444 ]
  %499 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.75, i64 0, i64 0), i32 noundef %481, i8* noundef nonnull %498) #7
  store i32 0, i32* %253, align 4, !tbaa !9
  %500 = load i32, i32* @in.k, align 4, !tbaa !9
  %501 = add nsw i32 %500, 1
  %502 = srem i32 %501, 4
  store i32 %502, i32* @in.k, align 4, !tbaa !9
  %503 = zext i32 %502 to i64
  %504 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %503, i64 0
  %505 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %504, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @ro, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.77, i64 0, i64 0)) #7
  %506 = load i32, i32* @in.k, align 4, !tbaa !9
  %507 = zext i32 %506 to i64
  %508 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %507, i64 0
  %509 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %508, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #7
  %510 = load i32, i32* %253, align 4, !tbaa !9
  switch i32 %510, label %524 [
    i32 0, label %525
    i32 2, label %511
    i32 13, label %512
    i32 9, label %513
    i32 17, label %514
    i32 22, label %515
    i32 21, label %516
    i32 20, label %517
    i32 30, label %518
    i32 29, label %519
    i32 18, label %520
    i32 16, label %521
    i32 39, label %522
    i32 1, label %523
  ]

511:                                              ; preds = %497
  br label %525

512:                                              ; preds = %497
  br label %525

513:                                              ; preds = %497
  br label %525

514:                                              ; preds = %497
  br label %525

515:                                              ; preds = %497
  br label %525

516:                                              ; preds = %497
  br label %525

517:                                              ; preds = %497
  br label %525

518:                                              ; preds = %497
  br label %525

519:                                              ; preds = %497
  br label %525

520:                                              ; preds = %497
  br label %525

521:                                              ; preds = %497
  br label %525

522:                                              ; preds = %497
  br label %525

523:                                              ; preds = %497
  br label %525

524:                                              ; preds = %497
  br label %525

525:                                              ; preds = %497, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524
  %526 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i64 0, i64 0), %524 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i64 0, i64 0), %523 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i64 0, i64 0), %522 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %521 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i64 0, i64 0), %520 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.58, i64 0, i64 0), %519 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %518 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i64 0, i64 0), %517 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.55, i64 0, i64 0), %516 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.54, i64 0, i64 0), %515 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %514 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.52, i64 0, i64 0), %513 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %512 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), %511 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.49, i64 0, i64 0), %497 ]
  %527 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.76, i64 0, i64 0), %struct._IO_FILE* noundef %509, i8* noundef nonnull %526) #7
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %457) #7
  %528 = call noalias %struct._IO_FILE* @tmpfile() #7
  %529 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %528, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.78, i64 0, i64 0), i32 noundef 7) #7
  call void @rewind(%struct._IO_FILE* noundef %528) #7
  %530 = getelementptr inbounds [32 x i8], [32 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %530) #7
  %531 = call i8* @fgets(i8* noundef nonnull %530, i32 noundef 32, %struct._IO_FILE* noundef %528) #7
  %532 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.79, i64 0, i64 0), i8* noundef %531) #7
  %533 = call i32 @fclose(%struct._IO_FILE* noundef %528) #7
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %530) #7
  %534 = load i32, i32* @in.k, align 4, !tbaa !9
  %535 = add nsw i32 %534, 1
  %536 = srem i32 %535, 4
  store i32 %536, i32* @in.k, align 4, !tbaa !9
  %537 = zext i32 %536 to i64
  %538 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %537, i64 0
  %539 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %538, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @rw, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0)) #7
  %540 = load i32, i32* @in.k, align 4, !tbaa !9
  %541 = zext i32 %540 to i64
  %542 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %541, i64 0
  %543 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %542, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %544 = call i64 @fwrite(i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i64 16, i64 1, %struct._IO_FILE* %543)
  %545 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i64 0, i64 0))
  br label %546

546:                                              ; preds = %2, %525
  %547 = phi i32 [ 0, %525 ], [ 2, %2 ]
  ret i32 %547
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

; Function Attrs: nofree nounwind
declare noalias noundef %struct._IO_FILE* @tmpfile() local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind readonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { nounwind readnone willreturn }

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
