; ModuleID = 'loops_recursion.c'
source_filename = "loops_recursion.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
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
  store i32 0, ptr %1, align 4
  %20 = call signext i32 (ptr, ...) @printf(ptr noundef @.str)
  store i32 0, ptr %2, align 4
  br label %21

21:                                               ; preds = %28, %0
  %22 = load i32, ptr %2, align 4
  %23 = icmp sle i32 %22, 20
  br i1 %23, label %24, label %31

24:                                               ; preds = %21
  %25 = load i32, ptr %2, align 4
  %26 = call signext i32 @fib(i32 noundef signext %25)
  %27 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %26)
  br label %28

28:                                               ; preds = %24
  %29 = load i32, ptr %2, align 4
  %30 = add nsw i32 %29, 4
  store i32 %30, ptr %2, align 4
  br label %21, !llvm.loop !6

31:                                               ; preds = %21
  %32 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %33 = call i64 @deep_sum(i32 noundef signext 10000)
  %34 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %33)
  store volatile i32 0, ptr %4, align 4
  %35 = call signext i32 @deep_depth(i32 noundef signext 1, ptr noundef %4)
  store i32 %35, ptr %5, align 4
  %36 = load i32, ptr %5, align 4
  %37 = load volatile i32, ptr %4, align 4
  %38 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %36, i32 noundef signext %37)
  %39 = call signext i32 @is_even(i32 noundef zeroext 10001)
  %40 = call signext i32 @is_odd(i32 noundef zeroext 7777)
  %41 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %39, i32 noundef signext %40)
  %42 = call zeroext i32 @ack(i32 noundef zeroext 2, i32 noundef zeroext 3)
  %43 = call zeroext i32 @ack(i32 noundef zeroext 3, i32 noundef zeroext 3)
  %44 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef zeroext %42, i32 noundef zeroext %43)
  store i32 0, ptr %6, align 4
  call void @hanoi(i32 noundef signext 10, i32 noundef signext 1, i32 noundef signext 3, i32 noundef signext 2, ptr noundef %6)
  %45 = load i32, ptr @moves, align 4
  %46 = load i32, ptr %6, align 4
  %47 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %45, i32 noundef zeroext %46)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  store i32 2, ptr %2, align 4
  br label %48

48:                                               ; preds = %77, %31
  %49 = load i32, ptr %2, align 4
  %50 = icmp sle i32 %49, 10000
  br i1 %50, label %51, label %80

51:                                               ; preds = %48
  %52 = load i32, ptr %2, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [10001 x i8], ptr @main.composite, i64 0, i64 %53
  %55 = load i8, ptr %54, align 1
  %56 = icmp ne i8 %55, 0
  br i1 %56, label %57, label %58

57:                                               ; preds = %51
  br label %77

58:                                               ; preds = %51
  %59 = load i32, ptr %7, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %7, align 4
  %61 = load i32, ptr %2, align 4
  store i32 %61, ptr %8, align 4
  %62 = load i32, ptr %2, align 4
  %63 = load i32, ptr %2, align 4
  %64 = mul nsw i32 %62, %63
  store i32 %64, ptr %3, align 4
  br label %65

65:                                               ; preds = %72, %58
  %66 = load i32, ptr %3, align 4
  %67 = icmp sle i32 %66, 10000
  br i1 %67, label %68, label %76

68:                                               ; preds = %65
  %69 = load i32, ptr %3, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [10001 x i8], ptr @main.composite, i64 0, i64 %70
  store i8 1, ptr %71, align 1
  br label %72

72:                                               ; preds = %68
  %73 = load i32, ptr %2, align 4
  %74 = load i32, ptr %3, align 4
  %75 = add nsw i32 %74, %73
  store i32 %75, ptr %3, align 4
  br label %65, !llvm.loop !8

76:                                               ; preds = %65
  br label %77

77:                                               ; preds = %76, %57
  %78 = load i32, ptr %2, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %2, align 4
  br label %48, !llvm.loop !9

80:                                               ; preds = %48
  %81 = load i32, ptr %7, align 4
  %82 = load i32, ptr %8, align 4
  %83 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %81, i32 noundef signext %82)
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  store i32 1, ptr %11, align 4
  br label %84

84:                                               ; preds = %98, %80
  %85 = load i32, ptr %11, align 4
  %86 = icmp ult i32 %85, 10000
  br i1 %86, label %87, label %101

87:                                               ; preds = %84
  %88 = load i32, ptr %11, align 4
  %89 = zext i32 %88 to i64
  %90 = call zeroext i32 @collatz_len(i64 noundef %89)
  store i32 %90, ptr %12, align 4
  %91 = load i32, ptr %12, align 4
  %92 = load i32, ptr %9, align 4
  %93 = icmp ugt i32 %91, %92
  br i1 %93, label %94, label %97

94:                                               ; preds = %87
  %95 = load i32, ptr %12, align 4
  store i32 %95, ptr %9, align 4
  %96 = load i32, ptr %11, align 4
  store i32 %96, ptr %10, align 4
  br label %97

97:                                               ; preds = %94, %87
  br label %98

98:                                               ; preds = %97
  %99 = load i32, ptr %11, align 4
  %100 = add i32 %99, 1
  store i32 %100, ptr %11, align 4
  br label %84, !llvm.loop !10

101:                                              ; preds = %84
  %102 = load i32, ptr %9, align 4
  %103 = load i32, ptr %10, align 4
  %104 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef zeroext %102, i32 noundef zeroext %103)
  store i32 -1, ptr %13, align 4
  store i32 -1, ptr %14, align 4
  store i32 0, ptr %15, align 4
  store i32 1, ptr %2, align 4
  br label %105

105:                                              ; preds = %145, %101
  %106 = load i32, ptr %2, align 4
  %107 = icmp slt i32 %106, 100
  br i1 %107, label %108, label %148

108:                                              ; preds = %105
  %109 = load i32, ptr %2, align 4
  %110 = srem i32 %109, 3
  %111 = icmp eq i32 %110, 0
  br i1 %111, label %112, label %113

112:                                              ; preds = %108
  br label %145

113:                                              ; preds = %108
  %114 = load i32, ptr %2, align 4
  store i32 %114, ptr %3, align 4
  br label %115

115:                                              ; preds = %141, %113
  %116 = load i32, ptr %3, align 4
  %117 = icmp slt i32 %116, 100
  br i1 %117, label %118, label %144

118:                                              ; preds = %115
  %119 = load i32, ptr %15, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %15, align 4
  %121 = load i32, ptr %2, align 4
  %122 = load i32, ptr %3, align 4
  %123 = mul nsw i32 %121, %122
  %124 = srem i32 %123, 7
  %125 = icmp eq i32 %124, 0
  br i1 %125, label %126, label %134

126:                                              ; preds = %118
  %127 = load i32, ptr %2, align 4
  %128 = load i32, ptr %3, align 4
  %129 = add nsw i32 %127, %128
  %130 = icmp sgt i32 %129, 50
  br i1 %130, label %131, label %134

131:                                              ; preds = %126
  %132 = load i32, ptr %2, align 4
  store i32 %132, ptr %13, align 4
  %133 = load i32, ptr %3, align 4
  store i32 %133, ptr %14, align 4
  br label %149

134:                                              ; preds = %126, %118
  %135 = load i32, ptr %3, align 4
  %136 = load i32, ptr %2, align 4
  %137 = sub nsw i32 %135, %136
  %138 = icmp sgt i32 %137, 30
  br i1 %138, label %139, label %140

139:                                              ; preds = %134
  br label %144

140:                                              ; preds = %134
  br label %141

141:                                              ; preds = %140
  %142 = load i32, ptr %3, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %3, align 4
  br label %115, !llvm.loop !11

144:                                              ; preds = %139, %115
  br label %145

145:                                              ; preds = %144, %112
  %146 = load i32, ptr %2, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %2, align 4
  br label %105, !llvm.loop !12

148:                                              ; preds = %105
  br label %149

149:                                              ; preds = %148, %131
  %150 = load i32, ptr %13, align 4
  %151 = load i32, ptr %14, align 4
  %152 = load i32, ptr %15, align 4
  %153 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef signext %150, i32 noundef signext %151, i32 noundef signext %152)
  store i32 5, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %154

154:                                              ; preds = %157, %149
  %155 = load i32, ptr %17, align 4
  %156 = add i32 %155, 1
  store i32 %156, ptr %17, align 4
  br label %157

157:                                              ; preds = %154
  %158 = load i32, ptr %16, align 4
  %159 = add i32 %158, -1
  store i32 %159, ptr %16, align 4
  %160 = icmp ne i32 %158, 0
  br i1 %160, label %154, label %161, !llvm.loop !13

161:                                              ; preds = %157
  %162 = load i32, ptr %17, align 4
  %163 = load i32, ptr %16, align 4
  %164 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef zeroext %162, i32 noundef zeroext %163)
  store i64 0, ptr %18, align 8
  store i32 0, ptr %19, align 4
  br label %165

165:                                              ; preds = %168, %161
  %166 = load i64, ptr %18, align 8
  %167 = icmp slt i64 %166, 1000000
  br i1 %167, label %168, label %174

168:                                              ; preds = %165
  %169 = load i32, ptr %19, align 4
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr %19, align 4
  %171 = sext i32 %170 to i64
  %172 = load i64, ptr %18, align 8
  %173 = add nsw i64 %172, %171
  store i64 %173, ptr %18, align 8
  br label %165, !llvm.loop !14

174:                                              ; preds = %165
  %175 = load i32, ptr %19, align 4
  %176 = load i64, ptr %18, align 8
  %177 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef signext %175, i64 noundef %176)
  ret i32 7
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @fib(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call signext i32 @fib(i32 noundef signext %9)
  %11 = load i32, ptr %2, align 4
  %12 = sub nsw i32 %11, 2
  %13 = call signext i32 @fib(i32 noundef signext %12)
  %14 = add nsw i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @deep_sum(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %13

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sext i32 %7 to i64
  %9 = load i32, ptr %2, align 4
  %10 = sub nsw i32 %9, 1
  %11 = call i64 @deep_sum(i32 noundef signext %10)
  %12 = add nsw i64 %8, %11
  br label %13

13:                                               ; preds = %6, %5
  %14 = phi i64 [ 0, %5 ], [ %12, %6 ]
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @deep_depth(i32 noundef signext %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %6 = load i32, ptr %4, align 4
  %7 = load ptr, ptr %5, align 8
  %8 = load volatile i32, ptr %7, align 4
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  %12 = load ptr, ptr %5, align 8
  store volatile i32 %11, ptr %12, align 4
  br label %13

13:                                               ; preds = %10, %2
  %14 = load i32, ptr %4, align 4
  %15 = icmp eq i32 %14, 10000
  br i1 %15, label %16, label %17

16:                                               ; preds = %13
  store i32 1, ptr %3, align 4
  br label %23

17:                                               ; preds = %13
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  %20 = load ptr, ptr %5, align 8
  %21 = call signext i32 @deep_depth(i32 noundef signext %19, ptr noundef %20)
  %22 = add nsw i32 1, %21
  store i32 %22, ptr %3, align 4
  br label %23

23:                                               ; preds = %17, %16
  %24 = load i32, ptr %3, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @is_even(i32 noundef zeroext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call signext i32 @is_odd(i32 noundef zeroext %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 1, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @is_odd(i32 noundef zeroext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call signext i32 @is_even(i32 noundef zeroext %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 0, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @ack(i32 noundef zeroext %0, i32 noundef zeroext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4
  %10 = add i32 %9, 1
  store i32 %10, ptr %3, align 4
  br label %26

11:                                               ; preds = %2
  %12 = load i32, ptr %5, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4
  %16 = sub i32 %15, 1
  %17 = call zeroext i32 @ack(i32 noundef zeroext %16, i32 noundef zeroext 1)
  store i32 %17, ptr %3, align 4
  br label %26

18:                                               ; preds = %11
  %19 = load i32, ptr %4, align 4
  %20 = sub i32 %19, 1
  %21 = load i32, ptr %4, align 4
  %22 = load i32, ptr %5, align 4
  %23 = sub i32 %22, 1
  %24 = call zeroext i32 @ack(i32 noundef zeroext %21, i32 noundef zeroext %23)
  %25 = call zeroext i32 @ack(i32 noundef zeroext %20, i32 noundef zeroext %24)
  store i32 %25, ptr %3, align 4
  br label %26

26:                                               ; preds = %18, %14, %8
  %27 = load i32, ptr %3, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hanoi(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3, ptr noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  store i32 %0, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  store ptr %4, ptr %10, align 8
  %11 = load i32, ptr %6, align 4
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %5
  br label %38

14:                                               ; preds = %5
  %15 = load i32, ptr %6, align 4
  %16 = sub nsw i32 %15, 1
  %17 = load i32, ptr %7, align 4
  %18 = load i32, ptr %9, align 4
  %19 = load i32, ptr %8, align 4
  %20 = load ptr, ptr %10, align 8
  call void @hanoi(i32 noundef signext %16, i32 noundef signext %17, i32 noundef signext %18, i32 noundef signext %19, ptr noundef %20)
  %21 = load i32, ptr @moves, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr @moves, align 4
  %23 = load ptr, ptr %10, align 8
  %24 = load i32, ptr %23, align 4
  %25 = mul i32 %24, 31
  %26 = load i32, ptr %7, align 4
  %27 = mul nsw i32 %26, 3
  %28 = load i32, ptr %8, align 4
  %29 = add nsw i32 %27, %28
  %30 = add i32 %25, %29
  %31 = load ptr, ptr %10, align 8
  store i32 %30, ptr %31, align 4
  %32 = load i32, ptr %6, align 4
  %33 = sub nsw i32 %32, 1
  %34 = load i32, ptr %9, align 4
  %35 = load i32, ptr %8, align 4
  %36 = load i32, ptr %7, align 4
  %37 = load ptr, ptr %10, align 8
  call void @hanoi(i32 noundef signext %33, i32 noundef signext %34, i32 noundef signext %35, i32 noundef signext %36, ptr noundef %37)
  br label %38

38:                                               ; preds = %14, %13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @collatz_len(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %18, %1
  %5 = load i64, ptr %2, align 8
  %6 = icmp ne i64 %5, 1
  br i1 %6, label %7, label %22

7:                                                ; preds = %4
  %8 = load i64, ptr %2, align 8
  %9 = and i64 %8, 1
  %10 = icmp ne i64 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7
  %12 = load i64, ptr %2, align 8
  %13 = mul i64 3, %12
  %14 = add i64 %13, 1
  br label %18

15:                                               ; preds = %7
  %16 = load i64, ptr %2, align 8
  %17 = udiv i64 %16, 2
  br label %18

18:                                               ; preds = %15, %11
  %19 = phi i64 [ %14, %11 ], [ %17, %15 ]
  store i64 %19, ptr %2, align 8
  %20 = load i32, ptr %3, align 4
  %21 = add i32 %20, 1
  store i32 %21, ptr %3, align 4
  br label %4, !llvm.loop !15

22:                                               ; preds = %4
  %23 = load i32, ptr %3, align 4
  ret i32 %23
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }

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
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
