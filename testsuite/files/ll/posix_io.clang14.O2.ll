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
@.str.33 = private unnamed_addr constant [20 x i8] c"stdio fds %d %d %d\0A\00", align 1
@stdin = external local_unnamed_addr global %struct._IO_FILE*, align 8
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@path = internal global [1024 x i8] zeroinitializer, align 16
@.str.34 = private unnamed_addr constant [6 x i8] c"%s/%s\00", align 1
@.str.35 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.36 = private unnamed_addr constant [7 x i8] c"ENOENT\00", align 1
@.str.37 = private unnamed_addr constant [7 x i8] c"EACCES\00", align 1
@.str.38 = private unnamed_addr constant [6 x i8] c"EBADF\00", align 1
@.str.39 = private unnamed_addr constant [7 x i8] c"EEXIST\00", align 1
@.str.40 = private unnamed_addr constant [7 x i8] c"EINVAL\00", align 1
@.str.41 = private unnamed_addr constant [7 x i8] c"EISDIR\00", align 1
@.str.42 = private unnamed_addr constant [8 x i8] c"ENOTDIR\00", align 1
@.str.43 = private unnamed_addr constant [6 x i8] c"EROFS\00", align 1
@.str.44 = private unnamed_addr constant [7 x i8] c"ESPIPE\00", align 1
@.str.45 = private unnamed_addr constant [6 x i8] c"EXDEV\00", align 1
@.str.46 = private unnamed_addr constant [6 x i8] c"EBUSY\00", align 1
@.str.47 = private unnamed_addr constant [10 x i8] c"ENOTEMPTY\00", align 1
@.str.48 = private unnamed_addr constant [6 x i8] c"EPERM\00", align 1
@.str.49 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [64 x i8], align 16
  %4 = icmp slt i32 %0, 3
  br i1 %4, label %251, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %6) #8
  %7 = getelementptr inbounds i8*, i8** %1, i64 1
  %8 = load i8*, i8** %7, align 8, !tbaa !5
  %9 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i64 0, i64 0), i8* noundef %8, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0)) #8
  %10 = tail call i32 (i8*, i32, ...) @open(i8* noundef getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i32 noundef 0) #8
  %11 = icmp sgt i32 %10, 2
  %12 = select i1 %11, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i8* noundef %12)
  %14 = call i64 @read(i32 noundef %10, i8* noundef nonnull %6, i64 noundef 5) #8
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i64 0, i64 0), i64 noundef %14, i8* noundef nonnull %6)
  %16 = call i64 @lseek(i32 noundef %10, i64 noundef 0, i32 noundef 1) #8
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i64 noundef %16)
  %18 = call i64 @lseek(i32 noundef %10, i64 noundef 0, i32 noundef 2) #8
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i64 noundef %18)
  %20 = call i64 @read(i32 noundef %10, i8* noundef nonnull %6, i64 noundef 64) #8
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i64 0, i64 0), i64 noundef %20)
  %22 = call i64 @lseek(i32 noundef %10, i64 noundef -4, i32 noundef 2) #8
  %23 = call i64 @read(i32 noundef %10, i8* noundef nonnull %6, i64 noundef 64) #8
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i64 0, i64 0), i64 noundef %23, i8* noundef nonnull %6)
  %25 = tail call i32* @__errno_location() #9
  store i32 0, i32* %25, align 4, !tbaa !9
  %26 = call i64 @lseek(i32 noundef %10, i64 noundef -100, i32 noundef 0) #8
  %27 = load i32, i32* %25, align 4, !tbaa !9
  switch i32 %27, label %41 [
    i32 0, label %42
    i32 2, label %28
    i32 13, label %29
    i32 9, label %30
    i32 17, label %31
    i32 22, label %32
    i32 21, label %33
    i32 20, label %34
    i32 30, label %35
    i32 29, label %36
    i32 18, label %37
    i32 16, label %38
    i32 39, label %39
    i32 1, label %40
  ]

28:                                               ; preds = %5
  br label %42

29:                                               ; preds = %5
  br label %42

30:                                               ; preds = %5
  br label %42

31:                                               ; preds = %5
  br label %42

32:                                               ; preds = %5
  br label %42

33:                                               ; preds = %5
  br label %42

34:                                               ; preds = %5
  br label %42

35:                                               ; preds = %5
  br label %42

36:                                               ; preds = %5
  br label %42

37:                                               ; preds = %5
  br label %42

38:                                               ; preds = %5
  br label %42

39:                                               ; preds = %5
  br label %42

40:                                               ; preds = %5
  br label %42

41:                                               ; preds = %5
  br label %42

42:                                               ; preds = %5, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41
  %43 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.49, i64 0, i64 0), %41 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.48, i64 0, i64 0), %40 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.47, i64 0, i64 0), %39 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), %38 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.45, i64 0, i64 0), %37 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.44, i64 0, i64 0), %36 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.43, i64 0, i64 0), %35 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.42, i64 0, i64 0), %34 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.41, i64 0, i64 0), %33 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), %32 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.39, i64 0, i64 0), %31 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i64 0, i64 0), %30 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.37, i64 0, i64 0), %29 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.36, i64 0, i64 0), %28 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.35, i64 0, i64 0), %5 ]
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.9, i64 0, i64 0), i64 noundef %26, i8* noundef nonnull %43)
  store i32 0, i32* %25, align 4, !tbaa !9
  %45 = call i64 @write(i32 noundef %10, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.11, i64 0, i64 0), i64 noundef 1) #8
  %46 = load i32, i32* %25, align 4, !tbaa !9
  switch i32 %46, label %60 [
    i32 0, label %61
    i32 2, label %47
    i32 13, label %48
    i32 9, label %49
    i32 17, label %50
    i32 22, label %51
    i32 21, label %52
    i32 20, label %53
    i32 30, label %54
    i32 29, label %55
    i32 18, label %56
    i32 16, label %57
    i32 39, label %58
    i32 1, label %59
  ]

47:                                               ; preds = %42
  br label %61

48:                                               ; preds = %42
  br label %61

49:                                               ; preds = %42
  br label %61

50:                                               ; preds = %42
  br label %61

51:                                               ; preds = %42
  br label %61

52:                                               ; preds = %42
  br label %61

53:                                               ; preds = %42
  br label %61

54:                                               ; preds = %42
  br label %61

55:                                               ; preds = %42
  br label %61

56:                                               ; preds = %42
  br label %61

57:                                               ; preds = %42
  br label %61

58:                                               ; preds = %42
  br label %61

59:                                               ; preds = %42
  br label %61

60:                                               ; preds = %42
  br label %61

61:                                               ; preds = %42, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60
  %62 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.49, i64 0, i64 0), %60 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.48, i64 0, i64 0), %59 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.47, i64 0, i64 0), %58 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), %57 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.45, i64 0, i64 0), %56 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.44, i64 0, i64 0), %55 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.43, i64 0, i64 0), %54 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.42, i64 0, i64 0), %53 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.41, i64 0, i64 0), %52 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), %51 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.39, i64 0, i64 0), %50 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i64 0, i64 0), %49 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.37, i64 0, i64 0), %48 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.36, i64 0, i64 0), %47 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.35, i64 0, i64 0), %42 ]
  %63 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.10, i64 0, i64 0), i64 noundef %45, i8* noundef nonnull %62)
  %64 = call i32 @close(i32 noundef %10) #8
  %65 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.12, i64 0, i64 0), i32 noundef %64)
  store i32 0, i32* %25, align 4, !tbaa !9
  %66 = call i32 @close(i32 noundef %10) #8
  %67 = load i32, i32* %25, align 4, !tbaa !9
  switch i32 %67, label %81 [
    i32 0, label %82
    i32 2, label %68
    i32 13, label %69
    i32 9, label %70
    i32 17, label %71
    i32 22, label %72
    i32 21, label %73
    i32 20, label %74
    i32 30, label %75
    i32 29, label %76
    i32 18, label %77
    i32 16, label %78
    i32 39, label %79
    i32 1, label %80
  ]

68:                                               ; preds = %61
  br label %82

69:                                               ; preds = %61
  br label %82

70:                                               ; preds = %61
  br label %82

71:                                               ; preds = %61
  br label %82

72:                                               ; preds = %61
  br label %82

73:                                               ; preds = %61
  br label %82

74:                                               ; preds = %61
  br label %82

75:                                               ; preds = %61
  br label %82

76:                                               ; preds = %61
  br label %82

77:                                               ; preds = %61
  br label %82

78:                                               ; preds = %61
  br label %82

79:                                               ; preds = %61
  br label %82

80:                                               ; preds = %61
  br label %82

81:                                               ; preds = %61
  br label %82

82:                                               ; preds = %61, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81
  %83 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.49, i64 0, i64 0), %81 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.48, i64 0, i64 0), %80 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.47, i64 0, i64 0), %79 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), %78 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.45, i64 0, i64 0), %77 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.44, i64 0, i64 0), %76 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.43, i64 0, i64 0), %75 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.42, i64 0, i64 0), %74 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.41, i64 0, i64 0), %73 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), %72 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.39, i64 0, i64 0), %71 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i64 0, i64 0), %70 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.37, i64 0, i64 0), %69 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.36, i64 0, i64 0), %68 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.35, i64 0, i64 0), %61 ]
  %84 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.13, i64 0, i64 0), i32 noundef %66, i8* noundef nonnull %83)
  store i32 0, i32* %25, align 4, !tbaa !9
  %85 = call i64 @read(i32 noundef 99, i8* noundef nonnull %6, i64 noundef 1) #8
  %86 = load i32, i32* %25, align 4, !tbaa !9
  switch i32 %86, label %100 [
    i32 0, label %101
    i32 2, label %87
    i32 13, label %88
    i32 9, label %89
    i32 17, label %90
    i32 22, label %91
    i32 21, label %92
    i32 20, label %93
    i32 30, label %94
    i32 29, label %95
    i32 18, label %96
    i32 16, label %97
    i32 39, label %98
    i32 1, label %99
  ]

87:                                               ; preds = %82
  br label %101

88:                                               ; preds = %82
  br label %101

89:                                               ; preds = %82
  br label %101

90:                                               ; preds = %82
  br label %101

91:                                               ; preds = %82
  br label %101

92:                                               ; preds = %82
  br label %101

93:                                               ; preds = %82
  br label %101

94:                                               ; preds = %82
  br label %101

95:                                               ; preds = %82
  br label %101

96:                                               ; preds = %82
  br label %101

97:                                               ; preds = %82
  br label %101

98:                                               ; preds = %82
  br label %101

99:                                               ; preds = %82
  br label %101

100:                                              ; preds = %82
  br label %101

101:                                              ; preds = %82, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100
  %102 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.49, i64 0, i64 0), %100 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.48, i64 0, i64 0), %99 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.47, i64 0, i64 0), %98 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), %97 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.45, i64 0, i64 0), %96 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.44, i64 0, i64 0), %95 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.43, i64 0, i64 0), %94 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.42, i64 0, i64 0), %93 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.41, i64 0, i64 0), %92 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), %91 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.39, i64 0, i64 0), %90 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i64 0, i64 0), %89 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.37, i64 0, i64 0), %88 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.36, i64 0, i64 0), %87 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.35, i64 0, i64 0), %82 ]
  %103 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.14, i64 0, i64 0), i64 noundef %85, i8* noundef nonnull %102)
  store i32 0, i32* %25, align 4, !tbaa !9
  %104 = load i8*, i8** %7, align 8, !tbaa !5
  %105 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i64 0, i64 0), i8* noundef %104, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0)) #8
  %106 = call i32 (i8*, i32, ...) @open(i8* noundef getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i32 noundef 0) #8
  %107 = load i32, i32* %25, align 4, !tbaa !9
  switch i32 %107, label %121 [
    i32 0, label %122
    i32 2, label %108
    i32 13, label %109
    i32 9, label %110
    i32 17, label %111
    i32 22, label %112
    i32 21, label %113
    i32 20, label %114
    i32 30, label %115
    i32 29, label %116
    i32 18, label %117
    i32 16, label %118
    i32 39, label %119
    i32 1, label %120
  ]

108:                                              ; preds = %101
  br label %122

109:                                              ; preds = %101
  br label %122

110:                                              ; preds = %101
  br label %122

111:                                              ; preds = %101
  br label %122

112:                                              ; preds = %101
  br label %122

113:                                              ; preds = %101
  br label %122

114:                                              ; preds = %101
  br label %122

115:                                              ; preds = %101
  br label %122

116:                                              ; preds = %101
  br label %122

117:                                              ; preds = %101
  br label %122

118:                                              ; preds = %101
  br label %122

119:                                              ; preds = %101
  br label %122

120:                                              ; preds = %101
  br label %122

121:                                              ; preds = %101
  br label %122

122:                                              ; preds = %101, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121
  %123 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.49, i64 0, i64 0), %121 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.48, i64 0, i64 0), %120 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.47, i64 0, i64 0), %119 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), %118 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.45, i64 0, i64 0), %117 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.44, i64 0, i64 0), %116 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.43, i64 0, i64 0), %115 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.42, i64 0, i64 0), %114 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.41, i64 0, i64 0), %113 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), %112 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.39, i64 0, i64 0), %111 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i64 0, i64 0), %110 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.37, i64 0, i64 0), %109 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.36, i64 0, i64 0), %108 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.35, i64 0, i64 0), %101 ]
  %124 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i64 0, i64 0), i32 noundef %106, i8* noundef nonnull %123)
  %125 = load i8*, i8** %7, align 8, !tbaa !5
  %126 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i64 0, i64 0), i8* noundef %125, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0)) #8
  %127 = call i32 (i8*, i32, ...) @open(i8* noundef getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i32 noundef 0) #8
  %128 = load i8*, i8** %7, align 8, !tbaa !5
  %129 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i64 0, i64 0), i8* noundef %128, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0)) #8
  %130 = call i32 (i8*, i32, ...) @open(i8* noundef getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i32 noundef 0) #8
  %131 = call i32 @close(i32 noundef %127) #8
  %132 = load i8*, i8** %7, align 8, !tbaa !5
  %133 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i64 0, i64 0), i8* noundef %132, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0)) #8
  %134 = call i32 (i8*, i32, ...) @open(i8* noundef getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i32 noundef 0) #8
  %135 = icmp eq i32 %134, %127
  %136 = zext i1 %135 to i32
  %137 = add nsw i32 %127, 1
  %138 = icmp eq i32 %130, %137
  %139 = zext i1 %138 to i32
  %140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.17, i64 0, i64 0), i32 noundef %136, i32 noundef %139)
  %141 = call i32 @close(i32 noundef %130) #8
  %142 = call i32 @close(i32 noundef %134) #8
  %143 = getelementptr inbounds i8*, i8** %1, i64 2
  %144 = load i8*, i8** %143, align 8, !tbaa !5
  %145 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i64 0, i64 0), i8* noundef %144, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0)) #8
  %146 = call i32 (i8*, i32, ...) @open(i8* noundef getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i32 noundef 577, i32 noundef 420) #8
  %147 = call i64 @write(i32 noundef %146, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.20, i64 0, i64 0), i64 noundef 19) #8
  %148 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.19, i64 0, i64 0), i64 noundef %147)
  %149 = call i64 @write(i32 noundef %146, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i64 noundef 5) #8
  %150 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.19, i64 0, i64 0), i64 noundef %149)
  %151 = call i32 @close(i32 noundef %146) #8
  store i32 0, i32* %25, align 4, !tbaa !9
  %152 = load i8*, i8** %143, align 8, !tbaa !5
  %153 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i64 0, i64 0), i8* noundef %152, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0)) #8
  %154 = call i32 (i8*, i32, ...) @open(i8* noundef getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i32 noundef 193, i32 noundef 420) #8
  %155 = load i32, i32* %25, align 4, !tbaa !9
  switch i32 %155, label %169 [
    i32 0, label %170
    i32 2, label %156
    i32 13, label %157
    i32 9, label %158
    i32 17, label %159
    i32 22, label %160
    i32 21, label %161
    i32 20, label %162
    i32 30, label %163
    i32 29, label %164
    i32 18, label %165
    i32 16, label %166
    i32 39, label %167
    i32 1, label %168
  ]

156:                                              ; preds = %122
  br label %170

157:                                              ; preds = %122
  br label %170

158:                                              ; preds = %122
  br label %170

159:                                              ; preds = %122
  br label %170

160:                                              ; preds = %122
  br label %170

161:                                              ; preds = %122
  br label %170

162:                                              ; preds = %122
  br label %170

163:                                              ; preds = %122
  br label %170

164:                                              ; preds = %122
  br label %170

165:                                              ; preds = %122
  br label %170

166:                                              ; preds = %122
  br label %170

167:                                              ; preds = %122
  br label %170

168:                                              ; preds = %122
  br label %170

169:                                              ; preds = %122
  br label %170

170:                                              ; preds = %122, %156, %157, %158, %159, %160, %161, %162, %163, %164, %165, %166, %167, %168, %169
  %171 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.49, i64 0, i64 0), %169 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.48, i64 0, i64 0), %168 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.47, i64 0, i64 0), %167 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), %166 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.45, i64 0, i64 0), %165 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.44, i64 0, i64 0), %164 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.43, i64 0, i64 0), %163 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.42, i64 0, i64 0), %162 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.41, i64 0, i64 0), %161 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), %160 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.39, i64 0, i64 0), %159 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i64 0, i64 0), %158 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.37, i64 0, i64 0), %157 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.36, i64 0, i64 0), %156 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.35, i64 0, i64 0), %122 ]
  %172 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.22, i64 0, i64 0), i32 noundef %154, i8* noundef nonnull %171)
  %173 = load i8*, i8** %143, align 8, !tbaa !5
  %174 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i64 0, i64 0), i8* noundef %173, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0)) #8
  %175 = call i32 (i8*, i32, ...) @open(i8* noundef getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i32 noundef 1025) #8
  %176 = call i64 @write(i32 noundef %175, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.23, i64 0, i64 0), i64 noundef 9) #8
  %177 = call i32 @close(i32 noundef %175) #8
  %178 = load i8*, i8** %143, align 8, !tbaa !5
  %179 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i64 0, i64 0), i8* noundef %178, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0)) #8
  %180 = call i32 (i8*, i32, ...) @open(i8* noundef getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i32 noundef 2) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %6, i8 0, i64 64, i1 false)
  %181 = call i64 @read(i32 noundef %180, i8* noundef nonnull %6, i64 noundef 63) #8
  %182 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.24, i64 0, i64 0), i64 noundef %181, i8* noundef nonnull %6)
  %183 = call i64 @lseek(i32 noundef %180, i64 noundef 0, i32 noundef 0) #8
  %184 = call i64 @write(i32 noundef %180, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.25, i64 0, i64 0), i64 noundef 5) #8
  %185 = call i64 @lseek(i32 noundef %180, i64 noundef 0, i32 noundef 0) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %6, i8 0, i64 64, i1 false)
  %186 = call i64 @read(i32 noundef %180, i8* noundef nonnull %6, i64 noundef 10) #8
  %187 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.26, i64 0, i64 0), i8* noundef nonnull %6)
  %188 = call i32 @close(i32 noundef %180) #8
  %189 = load i8*, i8** %143, align 8, !tbaa !5
  %190 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i64 0, i64 0), i8* noundef %189, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0)) #8
  %191 = call i32 (i8*, i32, ...) @open(i8* noundef getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i32 noundef 0) #8
  %192 = call noalias %struct._IO_FILE* @fdopen(i32 noundef %191, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i64 0, i64 0)) #8
  %193 = call i32 @fileno(%struct._IO_FILE* noundef %192) #8
  %194 = icmp eq i32 %193, %191
  %195 = zext i1 %194 to i32
  %196 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.28, i64 0, i64 0), i32 noundef %195)
  %197 = call i8* @fgets(i8* noundef nonnull %6, i32 noundef 64, %struct._IO_FILE* noundef %192)
  %198 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.29, i64 0, i64 0), i8* noundef %197)
  %199 = call i32 @fclose(%struct._IO_FILE* noundef %192)
  store i32 0, i32* %25, align 4, !tbaa !9
  %200 = call i32 @close(i32 noundef %191) #8
  %201 = load i32, i32* %25, align 4, !tbaa !9
  switch i32 %201, label %215 [
    i32 0, label %216
    i32 2, label %202
    i32 13, label %203
    i32 9, label %204
    i32 17, label %205
    i32 22, label %206
    i32 21, label %207
    i32 20, label %208
    i32 30, label %209
    i32 29, label %210
    i32 18, label %211
    i32 16, label %212
    i32 39, label %213
    i32 1, label %214
  ]

202:                                              ; preds = %170
  br label %216

203:                                              ; preds = %170
  br label %216

204:                                              ; preds = %170
  br label %216

205:                                              ; preds = %170
  br label %216

206:                                              ; preds = %170
  br label %216

207:                                              ; preds = %170
  br label %216

208:                                              ; preds = %170
  br label %216

209:                                              ; preds = %170
  br label %216

210:                                              ; preds = %170
  br label %216

211:                                              ; preds = %170
  br label %216

212:                                              ; preds = %170
  br label %216

213:                                              ; preds = %170
  br label %216

214:                                              ; preds = %170
  br label %216

215:                                              ; preds = %170
  br label %216

216:                                              ; preds = %170, %202, %203, %204, %205, %206, %207, %208, %209, %210, %211, %212, %213, %214, %215
  %217 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.49, i64 0, i64 0), %215 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.48, i64 0, i64 0), %214 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.47, i64 0, i64 0), %213 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), %212 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.45, i64 0, i64 0), %211 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.44, i64 0, i64 0), %210 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.43, i64 0, i64 0), %209 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.42, i64 0, i64 0), %208 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.41, i64 0, i64 0), %207 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), %206 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.39, i64 0, i64 0), %205 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i64 0, i64 0), %204 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.37, i64 0, i64 0), %203 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.36, i64 0, i64 0), %202 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.35, i64 0, i64 0), %170 ]
  %218 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.30, i64 0, i64 0), i32 noundef %200, i8* noundef nonnull %217)
  %219 = load i8*, i8** %143, align 8, !tbaa !5
  %220 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i64 0, i64 0), i8* noundef %219, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0)) #8
  %221 = call i32 @unlink(i8* noundef getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0)) #8
  %222 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.31, i64 0, i64 0), i32 noundef %221)
  store i32 0, i32* %25, align 4, !tbaa !9
  %223 = load i8*, i8** %143, align 8, !tbaa !5
  %224 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0), i64 noundef 1024, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i64 0, i64 0), i8* noundef %223, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0)) #8
  %225 = call i32 @unlink(i8* noundef getelementptr inbounds ([1024 x i8], [1024 x i8]* @path, i64 0, i64 0)) #8
  %226 = load i32, i32* %25, align 4, !tbaa !9
  switch i32 %226, label %240 [
    i32 0, label %241
    i32 2, label %227
    i32 13, label %228
    i32 9, label %229
    i32 17, label %230
    i32 22, label %231
    i32 21, label %232
    i32 20, label %233
    i32 30, label %234
    i32 29, label %235
    i32 18, label %236
    i32 16, label %237
    i32 39, label %238
    i32 1, label %239
  ]

227:                                              ; preds = %216
  br label %241

228:                                              ; preds = %216
  br label %241

229:                                              ; preds = %216
  br label %241

230:                                              ; preds = %216
  br label %241

231:                                              ; preds = %216
  br label %241

232:                                              ; preds = %216
  br label %241

233:                                              ; preds = %216
  br label %241

234:                                              ; preds = %216
  br label %241

235:                                              ; preds = %216
  br label %241

236:                                              ; preds = %216
  br label %241

237:                                              ; preds = %216
  br label %241

238:                                              ; preds = %216
  br label %241

239:                                              ; preds = %216
  br label %241

240:                                              ; preds = %216
  br label %241

241:                                              ; preds = %216, %227, %228, %229, %230, %231, %232, %233, %234, %235, %236, %237, %238, %239, %240
  %242 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.49, i64 0, i64 0), %240 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.48, i64 0, i64 0), %239 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.47, i64 0, i64 0), %238 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.46, i64 0, i64 0), %237 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.45, i64 0, i64 0), %236 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.44, i64 0, i64 0), %235 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.43, i64 0, i64 0), %234 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.42, i64 0, i64 0), %233 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.41, i64 0, i64 0), %232 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), %231 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.39, i64 0, i64 0), %230 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i64 0, i64 0), %229 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.37, i64 0, i64 0), %228 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.36, i64 0, i64 0), %227 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.35, i64 0, i64 0), %216 ]
  %243 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.32, i64 0, i64 0), i32 noundef %225, i8* noundef nonnull %242)
  %244 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !tbaa !5
  %245 = call i32 @fileno(%struct._IO_FILE* noundef %244) #8
  %246 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %247 = call i32 @fileno(%struct._IO_FILE* noundef %246) #8
  %248 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %249 = call i32 @fileno(%struct._IO_FILE* noundef %248) #8
  %250 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.33, i64 0, i64 0), i32 noundef %245, i32 noundef %247, i32 noundef %249)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %6) #8
  br label %251

251:                                              ; preds = %2, %241
  %252 = phi i32 [ 0, %241 ], [ 2, %2 ]
  ret i32 %252
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
