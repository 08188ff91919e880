; ModuleID = 'posix_io.c'
source_filename = "posix_io.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [10 x i8] c"alpha.txt\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"open: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"a new descriptor\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"read %zd: %.5s\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"lseek cur %ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"lseek end %ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"read at end %zd\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"last %zd: %.4s\0A\00", align 1
@.str.9 = private unnamed_addr constant [27 x i8] c"lseek before start %ld %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [26 x i8] c"write on O_RDONLY %zd %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"close %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [19 x i8] c"close again %d %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [20 x i8] c"read bad fd %zd %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [20 x i8] c"open missing %d %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"none\00", align 1
@.str.17 = private unnamed_addr constant [20 x i8] c"reuse: %d, next %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"data.bin\00", align 1
@.str.19 = private unnamed_addr constant [11 x i8] c"write %zd\0A\00", align 1
@.str.20 = private unnamed_addr constant [20 x i8] c"hello, descriptors\0A\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"more\0A\00", align 1
@.str.22 = private unnamed_addr constant [26 x i8] c"O_EXCL on existing %d %s\0A\00", align 1
@.str.23 = private unnamed_addr constant [10 x i8] c"appended\0A\00", align 1
@.str.24 = private unnamed_addr constant [13 x i8] c"back %zd:\0A%s\00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"HELLO\00", align 1
@.str.26 = private unnamed_addr constant [17 x i8] c"overwritten: %s\0A\00", align 1
@.str.27 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.28 = private unnamed_addr constant [16 x i8] c"fileno same %d\0A\00", align 1
@.str.29 = private unnamed_addr constant [11 x i8] c"fdopen: %s\00", align 1
@.str.30 = private unnamed_addr constant [22 x i8] c"closed with it %d %s\0A\00", align 1
@.str.31 = private unnamed_addr constant [11 x i8] c"unlink %d\0A\00", align 1
@.str.32 = private unnamed_addr constant [20 x i8] c"unlink again %d %s\0A\00", align 1
@.str.33 = private unnamed_addr constant [10 x i8] c"mkdir %d\0A\00", align 1
@.str.34 = private unnamed_addr constant [4 x i8] c"dir\00", align 1
@.str.35 = private unnamed_addr constant [19 x i8] c"mkdir again %d %s\0A\00", align 1
@.str.36 = private unnamed_addr constant [6 x i8] c"dir/f\00", align 1
@.str.37 = private unnamed_addr constant [23 x i8] c"rmdir not empty %d %s\0A\00", align 1
@.str.38 = private unnamed_addr constant [20 x i8] c"rmdir a file %d %s\0A\00", align 1
@.str.39 = private unnamed_addr constant [23 x i8] c"unlink a folder %d %s\0A\00", align 1
@.str.40 = private unnamed_addr constant [27 x i8] c"remove file, folder %d %d\0A\00", align 1
@.str.41 = private unnamed_addr constant [19 x i8] c"mkdir in ro %d %s\0A\00", align 1
@.str.42 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.43 = private unnamed_addr constant [14 x i8] c"access %d %d\0A\00", align 1
@.str.44 = private unnamed_addr constant [22 x i8] c"access missing %d %s\0A\00", align 1
@.str.45 = private unnamed_addr constant [20 x i8] c"stdio fds %d %d %d\0A\00", align 1
@stdin = external local_unnamed_addr global %struct._IO_FILE*, align 8
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@in.buf = internal global [4 x [1024 x i8]] zeroinitializer, align 16
@in.k = internal unnamed_addr global i32 0, align 4
@.str.46 = private unnamed_addr constant [6 x i8] c"%s/%s\00", align 1
@.str.47 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.48 = private unnamed_addr constant [7 x i8] c"ENOENT\00", align 1
@.str.49 = private unnamed_addr constant [7 x i8] c"EACCES\00", align 1
@.str.50 = private unnamed_addr constant [6 x i8] c"EBADF\00", align 1
@.str.51 = private unnamed_addr constant [7 x i8] c"EEXIST\00", align 1
@.str.52 = private unnamed_addr constant [7 x i8] c"EINVAL\00", align 1
@.str.53 = private unnamed_addr constant [7 x i8] c"EISDIR\00", align 1
@.str.54 = private unnamed_addr constant [8 x i8] c"ENOTDIR\00", align 1
@.str.55 = private unnamed_addr constant [6 x i8] c"EROFS\00", align 1
@.str.56 = private unnamed_addr constant [7 x i8] c"ESPIPE\00", align 1
@.str.57 = private unnamed_addr constant [6 x i8] c"EXDEV\00", align 1
@.str.58 = private unnamed_addr constant [6 x i8] c"EBUSY\00", align 1
@.str.59 = private unnamed_addr constant [10 x i8] c"ENOTEMPTY\00", align 1
@.str.60 = private unnamed_addr constant [6 x i8] c"EPERM\00", align 1
@.str.61 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [64 x i8], align 16
  %4 = icmp slt i32 %0, 3
  br i1 %4, label %591, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %6) #8
  %7 = getelementptr inbounds i8*, i8** %1, i64 1
  %8 = load i8*, i8** %7, align 8, !tbaa !5
  %9 = load i32, i32* @in.k, align 4, !tbaa !9
  %10 = add nsw i32 %9, 1
  %11 = srem i32 %10, 4
  store i32 %11, i32* @in.k, align 4, !tbaa !9
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %12, i64 0
  %14 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %13, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %8, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0)) #8
  %15 = load i32, i32* @in.k, align 4, !tbaa !9
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %16, i64 0
  %18 = tail call i32 (i8*, i32, ...) @open(i8* noundef nonnull %17, i32 noundef 0) #8
  %19 = icmp sgt i32 %18, 2
  %20 = select i1 %19, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i8* noundef %20)
  %22 = call i64 @read(i32 noundef %18, i8* noundef nonnull %6, i64 noundef 5) #8
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i64 0, i64 0), i64 noundef %22, i8* noundef nonnull %6)
  %24 = call i64 @lseek(i32 noundef %18, i64 noundef 0, i32 noundef 1) #8
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i64 noundef %24)
  %26 = call i64 @lseek(i32 noundef %18, i64 noundef 0, i32 noundef 2) #8
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i64 noundef %26)
  %28 = call i64 @read(i32 noundef %18, i8* noundef nonnull %6, i64 noundef 64) #8
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i64 0, i64 0), i64 noundef %28)
  %30 = call i64 @lseek(i32 noundef %18, i64 noundef -4, i32 noundef 2) #8
  %31 = call i64 @read(i32 noundef %18, i8* noundef nonnull %6, i64 noundef 64) #8
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i64 0, i64 0), i64 noundef %31, i8* noundef nonnull %6)
  %33 = tail call i32* @__errno_location() #9
  store i32 0, i32* %33, align 4, !tbaa !9
  %34 = call i64 @lseek(i32 noundef %18, i64 noundef -100, i32 noundef 0) #8
  %35 = load i32, i32* %33, align 4, !tbaa !9
  switch i32 %35, label %49 [
    i32 0, label %50
    i32 2, label %36
    i32 13, label %37
    i32 9, label %38
    i32 17, label %39
    i32 22, label %40
    i32 21, label %41
    i32 20, label %42
    i32 30, label %43
    i32 29, label %44
    i32 18, label %45
    i32 16, label %46
    i32 39, label %47
    i32 1, label %48
  ]

36:                                               ; preds = %5
  br label %50

37:                                               ; preds = %5
  br label %50

38:                                               ; preds = %5
  br label %50

39:                                               ; preds = %5
  br label %50

40:                                               ; preds = %5
  br label %50

41:                                               ; preds = %5
  br label %50

42:                                               ; preds = %5
  br label %50

43:                                               ; preds = %5
  br label %50

44:                                               ; preds = %5
  br label %50

45:                                               ; preds = %5
  br label %50

46:                                               ; preds = %5
  br label %50

47:                                               ; preds = %5
  br label %50

48:                                               ; preds = %5
  br label %50

49:                                               ; preds = %5
  br label %50

50:                                               ; preds = %5, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49
  %51 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.61, i64 0, i64 0), %49 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %48 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.59, i64 0, i64 0), %47 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.58, i64 0, i64 0), %46 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %45 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %44 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %43 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.54, i64 0, i64 0), %42 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %41 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.52, i64 0, i64 0), %40 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %39 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.50, i64 0, i64 0), %38 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.49, i64 0, i64 0), %37 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.48, i64 0, i64 0), %36 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.47, i64 0, i64 0), %5 ]
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.9, i64 0, i64 0), i64 noundef %34, i8* noundef nonnull %51)
  store i32 0, i32* %33, align 4, !tbaa !9
  %53 = call i64 @write(i32 noundef %18, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.11, i64 0, i64 0), i64 noundef 1) #8
  %54 = load i32, i32* %33, align 4, !tbaa !9
  switch i32 %54, label %68 [
    i32 0, label %69
    i32 2, label %55
    i32 13, label %56
    i32 9, label %57
    i32 17, label %58
    i32 22, label %59
    i32 21, label %60
    i32 20, label %61
    i32 30, label %62
    i32 29, label %63
    i32 18, label %64
    i32 16, label %65
    i32 39, label %66
    i32 1, label %67
  ]

55:                                               ; preds = %50
  br label %69

56:                                               ; preds = %50
  br label %69

57:                                               ; preds = %50
  br label %69

58:                                               ; preds = %50
  br label %69

59:                                               ; preds = %50
  br label %69

60:                                               ; preds = %50
  br label %69

61:                                               ; preds = %50
  br label %69

62:                                               ; preds = %50
  br label %69

63:                                               ; preds = %50
  br label %69

64:                                               ; preds = %50
  br label %69

65:                                               ; preds = %50
  br label %69

66:                                               ; preds = %50
  br label %69

67:                                               ; preds = %50
  br label %69

68:                                               ; preds = %50
  br label %69

69:                                               ; preds = %50, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68
  %70 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.61, i64 0, i64 0), %68 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %67 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.59, i64 0, i64 0), %66 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.58, i64 0, i64 0), %65 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %64 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %63 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %62 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.54, i64 0, i64 0), %61 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %60 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.52, i64 0, i64 0), %59 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %58 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.50, i64 0, i64 0), %57 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.49, i64 0, i64 0), %56 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.48, i64 0, i64 0), %55 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.47, i64 0, i64 0), %50 ]
  %71 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.10, i64 0, i64 0), i64 noundef %53, i8* noundef nonnull %70)
  %72 = call i32 @close(i32 noundef %18) #8
  %73 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.12, i64 0, i64 0), i32 noundef %72)
  store i32 0, i32* %33, align 4, !tbaa !9
  %74 = call i32 @close(i32 noundef %18) #8
  %75 = load i32, i32* %33, align 4, !tbaa !9
  switch i32 %75, label %89 [
    i32 0, label %90
    i32 2, label %76
    i32 13, label %77
    i32 9, label %78
    i32 17, label %79
    i32 22, label %80
    i32 21, label %81
    i32 20, label %82
    i32 30, label %83
    i32 29, label %84
    i32 18, label %85
    i32 16, label %86
    i32 39, label %87
    i32 1, label %88
  ]

76:                                               ; preds = %69
  br label %90

77:                                               ; preds = %69
  br label %90

78:                                               ; preds = %69
  br label %90

79:                                               ; preds = %69
  br label %90

80:                                               ; preds = %69
  br label %90

81:                                               ; preds = %69
  br label %90

82:                                               ; preds = %69
  br label %90

83:                                               ; preds = %69
  br label %90

84:                                               ; preds = %69
  br label %90

85:                                               ; preds = %69
  br label %90

86:                                               ; preds = %69
  br label %90

87:                                               ; preds = %69
  br label %90

88:                                               ; preds = %69
  br label %90

89:                                               ; preds = %69
  br label %90

90:                                               ; preds = %69, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89
  %91 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.61, i64 0, i64 0), %89 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %88 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.59, i64 0, i64 0), %87 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.58, i64 0, i64 0), %86 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %85 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %84 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %83 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.54, i64 0, i64 0), %82 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %81 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.52, i64 0, i64 0), %80 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %79 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.50, i64 0, i64 0), %78 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.49, i64 0, i64 0), %77 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.48, i64 0, i64 0), %76 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.47, i64 0, i64 0), %69 ]
  %92 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.13, i64 0, i64 0), i32 noundef %74, i8* noundef nonnull %91)
  store i32 0, i32* %33, align 4, !tbaa !9
  %93 = call i64 @read(i32 noundef 99, i8* noundef nonnull %6, i64 noundef 1) #8
  %94 = load i32, i32* %33, align 4, !tbaa !9
  switch i32 %94, label %108 [
    i32 0, label %109
    i32 2, label %95
    i32 13, label %96
    i32 9, label %97
    i32 17, label %98
    i32 22, label %99
    i32 21, label %100
    i32 20, label %101
    i32 30, label %102
    i32 29, label %103
    i32 18, label %104
    i32 16, label %105
    i32 39, label %106
    i32 1, label %107
  ]

95:                                               ; preds = %90
  br label %109

96:                                               ; preds = %90
  br label %109

97:                                               ; preds = %90
  br label %109

98:                                               ; preds = %90
  br label %109

99:                                               ; preds = %90
  br label %109

100:                                              ; preds = %90
  br label %109

101:                                              ; preds = %90
  br label %109

102:                                              ; preds = %90
  br label %109

103:                                              ; preds = %90
  br label %109

104:                                              ; preds = %90
  br label %109

105:                                              ; preds = %90
  br label %109

106:                                              ; preds = %90
  br label %109

107:                                              ; preds = %90
  br label %109

108:                                              ; preds = %90
  br label %109

109:                                              ; preds = %90, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108
  %110 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.61, i64 0, i64 0), %108 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %107 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.59, i64 0, i64 0), %106 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.58, i64 0, i64 0), %105 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %104 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %103 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %102 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.54, i64 0, i64 0), %101 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %100 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.52, i64 0, i64 0), %99 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %98 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.50, i64 0, i64 0), %97 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.49, i64 0, i64 0), %96 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.48, i64 0, i64 0), %95 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.47, i64 0, i64 0), %90 ]
  %111 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.14, i64 0, i64 0), i64 noundef %93, i8* noundef nonnull %110)
  store i32 0, i32* %33, align 4, !tbaa !9
  %112 = load i8*, i8** %7, align 8, !tbaa !5
  %113 = load i32, i32* @in.k, align 4, !tbaa !9
  %114 = add nsw i32 %113, 1
  %115 = srem i32 %114, 4
  store i32 %115, i32* @in.k, align 4, !tbaa !9
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %116, i64 0
  %118 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %117, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %112, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0)) #8
  %119 = load i32, i32* @in.k, align 4, !tbaa !9
  %120 = zext i32 %119 to i64
  %121 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %120, i64 0
  %122 = call i32 (i8*, i32, ...) @open(i8* noundef nonnull %121, i32 noundef 0) #8
  %123 = load i32, i32* %33, align 4, !tbaa !9
  switch i32 %123, label %137 [
    i32 0, label %138
    i32 2, label %124
    i32 13, label %125
    i32 9, label %126
    i32 17, label %127
    i32 22, label %128
    i32 21, label %129
    i32 20, label %130
    i32 30, label %131
    i32 29, label %132
    i32 18, label %133
    i32 16, label %134
    i32 39, label %135
    i32 1, label %136
  ]

124:                                              ; preds = %109
  br label %138

125:                                              ; preds = %109
  br label %138

126:                                              ; preds = %109
  br label %138

127:                                              ; preds = %109
  br label %138

128:                                              ; preds = %109
  br label %138

129:                                              ; preds = %109
  br label %138

130:                                              ; preds = %109
  br label %138

131:                                              ; preds = %109
  br label %138

132:                                              ; preds = %109
  br label %138

133:                                              ; preds = %109
  br label %138

134:                                              ; preds = %109
  br label %138

135:                                              ; preds = %109
  br label %138

136:                                              ; preds = %109
  br label %138

137:                                              ; preds = %109
  br label %138

138:                                              ; preds = %109, %124, %125, %126, %127, %128, %129, %130, %131, %132, %133, %134, %135, %136, %137
  %139 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.61, i64 0, i64 0), %137 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %136 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.59, i64 0, i64 0), %135 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.58, i64 0, i64 0), %134 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %133 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %132 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %131 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.54, i64 0, i64 0), %130 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %129 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.52, i64 0, i64 0), %128 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %127 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.50, i64 0, i64 0), %126 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.49, i64 0, i64 0), %125 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.48, i64 0, i64 0), %124 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.47, i64 0, i64 0), %109 ]
  %140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i64 0, i64 0), i32 noundef %122, i8* noundef nonnull %139)
  %141 = load i8*, i8** %7, align 8, !tbaa !5
  %142 = load i32, i32* @in.k, align 4, !tbaa !9
  %143 = add nsw i32 %142, 1
  %144 = srem i32 %143, 4
  store i32 %144, i32* @in.k, align 4, !tbaa !9
  %145 = zext i32 %144 to i64
  %146 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %145, i64 0
  %147 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %146, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %141, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0)) #8
  %148 = load i32, i32* @in.k, align 4, !tbaa !9
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %149, i64 0
  %151 = call i32 (i8*, i32, ...) @open(i8* noundef nonnull %150, i32 noundef 0) #8
  %152 = load i8*, i8** %7, align 8, !tbaa !5
  %153 = load i32, i32* @in.k, align 4, !tbaa !9
  %154 = add nsw i32 %153, 1
  %155 = srem i32 %154, 4
  store i32 %155, i32* @in.k, align 4, !tbaa !9
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %156, i64 0
  %158 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %157, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %152, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0)) #8
  %159 = load i32, i32* @in.k, align 4, !tbaa !9
  %160 = zext i32 %159 to i64
  %161 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %160, i64 0
  %162 = call i32 (i8*, i32, ...) @open(i8* noundef nonnull %161, i32 noundef 0) #8
  %163 = call i32 @close(i32 noundef %151) #8
  %164 = load i8*, i8** %7, align 8, !tbaa !5
  %165 = load i32, i32* @in.k, align 4, !tbaa !9
  %166 = add nsw i32 %165, 1
  %167 = srem i32 %166, 4
  store i32 %167, i32* @in.k, align 4, !tbaa !9
  %168 = zext i32 %167 to i64
  %169 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %168, i64 0
  %170 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %169, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %164, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0)) #8
  %171 = load i32, i32* @in.k, align 4, !tbaa !9
  %172 = zext i32 %171 to i64
  %173 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %172, i64 0
  %174 = call i32 (i8*, i32, ...) @open(i8* noundef nonnull %173, i32 noundef 0) #8
  %175 = icmp eq i32 %174, %151
  %176 = zext i1 %175 to i32
  %177 = add nsw i32 %151, 1
  %178 = icmp eq i32 %162, %177
  %179 = zext i1 %178 to i32
  %180 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.17, i64 0, i64 0), i32 noundef %176, i32 noundef %179)
  %181 = call i32 @close(i32 noundef %162) #8
  %182 = call i32 @close(i32 noundef %174) #8
  %183 = getelementptr inbounds i8*, i8** %1, i64 2
  %184 = load i8*, i8** %183, align 8, !tbaa !5
  %185 = load i32, i32* @in.k, align 4, !tbaa !9
  %186 = add nsw i32 %185, 1
  %187 = srem i32 %186, 4
  store i32 %187, i32* @in.k, align 4, !tbaa !9
  %188 = zext i32 %187 to i64
  %189 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %188, i64 0
  %190 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %189, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %184, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0)) #8
  %191 = load i32, i32* @in.k, align 4, !tbaa !9
  %192 = zext i32 %191 to i64
  %193 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %192, i64 0
  %194 = call i32 (i8*, i32, ...) @open(i8* noundef nonnull %193, i32 noundef 577, i32 noundef 420) #8
  %195 = call i64 @write(i32 noundef %194, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.20, i64 0, i64 0), i64 noundef 19) #8
  %196 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.19, i64 0, i64 0), i64 noundef %195)
  %197 = call i64 @write(i32 noundef %194, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i64 noundef 5) #8
  %198 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.19, i64 0, i64 0), i64 noundef %197)
  %199 = call i32 @close(i32 noundef %194) #8
  store i32 0, i32* %33, align 4, !tbaa !9
  %200 = load i8*, i8** %183, align 8, !tbaa !5
  %201 = load i32, i32* @in.k, align 4, !tbaa !9
  %202 = add nsw i32 %201, 1
  %203 = srem i32 %202, 4
  store i32 %203, i32* @in.k, align 4, !tbaa !9
  %204 = zext i32 %203 to i64
  %205 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %204, i64 0
  %206 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %205, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %200, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0)) #8
  %207 = load i32, i32* @in.k, align 4, !tbaa !9
  %208 = zext i32 %207 to i64
  %209 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %208, i64 0
  %210 = call i32 (i8*, i32, ...) @open(i8* noundef nonnull %209, i32 noundef 193, i32 noundef 420) #8
  %211 = load i32, i32* %33, align 4, !tbaa !9
  switch i32 %211, label %225 [
    i32 0, label %226
    i32 2, label %212
    i32 13, label %213
    i32 9, label %214
    i32 17, label %215
    i32 22, label %216
    i32 21, label %217
    i32 20, label %218
    i32 30, label %219
    i32 29, label %220
    i32 18, label %221
    i32 16, label %222
    i32 39, label %223
    i32 1, label %224
  ]

212:                                              ; preds = %138
  br label %226

213:                                              ; preds = %138
  br label %226

214:                                              ; preds = %138
  br label %226

215:                                              ; preds = %138
  br label %226

216:                                              ; preds = %138
  br label %226

217:                                              ; preds = %138
  br label %226

218:                                              ; preds = %138
  br label %226

219:                                              ; preds = %138
  br label %226

220:                                              ; preds = %138
  br label %226

221:                                              ; preds = %138
  br label %226

222:                                              ; preds = %138
  br label %226

223:                                              ; preds = %138
  br label %226

224:                                              ; preds = %138
  br label %226

225:                                              ; preds = %138
  br label %226

226:                                              ; preds = %138, %212, %213, %214, %215, %216, %217, %218, %219, %220, %221, %222, %223, %224, %225
  %227 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.61, i64 0, i64 0), %225 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %224 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.59, i64 0, i64 0), %223 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.58, i64 0, i64 0), %222 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %221 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %220 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %219 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.54, i64 0, i64 0), %218 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %217 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.52, i64 0, i64 0), %216 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %215 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.50, i64 0, i64 0), %214 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.49, i64 0, i64 0), %213 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.48, i64 0, i64 0), %212 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.47, i64 0, i64 0), %138 ]
  %228 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.22, i64 0, i64 0), i32 noundef %210, i8* noundef nonnull %227)
  %229 = load i8*, i8** %183, align 8, !tbaa !5
  %230 = load i32, i32* @in.k, align 4, !tbaa !9
  %231 = add nsw i32 %230, 1
  %232 = srem i32 %231, 4
  store i32 %232, i32* @in.k, align 4, !tbaa !9
  %233 = zext i32 %232 to i64
  %234 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %233, i64 0
  %235 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %234, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %229, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0)) #8
  %236 = load i32, i32* @in.k, align 4, !tbaa !9
  %237 = zext i32 %236 to i64
  %238 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %237, i64 0
  %239 = call i32 (i8*, i32, ...) @open(i8* noundef nonnull %238, i32 noundef 1025) #8
  %240 = call i64 @write(i32 noundef %239, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.23, i64 0, i64 0), i64 noundef 9) #8
  %241 = call i32 @close(i32 noundef %239) #8
  %242 = load i8*, i8** %183, align 8, !tbaa !5
  %243 = load i32, i32* @in.k, align 4, !tbaa !9
  %244 = add nsw i32 %243, 1
  %245 = srem i32 %244, 4
  store i32 %245, i32* @in.k, align 4, !tbaa !9
  %246 = zext i32 %245 to i64
  %247 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %246, i64 0
  %248 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %247, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %242, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0)) #8
  %249 = load i32, i32* @in.k, align 4, !tbaa !9
  %250 = zext i32 %249 to i64
  %251 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %250, i64 0
  %252 = call i32 (i8*, i32, ...) @open(i8* noundef nonnull %251, i32 noundef 2) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %6, i8 0, i64 64, i1 false)
  %253 = call i64 @read(i32 noundef %252, i8* noundef nonnull %6, i64 noundef 63) #8
  %254 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.24, i64 0, i64 0), i64 noundef %253, i8* noundef nonnull %6)
  %255 = call i64 @lseek(i32 noundef %252, i64 noundef 0, i32 noundef 0) #8
  %256 = call i64 @write(i32 noundef %252, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.25, i64 0, i64 0), i64 noundef 5) #8
  %257 = call i64 @lseek(i32 noundef %252, i64 noundef 0, i32 noundef 0) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %6, i8 0, i64 64, i1 false)
  %258 = call i64 @read(i32 noundef %252, i8* noundef nonnull %6, i64 noundef 10) #8
  %259 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.26, i64 0, i64 0), i8* noundef nonnull %6)
  %260 = call i32 @close(i32 noundef %252) #8
  %261 = load i8*, i8** %183, align 8, !tbaa !5
  %262 = load i32, i32* @in.k, align 4, !tbaa !9
  %263 = add nsw i32 %262, 1
  %264 = srem i32 %263, 4
  store i32 %264, i32* @in.k, align 4, !tbaa !9
  %265 = zext i32 %264 to i64
  %266 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %265, i64 0
  %267 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %266, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %261, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0)) #8
  %268 = load i32, i32* @in.k, align 4, !tbaa !9
  %269 = zext i32 %268 to i64
  %270 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %269, i64 0
  %271 = call i32 (i8*, i32, ...) @open(i8* noundef nonnull %270, i32 noundef 0) #8
  %272 = call noalias %struct._IO_FILE* @fdopen(i32 noundef %271, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i64 0, i64 0)) #8
  %273 = call i32 @fileno(%struct._IO_FILE* noundef %272) #8
  %274 = icmp eq i32 %273, %271
  %275 = zext i1 %274 to i32
  %276 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.28, i64 0, i64 0), i32 noundef %275)
  %277 = call i8* @fgets(i8* noundef nonnull %6, i32 noundef 64, %struct._IO_FILE* noundef %272)
  %278 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.29, i64 0, i64 0), i8* noundef %277)
  %279 = call i32 @fclose(%struct._IO_FILE* noundef %272)
  store i32 0, i32* %33, align 4, !tbaa !9
  %280 = call i32 @close(i32 noundef %271) #8
  %281 = load i32, i32* %33, align 4, !tbaa !9
  switch i32 %281, label %295 [
    i32 0, label %296
    i32 2, label %282
    i32 13, label %283
    i32 9, label %284
    i32 17, label %285
    i32 22, label %286
    i32 21, label %287
    i32 20, label %288
    i32 30, label %289
    i32 29, label %290
    i32 18, label %291
    i32 16, label %292
    i32 39, label %293
    i32 1, label %294
  ]

282:                                              ; preds = %226
  br label %296

283:                                              ; preds = %226
  br label %296

284:                                              ; preds = %226
  br label %296

285:                                              ; preds = %226
  br label %296

286:                                              ; preds = %226
  br label %296

287:                                              ; preds = %226
  br label %296

288:                                              ; preds = %226
  br label %296

289:                                              ; preds = %226
  br label %296

290:                                              ; preds = %226
  br label %296

291:                                              ; preds = %226
  br label %296

292:                                              ; preds = %226
  br label %296

293:                                              ; preds = %226
  br label %296

294:                                              ; preds = %226
  br label %296

295:                                              ; preds = %226
  br label %296

296:                                              ; preds = %226, %282, %283, %284, %285, %286, %287, %288, %289, %290, %291, %292, %293, %294, %295
  %297 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.61, i64 0, i64 0), %295 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %294 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.59, i64 0, i64 0), %293 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.58, i64 0, i64 0), %292 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %291 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %290 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %289 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.54, i64 0, i64 0), %288 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %287 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.52, i64 0, i64 0), %286 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %285 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.50, i64 0, i64 0), %284 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.49, i64 0, i64 0), %283 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.48, i64 0, i64 0), %282 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.47, i64 0, i64 0), %226 ]
  %298 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.30, i64 0, i64 0), i32 noundef %280, i8* noundef nonnull %297)
  %299 = load i8*, i8** %183, align 8, !tbaa !5
  %300 = load i32, i32* @in.k, align 4, !tbaa !9
  %301 = add nsw i32 %300, 1
  %302 = srem i32 %301, 4
  store i32 %302, i32* @in.k, align 4, !tbaa !9
  %303 = zext i32 %302 to i64
  %304 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %303, i64 0
  %305 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %304, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %299, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0)) #8
  %306 = load i32, i32* @in.k, align 4, !tbaa !9
  %307 = zext i32 %306 to i64
  %308 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %307, i64 0
  %309 = call i32 @unlink(i8* noundef nonnull %308) #8
  %310 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.31, i64 0, i64 0), i32 noundef %309)
  store i32 0, i32* %33, align 4, !tbaa !9
  %311 = load i8*, i8** %183, align 8, !tbaa !5
  %312 = load i32, i32* @in.k, align 4, !tbaa !9
  %313 = add nsw i32 %312, 1
  %314 = srem i32 %313, 4
  store i32 %314, i32* @in.k, align 4, !tbaa !9
  %315 = zext i32 %314 to i64
  %316 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %315, i64 0
  %317 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %316, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %311, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0)) #8
  %318 = load i32, i32* @in.k, align 4, !tbaa !9
  %319 = zext i32 %318 to i64
  %320 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %319, i64 0
  %321 = call i32 @unlink(i8* noundef nonnull %320) #8
  %322 = load i32, i32* %33, align 4, !tbaa !9
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

323:                                              ; preds = %296
  br label %337

324:                                              ; preds = %296
  br label %337

325:                                              ; preds = %296
  br label %337

326:                                              ; preds = %296
  br label %337

327:                                              ; preds = %296
  br label %337

328:                                              ; preds = %296
  br label %337

329:                                              ; preds = %296
  br label %337

330:                                              ; preds = %296
  br label %337

331:                                              ; preds = %296
  br label %337

332:                                              ; preds = %296
  br label %337

333:                                              ; preds = %296
  br label %337

334:                                              ; preds = %296
  br label %337

335:                                              ; preds = %296
  br label %337

336:                                              ; preds = %296
  br label %337

337:                                              ; preds = %296, %323, %324, %325, %326, %327, %328, %329, %330, %331, %332, %333, %334, %335, %336
  %338 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.61, i64 0, i64 0), %336 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %335 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.59, i64 0, i64 0), %334 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.58, i64 0, i64 0), %333 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %332 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %331 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %330 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.54, i64 0, i64 0), %329 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %328 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.52, i64 0, i64 0), %327 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %326 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.50, i64 0, i64 0), %325 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.49, i64 0, i64 0), %324 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.48, i64 0, i64 0), %323 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.47, i64 0, i64 0), %296 ]
  %339 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.32, i64 0, i64 0), i32 noundef %321, i8* noundef nonnull %338)
  %340 = load i8*, i8** %183, align 8, !tbaa !5
  %341 = load i32, i32* @in.k, align 4, !tbaa !9
  %342 = add nsw i32 %341, 1
  %343 = srem i32 %342, 4
  store i32 %343, i32* @in.k, align 4, !tbaa !9
  %344 = zext i32 %343 to i64
  %345 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %344, i64 0
  %346 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %345, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %340, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.34, i64 0, i64 0)) #8
  %347 = load i32, i32* @in.k, align 4, !tbaa !9
  %348 = zext i32 %347 to i64
  %349 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %348, i64 0
  %350 = call i32 @mkdir(i8* noundef nonnull %349, i32 noundef 493) #8
  %351 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.33, i64 0, i64 0), i32 noundef %350)
  store i32 0, i32* %33, align 4, !tbaa !9
  %352 = load i8*, i8** %183, align 8, !tbaa !5
  %353 = load i32, i32* @in.k, align 4, !tbaa !9
  %354 = add nsw i32 %353, 1
  %355 = srem i32 %354, 4
  store i32 %355, i32* @in.k, align 4, !tbaa !9
  %356 = zext i32 %355 to i64
  %357 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %356, i64 0
  %358 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %357, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %352, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.34, i64 0, i64 0)) #8
  %359 = load i32, i32* @in.k, align 4, !tbaa !9
  %360 = zext i32 %359 to i64
  %361 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %360, i64 0
  %362 = call i32 @mkdir(i8* noundef nonnull %361, i32 noundef 493) #8
  %363 = load i32, i32* %33, align 4, !tbaa !9
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

364:                                              ; preds = %337
  br label %378

365:                                              ; preds = %337
  br label %378

366:                                              ; preds = %337
  br label %378

367:                                              ; preds = %337
  br label %378

368:                                              ; preds = %337
  br label %378

369:                                              ; preds = %337
  br label %378

370:                                              ; preds = %337
  br label %378

371:                                              ; preds = %337
  br label %378

372:                                              ; preds = %337
  br label %378

373:                                              ; preds = %337
  br label %378

374:                                              ; preds = %337
  br label %378

375:                                              ; preds = %337
  br label %378

376:                                              ; preds = %337
  br label %378

377:                                              ; preds = %337
  br label %378

378:                                              ; preds = %337, %364, %365, %366, %367, %368, %369, %370, %371, %372, %373, %374, %375, %376, %377
  %379 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.61, i64 0, i64 0), %377 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %376 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.59, i64 0, i64 0), %375 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.58, i64 0, i64 0), %374 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %373 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %372 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %371 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.54, i64 0, i64 0), %370 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %369 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.52, i64 0, i64 0), %368 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %367 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.50, i64 0, i64 0), %366 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.49, i64 0, i64 0), %365 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.48, i64 0, i64 0), %364 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.47, i64 0, i64 0), %337 ]
  %380 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.35, i64 0, i64 0), i32 noundef %362, i8* noundef nonnull %379)
  %381 = load i8*, i8** %183, align 8, !tbaa !5
  %382 = load i32, i32* @in.k, align 4, !tbaa !9
  %383 = add nsw i32 %382, 1
  %384 = srem i32 %383, 4
  store i32 %384, i32* @in.k, align 4, !tbaa !9
  %385 = zext i32 %384 to i64
  %386 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %385, i64 0
  %387 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %386, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %381, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.36, i64 0, i64 0)) #8
  %388 = load i32, i32* @in.k, align 4, !tbaa !9
  %389 = zext i32 %388 to i64
  %390 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %389, i64 0
  %391 = call i32 (i8*, i32, ...) @open(i8* noundef nonnull %390, i32 noundef 65, i32 noundef 420) #8
  %392 = call i32 @close(i32 noundef %391) #8
  store i32 0, i32* %33, align 4, !tbaa !9
  %393 = load i8*, i8** %183, align 8, !tbaa !5
  %394 = load i32, i32* @in.k, align 4, !tbaa !9
  %395 = add nsw i32 %394, 1
  %396 = srem i32 %395, 4
  store i32 %396, i32* @in.k, align 4, !tbaa !9
  %397 = zext i32 %396 to i64
  %398 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %397, i64 0
  %399 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %398, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %393, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.34, i64 0, i64 0)) #8
  %400 = load i32, i32* @in.k, align 4, !tbaa !9
  %401 = zext i32 %400 to i64
  %402 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %401, i64 0
  %403 = call i32 @rmdir(i8* noundef nonnull %402) #8
  %404 = load i32, i32* %33, align 4, !tbaa !9
  switch i32 %404, label %418 [
    i32 0, label %419
    i32 2, label %405
    i32 13, label %406
    i32 9, label %407
    i32 17, label %408
    i32 22, label %409
    i32 21, label %410
    i32 20, label %411
    i32 30, label %412
    i32 29, label %413
    i32 18, label %414
    i32 16, label %415
    i32 39, label %416
    i32 1, label %417
  ]

405:                                              ; preds = %378
  br label %419

406:                                              ; preds = %378
  br label %419

407:                                              ; preds = %378
  br label %419

408:                                              ; preds = %378
  br label %419

409:                                              ; preds = %378
  br label %419

410:                                              ; preds = %378
  br label %419

411:                                              ; preds = %378
  br label %419

412:                                              ; preds = %378
  br label %419

413:                                              ; preds = %378
  br label %419

414:                                              ; preds = %378
  br label %419

415:                                              ; preds = %378
  br label %419

416:                                              ; preds = %378
  br label %419

417:                                              ; preds = %378
  br label %419

418:                                              ; preds = %378
  br label %419

419:                                              ; preds = %378, %405, %406, %407, %408, %409, %410, %411, %412, %413, %414, %415, %416, %417, %418
  %420 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.61, i64 0, i64 0), %418 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %417 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.59, i64 0, i64 0), %416 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.58, i64 0, i64 0), %415 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %414 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %413 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %412 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.54, i64 0, i64 0), %411 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %410 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.52, i64 0, i64 0), %409 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %408 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.50, i64 0, i64 0), %407 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.49, i64 0, i64 0), %406 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.48, i64 0, i64 0), %405 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.47, i64 0, i64 0), %378 ]
  %421 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.37, i64 0, i64 0), i32 noundef %403, i8* noundef nonnull %420)
  store i32 0, i32* %33, align 4, !tbaa !9
  %422 = load i8*, i8** %183, align 8, !tbaa !5
  %423 = load i32, i32* @in.k, align 4, !tbaa !9
  %424 = add nsw i32 %423, 1
  %425 = srem i32 %424, 4
  store i32 %425, i32* @in.k, align 4, !tbaa !9
  %426 = zext i32 %425 to i64
  %427 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %426, i64 0
  %428 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %427, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %422, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.36, i64 0, i64 0)) #8
  %429 = load i32, i32* @in.k, align 4, !tbaa !9
  %430 = zext i32 %429 to i64
  %431 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %430, i64 0
  %432 = call i32 @rmdir(i8* noundef nonnull %431) #8
  %433 = load i32, i32* %33, align 4, !tbaa !9
  switch i32 %433, label %447 [
    i32 0, label %448
    i32 2, label %434
    i32 13, label %435
    i32 9, label %436
    i32 17, label %437
    i32 22, label %438
    i32 21, label %439
    i32 20, label %440
    i32 30, label %441
    i32 29, label %442
    i32 18, label %443
    i32 16, label %444
    i32 39, label %445
    i32 1, label %446
  ]

434:                                              ; preds = %419
  br label %448

435:                                              ; preds = %419
  br label %448

436:                                              ; preds = %419
  br label %448

437:                                              ; preds = %419
  br label %448

438:                                              ; preds = %419
  br label %448

439:                                              ; preds = %419
  br label %448

440:                                              ; preds = %419
  br label %448

441:                                              ; preds = %419
  br label %448

442:                                              ; preds = %419
  br label %448

443:                                              ; preds = %419
  br label %448

444:                                              ; preds = %419
  br label %448

445:                                              ; preds = %419
  br label %448

446:                                              ; preds = %419
  br label %448

447:                                              ; preds = %419
  br label %448

448:                                              ; preds = %419, %434, %435, %436, %437, %438, %439, %440, %441, %442, %443, %444, %445, %446, %447
  %449 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.61, i64 0, i64 0), %447 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %446 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.59, i64 0, i64 0), %445 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.58, i64 0, i64 0), %444 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %443 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %442 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %441 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.54, i64 0, i64 0), %440 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %439 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.52, i64 0, i64 0), %438 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %437 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.50, i64 0, i64 0), %436 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.49, i64 0, i64 0), %435 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.48, i64 0, i64 0), %434 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.47, i64 0, i64 0), %419 ]
  %450 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.38, i64 0, i64 0), i32 noundef %432, i8* noundef nonnull %449)
  store i32 0, i32* %33, align 4, !tbaa !9
  %451 = load i8*, i8** %183, align 8, !tbaa !5
  %452 = load i32, i32* @in.k, align 4, !tbaa !9
  %453 = add nsw i32 %452, 1
  %454 = srem i32 %453, 4
  store i32 %454, i32* @in.k, align 4, !tbaa !9
  %455 = zext i32 %454 to i64
  %456 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %455, i64 0
  %457 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %456, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %451, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.34, i64 0, i64 0)) #8
  %458 = load i32, i32* @in.k, align 4, !tbaa !9
  %459 = zext i32 %458 to i64
  %460 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %459, i64 0
  %461 = call i32 @unlink(i8* noundef nonnull %460) #8
  %462 = load i32, i32* %33, align 4, !tbaa !9
  switch i32 %462, label %476 [
    i32 0, label %477
    i32 2, label %463
    i32 13, label %464
    i32 9, label %465
    i32 17, label %466
    i32 22, label %467
    i32 21, label %468
    i32 20, label %469
    i32 30, label %470
    i32 29, label %471
    i32 18, label %472
    i32 16, label %473
    i32 39, label %474
    i32 1, label %475
  ]

463:                                              ; preds = %448
  br label %477

464:                                              ; preds = %448
  br label %477

465:                                              ; preds = %448
  br label %477

466:                                              ; preds = %448
  br label %477

467:                                              ; preds = %448
  br label %477

468:                                              ; preds = %448
  br label %477

469:                                              ; preds = %448
  br label %477

470:                                              ; preds = %448
  br label %477

471:                                              ; preds = %448
  br label %477

472:                                              ; preds = %448
  br label %477

473:                                              ; preds = %448
  br label %477

474:                                              ; preds = %448
  br label %477

475:                                              ; preds = %448
  br label %477

476:                                              ; preds = %448
  br label %477

477:                                              ; preds = %448, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %474, %475, %476
  %478 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.61, i64 0, i64 0), %476 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %475 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.59, i64 0, i64 0), %474 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.58, i64 0, i64 0), %473 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %472 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %471 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %470 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.54, i64 0, i64 0), %469 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %468 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.52, i64 0, i64 0), %467 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %466 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.50, i64 0, i64 0), %465 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.49, i64 0, i64 0), %464 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.48, i64 0, i64 0), %463 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.47, i64 0, i64 0), %448 ]
  %479 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.39, i64 0, i64 0), i32 noundef %461, i8* noundef nonnull %478)
  %480 = load i8*, i8** %183, align 8, !tbaa !5
  %481 = load i32, i32* @in.k, align 4, !tbaa !9
  %482 = add nsw i32 %481, 1
  %483 = srem i32 %482, 4
  store i32 %483, i32* @in.k, align 4, !tbaa !9
  %484 = zext i32 %483 to i64
  %485 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %484, i64 0
  %486 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %485, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %480, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.36, i64 0, i64 0)) #8
  %487 = load i32, i32* @in.k, align 4, !tbaa !9
  %488 = zext i32 %487 to i64
  %489 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %488, i64 0
  %490 = call i32 @remove(i8* noundef nonnull %489) #8
  %491 = load i8*, i8** %183, align 8, !tbaa !5
  %492 = load i32, i32* @in.k, align 4, !tbaa !9
  %493 = add nsw i32 %492, 1
  %494 = srem i32 %493, 4
  store i32 %494, i32* @in.k, align 4, !tbaa !9
  %495 = zext i32 %494 to i64
  %496 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %495, i64 0
  %497 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %496, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %491, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.34, i64 0, i64 0)) #8
  %498 = load i32, i32* @in.k, align 4, !tbaa !9
  %499 = zext i32 %498 to i64
  %500 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %499, i64 0
  %501 = call i32 @remove(i8* noundef nonnull %500) #8
  %502 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.40, i64 0, i64 0), i32 noundef %490, i32 noundef %501)
  store i32 0, i32* %33, align 4, !tbaa !9
  %503 = load i8*, i8** %7, align 8, !tbaa !5
  %504 = load i32, i32* @in.k, align 4, !tbaa !9
  %505 = add nsw i32 %504, 1
  %506 = srem i32 %505, 4
  store i32 %506, i32* @in.k, align 4, !tbaa !9
  %507 = zext i32 %506 to i64
  %508 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %507, i64 0
  %509 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %508, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %503, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.42, i64 0, i64 0)) #8
  %510 = load i32, i32* @in.k, align 4, !tbaa !9
  %511 = zext i32 %510 to i64
  %512 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %511, i64 0
  %513 = call i32 @mkdir(i8* noundef nonnull %512, i32 noundef 493) #8
  %514 = load i32, i32* %33, align 4, !tbaa !9
  switch i32 %514, label %528 [
    i32 0, label %529
    i32 2, label %515
    i32 13, label %516
    i32 9, label %517
    i32 17, label %518
    i32 22, label %519
    i32 21, label %520
    i32 20, label %521
    i32 30, label %522
    i32 29, label %523
    i32 18, label %524
    i32 16, label %525
    i32 39, label %526
    i32 1, label %527
  ]

515:                                              ; preds = %477
  br label %529

516:                                              ; preds = %477
  br label %529

517:                                              ; preds = %477
  br label %529

518:                                              ; preds = %477
  br label %529

519:                                              ; preds = %477
  br label %529

520:                                              ; preds = %477
  br label %529

521:                                              ; preds = %477
  br label %529

522:                                              ; preds = %477
  br label %529

523:                                              ; preds = %477
  br label %529

524:                                              ; preds = %477
  br label %529

525:                                              ; preds = %477
  br label %529

526:                                              ; preds = %477
  br label %529

527:                                              ; preds = %477
  br label %529

528:                                              ; preds = %477
  br label %529

529:                                              ; preds = %477, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528
  %530 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.61, i64 0, i64 0), %528 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %527 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.59, i64 0, i64 0), %526 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.58, i64 0, i64 0), %525 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %524 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %523 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %522 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.54, i64 0, i64 0), %521 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %520 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.52, i64 0, i64 0), %519 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %518 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.50, i64 0, i64 0), %517 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.49, i64 0, i64 0), %516 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.48, i64 0, i64 0), %515 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.47, i64 0, i64 0), %477 ]
  %531 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.41, i64 0, i64 0), i32 noundef %513, i8* noundef nonnull %530)
  %532 = load i8*, i8** %7, align 8, !tbaa !5
  %533 = load i32, i32* @in.k, align 4, !tbaa !9
  %534 = add nsw i32 %533, 1
  %535 = srem i32 %534, 4
  store i32 %535, i32* @in.k, align 4, !tbaa !9
  %536 = zext i32 %535 to i64
  %537 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %536, i64 0
  %538 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %537, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %532, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0)) #8
  %539 = load i32, i32* @in.k, align 4, !tbaa !9
  %540 = zext i32 %539 to i64
  %541 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %540, i64 0
  %542 = call i32 @access(i8* noundef nonnull %541, i32 noundef 0) #8
  %543 = load i8*, i8** %7, align 8, !tbaa !5
  %544 = load i32, i32* @in.k, align 4, !tbaa !9
  %545 = add nsw i32 %544, 1
  %546 = srem i32 %545, 4
  store i32 %546, i32* @in.k, align 4, !tbaa !9
  %547 = zext i32 %546 to i64
  %548 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %547, i64 0
  %549 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %548, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %543, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0)) #8
  %550 = load i32, i32* @in.k, align 4, !tbaa !9
  %551 = zext i32 %550 to i64
  %552 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %551, i64 0
  %553 = call i32 @access(i8* noundef nonnull %552, i32 noundef 4) #8
  %554 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.43, i64 0, i64 0), i32 noundef %542, i32 noundef %553)
  store i32 0, i32* %33, align 4, !tbaa !9
  %555 = load i8*, i8** %7, align 8, !tbaa !5
  %556 = load i32, i32* @in.k, align 4, !tbaa !9
  %557 = add nsw i32 %556, 1
  %558 = srem i32 %557, 4
  store i32 %558, i32* @in.k, align 4, !tbaa !9
  %559 = zext i32 %558 to i64
  %560 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %559, i64 0
  %561 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %560, i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), i8* noundef %555, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0)) #8
  %562 = load i32, i32* @in.k, align 4, !tbaa !9
  %563 = zext i32 %562 to i64
  %564 = getelementptr inbounds [4 x [1024 x i8]], [4 x [1024 x i8]]* @in.buf, i64 0, i64 %563, i64 0
  %565 = call i32 @access(i8* noundef nonnull %564, i32 noundef 0) #8
  %566 = load i32, i32* %33, align 4, !tbaa !9
  switch i32 %566, label %580 [
    i32 0, label %581
    i32 2, label %567
    i32 13, label %568
    i32 9, label %569
    i32 17, label %570
    i32 22, label %571
    i32 21, label %572
    i32 20, label %573
    i32 30, label %574
    i32 29, label %575
    i32 18, label %576
    i32 16, label %577
    i32 39, label %578
    i32 1, label %579
  ]

567:                                              ; preds = %529
  br label %581

568:                                              ; preds = %529
  br label %581

569:                                              ; preds = %529
  br label %581

570:                                              ; preds = %529
  br label %581

571:                                              ; preds = %529
  br label %581

572:                                              ; preds = %529
  br label %581

573:                                              ; preds = %529
  br label %581

574:                                              ; preds = %529
  br label %581

575:                                              ; preds = %529
  br label %581

576:                                              ; preds = %529
  br label %581

577:                                              ; preds = %529
  br label %581

578:                                              ; preds = %529
  br label %581

579:                                              ; preds = %529
  br label %581

580:                                              ; preds = %529
  br label %581

581:                                              ; preds = %529, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580
  %582 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.61, i64 0, i64 0), %580 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.60, i64 0, i64 0), %579 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.59, i64 0, i64 0), %578 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.58, i64 0, i64 0), %577 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.57, i64 0, i64 0), %576 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i64 0, i64 0), %575 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i64 0, i64 0), %574 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.54, i64 0, i64 0), %573 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.53, i64 0, i64 0), %572 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.52, i64 0, i64 0), %571 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %570 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.50, i64 0, i64 0), %569 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.49, i64 0, i64 0), %568 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.48, i64 0, i64 0), %567 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.47, i64 0, i64 0), %529 ]
  %583 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %565, i8* noundef nonnull %582)
  %584 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !tbaa !5
  %585 = call i32 @fileno(%struct._IO_FILE* noundef %584) #8
  %586 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %587 = call i32 @fileno(%struct._IO_FILE* noundef %586) #8
  %588 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %589 = call i32 @fileno(%struct._IO_FILE* noundef %588) #8
  %590 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.45, i64 0, i64 0), i32 noundef %585, i32 noundef %587, i32 noundef %589)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %6) #8
  br label %591

591:                                              ; preds = %2, %581
  %592 = phi i32 [ 0, %581 ], [ 2, %2 ]
  ret i32 %592
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree
declare noundef i32 @open(i8* nocapture noundef readonly, i32 noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree
declare noundef i64 @read(i32 noundef, i8* nocapture noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i64 @lseek(i32 noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32* @__errno_location() local_unnamed_addr #5

; Function Attrs: nofree
declare noundef i64 @write(i32 noundef, i8* nocapture noundef readonly, i64 noundef) local_unnamed_addr #2

declare i32 @close(i32 noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nofree nounwind
declare noalias noundef %struct._IO_FILE* @fdopen(i32 noundef, i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fileno(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i8* @fgets(i8* noundef, i32 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fclose(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @unlink(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @mkdir(i8* nocapture noundef readonly, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @rmdir(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @remove(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @access(i8* nocapture noundef readonly, i32 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
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
