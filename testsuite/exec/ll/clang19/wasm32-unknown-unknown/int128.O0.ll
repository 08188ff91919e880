; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@.str = private unnamed_addr constant [11 x i8] c"max64^2 = \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" = \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"34! = \00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"-(34!/3) = \00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"  >> 7 = \00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"  %% 1000003 = \00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"  / -999 = \00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"34! / 1000000007 = \00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c" rem \00", align 1
@.str.10 = private unnamed_addr constant [23 x i8] c"big / 0x10000000001 = \00", align 1
@.str.11 = private unnamed_addr constant [20 x i8] c"big / (big >> 3) = \00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"1<<127 = \00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c", >>64 = \00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"rotl13 = \00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"fib(150) = \00", align 1
@.str.16 = private unnamed_addr constant [33 x i8] c"mulhi = %016llx mullo = %016llx\0A\00", align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [22 x i8] c"to double: %.6e %.6e\0A\00", align 1
@.str.19 = private unnamed_addr constant [14 x i8] c"from double: \00", align 1
@.str.20 = private unnamed_addr constant [75 x i8] c"llmin %lld llmax %lld, min/2 %lld, min%%7 %lld, max/-3 %lld, max%%-3 %lld\0A\00", align 1
@.str.21 = private unnamed_addr constant [60 x i8] c"ullmax %llu, /3 %llu, %%10 %llu, >>1 %llx, (ll)ullmax %lld\0A\00", align 1
@.str.22 = private unnamed_addr constant [3 x i8] c"%c\00", align 1
@.str.23 = private unnamed_addr constant [17 x i8] c"0x%016llx%016llx\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c"-\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: noinline nounwind optnone
define hidden i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i32, align 4
  %12 = alloca i128, align 16
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i128 -36893488147419103231, ptr %2, align 16
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %22 = load i128, ptr %2, align 16
  call void @put_u(i128 noundef %22)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %24 = load i128, ptr %2, align 16
  call void @put_x(i128 noundef %24)
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i128 1, ptr %3, align 16
  store i32 2, ptr %4, align 4
  br label %26

26:                                               ; preds = %34, %0
  %27 = load i32, ptr %4, align 4
  %28 = icmp sle i32 %27, 34
  br i1 %28, label %29, label %37

29:                                               ; preds = %26
  %30 = load i32, ptr %4, align 4
  %31 = zext i32 %30 to i128
  %32 = load i128, ptr %3, align 16
  %33 = mul i128 %32, %31
  store i128 %33, ptr %3, align 16
  br label %34

34:                                               ; preds = %29
  %35 = load i32, ptr %4, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %4, align 4
  br label %26, !llvm.loop !2

37:                                               ; preds = %26
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %39 = load i128, ptr %3, align 16
  call void @put_u(i128 noundef %39)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %41 = load i128, ptr %3, align 16
  %42 = udiv i128 %41, 3
  %43 = sub nsw i128 0, %42
  store i128 %43, ptr %5, align 16
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  %45 = load i128, ptr %5, align 16
  call void @put_i(i128 noundef %45)
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %48 = load i128, ptr %5, align 16
  %49 = ashr i128 %48, 7
  call void @put_i(i128 noundef %49)
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %52 = load i128, ptr %5, align 16
  %53 = srem i128 %52, 1000003
  call void @put_i(i128 noundef %53)
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %56 = load i128, ptr %5, align 16
  %57 = sdiv i128 %56, -999
  call void @put_i(i128 noundef %57)
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %60 = load i128, ptr %3, align 16
  %61 = udiv i128 %60, 1000000007
  call void @put_u(i128 noundef %61)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %63 = load i128, ptr %3, align 16
  %64 = urem i128 %63, 1000000007
  call void @put_u(i128 noundef %64)
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i128 1512366075204170947332355369683137040, ptr %6, align 16
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  %67 = load i128, ptr %6, align 16
  %68 = udiv i128 %67, 1099511627777
  call void @put_x(i128 noundef %68)
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  %71 = load i128, ptr %6, align 16
  %72 = load i128, ptr %6, align 16
  %73 = lshr i128 %72, 3
  %74 = udiv i128 %71, %73
  call void @put_u(i128 noundef %74)
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i128 1, ptr %7, align 16
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %77 = load i128, ptr %7, align 16
  %78 = shl i128 %77, 127
  call void @put_x(i128 noundef %78)
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  %80 = load i128, ptr %7, align 16
  %81 = shl i128 %80, 127
  %82 = lshr i128 %81, 64
  call void @put_x(i128 noundef %82)
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %84 = load i128, ptr %6, align 16
  %85 = shl i128 %84, 13
  %86 = load i128, ptr %6, align 16
  %87 = lshr i128 %86, 115
  %88 = or i128 %85, %87
  store i128 %88, ptr %8, align 16
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.14)
  %90 = load i128, ptr %8, align 16
  call void @put_x(i128 noundef %90)
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i128 0, ptr %9, align 16
  store i128 1, ptr %10, align 16
  store i32 0, ptr %11, align 4
  br label %92

92:                                               ; preds = %101, %37
  %93 = load i32, ptr %11, align 4
  %94 = icmp slt i32 %93, 150
  br i1 %94, label %95, label %104

95:                                               ; preds = %92
  %96 = load i128, ptr %9, align 16
  %97 = load i128, ptr %10, align 16
  %98 = add i128 %96, %97
  store i128 %98, ptr %12, align 16
  %99 = load i128, ptr %10, align 16
  store i128 %99, ptr %9, align 16
  %100 = load i128, ptr %12, align 16
  store i128 %100, ptr %10, align 16
  br label %101

101:                                              ; preds = %95
  %102 = load i32, ptr %11, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %11, align 4
  br label %92, !llvm.loop !4

104:                                              ; preds = %92
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  %106 = load i128, ptr %9, align 16
  call void @put_u(i128 noundef %106)
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i64 -7046029254386353131, ptr %13, align 8
  store i64 -4417276706812531889, ptr %14, align 8
  %108 = load i64, ptr %13, align 8
  %109 = zext i64 %108 to i128
  %110 = load i64, ptr %14, align 8
  %111 = zext i64 %110 to i128
  %112 = mul i128 %109, %111
  store i128 %112, ptr %15, align 16
  %113 = load i128, ptr %15, align 16
  %114 = lshr i128 %113, 64
  %115 = trunc i128 %114 to i64
  %116 = load i128, ptr %15, align 16
  %117 = trunc i128 %116 to i64
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %115, i64 noundef %117)
  store i128 -1267650600228229401496703205376, ptr %16, align 16
  %119 = load i128, ptr %16, align 16
  %120 = icmp slt i128 %119, 1
  %121 = zext i1 %120 to i32
  %122 = load i128, ptr %16, align 16
  %123 = icmp ugt i128 %122, 1
  %124 = zext i1 %123 to i32
  %125 = load i128, ptr %16, align 16
  %126 = icmp eq i128 %125, -1267650600228229401496703205376
  %127 = zext i1 %126 to i32
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %121, i32 noundef %124, i32 noundef %127)
  %129 = load i128, ptr %3, align 16
  %130 = uitofp i128 %129 to double
  %131 = load i128, ptr %5, align 16
  %132 = sitofp i128 %131 to double
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %130, double noundef %132)
  store i128 -1499999999999999889089448902656, ptr %17, align 16
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.19)
  %135 = load i128, ptr %17, align 16
  call void @put_i(i128 noundef %135)
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i64 -9223372036854775808, ptr %18, align 8
  store i64 9223372036854775807, ptr %19, align 8
  %137 = load i64, ptr %18, align 8
  %138 = load i64, ptr %19, align 8
  %139 = load i64, ptr %18, align 8
  %140 = sdiv i64 %139, 2
  %141 = load i64, ptr %18, align 8
  %142 = srem i64 %141, 7
  %143 = load i64, ptr %19, align 8
  %144 = sdiv i64 %143, -3
  %145 = load i64, ptr %19, align 8
  %146 = srem i64 %145, -3
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i64 noundef %137, i64 noundef %138, i64 noundef %140, i64 noundef %142, i64 noundef %144, i64 noundef %146)
  store i64 -1, ptr %20, align 8
  %148 = load i64, ptr %20, align 8
  %149 = load i64, ptr %20, align 8
  %150 = udiv i64 %149, 3
  %151 = load i64, ptr %20, align 8
  %152 = urem i64 %151, 10
  %153 = load i64, ptr %20, align 8
  %154 = lshr i64 %153, 1
  %155 = load i64, ptr %20, align 8
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i64 noundef %148, i64 noundef %150, i64 noundef %152, i64 noundef %154, i64 noundef %155)
  ret i32 28
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal void @put_u(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca [64 x i8], align 16
  %4 = alloca i32, align 4
  store i128 %0, ptr %2, align 16
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %16, %1
  %6 = load i128, ptr %2, align 16
  %7 = urem i128 %6, 10
  %8 = trunc i128 %7 to i32
  %9 = add nsw i32 48, %8
  %10 = trunc i32 %9 to i8
  %11 = load i32, ptr %4, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %4, align 4
  %13 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 %11
  store i8 %10, ptr %13, align 1
  %14 = load i128, ptr %2, align 16
  %15 = udiv i128 %14, 10
  store i128 %15, ptr %2, align 16
  br label %16

16:                                               ; preds = %5
  %17 = load i128, ptr %2, align 16
  %18 = icmp ne i128 %17, 0
  br i1 %18, label %5, label %19, !llvm.loop !5

19:                                               ; preds = %16
  br label %20

20:                                               ; preds = %23, %19
  %21 = load i32, ptr %4, align 4
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %23, label %30

23:                                               ; preds = %20
  %24 = load i32, ptr %4, align 4
  %25 = add nsw i32 %24, -1
  store i32 %25, ptr %4, align 4
  %26 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 %25
  %27 = load i8, ptr %26, align 1
  %28 = sext i8 %27 to i32
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %28)
  br label %20, !llvm.loop !6

30:                                               ; preds = %20
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @put_x(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = lshr i128 %3, 64
  %5 = trunc i128 %4 to i64
  %6 = load i128, ptr %2, align 16
  %7 = trunc i128 %6 to i64
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i64 noundef %5, i64 noundef %7)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @put_i(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = icmp slt i128 %3, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.24)
  %7 = load i128, ptr %2, align 16
  %8 = sub i128 0, %7
  call void @put_u(i128 noundef %8)
  br label %11

9:                                                ; preds = %1
  %10 = load i128, ptr %2, align 16
  call void @put_u(i128 noundef %10)
  br label %11

11:                                               ; preds = %9, %5
  ret void
}

attributes #0 = { noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
