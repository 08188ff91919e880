; ModuleID = 'posix_io.c'
source_filename = "posix_io.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@stdin = external local_unnamed_addr global ptr, align 8
@stdout = external local_unnamed_addr global ptr, align 8
@stderr = external local_unnamed_addr global ptr, align 8
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
define dso_local range(i32 0, 3) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [64 x i8], align 16
  %4 = icmp slt i32 %0, 3
  br i1 %4, label %590, label %5

5:                                                ; preds = %2
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #8
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  %8 = load i32, ptr @in.k, align 4, !tbaa !9
  %9 = add nuw nsw i32 %8, 1
  %10 = and i32 %9, 3
  store i32 %10, ptr @in.k, align 4, !tbaa !9
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %11
  %13 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %12, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %7, ptr noundef nonnull @.str) #8
  %14 = load i32, ptr @in.k, align 4, !tbaa !9
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %15
  %17 = tail call i32 (ptr, i32, ...) @open(ptr noundef nonnull %16, i32 noundef 0) #8
  %18 = icmp sgt i32 %17, 2
  %19 = select i1 %18, ptr @.str.2, ptr @.str.3
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %19)
  %21 = call i64 @read(i32 noundef %17, ptr noundef nonnull %3, i64 noundef 5) #8
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %21, ptr noundef nonnull %3)
  %23 = call i64 @lseek(i32 noundef %17, i64 noundef 0, i32 noundef 1) #8
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %23)
  %25 = call i64 @lseek(i32 noundef %17, i64 noundef 0, i32 noundef 2) #8
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %25)
  %27 = call i64 @read(i32 noundef %17, ptr noundef nonnull %3, i64 noundef 64) #8
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %27)
  %29 = call i64 @lseek(i32 noundef %17, i64 noundef -4, i32 noundef 2) #8
  %30 = call i64 @read(i32 noundef %17, ptr noundef nonnull %3, i64 noundef 64) #8
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %30, ptr noundef nonnull %3)
  %32 = tail call ptr @__errno_location() #9
  store i32 0, ptr %32, align 4, !tbaa !9
  %33 = call i64 @lseek(i32 noundef %17, i64 noundef -100, i32 noundef 0) #8
  %34 = load i32, ptr %32, align 4, !tbaa !9
  switch i32 %34, label %48 [
    i32 0, label %49
    i32 2, label %35
    i32 13, label %36
    i32 9, label %37
    i32 17, label %38
    i32 22, label %39
    i32 21, label %40
    i32 20, label %41
    i32 30, label %42
    i32 29, label %43
    i32 18, label %44
    i32 16, label %45
    i32 39, label %46
    i32 1, label %47
  ]

35:                                               ; preds = %5
  br label %49

36:                                               ; preds = %5
  br label %49

37:                                               ; preds = %5
  br label %49

38:                                               ; preds = %5
  br label %49

39:                                               ; preds = %5
  br label %49

40:                                               ; preds = %5
  br label %49

41:                                               ; preds = %5
  br label %49

42:                                               ; preds = %5
  br label %49

43:                                               ; preds = %5
  br label %49

44:                                               ; preds = %5
  br label %49

45:                                               ; preds = %5
  br label %49

46:                                               ; preds = %5
  br label %49

47:                                               ; preds = %5
  br label %49

48:                                               ; preds = %5
  br label %49

49:                                               ; preds = %5, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48
  %50 = phi ptr [ @.str.61, %48 ], [ @.str.60, %47 ], [ @.str.59, %46 ], [ @.str.58, %45 ], [ @.str.57, %44 ], [ @.str.56, %43 ], [ @.str.55, %42 ], [ @.str.54, %41 ], [ @.str.53, %40 ], [ @.str.52, %39 ], [ @.str.51, %38 ], [ @.str.50, %37 ], [ @.str.49, %36 ], [ @.str.48, %35 ], [ @.str.47, %5 ]
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %33, ptr noundef nonnull %50)
  store i32 0, ptr %32, align 4, !tbaa !9
  %52 = call i64 @write(i32 noundef %17, ptr noundef nonnull @.str.11, i64 noundef 1) #8
  %53 = load i32, ptr %32, align 4, !tbaa !9
  switch i32 %53, label %67 [
    i32 0, label %68
    i32 2, label %54
    i32 13, label %55
    i32 9, label %56
    i32 17, label %57
    i32 22, label %58
    i32 21, label %59
    i32 20, label %60
    i32 30, label %61
    i32 29, label %62
    i32 18, label %63
    i32 16, label %64
    i32 39, label %65
    i32 1, label %66
  ]

54:                                               ; preds = %49
  br label %68

55:                                               ; preds = %49
  br label %68

56:                                               ; preds = %49
  br label %68

57:                                               ; preds = %49
  br label %68

58:                                               ; preds = %49
  br label %68

59:                                               ; preds = %49
  br label %68

60:                                               ; preds = %49
  br label %68

61:                                               ; preds = %49
  br label %68

62:                                               ; preds = %49
  br label %68

63:                                               ; preds = %49
  br label %68

64:                                               ; preds = %49
  br label %68

65:                                               ; preds = %49
  br label %68

66:                                               ; preds = %49
  br label %68

67:                                               ; preds = %49
  br label %68

68:                                               ; preds = %49, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67
  %69 = phi ptr [ @.str.61, %67 ], [ @.str.60, %66 ], [ @.str.59, %65 ], [ @.str.58, %64 ], [ @.str.57, %63 ], [ @.str.56, %62 ], [ @.str.55, %61 ], [ @.str.54, %60 ], [ @.str.53, %59 ], [ @.str.52, %58 ], [ @.str.51, %57 ], [ @.str.50, %56 ], [ @.str.49, %55 ], [ @.str.48, %54 ], [ @.str.47, %49 ]
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %52, ptr noundef nonnull %69)
  %71 = call i32 @close(i32 noundef %17) #8
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %71)
  store i32 0, ptr %32, align 4, !tbaa !9
  %73 = call i32 @close(i32 noundef %17) #8
  %74 = load i32, ptr %32, align 4, !tbaa !9
  switch i32 %74, label %88 [
    i32 0, label %89
    i32 2, label %75
    i32 13, label %76
    i32 9, label %77
    i32 17, label %78
    i32 22, label %79
    i32 21, label %80
    i32 20, label %81
    i32 30, label %82
    i32 29, label %83
    i32 18, label %84
    i32 16, label %85
    i32 39, label %86
    i32 1, label %87
  ]

75:                                               ; preds = %68
  br label %89

76:                                               ; preds = %68
  br label %89

77:                                               ; preds = %68
  br label %89

78:                                               ; preds = %68
  br label %89

79:                                               ; preds = %68
  br label %89

80:                                               ; preds = %68
  br label %89

81:                                               ; preds = %68
  br label %89

82:                                               ; preds = %68
  br label %89

83:                                               ; preds = %68
  br label %89

84:                                               ; preds = %68
  br label %89

85:                                               ; preds = %68
  br label %89

86:                                               ; preds = %68
  br label %89

87:                                               ; preds = %68
  br label %89

88:                                               ; preds = %68
  br label %89

89:                                               ; preds = %68, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88
  %90 = phi ptr [ @.str.61, %88 ], [ @.str.60, %87 ], [ @.str.59, %86 ], [ @.str.58, %85 ], [ @.str.57, %84 ], [ @.str.56, %83 ], [ @.str.55, %82 ], [ @.str.54, %81 ], [ @.str.53, %80 ], [ @.str.52, %79 ], [ @.str.51, %78 ], [ @.str.50, %77 ], [ @.str.49, %76 ], [ @.str.48, %75 ], [ @.str.47, %68 ]
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %73, ptr noundef nonnull %90)
  store i32 0, ptr %32, align 4, !tbaa !9
  %92 = call i64 @read(i32 noundef 99, ptr noundef nonnull %3, i64 noundef 1) #8
  %93 = load i32, ptr %32, align 4, !tbaa !9
  switch i32 %93, label %107 [
    i32 0, label %108
    i32 2, label %94
    i32 13, label %95
    i32 9, label %96
    i32 17, label %97
    i32 22, label %98
    i32 21, label %99
    i32 20, label %100
    i32 30, label %101
    i32 29, label %102
    i32 18, label %103
    i32 16, label %104
    i32 39, label %105
    i32 1, label %106
  ]

94:                                               ; preds = %89
  br label %108

95:                                               ; preds = %89
  br label %108

96:                                               ; preds = %89
  br label %108

97:                                               ; preds = %89
  br label %108

98:                                               ; preds = %89
  br label %108

99:                                               ; preds = %89
  br label %108

100:                                              ; preds = %89
  br label %108

101:                                              ; preds = %89
  br label %108

102:                                              ; preds = %89
  br label %108

103:                                              ; preds = %89
  br label %108

104:                                              ; preds = %89
  br label %108

105:                                              ; preds = %89
  br label %108

106:                                              ; preds = %89
  br label %108

107:                                              ; preds = %89
  br label %108

108:                                              ; preds = %89, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107
  %109 = phi ptr [ @.str.61, %107 ], [ @.str.60, %106 ], [ @.str.59, %105 ], [ @.str.58, %104 ], [ @.str.57, %103 ], [ @.str.56, %102 ], [ @.str.55, %101 ], [ @.str.54, %100 ], [ @.str.53, %99 ], [ @.str.52, %98 ], [ @.str.51, %97 ], [ @.str.50, %96 ], [ @.str.49, %95 ], [ @.str.48, %94 ], [ @.str.47, %89 ]
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %92, ptr noundef nonnull %109)
  store i32 0, ptr %32, align 4, !tbaa !9
  %111 = load ptr, ptr %6, align 8, !tbaa !5
  %112 = load i32, ptr @in.k, align 4, !tbaa !9
  %113 = add nuw nsw i32 %112, 1
  %114 = and i32 %113, 3
  store i32 %114, ptr @in.k, align 4, !tbaa !9
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %115
  %117 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %116, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %111, ptr noundef nonnull @.str.16) #8
  %118 = load i32, ptr @in.k, align 4, !tbaa !9
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %119
  %121 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %120, i32 noundef 0) #8
  %122 = load i32, ptr %32, align 4, !tbaa !9
  switch i32 %122, label %136 [
    i32 0, label %137
    i32 2, label %123
    i32 13, label %124
    i32 9, label %125
    i32 17, label %126
    i32 22, label %127
    i32 21, label %128
    i32 20, label %129
    i32 30, label %130
    i32 29, label %131
    i32 18, label %132
    i32 16, label %133
    i32 39, label %134
    i32 1, label %135
  ]

123:                                              ; preds = %108
  br label %137

124:                                              ; preds = %108
  br label %137

125:                                              ; preds = %108
  br label %137

126:                                              ; preds = %108
  br label %137

127:                                              ; preds = %108
  br label %137

128:                                              ; preds = %108
  br label %137

129:                                              ; preds = %108
  br label %137

130:                                              ; preds = %108
  br label %137

131:                                              ; preds = %108
  br label %137

132:                                              ; preds = %108
  br label %137

133:                                              ; preds = %108
  br label %137

134:                                              ; preds = %108
  br label %137

135:                                              ; preds = %108
  br label %137

136:                                              ; preds = %108
  br label %137

137:                                              ; preds = %108, %123, %124, %125, %126, %127, %128, %129, %130, %131, %132, %133, %134, %135, %136
  %138 = phi ptr [ @.str.61, %136 ], [ @.str.60, %135 ], [ @.str.59, %134 ], [ @.str.58, %133 ], [ @.str.57, %132 ], [ @.str.56, %131 ], [ @.str.55, %130 ], [ @.str.54, %129 ], [ @.str.53, %128 ], [ @.str.52, %127 ], [ @.str.51, %126 ], [ @.str.50, %125 ], [ @.str.49, %124 ], [ @.str.48, %123 ], [ @.str.47, %108 ]
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %121, ptr noundef nonnull %138)
  %140 = load ptr, ptr %6, align 8, !tbaa !5
  %141 = load i32, ptr @in.k, align 4, !tbaa !9
  %142 = add nuw nsw i32 %141, 1
  %143 = and i32 %142, 3
  store i32 %143, ptr @in.k, align 4, !tbaa !9
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %144
  %146 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %145, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %140, ptr noundef nonnull @.str) #8
  %147 = load i32, ptr @in.k, align 4, !tbaa !9
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %148
  %150 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %149, i32 noundef 0) #8
  %151 = load ptr, ptr %6, align 8, !tbaa !5
  %152 = load i32, ptr @in.k, align 4, !tbaa !9
  %153 = add nuw nsw i32 %152, 1
  %154 = and i32 %153, 3
  store i32 %154, ptr @in.k, align 4, !tbaa !9
  %155 = zext nneg i32 %154 to i64
  %156 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %155
  %157 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %156, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %151, ptr noundef nonnull @.str) #8
  %158 = load i32, ptr @in.k, align 4, !tbaa !9
  %159 = zext nneg i32 %158 to i64
  %160 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %159
  %161 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %160, i32 noundef 0) #8
  %162 = call i32 @close(i32 noundef %150) #8
  %163 = load ptr, ptr %6, align 8, !tbaa !5
  %164 = load i32, ptr @in.k, align 4, !tbaa !9
  %165 = add nuw nsw i32 %164, 1
  %166 = and i32 %165, 3
  store i32 %166, ptr @in.k, align 4, !tbaa !9
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %167
  %169 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %168, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %163, ptr noundef nonnull @.str) #8
  %170 = load i32, ptr @in.k, align 4, !tbaa !9
  %171 = zext nneg i32 %170 to i64
  %172 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %171
  %173 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %172, i32 noundef 0) #8
  %174 = icmp eq i32 %173, %150
  %175 = zext i1 %174 to i32
  %176 = add nsw i32 %150, 1
  %177 = icmp eq i32 %161, %176
  %178 = zext i1 %177 to i32
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %175, i32 noundef %178)
  %180 = call i32 @close(i32 noundef %161) #8
  %181 = call i32 @close(i32 noundef %173) #8
  %182 = getelementptr inbounds i8, ptr %1, i64 16
  %183 = load ptr, ptr %182, align 8, !tbaa !5
  %184 = load i32, ptr @in.k, align 4, !tbaa !9
  %185 = add nuw nsw i32 %184, 1
  %186 = and i32 %185, 3
  store i32 %186, ptr @in.k, align 4, !tbaa !9
  %187 = zext nneg i32 %186 to i64
  %188 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %187
  %189 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %188, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %183, ptr noundef nonnull @.str.18) #8
  %190 = load i32, ptr @in.k, align 4, !tbaa !9
  %191 = zext nneg i32 %190 to i64
  %192 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %191
  %193 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %192, i32 noundef 577, i32 noundef 420) #8
  %194 = call i64 @write(i32 noundef %193, ptr noundef nonnull @.str.20, i64 noundef 19) #8
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %194)
  %196 = call i64 @write(i32 noundef %193, ptr noundef nonnull @.str.21, i64 noundef 5) #8
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %196)
  %198 = call i32 @close(i32 noundef %193) #8
  store i32 0, ptr %32, align 4, !tbaa !9
  %199 = load ptr, ptr %182, align 8, !tbaa !5
  %200 = load i32, ptr @in.k, align 4, !tbaa !9
  %201 = add nuw nsw i32 %200, 1
  %202 = and i32 %201, 3
  store i32 %202, ptr @in.k, align 4, !tbaa !9
  %203 = zext nneg i32 %202 to i64
  %204 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %203
  %205 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %204, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %199, ptr noundef nonnull @.str.18) #8
  %206 = load i32, ptr @in.k, align 4, !tbaa !9
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %207
  %209 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %208, i32 noundef 193, i32 noundef 420) #8
  %210 = load i32, ptr %32, align 4, !tbaa !9
  switch i32 %210, label %224 [
    i32 0, label %225
    i32 2, label %211
    i32 13, label %212
    i32 9, label %213
    i32 17, label %214
    i32 22, label %215
    i32 21, label %216
    i32 20, label %217
    i32 30, label %218
    i32 29, label %219
    i32 18, label %220
    i32 16, label %221
    i32 39, label %222
    i32 1, label %223
  ]

211:                                              ; preds = %137
  br label %225

212:                                              ; preds = %137
  br label %225

213:                                              ; preds = %137
  br label %225

214:                                              ; preds = %137
  br label %225

215:                                              ; preds = %137
  br label %225

216:                                              ; preds = %137
  br label %225

217:                                              ; preds = %137
  br label %225

218:                                              ; preds = %137
  br label %225

219:                                              ; preds = %137
  br label %225

220:                                              ; preds = %137
  br label %225

221:                                              ; preds = %137
  br label %225

222:                                              ; preds = %137
  br label %225

223:                                              ; preds = %137
  br label %225

224:                                              ; preds = %137
  br label %225

225:                                              ; preds = %137, %211, %212, %213, %214, %215, %216, %217, %218, %219, %220, %221, %222, %223, %224
  %226 = phi ptr [ @.str.61, %224 ], [ @.str.60, %223 ], [ @.str.59, %222 ], [ @.str.58, %221 ], [ @.str.57, %220 ], [ @.str.56, %219 ], [ @.str.55, %218 ], [ @.str.54, %217 ], [ @.str.53, %216 ], [ @.str.52, %215 ], [ @.str.51, %214 ], [ @.str.50, %213 ], [ @.str.49, %212 ], [ @.str.48, %211 ], [ @.str.47, %137 ]
  %227 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %209, ptr noundef nonnull %226)
  %228 = load ptr, ptr %182, align 8, !tbaa !5
  %229 = load i32, ptr @in.k, align 4, !tbaa !9
  %230 = add nuw nsw i32 %229, 1
  %231 = and i32 %230, 3
  store i32 %231, ptr @in.k, align 4, !tbaa !9
  %232 = zext nneg i32 %231 to i64
  %233 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %232
  %234 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %233, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %228, ptr noundef nonnull @.str.18) #8
  %235 = load i32, ptr @in.k, align 4, !tbaa !9
  %236 = zext nneg i32 %235 to i64
  %237 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %236
  %238 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %237, i32 noundef 1025) #8
  %239 = call i64 @write(i32 noundef %238, ptr noundef nonnull @.str.23, i64 noundef 9) #8
  %240 = call i32 @close(i32 noundef %238) #8
  %241 = load ptr, ptr %182, align 8, !tbaa !5
  %242 = load i32, ptr @in.k, align 4, !tbaa !9
  %243 = add nuw nsw i32 %242, 1
  %244 = and i32 %243, 3
  store i32 %244, ptr @in.k, align 4, !tbaa !9
  %245 = zext nneg i32 %244 to i64
  %246 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %245
  %247 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %246, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %241, ptr noundef nonnull @.str.18) #8
  %248 = load i32, ptr @in.k, align 4, !tbaa !9
  %249 = zext nneg i32 %248 to i64
  %250 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %249
  %251 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %250, i32 noundef 2) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %3, i8 0, i64 64, i1 false)
  %252 = call i64 @read(i32 noundef %251, ptr noundef nonnull %3, i64 noundef 63) #8
  %253 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %252, ptr noundef nonnull %3)
  %254 = call i64 @lseek(i32 noundef %251, i64 noundef 0, i32 noundef 0) #8
  %255 = call i64 @write(i32 noundef %251, ptr noundef nonnull @.str.25, i64 noundef 5) #8
  %256 = call i64 @lseek(i32 noundef %251, i64 noundef 0, i32 noundef 0) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %3, i8 0, i64 64, i1 false)
  %257 = call i64 @read(i32 noundef %251, ptr noundef nonnull %3, i64 noundef 10) #8
  %258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull %3)
  %259 = call i32 @close(i32 noundef %251) #8
  %260 = load ptr, ptr %182, align 8, !tbaa !5
  %261 = load i32, ptr @in.k, align 4, !tbaa !9
  %262 = add nuw nsw i32 %261, 1
  %263 = and i32 %262, 3
  store i32 %263, ptr @in.k, align 4, !tbaa !9
  %264 = zext nneg i32 %263 to i64
  %265 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %264
  %266 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %265, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %260, ptr noundef nonnull @.str.18) #8
  %267 = load i32, ptr @in.k, align 4, !tbaa !9
  %268 = zext nneg i32 %267 to i64
  %269 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %268
  %270 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %269, i32 noundef 0) #8
  %271 = call noalias ptr @fdopen(i32 noundef %270, ptr noundef nonnull @.str.27) #8
  %272 = call i32 @fileno(ptr noundef %271) #8
  %273 = icmp eq i32 %272, %270
  %274 = zext i1 %273 to i32
  %275 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef %274)
  %276 = call ptr @fgets(ptr noundef nonnull %3, i32 noundef 64, ptr noundef %271)
  %277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef %276)
  %278 = call i32 @fclose(ptr noundef %271)
  store i32 0, ptr %32, align 4, !tbaa !9
  %279 = call i32 @close(i32 noundef %270) #8
  %280 = load i32, ptr %32, align 4, !tbaa !9
  switch i32 %280, label %294 [
    i32 0, label %295
    i32 2, label %281
    i32 13, label %282
    i32 9, label %283
    i32 17, label %284
    i32 22, label %285
    i32 21, label %286
    i32 20, label %287
    i32 30, label %288
    i32 29, label %289
    i32 18, label %290
    i32 16, label %291
    i32 39, label %292
    i32 1, label %293
  ]

281:                                              ; preds = %225
  br label %295

282:                                              ; preds = %225
  br label %295

283:                                              ; preds = %225
  br label %295

284:                                              ; preds = %225
  br label %295

285:                                              ; preds = %225
  br label %295

286:                                              ; preds = %225
  br label %295

287:                                              ; preds = %225
  br label %295

288:                                              ; preds = %225
  br label %295

289:                                              ; preds = %225
  br label %295

290:                                              ; preds = %225
  br label %295

291:                                              ; preds = %225
  br label %295

292:                                              ; preds = %225
  br label %295

293:                                              ; preds = %225
  br label %295

294:                                              ; preds = %225
  br label %295

295:                                              ; preds = %225, %281, %282, %283, %284, %285, %286, %287, %288, %289, %290, %291, %292, %293, %294
  %296 = phi ptr [ @.str.61, %294 ], [ @.str.60, %293 ], [ @.str.59, %292 ], [ @.str.58, %291 ], [ @.str.57, %290 ], [ @.str.56, %289 ], [ @.str.55, %288 ], [ @.str.54, %287 ], [ @.str.53, %286 ], [ @.str.52, %285 ], [ @.str.51, %284 ], [ @.str.50, %283 ], [ @.str.49, %282 ], [ @.str.48, %281 ], [ @.str.47, %225 ]
  %297 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef %279, ptr noundef nonnull %296)
  %298 = load ptr, ptr %182, align 8, !tbaa !5
  %299 = load i32, ptr @in.k, align 4, !tbaa !9
  %300 = add nuw nsw i32 %299, 1
  %301 = and i32 %300, 3
  store i32 %301, ptr @in.k, align 4, !tbaa !9
  %302 = zext nneg i32 %301 to i64
  %303 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %302
  %304 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %303, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %298, ptr noundef nonnull @.str.18) #8
  %305 = load i32, ptr @in.k, align 4, !tbaa !9
  %306 = zext nneg i32 %305 to i64
  %307 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %306
  %308 = call i32 @unlink(ptr noundef nonnull %307) #8
  %309 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef %308)
  store i32 0, ptr %32, align 4, !tbaa !9
  %310 = load ptr, ptr %182, align 8, !tbaa !5
  %311 = load i32, ptr @in.k, align 4, !tbaa !9
  %312 = add nuw nsw i32 %311, 1
  %313 = and i32 %312, 3
  store i32 %313, ptr @in.k, align 4, !tbaa !9
  %314 = zext nneg i32 %313 to i64
  %315 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %314
  %316 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %315, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %310, ptr noundef nonnull @.str.18) #8
  %317 = load i32, ptr @in.k, align 4, !tbaa !9
  %318 = zext nneg i32 %317 to i64
  %319 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %318
  %320 = call i32 @unlink(ptr noundef nonnull %319) #8
  %321 = load i32, ptr %32, align 4, !tbaa !9
  switch i32 %321, label %335 [
    i32 0, label %336
    i32 2, label %322
    i32 13, label %323
    i32 9, label %324
    i32 17, label %325
    i32 22, label %326
    i32 21, label %327
    i32 20, label %328
    i32 30, label %329
    i32 29, label %330
    i32 18, label %331
    i32 16, label %332
    i32 39, label %333
    i32 1, label %334
  ]

322:                                              ; preds = %295
  br label %336

323:                                              ; preds = %295
  br label %336

324:                                              ; preds = %295
  br label %336

325:                                              ; preds = %295
  br label %336

326:                                              ; preds = %295
  br label %336

327:                                              ; preds = %295
  br label %336

328:                                              ; preds = %295
  br label %336

329:                                              ; preds = %295
  br label %336

330:                                              ; preds = %295
  br label %336

331:                                              ; preds = %295
  br label %336

332:                                              ; preds = %295
  br label %336

333:                                              ; preds = %295
  br label %336

334:                                              ; preds = %295
  br label %336

335:                                              ; preds = %295
  br label %336

336:                                              ; preds = %295, %322, %323, %324, %325, %326, %327, %328, %329, %330, %331, %332, %333, %334, %335
  %337 = phi ptr [ @.str.61, %335 ], [ @.str.60, %334 ], [ @.str.59, %333 ], [ @.str.58, %332 ], [ @.str.57, %331 ], [ @.str.56, %330 ], [ @.str.55, %329 ], [ @.str.54, %328 ], [ @.str.53, %327 ], [ @.str.52, %326 ], [ @.str.51, %325 ], [ @.str.50, %324 ], [ @.str.49, %323 ], [ @.str.48, %322 ], [ @.str.47, %295 ]
  %338 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, i32 noundef %320, ptr noundef nonnull %337)
  %339 = load ptr, ptr %182, align 8, !tbaa !5
  %340 = load i32, ptr @in.k, align 4, !tbaa !9
  %341 = add nuw nsw i32 %340, 1
  %342 = and i32 %341, 3
  store i32 %342, ptr @in.k, align 4, !tbaa !9
  %343 = zext nneg i32 %342 to i64
  %344 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %343
  %345 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %344, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %339, ptr noundef nonnull @.str.34) #8
  %346 = load i32, ptr @in.k, align 4, !tbaa !9
  %347 = zext nneg i32 %346 to i64
  %348 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %347
  %349 = call i32 @mkdir(ptr noundef nonnull %348, i32 noundef 493) #8
  %350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %349)
  store i32 0, ptr %32, align 4, !tbaa !9
  %351 = load ptr, ptr %182, align 8, !tbaa !5
  %352 = load i32, ptr @in.k, align 4, !tbaa !9
  %353 = add nuw nsw i32 %352, 1
  %354 = and i32 %353, 3
  store i32 %354, ptr @in.k, align 4, !tbaa !9
  %355 = zext nneg i32 %354 to i64
  %356 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %355
  %357 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %356, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %351, ptr noundef nonnull @.str.34) #8
  %358 = load i32, ptr @in.k, align 4, !tbaa !9
  %359 = zext nneg i32 %358 to i64
  %360 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %359
  %361 = call i32 @mkdir(ptr noundef nonnull %360, i32 noundef 493) #8
  %362 = load i32, ptr %32, align 4, !tbaa !9
  switch i32 %362, label %376 [
    i32 0, label %377
    i32 2, label %363
    i32 13, label %364
    i32 9, label %365
    i32 17, label %366
    i32 22, label %367
    i32 21, label %368
    i32 20, label %369
    i32 30, label %370
    i32 29, label %371
    i32 18, label %372
    i32 16, label %373
    i32 39, label %374
    i32 1, label %375
  ]

363:                                              ; preds = %336
  br label %377

364:                                              ; preds = %336
  br label %377

365:                                              ; preds = %336
  br label %377

366:                                              ; preds = %336
  br label %377

367:                                              ; preds = %336
  br label %377

368:                                              ; preds = %336
  br label %377

369:                                              ; preds = %336
  br label %377

370:                                              ; preds = %336
  br label %377

371:                                              ; preds = %336
  br label %377

372:                                              ; preds = %336
  br label %377

373:                                              ; preds = %336
  br label %377

374:                                              ; preds = %336
  br label %377

375:                                              ; preds = %336
  br label %377

376:                                              ; preds = %336
  br label %377

377:                                              ; preds = %336, %363, %364, %365, %366, %367, %368, %369, %370, %371, %372, %373, %374, %375, %376
  %378 = phi ptr [ @.str.61, %376 ], [ @.str.60, %375 ], [ @.str.59, %374 ], [ @.str.58, %373 ], [ @.str.57, %372 ], [ @.str.56, %371 ], [ @.str.55, %370 ], [ @.str.54, %369 ], [ @.str.53, %368 ], [ @.str.52, %367 ], [ @.str.51, %366 ], [ @.str.50, %365 ], [ @.str.49, %364 ], [ @.str.48, %363 ], [ @.str.47, %336 ]
  %379 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, i32 noundef %361, ptr noundef nonnull %378)
  %380 = load ptr, ptr %182, align 8, !tbaa !5
  %381 = load i32, ptr @in.k, align 4, !tbaa !9
  %382 = add nuw nsw i32 %381, 1
  %383 = and i32 %382, 3
  store i32 %383, ptr @in.k, align 4, !tbaa !9
  %384 = zext nneg i32 %383 to i64
  %385 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %384
  %386 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %385, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %380, ptr noundef nonnull @.str.36) #8
  %387 = load i32, ptr @in.k, align 4, !tbaa !9
  %388 = zext nneg i32 %387 to i64
  %389 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %388
  %390 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull %389, i32 noundef 65, i32 noundef 420) #8
  %391 = call i32 @close(i32 noundef %390) #8
  store i32 0, ptr %32, align 4, !tbaa !9
  %392 = load ptr, ptr %182, align 8, !tbaa !5
  %393 = load i32, ptr @in.k, align 4, !tbaa !9
  %394 = add nuw nsw i32 %393, 1
  %395 = and i32 %394, 3
  store i32 %395, ptr @in.k, align 4, !tbaa !9
  %396 = zext nneg i32 %395 to i64
  %397 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %396
  %398 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %397, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %392, ptr noundef nonnull @.str.34) #8
  %399 = load i32, ptr @in.k, align 4, !tbaa !9
  %400 = zext nneg i32 %399 to i64
  %401 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %400
  %402 = call i32 @rmdir(ptr noundef nonnull %401) #8
  %403 = load i32, ptr %32, align 4, !tbaa !9
  switch i32 %403, label %417 [
    i32 0, label %418
    i32 2, label %404
    i32 13, label %405
    i32 9, label %406
    i32 17, label %407
    i32 22, label %408
    i32 21, label %409
    i32 20, label %410
    i32 30, label %411
    i32 29, label %412
    i32 18, label %413
    i32 16, label %414
    i32 39, label %415
    i32 1, label %416
  ]

404:                                              ; preds = %377
  br label %418

405:                                              ; preds = %377
  br label %418

406:                                              ; preds = %377
  br label %418

407:                                              ; preds = %377
  br label %418

408:                                              ; preds = %377
  br label %418

409:                                              ; preds = %377
  br label %418

410:                                              ; preds = %377
  br label %418

411:                                              ; preds = %377
  br label %418

412:                                              ; preds = %377
  br label %418

413:                                              ; preds = %377
  br label %418

414:                                              ; preds = %377
  br label %418

415:                                              ; preds = %377
  br label %418

416:                                              ; preds = %377
  br label %418

417:                                              ; preds = %377
  br label %418

418:                                              ; preds = %377, %404, %405, %406, %407, %408, %409, %410, %411, %412, %413, %414, %415, %416, %417
  %419 = phi ptr [ @.str.61, %417 ], [ @.str.60, %416 ], [ @.str.59, %415 ], [ @.str.58, %414 ], [ @.str.57, %413 ], [ @.str.56, %412 ], [ @.str.55, %411 ], [ @.str.54, %410 ], [ @.str.53, %409 ], [ @.str.52, %408 ], [ @.str.51, %407 ], [ @.str.50, %406 ], [ @.str.49, %405 ], [ @.str.48, %404 ], [ @.str.47, %377 ]
  %420 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, i32 noundef %402, ptr noundef nonnull %419)
  store i32 0, ptr %32, align 4, !tbaa !9
  %421 = load ptr, ptr %182, align 8, !tbaa !5
  %422 = load i32, ptr @in.k, align 4, !tbaa !9
  %423 = add nuw nsw i32 %422, 1
  %424 = and i32 %423, 3
  store i32 %424, ptr @in.k, align 4, !tbaa !9
  %425 = zext nneg i32 %424 to i64
  %426 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %425
  %427 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %426, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %421, ptr noundef nonnull @.str.36) #8
  %428 = load i32, ptr @in.k, align 4, !tbaa !9
  %429 = zext nneg i32 %428 to i64
  %430 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %429
  %431 = call i32 @rmdir(ptr noundef nonnull %430) #8
  %432 = load i32, ptr %32, align 4, !tbaa !9
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

433:                                              ; preds = %418
  br label %447

434:                                              ; preds = %418
  br label %447

435:                                              ; preds = %418
  br label %447

436:                                              ; preds = %418
  br label %447

437:                                              ; preds = %418
  br label %447

438:                                              ; preds = %418
  br label %447

439:                                              ; preds = %418
  br label %447

440:                                              ; preds = %418
  br label %447

441:                                              ; preds = %418
  br label %447

442:                                              ; preds = %418
  br label %447

443:                                              ; preds = %418
  br label %447

444:                                              ; preds = %418
  br label %447

445:                                              ; preds = %418
  br label %447

446:                                              ; preds = %418
  br label %447

447:                                              ; preds = %418, %433, %434, %435, %436, %437, %438, %439, %440, %441, %442, %443, %444, %445, %446
  %448 = phi ptr [ @.str.61, %446 ], [ @.str.60, %445 ], [ @.str.59, %444 ], [ @.str.58, %443 ], [ @.str.57, %442 ], [ @.str.56, %441 ], [ @.str.55, %440 ], [ @.str.54, %439 ], [ @.str.53, %438 ], [ @.str.52, %437 ], [ @.str.51, %436 ], [ @.str.50, %435 ], [ @.str.49, %434 ], [ @.str.48, %433 ], [ @.str.47, %418 ]
  %449 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %431, ptr noundef nonnull %448)
  store i32 0, ptr %32, align 4, !tbaa !9
  %450 = load ptr, ptr %182, align 8, !tbaa !5
  %451 = load i32, ptr @in.k, align 4, !tbaa !9
  %452 = add nuw nsw i32 %451, 1
  %453 = and i32 %452, 3
  store i32 %453, ptr @in.k, align 4, !tbaa !9
  %454 = zext nneg i32 %453 to i64
  %455 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %454
  %456 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %455, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %450, ptr noundef nonnull @.str.34) #8
  %457 = load i32, ptr @in.k, align 4, !tbaa !9
  %458 = zext nneg i32 %457 to i64
  %459 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %458
  %460 = call i32 @unlink(ptr noundef nonnull %459) #8
  %461 = load i32, ptr %32, align 4, !tbaa !9
  switch i32 %461, label %475 [
    i32 0, label %476
    i32 2, label %462
    i32 13, label %463
    i32 9, label %464
    i32 17, label %465
    i32 22, label %466
    i32 21, label %467
    i32 20, label %468
    i32 30, label %469
    i32 29, label %470
    i32 18, label %471
    i32 16, label %472
    i32 39, label %473
    i32 1, label %474
  ]

462:                                              ; preds = %447
  br label %476

463:                                              ; preds = %447
  br label %476

464:                                              ; preds = %447
  br label %476

465:                                              ; preds = %447
  br label %476

466:                                              ; preds = %447
  br label %476

467:                                              ; preds = %447
  br label %476

468:                                              ; preds = %447
  br label %476

469:                                              ; preds = %447
  br label %476

470:                                              ; preds = %447
  br label %476

471:                                              ; preds = %447
  br label %476

472:                                              ; preds = %447
  br label %476

473:                                              ; preds = %447
  br label %476

474:                                              ; preds = %447
  br label %476

475:                                              ; preds = %447
  br label %476

476:                                              ; preds = %447, %462, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %474, %475
  %477 = phi ptr [ @.str.61, %475 ], [ @.str.60, %474 ], [ @.str.59, %473 ], [ @.str.58, %472 ], [ @.str.57, %471 ], [ @.str.56, %470 ], [ @.str.55, %469 ], [ @.str.54, %468 ], [ @.str.53, %467 ], [ @.str.52, %466 ], [ @.str.51, %465 ], [ @.str.50, %464 ], [ @.str.49, %463 ], [ @.str.48, %462 ], [ @.str.47, %447 ]
  %478 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %460, ptr noundef nonnull %477)
  %479 = load ptr, ptr %182, align 8, !tbaa !5
  %480 = load i32, ptr @in.k, align 4, !tbaa !9
  %481 = add nuw nsw i32 %480, 1
  %482 = and i32 %481, 3
  store i32 %482, ptr @in.k, align 4, !tbaa !9
  %483 = zext nneg i32 %482 to i64
  %484 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %483
  %485 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %484, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %479, ptr noundef nonnull @.str.36) #8
  %486 = load i32, ptr @in.k, align 4, !tbaa !9
  %487 = zext nneg i32 %486 to i64
  %488 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %487
  %489 = call i32 @remove(ptr noundef nonnull %488) #8
  %490 = load ptr, ptr %182, align 8, !tbaa !5
  %491 = load i32, ptr @in.k, align 4, !tbaa !9
  %492 = add nuw nsw i32 %491, 1
  %493 = and i32 %492, 3
  store i32 %493, ptr @in.k, align 4, !tbaa !9
  %494 = zext nneg i32 %493 to i64
  %495 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %494
  %496 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %495, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %490, ptr noundef nonnull @.str.34) #8
  %497 = load i32, ptr @in.k, align 4, !tbaa !9
  %498 = zext nneg i32 %497 to i64
  %499 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %498
  %500 = call i32 @remove(ptr noundef nonnull %499) #8
  %501 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.40, i32 noundef %489, i32 noundef %500)
  store i32 0, ptr %32, align 4, !tbaa !9
  %502 = load ptr, ptr %6, align 8, !tbaa !5
  %503 = load i32, ptr @in.k, align 4, !tbaa !9
  %504 = add nuw nsw i32 %503, 1
  %505 = and i32 %504, 3
  store i32 %505, ptr @in.k, align 4, !tbaa !9
  %506 = zext nneg i32 %505 to i64
  %507 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %506
  %508 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %507, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %502, ptr noundef nonnull @.str.42) #8
  %509 = load i32, ptr @in.k, align 4, !tbaa !9
  %510 = zext nneg i32 %509 to i64
  %511 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %510
  %512 = call i32 @mkdir(ptr noundef nonnull %511, i32 noundef 493) #8
  %513 = load i32, ptr %32, align 4, !tbaa !9
  switch i32 %513, label %527 [
    i32 0, label %528
    i32 2, label %514
    i32 13, label %515
    i32 9, label %516
    i32 17, label %517
    i32 22, label %518
    i32 21, label %519
    i32 20, label %520
    i32 30, label %521
    i32 29, label %522
    i32 18, label %523
    i32 16, label %524
    i32 39, label %525
    i32 1, label %526
  ]

514:                                              ; preds = %476
  br label %528

515:                                              ; preds = %476
  br label %528

516:                                              ; preds = %476
  br label %528

517:                                              ; preds = %476
  br label %528

518:                                              ; preds = %476
  br label %528

519:                                              ; preds = %476
  br label %528

520:                                              ; preds = %476
  br label %528

521:                                              ; preds = %476
  br label %528

522:                                              ; preds = %476
  br label %528

523:                                              ; preds = %476
  br label %528

524:                                              ; preds = %476
  br label %528

525:                                              ; preds = %476
  br label %528

526:                                              ; preds = %476
  br label %528

527:                                              ; preds = %476
  br label %528

528:                                              ; preds = %476, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527
  %529 = phi ptr [ @.str.61, %527 ], [ @.str.60, %526 ], [ @.str.59, %525 ], [ @.str.58, %524 ], [ @.str.57, %523 ], [ @.str.56, %522 ], [ @.str.55, %521 ], [ @.str.54, %520 ], [ @.str.53, %519 ], [ @.str.52, %518 ], [ @.str.51, %517 ], [ @.str.50, %516 ], [ @.str.49, %515 ], [ @.str.48, %514 ], [ @.str.47, %476 ]
  %530 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %512, ptr noundef nonnull %529)
  %531 = load ptr, ptr %6, align 8, !tbaa !5
  %532 = load i32, ptr @in.k, align 4, !tbaa !9
  %533 = add nuw nsw i32 %532, 1
  %534 = and i32 %533, 3
  store i32 %534, ptr @in.k, align 4, !tbaa !9
  %535 = zext nneg i32 %534 to i64
  %536 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %535
  %537 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %536, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %531, ptr noundef nonnull @.str) #8
  %538 = load i32, ptr @in.k, align 4, !tbaa !9
  %539 = zext nneg i32 %538 to i64
  %540 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %539
  %541 = call i32 @access(ptr noundef nonnull %540, i32 noundef 0) #8
  %542 = load ptr, ptr %6, align 8, !tbaa !5
  %543 = load i32, ptr @in.k, align 4, !tbaa !9
  %544 = add nuw nsw i32 %543, 1
  %545 = and i32 %544, 3
  store i32 %545, ptr @in.k, align 4, !tbaa !9
  %546 = zext nneg i32 %545 to i64
  %547 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %546
  %548 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %547, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %542, ptr noundef nonnull @.str) #8
  %549 = load i32, ptr @in.k, align 4, !tbaa !9
  %550 = zext nneg i32 %549 to i64
  %551 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %550
  %552 = call i32 @access(ptr noundef nonnull %551, i32 noundef 4) #8
  %553 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, i32 noundef %541, i32 noundef %552)
  store i32 0, ptr %32, align 4, !tbaa !9
  %554 = load ptr, ptr %6, align 8, !tbaa !5
  %555 = load i32, ptr @in.k, align 4, !tbaa !9
  %556 = add nuw nsw i32 %555, 1
  %557 = and i32 %556, 3
  store i32 %557, ptr @in.k, align 4, !tbaa !9
  %558 = zext nneg i32 %557 to i64
  %559 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %558
  %560 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %559, i64 noundef 1024, ptr noundef nonnull @.str.46, ptr noundef %554, ptr noundef nonnull @.str.16) #8
  %561 = load i32, ptr @in.k, align 4, !tbaa !9
  %562 = zext nneg i32 %561 to i64
  %563 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %562
  %564 = call i32 @access(ptr noundef nonnull %563, i32 noundef 0) #8
  %565 = load i32, ptr %32, align 4, !tbaa !9
  switch i32 %565, label %579 [
    i32 0, label %580
    i32 2, label %566
    i32 13, label %567
    i32 9, label %568
    i32 17, label %569
    i32 22, label %570
    i32 21, label %571
    i32 20, label %572
    i32 30, label %573
    i32 29, label %574
    i32 18, label %575
    i32 16, label %576
    i32 39, label %577
    i32 1, label %578
  ]

566:                                              ; preds = %528
  br label %580

567:                                              ; preds = %528
  br label %580

568:                                              ; preds = %528
  br label %580

569:                                              ; preds = %528
  br label %580

570:                                              ; preds = %528
  br label %580

571:                                              ; preds = %528
  br label %580

572:                                              ; preds = %528
  br label %580

573:                                              ; preds = %528
  br label %580

574:                                              ; preds = %528
  br label %580

575:                                              ; preds = %528
  br label %580

576:                                              ; preds = %528
  br label %580

577:                                              ; preds = %528
  br label %580

578:                                              ; preds = %528
  br label %580

579:                                              ; preds = %528
  br label %580

580:                                              ; preds = %528, %566, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579
  %581 = phi ptr [ @.str.61, %579 ], [ @.str.60, %578 ], [ @.str.59, %577 ], [ @.str.58, %576 ], [ @.str.57, %575 ], [ @.str.56, %574 ], [ @.str.55, %573 ], [ @.str.54, %572 ], [ @.str.53, %571 ], [ @.str.52, %570 ], [ @.str.51, %569 ], [ @.str.50, %568 ], [ @.str.49, %567 ], [ @.str.48, %566 ], [ @.str.47, %528 ]
  %582 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %564, ptr noundef nonnull %581)
  %583 = load ptr, ptr @stdin, align 8, !tbaa !5
  %584 = call i32 @fileno(ptr noundef %583) #8
  %585 = load ptr, ptr @stdout, align 8, !tbaa !5
  %586 = call i32 @fileno(ptr noundef %585) #8
  %587 = load ptr, ptr @stderr, align 8, !tbaa !5
  %588 = call i32 @fileno(ptr noundef %587) #8
  %589 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, i32 noundef %584, i32 noundef %586, i32 noundef %588)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #8
  br label %590

590:                                              ; preds = %2, %580
  %591 = phi i32 [ 0, %580 ], [ 2, %2 ]
  ret i32 %591
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare noundef i32 @open(ptr nocapture noundef readonly, i32 noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree
declare noundef i64 @read(i32 noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i64 @lseek(i32 noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #5

; Function Attrs: nofree
declare noundef i64 @write(i32 noundef, ptr nocapture noundef readonly, i64 noundef) local_unnamed_addr #2

declare i32 @close(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

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
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
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
