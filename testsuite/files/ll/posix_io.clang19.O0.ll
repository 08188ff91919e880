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
@stdin = external global ptr, align 8
@stdout = external global ptr, align 8
@stderr = external global ptr, align 8
@in.buf = internal global [4 x [1024 x i8]] zeroinitializer, align 16
@in.k = internal global i32 0, align 4
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca [64 x i8], align 16
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %15 = load i32, ptr %4, align 4
  %16 = icmp slt i32 %15, 3
  br i1 %16, label %17, label %18

17:                                               ; preds = %2
  store i32 2, ptr %3, align 4
  br label %326

18:                                               ; preds = %2
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds ptr, ptr %19, i64 1
  %21 = load ptr, ptr %20, align 8
  %22 = call ptr @in(ptr noundef %21, ptr noundef @.str)
  %23 = call i32 (ptr, i32, ...) @open(ptr noundef %22, i32 noundef 0)
  store i32 %23, ptr %7, align 4
  %24 = load i32, ptr %7, align 4
  %25 = icmp sge i32 %24, 3
  %26 = zext i1 %25 to i64
  %27 = select i1 %25, ptr @.str.2, ptr @.str.3
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %27)
  %29 = load i32, ptr %7, align 4
  %30 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %31 = call i64 @read(i32 noundef %29, ptr noundef %30, i64 noundef 5)
  store i64 %31, ptr %8, align 8
  %32 = load i64, ptr %8, align 8
  %33 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %32, ptr noundef %33)
  %35 = load i32, ptr %7, align 4
  %36 = call i64 @lseek(i32 noundef %35, i64 noundef 0, i32 noundef 1) #5
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %36)
  %38 = load i32, ptr %7, align 4
  %39 = call i64 @lseek(i32 noundef %38, i64 noundef 0, i32 noundef 2) #5
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %39)
  %41 = load i32, ptr %7, align 4
  %42 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %43 = call i64 @read(i32 noundef %41, ptr noundef %42, i64 noundef 64)
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %43)
  %45 = load i32, ptr %7, align 4
  %46 = call i64 @lseek(i32 noundef %45, i64 noundef -4, i32 noundef 2) #5
  %47 = load i32, ptr %7, align 4
  %48 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %49 = call i64 @read(i32 noundef %47, ptr noundef %48, i64 noundef 64)
  store i64 %49, ptr %8, align 8
  %50 = load i64, ptr %8, align 8
  %51 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %50, ptr noundef %51)
  %53 = call ptr @__errno_location() #6
  store i32 0, ptr %53, align 4
  %54 = load i32, ptr %7, align 4
  %55 = call i64 @lseek(i32 noundef %54, i64 noundef -100, i32 noundef 0) #5
  %56 = call ptr @__errno_location() #6
  %57 = load i32, ptr %56, align 4
  %58 = call ptr @errname(i32 noundef %57)
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %55, ptr noundef %58)
  %60 = call ptr @__errno_location() #6
  store i32 0, ptr %60, align 4
  %61 = load i32, ptr %7, align 4
  %62 = call i64 @write(i32 noundef %61, ptr noundef @.str.11, i64 noundef 1)
  %63 = call ptr @__errno_location() #6
  %64 = load i32, ptr %63, align 4
  %65 = call ptr @errname(i32 noundef %64)
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %62, ptr noundef %65)
  %67 = load i32, ptr %7, align 4
  %68 = call i32 @close(i32 noundef %67)
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %68)
  %70 = call ptr @__errno_location() #6
  store i32 0, ptr %70, align 4
  %71 = load i32, ptr %7, align 4
  %72 = call i32 @close(i32 noundef %71)
  %73 = call ptr @__errno_location() #6
  %74 = load i32, ptr %73, align 4
  %75 = call ptr @errname(i32 noundef %74)
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %72, ptr noundef %75)
  %77 = call ptr @__errno_location() #6
  store i32 0, ptr %77, align 4
  %78 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %79 = call i64 @read(i32 noundef 99, ptr noundef %78, i64 noundef 1)
  %80 = call ptr @__errno_location() #6
  %81 = load i32, ptr %80, align 4
  %82 = call ptr @errname(i32 noundef %81)
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %79, ptr noundef %82)
  %84 = call ptr @__errno_location() #6
  store i32 0, ptr %84, align 4
  %85 = load ptr, ptr %5, align 8
  %86 = getelementptr inbounds ptr, ptr %85, i64 1
  %87 = load ptr, ptr %86, align 8
  %88 = call ptr @in(ptr noundef %87, ptr noundef @.str.16)
  %89 = call i32 (ptr, i32, ...) @open(ptr noundef %88, i32 noundef 0)
  %90 = call ptr @__errno_location() #6
  %91 = load i32, ptr %90, align 4
  %92 = call ptr @errname(i32 noundef %91)
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %89, ptr noundef %92)
  %94 = load ptr, ptr %5, align 8
  %95 = getelementptr inbounds ptr, ptr %94, i64 1
  %96 = load ptr, ptr %95, align 8
  %97 = call ptr @in(ptr noundef %96, ptr noundef @.str)
  %98 = call i32 (ptr, i32, ...) @open(ptr noundef %97, i32 noundef 0)
  store i32 %98, ptr %9, align 4
  %99 = load ptr, ptr %5, align 8
  %100 = getelementptr inbounds ptr, ptr %99, i64 1
  %101 = load ptr, ptr %100, align 8
  %102 = call ptr @in(ptr noundef %101, ptr noundef @.str)
  %103 = call i32 (ptr, i32, ...) @open(ptr noundef %102, i32 noundef 0)
  store i32 %103, ptr %10, align 4
  %104 = load i32, ptr %9, align 4
  %105 = call i32 @close(i32 noundef %104)
  %106 = load ptr, ptr %5, align 8
  %107 = getelementptr inbounds ptr, ptr %106, i64 1
  %108 = load ptr, ptr %107, align 8
  %109 = call ptr @in(ptr noundef %108, ptr noundef @.str)
  %110 = call i32 (ptr, i32, ...) @open(ptr noundef %109, i32 noundef 0)
  store i32 %110, ptr %11, align 4
  %111 = load i32, ptr %11, align 4
  %112 = load i32, ptr %9, align 4
  %113 = icmp eq i32 %111, %112
  %114 = zext i1 %113 to i32
  %115 = load i32, ptr %10, align 4
  %116 = load i32, ptr %9, align 4
  %117 = add nsw i32 %116, 1
  %118 = icmp eq i32 %115, %117
  %119 = zext i1 %118 to i32
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %114, i32 noundef %119)
  %121 = load i32, ptr %10, align 4
  %122 = call i32 @close(i32 noundef %121)
  %123 = load i32, ptr %11, align 4
  %124 = call i32 @close(i32 noundef %123)
  %125 = load ptr, ptr %5, align 8
  %126 = getelementptr inbounds ptr, ptr %125, i64 2
  %127 = load ptr, ptr %126, align 8
  %128 = call ptr @in(ptr noundef %127, ptr noundef @.str.18)
  %129 = call i32 (ptr, i32, ...) @open(ptr noundef %128, i32 noundef 577, i32 noundef 420)
  store i32 %129, ptr %12, align 4
  %130 = load i32, ptr %12, align 4
  %131 = call i64 @write(i32 noundef %130, ptr noundef @.str.20, i64 noundef 19)
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %131)
  %133 = load i32, ptr %12, align 4
  %134 = call i64 @write(i32 noundef %133, ptr noundef @.str.21, i64 noundef 5)
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %134)
  %136 = load i32, ptr %12, align 4
  %137 = call i32 @close(i32 noundef %136)
  %138 = call ptr @__errno_location() #6
  store i32 0, ptr %138, align 4
  %139 = load ptr, ptr %5, align 8
  %140 = getelementptr inbounds ptr, ptr %139, i64 2
  %141 = load ptr, ptr %140, align 8
  %142 = call ptr @in(ptr noundef %141, ptr noundef @.str.18)
  %143 = call i32 (ptr, i32, ...) @open(ptr noundef %142, i32 noundef 193, i32 noundef 420)
  %144 = call ptr @__errno_location() #6
  %145 = load i32, ptr %144, align 4
  %146 = call ptr @errname(i32 noundef %145)
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %143, ptr noundef %146)
  %148 = load ptr, ptr %5, align 8
  %149 = getelementptr inbounds ptr, ptr %148, i64 2
  %150 = load ptr, ptr %149, align 8
  %151 = call ptr @in(ptr noundef %150, ptr noundef @.str.18)
  %152 = call i32 (ptr, i32, ...) @open(ptr noundef %151, i32 noundef 1025)
  store i32 %152, ptr %12, align 4
  %153 = load i32, ptr %12, align 4
  %154 = call i64 @write(i32 noundef %153, ptr noundef @.str.23, i64 noundef 9)
  %155 = load i32, ptr %12, align 4
  %156 = call i32 @close(i32 noundef %155)
  %157 = load ptr, ptr %5, align 8
  %158 = getelementptr inbounds ptr, ptr %157, i64 2
  %159 = load ptr, ptr %158, align 8
  %160 = call ptr @in(ptr noundef %159, ptr noundef @.str.18)
  %161 = call i32 (ptr, i32, ...) @open(ptr noundef %160, i32 noundef 2)
  store i32 %161, ptr %13, align 4
  %162 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %162, i8 0, i64 64, i1 false)
  %163 = load i32, ptr %13, align 4
  %164 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %165 = call i64 @read(i32 noundef %163, ptr noundef %164, i64 noundef 63)
  store i64 %165, ptr %8, align 8
  %166 = load i64, ptr %8, align 8
  %167 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i64 noundef %166, ptr noundef %167)
  %169 = load i32, ptr %13, align 4
  %170 = call i64 @lseek(i32 noundef %169, i64 noundef 0, i32 noundef 0) #5
  %171 = load i32, ptr %13, align 4
  %172 = call i64 @write(i32 noundef %171, ptr noundef @.str.25, i64 noundef 5)
  %173 = load i32, ptr %13, align 4
  %174 = call i64 @lseek(i32 noundef %173, i64 noundef 0, i32 noundef 0) #5
  %175 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %175, i8 0, i64 64, i1 false)
  %176 = load i32, ptr %13, align 4
  %177 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %178 = call i64 @read(i32 noundef %176, ptr noundef %177, i64 noundef 10)
  %179 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, ptr noundef %179)
  %181 = load i32, ptr %13, align 4
  %182 = call i32 @close(i32 noundef %181)
  %183 = load ptr, ptr %5, align 8
  %184 = getelementptr inbounds ptr, ptr %183, i64 2
  %185 = load ptr, ptr %184, align 8
  %186 = call ptr @in(ptr noundef %185, ptr noundef @.str.18)
  %187 = call i32 (ptr, i32, ...) @open(ptr noundef %186, i32 noundef 0)
  store i32 %187, ptr %13, align 4
  %188 = load i32, ptr %13, align 4
  %189 = call noalias ptr @fdopen(i32 noundef %188, ptr noundef @.str.27) #5
  store ptr %189, ptr %14, align 8
  %190 = load ptr, ptr %14, align 8
  %191 = call i32 @fileno(ptr noundef %190) #5
  %192 = load i32, ptr %13, align 4
  %193 = icmp eq i32 %191, %192
  %194 = zext i1 %193 to i32
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, i32 noundef %194)
  %196 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %197 = load ptr, ptr %14, align 8
  %198 = call ptr @fgets(ptr noundef %196, i32 noundef 64, ptr noundef %197)
  %199 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, ptr noundef %198)
  %200 = load ptr, ptr %14, align 8
  %201 = call i32 @fclose(ptr noundef %200)
  %202 = call ptr @__errno_location() #6
  store i32 0, ptr %202, align 4
  %203 = load i32, ptr %13, align 4
  %204 = call i32 @close(i32 noundef %203)
  %205 = call ptr @__errno_location() #6
  %206 = load i32, ptr %205, align 4
  %207 = call ptr @errname(i32 noundef %206)
  %208 = call i32 (ptr, ...) @printf(ptr noundef @.str.30, i32 noundef %204, ptr noundef %207)
  %209 = load ptr, ptr %5, align 8
  %210 = getelementptr inbounds ptr, ptr %209, i64 2
  %211 = load ptr, ptr %210, align 8
  %212 = call ptr @in(ptr noundef %211, ptr noundef @.str.18)
  %213 = call i32 @unlink(ptr noundef %212) #5
  %214 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, i32 noundef %213)
  %215 = call ptr @__errno_location() #6
  store i32 0, ptr %215, align 4
  %216 = load ptr, ptr %5, align 8
  %217 = getelementptr inbounds ptr, ptr %216, i64 2
  %218 = load ptr, ptr %217, align 8
  %219 = call ptr @in(ptr noundef %218, ptr noundef @.str.18)
  %220 = call i32 @unlink(ptr noundef %219) #5
  %221 = call ptr @__errno_location() #6
  %222 = load i32, ptr %221, align 4
  %223 = call ptr @errname(i32 noundef %222)
  %224 = call i32 (ptr, ...) @printf(ptr noundef @.str.32, i32 noundef %220, ptr noundef %223)
  %225 = load ptr, ptr %5, align 8
  %226 = getelementptr inbounds ptr, ptr %225, i64 2
  %227 = load ptr, ptr %226, align 8
  %228 = call ptr @in(ptr noundef %227, ptr noundef @.str.34)
  %229 = call i32 @mkdir(ptr noundef %228, i32 noundef 493) #5
  %230 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, i32 noundef %229)
  %231 = call ptr @__errno_location() #6
  store i32 0, ptr %231, align 4
  %232 = load ptr, ptr %5, align 8
  %233 = getelementptr inbounds ptr, ptr %232, i64 2
  %234 = load ptr, ptr %233, align 8
  %235 = call ptr @in(ptr noundef %234, ptr noundef @.str.34)
  %236 = call i32 @mkdir(ptr noundef %235, i32 noundef 493) #5
  %237 = call ptr @__errno_location() #6
  %238 = load i32, ptr %237, align 4
  %239 = call ptr @errname(i32 noundef %238)
  %240 = call i32 (ptr, ...) @printf(ptr noundef @.str.35, i32 noundef %236, ptr noundef %239)
  %241 = load ptr, ptr %5, align 8
  %242 = getelementptr inbounds ptr, ptr %241, i64 2
  %243 = load ptr, ptr %242, align 8
  %244 = call ptr @in(ptr noundef %243, ptr noundef @.str.36)
  %245 = call i32 (ptr, i32, ...) @open(ptr noundef %244, i32 noundef 65, i32 noundef 420)
  %246 = call i32 @close(i32 noundef %245)
  %247 = call ptr @__errno_location() #6
  store i32 0, ptr %247, align 4
  %248 = load ptr, ptr %5, align 8
  %249 = getelementptr inbounds ptr, ptr %248, i64 2
  %250 = load ptr, ptr %249, align 8
  %251 = call ptr @in(ptr noundef %250, ptr noundef @.str.34)
  %252 = call i32 @rmdir(ptr noundef %251) #5
  %253 = call ptr @__errno_location() #6
  %254 = load i32, ptr %253, align 4
  %255 = call ptr @errname(i32 noundef %254)
  %256 = call i32 (ptr, ...) @printf(ptr noundef @.str.37, i32 noundef %252, ptr noundef %255)
  %257 = call ptr @__errno_location() #6
  store i32 0, ptr %257, align 4
  %258 = load ptr, ptr %5, align 8
  %259 = getelementptr inbounds ptr, ptr %258, i64 2
  %260 = load ptr, ptr %259, align 8
  %261 = call ptr @in(ptr noundef %260, ptr noundef @.str.36)
  %262 = call i32 @rmdir(ptr noundef %261) #5
  %263 = call ptr @__errno_location() #6
  %264 = load i32, ptr %263, align 4
  %265 = call ptr @errname(i32 noundef %264)
  %266 = call i32 (ptr, ...) @printf(ptr noundef @.str.38, i32 noundef %262, ptr noundef %265)
  %267 = call ptr @__errno_location() #6
  store i32 0, ptr %267, align 4
  %268 = load ptr, ptr %5, align 8
  %269 = getelementptr inbounds ptr, ptr %268, i64 2
  %270 = load ptr, ptr %269, align 8
  %271 = call ptr @in(ptr noundef %270, ptr noundef @.str.34)
  %272 = call i32 @unlink(ptr noundef %271) #5
  %273 = call ptr @__errno_location() #6
  %274 = load i32, ptr %273, align 4
  %275 = call ptr @errname(i32 noundef %274)
  %276 = call i32 (ptr, ...) @printf(ptr noundef @.str.39, i32 noundef %272, ptr noundef %275)
  %277 = load ptr, ptr %5, align 8
  %278 = getelementptr inbounds ptr, ptr %277, i64 2
  %279 = load ptr, ptr %278, align 8
  %280 = call ptr @in(ptr noundef %279, ptr noundef @.str.36)
  %281 = call i32 @remove(ptr noundef %280) #5
  %282 = load ptr, ptr %5, align 8
  %283 = getelementptr inbounds ptr, ptr %282, i64 2
  %284 = load ptr, ptr %283, align 8
  %285 = call ptr @in(ptr noundef %284, ptr noundef @.str.34)
  %286 = call i32 @remove(ptr noundef %285) #5
  %287 = call i32 (ptr, ...) @printf(ptr noundef @.str.40, i32 noundef %281, i32 noundef %286)
  %288 = call ptr @__errno_location() #6
  store i32 0, ptr %288, align 4
  %289 = load ptr, ptr %5, align 8
  %290 = getelementptr inbounds ptr, ptr %289, i64 1
  %291 = load ptr, ptr %290, align 8
  %292 = call ptr @in(ptr noundef %291, ptr noundef @.str.42)
  %293 = call i32 @mkdir(ptr noundef %292, i32 noundef 493) #5
  %294 = call ptr @__errno_location() #6
  %295 = load i32, ptr %294, align 4
  %296 = call ptr @errname(i32 noundef %295)
  %297 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, i32 noundef %293, ptr noundef %296)
  %298 = load ptr, ptr %5, align 8
  %299 = getelementptr inbounds ptr, ptr %298, i64 1
  %300 = load ptr, ptr %299, align 8
  %301 = call ptr @in(ptr noundef %300, ptr noundef @.str)
  %302 = call i32 @access(ptr noundef %301, i32 noundef 0) #5
  %303 = load ptr, ptr %5, align 8
  %304 = getelementptr inbounds ptr, ptr %303, i64 1
  %305 = load ptr, ptr %304, align 8
  %306 = call ptr @in(ptr noundef %305, ptr noundef @.str)
  %307 = call i32 @access(ptr noundef %306, i32 noundef 4) #5
  %308 = call i32 (ptr, ...) @printf(ptr noundef @.str.43, i32 noundef %302, i32 noundef %307)
  %309 = call ptr @__errno_location() #6
  store i32 0, ptr %309, align 4
  %310 = load ptr, ptr %5, align 8
  %311 = getelementptr inbounds ptr, ptr %310, i64 1
  %312 = load ptr, ptr %311, align 8
  %313 = call ptr @in(ptr noundef %312, ptr noundef @.str.16)
  %314 = call i32 @access(ptr noundef %313, i32 noundef 0) #5
  %315 = call ptr @__errno_location() #6
  %316 = load i32, ptr %315, align 4
  %317 = call ptr @errname(i32 noundef %316)
  %318 = call i32 (ptr, ...) @printf(ptr noundef @.str.44, i32 noundef %314, ptr noundef %317)
  %319 = load ptr, ptr @stdin, align 8
  %320 = call i32 @fileno(ptr noundef %319) #5
  %321 = load ptr, ptr @stdout, align 8
  %322 = call i32 @fileno(ptr noundef %321) #5
  %323 = load ptr, ptr @stderr, align 8
  %324 = call i32 @fileno(ptr noundef %323) #5
  %325 = call i32 (ptr, ...) @printf(ptr noundef @.str.45, i32 noundef %320, i32 noundef %322, i32 noundef %324)
  store i32 0, ptr %3, align 4
  br label %326

326:                                              ; preds = %18, %17
  %327 = load i32, ptr %3, align 4
  ret i32 %327
}

declare i32 @open(ptr noundef, i32 noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @in(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load i32, ptr @in.k, align 4
  %6 = add nsw i32 %5, 1
  %7 = srem i32 %6, 4
  store i32 %7, ptr @in.k, align 4
  %8 = load i32, ptr @in.k, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %9
  %11 = getelementptr inbounds [1024 x i8], ptr %10, i64 0, i64 0
  %12 = load ptr, ptr %3, align 8
  %13 = load ptr, ptr %4, align 8
  %14 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %11, i64 noundef 1024, ptr noundef @.str.46, ptr noundef %12, ptr noundef %13) #5
  %15 = load i32, ptr @in.k, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [4 x [1024 x i8]], ptr @in.buf, i64 0, i64 %16
  %18 = getelementptr inbounds [1024 x i8], ptr %17, i64 0, i64 0
  ret ptr %18
}

declare i32 @printf(ptr noundef, ...) #1

declare i64 @read(i32 noundef, ptr noundef, i64 noundef) #1

; Function Attrs: nounwind
declare i64 @lseek(i32 noundef, i64 noundef, i32 noundef) #2

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__errno_location() #3

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @errname(i32 noundef %0) #0 {
  %2 = alloca ptr, align 8
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
  store ptr @.str.47, ptr %2, align 8
  br label %20

6:                                                ; preds = %1
  store ptr @.str.48, ptr %2, align 8
  br label %20

7:                                                ; preds = %1
  store ptr @.str.49, ptr %2, align 8
  br label %20

8:                                                ; preds = %1
  store ptr @.str.50, ptr %2, align 8
  br label %20

9:                                                ; preds = %1
  store ptr @.str.51, ptr %2, align 8
  br label %20

10:                                               ; preds = %1
  store ptr @.str.52, ptr %2, align 8
  br label %20

11:                                               ; preds = %1
  store ptr @.str.53, ptr %2, align 8
  br label %20

12:                                               ; preds = %1
  store ptr @.str.54, ptr %2, align 8
  br label %20

13:                                               ; preds = %1
  store ptr @.str.55, ptr %2, align 8
  br label %20

14:                                               ; preds = %1
  store ptr @.str.56, ptr %2, align 8
  br label %20

15:                                               ; preds = %1
  store ptr @.str.57, ptr %2, align 8
  br label %20

16:                                               ; preds = %1
  store ptr @.str.58, ptr %2, align 8
  br label %20

17:                                               ; preds = %1
  store ptr @.str.59, ptr %2, align 8
  br label %20

18:                                               ; preds = %1
  store ptr @.str.60, ptr %2, align 8
  br label %20

19:                                               ; preds = %1
  store ptr @.str.61, ptr %2, align 8
  br label %20

20:                                               ; preds = %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %21 = load ptr, ptr %2, align 8
  ret ptr %21
}

declare i64 @write(i32 noundef, ptr noundef, i64 noundef) #1

declare i32 @close(i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nounwind
declare noalias ptr @fdopen(i32 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @fileno(ptr noundef) #2

declare ptr @fgets(ptr noundef, i32 noundef, ptr noundef) #1

declare i32 @fclose(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @unlink(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @mkdir(ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i32 @rmdir(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @remove(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @access(ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
