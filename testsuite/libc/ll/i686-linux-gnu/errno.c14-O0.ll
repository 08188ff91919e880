; ModuleID = 'errno.c'
source_filename = "errno.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"%d: %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"-1: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"1000: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"strerror_r: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"getenv unset: %p\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"EHI_TEST_SURELY_UNSET\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"setenv: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"EHI_TEST_VAR\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"first\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"getenv: %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [31 x i8] c"setenv no overwrite: %d -> %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"second\00", align 1
@.str.12 = private unnamed_addr constant [57 x i8] c"setenv overwrite: %d -> %s (old pointer still reads %s)\0A\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"third\00", align 1
@.str.14 = private unnamed_addr constant [32 x i8] c"setenv empty value: %d -> [%s]\0A\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"EHI_TEST_EMPTY\00", align 1
@.str.16 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"BAD=NAME\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.19 = private unnamed_addr constant [30 x i8] c"setenv bad name: %d errno %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [32 x i8] c"setenv empty name: %d errno %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [21 x i8] c"getenv with '=': %p\0A\00", align 1
@.str.22 = private unnamed_addr constant [19 x i8] c"EHI_TEST_VAR=third\00", align 1
@.str.23 = private unnamed_addr constant [20 x i8] c"unsetenv: %d -> %p\0A\00", align 1
@.str.24 = private unnamed_addr constant [20 x i8] c"unsetenv again: %d\0A\00", align 1
@.str.25 = private unnamed_addr constant [4 x i8] c"A=B\00", align 1
@.str.26 = private unnamed_addr constant [32 x i8] c"unsetenv bad name: %d errno %d\0A\00", align 1
@.str.27 = private unnamed_addr constant [18 x i8] c"other kept: [%s]\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [64 x i8], align 1
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %7

7:                                                ; preds = %15, %0
  %8 = load i32, i32* %2, align 4
  %9 = icmp sle i32 %8, 134
  br i1 %9, label %10, label %18

10:                                               ; preds = %7
  %11 = load i32, i32* %2, align 4
  %12 = load i32, i32* %2, align 4
  %13 = call i8* @strerror(i32 noundef %12) #4
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i32 0, i32 0), i32 noundef %11, i8* noundef %13)
  br label %15

15:                                               ; preds = %10
  %16 = load i32, i32* %2, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* %2, align 4
  br label %7, !llvm.loop !7

18:                                               ; preds = %7
  %19 = call i8* @strerror(i32 noundef -1) #4
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i8* noundef %19)
  %21 = call i8* @strerror(i32 noundef 1000) #4
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i8* noundef %21)
  %23 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 0
  %24 = call i8* @strerror_r(i32 noundef 2, i8* noundef %23, i32 noundef 64) #4
  store i8* %24, i8** %4, align 4
  %25 = load i8*, i8** %4, align 4
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i8* noundef %25)
  %27 = call i32* @__errno_location() #5
  store i32 0, i32* %27, align 4
  %28 = call i8* @getenv(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i32 0, i32 0)) #4
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i32 0, i32 0), i8* noundef %28)
  %30 = call i32 @setenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i32 noundef 1) #4
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i32 noundef %30)
  %32 = call i8* @getenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0)) #4
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.9, i32 0, i32 0), i8* noundef %32)
  %34 = call i8* @getenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0)) #4
  store i8* %34, i8** %5, align 4
  %35 = call i32 @setenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0), i32 noundef 0) #4
  %36 = call i8* @getenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0)) #4
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.10, i32 0, i32 0), i32 noundef %35, i8* noundef %36)
  %38 = call i32 @setenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i32 0, i32 0), i32 noundef 1) #4
  %39 = call i8* @getenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0)) #4
  %40 = load i8*, i8** %5, align 4
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @.str.12, i32 0, i32 0), i32 noundef %38, i8* noundef %39, i8* noundef %40)
  %42 = call i32 @setenv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.15, i32 0, i32 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.16, i32 0, i32 0), i32 noundef 1) #4
  %43 = call i8* @getenv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.15, i32 0, i32 0)) #4
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.14, i32 0, i32 0), i32 noundef %42, i8* noundef %43)
  %45 = call i32* @__errno_location() #5
  store i32 0, i32* %45, align 4
  %46 = call i32 @setenv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.18, i32 0, i32 0), i32 noundef 1) #4
  store i32 %46, i32* %6, align 4
  %47 = load i32, i32* %6, align 4
  %48 = call i32* @__errno_location() #5
  %49 = load i32, i32* %48, align 4
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.19, i32 0, i32 0), i32 noundef %47, i32 noundef %49)
  %51 = call i32* @__errno_location() #5
  store i32 0, i32* %51, align 4
  %52 = call i32 @setenv(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.16, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.18, i32 0, i32 0), i32 noundef 1) #4
  store i32 %52, i32* %6, align 4
  %53 = load i32, i32* %6, align 4
  %54 = call i32* @__errno_location() #5
  %55 = load i32, i32* %54, align 4
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.20, i32 0, i32 0), i32 noundef %53, i32 noundef %55)
  %57 = call i8* @getenv(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.22, i32 0, i32 0)) #4
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.21, i32 0, i32 0), i8* noundef %57)
  %59 = call i32 @unsetenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0)) #4
  %60 = call i8* @getenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0)) #4
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.23, i32 0, i32 0), i32 noundef %59, i8* noundef %60)
  %62 = call i32 @unsetenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0)) #4
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.24, i32 0, i32 0), i32 noundef %62)
  %64 = call i32* @__errno_location() #5
  store i32 0, i32* %64, align 4
  %65 = call i32 @unsetenv(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.25, i32 0, i32 0)) #4
  store i32 %65, i32* %6, align 4
  %66 = load i32, i32* %6, align 4
  %67 = call i32* @__errno_location() #5
  %68 = load i32, i32* %67, align 4
  %69 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.26, i32 0, i32 0), i32 noundef %66, i32 noundef %68)
  %70 = call i8* @getenv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.15, i32 0, i32 0)) #4
  %71 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.27, i32 0, i32 0), i8* noundef %70)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nounwind
declare i8* @strerror(i32 noundef) #2

; Function Attrs: nounwind
declare i8* @strerror_r(i32 noundef, i8* noundef, i32 noundef) #2

; Function Attrs: nounwind readnone willreturn
declare i32* @__errno_location() #3

; Function Attrs: nounwind
declare i8* @getenv(i8* noundef) #2

; Function Attrs: nounwind
declare i32 @setenv(i8* noundef, i8* noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i32 @unsetenv(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind readnone willreturn }

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
