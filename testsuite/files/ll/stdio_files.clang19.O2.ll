; ModuleID = 'stdio_files.c'
source_filename = "stdio_files.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
define dso_local range(i32 0, 3) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [32 x i8], align 16
  %4 = alloca [64 x i8], align 16
  %5 = alloca [64 x i8], align 16
  %6 = alloca [8 x i8], align 1
  %7 = alloca [16 x i8], align 16
  %8 = alloca [5 x [8 x i8]], align 16
  %9 = alloca [8 x i8], align 1
  %10 = alloca [64 x i8], align 16
  %11 = icmp slt i32 %0, 3
  br i1 %11, label %538, label %12

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !5
  %15 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @ro, i64 noundef 512, ptr noundef nonnull @.str, ptr noundef %14) #7
  %16 = getelementptr inbounds i8, ptr %1, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !5
  %18 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @rw, i64 noundef 512, ptr noundef nonnull @.str, ptr noundef %17) #7
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #7
  %19 = load i32, ptr @in.k, align 4, !tbaa !9
  %20 = add nuw nsw i32 %19, 1
  %21 = and i32 %20, 3
  store i32 %21, ptr @in.k, align 4, !tbaa !9
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %22
  %24 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %23, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @ro, ptr noundef nonnull @.str.5) #7
  %25 = load i32, ptr @in.k, align 4, !tbaa !9
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %26
  %28 = tail call noalias ptr @fopen(ptr noundef nonnull %27, ptr noundef nonnull @.str.6)
  %29 = call ptr @fgets(ptr noundef nonnull %10, i32 noundef 64, ptr noundef %28)
  %30 = icmp eq ptr %29, null
  br i1 %30, label %37, label %31

31:                                               ; preds = %12, %31
  %32 = phi i32 [ %33, %31 ], [ 0, %12 ]
  %33 = add nuw nsw i32 %32, 1
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %33, ptr noundef nonnull %10)
  %35 = call ptr @fgets(ptr noundef nonnull %10, i32 noundef 64, ptr noundef %28)
  %36 = icmp eq ptr %35, null
  br i1 %36, label %37, label %31, !llvm.loop !11

37:                                               ; preds = %31, %12
  %38 = call i32 @feof(ptr noundef %28) #7
  %39 = icmp ne i32 %38, 0
  %40 = zext i1 %39 to i32
  %41 = call i32 @ferror(ptr noundef %28) #7
  %42 = icmp ne i32 %41, 0
  %43 = zext i1 %42 to i32
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %40, i32 noundef %43)
  %45 = call i32 @fgetc(ptr noundef %28)
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %45)
  call void @clearerr(ptr noundef %28) #7
  %47 = call i32 @feof(ptr noundef %28) #7
  %48 = icmp ne i32 %47, 0
  %49 = zext i1 %48 to i32
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %49)
  %51 = call i32 @fclose(ptr noundef %28)
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %51)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #7
  %53 = load i32, ptr @in.k, align 4, !tbaa !9
  %54 = add nuw nsw i32 %53, 1
  %55 = and i32 %54, 3
  store i32 %55, ptr @in.k, align 4, !tbaa !9
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %56
  %58 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %57, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @ro, ptr noundef nonnull @.str.5) #7
  %59 = load i32, ptr @in.k, align 4, !tbaa !9
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %60
  %62 = call noalias ptr @fopen(ptr noundef nonnull %61, ptr noundef nonnull @.str.6)
  %63 = call ptr @fgets(ptr noundef nonnull %9, i32 noundef 8, ptr noundef %62)
  %64 = icmp eq ptr %63, null
  br i1 %64, label %69, label %65

65:                                               ; preds = %37, %65
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %9)
  %67 = call ptr @fgets(ptr noundef nonnull %9, i32 noundef 8, ptr noundef %62)
  %68 = icmp eq ptr %67, null
  br i1 %68, label %69, label %65, !llvm.loop !13

69:                                               ; preds = %65, %37
  %70 = call i32 @putchar(i32 10)
  %71 = call i32 @fclose(ptr noundef %62)
  %72 = load i32, ptr @in.k, align 4, !tbaa !9
  %73 = add nuw nsw i32 %72, 1
  %74 = and i32 %73, 3
  store i32 %74, ptr @in.k, align 4, !tbaa !9
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %75
  %77 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %76, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @ro, ptr noundef nonnull @.str.14) #7
  %78 = load i32, ptr @in.k, align 4, !tbaa !9
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %79
  %81 = call noalias ptr @fopen(ptr noundef nonnull %80, ptr noundef nonnull @.str.15)
  %82 = call ptr @fgets(ptr noundef nonnull %9, i32 noundef 1, ptr noundef %81)
  %83 = icmp eq ptr %82, null
  %84 = select i1 %83, ptr @.str.18, ptr @.str.17
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %84)
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull %9)
  %87 = call i32 @fclose(ptr noundef %81)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #7
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %7, i8 0, i64 16, i1 false)
  %88 = load i32, ptr @in.k, align 4, !tbaa !9
  %89 = add nuw nsw i32 %88, 1
  %90 = and i32 %89, 3
  store i32 %90, ptr @in.k, align 4, !tbaa !9
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %91
  %93 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %92, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @ro, ptr noundef nonnull @.str.20) #7
  %94 = load i32, ptr @in.k, align 4, !tbaa !9
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %95
  %97 = call noalias ptr @fopen(ptr noundef nonnull %96, ptr noundef nonnull @.str.6)
  %98 = call i64 @fread(ptr noundef nonnull %7, i64 noundef 1, i64 noundef 10, ptr noundef %97)
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef %98)
  %100 = call i64 @ftell(ptr noundef %97)
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull %7, i64 noundef %100)
  %102 = call i32 @fgetc(ptr noundef %97)
  %103 = call i32 @ungetc(i32 noundef 90, ptr noundef %97)
  %104 = call i64 @ftell(ptr noundef %97)
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %102, i32 noundef %103, i64 noundef %104)
  %106 = call i32 @fgetc(ptr noundef %97)
  %107 = call i32 @fgetc(ptr noundef %97)
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %106, i32 noundef %107)
  %109 = call i32 @fseek(ptr noundef %97, i64 noundef -3, i32 noundef 2)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %7, i8 0, i64 16, i1 false)
  %110 = call i64 @fread(ptr noundef nonnull %7, i64 noundef 1, i64 noundef 15, ptr noundef %97)
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i64 noundef %110, ptr noundef nonnull %7)
  %112 = call i32 @feof(ptr noundef %97) #7
  %113 = icmp ne i32 %112, 0
  %114 = zext i1 %113 to i32
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %114)
  %116 = call i32 @fseek(ptr noundef %97, i64 noundef 5, i32 noundef 0)
  %117 = call i32 @fgetc(ptr noundef %97)
  %118 = call i32 @feof(ptr noundef %97) #7
  %119 = icmp ne i32 %118, 0
  %120 = zext i1 %119 to i32
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef %117, i32 noundef %120)
  %122 = call i32 @fseek(ptr noundef %97, i64 noundef 2, i32 noundef 1)
  %123 = call i32 @fgetc(ptr noundef %97)
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef %123)
  call void @rewind(ptr noundef %97)
  %125 = call i32 @fgetc(ptr noundef %97)
  %126 = call i64 @ftell(ptr noundef %97)
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %125, i64 noundef %126)
  %128 = call i32 @fseek(ptr noundef %97, i64 noundef 0, i32 noundef 7)
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef %128)
  call void @rewind(ptr noundef %97)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #7
  %130 = call i64 @fread(ptr noundef nonnull %8, i64 noundef 8, i64 noundef 5, ptr noundef %97)
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i64 noundef %130)
  %132 = call i32 @fclose(ptr noundef %97)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #7
  %133 = load i32, ptr @in.k, align 4, !tbaa !9
  %134 = add nuw nsw i32 %133, 1
  %135 = and i32 %134, 3
  store i32 %135, ptr @in.k, align 4, !tbaa !9
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %136
  %138 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %137, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @rw, ptr noundef nonnull @.str.32) #7
  %139 = load i32, ptr @in.k, align 4, !tbaa !9
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %140
  %142 = call noalias ptr @fopen(ptr noundef nonnull %141, ptr noundef nonnull @.str.2)
  %143 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %142, ptr noundef nonnull @.str.33, ptr noundef nonnull @.str.34, i32 noundef 42, double noundef 3.250000e+00) #7
  %144 = call i64 @fwrite(ptr nonnull @.str.35, i64 16, i64 1, ptr %142)
  %145 = call i32 @fputc(i32 noundef 120, ptr noundef %142)
  %146 = call i32 @putc(i32 noundef 121, ptr noundef %142)
  %147 = call i64 @fwrite(ptr noundef nonnull @.str.36, i64 noundef 1, i64 noundef 8, ptr noundef %142)
  %148 = call i64 @ftell(ptr noundef %142)
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, i64 noundef %148)
  %150 = call i32 @fclose(ptr noundef %142)
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %150)
  %152 = load i32, ptr @in.k, align 4, !tbaa !9
  %153 = add nuw nsw i32 %152, 1
  %154 = and i32 %153, 3
  store i32 %154, ptr @in.k, align 4, !tbaa !9
  %155 = zext nneg i32 %154 to i64
  %156 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %155
  %157 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %156, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @rw, ptr noundef nonnull @.str.32) #7
  %158 = load i32, ptr @in.k, align 4, !tbaa !9
  %159 = zext nneg i32 %158 to i64
  %160 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %159
  %161 = call noalias ptr @fopen(ptr noundef nonnull %160, ptr noundef nonnull @.str.38)
  %162 = call i64 @fwrite(ptr nonnull @.str.39, i64 9, i64 1, ptr %161)
  %163 = call i32 @fclose(ptr noundef %161)
  %164 = load i32, ptr @in.k, align 4, !tbaa !9
  %165 = add nuw nsw i32 %164, 1
  %166 = and i32 %165, 3
  store i32 %166, ptr @in.k, align 4, !tbaa !9
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %167
  %169 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %168, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @rw, ptr noundef nonnull @.str.32) #7
  %170 = load i32, ptr @in.k, align 4, !tbaa !9
  %171 = zext nneg i32 %170 to i64
  %172 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %171
  %173 = call noalias ptr @fopen(ptr noundef nonnull %172, ptr noundef nonnull @.str.6)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #7
  %174 = call ptr @fgets(ptr noundef nonnull %5, i32 noundef 64, ptr noundef %173)
  %175 = icmp eq ptr %174, null
  br i1 %175, label %180, label %176

176:                                              ; preds = %69, %176
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.40, ptr noundef nonnull %5)
  %178 = call ptr @fgets(ptr noundef nonnull %5, i32 noundef 64, ptr noundef %173)
  %179 = icmp eq ptr %178, null
  br i1 %179, label %180, label %176, !llvm.loop !14

180:                                              ; preds = %176, %69
  %181 = call i32 @fclose(ptr noundef %173)
  %182 = load i32, ptr @in.k, align 4, !tbaa !9
  %183 = add nuw nsw i32 %182, 1
  %184 = and i32 %183, 3
  store i32 %184, ptr @in.k, align 4, !tbaa !9
  %185 = zext nneg i32 %184 to i64
  %186 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %185
  %187 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %186, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @rw, ptr noundef nonnull @.str.41) #7
  %188 = load i32, ptr @in.k, align 4, !tbaa !9
  %189 = zext nneg i32 %188 to i64
  %190 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %189
  %191 = call noalias ptr @fopen(ptr noundef nonnull %190, ptr noundef nonnull @.str.42)
  br label %253

192:                                              ; preds = %253
  %193 = call i32 @fseek(ptr noundef %191, i64 noundef 250, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #7
  %194 = call i64 @fread(ptr noundef nonnull %6, i64 noundef 1, i64 noundef 8, ptr noundef %191)
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, i64 noundef %194)
  %196 = load i8, ptr %6, align 1, !tbaa !15
  %197 = zext i8 %196 to i32
  %198 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %197)
  %199 = getelementptr inbounds i8, ptr %6, i64 1
  %200 = load i8, ptr %199, align 1, !tbaa !15
  %201 = zext i8 %200 to i32
  %202 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %201)
  %203 = getelementptr inbounds i8, ptr %6, i64 2
  %204 = load i8, ptr %203, align 1, !tbaa !15
  %205 = zext i8 %204 to i32
  %206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %205)
  %207 = getelementptr inbounds i8, ptr %6, i64 3
  %208 = load i8, ptr %207, align 1, !tbaa !15
  %209 = zext i8 %208 to i32
  %210 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %209)
  %211 = getelementptr inbounds i8, ptr %6, i64 4
  %212 = load i8, ptr %211, align 1, !tbaa !15
  %213 = zext i8 %212 to i32
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %213)
  %215 = getelementptr inbounds i8, ptr %6, i64 5
  %216 = load i8, ptr %215, align 1, !tbaa !15
  %217 = zext i8 %216 to i32
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %217)
  %219 = getelementptr inbounds i8, ptr %6, i64 6
  %220 = load i8, ptr %219, align 1, !tbaa !15
  %221 = zext i8 %220 to i32
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %221)
  %223 = getelementptr inbounds i8, ptr %6, i64 7
  %224 = load i8, ptr %223, align 1, !tbaa !15
  %225 = zext i8 %224 to i32
  %226 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %225)
  %227 = call i32 @putchar(i32 10)
  %228 = call i32 @fseek(ptr noundef %191, i64 noundef 1, i32 noundef 0)
  %229 = call i64 @fwrite(ptr nonnull @.str.45, i64 2, i64 1, ptr %191)
  %230 = call i32 @fflush(ptr noundef %191)
  call void @rewind(ptr noundef %191)
  %231 = call i32 @fgetc(ptr noundef %191)
  %232 = call i32 @fgetc(ptr noundef %191)
  %233 = call i32 @fgetc(ptr noundef %191)
  %234 = call i32 @fgetc(ptr noundef %191)
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, i32 noundef %231, i32 noundef %232, i32 noundef %233, i32 noundef %234)
  %236 = call i32 @fclose(ptr noundef %191)
  %237 = load i32, ptr @in.k, align 4, !tbaa !9
  %238 = add nuw nsw i32 %237, 1
  %239 = and i32 %238, 3
  store i32 %239, ptr @in.k, align 4, !tbaa !9
  %240 = zext nneg i32 %239 to i64
  %241 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %240
  %242 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %241, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @rw, ptr noundef nonnull @.str.32) #7
  %243 = load i32, ptr @in.k, align 4, !tbaa !9
  %244 = zext nneg i32 %243 to i64
  %245 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %244
  %246 = call noalias ptr @fopen(ptr noundef nonnull %245, ptr noundef nonnull @.str.6)
  %247 = tail call ptr @__errno_location() #8
  store i32 0, ptr %247, align 4, !tbaa !9
  %248 = call i32 @fputc(i32 noundef 113, ptr noundef %246)
  %249 = call i32 @ferror(ptr noundef %246) #7
  %250 = icmp ne i32 %249, 0
  %251 = zext i1 %250 to i32
  %252 = load i32, ptr %247, align 4, !tbaa !9
  switch i32 %252, label %272 [
    i32 0, label %273
    i32 2, label %259
    i32 13, label %260
    i32 9, label %261
    i32 17, label %262
    i32 22, label %263
    i32 21, label %264
    i32 20, label %265
    i32 30, label %266
    i32 29, label %267
    i32 18, label %268
    i32 16, label %269
    i32 39, label %270
    i32 1, label %271
  ]

253:                                              ; preds = %253, %180
  %254 = phi i32 [ 0, %180 ], [ %257, %253 ]
  %255 = and i32 %254, 255
  %256 = call i32 @fputc(i32 noundef %255, ptr noundef %191)
  %257 = add nuw nsw i32 %254, 1
  %258 = icmp eq i32 %257, 300
  br i1 %258, label %192, label %253, !llvm.loop !16

259:                                              ; preds = %192
  br label %273

260:                                              ; preds = %192
  br label %273

261:                                              ; preds = %192
  br label %273

262:                                              ; preds = %192
  br label %273

263:                                              ; preds = %192
  br label %273

264:                                              ; preds = %192
  br label %273

265:                                              ; preds = %192
  br label %273

266:                                              ; preds = %192
  br label %273

267:                                              ; preds = %192
  br label %273

268:                                              ; preds = %192
  br label %273

269:                                              ; preds = %192
  br label %273

270:                                              ; preds = %192
  br label %273

271:                                              ; preds = %192
  br label %273

272:                                              ; preds = %192
  br label %273

273:                                              ; preds = %272, %271, %270, %269, %268, %267, %266, %265, %264, %263, %262, %261, %260, %259, %192
  %274 = phi ptr [ @.str.63, %272 ], [ @.str.62, %271 ], [ @.str.61, %270 ], [ @.str.60, %269 ], [ @.str.59, %268 ], [ @.str.58, %267 ], [ @.str.57, %266 ], [ @.str.56, %265 ], [ @.str.55, %264 ], [ @.str.54, %263 ], [ @.str.53, %262 ], [ @.str.52, %261 ], [ @.str.51, %260 ], [ @.str.50, %259 ], [ @.str.49, %192 ]
  %275 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, i32 noundef %248, i32 noundef %251, ptr noundef nonnull %274)
  %276 = call i32 @fclose(ptr noundef %246)
  %277 = load i32, ptr @in.k, align 4, !tbaa !9
  %278 = add nuw nsw i32 %277, 1
  %279 = and i32 %278, 3
  store i32 %279, ptr @in.k, align 4, !tbaa !9
  %280 = zext nneg i32 %279 to i64
  %281 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %280
  %282 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %281, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @rw, ptr noundef nonnull @.str.32) #7
  %283 = load i32, ptr @in.k, align 4, !tbaa !9
  %284 = zext nneg i32 %283 to i64
  %285 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %284
  %286 = call noalias ptr @fopen(ptr noundef nonnull %285, ptr noundef nonnull @.str.38)
  store i32 0, ptr %247, align 4, !tbaa !9
  %287 = call i32 @fgetc(ptr noundef %286)
  %288 = call i32 @ferror(ptr noundef %286) #7
  %289 = load i32, ptr %247, align 4, !tbaa !9
  switch i32 %289, label %303 [
    i32 0, label %304
    i32 2, label %290
    i32 13, label %291
    i32 9, label %292
    i32 17, label %293
    i32 22, label %294
    i32 21, label %295
    i32 20, label %296
    i32 30, label %297
    i32 29, label %298
    i32 18, label %299
    i32 16, label %300
    i32 39, label %301
    i32 1, label %302
  ]

290:                                              ; preds = %273
  br label %304

291:                                              ; preds = %273
  br label %304

292:                                              ; preds = %273
  br label %304

293:                                              ; preds = %273
  br label %304

294:                                              ; preds = %273
  br label %304

295:                                              ; preds = %273
  br label %304

296:                                              ; preds = %273
  br label %304

297:                                              ; preds = %273
  br label %304

298:                                              ; preds = %273
  br label %304

299:                                              ; preds = %273
  br label %304

300:                                              ; preds = %273
  br label %304

301:                                              ; preds = %273
  br label %304

302:                                              ; preds = %273
  br label %304

303:                                              ; preds = %273
  br label %304

304:                                              ; preds = %273, %290, %291, %292, %293, %294, %295, %296, %297, %298, %299, %300, %301, %302, %303
  %305 = phi ptr [ @.str.63, %303 ], [ @.str.62, %302 ], [ @.str.61, %301 ], [ @.str.60, %300 ], [ @.str.59, %299 ], [ @.str.58, %298 ], [ @.str.57, %297 ], [ @.str.56, %296 ], [ @.str.55, %295 ], [ @.str.54, %294 ], [ @.str.53, %293 ], [ @.str.52, %292 ], [ @.str.51, %291 ], [ @.str.50, %290 ], [ @.str.49, %273 ]
  %306 = icmp ne i32 %288, 0
  %307 = zext i1 %306 to i32
  %308 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.48, i32 noundef %287, i32 noundef %307, ptr noundef nonnull %305)
  %309 = call i32 @fclose(ptr noundef %286)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #7
  store i32 0, ptr %247, align 4, !tbaa !9
  %310 = load i32, ptr @in.k, align 4, !tbaa !9
  %311 = add nuw nsw i32 %310, 1
  %312 = and i32 %311, 3
  store i32 %312, ptr @in.k, align 4, !tbaa !9
  %313 = zext nneg i32 %312 to i64
  %314 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %313
  %315 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %314, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @ro, ptr noundef nonnull @.str.65) #7
  %316 = load i32, ptr @in.k, align 4, !tbaa !9
  %317 = zext nneg i32 %316 to i64
  %318 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %317
  %319 = call noalias ptr @fopen(ptr noundef nonnull %318, ptr noundef nonnull @.str.6)
  %320 = load i32, ptr %247, align 4, !tbaa !9
  switch i32 %320, label %334 [
    i32 0, label %335
    i32 2, label %321
    i32 13, label %322
    i32 9, label %323
    i32 17, label %324
    i32 22, label %325
    i32 21, label %326
    i32 20, label %327
    i32 30, label %328
    i32 29, label %329
    i32 18, label %330
    i32 16, label %331
    i32 39, label %332
    i32 1, label %333
  ]

321:                                              ; preds = %304
  br label %335

322:                                              ; preds = %304
  br label %335

323:                                              ; preds = %304
  br label %335

324:                                              ; preds = %304
  br label %335

325:                                              ; preds = %304
  br label %335

326:                                              ; preds = %304
  br label %335

327:                                              ; preds = %304
  br label %335

328:                                              ; preds = %304
  br label %335

329:                                              ; preds = %304
  br label %335

330:                                              ; preds = %304
  br label %335

331:                                              ; preds = %304
  br label %335

332:                                              ; preds = %304
  br label %335

333:                                              ; preds = %304
  br label %335

334:                                              ; preds = %304
  br label %335

335:                                              ; preds = %334, %333, %332, %331, %330, %329, %328, %327, %326, %325, %324, %323, %322, %321, %304
  %336 = phi ptr [ @.str.63, %334 ], [ @.str.62, %333 ], [ @.str.61, %332 ], [ @.str.60, %331 ], [ @.str.59, %330 ], [ @.str.58, %329 ], [ @.str.57, %328 ], [ @.str.56, %327 ], [ @.str.55, %326 ], [ @.str.54, %325 ], [ @.str.53, %324 ], [ @.str.52, %323 ], [ @.str.51, %322 ], [ @.str.50, %321 ], [ @.str.49, %304 ]
  %337 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.64, ptr noundef %319, ptr noundef nonnull %336)
  store i32 0, ptr %247, align 4, !tbaa !9
  %338 = load i32, ptr @in.k, align 4, !tbaa !9
  %339 = add nuw nsw i32 %338, 1
  %340 = and i32 %339, 3
  store i32 %340, ptr @in.k, align 4, !tbaa !9
  %341 = zext nneg i32 %340 to i64
  %342 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %341
  %343 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %342, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @ro, ptr noundef nonnull @.str.5) #7
  %344 = load i32, ptr @in.k, align 4, !tbaa !9
  %345 = zext nneg i32 %344 to i64
  %346 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %345
  %347 = call noalias ptr @fopen(ptr noundef nonnull %346, ptr noundef nonnull @.str.67)
  %348 = load i32, ptr %247, align 4, !tbaa !9
  switch i32 %348, label %362 [
    i32 0, label %363
    i32 2, label %349
    i32 13, label %350
    i32 9, label %351
    i32 17, label %352
    i32 22, label %353
    i32 21, label %354
    i32 20, label %355
    i32 30, label %356
    i32 29, label %357
    i32 18, label %358
    i32 16, label %359
    i32 39, label %360
    i32 1, label %361
  ]

349:                                              ; preds = %335
  br label %363

350:                                              ; preds = %335
  br label %363

351:                                              ; preds = %335
  br label %363

352:                                              ; preds = %335
  br label %363

353:                                              ; preds = %335
  br label %363

354:                                              ; preds = %335
  br label %363

355:                                              ; preds = %335
  br label %363

356:                                              ; preds = %335
  br label %363

357:                                              ; preds = %335
  br label %363

358:                                              ; preds = %335
  br label %363

359:                                              ; preds = %335
  br label %363

360:                                              ; preds = %335
  br label %363

361:                                              ; preds = %335
  br label %363

362:                                              ; preds = %335
  br label %363

363:                                              ; preds = %362, %361, %360, %359, %358, %357, %356, %355, %354, %353, %352, %351, %350, %349, %335
  %364 = phi ptr [ @.str.63, %362 ], [ @.str.62, %361 ], [ @.str.61, %360 ], [ @.str.60, %359 ], [ @.str.59, %358 ], [ @.str.58, %357 ], [ @.str.57, %356 ], [ @.str.56, %355 ], [ @.str.55, %354 ], [ @.str.54, %353 ], [ @.str.53, %352 ], [ @.str.52, %351 ], [ @.str.51, %350 ], [ @.str.50, %349 ], [ @.str.49, %335 ]
  %365 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.66, ptr noundef %347, ptr noundef nonnull %364)
  store i32 0, ptr %247, align 4, !tbaa !9
  %366 = load i32, ptr @in.k, align 4, !tbaa !9
  %367 = add nuw nsw i32 %366, 1
  %368 = and i32 %367, 3
  store i32 %368, ptr @in.k, align 4, !tbaa !9
  %369 = zext nneg i32 %368 to i64
  %370 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %369
  %371 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %370, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @rw, ptr noundef nonnull @.str.32) #7
  %372 = load i32, ptr @in.k, align 4, !tbaa !9
  %373 = zext nneg i32 %372 to i64
  %374 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %373
  %375 = call noalias ptr @fopen(ptr noundef nonnull %374, ptr noundef nonnull @.str.69)
  %376 = load i32, ptr %247, align 4, !tbaa !9
  switch i32 %376, label %390 [
    i32 0, label %391
    i32 2, label %377
    i32 13, label %378
    i32 9, label %379
    i32 17, label %380
    i32 22, label %381
    i32 21, label %382
    i32 20, label %383
    i32 30, label %384
    i32 29, label %385
    i32 18, label %386
    i32 16, label %387
    i32 39, label %388
    i32 1, label %389
  ]

377:                                              ; preds = %363
  br label %391

378:                                              ; preds = %363
  br label %391

379:                                              ; preds = %363
  br label %391

380:                                              ; preds = %363
  br label %391

381:                                              ; preds = %363
  br label %391

382:                                              ; preds = %363
  br label %391

383:                                              ; preds = %363
  br label %391

384:                                              ; preds = %363
  br label %391

385:                                              ; preds = %363
  br label %391

386:                                              ; preds = %363
  br label %391

387:                                              ; preds = %363
  br label %391

388:                                              ; preds = %363
  br label %391

389:                                              ; preds = %363
  br label %391

390:                                              ; preds = %363
  br label %391

391:                                              ; preds = %390, %389, %388, %387, %386, %385, %384, %383, %382, %381, %380, %379, %378, %377, %363
  %392 = phi ptr [ @.str.63, %390 ], [ @.str.62, %389 ], [ @.str.61, %388 ], [ @.str.60, %387 ], [ @.str.59, %386 ], [ @.str.58, %385 ], [ @.str.57, %384 ], [ @.str.56, %383 ], [ @.str.55, %382 ], [ @.str.54, %381 ], [ @.str.53, %380 ], [ @.str.52, %379 ], [ @.str.51, %378 ], [ @.str.50, %377 ], [ @.str.49, %363 ]
  %393 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.68, ptr noundef %375, ptr noundef nonnull %392)
  %394 = load i32, ptr @in.k, align 4, !tbaa !9
  %395 = add nuw nsw i32 %394, 1
  %396 = and i32 %395, 3
  store i32 %396, ptr @in.k, align 4, !tbaa !9
  %397 = zext nneg i32 %396 to i64
  %398 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %397
  %399 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %398, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @rw, ptr noundef nonnull @.str.32) #7
  %400 = load i32, ptr @in.k, align 4, !tbaa !9
  %401 = zext nneg i32 %400 to i64
  %402 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %401
  %403 = add nuw nsw i32 %400, 1
  %404 = and i32 %403, 3
  store i32 %404, ptr @in.k, align 4, !tbaa !9
  %405 = zext nneg i32 %404 to i64
  %406 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %405
  %407 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %406, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @rw, ptr noundef nonnull @.str.71) #7
  %408 = load i32, ptr @in.k, align 4, !tbaa !9
  %409 = zext nneg i32 %408 to i64
  %410 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %409
  %411 = call i32 @rename(ptr noundef nonnull %402, ptr noundef nonnull %410) #7
  %412 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.70, i32 noundef %411)
  store i32 0, ptr %247, align 4, !tbaa !9
  %413 = load i32, ptr @in.k, align 4, !tbaa !9
  %414 = add nuw nsw i32 %413, 1
  %415 = and i32 %414, 3
  store i32 %415, ptr @in.k, align 4, !tbaa !9
  %416 = zext nneg i32 %415 to i64
  %417 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %416
  %418 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %417, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @rw, ptr noundef nonnull @.str.32) #7
  %419 = load i32, ptr @in.k, align 4, !tbaa !9
  %420 = zext nneg i32 %419 to i64
  %421 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %420
  %422 = call noalias ptr @fopen(ptr noundef nonnull %421, ptr noundef nonnull @.str.6)
  %423 = load i32, ptr %247, align 4, !tbaa !9
  switch i32 %423, label %437 [
    i32 0, label %438
    i32 2, label %424
    i32 13, label %425
    i32 9, label %426
    i32 17, label %427
    i32 22, label %428
    i32 21, label %429
    i32 20, label %430
    i32 30, label %431
    i32 29, label %432
    i32 18, label %433
    i32 16, label %434
    i32 39, label %435
    i32 1, label %436
  ]

424:                                              ; preds = %391
  br label %438

425:                                              ; preds = %391
  br label %438

426:                                              ; preds = %391
  br label %438

427:                                              ; preds = %391
  br label %438

428:                                              ; preds = %391
  br label %438

429:                                              ; preds = %391
  br label %438

430:                                              ; preds = %391
  br label %438

431:                                              ; preds = %391
  br label %438

432:                                              ; preds = %391
  br label %438

433:                                              ; preds = %391
  br label %438

434:                                              ; preds = %391
  br label %438

435:                                              ; preds = %391
  br label %438

436:                                              ; preds = %391
  br label %438

437:                                              ; preds = %391
  br label %438

438:                                              ; preds = %437, %436, %435, %434, %433, %432, %431, %430, %429, %428, %427, %426, %425, %424, %391
  %439 = phi ptr [ @.str.63, %437 ], [ @.str.62, %436 ], [ @.str.61, %435 ], [ @.str.60, %434 ], [ @.str.59, %433 ], [ @.str.58, %432 ], [ @.str.57, %431 ], [ @.str.56, %430 ], [ @.str.55, %429 ], [ @.str.54, %428 ], [ @.str.53, %427 ], [ @.str.52, %426 ], [ @.str.51, %425 ], [ @.str.50, %424 ], [ @.str.49, %391 ]
  %440 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.72, ptr noundef %422, ptr noundef nonnull %439)
  %441 = load i32, ptr @in.k, align 4, !tbaa !9
  %442 = add nuw nsw i32 %441, 1
  %443 = and i32 %442, 3
  store i32 %443, ptr @in.k, align 4, !tbaa !9
  %444 = zext nneg i32 %443 to i64
  %445 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %444
  %446 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %445, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @rw, ptr noundef nonnull @.str.71) #7
  %447 = load i32, ptr @in.k, align 4, !tbaa !9
  %448 = zext nneg i32 %447 to i64
  %449 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %448
  %450 = call noalias ptr @fopen(ptr noundef nonnull %449, ptr noundef nonnull @.str.6)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #7
  %451 = call ptr @fgets(ptr noundef nonnull %4, i32 noundef 64, ptr noundef %450)
  %452 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.73, ptr noundef %451)
  %453 = call i32 @fclose(ptr noundef %450)
  %454 = load i32, ptr @in.k, align 4, !tbaa !9
  %455 = add nuw nsw i32 %454, 1
  %456 = and i32 %455, 3
  store i32 %456, ptr @in.k, align 4, !tbaa !9
  %457 = zext nneg i32 %456 to i64
  %458 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %457
  %459 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %458, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @rw, ptr noundef nonnull @.str.71) #7
  %460 = load i32, ptr @in.k, align 4, !tbaa !9
  %461 = zext nneg i32 %460 to i64
  %462 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %461
  %463 = call i32 @remove(ptr noundef nonnull %462) #7
  %464 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.74, i32 noundef %463)
  store i32 0, ptr %247, align 4, !tbaa !9
  %465 = load i32, ptr @in.k, align 4, !tbaa !9
  %466 = add nuw nsw i32 %465, 1
  %467 = and i32 %466, 3
  store i32 %467, ptr @in.k, align 4, !tbaa !9
  %468 = zext nneg i32 %467 to i64
  %469 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %468
  %470 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %469, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @rw, ptr noundef nonnull @.str.71) #7
  %471 = load i32, ptr @in.k, align 4, !tbaa !9
  %472 = zext nneg i32 %471 to i64
  %473 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %472
  %474 = call i32 @remove(ptr noundef nonnull %473) #7
  %475 = load i32, ptr %247, align 4, !tbaa !9
  switch i32 %475, label %489 [
    i32 0, label %490
    i32 2, label %476
    i32 13, label %477
    i32 9, label %478
    i32 17, label %479
    i32 22, label %480
    i32 21, label %481
    i32 20, label %482
    i32 30, label %483
    i32 29, label %484
    i32 18, label %485
    i32 16, label %486
    i32 39, label %487
    i32 1, label %488
  ]

476:                                              ; preds = %438
  br label %490

477:                                              ; preds = %438
  br label %490

478:                                              ; preds = %438
  br label %490

479:                                              ; preds = %438
  br label %490

480:                                              ; preds = %438
  br label %490

481:                                              ; preds = %438
  br label %490

482:                                              ; preds = %438
  br label %490

483:                                              ; preds = %438
  br label %490

484:                                              ; preds = %438
  br label %490

485:                                              ; preds = %438
  br label %490

486:                                              ; preds = %438
  br label %490

487:                                              ; preds = %438
  br label %490

488:                                              ; preds = %438
  br label %490

489:                                              ; preds = %438
  br label %490

490:                                              ; preds = %489, %488, %487, %486, %485, %484, %483, %482, %481, %480, %479, %478, %477, %476, %438
  %491 = phi ptr [ @.str.63, %489 ], [ @.str.62, %488 ], [ @.str.61, %487 ], [ @.str.60, %486 ], [ @.str.59, %485 ], [ @.str.58, %484 ], [ @.str.57, %483 ], [ @.str.56, %482 ], [ @.str.55, %481 ], [ @.str.54, %480 ], [ @.str.53, %479 ], [ @.str.52, %478 ], [ @.str.51, %477 ], [ @.str.50, %476 ], [ @.str.49, %438 ]
  %492 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.75, i32 noundef %474, ptr noundef nonnull %491)
  store i32 0, ptr %247, align 4, !tbaa !9
  %493 = load i32, ptr @in.k, align 4, !tbaa !9
  %494 = add nuw nsw i32 %493, 1
  %495 = and i32 %494, 3
  store i32 %495, ptr @in.k, align 4, !tbaa !9
  %496 = zext nneg i32 %495 to i64
  %497 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %496
  %498 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %497, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @ro, ptr noundef nonnull @.str.77) #7
  %499 = load i32, ptr @in.k, align 4, !tbaa !9
  %500 = zext nneg i32 %499 to i64
  %501 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %500
  %502 = call noalias ptr @fopen(ptr noundef nonnull %501, ptr noundef nonnull @.str.6)
  %503 = load i32, ptr %247, align 4, !tbaa !9
  switch i32 %503, label %517 [
    i32 0, label %518
    i32 2, label %504
    i32 13, label %505
    i32 9, label %506
    i32 17, label %507
    i32 22, label %508
    i32 21, label %509
    i32 20, label %510
    i32 30, label %511
    i32 29, label %512
    i32 18, label %513
    i32 16, label %514
    i32 39, label %515
    i32 1, label %516
  ]

504:                                              ; preds = %490
  br label %518

505:                                              ; preds = %490
  br label %518

506:                                              ; preds = %490
  br label %518

507:                                              ; preds = %490
  br label %518

508:                                              ; preds = %490
  br label %518

509:                                              ; preds = %490
  br label %518

510:                                              ; preds = %490
  br label %518

511:                                              ; preds = %490
  br label %518

512:                                              ; preds = %490
  br label %518

513:                                              ; preds = %490
  br label %518

514:                                              ; preds = %490
  br label %518

515:                                              ; preds = %490
  br label %518

516:                                              ; preds = %490
  br label %518

517:                                              ; preds = %490
  br label %518

518:                                              ; preds = %490, %504, %505, %506, %507, %508, %509, %510, %511, %512, %513, %514, %515, %516, %517
  %519 = phi ptr [ @.str.63, %517 ], [ @.str.62, %516 ], [ @.str.61, %515 ], [ @.str.60, %514 ], [ @.str.59, %513 ], [ @.str.58, %512 ], [ @.str.57, %511 ], [ @.str.56, %510 ], [ @.str.55, %509 ], [ @.str.54, %508 ], [ @.str.53, %507 ], [ @.str.52, %506 ], [ @.str.51, %505 ], [ @.str.50, %504 ], [ @.str.49, %490 ]
  %520 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.76, ptr noundef %502, ptr noundef nonnull %519)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #7
  %521 = call noalias ptr @tmpfile()
  %522 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %521, ptr noundef nonnull @.str.78, i32 noundef 7) #7
  call void @rewind(ptr noundef %521)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #7
  %523 = call ptr @fgets(ptr noundef nonnull %3, i32 noundef 32, ptr noundef %521)
  %524 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.79, ptr noundef %523)
  %525 = call i32 @fclose(ptr noundef %521)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #7
  %526 = load i32, ptr @in.k, align 4, !tbaa !9
  %527 = add nuw nsw i32 %526, 1
  %528 = and i32 %527, 3
  store i32 %528, ptr @in.k, align 4, !tbaa !9
  %529 = zext nneg i32 %528 to i64
  %530 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %529
  %531 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %530, i64 noundef 1024, ptr noundef nonnull @.str.80, ptr noundef nonnull @rw, ptr noundef nonnull @.str.1) #7
  %532 = load i32, ptr @in.k, align 4, !tbaa !9
  %533 = zext nneg i32 %532 to i64
  %534 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %533
  %535 = call noalias ptr @fopen(ptr noundef nonnull %534, ptr noundef nonnull @.str.2)
  %536 = call i64 @fwrite(ptr nonnull @.str.3, i64 16, i64 1, ptr %535)
  %537 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %538

538:                                              ; preds = %2, %518
  %539 = phi i32 [ 0, %518 ], [ 2, %2 ]
  ret i32 %539
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

; Function Attrs: nofree nounwind
declare noalias noundef ptr @tmpfile() local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(none) }

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
