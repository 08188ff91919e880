; ModuleID = 'funcptr_switch.c'
source_filename = "funcptr_switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Shape = type { ptr, ptr, i32, i32 }

@__const.main.v = private unnamed_addr constant [6 x i32] [i32 3, i32 9, i32 -2, i32 7, i32 12, i32 5], align 16
@.str = private unnamed_addr constant [10 x i8] c"%s -> %d\0A\00", align 1
@names = internal constant [5 x ptr] [ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21], align 16
@table = internal constant [5 x ptr] [ptr @add, ptr @sub, ptr @mul, ptr @mx, ptr @band], align 16
@.str.1 = private unnamed_addr constant [19 x i8] c"pick(7)(6,7) = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"tri\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"sq\00", align 1
@__const.main.shapes = private unnamed_addr constant [3 x %struct.Shape] [%struct.Shape { ptr @.str.2, ptr @rect_area, i32 4, i32 5 }, %struct.Shape { ptr @.str.3, ptr @tri_area, i32 6, i32 7 }, %struct.Shape { ptr @.str.4, ptr @rect_area, i32 9, i32 9 }], align 16
@.str.5 = private unnamed_addr constant [12 x i8] c"%s area %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"days %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"x1 = (42 + y) * 7;\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"%s%s\00", align 1
@.str.9 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.10 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.sp = private unnamed_addr constant [7 x i32] [i32 0, i32 7, i32 1000, i32 65536, i32 -559038737, i32 12345678, i32 3], align 16
@.str.12 = private unnamed_addr constant [15 x i8] c"sparse(%u)=%d\0A\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"sw64: %d %d %d %d %d\0A\00", align 1
@main.fact = internal constant [30 x i32] [i32 0, i32 1, i32 4, i32 0, i32 0, i32 6, i32 4, i32 1, i32 3, i32 0, i32 3, i32 1, i32 2, i32 6, i32 4, i32 0, i32 3, i32 1, i32 0, i32 -1, i32 1, i32 4, i32 1, i32 3, i32 1, i32 5, i32 8, i32 3, i32 0, i32 7], align 16
@.str.14 = private unnamed_addr constant [14 x i8] c"vm result %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [17 x i8] c"callback acc %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [20 x i8] c"chosen(%d, 1) = %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"digit\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"space\00", align 1
@.str.24 = private unnamed_addr constant [3 x i8] c"op\00", align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"open\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"close\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@.str.29 = private unnamed_addr constant [10 x i8] c"  vm: %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca [3 x %struct.Shape], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca [7 x i32], align 16
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.v, i64 24, i1 false)
  store i32 0, ptr %3, align 4
  br label %17

17:                                               ; preds = %36, %0
  %18 = load i32, ptr %3, align 4
  %19 = icmp slt i32 %18, 5
  br i1 %19, label %20, label %39

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [5 x ptr], ptr @names, i64 0, i64 %22
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0
  %26 = load i32, ptr %3, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [5 x ptr], ptr @table, i64 0, i64 %27
  %29 = load ptr, ptr %28, align 8
  %30 = load i32, ptr %3, align 4
  %31 = icmp eq i32 %30, 2
  %32 = zext i1 %31 to i64
  %33 = select i1 %31, i32 1, i32 0
  %34 = call i32 @fold(ptr noundef %25, i32 noundef 6, ptr noundef %29, i32 noundef %33)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %24, i32 noundef %34)
  br label %36

36:                                               ; preds = %20
  %37 = load i32, ptr %3, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %3, align 4
  br label %17, !llvm.loop !6

39:                                               ; preds = %17
  %40 = call ptr @pick(i32 noundef 7)
  %41 = call i32 %40(i32 noundef 6, i32 noundef 7)
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %41)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.shapes, i64 72, i1 false)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %43

43:                                               ; preds = %66, %39
  %44 = load i32, ptr %6, align 4
  %45 = icmp slt i32 %44, 3
  br i1 %45, label %46, label %69

46:                                               ; preds = %43
  %47 = load i32, ptr %6, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [3 x %struct.Shape], ptr %4, i64 0, i64 %48
  %50 = getelementptr inbounds %struct.Shape, ptr %49, i32 0, i32 1
  %51 = load ptr, ptr %50, align 8
  %52 = load i32, ptr %6, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [3 x %struct.Shape], ptr %4, i64 0, i64 %53
  %55 = call i32 %51(ptr noundef %54)
  store i32 %55, ptr %7, align 4
  %56 = load i32, ptr %6, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [3 x %struct.Shape], ptr %4, i64 0, i64 %57
  %59 = getelementptr inbounds %struct.Shape, ptr %58, i32 0, i32 0
  %60 = load ptr, ptr %59, align 8
  %61 = load i32, ptr %7, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %60, i32 noundef %61)
  %63 = load i32, ptr %7, align 4
  %64 = load i32, ptr %5, align 4
  %65 = add nsw i32 %64, %63
  store i32 %65, ptr %5, align 4
  br label %66

66:                                               ; preds = %46
  %67 = load i32, ptr %6, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %6, align 4
  br label %43, !llvm.loop !8

69:                                               ; preds = %43
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %70

70:                                               ; preds = %78, %69
  %71 = load i32, ptr %9, align 4
  %72 = icmp sle i32 %71, 13
  br i1 %72, label %73, label %81

73:                                               ; preds = %70
  %74 = load i32, ptr %9, align 4
  %75 = call i32 @days_in_month(i32 noundef %74)
  %76 = load i32, ptr %8, align 4
  %77 = add nsw i32 %76, %75
  store i32 %77, ptr %8, align 4
  br label %78

78:                                               ; preds = %73
  %79 = load i32, ptr %9, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %9, align 4
  br label %70, !llvm.loop !9

81:                                               ; preds = %70
  %82 = load i32, ptr %8, align 4
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %82)
  store ptr @.str.7, ptr %10, align 8
  %84 = load ptr, ptr %10, align 8
  store ptr %84, ptr %11, align 8
  br label %85

85:                                               ; preds = %100, %81
  %86 = load ptr, ptr %11, align 8
  %87 = load i8, ptr %86, align 1
  %88 = icmp ne i8 %87, 0
  br i1 %88, label %89, label %103

89:                                               ; preds = %85
  %90 = load ptr, ptr %11, align 8
  %91 = load ptr, ptr %10, align 8
  %92 = icmp eq ptr %90, %91
  %93 = zext i1 %92 to i64
  %94 = select i1 %92, ptr @.str.9, ptr @.str.10
  %95 = load ptr, ptr %11, align 8
  %96 = load i8, ptr %95, align 1
  %97 = sext i8 %96 to i32
  %98 = call ptr @classify(i32 noundef %97)
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %94, ptr noundef %98)
  br label %100

100:                                              ; preds = %89
  %101 = load ptr, ptr %11, align 8
  %102 = getelementptr inbounds i8, ptr %101, i32 1
  store ptr %102, ptr %11, align 8
  br label %85, !llvm.loop !10

103:                                              ; preds = %85
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 @__const.main.sp, i64 28, i1 false)
  store i32 0, ptr %13, align 4
  br label %105

105:                                              ; preds = %119, %103
  %106 = load i32, ptr %13, align 4
  %107 = icmp slt i32 %106, 7
  br i1 %107, label %108, label %122

108:                                              ; preds = %105
  %109 = load i32, ptr %13, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [7 x i32], ptr %12, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4
  %113 = load i32, ptr %13, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [7 x i32], ptr %12, i64 0, i64 %114
  %116 = load i32, ptr %115, align 4
  %117 = call i32 @sparse(i32 noundef %116)
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %112, i32 noundef %117)
  br label %119

119:                                              ; preds = %108
  %120 = load i32, ptr %13, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %13, align 4
  br label %105, !llvm.loop !11

122:                                              ; preds = %105
  %123 = call i32 @sw64(i64 noundef -1)
  %124 = call i32 @sw64(i64 noundef 1099511627776)
  %125 = call i32 @sw64(i64 noundef 1099511627777)
  %126 = call i32 @sw64(i64 noundef -4611686018427387904)
  %127 = call i32 @sw64(i64 noundef 5)
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %123, i32 noundef %124, i32 noundef %125, i32 noundef %126, i32 noundef %127)
  %129 = call i32 @run(ptr noundef @main.fact)
  store i32 %129, ptr %14, align 4
  %130 = load i32, ptr %14, align 4
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %130)
  store i32 0, ptr %15, align 4
  call void @apply_all(ptr noundef @collect, ptr noundef %15)
  %132 = load i32, ptr %15, align 4
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %132)
  %134 = load i32, ptr %5, align 4
  %135 = and i32 %134, 1
  %136 = icmp ne i32 %135, 0
  %137 = zext i1 %136 to i64
  %138 = select i1 %136, ptr @sub, ptr @add
  store ptr %138, ptr %16, align 8
  %139 = load i32, ptr %5, align 4
  %140 = load ptr, ptr %16, align 8
  %141 = load i32, ptr %5, align 4
  %142 = call i32 %140(i32 noundef %141, i32 noundef 1)
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %139, i32 noundef %142)
  ret i32 42
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fold(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %23, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %26

14:                                               ; preds = %10
  %15 = load ptr, ptr %7, align 8
  %16 = load i32, ptr %8, align 4
  %17 = load ptr, ptr %5, align 8
  %18 = load i32, ptr %9, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %17, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = call i32 %15(i32 noundef %16, i32 noundef %21)
  store i32 %22, ptr %8, align 4
  br label %23

23:                                               ; preds = %14
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %9, align 4
  br label %10, !llvm.loop !12

26:                                               ; preds = %10
  %27 = load i32, ptr %8, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pick(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 5
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [5 x ptr], ptr @table, i64 0, i64 %5
  %7 = load ptr, ptr %6, align 8
  ret ptr %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rect_area(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Shape, ptr %3, i32 0, i32 2
  %5 = load i32, ptr %4, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.Shape, ptr %6, i32 0, i32 3
  %8 = load i32, ptr %7, align 4
  %9 = mul nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @tri_area(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Shape, ptr %3, i32 0, i32 2
  %5 = load i32, ptr %4, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.Shape, ptr %6, i32 0, i32 3
  %8 = load i32, ptr %7, align 4
  %9 = mul nsw i32 %5, %8
  %10 = sdiv i32 %9, 2
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @days_in_month(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %17 [
    i32 1, label %5
    i32 2, label %6
    i32 3, label %7
    i32 4, label %8
    i32 5, label %9
    i32 6, label %10
    i32 7, label %11
    i32 8, label %12
    i32 9, label %13
    i32 10, label %14
    i32 11, label %15
    i32 12, label %16
  ]

5:                                                ; preds = %1
  store i32 31, ptr %2, align 4
  br label %18

6:                                                ; preds = %1
  store i32 28, ptr %2, align 4
  br label %18

7:                                                ; preds = %1
  store i32 31, ptr %2, align 4
  br label %18

8:                                                ; preds = %1
  store i32 30, ptr %2, align 4
  br label %18

9:                                                ; preds = %1
  store i32 31, ptr %2, align 4
  br label %18

10:                                               ; preds = %1
  store i32 30, ptr %2, align 4
  br label %18

11:                                               ; preds = %1
  store i32 31, ptr %2, align 4
  br label %18

12:                                               ; preds = %1
  store i32 31, ptr %2, align 4
  br label %18

13:                                               ; preds = %1
  store i32 30, ptr %2, align 4
  br label %18

14:                                               ; preds = %1
  store i32 31, ptr %2, align 4
  br label %18

15:                                               ; preds = %1
  store i32 30, ptr %2, align 4
  br label %18

16:                                               ; preds = %1
  store i32 31, ptr %2, align 4
  br label %18

17:                                               ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %18

18:                                               ; preds = %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %19 = load i32, ptr %2, align 4
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @classify(i32 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %10 [
    i32 48, label %5
    i32 49, label %5
    i32 50, label %5
    i32 51, label %5
    i32 52, label %5
    i32 53, label %5
    i32 54, label %5
    i32 55, label %5
    i32 56, label %5
    i32 57, label %5
    i32 32, label %6
    i32 9, label %6
    i32 10, label %6
    i32 43, label %7
    i32 45, label %7
    i32 42, label %7
    i32 47, label %7
    i32 40, label %8
    i32 41, label %9
  ]

5:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  store ptr @.str.22, ptr %2, align 8
  br label %20

6:                                                ; preds = %1, %1, %1
  store ptr @.str.23, ptr %2, align 8
  br label %20

7:                                                ; preds = %1, %1, %1, %1
  store ptr @.str.24, ptr %2, align 8
  br label %20

8:                                                ; preds = %1
  store ptr @.str.25, ptr %2, align 8
  br label %20

9:                                                ; preds = %1
  store ptr @.str.26, ptr %2, align 8
  br label %20

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4
  %12 = or i32 %11, 32
  %13 = icmp sge i32 %12, 97
  br i1 %13, label %14, label %19

14:                                               ; preds = %10
  %15 = load i32, ptr %3, align 4
  %16 = or i32 %15, 32
  %17 = icmp sle i32 %16, 122
  br i1 %17, label %18, label %19

18:                                               ; preds = %14
  store ptr @.str.27, ptr %2, align 8
  br label %20

19:                                               ; preds = %14, %10
  store ptr @.str.28, ptr %2, align 8
  br label %20

20:                                               ; preds = %19, %18, %9, %8, %7, %6, %5
  %21 = load ptr, ptr %2, align 8
  ret ptr %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %4 = load i32, ptr %2, align 4
  switch i32 %4, label %14 [
    i32 7, label %5
    i32 1000, label %8
    i32 65536, label %11
    i32 -559038737, label %12
    i32 12345678, label %13
  ]

5:                                                ; preds = %1
  %6 = load i32, ptr %3, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr %3, align 4
  br label %8

8:                                                ; preds = %1, %5
  %9 = load i32, ptr %3, align 4
  %10 = add nsw i32 %9, 10
  store i32 %10, ptr %3, align 4
  br label %17

11:                                               ; preds = %1
  store i32 3, ptr %3, align 4
  br label %17

12:                                               ; preds = %1
  store i32 -1, ptr %3, align 4
  br label %17

13:                                               ; preds = %1
  store i32 99, ptr %3, align 4
  br label %14

14:                                               ; preds = %1, %13
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, 5
  store i32 %16, ptr %3, align 4
  br label %17

17:                                               ; preds = %14, %12, %11, %8
  %18 = load i32, ptr %3, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sw64(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  switch i64 %4, label %9 [
    i64 -1, label %5
    i64 1099511627776, label %6
    i64 1099511627777, label %7
    i64 -4611686018427387904, label %8
  ]

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %10

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %10

7:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %10

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %10

9:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %10

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load i32, ptr %2, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [32 x i32], align 16
  %4 = alloca [4 x i32], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 16, i1 false)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %115, %1
  %10 = load i32, ptr %7, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %7, align 4
  %12 = load ptr, ptr %2, align 8
  %13 = load i32, ptr %6, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %6, align 4
  %15 = sext i32 %13 to i64
  %16 = getelementptr inbounds i32, ptr %12, i64 %15
  %17 = load i32, ptr %16, align 4
  switch i32 %17, label %115 [
    i32 0, label %18
    i32 1, label %29
    i32 2, label %42
    i32 3, label %55
    i32 4, label %69
    i32 5, label %83
    i32 6, label %99
    i32 7, label %106
  ]

18:                                               ; preds = %9
  %19 = load ptr, ptr %2, align 8
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds i32, ptr %19, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = load i32, ptr %5, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %5, align 4
  %27 = sext i32 %25 to i64
  %28 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %27
  store i32 %24, ptr %28, align 4
  br label %115

29:                                               ; preds = %9
  %30 = load i32, ptr %5, align 4
  %31 = add nsw i32 %30, -1
  store i32 %31, ptr %5, align 4
  %32 = load i32, ptr %5, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = load i32, ptr %5, align 4
  %37 = sub nsw i32 %36, 1
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %38
  %40 = load i32, ptr %39, align 4
  %41 = add nsw i32 %40, %35
  store i32 %41, ptr %39, align 4
  br label %115

42:                                               ; preds = %9
  %43 = load i32, ptr %5, align 4
  %44 = add nsw i32 %43, -1
  store i32 %44, ptr %5, align 4
  %45 = load i32, ptr %5, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %46
  %48 = load i32, ptr %47, align 4
  %49 = load i32, ptr %5, align 4
  %50 = sub nsw i32 %49, 1
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = mul nsw i32 %53, %48
  store i32 %54, ptr %52, align 4
  br label %115

55:                                               ; preds = %9
  %56 = load ptr, ptr %2, align 8
  %57 = load i32, ptr %6, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %6, align 4
  %59 = sext i32 %57 to i64
  %60 = getelementptr inbounds i32, ptr %56, i64 %59
  %61 = load i32, ptr %60, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4
  %65 = load i32, ptr %5, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %5, align 4
  %67 = sext i32 %65 to i64
  %68 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %67
  store i32 %64, ptr %68, align 4
  br label %115

69:                                               ; preds = %9
  %70 = load i32, ptr %5, align 4
  %71 = add nsw i32 %70, -1
  store i32 %71, ptr %5, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4
  %75 = load ptr, ptr %2, align 8
  %76 = load i32, ptr %6, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %6, align 4
  %78 = sext i32 %76 to i64
  %79 = getelementptr inbounds i32, ptr %75, i64 %78
  %80 = load i32, ptr %79, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %81
  store i32 %74, ptr %82, align 4
  br label %115

83:                                               ; preds = %9
  %84 = load ptr, ptr %2, align 8
  %85 = load i32, ptr %6, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %6, align 4
  %87 = sext i32 %85 to i64
  %88 = getelementptr inbounds i32, ptr %84, i64 %87
  %89 = load i32, ptr %88, align 4
  store i32 %89, ptr %8, align 4
  %90 = load i32, ptr %5, align 4
  %91 = add nsw i32 %90, -1
  store i32 %91, ptr %5, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4
  %95 = icmp ne i32 %94, 0
  br i1 %95, label %96, label %98

96:                                               ; preds = %83
  %97 = load i32, ptr %8, align 4
  store i32 %97, ptr %6, align 4
  br label %98

98:                                               ; preds = %96, %83
  br label %115

99:                                               ; preds = %9
  %100 = load i32, ptr %5, align 4
  %101 = sub nsw i32 %100, 1
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %102
  %104 = load i32, ptr %103, align 4
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, i32 noundef %104)
  br label %115

106:                                              ; preds = %9
  %107 = load i32, ptr %5, align 4
  %108 = sub nsw i32 %107, 1
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %109
  %111 = load i32, ptr %110, align 4
  %112 = mul nsw i32 %111, 1000
  %113 = load i32, ptr %7, align 4
  %114 = add nsw i32 %112, %113
  ret i32 %114

115:                                              ; preds = %9, %99, %98, %69, %55, %42, %29, %18
  br label %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @apply_all(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 1, ptr %5, align 4
  br label %6

6:                                                ; preds = %13, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp sle i32 %7, 5
  br i1 %8, label %9, label %16

9:                                                ; preds = %6
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %5, align 4
  %12 = load ptr, ptr %4, align 8
  call void %10(i32 noundef %11, ptr noundef %12)
  br label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %5, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %5, align 4
  br label %6, !llvm.loop !13

16:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @collect(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  store ptr %6, ptr %5, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load i32, ptr %7, align 4
  %9 = mul nsw i32 %8, 10
  %10 = load i32, ptr %3, align 4
  %11 = add nsw i32 %9, %10
  %12 = load ptr, ptr %5, align 8
  store i32 %11, ptr %12, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mx(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @band(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %5, %6
  ret i32 %7
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
