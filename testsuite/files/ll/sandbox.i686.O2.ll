; ModuleID = 'sandbox.c'
source_filename = "sandbox.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
@in.buf = internal global [4 x [1024 x i8]] zeroinitializer, align 1
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
define dso_local range(i32 0, 3) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp slt i32 %0, 4
  br i1 %3, label %496, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i32 4
  %6 = load ptr, ptr %5, align 4, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %1, i32 8
  %8 = load ptr, ptr %7, align 4, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %1, i32 12
  %10 = load ptr, ptr %9, align 4, !tbaa !6
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2)
  tail call fastcc void @try_open(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 0)
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.2)
  %11 = load i32, ptr @in.k, align 4, !tbaa !10
  %12 = add nuw nsw i32 %11, 1
  %13 = and i32 %12, 3
  store i32 %13, ptr @in.k, align 4, !tbaa !10
  %14 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %13
  %15 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %14, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.7) #10
  %16 = load i32, ptr @in.k, align 4, !tbaa !10
  %17 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %16
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.6, ptr noundef nonnull %17, ptr noundef nonnull @.str.2)
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.2)
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12)
  %18 = load i32, ptr @in.k, align 4, !tbaa !10
  %19 = add nuw nsw i32 %18, 1
  %20 = and i32 %19, 3
  store i32 %20, ptr @in.k, align 4, !tbaa !10
  %21 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %20
  %22 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %21, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.14) #10
  %23 = load i32, ptr @in.k, align 4, !tbaa !10
  %24 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %23
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.13, ptr noundef nonnull %24, ptr noundef nonnull @.str.2)
  %25 = load i32, ptr @in.k, align 4, !tbaa !10
  %26 = add nuw nsw i32 %25, 1
  %27 = and i32 %26, 3
  store i32 %27, ptr @in.k, align 4, !tbaa !10
  %28 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %27
  %29 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %28, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.16) #10
  %30 = load i32, ptr @in.k, align 4, !tbaa !10
  %31 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %30
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.15, ptr noundef nonnull %31, ptr noundef nonnull @.str.2)
  %32 = load i32, ptr @in.k, align 4, !tbaa !10
  %33 = add nuw nsw i32 %32, 1
  %34 = and i32 %33, 3
  store i32 %34, ptr @in.k, align 4, !tbaa !10
  %35 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %34
  %36 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %35, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.18) #10
  %37 = load i32, ptr @in.k, align 4, !tbaa !10
  %38 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %37
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.17, ptr noundef nonnull %38, ptr noundef nonnull @.str.2)
  %39 = load i32, ptr @in.k, align 4, !tbaa !10
  %40 = add nuw nsw i32 %39, 1
  %41 = and i32 %40, 3
  store i32 %41, ptr @in.k, align 4, !tbaa !10
  %42 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %41
  %43 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %42, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.20) #10
  %44 = load i32, ptr @in.k, align 4, !tbaa !10
  %45 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %44
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.19, ptr noundef nonnull %45, ptr noundef nonnull @.str.2)
  %46 = load i32, ptr @in.k, align 4, !tbaa !10
  %47 = add nuw nsw i32 %46, 1
  %48 = and i32 %47, 3
  store i32 %48, ptr @in.k, align 4, !tbaa !10
  %49 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %48
  %50 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %49, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.22) #10
  %51 = load i32, ptr @in.k, align 4, !tbaa !10
  %52 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %51
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.21, ptr noundef nonnull %52, ptr noundef nonnull @.str.2)
  %53 = load i32, ptr @in.k, align 4, !tbaa !10
  %54 = add nuw nsw i32 %53, 1
  %55 = and i32 %54, 3
  store i32 %55, ptr @in.k, align 4, !tbaa !10
  %56 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %55
  %57 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %56, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.24) #10
  %58 = load i32, ptr @in.k, align 4, !tbaa !10
  %59 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %58
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.23, ptr noundef nonnull %59, ptr noundef nonnull @.str.2)
  %60 = load i32, ptr @in.k, align 4, !tbaa !10
  %61 = add nuw nsw i32 %60, 1
  %62 = and i32 %61, 3
  store i32 %62, ptr @in.k, align 4, !tbaa !10
  %63 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %62
  %64 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %63, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.26) #10
  %65 = load i32, ptr @in.k, align 4, !tbaa !10
  %66 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %65
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.25, ptr noundef nonnull %66, ptr noundef nonnull @.str.12)
  %67 = load i32, ptr @in.k, align 4, !tbaa !10
  %68 = add nuw nsw i32 %67, 1
  %69 = and i32 %68, 3
  store i32 %69, ptr @in.k, align 4, !tbaa !10
  %70 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %69
  %71 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %70, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.28) #10
  %72 = load i32, ptr @in.k, align 4, !tbaa !10
  %73 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %72
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.27, ptr noundef nonnull %73, ptr noundef nonnull @.str.2)
  %74 = load i32, ptr @in.k, align 4, !tbaa !10
  %75 = add nuw nsw i32 %74, 1
  %76 = and i32 %75, 3
  store i32 %76, ptr @in.k, align 4, !tbaa !10
  %77 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %76
  %78 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %77, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %79 = load i32, ptr @in.k, align 4, !tbaa !10
  %80 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %79
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.29, ptr noundef nonnull %80, ptr noundef nonnull @.str.12)
  %81 = load i32, ptr @in.k, align 4, !tbaa !10
  %82 = add nuw nsw i32 %81, 1
  %83 = and i32 %82, 3
  store i32 %83, ptr @in.k, align 4, !tbaa !10
  %84 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %83
  %85 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %84, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %86 = load i32, ptr @in.k, align 4, !tbaa !10
  %87 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %86
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.31, ptr noundef nonnull %87, ptr noundef nonnull @.str.32)
  %88 = load i32, ptr @in.k, align 4, !tbaa !10
  %89 = add nuw nsw i32 %88, 1
  %90 = and i32 %89, 3
  store i32 %90, ptr @in.k, align 4, !tbaa !10
  %91 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %90
  %92 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %91, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %93 = load i32, ptr @in.k, align 4, !tbaa !10
  %94 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %93
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.33, ptr noundef nonnull %94, ptr noundef nonnull @.str.34)
  %95 = load i32, ptr @in.k, align 4, !tbaa !10
  %96 = add nuw nsw i32 %95, 1
  %97 = and i32 %96, 3
  store i32 %97, ptr @in.k, align 4, !tbaa !10
  %98 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %97
  %99 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %98, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.36) #10
  %100 = load i32, ptr @in.k, align 4, !tbaa !10
  %101 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %100
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.35, ptr noundef nonnull %101, ptr noundef nonnull @.str.12)
  %102 = load i32, ptr @in.k, align 4, !tbaa !10
  %103 = add nuw nsw i32 %102, 1
  %104 = and i32 %103, 3
  store i32 %104, ptr @in.k, align 4, !tbaa !10
  %105 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %104
  %106 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %105, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %107 = load i32, ptr @in.k, align 4, !tbaa !10
  %108 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %107
  tail call fastcc void @try_open(ptr noundef nonnull @.str.37, ptr noundef nonnull %108, i32 noundef 1)
  %109 = load i32, ptr @in.k, align 4, !tbaa !10
  %110 = add nuw nsw i32 %109, 1
  %111 = and i32 %110, 3
  store i32 %111, ptr @in.k, align 4, !tbaa !10
  %112 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %111
  %113 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %112, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.36) #10
  %114 = load i32, ptr @in.k, align 4, !tbaa !10
  %115 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %114
  tail call fastcc void @try_open(ptr noundef nonnull @.str.38, ptr noundef nonnull %115, i32 noundef 65)
  %116 = load i32, ptr @in.k, align 4, !tbaa !10
  %117 = add nuw nsw i32 %116, 1
  %118 = and i32 %117, 3
  store i32 %118, ptr @in.k, align 4, !tbaa !10
  %119 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %118
  %120 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %119, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %121 = load i32, ptr @in.k, align 4, !tbaa !10
  %122 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %121
  tail call fastcc void @try_open(ptr noundef nonnull @.str.39, ptr noundef nonnull %122, i32 noundef 512)
  %123 = load i32, ptr @in.k, align 4, !tbaa !10
  %124 = add nuw nsw i32 %123, 1
  %125 = and i32 %124, 3
  store i32 %125, ptr @in.k, align 4, !tbaa !10
  %126 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %125
  %127 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %126, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %128 = load i32, ptr @in.k, align 4, !tbaa !10
  %129 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %128
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.40, ptr noundef nonnull %129, ptr noundef nonnull @.str.2)
  %130 = tail call ptr @__errno_location() #11
  store i32 0, ptr %130, align 4, !tbaa !10
  %131 = load i32, ptr @in.k, align 4, !tbaa !10
  %132 = add nuw nsw i32 %131, 1
  %133 = and i32 %132, 3
  store i32 %133, ptr @in.k, align 4, !tbaa !10
  %134 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %133
  %135 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %134, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %136 = load i32, ptr @in.k, align 4, !tbaa !10
  %137 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %136
  %138 = tail call i32 @remove(ptr noundef nonnull %137) #10
  %139 = load i32, ptr %130, align 4, !tbaa !10
  switch i32 %139, label %153 [
    i32 0, label %154
    i32 2, label %140
    i32 13, label %141
    i32 9, label %142
    i32 17, label %143
    i32 22, label %144
    i32 21, label %145
    i32 20, label %146
    i32 30, label %147
    i32 29, label %148
    i32 18, label %149
    i32 16, label %150
    i32 39, label %151
    i32 1, label %152
  ]

140:                                              ; preds = %4
  br label %154

141:                                              ; preds = %4
  br label %154

142:                                              ; preds = %4
  br label %154

143:                                              ; preds = %4
  br label %154

144:                                              ; preds = %4
  br label %154

145:                                              ; preds = %4
  br label %154

146:                                              ; preds = %4
  br label %154

147:                                              ; preds = %4
  br label %154

148:                                              ; preds = %4
  br label %154

149:                                              ; preds = %4
  br label %154

150:                                              ; preds = %4
  br label %154

151:                                              ; preds = %4
  br label %154

152:                                              ; preds = %4
  br label %154

153:                                              ; preds = %4
  br label %154

154:                                              ; preds = %4, %140, %141, %142, %143, %144, %145, %146, %147, %148, %149, %150, %151, %152, %153
  %155 = phi ptr [ @.str.86, %153 ], [ @.str.85, %152 ], [ @.str.84, %151 ], [ @.str.83, %150 ], [ @.str.82, %149 ], [ @.str.81, %148 ], [ @.str.80, %147 ], [ @.str.79, %146 ], [ @.str.78, %145 ], [ @.str.77, %144 ], [ @.str.76, %143 ], [ @.str.75, %142 ], [ @.str.74, %141 ], [ @.str.73, %140 ], [ @.str.72, %4 ]
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.42, i32 noundef %138, ptr noundef nonnull %155)
  store i32 0, ptr %130, align 4, !tbaa !10
  %157 = load i32, ptr @in.k, align 4, !tbaa !10
  %158 = add nuw nsw i32 %157, 1
  %159 = and i32 %158, 3
  store i32 %159, ptr @in.k, align 4, !tbaa !10
  %160 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %159
  %161 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %160, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %162 = load i32, ptr @in.k, align 4, !tbaa !10
  %163 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %162
  %164 = tail call i32 @unlink(ptr noundef nonnull %163) #10
  %165 = load i32, ptr %130, align 4, !tbaa !10
  switch i32 %165, label %179 [
    i32 0, label %180
    i32 2, label %166
    i32 13, label %167
    i32 9, label %168
    i32 17, label %169
    i32 22, label %170
    i32 21, label %171
    i32 20, label %172
    i32 30, label %173
    i32 29, label %174
    i32 18, label %175
    i32 16, label %176
    i32 39, label %177
    i32 1, label %178
  ]

166:                                              ; preds = %154
  br label %180

167:                                              ; preds = %154
  br label %180

168:                                              ; preds = %154
  br label %180

169:                                              ; preds = %154
  br label %180

170:                                              ; preds = %154
  br label %180

171:                                              ; preds = %154
  br label %180

172:                                              ; preds = %154
  br label %180

173:                                              ; preds = %154
  br label %180

174:                                              ; preds = %154
  br label %180

175:                                              ; preds = %154
  br label %180

176:                                              ; preds = %154
  br label %180

177:                                              ; preds = %154
  br label %180

178:                                              ; preds = %154
  br label %180

179:                                              ; preds = %154
  br label %180

180:                                              ; preds = %154, %166, %167, %168, %169, %170, %171, %172, %173, %174, %175, %176, %177, %178, %179
  %181 = phi ptr [ @.str.86, %179 ], [ @.str.85, %178 ], [ @.str.84, %177 ], [ @.str.83, %176 ], [ @.str.82, %175 ], [ @.str.81, %174 ], [ @.str.80, %173 ], [ @.str.79, %172 ], [ @.str.78, %171 ], [ @.str.77, %170 ], [ @.str.76, %169 ], [ @.str.75, %168 ], [ @.str.74, %167 ], [ @.str.73, %166 ], [ @.str.72, %154 ]
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.43, i32 noundef %164, ptr noundef nonnull %181)
  store i32 0, ptr %130, align 4, !tbaa !10
  %183 = load i32, ptr @in.k, align 4, !tbaa !10
  %184 = add nuw nsw i32 %183, 1
  %185 = and i32 %184, 3
  store i32 %185, ptr @in.k, align 4, !tbaa !10
  %186 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %185
  %187 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %186, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %188 = load i32, ptr @in.k, align 4, !tbaa !10
  %189 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %188
  %190 = add nuw nsw i32 %188, 1
  %191 = and i32 %190, 3
  store i32 %191, ptr @in.k, align 4, !tbaa !10
  %192 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %191
  %193 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %192, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.45) #10
  %194 = load i32, ptr @in.k, align 4, !tbaa !10
  %195 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %194
  %196 = tail call i32 @rename(ptr noundef nonnull %189, ptr noundef nonnull %195) #10
  %197 = load i32, ptr %130, align 4, !tbaa !10
  switch i32 %197, label %211 [
    i32 0, label %212
    i32 2, label %198
    i32 13, label %199
    i32 9, label %200
    i32 17, label %201
    i32 22, label %202
    i32 21, label %203
    i32 20, label %204
    i32 30, label %205
    i32 29, label %206
    i32 18, label %207
    i32 16, label %208
    i32 39, label %209
    i32 1, label %210
  ]

198:                                              ; preds = %180
  br label %212

199:                                              ; preds = %180
  br label %212

200:                                              ; preds = %180
  br label %212

201:                                              ; preds = %180
  br label %212

202:                                              ; preds = %180
  br label %212

203:                                              ; preds = %180
  br label %212

204:                                              ; preds = %180
  br label %212

205:                                              ; preds = %180
  br label %212

206:                                              ; preds = %180
  br label %212

207:                                              ; preds = %180
  br label %212

208:                                              ; preds = %180
  br label %212

209:                                              ; preds = %180
  br label %212

210:                                              ; preds = %180
  br label %212

211:                                              ; preds = %180
  br label %212

212:                                              ; preds = %180, %198, %199, %200, %201, %202, %203, %204, %205, %206, %207, %208, %209, %210, %211
  %213 = phi ptr [ @.str.86, %211 ], [ @.str.85, %210 ], [ @.str.84, %209 ], [ @.str.83, %208 ], [ @.str.82, %207 ], [ @.str.81, %206 ], [ @.str.80, %205 ], [ @.str.79, %204 ], [ @.str.78, %203 ], [ @.str.77, %202 ], [ @.str.76, %201 ], [ @.str.75, %200 ], [ @.str.74, %199 ], [ @.str.73, %198 ], [ @.str.72, %180 ]
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.44, i32 noundef %196, ptr noundef nonnull %213)
  store i32 0, ptr %130, align 4, !tbaa !10
  %215 = load i32, ptr @in.k, align 4, !tbaa !10
  %216 = add nuw nsw i32 %215, 1
  %217 = and i32 %216, 3
  store i32 %217, ptr @in.k, align 4, !tbaa !10
  %218 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %217
  %219 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %218, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %220 = load i32, ptr @in.k, align 4, !tbaa !10
  %221 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %220
  %222 = tail call i32 @access(ptr noundef nonnull %221, i32 noundef 2) #10
  %223 = load i32, ptr %130, align 4, !tbaa !10
  switch i32 %223, label %237 [
    i32 0, label %238
    i32 2, label %224
    i32 13, label %225
    i32 9, label %226
    i32 17, label %227
    i32 22, label %228
    i32 21, label %229
    i32 20, label %230
    i32 30, label %231
    i32 29, label %232
    i32 18, label %233
    i32 16, label %234
    i32 39, label %235
    i32 1, label %236
  ]

224:                                              ; preds = %212
  br label %238

225:                                              ; preds = %212
  br label %238

226:                                              ; preds = %212
  br label %238

227:                                              ; preds = %212
  br label %238

228:                                              ; preds = %212
  br label %238

229:                                              ; preds = %212
  br label %238

230:                                              ; preds = %212
  br label %238

231:                                              ; preds = %212
  br label %238

232:                                              ; preds = %212
  br label %238

233:                                              ; preds = %212
  br label %238

234:                                              ; preds = %212
  br label %238

235:                                              ; preds = %212
  br label %238

236:                                              ; preds = %212
  br label %238

237:                                              ; preds = %212
  br label %238

238:                                              ; preds = %212, %224, %225, %226, %227, %228, %229, %230, %231, %232, %233, %234, %235, %236, %237
  %239 = phi ptr [ @.str.86, %237 ], [ @.str.85, %236 ], [ @.str.84, %235 ], [ @.str.83, %234 ], [ @.str.82, %233 ], [ @.str.81, %232 ], [ @.str.80, %231 ], [ @.str.79, %230 ], [ @.str.78, %229 ], [ @.str.77, %228 ], [ @.str.76, %227 ], [ @.str.75, %226 ], [ @.str.74, %225 ], [ @.str.73, %224 ], [ @.str.72, %212 ]
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.46, i32 noundef %222, ptr noundef nonnull %239)
  store i32 0, ptr %130, align 4, !tbaa !10
  %241 = tail call i32 @access(ptr noundef nonnull @.str.1, i32 noundef 0) #10
  %242 = load i32, ptr %130, align 4, !tbaa !10
  switch i32 %242, label %256 [
    i32 0, label %257
    i32 2, label %243
    i32 13, label %244
    i32 9, label %245
    i32 17, label %246
    i32 22, label %247
    i32 21, label %248
    i32 20, label %249
    i32 30, label %250
    i32 29, label %251
    i32 18, label %252
    i32 16, label %253
    i32 39, label %254
    i32 1, label %255
  ]

243:                                              ; preds = %238
  br label %257

244:                                              ; preds = %238
  br label %257

245:                                              ; preds = %238
  br label %257

246:                                              ; preds = %238
  br label %257

247:                                              ; preds = %238
  br label %257

248:                                              ; preds = %238
  br label %257

249:                                              ; preds = %238
  br label %257

250:                                              ; preds = %238
  br label %257

251:                                              ; preds = %238
  br label %257

252:                                              ; preds = %238
  br label %257

253:                                              ; preds = %238
  br label %257

254:                                              ; preds = %238
  br label %257

255:                                              ; preds = %238
  br label %257

256:                                              ; preds = %238
  br label %257

257:                                              ; preds = %238, %243, %244, %245, %246, %247, %248, %249, %250, %251, %252, %253, %254, %255, %256
  %258 = phi ptr [ @.str.86, %256 ], [ @.str.85, %255 ], [ @.str.84, %254 ], [ @.str.83, %253 ], [ @.str.82, %252 ], [ @.str.81, %251 ], [ @.str.80, %250 ], [ @.str.79, %249 ], [ @.str.78, %248 ], [ @.str.77, %247 ], [ @.str.76, %246 ], [ @.str.75, %245 ], [ @.str.74, %244 ], [ @.str.73, %243 ], [ @.str.72, %238 ]
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.47, i32 noundef %241, ptr noundef nonnull %258)
  store i32 0, ptr %130, align 4, !tbaa !10
  %260 = load i32, ptr @in.k, align 4, !tbaa !10
  %261 = add nuw nsw i32 %260, 1
  %262 = and i32 %261, 3
  store i32 %262, ptr @in.k, align 4, !tbaa !10
  %263 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %262
  %264 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %263, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.49) #10
  %265 = load i32, ptr @in.k, align 4, !tbaa !10
  %266 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %265
  %267 = tail call i32 @mkdir(ptr noundef nonnull %266, i32 noundef 493) #10
  %268 = load i32, ptr %130, align 4, !tbaa !10
  switch i32 %268, label %282 [
    i32 0, label %283
    i32 2, label %269
    i32 13, label %270
    i32 9, label %271
    i32 17, label %272
    i32 22, label %273
    i32 21, label %274
    i32 20, label %275
    i32 30, label %276
    i32 29, label %277
    i32 18, label %278
    i32 16, label %279
    i32 39, label %280
    i32 1, label %281
  ]

269:                                              ; preds = %257
  br label %283

270:                                              ; preds = %257
  br label %283

271:                                              ; preds = %257
  br label %283

272:                                              ; preds = %257
  br label %283

273:                                              ; preds = %257
  br label %283

274:                                              ; preds = %257
  br label %283

275:                                              ; preds = %257
  br label %283

276:                                              ; preds = %257
  br label %283

277:                                              ; preds = %257
  br label %283

278:                                              ; preds = %257
  br label %283

279:                                              ; preds = %257
  br label %283

280:                                              ; preds = %257
  br label %283

281:                                              ; preds = %257
  br label %283

282:                                              ; preds = %257
  br label %283

283:                                              ; preds = %257, %269, %270, %271, %272, %273, %274, %275, %276, %277, %278, %279, %280, %281, %282
  %284 = phi ptr [ @.str.86, %282 ], [ @.str.85, %281 ], [ @.str.84, %280 ], [ @.str.83, %279 ], [ @.str.82, %278 ], [ @.str.81, %277 ], [ @.str.80, %276 ], [ @.str.79, %275 ], [ @.str.78, %274 ], [ @.str.77, %273 ], [ @.str.76, %272 ], [ @.str.75, %271 ], [ @.str.74, %270 ], [ @.str.73, %269 ], [ @.str.72, %257 ]
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.48, i32 noundef %267, ptr noundef nonnull %284)
  store i32 0, ptr %130, align 4, !tbaa !10
  %286 = tail call i32 @mkdir(ptr noundef nonnull @.str.51, i32 noundef 493) #10
  %287 = load i32, ptr %130, align 4, !tbaa !10
  switch i32 %287, label %301 [
    i32 0, label %302
    i32 2, label %288
    i32 13, label %289
    i32 9, label %290
    i32 17, label %291
    i32 22, label %292
    i32 21, label %293
    i32 20, label %294
    i32 30, label %295
    i32 29, label %296
    i32 18, label %297
    i32 16, label %298
    i32 39, label %299
    i32 1, label %300
  ]

288:                                              ; preds = %283
  br label %302

289:                                              ; preds = %283
  br label %302

290:                                              ; preds = %283
  br label %302

291:                                              ; preds = %283
  br label %302

292:                                              ; preds = %283
  br label %302

293:                                              ; preds = %283
  br label %302

294:                                              ; preds = %283
  br label %302

295:                                              ; preds = %283
  br label %302

296:                                              ; preds = %283
  br label %302

297:                                              ; preds = %283
  br label %302

298:                                              ; preds = %283
  br label %302

299:                                              ; preds = %283
  br label %302

300:                                              ; preds = %283
  br label %302

301:                                              ; preds = %283
  br label %302

302:                                              ; preds = %283, %288, %289, %290, %291, %292, %293, %294, %295, %296, %297, %298, %299, %300, %301
  %303 = phi ptr [ @.str.86, %301 ], [ @.str.85, %300 ], [ @.str.84, %299 ], [ @.str.83, %298 ], [ @.str.82, %297 ], [ @.str.81, %296 ], [ @.str.80, %295 ], [ @.str.79, %294 ], [ @.str.78, %293 ], [ @.str.77, %292 ], [ @.str.76, %291 ], [ @.str.75, %290 ], [ @.str.74, %289 ], [ @.str.73, %288 ], [ @.str.72, %283 ]
  %304 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.50, i32 noundef %286, ptr noundef nonnull %303)
  %305 = load i32, ptr @in.k, align 4, !tbaa !10
  %306 = add nuw nsw i32 %305, 1
  %307 = and i32 %306, 3
  store i32 %307, ptr @in.k, align 4, !tbaa !10
  %308 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %307
  %309 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %308, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.52) #10
  %310 = load i32, ptr @in.k, align 4, !tbaa !10
  %311 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %310
  %312 = tail call noalias ptr @fopen(ptr noundef nonnull %311, ptr noundef nonnull @.str.12)
  %313 = tail call i32 @fwrite(ptr nonnull @.str.53, i32 5, i32 1, ptr %312)
  %314 = tail call i32 @fclose(ptr noundef %312)
  store i32 0, ptr %130, align 4, !tbaa !10
  %315 = load i32, ptr @in.k, align 4, !tbaa !10
  %316 = add nuw nsw i32 %315, 1
  %317 = and i32 %316, 3
  store i32 %317, ptr @in.k, align 4, !tbaa !10
  %318 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %317
  %319 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %318, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.52) #10
  %320 = load i32, ptr @in.k, align 4, !tbaa !10
  %321 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %320
  %322 = add nuw nsw i32 %320, 1
  %323 = and i32 %322, 3
  store i32 %323, ptr @in.k, align 4, !tbaa !10
  %324 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %323
  %325 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %324, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.52) #10
  %326 = load i32, ptr @in.k, align 4, !tbaa !10
  %327 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %326
  %328 = tail call i32 @rename(ptr noundef nonnull %321, ptr noundef nonnull %327) #10
  %329 = load i32, ptr %130, align 4, !tbaa !10
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

330:                                              ; preds = %302
  br label %344

331:                                              ; preds = %302
  br label %344

332:                                              ; preds = %302
  br label %344

333:                                              ; preds = %302
  br label %344

334:                                              ; preds = %302
  br label %344

335:                                              ; preds = %302
  br label %344

336:                                              ; preds = %302
  br label %344

337:                                              ; preds = %302
  br label %344

338:                                              ; preds = %302
  br label %344

339:                                              ; preds = %302
  br label %344

340:                                              ; preds = %302
  br label %344

341:                                              ; preds = %302
  br label %344

342:                                              ; preds = %302
  br label %344

343:                                              ; preds = %302
  br label %344

344:                                              ; preds = %302, %330, %331, %332, %333, %334, %335, %336, %337, %338, %339, %340, %341, %342, %343
  %345 = phi ptr [ @.str.86, %343 ], [ @.str.85, %342 ], [ @.str.84, %341 ], [ @.str.83, %340 ], [ @.str.82, %339 ], [ @.str.81, %338 ], [ @.str.80, %337 ], [ @.str.79, %336 ], [ @.str.78, %335 ], [ @.str.77, %334 ], [ @.str.76, %333 ], [ @.str.75, %332 ], [ @.str.74, %331 ], [ @.str.73, %330 ], [ @.str.72, %302 ]
  %346 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.54, i32 noundef %328, ptr noundef nonnull %345)
  store i32 0, ptr %130, align 4, !tbaa !10
  %347 = load i32, ptr @in.k, align 4, !tbaa !10
  %348 = add nuw nsw i32 %347, 1
  %349 = and i32 %348, 3
  store i32 %349, ptr @in.k, align 4, !tbaa !10
  %350 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %349
  %351 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %350, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.52) #10
  %352 = load i32, ptr @in.k, align 4, !tbaa !10
  %353 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %352
  %354 = add nuw nsw i32 %352, 1
  %355 = and i32 %354, 3
  store i32 %355, ptr @in.k, align 4, !tbaa !10
  %356 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %355
  %357 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %356, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %10, ptr noundef nonnull @.str.52) #10
  %358 = load i32, ptr @in.k, align 4, !tbaa !10
  %359 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %358
  %360 = tail call i32 @rename(ptr noundef nonnull %353, ptr noundef nonnull %359) #10
  %361 = load i32, ptr %130, align 4, !tbaa !10
  switch i32 %361, label %375 [
    i32 0, label %376
    i32 2, label %362
    i32 13, label %363
    i32 9, label %364
    i32 17, label %365
    i32 22, label %366
    i32 21, label %367
    i32 20, label %368
    i32 30, label %369
    i32 29, label %370
    i32 18, label %371
    i32 16, label %372
    i32 39, label %373
    i32 1, label %374
  ]

362:                                              ; preds = %344
  br label %376

363:                                              ; preds = %344
  br label %376

364:                                              ; preds = %344
  br label %376

365:                                              ; preds = %344
  br label %376

366:                                              ; preds = %344
  br label %376

367:                                              ; preds = %344
  br label %376

368:                                              ; preds = %344
  br label %376

369:                                              ; preds = %344
  br label %376

370:                                              ; preds = %344
  br label %376

371:                                              ; preds = %344
  br label %376

372:                                              ; preds = %344
  br label %376

373:                                              ; preds = %344
  br label %376

374:                                              ; preds = %344
  br label %376

375:                                              ; preds = %344
  br label %376

376:                                              ; preds = %344, %362, %363, %364, %365, %366, %367, %368, %369, %370, %371, %372, %373, %374, %375
  %377 = phi ptr [ @.str.86, %375 ], [ @.str.85, %374 ], [ @.str.84, %373 ], [ @.str.83, %372 ], [ @.str.82, %371 ], [ @.str.81, %370 ], [ @.str.80, %369 ], [ @.str.79, %368 ], [ @.str.78, %367 ], [ @.str.77, %366 ], [ @.str.76, %365 ], [ @.str.75, %364 ], [ @.str.74, %363 ], [ @.str.73, %362 ], [ @.str.72, %344 ]
  %378 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.55, i32 noundef %360, ptr noundef nonnull %377)
  store i32 0, ptr %130, align 4, !tbaa !10
  %379 = load i32, ptr @in.k, align 4, !tbaa !10
  %380 = add nuw nsw i32 %379, 1
  %381 = and i32 %380, 3
  store i32 %381, ptr @in.k, align 4, !tbaa !10
  %382 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %381
  %383 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %382, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.52) #10
  %384 = load i32, ptr @in.k, align 4, !tbaa !10
  %385 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %384
  %386 = add nuw nsw i32 %384, 1
  %387 = and i32 %386, 3
  store i32 %387, ptr @in.k, align 4, !tbaa !10
  %388 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %387
  %389 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %388, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.57) #10
  %390 = load i32, ptr @in.k, align 4, !tbaa !10
  %391 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %390
  %392 = tail call i32 @rename(ptr noundef nonnull %385, ptr noundef nonnull %391) #10
  %393 = load i32, ptr %130, align 4, !tbaa !10
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

394:                                              ; preds = %376
  br label %408

395:                                              ; preds = %376
  br label %408

396:                                              ; preds = %376
  br label %408

397:                                              ; preds = %376
  br label %408

398:                                              ; preds = %376
  br label %408

399:                                              ; preds = %376
  br label %408

400:                                              ; preds = %376
  br label %408

401:                                              ; preds = %376
  br label %408

402:                                              ; preds = %376
  br label %408

403:                                              ; preds = %376
  br label %408

404:                                              ; preds = %376
  br label %408

405:                                              ; preds = %376
  br label %408

406:                                              ; preds = %376
  br label %408

407:                                              ; preds = %376
  br label %408

408:                                              ; preds = %376, %394, %395, %396, %397, %398, %399, %400, %401, %402, %403, %404, %405, %406, %407
  %409 = phi ptr [ @.str.86, %407 ], [ @.str.85, %406 ], [ @.str.84, %405 ], [ @.str.83, %404 ], [ @.str.82, %403 ], [ @.str.81, %402 ], [ @.str.80, %401 ], [ @.str.79, %400 ], [ @.str.78, %399 ], [ @.str.77, %398 ], [ @.str.76, %397 ], [ @.str.75, %396 ], [ @.str.74, %395 ], [ @.str.73, %394 ], [ @.str.72, %376 ]
  %410 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.56, i32 noundef %392, ptr noundef nonnull %409)
  store i32 0, ptr %130, align 4, !tbaa !10
  %411 = tail call i32 @remove(ptr noundef %8) #10
  %412 = load i32, ptr %130, align 4, !tbaa !10
  switch i32 %412, label %426 [
    i32 0, label %427
    i32 2, label %413
    i32 13, label %414
    i32 9, label %415
    i32 17, label %416
    i32 22, label %417
    i32 21, label %418
    i32 20, label %419
    i32 30, label %420
    i32 29, label %421
    i32 18, label %422
    i32 16, label %423
    i32 39, label %424
    i32 1, label %425
  ]

413:                                              ; preds = %408
  br label %427

414:                                              ; preds = %408
  br label %427

415:                                              ; preds = %408
  br label %427

416:                                              ; preds = %408
  br label %427

417:                                              ; preds = %408
  br label %427

418:                                              ; preds = %408
  br label %427

419:                                              ; preds = %408
  br label %427

420:                                              ; preds = %408
  br label %427

421:                                              ; preds = %408
  br label %427

422:                                              ; preds = %408
  br label %427

423:                                              ; preds = %408
  br label %427

424:                                              ; preds = %408
  br label %427

425:                                              ; preds = %408
  br label %427

426:                                              ; preds = %408
  br label %427

427:                                              ; preds = %408, %413, %414, %415, %416, %417, %418, %419, %420, %421, %422, %423, %424, %425, %426
  %428 = phi ptr [ @.str.86, %426 ], [ @.str.85, %425 ], [ @.str.84, %424 ], [ @.str.83, %423 ], [ @.str.82, %422 ], [ @.str.81, %421 ], [ @.str.80, %420 ], [ @.str.79, %419 ], [ @.str.78, %418 ], [ @.str.77, %417 ], [ @.str.76, %416 ], [ @.str.75, %415 ], [ @.str.74, %414 ], [ @.str.73, %413 ], [ @.str.72, %408 ]
  %429 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.58, i32 noundef %411, ptr noundef nonnull %428)
  store i32 0, ptr %130, align 4, !tbaa !10
  %430 = load i32, ptr @in.k, align 4, !tbaa !10
  %431 = add nuw nsw i32 %430, 1
  %432 = and i32 %431, 3
  store i32 %432, ptr @in.k, align 4, !tbaa !10
  %433 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %432
  %434 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %433, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.57) #10
  %435 = load i32, ptr @in.k, align 4, !tbaa !10
  %436 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %435
  %437 = tail call i32 @remove(ptr noundef nonnull %436) #10
  %438 = load i32, ptr %130, align 4, !tbaa !10
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

439:                                              ; preds = %427
  br label %453

440:                                              ; preds = %427
  br label %453

441:                                              ; preds = %427
  br label %453

442:                                              ; preds = %427
  br label %453

443:                                              ; preds = %427
  br label %453

444:                                              ; preds = %427
  br label %453

445:                                              ; preds = %427
  br label %453

446:                                              ; preds = %427
  br label %453

447:                                              ; preds = %427
  br label %453

448:                                              ; preds = %427
  br label %453

449:                                              ; preds = %427
  br label %453

450:                                              ; preds = %427
  br label %453

451:                                              ; preds = %427
  br label %453

452:                                              ; preds = %427
  br label %453

453:                                              ; preds = %427, %439, %440, %441, %442, %443, %444, %445, %446, %447, %448, %449, %450, %451, %452
  %454 = phi ptr [ @.str.86, %452 ], [ @.str.85, %451 ], [ @.str.84, %450 ], [ @.str.83, %449 ], [ @.str.82, %448 ], [ @.str.81, %447 ], [ @.str.80, %446 ], [ @.str.79, %445 ], [ @.str.78, %444 ], [ @.str.77, %443 ], [ @.str.76, %442 ], [ @.str.75, %441 ], [ @.str.74, %440 ], [ @.str.73, %439 ], [ @.str.72, %427 ]
  %455 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.59, i32 noundef %437, ptr noundef nonnull %454)
  %456 = load i32, ptr @in.k, align 4, !tbaa !10
  %457 = add nuw nsw i32 %456, 1
  %458 = and i32 %457, 3
  store i32 %458, ptr @in.k, align 4, !tbaa !10
  %459 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %458
  %460 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %459, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.57) #10
  %461 = load i32, ptr @in.k, align 4, !tbaa !10
  %462 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %461
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.60, ptr noundef nonnull %462, ptr noundef nonnull @.str.2)
  %463 = load i32, ptr @in.k, align 4, !tbaa !10
  %464 = add nuw nsw i32 %463, 1
  %465 = and i32 %464, 3
  store i32 %465, ptr @in.k, align 4, !tbaa !10
  %466 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %465
  %467 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %466, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.62) #10
  %468 = load i32, ptr @in.k, align 4, !tbaa !10
  %469 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %468
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.61, ptr noundef nonnull %469, ptr noundef nonnull @.str.12)
  store i32 0, ptr %130, align 4, !tbaa !10
  %470 = load i32, ptr @in.k, align 4, !tbaa !10
  %471 = add nuw nsw i32 %470, 1
  %472 = and i32 %471, 3
  store i32 %472, ptr @in.k, align 4, !tbaa !10
  %473 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %472
  %474 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %473, i32 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.62) #10
  %475 = load i32, ptr @in.k, align 4, !tbaa !10
  %476 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %475
  %477 = tail call i32 @remove(ptr noundef nonnull %476) #10
  %478 = load i32, ptr %130, align 4, !tbaa !10
  switch i32 %478, label %492 [
    i32 0, label %493
    i32 2, label %479
    i32 13, label %480
    i32 9, label %481
    i32 17, label %482
    i32 22, label %483
    i32 21, label %484
    i32 20, label %485
    i32 30, label %486
    i32 29, label %487
    i32 18, label %488
    i32 16, label %489
    i32 39, label %490
    i32 1, label %491
  ]

479:                                              ; preds = %453
  br label %493

480:                                              ; preds = %453
  br label %493

481:                                              ; preds = %453
  br label %493

482:                                              ; preds = %453
  br label %493

483:                                              ; preds = %453
  br label %493

484:                                              ; preds = %453
  br label %493

485:                                              ; preds = %453
  br label %493

486:                                              ; preds = %453
  br label %493

487:                                              ; preds = %453
  br label %493

488:                                              ; preds = %453
  br label %493

489:                                              ; preds = %453
  br label %493

490:                                              ; preds = %453
  br label %493

491:                                              ; preds = %453
  br label %493

492:                                              ; preds = %453
  br label %493

493:                                              ; preds = %453, %479, %480, %481, %482, %483, %484, %485, %486, %487, %488, %489, %490, %491, %492
  %494 = phi ptr [ @.str.86, %492 ], [ @.str.85, %491 ], [ @.str.84, %490 ], [ @.str.83, %489 ], [ @.str.82, %488 ], [ @.str.81, %487 ], [ @.str.80, %486 ], [ @.str.79, %485 ], [ @.str.78, %484 ], [ @.str.77, %483 ], [ @.str.76, %482 ], [ @.str.75, %481 ], [ @.str.74, %480 ], [ @.str.73, %479 ], [ @.str.72, %453 ]
  %495 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.63, i32 noundef %477, ptr noundef nonnull %494)
  br label %496

496:                                              ; preds = %2, %493
  %497 = phi i32 [ 0, %493 ], [ 2, %2 ]
  ret i32 %497
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @try_fopen(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef readonly %2) unnamed_addr #2 {
  %4 = alloca [64 x i8], align 1
  %5 = tail call ptr @__errno_location() #11
  store i32 0, ptr %5, align 4, !tbaa !10
  %6 = tail call noalias ptr @fopen(ptr noundef %1, ptr noundef %2)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #10
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(64) %4, i8 0, i32 64, i1 false)
  %7 = icmp ne ptr %6, null
  br i1 %7, label %8, label %16

8:                                                ; preds = %3
  %9 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef 114) #12
  %10 = icmp eq ptr %9, null
  br i1 %10, label %16, label %11

11:                                               ; preds = %8
  %12 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef 43) #12
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %16

14:                                               ; preds = %11
  %15 = call ptr @fgets(ptr noundef nonnull %4, i32 noundef 64, ptr noundef nonnull %6)
  br label %16

16:                                               ; preds = %14, %11, %8, %3
  %17 = phi ptr [ @.str.65, %14 ], [ @.str.65, %11 ], [ @.str.65, %8 ], [ @.str.66, %3 ]
  %18 = load i32, ptr %5, align 4, !tbaa !10
  switch i32 %18, label %32 [
    i32 0, label %33
    i32 2, label %19
    i32 13, label %20
    i32 9, label %21
    i32 17, label %22
    i32 22, label %23
    i32 21, label %24
    i32 20, label %25
    i32 30, label %26
    i32 29, label %27
    i32 18, label %28
    i32 16, label %29
    i32 39, label %30
    i32 1, label %31
  ]

19:                                               ; preds = %16
  br label %33

20:                                               ; preds = %16
  br label %33

21:                                               ; preds = %16
  br label %33

22:                                               ; preds = %16
  br label %33

23:                                               ; preds = %16
  br label %33

24:                                               ; preds = %16
  br label %33

25:                                               ; preds = %16
  br label %33

26:                                               ; preds = %16
  br label %33

27:                                               ; preds = %16
  br label %33

28:                                               ; preds = %16
  br label %33

29:                                               ; preds = %16
  br label %33

30:                                               ; preds = %16
  br label %33

31:                                               ; preds = %16
  br label %33

32:                                               ; preds = %16
  br label %33

33:                                               ; preds = %16, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32
  %34 = phi ptr [ @.str.86, %32 ], [ @.str.85, %31 ], [ @.str.84, %30 ], [ @.str.83, %29 ], [ @.str.82, %28 ], [ @.str.81, %27 ], [ @.str.80, %26 ], [ @.str.79, %25 ], [ @.str.78, %24 ], [ @.str.77, %23 ], [ @.str.76, %22 ], [ @.str.75, %21 ], [ @.str.74, %20 ], [ @.str.73, %19 ], [ @.str.72, %16 ]
  %35 = load i8, ptr %4, align 1
  %36 = icmp ne i8 %35, 0
  %37 = select i1 %7, i1 %36, i1 false
  %38 = select i1 %37, ptr @.str.67, ptr @.str.68
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.64, ptr noundef %0, ptr noundef nonnull %17, ptr noundef nonnull %34, ptr noundef nonnull %38)
  %40 = load i8, ptr %4, align 1
  %41 = icmp ne i8 %40, 0
  %42 = select i1 %7, i1 %41, i1 false
  br i1 %42, label %43, label %45

43:                                               ; preds = %33
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.69, ptr noundef nonnull %4)
  br label %46

45:                                               ; preds = %33
  br i1 %7, label %46, label %48

46:                                               ; preds = %43, %45
  %47 = call i32 @fclose(ptr noundef nonnull %6)
  br label %48

48:                                               ; preds = %46, %45
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #10
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @try_open(ptr noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #0 {
  %4 = tail call ptr @__errno_location() #11
  store i32 0, ptr %4, align 4, !tbaa !10
  %5 = tail call i32 (ptr, i32, ...) @open(ptr noundef %1, i32 noundef %2, i32 noundef 420) #10
  %6 = icmp sgt i32 %5, -1
  %7 = select i1 %6, ptr @.str.65, ptr @.str.66
  %8 = load i32, ptr %4, align 4, !tbaa !10
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
  %24 = phi ptr [ @.str.86, %22 ], [ @.str.85, %21 ], [ @.str.84, %20 ], [ @.str.83, %19 ], [ @.str.82, %18 ], [ @.str.81, %17 ], [ @.str.80, %16 ], [ @.str.79, %15 ], [ @.str.78, %14 ], [ @.str.77, %13 ], [ @.str.76, %12 ], [ @.str.75, %11 ], [ @.str.74, %10 ], [ @.str.73, %9 ], [ @.str.72, %3 ]
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.70, ptr noundef %0, ptr noundef nonnull %7, ptr noundef nonnull %24)
  br i1 %6, label %26, label %28

26:                                               ; preds = %23
  %27 = tail call i32 @close(i32 noundef %5) #10
  br label %28

28:                                               ; preds = %26, %23
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @remove(ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @unlink(ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @rename(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @access(ptr nocapture noundef readonly, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @mkdir(ptr nocapture noundef readonly, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noalias noundef ptr @fopen(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @fclose(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef ptr @fgets(ptr noundef, i32 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree
declare noundef i32 @open(ptr nocapture noundef readonly, i32 noundef, ...) local_unnamed_addr #7

declare i32 @close(i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i32 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @fwrite(ptr nocapture noundef, i32 noundef, i32 noundef, ptr nocapture noundef) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }
attributes #12 = { nounwind willreturn memory(read) }

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
