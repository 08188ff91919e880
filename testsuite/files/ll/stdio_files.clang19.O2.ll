; ModuleID = 'stdio_files.c'
source_filename = "stdio_files.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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
@stdout = external local_unnamed_addr global ptr, align 8
@.str.100 = private unnamed_addr constant [16 x i8] c"%-22s %zu '%s'\0A\00", align 1
@.str.101 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.102 = private unnamed_addr constant [14 x i8] c"temporary %d\0A\00", align 1
@.str.103 = private unnamed_addr constant [12 x i8] c"tmpfile: %s\00", align 1
@in.buf = internal global [4 x [1024 x i8]] zeroinitializer, align 16
@in.k = internal unnamed_addr global i32 0, align 4
@.str.104 = private unnamed_addr constant [6 x i8] c"%s/%s\00", align 1
@str = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 3) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
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
  br i1 %20, label %717, label %21

21:                                               ; preds = %2
  %22 = getelementptr inbounds i8, ptr %1, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !5
  %24 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @ro, i64 noundef 512, ptr noundef nonnull @.str, ptr noundef %23) #8
  %25 = getelementptr inbounds i8, ptr %1, i64 16
  %26 = load ptr, ptr %25, align 8, !tbaa !5
  %27 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @rw, i64 noundef 512, ptr noundef nonnull @.str, ptr noundef %26) #8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %19) #8
  %28 = load i32, ptr @in.k, align 4, !tbaa !9
  %29 = add nuw nsw i32 %28, 1
  %30 = and i32 %29, 3
  store i32 %30, ptr @in.k, align 4, !tbaa !9
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %31
  %33 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %32, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @ro, ptr noundef nonnull @.str.5) #8
  %34 = load i32, ptr @in.k, align 4, !tbaa !9
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %35
  %37 = tail call noalias ptr @fopen(ptr noundef nonnull %36, ptr noundef nonnull @.str.6)
  %38 = call ptr @fgets(ptr noundef nonnull %19, i32 noundef 64, ptr noundef %37)
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %21, %40
  %41 = phi i32 [ %42, %40 ], [ 0, %21 ]
  %42 = add nuw nsw i32 %41, 1
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %42, ptr noundef nonnull %19)
  %44 = call ptr @fgets(ptr noundef nonnull %19, i32 noundef 64, ptr noundef %37)
  %45 = icmp eq ptr %44, null
  br i1 %45, label %46, label %40, !llvm.loop !11

46:                                               ; preds = %40, %21
  %47 = call i32 @feof(ptr noundef %37) #8
  %48 = icmp ne i32 %47, 0
  %49 = zext i1 %48 to i32
  %50 = call i32 @ferror(ptr noundef %37) #8
  %51 = icmp ne i32 %50, 0
  %52 = zext i1 %51 to i32
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %49, i32 noundef %52)
  %54 = call i32 @fgetc(ptr noundef %37)
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %54)
  call void @clearerr(ptr noundef %37) #8
  %56 = call i32 @feof(ptr noundef %37) #8
  %57 = icmp ne i32 %56, 0
  %58 = zext i1 %57 to i32
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %58)
  %60 = call i32 @fclose(ptr noundef %37)
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %60)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %19) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18) #8
  %62 = load i32, ptr @in.k, align 4, !tbaa !9
  %63 = add nuw nsw i32 %62, 1
  %64 = and i32 %63, 3
  store i32 %64, ptr @in.k, align 4, !tbaa !9
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %65
  %67 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %66, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @ro, ptr noundef nonnull @.str.5) #8
  %68 = load i32, ptr @in.k, align 4, !tbaa !9
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %69
  %71 = call noalias ptr @fopen(ptr noundef nonnull %70, ptr noundef nonnull @.str.6)
  %72 = call ptr @fgets(ptr noundef nonnull %18, i32 noundef 8, ptr noundef %71)
  %73 = icmp eq ptr %72, null
  br i1 %73, label %78, label %74

74:                                               ; preds = %46, %74
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %18)
  %76 = call ptr @fgets(ptr noundef nonnull %18, i32 noundef 8, ptr noundef %71)
  %77 = icmp eq ptr %76, null
  br i1 %77, label %78, label %74, !llvm.loop !13

78:                                               ; preds = %74, %46
  %79 = call i32 @putchar(i32 10)
  %80 = call i32 @fclose(ptr noundef %71)
  %81 = load i32, ptr @in.k, align 4, !tbaa !9
  %82 = add nuw nsw i32 %81, 1
  %83 = and i32 %82, 3
  store i32 %83, ptr @in.k, align 4, !tbaa !9
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %84
  %86 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %85, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @ro, ptr noundef nonnull @.str.14) #8
  %87 = load i32, ptr @in.k, align 4, !tbaa !9
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %88
  %90 = call noalias ptr @fopen(ptr noundef nonnull %89, ptr noundef nonnull @.str.15)
  %91 = call ptr @fgets(ptr noundef nonnull %18, i32 noundef 1, ptr noundef %90)
  %92 = icmp eq ptr %91, null
  %93 = select i1 %92, ptr @.str.18, ptr @.str.17
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %93)
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull %18)
  %96 = call i32 @fclose(ptr noundef %90)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %16, i8 0, i64 16, i1 false)
  %97 = load i32, ptr @in.k, align 4, !tbaa !9
  %98 = add nuw nsw i32 %97, 1
  %99 = and i32 %98, 3
  store i32 %99, ptr @in.k, align 4, !tbaa !9
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %100
  %102 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %101, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @ro, ptr noundef nonnull @.str.20) #8
  %103 = load i32, ptr @in.k, align 4, !tbaa !9
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %104
  %106 = call noalias ptr @fopen(ptr noundef nonnull %105, ptr noundef nonnull @.str.6)
  %107 = call i64 @fread(ptr noundef nonnull %16, i64 noundef 1, i64 noundef 10, ptr noundef %106)
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef %107)
  %109 = call i64 @ftell(ptr noundef %106)
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull %16, i64 noundef %109)
  %111 = call i32 @fgetc(ptr noundef %106)
  %112 = call i32 @ungetc(i32 noundef 90, ptr noundef %106)
  %113 = call i64 @ftell(ptr noundef %106)
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %111, i32 noundef %112, i64 noundef %113)
  %115 = call i32 @fgetc(ptr noundef %106)
  %116 = call i32 @fgetc(ptr noundef %106)
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %115, i32 noundef %116)
  %118 = call i32 @fseek(ptr noundef %106, i64 noundef -3, i32 noundef 2)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %16, i8 0, i64 16, i1 false)
  %119 = call i64 @fread(ptr noundef nonnull %16, i64 noundef 1, i64 noundef 15, ptr noundef %106)
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i64 noundef %119, ptr noundef nonnull %16)
  %121 = call i32 @feof(ptr noundef %106) #8
  %122 = icmp ne i32 %121, 0
  %123 = zext i1 %122 to i32
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %123)
  %125 = call i32 @fseek(ptr noundef %106, i64 noundef 5, i32 noundef 0)
  %126 = call i32 @fgetc(ptr noundef %106)
  %127 = call i32 @feof(ptr noundef %106) #8
  %128 = icmp ne i32 %127, 0
  %129 = zext i1 %128 to i32
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef %126, i32 noundef %129)
  %131 = call i32 @fseek(ptr noundef %106, i64 noundef 2, i32 noundef 1)
  %132 = call i32 @fgetc(ptr noundef %106)
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef %132)
  call void @rewind(ptr noundef %106)
  %134 = call i32 @fgetc(ptr noundef %106)
  %135 = call i64 @ftell(ptr noundef %106)
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %134, i64 noundef %135)
  %137 = call i32 @fseek(ptr noundef %106, i64 noundef 0, i32 noundef 7)
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef %137)
  call void @rewind(ptr noundef %106)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %17) #8
  %139 = call i64 @fread(ptr noundef nonnull %17, i64 noundef 8, i64 noundef 5, ptr noundef %106)
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i64 noundef %139)
  %141 = call i32 @fclose(ptr noundef %106)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %17) #8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #8
  %142 = load i32, ptr @in.k, align 4, !tbaa !9
  %143 = add nuw nsw i32 %142, 1
  %144 = and i32 %143, 3
  store i32 %144, ptr @in.k, align 4, !tbaa !9
  %145 = zext nneg i32 %144 to i64
  %146 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %145
  %147 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %146, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.32) #8
  %148 = load i32, ptr @in.k, align 4, !tbaa !9
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %149
  %151 = call noalias ptr @fopen(ptr noundef nonnull %150, ptr noundef nonnull @.str.2)
  %152 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %151, ptr noundef nonnull @.str.33, ptr noundef nonnull @.str.34, i32 noundef 42, double noundef 3.250000e+00) #8
  %153 = call i64 @fwrite(ptr nonnull @.str.35, i64 16, i64 1, ptr %151)
  %154 = call i32 @fputc(i32 noundef 120, ptr noundef %151)
  %155 = call i32 @putc(i32 noundef 121, ptr noundef %151)
  %156 = call i64 @fwrite(ptr noundef nonnull @.str.36, i64 noundef 1, i64 noundef 8, ptr noundef %151)
  %157 = call i64 @ftell(ptr noundef %151)
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, i64 noundef %157)
  %159 = call i32 @fclose(ptr noundef %151)
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %159)
  %161 = load i32, ptr @in.k, align 4, !tbaa !9
  %162 = add nuw nsw i32 %161, 1
  %163 = and i32 %162, 3
  store i32 %163, ptr @in.k, align 4, !tbaa !9
  %164 = zext nneg i32 %163 to i64
  %165 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %164
  %166 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %165, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.32) #8
  %167 = load i32, ptr @in.k, align 4, !tbaa !9
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %168
  %170 = call noalias ptr @fopen(ptr noundef nonnull %169, ptr noundef nonnull @.str.38)
  %171 = call i64 @fwrite(ptr nonnull @.str.39, i64 9, i64 1, ptr %170)
  %172 = call i32 @fclose(ptr noundef %170)
  %173 = load i32, ptr @in.k, align 4, !tbaa !9
  %174 = add nuw nsw i32 %173, 1
  %175 = and i32 %174, 3
  store i32 %175, ptr @in.k, align 4, !tbaa !9
  %176 = zext nneg i32 %175 to i64
  %177 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %176
  %178 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %177, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.32) #8
  %179 = load i32, ptr @in.k, align 4, !tbaa !9
  %180 = zext nneg i32 %179 to i64
  %181 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %180
  %182 = call noalias ptr @fopen(ptr noundef nonnull %181, ptr noundef nonnull @.str.6)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %14) #8
  %183 = call ptr @fgets(ptr noundef nonnull %14, i32 noundef 64, ptr noundef %182)
  %184 = icmp eq ptr %183, null
  br i1 %184, label %189, label %185

185:                                              ; preds = %78, %185
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.40, ptr noundef nonnull %14)
  %187 = call ptr @fgets(ptr noundef nonnull %14, i32 noundef 64, ptr noundef %182)
  %188 = icmp eq ptr %187, null
  br i1 %188, label %189, label %185, !llvm.loop !14

189:                                              ; preds = %185, %78
  %190 = call i32 @fclose(ptr noundef %182)
  %191 = load i32, ptr @in.k, align 4, !tbaa !9
  %192 = add nuw nsw i32 %191, 1
  %193 = and i32 %192, 3
  store i32 %193, ptr @in.k, align 4, !tbaa !9
  %194 = zext nneg i32 %193 to i64
  %195 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %194
  %196 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %195, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.41) #8
  %197 = load i32, ptr @in.k, align 4, !tbaa !9
  %198 = zext nneg i32 %197 to i64
  %199 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %198
  %200 = call noalias ptr @fopen(ptr noundef nonnull %199, ptr noundef nonnull @.str.42)
  br label %262

201:                                              ; preds = %262
  %202 = call i32 @fseek(ptr noundef %200, i64 noundef 250, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #8
  %203 = call i64 @fread(ptr noundef nonnull %15, i64 noundef 1, i64 noundef 8, ptr noundef %200)
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, i64 noundef %203)
  %205 = load i8, ptr %15, align 1, !tbaa !15
  %206 = zext i8 %205 to i32
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %206)
  %208 = getelementptr inbounds i8, ptr %15, i64 1
  %209 = load i8, ptr %208, align 1, !tbaa !15
  %210 = zext i8 %209 to i32
  %211 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %210)
  %212 = getelementptr inbounds i8, ptr %15, i64 2
  %213 = load i8, ptr %212, align 1, !tbaa !15
  %214 = zext i8 %213 to i32
  %215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %214)
  %216 = getelementptr inbounds i8, ptr %15, i64 3
  %217 = load i8, ptr %216, align 1, !tbaa !15
  %218 = zext i8 %217 to i32
  %219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %218)
  %220 = getelementptr inbounds i8, ptr %15, i64 4
  %221 = load i8, ptr %220, align 1, !tbaa !15
  %222 = zext i8 %221 to i32
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %222)
  %224 = getelementptr inbounds i8, ptr %15, i64 5
  %225 = load i8, ptr %224, align 1, !tbaa !15
  %226 = zext i8 %225 to i32
  %227 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %226)
  %228 = getelementptr inbounds i8, ptr %15, i64 6
  %229 = load i8, ptr %228, align 1, !tbaa !15
  %230 = zext i8 %229 to i32
  %231 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %230)
  %232 = getelementptr inbounds i8, ptr %15, i64 7
  %233 = load i8, ptr %232, align 1, !tbaa !15
  %234 = zext i8 %233 to i32
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %234)
  %236 = call i32 @putchar(i32 10)
  %237 = call i32 @fseek(ptr noundef %200, i64 noundef 1, i32 noundef 0)
  %238 = call i64 @fwrite(ptr nonnull @.str.45, i64 2, i64 1, ptr %200)
  %239 = call i32 @fflush(ptr noundef %200)
  call void @rewind(ptr noundef %200)
  %240 = call i32 @fgetc(ptr noundef %200)
  %241 = call i32 @fgetc(ptr noundef %200)
  %242 = call i32 @fgetc(ptr noundef %200)
  %243 = call i32 @fgetc(ptr noundef %200)
  %244 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, i32 noundef %240, i32 noundef %241, i32 noundef %242, i32 noundef %243)
  %245 = call i32 @fclose(ptr noundef %200)
  %246 = load i32, ptr @in.k, align 4, !tbaa !9
  %247 = add nuw nsw i32 %246, 1
  %248 = and i32 %247, 3
  store i32 %248, ptr @in.k, align 4, !tbaa !9
  %249 = zext nneg i32 %248 to i64
  %250 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %249
  %251 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %250, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.32) #8
  %252 = load i32, ptr @in.k, align 4, !tbaa !9
  %253 = zext nneg i32 %252 to i64
  %254 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %253
  %255 = call noalias ptr @fopen(ptr noundef nonnull %254, ptr noundef nonnull @.str.6)
  %256 = tail call ptr @__errno_location() #9
  store i32 0, ptr %256, align 4, !tbaa !9
  %257 = call i32 @fputc(i32 noundef 113, ptr noundef %255)
  %258 = call i32 @ferror(ptr noundef %255) #8
  %259 = icmp ne i32 %258, 0
  %260 = zext i1 %259 to i32
  %261 = load i32, ptr %256, align 4, !tbaa !9
  switch i32 %261, label %281 [
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

262:                                              ; preds = %262, %189
  %263 = phi i32 [ 0, %189 ], [ %266, %262 ]
  %264 = and i32 %263, 255
  %265 = call i32 @fputc(i32 noundef %264, ptr noundef %200)
  %266 = add nuw nsw i32 %263, 1
  %267 = icmp eq i32 %266, 300
  br i1 %267, label %201, label %262, !llvm.loop !16

268:                                              ; preds = %201
  br label %282

269:                                              ; preds = %201
  br label %282

270:                                              ; preds = %201
  br label %282

271:                                              ; preds = %201
  br label %282

272:                                              ; preds = %201
  br label %282

273:                                              ; preds = %201
  br label %282

274:                                              ; preds = %201
  br label %282

275:                                              ; preds = %201
  br label %282

276:                                              ; preds = %201
  br label %282

277:                                              ; preds = %201
  br label %282

278:                                              ; preds = %201
  br label %282

279:                                              ; preds = %201
  br label %282

280:                                              ; preds = %201
  br label %282

281:                                              ; preds = %201
  br label %282

282:                                              ; preds = %281, %280, %279, %278, %277, %276, %275, %274, %273, %272, %271, %270, %269, %268, %201
  %283 = phi ptr [ @.str.63, %281 ], [ @.str.62, %280 ], [ @.str.61, %279 ], [ @.str.60, %278 ], [ @.str.59, %277 ], [ @.str.58, %276 ], [ @.str.57, %275 ], [ @.str.56, %274 ], [ @.str.55, %273 ], [ @.str.54, %272 ], [ @.str.53, %271 ], [ @.str.52, %270 ], [ @.str.51, %269 ], [ @.str.50, %268 ], [ @.str.49, %201 ]
  %284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %257, i32 noundef %260, ptr noundef nonnull %283)
  %285 = call i32 @fclose(ptr noundef %255)
  %286 = load i32, ptr @in.k, align 4, !tbaa !9
  %287 = add nuw nsw i32 %286, 1
  %288 = and i32 %287, 3
  store i32 %288, ptr @in.k, align 4, !tbaa !9
  %289 = zext nneg i32 %288 to i64
  %290 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %289
  %291 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %290, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.32) #8
  %292 = load i32, ptr @in.k, align 4, !tbaa !9
  %293 = zext nneg i32 %292 to i64
  %294 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %293
  %295 = call noalias ptr @fopen(ptr noundef nonnull %294, ptr noundef nonnull @.str.38)
  store i32 0, ptr %256, align 4, !tbaa !9
  %296 = call i32 @fgetc(ptr noundef %295)
  %297 = call i32 @ferror(ptr noundef %295) #8
  %298 = load i32, ptr %256, align 4, !tbaa !9
  switch i32 %298, label %312 [
    i32 0, label %313
    i32 2, label %299
    i32 13, label %300
    i32 9, label %301
    i32 17, label %302
    i32 22, label %303
    i32 21, label %304
    i32 20, label %305
    i32 30, label %306
    i32 29, label %307
    i32 18, label %308
    i32 16, label %309
    i32 39, label %310
    i32 1, label %311
  ]

299:                                              ; preds = %282
  br label %313

300:                                              ; preds = %282
  br label %313

301:                                              ; preds = %282
  br label %313

302:                                              ; preds = %282
  br label %313

303:                                              ; preds = %282
  br label %313

304:                                              ; preds = %282
  br label %313

305:                                              ; preds = %282
  br label %313

306:                                              ; preds = %282
  br label %313

307:                                              ; preds = %282
  br label %313

308:                                              ; preds = %282
  br label %313

309:                                              ; preds = %282
  br label %313

310:                                              ; preds = %282
  br label %313

311:                                              ; preds = %282
  br label %313

312:                                              ; preds = %282
  br label %313

313:                                              ; preds = %282, %299, %300, %301, %302, %303, %304, %305, %306, %307, %308, %309, %310, %311, %312
  %314 = phi ptr [ @.str.63, %312 ], [ @.str.62, %311 ], [ @.str.61, %310 ], [ @.str.60, %309 ], [ @.str.59, %308 ], [ @.str.58, %307 ], [ @.str.57, %306 ], [ @.str.56, %305 ], [ @.str.55, %304 ], [ @.str.54, %303 ], [ @.str.53, %302 ], [ @.str.52, %301 ], [ @.str.51, %300 ], [ @.str.50, %299 ], [ @.str.49, %282 ]
  %315 = icmp ne i32 %297, 0
  %316 = zext i1 %315 to i32
  %317 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.48, i32 noundef %296, i32 noundef %316, ptr noundef nonnull %314)
  %318 = call i32 @fclose(ptr noundef %295)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %14) #8
  store i32 0, ptr %256, align 4, !tbaa !9
  %319 = load i32, ptr @in.k, align 4, !tbaa !9
  %320 = add nuw nsw i32 %319, 1
  %321 = and i32 %320, 3
  store i32 %321, ptr @in.k, align 4, !tbaa !9
  %322 = zext nneg i32 %321 to i64
  %323 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %322
  %324 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %323, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @ro, ptr noundef nonnull @.str.65) #8
  %325 = load i32, ptr @in.k, align 4, !tbaa !9
  %326 = zext nneg i32 %325 to i64
  %327 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %326
  %328 = call noalias ptr @fopen(ptr noundef nonnull %327, ptr noundef nonnull @.str.6)
  %329 = load i32, ptr %256, align 4, !tbaa !9
  switch i32 %329, label %343 [
    i32 0, label %344
    i32 2, label %330
    i32 13, label %331
    i32 9, label %332
    i32 17, label %333
    i32 22, label %334
    i32 21, label %335
    i32 20, label %336
    i32 30, label %337
    i32 29, label %338
    i32 18, label %339
    i32 16, label %340
    i32 39, label %341
    i32 1, label %342
  ]

330:                                              ; preds = %313
  br label %344

331:                                              ; preds = %313
  br label %344

332:                                              ; preds = %313
  br label %344

333:                                              ; preds = %313
  br label %344

334:                                              ; preds = %313
  br label %344

335:                                              ; preds = %313
  br label %344

336:                                              ; preds = %313
  br label %344

337:                                              ; preds = %313
  br label %344

338:                                              ; preds = %313
  br label %344

339:                                              ; preds = %313
  br label %344

340:                                              ; preds = %313
  br label %344

341:                                              ; preds = %313
  br label %344

342:                                              ; preds = %313
  br label %344

343:                                              ; preds = %313
  br label %344

344:                                              ; preds = %343, %342, %341, %340, %339, %338, %337, %336, %335, %334, %333, %332, %331, %330, %313
  %345 = phi ptr [ @.str.63, %343 ], [ @.str.62, %342 ], [ @.str.61, %341 ], [ @.str.60, %340 ], [ @.str.59, %339 ], [ @.str.58, %338 ], [ @.str.57, %337 ], [ @.str.56, %336 ], [ @.str.55, %335 ], [ @.str.54, %334 ], [ @.str.53, %333 ], [ @.str.52, %332 ], [ @.str.51, %331 ], [ @.str.50, %330 ], [ @.str.49, %313 ]
  %346 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.64, ptr noundef %328, ptr noundef nonnull %345)
  store i32 0, ptr %256, align 4, !tbaa !9
  %347 = load i32, ptr @in.k, align 4, !tbaa !9
  %348 = add nuw nsw i32 %347, 1
  %349 = and i32 %348, 3
  store i32 %349, ptr @in.k, align 4, !tbaa !9
  %350 = zext nneg i32 %349 to i64
  %351 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %350
  %352 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %351, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @ro, ptr noundef nonnull @.str.5) #8
  %353 = load i32, ptr @in.k, align 4, !tbaa !9
  %354 = zext nneg i32 %353 to i64
  %355 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %354
  %356 = call noalias ptr @fopen(ptr noundef nonnull %355, ptr noundef nonnull @.str.67)
  %357 = load i32, ptr %256, align 4, !tbaa !9
  switch i32 %357, label %371 [
    i32 0, label %372
    i32 2, label %358
    i32 13, label %359
    i32 9, label %360
    i32 17, label %361
    i32 22, label %362
    i32 21, label %363
    i32 20, label %364
    i32 30, label %365
    i32 29, label %366
    i32 18, label %367
    i32 16, label %368
    i32 39, label %369
    i32 1, label %370
  ]

358:                                              ; preds = %344
  br label %372

359:                                              ; preds = %344
  br label %372

360:                                              ; preds = %344
  br label %372

361:                                              ; preds = %344
  br label %372

362:                                              ; preds = %344
  br label %372

363:                                              ; preds = %344
  br label %372

364:                                              ; preds = %344
  br label %372

365:                                              ; preds = %344
  br label %372

366:                                              ; preds = %344
  br label %372

367:                                              ; preds = %344
  br label %372

368:                                              ; preds = %344
  br label %372

369:                                              ; preds = %344
  br label %372

370:                                              ; preds = %344
  br label %372

371:                                              ; preds = %344
  br label %372

372:                                              ; preds = %371, %370, %369, %368, %367, %366, %365, %364, %363, %362, %361, %360, %359, %358, %344
  %373 = phi ptr [ @.str.63, %371 ], [ @.str.62, %370 ], [ @.str.61, %369 ], [ @.str.60, %368 ], [ @.str.59, %367 ], [ @.str.58, %366 ], [ @.str.57, %365 ], [ @.str.56, %364 ], [ @.str.55, %363 ], [ @.str.54, %362 ], [ @.str.53, %361 ], [ @.str.52, %360 ], [ @.str.51, %359 ], [ @.str.50, %358 ], [ @.str.49, %344 ]
  %374 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, ptr noundef %356, ptr noundef nonnull %373)
  store i32 0, ptr %256, align 4, !tbaa !9
  %375 = load i32, ptr @in.k, align 4, !tbaa !9
  %376 = add nuw nsw i32 %375, 1
  %377 = and i32 %376, 3
  store i32 %377, ptr @in.k, align 4, !tbaa !9
  %378 = zext nneg i32 %377 to i64
  %379 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %378
  %380 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %379, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.32) #8
  %381 = load i32, ptr @in.k, align 4, !tbaa !9
  %382 = zext nneg i32 %381 to i64
  %383 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %382
  %384 = call noalias ptr @fopen(ptr noundef nonnull %383, ptr noundef nonnull @.str.69)
  %385 = load i32, ptr %256, align 4, !tbaa !9
  switch i32 %385, label %399 [
    i32 0, label %400
    i32 2, label %386
    i32 13, label %387
    i32 9, label %388
    i32 17, label %389
    i32 22, label %390
    i32 21, label %391
    i32 20, label %392
    i32 30, label %393
    i32 29, label %394
    i32 18, label %395
    i32 16, label %396
    i32 39, label %397
    i32 1, label %398
  ]

386:                                              ; preds = %372
  br label %400

387:                                              ; preds = %372
  br label %400

388:                                              ; preds = %372
  br label %400

389:                                              ; preds = %372
  br label %400

390:                                              ; preds = %372
  br label %400

391:                                              ; preds = %372
  br label %400

392:                                              ; preds = %372
  br label %400

393:                                              ; preds = %372
  br label %400

394:                                              ; preds = %372
  br label %400

395:                                              ; preds = %372
  br label %400

396:                                              ; preds = %372
  br label %400

397:                                              ; preds = %372
  br label %400

398:                                              ; preds = %372
  br label %400

399:                                              ; preds = %372
  br label %400

400:                                              ; preds = %399, %398, %397, %396, %395, %394, %393, %392, %391, %390, %389, %388, %387, %386, %372
  %401 = phi ptr [ @.str.63, %399 ], [ @.str.62, %398 ], [ @.str.61, %397 ], [ @.str.60, %396 ], [ @.str.59, %395 ], [ @.str.58, %394 ], [ @.str.57, %393 ], [ @.str.56, %392 ], [ @.str.55, %391 ], [ @.str.54, %390 ], [ @.str.53, %389 ], [ @.str.52, %388 ], [ @.str.51, %387 ], [ @.str.50, %386 ], [ @.str.49, %372 ]
  %402 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef %384, ptr noundef nonnull %401)
  %403 = load i32, ptr @in.k, align 4, !tbaa !9
  %404 = add nuw nsw i32 %403, 1
  %405 = and i32 %404, 3
  store i32 %405, ptr @in.k, align 4, !tbaa !9
  %406 = zext nneg i32 %405 to i64
  %407 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %406
  %408 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %407, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.32) #8
  %409 = load i32, ptr @in.k, align 4, !tbaa !9
  %410 = zext nneg i32 %409 to i64
  %411 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %410
  %412 = add nuw nsw i32 %409, 1
  %413 = and i32 %412, 3
  store i32 %413, ptr @in.k, align 4, !tbaa !9
  %414 = zext nneg i32 %413 to i64
  %415 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %414
  %416 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %415, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.71) #8
  %417 = load i32, ptr @in.k, align 4, !tbaa !9
  %418 = zext nneg i32 %417 to i64
  %419 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %418
  %420 = call i32 @rename(ptr noundef nonnull %411, ptr noundef nonnull %419) #8
  %421 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.70, i32 noundef %420)
  store i32 0, ptr %256, align 4, !tbaa !9
  %422 = load i32, ptr @in.k, align 4, !tbaa !9
  %423 = add nuw nsw i32 %422, 1
  %424 = and i32 %423, 3
  store i32 %424, ptr @in.k, align 4, !tbaa !9
  %425 = zext nneg i32 %424 to i64
  %426 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %425
  %427 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %426, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.32) #8
  %428 = load i32, ptr @in.k, align 4, !tbaa !9
  %429 = zext nneg i32 %428 to i64
  %430 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %429
  %431 = call noalias ptr @fopen(ptr noundef nonnull %430, ptr noundef nonnull @.str.6)
  %432 = load i32, ptr %256, align 4, !tbaa !9
  switch i32 %432, label %446 [
    i32 0, label %447
    i32 2, label %433
    i32 13, label %434
    i32 9, label %435
    i32 17, label %436
    i32 22, label %437
    i32 21, label %438
    i32 20, label %439
    i32 30, label %440
    i32 29, label %441
    i32 18, label %442
    i32 16, label %443
    i32 39, label %444
    i32 1, label %445
  ]

433:                                              ; preds = %400
  br label %447

434:                                              ; preds = %400
  br label %447

435:                                              ; preds = %400
  br label %447

436:                                              ; preds = %400
  br label %447

437:                                              ; preds = %400
  br label %447

438:                                              ; preds = %400
  br label %447

439:                                              ; preds = %400
  br label %447

440:                                              ; preds = %400
  br label %447

441:                                              ; preds = %400
  br label %447

442:                                              ; preds = %400
  br label %447

443:                                              ; preds = %400
  br label %447

444:                                              ; preds = %400
  br label %447

445:                                              ; preds = %400
  br label %447

446:                                              ; preds = %400
  br label %447

447:                                              ; preds = %446, %445, %444, %443, %442, %441, %440, %439, %438, %437, %436, %435, %434, %433, %400
  %448 = phi ptr [ @.str.63, %446 ], [ @.str.62, %445 ], [ @.str.61, %444 ], [ @.str.60, %443 ], [ @.str.59, %442 ], [ @.str.58, %441 ], [ @.str.57, %440 ], [ @.str.56, %439 ], [ @.str.55, %438 ], [ @.str.54, %437 ], [ @.str.53, %436 ], [ @.str.52, %435 ], [ @.str.51, %434 ], [ @.str.50, %433 ], [ @.str.49, %400 ]
  %449 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.72, ptr noundef %431, ptr noundef nonnull %448)
  %450 = load i32, ptr @in.k, align 4, !tbaa !9
  %451 = add nuw nsw i32 %450, 1
  %452 = and i32 %451, 3
  store i32 %452, ptr @in.k, align 4, !tbaa !9
  %453 = zext nneg i32 %452 to i64
  %454 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %453
  %455 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %454, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.71) #8
  %456 = load i32, ptr @in.k, align 4, !tbaa !9
  %457 = zext nneg i32 %456 to i64
  %458 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %457
  %459 = call noalias ptr @fopen(ptr noundef nonnull %458, ptr noundef nonnull @.str.6)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %13) #8
  %460 = call ptr @fgets(ptr noundef nonnull %13, i32 noundef 64, ptr noundef %459)
  %461 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.73, ptr noundef %460)
  %462 = call i32 @fclose(ptr noundef %459)
  %463 = load i32, ptr @in.k, align 4, !tbaa !9
  %464 = add nuw nsw i32 %463, 1
  %465 = and i32 %464, 3
  store i32 %465, ptr @in.k, align 4, !tbaa !9
  %466 = zext nneg i32 %465 to i64
  %467 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %466
  %468 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %467, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.71) #8
  %469 = load i32, ptr @in.k, align 4, !tbaa !9
  %470 = zext nneg i32 %469 to i64
  %471 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %470
  %472 = call i32 @remove(ptr noundef nonnull %471) #8
  %473 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.74, i32 noundef %472)
  store i32 0, ptr %256, align 4, !tbaa !9
  %474 = load i32, ptr @in.k, align 4, !tbaa !9
  %475 = add nuw nsw i32 %474, 1
  %476 = and i32 %475, 3
  store i32 %476, ptr @in.k, align 4, !tbaa !9
  %477 = zext nneg i32 %476 to i64
  %478 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %477
  %479 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %478, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.71) #8
  %480 = load i32, ptr @in.k, align 4, !tbaa !9
  %481 = zext nneg i32 %480 to i64
  %482 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %481
  %483 = call i32 @remove(ptr noundef nonnull %482) #8
  %484 = load i32, ptr %256, align 4, !tbaa !9
  switch i32 %484, label %498 [
    i32 0, label %499
    i32 2, label %485
    i32 13, label %486
    i32 9, label %487
    i32 17, label %488
    i32 22, label %489
    i32 21, label %490
    i32 20, label %491
    i32 30, label %492
    i32 29, label %493
    i32 18, label %494
    i32 16, label %495
    i32 39, label %496
    i32 1, label %497
  ]

485:                                              ; preds = %447
  br label %499

486:                                              ; preds = %447
  br label %499

487:                                              ; preds = %447
  br label %499

488:                                              ; preds = %447
  br label %499

489:                                              ; preds = %447
  br label %499

490:                                              ; preds = %447
  br label %499

491:                                              ; preds = %447
  br label %499

492:                                              ; preds = %447
  br label %499

493:                                              ; preds = %447
  br label %499

494:                                              ; preds = %447
  br label %499

495:                                              ; preds = %447
  br label %499

496:                                              ; preds = %447
  br label %499

497:                                              ; preds = %447
  br label %499

498:                                              ; preds = %447
  br label %499

499:                                              ; preds = %498, %497, %496, %495, %494, %493, %492, %491, %490, %489, %488, %487, %486, %485, %447
  %500 = phi ptr [ @.str.63, %498 ], [ @.str.62, %497 ], [ @.str.61, %496 ], [ @.str.60, %495 ], [ @.str.59, %494 ], [ @.str.58, %493 ], [ @.str.57, %492 ], [ @.str.56, %491 ], [ @.str.55, %490 ], [ @.str.54, %489 ], [ @.str.53, %488 ], [ @.str.52, %487 ], [ @.str.51, %486 ], [ @.str.50, %485 ], [ @.str.49, %447 ]
  %501 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.75, i32 noundef %483, ptr noundef nonnull %500)
  store i32 0, ptr %256, align 4, !tbaa !9
  %502 = load i32, ptr @in.k, align 4, !tbaa !9
  %503 = add nuw nsw i32 %502, 1
  %504 = and i32 %503, 3
  store i32 %504, ptr @in.k, align 4, !tbaa !9
  %505 = zext nneg i32 %504 to i64
  %506 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %505
  %507 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %506, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @ro, ptr noundef nonnull @.str.77) #8
  %508 = load i32, ptr @in.k, align 4, !tbaa !9
  %509 = zext nneg i32 %508 to i64
  %510 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %509
  %511 = call noalias ptr @fopen(ptr noundef nonnull %510, ptr noundef nonnull @.str.6)
  %512 = load i32, ptr %256, align 4, !tbaa !9
  switch i32 %512, label %526 [
    i32 0, label %527
    i32 2, label %513
    i32 13, label %514
    i32 9, label %515
    i32 17, label %516
    i32 22, label %517
    i32 21, label %518
    i32 20, label %519
    i32 30, label %520
    i32 29, label %521
    i32 18, label %522
    i32 16, label %523
    i32 39, label %524
    i32 1, label %525
  ]

513:                                              ; preds = %499
  br label %527

514:                                              ; preds = %499
  br label %527

515:                                              ; preds = %499
  br label %527

516:                                              ; preds = %499
  br label %527

517:                                              ; preds = %499
  br label %527

518:                                              ; preds = %499
  br label %527

519:                                              ; preds = %499
  br label %527

520:                                              ; preds = %499
  br label %527

521:                                              ; preds = %499
  br label %527

522:                                              ; preds = %499
  br label %527

523:                                              ; preds = %499
  br label %527

524:                                              ; preds = %499
  br label %527

525:                                              ; preds = %499
  br label %527

526:                                              ; preds = %499
  br label %527

527:                                              ; preds = %499, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526
  %528 = phi ptr [ @.str.63, %526 ], [ @.str.62, %525 ], [ @.str.61, %524 ], [ @.str.60, %523 ], [ @.str.59, %522 ], [ @.str.58, %521 ], [ @.str.57, %520 ], [ @.str.56, %519 ], [ @.str.55, %518 ], [ @.str.54, %517 ], [ @.str.53, %516 ], [ @.str.52, %515 ], [ @.str.51, %514 ], [ @.str.50, %513 ], [ @.str.49, %499 ]
  %529 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.76, ptr noundef %511, ptr noundef nonnull %528)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %13) #8
  %530 = load i32, ptr @in.k, align 4, !tbaa !9
  %531 = add nuw nsw i32 %530, 1
  %532 = and i32 %531, 3
  store i32 %532, ptr @in.k, align 4, !tbaa !9
  %533 = zext nneg i32 %532 to i64
  %534 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %533
  %535 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %534, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.78) #8
  %536 = load i32, ptr @in.k, align 4, !tbaa !9
  %537 = zext nneg i32 %536 to i64
  %538 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %537
  %539 = call noalias ptr @fopen(ptr noundef nonnull %538, ptr noundef nonnull @.str.2)
  %540 = load i32, ptr @in.k, align 4, !tbaa !9
  %541 = add nuw nsw i32 %540, 1
  %542 = and i32 %541, 3
  store i32 %542, ptr @in.k, align 4, !tbaa !9
  %543 = zext nneg i32 %542 to i64
  %544 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %543
  %545 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %544, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.78) #8
  %546 = load i32, ptr @in.k, align 4, !tbaa !9
  %547 = zext nneg i32 %546 to i64
  %548 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %547
  %549 = call noalias ptr @fopen(ptr noundef nonnull %548, ptr noundef nonnull @.str.6)
  %550 = call i32 (ptr, ptr, ...) @say(ptr noundef %539, ptr nonnull poison, i32 noundef 1)
  %551 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.79, i32 noundef %550)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %11, i8 0, i64 64, i1 false)
  call void @clearerr(ptr noundef %549) #8
  %552 = call i64 @fread(ptr noundef nonnull %11, i64 noundef 1, i64 noundef 63, ptr noundef %549)
  %553 = icmp ult i64 %552, 20
  %554 = select i1 %553, ptr %11, ptr @.str.101
  %555 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.100, ptr noundef nonnull @.str.81, i64 noundef %552, ptr noundef nonnull %554)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #8
  %556 = call i32 @fflush(ptr noundef %539)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %10, i8 0, i64 64, i1 false)
  call void @clearerr(ptr noundef %549) #8
  %557 = call i64 @fread(ptr noundef nonnull %10, i64 noundef 1, i64 noundef 63, ptr noundef %549)
  %558 = icmp ult i64 %557, 20
  %559 = select i1 %558, ptr %10, ptr @.str.101
  %560 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.100, ptr noundef nonnull @.str.82, i64 noundef %557, ptr noundef nonnull %559)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #8
  %561 = call i32 @fclose(ptr noundef %539)
  %562 = call i32 @fclose(ptr noundef %549)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(10000) @buffering.big, i8 98, i64 10000, i1 false)
  %563 = load i32, ptr @in.k, align 4, !tbaa !9
  %564 = add nuw nsw i32 %563, 1
  %565 = and i32 %564, 3
  store i32 %565, ptr @in.k, align 4, !tbaa !9
  %566 = zext nneg i32 %565 to i64
  %567 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %566
  %568 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %567, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.83) #8
  %569 = load i32, ptr @in.k, align 4, !tbaa !9
  %570 = zext nneg i32 %569 to i64
  %571 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %570
  %572 = call noalias ptr @fopen(ptr noundef nonnull %571, ptr noundef nonnull @.str.2)
  %573 = load i32, ptr @in.k, align 4, !tbaa !9
  %574 = add nuw nsw i32 %573, 1
  %575 = and i32 %574, 3
  store i32 %575, ptr @in.k, align 4, !tbaa !9
  %576 = zext nneg i32 %575 to i64
  %577 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %576
  %578 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %577, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.83) #8
  %579 = load i32, ptr @in.k, align 4, !tbaa !9
  %580 = zext nneg i32 %579 to i64
  %581 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %580
  %582 = call noalias ptr @fopen(ptr noundef nonnull %581, ptr noundef nonnull @.str.6)
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %12) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(100) %12, i8 115, i64 100, i1 false)
  %583 = call i64 @fwrite(ptr noundef nonnull %12, i64 noundef 1, i64 noundef 100, ptr noundef %572)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %9, i8 0, i64 64, i1 false)
  call void @clearerr(ptr noundef %582) #8
  %584 = call i64 @fread(ptr noundef nonnull %9, i64 noundef 1, i64 noundef 63, ptr noundef %582)
  %585 = icmp ult i64 %584, 20
  %586 = select i1 %585, ptr %9, ptr @.str.101
  %587 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.100, ptr noundef nonnull @.str.84, i64 noundef %584, ptr noundef nonnull %586)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #8
  %588 = call i64 @fwrite(ptr noundef nonnull @buffering.big, i64 noundef 1, i64 noundef 4000, ptr noundef %572)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %8, i8 0, i64 64, i1 false)
  call void @clearerr(ptr noundef %582) #8
  %589 = call i64 @fread(ptr noundef nonnull %8, i64 noundef 1, i64 noundef 63, ptr noundef %582)
  %590 = icmp ult i64 %589, 20
  %591 = select i1 %590, ptr %8, ptr @.str.101
  %592 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.100, ptr noundef nonnull @.str.85, i64 noundef %589, ptr noundef nonnull %591)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #8
  %593 = call i64 @fwrite(ptr noundef nonnull @buffering.big, i64 noundef 1, i64 noundef 5000, ptr noundef %572)
  %594 = call i32 @fseek(ptr noundef %582, i64 noundef 0, i32 noundef 2)
  %595 = call i64 @ftell(ptr noundef %582)
  %596 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.86, i64 noundef %595)
  %597 = call i32 @fclose(ptr noundef %572)
  %598 = call i32 @fseek(ptr noundef %582, i64 noundef 0, i32 noundef 2)
  %599 = call i64 @ftell(ptr noundef %582)
  %600 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.87, i64 noundef %599)
  %601 = call i32 @fclose(ptr noundef %582)
  %602 = load i32, ptr @in.k, align 4, !tbaa !9
  %603 = add nuw nsw i32 %602, 1
  %604 = and i32 %603, 3
  store i32 %604, ptr @in.k, align 4, !tbaa !9
  %605 = zext nneg i32 %604 to i64
  %606 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %605
  %607 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %606, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.83) #8
  %608 = load i32, ptr @in.k, align 4, !tbaa !9
  %609 = zext nneg i32 %608 to i64
  %610 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %609
  %611 = call noalias ptr @fopen(ptr noundef nonnull %610, ptr noundef nonnull @.str.2)
  %612 = load i32, ptr @in.k, align 4, !tbaa !9
  %613 = add nuw nsw i32 %612, 1
  %614 = and i32 %613, 3
  store i32 %614, ptr @in.k, align 4, !tbaa !9
  %615 = zext nneg i32 %614 to i64
  %616 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %615
  %617 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %616, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.83) #8
  %618 = load i32, ptr @in.k, align 4, !tbaa !9
  %619 = zext nneg i32 %618 to i64
  %620 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %619
  %621 = call noalias ptr @fopen(ptr noundef nonnull %620, ptr noundef nonnull @.str.6)
  %622 = call i64 @fwrite(ptr noundef nonnull @buffering.big, i64 noundef 1, i64 noundef 9000, ptr noundef %611)
  %623 = call i32 @fseek(ptr noundef %621, i64 noundef 0, i32 noundef 2)
  %624 = call i64 @ftell(ptr noundef %621)
  %625 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.88, i64 noundef %624)
  %626 = call i32 @fclose(ptr noundef %611)
  %627 = call i32 @fclose(ptr noundef %621)
  %628 = load i32, ptr @in.k, align 4, !tbaa !9
  %629 = add nuw nsw i32 %628, 1
  %630 = and i32 %629, 3
  store i32 %630, ptr @in.k, align 4, !tbaa !9
  %631 = zext nneg i32 %630 to i64
  %632 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %631
  %633 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %632, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.89) #8
  %634 = load i32, ptr @in.k, align 4, !tbaa !9
  %635 = zext nneg i32 %634 to i64
  %636 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %635
  %637 = call noalias ptr @fopen(ptr noundef nonnull %636, ptr noundef nonnull @.str.2)
  %638 = call i32 @setvbuf(ptr noundef %637, ptr noundef null, i32 noundef 2, i64 noundef 0) #8
  %639 = load i32, ptr @in.k, align 4, !tbaa !9
  %640 = add nuw nsw i32 %639, 1
  %641 = and i32 %640, 3
  store i32 %641, ptr @in.k, align 4, !tbaa !9
  %642 = zext nneg i32 %641 to i64
  %643 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %642
  %644 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %643, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.89) #8
  %645 = load i32, ptr @in.k, align 4, !tbaa !9
  %646 = zext nneg i32 %645 to i64
  %647 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %646
  %648 = call noalias ptr @fopen(ptr noundef nonnull %647, ptr noundef nonnull @.str.6)
  %649 = call i64 @fwrite(ptr nonnull @.str.90, i64 7, i64 1, ptr %637)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %7, i8 0, i64 64, i1 false)
  call void @clearerr(ptr noundef %648) #8
  %650 = call i64 @fread(ptr noundef nonnull %7, i64 noundef 1, i64 noundef 63, ptr noundef %648)
  %651 = icmp ult i64 %650, 20
  %652 = select i1 %651, ptr %7, ptr @.str.101
  %653 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.100, ptr noundef nonnull @.str.91, i64 noundef %650, ptr noundef nonnull %652)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8
  %654 = call i32 @fclose(ptr noundef %637)
  %655 = call i32 @fclose(ptr noundef %648)
  %656 = load i32, ptr @in.k, align 4, !tbaa !9
  %657 = add nuw nsw i32 %656, 1
  %658 = and i32 %657, 3
  store i32 %658, ptr @in.k, align 4, !tbaa !9
  %659 = zext nneg i32 %658 to i64
  %660 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %659
  %661 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %660, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.92) #8
  %662 = load i32, ptr @in.k, align 4, !tbaa !9
  %663 = zext nneg i32 %662 to i64
  %664 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %663
  %665 = call noalias ptr @fopen(ptr noundef nonnull %664, ptr noundef nonnull @.str.2)
  %666 = call i32 @setvbuf(ptr noundef %665, ptr noundef null, i32 noundef 1, i64 noundef 256) #8
  %667 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.93, i32 noundef %666)
  %668 = load i32, ptr @in.k, align 4, !tbaa !9
  %669 = add nuw nsw i32 %668, 1
  %670 = and i32 %669, 3
  store i32 %670, ptr @in.k, align 4, !tbaa !9
  %671 = zext nneg i32 %670 to i64
  %672 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %671
  %673 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %672, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.92) #8
  %674 = load i32, ptr @in.k, align 4, !tbaa !9
  %675 = zext nneg i32 %674 to i64
  %676 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %675
  %677 = call noalias ptr @fopen(ptr noundef nonnull %676, ptr noundef nonnull @.str.6)
  %678 = call i64 @fwrite(ptr nonnull @.str.94, i64 11, i64 1, ptr %665)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %6, i8 0, i64 64, i1 false)
  call void @clearerr(ptr noundef %677) #8
  %679 = call i64 @fread(ptr noundef nonnull %6, i64 noundef 1, i64 noundef 63, ptr noundef %677)
  %680 = icmp ult i64 %679, 20
  %681 = select i1 %680, ptr %6, ptr @.str.101
  %682 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.100, ptr noundef nonnull @.str.95, i64 noundef %679, ptr noundef nonnull %681)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #8
  %683 = call i64 @fwrite(ptr nonnull @.str.96, i64 2, i64 1, ptr %665)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %5, i8 0, i64 64, i1 false)
  call void @clearerr(ptr noundef %677) #8
  %684 = call i64 @fread(ptr noundef nonnull %5, i64 noundef 1, i64 noundef 63, ptr noundef %677)
  %685 = icmp ult i64 %684, 20
  %686 = select i1 %685, ptr %5, ptr @.str.101
  %687 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.100, ptr noundef nonnull @.str.97, i64 noundef %684, ptr noundef nonnull %686)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #8
  %688 = call i32 @fputc(i32 noundef 10, ptr noundef %665)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  call void @clearerr(ptr noundef %677) #8
  %689 = call i64 @fread(ptr noundef nonnull %4, i64 noundef 1, i64 noundef 63, ptr noundef %677)
  %690 = icmp ult i64 %689, 20
  %691 = select i1 %690, ptr %4, ptr @.str.101
  %692 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.100, ptr noundef nonnull @.str.98, i64 noundef %689, ptr noundef nonnull %691)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #8
  %693 = call i32 @fclose(ptr noundef %665)
  %694 = call i32 @fclose(ptr noundef %677)
  %695 = load ptr, ptr @stdout, align 8, !tbaa !5
  %696 = call i32 @setvbuf(ptr noundef %695, ptr noundef null, i32 noundef 12345, i64 noundef 0) #8
  %697 = icmp ne i32 %696, 0
  %698 = zext i1 %697 to i32
  %699 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.99, i32 noundef %698)
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %12) #8
  %700 = call noalias ptr @tmpfile()
  %701 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %700, ptr noundef nonnull @.str.102, i32 noundef 7) #8
  call void @rewind(ptr noundef %700)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  %702 = call ptr @fgets(ptr noundef nonnull %3, i32 noundef 32, ptr noundef %700)
  %703 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.103, ptr noundef %702)
  %704 = call i32 @fclose(ptr noundef %700)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  %705 = load i32, ptr @in.k, align 4, !tbaa !9
  %706 = add nuw nsw i32 %705, 1
  %707 = and i32 %706, 3
  store i32 %707, ptr @in.k, align 4, !tbaa !9
  %708 = zext nneg i32 %707 to i64
  %709 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %708
  %710 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %709, i64 noundef 1024, ptr noundef nonnull @.str.104, ptr noundef nonnull @rw, ptr noundef nonnull @.str.1) #8
  %711 = load i32, ptr @in.k, align 4, !tbaa !9
  %712 = zext nneg i32 %711 to i64
  %713 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %712
  %714 = call noalias ptr @fopen(ptr noundef nonnull %713, ptr noundef nonnull @.str.2)
  %715 = call i64 @fwrite(ptr nonnull @.str.3, i64 16, i64 1, ptr %714)
  %716 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %717

717:                                              ; preds = %2, %527
  %718 = phi i32 [ 0, %527 ], [ 2, %2 ]
  ret i32 %718
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare noalias noundef ptr @fopen(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare noundef ptr @fgets(ptr noundef, i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @feof(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind memory(read)
declare noundef i32 @ferror(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fgetc(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare void @clearerr(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fclose(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i64 @fread(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i64 @ftell(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @ungetc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fseek(ptr nocapture noundef, i64 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare void @rewind(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fputc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @rename(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @remove(ptr nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @say(ptr nocapture noundef %0, ptr nocapture readnone %1, ...) unnamed_addr #0 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = call i32 @vfprintf(ptr noundef %0, ptr noundef nonnull @.str.80, ptr noundef nonnull %3) #8
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #8
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @setvbuf(ptr nocapture noundef, ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nofree nounwind
declare noundef i32 @vfprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: nofree nounwind
declare noalias noundef ptr @tmpfile() local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
