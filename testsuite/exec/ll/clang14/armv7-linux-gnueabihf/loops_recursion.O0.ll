; ModuleID = 'loops_recursion.c'
source_filename = "loops_recursion.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

@.str = private unnamed_addr constant [5 x i8] c"fib:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"deep_sum(10000) = %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"deep_depth = %d max %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [29 x i8] c"even(10001)=%d odd(7777)=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"ack(2,3)=%u ack(3,3)=%u\0A\00", align 1
@.str.7 = private unnamed_addr constant [35 x i8] c"hanoi(10): %d moves, signature %u\0A\00", align 1
@moves = internal global i32 0, align 4
@main.composite = internal global [10001 x i8] zeroinitializer, align 1
@.str.8 = private unnamed_addr constant [33 x i8] c"primes <= 10000: %d, largest %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [27 x i8] c"collatz: %u steps from %u\0A\00", align 1
@.str.10 = private unnamed_addr constant [33 x i8] c"found %d*%d after %d iterations\0A\00", align 1
@.str.11 = private unnamed_addr constant [29 x i8] c"do-while steps %u, u now %u\0A\00", align 1
@.str.12 = private unnamed_addr constant [39 x i8] c"first triangular >= 1e6: T(%d) = %lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0))
  store i32 0, i32* %2, align 4
  br label %21

21:                                               ; preds = %28, %0
  %22 = load i32, i32* %2, align 4
  %23 = icmp sle i32 %22, 20
  br i1 %23, label %24, label %31

24:                                               ; preds = %21
  %25 = load i32, i32* %2, align 4
  %26 = call i32 @fib(i32 noundef %25)
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef %26)
  br label %28

28:                                               ; preds = %24
  %29 = load i32, i32* %2, align 4
  %30 = add nsw i32 %29, 4
  store i32 %30, i32* %2, align 4
  br label %21, !llvm.loop !10

31:                                               ; preds = %21
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  %33 = call i64 @deep_sum(i32 noundef 10000)
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.3, i32 0, i32 0), i64 noundef %33)
  store volatile i32 0, i32* %4, align 4
  %35 = call i32 @deep_depth(i32 noundef 1, i32* noundef %4)
  store i32 %35, i32* %5, align 4
  %36 = load i32, i32* %5, align 4
  %37 = load volatile i32, i32* %4, align 4
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.4, i32 0, i32 0), i32 noundef %36, i32 noundef %37)
  %39 = call i32 @is_even(i32 noundef 10001)
  %40 = call i32 @is_odd(i32 noundef 7777)
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.5, i32 0, i32 0), i32 noundef %39, i32 noundef %40)
  %42 = call i32 @ack(i32 noundef 2, i32 noundef 3)
  %43 = call i32 @ack(i32 noundef 3, i32 noundef 3)
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.6, i32 0, i32 0), i32 noundef %42, i32 noundef %43)
  store i32 0, i32* %6, align 4
  call void @hanoi(i32 noundef 10, i32 noundef 1, i32 noundef 3, i32 noundef 2, i32* noundef %6)
  %45 = load i32, i32* @moves, align 4
  %46 = load i32, i32* %6, align 4
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.7, i32 0, i32 0), i32 noundef %45, i32 noundef %46)
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  store i32 2, i32* %2, align 4
  br label %48

48:                                               ; preds = %75, %31
  %49 = load i32, i32* %2, align 4
  %50 = icmp sle i32 %49, 10000
  br i1 %50, label %51, label %78

51:                                               ; preds = %48
  %52 = load i32, i32* %2, align 4
  %53 = getelementptr inbounds [10001 x i8], [10001 x i8]* @main.composite, i32 0, i32 %52
  %54 = load i8, i8* %53, align 1
  %55 = icmp ne i8 %54, 0
  br i1 %55, label %56, label %57

56:                                               ; preds = %51
  br label %75

57:                                               ; preds = %51
  %58 = load i32, i32* %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, i32* %7, align 4
  %60 = load i32, i32* %2, align 4
  store i32 %60, i32* %8, align 4
  %61 = load i32, i32* %2, align 4
  %62 = load i32, i32* %2, align 4
  %63 = mul nsw i32 %61, %62
  store i32 %63, i32* %3, align 4
  br label %64

64:                                               ; preds = %70, %57
  %65 = load i32, i32* %3, align 4
  %66 = icmp sle i32 %65, 10000
  br i1 %66, label %67, label %74

67:                                               ; preds = %64
  %68 = load i32, i32* %3, align 4
  %69 = getelementptr inbounds [10001 x i8], [10001 x i8]* @main.composite, i32 0, i32 %68
  store i8 1, i8* %69, align 1
  br label %70

70:                                               ; preds = %67
  %71 = load i32, i32* %2, align 4
  %72 = load i32, i32* %3, align 4
  %73 = add nsw i32 %72, %71
  store i32 %73, i32* %3, align 4
  br label %64, !llvm.loop !12

74:                                               ; preds = %64
  br label %75

75:                                               ; preds = %74, %56
  %76 = load i32, i32* %2, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, i32* %2, align 4
  br label %48, !llvm.loop !13

78:                                               ; preds = %48
  %79 = load i32, i32* %7, align 4
  %80 = load i32, i32* %8, align 4
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.8, i32 0, i32 0), i32 noundef %79, i32 noundef %80)
  store i32 0, i32* %9, align 4
  store i32 0, i32* %10, align 4
  store i32 1, i32* %11, align 4
  br label %82

82:                                               ; preds = %96, %78
  %83 = load i32, i32* %11, align 4
  %84 = icmp ult i32 %83, 10000
  br i1 %84, label %85, label %99

85:                                               ; preds = %82
  %86 = load i32, i32* %11, align 4
  %87 = zext i32 %86 to i64
  %88 = call i32 @collatz_len(i64 noundef %87)
  store i32 %88, i32* %12, align 4
  %89 = load i32, i32* %12, align 4
  %90 = load i32, i32* %9, align 4
  %91 = icmp ugt i32 %89, %90
  br i1 %91, label %92, label %95

92:                                               ; preds = %85
  %93 = load i32, i32* %12, align 4
  store i32 %93, i32* %9, align 4
  %94 = load i32, i32* %11, align 4
  store i32 %94, i32* %10, align 4
  br label %95

95:                                               ; preds = %92, %85
  br label %96

96:                                               ; preds = %95
  %97 = load i32, i32* %11, align 4
  %98 = add i32 %97, 1
  store i32 %98, i32* %11, align 4
  br label %82, !llvm.loop !14

99:                                               ; preds = %82
  %100 = load i32, i32* %9, align 4
  %101 = load i32, i32* %10, align 4
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.9, i32 0, i32 0), i32 noundef %100, i32 noundef %101)
  store i32 -1, i32* %13, align 4
  store i32 -1, i32* %14, align 4
  store i32 0, i32* %15, align 4
  store i32 1, i32* %2, align 4
  br label %103

103:                                              ; preds = %143, %99
  %104 = load i32, i32* %2, align 4
  %105 = icmp slt i32 %104, 100
  br i1 %105, label %106, label %146

106:                                              ; preds = %103
  %107 = load i32, i32* %2, align 4
  %108 = srem i32 %107, 3
  %109 = icmp eq i32 %108, 0
  br i1 %109, label %110, label %111

110:                                              ; preds = %106
  br label %143

111:                                              ; preds = %106
  %112 = load i32, i32* %2, align 4
  store i32 %112, i32* %3, align 4
  br label %113

113:                                              ; preds = %139, %111
  %114 = load i32, i32* %3, align 4
  %115 = icmp slt i32 %114, 100
  br i1 %115, label %116, label %142

116:                                              ; preds = %113
  %117 = load i32, i32* %15, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, i32* %15, align 4
  %119 = load i32, i32* %2, align 4
  %120 = load i32, i32* %3, align 4
  %121 = mul nsw i32 %119, %120
  %122 = srem i32 %121, 7
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %124, label %132

124:                                              ; preds = %116
  %125 = load i32, i32* %2, align 4
  %126 = load i32, i32* %3, align 4
  %127 = add nsw i32 %125, %126
  %128 = icmp sgt i32 %127, 50
  br i1 %128, label %129, label %132

129:                                              ; preds = %124
  %130 = load i32, i32* %2, align 4
  store i32 %130, i32* %13, align 4
  %131 = load i32, i32* %3, align 4
  store i32 %131, i32* %14, align 4
  br label %147

132:                                              ; preds = %124, %116
  %133 = load i32, i32* %3, align 4
  %134 = load i32, i32* %2, align 4
  %135 = sub nsw i32 %133, %134
  %136 = icmp sgt i32 %135, 30
  br i1 %136, label %137, label %138

137:                                              ; preds = %132
  br label %142

138:                                              ; preds = %132
  br label %139

139:                                              ; preds = %138
  %140 = load i32, i32* %3, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, i32* %3, align 4
  br label %113, !llvm.loop !15

142:                                              ; preds = %137, %113
  br label %143

143:                                              ; preds = %142, %110
  %144 = load i32, i32* %2, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, i32* %2, align 4
  br label %103, !llvm.loop !16

146:                                              ; preds = %103
  br label %147

147:                                              ; preds = %146, %129
  %148 = load i32, i32* %13, align 4
  %149 = load i32, i32* %14, align 4
  %150 = load i32, i32* %15, align 4
  %151 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i32 0, i32 0), i32 noundef %148, i32 noundef %149, i32 noundef %150)
  store i32 5, i32* %16, align 4
  store i32 0, i32* %17, align 4
  br label %152

152:                                              ; preds = %155, %147
  %153 = load i32, i32* %17, align 4
  %154 = add i32 %153, 1
  store i32 %154, i32* %17, align 4
  br label %155

155:                                              ; preds = %152
  %156 = load i32, i32* %16, align 4
  %157 = add i32 %156, -1
  store i32 %157, i32* %16, align 4
  %158 = icmp ne i32 %156, 0
  br i1 %158, label %152, label %159, !llvm.loop !17

159:                                              ; preds = %155
  %160 = load i32, i32* %17, align 4
  %161 = load i32, i32* %16, align 4
  %162 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.11, i32 0, i32 0), i32 noundef %160, i32 noundef %161)
  store i64 0, i64* %18, align 8
  store i32 0, i32* %19, align 4
  br label %163

163:                                              ; preds = %166, %159
  %164 = load i64, i64* %18, align 8
  %165 = icmp slt i64 %164, 1000000
  br i1 %165, label %166, label %172

166:                                              ; preds = %163
  %167 = load i32, i32* %19, align 4
  %168 = add nsw i32 %167, 1
  store i32 %168, i32* %19, align 4
  %169 = sext i32 %168 to i64
  %170 = load i64, i64* %18, align 8
  %171 = add nsw i64 %170, %169
  store i64 %171, i64* %18, align 8
  br label %163, !llvm.loop !18

172:                                              ; preds = %163
  %173 = load i32, i32* %19, align 4
  %174 = load i64, i64* %18, align 8
  %175 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.12, i32 0, i32 0), i32 noundef %173, i64 noundef %174)
  ret i32 7
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @fib(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @fib(i32 noundef %9)
  %11 = load i32, i32* %2, align 4
  %12 = sub nsw i32 %11, 2
  %13 = call i32 @fib(i32 noundef %12)
  %14 = add nsw i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone
define internal i64 @deep_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %13

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = sext i32 %7 to i64
  %9 = load i32, i32* %2, align 4
  %10 = sub nsw i32 %9, 1
  %11 = call i64 @deep_sum(i32 noundef %10)
  %12 = add nsw i64 %8, %11
  br label %13

13:                                               ; preds = %6, %5
  %14 = phi i64 [ 0, %5 ], [ %12, %6 ]
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone
define internal i32 @deep_depth(i32 noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 4
  store i32 %0, i32* %4, align 4
  store i32* %1, i32** %5, align 4
  %6 = load i32, i32* %4, align 4
  %7 = load i32*, i32** %5, align 4
  %8 = load volatile i32, i32* %7, align 4
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4
  %12 = load i32*, i32** %5, align 4
  store volatile i32 %11, i32* %12, align 4
  br label %13

13:                                               ; preds = %10, %2
  %14 = load i32, i32* %4, align 4
  %15 = icmp eq i32 %14, 10000
  br i1 %15, label %16, label %17

16:                                               ; preds = %13
  store i32 1, i32* %3, align 4
  br label %23

17:                                               ; preds = %13
  %18 = load i32, i32* %4, align 4
  %19 = add nsw i32 %18, 1
  %20 = load i32*, i32** %5, align 4
  %21 = call i32 @deep_depth(i32 noundef %19, i32* noundef %20)
  %22 = add nsw i32 1, %21
  store i32 %22, i32* %3, align 4
  br label %23

23:                                               ; preds = %17, %16
  %24 = load i32, i32* %3, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone
define internal i32 @is_even(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_odd(i32 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 1, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define internal i32 @is_odd(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_even(i32 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 0, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define internal i32 @ack(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i32, i32* %5, align 4
  %10 = add i32 %9, 1
  store i32 %10, i32* %3, align 4
  br label %26

11:                                               ; preds = %2
  %12 = load i32, i32* %5, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = load i32, i32* %4, align 4
  %16 = sub i32 %15, 1
  %17 = call i32 @ack(i32 noundef %16, i32 noundef 1)
  store i32 %17, i32* %3, align 4
  br label %26

18:                                               ; preds = %11
  %19 = load i32, i32* %4, align 4
  %20 = sub i32 %19, 1
  %21 = load i32, i32* %4, align 4
  %22 = load i32, i32* %5, align 4
  %23 = sub i32 %22, 1
  %24 = call i32 @ack(i32 noundef %21, i32 noundef %23)
  %25 = call i32 @ack(i32 noundef %20, i32 noundef %24)
  store i32 %25, i32* %3, align 4
  br label %26

26:                                               ; preds = %18, %14, %8
  %27 = load i32, i32* %3, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone
define internal void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32* noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32*, align 4
  store i32 %0, i32* %6, align 4
  store i32 %1, i32* %7, align 4
  store i32 %2, i32* %8, align 4
  store i32 %3, i32* %9, align 4
  store i32* %4, i32** %10, align 4
  %11 = load i32, i32* %6, align 4
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %5
  br label %38

14:                                               ; preds = %5
  %15 = load i32, i32* %6, align 4
  %16 = sub nsw i32 %15, 1
  %17 = load i32, i32* %7, align 4
  %18 = load i32, i32* %9, align 4
  %19 = load i32, i32* %8, align 4
  %20 = load i32*, i32** %10, align 4
  call void @hanoi(i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19, i32* noundef %20)
  %21 = load i32, i32* @moves, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* @moves, align 4
  %23 = load i32*, i32** %10, align 4
  %24 = load i32, i32* %23, align 4
  %25 = mul i32 %24, 31
  %26 = load i32, i32* %7, align 4
  %27 = mul nsw i32 %26, 3
  %28 = load i32, i32* %8, align 4
  %29 = add nsw i32 %27, %28
  %30 = add i32 %25, %29
  %31 = load i32*, i32** %10, align 4
  store i32 %30, i32* %31, align 4
  %32 = load i32, i32* %6, align 4
  %33 = sub nsw i32 %32, 1
  %34 = load i32, i32* %9, align 4
  %35 = load i32, i32* %8, align 4
  %36 = load i32, i32* %7, align 4
  %37 = load i32*, i32** %10, align 4
  call void @hanoi(i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36, i32* noundef %37)
  br label %38

38:                                               ; preds = %14, %13
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @collatz_len(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, i64* %2, align 8
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %18, %1
  %5 = load i64, i64* %2, align 8
  %6 = icmp ne i64 %5, 1
  br i1 %6, label %7, label %22

7:                                                ; preds = %4
  %8 = load i64, i64* %2, align 8
  %9 = and i64 %8, 1
  %10 = icmp ne i64 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7
  %12 = load i64, i64* %2, align 8
  %13 = mul i64 3, %12
  %14 = add i64 %13, 1
  br label %18

15:                                               ; preds = %7
  %16 = load i64, i64* %2, align 8
  %17 = udiv i64 %16, 2
  br label %18

18:                                               ; preds = %15, %11
  %19 = phi i64 [ %14, %11 ], [ %17, %15 ]
  store i64 %19, i64* %2, align 8
  %20 = load i32, i32* %3, align 4
  %21 = add i32 %20, 1
  store i32 %21, i32* %3, align 4
  br label %4, !llvm.loop !19

22:                                               ; preds = %4
  %23 = load i32, i32* %3, align 4
  ret i32 %23
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
