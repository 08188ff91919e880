; ModuleID = 'posix_io.c'
source_filename = "posix_io.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
@stdin = external local_unnamed_addr global ptr, align 4
@stdout = external local_unnamed_addr global ptr, align 4
@stderr = external local_unnamed_addr global ptr, align 4
@in.buf = internal global [4 x [1024 x i8]] zeroinitializer, align 1
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
define dso_local range(i32 0, 3) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [64 x i8], align 1
  %4 = icmp slt i32 %0, 3
  br i1 %4, label %542, label %5

5:                                                ; preds = %2
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #8
  %6 = getelementptr inbounds i8, ptr %1, i32 4
  %7 = load ptr, ptr %6, align 4, !tbaa !6
  %8 = load i32, ptr @in.k, align 4, !tbaa !10
  %9 = add nuw nsw i32 %8, 1
  %10 = and i32 %9, 3
  store i32 %10, ptr @in.k, align 4, !tbaa !10
  %11 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %10
  %12 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %7, ptr noundef nonnull @.str) #8
  %13 = load i32, ptr @in.k, align 4, !tbaa !10
  %14 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %13
  %15 = tail call i32 (ptr, i32, ...) @open(ptr noundef nonnull %14, i32 noundef 0) #8
  %16 = icmp sgt i32 %15, 2
  %17 = select i1 %16, ptr @.str.2, ptr @.str.3
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %17)
  %19 = call i32 @read(i32 noundef %15, ptr noundef nonnull %3, i32 noundef 5) #8
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %19, ptr noundef nonnull %3)
  %21 = call i32 @lseek(i32 noundef %15, i32 noundef 0, i32 noundef 1) #8
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %21)
  %23 = call i32 @lseek(i32 noundef %15, i32 noundef 0, i32 noundef 2) #8
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %23)
  %25 = call i32 @read(i32 noundef %15, ptr noundef nonnull %3, i32 noundef 64) #8
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %25)
  %27 = call i32 @lseek(i32 noundef %15, i32 noundef -4, i32 noundef 2) #8
  %28 = call i32 @read(i32 noundef %15, ptr noundef nonnull %3, i32 noundef 64) #8
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %28, ptr noundef nonnull %3)
  %30 = tail call ptr @__errno_location() #9
  store i32 0, ptr %30, align 4, !tbaa !10
  %31 = call i32 @lseek(i32 noundef %15, i32 noundef -100, i32 noundef 0) #8
  %32 = load i32, ptr %30, align 4, !tbaa !10
  switch i32 %32, label %46 [
    i32 0, label %47
    i32 2, label %33
    i32 13, label %34
    i32 9, label %35
    i32 17, label %36
    i32 22, label %37
    i32 21, label %38
    i32 20, label %39
    i32 30, label %40
    i32 29, label %41
    i32 18, label %42
    i32 16, label %43
    i32 39, label %44
    i32 1, label %45
  ]

33:                                               ; preds = %5
  br label %47

34:                                               ; preds = %5
  br label %47

35:                                               ; preds = %5
  br label %47

36:                                               ; preds = %5
  br label %47

37:                                               ; preds = %5
  br label %47

38:                                               ; preds = %5
  br label %47

39:                                               ; preds = %5
  br label %47

40:                                               ; preds = %5
  br label %47

41:                                               ; preds = %5
  br label %47

42:                                               ; preds = %5
  br label %47

43:                                               ; preds = %5
  br label %47

44:                                               ; preds = %5
  br label %47

45:                                               ; preds = %5
  br label %47

46:                                               ; preds = %5
  br label %47

47:                                               ; preds = %5, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46
  %48 = phi ptr [ @.str.61, %46 ], [ @.str.60, %45 ], [ @.str.59, %44 ], [ @.str.58, %43 ], [ @.str.57, %42 ], [ @.str.56, %41 ], [ @.str.55, %40 ], [ @.str.54, %39 ], [ @.str.53, %38 ], [ @.str.52, %37 ], [ @.str.51, %36 ], [ @.str.50, %35 ], [ @.str.49, %34 ], [ @.str.48, %33 ], [ @.str.47, %5 ]
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %31, ptr noundef nonnull %48)
  store i32 0, ptr %30, align 4, !tbaa !10
  %50 = call i32 @write(i32 noundef %15, ptr noundef nonnull @.str.11, i32 noundef 1) #8
  %51 = load i32, ptr %30, align 4, !tbaa !10
  switch i32 %51, label %65 [
    i32 0, label %66
    i32 2, label %52
    i32 13, label %53
    i32 9, label %54
    i32 17, label %55
    i32 22, label %56
    i32 21, label %57
    i32 20, label %58
    i32 30, label %59
    i32 29, label %60
    i32 18, label %61
    i32 16, label %62
    i32 39, label %63
    i32 1, label %64
  ]

52:                                               ; preds = %47
  br label %66

53:                                               ; preds = %47
  br label %66

54:                                               ; preds = %47
  br label %66

55:                                               ; preds = %47
  br label %66

56:                                               ; preds = %47
  br label %66

57:                                               ; preds = %47
  br label %66

58:                                               ; preds = %47
  br label %66

59:                                               ; preds = %47
  br label %66

60:                                               ; preds = %47
  br label %66

61:                                               ; preds = %47
  br label %66

62:                                               ; preds = %47
  br label %66

63:                                               ; preds = %47
  br label %66

64:                                               ; preds = %47
  br label %66

65:                                               ; preds = %47
  br label %66

66:                                               ; preds = %47, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65
  %67 = phi ptr [ @.str.61, %65 ], [ @.str.60, %64 ], [ @.str.59, %63 ], [ @.str.58, %62 ], [ @.str.57, %61 ], [ @.str.56, %60 ], [ @.str.55, %59 ], [ @.str.54, %58 ], [ @.str.53, %57 ], [ @.str.52, %56 ], [ @.str.51, %55 ], [ @.str.50, %54 ], [ @.str.49, %53 ], [ @.str.48, %52 ], [ @.str.47, %47 ]
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %50, ptr noundef nonnull %67)
  %69 = call i32 @close(i32 noundef %15) #8
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %69)
  store i32 0, ptr %30, align 4, !tbaa !10
  %71 = call i32 @close(i32 noundef %15) #8
  %72 = load i32, ptr %30, align 4, !tbaa !10
  switch i32 %72, label %86 [
    i32 0, label %87
    i32 2, label %73
    i32 13, label %74
    i32 9, label %75
    i32 17, label %76
    i32 22, label %77
    i32 21, label %78
    i32 20, label %79
    i32 30, label %80
    i32 29, label %81
    i32 18, label %82
    i32 16, label %83
    i32 39, label %84
    i32 1, label %85
  ]

73:                                               ; preds = %66
  br label %87

74:                                               ; preds = %66
  br label %87

75:                                               ; preds = %66
  br label %87

76:                                               ; preds = %66
  br label %87

77:                                               ; preds = %66
  br label %87

78:                                               ; preds = %66
  br label %87

79:                                               ; preds = %66
  br label %87

80:                                               ; preds = %66
  br label %87

81:                                               ; preds = %66
  br label %87

82:                                               ; preds = %66
  br label %87

83:                                               ; preds = %66
  br label %87

84:                                               ; preds = %66
  br label %87

85:                                               ; preds = %66
  br label %87

86:                                               ; preds = %66
  br label %87

87:                                               ; preds = %66, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86
  %88 = phi ptr [ @.str.61, %86 ], [ @.str.60, %85 ], [ @.str.59, %84 ], [ @.str.58, %83 ], [ @.str.57, %82 ], [ @.str.56, %81 ], [ @.str.55, %80 ], [ @.str.54, %79 ], [ @.str.53, %78 ], [ @.str.52, %77 ], [ @.str.51, %76 ], [ @.str.50, %75 ], [ @.str.49, %74 ], [ @.str.48, %73 ], [ @.str.47, %66 ]
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %71, ptr noundef nonnull %88)
  store i32 0, ptr %30, align 4, !tbaa !10
  %90 = call i32 @read(i32 noundef 99, ptr noundef nonnull %3, i32 noundef 1) #8
  %91 = load i32, ptr %30, align 4, !tbaa !10
  switch i32 %91, label %105 [
    i32 0, label %106
    i32 2, label %92
    i32 13, label %93
    i32 9, label %94
    i32 17, label %95
    i32 22, label %96
    i32 21, label %97
    i32 20, label %98
    i32 30, label %99
    i32 29, label %100
    i32 18, label %101
    i32 16, label %102
    i32 39, label %103
    i32 1, label %104
  ]

92:                                               ; preds = %87
  br label %106

93:                                               ; preds = %87
  br label %106

94:                                               ; preds = %87
  br label %106

95:                                               ; preds = %87
  br label %106

96:                                               ; preds = %87
  br label %106

97:                                               ; preds = %87
  br label %106

98:                                               ; preds = %87
  br label %106

99:                                               ; preds = %87
  br label %106

100:                                              ; preds = %87
  br label %106

101:                                              ; preds = %87
  br label %106

102:                                              ; preds = %87
  br label %106

103:                                              ; preds = %87
  br label %106

104:                                              ; preds = %87
  br label %106

105:                                              ; preds = %87
  br label %106

106:                                              ; preds = %87, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105
  %107 = phi ptr [ @.str.61, %105 ], [ @.str.60, %104 ], [ @.str.59, %103 ], [ @.str.58, %102 ], [ @.str.57, %101 ], [ @.str.56, %100 ], [ @.str.55, %99 ], [ @.str.54, %98 ], [ @.str.53, %97 ], [ @.str.52, %96 ], [ @.str.51, %95 ], [ @.str.50, %94 ], [ @.str.49, %93 ], [ @.str.48, %92 ], [ @.str.47, %87 ]
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %90, ptr noundef nonnull %107)
  store i32 0, ptr %30, align 4, !tbaa !10
  %109 = load ptr, ptr %6, align 4, !tbaa !6
  %110 = load i32, ptr @in.k, align 4, !tbaa !10
  %111 = add nuw nsw i32 %110, 1
  %112 = and i32 %111, 3
  store i32 %112, ptr @in.k, align 4, !tbaa !10
  %113 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %112
  %114 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %113, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %109, ptr noundef nonnull @.str.16) #8
  %115 = load i32, ptr @in.k, align 4, !tbaa !10
  %116 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %115
  %117 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %116, i32 noundef 0) #8
  %118 = load i32, ptr %30, align 4, !tbaa !10
  switch i32 %118, label %132 [
    i32 0, label %133
    i32 2, label %119
    i32 13, label %120
    i32 9, label %121
    i32 17, label %122
    i32 22, label %123
    i32 21, label %124
    i32 20, label %125
    i32 30, label %126
    i32 29, label %127
    i32 18, label %128
    i32 16, label %129
    i32 39, label %130
    i32 1, label %131
  ]

119:                                              ; preds = %106
  br label %133

120:                                              ; preds = %106
  br label %133

121:                                              ; preds = %106
  br label %133

122:                                              ; preds = %106
  br label %133

123:                                              ; preds = %106
  br label %133

124:                                              ; preds = %106
  br label %133

125:                                              ; preds = %106
  br label %133

126:                                              ; preds = %106
  br label %133

127:                                              ; preds = %106
  br label %133

128:                                              ; preds = %106
  br label %133

129:                                              ; preds = %106
  br label %133

130:                                              ; preds = %106
  br label %133

131:                                              ; preds = %106
  br label %133

132:                                              ; preds = %106
  br label %133

133:                                              ; preds = %106, %119, %120, %121, %122, %123, %124, %125, %126, %127, %128, %129, %130, %131, %132
  %134 = phi ptr [ @.str.61, %132 ], [ @.str.60, %131 ], [ @.str.59, %130 ], [ @.str.58, %129 ], [ @.str.57, %128 ], [ @.str.56, %127 ], [ @.str.55, %126 ], [ @.str.54, %125 ], [ @.str.53, %124 ], [ @.str.52, %123 ], [ @.str.51, %122 ], [ @.str.50, %121 ], [ @.str.49, %120 ], [ @.str.48, %119 ], [ @.str.47, %106 ]
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %117, ptr noundef nonnull %134)
  %136 = load ptr, ptr %6, align 4, !tbaa !6
  %137 = load i32, ptr @in.k, align 4, !tbaa !10
  %138 = add nuw nsw i32 %137, 1
  %139 = and i32 %138, 3
  store i32 %139, ptr @in.k, align 4, !tbaa !10
  %140 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %139
  %141 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %140, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %136, ptr noundef nonnull @.str) #8
  %142 = load i32, ptr @in.k, align 4, !tbaa !10
  %143 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %142
  %144 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %143, i32 noundef 0) #8
  %145 = load ptr, ptr %6, align 4, !tbaa !6
  %146 = load i32, ptr @in.k, align 4, !tbaa !10
  %147 = add nuw nsw i32 %146, 1
  %148 = and i32 %147, 3
  store i32 %148, ptr @in.k, align 4, !tbaa !10
  %149 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %148
  %150 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %149, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %145, ptr noundef nonnull @.str) #8
  %151 = load i32, ptr @in.k, align 4, !tbaa !10
  %152 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %151
  %153 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %152, i32 noundef 0) #8
  %154 = call i32 @close(i32 noundef %144) #8
  %155 = load ptr, ptr %6, align 4, !tbaa !6
  %156 = load i32, ptr @in.k, align 4, !tbaa !10
  %157 = add nuw nsw i32 %156, 1
  %158 = and i32 %157, 3
  store i32 %158, ptr @in.k, align 4, !tbaa !10
  %159 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %158
  %160 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %159, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %155, ptr noundef nonnull @.str) #8
  %161 = load i32, ptr @in.k, align 4, !tbaa !10
  %162 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %161
  %163 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %162, i32 noundef 0) #8
  %164 = icmp eq i32 %163, %144
  %165 = zext i1 %164 to i32
  %166 = add nsw i32 %144, 1
  %167 = icmp eq i32 %153, %166
  %168 = zext i1 %167 to i32
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %165, i32 noundef %168)
  %170 = call i32 @close(i32 noundef %153) #8
  %171 = call i32 @close(i32 noundef %163) #8
  %172 = getelementptr inbounds i8, ptr %1, i32 8
  %173 = load ptr, ptr %172, align 4, !tbaa !6
  %174 = load i32, ptr @in.k, align 4, !tbaa !10
  %175 = add nuw nsw i32 %174, 1
  %176 = and i32 %175, 3
  store i32 %176, ptr @in.k, align 4, !tbaa !10
  %177 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %176
  %178 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %177, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %173, ptr noundef nonnull @.str.18) #8
  %179 = load i32, ptr @in.k, align 4, !tbaa !10
  %180 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %179
  %181 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %180, i32 noundef 577, i32 noundef 420) #8
  %182 = call i32 @write(i32 noundef %181, ptr noundef nonnull @.str.20, i32 noundef 19) #8
  %183 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %182)
  %184 = call i32 @write(i32 noundef %181, ptr noundef nonnull @.str.21, i32 noundef 5) #8
  %185 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %184)
  %186 = call i32 @close(i32 noundef %181) #8
  store i32 0, ptr %30, align 4, !tbaa !10
  %187 = load ptr, ptr %172, align 4, !tbaa !6
  %188 = load i32, ptr @in.k, align 4, !tbaa !10
  %189 = add nuw nsw i32 %188, 1
  %190 = and i32 %189, 3
  store i32 %190, ptr @in.k, align 4, !tbaa !10
  %191 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %190
  %192 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %191, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %187, ptr noundef nonnull @.str.18) #8
  %193 = load i32, ptr @in.k, align 4, !tbaa !10
  %194 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %193
  %195 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %194, i32 noundef 193, i32 noundef 420) #8
  %196 = load i32, ptr %30, align 4, !tbaa !10
  switch i32 %196, label %210 [
    i32 0, label %211
    i32 2, label %197
    i32 13, label %198
    i32 9, label %199
    i32 17, label %200
    i32 22, label %201
    i32 21, label %202
    i32 20, label %203
    i32 30, label %204
    i32 29, label %205
    i32 18, label %206
    i32 16, label %207
    i32 39, label %208
    i32 1, label %209
  ]

197:                                              ; preds = %133
  br label %211

198:                                              ; preds = %133
  br label %211

199:                                              ; preds = %133
  br label %211

200:                                              ; preds = %133
  br label %211

201:                                              ; preds = %133
  br label %211

202:                                              ; preds = %133
  br label %211

203:                                              ; preds = %133
  br label %211

204:                                              ; preds = %133
  br label %211

205:                                              ; preds = %133
  br label %211

206:                                              ; preds = %133
  br label %211

207:                                              ; preds = %133
  br label %211

208:                                              ; preds = %133
  br label %211

209:                                              ; preds = %133
  br label %211

210:                                              ; preds = %133
  br label %211

211:                                              ; preds = %133, %197, %198, %199, %200, %201, %202, %203, %204, %205, %206, %207, %208, %209, %210
  %212 = phi ptr [ @.str.61, %210 ], [ @.str.60, %209 ], [ @.str.59, %208 ], [ @.str.58, %207 ], [ @.str.57, %206 ], [ @.str.56, %205 ], [ @.str.55, %204 ], [ @.str.54, %203 ], [ @.str.53, %202 ], [ @.str.52, %201 ], [ @.str.51, %200 ], [ @.str.50, %199 ], [ @.str.49, %198 ], [ @.str.48, %197 ], [ @.str.47, %133 ]
  %213 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %195, ptr noundef nonnull %212)
  %214 = load ptr, ptr %172, align 4, !tbaa !6
  %215 = load i32, ptr @in.k, align 4, !tbaa !10
  %216 = add nuw nsw i32 %215, 1
  %217 = and i32 %216, 3
  store i32 %217, ptr @in.k, align 4, !tbaa !10
  %218 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %217
  %219 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %218, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %214, ptr noundef nonnull @.str.18) #8
  %220 = load i32, ptr @in.k, align 4, !tbaa !10
  %221 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %220
  %222 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %221, i32 noundef 1025) #8
  %223 = call i32 @write(i32 noundef %222, ptr noundef nonnull @.str.23, i32 noundef 9) #8
  %224 = call i32 @close(i32 noundef %222) #8
  %225 = load ptr, ptr %172, align 4, !tbaa !6
  %226 = load i32, ptr @in.k, align 4, !tbaa !10
  %227 = add nuw nsw i32 %226, 1
  %228 = and i32 %227, 3
  store i32 %228, ptr @in.k, align 4, !tbaa !10
  %229 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %228
  %230 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %229, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %225, ptr noundef nonnull @.str.18) #8
  %231 = load i32, ptr @in.k, align 4, !tbaa !10
  %232 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %231
  %233 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %232, i32 noundef 2) #8
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(64) %3, i8 0, i32 64, i1 false)
  %234 = call i32 @read(i32 noundef %233, ptr noundef nonnull %3, i32 noundef 63) #8
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %234, ptr noundef nonnull %3)
  %236 = call i32 @lseek(i32 noundef %233, i32 noundef 0, i32 noundef 0) #8
  %237 = call i32 @write(i32 noundef %233, ptr noundef nonnull @.str.25, i32 noundef 5) #8
  %238 = call i32 @lseek(i32 noundef %233, i32 noundef 0, i32 noundef 0) #8
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(64) %3, i8 0, i32 64, i1 false)
  %239 = call i32 @read(i32 noundef %233, ptr noundef nonnull %3, i32 noundef 10) #8
  %240 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull %3)
  %241 = call i32 @close(i32 noundef %233) #8
  %242 = load ptr, ptr %172, align 4, !tbaa !6
  %243 = load i32, ptr @in.k, align 4, !tbaa !10
  %244 = add nuw nsw i32 %243, 1
  %245 = and i32 %244, 3
  store i32 %245, ptr @in.k, align 4, !tbaa !10
  %246 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %245
  %247 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %246, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %242, ptr noundef nonnull @.str.18) #8
  %248 = load i32, ptr @in.k, align 4, !tbaa !10
  %249 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %248
  %250 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %249, i32 noundef 0) #8
  %251 = call noalias ptr @fdopen(i32 noundef %250, ptr noundef nonnull @.str.27) #8
  %252 = call i32 @fileno(ptr noundef %251) #8
  %253 = icmp eq i32 %252, %250
  %254 = zext i1 %253 to i32
  %255 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef %254)
  %256 = call ptr @fgets(ptr noundef nonnull %3, i32 noundef 64, ptr noundef %251)
  %257 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef %256)
  %258 = call i32 @fclose(ptr noundef %251)
  store i32 0, ptr %30, align 4, !tbaa !10
  %259 = call i32 @close(i32 noundef %250) #8
  %260 = load i32, ptr %30, align 4, !tbaa !10
  switch i32 %260, label %274 [
    i32 0, label %275
    i32 2, label %261
    i32 13, label %262
    i32 9, label %263
    i32 17, label %264
    i32 22, label %265
    i32 21, label %266
    i32 20, label %267
    i32 30, label %268
    i32 29, label %269
    i32 18, label %270
    i32 16, label %271
    i32 39, label %272
    i32 1, label %273
  ]

261:                                              ; preds = %211
  br label %275

262:                                              ; preds = %211
  br label %275

263:                                              ; preds = %211
  br label %275

264:                                              ; preds = %211
  br label %275

265:                                              ; preds = %211
  br label %275

266:                                              ; preds = %211
  br label %275

267:                                              ; preds = %211
  br label %275

268:                                              ; preds = %211
  br label %275

269:                                              ; preds = %211
  br label %275

270:                                              ; preds = %211
  br label %275

271:                                              ; preds = %211
  br label %275

272:                                              ; preds = %211
  br label %275

273:                                              ; preds = %211
  br label %275

274:                                              ; preds = %211
  br label %275

275:                                              ; preds = %211, %261, %262, %263, %264, %265, %266, %267, %268, %269, %270, %271, %272, %273, %274
  %276 = phi ptr [ @.str.61, %274 ], [ @.str.60, %273 ], [ @.str.59, %272 ], [ @.str.58, %271 ], [ @.str.57, %270 ], [ @.str.56, %269 ], [ @.str.55, %268 ], [ @.str.54, %267 ], [ @.str.53, %266 ], [ @.str.52, %265 ], [ @.str.51, %264 ], [ @.str.50, %263 ], [ @.str.49, %262 ], [ @.str.48, %261 ], [ @.str.47, %211 ]
  %277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef %259, ptr noundef nonnull %276)
  %278 = load ptr, ptr %172, align 4, !tbaa !6
  %279 = load i32, ptr @in.k, align 4, !tbaa !10
  %280 = add nuw nsw i32 %279, 1
  %281 = and i32 %280, 3
  store i32 %281, ptr @in.k, align 4, !tbaa !10
  %282 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %281
  %283 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %282, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %278, ptr noundef nonnull @.str.18) #8
  %284 = load i32, ptr @in.k, align 4, !tbaa !10
  %285 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %284
  %286 = call i32 @unlink(ptr noundef nonnull %285) #8
  %287 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef %286)
  store i32 0, ptr %30, align 4, !tbaa !10
  %288 = load ptr, ptr %172, align 4, !tbaa !6
  %289 = load i32, ptr @in.k, align 4, !tbaa !10
  %290 = add nuw nsw i32 %289, 1
  %291 = and i32 %290, 3
  store i32 %291, ptr @in.k, align 4, !tbaa !10
  %292 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %291
  %293 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %292, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %288, ptr noundef nonnull @.str.18) #8
  %294 = load i32, ptr @in.k, align 4, !tbaa !10
  %295 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %294
  %296 = call i32 @unlink(ptr noundef nonnull %295) #8
  %297 = load i32, ptr %30, align 4, !tbaa !10
  switch i32 %297, label %311 [
    i32 0, label %312
    i32 2, label %298
    i32 13, label %299
    i32 9, label %300
    i32 17, label %301
    i32 22, label %302
    i32 21, label %303
    i32 20, label %304
    i32 30, label %305
    i32 29, label %306
    i32 18, label %307
    i32 16, label %308
    i32 39, label %309
    i32 1, label %310
  ]

298:                                              ; preds = %275
  br label %312

299:                                              ; preds = %275
  br label %312

300:                                              ; preds = %275
  br label %312

301:                                              ; preds = %275
  br label %312

302:                                              ; preds = %275
  br label %312

303:                                              ; preds = %275
  br label %312

304:                                              ; preds = %275
  br label %312

305:                                              ; preds = %275
  br label %312

306:                                              ; preds = %275
  br label %312

307:                                              ; preds = %275
  br label %312

308:                                              ; preds = %275
  br label %312

309:                                              ; preds = %275
  br label %312

310:                                              ; preds = %275
  br label %312

311:                                              ; preds = %275
  br label %312

312:                                              ; preds = %275, %298, %299, %300, %301, %302, %303, %304, %305, %306, %307, %308, %309, %310, %311
  %313 = phi ptr [ @.str.61, %311 ], [ @.str.60, %310 ], [ @.str.59, %309 ], [ @.str.58, %308 ], [ @.str.57, %307 ], [ @.str.56, %306 ], [ @.str.55, %305 ], [ @.str.54, %304 ], [ @.str.53, %303 ], [ @.str.52, %302 ], [ @.str.51, %301 ], [ @.str.50, %300 ], [ @.str.49, %299 ], [ @.str.48, %298 ], [ @.str.47, %275 ]
  %314 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, i32 noundef %296, ptr noundef nonnull %313)
  %315 = load ptr, ptr %172, align 4, !tbaa !6
  %316 = load i32, ptr @in.k, align 4, !tbaa !10
  %317 = add nuw nsw i32 %316, 1
  %318 = and i32 %317, 3
  store i32 %318, ptr @in.k, align 4, !tbaa !10
  %319 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %318
  %320 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %319, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %315, ptr noundef nonnull @.str.34) #8
  %321 = load i32, ptr @in.k, align 4, !tbaa !10
  %322 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %321
  %323 = call i32 @mkdir(ptr noundef nonnull %322, i32 noundef 493) #8
  %324 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %323)
  store i32 0, ptr %30, align 4, !tbaa !10
  %325 = load ptr, ptr %172, align 4, !tbaa !6
  %326 = load i32, ptr @in.k, align 4, !tbaa !10
  %327 = add nuw nsw i32 %326, 1
  %328 = and i32 %327, 3
  store i32 %328, ptr @in.k, align 4, !tbaa !10
  %329 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %328
  %330 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %329, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %325, ptr noundef nonnull @.str.34) #8
  %331 = load i32, ptr @in.k, align 4, !tbaa !10
  %332 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %331
  %333 = call i32 @mkdir(ptr noundef nonnull %332, i32 noundef 493) #8
  %334 = load i32, ptr %30, align 4, !tbaa !10
  switch i32 %334, label %348 [
    i32 0, label %349
    i32 2, label %335
    i32 13, label %336
    i32 9, label %337
    i32 17, label %338
    i32 22, label %339
    i32 21, label %340
    i32 20, label %341
    i32 30, label %342
    i32 29, label %343
    i32 18, label %344
    i32 16, label %345
    i32 39, label %346
    i32 1, label %347
  ]

335:                                              ; preds = %312
  br label %349

336:                                              ; preds = %312
  br label %349

337:                                              ; preds = %312
  br label %349

338:                                              ; preds = %312
  br label %349

339:                                              ; preds = %312
  br label %349

340:                                              ; preds = %312
  br label %349

341:                                              ; preds = %312
  br label %349

342:                                              ; preds = %312
  br label %349

343:                                              ; preds = %312
  br label %349

344:                                              ; preds = %312
  br label %349

345:                                              ; preds = %312
  br label %349

346:                                              ; preds = %312
  br label %349

347:                                              ; preds = %312
  br label %349

348:                                              ; preds = %312
  br label %349

349:                                              ; preds = %312, %335, %336, %337, %338, %339, %340, %341, %342, %343, %344, %345, %346, %347, %348
  %350 = phi ptr [ @.str.61, %348 ], [ @.str.60, %347 ], [ @.str.59, %346 ], [ @.str.58, %345 ], [ @.str.57, %344 ], [ @.str.56, %343 ], [ @.str.55, %342 ], [ @.str.54, %341 ], [ @.str.53, %340 ], [ @.str.52, %339 ], [ @.str.51, %338 ], [ @.str.50, %337 ], [ @.str.49, %336 ], [ @.str.48, %335 ], [ @.str.47, %312 ]
  %351 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, i32 noundef %333, ptr noundef nonnull %350)
  %352 = load ptr, ptr %172, align 4, !tbaa !6
  %353 = load i32, ptr @in.k, align 4, !tbaa !10
  %354 = add nuw nsw i32 %353, 1
  %355 = and i32 %354, 3
  store i32 %355, ptr @in.k, align 4, !tbaa !10
  %356 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %355
  %357 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %356, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %352, ptr noundef nonnull @.str.36) #8
  %358 = load i32, ptr @in.k, align 4, !tbaa !10
  %359 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %358
  %360 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %359, i32 noundef 65, i32 noundef 420) #8
  %361 = call i32 @close(i32 noundef %360) #8
  store i32 0, ptr %30, align 4, !tbaa !10
  %362 = load ptr, ptr %172, align 4, !tbaa !6
  %363 = load i32, ptr @in.k, align 4, !tbaa !10
  %364 = add nuw nsw i32 %363, 1
  %365 = and i32 %364, 3
  store i32 %365, ptr @in.k, align 4, !tbaa !10
  %366 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %365
  %367 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %366, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %362, ptr noundef nonnull @.str.34) #8
  %368 = load i32, ptr @in.k, align 4, !tbaa !10
  %369 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %368
  %370 = call i32 @rmdir(ptr noundef nonnull %369) #8
  %371 = load i32, ptr %30, align 4, !tbaa !10
  switch i32 %371, label %385 [
    i32 0, label %386
    i32 2, label %372
    i32 13, label %373
    i32 9, label %374
    i32 17, label %375
    i32 22, label %376
    i32 21, label %377
    i32 20, label %378
    i32 30, label %379
    i32 29, label %380
    i32 18, label %381
    i32 16, label %382
    i32 39, label %383
    i32 1, label %384
  ]

372:                                              ; preds = %349
  br label %386

373:                                              ; preds = %349
  br label %386

374:                                              ; preds = %349
  br label %386

375:                                              ; preds = %349
  br label %386

376:                                              ; preds = %349
  br label %386

377:                                              ; preds = %349
  br label %386

378:                                              ; preds = %349
  br label %386

379:                                              ; preds = %349
  br label %386

380:                                              ; preds = %349
  br label %386

381:                                              ; preds = %349
  br label %386

382:                                              ; preds = %349
  br label %386

383:                                              ; preds = %349
  br label %386

384:                                              ; preds = %349
  br label %386

385:                                              ; preds = %349
  br label %386

386:                                              ; preds = %349, %372, %373, %374, %375, %376, %377, %378, %379, %380, %381, %382, %383, %384, %385
  %387 = phi ptr [ @.str.61, %385 ], [ @.str.60, %384 ], [ @.str.59, %383 ], [ @.str.58, %382 ], [ @.str.57, %381 ], [ @.str.56, %380 ], [ @.str.55, %379 ], [ @.str.54, %378 ], [ @.str.53, %377 ], [ @.str.52, %376 ], [ @.str.51, %375 ], [ @.str.50, %374 ], [ @.str.49, %373 ], [ @.str.48, %372 ], [ @.str.47, %349 ]
  %388 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, i32 noundef %370, ptr noundef nonnull %387)
  store i32 0, ptr %30, align 4, !tbaa !10
  %389 = load ptr, ptr %172, align 4, !tbaa !6
  %390 = load i32, ptr @in.k, align 4, !tbaa !10
  %391 = add nuw nsw i32 %390, 1
  %392 = and i32 %391, 3
  store i32 %392, ptr @in.k, align 4, !tbaa !10
  %393 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %392
  %394 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %393, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %389, ptr noundef nonnull @.str.36) #8
  %395 = load i32, ptr @in.k, align 4, !tbaa !10
  %396 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %395
  %397 = call i32 @rmdir(ptr noundef nonnull %396) #8
  %398 = load i32, ptr %30, align 4, !tbaa !10
  switch i32 %398, label %412 [
    i32 0, label %413
    i32 2, label %399
    i32 13, label %400
    i32 9, label %401
    i32 17, label %402
    i32 22, label %403
    i32 21, label %404
    i32 20, label %405
    i32 30, label %406
    i32 29, label %407
    i32 18, label %408
    i32 16, label %409
    i32 39, label %410
    i32 1, label %411
  ]

399:                                              ; preds = %386
  br label %413

400:                                              ; preds = %386
  br label %413

401:                                              ; preds = %386
  br label %413

402:                                              ; preds = %386
  br label %413

403:                                              ; preds = %386
  br label %413

404:                                              ; preds = %386
  br label %413

405:                                              ; preds = %386
  br label %413

406:                                              ; preds = %386
  br label %413

407:                                              ; preds = %386
  br label %413

408:                                              ; preds = %386
  br label %413

409:                                              ; preds = %386
  br label %413

410:                                              ; preds = %386
  br label %413

411:                                              ; preds = %386
  br label %413

412:                                              ; preds = %386
  br label %413

413:                                              ; preds = %386, %399, %400, %401, %402, %403, %404, %405, %406, %407, %408, %409, %410, %411, %412
  %414 = phi ptr [ @.str.61, %412 ], [ @.str.60, %411 ], [ @.str.59, %410 ], [ @.str.58, %409 ], [ @.str.57, %408 ], [ @.str.56, %407 ], [ @.str.55, %406 ], [ @.str.54, %405 ], [ @.str.53, %404 ], [ @.str.52, %403 ], [ @.str.51, %402 ], [ @.str.50, %401 ], [ @.str.49, %400 ], [ @.str.48, %399 ], [ @.str.47, %386 ]
  %415 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %397, ptr noundef nonnull %414)
  store i32 0, ptr %30, align 4, !tbaa !10
  %416 = load ptr, ptr %172, align 4, !tbaa !6
  %417 = load i32, ptr @in.k, align 4, !tbaa !10
  %418 = add nuw nsw i32 %417, 1
  %419 = and i32 %418, 3
  store i32 %419, ptr @in.k, align 4, !tbaa !10
  %420 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %419
  %421 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %420, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %416, ptr noundef nonnull @.str.34) #8
  %422 = load i32, ptr @in.k, align 4, !tbaa !10
  %423 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %422
  %424 = call i32 @unlink(ptr noundef nonnull %423) #8
  %425 = load i32, ptr %30, align 4, !tbaa !10
  switch i32 %425, label %439 [
    i32 0, label %440
    i32 2, label %426
    i32 13, label %427
    i32 9, label %428
    i32 17, label %429
    i32 22, label %430
    i32 21, label %431
    i32 20, label %432
    i32 30, label %433
    i32 29, label %434
    i32 18, label %435
    i32 16, label %436
    i32 39, label %437
    i32 1, label %438
  ]

426:                                              ; preds = %413
  br label %440

427:                                              ; preds = %413
  br label %440

428:                                              ; preds = %413
  br label %440

429:                                              ; preds = %413
  br label %440

430:                                              ; preds = %413
  br label %440

431:                                              ; preds = %413
  br label %440

432:                                              ; preds = %413
  br label %440

433:                                              ; preds = %413
  br label %440

434:                                              ; preds = %413
  br label %440

435:                                              ; preds = %413
  br label %440

436:                                              ; preds = %413
  br label %440

437:                                              ; preds = %413
  br label %440

438:                                              ; preds = %413
  br label %440

439:                                              ; preds = %413
  br label %440

440:                                              ; preds = %413, %426, %427, %428, %429, %430, %431, %432, %433, %434, %435, %436, %437, %438, %439
  %441 = phi ptr [ @.str.61, %439 ], [ @.str.60, %438 ], [ @.str.59, %437 ], [ @.str.58, %436 ], [ @.str.57, %435 ], [ @.str.56, %434 ], [ @.str.55, %433 ], [ @.str.54, %432 ], [ @.str.53, %431 ], [ @.str.52, %430 ], [ @.str.51, %429 ], [ @.str.50, %428 ], [ @.str.49, %427 ], [ @.str.48, %426 ], [ @.str.47, %413 ]
  %442 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %424, ptr noundef nonnull %441)
  %443 = load ptr, ptr %172, align 4, !tbaa !6
  %444 = load i32, ptr @in.k, align 4, !tbaa !10
  %445 = add nuw nsw i32 %444, 1
  %446 = and i32 %445, 3
  store i32 %446, ptr @in.k, align 4, !tbaa !10
  %447 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %446
  %448 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %447, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %443, ptr noundef nonnull @.str.36) #8
  %449 = load i32, ptr @in.k, align 4, !tbaa !10
  %450 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %449
  %451 = call i32 @remove(ptr noundef nonnull %450) #8
  %452 = load ptr, ptr %172, align 4, !tbaa !6
  %453 = load i32, ptr @in.k, align 4, !tbaa !10
  %454 = add nuw nsw i32 %453, 1
  %455 = and i32 %454, 3
  store i32 %455, ptr @in.k, align 4, !tbaa !10
  %456 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %455
  %457 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %456, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %452, ptr noundef nonnull @.str.34) #8
  %458 = load i32, ptr @in.k, align 4, !tbaa !10
  %459 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %458
  %460 = call i32 @remove(ptr noundef nonnull %459) #8
  %461 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.40, i32 noundef %451, i32 noundef %460)
  store i32 0, ptr %30, align 4, !tbaa !10
  %462 = load ptr, ptr %6, align 4, !tbaa !6
  %463 = load i32, ptr @in.k, align 4, !tbaa !10
  %464 = add nuw nsw i32 %463, 1
  %465 = and i32 %464, 3
  store i32 %465, ptr @in.k, align 4, !tbaa !10
  %466 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %465
  %467 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %466, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %462, ptr noundef nonnull @.str.42) #8
  %468 = load i32, ptr @in.k, align 4, !tbaa !10
  %469 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %468
  %470 = call i32 @mkdir(ptr noundef nonnull %469, i32 noundef 493) #8
  %471 = load i32, ptr %30, align 4, !tbaa !10
  switch i32 %471, label %485 [
    i32 0, label %486
    i32 2, label %472
    i32 13, label %473
    i32 9, label %474
    i32 17, label %475
    i32 22, label %476
    i32 21, label %477
    i32 20, label %478
    i32 30, label %479
    i32 29, label %480
    i32 18, label %481
    i32 16, label %482
    i32 39, label %483
    i32 1, label %484
  ]

472:                                              ; preds = %440
  br label %486

473:                                              ; preds = %440
  br label %486

474:                                              ; preds = %440
  br label %486

475:                                              ; preds = %440
  br label %486

476:                                              ; preds = %440
  br label %486

477:                                              ; preds = %440
  br label %486

478:                                              ; preds = %440
  br label %486

479:                                              ; preds = %440
  br label %486

480:                                              ; preds = %440
  br label %486

481:                                              ; preds = %440
  br label %486

482:                                              ; preds = %440
  br label %486

483:                                              ; preds = %440
  br label %486

484:                                              ; preds = %440
  br label %486

485:                                              ; preds = %440
  br label %486

486:                                              ; preds = %440, %472, %473, %474, %475, %476, %477, %478, %479, %480, %481, %482, %483, %484, %485
  %487 = phi ptr [ @.str.61, %485 ], [ @.str.60, %484 ], [ @.str.59, %483 ], [ @.str.58, %482 ], [ @.str.57, %481 ], [ @.str.56, %480 ], [ @.str.55, %479 ], [ @.str.54, %478 ], [ @.str.53, %477 ], [ @.str.52, %476 ], [ @.str.51, %475 ], [ @.str.50, %474 ], [ @.str.49, %473 ], [ @.str.48, %472 ], [ @.str.47, %440 ]
  %488 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %470, ptr noundef nonnull %487)
  %489 = load ptr, ptr %6, align 4, !tbaa !6
  %490 = load i32, ptr @in.k, align 4, !tbaa !10
  %491 = add nuw nsw i32 %490, 1
  %492 = and i32 %491, 3
  store i32 %492, ptr @in.k, align 4, !tbaa !10
  %493 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %492
  %494 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %493, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %489, ptr noundef nonnull @.str) #8
  %495 = load i32, ptr @in.k, align 4, !tbaa !10
  %496 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %495
  %497 = call i32 @access(ptr noundef nonnull %496, i32 noundef 0) #8
  %498 = load ptr, ptr %6, align 4, !tbaa !6
  %499 = load i32, ptr @in.k, align 4, !tbaa !10
  %500 = add nuw nsw i32 %499, 1
  %501 = and i32 %500, 3
  store i32 %501, ptr @in.k, align 4, !tbaa !10
  %502 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %501
  %503 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %502, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %498, ptr noundef nonnull @.str) #8
  %504 = load i32, ptr @in.k, align 4, !tbaa !10
  %505 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %504
  %506 = call i32 @access(ptr noundef nonnull %505, i32 noundef 4) #8
  %507 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, i32 noundef %497, i32 noundef %506)
  store i32 0, ptr %30, align 4, !tbaa !10
  %508 = load ptr, ptr %6, align 4, !tbaa !6
  %509 = load i32, ptr @in.k, align 4, !tbaa !10
  %510 = add nuw nsw i32 %509, 1
  %511 = and i32 %510, 3
  store i32 %511, ptr @in.k, align 4, !tbaa !10
  %512 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %511
  %513 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %512, i32 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %508, ptr noundef nonnull @.str.16) #8
  %514 = load i32, ptr @in.k, align 4, !tbaa !10
  %515 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %514
  %516 = call i32 @access(ptr noundef nonnull %515, i32 noundef 0) #8
  %517 = load i32, ptr %30, align 4, !tbaa !10
  switch i32 %517, label %531 [
    i32 0, label %532
    i32 2, label %518
    i32 13, label %519
    i32 9, label %520
    i32 17, label %521
    i32 22, label %522
    i32 21, label %523
    i32 20, label %524
    i32 30, label %525
    i32 29, label %526
    i32 18, label %527
    i32 16, label %528
    i32 39, label %529
    i32 1, label %530
  ]

518:                                              ; preds = %486
  br label %532

519:                                              ; preds = %486
  br label %532

520:                                              ; preds = %486
  br label %532

521:                                              ; preds = %486
  br label %532

522:                                              ; preds = %486
  br label %532

523:                                              ; preds = %486
  br label %532

524:                                              ; preds = %486
  br label %532

525:                                              ; preds = %486
  br label %532

526:                                              ; preds = %486
  br label %532

527:                                              ; preds = %486
  br label %532

528:                                              ; preds = %486
  br label %532

529:                                              ; preds = %486
  br label %532

530:                                              ; preds = %486
  br label %532

531:                                              ; preds = %486
  br label %532

532:                                              ; preds = %486, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531
  %533 = phi ptr [ @.str.61, %531 ], [ @.str.60, %530 ], [ @.str.59, %529 ], [ @.str.58, %528 ], [ @.str.57, %527 ], [ @.str.56, %526 ], [ @.str.55, %525 ], [ @.str.54, %524 ], [ @.str.53, %523 ], [ @.str.52, %522 ], [ @.str.51, %521 ], [ @.str.50, %520 ], [ @.str.49, %519 ], [ @.str.48, %518 ], [ @.str.47, %486 ]
  %534 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %516, ptr noundef nonnull %533)
  %535 = load ptr, ptr @stdin, align 4, !tbaa !6
  %536 = call i32 @fileno(ptr noundef %535) #8
  %537 = load ptr, ptr @stdout, align 4, !tbaa !6
  %538 = call i32 @fileno(ptr noundef %537) #8
  %539 = load ptr, ptr @stderr, align 4, !tbaa !6
  %540 = call i32 @fileno(ptr noundef %539) #8
  %541 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, i32 noundef %536, i32 noundef %538, i32 noundef %540)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #8
  br label %542

542:                                              ; preds = %2, %532
  %543 = phi i32 [ 0, %532 ], [ 2, %2 ]
  ret i32 %543
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare noundef i32 @open(ptr nocapture noundef readonly, i32 noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree
declare noundef i32 @read(i32 noundef, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @lseek(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #5

; Function Attrs: nofree
declare noundef i32 @write(i32 noundef, ptr nocapture noundef readonly, i32 noundef) local_unnamed_addr #2

declare i32 @close(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #7

; Function Attrs: nofree nounwind
declare noalias noundef ptr @fdopen(i32 noundef, ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fileno(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef ptr @fgets(ptr noundef, i32 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fclose(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @unlink(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @mkdir(ptr nocapture noundef readonly, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @rmdir(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @remove(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @access(ptr nocapture noundef readonly, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i32 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(none) }

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
