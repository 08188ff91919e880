; ModuleID = 'rand48.c'
source_filename = "rand48.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
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
  %3 = alloca i16*, align 4
  %4 = alloca [7 x i16], align 2
  %5 = alloca [7 x i16], align 2
  %6 = alloca [3 x i16], align 2
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @show(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0))
  call void @srand48(i32 noundef 1) #4
  call void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0))
  call void @srand48(i32 noundef 0) #4
  call void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i32 0, i32 0))
  call void @srand48(i32 noundef -1) #4
  call void @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i32 0, i32 0))
  call void @srand48(i32 noundef 2147483647) #4
  call void @show(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i32 0, i32 0))
  %13 = bitcast [3 x i16]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %13, i8* align 2 bitcast ([3 x i16]* @__const.main.s1 to i8*), i32 6, i1 false)
  %14 = getelementptr inbounds [3 x i16], [3 x i16]* %2, i32 0, i32 0
  %15 = call i16* @seed48(i16* noundef %14) #4
  store i16* %15, i16** %3, align 4
  %16 = load i16*, i16** %3, align 4
  %17 = getelementptr inbounds i16, i16* %16, i32 0
  %18 = load i16, i16* %17, align 2
  %19 = zext i16 %18 to i32
  %20 = load i16*, i16** %3, align 4
  %21 = getelementptr inbounds i16, i16* %20, i32 1
  %22 = load i16, i16* %21, align 2
  %23 = zext i16 %22 to i32
  %24 = load i16*, i16** %3, align 4
  %25 = getelementptr inbounds i16, i16* %24, i32 2
  %26 = load i16, i16* %25, align 2
  %27 = zext i16 %26 to i32
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.5, i32 0, i32 0), i32 noundef %19, i32 noundef %23, i32 noundef %27)
  call void @show(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i32 0, i32 0))
  %29 = getelementptr inbounds [3 x i16], [3 x i16]* %2, i32 0, i32 0
  %30 = call i16* @seed48(i16* noundef %29) #4
  store i16* %30, i16** %3, align 4
  %31 = load i16*, i16** %3, align 4
  %32 = getelementptr inbounds i16, i16* %31, i32 0
  %33 = load i16, i16* %32, align 2
  %34 = zext i16 %33 to i32
  %35 = load i16*, i16** %3, align 4
  %36 = getelementptr inbounds i16, i16* %35, i32 1
  %37 = load i16, i16* %36, align 2
  %38 = zext i16 %37 to i32
  %39 = load i16*, i16** %3, align 4
  %40 = getelementptr inbounds i16, i16* %39, i32 2
  %41 = load i16, i16* %40, align 2
  %42 = zext i16 %41 to i32
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.5, i32 0, i32 0), i32 noundef %34, i32 noundef %38, i32 noundef %42)
  %44 = bitcast [7 x i16]* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %44, i8* align 2 bitcast ([7 x i16]* @__const.main.p to i8*), i32 14, i1 false)
  %45 = getelementptr inbounds [7 x i16], [7 x i16]* %4, i32 0, i32 0
  call void @lcong48(i16* noundef %45) #4
  call void @show(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.7, i32 0, i32 0))
  %46 = bitcast [7 x i16]* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %46, i8* align 2 bitcast ([7 x i16]* @__const.main.q to i8*), i32 14, i1 false)
  %47 = getelementptr inbounds [7 x i16], [7 x i16]* %5, i32 0, i32 0
  call void @lcong48(i16* noundef %47) #4
  call void @show(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i32 0, i32 0))
  %48 = bitcast [3 x i16]* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %48, i8* align 2 bitcast ([3 x i16]* @__const.main.x to i8*), i32 6, i1 false)
  store i32 0, i32* %7, align 4
  br label %49

49:                                               ; preds = %56, %0
  %50 = load i32, i32* %7, align 4
  %51 = icmp slt i32 %50, 4
  br i1 %51, label %52, label %59

52:                                               ; preds = %49
  %53 = getelementptr inbounds [3 x i16], [3 x i16]* %6, i32 0, i32 0
  %54 = call double @erand48(i16* noundef %53) #4
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.9, i32 0, i32 0), double noundef %54)
  br label %56

56:                                               ; preds = %52
  %57 = load i32, i32* %7, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, i32* %7, align 4
  br label %49, !llvm.loop !7

59:                                               ; preds = %49
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i32 0, i32 0))
  store i32 0, i32* %8, align 4
  br label %61

61:                                               ; preds = %68, %59
  %62 = load i32, i32* %8, align 4
  %63 = icmp slt i32 %62, 4
  br i1 %63, label %64, label %71

64:                                               ; preds = %61
  %65 = getelementptr inbounds [3 x i16], [3 x i16]* %6, i32 0, i32 0
  %66 = call i32 @nrand48(i16* noundef %65) #4
  %67 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i32 0, i32 0), i32 noundef %66)
  br label %68

68:                                               ; preds = %64
  %69 = load i32, i32* %8, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, i32* %8, align 4
  br label %61, !llvm.loop !9

71:                                               ; preds = %61
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i32 0, i32 0))
  store i32 0, i32* %9, align 4
  br label %73

73:                                               ; preds = %80, %71
  %74 = load i32, i32* %9, align 4
  %75 = icmp slt i32 %74, 4
  br i1 %75, label %76, label %83

76:                                               ; preds = %73
  %77 = getelementptr inbounds [3 x i16], [3 x i16]* %6, i32 0, i32 0
  %78 = call i32 @jrand48(i16* noundef %77) #4
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.12, i32 0, i32 0), i32 noundef %78)
  br label %80

80:                                               ; preds = %76
  %81 = load i32, i32* %9, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, i32* %9, align 4
  br label %73, !llvm.loop !10

83:                                               ; preds = %73
  %84 = getelementptr inbounds [3 x i16], [3 x i16]* %6, i32 0, i32 0
  %85 = load i16, i16* %84, align 2
  %86 = zext i16 %85 to i32
  %87 = getelementptr inbounds [3 x i16], [3 x i16]* %6, i32 0, i32 1
  %88 = load i16, i16* %87, align 2
  %89 = zext i16 %88 to i32
  %90 = getelementptr inbounds [3 x i16], [3 x i16]* %6, i32 0, i32 2
  %91 = load i16, i16* %90, align 2
  %92 = zext i16 %91 to i32
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.13, i32 0, i32 0), i32 noundef %86, i32 noundef %89, i32 noundef %92)
  call void @srand48(i32 noundef 12345) #4
  store double 0.000000e+00, double* %10, align 8
  store i32 0, i32* %11, align 4
  store i32 0, i32* %12, align 4
  br label %94

94:                                               ; preds = %106, %83
  %95 = load i32, i32* %12, align 4
  %96 = icmp slt i32 %95, 20000
  br i1 %96, label %97, label %109

97:                                               ; preds = %94
  %98 = call double @drand48() #4
  %99 = load double, double* %10, align 8
  %100 = fadd double %99, %98
  store double %100, double* %10, align 8
  %101 = call i32 @lrand48() #4
  %102 = call i32 @mrand48() #4
  %103 = xor i32 %101, %102
  %104 = load i32, i32* %11, align 4
  %105 = xor i32 %104, %103
  store i32 %105, i32* %11, align 4
  br label %106

106:                                              ; preds = %97
  %107 = load i32, i32* %12, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, i32* %12, align 4
  br label %94, !llvm.loop !11

109:                                              ; preds = %94
  %110 = load double, double* %10, align 8
  %111 = load i32, i32* %11, align 4
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.14, i32 0, i32 0), double noundef %110, i32 noundef %111)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  %6 = load i8*, i8** %2, align 4
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0), i8* noundef %6)
  store i32 0, i32* %3, align 4
  br label %8

8:                                                ; preds = %14, %1
  %9 = load i32, i32* %3, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %17

11:                                               ; preds = %8
  %12 = call double @drand48() #4
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), double noundef %12)
  br label %14

14:                                               ; preds = %11
  %15 = load i32, i32* %3, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* %3, align 4
  br label %8, !llvm.loop !12

17:                                               ; preds = %8
  store i32 0, i32* %4, align 4
  br label %18

18:                                               ; preds = %24, %17
  %19 = load i32, i32* %4, align 4
  %20 = icmp slt i32 %19, 4
  br i1 %20, label %21, label %27

21:                                               ; preds = %18
  %22 = call i32 @lrand48() #4
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), i32 noundef %22)
  br label %24

24:                                               ; preds = %21
  %25 = load i32, i32* %4, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %4, align 4
  br label %18, !llvm.loop !13

27:                                               ; preds = %18
  store i32 0, i32* %5, align 4
  br label %28

28:                                               ; preds = %34, %27
  %29 = load i32, i32* %5, align 4
  %30 = icmp slt i32 %29, 4
  br i1 %30, label %31, label %37

31:                                               ; preds = %28
  %32 = call i32 @mrand48() #4
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), i32 noundef %32)
  br label %34

34:                                               ; preds = %31
  %35 = load i32, i32* %5, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %5, align 4
  br label %28, !llvm.loop !14

37:                                               ; preds = %28
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i32 0, i32 0))
  ret void
}

; Function Attrs: nounwind
declare void @srand48(i32 noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: nounwind
declare i16* @seed48(i16* noundef) #1

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @lcong48(i16* noundef) #1

; Function Attrs: nounwind
declare double @erand48(i16* noundef) #1

; Function Attrs: nounwind
declare i32 @nrand48(i16* noundef) #1

; Function Attrs: nounwind
declare i32 @jrand48(i16* noundef) #1

; Function Attrs: nounwind
declare double @drand48() #1

; Function Attrs: nounwind
declare i32 @lrand48() #1

; Function Attrs: nounwind
declare i32 @mrand48() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
