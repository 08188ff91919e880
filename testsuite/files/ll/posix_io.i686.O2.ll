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
@.str.33 = private unnamed_addr constant [20 x i8] c"stdio fds %d %d %d\0A\00", align 1
@stdin = external local_unnamed_addr global ptr, align 4
@stdout = external local_unnamed_addr global ptr, align 4
@stderr = external local_unnamed_addr global ptr, align 4
@path = internal global [1024 x i8] zeroinitializer, align 1
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
define dso_local range(i32 0, 3) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [64 x i8], align 1
  %4 = icmp slt i32 %0, 3
  br i1 %4, label %250, label %5

5:                                                ; preds = %2
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #8
  %6 = getelementptr inbounds i8, ptr %1, i32 4
  %7 = load ptr, ptr %6, align 4, !tbaa !6
  %8 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @path, i32 noundef 1024, ptr noundef nonnull @.str.34, ptr noundef %7, ptr noundef nonnull @.str) #8
  %9 = tail call i32 (ptr, i32, ...) @open(ptr noundef nonnull @path, i32 noundef 0) #8
  %10 = icmp sgt i32 %9, 2
  %11 = select i1 %10, ptr @.str.2, ptr @.str.3
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %11)
  %13 = call i32 @read(i32 noundef %9, ptr noundef nonnull %3, i32 noundef 5) #8
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %13, ptr noundef nonnull %3)
  %15 = call i32 @lseek(i32 noundef %9, i32 noundef 0, i32 noundef 1) #8
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %15)
  %17 = call i32 @lseek(i32 noundef %9, i32 noundef 0, i32 noundef 2) #8
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %17)
  %19 = call i32 @read(i32 noundef %9, ptr noundef nonnull %3, i32 noundef 64) #8
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %19)
  %21 = call i32 @lseek(i32 noundef %9, i32 noundef -4, i32 noundef 2) #8
  %22 = call i32 @read(i32 noundef %9, ptr noundef nonnull %3, i32 noundef 64) #8
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %22, ptr noundef nonnull %3)
  %24 = tail call ptr @__errno_location() #9
  store i32 0, ptr %24, align 4, !tbaa !10
  %25 = call i32 @lseek(i32 noundef %9, i32 noundef -100, i32 noundef 0) #8
  %26 = load i32, ptr %24, align 4, !tbaa !10
  switch i32 %26, label %40 [
    i32 0, label %41
    i32 2, label %27
    i32 13, label %28
    i32 9, label %29
    i32 17, label %30
    i32 22, label %31
    i32 21, label %32
    i32 20, label %33
    i32 30, label %34
    i32 29, label %35
    i32 18, label %36
    i32 16, label %37
    i32 39, label %38
    i32 1, label %39
  ]

27:                                               ; preds = %5
  br label %41

28:                                               ; preds = %5
  br label %41

29:                                               ; preds = %5
  br label %41

30:                                               ; preds = %5
  br label %41

31:                                               ; preds = %5
  br label %41

32:                                               ; preds = %5
  br label %41

33:                                               ; preds = %5
  br label %41

34:                                               ; preds = %5
  br label %41

35:                                               ; preds = %5
  br label %41

36:                                               ; preds = %5
  br label %41

37:                                               ; preds = %5
  br label %41

38:                                               ; preds = %5
  br label %41

39:                                               ; preds = %5
  br label %41

40:                                               ; preds = %5
  br label %41

41:                                               ; preds = %5, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40
  %42 = phi ptr [ @.str.49, %40 ], [ @.str.48, %39 ], [ @.str.47, %38 ], [ @.str.46, %37 ], [ @.str.45, %36 ], [ @.str.44, %35 ], [ @.str.43, %34 ], [ @.str.42, %33 ], [ @.str.41, %32 ], [ @.str.40, %31 ], [ @.str.39, %30 ], [ @.str.38, %29 ], [ @.str.37, %28 ], [ @.str.36, %27 ], [ @.str.35, %5 ]
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %25, ptr noundef nonnull %42)
  store i32 0, ptr %24, align 4, !tbaa !10
  %44 = call i32 @write(i32 noundef %9, ptr noundef nonnull @.str.11, i32 noundef 1) #8
  %45 = load i32, ptr %24, align 4, !tbaa !10
  switch i32 %45, label %59 [
    i32 0, label %60
    i32 2, label %46
    i32 13, label %47
    i32 9, label %48
    i32 17, label %49
    i32 22, label %50
    i32 21, label %51
    i32 20, label %52
    i32 30, label %53
    i32 29, label %54
    i32 18, label %55
    i32 16, label %56
    i32 39, label %57
    i32 1, label %58
  ]

46:                                               ; preds = %41
  br label %60

47:                                               ; preds = %41
  br label %60

48:                                               ; preds = %41
  br label %60

49:                                               ; preds = %41
  br label %60

50:                                               ; preds = %41
  br label %60

51:                                               ; preds = %41
  br label %60

52:                                               ; preds = %41
  br label %60

53:                                               ; preds = %41
  br label %60

54:                                               ; preds = %41
  br label %60

55:                                               ; preds = %41
  br label %60

56:                                               ; preds = %41
  br label %60

57:                                               ; preds = %41
  br label %60

58:                                               ; preds = %41
  br label %60

59:                                               ; preds = %41
  br label %60

60:                                               ; preds = %41, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59
  %61 = phi ptr [ @.str.49, %59 ], [ @.str.48, %58 ], [ @.str.47, %57 ], [ @.str.46, %56 ], [ @.str.45, %55 ], [ @.str.44, %54 ], [ @.str.43, %53 ], [ @.str.42, %52 ], [ @.str.41, %51 ], [ @.str.40, %50 ], [ @.str.39, %49 ], [ @.str.38, %48 ], [ @.str.37, %47 ], [ @.str.36, %46 ], [ @.str.35, %41 ]
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %44, ptr noundef nonnull %61)
  %63 = call i32 @close(i32 noundef %9) #8
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %63)
  store i32 0, ptr %24, align 4, !tbaa !10
  %65 = call i32 @close(i32 noundef %9) #8
  %66 = load i32, ptr %24, align 4, !tbaa !10
  switch i32 %66, label %80 [
    i32 0, label %81
    i32 2, label %67
    i32 13, label %68
    i32 9, label %69
    i32 17, label %70
    i32 22, label %71
    i32 21, label %72
    i32 20, label %73
    i32 30, label %74
    i32 29, label %75
    i32 18, label %76
    i32 16, label %77
    i32 39, label %78
    i32 1, label %79
  ]

67:                                               ; preds = %60
  br label %81

68:                                               ; preds = %60
  br label %81

69:                                               ; preds = %60
  br label %81

70:                                               ; preds = %60
  br label %81

71:                                               ; preds = %60
  br label %81

72:                                               ; preds = %60
  br label %81

73:                                               ; preds = %60
  br label %81

74:                                               ; preds = %60
  br label %81

75:                                               ; preds = %60
  br label %81

76:                                               ; preds = %60
  br label %81

77:                                               ; preds = %60
  br label %81

78:                                               ; preds = %60
  br label %81

79:                                               ; preds = %60
  br label %81

80:                                               ; preds = %60
  br label %81

81:                                               ; preds = %60, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80
  %82 = phi ptr [ @.str.49, %80 ], [ @.str.48, %79 ], [ @.str.47, %78 ], [ @.str.46, %77 ], [ @.str.45, %76 ], [ @.str.44, %75 ], [ @.str.43, %74 ], [ @.str.42, %73 ], [ @.str.41, %72 ], [ @.str.40, %71 ], [ @.str.39, %70 ], [ @.str.38, %69 ], [ @.str.37, %68 ], [ @.str.36, %67 ], [ @.str.35, %60 ]
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %65, ptr noundef nonnull %82)
  store i32 0, ptr %24, align 4, !tbaa !10
  %84 = call i32 @read(i32 noundef 99, ptr noundef nonnull %3, i32 noundef 1) #8
  %85 = load i32, ptr %24, align 4, !tbaa !10
  switch i32 %85, label %99 [
    i32 0, label %100
    i32 2, label %86
    i32 13, label %87
    i32 9, label %88
    i32 17, label %89
    i32 22, label %90
    i32 21, label %91
    i32 20, label %92
    i32 30, label %93
    i32 29, label %94
    i32 18, label %95
    i32 16, label %96
    i32 39, label %97
    i32 1, label %98
  ]

86:                                               ; preds = %81
  br label %100

87:                                               ; preds = %81
  br label %100

88:                                               ; preds = %81
  br label %100

89:                                               ; preds = %81
  br label %100

90:                                               ; preds = %81
  br label %100

91:                                               ; preds = %81
  br label %100

92:                                               ; preds = %81
  br label %100

93:                                               ; preds = %81
  br label %100

94:                                               ; preds = %81
  br label %100

95:                                               ; preds = %81
  br label %100

96:                                               ; preds = %81
  br label %100

97:                                               ; preds = %81
  br label %100

98:                                               ; preds = %81
  br label %100

99:                                               ; preds = %81
  br label %100

100:                                              ; preds = %81, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99
  %101 = phi ptr [ @.str.49, %99 ], [ @.str.48, %98 ], [ @.str.47, %97 ], [ @.str.46, %96 ], [ @.str.45, %95 ], [ @.str.44, %94 ], [ @.str.43, %93 ], [ @.str.42, %92 ], [ @.str.41, %91 ], [ @.str.40, %90 ], [ @.str.39, %89 ], [ @.str.38, %88 ], [ @.str.37, %87 ], [ @.str.36, %86 ], [ @.str.35, %81 ]
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %84, ptr noundef nonnull %101)
  store i32 0, ptr %24, align 4, !tbaa !10
  %103 = load ptr, ptr %6, align 4, !tbaa !6
  %104 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @path, i32 noundef 1024, ptr noundef nonnull @.str.34, ptr noundef %103, ptr noundef nonnull @.str.16) #8
  %105 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull @path, i32 noundef 0) #8
  %106 = load i32, ptr %24, align 4, !tbaa !10
  switch i32 %106, label %120 [
    i32 0, label %121
    i32 2, label %107
    i32 13, label %108
    i32 9, label %109
    i32 17, label %110
    i32 22, label %111
    i32 21, label %112
    i32 20, label %113
    i32 30, label %114
    i32 29, label %115
    i32 18, label %116
    i32 16, label %117
    i32 39, label %118
    i32 1, label %119
  ]

107:                                              ; preds = %100
  br label %121

108:                                              ; preds = %100
  br label %121

109:                                              ; preds = %100
  br label %121

110:                                              ; preds = %100
  br label %121

111:                                              ; preds = %100
  br label %121

112:                                              ; preds = %100
  br label %121

113:                                              ; preds = %100
  br label %121

114:                                              ; preds = %100
  br label %121

115:                                              ; preds = %100
  br label %121

116:                                              ; preds = %100
  br label %121

117:                                              ; preds = %100
  br label %121

118:                                              ; preds = %100
  br label %121

119:                                              ; preds = %100
  br label %121

120:                                              ; preds = %100
  br label %121

121:                                              ; preds = %100, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120
  %122 = phi ptr [ @.str.49, %120 ], [ @.str.48, %119 ], [ @.str.47, %118 ], [ @.str.46, %117 ], [ @.str.45, %116 ], [ @.str.44, %115 ], [ @.str.43, %114 ], [ @.str.42, %113 ], [ @.str.41, %112 ], [ @.str.40, %111 ], [ @.str.39, %110 ], [ @.str.38, %109 ], [ @.str.37, %108 ], [ @.str.36, %107 ], [ @.str.35, %100 ]
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %105, ptr noundef nonnull %122)
  %124 = load ptr, ptr %6, align 4, !tbaa !6
  %125 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @path, i32 noundef 1024, ptr noundef nonnull @.str.34, ptr noundef %124, ptr noundef nonnull @.str) #8
  %126 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull @path, i32 noundef 0) #8
  %127 = load ptr, ptr %6, align 4, !tbaa !6
  %128 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @path, i32 noundef 1024, ptr noundef nonnull @.str.34, ptr noundef %127, ptr noundef nonnull @.str) #8
  %129 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull @path, i32 noundef 0) #8
  %130 = call i32 @close(i32 noundef %126) #8
  %131 = load ptr, ptr %6, align 4, !tbaa !6
  %132 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @path, i32 noundef 1024, ptr noundef nonnull @.str.34, ptr noundef %131, ptr noundef nonnull @.str) #8
  %133 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull @path, i32 noundef 0) #8
  %134 = icmp eq i32 %133, %126
  %135 = zext i1 %134 to i32
  %136 = add nsw i32 %126, 1
  %137 = icmp eq i32 %129, %136
  %138 = zext i1 %137 to i32
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %135, i32 noundef %138)
  %140 = call i32 @close(i32 noundef %129) #8
  %141 = call i32 @close(i32 noundef %133) #8
  %142 = getelementptr inbounds i8, ptr %1, i32 8
  %143 = load ptr, ptr %142, align 4, !tbaa !6
  %144 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @path, i32 noundef 1024, ptr noundef nonnull @.str.34, ptr noundef %143, ptr noundef nonnull @.str.18) #8
  %145 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull @path, i32 noundef 577, i32 noundef 420) #8
  %146 = call i32 @write(i32 noundef %145, ptr noundef nonnull @.str.20, i32 noundef 19) #8
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %146)
  %148 = call i32 @write(i32 noundef %145, ptr noundef nonnull @.str.21, i32 noundef 5) #8
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %148)
  %150 = call i32 @close(i32 noundef %145) #8
  store i32 0, ptr %24, align 4, !tbaa !10
  %151 = load ptr, ptr %142, align 4, !tbaa !6
  %152 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @path, i32 noundef 1024, ptr noundef nonnull @.str.34, ptr noundef %151, ptr noundef nonnull @.str.18) #8
  %153 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull @path, i32 noundef 193, i32 noundef 420) #8
  %154 = load i32, ptr %24, align 4, !tbaa !10
  switch i32 %154, label %168 [
    i32 0, label %169
    i32 2, label %155
    i32 13, label %156
    i32 9, label %157
    i32 17, label %158
    i32 22, label %159
    i32 21, label %160
    i32 20, label %161
    i32 30, label %162
    i32 29, label %163
    i32 18, label %164
    i32 16, label %165
    i32 39, label %166
    i32 1, label %167
  ]

155:                                              ; preds = %121
  br label %169

156:                                              ; preds = %121
  br label %169

157:                                              ; preds = %121
  br label %169

158:                                              ; preds = %121
  br label %169

159:                                              ; preds = %121
  br label %169

160:                                              ; preds = %121
  br label %169

161:                                              ; preds = %121
  br label %169

162:                                              ; preds = %121
  br label %169

163:                                              ; preds = %121
  br label %169

164:                                              ; preds = %121
  br label %169

165:                                              ; preds = %121
  br label %169

166:                                              ; preds = %121
  br label %169

167:                                              ; preds = %121
  br label %169

168:                                              ; preds = %121
  br label %169

169:                                              ; preds = %121, %155, %156, %157, %158, %159, %160, %161, %162, %163, %164, %165, %166, %167, %168
  %170 = phi ptr [ @.str.49, %168 ], [ @.str.48, %167 ], [ @.str.47, %166 ], [ @.str.46, %165 ], [ @.str.45, %164 ], [ @.str.44, %163 ], [ @.str.43, %162 ], [ @.str.42, %161 ], [ @.str.41, %160 ], [ @.str.40, %159 ], [ @.str.39, %158 ], [ @.str.38, %157 ], [ @.str.37, %156 ], [ @.str.36, %155 ], [ @.str.35, %121 ]
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %153, ptr noundef nonnull %170)
  %172 = load ptr, ptr %142, align 4, !tbaa !6
  %173 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @path, i32 noundef 1024, ptr noundef nonnull @.str.34, ptr noundef %172, ptr noundef nonnull @.str.18) #8
  %174 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull @path, i32 noundef 1025) #8
  %175 = call i32 @write(i32 noundef %174, ptr noundef nonnull @.str.23, i32 noundef 9) #8
  %176 = call i32 @close(i32 noundef %174) #8
  %177 = load ptr, ptr %142, align 4, !tbaa !6
  %178 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @path, i32 noundef 1024, ptr noundef nonnull @.str.34, ptr noundef %177, ptr noundef nonnull @.str.18) #8
  %179 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull @path, i32 noundef 2) #8
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(64) %3, i8 0, i32 64, i1 false)
  %180 = call i32 @read(i32 noundef %179, ptr noundef nonnull %3, i32 noundef 63) #8
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %180, ptr noundef nonnull %3)
  %182 = call i32 @lseek(i32 noundef %179, i32 noundef 0, i32 noundef 0) #8
  %183 = call i32 @write(i32 noundef %179, ptr noundef nonnull @.str.25, i32 noundef 5) #8
  %184 = call i32 @lseek(i32 noundef %179, i32 noundef 0, i32 noundef 0) #8
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(64) %3, i8 0, i32 64, i1 false)
  %185 = call i32 @read(i32 noundef %179, ptr noundef nonnull %3, i32 noundef 10) #8
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull %3)
  %187 = call i32 @close(i32 noundef %179) #8
  %188 = load ptr, ptr %142, align 4, !tbaa !6
  %189 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @path, i32 noundef 1024, ptr noundef nonnull @.str.34, ptr noundef %188, ptr noundef nonnull @.str.18) #8
  %190 = call i32 (ptr, i32, ...) @open(ptr noundef nonnull @path, i32 noundef 0) #8
  %191 = call noalias ptr @fdopen(i32 noundef %190, ptr noundef nonnull @.str.27) #8
  %192 = call i32 @fileno(ptr noundef %191) #8
  %193 = icmp eq i32 %192, %190
  %194 = zext i1 %193 to i32
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef %194)
  %196 = call ptr @fgets(ptr noundef nonnull %3, i32 noundef 64, ptr noundef %191)
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef %196)
  %198 = call i32 @fclose(ptr noundef %191)
  store i32 0, ptr %24, align 4, !tbaa !10
  %199 = call i32 @close(i32 noundef %190) #8
  %200 = load i32, ptr %24, align 4, !tbaa !10
  switch i32 %200, label %214 [
    i32 0, label %215
    i32 2, label %201
    i32 13, label %202
    i32 9, label %203
    i32 17, label %204
    i32 22, label %205
    i32 21, label %206
    i32 20, label %207
    i32 30, label %208
    i32 29, label %209
    i32 18, label %210
    i32 16, label %211
    i32 39, label %212
    i32 1, label %213
  ]

201:                                              ; preds = %169
  br label %215

202:                                              ; preds = %169
  br label %215

203:                                              ; preds = %169
  br label %215

204:                                              ; preds = %169
  br label %215

205:                                              ; preds = %169
  br label %215

206:                                              ; preds = %169
  br label %215

207:                                              ; preds = %169
  br label %215

208:                                              ; preds = %169
  br label %215

209:                                              ; preds = %169
  br label %215

210:                                              ; preds = %169
  br label %215

211:                                              ; preds = %169
  br label %215

212:                                              ; preds = %169
  br label %215

213:                                              ; preds = %169
  br label %215

214:                                              ; preds = %169
  br label %215

215:                                              ; preds = %169, %201, %202, %203, %204, %205, %206, %207, %208, %209, %210, %211, %212, %213, %214
  %216 = phi ptr [ @.str.49, %214 ], [ @.str.48, %213 ], [ @.str.47, %212 ], [ @.str.46, %211 ], [ @.str.45, %210 ], [ @.str.44, %209 ], [ @.str.43, %208 ], [ @.str.42, %207 ], [ @.str.41, %206 ], [ @.str.40, %205 ], [ @.str.39, %204 ], [ @.str.38, %203 ], [ @.str.37, %202 ], [ @.str.36, %201 ], [ @.str.35, %169 ]
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef %199, ptr noundef nonnull %216)
  %218 = load ptr, ptr %142, align 4, !tbaa !6
  %219 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @path, i32 noundef 1024, ptr noundef nonnull @.str.34, ptr noundef %218, ptr noundef nonnull @.str.18) #8
  %220 = call i32 @unlink(ptr noundef nonnull @path) #8
  %221 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef %220)
  store i32 0, ptr %24, align 4, !tbaa !10
  %222 = load ptr, ptr %142, align 4, !tbaa !6
  %223 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @path, i32 noundef 1024, ptr noundef nonnull @.str.34, ptr noundef %222, ptr noundef nonnull @.str.18) #8
  %224 = call i32 @unlink(ptr noundef nonnull @path) #8
  %225 = load i32, ptr %24, align 4, !tbaa !10
  switch i32 %225, label %239 [
    i32 0, label %240
    i32 2, label %226
    i32 13, label %227
    i32 9, label %228
    i32 17, label %229
    i32 22, label %230
    i32 21, label %231
    i32 20, label %232
    i32 30, label %233
    i32 29, label %234
    i32 18, label %235
    i32 16, label %236
    i32 39, label %237
    i32 1, label %238
  ]

226:                                              ; preds = %215
  br label %240

227:                                              ; preds = %215
  br label %240

228:                                              ; preds = %215
  br label %240

229:                                              ; preds = %215
  br label %240

230:                                              ; preds = %215
  br label %240

231:                                              ; preds = %215
  br label %240

232:                                              ; preds = %215
  br label %240

233:                                              ; preds = %215
  br label %240

234:                                              ; preds = %215
  br label %240

235:                                              ; preds = %215
  br label %240

236:                                              ; preds = %215
  br label %240

237:                                              ; preds = %215
  br label %240

238:                                              ; preds = %215
  br label %240

239:                                              ; preds = %215
  br label %240

240:                                              ; preds = %215, %226, %227, %228, %229, %230, %231, %232, %233, %234, %235, %236, %237, %238, %239
  %241 = phi ptr [ @.str.49, %239 ], [ @.str.48, %238 ], [ @.str.47, %237 ], [ @.str.46, %236 ], [ @.str.45, %235 ], [ @.str.44, %234 ], [ @.str.43, %233 ], [ @.str.42, %232 ], [ @.str.41, %231 ], [ @.str.40, %230 ], [ @.str.39, %229 ], [ @.str.38, %228 ], [ @.str.37, %227 ], [ @.str.36, %226 ], [ @.str.35, %215 ]
  %242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, i32 noundef %224, ptr noundef nonnull %241)
  %243 = load ptr, ptr @stdin, align 4, !tbaa !6
  %244 = call i32 @fileno(ptr noundef %243) #8
  %245 = load ptr, ptr @stdout, align 4, !tbaa !6
  %246 = call i32 @fileno(ptr noundef %245) #8
  %247 = load ptr, ptr @stderr, align 4, !tbaa !6
  %248 = call i32 @fileno(ptr noundef %247) #8
  %249 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %244, i32 noundef %246, i32 noundef %248)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #8
  br label %250

250:                                              ; preds = %2, %240
  %251 = phi i32 [ 0, %240 ], [ 2, %2 ]
  ret i32 %251
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
