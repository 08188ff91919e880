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
@stdout = external local_unnamed_addr global ptr, align 8
@.str.106 = private unnamed_addr constant [16 x i8] c"%-22s %zu '%s'\0A\00", align 1
@.str.107 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.108 = private unnamed_addr constant [14 x i8] c"temporary %d\0A\00", align 1
@.str.109 = private unnamed_addr constant [12 x i8] c"tmpfile: %s\00", align 1
@in.buf = internal global [4 x [1024 x i8]] zeroinitializer, align 16
@in.k = internal unnamed_addr global i32 0, align 4
@.str.110 = private unnamed_addr constant [6 x i8] c"%s/%s\00", align 1
@str = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: nounwind uwtable
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
  %18 = alloca %struct._G_fpos_t, align 8
  %19 = alloca [8 x i8], align 1
  %20 = alloca [64 x i8], align 16
  %21 = icmp slt i32 %0, 3
  br i1 %21, label %779, label %22

22:                                               ; preds = %2
  %23 = getelementptr inbounds i8, ptr %1, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !5
  %25 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @ro, i64 noundef 512, ptr noundef nonnull @.str, ptr noundef %24) #10
  %26 = getelementptr inbounds i8, ptr %1, i64 16
  %27 = load ptr, ptr %26, align 8, !tbaa !5
  %28 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @rw, i64 noundef 512, ptr noundef nonnull @.str, ptr noundef %27) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %20) #10
  %29 = load i32, ptr @in.k, align 4, !tbaa !9
  %30 = add nuw nsw i32 %29, 1
  %31 = and i32 %30, 3
  store i32 %31, ptr @in.k, align 4, !tbaa !9
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %32
  %34 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %33, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @ro, ptr noundef nonnull @.str.7) #10
  %35 = load i32, ptr @in.k, align 4, !tbaa !9
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %36
  %38 = tail call noalias ptr @fopen(ptr noundef nonnull %37, ptr noundef nonnull @.str.8)
  %39 = call ptr @fgets(ptr noundef nonnull %20, i32 noundef 64, ptr noundef %38)
  %40 = icmp eq ptr %39, null
  br i1 %40, label %47, label %41

41:                                               ; preds = %22, %41
  %42 = phi i32 [ %43, %41 ], [ 0, %22 ]
  %43 = add nuw nsw i32 %42, 1
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %43, ptr noundef nonnull %20)
  %45 = call ptr @fgets(ptr noundef nonnull %20, i32 noundef 64, ptr noundef %38)
  %46 = icmp eq ptr %45, null
  br i1 %46, label %47, label %41, !llvm.loop !11

47:                                               ; preds = %41, %22
  %48 = call i32 @feof(ptr noundef %38) #10
  %49 = icmp ne i32 %48, 0
  %50 = zext i1 %49 to i32
  %51 = call i32 @ferror(ptr noundef %38) #10
  %52 = icmp ne i32 %51, 0
  %53 = zext i1 %52 to i32
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %50, i32 noundef %53)
  %55 = call i32 @fgetc(ptr noundef %38)
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %55)
  call void @clearerr(ptr noundef %38) #10
  %57 = call i32 @feof(ptr noundef %38) #10
  %58 = icmp ne i32 %57, 0
  %59 = zext i1 %58 to i32
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %59)
  %61 = call i32 @fclose(ptr noundef %38)
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %61)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %20) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19) #10
  %63 = load i32, ptr @in.k, align 4, !tbaa !9
  %64 = add nuw nsw i32 %63, 1
  %65 = and i32 %64, 3
  store i32 %65, ptr @in.k, align 4, !tbaa !9
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %66
  %68 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %67, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @ro, ptr noundef nonnull @.str.7) #10
  %69 = load i32, ptr @in.k, align 4, !tbaa !9
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %70
  %72 = call noalias ptr @fopen(ptr noundef nonnull %71, ptr noundef nonnull @.str.8)
  %73 = call ptr @fgets(ptr noundef nonnull %19, i32 noundef 8, ptr noundef %72)
  %74 = icmp eq ptr %73, null
  br i1 %74, label %79, label %75

75:                                               ; preds = %47, %75
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull %19)
  %77 = call ptr @fgets(ptr noundef nonnull %19, i32 noundef 8, ptr noundef %72)
  %78 = icmp eq ptr %77, null
  br i1 %78, label %79, label %75, !llvm.loop !13

79:                                               ; preds = %75, %47
  %80 = call i32 @putchar(i32 10)
  %81 = call i32 @fclose(ptr noundef %72)
  %82 = load i32, ptr @in.k, align 4, !tbaa !9
  %83 = add nuw nsw i32 %82, 1
  %84 = and i32 %83, 3
  store i32 %84, ptr @in.k, align 4, !tbaa !9
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %85
  %87 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %86, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @ro, ptr noundef nonnull @.str.16) #10
  %88 = load i32, ptr @in.k, align 4, !tbaa !9
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %89
  %91 = call noalias ptr @fopen(ptr noundef nonnull %90, ptr noundef nonnull @.str.17)
  %92 = call ptr @fgets(ptr noundef nonnull %19, i32 noundef 1, ptr noundef %91)
  %93 = icmp eq ptr %92, null
  %94 = select i1 %93, ptr @.str.20, ptr @.str.19
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %94)
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull %19)
  %97 = call i32 @fclose(ptr noundef %91)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %16, i8 0, i64 16, i1 false)
  %98 = load i32, ptr @in.k, align 4, !tbaa !9
  %99 = add nuw nsw i32 %98, 1
  %100 = and i32 %99, 3
  store i32 %100, ptr @in.k, align 4, !tbaa !9
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %101
  %103 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %102, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @ro, ptr noundef nonnull @.str.22) #10
  %104 = load i32, ptr @in.k, align 4, !tbaa !9
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %105
  %107 = call noalias ptr @fopen(ptr noundef nonnull %106, ptr noundef nonnull @.str.8)
  %108 = call i64 @fread(ptr noundef nonnull %16, i64 noundef 1, i64 noundef 10, ptr noundef %107)
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef %108)
  %110 = call i64 @ftell(ptr noundef %107)
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull %16, i64 noundef %110)
  %112 = call i32 @fgetc(ptr noundef %107)
  %113 = call i32 @ungetc(i32 noundef 90, ptr noundef %107)
  %114 = call i64 @ftell(ptr noundef %107)
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef %112, i32 noundef %113, i64 noundef %114)
  %116 = call i32 @fgetc(ptr noundef %107)
  %117 = call i32 @fgetc(ptr noundef %107)
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %116, i32 noundef %117)
  %119 = call i32 @fseek(ptr noundef %107, i64 noundef -3, i32 noundef 2)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %16, i8 0, i64 16, i1 false)
  %120 = call i64 @fread(ptr noundef nonnull %16, i64 noundef 1, i64 noundef 15, ptr noundef %107)
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %120, ptr noundef nonnull %16)
  %122 = call i32 @feof(ptr noundef %107) #10
  %123 = icmp ne i32 %122, 0
  %124 = zext i1 %123 to i32
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef %124)
  %126 = call i32 @fseek(ptr noundef %107, i64 noundef 5, i32 noundef 0)
  %127 = call i32 @fgetc(ptr noundef %107)
  %128 = call i32 @feof(ptr noundef %107) #10
  %129 = icmp ne i32 %128, 0
  %130 = zext i1 %129 to i32
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %127, i32 noundef %130)
  %132 = call i32 @fseek(ptr noundef %107, i64 noundef 2, i32 noundef 1)
  %133 = call i32 @fgetc(ptr noundef %107)
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef %133)
  call void @rewind(ptr noundef %107)
  %135 = call i32 @fgetc(ptr noundef %107)
  %136 = call i64 @ftell(ptr noundef %107)
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef %135, i64 noundef %136)
  %138 = call i32 @fseek(ptr noundef %107, i64 noundef 0, i32 noundef 7)
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, i32 noundef %138)
  call void @rewind(ptr noundef %107)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %17) #10
  %140 = call i64 @fread(ptr noundef nonnull %17, i64 noundef 8, i64 noundef 5, ptr noundef %107)
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i64 noundef %140)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #10
  %142 = call i32 @fseek(ptr noundef %107, i64 noundef 7, i32 noundef 0)
  %143 = call i32 @fgetpos(ptr noundef %107, ptr noundef nonnull %18)
  %144 = call i32 @fgetc(ptr noundef %107)
  %145 = call i32 @fgetc(ptr noundef %107)
  %146 = call i32 @fsetpos(ptr noundef %107, ptr noundef nonnull %18)
  %147 = call i32 @fgetc(ptr noundef %107)
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef %147)
  %149 = call i32 @fclose(ptr noundef %107)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %17) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #10
  %150 = load i32, ptr @in.k, align 4, !tbaa !9
  %151 = add nuw nsw i32 %150, 1
  %152 = and i32 %151, 3
  store i32 %152, ptr @in.k, align 4, !tbaa !9
  %153 = zext nneg i32 %152 to i64
  %154 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %153
  %155 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %154, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.35) #10
  %156 = load i32, ptr @in.k, align 4, !tbaa !9
  %157 = zext nneg i32 %156 to i64
  %158 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %157
  %159 = call noalias ptr @fopen(ptr noundef nonnull %158, ptr noundef nonnull @.str.2)
  %160 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %159, ptr noundef nonnull @.str.36, ptr noundef nonnull @.str.37, i32 noundef 42, double noundef 3.250000e+00) #10
  %161 = call i64 @fwrite(ptr nonnull @.str.38, i64 16, i64 1, ptr %159)
  %162 = call i32 @fputc(i32 noundef 120, ptr noundef %159)
  %163 = call i32 @putc(i32 noundef 121, ptr noundef %159)
  %164 = call i64 @fwrite(ptr noundef nonnull @.str.39, i64 noundef 1, i64 noundef 8, ptr noundef %159)
  %165 = call i64 @ftell(ptr noundef %159)
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.40, i64 noundef %165)
  %167 = call i32 @fclose(ptr noundef %159)
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %167)
  %169 = load i32, ptr @in.k, align 4, !tbaa !9
  %170 = add nuw nsw i32 %169, 1
  %171 = and i32 %170, 3
  store i32 %171, ptr @in.k, align 4, !tbaa !9
  %172 = zext nneg i32 %171 to i64
  %173 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %172
  %174 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %173, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.35) #10
  %175 = load i32, ptr @in.k, align 4, !tbaa !9
  %176 = zext nneg i32 %175 to i64
  %177 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %176
  %178 = call noalias ptr @fopen(ptr noundef nonnull %177, ptr noundef nonnull @.str.41)
  %179 = call i64 @fwrite(ptr nonnull @.str.42, i64 9, i64 1, ptr %178)
  %180 = call i32 @fclose(ptr noundef %178)
  %181 = load i32, ptr @in.k, align 4, !tbaa !9
  %182 = add nuw nsw i32 %181, 1
  %183 = and i32 %182, 3
  store i32 %183, ptr @in.k, align 4, !tbaa !9
  %184 = zext nneg i32 %183 to i64
  %185 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %184
  %186 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %185, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.35) #10
  %187 = load i32, ptr @in.k, align 4, !tbaa !9
  %188 = zext nneg i32 %187 to i64
  %189 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %188
  %190 = call noalias ptr @fopen(ptr noundef nonnull %189, ptr noundef nonnull @.str.8)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %14) #10
  %191 = call ptr @fgets(ptr noundef nonnull %14, i32 noundef 64, ptr noundef %190)
  %192 = icmp eq ptr %191, null
  br i1 %192, label %197, label %193

193:                                              ; preds = %79, %193
  %194 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull %14)
  %195 = call ptr @fgets(ptr noundef nonnull %14, i32 noundef 64, ptr noundef %190)
  %196 = icmp eq ptr %195, null
  br i1 %196, label %197, label %193, !llvm.loop !14

197:                                              ; preds = %193, %79
  %198 = call i32 @fclose(ptr noundef %190)
  %199 = load i32, ptr @in.k, align 4, !tbaa !9
  %200 = add nuw nsw i32 %199, 1
  %201 = and i32 %200, 3
  store i32 %201, ptr @in.k, align 4, !tbaa !9
  %202 = zext nneg i32 %201 to i64
  %203 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %202
  %204 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %203, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.44) #10
  %205 = load i32, ptr @in.k, align 4, !tbaa !9
  %206 = zext nneg i32 %205 to i64
  %207 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %206
  %208 = call noalias ptr @fopen(ptr noundef nonnull %207, ptr noundef nonnull @.str.45)
  br label %270

209:                                              ; preds = %270
  %210 = call i32 @fseek(ptr noundef %208, i64 noundef 250, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #10
  %211 = call i64 @fread(ptr noundef nonnull %15, i64 noundef 1, i64 noundef 8, ptr noundef %208)
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, i64 noundef %211)
  %213 = load i8, ptr %15, align 1, !tbaa !15
  %214 = zext i8 %213 to i32
  %215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %214)
  %216 = getelementptr inbounds i8, ptr %15, i64 1
  %217 = load i8, ptr %216, align 1, !tbaa !15
  %218 = zext i8 %217 to i32
  %219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %218)
  %220 = getelementptr inbounds i8, ptr %15, i64 2
  %221 = load i8, ptr %220, align 1, !tbaa !15
  %222 = zext i8 %221 to i32
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %222)
  %224 = getelementptr inbounds i8, ptr %15, i64 3
  %225 = load i8, ptr %224, align 1, !tbaa !15
  %226 = zext i8 %225 to i32
  %227 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %226)
  %228 = getelementptr inbounds i8, ptr %15, i64 4
  %229 = load i8, ptr %228, align 1, !tbaa !15
  %230 = zext i8 %229 to i32
  %231 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %230)
  %232 = getelementptr inbounds i8, ptr %15, i64 5
  %233 = load i8, ptr %232, align 1, !tbaa !15
  %234 = zext i8 %233 to i32
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %234)
  %236 = getelementptr inbounds i8, ptr %15, i64 6
  %237 = load i8, ptr %236, align 1, !tbaa !15
  %238 = zext i8 %237 to i32
  %239 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %238)
  %240 = getelementptr inbounds i8, ptr %15, i64 7
  %241 = load i8, ptr %240, align 1, !tbaa !15
  %242 = zext i8 %241 to i32
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %242)
  %244 = call i32 @putchar(i32 10)
  %245 = call i32 @fseek(ptr noundef %208, i64 noundef 1, i32 noundef 0)
  %246 = call i64 @fwrite(ptr nonnull @.str.48, i64 2, i64 1, ptr %208)
  %247 = call i32 @fflush(ptr noundef %208)
  call void @rewind(ptr noundef %208)
  %248 = call i32 @fgetc(ptr noundef %208)
  %249 = call i32 @fgetc(ptr noundef %208)
  %250 = call i32 @fgetc(ptr noundef %208)
  %251 = call i32 @fgetc(ptr noundef %208)
  %252 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, i32 noundef %248, i32 noundef %249, i32 noundef %250, i32 noundef %251)
  %253 = call i32 @fclose(ptr noundef %208)
  %254 = load i32, ptr @in.k, align 4, !tbaa !9
  %255 = add nuw nsw i32 %254, 1
  %256 = and i32 %255, 3
  store i32 %256, ptr @in.k, align 4, !tbaa !9
  %257 = zext nneg i32 %256 to i64
  %258 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %257
  %259 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %258, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.35) #10
  %260 = load i32, ptr @in.k, align 4, !tbaa !9
  %261 = zext nneg i32 %260 to i64
  %262 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %261
  %263 = call noalias ptr @fopen(ptr noundef nonnull %262, ptr noundef nonnull @.str.8)
  %264 = tail call ptr @__errno_location() #11
  store i32 0, ptr %264, align 4, !tbaa !9
  %265 = call i32 @fputc(i32 noundef 113, ptr noundef %263)
  %266 = call i32 @ferror(ptr noundef %263) #10
  %267 = icmp ne i32 %266, 0
  %268 = zext i1 %267 to i32
  %269 = load i32, ptr %264, align 4, !tbaa !9
  switch i32 %269, label %289 [
    i32 0, label %290
    i32 2, label %276
    i32 13, label %277
    i32 9, label %278
    i32 17, label %279
    i32 22, label %280
    i32 21, label %281
    i32 20, label %282
    i32 30, label %283
    i32 29, label %284
    i32 18, label %285
    i32 16, label %286
    i32 39, label %287
    i32 1, label %288
  ]

270:                                              ; preds = %270, %197
  %271 = phi i32 [ 0, %197 ], [ %274, %270 ]
  %272 = and i32 %271, 255
  %273 = call i32 @fputc(i32 noundef %272, ptr noundef %208)
  %274 = add nuw nsw i32 %271, 1
  %275 = icmp eq i32 %274, 300
  br i1 %275, label %209, label %270, !llvm.loop !16

276:                                              ; preds = %209
  br label %290

277:                                              ; preds = %209
  br label %290

278:                                              ; preds = %209
  br label %290

279:                                              ; preds = %209
  br label %290

280:                                              ; preds = %209
  br label %290

281:                                              ; preds = %209
  br label %290

282:                                              ; preds = %209
  br label %290

283:                                              ; preds = %209
  br label %290

284:                                              ; preds = %209
  br label %290

285:                                              ; preds = %209
  br label %290

286:                                              ; preds = %209
  br label %290

287:                                              ; preds = %209
  br label %290

288:                                              ; preds = %209
  br label %290

289:                                              ; preds = %209
  br label %290

290:                                              ; preds = %289, %288, %287, %286, %285, %284, %283, %282, %281, %280, %279, %278, %277, %276, %209
  %291 = phi ptr [ @.str.66, %289 ], [ @.str.65, %288 ], [ @.str.64, %287 ], [ @.str.63, %286 ], [ @.str.62, %285 ], [ @.str.61, %284 ], [ @.str.60, %283 ], [ @.str.59, %282 ], [ @.str.58, %281 ], [ @.str.57, %280 ], [ @.str.56, %279 ], [ @.str.55, %278 ], [ @.str.54, %277 ], [ @.str.53, %276 ], [ @.str.52, %209 ]
  %292 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, i32 noundef %265, i32 noundef %268, ptr noundef nonnull %291)
  %293 = call i32 @fclose(ptr noundef %263)
  %294 = load i32, ptr @in.k, align 4, !tbaa !9
  %295 = add nuw nsw i32 %294, 1
  %296 = and i32 %295, 3
  store i32 %296, ptr @in.k, align 4, !tbaa !9
  %297 = zext nneg i32 %296 to i64
  %298 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %297
  %299 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %298, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.35) #10
  %300 = load i32, ptr @in.k, align 4, !tbaa !9
  %301 = zext nneg i32 %300 to i64
  %302 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %301
  %303 = call noalias ptr @fopen(ptr noundef nonnull %302, ptr noundef nonnull @.str.41)
  store i32 0, ptr %264, align 4, !tbaa !9
  %304 = call i32 @fgetc(ptr noundef %303)
  %305 = call i32 @ferror(ptr noundef %303) #10
  %306 = load i32, ptr %264, align 4, !tbaa !9
  switch i32 %306, label %320 [
    i32 0, label %321
    i32 2, label %307
    i32 13, label %308
    i32 9, label %309
    i32 17, label %310
    i32 22, label %311
    i32 21, label %312
    i32 20, label %313
    i32 30, label %314
    i32 29, label %315
    i32 18, label %316
    i32 16, label %317
    i32 39, label %318
    i32 1, label %319
  ]

307:                                              ; preds = %290
  br label %321

308:                                              ; preds = %290
  br label %321

309:                                              ; preds = %290
  br label %321

310:                                              ; preds = %290
  br label %321

311:                                              ; preds = %290
  br label %321

312:                                              ; preds = %290
  br label %321

313:                                              ; preds = %290
  br label %321

314:                                              ; preds = %290
  br label %321

315:                                              ; preds = %290
  br label %321

316:                                              ; preds = %290
  br label %321

317:                                              ; preds = %290
  br label %321

318:                                              ; preds = %290
  br label %321

319:                                              ; preds = %290
  br label %321

320:                                              ; preds = %290
  br label %321

321:                                              ; preds = %290, %307, %308, %309, %310, %311, %312, %313, %314, %315, %316, %317, %318, %319, %320
  %322 = phi ptr [ @.str.66, %320 ], [ @.str.65, %319 ], [ @.str.64, %318 ], [ @.str.63, %317 ], [ @.str.62, %316 ], [ @.str.61, %315 ], [ @.str.60, %314 ], [ @.str.59, %313 ], [ @.str.58, %312 ], [ @.str.57, %311 ], [ @.str.56, %310 ], [ @.str.55, %309 ], [ @.str.54, %308 ], [ @.str.53, %307 ], [ @.str.52, %290 ]
  %323 = icmp ne i32 %305, 0
  %324 = zext i1 %323 to i32
  %325 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.51, i32 noundef %304, i32 noundef %324, ptr noundef nonnull %322)
  %326 = call i32 @fclose(ptr noundef %303)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %14) #10
  store i32 0, ptr %264, align 4, !tbaa !9
  %327 = load i32, ptr @in.k, align 4, !tbaa !9
  %328 = add nuw nsw i32 %327, 1
  %329 = and i32 %328, 3
  store i32 %329, ptr @in.k, align 4, !tbaa !9
  %330 = zext nneg i32 %329 to i64
  %331 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %330
  %332 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %331, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @ro, ptr noundef nonnull @.str.68) #10
  %333 = load i32, ptr @in.k, align 4, !tbaa !9
  %334 = zext nneg i32 %333 to i64
  %335 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %334
  %336 = call noalias ptr @fopen(ptr noundef nonnull %335, ptr noundef nonnull @.str.8)
  %337 = load i32, ptr %264, align 4, !tbaa !9
  switch i32 %337, label %351 [
    i32 0, label %352
    i32 2, label %338
    i32 13, label %339
    i32 9, label %340
    i32 17, label %341
    i32 22, label %342
    i32 21, label %343
    i32 20, label %344
    i32 30, label %345
    i32 29, label %346
    i32 18, label %347
    i32 16, label %348
    i32 39, label %349
    i32 1, label %350
  ]

338:                                              ; preds = %321
  br label %352

339:                                              ; preds = %321
  br label %352

340:                                              ; preds = %321
  br label %352

341:                                              ; preds = %321
  br label %352

342:                                              ; preds = %321
  br label %352

343:                                              ; preds = %321
  br label %352

344:                                              ; preds = %321
  br label %352

345:                                              ; preds = %321
  br label %352

346:                                              ; preds = %321
  br label %352

347:                                              ; preds = %321
  br label %352

348:                                              ; preds = %321
  br label %352

349:                                              ; preds = %321
  br label %352

350:                                              ; preds = %321
  br label %352

351:                                              ; preds = %321
  br label %352

352:                                              ; preds = %351, %350, %349, %348, %347, %346, %345, %344, %343, %342, %341, %340, %339, %338, %321
  %353 = phi ptr [ @.str.66, %351 ], [ @.str.65, %350 ], [ @.str.64, %349 ], [ @.str.63, %348 ], [ @.str.62, %347 ], [ @.str.61, %346 ], [ @.str.60, %345 ], [ @.str.59, %344 ], [ @.str.58, %343 ], [ @.str.57, %342 ], [ @.str.56, %341 ], [ @.str.55, %340 ], [ @.str.54, %339 ], [ @.str.53, %338 ], [ @.str.52, %321 ]
  %354 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.67, ptr noundef %336, ptr noundef nonnull %353)
  store i32 0, ptr %264, align 4, !tbaa !9
  %355 = load i32, ptr @in.k, align 4, !tbaa !9
  %356 = add nuw nsw i32 %355, 1
  %357 = and i32 %356, 3
  store i32 %357, ptr @in.k, align 4, !tbaa !9
  %358 = zext nneg i32 %357 to i64
  %359 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %358
  %360 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %359, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @ro, ptr noundef nonnull @.str.7) #10
  %361 = load i32, ptr @in.k, align 4, !tbaa !9
  %362 = zext nneg i32 %361 to i64
  %363 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %362
  %364 = call noalias ptr @fopen(ptr noundef nonnull %363, ptr noundef nonnull @.str.70)
  %365 = load i32, ptr %264, align 4, !tbaa !9
  switch i32 %365, label %379 [
    i32 0, label %380
    i32 2, label %366
    i32 13, label %367
    i32 9, label %368
    i32 17, label %369
    i32 22, label %370
    i32 21, label %371
    i32 20, label %372
    i32 30, label %373
    i32 29, label %374
    i32 18, label %375
    i32 16, label %376
    i32 39, label %377
    i32 1, label %378
  ]

366:                                              ; preds = %352
  br label %380

367:                                              ; preds = %352
  br label %380

368:                                              ; preds = %352
  br label %380

369:                                              ; preds = %352
  br label %380

370:                                              ; preds = %352
  br label %380

371:                                              ; preds = %352
  br label %380

372:                                              ; preds = %352
  br label %380

373:                                              ; preds = %352
  br label %380

374:                                              ; preds = %352
  br label %380

375:                                              ; preds = %352
  br label %380

376:                                              ; preds = %352
  br label %380

377:                                              ; preds = %352
  br label %380

378:                                              ; preds = %352
  br label %380

379:                                              ; preds = %352
  br label %380

380:                                              ; preds = %379, %378, %377, %376, %375, %374, %373, %372, %371, %370, %369, %368, %367, %366, %352
  %381 = phi ptr [ @.str.66, %379 ], [ @.str.65, %378 ], [ @.str.64, %377 ], [ @.str.63, %376 ], [ @.str.62, %375 ], [ @.str.61, %374 ], [ @.str.60, %373 ], [ @.str.59, %372 ], [ @.str.58, %371 ], [ @.str.57, %370 ], [ @.str.56, %369 ], [ @.str.55, %368 ], [ @.str.54, %367 ], [ @.str.53, %366 ], [ @.str.52, %352 ]
  %382 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.69, ptr noundef %364, ptr noundef nonnull %381)
  store i32 0, ptr %264, align 4, !tbaa !9
  %383 = load i32, ptr @in.k, align 4, !tbaa !9
  %384 = add nuw nsw i32 %383, 1
  %385 = and i32 %384, 3
  store i32 %385, ptr @in.k, align 4, !tbaa !9
  %386 = zext nneg i32 %385 to i64
  %387 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %386
  %388 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %387, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.35) #10
  %389 = load i32, ptr @in.k, align 4, !tbaa !9
  %390 = zext nneg i32 %389 to i64
  %391 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %390
  %392 = call noalias ptr @fopen(ptr noundef nonnull %391, ptr noundef nonnull @.str.72)
  %393 = load i32, ptr %264, align 4, !tbaa !9
  switch i32 %393, label %407 [
    i32 0, label %408
    i32 2, label %394
    i32 13, label %395
    i32 9, label %396
    i32 17, label %397
    i32 22, label %398
    i32 21, label %399
    i32 20, label %400
    i32 30, label %401
    i32 29, label %402
    i32 18, label %403
    i32 16, label %404
    i32 39, label %405
    i32 1, label %406
  ]

394:                                              ; preds = %380
  br label %408

395:                                              ; preds = %380
  br label %408

396:                                              ; preds = %380
  br label %408

397:                                              ; preds = %380
  br label %408

398:                                              ; preds = %380
  br label %408

399:                                              ; preds = %380
  br label %408

400:                                              ; preds = %380
  br label %408

401:                                              ; preds = %380
  br label %408

402:                                              ; preds = %380
  br label %408

403:                                              ; preds = %380
  br label %408

404:                                              ; preds = %380
  br label %408

405:                                              ; preds = %380
  br label %408

406:                                              ; preds = %380
  br label %408

407:                                              ; preds = %380
  br label %408

408:                                              ; preds = %407, %406, %405, %404, %403, %402, %401, %400, %399, %398, %397, %396, %395, %394, %380
  %409 = phi ptr [ @.str.66, %407 ], [ @.str.65, %406 ], [ @.str.64, %405 ], [ @.str.63, %404 ], [ @.str.62, %403 ], [ @.str.61, %402 ], [ @.str.60, %401 ], [ @.str.59, %400 ], [ @.str.58, %399 ], [ @.str.57, %398 ], [ @.str.56, %397 ], [ @.str.55, %396 ], [ @.str.54, %395 ], [ @.str.53, %394 ], [ @.str.52, %380 ]
  %410 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.71, ptr noundef %392, ptr noundef nonnull %409)
  %411 = load i32, ptr @in.k, align 4, !tbaa !9
  %412 = add nuw nsw i32 %411, 1
  %413 = and i32 %412, 3
  store i32 %413, ptr @in.k, align 4, !tbaa !9
  %414 = zext nneg i32 %413 to i64
  %415 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %414
  %416 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %415, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.35) #10
  %417 = load i32, ptr @in.k, align 4, !tbaa !9
  %418 = zext nneg i32 %417 to i64
  %419 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %418
  %420 = add nuw nsw i32 %417, 1
  %421 = and i32 %420, 3
  store i32 %421, ptr @in.k, align 4, !tbaa !9
  %422 = zext nneg i32 %421 to i64
  %423 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %422
  %424 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %423, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.74) #10
  %425 = load i32, ptr @in.k, align 4, !tbaa !9
  %426 = zext nneg i32 %425 to i64
  %427 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %426
  %428 = call i32 @rename(ptr noundef nonnull %419, ptr noundef nonnull %427) #10
  %429 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.73, i32 noundef %428)
  store i32 0, ptr %264, align 4, !tbaa !9
  %430 = load i32, ptr @in.k, align 4, !tbaa !9
  %431 = add nuw nsw i32 %430, 1
  %432 = and i32 %431, 3
  store i32 %432, ptr @in.k, align 4, !tbaa !9
  %433 = zext nneg i32 %432 to i64
  %434 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %433
  %435 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %434, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.35) #10
  %436 = load i32, ptr @in.k, align 4, !tbaa !9
  %437 = zext nneg i32 %436 to i64
  %438 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %437
  %439 = call noalias ptr @fopen(ptr noundef nonnull %438, ptr noundef nonnull @.str.8)
  %440 = load i32, ptr %264, align 4, !tbaa !9
  switch i32 %440, label %454 [
    i32 0, label %455
    i32 2, label %441
    i32 13, label %442
    i32 9, label %443
    i32 17, label %444
    i32 22, label %445
    i32 21, label %446
    i32 20, label %447
    i32 30, label %448
    i32 29, label %449
    i32 18, label %450
    i32 16, label %451
    i32 39, label %452
    i32 1, label %453
  ]

441:                                              ; preds = %408
  br label %455

442:                                              ; preds = %408
  br label %455

443:                                              ; preds = %408
  br label %455

444:                                              ; preds = %408
  br label %455

445:                                              ; preds = %408
  br label %455

446:                                              ; preds = %408
  br label %455

447:                                              ; preds = %408
  br label %455

448:                                              ; preds = %408
  br label %455

449:                                              ; preds = %408
  br label %455

450:                                              ; preds = %408
  br label %455

451:                                              ; preds = %408
  br label %455

452:                                              ; preds = %408
  br label %455

453:                                              ; preds = %408
  br label %455

454:                                              ; preds = %408
  br label %455

455:                                              ; preds = %454, %453, %452, %451, %450, %449, %448, %447, %446, %445, %444, %443, %442, %441, %408
  %456 = phi ptr [ @.str.66, %454 ], [ @.str.65, %453 ], [ @.str.64, %452 ], [ @.str.63, %451 ], [ @.str.62, %450 ], [ @.str.61, %449 ], [ @.str.60, %448 ], [ @.str.59, %447 ], [ @.str.58, %446 ], [ @.str.57, %445 ], [ @.str.56, %444 ], [ @.str.55, %443 ], [ @.str.54, %442 ], [ @.str.53, %441 ], [ @.str.52, %408 ]
  %457 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.75, ptr noundef %439, ptr noundef nonnull %456)
  %458 = load i32, ptr @in.k, align 4, !tbaa !9
  %459 = add nuw nsw i32 %458, 1
  %460 = and i32 %459, 3
  store i32 %460, ptr @in.k, align 4, !tbaa !9
  %461 = zext nneg i32 %460 to i64
  %462 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %461
  %463 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %462, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.74) #10
  %464 = load i32, ptr @in.k, align 4, !tbaa !9
  %465 = zext nneg i32 %464 to i64
  %466 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %465
  %467 = call noalias ptr @fopen(ptr noundef nonnull %466, ptr noundef nonnull @.str.8)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %13) #10
  %468 = call ptr @fgets(ptr noundef nonnull %13, i32 noundef 64, ptr noundef %467)
  %469 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.76, ptr noundef %468)
  %470 = call i32 @fclose(ptr noundef %467)
  %471 = load i32, ptr @in.k, align 4, !tbaa !9
  %472 = add nuw nsw i32 %471, 1
  %473 = and i32 %472, 3
  store i32 %473, ptr @in.k, align 4, !tbaa !9
  %474 = zext nneg i32 %473 to i64
  %475 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %474
  %476 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %475, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @ro, ptr noundef nonnull @.str.22) #10
  %477 = load i32, ptr @in.k, align 4, !tbaa !9
  %478 = zext nneg i32 %477 to i64
  %479 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %478
  %480 = call noalias ptr @fopen(ptr noundef nonnull %479, ptr noundef nonnull @.str.8)
  %481 = load i32, ptr @in.k, align 4, !tbaa !9
  %482 = add nuw nsw i32 %481, 1
  %483 = and i32 %482, 3
  store i32 %483, ptr @in.k, align 4, !tbaa !9
  %484 = zext nneg i32 %483 to i64
  %485 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %484
  %486 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %485, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.74) #10
  %487 = load i32, ptr @in.k, align 4, !tbaa !9
  %488 = zext nneg i32 %487 to i64
  %489 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %488
  %490 = call ptr @freopen(ptr noundef nonnull %489, ptr noundef nonnull @.str.8, ptr noundef %480) #10
  %491 = icmp eq ptr %490, %480
  %492 = zext i1 %491 to i32
  %493 = call ptr @fgets(ptr noundef nonnull %13, i32 noundef 64, ptr noundef %490)
  %494 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.77, i32 noundef %492, ptr noundef %493)
  store i32 0, ptr %264, align 4, !tbaa !9
  %495 = load i32, ptr @in.k, align 4, !tbaa !9
  %496 = add nuw nsw i32 %495, 1
  %497 = and i32 %496, 3
  store i32 %497, ptr @in.k, align 4, !tbaa !9
  %498 = zext nneg i32 %497 to i64
  %499 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %498
  %500 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %499, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.79) #10
  %501 = load i32, ptr @in.k, align 4, !tbaa !9
  %502 = zext nneg i32 %501 to i64
  %503 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %502
  %504 = call ptr @freopen(ptr noundef nonnull %503, ptr noundef nonnull @.str.8, ptr noundef %490) #10
  %505 = load i32, ptr %264, align 4, !tbaa !9
  switch i32 %505, label %519 [
    i32 0, label %520
    i32 2, label %506
    i32 13, label %507
    i32 9, label %508
    i32 17, label %509
    i32 22, label %510
    i32 21, label %511
    i32 20, label %512
    i32 30, label %513
    i32 29, label %514
    i32 18, label %515
    i32 16, label %516
    i32 39, label %517
    i32 1, label %518
  ]

506:                                              ; preds = %455
  br label %520

507:                                              ; preds = %455
  br label %520

508:                                              ; preds = %455
  br label %520

509:                                              ; preds = %455
  br label %520

510:                                              ; preds = %455
  br label %520

511:                                              ; preds = %455
  br label %520

512:                                              ; preds = %455
  br label %520

513:                                              ; preds = %455
  br label %520

514:                                              ; preds = %455
  br label %520

515:                                              ; preds = %455
  br label %520

516:                                              ; preds = %455
  br label %520

517:                                              ; preds = %455
  br label %520

518:                                              ; preds = %455
  br label %520

519:                                              ; preds = %455
  br label %520

520:                                              ; preds = %519, %518, %517, %516, %515, %514, %513, %512, %511, %510, %509, %508, %507, %506, %455
  %521 = phi ptr [ @.str.66, %519 ], [ @.str.65, %518 ], [ @.str.64, %517 ], [ @.str.63, %516 ], [ @.str.62, %515 ], [ @.str.61, %514 ], [ @.str.60, %513 ], [ @.str.59, %512 ], [ @.str.58, %511 ], [ @.str.57, %510 ], [ @.str.56, %509 ], [ @.str.55, %508 ], [ @.str.54, %507 ], [ @.str.53, %506 ], [ @.str.52, %455 ]
  %522 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.78, ptr noundef %504, ptr noundef nonnull %521)
  %523 = load i32, ptr @in.k, align 4, !tbaa !9
  %524 = add nuw nsw i32 %523, 1
  %525 = and i32 %524, 3
  store i32 %525, ptr @in.k, align 4, !tbaa !9
  %526 = zext nneg i32 %525 to i64
  %527 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %526
  %528 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %527, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.74) #10
  %529 = load i32, ptr @in.k, align 4, !tbaa !9
  %530 = zext nneg i32 %529 to i64
  %531 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %530
  %532 = call i32 @remove(ptr noundef nonnull %531) #10
  %533 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.80, i32 noundef %532)
  store i32 0, ptr %264, align 4, !tbaa !9
  %534 = load i32, ptr @in.k, align 4, !tbaa !9
  %535 = add nuw nsw i32 %534, 1
  %536 = and i32 %535, 3
  store i32 %536, ptr @in.k, align 4, !tbaa !9
  %537 = zext nneg i32 %536 to i64
  %538 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %537
  %539 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %538, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.74) #10
  %540 = load i32, ptr @in.k, align 4, !tbaa !9
  %541 = zext nneg i32 %540 to i64
  %542 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %541
  %543 = call i32 @remove(ptr noundef nonnull %542) #10
  %544 = load i32, ptr %264, align 4, !tbaa !9
  switch i32 %544, label %558 [
    i32 0, label %559
    i32 2, label %545
    i32 13, label %546
    i32 9, label %547
    i32 17, label %548
    i32 22, label %549
    i32 21, label %550
    i32 20, label %551
    i32 30, label %552
    i32 29, label %553
    i32 18, label %554
    i32 16, label %555
    i32 39, label %556
    i32 1, label %557
  ]

545:                                              ; preds = %520
  br label %559

546:                                              ; preds = %520
  br label %559

547:                                              ; preds = %520
  br label %559

548:                                              ; preds = %520
  br label %559

549:                                              ; preds = %520
  br label %559

550:                                              ; preds = %520
  br label %559

551:                                              ; preds = %520
  br label %559

552:                                              ; preds = %520
  br label %559

553:                                              ; preds = %520
  br label %559

554:                                              ; preds = %520
  br label %559

555:                                              ; preds = %520
  br label %559

556:                                              ; preds = %520
  br label %559

557:                                              ; preds = %520
  br label %559

558:                                              ; preds = %520
  br label %559

559:                                              ; preds = %558, %557, %556, %555, %554, %553, %552, %551, %550, %549, %548, %547, %546, %545, %520
  %560 = phi ptr [ @.str.66, %558 ], [ @.str.65, %557 ], [ @.str.64, %556 ], [ @.str.63, %555 ], [ @.str.62, %554 ], [ @.str.61, %553 ], [ @.str.60, %552 ], [ @.str.59, %551 ], [ @.str.58, %550 ], [ @.str.57, %549 ], [ @.str.56, %548 ], [ @.str.55, %547 ], [ @.str.54, %546 ], [ @.str.53, %545 ], [ @.str.52, %520 ]
  %561 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.81, i32 noundef %543, ptr noundef nonnull %560)
  store i32 0, ptr %264, align 4, !tbaa !9
  %562 = load i32, ptr @in.k, align 4, !tbaa !9
  %563 = add nuw nsw i32 %562, 1
  %564 = and i32 %563, 3
  store i32 %564, ptr @in.k, align 4, !tbaa !9
  %565 = zext nneg i32 %564 to i64
  %566 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %565
  %567 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %566, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @ro, ptr noundef nonnull @.str.83) #10
  %568 = load i32, ptr @in.k, align 4, !tbaa !9
  %569 = zext nneg i32 %568 to i64
  %570 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %569
  %571 = call noalias ptr @fopen(ptr noundef nonnull %570, ptr noundef nonnull @.str.8)
  %572 = load i32, ptr %264, align 4, !tbaa !9
  switch i32 %572, label %586 [
    i32 0, label %587
    i32 2, label %573
    i32 13, label %574
    i32 9, label %575
    i32 17, label %576
    i32 22, label %577
    i32 21, label %578
    i32 20, label %579
    i32 30, label %580
    i32 29, label %581
    i32 18, label %582
    i32 16, label %583
    i32 39, label %584
    i32 1, label %585
  ]

573:                                              ; preds = %559
  br label %587

574:                                              ; preds = %559
  br label %587

575:                                              ; preds = %559
  br label %587

576:                                              ; preds = %559
  br label %587

577:                                              ; preds = %559
  br label %587

578:                                              ; preds = %559
  br label %587

579:                                              ; preds = %559
  br label %587

580:                                              ; preds = %559
  br label %587

581:                                              ; preds = %559
  br label %587

582:                                              ; preds = %559
  br label %587

583:                                              ; preds = %559
  br label %587

584:                                              ; preds = %559
  br label %587

585:                                              ; preds = %559
  br label %587

586:                                              ; preds = %559
  br label %587

587:                                              ; preds = %559, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %583, %584, %585, %586
  %588 = phi ptr [ @.str.66, %586 ], [ @.str.65, %585 ], [ @.str.64, %584 ], [ @.str.63, %583 ], [ @.str.62, %582 ], [ @.str.61, %581 ], [ @.str.60, %580 ], [ @.str.59, %579 ], [ @.str.58, %578 ], [ @.str.57, %577 ], [ @.str.56, %576 ], [ @.str.55, %575 ], [ @.str.54, %574 ], [ @.str.53, %573 ], [ @.str.52, %559 ]
  %589 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.82, ptr noundef %571, ptr noundef nonnull %588)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %13) #10
  %590 = load i32, ptr @in.k, align 4, !tbaa !9
  %591 = add nuw nsw i32 %590, 1
  %592 = and i32 %591, 3
  store i32 %592, ptr @in.k, align 4, !tbaa !9
  %593 = zext nneg i32 %592 to i64
  %594 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %593
  %595 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %594, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.84) #10
  %596 = load i32, ptr @in.k, align 4, !tbaa !9
  %597 = zext nneg i32 %596 to i64
  %598 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %597
  %599 = call noalias ptr @fopen(ptr noundef nonnull %598, ptr noundef nonnull @.str.2)
  %600 = load i32, ptr @in.k, align 4, !tbaa !9
  %601 = add nuw nsw i32 %600, 1
  %602 = and i32 %601, 3
  store i32 %602, ptr @in.k, align 4, !tbaa !9
  %603 = zext nneg i32 %602 to i64
  %604 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %603
  %605 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %604, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.84) #10
  %606 = load i32, ptr @in.k, align 4, !tbaa !9
  %607 = zext nneg i32 %606 to i64
  %608 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %607
  %609 = call noalias ptr @fopen(ptr noundef nonnull %608, ptr noundef nonnull @.str.8)
  %610 = call i32 (ptr, ptr, ...) @say(ptr noundef %599, ptr nonnull poison, i32 noundef 1)
  %611 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.85, i32 noundef %610)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %11, i8 0, i64 64, i1 false)
  call void @clearerr(ptr noundef %609) #10
  %612 = call i64 @fread(ptr noundef nonnull %11, i64 noundef 1, i64 noundef 63, ptr noundef %609)
  %613 = icmp ult i64 %612, 20
  %614 = select i1 %613, ptr %11, ptr @.str.107
  %615 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.106, ptr noundef nonnull @.str.87, i64 noundef %612, ptr noundef nonnull %614)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #10
  %616 = call i32 @fflush(ptr noundef %599)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %10, i8 0, i64 64, i1 false)
  call void @clearerr(ptr noundef %609) #10
  %617 = call i64 @fread(ptr noundef nonnull %10, i64 noundef 1, i64 noundef 63, ptr noundef %609)
  %618 = icmp ult i64 %617, 20
  %619 = select i1 %618, ptr %10, ptr @.str.107
  %620 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.106, ptr noundef nonnull @.str.88, i64 noundef %617, ptr noundef nonnull %619)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #10
  %621 = call i32 @fclose(ptr noundef %599)
  %622 = call i32 @fclose(ptr noundef %609)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(10000) @buffering.big, i8 98, i64 10000, i1 false)
  %623 = load i32, ptr @in.k, align 4, !tbaa !9
  %624 = add nuw nsw i32 %623, 1
  %625 = and i32 %624, 3
  store i32 %625, ptr @in.k, align 4, !tbaa !9
  %626 = zext nneg i32 %625 to i64
  %627 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %626
  %628 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %627, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.89) #10
  %629 = load i32, ptr @in.k, align 4, !tbaa !9
  %630 = zext nneg i32 %629 to i64
  %631 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %630
  %632 = call noalias ptr @fopen(ptr noundef nonnull %631, ptr noundef nonnull @.str.2)
  %633 = load i32, ptr @in.k, align 4, !tbaa !9
  %634 = add nuw nsw i32 %633, 1
  %635 = and i32 %634, 3
  store i32 %635, ptr @in.k, align 4, !tbaa !9
  %636 = zext nneg i32 %635 to i64
  %637 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %636
  %638 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %637, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.89) #10
  %639 = load i32, ptr @in.k, align 4, !tbaa !9
  %640 = zext nneg i32 %639 to i64
  %641 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %640
  %642 = call noalias ptr @fopen(ptr noundef nonnull %641, ptr noundef nonnull @.str.8)
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %12) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(100) %12, i8 115, i64 100, i1 false)
  %643 = call i64 @fwrite(ptr noundef nonnull %12, i64 noundef 1, i64 noundef 100, ptr noundef %632)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %9, i8 0, i64 64, i1 false)
  call void @clearerr(ptr noundef %642) #10
  %644 = call i64 @fread(ptr noundef nonnull %9, i64 noundef 1, i64 noundef 63, ptr noundef %642)
  %645 = icmp ult i64 %644, 20
  %646 = select i1 %645, ptr %9, ptr @.str.107
  %647 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.106, ptr noundef nonnull @.str.90, i64 noundef %644, ptr noundef nonnull %646)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #10
  %648 = call i64 @fwrite(ptr noundef nonnull @buffering.big, i64 noundef 1, i64 noundef 4000, ptr noundef %632)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %8, i8 0, i64 64, i1 false)
  call void @clearerr(ptr noundef %642) #10
  %649 = call i64 @fread(ptr noundef nonnull %8, i64 noundef 1, i64 noundef 63, ptr noundef %642)
  %650 = icmp ult i64 %649, 20
  %651 = select i1 %650, ptr %8, ptr @.str.107
  %652 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.106, ptr noundef nonnull @.str.91, i64 noundef %649, ptr noundef nonnull %651)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #10
  %653 = call i64 @fwrite(ptr noundef nonnull @buffering.big, i64 noundef 1, i64 noundef 5000, ptr noundef %632)
  %654 = call i32 @fseek(ptr noundef %642, i64 noundef 0, i32 noundef 2)
  %655 = call i64 @ftell(ptr noundef %642)
  %656 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.92, i64 noundef %655)
  %657 = call i32 @fclose(ptr noundef %632)
  %658 = call i32 @fseek(ptr noundef %642, i64 noundef 0, i32 noundef 2)
  %659 = call i64 @ftell(ptr noundef %642)
  %660 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.93, i64 noundef %659)
  %661 = call i32 @fclose(ptr noundef %642)
  %662 = load i32, ptr @in.k, align 4, !tbaa !9
  %663 = add nuw nsw i32 %662, 1
  %664 = and i32 %663, 3
  store i32 %664, ptr @in.k, align 4, !tbaa !9
  %665 = zext nneg i32 %664 to i64
  %666 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %665
  %667 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %666, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.89) #10
  %668 = load i32, ptr @in.k, align 4, !tbaa !9
  %669 = zext nneg i32 %668 to i64
  %670 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %669
  %671 = call noalias ptr @fopen(ptr noundef nonnull %670, ptr noundef nonnull @.str.2)
  %672 = load i32, ptr @in.k, align 4, !tbaa !9
  %673 = add nuw nsw i32 %672, 1
  %674 = and i32 %673, 3
  store i32 %674, ptr @in.k, align 4, !tbaa !9
  %675 = zext nneg i32 %674 to i64
  %676 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %675
  %677 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %676, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.89) #10
  %678 = load i32, ptr @in.k, align 4, !tbaa !9
  %679 = zext nneg i32 %678 to i64
  %680 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %679
  %681 = call noalias ptr @fopen(ptr noundef nonnull %680, ptr noundef nonnull @.str.8)
  %682 = call i64 @fwrite(ptr noundef nonnull @buffering.big, i64 noundef 1, i64 noundef 9000, ptr noundef %671)
  %683 = call i32 @fseek(ptr noundef %681, i64 noundef 0, i32 noundef 2)
  %684 = call i64 @ftell(ptr noundef %681)
  %685 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.94, i64 noundef %684)
  %686 = call i32 @fclose(ptr noundef %671)
  %687 = call i32 @fclose(ptr noundef %681)
  %688 = load i32, ptr @in.k, align 4, !tbaa !9
  %689 = add nuw nsw i32 %688, 1
  %690 = and i32 %689, 3
  store i32 %690, ptr @in.k, align 4, !tbaa !9
  %691 = zext nneg i32 %690 to i64
  %692 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %691
  %693 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %692, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.95) #10
  %694 = load i32, ptr @in.k, align 4, !tbaa !9
  %695 = zext nneg i32 %694 to i64
  %696 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %695
  %697 = call noalias ptr @fopen(ptr noundef nonnull %696, ptr noundef nonnull @.str.2)
  %698 = call i32 @setvbuf(ptr noundef %697, ptr noundef null, i32 noundef 2, i64 noundef 0) #10
  %699 = load i32, ptr @in.k, align 4, !tbaa !9
  %700 = add nuw nsw i32 %699, 1
  %701 = and i32 %700, 3
  store i32 %701, ptr @in.k, align 4, !tbaa !9
  %702 = zext nneg i32 %701 to i64
  %703 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %702
  %704 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %703, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.95) #10
  %705 = load i32, ptr @in.k, align 4, !tbaa !9
  %706 = zext nneg i32 %705 to i64
  %707 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %706
  %708 = call noalias ptr @fopen(ptr noundef nonnull %707, ptr noundef nonnull @.str.8)
  %709 = call i64 @fwrite(ptr nonnull @.str.96, i64 7, i64 1, ptr %697)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %7, i8 0, i64 64, i1 false)
  call void @clearerr(ptr noundef %708) #10
  %710 = call i64 @fread(ptr noundef nonnull %7, i64 noundef 1, i64 noundef 63, ptr noundef %708)
  %711 = icmp ult i64 %710, 20
  %712 = select i1 %711, ptr %7, ptr @.str.107
  %713 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.106, ptr noundef nonnull @.str.97, i64 noundef %710, ptr noundef nonnull %712)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #10
  %714 = call i32 @fclose(ptr noundef %697)
  %715 = call i32 @fclose(ptr noundef %708)
  %716 = load i32, ptr @in.k, align 4, !tbaa !9
  %717 = add nuw nsw i32 %716, 1
  %718 = and i32 %717, 3
  store i32 %718, ptr @in.k, align 4, !tbaa !9
  %719 = zext nneg i32 %718 to i64
  %720 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %719
  %721 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %720, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.98) #10
  %722 = load i32, ptr @in.k, align 4, !tbaa !9
  %723 = zext nneg i32 %722 to i64
  %724 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %723
  %725 = call noalias ptr @fopen(ptr noundef nonnull %724, ptr noundef nonnull @.str.2)
  %726 = call i32 @setvbuf(ptr noundef %725, ptr noundef null, i32 noundef 1, i64 noundef 256) #10
  %727 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.99, i32 noundef %726)
  %728 = load i32, ptr @in.k, align 4, !tbaa !9
  %729 = add nuw nsw i32 %728, 1
  %730 = and i32 %729, 3
  store i32 %730, ptr @in.k, align 4, !tbaa !9
  %731 = zext nneg i32 %730 to i64
  %732 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %731
  %733 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %732, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.98) #10
  %734 = load i32, ptr @in.k, align 4, !tbaa !9
  %735 = zext nneg i32 %734 to i64
  %736 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %735
  %737 = call noalias ptr @fopen(ptr noundef nonnull %736, ptr noundef nonnull @.str.8)
  %738 = call i64 @fwrite(ptr nonnull @.str.100, i64 11, i64 1, ptr %725)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %6, i8 0, i64 64, i1 false)
  call void @clearerr(ptr noundef %737) #10
  %739 = call i64 @fread(ptr noundef nonnull %6, i64 noundef 1, i64 noundef 63, ptr noundef %737)
  %740 = icmp ult i64 %739, 20
  %741 = select i1 %740, ptr %6, ptr @.str.107
  %742 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.106, ptr noundef nonnull @.str.101, i64 noundef %739, ptr noundef nonnull %741)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #10
  %743 = call i64 @fwrite(ptr nonnull @.str.102, i64 2, i64 1, ptr %725)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %5, i8 0, i64 64, i1 false)
  call void @clearerr(ptr noundef %737) #10
  %744 = call i64 @fread(ptr noundef nonnull %5, i64 noundef 1, i64 noundef 63, ptr noundef %737)
  %745 = icmp ult i64 %744, 20
  %746 = select i1 %745, ptr %5, ptr @.str.107
  %747 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.106, ptr noundef nonnull @.str.103, i64 noundef %744, ptr noundef nonnull %746)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #10
  %748 = call i32 @fputc(i32 noundef 10, ptr noundef %725)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  call void @clearerr(ptr noundef %737) #10
  %749 = call i64 @fread(ptr noundef nonnull %4, i64 noundef 1, i64 noundef 63, ptr noundef %737)
  %750 = icmp ult i64 %749, 20
  %751 = select i1 %750, ptr %4, ptr @.str.107
  %752 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.106, ptr noundef nonnull @.str.104, i64 noundef %749, ptr noundef nonnull %751)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #10
  %753 = call i32 @fclose(ptr noundef %725)
  %754 = call i32 @fclose(ptr noundef %737)
  %755 = load ptr, ptr @stdout, align 8, !tbaa !5
  %756 = call i32 @setvbuf(ptr noundef %755, ptr noundef null, i32 noundef 12345, i64 noundef 0) #10
  %757 = icmp ne i32 %756, 0
  %758 = zext i1 %757 to i32
  %759 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.105, i32 noundef %758)
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %12) #10
  %760 = call noalias ptr @tmpfile()
  %761 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %760, ptr noundef nonnull @.str.108, i32 noundef 7) #10
  call void @rewind(ptr noundef %760)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10
  %762 = call ptr @fgets(ptr noundef nonnull %3, i32 noundef 32, ptr noundef %760)
  %763 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.109, ptr noundef %762)
  %764 = call i32 @fclose(ptr noundef %760)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10
  %765 = load i32, ptr @in.k, align 4, !tbaa !9
  %766 = add nuw nsw i32 %765, 1
  %767 = and i32 %766, 3
  store i32 %767, ptr @in.k, align 4, !tbaa !9
  %768 = zext nneg i32 %767 to i64
  %769 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %768
  %770 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %769, i64 noundef 1024, ptr noundef nonnull @.str.110, ptr noundef nonnull @rw, ptr noundef nonnull @.str.1) #10
  %771 = load i32, ptr @in.k, align 4, !tbaa !9
  %772 = zext nneg i32 %771 to i64
  %773 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %772
  %774 = call noalias ptr @fopen(ptr noundef nonnull %773, ptr noundef nonnull @.str.2)
  %775 = call i64 @fwrite(ptr nonnull @.str.3, i64 16, i64 1, ptr %774)
  %776 = call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.5)
  %777 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %776)
  %778 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %779

779:                                              ; preds = %2, %587
  %780 = phi i32 [ 0, %587 ], [ 2, %2 ]
  ret i32 %780
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
declare noundef i32 @fgetpos(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fsetpos(ptr nocapture noundef, ptr noundef) local_unnamed_addr #1

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

declare ptr @freopen(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @remove(ptr nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @say(ptr nocapture noundef %0, ptr nocapture readnone %1, ...) unnamed_addr #7 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #10
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = call i32 @vfprintf(ptr noundef %0, ptr noundef nonnull @.str.86, ptr noundef nonnull %3) #10
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #10
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @setvbuf(ptr nocapture noundef, ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }

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
