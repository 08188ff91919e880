; ModuleID = 'funcptr_switch.c'
source_filename = "funcptr_switch.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Shape = type { ptr, ptr, i32, i32 }

@__const.main.v = private unnamed_addr constant [6 x i32] [i32 3, i32 9, i32 -2, i32 7, i32 12, i32 5], align 4
@.str = private unnamed_addr constant [10 x i8] c"%s -> %d\0A\00", align 1
@names = internal constant [5 x ptr] [ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21], align 4
@table = internal constant [5 x ptr] [ptr @add, ptr @sub, ptr @mul, ptr @mx, ptr @band], align 4
@.str.1 = private unnamed_addr constant [19 x i8] c"pick(7)(6,7) = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"tri\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"sq\00", align 1
@__const.main.shapes = private unnamed_addr constant [3 x %struct.Shape] [%struct.Shape { ptr @.str.2, ptr @rect_area, i32 4, i32 5 }, %struct.Shape { ptr @.str.3, ptr @tri_area, i32 6, i32 7 }, %struct.Shape { ptr @.str.4, ptr @rect_area, i32 9, i32 9 }], align 4
@.str.5 = private unnamed_addr constant [12 x i8] c"%s area %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"days %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"x1 = (42 + y) * 7;\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"%s%s\00", align 1
@.str.9 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.10 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.sp = private unnamed_addr constant [7 x i32] [i32 0, i32 7, i32 1000, i32 65536, i32 -559038737, i32 12345678, i32 3], align 4
@.str.12 = private unnamed_addr constant [15 x i8] c"sparse(%u)=%d\0A\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"sw64: %d %d %d %d %d\0A\00", align 1
@main.fact = internal constant [30 x i32] [i32 0, i32 1, i32 4, i32 0, i32 0, i32 6, i32 4, i32 1, i32 3, i32 0, i32 3, i32 1, i32 2, i32 6, i32 4, i32 0, i32 3, i32 1, i32 0, i32 -1, i32 1, i32 4, i32 1, i32 3, i32 1, i32 5, i32 8, i32 3, i32 0, i32 7], align 4
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
  %2 = alloca [6 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca [3 x %struct.Shape], align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 4
  %11 = alloca ptr, align 4
  %12 = alloca [7 x i32], align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.v, i32 24, i1 false)
  store i32 0, ptr %3, align 4
  br label %17

17:                                               ; preds = %34, %0
  %18 = load i32, ptr %3, align 4
  %19 = icmp slt i32 %18, 5
  br i1 %19, label %20, label %37

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4
  %22 = getelementptr inbounds [5 x ptr], ptr @names, i32 0, i32 %21
  %23 = load ptr, ptr %22, align 4
  %24 = getelementptr inbounds [6 x i32], ptr %2, i32 0, i32 0
  %25 = load i32, ptr %3, align 4
  %26 = getelementptr inbounds [5 x ptr], ptr @table, i32 0, i32 %25
  %27 = load ptr, ptr %26, align 4
  %28 = load i32, ptr %3, align 4
  %29 = icmp eq i32 %28, 2
  %30 = zext i1 %29 to i64
  %31 = select i1 %29, i32 1, i32 0
  %32 = call i32 @fold(ptr noundef %24, i32 noundef 6, ptr noundef %27, i32 noundef %31)
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %23, i32 noundef %32)
  br label %34

34:                                               ; preds = %20
  %35 = load i32, ptr %3, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %3, align 4
  br label %17, !llvm.loop !7

37:                                               ; preds = %17
  %38 = call ptr @pick(i32 noundef 7)
  %39 = call i32 %38(i32 noundef 6, i32 noundef 7)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %39)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %4, ptr align 4 @__const.main.shapes, i32 48, i1 false)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %41

41:                                               ; preds = %61, %37
  %42 = load i32, ptr %6, align 4
  %43 = icmp slt i32 %42, 3
  br i1 %43, label %44, label %64

44:                                               ; preds = %41
  %45 = load i32, ptr %6, align 4
  %46 = getelementptr inbounds [3 x %struct.Shape], ptr %4, i32 0, i32 %45
  %47 = getelementptr inbounds %struct.Shape, ptr %46, i32 0, i32 1
  %48 = load ptr, ptr %47, align 4
  %49 = load i32, ptr %6, align 4
  %50 = getelementptr inbounds [3 x %struct.Shape], ptr %4, i32 0, i32 %49
  %51 = call i32 %48(ptr noundef %50)
  store i32 %51, ptr %7, align 4
  %52 = load i32, ptr %6, align 4
  %53 = getelementptr inbounds [3 x %struct.Shape], ptr %4, i32 0, i32 %52
  %54 = getelementptr inbounds %struct.Shape, ptr %53, i32 0, i32 0
  %55 = load ptr, ptr %54, align 4
  %56 = load i32, ptr %7, align 4
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %55, i32 noundef %56)
  %58 = load i32, ptr %7, align 4
  %59 = load i32, ptr %5, align 4
  %60 = add nsw i32 %59, %58
  store i32 %60, ptr %5, align 4
  br label %61

61:                                               ; preds = %44
  %62 = load i32, ptr %6, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %6, align 4
  br label %41, !llvm.loop !9

64:                                               ; preds = %41
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %65

65:                                               ; preds = %73, %64
  %66 = load i32, ptr %9, align 4
  %67 = icmp sle i32 %66, 13
  br i1 %67, label %68, label %76

68:                                               ; preds = %65
  %69 = load i32, ptr %9, align 4
  %70 = call i32 @days_in_month(i32 noundef %69)
  %71 = load i32, ptr %8, align 4
  %72 = add nsw i32 %71, %70
  store i32 %72, ptr %8, align 4
  br label %73

73:                                               ; preds = %68
  %74 = load i32, ptr %9, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %9, align 4
  br label %65, !llvm.loop !10

76:                                               ; preds = %65
  %77 = load i32, ptr %8, align 4
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %77)
  store ptr @.str.7, ptr %10, align 4
  %79 = load ptr, ptr %10, align 4
  store ptr %79, ptr %11, align 4
  br label %80

80:                                               ; preds = %95, %76
  %81 = load ptr, ptr %11, align 4
  %82 = load i8, ptr %81, align 1
  %83 = icmp ne i8 %82, 0
  br i1 %83, label %84, label %98

84:                                               ; preds = %80
  %85 = load ptr, ptr %11, align 4
  %86 = load ptr, ptr %10, align 4
  %87 = icmp eq ptr %85, %86
  %88 = zext i1 %87 to i64
  %89 = select i1 %87, ptr @.str.9, ptr @.str.10
  %90 = load ptr, ptr %11, align 4
  %91 = load i8, ptr %90, align 1
  %92 = sext i8 %91 to i32
  %93 = call ptr @classify(i32 noundef %92)
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %89, ptr noundef %93)
  br label %95

95:                                               ; preds = %84
  %96 = load ptr, ptr %11, align 4
  %97 = getelementptr inbounds i8, ptr %96, i32 1
  store ptr %97, ptr %11, align 4
  br label %80, !llvm.loop !11

98:                                               ; preds = %80
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %12, ptr align 4 @__const.main.sp, i32 28, i1 false)
  store i32 0, ptr %13, align 4
  br label %100

100:                                              ; preds = %112, %98
  %101 = load i32, ptr %13, align 4
  %102 = icmp slt i32 %101, 7
  br i1 %102, label %103, label %115

103:                                              ; preds = %100
  %104 = load i32, ptr %13, align 4
  %105 = getelementptr inbounds [7 x i32], ptr %12, i32 0, i32 %104
  %106 = load i32, ptr %105, align 4
  %107 = load i32, ptr %13, align 4
  %108 = getelementptr inbounds [7 x i32], ptr %12, i32 0, i32 %107
  %109 = load i32, ptr %108, align 4
  %110 = call i32 @sparse(i32 noundef %109)
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %106, i32 noundef %110)
  br label %112

112:                                              ; preds = %103
  %113 = load i32, ptr %13, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %13, align 4
  br label %100, !llvm.loop !12

115:                                              ; preds = %100
  %116 = call i32 @sw64(i64 noundef -1)
  %117 = call i32 @sw64(i64 noundef 1099511627776)
  %118 = call i32 @sw64(i64 noundef 1099511627777)
  %119 = call i32 @sw64(i64 noundef -4611686018427387904)
  %120 = call i32 @sw64(i64 noundef 5)
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %116, i32 noundef %117, i32 noundef %118, i32 noundef %119, i32 noundef %120)
  %122 = call i32 @run(ptr noundef @main.fact)
  store i32 %122, ptr %14, align 4
  %123 = load i32, ptr %14, align 4
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %123)
  store i32 0, ptr %15, align 4
  call void @apply_all(ptr noundef @collect, ptr noundef %15)
  %125 = load i32, ptr %15, align 4
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %125)
  %127 = load i32, ptr %5, align 4
  %128 = and i32 %127, 1
  %129 = icmp ne i32 %128, 0
  %130 = zext i1 %129 to i64
  %131 = select i1 %129, ptr @sub, ptr @add
  store ptr %131, ptr %16, align 4
  %132 = load i32, ptr %5, align 4
  %133 = load ptr, ptr %16, align 4
  %134 = load i32, ptr %5, align 4
  %135 = call i32 %133(i32 noundef %134, i32 noundef 1)
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %132, i32 noundef %135)
  ret i32 42
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fold(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %22, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = load ptr, ptr %7, align 4
  %16 = load i32, ptr %8, align 4
  %17 = load ptr, ptr %5, align 4
  %18 = load i32, ptr %9, align 4
  %19 = getelementptr inbounds i32, ptr %17, i32 %18
  %20 = load i32, ptr %19, align 4
  %21 = call i32 %15(i32 noundef %16, i32 noundef %20)
  store i32 %21, ptr %8, align 4
  br label %22

22:                                               ; preds = %14
  %23 = load i32, ptr %9, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %9, align 4
  br label %10, !llvm.loop !13

25:                                               ; preds = %10
  %26 = load i32, ptr %8, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pick(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 5
  %5 = getelementptr inbounds [5 x ptr], ptr @table, i32 0, i32 %4
  %6 = load ptr, ptr %5, align 4
  ret ptr %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rect_area(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Shape, ptr %3, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %2, align 4
  %7 = getelementptr inbounds %struct.Shape, ptr %6, i32 0, i32 3
  %8 = load i32, ptr %7, align 4
  %9 = mul nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @tri_area(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Shape, ptr %3, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %2, align 4
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
  %2 = alloca ptr, align 4
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
  store ptr @.str.22, ptr %2, align 4
  br label %20

6:                                                ; preds = %1, %1, %1
  store ptr @.str.23, ptr %2, align 4
  br label %20

7:                                                ; preds = %1, %1, %1, %1
  store ptr @.str.24, ptr %2, align 4
  br label %20

8:                                                ; preds = %1
  store ptr @.str.25, ptr %2, align 4
  br label %20

9:                                                ; preds = %1
  store ptr @.str.26, ptr %2, align 4
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
  store ptr @.str.27, ptr %2, align 4
  br label %20

19:                                               ; preds = %14, %10
  store ptr @.str.28, ptr %2, align 4
  br label %20

20:                                               ; preds = %19, %18, %9, %8, %7, %6, %5
  %21 = load ptr, ptr %2, align 4
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
  %2 = alloca ptr, align 4
  %3 = alloca [32 x i32], align 4
  %4 = alloca [4 x i32], align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  call void @llvm.memset.p0.i32(ptr align 4 %4, i8 0, i32 16, i1 false)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %98, %1
  %10 = load i32, ptr %7, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %7, align 4
  %12 = load ptr, ptr %2, align 4
  %13 = load i32, ptr %6, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %6, align 4
  %15 = getelementptr inbounds i32, ptr %12, i32 %13
  %16 = load i32, ptr %15, align 4
  switch i32 %16, label %98 [
    i32 0, label %17
    i32 1, label %26
    i32 2, label %37
    i32 3, label %48
    i32 4, label %59
    i32 5, label %70
    i32 6, label %84
    i32 7, label %90
  ]

17:                                               ; preds = %9
  %18 = load ptr, ptr %2, align 4
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %6, align 4
  %21 = getelementptr inbounds i32, ptr %18, i32 %19
  %22 = load i32, ptr %21, align 4
  %23 = load i32, ptr %5, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %5, align 4
  %25 = getelementptr inbounds [32 x i32], ptr %3, i32 0, i32 %23
  store i32 %22, ptr %25, align 4
  br label %98

26:                                               ; preds = %9
  %27 = load i32, ptr %5, align 4
  %28 = add nsw i32 %27, -1
  store i32 %28, ptr %5, align 4
  %29 = load i32, ptr %5, align 4
  %30 = getelementptr inbounds [32 x i32], ptr %3, i32 0, i32 %29
  %31 = load i32, ptr %30, align 4
  %32 = load i32, ptr %5, align 4
  %33 = sub nsw i32 %32, 1
  %34 = getelementptr inbounds [32 x i32], ptr %3, i32 0, i32 %33
  %35 = load i32, ptr %34, align 4
  %36 = add nsw i32 %35, %31
  store i32 %36, ptr %34, align 4
  br label %98

37:                                               ; preds = %9
  %38 = load i32, ptr %5, align 4
  %39 = add nsw i32 %38, -1
  store i32 %39, ptr %5, align 4
  %40 = load i32, ptr %5, align 4
  %41 = getelementptr inbounds [32 x i32], ptr %3, i32 0, i32 %40
  %42 = load i32, ptr %41, align 4
  %43 = load i32, ptr %5, align 4
  %44 = sub nsw i32 %43, 1
  %45 = getelementptr inbounds [32 x i32], ptr %3, i32 0, i32 %44
  %46 = load i32, ptr %45, align 4
  %47 = mul nsw i32 %46, %42
  store i32 %47, ptr %45, align 4
  br label %98

48:                                               ; preds = %9
  %49 = load ptr, ptr %2, align 4
  %50 = load i32, ptr %6, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %6, align 4
  %52 = getelementptr inbounds i32, ptr %49, i32 %50
  %53 = load i32, ptr %52, align 4
  %54 = getelementptr inbounds [4 x i32], ptr %4, i32 0, i32 %53
  %55 = load i32, ptr %54, align 4
  %56 = load i32, ptr %5, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %5, align 4
  %58 = getelementptr inbounds [32 x i32], ptr %3, i32 0, i32 %56
  store i32 %55, ptr %58, align 4
  br label %98

59:                                               ; preds = %9
  %60 = load i32, ptr %5, align 4
  %61 = add nsw i32 %60, -1
  store i32 %61, ptr %5, align 4
  %62 = getelementptr inbounds [32 x i32], ptr %3, i32 0, i32 %61
  %63 = load i32, ptr %62, align 4
  %64 = load ptr, ptr %2, align 4
  %65 = load i32, ptr %6, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %6, align 4
  %67 = getelementptr inbounds i32, ptr %64, i32 %65
  %68 = load i32, ptr %67, align 4
  %69 = getelementptr inbounds [4 x i32], ptr %4, i32 0, i32 %68
  store i32 %63, ptr %69, align 4
  br label %98

70:                                               ; preds = %9
  %71 = load ptr, ptr %2, align 4
  %72 = load i32, ptr %6, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %6, align 4
  %74 = getelementptr inbounds i32, ptr %71, i32 %72
  %75 = load i32, ptr %74, align 4
  store i32 %75, ptr %8, align 4
  %76 = load i32, ptr %5, align 4
  %77 = add nsw i32 %76, -1
  store i32 %77, ptr %5, align 4
  %78 = getelementptr inbounds [32 x i32], ptr %3, i32 0, i32 %77
  %79 = load i32, ptr %78, align 4
  %80 = icmp ne i32 %79, 0
  br i1 %80, label %81, label %83

81:                                               ; preds = %70
  %82 = load i32, ptr %8, align 4
  store i32 %82, ptr %6, align 4
  br label %83

83:                                               ; preds = %81, %70
  br label %98

84:                                               ; preds = %9
  %85 = load i32, ptr %5, align 4
  %86 = sub nsw i32 %85, 1
  %87 = getelementptr inbounds [32 x i32], ptr %3, i32 0, i32 %86
  %88 = load i32, ptr %87, align 4
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, i32 noundef %88)
  br label %98

90:                                               ; preds = %9
  %91 = load i32, ptr %5, align 4
  %92 = sub nsw i32 %91, 1
  %93 = getelementptr inbounds [32 x i32], ptr %3, i32 0, i32 %92
  %94 = load i32, ptr %93, align 4
  %95 = mul nsw i32 %94, 1000
  %96 = load i32, ptr %7, align 4
  %97 = add nsw i32 %95, %96
  ret i32 %97

98:                                               ; preds = %9, %84, %83, %59, %48, %37, %26, %17
  br label %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @apply_all(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  store i32 1, ptr %5, align 4
  br label %6

6:                                                ; preds = %13, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp sle i32 %7, 5
  br i1 %8, label %9, label %16

9:                                                ; preds = %6
  %10 = load ptr, ptr %3, align 4
  %11 = load i32, ptr %5, align 4
  %12 = load ptr, ptr %4, align 4
  call void %10(i32 noundef %11, ptr noundef %12)
  br label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %5, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %5, align 4
  br label %6, !llvm.loop !14

16:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @collect(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %6 = load ptr, ptr %4, align 4
  store ptr %6, ptr %5, align 4
  %7 = load ptr, ptr %5, align 4
  %8 = load i32, ptr %7, align 4
  %9 = mul nsw i32 %8, 10
  %10 = load i32, ptr %3, align 4
  %11 = add nsw i32 %9, %10
  %12 = load ptr, ptr %5, align 4
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
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
