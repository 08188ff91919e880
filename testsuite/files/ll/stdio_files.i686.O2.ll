; ModuleID = 'stdio_files.c'
source_filename = "stdio_files.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct._G_fpos_t = type { i32, %struct.__mbstate_t }
%struct.__mbstate_t = type { i32, %union.anon }
%union.anon = type { i32 }

@ro = internal global [512 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@rw = internal global [512 x i8] zeroinitializer, align 1
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
@buffering.big = internal global [10000 x i8] zeroinitializer, align 1
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
@stdout = external local_unnamed_addr global ptr, align 4
@.str.106 = private unnamed_addr constant [16 x i8] c"%-22s %zu '%s'\0A\00", align 1
@.str.107 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.108 = private unnamed_addr constant [14 x i8] c"temporary %d\0A\00", align 1
@.str.109 = private unnamed_addr constant [12 x i8] c"tmpfile: %s\00", align 1
@in.buf = internal global [4 x [1024 x i8]] zeroinitializer, align 1
@in.k = internal unnamed_addr global i32 0, align 4
@.str.110 = private unnamed_addr constant [6 x i8] c"%s/%s\00", align 1
@str = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 3) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [32 x i8], align 1
  %4 = alloca [64 x i8], align 1
  %5 = alloca [64 x i8], align 1
  %6 = alloca [64 x i8], align 1
  %7 = alloca [64 x i8], align 1
  %8 = alloca [64 x i8], align 1
  %9 = alloca [64 x i8], align 1
  %10 = alloca [64 x i8], align 1
  %11 = alloca [64 x i8], align 1
  %12 = alloca [100 x i8], align 1
  %13 = alloca [64 x i8], align 1
  %14 = alloca [64 x i8], align 1
  %15 = alloca [8 x i8], align 1
  %16 = alloca [16 x i8], align 1
  %17 = alloca [5 x [8 x i8]], align 1
  %18 = alloca %struct._G_fpos_t, align 4
  %19 = alloca [8 x i8], align 1
  %20 = alloca [64 x i8], align 1
  %21 = icmp slt i32 %0, 3
  br i1 %21, label %711, label %22

22:                                               ; preds = %2
  %23 = getelementptr inbounds i8, ptr %1, i32 4
  %24 = load ptr, ptr %23, align 4, !tbaa !6
  %25 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @ro, i32 noundef 512, ptr noundef nonnull @.str, ptr noundef %24) #10
  %26 = getelementptr inbounds i8, ptr %1, i32 8
  %27 = load ptr, ptr %26, align 4, !tbaa !6
  %28 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @rw, i32 noundef 512, ptr noundef nonnull @.str, ptr noundef %27) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %20) #10
  %29 = load i32, ptr @in.k, align 4, !tbaa !10
  %30 = add nuw nsw i32 %29, 1
  %31 = and i32 %30, 3
  store i32 %31, ptr @in.k, align 4, !tbaa !10
  %32 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %31
  %33 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %32, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @ro, ptr noundef nonnull @.str.7) #10
  %34 = load i32, ptr @in.k, align 4, !tbaa !10
  %35 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %34
  %36 = tail call noalias ptr @fopen(ptr noundef nonnull %35, ptr noundef nonnull @.str.8)
  %37 = call ptr @fgets(ptr noundef nonnull %20, i32 noundef 64, ptr noundef %36)
  %38 = icmp eq ptr %37, null
  br i1 %38, label %45, label %39

39:                                               ; preds = %22, %39
  %40 = phi i32 [ %41, %39 ], [ 0, %22 ]
  %41 = add nuw nsw i32 %40, 1
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %41, ptr noundef nonnull %20)
  %43 = call ptr @fgets(ptr noundef nonnull %20, i32 noundef 64, ptr noundef %36)
  %44 = icmp eq ptr %43, null
  br i1 %44, label %45, label %39, !llvm.loop !12

45:                                               ; preds = %39, %22
  %46 = call i32 @feof(ptr noundef %36) #10
  %47 = icmp ne i32 %46, 0
  %48 = zext i1 %47 to i32
  %49 = call i32 @ferror(ptr noundef %36) #10
  %50 = icmp ne i32 %49, 0
  %51 = zext i1 %50 to i32
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %48, i32 noundef %51)
  %53 = call i32 @fgetc(ptr noundef %36)
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %53)
  call void @clearerr(ptr noundef %36) #10
  %55 = call i32 @feof(ptr noundef %36) #10
  %56 = icmp ne i32 %55, 0
  %57 = zext i1 %56 to i32
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %57)
  %59 = call i32 @fclose(ptr noundef %36)
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %59)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %20) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19) #10
  %61 = load i32, ptr @in.k, align 4, !tbaa !10
  %62 = add nuw nsw i32 %61, 1
  %63 = and i32 %62, 3
  store i32 %63, ptr @in.k, align 4, !tbaa !10
  %64 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %63
  %65 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %64, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @ro, ptr noundef nonnull @.str.7) #10
  %66 = load i32, ptr @in.k, align 4, !tbaa !10
  %67 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %66
  %68 = call noalias ptr @fopen(ptr noundef nonnull %67, ptr noundef nonnull @.str.8)
  %69 = call ptr @fgets(ptr noundef nonnull %19, i32 noundef 8, ptr noundef %68)
  %70 = icmp eq ptr %69, null
  br i1 %70, label %75, label %71

71:                                               ; preds = %45, %71
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull %19)
  %73 = call ptr @fgets(ptr noundef nonnull %19, i32 noundef 8, ptr noundef %68)
  %74 = icmp eq ptr %73, null
  br i1 %74, label %75, label %71, !llvm.loop !14

75:                                               ; preds = %71, %45
  %76 = call i32 @putchar(i32 10)
  %77 = call i32 @fclose(ptr noundef %68)
  %78 = load i32, ptr @in.k, align 4, !tbaa !10
  %79 = add nuw nsw i32 %78, 1
  %80 = and i32 %79, 3
  store i32 %80, ptr @in.k, align 4, !tbaa !10
  %81 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %80
  %82 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %81, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @ro, ptr noundef nonnull @.str.16) #10
  %83 = load i32, ptr @in.k, align 4, !tbaa !10
  %84 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %83
  %85 = call noalias ptr @fopen(ptr noundef nonnull %84, ptr noundef nonnull @.str.17)
  %86 = call ptr @fgets(ptr noundef nonnull %19, i32 noundef 1, ptr noundef %85)
  %87 = icmp eq ptr %86, null
  %88 = select i1 %87, ptr @.str.20, ptr @.str.19
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %88)
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull %19)
  %91 = call i32 @fclose(ptr noundef %85)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #10
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(16) %16, i8 0, i32 16, i1 false)
  %92 = load i32, ptr @in.k, align 4, !tbaa !10
  %93 = add nuw nsw i32 %92, 1
  %94 = and i32 %93, 3
  store i32 %94, ptr @in.k, align 4, !tbaa !10
  %95 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %94
  %96 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %95, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @ro, ptr noundef nonnull @.str.22) #10
  %97 = load i32, ptr @in.k, align 4, !tbaa !10
  %98 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %97
  %99 = call noalias ptr @fopen(ptr noundef nonnull %98, ptr noundef nonnull @.str.8)
  %100 = call i32 @fread(ptr noundef nonnull %16, i32 noundef 1, i32 noundef 10, ptr noundef %99)
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %100)
  %102 = call i32 @ftell(ptr noundef %99)
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull %16, i32 noundef %102)
  %104 = call i32 @fgetc(ptr noundef %99)
  %105 = call i32 @ungetc(i32 noundef 90, ptr noundef %99)
  %106 = call i32 @ftell(ptr noundef %99)
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef %104, i32 noundef %105, i32 noundef %106)
  %108 = call i32 @fgetc(ptr noundef %99)
  %109 = call i32 @fgetc(ptr noundef %99)
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %108, i32 noundef %109)
  %111 = call i32 @fseek(ptr noundef %99, i32 noundef -3, i32 noundef 2)
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(16) %16, i8 0, i32 16, i1 false)
  %112 = call i32 @fread(ptr noundef nonnull %16, i32 noundef 1, i32 noundef 15, ptr noundef %99)
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef %112, ptr noundef nonnull %16)
  %114 = call i32 @feof(ptr noundef %99) #10
  %115 = icmp ne i32 %114, 0
  %116 = zext i1 %115 to i32
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef %116)
  %118 = call i32 @fseek(ptr noundef %99, i32 noundef 5, i32 noundef 0)
  %119 = call i32 @fgetc(ptr noundef %99)
  %120 = call i32 @feof(ptr noundef %99) #10
  %121 = icmp ne i32 %120, 0
  %122 = zext i1 %121 to i32
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %119, i32 noundef %122)
  %124 = call i32 @fseek(ptr noundef %99, i32 noundef 2, i32 noundef 1)
  %125 = call i32 @fgetc(ptr noundef %99)
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef %125)
  call void @rewind(ptr noundef %99)
  %127 = call i32 @fgetc(ptr noundef %99)
  %128 = call i32 @ftell(ptr noundef %99)
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef %127, i32 noundef %128)
  %130 = call i32 @fseek(ptr noundef %99, i32 noundef 0, i32 noundef 7)
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, i32 noundef %130)
  call void @rewind(ptr noundef %99)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %17) #10
  %132 = call i32 @fread(ptr noundef nonnull %17, i32 noundef 8, i32 noundef 5, ptr noundef %99)
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %132)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %18) #10
  %134 = call i32 @fseek(ptr noundef %99, i32 noundef 7, i32 noundef 0)
  %135 = call i32 @fgetpos(ptr noundef %99, ptr noundef nonnull %18)
  %136 = call i32 @fgetc(ptr noundef %99)
  %137 = call i32 @fgetc(ptr noundef %99)
  %138 = call i32 @fsetpos(ptr noundef %99, ptr noundef nonnull %18)
  %139 = call i32 @fgetc(ptr noundef %99)
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %139)
  %141 = call i32 @fclose(ptr noundef %99)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %18) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %17) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #10
  %142 = load i32, ptr @in.k, align 4, !tbaa !10
  %143 = add nuw nsw i32 %142, 1
  %144 = and i32 %143, 3
  store i32 %144, ptr @in.k, align 4, !tbaa !10
  %145 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %144
  %146 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %145, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.35) #10
  %147 = load i32, ptr @in.k, align 4, !tbaa !10
  %148 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %147
  %149 = call noalias ptr @fopen(ptr noundef nonnull %148, ptr noundef nonnull @.str.2)
  %150 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %149, ptr noundef nonnull @.str.36, ptr noundef nonnull @.str.37, i32 noundef 42, double noundef 3.250000e+00) #10
  %151 = call i32 @fwrite(ptr nonnull @.str.38, i32 16, i32 1, ptr %149)
  %152 = call i32 @fputc(i32 noundef 120, ptr noundef %149)
  %153 = call i32 @putc(i32 noundef 121, ptr noundef %149)
  %154 = call i32 @fwrite(ptr noundef nonnull @.str.39, i32 noundef 1, i32 noundef 8, ptr noundef %149)
  %155 = call i32 @ftell(ptr noundef %149)
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.40, i32 noundef %155)
  %157 = call i32 @fclose(ptr noundef %149)
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %157)
  %159 = load i32, ptr @in.k, align 4, !tbaa !10
  %160 = add nuw nsw i32 %159, 1
  %161 = and i32 %160, 3
  store i32 %161, ptr @in.k, align 4, !tbaa !10
  %162 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %161
  %163 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %162, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.35) #10
  %164 = load i32, ptr @in.k, align 4, !tbaa !10
  %165 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %164
  %166 = call noalias ptr @fopen(ptr noundef nonnull %165, ptr noundef nonnull @.str.41)
  %167 = call i32 @fwrite(ptr nonnull @.str.42, i32 9, i32 1, ptr %166)
  %168 = call i32 @fclose(ptr noundef %166)
  %169 = load i32, ptr @in.k, align 4, !tbaa !10
  %170 = add nuw nsw i32 %169, 1
  %171 = and i32 %170, 3
  store i32 %171, ptr @in.k, align 4, !tbaa !10
  %172 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %171
  %173 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %172, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.35) #10
  %174 = load i32, ptr @in.k, align 4, !tbaa !10
  %175 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %174
  %176 = call noalias ptr @fopen(ptr noundef nonnull %175, ptr noundef nonnull @.str.8)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %14) #10
  %177 = call ptr @fgets(ptr noundef nonnull %14, i32 noundef 64, ptr noundef %176)
  %178 = icmp eq ptr %177, null
  br i1 %178, label %183, label %179

179:                                              ; preds = %75, %179
  %180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull %14)
  %181 = call ptr @fgets(ptr noundef nonnull %14, i32 noundef 64, ptr noundef %176)
  %182 = icmp eq ptr %181, null
  br i1 %182, label %183, label %179, !llvm.loop !15

183:                                              ; preds = %179, %75
  %184 = call i32 @fclose(ptr noundef %176)
  %185 = load i32, ptr @in.k, align 4, !tbaa !10
  %186 = add nuw nsw i32 %185, 1
  %187 = and i32 %186, 3
  store i32 %187, ptr @in.k, align 4, !tbaa !10
  %188 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %187
  %189 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %188, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.44) #10
  %190 = load i32, ptr @in.k, align 4, !tbaa !10
  %191 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %190
  %192 = call noalias ptr @fopen(ptr noundef nonnull %191, ptr noundef nonnull @.str.45)
  br label %252

193:                                              ; preds = %252
  %194 = call i32 @fseek(ptr noundef %192, i32 noundef 250, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #10
  %195 = call i32 @fread(ptr noundef nonnull %15, i32 noundef 1, i32 noundef 8, ptr noundef %192)
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, i32 noundef %195)
  %197 = load i8, ptr %15, align 1, !tbaa !16
  %198 = zext i8 %197 to i32
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %198)
  %200 = getelementptr inbounds i8, ptr %15, i32 1
  %201 = load i8, ptr %200, align 1, !tbaa !16
  %202 = zext i8 %201 to i32
  %203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %202)
  %204 = getelementptr inbounds i8, ptr %15, i32 2
  %205 = load i8, ptr %204, align 1, !tbaa !16
  %206 = zext i8 %205 to i32
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %206)
  %208 = getelementptr inbounds i8, ptr %15, i32 3
  %209 = load i8, ptr %208, align 1, !tbaa !16
  %210 = zext i8 %209 to i32
  %211 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %210)
  %212 = getelementptr inbounds i8, ptr %15, i32 4
  %213 = load i8, ptr %212, align 1, !tbaa !16
  %214 = zext i8 %213 to i32
  %215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %214)
  %216 = getelementptr inbounds i8, ptr %15, i32 5
  %217 = load i8, ptr %216, align 1, !tbaa !16
  %218 = zext i8 %217 to i32
  %219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %218)
  %220 = getelementptr inbounds i8, ptr %15, i32 6
  %221 = load i8, ptr %220, align 1, !tbaa !16
  %222 = zext i8 %221 to i32
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %222)
  %224 = getelementptr inbounds i8, ptr %15, i32 7
  %225 = load i8, ptr %224, align 1, !tbaa !16
  %226 = zext i8 %225 to i32
  %227 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %226)
  %228 = call i32 @putchar(i32 10)
  %229 = call i32 @fseek(ptr noundef %192, i32 noundef 1, i32 noundef 0)
  %230 = call i32 @fwrite(ptr nonnull @.str.48, i32 2, i32 1, ptr %192)
  %231 = call i32 @fflush(ptr noundef %192)
  call void @rewind(ptr noundef %192)
  %232 = call i32 @fgetc(ptr noundef %192)
  %233 = call i32 @fgetc(ptr noundef %192)
  %234 = call i32 @fgetc(ptr noundef %192)
  %235 = call i32 @fgetc(ptr noundef %192)
  %236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, i32 noundef %232, i32 noundef %233, i32 noundef %234, i32 noundef %235)
  %237 = call i32 @fclose(ptr noundef %192)
  %238 = load i32, ptr @in.k, align 4, !tbaa !10
  %239 = add nuw nsw i32 %238, 1
  %240 = and i32 %239, 3
  store i32 %240, ptr @in.k, align 4, !tbaa !10
  %241 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %240
  %242 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %241, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.35) #10
  %243 = load i32, ptr @in.k, align 4, !tbaa !10
  %244 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %243
  %245 = call noalias ptr @fopen(ptr noundef nonnull %244, ptr noundef nonnull @.str.8)
  %246 = tail call ptr @__errno_location() #11
  store i32 0, ptr %246, align 4, !tbaa !10
  %247 = call i32 @fputc(i32 noundef 113, ptr noundef %245)
  %248 = call i32 @ferror(ptr noundef %245) #10
  %249 = icmp ne i32 %248, 0
  %250 = zext i1 %249 to i32
  %251 = load i32, ptr %246, align 4, !tbaa !10
  switch i32 %251, label %271 [
    i32 0, label %272
    i32 2, label %258
    i32 13, label %259
    i32 9, label %260
    i32 17, label %261
    i32 22, label %262
    i32 21, label %263
    i32 20, label %264
    i32 30, label %265
    i32 29, label %266
    i32 18, label %267
    i32 16, label %268
    i32 39, label %269
    i32 1, label %270
  ]

252:                                              ; preds = %252, %183
  %253 = phi i32 [ 0, %183 ], [ %256, %252 ]
  %254 = and i32 %253, 255
  %255 = call i32 @fputc(i32 noundef %254, ptr noundef %192)
  %256 = add nuw nsw i32 %253, 1
  %257 = icmp eq i32 %256, 300
  br i1 %257, label %193, label %252, !llvm.loop !17

258:                                              ; preds = %193
  br label %272

259:                                              ; preds = %193
  br label %272

260:                                              ; preds = %193
  br label %272

261:                                              ; preds = %193
  br label %272

262:                                              ; preds = %193
  br label %272

263:                                              ; preds = %193
  br label %272

264:                                              ; preds = %193
  br label %272

265:                                              ; preds = %193
  br label %272

266:                                              ; preds = %193
  br label %272

267:                                              ; preds = %193
  br label %272

268:                                              ; preds = %193
  br label %272

269:                                              ; preds = %193
  br label %272

270:                                              ; preds = %193
  br label %272

271:                                              ; preds = %193
  br label %272

272:                                              ; preds = %271, %270, %269, %268, %267, %266, %265, %264, %263, %262, %261, %260, %259, %258, %193
  %273 = phi ptr [ @.str.66, %271 ], [ @.str.65, %270 ], [ @.str.64, %269 ], [ @.str.63, %268 ], [ @.str.62, %267 ], [ @.str.61, %266 ], [ @.str.60, %265 ], [ @.str.59, %264 ], [ @.str.58, %263 ], [ @.str.57, %262 ], [ @.str.56, %261 ], [ @.str.55, %260 ], [ @.str.54, %259 ], [ @.str.53, %258 ], [ @.str.52, %193 ]
  %274 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, i32 noundef %247, i32 noundef %250, ptr noundef nonnull %273)
  %275 = call i32 @fclose(ptr noundef %245)
  %276 = load i32, ptr @in.k, align 4, !tbaa !10
  %277 = add nuw nsw i32 %276, 1
  %278 = and i32 %277, 3
  store i32 %278, ptr @in.k, align 4, !tbaa !10
  %279 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %278
  %280 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %279, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.35) #10
  %281 = load i32, ptr @in.k, align 4, !tbaa !10
  %282 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %281
  %283 = call noalias ptr @fopen(ptr noundef nonnull %282, ptr noundef nonnull @.str.41)
  store i32 0, ptr %246, align 4, !tbaa !10
  %284 = call i32 @fgetc(ptr noundef %283)
  %285 = call i32 @ferror(ptr noundef %283) #10
  %286 = load i32, ptr %246, align 4, !tbaa !10
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

287:                                              ; preds = %272
  br label %301

288:                                              ; preds = %272
  br label %301

289:                                              ; preds = %272
  br label %301

290:                                              ; preds = %272
  br label %301

291:                                              ; preds = %272
  br label %301

292:                                              ; preds = %272
  br label %301

293:                                              ; preds = %272
  br label %301

294:                                              ; preds = %272
  br label %301

295:                                              ; preds = %272
  br label %301

296:                                              ; preds = %272
  br label %301

297:                                              ; preds = %272
  br label %301

298:                                              ; preds = %272
  br label %301

299:                                              ; preds = %272
  br label %301

300:                                              ; preds = %272
  br label %301

301:                                              ; preds = %272, %287, %288, %289, %290, %291, %292, %293, %294, %295, %296, %297, %298, %299, %300
  %302 = phi ptr [ @.str.66, %300 ], [ @.str.65, %299 ], [ @.str.64, %298 ], [ @.str.63, %297 ], [ @.str.62, %296 ], [ @.str.61, %295 ], [ @.str.60, %294 ], [ @.str.59, %293 ], [ @.str.58, %292 ], [ @.str.57, %291 ], [ @.str.56, %290 ], [ @.str.55, %289 ], [ @.str.54, %288 ], [ @.str.53, %287 ], [ @.str.52, %272 ]
  %303 = icmp ne i32 %285, 0
  %304 = zext i1 %303 to i32
  %305 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.51, i32 noundef %284, i32 noundef %304, ptr noundef nonnull %302)
  %306 = call i32 @fclose(ptr noundef %283)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %14) #10
  store i32 0, ptr %246, align 4, !tbaa !10
  %307 = load i32, ptr @in.k, align 4, !tbaa !10
  %308 = add nuw nsw i32 %307, 1
  %309 = and i32 %308, 3
  store i32 %309, ptr @in.k, align 4, !tbaa !10
  %310 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %309
  %311 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %310, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @ro, ptr noundef nonnull @.str.68) #10
  %312 = load i32, ptr @in.k, align 4, !tbaa !10
  %313 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %312
  %314 = call noalias ptr @fopen(ptr noundef nonnull %313, ptr noundef nonnull @.str.8)
  %315 = load i32, ptr %246, align 4, !tbaa !10
  switch i32 %315, label %329 [
    i32 0, label %330
    i32 2, label %316
    i32 13, label %317
    i32 9, label %318
    i32 17, label %319
    i32 22, label %320
    i32 21, label %321
    i32 20, label %322
    i32 30, label %323
    i32 29, label %324
    i32 18, label %325
    i32 16, label %326
    i32 39, label %327
    i32 1, label %328
  ]

316:                                              ; preds = %301
  br label %330

317:                                              ; preds = %301
  br label %330

318:                                              ; preds = %301
  br label %330

319:                                              ; preds = %301
  br label %330

320:                                              ; preds = %301
  br label %330

321:                                              ; preds = %301
  br label %330

322:                                              ; preds = %301
  br label %330

323:                                              ; preds = %301
  br label %330

324:                                              ; preds = %301
  br label %330

325:                                              ; preds = %301
  br label %330

326:                                              ; preds = %301
  br label %330

327:                                              ; preds = %301
  br label %330

328:                                              ; preds = %301
  br label %330

329:                                              ; preds = %301
  br label %330

330:                                              ; preds = %329, %328, %327, %326, %325, %324, %323, %322, %321, %320, %319, %318, %317, %316, %301
  %331 = phi ptr [ @.str.66, %329 ], [ @.str.65, %328 ], [ @.str.64, %327 ], [ @.str.63, %326 ], [ @.str.62, %325 ], [ @.str.61, %324 ], [ @.str.60, %323 ], [ @.str.59, %322 ], [ @.str.58, %321 ], [ @.str.57, %320 ], [ @.str.56, %319 ], [ @.str.55, %318 ], [ @.str.54, %317 ], [ @.str.53, %316 ], [ @.str.52, %301 ]
  %332 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, ptr noundef %314, ptr noundef nonnull %331)
  store i32 0, ptr %246, align 4, !tbaa !10
  %333 = load i32, ptr @in.k, align 4, !tbaa !10
  %334 = add nuw nsw i32 %333, 1
  %335 = and i32 %334, 3
  store i32 %335, ptr @in.k, align 4, !tbaa !10
  %336 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %335
  %337 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %336, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @ro, ptr noundef nonnull @.str.7) #10
  %338 = load i32, ptr @in.k, align 4, !tbaa !10
  %339 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %338
  %340 = call noalias ptr @fopen(ptr noundef nonnull %339, ptr noundef nonnull @.str.70)
  %341 = load i32, ptr %246, align 4, !tbaa !10
  switch i32 %341, label %355 [
    i32 0, label %356
    i32 2, label %342
    i32 13, label %343
    i32 9, label %344
    i32 17, label %345
    i32 22, label %346
    i32 21, label %347
    i32 20, label %348
    i32 30, label %349
    i32 29, label %350
    i32 18, label %351
    i32 16, label %352
    i32 39, label %353
    i32 1, label %354
  ]

342:                                              ; preds = %330
  br label %356

343:                                              ; preds = %330
  br label %356

344:                                              ; preds = %330
  br label %356

345:                                              ; preds = %330
  br label %356

346:                                              ; preds = %330
  br label %356

347:                                              ; preds = %330
  br label %356

348:                                              ; preds = %330
  br label %356

349:                                              ; preds = %330
  br label %356

350:                                              ; preds = %330
  br label %356

351:                                              ; preds = %330
  br label %356

352:                                              ; preds = %330
  br label %356

353:                                              ; preds = %330
  br label %356

354:                                              ; preds = %330
  br label %356

355:                                              ; preds = %330
  br label %356

356:                                              ; preds = %355, %354, %353, %352, %351, %350, %349, %348, %347, %346, %345, %344, %343, %342, %330
  %357 = phi ptr [ @.str.66, %355 ], [ @.str.65, %354 ], [ @.str.64, %353 ], [ @.str.63, %352 ], [ @.str.62, %351 ], [ @.str.61, %350 ], [ @.str.60, %349 ], [ @.str.59, %348 ], [ @.str.58, %347 ], [ @.str.57, %346 ], [ @.str.56, %345 ], [ @.str.55, %344 ], [ @.str.54, %343 ], [ @.str.53, %342 ], [ @.str.52, %330 ]
  %358 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.69, ptr noundef %340, ptr noundef nonnull %357)
  store i32 0, ptr %246, align 4, !tbaa !10
  %359 = load i32, ptr @in.k, align 4, !tbaa !10
  %360 = add nuw nsw i32 %359, 1
  %361 = and i32 %360, 3
  store i32 %361, ptr @in.k, align 4, !tbaa !10
  %362 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %361
  %363 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %362, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.35) #10
  %364 = load i32, ptr @in.k, align 4, !tbaa !10
  %365 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %364
  %366 = call noalias ptr @fopen(ptr noundef nonnull %365, ptr noundef nonnull @.str.72)
  %367 = load i32, ptr %246, align 4, !tbaa !10
  switch i32 %367, label %381 [
    i32 0, label %382
    i32 2, label %368
    i32 13, label %369
    i32 9, label %370
    i32 17, label %371
    i32 22, label %372
    i32 21, label %373
    i32 20, label %374
    i32 30, label %375
    i32 29, label %376
    i32 18, label %377
    i32 16, label %378
    i32 39, label %379
    i32 1, label %380
  ]

368:                                              ; preds = %356
  br label %382

369:                                              ; preds = %356
  br label %382

370:                                              ; preds = %356
  br label %382

371:                                              ; preds = %356
  br label %382

372:                                              ; preds = %356
  br label %382

373:                                              ; preds = %356
  br label %382

374:                                              ; preds = %356
  br label %382

375:                                              ; preds = %356
  br label %382

376:                                              ; preds = %356
  br label %382

377:                                              ; preds = %356
  br label %382

378:                                              ; preds = %356
  br label %382

379:                                              ; preds = %356
  br label %382

380:                                              ; preds = %356
  br label %382

381:                                              ; preds = %356
  br label %382

382:                                              ; preds = %381, %380, %379, %378, %377, %376, %375, %374, %373, %372, %371, %370, %369, %368, %356
  %383 = phi ptr [ @.str.66, %381 ], [ @.str.65, %380 ], [ @.str.64, %379 ], [ @.str.63, %378 ], [ @.str.62, %377 ], [ @.str.61, %376 ], [ @.str.60, %375 ], [ @.str.59, %374 ], [ @.str.58, %373 ], [ @.str.57, %372 ], [ @.str.56, %371 ], [ @.str.55, %370 ], [ @.str.54, %369 ], [ @.str.53, %368 ], [ @.str.52, %356 ]
  %384 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.71, ptr noundef %366, ptr noundef nonnull %383)
  %385 = load i32, ptr @in.k, align 4, !tbaa !10
  %386 = add nuw nsw i32 %385, 1
  %387 = and i32 %386, 3
  store i32 %387, ptr @in.k, align 4, !tbaa !10
  %388 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %387
  %389 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %388, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.35) #10
  %390 = load i32, ptr @in.k, align 4, !tbaa !10
  %391 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %390
  %392 = add nuw nsw i32 %390, 1
  %393 = and i32 %392, 3
  store i32 %393, ptr @in.k, align 4, !tbaa !10
  %394 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %393
  %395 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %394, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.74) #10
  %396 = load i32, ptr @in.k, align 4, !tbaa !10
  %397 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %396
  %398 = call i32 @rename(ptr noundef nonnull %391, ptr noundef nonnull %397) #10
  %399 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.73, i32 noundef %398)
  store i32 0, ptr %246, align 4, !tbaa !10
  %400 = load i32, ptr @in.k, align 4, !tbaa !10
  %401 = add nuw nsw i32 %400, 1
  %402 = and i32 %401, 3
  store i32 %402, ptr @in.k, align 4, !tbaa !10
  %403 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %402
  %404 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %403, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.35) #10
  %405 = load i32, ptr @in.k, align 4, !tbaa !10
  %406 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %405
  %407 = call noalias ptr @fopen(ptr noundef nonnull %406, ptr noundef nonnull @.str.8)
  %408 = load i32, ptr %246, align 4, !tbaa !10
  switch i32 %408, label %422 [
    i32 0, label %423
    i32 2, label %409
    i32 13, label %410
    i32 9, label %411
    i32 17, label %412
    i32 22, label %413
    i32 21, label %414
    i32 20, label %415
    i32 30, label %416
    i32 29, label %417
    i32 18, label %418
    i32 16, label %419
    i32 39, label %420
    i32 1, label %421
  ]

409:                                              ; preds = %382
  br label %423

410:                                              ; preds = %382
  br label %423

411:                                              ; preds = %382
  br label %423

412:                                              ; preds = %382
  br label %423

413:                                              ; preds = %382
  br label %423

414:                                              ; preds = %382
  br label %423

415:                                              ; preds = %382
  br label %423

416:                                              ; preds = %382
  br label %423

417:                                              ; preds = %382
  br label %423

418:                                              ; preds = %382
  br label %423

419:                                              ; preds = %382
  br label %423

420:                                              ; preds = %382
  br label %423

421:                                              ; preds = %382
  br label %423

422:                                              ; preds = %382
  br label %423

423:                                              ; preds = %422, %421, %420, %419, %418, %417, %416, %415, %414, %413, %412, %411, %410, %409, %382
  %424 = phi ptr [ @.str.66, %422 ], [ @.str.65, %421 ], [ @.str.64, %420 ], [ @.str.63, %419 ], [ @.str.62, %418 ], [ @.str.61, %417 ], [ @.str.60, %416 ], [ @.str.59, %415 ], [ @.str.58, %414 ], [ @.str.57, %413 ], [ @.str.56, %412 ], [ @.str.55, %411 ], [ @.str.54, %410 ], [ @.str.53, %409 ], [ @.str.52, %382 ]
  %425 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.75, ptr noundef %407, ptr noundef nonnull %424)
  %426 = load i32, ptr @in.k, align 4, !tbaa !10
  %427 = add nuw nsw i32 %426, 1
  %428 = and i32 %427, 3
  store i32 %428, ptr @in.k, align 4, !tbaa !10
  %429 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %428
  %430 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %429, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.74) #10
  %431 = load i32, ptr @in.k, align 4, !tbaa !10
  %432 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %431
  %433 = call noalias ptr @fopen(ptr noundef nonnull %432, ptr noundef nonnull @.str.8)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %13) #10
  %434 = call ptr @fgets(ptr noundef nonnull %13, i32 noundef 64, ptr noundef %433)
  %435 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.76, ptr noundef %434)
  %436 = call i32 @fclose(ptr noundef %433)
  %437 = load i32, ptr @in.k, align 4, !tbaa !10
  %438 = add nuw nsw i32 %437, 1
  %439 = and i32 %438, 3
  store i32 %439, ptr @in.k, align 4, !tbaa !10
  %440 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %439
  %441 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %440, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @ro, ptr noundef nonnull @.str.22) #10
  %442 = load i32, ptr @in.k, align 4, !tbaa !10
  %443 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %442
  %444 = call noalias ptr @fopen(ptr noundef nonnull %443, ptr noundef nonnull @.str.8)
  %445 = load i32, ptr @in.k, align 4, !tbaa !10
  %446 = add nuw nsw i32 %445, 1
  %447 = and i32 %446, 3
  store i32 %447, ptr @in.k, align 4, !tbaa !10
  %448 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %447
  %449 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %448, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.74) #10
  %450 = load i32, ptr @in.k, align 4, !tbaa !10
  %451 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %450
  %452 = call ptr @freopen(ptr noundef nonnull %451, ptr noundef nonnull @.str.8, ptr noundef %444) #10
  %453 = icmp eq ptr %452, %444
  %454 = zext i1 %453 to i32
  %455 = call ptr @fgets(ptr noundef nonnull %13, i32 noundef 64, ptr noundef %452)
  %456 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.77, i32 noundef %454, ptr noundef %455)
  store i32 0, ptr %246, align 4, !tbaa !10
  %457 = load i32, ptr @in.k, align 4, !tbaa !10
  %458 = add nuw nsw i32 %457, 1
  %459 = and i32 %458, 3
  store i32 %459, ptr @in.k, align 4, !tbaa !10
  %460 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %459
  %461 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %460, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.79) #10
  %462 = load i32, ptr @in.k, align 4, !tbaa !10
  %463 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %462
  %464 = call ptr @freopen(ptr noundef nonnull %463, ptr noundef nonnull @.str.8, ptr noundef %452) #10
  %465 = load i32, ptr %246, align 4, !tbaa !10
  switch i32 %465, label %479 [
    i32 0, label %480
    i32 2, label %466
    i32 13, label %467
    i32 9, label %468
    i32 17, label %469
    i32 22, label %470
    i32 21, label %471
    i32 20, label %472
    i32 30, label %473
    i32 29, label %474
    i32 18, label %475
    i32 16, label %476
    i32 39, label %477
    i32 1, label %478
  ]

466:                                              ; preds = %423
  br label %480

467:                                              ; preds = %423
  br label %480

468:                                              ; preds = %423
  br label %480

469:                                              ; preds = %423
  br label %480

470:                                              ; preds = %423
  br label %480

471:                                              ; preds = %423
  br label %480

472:                                              ; preds = %423
  br label %480

473:                                              ; preds = %423
  br label %480

474:                                              ; preds = %423
  br label %480

475:                                              ; preds = %423
  br label %480

476:                                              ; preds = %423
  br label %480

477:                                              ; preds = %423
  br label %480

478:                                              ; preds = %423
  br label %480

479:                                              ; preds = %423
  br label %480

480:                                              ; preds = %479, %478, %477, %476, %475, %474, %473, %472, %471, %470, %469, %468, %467, %466, %423
  %481 = phi ptr [ @.str.66, %479 ], [ @.str.65, %478 ], [ @.str.64, %477 ], [ @.str.63, %476 ], [ @.str.62, %475 ], [ @.str.61, %474 ], [ @.str.60, %473 ], [ @.str.59, %472 ], [ @.str.58, %471 ], [ @.str.57, %470 ], [ @.str.56, %469 ], [ @.str.55, %468 ], [ @.str.54, %467 ], [ @.str.53, %466 ], [ @.str.52, %423 ]
  %482 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.78, ptr noundef %464, ptr noundef nonnull %481)
  %483 = load i32, ptr @in.k, align 4, !tbaa !10
  %484 = add nuw nsw i32 %483, 1
  %485 = and i32 %484, 3
  store i32 %485, ptr @in.k, align 4, !tbaa !10
  %486 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %485
  %487 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %486, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.74) #10
  %488 = load i32, ptr @in.k, align 4, !tbaa !10
  %489 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %488
  %490 = call i32 @remove(ptr noundef nonnull %489) #10
  %491 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.80, i32 noundef %490)
  store i32 0, ptr %246, align 4, !tbaa !10
  %492 = load i32, ptr @in.k, align 4, !tbaa !10
  %493 = add nuw nsw i32 %492, 1
  %494 = and i32 %493, 3
  store i32 %494, ptr @in.k, align 4, !tbaa !10
  %495 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %494
  %496 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %495, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.74) #10
  %497 = load i32, ptr @in.k, align 4, !tbaa !10
  %498 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %497
  %499 = call i32 @remove(ptr noundef nonnull %498) #10
  %500 = load i32, ptr %246, align 4, !tbaa !10
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

501:                                              ; preds = %480
  br label %515

502:                                              ; preds = %480
  br label %515

503:                                              ; preds = %480
  br label %515

504:                                              ; preds = %480
  br label %515

505:                                              ; preds = %480
  br label %515

506:                                              ; preds = %480
  br label %515

507:                                              ; preds = %480
  br label %515

508:                                              ; preds = %480
  br label %515

509:                                              ; preds = %480
  br label %515

510:                                              ; preds = %480
  br label %515

511:                                              ; preds = %480
  br label %515

512:                                              ; preds = %480
  br label %515

513:                                              ; preds = %480
  br label %515

514:                                              ; preds = %480
  br label %515

515:                                              ; preds = %514, %513, %512, %511, %510, %509, %508, %507, %506, %505, %504, %503, %502, %501, %480
  %516 = phi ptr [ @.str.66, %514 ], [ @.str.65, %513 ], [ @.str.64, %512 ], [ @.str.63, %511 ], [ @.str.62, %510 ], [ @.str.61, %509 ], [ @.str.60, %508 ], [ @.str.59, %507 ], [ @.str.58, %506 ], [ @.str.57, %505 ], [ @.str.56, %504 ], [ @.str.55, %503 ], [ @.str.54, %502 ], [ @.str.53, %501 ], [ @.str.52, %480 ]
  %517 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.81, i32 noundef %499, ptr noundef nonnull %516)
  store i32 0, ptr %246, align 4, !tbaa !10
  %518 = load i32, ptr @in.k, align 4, !tbaa !10
  %519 = add nuw nsw i32 %518, 1
  %520 = and i32 %519, 3
  store i32 %520, ptr @in.k, align 4, !tbaa !10
  %521 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %520
  %522 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %521, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @ro, ptr noundef nonnull @.str.83) #10
  %523 = load i32, ptr @in.k, align 4, !tbaa !10
  %524 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %523
  %525 = call noalias ptr @fopen(ptr noundef nonnull %524, ptr noundef nonnull @.str.8)
  %526 = load i32, ptr %246, align 4, !tbaa !10
  switch i32 %526, label %540 [
    i32 0, label %541
    i32 2, label %527
    i32 13, label %528
    i32 9, label %529
    i32 17, label %530
    i32 22, label %531
    i32 21, label %532
    i32 20, label %533
    i32 30, label %534
    i32 29, label %535
    i32 18, label %536
    i32 16, label %537
    i32 39, label %538
    i32 1, label %539
  ]

527:                                              ; preds = %515
  br label %541

528:                                              ; preds = %515
  br label %541

529:                                              ; preds = %515
  br label %541

530:                                              ; preds = %515
  br label %541

531:                                              ; preds = %515
  br label %541

532:                                              ; preds = %515
  br label %541

533:                                              ; preds = %515
  br label %541

534:                                              ; preds = %515
  br label %541

535:                                              ; preds = %515
  br label %541

536:                                              ; preds = %515
  br label %541

537:                                              ; preds = %515
  br label %541

538:                                              ; preds = %515
  br label %541

539:                                              ; preds = %515
  br label %541

540:                                              ; preds = %515
  br label %541

541:                                              ; preds = %515, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540
  %542 = phi ptr [ @.str.66, %540 ], [ @.str.65, %539 ], [ @.str.64, %538 ], [ @.str.63, %537 ], [ @.str.62, %536 ], [ @.str.61, %535 ], [ @.str.60, %534 ], [ @.str.59, %533 ], [ @.str.58, %532 ], [ @.str.57, %531 ], [ @.str.56, %530 ], [ @.str.55, %529 ], [ @.str.54, %528 ], [ @.str.53, %527 ], [ @.str.52, %515 ]
  %543 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.82, ptr noundef %525, ptr noundef nonnull %542)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %13) #10
  %544 = load i32, ptr @in.k, align 4, !tbaa !10
  %545 = add nuw nsw i32 %544, 1
  %546 = and i32 %545, 3
  store i32 %546, ptr @in.k, align 4, !tbaa !10
  %547 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %546
  %548 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %547, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.84) #10
  %549 = load i32, ptr @in.k, align 4, !tbaa !10
  %550 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %549
  %551 = call noalias ptr @fopen(ptr noundef nonnull %550, ptr noundef nonnull @.str.2)
  %552 = load i32, ptr @in.k, align 4, !tbaa !10
  %553 = add nuw nsw i32 %552, 1
  %554 = and i32 %553, 3
  store i32 %554, ptr @in.k, align 4, !tbaa !10
  %555 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %554
  %556 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %555, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.84) #10
  %557 = load i32, ptr @in.k, align 4, !tbaa !10
  %558 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %557
  %559 = call noalias ptr @fopen(ptr noundef nonnull %558, ptr noundef nonnull @.str.8)
  %560 = call i32 (ptr, ptr, ...) @say(ptr noundef %551, ptr nonnull poison, i32 noundef 1)
  %561 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.85, i32 noundef %560)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #10
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(64) %11, i8 0, i32 64, i1 false)
  call void @clearerr(ptr noundef %559) #10
  %562 = call i32 @fread(ptr noundef nonnull %11, i32 noundef 1, i32 noundef 63, ptr noundef %559)
  %563 = icmp ult i32 %562, 20
  %564 = select i1 %563, ptr %11, ptr @.str.107
  %565 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.106, ptr noundef nonnull @.str.87, i32 noundef %562, ptr noundef nonnull %564)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #10
  %566 = call i32 @fflush(ptr noundef %551)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #10
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(64) %10, i8 0, i32 64, i1 false)
  call void @clearerr(ptr noundef %559) #10
  %567 = call i32 @fread(ptr noundef nonnull %10, i32 noundef 1, i32 noundef 63, ptr noundef %559)
  %568 = icmp ult i32 %567, 20
  %569 = select i1 %568, ptr %10, ptr @.str.107
  %570 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.106, ptr noundef nonnull @.str.88, i32 noundef %567, ptr noundef nonnull %569)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #10
  %571 = call i32 @fclose(ptr noundef %551)
  %572 = call i32 @fclose(ptr noundef %559)
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(10000) @buffering.big, i8 98, i32 10000, i1 false)
  %573 = load i32, ptr @in.k, align 4, !tbaa !10
  %574 = add nuw nsw i32 %573, 1
  %575 = and i32 %574, 3
  store i32 %575, ptr @in.k, align 4, !tbaa !10
  %576 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %575
  %577 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %576, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.89) #10
  %578 = load i32, ptr @in.k, align 4, !tbaa !10
  %579 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %578
  %580 = call noalias ptr @fopen(ptr noundef nonnull %579, ptr noundef nonnull @.str.2)
  %581 = load i32, ptr @in.k, align 4, !tbaa !10
  %582 = add nuw nsw i32 %581, 1
  %583 = and i32 %582, 3
  store i32 %583, ptr @in.k, align 4, !tbaa !10
  %584 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %583
  %585 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %584, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.89) #10
  %586 = load i32, ptr @in.k, align 4, !tbaa !10
  %587 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %586
  %588 = call noalias ptr @fopen(ptr noundef nonnull %587, ptr noundef nonnull @.str.8)
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %12) #10
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(100) %12, i8 115, i32 100, i1 false)
  %589 = call i32 @fwrite(ptr noundef nonnull %12, i32 noundef 1, i32 noundef 100, ptr noundef %580)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #10
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(64) %9, i8 0, i32 64, i1 false)
  call void @clearerr(ptr noundef %588) #10
  %590 = call i32 @fread(ptr noundef nonnull %9, i32 noundef 1, i32 noundef 63, ptr noundef %588)
  %591 = icmp ult i32 %590, 20
  %592 = select i1 %591, ptr %9, ptr @.str.107
  %593 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.106, ptr noundef nonnull @.str.90, i32 noundef %590, ptr noundef nonnull %592)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #10
  %594 = call i32 @fwrite(ptr noundef nonnull @buffering.big, i32 noundef 1, i32 noundef 4000, ptr noundef %580)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #10
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(64) %8, i8 0, i32 64, i1 false)
  call void @clearerr(ptr noundef %588) #10
  %595 = call i32 @fread(ptr noundef nonnull %8, i32 noundef 1, i32 noundef 63, ptr noundef %588)
  %596 = icmp ult i32 %595, 20
  %597 = select i1 %596, ptr %8, ptr @.str.107
  %598 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.106, ptr noundef nonnull @.str.91, i32 noundef %595, ptr noundef nonnull %597)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #10
  %599 = call i32 @fwrite(ptr noundef nonnull @buffering.big, i32 noundef 1, i32 noundef 5000, ptr noundef %580)
  %600 = call i32 @fseek(ptr noundef %588, i32 noundef 0, i32 noundef 2)
  %601 = call i32 @ftell(ptr noundef %588)
  %602 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.92, i32 noundef %601)
  %603 = call i32 @fclose(ptr noundef %580)
  %604 = call i32 @fseek(ptr noundef %588, i32 noundef 0, i32 noundef 2)
  %605 = call i32 @ftell(ptr noundef %588)
  %606 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.93, i32 noundef %605)
  %607 = call i32 @fclose(ptr noundef %588)
  %608 = load i32, ptr @in.k, align 4, !tbaa !10
  %609 = add nuw nsw i32 %608, 1
  %610 = and i32 %609, 3
  store i32 %610, ptr @in.k, align 4, !tbaa !10
  %611 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %610
  %612 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %611, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.89) #10
  %613 = load i32, ptr @in.k, align 4, !tbaa !10
  %614 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %613
  %615 = call noalias ptr @fopen(ptr noundef nonnull %614, ptr noundef nonnull @.str.2)
  %616 = load i32, ptr @in.k, align 4, !tbaa !10
  %617 = add nuw nsw i32 %616, 1
  %618 = and i32 %617, 3
  store i32 %618, ptr @in.k, align 4, !tbaa !10
  %619 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %618
  %620 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %619, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.89) #10
  %621 = load i32, ptr @in.k, align 4, !tbaa !10
  %622 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %621
  %623 = call noalias ptr @fopen(ptr noundef nonnull %622, ptr noundef nonnull @.str.8)
  %624 = call i32 @fwrite(ptr noundef nonnull @buffering.big, i32 noundef 1, i32 noundef 9000, ptr noundef %615)
  %625 = call i32 @fseek(ptr noundef %623, i32 noundef 0, i32 noundef 2)
  %626 = call i32 @ftell(ptr noundef %623)
  %627 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.94, i32 noundef %626)
  %628 = call i32 @fclose(ptr noundef %615)
  %629 = call i32 @fclose(ptr noundef %623)
  %630 = load i32, ptr @in.k, align 4, !tbaa !10
  %631 = add nuw nsw i32 %630, 1
  %632 = and i32 %631, 3
  store i32 %632, ptr @in.k, align 4, !tbaa !10
  %633 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %632
  %634 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %633, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.95) #10
  %635 = load i32, ptr @in.k, align 4, !tbaa !10
  %636 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %635
  %637 = call noalias ptr @fopen(ptr noundef nonnull %636, ptr noundef nonnull @.str.2)
  %638 = call i32 @setvbuf(ptr noundef %637, ptr noundef null, i32 noundef 2, i32 noundef 0) #10
  %639 = load i32, ptr @in.k, align 4, !tbaa !10
  %640 = add nuw nsw i32 %639, 1
  %641 = and i32 %640, 3
  store i32 %641, ptr @in.k, align 4, !tbaa !10
  %642 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %641
  %643 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %642, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.95) #10
  %644 = load i32, ptr @in.k, align 4, !tbaa !10
  %645 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %644
  %646 = call noalias ptr @fopen(ptr noundef nonnull %645, ptr noundef nonnull @.str.8)
  %647 = call i32 @fwrite(ptr nonnull @.str.96, i32 7, i32 1, ptr %637)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #10
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(64) %7, i8 0, i32 64, i1 false)
  call void @clearerr(ptr noundef %646) #10
  %648 = call i32 @fread(ptr noundef nonnull %7, i32 noundef 1, i32 noundef 63, ptr noundef %646)
  %649 = icmp ult i32 %648, 20
  %650 = select i1 %649, ptr %7, ptr @.str.107
  %651 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.106, ptr noundef nonnull @.str.97, i32 noundef %648, ptr noundef nonnull %650)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #10
  %652 = call i32 @fclose(ptr noundef %637)
  %653 = call i32 @fclose(ptr noundef %646)
  %654 = load i32, ptr @in.k, align 4, !tbaa !10
  %655 = add nuw nsw i32 %654, 1
  %656 = and i32 %655, 3
  store i32 %656, ptr @in.k, align 4, !tbaa !10
  %657 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %656
  %658 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %657, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.98) #10
  %659 = load i32, ptr @in.k, align 4, !tbaa !10
  %660 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %659
  %661 = call noalias ptr @fopen(ptr noundef nonnull %660, ptr noundef nonnull @.str.2)
  %662 = call i32 @setvbuf(ptr noundef %661, ptr noundef null, i32 noundef 1, i32 noundef 256) #10
  %663 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.99, i32 noundef %662)
  %664 = load i32, ptr @in.k, align 4, !tbaa !10
  %665 = add nuw nsw i32 %664, 1
  %666 = and i32 %665, 3
  store i32 %666, ptr @in.k, align 4, !tbaa !10
  %667 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %666
  %668 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %667, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.98) #10
  %669 = load i32, ptr @in.k, align 4, !tbaa !10
  %670 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %669
  %671 = call noalias ptr @fopen(ptr noundef nonnull %670, ptr noundef nonnull @.str.8)
  %672 = call i32 @fwrite(ptr nonnull @.str.100, i32 11, i32 1, ptr %661)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #10
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(64) %6, i8 0, i32 64, i1 false)
  call void @clearerr(ptr noundef %671) #10
  %673 = call i32 @fread(ptr noundef nonnull %6, i32 noundef 1, i32 noundef 63, ptr noundef %671)
  %674 = icmp ult i32 %673, 20
  %675 = select i1 %674, ptr %6, ptr @.str.107
  %676 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.106, ptr noundef nonnull @.str.101, i32 noundef %673, ptr noundef nonnull %675)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #10
  %677 = call i32 @fwrite(ptr nonnull @.str.102, i32 2, i32 1, ptr %661)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #10
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(64) %5, i8 0, i32 64, i1 false)
  call void @clearerr(ptr noundef %671) #10
  %678 = call i32 @fread(ptr noundef nonnull %5, i32 noundef 1, i32 noundef 63, ptr noundef %671)
  %679 = icmp ult i32 %678, 20
  %680 = select i1 %679, ptr %5, ptr @.str.107
  %681 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.106, ptr noundef nonnull @.str.103, i32 noundef %678, ptr noundef nonnull %680)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #10
  %682 = call i32 @fputc(i32 noundef 10, ptr noundef %661)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #10
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(64) %4, i8 0, i32 64, i1 false)
  call void @clearerr(ptr noundef %671) #10
  %683 = call i32 @fread(ptr noundef nonnull %4, i32 noundef 1, i32 noundef 63, ptr noundef %671)
  %684 = icmp ult i32 %683, 20
  %685 = select i1 %684, ptr %4, ptr @.str.107
  %686 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.106, ptr noundef nonnull @.str.104, i32 noundef %683, ptr noundef nonnull %685)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #10
  %687 = call i32 @fclose(ptr noundef %661)
  %688 = call i32 @fclose(ptr noundef %671)
  %689 = load ptr, ptr @stdout, align 4, !tbaa !6
  %690 = call i32 @setvbuf(ptr noundef %689, ptr noundef null, i32 noundef 12345, i32 noundef 0) #10
  %691 = icmp ne i32 %690, 0
  %692 = zext i1 %691 to i32
  %693 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.105, i32 noundef %692)
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %12) #10
  %694 = call noalias ptr @tmpfile()
  %695 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %694, ptr noundef nonnull @.str.108, i32 noundef 7) #10
  call void @rewind(ptr noundef %694)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10
  %696 = call ptr @fgets(ptr noundef nonnull %3, i32 noundef 32, ptr noundef %694)
  %697 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.109, ptr noundef %696)
  %698 = call i32 @fclose(ptr noundef %694)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10
  %699 = load i32, ptr @in.k, align 4, !tbaa !10
  %700 = add nuw nsw i32 %699, 1
  %701 = and i32 %700, 3
  store i32 %701, ptr @in.k, align 4, !tbaa !10
  %702 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %701
  %703 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %702, i32 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.1) #10
  %704 = load i32, ptr @in.k, align 4, !tbaa !10
  %705 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %704
  %706 = call noalias ptr @fopen(ptr noundef nonnull %705, ptr noundef nonnull @.str.2)
  %707 = call i32 @fwrite(ptr nonnull @.str.3, i32 16, i32 1, ptr %706)
  %708 = call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.5)
  %709 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %708)
  %710 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %711

711:                                              ; preds = %2, %541
  %712 = phi i32 [ 0, %541 ], [ 2, %2 ]
  ret i32 %712
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i32 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare noalias noundef ptr @fopen(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

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
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @fread(ptr nocapture noundef, i32 noundef, i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @ftell(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @ungetc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fseek(ptr nocapture noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare void @rewind(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fgetpos(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fsetpos(ptr nocapture noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fputc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fwrite(ptr nocapture noundef, i32 noundef, i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @rename(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #1

declare ptr @freopen(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @remove(ptr nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @say(ptr nocapture noundef %0, ptr nocapture readnone %1, ...) unnamed_addr #7 {
  %3 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #10
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = load ptr, ptr %3, align 4, !tbaa !6
  %5 = call i32 @vfprintf(ptr noundef %0, ptr noundef nonnull @.str.86, ptr noundef %4) #10
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #10
  ret i32 %5
}

; Function Attrs: nofree nounwind
declare noundef i32 @setvbuf(ptr nocapture noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #8

; Function Attrs: nofree nounwind
declare noundef i32 @vfprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #8

; Function Attrs: nofree nounwind
declare noalias noundef ptr @tmpfile() local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = !{!8, !8, i64 0}
!17 = distinct !{!17, !13}
