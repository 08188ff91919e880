; ModuleID = 'scanf_streams.c'
source_filename = "scanf_streams.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

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
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca [16 x i8], align 16
  %7 = alloca [16 x i8], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [256 x i8], align 16
  %11 = alloca %struct._IO_FILE*, align 8
  %12 = alloca [32 x i8], align 16
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  store i8** %1, i8*** %5, align 8
  %15 = load i32, i32* %4, align 4
  %16 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 0
  %17 = getelementptr inbounds [16 x i8], [16 x i8]* %7, i64 0, i64 0
  %18 = call i32 (i8*, ...) @__isoc99_scanf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i8* noundef %16, i8* noundef %17)
  store i32 %18, i32* %8, align 4
  %19 = load i32, i32* %8, align 4
  %20 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 0
  %21 = getelementptr inbounds [16 x i8], [16 x i8]* %7, i64 0, i64 0
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef %19, i8* noundef %20, i8* noundef %21)
  %23 = call i32 @getchar()
  store i32 %23, i32* %9, align 4
  %24 = load i32, i32* %9, align 4
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i32 noundef %24)
  %26 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 0
  %27 = call i32 (i8*, ...) @my_vscanf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i8* noundef %26)
  store i32 %27, i32* %8, align 4
  %28 = load i32, i32* %8, align 4
  %29 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 0
  %30 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), i32 noundef %28, i8* noundef %29)
  %31 = getelementptr inbounds [256 x i8], [256 x i8]* %10, i64 0, i64 0
  %32 = load i8**, i8*** %5, align 8
  %33 = getelementptr inbounds i8*, i8** %32, i64 1
  %34 = load i8*, i8** %33, align 8
  %35 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %31, i64 noundef 256, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i64 0, i64 0), i8* noundef %34) #4
  %36 = getelementptr inbounds [256 x i8], [256 x i8]* %10, i64 0, i64 0
  %37 = call noalias %struct._IO_FILE* @fopen(i8* noundef %36, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  store %struct._IO_FILE* %37, %struct._IO_FILE** %11, align 8
  %38 = load %struct._IO_FILE*, %struct._IO_FILE** %11, align 8
  %39 = icmp ne %struct._IO_FILE* %38, null
  br i1 %39, label %41, label %40

40:                                               ; preds = %2
  store i32 1, i32* %3, align 4
  br label %102

41:                                               ; preds = %2
  store i32 0, i32* %13, align 4
  br label %42

42:                                               ; preds = %52, %41
  %43 = load %struct._IO_FILE*, %struct._IO_FILE** %11, align 8
  %44 = getelementptr inbounds [32 x i8], [32 x i8]* %12, i64 0, i64 0
  %45 = call i32 (%struct._IO_FILE*, i8*, ...) @__isoc99_fscanf(%struct._IO_FILE* noundef %43, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), i8* noundef %44)
  store i32 %45, i32* %8, align 4
  %46 = icmp eq i32 %45, 1
  br i1 %46, label %47, label %50

47:                                               ; preds = %42
  %48 = load i32, i32* %13, align 4
  %49 = icmp slt i32 %48, 3
  br label %50

50:                                               ; preds = %47, %42
  %51 = phi i1 [ false, %42 ], [ %49, %47 ]
  br i1 %51, label %52, label %57

52:                                               ; preds = %50
  %53 = load i32, i32* %13, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %13, align 4
  %55 = getelementptr inbounds [32 x i8], [32 x i8]* %12, i64 0, i64 0
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i64 0, i64 0), i32 noundef %53, i8* noundef %55)
  br label %42, !llvm.loop !6

57:                                               ; preds = %50
  %58 = load %struct._IO_FILE*, %struct._IO_FILE** %11, align 8
  %59 = call i32 @fgetc(%struct._IO_FILE* noundef %58)
  store i32 %59, i32* %9, align 4
  %60 = load i32, i32* %9, align 4
  %61 = load %struct._IO_FILE*, %struct._IO_FILE** %11, align 8
  %62 = call i32 @ungetc(i32 noundef %60, %struct._IO_FILE* noundef %61)
  %63 = load %struct._IO_FILE*, %struct._IO_FILE** %11, align 8
  %64 = getelementptr inbounds [32 x i8], [32 x i8]* %12, i64 0, i64 0
  %65 = call i32 (%struct._IO_FILE*, i8*, ...) @my_vfscanf(%struct._IO_FILE* noundef %63, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i64 0, i64 0), i8* noundef %64)
  store i32 %65, i32* %8, align 4
  %66 = load i32, i32* %8, align 4
  %67 = getelementptr inbounds [32 x i8], [32 x i8]* %12, i64 0, i64 0
  %68 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.10, i64 0, i64 0), i32 noundef %66, i8* noundef %67)
  br label %69

69:                                               ; preds = %74, %57
  %70 = load %struct._IO_FILE*, %struct._IO_FILE** %11, align 8
  %71 = getelementptr inbounds [32 x i8], [32 x i8]* %12, i64 0, i64 0
  %72 = call i32 (%struct._IO_FILE*, i8*, ...) @__isoc99_fscanf(%struct._IO_FILE* noundef %70, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), i8* noundef %71)
  %73 = icmp eq i32 %72, 1
  br i1 %73, label %74, label %77

74:                                               ; preds = %69
  %75 = load i32, i32* %13, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, i32* %13, align 4
  br label %69, !llvm.loop !8

77:                                               ; preds = %69
  %78 = load i32, i32* %13, align 4
  %79 = load %struct._IO_FILE*, %struct._IO_FILE** %11, align 8
  %80 = getelementptr inbounds [32 x i8], [32 x i8]* %12, i64 0, i64 0
  %81 = call i32 (%struct._IO_FILE*, i8*, ...) @__isoc99_fscanf(%struct._IO_FILE* noundef %79, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), i8* noundef %80)
  %82 = load %struct._IO_FILE*, %struct._IO_FILE** %11, align 8
  %83 = call i32 @feof(%struct._IO_FILE* noundef %82) #4
  %84 = icmp ne i32 %83, 0
  %85 = zext i1 %84 to i32
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.11, i64 0, i64 0), i32 noundef %78, i32 noundef %81, i32 noundef %85)
  %87 = load %struct._IO_FILE*, %struct._IO_FILE** %11, align 8
  %88 = call i32 @fclose(%struct._IO_FILE* noundef %87)
  store i32 -1, i32* %14, align 4
  br label %89

89:                                               ; preds = %97, %77
  %90 = call i32 (i8*, ...) @__isoc99_scanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), i32* noundef %14)
  store i32 %90, i32* %8, align 4
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
  %99 = load i32, i32* %8, align 4
  %100 = load i32, i32* %14, align 4
  %101 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.13, i64 0, i64 0), i32 noundef %99, i32 noundef %100)
  store i32 0, i32* %3, align 4
  br label %102

102:                                              ; preds = %98, %40
  %103 = load i32, i32* %3, align 4
  ret i32 %103
}

declare i32 @__isoc99_scanf(i8* noundef, ...) #1

declare i32 @printf(i8* noundef, ...) #1

declare i32 @getchar() #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @my_vscanf(i8* noundef %0, ...) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %6 = bitcast %struct.__va_list_tag* %5 to i8*
  call void @llvm.va_start(i8* %6)
  %7 = load i8*, i8** %2, align 8
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %9 = call i32 @__isoc99_vscanf(i8* noundef %7, %struct.__va_list_tag* noundef %8)
  store i32 %9, i32* %4, align 4
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %11 = bitcast %struct.__va_list_tag* %10 to i8*
  call void @llvm.va_end(i8* %11)
  %12 = load i32, i32* %4, align 4
  ret i32 %12
}

; Function Attrs: nounwind
declare i32 @snprintf(i8* noundef, i64 noundef, i8* noundef, ...) #2

declare noalias %struct._IO_FILE* @fopen(i8* noundef, i8* noundef) #1

declare i32 @__isoc99_fscanf(%struct._IO_FILE* noundef, i8* noundef, ...) #1

declare i32 @fgetc(%struct._IO_FILE* noundef) #1

declare i32 @ungetc(i32 noundef, %struct._IO_FILE* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @my_vfscanf(%struct._IO_FILE* noundef %0, i8* noundef %1, ...) #0 {
  %3 = alloca %struct._IO_FILE*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  %6 = alloca i32, align 4
  store %struct._IO_FILE* %0, %struct._IO_FILE** %3, align 8
  store i8* %1, i8** %4, align 8
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %8 = bitcast %struct.__va_list_tag* %7 to i8*
  call void @llvm.va_start(i8* %8)
  %9 = load %struct._IO_FILE*, %struct._IO_FILE** %3, align 8
  %10 = load i8*, i8** %4, align 8
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %12 = call i32 @__isoc99_vfscanf(%struct._IO_FILE* noundef %9, i8* noundef %10, %struct.__va_list_tag* noundef %11)
  store i32 %12, i32* %6, align 4
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %14 = bitcast %struct.__va_list_tag* %13 to i8*
  call void @llvm.va_end(i8* %14)
  %15 = load i32, i32* %6, align 4
  ret i32 %15
}

; Function Attrs: nounwind
declare i32 @feof(%struct._IO_FILE* noundef) #2

declare i32 @fclose(%struct._IO_FILE* noundef) #1

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #3

declare i32 @__isoc99_vscanf(i8* noundef, %struct.__va_list_tag* noundef) #1

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #3

declare i32 @__isoc99_vfscanf(%struct._IO_FILE* noundef, i8* noundef, %struct.__va_list_tag* noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind willreturn }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
