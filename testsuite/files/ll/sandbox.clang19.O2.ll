; ModuleID = 'sandbox.c'
source_filename = "sandbox.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@in.buf = internal global [4 x [1024 x i8]] zeroinitializer, align 16
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
  br i1 %3, label %564, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !5
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2)
  tail call fastcc void @try_open(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 0)
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.2)
  %11 = load i32, ptr @in.k, align 4, !tbaa !9
  %12 = add nuw nsw i32 %11, 1
  %13 = and i32 %12, 3
  store i32 %13, ptr @in.k, align 4, !tbaa !9
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %14
  %16 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %15, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.7) #10
  %17 = load i32, ptr @in.k, align 4, !tbaa !9
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %18
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.6, ptr noundef nonnull %19, ptr noundef nonnull @.str.2)
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.2)
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12)
  %20 = load i32, ptr @in.k, align 4, !tbaa !9
  %21 = add nuw nsw i32 %20, 1
  %22 = and i32 %21, 3
  store i32 %22, ptr @in.k, align 4, !tbaa !9
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %23
  %25 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %24, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.14) #10
  %26 = load i32, ptr @in.k, align 4, !tbaa !9
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %27
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.13, ptr noundef nonnull %28, ptr noundef nonnull @.str.2)
  %29 = load i32, ptr @in.k, align 4, !tbaa !9
  %30 = add nuw nsw i32 %29, 1
  %31 = and i32 %30, 3
  store i32 %31, ptr @in.k, align 4, !tbaa !9
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %32
  %34 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %33, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.16) #10
  %35 = load i32, ptr @in.k, align 4, !tbaa !9
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %36
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.15, ptr noundef nonnull %37, ptr noundef nonnull @.str.2)
  %38 = load i32, ptr @in.k, align 4, !tbaa !9
  %39 = add nuw nsw i32 %38, 1
  %40 = and i32 %39, 3
  store i32 %40, ptr @in.k, align 4, !tbaa !9
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %41
  %43 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %42, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.18) #10
  %44 = load i32, ptr @in.k, align 4, !tbaa !9
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %45
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.17, ptr noundef nonnull %46, ptr noundef nonnull @.str.2)
  %47 = load i32, ptr @in.k, align 4, !tbaa !9
  %48 = add nuw nsw i32 %47, 1
  %49 = and i32 %48, 3
  store i32 %49, ptr @in.k, align 4, !tbaa !9
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %50
  %52 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %51, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.20) #10
  %53 = load i32, ptr @in.k, align 4, !tbaa !9
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %54
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.19, ptr noundef nonnull %55, ptr noundef nonnull @.str.2)
  %56 = load i32, ptr @in.k, align 4, !tbaa !9
  %57 = add nuw nsw i32 %56, 1
  %58 = and i32 %57, 3
  store i32 %58, ptr @in.k, align 4, !tbaa !9
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %59
  %61 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %60, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.22) #10
  %62 = load i32, ptr @in.k, align 4, !tbaa !9
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %63
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.21, ptr noundef nonnull %64, ptr noundef nonnull @.str.2)
  %65 = load i32, ptr @in.k, align 4, !tbaa !9
  %66 = add nuw nsw i32 %65, 1
  %67 = and i32 %66, 3
  store i32 %67, ptr @in.k, align 4, !tbaa !9
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %68
  %70 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %69, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.24) #10
  %71 = load i32, ptr @in.k, align 4, !tbaa !9
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %72
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.23, ptr noundef nonnull %73, ptr noundef nonnull @.str.2)
  %74 = load i32, ptr @in.k, align 4, !tbaa !9
  %75 = add nuw nsw i32 %74, 1
  %76 = and i32 %75, 3
  store i32 %76, ptr @in.k, align 4, !tbaa !9
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %77
  %79 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %78, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.26) #10
  %80 = load i32, ptr @in.k, align 4, !tbaa !9
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %81
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.25, ptr noundef nonnull %82, ptr noundef nonnull @.str.12)
  %83 = load i32, ptr @in.k, align 4, !tbaa !9
  %84 = add nuw nsw i32 %83, 1
  %85 = and i32 %84, 3
  store i32 %85, ptr @in.k, align 4, !tbaa !9
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %86
  %88 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %87, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.28) #10
  %89 = load i32, ptr @in.k, align 4, !tbaa !9
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %90
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.27, ptr noundef nonnull %91, ptr noundef nonnull @.str.2)
  %92 = load i32, ptr @in.k, align 4, !tbaa !9
  %93 = add nuw nsw i32 %92, 1
  %94 = and i32 %93, 3
  store i32 %94, ptr @in.k, align 4, !tbaa !9
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %95
  %97 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %96, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %98 = load i32, ptr @in.k, align 4, !tbaa !9
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %99
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.29, ptr noundef nonnull %100, ptr noundef nonnull @.str.12)
  %101 = load i32, ptr @in.k, align 4, !tbaa !9
  %102 = add nuw nsw i32 %101, 1
  %103 = and i32 %102, 3
  store i32 %103, ptr @in.k, align 4, !tbaa !9
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %104
  %106 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %105, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %107 = load i32, ptr @in.k, align 4, !tbaa !9
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %108
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.31, ptr noundef nonnull %109, ptr noundef nonnull @.str.32)
  %110 = load i32, ptr @in.k, align 4, !tbaa !9
  %111 = add nuw nsw i32 %110, 1
  %112 = and i32 %111, 3
  store i32 %112, ptr @in.k, align 4, !tbaa !9
  %113 = zext nneg i32 %112 to i64
  %114 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %113
  %115 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %114, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %116 = load i32, ptr @in.k, align 4, !tbaa !9
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %117
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.33, ptr noundef nonnull %118, ptr noundef nonnull @.str.34)
  %119 = load i32, ptr @in.k, align 4, !tbaa !9
  %120 = add nuw nsw i32 %119, 1
  %121 = and i32 %120, 3
  store i32 %121, ptr @in.k, align 4, !tbaa !9
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %122
  %124 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %123, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.36) #10
  %125 = load i32, ptr @in.k, align 4, !tbaa !9
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %126
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.35, ptr noundef nonnull %127, ptr noundef nonnull @.str.12)
  %128 = load i32, ptr @in.k, align 4, !tbaa !9
  %129 = add nuw nsw i32 %128, 1
  %130 = and i32 %129, 3
  store i32 %130, ptr @in.k, align 4, !tbaa !9
  %131 = zext nneg i32 %130 to i64
  %132 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %131
  %133 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %132, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %134 = load i32, ptr @in.k, align 4, !tbaa !9
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %135
  tail call fastcc void @try_open(ptr noundef nonnull @.str.37, ptr noundef nonnull %136, i32 noundef 1)
  %137 = load i32, ptr @in.k, align 4, !tbaa !9
  %138 = add nuw nsw i32 %137, 1
  %139 = and i32 %138, 3
  store i32 %139, ptr @in.k, align 4, !tbaa !9
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %140
  %142 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %141, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.36) #10
  %143 = load i32, ptr @in.k, align 4, !tbaa !9
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %144
  tail call fastcc void @try_open(ptr noundef nonnull @.str.38, ptr noundef nonnull %145, i32 noundef 65)
  %146 = load i32, ptr @in.k, align 4, !tbaa !9
  %147 = add nuw nsw i32 %146, 1
  %148 = and i32 %147, 3
  store i32 %148, ptr @in.k, align 4, !tbaa !9
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %149
  %151 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %150, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %152 = load i32, ptr @in.k, align 4, !tbaa !9
  %153 = zext nneg i32 %152 to i64
  %154 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %153
  tail call fastcc void @try_open(ptr noundef nonnull @.str.39, ptr noundef nonnull %154, i32 noundef 512)
  %155 = load i32, ptr @in.k, align 4, !tbaa !9
  %156 = add nuw nsw i32 %155, 1
  %157 = and i32 %156, 3
  store i32 %157, ptr @in.k, align 4, !tbaa !9
  %158 = zext nneg i32 %157 to i64
  %159 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %158
  %160 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %159, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %161 = load i32, ptr @in.k, align 4, !tbaa !9
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %162
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.40, ptr noundef nonnull %163, ptr noundef nonnull @.str.2)
  %164 = tail call ptr @__errno_location() #11
  store i32 0, ptr %164, align 4, !tbaa !9
  %165 = load i32, ptr @in.k, align 4, !tbaa !9
  %166 = add nuw nsw i32 %165, 1
  %167 = and i32 %166, 3
  store i32 %167, ptr @in.k, align 4, !tbaa !9
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %168
  %170 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %169, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %171 = load i32, ptr @in.k, align 4, !tbaa !9
  %172 = zext nneg i32 %171 to i64
  %173 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %172
  %174 = tail call i32 @remove(ptr noundef nonnull %173) #10
  %175 = load i32, ptr %164, align 4, !tbaa !9
  switch i32 %175, label %189 [
    i32 0, label %190
    i32 2, label %176
    i32 13, label %177
    i32 9, label %178
    i32 17, label %179
    i32 22, label %180
    i32 21, label %181
    i32 20, label %182
    i32 30, label %183
    i32 29, label %184
    i32 18, label %185
    i32 16, label %186
    i32 39, label %187
    i32 1, label %188
  ]

176:                                              ; preds = %4
  br label %190

177:                                              ; preds = %4
  br label %190

178:                                              ; preds = %4
  br label %190

179:                                              ; preds = %4
  br label %190

180:                                              ; preds = %4
  br label %190

181:                                              ; preds = %4
  br label %190

182:                                              ; preds = %4
  br label %190

183:                                              ; preds = %4
  br label %190

184:                                              ; preds = %4
  br label %190

185:                                              ; preds = %4
  br label %190

186:                                              ; preds = %4
  br label %190

187:                                              ; preds = %4
  br label %190

188:                                              ; preds = %4
  br label %190

189:                                              ; preds = %4
  br label %190

190:                                              ; preds = %4, %176, %177, %178, %179, %180, %181, %182, %183, %184, %185, %186, %187, %188, %189
  %191 = phi ptr [ @.str.86, %189 ], [ @.str.85, %188 ], [ @.str.84, %187 ], [ @.str.83, %186 ], [ @.str.82, %185 ], [ @.str.81, %184 ], [ @.str.80, %183 ], [ @.str.79, %182 ], [ @.str.78, %181 ], [ @.str.77, %180 ], [ @.str.76, %179 ], [ @.str.75, %178 ], [ @.str.74, %177 ], [ @.str.73, %176 ], [ @.str.72, %4 ]
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.42, i32 noundef %174, ptr noundef nonnull %191)
  store i32 0, ptr %164, align 4, !tbaa !9
  %193 = load i32, ptr @in.k, align 4, !tbaa !9
  %194 = add nuw nsw i32 %193, 1
  %195 = and i32 %194, 3
  store i32 %195, ptr @in.k, align 4, !tbaa !9
  %196 = zext nneg i32 %195 to i64
  %197 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %196
  %198 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %197, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %199 = load i32, ptr @in.k, align 4, !tbaa !9
  %200 = zext nneg i32 %199 to i64
  %201 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %200
  %202 = tail call i32 @unlink(ptr noundef nonnull %201) #10
  %203 = load i32, ptr %164, align 4, !tbaa !9
  switch i32 %203, label %217 [
    i32 0, label %218
    i32 2, label %204
    i32 13, label %205
    i32 9, label %206
    i32 17, label %207
    i32 22, label %208
    i32 21, label %209
    i32 20, label %210
    i32 30, label %211
    i32 29, label %212
    i32 18, label %213
    i32 16, label %214
    i32 39, label %215
    i32 1, label %216
  ]

204:                                              ; preds = %190
  br label %218

205:                                              ; preds = %190
  br label %218

206:                                              ; preds = %190
  br label %218

207:                                              ; preds = %190
  br label %218

208:                                              ; preds = %190
  br label %218

209:                                              ; preds = %190
  br label %218

210:                                              ; preds = %190
  br label %218

211:                                              ; preds = %190
  br label %218

212:                                              ; preds = %190
  br label %218

213:                                              ; preds = %190
  br label %218

214:                                              ; preds = %190
  br label %218

215:                                              ; preds = %190
  br label %218

216:                                              ; preds = %190
  br label %218

217:                                              ; preds = %190
  br label %218

218:                                              ; preds = %190, %204, %205, %206, %207, %208, %209, %210, %211, %212, %213, %214, %215, %216, %217
  %219 = phi ptr [ @.str.86, %217 ], [ @.str.85, %216 ], [ @.str.84, %215 ], [ @.str.83, %214 ], [ @.str.82, %213 ], [ @.str.81, %212 ], [ @.str.80, %211 ], [ @.str.79, %210 ], [ @.str.78, %209 ], [ @.str.77, %208 ], [ @.str.76, %207 ], [ @.str.75, %206 ], [ @.str.74, %205 ], [ @.str.73, %204 ], [ @.str.72, %190 ]
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.43, i32 noundef %202, ptr noundef nonnull %219)
  store i32 0, ptr %164, align 4, !tbaa !9
  %221 = load i32, ptr @in.k, align 4, !tbaa !9
  %222 = add nuw nsw i32 %221, 1
  %223 = and i32 %222, 3
  store i32 %223, ptr @in.k, align 4, !tbaa !9
  %224 = zext nneg i32 %223 to i64
  %225 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %224
  %226 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %225, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %227 = load i32, ptr @in.k, align 4, !tbaa !9
  %228 = zext nneg i32 %227 to i64
  %229 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %228
  %230 = add nuw nsw i32 %227, 1
  %231 = and i32 %230, 3
  store i32 %231, ptr @in.k, align 4, !tbaa !9
  %232 = zext nneg i32 %231 to i64
  %233 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %232
  %234 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %233, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.45) #10
  %235 = load i32, ptr @in.k, align 4, !tbaa !9
  %236 = zext nneg i32 %235 to i64
  %237 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %236
  %238 = tail call i32 @rename(ptr noundef nonnull %229, ptr noundef nonnull %237) #10
  %239 = load i32, ptr %164, align 4, !tbaa !9
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

240:                                              ; preds = %218
  br label %254

241:                                              ; preds = %218
  br label %254

242:                                              ; preds = %218
  br label %254

243:                                              ; preds = %218
  br label %254

244:                                              ; preds = %218
  br label %254

245:                                              ; preds = %218
  br label %254

246:                                              ; preds = %218
  br label %254

247:                                              ; preds = %218
  br label %254

248:                                              ; preds = %218
  br label %254

249:                                              ; preds = %218
  br label %254

250:                                              ; preds = %218
  br label %254

251:                                              ; preds = %218
  br label %254

252:                                              ; preds = %218
  br label %254

253:                                              ; preds = %218
  br label %254

254:                                              ; preds = %218, %240, %241, %242, %243, %244, %245, %246, %247, %248, %249, %250, %251, %252, %253
  %255 = phi ptr [ @.str.86, %253 ], [ @.str.85, %252 ], [ @.str.84, %251 ], [ @.str.83, %250 ], [ @.str.82, %249 ], [ @.str.81, %248 ], [ @.str.80, %247 ], [ @.str.79, %246 ], [ @.str.78, %245 ], [ @.str.77, %244 ], [ @.str.76, %243 ], [ @.str.75, %242 ], [ @.str.74, %241 ], [ @.str.73, %240 ], [ @.str.72, %218 ]
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.44, i32 noundef %238, ptr noundef nonnull %255)
  store i32 0, ptr %164, align 4, !tbaa !9
  %257 = load i32, ptr @in.k, align 4, !tbaa !9
  %258 = add nuw nsw i32 %257, 1
  %259 = and i32 %258, 3
  store i32 %259, ptr @in.k, align 4, !tbaa !9
  %260 = zext nneg i32 %259 to i64
  %261 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %260
  %262 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %261, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.30) #10
  %263 = load i32, ptr @in.k, align 4, !tbaa !9
  %264 = zext nneg i32 %263 to i64
  %265 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %264
  %266 = tail call i32 @access(ptr noundef nonnull %265, i32 noundef 2) #10
  %267 = load i32, ptr %164, align 4, !tbaa !9
  switch i32 %267, label %281 [
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

268:                                              ; preds = %254
  br label %282

269:                                              ; preds = %254
  br label %282

270:                                              ; preds = %254
  br label %282

271:                                              ; preds = %254
  br label %282

272:                                              ; preds = %254
  br label %282

273:                                              ; preds = %254
  br label %282

274:                                              ; preds = %254
  br label %282

275:                                              ; preds = %254
  br label %282

276:                                              ; preds = %254
  br label %282

277:                                              ; preds = %254
  br label %282

278:                                              ; preds = %254
  br label %282

279:                                              ; preds = %254
  br label %282

280:                                              ; preds = %254
  br label %282

281:                                              ; preds = %254
  br label %282

282:                                              ; preds = %254, %268, %269, %270, %271, %272, %273, %274, %275, %276, %277, %278, %279, %280, %281
  %283 = phi ptr [ @.str.86, %281 ], [ @.str.85, %280 ], [ @.str.84, %279 ], [ @.str.83, %278 ], [ @.str.82, %277 ], [ @.str.81, %276 ], [ @.str.80, %275 ], [ @.str.79, %274 ], [ @.str.78, %273 ], [ @.str.77, %272 ], [ @.str.76, %271 ], [ @.str.75, %270 ], [ @.str.74, %269 ], [ @.str.73, %268 ], [ @.str.72, %254 ]
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.46, i32 noundef %266, ptr noundef nonnull %283)
  store i32 0, ptr %164, align 4, !tbaa !9
  %285 = tail call i32 @access(ptr noundef nonnull @.str.1, i32 noundef 0) #10
  %286 = load i32, ptr %164, align 4, !tbaa !9
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

287:                                              ; preds = %282
  br label %301

288:                                              ; preds = %282
  br label %301

289:                                              ; preds = %282
  br label %301

290:                                              ; preds = %282
  br label %301

291:                                              ; preds = %282
  br label %301

292:                                              ; preds = %282
  br label %301

293:                                              ; preds = %282
  br label %301

294:                                              ; preds = %282
  br label %301

295:                                              ; preds = %282
  br label %301

296:                                              ; preds = %282
  br label %301

297:                                              ; preds = %282
  br label %301

298:                                              ; preds = %282
  br label %301

299:                                              ; preds = %282
  br label %301

300:                                              ; preds = %282
  br label %301

301:                                              ; preds = %282, %287, %288, %289, %290, %291, %292, %293, %294, %295, %296, %297, %298, %299, %300
  %302 = phi ptr [ @.str.86, %300 ], [ @.str.85, %299 ], [ @.str.84, %298 ], [ @.str.83, %297 ], [ @.str.82, %296 ], [ @.str.81, %295 ], [ @.str.80, %294 ], [ @.str.79, %293 ], [ @.str.78, %292 ], [ @.str.77, %291 ], [ @.str.76, %290 ], [ @.str.75, %289 ], [ @.str.74, %288 ], [ @.str.73, %287 ], [ @.str.72, %282 ]
  %303 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.47, i32 noundef %285, ptr noundef nonnull %302)
  store i32 0, ptr %164, align 4, !tbaa !9
  %304 = load i32, ptr @in.k, align 4, !tbaa !9
  %305 = add nuw nsw i32 %304, 1
  %306 = and i32 %305, 3
  store i32 %306, ptr @in.k, align 4, !tbaa !9
  %307 = zext nneg i32 %306 to i64
  %308 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %307
  %309 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %308, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.49) #10
  %310 = load i32, ptr @in.k, align 4, !tbaa !9
  %311 = zext nneg i32 %310 to i64
  %312 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %311
  %313 = tail call i32 @mkdir(ptr noundef nonnull %312, i32 noundef 493) #10
  %314 = load i32, ptr %164, align 4, !tbaa !9
  switch i32 %314, label %328 [
    i32 0, label %329
    i32 2, label %315
    i32 13, label %316
    i32 9, label %317
    i32 17, label %318
    i32 22, label %319
    i32 21, label %320
    i32 20, label %321
    i32 30, label %322
    i32 29, label %323
    i32 18, label %324
    i32 16, label %325
    i32 39, label %326
    i32 1, label %327
  ]

315:                                              ; preds = %301
  br label %329

316:                                              ; preds = %301
  br label %329

317:                                              ; preds = %301
  br label %329

318:                                              ; preds = %301
  br label %329

319:                                              ; preds = %301
  br label %329

320:                                              ; preds = %301
  br label %329

321:                                              ; preds = %301
  br label %329

322:                                              ; preds = %301
  br label %329

323:                                              ; preds = %301
  br label %329

324:                                              ; preds = %301
  br label %329

325:                                              ; preds = %301
  br label %329

326:                                              ; preds = %301
  br label %329

327:                                              ; preds = %301
  br label %329

328:                                              ; preds = %301
  br label %329

329:                                              ; preds = %301, %315, %316, %317, %318, %319, %320, %321, %322, %323, %324, %325, %326, %327, %328
  %330 = phi ptr [ @.str.86, %328 ], [ @.str.85, %327 ], [ @.str.84, %326 ], [ @.str.83, %325 ], [ @.str.82, %324 ], [ @.str.81, %323 ], [ @.str.80, %322 ], [ @.str.79, %321 ], [ @.str.78, %320 ], [ @.str.77, %319 ], [ @.str.76, %318 ], [ @.str.75, %317 ], [ @.str.74, %316 ], [ @.str.73, %315 ], [ @.str.72, %301 ]
  %331 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.48, i32 noundef %313, ptr noundef nonnull %330)
  store i32 0, ptr %164, align 4, !tbaa !9
  %332 = tail call i32 @mkdir(ptr noundef nonnull @.str.51, i32 noundef 493) #10
  %333 = load i32, ptr %164, align 4, !tbaa !9
  switch i32 %333, label %347 [
    i32 0, label %348
    i32 2, label %334
    i32 13, label %335
    i32 9, label %336
    i32 17, label %337
    i32 22, label %338
    i32 21, label %339
    i32 20, label %340
    i32 30, label %341
    i32 29, label %342
    i32 18, label %343
    i32 16, label %344
    i32 39, label %345
    i32 1, label %346
  ]

334:                                              ; preds = %329
  br label %348

335:                                              ; preds = %329
  br label %348

336:                                              ; preds = %329
  br label %348

337:                                              ; preds = %329
  br label %348

338:                                              ; preds = %329
  br label %348

339:                                              ; preds = %329
  br label %348

340:                                              ; preds = %329
  br label %348

341:                                              ; preds = %329
  br label %348

342:                                              ; preds = %329
  br label %348

343:                                              ; preds = %329
  br label %348

344:                                              ; preds = %329
  br label %348

345:                                              ; preds = %329
  br label %348

346:                                              ; preds = %329
  br label %348

347:                                              ; preds = %329
  br label %348

348:                                              ; preds = %329, %334, %335, %336, %337, %338, %339, %340, %341, %342, %343, %344, %345, %346, %347
  %349 = phi ptr [ @.str.86, %347 ], [ @.str.85, %346 ], [ @.str.84, %345 ], [ @.str.83, %344 ], [ @.str.82, %343 ], [ @.str.81, %342 ], [ @.str.80, %341 ], [ @.str.79, %340 ], [ @.str.78, %339 ], [ @.str.77, %338 ], [ @.str.76, %337 ], [ @.str.75, %336 ], [ @.str.74, %335 ], [ @.str.73, %334 ], [ @.str.72, %329 ]
  %350 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.50, i32 noundef %332, ptr noundef nonnull %349)
  %351 = load i32, ptr @in.k, align 4, !tbaa !9
  %352 = add nuw nsw i32 %351, 1
  %353 = and i32 %352, 3
  store i32 %353, ptr @in.k, align 4, !tbaa !9
  %354 = zext nneg i32 %353 to i64
  %355 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %354
  %356 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %355, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.52) #10
  %357 = load i32, ptr @in.k, align 4, !tbaa !9
  %358 = zext nneg i32 %357 to i64
  %359 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %358
  %360 = tail call noalias ptr @fopen(ptr noundef nonnull %359, ptr noundef nonnull @.str.12)
  %361 = tail call i64 @fwrite(ptr nonnull @.str.53, i64 5, i64 1, ptr %360)
  %362 = tail call i32 @fclose(ptr noundef %360)
  store i32 0, ptr %164, align 4, !tbaa !9
  %363 = load i32, ptr @in.k, align 4, !tbaa !9
  %364 = add nuw nsw i32 %363, 1
  %365 = and i32 %364, 3
  store i32 %365, ptr @in.k, align 4, !tbaa !9
  %366 = zext nneg i32 %365 to i64
  %367 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %366
  %368 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %367, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.52) #10
  %369 = load i32, ptr @in.k, align 4, !tbaa !9
  %370 = zext nneg i32 %369 to i64
  %371 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %370
  %372 = add nuw nsw i32 %369, 1
  %373 = and i32 %372, 3
  store i32 %373, ptr @in.k, align 4, !tbaa !9
  %374 = zext nneg i32 %373 to i64
  %375 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %374
  %376 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %375, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %6, ptr noundef nonnull @.str.52) #10
  %377 = load i32, ptr @in.k, align 4, !tbaa !9
  %378 = zext nneg i32 %377 to i64
  %379 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %378
  %380 = tail call i32 @rename(ptr noundef nonnull %371, ptr noundef nonnull %379) #10
  %381 = load i32, ptr %164, align 4, !tbaa !9
  switch i32 %381, label %395 [
    i32 0, label %396
    i32 2, label %382
    i32 13, label %383
    i32 9, label %384
    i32 17, label %385
    i32 22, label %386
    i32 21, label %387
    i32 20, label %388
    i32 30, label %389
    i32 29, label %390
    i32 18, label %391
    i32 16, label %392
    i32 39, label %393
    i32 1, label %394
  ]

382:                                              ; preds = %348
  br label %396

383:                                              ; preds = %348
  br label %396

384:                                              ; preds = %348
  br label %396

385:                                              ; preds = %348
  br label %396

386:                                              ; preds = %348
  br label %396

387:                                              ; preds = %348
  br label %396

388:                                              ; preds = %348
  br label %396

389:                                              ; preds = %348
  br label %396

390:                                              ; preds = %348
  br label %396

391:                                              ; preds = %348
  br label %396

392:                                              ; preds = %348
  br label %396

393:                                              ; preds = %348
  br label %396

394:                                              ; preds = %348
  br label %396

395:                                              ; preds = %348
  br label %396

396:                                              ; preds = %348, %382, %383, %384, %385, %386, %387, %388, %389, %390, %391, %392, %393, %394, %395
  %397 = phi ptr [ @.str.86, %395 ], [ @.str.85, %394 ], [ @.str.84, %393 ], [ @.str.83, %392 ], [ @.str.82, %391 ], [ @.str.81, %390 ], [ @.str.80, %389 ], [ @.str.79, %388 ], [ @.str.78, %387 ], [ @.str.77, %386 ], [ @.str.76, %385 ], [ @.str.75, %384 ], [ @.str.74, %383 ], [ @.str.73, %382 ], [ @.str.72, %348 ]
  %398 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.54, i32 noundef %380, ptr noundef nonnull %397)
  store i32 0, ptr %164, align 4, !tbaa !9
  %399 = load i32, ptr @in.k, align 4, !tbaa !9
  %400 = add nuw nsw i32 %399, 1
  %401 = and i32 %400, 3
  store i32 %401, ptr @in.k, align 4, !tbaa !9
  %402 = zext nneg i32 %401 to i64
  %403 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %402
  %404 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %403, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.52) #10
  %405 = load i32, ptr @in.k, align 4, !tbaa !9
  %406 = zext nneg i32 %405 to i64
  %407 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %406
  %408 = add nuw nsw i32 %405, 1
  %409 = and i32 %408, 3
  store i32 %409, ptr @in.k, align 4, !tbaa !9
  %410 = zext nneg i32 %409 to i64
  %411 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %410
  %412 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %411, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %10, ptr noundef nonnull @.str.52) #10
  %413 = load i32, ptr @in.k, align 4, !tbaa !9
  %414 = zext nneg i32 %413 to i64
  %415 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %414
  %416 = tail call i32 @rename(ptr noundef nonnull %407, ptr noundef nonnull %415) #10
  %417 = load i32, ptr %164, align 4, !tbaa !9
  switch i32 %417, label %431 [
    i32 0, label %432
    i32 2, label %418
    i32 13, label %419
    i32 9, label %420
    i32 17, label %421
    i32 22, label %422
    i32 21, label %423
    i32 20, label %424
    i32 30, label %425
    i32 29, label %426
    i32 18, label %427
    i32 16, label %428
    i32 39, label %429
    i32 1, label %430
  ]

418:                                              ; preds = %396
  br label %432

419:                                              ; preds = %396
  br label %432

420:                                              ; preds = %396
  br label %432

421:                                              ; preds = %396
  br label %432

422:                                              ; preds = %396
  br label %432

423:                                              ; preds = %396
  br label %432

424:                                              ; preds = %396
  br label %432

425:                                              ; preds = %396
  br label %432

426:                                              ; preds = %396
  br label %432

427:                                              ; preds = %396
  br label %432

428:                                              ; preds = %396
  br label %432

429:                                              ; preds = %396
  br label %432

430:                                              ; preds = %396
  br label %432

431:                                              ; preds = %396
  br label %432

432:                                              ; preds = %396, %418, %419, %420, %421, %422, %423, %424, %425, %426, %427, %428, %429, %430, %431
  %433 = phi ptr [ @.str.86, %431 ], [ @.str.85, %430 ], [ @.str.84, %429 ], [ @.str.83, %428 ], [ @.str.82, %427 ], [ @.str.81, %426 ], [ @.str.80, %425 ], [ @.str.79, %424 ], [ @.str.78, %423 ], [ @.str.77, %422 ], [ @.str.76, %421 ], [ @.str.75, %420 ], [ @.str.74, %419 ], [ @.str.73, %418 ], [ @.str.72, %396 ]
  %434 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.55, i32 noundef %416, ptr noundef nonnull %433)
  store i32 0, ptr %164, align 4, !tbaa !9
  %435 = load i32, ptr @in.k, align 4, !tbaa !9
  %436 = add nuw nsw i32 %435, 1
  %437 = and i32 %436, 3
  store i32 %437, ptr @in.k, align 4, !tbaa !9
  %438 = zext nneg i32 %437 to i64
  %439 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %438
  %440 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %439, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.52) #10
  %441 = load i32, ptr @in.k, align 4, !tbaa !9
  %442 = zext nneg i32 %441 to i64
  %443 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %442
  %444 = add nuw nsw i32 %441, 1
  %445 = and i32 %444, 3
  store i32 %445, ptr @in.k, align 4, !tbaa !9
  %446 = zext nneg i32 %445 to i64
  %447 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %446
  %448 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %447, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.57) #10
  %449 = load i32, ptr @in.k, align 4, !tbaa !9
  %450 = zext nneg i32 %449 to i64
  %451 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %450
  %452 = tail call i32 @rename(ptr noundef nonnull %443, ptr noundef nonnull %451) #10
  %453 = load i32, ptr %164, align 4, !tbaa !9
  switch i32 %453, label %467 [
    i32 0, label %468
    i32 2, label %454
    i32 13, label %455
    i32 9, label %456
    i32 17, label %457
    i32 22, label %458
    i32 21, label %459
    i32 20, label %460
    i32 30, label %461
    i32 29, label %462
    i32 18, label %463
    i32 16, label %464
    i32 39, label %465
    i32 1, label %466
  ]

454:                                              ; preds = %432
  br label %468

455:                                              ; preds = %432
  br label %468

456:                                              ; preds = %432
  br label %468

457:                                              ; preds = %432
  br label %468

458:                                              ; preds = %432
  br label %468

459:                                              ; preds = %432
  br label %468

460:                                              ; preds = %432
  br label %468

461:                                              ; preds = %432
  br label %468

462:                                              ; preds = %432
  br label %468

463:                                              ; preds = %432
  br label %468

464:                                              ; preds = %432
  br label %468

465:                                              ; preds = %432
  br label %468

466:                                              ; preds = %432
  br label %468

467:                                              ; preds = %432
  br label %468

468:                                              ; preds = %432, %454, %455, %456, %457, %458, %459, %460, %461, %462, %463, %464, %465, %466, %467
  %469 = phi ptr [ @.str.86, %467 ], [ @.str.85, %466 ], [ @.str.84, %465 ], [ @.str.83, %464 ], [ @.str.82, %463 ], [ @.str.81, %462 ], [ @.str.80, %461 ], [ @.str.79, %460 ], [ @.str.78, %459 ], [ @.str.77, %458 ], [ @.str.76, %457 ], [ @.str.75, %456 ], [ @.str.74, %455 ], [ @.str.73, %454 ], [ @.str.72, %432 ]
  %470 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.56, i32 noundef %452, ptr noundef nonnull %469)
  store i32 0, ptr %164, align 4, !tbaa !9
  %471 = tail call i32 @remove(ptr noundef %8) #10
  %472 = load i32, ptr %164, align 4, !tbaa !9
  switch i32 %472, label %486 [
    i32 0, label %487
    i32 2, label %473
    i32 13, label %474
    i32 9, label %475
    i32 17, label %476
    i32 22, label %477
    i32 21, label %478
    i32 20, label %479
    i32 30, label %480
    i32 29, label %481
    i32 18, label %482
    i32 16, label %483
    i32 39, label %484
    i32 1, label %485
  ]

473:                                              ; preds = %468
  br label %487

474:                                              ; preds = %468
  br label %487

475:                                              ; preds = %468
  br label %487

476:                                              ; preds = %468
  br label %487

477:                                              ; preds = %468
  br label %487

478:                                              ; preds = %468
  br label %487

479:                                              ; preds = %468
  br label %487

480:                                              ; preds = %468
  br label %487

481:                                              ; preds = %468
  br label %487

482:                                              ; preds = %468
  br label %487

483:                                              ; preds = %468
  br label %487

484:                                              ; preds = %468
  br label %487

485:                                              ; preds = %468
  br label %487

486:                                              ; preds = %468
  br label %487

487:                                              ; preds = %468, %473, %474, %475, %476, %477, %478, %479, %480, %481, %482, %483, %484, %485, %486
  %488 = phi ptr [ @.str.86, %486 ], [ @.str.85, %485 ], [ @.str.84, %484 ], [ @.str.83, %483 ], [ @.str.82, %482 ], [ @.str.81, %481 ], [ @.str.80, %480 ], [ @.str.79, %479 ], [ @.str.78, %478 ], [ @.str.77, %477 ], [ @.str.76, %476 ], [ @.str.75, %475 ], [ @.str.74, %474 ], [ @.str.73, %473 ], [ @.str.72, %468 ]
  %489 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.58, i32 noundef %471, ptr noundef nonnull %488)
  store i32 0, ptr %164, align 4, !tbaa !9
  %490 = load i32, ptr @in.k, align 4, !tbaa !9
  %491 = add nuw nsw i32 %490, 1
  %492 = and i32 %491, 3
  store i32 %492, ptr @in.k, align 4, !tbaa !9
  %493 = zext nneg i32 %492 to i64
  %494 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %493
  %495 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %494, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.57) #10
  %496 = load i32, ptr @in.k, align 4, !tbaa !9
  %497 = zext nneg i32 %496 to i64
  %498 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %497
  %499 = tail call i32 @remove(ptr noundef nonnull %498) #10
  %500 = load i32, ptr %164, align 4, !tbaa !9
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

501:                                              ; preds = %487
  br label %515

502:                                              ; preds = %487
  br label %515

503:                                              ; preds = %487
  br label %515

504:                                              ; preds = %487
  br label %515

505:                                              ; preds = %487
  br label %515

506:                                              ; preds = %487
  br label %515

507:                                              ; preds = %487
  br label %515

508:                                              ; preds = %487
  br label %515

509:                                              ; preds = %487
  br label %515

510:                                              ; preds = %487
  br label %515

511:                                              ; preds = %487
  br label %515

512:                                              ; preds = %487
  br label %515

513:                                              ; preds = %487
  br label %515

514:                                              ; preds = %487
  br label %515

515:                                              ; preds = %487, %501, %502, %503, %504, %505, %506, %507, %508, %509, %510, %511, %512, %513, %514
  %516 = phi ptr [ @.str.86, %514 ], [ @.str.85, %513 ], [ @.str.84, %512 ], [ @.str.83, %511 ], [ @.str.82, %510 ], [ @.str.81, %509 ], [ @.str.80, %508 ], [ @.str.79, %507 ], [ @.str.78, %506 ], [ @.str.77, %505 ], [ @.str.76, %504 ], [ @.str.75, %503 ], [ @.str.74, %502 ], [ @.str.73, %501 ], [ @.str.72, %487 ]
  %517 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.59, i32 noundef %499, ptr noundef nonnull %516)
  %518 = load i32, ptr @in.k, align 4, !tbaa !9
  %519 = add nuw nsw i32 %518, 1
  %520 = and i32 %519, 3
  store i32 %520, ptr @in.k, align 4, !tbaa !9
  %521 = zext nneg i32 %520 to i64
  %522 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %521
  %523 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %522, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.57) #10
  %524 = load i32, ptr @in.k, align 4, !tbaa !9
  %525 = zext nneg i32 %524 to i64
  %526 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %525
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.60, ptr noundef nonnull %526, ptr noundef nonnull @.str.2)
  %527 = load i32, ptr @in.k, align 4, !tbaa !9
  %528 = add nuw nsw i32 %527, 1
  %529 = and i32 %528, 3
  store i32 %529, ptr @in.k, align 4, !tbaa !9
  %530 = zext nneg i32 %529 to i64
  %531 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %530
  %532 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %531, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.62) #10
  %533 = load i32, ptr @in.k, align 4, !tbaa !9
  %534 = zext nneg i32 %533 to i64
  %535 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %534
  tail call fastcc void @try_fopen(ptr noundef nonnull @.str.61, ptr noundef nonnull %535, ptr noundef nonnull @.str.12)
  store i32 0, ptr %164, align 4, !tbaa !9
  %536 = load i32, ptr @in.k, align 4, !tbaa !9
  %537 = add nuw nsw i32 %536, 1
  %538 = and i32 %537, 3
  store i32 %538, ptr @in.k, align 4, !tbaa !9
  %539 = zext nneg i32 %538 to i64
  %540 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %539
  %541 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %540, i64 noundef 1024, ptr noundef nonnull @.str.71, ptr noundef %8, ptr noundef nonnull @.str.62) #10
  %542 = load i32, ptr @in.k, align 4, !tbaa !9
  %543 = zext nneg i32 %542 to i64
  %544 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %543
  %545 = tail call i32 @remove(ptr noundef nonnull %544) #10
  %546 = load i32, ptr %164, align 4, !tbaa !9
  switch i32 %546, label %560 [
    i32 0, label %561
    i32 2, label %547
    i32 13, label %548
    i32 9, label %549
    i32 17, label %550
    i32 22, label %551
    i32 21, label %552
    i32 20, label %553
    i32 30, label %554
    i32 29, label %555
    i32 18, label %556
    i32 16, label %557
    i32 39, label %558
    i32 1, label %559
  ]

547:                                              ; preds = %515
  br label %561

548:                                              ; preds = %515
  br label %561

549:                                              ; preds = %515
  br label %561

550:                                              ; preds = %515
  br label %561

551:                                              ; preds = %515
  br label %561

552:                                              ; preds = %515
  br label %561

553:                                              ; preds = %515
  br label %561

554:                                              ; preds = %515
  br label %561

555:                                              ; preds = %515
  br label %561

556:                                              ; preds = %515
  br label %561

557:                                              ; preds = %515
  br label %561

558:                                              ; preds = %515
  br label %561

559:                                              ; preds = %515
  br label %561

560:                                              ; preds = %515
  br label %561

561:                                              ; preds = %515, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560
  %562 = phi ptr [ @.str.86, %560 ], [ @.str.85, %559 ], [ @.str.84, %558 ], [ @.str.83, %557 ], [ @.str.82, %556 ], [ @.str.81, %555 ], [ @.str.80, %554 ], [ @.str.79, %553 ], [ @.str.78, %552 ], [ @.str.77, %551 ], [ @.str.76, %550 ], [ @.str.75, %549 ], [ @.str.74, %548 ], [ @.str.73, %547 ], [ @.str.72, %515 ]
  %563 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef nonnull @.str.63, i32 noundef %545, ptr noundef nonnull %562)
  br label %564

564:                                              ; preds = %2, %561
  %565 = phi i32 [ 0, %561 ], [ 2, %2 ]
  ret i32 %565
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @try_fopen(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef readonly %2) unnamed_addr #2 {
  %4 = alloca [64 x i8], align 16
  %5 = tail call ptr @__errno_location() #11
  store i32 0, ptr %5, align 4, !tbaa !9
  %6 = tail call noalias ptr @fopen(ptr noundef %1, ptr noundef %2)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
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
  %18 = load i32, ptr %5, align 4, !tbaa !9
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
  %35 = load i8, ptr %4, align 16
  %36 = icmp ne i8 %35, 0
  %37 = select i1 %7, i1 %36, i1 false
  %38 = select i1 %37, ptr @.str.67, ptr @.str.68
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.64, ptr noundef %0, ptr noundef nonnull %17, ptr noundef nonnull %34, ptr noundef nonnull %38)
  %40 = load i8, ptr %4, align 16
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
  store i32 0, ptr %4, align 4, !tbaa !9
  %5 = tail call i32 (ptr, i32, ...) @open(ptr noundef %1, i32 noundef %2, i32 noundef 420) #10
  %6 = icmp sgt i32 %5, -1
  %7 = select i1 %6, ptr @.str.65, ptr @.str.66
  %8 = load i32, ptr %4, align 4, !tbaa !9
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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef ptr @fgets(ptr noundef, i32 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree
declare noundef i32 @open(ptr nocapture noundef readonly, i32 noundef, ...) local_unnamed_addr #7

declare i32 @close(i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }
attributes #12 = { nounwind willreturn memory(read) }

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
