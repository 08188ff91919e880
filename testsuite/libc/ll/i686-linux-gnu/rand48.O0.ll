; ModuleID = 'rand48.c'
source_filename = "rand48.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"unseeded\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"srand48(1)\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"srand48(0)\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"srand48(-1)\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"srand48(2^31-1)\00", align 1
@__const.main.s1 = private unnamed_addr constant [3 x i16] [i16 4660, i16 -21555, i16 66], align 2
@.str.5 = private unnamed_addr constant [28 x i8] c"seed48 old: %04x %04x %04x\0A\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"seed48\00", align 1
@__const.main.p = private unnamed_addr constant [7 x i16] [i16 1, i16 2, i16 3, i16 -6547, i16 -8468, i16 5, i16 11], align 2
@.str.7 = private unnamed_addr constant [23 x i8] c"lcong48 (default a, c)\00", align 1
@__const.main.q = private unnamed_addr constant [7 x i16] [i16 13070, i16 0, i16 0, i16 5, i16 0, i16 0, i16 7], align 2
@.str.8 = private unnamed_addr constant [19 x i8] c"lcong48 (a 5, c 7)\00", align 1
@__const.main.x = private unnamed_addr constant [3 x i16] [i16 13070, i16 4369, i16 8738], align 2
@.str.9 = private unnamed_addr constant [13 x i8] c"erand48 %a  \00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"nrand48 %ld  \00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"jrand48 %ld  \00", align 1
@.str.13 = private unnamed_addr constant [23 x i8] c"\0Astate %04x %04x %04x\0A\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"sum %a xor %ld\0A\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c" %a\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i16], align 2
  %3 = alloca ptr, align 4
  %4 = alloca [7 x i16], align 2
  %5 = alloca [7 x i16], align 2
  %6 = alloca [3 x i16], align 2
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @show(ptr noundef @.str)
  call void @srand48(i32 noundef 1) #4
  call void @show(ptr noundef @.str.1)
  call void @srand48(i32 noundef 0) #4
  call void @show(ptr noundef @.str.2)
  call void @srand48(i32 noundef -1) #4
  call void @show(ptr noundef @.str.3)
  call void @srand48(i32 noundef 2147483647) #4
  call void @show(ptr noundef @.str.4)
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %2, ptr align 2 @__const.main.s1, i32 6, i1 false)
  %13 = getelementptr inbounds [3 x i16], ptr %2, i32 0, i32 0
  %14 = call ptr @seed48(ptr noundef %13) #4
  store ptr %14, ptr %3, align 4
  %15 = load ptr, ptr %3, align 4
  %16 = getelementptr inbounds i16, ptr %15, i32 0
  %17 = load i16, ptr %16, align 2
  %18 = zext i16 %17 to i32
  %19 = load ptr, ptr %3, align 4
  %20 = getelementptr inbounds i16, ptr %19, i32 1
  %21 = load i16, ptr %20, align 2
  %22 = zext i16 %21 to i32
  %23 = load ptr, ptr %3, align 4
  %24 = getelementptr inbounds i16, ptr %23, i32 2
  %25 = load i16, ptr %24, align 2
  %26 = zext i16 %25 to i32
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %18, i32 noundef %22, i32 noundef %26)
  call void @show(ptr noundef @.str.6)
  %28 = getelementptr inbounds [3 x i16], ptr %2, i32 0, i32 0
  %29 = call ptr @seed48(ptr noundef %28) #4
  store ptr %29, ptr %3, align 4
  %30 = load ptr, ptr %3, align 4
  %31 = getelementptr inbounds i16, ptr %30, i32 0
  %32 = load i16, ptr %31, align 2
  %33 = zext i16 %32 to i32
  %34 = load ptr, ptr %3, align 4
  %35 = getelementptr inbounds i16, ptr %34, i32 1
  %36 = load i16, ptr %35, align 2
  %37 = zext i16 %36 to i32
  %38 = load ptr, ptr %3, align 4
  %39 = getelementptr inbounds i16, ptr %38, i32 2
  %40 = load i16, ptr %39, align 2
  %41 = zext i16 %40 to i32
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %33, i32 noundef %37, i32 noundef %41)
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %4, ptr align 2 @__const.main.p, i32 14, i1 false)
  %43 = getelementptr inbounds [7 x i16], ptr %4, i32 0, i32 0
  call void @lcong48(ptr noundef %43) #4
  call void @show(ptr noundef @.str.7)
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %5, ptr align 2 @__const.main.q, i32 14, i1 false)
  %44 = getelementptr inbounds [7 x i16], ptr %5, i32 0, i32 0
  call void @lcong48(ptr noundef %44) #4
  call void @show(ptr noundef @.str.8)
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %6, ptr align 2 @__const.main.x, i32 6, i1 false)
  store i32 0, ptr %7, align 4
  br label %45

45:                                               ; preds = %52, %0
  %46 = load i32, ptr %7, align 4
  %47 = icmp slt i32 %46, 4
  br i1 %47, label %48, label %55

48:                                               ; preds = %45
  %49 = getelementptr inbounds [3 x i16], ptr %6, i32 0, i32 0
  %50 = call double @erand48(ptr noundef %49) #4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %50)
  br label %52

52:                                               ; preds = %48
  %53 = load i32, ptr %7, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %7, align 4
  br label %45, !llvm.loop !7

55:                                               ; preds = %45
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  store i32 0, ptr %8, align 4
  br label %57

57:                                               ; preds = %64, %55
  %58 = load i32, ptr %8, align 4
  %59 = icmp slt i32 %58, 4
  br i1 %59, label %60, label %67

60:                                               ; preds = %57
  %61 = getelementptr inbounds [3 x i16], ptr %6, i32 0, i32 0
  %62 = call i32 @nrand48(ptr noundef %61) #4
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %62)
  br label %64

64:                                               ; preds = %60
  %65 = load i32, ptr %8, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %8, align 4
  br label %57, !llvm.loop !9

67:                                               ; preds = %57
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  store i32 0, ptr %9, align 4
  br label %69

69:                                               ; preds = %76, %67
  %70 = load i32, ptr %9, align 4
  %71 = icmp slt i32 %70, 4
  br i1 %71, label %72, label %79

72:                                               ; preds = %69
  %73 = getelementptr inbounds [3 x i16], ptr %6, i32 0, i32 0
  %74 = call i32 @jrand48(ptr noundef %73) #4
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %74)
  br label %76

76:                                               ; preds = %72
  %77 = load i32, ptr %9, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %9, align 4
  br label %69, !llvm.loop !10

79:                                               ; preds = %69
  %80 = getelementptr inbounds [3 x i16], ptr %6, i32 0, i32 0
  %81 = load i16, ptr %80, align 2
  %82 = zext i16 %81 to i32
  %83 = getelementptr inbounds [3 x i16], ptr %6, i32 0, i32 1
  %84 = load i16, ptr %83, align 2
  %85 = zext i16 %84 to i32
  %86 = getelementptr inbounds [3 x i16], ptr %6, i32 0, i32 2
  %87 = load i16, ptr %86, align 2
  %88 = zext i16 %87 to i32
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %82, i32 noundef %85, i32 noundef %88)
  call void @srand48(i32 noundef 12345) #4
  store double 0.000000e+00, ptr %10, align 8
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %90

90:                                               ; preds = %102, %79
  %91 = load i32, ptr %12, align 4
  %92 = icmp slt i32 %91, 20000
  br i1 %92, label %93, label %105

93:                                               ; preds = %90
  %94 = call double @drand48() #4
  %95 = load double, ptr %10, align 8
  %96 = fadd double %95, %94
  store double %96, ptr %10, align 8
  %97 = call i32 @lrand48() #4
  %98 = call i32 @mrand48() #4
  %99 = xor i32 %97, %98
  %100 = load i32, ptr %11, align 4
  %101 = xor i32 %100, %99
  store i32 %101, ptr %11, align 4
  br label %102

102:                                              ; preds = %93
  %103 = load i32, ptr %12, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %12, align 4
  br label %90, !llvm.loop !11

105:                                              ; preds = %90
  %106 = load double, ptr %10, align 8
  %107 = load i32, ptr %11, align 4
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %106, i32 noundef %107)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %6 = load ptr, ptr %2, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %6)
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %14, %1
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %17

11:                                               ; preds = %8
  %12 = call double @drand48() #4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %12)
  br label %14

14:                                               ; preds = %11
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %3, align 4
  br label %8, !llvm.loop !12

17:                                               ; preds = %8
  store i32 0, ptr %4, align 4
  br label %18

18:                                               ; preds = %24, %17
  %19 = load i32, ptr %4, align 4
  %20 = icmp slt i32 %19, 4
  br i1 %20, label %21, label %27

21:                                               ; preds = %18
  %22 = call i32 @lrand48() #4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %22)
  br label %24

24:                                               ; preds = %21
  %25 = load i32, ptr %4, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %4, align 4
  br label %18, !llvm.loop !13

27:                                               ; preds = %18
  store i32 0, ptr %5, align 4
  br label %28

28:                                               ; preds = %34, %27
  %29 = load i32, ptr %5, align 4
  %30 = icmp slt i32 %29, 4
  br i1 %30, label %31, label %37

31:                                               ; preds = %28
  %32 = call i32 @mrand48() #4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %32)
  br label %34

34:                                               ; preds = %31
  %35 = load i32, ptr %5, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %5, align 4
  br label %28, !llvm.loop !14

37:                                               ; preds = %28
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  ret void
}

; Function Attrs: nounwind
declare void @srand48(i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: nounwind
declare ptr @seed48(ptr noundef) #1

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @lcong48(ptr noundef) #1

; Function Attrs: nounwind
declare double @erand48(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @nrand48(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @jrand48(ptr noundef) #1

; Function Attrs: nounwind
declare double @drand48() #1

; Function Attrs: nounwind
declare i32 @lrand48() #1

; Function Attrs: nounwind
declare i32 @mrand48() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}

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
