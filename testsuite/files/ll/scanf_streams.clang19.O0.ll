; ModuleID = 'scanf_streams.c'
source_filename = "scanf_streams.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [10 x i8] c"%15s %15s\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"scanf %d: %s %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"then getchar '%c'\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"%15s\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"vscanf %d: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"%s/lines.txt\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"%31s\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"fscanf word %d: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"%31[^\0A]\00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"vfscanf %d: [%s]\0A\00", align 1
@.str.11 = private unnamed_addr constant [29 x i8] c"words %d, at the end: %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"scanf int %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca [16 x i8], align 16
  %7 = alloca [16 x i8], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [256 x i8], align 16
  %11 = alloca ptr, align 8
  %12 = alloca [32 x i8], align 16
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %15 = load i32, ptr %4, align 4
  %16 = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 0
  %17 = getelementptr inbounds [16 x i8], ptr %7, i64 0, i64 0
  %18 = call i32 (ptr, ...) @__isoc99_scanf(ptr noundef @.str, ptr noundef %16, ptr noundef %17)
  store i32 %18, ptr %8, align 4
  %19 = load i32, ptr %8, align 4
  %20 = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 0
  %21 = getelementptr inbounds [16 x i8], ptr %7, i64 0, i64 0
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %19, ptr noundef %20, ptr noundef %21)
  %23 = call i32 @getchar()
  store i32 %23, ptr %9, align 4
  %24 = load i32, ptr %9, align 4
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %24)
  %26 = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 0
  %27 = call i32 (ptr, ...) @my_vscanf(ptr noundef @.str.3, ptr noundef %26)
  store i32 %27, ptr %8, align 4
  %28 = load i32, ptr %8, align 4
  %29 = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 0
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %28, ptr noundef %29)
  %31 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 0
  %32 = load ptr, ptr %5, align 8
  %33 = getelementptr inbounds ptr, ptr %32, i64 1
  %34 = load ptr, ptr %33, align 8
  %35 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %31, i64 noundef 256, ptr noundef @.str.5, ptr noundef %34) #4
  %36 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 0
  %37 = call noalias ptr @fopen(ptr noundef %36, ptr noundef @.str.6)
  store ptr %37, ptr %11, align 8
  %38 = load ptr, ptr %11, align 8
  %39 = icmp ne ptr %38, null
  br i1 %39, label %41, label %40

40:                                               ; preds = %2
  store i32 1, ptr %3, align 4
  br label %102

41:                                               ; preds = %2
  store i32 0, ptr %13, align 4
  br label %42

42:                                               ; preds = %52, %41
  %43 = load ptr, ptr %11, align 8
  %44 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %45 = call i32 (ptr, ptr, ...) @__isoc99_fscanf(ptr noundef %43, ptr noundef @.str.7, ptr noundef %44)
  store i32 %45, ptr %8, align 4
  %46 = icmp eq i32 %45, 1
  br i1 %46, label %47, label %50

47:                                               ; preds = %42
  %48 = load i32, ptr %13, align 4
  %49 = icmp slt i32 %48, 3
  br label %50

50:                                               ; preds = %47, %42
  %51 = phi i1 [ false, %42 ], [ %49, %47 ]
  br i1 %51, label %52, label %57

52:                                               ; preds = %50
  %53 = load i32, ptr %13, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %13, align 4
  %55 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %53, ptr noundef %55)
  br label %42, !llvm.loop !6

57:                                               ; preds = %50
  %58 = load ptr, ptr %11, align 8
  %59 = call i32 @fgetc(ptr noundef %58)
  store i32 %59, ptr %9, align 4
  %60 = load i32, ptr %9, align 4
  %61 = load ptr, ptr %11, align 8
  %62 = call i32 @ungetc(i32 noundef %60, ptr noundef %61)
  %63 = load ptr, ptr %11, align 8
  %64 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %65 = call i32 (ptr, ptr, ...) @my_vfscanf(ptr noundef %63, ptr noundef @.str.9, ptr noundef %64)
  store i32 %65, ptr %8, align 4
  %66 = load i32, ptr %8, align 4
  %67 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %66, ptr noundef %67)
  br label %69

69:                                               ; preds = %74, %57
  %70 = load ptr, ptr %11, align 8
  %71 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %72 = call i32 (ptr, ptr, ...) @__isoc99_fscanf(ptr noundef %70, ptr noundef @.str.7, ptr noundef %71)
  %73 = icmp eq i32 %72, 1
  br i1 %73, label %74, label %77

74:                                               ; preds = %69
  %75 = load i32, ptr %13, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %13, align 4
  br label %69, !llvm.loop !8

77:                                               ; preds = %69
  %78 = load i32, ptr %13, align 4
  %79 = load ptr, ptr %11, align 8
  %80 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 0
  %81 = call i32 (ptr, ptr, ...) @__isoc99_fscanf(ptr noundef %79, ptr noundef @.str.7, ptr noundef %80)
  %82 = load ptr, ptr %11, align 8
  %83 = call i32 @feof(ptr noundef %82) #4
  %84 = icmp ne i32 %83, 0
  %85 = zext i1 %84 to i32
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %78, i32 noundef %81, i32 noundef %85)
  %87 = load ptr, ptr %11, align 8
  %88 = call i32 @fclose(ptr noundef %87)
  store i32 -1, ptr %14, align 4
  br label %89

89:                                               ; preds = %97, %77
  %90 = call i32 (ptr, ...) @__isoc99_scanf(ptr noundef @.str.12, ptr noundef %14)
  store i32 %90, ptr %8, align 4
  %91 = icmp eq i32 %90, 0
  br i1 %91, label %92, label %95

92:                                               ; preds = %89
  %93 = call i32 @getchar()
  %94 = icmp ne i32 %93, -1
  br label %95

95:                                               ; preds = %92, %89
  %96 = phi i1 [ false, %89 ], [ %94, %92 ]
  br i1 %96, label %97, label %98

97:                                               ; preds = %95
  br label %89, !llvm.loop !9

98:                                               ; preds = %95
  %99 = load i32, ptr %8, align 4
  %100 = load i32, ptr %14, align 4
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %99, i32 noundef %100)
  store i32 0, ptr %3, align 4
  br label %102

102:                                              ; preds = %98, %40
  %103 = load i32, ptr %3, align 4
  ret i32 %103
}

declare i32 @__isoc99_scanf(ptr noundef, ...) #1

declare i32 @printf(ptr noundef, ...) #1

declare i32 @getchar() #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @my_vscanf(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %5)
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %8 = call i32 @__isoc99_vscanf(ptr noundef %6, ptr noundef %7)
  store i32 %8, ptr %4, align 4
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %9)
  %10 = load i32, ptr %4, align 4
  ret i32 %10
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

declare noalias ptr @fopen(ptr noundef, ptr noundef) #1

declare i32 @__isoc99_fscanf(ptr noundef, ptr noundef, ...) #1

declare i32 @fgetc(ptr noundef) #1

declare i32 @ungetc(i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @my_vfscanf(ptr noundef %0, ptr noundef %1, ...) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %7)
  %8 = load ptr, ptr %3, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0
  %11 = call i32 @__isoc99_vfscanf(ptr noundef %8, ptr noundef %9, ptr noundef %10)
  store i32 %11, ptr %6, align 4
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %12)
  %13 = load i32, ptr %6, align 4
  ret i32 %13
}

; Function Attrs: nounwind
declare i32 @feof(ptr noundef) #2

declare i32 @fclose(ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

declare i32 @__isoc99_vscanf(ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

declare i32 @__isoc99_vfscanf(ptr noundef, ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

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
