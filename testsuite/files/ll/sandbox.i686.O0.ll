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
@in.k = internal global i32 0, align 4
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %10, 4
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  store i32 2, ptr %3, align 4
  br label %175

13:                                               ; preds = %2
  %14 = load ptr, ptr %5, align 4
  %15 = getelementptr inbounds ptr, ptr %14, i32 1
  %16 = load ptr, ptr %15, align 4
  store ptr %16, ptr %6, align 4
  %17 = load ptr, ptr %5, align 4
  %18 = getelementptr inbounds ptr, ptr %17, i32 2
  %19 = load ptr, ptr %18, align 4
  store ptr %19, ptr %7, align 4
  %20 = load ptr, ptr %5, align 4
  %21 = getelementptr inbounds ptr, ptr %20, i32 3
  %22 = load ptr, ptr %21, align 4
  store ptr %22, ptr %8, align 4
  call void @try_fopen(ptr noundef @.str, ptr noundef @.str.1, ptr noundef @.str.2)
  call void @try_open(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 0)
  call void @try_fopen(ptr noundef @.str.4, ptr noundef @.str.5, ptr noundef @.str.2)
  %23 = load ptr, ptr %6, align 4
  %24 = call ptr @in(ptr noundef %23, ptr noundef @.str.7)
  call void @try_fopen(ptr noundef @.str.6, ptr noundef %24, ptr noundef @.str.2)
  call void @try_fopen(ptr noundef @.str.8, ptr noundef @.str.9, ptr noundef @.str.2)
  call void @try_fopen(ptr noundef @.str.10, ptr noundef @.str.11, ptr noundef @.str.12)
  %25 = load ptr, ptr %7, align 4
  %26 = call ptr @in(ptr noundef %25, ptr noundef @.str.14)
  call void @try_fopen(ptr noundef @.str.13, ptr noundef %26, ptr noundef @.str.2)
  %27 = load ptr, ptr %6, align 4
  %28 = call ptr @in(ptr noundef %27, ptr noundef @.str.16)
  call void @try_fopen(ptr noundef @.str.15, ptr noundef %28, ptr noundef @.str.2)
  %29 = load ptr, ptr %6, align 4
  %30 = call ptr @in(ptr noundef %29, ptr noundef @.str.18)
  call void @try_fopen(ptr noundef @.str.17, ptr noundef %30, ptr noundef @.str.2)
  %31 = load ptr, ptr %6, align 4
  %32 = call ptr @in(ptr noundef %31, ptr noundef @.str.20)
  call void @try_fopen(ptr noundef @.str.19, ptr noundef %32, ptr noundef @.str.2)
  %33 = load ptr, ptr %6, align 4
  %34 = call ptr @in(ptr noundef %33, ptr noundef @.str.22)
  call void @try_fopen(ptr noundef @.str.21, ptr noundef %34, ptr noundef @.str.2)
  %35 = load ptr, ptr %6, align 4
  %36 = call ptr @in(ptr noundef %35, ptr noundef @.str.24)
  call void @try_fopen(ptr noundef @.str.23, ptr noundef %36, ptr noundef @.str.2)
  %37 = load ptr, ptr %7, align 4
  %38 = call ptr @in(ptr noundef %37, ptr noundef @.str.26)
  call void @try_fopen(ptr noundef @.str.25, ptr noundef %38, ptr noundef @.str.12)
  %39 = load ptr, ptr %6, align 4
  %40 = call ptr @in(ptr noundef %39, ptr noundef @.str.28)
  call void @try_fopen(ptr noundef @.str.27, ptr noundef %40, ptr noundef @.str.2)
  %41 = load ptr, ptr %6, align 4
  %42 = call ptr @in(ptr noundef %41, ptr noundef @.str.30)
  call void @try_fopen(ptr noundef @.str.29, ptr noundef %42, ptr noundef @.str.12)
  %43 = load ptr, ptr %6, align 4
  %44 = call ptr @in(ptr noundef %43, ptr noundef @.str.30)
  call void @try_fopen(ptr noundef @.str.31, ptr noundef %44, ptr noundef @.str.32)
  %45 = load ptr, ptr %6, align 4
  %46 = call ptr @in(ptr noundef %45, ptr noundef @.str.30)
  call void @try_fopen(ptr noundef @.str.33, ptr noundef %46, ptr noundef @.str.34)
  %47 = load ptr, ptr %6, align 4
  %48 = call ptr @in(ptr noundef %47, ptr noundef @.str.36)
  call void @try_fopen(ptr noundef @.str.35, ptr noundef %48, ptr noundef @.str.12)
  %49 = load ptr, ptr %6, align 4
  %50 = call ptr @in(ptr noundef %49, ptr noundef @.str.30)
  call void @try_open(ptr noundef @.str.37, ptr noundef %50, i32 noundef 1)
  %51 = load ptr, ptr %6, align 4
  %52 = call ptr @in(ptr noundef %51, ptr noundef @.str.36)
  call void @try_open(ptr noundef @.str.38, ptr noundef %52, i32 noundef 65)
  %53 = load ptr, ptr %6, align 4
  %54 = call ptr @in(ptr noundef %53, ptr noundef @.str.30)
  call void @try_open(ptr noundef @.str.39, ptr noundef %54, i32 noundef 512)
  %55 = load ptr, ptr %6, align 4
  %56 = call ptr @in(ptr noundef %55, ptr noundef @.str.30)
  call void @try_fopen(ptr noundef @.str.40, ptr noundef %56, ptr noundef @.str.2)
  %57 = call ptr @__errno_location() #6
  store i32 0, ptr %57, align 4
  %58 = load ptr, ptr %6, align 4
  %59 = call ptr @in(ptr noundef %58, ptr noundef @.str.30)
  %60 = call i32 @remove(ptr noundef %59) #7
  %61 = call ptr @__errno_location() #6
  %62 = load i32, ptr %61, align 4
  %63 = call ptr @errname(i32 noundef %62)
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, ptr noundef @.str.42, i32 noundef %60, ptr noundef %63)
  %65 = call ptr @__errno_location() #6
  store i32 0, ptr %65, align 4
  %66 = load ptr, ptr %6, align 4
  %67 = call ptr @in(ptr noundef %66, ptr noundef @.str.30)
  %68 = call i32 @unlink(ptr noundef %67) #7
  %69 = call ptr @__errno_location() #6
  %70 = load i32, ptr %69, align 4
  %71 = call ptr @errname(i32 noundef %70)
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, ptr noundef @.str.43, i32 noundef %68, ptr noundef %71)
  %73 = call ptr @__errno_location() #6
  store i32 0, ptr %73, align 4
  %74 = load ptr, ptr %6, align 4
  %75 = call ptr @in(ptr noundef %74, ptr noundef @.str.30)
  %76 = load ptr, ptr %7, align 4
  %77 = call ptr @in(ptr noundef %76, ptr noundef @.str.45)
  %78 = call i32 @rename(ptr noundef %75, ptr noundef %77) #7
  %79 = call ptr @__errno_location() #6
  %80 = load i32, ptr %79, align 4
  %81 = call ptr @errname(i32 noundef %80)
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, ptr noundef @.str.44, i32 noundef %78, ptr noundef %81)
  %83 = call ptr @__errno_location() #6
  store i32 0, ptr %83, align 4
  %84 = load ptr, ptr %6, align 4
  %85 = call ptr @in(ptr noundef %84, ptr noundef @.str.30)
  %86 = call i32 @access(ptr noundef %85, i32 noundef 2) #7
  %87 = call ptr @__errno_location() #6
  %88 = load i32, ptr %87, align 4
  %89 = call ptr @errname(i32 noundef %88)
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, ptr noundef @.str.46, i32 noundef %86, ptr noundef %89)
  %91 = call ptr @__errno_location() #6
  store i32 0, ptr %91, align 4
  %92 = call i32 @access(ptr noundef @.str.1, i32 noundef 0) #7
  %93 = call ptr @__errno_location() #6
  %94 = load i32, ptr %93, align 4
  %95 = call ptr @errname(i32 noundef %94)
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, ptr noundef @.str.47, i32 noundef %92, ptr noundef %95)
  %97 = call ptr @__errno_location() #6
  store i32 0, ptr %97, align 4
  %98 = load ptr, ptr %6, align 4
  %99 = call ptr @in(ptr noundef %98, ptr noundef @.str.49)
  %100 = call i32 @mkdir(ptr noundef %99, i32 noundef 493) #7
  %101 = call ptr @__errno_location() #6
  %102 = load i32, ptr %101, align 4
  %103 = call ptr @errname(i32 noundef %102)
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, ptr noundef @.str.48, i32 noundef %100, ptr noundef %103)
  %105 = call ptr @__errno_location() #6
  store i32 0, ptr %105, align 4
  %106 = call i32 @mkdir(ptr noundef @.str.51, i32 noundef 493) #7
  %107 = call ptr @__errno_location() #6
  %108 = load i32, ptr %107, align 4
  %109 = call ptr @errname(i32 noundef %108)
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, ptr noundef @.str.50, i32 noundef %106, ptr noundef %109)
  %111 = load ptr, ptr %7, align 4
  %112 = call ptr @in(ptr noundef %111, ptr noundef @.str.52)
  %113 = call noalias ptr @fopen(ptr noundef %112, ptr noundef @.str.12)
  store ptr %113, ptr %9, align 4
  %114 = load ptr, ptr %9, align 4
  %115 = call i32 @fputs(ptr noundef @.str.53, ptr noundef %114)
  %116 = load ptr, ptr %9, align 4
  %117 = call i32 @fclose(ptr noundef %116)
  %118 = call ptr @__errno_location() #6
  store i32 0, ptr %118, align 4
  %119 = load ptr, ptr %7, align 4
  %120 = call ptr @in(ptr noundef %119, ptr noundef @.str.52)
  %121 = load ptr, ptr %6, align 4
  %122 = call ptr @in(ptr noundef %121, ptr noundef @.str.52)
  %123 = call i32 @rename(ptr noundef %120, ptr noundef %122) #7
  %124 = call ptr @__errno_location() #6
  %125 = load i32, ptr %124, align 4
  %126 = call ptr @errname(i32 noundef %125)
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, ptr noundef @.str.54, i32 noundef %123, ptr noundef %126)
  %128 = call ptr @__errno_location() #6
  store i32 0, ptr %128, align 4
  %129 = load ptr, ptr %7, align 4
  %130 = call ptr @in(ptr noundef %129, ptr noundef @.str.52)
  %131 = load ptr, ptr %8, align 4
  %132 = call ptr @in(ptr noundef %131, ptr noundef @.str.52)
  %133 = call i32 @rename(ptr noundef %130, ptr noundef %132) #7
  %134 = call ptr @__errno_location() #6
  %135 = load i32, ptr %134, align 4
  %136 = call ptr @errname(i32 noundef %135)
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, ptr noundef @.str.55, i32 noundef %133, ptr noundef %136)
  %138 = call ptr @__errno_location() #6
  store i32 0, ptr %138, align 4
  %139 = load ptr, ptr %7, align 4
  %140 = call ptr @in(ptr noundef %139, ptr noundef @.str.52)
  %141 = load ptr, ptr %7, align 4
  %142 = call ptr @in(ptr noundef %141, ptr noundef @.str.57)
  %143 = call i32 @rename(ptr noundef %140, ptr noundef %142) #7
  %144 = call ptr @__errno_location() #6
  %145 = load i32, ptr %144, align 4
  %146 = call ptr @errname(i32 noundef %145)
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, ptr noundef @.str.56, i32 noundef %143, ptr noundef %146)
  %148 = call ptr @__errno_location() #6
  store i32 0, ptr %148, align 4
  %149 = load ptr, ptr %7, align 4
  %150 = call i32 @remove(ptr noundef %149) #7
  %151 = call ptr @__errno_location() #6
  %152 = load i32, ptr %151, align 4
  %153 = call ptr @errname(i32 noundef %152)
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, ptr noundef @.str.58, i32 noundef %150, ptr noundef %153)
  %155 = call ptr @__errno_location() #6
  store i32 0, ptr %155, align 4
  %156 = load ptr, ptr %7, align 4
  %157 = call ptr @in(ptr noundef %156, ptr noundef @.str.57)
  %158 = call i32 @remove(ptr noundef %157) #7
  %159 = call ptr @__errno_location() #6
  %160 = load i32, ptr %159, align 4
  %161 = call ptr @errname(i32 noundef %160)
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, ptr noundef @.str.59, i32 noundef %158, ptr noundef %161)
  %163 = load ptr, ptr %7, align 4
  %164 = call ptr @in(ptr noundef %163, ptr noundef @.str.57)
  call void @try_fopen(ptr noundef @.str.60, ptr noundef %164, ptr noundef @.str.2)
  %165 = load ptr, ptr %7, align 4
  %166 = call ptr @in(ptr noundef %165, ptr noundef @.str.62)
  call void @try_fopen(ptr noundef @.str.61, ptr noundef %166, ptr noundef @.str.12)
  %167 = call ptr @__errno_location() #6
  store i32 0, ptr %167, align 4
  %168 = load ptr, ptr %7, align 4
  %169 = call ptr @in(ptr noundef %168, ptr noundef @.str.62)
  %170 = call i32 @remove(ptr noundef %169) #7
  %171 = call ptr @__errno_location() #6
  %172 = load i32, ptr %171, align 4
  %173 = call ptr @errname(i32 noundef %172)
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, ptr noundef @.str.63, i32 noundef %170, ptr noundef %173)
  store i32 0, ptr %3, align 4
  br label %175

175:                                              ; preds = %13, %12
  %176 = load i32, ptr %3, align 4
  ret i32 %176
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @try_fopen(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca [64 x i8], align 1
  store ptr %0, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  store ptr %2, ptr %6, align 4
  %9 = call ptr @__errno_location() #6
  store i32 0, ptr %9, align 4
  %10 = load ptr, ptr %5, align 4
  %11 = load ptr, ptr %6, align 4
  %12 = call noalias ptr @fopen(ptr noundef %10, ptr noundef %11)
  store ptr %12, ptr %7, align 4
  call void @llvm.memset.p0.i32(ptr align 1 %8, i8 0, i32 64, i1 false)
  %13 = load ptr, ptr %7, align 4
  %14 = icmp ne ptr %13, null
  br i1 %14, label %15, label %27

15:                                               ; preds = %3
  %16 = load ptr, ptr %6, align 4
  %17 = call ptr @strchr(ptr noundef %16, i32 noundef 114) #8
  %18 = icmp ne ptr %17, null
  br i1 %18, label %19, label %27

19:                                               ; preds = %15
  %20 = load ptr, ptr %6, align 4
  %21 = call ptr @strchr(ptr noundef %20, i32 noundef 43) #8
  %22 = icmp ne ptr %21, null
  br i1 %22, label %27, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds [64 x i8], ptr %8, i32 0, i32 0
  %25 = load ptr, ptr %7, align 4
  %26 = call ptr @fgets(ptr noundef %24, i32 noundef 64, ptr noundef %25)
  br label %27

27:                                               ; preds = %23, %19, %15, %3
  %28 = load ptr, ptr %4, align 4
  %29 = load ptr, ptr %7, align 4
  %30 = icmp ne ptr %29, null
  %31 = zext i1 %30 to i64
  %32 = select i1 %30, ptr @.str.65, ptr @.str.66
  %33 = call ptr @__errno_location() #6
  %34 = load i32, ptr %33, align 4
  %35 = call ptr @errname(i32 noundef %34)
  %36 = load ptr, ptr %7, align 4
  %37 = icmp ne ptr %36, null
  br i1 %37, label %38, label %43

38:                                               ; preds = %27
  %39 = getelementptr inbounds [64 x i8], ptr %8, i32 0, i32 0
  %40 = load i8, ptr %39, align 1
  %41 = sext i8 %40 to i32
  %42 = icmp ne i32 %41, 0
  br label %43

43:                                               ; preds = %38, %27
  %44 = phi i1 [ false, %27 ], [ %42, %38 ]
  %45 = zext i1 %44 to i64
  %46 = select i1 %44, ptr @.str.67, ptr @.str.68
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.64, ptr noundef %28, ptr noundef %32, ptr noundef %35, ptr noundef %46)
  %48 = load ptr, ptr %7, align 4
  %49 = icmp ne ptr %48, null
  br i1 %49, label %50, label %58

50:                                               ; preds = %43
  %51 = getelementptr inbounds [64 x i8], ptr %8, i32 0, i32 0
  %52 = load i8, ptr %51, align 1
  %53 = sext i8 %52 to i32
  %54 = icmp ne i32 %53, 0
  br i1 %54, label %55, label %58

55:                                               ; preds = %50
  %56 = getelementptr inbounds [64 x i8], ptr %8, i32 0, i32 0
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.69, ptr noundef %56)
  br label %58

58:                                               ; preds = %55, %50, %43
  %59 = load ptr, ptr %7, align 4
  %60 = icmp ne ptr %59, null
  br i1 %60, label %61, label %64

61:                                               ; preds = %58
  %62 = load ptr, ptr %7, align 4
  %63 = call i32 @fclose(ptr noundef %62)
  br label %64

64:                                               ; preds = %61, %58
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @try_open(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = call ptr @__errno_location() #6
  store i32 0, ptr %8, align 4
  %9 = load ptr, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = call i32 (ptr, i32, ...) @open(ptr noundef %9, i32 noundef %10, i32 noundef 420)
  store i32 %11, ptr %7, align 4
  %12 = load ptr, ptr %4, align 4
  %13 = load i32, ptr %7, align 4
  %14 = icmp sge i32 %13, 0
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, ptr @.str.65, ptr @.str.66
  %17 = call ptr @__errno_location() #6
  %18 = load i32, ptr %17, align 4
  %19 = call ptr @errname(i32 noundef %18)
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.70, ptr noundef %12, ptr noundef %16, ptr noundef %19)
  %21 = load i32, ptr %7, align 4
  %22 = icmp sge i32 %21, 0
  br i1 %22, label %23, label %26

23:                                               ; preds = %3
  %24 = load i32, ptr %7, align 4
  %25 = call i32 @close(i32 noundef %24)
  br label %26

26:                                               ; preds = %23, %3
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @in(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load i32, ptr @in.k, align 4
  %6 = add nsw i32 %5, 1
  %7 = srem i32 %6, 4
  store i32 %7, ptr @in.k, align 4
  %8 = load i32, ptr @in.k, align 4
  %9 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %8
  %10 = getelementptr inbounds [1024 x i8], ptr %9, i32 0, i32 0
  %11 = load ptr, ptr %3, align 4
  %12 = load ptr, ptr %4, align 4
  %13 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef %10, i32 noundef 1024, ptr noundef @.str.71, ptr noundef %11, ptr noundef %12) #7
  %14 = load i32, ptr @in.k, align 4
  %15 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i32 0, i32 %14
  %16 = getelementptr inbounds [1024 x i8], ptr %15, i32 0, i32 0
  ret ptr %16
}

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__errno_location() #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare i32 @remove(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @errname(i32 noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %19 [
    i32 0, label %5
    i32 2, label %6
    i32 13, label %7
    i32 9, label %8
    i32 17, label %9
    i32 22, label %10
    i32 21, label %11
    i32 20, label %12
    i32 30, label %13
    i32 29, label %14
    i32 18, label %15
    i32 16, label %16
    i32 39, label %17
    i32 1, label %18
  ]

5:                                                ; preds = %1
  store ptr @.str.72, ptr %2, align 4
  br label %20

6:                                                ; preds = %1
  store ptr @.str.73, ptr %2, align 4
  br label %20

7:                                                ; preds = %1
  store ptr @.str.74, ptr %2, align 4
  br label %20

8:                                                ; preds = %1
  store ptr @.str.75, ptr %2, align 4
  br label %20

9:                                                ; preds = %1
  store ptr @.str.76, ptr %2, align 4
  br label %20

10:                                               ; preds = %1
  store ptr @.str.77, ptr %2, align 4
  br label %20

11:                                               ; preds = %1
  store ptr @.str.78, ptr %2, align 4
  br label %20

12:                                               ; preds = %1
  store ptr @.str.79, ptr %2, align 4
  br label %20

13:                                               ; preds = %1
  store ptr @.str.80, ptr %2, align 4
  br label %20

14:                                               ; preds = %1
  store ptr @.str.81, ptr %2, align 4
  br label %20

15:                                               ; preds = %1
  store ptr @.str.82, ptr %2, align 4
  br label %20

16:                                               ; preds = %1
  store ptr @.str.83, ptr %2, align 4
  br label %20

17:                                               ; preds = %1
  store ptr @.str.84, ptr %2, align 4
  br label %20

18:                                               ; preds = %1
  store ptr @.str.85, ptr %2, align 4
  br label %20

19:                                               ; preds = %1
  store ptr @.str.86, ptr %2, align 4
  br label %20

20:                                               ; preds = %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %21 = load ptr, ptr %2, align 4
  ret ptr %21
}

; Function Attrs: nounwind
declare i32 @unlink(ptr noundef) #3

; Function Attrs: nounwind
declare i32 @rename(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind
declare i32 @access(ptr noundef, i32 noundef) #3

; Function Attrs: nounwind
declare i32 @mkdir(ptr noundef, i32 noundef) #3

declare noalias ptr @fopen(ptr noundef, ptr noundef) #2

declare i32 @fputs(ptr noundef, ptr noundef) #2

declare i32 @fclose(ptr noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #5

declare ptr @fgets(ptr noundef, i32 noundef, ptr noundef) #2

declare i32 @open(ptr noundef, i32 noundef, ...) #2

declare i32 @close(i32 noundef) #2

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i32 noundef, ptr noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
