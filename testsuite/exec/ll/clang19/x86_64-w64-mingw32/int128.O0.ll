; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i32, align 4
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i32, align 4
  %26 = alloca i128, align 16
  %27 = alloca i128, align 16
  %28 = alloca i64, align 8
  %29 = alloca i64, align 8
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca i128, align 16
  %33 = alloca i128, align 16
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i128 -36893488147419103231, ptr %2, align 16
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %38 = load i128, ptr %2, align 16
  store i128 %38, ptr %3, align 16
  call void @put_u(ptr noundef %3)
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %40 = load i128, ptr %2, align 16
  store i128 %40, ptr %4, align 16
  call void @put_x(ptr noundef %4)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i128 1, ptr %5, align 16
  store i32 2, ptr %6, align 4
  br label %42

42:                                               ; preds = %50, %0
  %43 = load i32, ptr %6, align 4
  %44 = icmp sle i32 %43, 34
  br i1 %44, label %45, label %53

45:                                               ; preds = %42
  %46 = load i32, ptr %6, align 4
  %47 = zext i32 %46 to i128
  %48 = load i128, ptr %5, align 16
  %49 = mul i128 %48, %47
  store i128 %49, ptr %5, align 16
  br label %50

50:                                               ; preds = %45
  %51 = load i32, ptr %6, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %6, align 4
  br label %42, !llvm.loop !5

53:                                               ; preds = %42
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %55 = load i128, ptr %5, align 16
  store i128 %55, ptr %7, align 16
  call void @put_u(ptr noundef %7)
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %57 = load i128, ptr %5, align 16
  %58 = udiv i128 %57, 3
  %59 = sub nsw i128 0, %58
  store i128 %59, ptr %8, align 16
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  %61 = load i128, ptr %8, align 16
  store i128 %61, ptr %9, align 16
  call void @put_i(ptr noundef %9)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %64 = load i128, ptr %8, align 16
  %65 = ashr i128 %64, 7
  store i128 %65, ptr %10, align 16
  call void @put_i(ptr noundef %10)
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %68 = load i128, ptr %8, align 16
  %69 = srem i128 %68, 1000003
  store i128 %69, ptr %11, align 16
  call void @put_i(ptr noundef %11)
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %72 = load i128, ptr %8, align 16
  %73 = sdiv i128 %72, -999
  store i128 %73, ptr %12, align 16
  call void @put_i(ptr noundef %12)
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %76 = load i128, ptr %5, align 16
  %77 = udiv i128 %76, 1000000007
  store i128 %77, ptr %13, align 16
  call void @put_u(ptr noundef %13)
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %79 = load i128, ptr %5, align 16
  %80 = urem i128 %79, 1000000007
  store i128 %80, ptr %14, align 16
  call void @put_u(ptr noundef %14)
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i128 1512366075204170947332355369683137040, ptr %15, align 16
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  %83 = load i128, ptr %15, align 16
  %84 = udiv i128 %83, 1099511627777
  store i128 %84, ptr %16, align 16
  call void @put_x(ptr noundef %16)
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  %87 = load i128, ptr %15, align 16
  %88 = load i128, ptr %15, align 16
  %89 = lshr i128 %88, 3
  %90 = udiv i128 %87, %89
  store i128 %90, ptr %17, align 16
  call void @put_u(ptr noundef %17)
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i128 1, ptr %18, align 16
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %93 = load i128, ptr %18, align 16
  %94 = shl i128 %93, 127
  store i128 %94, ptr %19, align 16
  call void @put_x(ptr noundef %19)
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  %96 = load i128, ptr %18, align 16
  %97 = shl i128 %96, 127
  %98 = lshr i128 %97, 64
  store i128 %98, ptr %20, align 16
  call void @put_x(ptr noundef %20)
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %100 = load i128, ptr %15, align 16
  %101 = shl i128 %100, 13
  %102 = load i128, ptr %15, align 16
  %103 = lshr i128 %102, 115
  %104 = or i128 %101, %103
  store i128 %104, ptr %21, align 16
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.14)
  %106 = load i128, ptr %21, align 16
  store i128 %106, ptr %22, align 16
  call void @put_x(ptr noundef %22)
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i128 0, ptr %23, align 16
  store i128 1, ptr %24, align 16
  store i32 0, ptr %25, align 4
  br label %108

108:                                              ; preds = %117, %53
  %109 = load i32, ptr %25, align 4
  %110 = icmp slt i32 %109, 150
  br i1 %110, label %111, label %120

111:                                              ; preds = %108
  %112 = load i128, ptr %23, align 16
  %113 = load i128, ptr %24, align 16
  %114 = add i128 %112, %113
  store i128 %114, ptr %26, align 16
  %115 = load i128, ptr %24, align 16
  store i128 %115, ptr %23, align 16
  %116 = load i128, ptr %26, align 16
  store i128 %116, ptr %24, align 16
  br label %117

117:                                              ; preds = %111
  %118 = load i32, ptr %25, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %25, align 4
  br label %108, !llvm.loop !7

120:                                              ; preds = %108
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  %122 = load i128, ptr %23, align 16
  store i128 %122, ptr %27, align 16
  call void @put_u(ptr noundef %27)
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i64 -7046029254386353131, ptr %28, align 8
  store i64 -4417276706812531889, ptr %29, align 8
  %124 = load i64, ptr %28, align 8
  %125 = zext i64 %124 to i128
  %126 = load i64, ptr %29, align 8
  %127 = zext i64 %126 to i128
  %128 = mul i128 %125, %127
  store i128 %128, ptr %30, align 16
  %129 = load i128, ptr %30, align 16
  %130 = lshr i128 %129, 64
  %131 = trunc i128 %130 to i64
  %132 = load i128, ptr %30, align 16
  %133 = trunc i128 %132 to i64
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %131, i64 noundef %133)
  store i128 -1267650600228229401496703205376, ptr %31, align 16
  %135 = load i128, ptr %31, align 16
  %136 = icmp slt i128 %135, 1
  %137 = zext i1 %136 to i32
  %138 = load i128, ptr %31, align 16
  %139 = icmp ugt i128 %138, 1
  %140 = zext i1 %139 to i32
  %141 = load i128, ptr %31, align 16
  %142 = icmp eq i128 %141, -1267650600228229401496703205376
  %143 = zext i1 %142 to i32
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %137, i32 noundef %140, i32 noundef %143)
  %145 = load i128, ptr %5, align 16
  %146 = uitofp i128 %145 to double
  %147 = load i128, ptr %8, align 16
  %148 = sitofp i128 %147 to double
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %146, double noundef %148)
  store i128 -1499999999999999889089448902656, ptr %32, align 16
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.19)
  %151 = load i128, ptr %32, align 16
  store i128 %151, ptr %33, align 16
  call void @put_i(ptr noundef %33)
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i64 -9223372036854775808, ptr %34, align 8
  store i64 9223372036854775807, ptr %35, align 8
  %153 = load i64, ptr %34, align 8
  %154 = load i64, ptr %35, align 8
  %155 = load i64, ptr %34, align 8
  %156 = sdiv i64 %155, 2
  %157 = load i64, ptr %34, align 8
  %158 = srem i64 %157, 7
  %159 = load i64, ptr %35, align 8
  %160 = sdiv i64 %159, -3
  %161 = load i64, ptr %35, align 8
  %162 = srem i64 %161, -3
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i64 noundef %153, i64 noundef %154, i64 noundef %156, i64 noundef %158, i64 noundef %160, i64 noundef %162)
  store i64 -1, ptr %36, align 8
  %164 = load i64, ptr %36, align 8
  %165 = load i64, ptr %36, align 8
  %166 = udiv i64 %165, 3
  %167 = load i64, ptr %36, align 8
  %168 = urem i64 %167, 10
  %169 = load i64, ptr %36, align 8
  %170 = lshr i64 %169, 1
  %171 = load i64, ptr %36, align 8
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i64 noundef %164, i64 noundef %166, i64 noundef %168, i64 noundef %170, i64 noundef %171)
  ret i32 28
}

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_u(ptr noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca [64 x i8], align 16
  %4 = alloca i32, align 4
  %5 = load i128, ptr %0, align 16
  store i128 %5, ptr %2, align 16
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %18, %1
  %7 = load i128, ptr %2, align 16
  %8 = urem i128 %7, 10
  %9 = trunc i128 %8 to i32
  %10 = add nsw i32 48, %9
  %11 = trunc i32 %10 to i8
  %12 = load i32, ptr %4, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %4, align 4
  %14 = sext i32 %12 to i64
  %15 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %14
  store i8 %11, ptr %15, align 1
  %16 = load i128, ptr %2, align 16
  %17 = udiv i128 %16, 10
  store i128 %17, ptr %2, align 16
  br label %18

18:                                               ; preds = %6
  %19 = load i128, ptr %2, align 16
  %20 = icmp ne i128 %19, 0
  br i1 %20, label %6, label %21, !llvm.loop !8

21:                                               ; preds = %18
  br label %22

22:                                               ; preds = %25, %21
  %23 = load i32, ptr %4, align 4
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %33

25:                                               ; preds = %22
  %26 = load i32, ptr %4, align 4
  %27 = add nsw i32 %26, -1
  store i32 %27, ptr %4, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %28
  %30 = load i8, ptr %29, align 1
  %31 = sext i8 %30 to i32
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %31)
  br label %22, !llvm.loop !9

33:                                               ; preds = %22
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_x(ptr noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = load i128, ptr %0, align 16
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = lshr i128 %4, 64
  %6 = trunc i128 %5 to i64
  %7 = load i128, ptr %2, align 16
  %8 = trunc i128 %7 to i64
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i64 noundef %6, i64 noundef %8)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_i(ptr noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = load i128, ptr %0, align 16
  store i128 %5, ptr %2, align 16
  %6 = load i128, ptr %2, align 16
  %7 = icmp slt i128 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.24)
  %10 = load i128, ptr %2, align 16
  %11 = sub i128 0, %10
  store i128 %11, ptr %3, align 16
  call void @put_u(ptr noundef %3)
  br label %14

12:                                               ; preds = %1
  %13 = load i128, ptr %2, align 16
  store i128 %13, ptr %4, align 16
  call void @put_u(ptr noundef %4)
  br label %14

14:                                               ; preds = %12, %8
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
