; ModuleID = 'funcptr_switch.c'
source_filename = "funcptr_switch.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Shape = type { i8*, i32 (%struct.Shape*)*, i32, i32 }

@__const.main.v = private unnamed_addr constant [6 x i32] [i32 3, i32 9, i32 -2, i32 7, i32 12, i32 5], align 4
@.str = private unnamed_addr constant [10 x i8] c"%s -> %d\0A\00", align 1
@names = internal constant [5 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0)], align 8
@table = internal constant [5 x i32 (i32, i32)*] [i32 (i32, i32)* @add, i32 (i32, i32)* @sub, i32 (i32, i32)* @mul, i32 (i32, i32)* @mx, i32 (i32, i32)* @band], align 8
@.str.1 = private unnamed_addr constant [19 x i8] c"pick(7)(6,7) = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"tri\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"sq\00", align 1
@__const.main.shapes = private unnamed_addr constant [3 x %struct.Shape] [%struct.Shape { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 (%struct.Shape*)* @rect_area, i32 4, i32 5 }, %struct.Shape { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i32 (%struct.Shape*)* @tri_area, i32 6, i32 7 }, %struct.Shape { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i32 0, i32 0), i32 (%struct.Shape*)* @rect_area, i32 9, i32 9 }], align 8
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
  %4 = alloca [3 x %struct.Shape], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8*, align 8
  %11 = alloca i8*, align 8
  %12 = alloca [7 x i32], align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32 (i32, i32)*, align 8
  store i32 0, i32* %1, align 4
  %17 = bitcast [6 x i32]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %17, i8* align 4 bitcast ([6 x i32]* @__const.main.v to i8*), i64 24, i1 false)
  store i32 0, i32* %3, align 4
  br label %18

18:                                               ; preds = %37, %0
  %19 = load i32, i32* %3, align 4
  %20 = icmp slt i32 %19, 5
  br i1 %20, label %21, label %40

21:                                               ; preds = %18
  %22 = load i32, i32* %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [5 x i8*], [5 x i8*]* @names, i64 0, i64 %23
  %25 = load i8*, i8** %24, align 8
  %26 = getelementptr inbounds [6 x i32], [6 x i32]* %2, i64 0, i64 0
  %27 = load i32, i32* %3, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [5 x i32 (i32, i32)*], [5 x i32 (i32, i32)*]* @table, i64 0, i64 %28
  %30 = load i32 (i32, i32)*, i32 (i32, i32)** %29, align 8
  %31 = load i32, i32* %3, align 4
  %32 = icmp eq i32 %31, 2
  %33 = zext i1 %32 to i64
  %34 = select i1 %32, i32 1, i32 0
  %35 = call i32 @fold(i32* noundef %26, i32 noundef 6, i32 (i32, i32)* noundef %30, i32 noundef %34)
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i8* noundef %25, i32 noundef %35)
  br label %37

37:                                               ; preds = %21
  %38 = load i32, i32* %3, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, i32* %3, align 4
  br label %18, !llvm.loop !10

40:                                               ; preds = %18
  %41 = call i32 (i32, i32)* @pick(i32 noundef 7)
  %42 = call i32 %41(i32 noundef 6, i32 noundef 7)
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i32 noundef %42)
  %44 = bitcast [3 x %struct.Shape]* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %44, i8* align 8 bitcast ([3 x %struct.Shape]* @__const.main.shapes to i8*), i64 72, i1 false)
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %45

45:                                               ; preds = %68, %40
  %46 = load i32, i32* %6, align 4
  %47 = icmp slt i32 %46, 3
  br i1 %47, label %48, label %71

48:                                               ; preds = %45
  %49 = load i32, i32* %6, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [3 x %struct.Shape], [3 x %struct.Shape]* %4, i64 0, i64 %50
  %52 = getelementptr inbounds %struct.Shape, %struct.Shape* %51, i32 0, i32 1
  %53 = load i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %52, align 8
  %54 = load i32, i32* %6, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [3 x %struct.Shape], [3 x %struct.Shape]* %4, i64 0, i64 %55
  %57 = call i32 %53(%struct.Shape* noundef %56)
  store i32 %57, i32* %7, align 4
  %58 = load i32, i32* %6, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [3 x %struct.Shape], [3 x %struct.Shape]* %4, i64 0, i64 %59
  %61 = getelementptr inbounds %struct.Shape, %struct.Shape* %60, i32 0, i32 0
  %62 = load i8*, i8** %61, align 8
  %63 = load i32, i32* %7, align 4
  %64 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), i8* noundef %62, i32 noundef %63)
  %65 = load i32, i32* %7, align 4
  %66 = load i32, i32* %5, align 4
  %67 = add nsw i32 %66, %65
  store i32 %67, i32* %5, align 4
  br label %68

68:                                               ; preds = %48
  %69 = load i32, i32* %6, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, i32* %6, align 4
  br label %45, !llvm.loop !12

71:                                               ; preds = %45
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %72

72:                                               ; preds = %80, %71
  %73 = load i32, i32* %9, align 4
  %74 = icmp sle i32 %73, 13
  br i1 %74, label %75, label %83

75:                                               ; preds = %72
  %76 = load i32, i32* %9, align 4
  %77 = call i32 @days_in_month(i32 noundef %76)
  %78 = load i32, i32* %8, align 4
  %79 = add nsw i32 %78, %77
  store i32 %79, i32* %8, align 4
  br label %80

80:                                               ; preds = %75
  %81 = load i32, i32* %9, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, i32* %9, align 4
  br label %72, !llvm.loop !13

83:                                               ; preds = %72
  %84 = load i32, i32* %8, align 4
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i64 0, i64 0), i32 noundef %84)
  store i8* getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i8** %10, align 8
  %86 = load i8*, i8** %10, align 8
  store i8* %86, i8** %11, align 8
  br label %87

87:                                               ; preds = %102, %83
  %88 = load i8*, i8** %11, align 8
  %89 = load i8, i8* %88, align 1
  %90 = icmp ne i8 %89, 0
  br i1 %90, label %91, label %105

91:                                               ; preds = %87
  %92 = load i8*, i8** %11, align 8
  %93 = load i8*, i8** %10, align 8
  %94 = icmp eq i8* %92, %93
  %95 = zext i1 %94 to i64
  %96 = select i1 %94, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.9, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0)
  %97 = load i8*, i8** %11, align 8
  %98 = load i8, i8* %97, align 1
  %99 = zext i8 %98 to i32
  %100 = call i8* @classify(i32 noundef %99)
  %101 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i8* noundef %96, i8* noundef %100)
  br label %102

102:                                              ; preds = %91
  %103 = load i8*, i8** %11, align 8
  %104 = getelementptr inbounds i8, i8* %103, i32 1
  store i8* %104, i8** %11, align 8
  br label %87, !llvm.loop !14

105:                                              ; preds = %87
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.11, i64 0, i64 0))
  %107 = bitcast [7 x i32]* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %107, i8* align 4 bitcast ([7 x i32]* @__const.main.sp to i8*), i64 28, i1 false)
  store i32 0, i32* %13, align 4
  br label %108

108:                                              ; preds = %122, %105
  %109 = load i32, i32* %13, align 4
  %110 = icmp slt i32 %109, 7
  br i1 %110, label %111, label %125

111:                                              ; preds = %108
  %112 = load i32, i32* %13, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [7 x i32], [7 x i32]* %12, i64 0, i64 %113
  %115 = load i32, i32* %114, align 4
  %116 = load i32, i32* %13, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [7 x i32], [7 x i32]* %12, i64 0, i64 %117
  %119 = load i32, i32* %118, align 4
  %120 = call i32 @sparse(i32 noundef %119)
  %121 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i32 noundef %115, i32 noundef %120)
  br label %122

122:                                              ; preds = %111
  %123 = load i32, i32* %13, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, i32* %13, align 4
  br label %108, !llvm.loop !15

125:                                              ; preds = %108
  %126 = call i32 @sw64(i64 noundef -1)
  %127 = call i32 @sw64(i64 noundef 1099511627776)
  %128 = call i32 @sw64(i64 noundef 1099511627777)
  %129 = call i32 @sw64(i64 noundef -4611686018427387904)
  %130 = call i32 @sw64(i64 noundef 5)
  %131 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %126, i32 noundef %127, i32 noundef %128, i32 noundef %129, i32 noundef %130)
  %132 = call i32 @run(i32* noundef getelementptr inbounds ([30 x i32], [30 x i32]* @main.fact, i64 0, i64 0))
  store i32 %132, i32* %14, align 4
  %133 = load i32, i32* %14, align 4
  %134 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i64 0, i64 0), i32 noundef %133)
  store i32 0, i32* %15, align 4
  %135 = bitcast i32* %15 to i8*
  call void @apply_all(void (i32, i8*)* noundef @collect, i8* noundef %135)
  %136 = load i32, i32* %15, align 4
  %137 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.15, i64 0, i64 0), i32 noundef %136)
  %138 = load i32, i32* %5, align 4
  %139 = and i32 %138, 1
  %140 = icmp ne i32 %139, 0
  %141 = zext i1 %140 to i64
  %142 = select i1 %140, i32 (i32, i32)* @sub, i32 (i32, i32)* @add
  store i32 (i32, i32)* %142, i32 (i32, i32)** %16, align 8
  %143 = load i32, i32* %5, align 4
  %144 = load i32 (i32, i32)*, i32 (i32, i32)** %16, align 8
  %145 = load i32, i32* %5, align 4
  %146 = call i32 %144(i32 noundef %145, i32 noundef 1)
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.16, i64 0, i64 0), i32 noundef %143, i32 noundef %146)
  ret i32 42
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fold(i32* noundef %0, i32 noundef %1, i32 (i32, i32)* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32 (i32, i32)*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  store i32 %1, i32* %6, align 4
  store i32 (i32, i32)* %2, i32 (i32, i32)** %7, align 8
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %23, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %26

14:                                               ; preds = %10
  %15 = load i32 (i32, i32)*, i32 (i32, i32)** %7, align 8
  %16 = load i32, i32* %8, align 4
  %17 = load i32*, i32** %5, align 8
  %18 = load i32, i32* %9, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, i32* %17, i64 %19
  %21 = load i32, i32* %20, align 4
  %22 = call i32 %15(i32 noundef %16, i32 noundef %21)
  store i32 %22, i32* %8, align 4
  br label %23

23:                                               ; preds = %14
  %24 = load i32, i32* %9, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %9, align 4
  br label %10, !llvm.loop !16

26:                                               ; preds = %10
  %27 = load i32, i32* %8, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 (i32, i32)* @pick(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = srem i32 %3, 5
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [5 x i32 (i32, i32)*], [5 x i32 (i32, i32)*]* @table, i64 0, i64 %5
  %7 = load i32 (i32, i32)*, i32 (i32, i32)** %6, align 8
  ret i32 (i32, i32)* %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rect_area(%struct.Shape* noundef %0) #0 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  %4 = getelementptr inbounds %struct.Shape, %struct.Shape* %3, i32 0, i32 2
  %5 = load i32, i32* %4, align 8
  %6 = load %struct.Shape*, %struct.Shape** %2, align 8
  %7 = getelementptr inbounds %struct.Shape, %struct.Shape* %6, i32 0, i32 3
  %8 = load i32, i32* %7, align 4
  %9 = mul nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @tri_area(%struct.Shape* noundef %0) #0 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  %4 = getelementptr inbounds %struct.Shape, %struct.Shape* %3, i32 0, i32 2
  %5 = load i32, i32* %4, align 8
  %6 = load %struct.Shape*, %struct.Shape** %2, align 8
  %7 = getelementptr inbounds %struct.Shape, %struct.Shape* %6, i32 0, i32 3
  %8 = load i32, i32* %7, align 4
  %9 = mul nsw i32 %5, %8
  %10 = sdiv i32 %9, 2
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @days_in_month(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
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
  store i32 31, i32* %2, align 4
  br label %18

6:                                                ; preds = %1
  store i32 28, i32* %2, align 4
  br label %18

7:                                                ; preds = %1
  store i32 31, i32* %2, align 4
  br label %18

8:                                                ; preds = %1
  store i32 30, i32* %2, align 4
  br label %18

9:                                                ; preds = %1
  store i32 31, i32* %2, align 4
  br label %18

10:                                               ; preds = %1
  store i32 30, i32* %2, align 4
  br label %18

11:                                               ; preds = %1
  store i32 31, i32* %2, align 4
  br label %18

12:                                               ; preds = %1
  store i32 31, i32* %2, align 4
  br label %18

13:                                               ; preds = %1
  store i32 30, i32* %2, align 4
  br label %18

14:                                               ; preds = %1
  store i32 31, i32* %2, align 4
  br label %18

15:                                               ; preds = %1
  store i32 30, i32* %2, align 4
  br label %18

16:                                               ; preds = %1
  store i32 31, i32* %2, align 4
  br label %18

17:                                               ; preds = %1
  store i32 -1, i32* %2, align 4
  br label %18

18:                                               ; preds = %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %19 = load i32, i32* %2, align 4
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @classify(i32 noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
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
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), i8** %2, align 8
  br label %20

6:                                                ; preds = %1, %1, %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.23, i64 0, i64 0), i8** %2, align 8
  br label %20

7:                                                ; preds = %1, %1, %1, %1
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i64 0, i64 0), i8** %2, align 8
  br label %20

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i64 0, i64 0), i8** %2, align 8
  br label %20

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.26, i64 0, i64 0), i8** %2, align 8
  br label %20

10:                                               ; preds = %1
  %11 = load i32, i32* %3, align 4
  %12 = or i32 %11, 32
  %13 = icmp sge i32 %12, 97
  br i1 %13, label %14, label %19

14:                                               ; preds = %10
  %15 = load i32, i32* %3, align 4
  %16 = or i32 %15, 32
  %17 = icmp sle i32 %16, 122
  br i1 %17, label %18, label %19

18:                                               ; preds = %14
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.27, i64 0, i64 0), i8** %2, align 8
  br label %20

19:                                               ; preds = %14, %10
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i64 0, i64 0), i8** %2, align 8
  br label %20

20:                                               ; preds = %19, %18, %9, %8, %7, %6, %5
  %21 = load i8*, i8** %2, align 8
  ret i8* %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  %4 = load i32, i32* %2, align 4
  switch i32 %4, label %14 [
    i32 7, label %5
    i32 1000, label %8
    i32 65536, label %11
    i32 -559038737, label %12
    i32 12345678, label %13
  ]

5:                                                ; preds = %1
  %6 = load i32, i32* %3, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* %3, align 4
  br label %8

8:                                                ; preds = %1, %5
  %9 = load i32, i32* %3, align 4
  %10 = add nsw i32 %9, 10
  store i32 %10, i32* %3, align 4
  br label %17

11:                                               ; preds = %1
  store i32 3, i32* %3, align 4
  br label %17

12:                                               ; preds = %1
  store i32 -1, i32* %3, align 4
  br label %17

13:                                               ; preds = %1
  store i32 99, i32* %3, align 4
  br label %14

14:                                               ; preds = %1, %13
  %15 = load i32, i32* %3, align 4
  %16 = add nsw i32 %15, 5
  store i32 %16, i32* %3, align 4
  br label %17

17:                                               ; preds = %14, %12, %11, %8
  %18 = load i32, i32* %3, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sw64(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  %4 = load i64, i64* %3, align 8
  switch i64 %4, label %9 [
    i64 -1, label %5
    i64 1099511627776, label %6
    i64 1099511627777, label %7
    i64 -4611686018427387904, label %8
  ]

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4
  br label %10

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4
  br label %10

7:                                                ; preds = %1
  store i32 3, i32* %2, align 4
  br label %10

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4
  br label %10

9:                                                ; preds = %1
  store i32 0, i32* %2, align 4
  br label %10

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load i32, i32* %2, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(i32* noundef %0) #0 {
  %2 = alloca i32*, align 8
  %3 = alloca [32 x i32], align 4
  %4 = alloca [4 x i32], align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  %9 = bitcast [4 x i32]* %4 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %9, i8 0, i64 16, i1 false)
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %10

10:                                               ; preds = %116, %1
  %11 = load i32, i32* %7, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* %7, align 4
  %13 = load i32*, i32** %2, align 8
  %14 = load i32, i32* %6, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* %6, align 4
  %16 = sext i32 %14 to i64
  %17 = getelementptr inbounds i32, i32* %13, i64 %16
  %18 = load i32, i32* %17, align 4
  switch i32 %18, label %116 [
    i32 0, label %19
    i32 1, label %30
    i32 2, label %43
    i32 3, label %56
    i32 4, label %70
    i32 5, label %84
    i32 6, label %100
    i32 7, label %107
  ]

19:                                               ; preds = %10
  %20 = load i32*, i32** %2, align 8
  %21 = load i32, i32* %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %6, align 4
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds i32, i32* %20, i64 %23
  %25 = load i32, i32* %24, align 4
  %26 = load i32, i32* %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %5, align 4
  %28 = sext i32 %26 to i64
  %29 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 %28
  store i32 %25, i32* %29, align 4
  br label %116

30:                                               ; preds = %10
  %31 = load i32, i32* %5, align 4
  %32 = add nsw i32 %31, -1
  store i32 %32, i32* %5, align 4
  %33 = load i32, i32* %5, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 %34
  %36 = load i32, i32* %35, align 4
  %37 = load i32, i32* %5, align 4
  %38 = sub nsw i32 %37, 1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 %39
  %41 = load i32, i32* %40, align 4
  %42 = add nsw i32 %41, %36
  store i32 %42, i32* %40, align 4
  br label %116

43:                                               ; preds = %10
  %44 = load i32, i32* %5, align 4
  %45 = add nsw i32 %44, -1
  store i32 %45, i32* %5, align 4
  %46 = load i32, i32* %5, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 %47
  %49 = load i32, i32* %48, align 4
  %50 = load i32, i32* %5, align 4
  %51 = sub nsw i32 %50, 1
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 %52
  %54 = load i32, i32* %53, align 4
  %55 = mul nsw i32 %54, %49
  store i32 %55, i32* %53, align 4
  br label %116

56:                                               ; preds = %10
  %57 = load i32*, i32** %2, align 8
  %58 = load i32, i32* %6, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, i32* %6, align 4
  %60 = sext i32 %58 to i64
  %61 = getelementptr inbounds i32, i32* %57, i64 %60
  %62 = load i32, i32* %61, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 %63
  %65 = load i32, i32* %64, align 4
  %66 = load i32, i32* %5, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, i32* %5, align 4
  %68 = sext i32 %66 to i64
  %69 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 %68
  store i32 %65, i32* %69, align 4
  br label %116

70:                                               ; preds = %10
  %71 = load i32, i32* %5, align 4
  %72 = add nsw i32 %71, -1
  store i32 %72, i32* %5, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 %73
  %75 = load i32, i32* %74, align 4
  %76 = load i32*, i32** %2, align 8
  %77 = load i32, i32* %6, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, i32* %6, align 4
  %79 = sext i32 %77 to i64
  %80 = getelementptr inbounds i32, i32* %76, i64 %79
  %81 = load i32, i32* %80, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 %82
  store i32 %75, i32* %83, align 4
  br label %116

84:                                               ; preds = %10
  %85 = load i32*, i32** %2, align 8
  %86 = load i32, i32* %6, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, i32* %6, align 4
  %88 = sext i32 %86 to i64
  %89 = getelementptr inbounds i32, i32* %85, i64 %88
  %90 = load i32, i32* %89, align 4
  store i32 %90, i32* %8, align 4
  %91 = load i32, i32* %5, align 4
  %92 = add nsw i32 %91, -1
  store i32 %92, i32* %5, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 %93
  %95 = load i32, i32* %94, align 4
  %96 = icmp ne i32 %95, 0
  br i1 %96, label %97, label %99

97:                                               ; preds = %84
  %98 = load i32, i32* %8, align 4
  store i32 %98, i32* %6, align 4
  br label %99

99:                                               ; preds = %97, %84
  br label %116

100:                                              ; preds = %10
  %101 = load i32, i32* %5, align 4
  %102 = sub nsw i32 %101, 1
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 %103
  %105 = load i32, i32* %104, align 4
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.29, i64 0, i64 0), i32 noundef %105)
  br label %116

107:                                              ; preds = %10
  %108 = load i32, i32* %5, align 4
  %109 = sub nsw i32 %108, 1
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 %110
  %112 = load i32, i32* %111, align 4
  %113 = mul nsw i32 %112, 1000
  %114 = load i32, i32* %7, align 4
  %115 = add nsw i32 %113, %114
  ret i32 %115

116:                                              ; preds = %10, %100, %99, %70, %56, %43, %30, %19
  br label %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @apply_all(void (i32, i8*)* noundef %0, i8* noundef %1) #0 {
  %3 = alloca void (i32, i8*)*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store void (i32, i8*)* %0, void (i32, i8*)** %3, align 8
  store i8* %1, i8** %4, align 8
  store i32 1, i32* %5, align 4
  br label %6

6:                                                ; preds = %13, %2
  %7 = load i32, i32* %5, align 4
  %8 = icmp sle i32 %7, 5
  br i1 %8, label %9, label %16

9:                                                ; preds = %6
  %10 = load void (i32, i8*)*, void (i32, i8*)** %3, align 8
  %11 = load i32, i32* %5, align 4
  %12 = load i8*, i8** %4, align 8
  call void %10(i32 noundef %11, i8* noundef %12)
  br label %13

13:                                               ; preds = %9
  %14 = load i32, i32* %5, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* %5, align 4
  br label %6, !llvm.loop !17

16:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @collect(i32 noundef %0, i8* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32*, align 8
  store i32 %0, i32* %3, align 4
  store i8* %1, i8** %4, align 8
  %6 = load i8*, i8** %4, align 8
  %7 = bitcast i8* %6 to i32*
  store i32* %7, i32** %5, align 8
  %8 = load i32*, i32** %5, align 8
  %9 = load i32, i32* %8, align 4
  %10 = mul nsw i32 %9, 10
  %11 = load i32, i32* %3, align 4
  %12 = add nsw i32 %10, %11
  %13 = load i32*, i32** %5, align 8
  store i32 %12, i32* %13, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = mul nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mx(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @band(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %5, %6
  ret i32 %7
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
