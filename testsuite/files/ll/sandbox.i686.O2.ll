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
@.str.46 = private unnamed_addr constant [9 x i8] c"mine.txt\00", align 1
@.str.47 = private unnamed_addr constant [6 x i8] c"mine\0A\00", align 1
@.str.48 = private unnamed_addr constant [19 x i8] c"rw: rename into ro\00", align 1
@.str.49 = private unnamed_addr constant [25 x i8] c"rw: rename across grants\00", align 1
@.str.50 = private unnamed_addr constant [18 x i8] c"rw: rename within\00", align 1
@.str.51 = private unnamed_addr constant [10 x i8] c"yours.txt\00", align 1
@.str.52 = private unnamed_addr constant [21 x i8] c"rw: remove the grant\00", align 1
@.str.53 = private unnamed_addr constant [11 x i8] c"rw: remove\00", align 1
@.str.54 = private unnamed_addr constant [12 x i8] c"rw: removed\00", align 1
@.str.55 = private unnamed_addr constant [29 x i8] c"rw: write through a link out\00", align 1
@.str.56 = private unnamed_addr constant [9 x i8] c"out-link\00", align 1
@.str.57 = private unnamed_addr constant [22 x i8] c"rw: remove a link out\00", align 1
@.str.58 = private unnamed_addr constant [14 x i8] c"%-28s %s %s%s\00", align 1
@.str.59 = private unnamed_addr constant [7 x i8] c"opened\00", align 1
@.str.60 = private unnamed_addr constant [8 x i8] c"refused\00", align 1
@.str.61 = private unnamed_addr constant [3 x i8] c": \00", align 1
@.str.62 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.63 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.64 = private unnamed_addr constant [13 x i8] c"%-28s %s %s\0A\00", align 1
@in.buf = internal global [4 x [1024 x i8]] zeroinitializer, align 1
@in.k = internal unnamed_addr global i32 0, align 4
@.str.65 = private unnamed_addr constant [6 x i8] c"%s/%s\00", align 1
@.str.66 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.67 = private unnamed_addr constant [7 x i8] c"ENOENT\00", align 1
@.str.68 = private unnamed_addr constant [7 x i8] c"EACCES\00", align 1
@.str.69 = private unnamed_addr constant [6 x i8] c"EBADF\00", align 1
@.str.70 = private unnamed_addr constant [7 x i8] c"EEXIST\00", align 1
@.str.71 = private unnamed_addr constant [7 x i8] c"EINVAL\00", align 1
@.str.72 = private unnamed_addr constant [7 x i8] c"EISDIR\00", align 1
@.str.73 = private unnamed_addr constant [8 x i8] c"ENOTDIR\00", align 1
@.str.74 = private unnamed_addr constant [6 x i8] c"EROFS\00", align 1
@.str.75 = private unnamed_addr constant [7 x i8] c"ESPIPE\00", align 1
@.str.76 = private unnamed_addr constant [6 x i8] c"EXDEV\00", align 1
@.str.77 = private unnamed_addr constant [6 x i8] c"EBUSY\00", align 1
@.str.78 = private unnamed_addr constant [10 x i8] c"ENOTEMPTY\00", align 1
@.str.79 = private unnamed_addr constant [6 x i8] c"EPERM\00", align 1
@.str.80 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 3) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp slt i32 %0, 4
  br i1 %3, label %406, label %4

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
  %15 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %14, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %6, ptr noundef nonnull @.str.7) #10
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
  %22 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %21, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %8, ptr noundef nonnull @.str.14) #10
  %23 = load i32, ptr @in.k, align 4, !tbaa !10
  %24 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %23
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.13, ptr noundef nonnull %24, ptr noundef nonnull @.str.2)
  %25 = load i32, ptr @in.k, align 4, !tbaa !10
  %26 = add nuw nsw i32 %25, 1
  %27 = and i32 %26, 3
  store i32 %27, ptr @in.k, align 4, !tbaa !10
  %28 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %27
  %29 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %28, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %6, ptr noundef nonnull @.str.16) #10
  %30 = load i32, ptr @in.k, align 4, !tbaa !10
  %31 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %30
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.15, ptr noundef nonnull %31, ptr noundef nonnull @.str.2)
  %32 = load i32, ptr @in.k, align 4, !tbaa !10
  %33 = add nuw nsw i32 %32, 1
  %34 = and i32 %33, 3
  store i32 %34, ptr @in.k, align 4, !tbaa !10
  %35 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %34
  %36 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %35, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %6, ptr noundef nonnull @.str.18) #10
  %37 = load i32, ptr @in.k, align 4, !tbaa !10
  %38 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %37
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.17, ptr noundef nonnull %38, ptr noundef nonnull @.str.2)
  %39 = load i32, ptr @in.k, align 4, !tbaa !10
  %40 = add nuw nsw i32 %39, 1
  %41 = and i32 %40, 3
  store i32 %41, ptr @in.k, align 4, !tbaa !10
  %42 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %41
  %43 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %42, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %6, ptr noundef nonnull @.str.20) #10
  %44 = load i32, ptr @in.k, align 4, !tbaa !10
  %45 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %44
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.19, ptr noundef nonnull %45, ptr noundef nonnull @.str.2)
  %46 = load i32, ptr @in.k, align 4, !tbaa !10
  %47 = add nuw nsw i32 %46, 1
  %48 = and i32 %47, 3
  store i32 %48, ptr @in.k, align 4, !tbaa !10
  %49 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %48
  %50 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %49, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %6, ptr noundef nonnull @.str.22) #10
  %51 = load i32, ptr @in.k, align 4, !tbaa !10
  %52 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %51
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.21, ptr noundef nonnull %52, ptr noundef nonnull @.str.2)
  %53 = load i32, ptr @in.k, align 4, !tbaa !10
  %54 = add nuw nsw i32 %53, 1
  %55 = and i32 %54, 3
  store i32 %55, ptr @in.k, align 4, !tbaa !10
  %56 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %55
  %57 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %56, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %6, ptr noundef nonnull @.str.24) #10
  %58 = load i32, ptr @in.k, align 4, !tbaa !10
  %59 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %58
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.23, ptr noundef nonnull %59, ptr noundef nonnull @.str.2)
  %60 = load i32, ptr @in.k, align 4, !tbaa !10
  %61 = add nuw nsw i32 %60, 1
  %62 = and i32 %61, 3
  store i32 %62, ptr @in.k, align 4, !tbaa !10
  %63 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %62
  %64 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %63, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %8, ptr noundef nonnull @.str.26) #10
  %65 = load i32, ptr @in.k, align 4, !tbaa !10
  %66 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %65
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.25, ptr noundef nonnull %66, ptr noundef nonnull @.str.12)
  %67 = load i32, ptr @in.k, align 4, !tbaa !10
  %68 = add nuw nsw i32 %67, 1
  %69 = and i32 %68, 3
  store i32 %69, ptr @in.k, align 4, !tbaa !10
  %70 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %69
  %71 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %70, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %6, ptr noundef nonnull @.str.28) #10
  %72 = load i32, ptr @in.k, align 4, !tbaa !10
  %73 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %72
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.27, ptr noundef nonnull %73, ptr noundef nonnull @.str.2)
  %74 = load i32, ptr @in.k, align 4, !tbaa !10
  %75 = add nuw nsw i32 %74, 1
  %76 = and i32 %75, 3
  store i32 %76, ptr @in.k, align 4, !tbaa !10
  %77 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %76
  %78 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %77, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %79 = load i32, ptr @in.k, align 4, !tbaa !10
  %80 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %79
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.29, ptr noundef nonnull %80, ptr noundef nonnull @.str.12)
  %81 = load i32, ptr @in.k, align 4, !tbaa !10
  %82 = add nuw nsw i32 %81, 1
  %83 = and i32 %82, 3
  store i32 %83, ptr @in.k, align 4, !tbaa !10
  %84 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %83
  %85 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %84, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %86 = load i32, ptr @in.k, align 4, !tbaa !10
  %87 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %86
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.31, ptr noundef nonnull %87, ptr noundef nonnull @.str.32)
  %88 = load i32, ptr @in.k, align 4, !tbaa !10
  %89 = add nuw nsw i32 %88, 1
  %90 = and i32 %89, 3
  store i32 %90, ptr @in.k, align 4, !tbaa !10
  %91 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %90
  %92 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %91, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %93 = load i32, ptr @in.k, align 4, !tbaa !10
  %94 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %93
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.33, ptr noundef nonnull %94, ptr noundef nonnull @.str.34)
  %95 = load i32, ptr @in.k, align 4, !tbaa !10
  %96 = add nuw nsw i32 %95, 1
  %97 = and i32 %96, 3
  store i32 %97, ptr @in.k, align 4, !tbaa !10
  %98 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %97
  %99 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %98, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %6, ptr noundef nonnull @.str.36) #10
  %100 = load i32, ptr @in.k, align 4, !tbaa !10
  %101 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %100
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.35, ptr noundef nonnull %101, ptr noundef nonnull @.str.12)
  %102 = load i32, ptr @in.k, align 4, !tbaa !10
  %103 = add nuw nsw i32 %102, 1
  %104 = and i32 %103, 3
  store i32 %104, ptr @in.k, align 4, !tbaa !10
  %105 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %104
  %106 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %105, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %107 = load i32, ptr @in.k, align 4, !tbaa !10
  %108 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %107
  tail call fastcc void @try_open(ptr noundef nonnull @.str.37, ptr noundef nonnull %108, i32 noundef 1)
  %109 = load i32, ptr @in.k, align 4, !tbaa !10
  %110 = add nuw nsw i32 %109, 1
  %111 = and i32 %110, 3
  store i32 %111, ptr @in.k, align 4, !tbaa !10
  %112 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %111
  %113 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %112, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %6, ptr noundef nonnull @.str.36) #10
  %114 = load i32, ptr @in.k, align 4, !tbaa !10
  %115 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %114
  tail call fastcc void @try_open(ptr noundef nonnull @.str.38, ptr noundef nonnull %115, i32 noundef 65)
  %116 = load i32, ptr @in.k, align 4, !tbaa !10
  %117 = add nuw nsw i32 %116, 1
  %118 = and i32 %117, 3
  store i32 %118, ptr @in.k, align 4, !tbaa !10
  %119 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %118
  %120 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %119, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %121 = load i32, ptr @in.k, align 4, !tbaa !10
  %122 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %121
  tail call fastcc void @try_open(ptr noundef nonnull @.str.39, ptr noundef nonnull %122, i32 noundef 512)
  %123 = load i32, ptr @in.k, align 4, !tbaa !10
  %124 = add nuw nsw i32 %123, 1
  %125 = and i32 %124, 3
  store i32 %125, ptr @in.k, align 4, !tbaa !10
  %126 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %125
  %127 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %126, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %6, ptr noundef nonnull @.str.30) #10
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
  %135 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %134, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %6, ptr noundef nonnull @.str.30) #10
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
  %155 = phi ptr [ @.str.80, %153 ], [ @.str.79, %152 ], [ @.str.78, %151 ], [ @.str.77, %150 ], [ @.str.76, %149 ], [ @.str.75, %148 ], [ @.str.74, %147 ], [ @.str.73, %146 ], [ @.str.72, %145 ], [ @.str.71, %144 ], [ @.str.70, %143 ], [ @.str.69, %142 ], [ @.str.68, %141 ], [ @.str.67, %140 ], [ @.str.66, %4 ]
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.42, i32 noundef %138, ptr noundef nonnull %155)
  store i32 0, ptr %130, align 4, !tbaa !10
  %157 = load i32, ptr @in.k, align 4, !tbaa !10
  %158 = add nuw nsw i32 %157, 1
  %159 = and i32 %158, 3
  store i32 %159, ptr @in.k, align 4, !tbaa !10
  %160 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %159
  %161 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %160, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %6, ptr noundef nonnull @.str.30) #10
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
  %181 = phi ptr [ @.str.80, %179 ], [ @.str.79, %178 ], [ @.str.78, %177 ], [ @.str.77, %176 ], [ @.str.76, %175 ], [ @.str.75, %174 ], [ @.str.74, %173 ], [ @.str.73, %172 ], [ @.str.72, %171 ], [ @.str.71, %170 ], [ @.str.70, %169 ], [ @.str.69, %168 ], [ @.str.68, %167 ], [ @.str.67, %166 ], [ @.str.66, %154 ]
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.43, i32 noundef %164, ptr noundef nonnull %181)
  store i32 0, ptr %130, align 4, !tbaa !10
  %183 = load i32, ptr @in.k, align 4, !tbaa !10
  %184 = add nuw nsw i32 %183, 1
  %185 = and i32 %184, 3
  store i32 %185, ptr @in.k, align 4, !tbaa !10
  %186 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %185
  %187 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %186, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %188 = load i32, ptr @in.k, align 4, !tbaa !10
  %189 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %188
  %190 = add nuw nsw i32 %188, 1
  %191 = and i32 %190, 3
  store i32 %191, ptr @in.k, align 4, !tbaa !10
  %192 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %191
  %193 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %192, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %8, ptr noundef nonnull @.str.45) #10
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
  %213 = phi ptr [ @.str.80, %211 ], [ @.str.79, %210 ], [ @.str.78, %209 ], [ @.str.77, %208 ], [ @.str.76, %207 ], [ @.str.75, %206 ], [ @.str.74, %205 ], [ @.str.73, %204 ], [ @.str.72, %203 ], [ @.str.71, %202 ], [ @.str.70, %201 ], [ @.str.69, %200 ], [ @.str.68, %199 ], [ @.str.67, %198 ], [ @.str.66, %180 ]
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.44, i32 noundef %196, ptr noundef nonnull %213)
  %215 = load i32, ptr @in.k, align 4, !tbaa !10
  %216 = add nuw nsw i32 %215, 1
  %217 = and i32 %216, 3
  store i32 %217, ptr @in.k, align 4, !tbaa !10
  %218 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %217
  %219 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %218, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %8, ptr noundef nonnull @.str.46) #10
  %220 = load i32, ptr @in.k, align 4, !tbaa !10
  %221 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %220
  %222 = tail call noalias ptr @fopen(ptr noundef nonnull %221, ptr noundef nonnull @.str.12)
  %223 = tail call i32 @fwrite(ptr nonnull @.str.47, i32 5, i32 1, ptr %222)
  %224 = tail call i32 @fclose(ptr noundef %222)
  store i32 0, ptr %130, align 4, !tbaa !10
  %225 = load i32, ptr @in.k, align 4, !tbaa !10
  %226 = add nuw nsw i32 %225, 1
  %227 = and i32 %226, 3
  store i32 %227, ptr @in.k, align 4, !tbaa !10
  %228 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %227
  %229 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %228, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %8, ptr noundef nonnull @.str.46) #10
  %230 = load i32, ptr @in.k, align 4, !tbaa !10
  %231 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %230
  %232 = add nuw nsw i32 %230, 1
  %233 = and i32 %232, 3
  store i32 %233, ptr @in.k, align 4, !tbaa !10
  %234 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %233
  %235 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %234, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %6, ptr noundef nonnull @.str.46) #10
  %236 = load i32, ptr @in.k, align 4, !tbaa !10
  %237 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %236
  %238 = tail call i32 @rename(ptr noundef nonnull %231, ptr noundef nonnull %237) #10
  %239 = load i32, ptr %130, align 4, !tbaa !10
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

240:                                              ; preds = %212
  br label %254

241:                                              ; preds = %212
  br label %254

242:                                              ; preds = %212
  br label %254

243:                                              ; preds = %212
  br label %254

244:                                              ; preds = %212
  br label %254

245:                                              ; preds = %212
  br label %254

246:                                              ; preds = %212
  br label %254

247:                                              ; preds = %212
  br label %254

248:                                              ; preds = %212
  br label %254

249:                                              ; preds = %212
  br label %254

250:                                              ; preds = %212
  br label %254

251:                                              ; preds = %212
  br label %254

252:                                              ; preds = %212
  br label %254

253:                                              ; preds = %212
  br label %254

254:                                              ; preds = %212, %240, %241, %242, %243, %244, %245, %246, %247, %248, %249, %250, %251, %252, %253
  %255 = phi ptr [ @.str.80, %253 ], [ @.str.79, %252 ], [ @.str.78, %251 ], [ @.str.77, %250 ], [ @.str.76, %249 ], [ @.str.75, %248 ], [ @.str.74, %247 ], [ @.str.73, %246 ], [ @.str.72, %245 ], [ @.str.71, %244 ], [ @.str.70, %243 ], [ @.str.69, %242 ], [ @.str.68, %241 ], [ @.str.67, %240 ], [ @.str.66, %212 ]
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.48, i32 noundef %238, ptr noundef nonnull %255)
  store i32 0, ptr %130, align 4, !tbaa !10
  %257 = load i32, ptr @in.k, align 4, !tbaa !10
  %258 = add nuw nsw i32 %257, 1
  %259 = and i32 %258, 3
  store i32 %259, ptr @in.k, align 4, !tbaa !10
  %260 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %259
  %261 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %260, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %8, ptr noundef nonnull @.str.46) #10
  %262 = load i32, ptr @in.k, align 4, !tbaa !10
  %263 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %262
  %264 = add nuw nsw i32 %262, 1
  %265 = and i32 %264, 3
  store i32 %265, ptr @in.k, align 4, !tbaa !10
  %266 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %265
  %267 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %266, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %10, ptr noundef nonnull @.str.46) #10
  %268 = load i32, ptr @in.k, align 4, !tbaa !10
  %269 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %268
  %270 = tail call i32 @rename(ptr noundef nonnull %263, ptr noundef nonnull %269) #10
  %271 = load i32, ptr %130, align 4, !tbaa !10
  switch i32 %271, label %285 [
    i32 0, label %286
    i32 2, label %272
    i32 13, label %273
    i32 9, label %274
    i32 17, label %275
    i32 22, label %276
    i32 21, label %277
    i32 20, label %278
    i32 30, label %279
    i32 29, label %280
    i32 18, label %281
    i32 16, label %282
    i32 39, label %283
    i32 1, label %284
  ]

272:                                              ; preds = %254
  br label %286

273:                                              ; preds = %254
  br label %286

274:                                              ; preds = %254
  br label %286

275:                                              ; preds = %254
  br label %286

276:                                              ; preds = %254
  br label %286

277:                                              ; preds = %254
  br label %286

278:                                              ; preds = %254
  br label %286

279:                                              ; preds = %254
  br label %286

280:                                              ; preds = %254
  br label %286

281:                                              ; preds = %254
  br label %286

282:                                              ; preds = %254
  br label %286

283:                                              ; preds = %254
  br label %286

284:                                              ; preds = %254
  br label %286

285:                                              ; preds = %254
  br label %286

286:                                              ; preds = %254, %272, %273, %274, %275, %276, %277, %278, %279, %280, %281, %282, %283, %284, %285
  %287 = phi ptr [ @.str.80, %285 ], [ @.str.79, %284 ], [ @.str.78, %283 ], [ @.str.77, %282 ], [ @.str.76, %281 ], [ @.str.75, %280 ], [ @.str.74, %279 ], [ @.str.73, %278 ], [ @.str.72, %277 ], [ @.str.71, %276 ], [ @.str.70, %275 ], [ @.str.69, %274 ], [ @.str.68, %273 ], [ @.str.67, %272 ], [ @.str.66, %254 ]
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.49, i32 noundef %270, ptr noundef nonnull %287)
  store i32 0, ptr %130, align 4, !tbaa !10
  %289 = load i32, ptr @in.k, align 4, !tbaa !10
  %290 = add nuw nsw i32 %289, 1
  %291 = and i32 %290, 3
  store i32 %291, ptr @in.k, align 4, !tbaa !10
  %292 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %291
  %293 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %292, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %8, ptr noundef nonnull @.str.46) #10
  %294 = load i32, ptr @in.k, align 4, !tbaa !10
  %295 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %294
  %296 = add nuw nsw i32 %294, 1
  %297 = and i32 %296, 3
  store i32 %297, ptr @in.k, align 4, !tbaa !10
  %298 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %297
  %299 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %298, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %8, ptr noundef nonnull @.str.51) #10
  %300 = load i32, ptr @in.k, align 4, !tbaa !10
  %301 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %300
  %302 = tail call i32 @rename(ptr noundef nonnull %295, ptr noundef nonnull %301) #10
  %303 = load i32, ptr %130, align 4, !tbaa !10
  switch i32 %303, label %317 [
    i32 0, label %318
    i32 2, label %304
    i32 13, label %305
    i32 9, label %306
    i32 17, label %307
    i32 22, label %308
    i32 21, label %309
    i32 20, label %310
    i32 30, label %311
    i32 29, label %312
    i32 18, label %313
    i32 16, label %314
    i32 39, label %315
    i32 1, label %316
  ]

304:                                              ; preds = %286
  br label %318

305:                                              ; preds = %286
  br label %318

306:                                              ; preds = %286
  br label %318

307:                                              ; preds = %286
  br label %318

308:                                              ; preds = %286
  br label %318

309:                                              ; preds = %286
  br label %318

310:                                              ; preds = %286
  br label %318

311:                                              ; preds = %286
  br label %318

312:                                              ; preds = %286
  br label %318

313:                                              ; preds = %286
  br label %318

314:                                              ; preds = %286
  br label %318

315:                                              ; preds = %286
  br label %318

316:                                              ; preds = %286
  br label %318

317:                                              ; preds = %286
  br label %318

318:                                              ; preds = %286, %304, %305, %306, %307, %308, %309, %310, %311, %312, %313, %314, %315, %316, %317
  %319 = phi ptr [ @.str.80, %317 ], [ @.str.79, %316 ], [ @.str.78, %315 ], [ @.str.77, %314 ], [ @.str.76, %313 ], [ @.str.75, %312 ], [ @.str.74, %311 ], [ @.str.73, %310 ], [ @.str.72, %309 ], [ @.str.71, %308 ], [ @.str.70, %307 ], [ @.str.69, %306 ], [ @.str.68, %305 ], [ @.str.67, %304 ], [ @.str.66, %286 ]
  %320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.50, i32 noundef %302, ptr noundef nonnull %319)
  store i32 0, ptr %130, align 4, !tbaa !10
  %321 = tail call i32 @remove(ptr noundef %8) #10
  %322 = load i32, ptr %130, align 4, !tbaa !10
  switch i32 %322, label %336 [
    i32 0, label %337
    i32 2, label %323
    i32 13, label %324
    i32 9, label %325
    i32 17, label %326
    i32 22, label %327
    i32 21, label %328
    i32 20, label %329
    i32 30, label %330
    i32 29, label %331
    i32 18, label %332
    i32 16, label %333
    i32 39, label %334
    i32 1, label %335
  ]

323:                                              ; preds = %318
  br label %337

324:                                              ; preds = %318
  br label %337

325:                                              ; preds = %318
  br label %337

326:                                              ; preds = %318
  br label %337

327:                                              ; preds = %318
  br label %337

328:                                              ; preds = %318
  br label %337

329:                                              ; preds = %318
  br label %337

330:                                              ; preds = %318
  br label %337

331:                                              ; preds = %318
  br label %337

332:                                              ; preds = %318
  br label %337

333:                                              ; preds = %318
  br label %337

334:                                              ; preds = %318
  br label %337

335:                                              ; preds = %318
  br label %337

336:                                              ; preds = %318
  br label %337

337:                                              ; preds = %318, %323, %324, %325, %326, %327, %328, %329, %330, %331, %332, %333, %334, %335, %336
  %338 = phi ptr [ @.str.80, %336 ], [ @.str.79, %335 ], [ @.str.78, %334 ], [ @.str.77, %333 ], [ @.str.76, %332 ], [ @.str.75, %331 ], [ @.str.74, %330 ], [ @.str.73, %329 ], [ @.str.72, %328 ], [ @.str.71, %327 ], [ @.str.70, %326 ], [ @.str.69, %325 ], [ @.str.68, %324 ], [ @.str.67, %323 ], [ @.str.66, %318 ]
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.52, i32 noundef %321, ptr noundef nonnull %338)
  store i32 0, ptr %130, align 4, !tbaa !10
  %340 = load i32, ptr @in.k, align 4, !tbaa !10
  %341 = add nuw nsw i32 %340, 1
  %342 = and i32 %341, 3
  store i32 %342, ptr @in.k, align 4, !tbaa !10
  %343 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %342
  %344 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %343, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %8, ptr noundef nonnull @.str.51) #10
  %345 = load i32, ptr @in.k, align 4, !tbaa !10
  %346 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %345
  %347 = tail call i32 @remove(ptr noundef nonnull %346) #10
  %348 = load i32, ptr %130, align 4, !tbaa !10
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

349:                                              ; preds = %337
  br label %363

350:                                              ; preds = %337
  br label %363

351:                                              ; preds = %337
  br label %363

352:                                              ; preds = %337
  br label %363

353:                                              ; preds = %337
  br label %363

354:                                              ; preds = %337
  br label %363

355:                                              ; preds = %337
  br label %363

356:                                              ; preds = %337
  br label %363

357:                                              ; preds = %337
  br label %363

358:                                              ; preds = %337
  br label %363

359:                                              ; preds = %337
  br label %363

360:                                              ; preds = %337
  br label %363

361:                                              ; preds = %337
  br label %363

362:                                              ; preds = %337
  br label %363

363:                                              ; preds = %337, %349, %350, %351, %352, %353, %354, %355, %356, %357, %358, %359, %360, %361, %362
  %364 = phi ptr [ @.str.80, %362 ], [ @.str.79, %361 ], [ @.str.78, %360 ], [ @.str.77, %359 ], [ @.str.76, %358 ], [ @.str.75, %357 ], [ @.str.74, %356 ], [ @.str.73, %355 ], [ @.str.72, %354 ], [ @.str.71, %353 ], [ @.str.70, %352 ], [ @.str.69, %351 ], [ @.str.68, %350 ], [ @.str.67, %349 ], [ @.str.66, %337 ]
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.53, i32 noundef %347, ptr noundef nonnull %364)
  %366 = load i32, ptr @in.k, align 4, !tbaa !10
  %367 = add nuw nsw i32 %366, 1
  %368 = and i32 %367, 3
  store i32 %368, ptr @in.k, align 4, !tbaa !10
  %369 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %368
  %370 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %369, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %8, ptr noundef nonnull @.str.51) #10
  %371 = load i32, ptr @in.k, align 4, !tbaa !10
  %372 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %371
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.54, ptr noundef nonnull %372, ptr noundef nonnull @.str.2)
  %373 = load i32, ptr @in.k, align 4, !tbaa !10
  %374 = add nuw nsw i32 %373, 1
  %375 = and i32 %374, 3
  store i32 %375, ptr @in.k, align 4, !tbaa !10
  %376 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %375
  %377 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %376, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %8, ptr noundef nonnull @.str.56) #10
  %378 = load i32, ptr @in.k, align 4, !tbaa !10
  %379 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %378
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.55, ptr noundef nonnull %379, ptr noundef nonnull @.str.12)
  store i32 0, ptr %130, align 4, !tbaa !10
  %380 = load i32, ptr @in.k, align 4, !tbaa !10
  %381 = add nuw nsw i32 %380, 1
  %382 = and i32 %381, 3
  store i32 %382, ptr @in.k, align 4, !tbaa !10
  %383 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %382
  %384 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %383, i32 noundef 1024, ptr noundef nonnull @.str.65, ptr noundef %8, ptr noundef nonnull @.str.56) #10
  %385 = load i32, ptr @in.k, align 4, !tbaa !10
  %386 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %385
  %387 = tail call i32 @remove(ptr noundef nonnull %386) #10
  %388 = load i32, ptr %130, align 4, !tbaa !10
  switch i32 %388, label %402 [
    i32 0, label %403
    i32 2, label %389
    i32 13, label %390
    i32 9, label %391
    i32 17, label %392
    i32 22, label %393
    i32 21, label %394
    i32 20, label %395
    i32 30, label %396
    i32 29, label %397
    i32 18, label %398
    i32 16, label %399
    i32 39, label %400
    i32 1, label %401
  ]

389:                                              ; preds = %363
  br label %403

390:                                              ; preds = %363
  br label %403

391:                                              ; preds = %363
  br label %403

392:                                              ; preds = %363
  br label %403

393:                                              ; preds = %363
  br label %403

394:                                              ; preds = %363
  br label %403

395:                                              ; preds = %363
  br label %403

396:                                              ; preds = %363
  br label %403

397:                                              ; preds = %363
  br label %403

398:                                              ; preds = %363
  br label %403

399:                                              ; preds = %363
  br label %403

400:                                              ; preds = %363
  br label %403

401:                                              ; preds = %363
  br label %403

402:                                              ; preds = %363
  br label %403

403:                                              ; preds = %363, %389, %390, %391, %392, %393, %394, %395, %396, %397, %398, %399, %400, %401, %402
  %404 = phi ptr [ @.str.80, %402 ], [ @.str.79, %401 ], [ @.str.78, %400 ], [ @.str.77, %399 ], [ @.str.76, %398 ], [ @.str.75, %397 ], [ @.str.74, %396 ], [ @.str.73, %395 ], [ @.str.72, %394 ], [ @.str.71, %393 ], [ @.str.70, %392 ], [ @.str.69, %391 ], [ @.str.68, %390 ], [ @.str.67, %389 ], [ @.str.66, %363 ]
  %405 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.57, i32 noundef %387, ptr noundef nonnull %404)
  br label %406

406:                                              ; preds = %2, %403
  %407 = phi i32 [ 0, %403 ], [ 2, %2 ]
  ret i32 %407
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
  %17 = phi ptr [ @.str.59, %14 ], [ @.str.59, %11 ], [ @.str.59, %8 ], [ @.str.60, %3 ]
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
  %34 = phi ptr [ @.str.80, %32 ], [ @.str.79, %31 ], [ @.str.78, %30 ], [ @.str.77, %29 ], [ @.str.76, %28 ], [ @.str.75, %27 ], [ @.str.74, %26 ], [ @.str.73, %25 ], [ @.str.72, %24 ], [ @.str.71, %23 ], [ @.str.70, %22 ], [ @.str.69, %21 ], [ @.str.68, %20 ], [ @.str.67, %19 ], [ @.str.66, %16 ]
  %35 = load i8, ptr %4, align 1
  %36 = icmp ne i8 %35, 0
  %37 = select i1 %7, i1 %36, i1 false
  %38 = select i1 %37, ptr @.str.61, ptr @.str.62
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.58, ptr noundef %0, ptr noundef nonnull %17, ptr noundef nonnull %34, ptr noundef nonnull %38)
  %40 = load i8, ptr %4, align 1
  %41 = icmp ne i8 %40, 0
  %42 = select i1 %7, i1 %41, i1 false
  br i1 %42, label %43, label %45

43:                                               ; preds = %33
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.63, ptr noundef nonnull %4)
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
  %7 = select i1 %6, ptr @.str.59, ptr @.str.60
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
  %24 = phi ptr [ @.str.80, %22 ], [ @.str.79, %21 ], [ @.str.78, %20 ], [ @.str.77, %19 ], [ @.str.76, %18 ], [ @.str.75, %17 ], [ @.str.74, %16 ], [ @.str.73, %15 ], [ @.str.72, %14 ], [ @.str.71, %13 ], [ @.str.70, %12 ], [ @.str.69, %11 ], [ @.str.68, %10 ], [ @.str.67, %9 ], [ @.str.66, %3 ]
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.64, ptr noundef %0, ptr noundef nonnull %7, ptr noundef nonnull %24)
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
