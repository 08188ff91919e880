; ModuleID = 'wide_stdio.c'
source_filename = "wide_stdio.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [12 x i8] c"%s/wide.txt\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"w\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"new stream: fwide %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"fputwc 'A': %d, now %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"fputc on it: %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"fputs on it: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"bytes\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"fputws: %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i32] [i32 119, i32 105, i32 100, i32 101, i32 32, i32 108, i32 105, i32 110, i32 101, i32 10, i32 0], align 4
@.str.9 = private unnamed_addr constant [38 x i8] c"fputwc 0xe9: %s, errno %d, ferror %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"WEOF\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"putwc 'z': %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"fwide(f, -5): %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [29 x i8] c"fgetwc on a byte stream: %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [7 x i8] c"a char\00", align 1
@.str.17 = private unnamed_addr constant [13 x i8] c"fgetc: '%c'\0A\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"read wide:\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.20 = private unnamed_addr constant [22 x i8] c"\0Aat the end: feof %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [23 x i8] c"ungetwc: %d, again %d\0A\00", align 1
@stdout = external global %struct._IO_FILE*, align 8
@.str.22 = private unnamed_addr constant [19 x i8] c"stdout before: %d\0A\00", align 1
@.str.23 = private unnamed_addr constant [31 x i8] c"printf on wide stdout is lost\0A\00", align 1
@.str.24 = private unnamed_addr constant [18 x i32] [i32 102, i32 112, i32 117, i32 116, i32 119, i32 115, i32 32, i32 111, i32 110, i32 32, i32 115, i32 116, i32 100, i32 111, i32 117, i32 116, i32 10, i32 0], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca [256 x i8], align 16
  %7 = alloca %struct._IO_FILE*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  store i8** %1, i8*** %5, align 8
  %10 = load i32, i32* %4, align 4
  %11 = getelementptr inbounds [256 x i8], [256 x i8]* %6, i64 0, i64 0
  %12 = load i8**, i8*** %5, align 8
  %13 = getelementptr inbounds i8*, i8** %12, i64 2
  %14 = load i8*, i8** %13, align 8
  %15 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %11, i64 noundef 256, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i8* noundef %14) #4
  %16 = getelementptr inbounds [256 x i8], [256 x i8]* %6, i64 0, i64 0
  %17 = call noalias %struct._IO_FILE* @fopen(i8* noundef %16, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0))
  store %struct._IO_FILE* %17, %struct._IO_FILE** %7, align 8
  %18 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %19 = icmp ne %struct._IO_FILE* %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %2
  store i32 1, i32* %3, align 4
  br label %114

21:                                               ; preds = %2
  %22 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %23 = call i32 @fwide(%struct._IO_FILE* noundef %22, i32 noundef 0) #4
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0), i32 noundef %23)
  %25 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %26 = call i32 @fputwc(i32 noundef 65, %struct._IO_FILE* noundef %25)
  %27 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %28 = call i32 @fwide(%struct._IO_FILE* noundef %27, i32 noundef 0) #4
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.3, i64 0, i64 0), i32 noundef %26, i32 noundef %28)
  %30 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %31 = call i32 @fputc(i32 noundef 98, %struct._IO_FILE* noundef %30)
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %31)
  %33 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %34 = call i32 @fputs(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i64 0, i64 0), %struct._IO_FILE* noundef %33)
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef %34)
  %36 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %37 = call i32 @fputws(i32* noundef getelementptr inbounds ([11 x i32], [11 x i32]* @.str.8, i64 0, i64 0), %struct._IO_FILE* noundef %36)
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i64 0, i64 0), i32 noundef %37)
  %39 = call i32* @__errno_location() #5
  store i32 0, i32* %39, align 4
  %40 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %41 = call i32 @fputwc(i32 noundef 233, %struct._IO_FILE* noundef %40)
  store i32 %41, i32* %8, align 4
  %42 = load i32, i32* %8, align 4
  %43 = icmp eq i32 %42, -1
  %44 = zext i1 %43 to i64
  %45 = select i1 %43, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.11, i64 0, i64 0)
  %46 = call i32* @__errno_location() #5
  %47 = load i32, i32* %46, align 4
  %48 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %49 = call i32 @ferror(%struct._IO_FILE* noundef %48) #4
  %50 = icmp ne i32 %49, 0
  %51 = zext i1 %50 to i32
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.9, i64 0, i64 0), i8* noundef %45, i32 noundef %47, i32 noundef %51)
  %53 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  call void @clearerr(%struct._IO_FILE* noundef %53) #4
  %54 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %55 = call i32 @putwc(i32 noundef 122, %struct._IO_FILE* noundef %54)
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i32 noundef %55)
  %57 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %58 = call i32 @fclose(%struct._IO_FILE* noundef %57)
  %59 = getelementptr inbounds [256 x i8], [256 x i8]* %6, i64 0, i64 0
  %60 = call noalias %struct._IO_FILE* @fopen(i8* noundef %59, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.13, i64 0, i64 0))
  store %struct._IO_FILE* %60, %struct._IO_FILE** %7, align 8
  %61 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %62 = call i32 @fwide(%struct._IO_FILE* noundef %61, i32 noundef -5) #4
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i64 0, i64 0), i32 noundef %62)
  %64 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %65 = call i32 @fgetwc(%struct._IO_FILE* noundef %64)
  %66 = icmp eq i32 %65, -1
  %67 = zext i1 %66 to i64
  %68 = select i1 %66, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0)
  %69 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.15, i64 0, i64 0), i8* noundef %68)
  %70 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %71 = call i32 @fgetc(%struct._IO_FILE* noundef %70)
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.17, i64 0, i64 0), i32 noundef %71)
  %73 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %74 = call i32 @fclose(%struct._IO_FILE* noundef %73)
  %75 = getelementptr inbounds [256 x i8], [256 x i8]* %6, i64 0, i64 0
  %76 = call noalias %struct._IO_FILE* @fopen(i8* noundef %75, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.13, i64 0, i64 0))
  store %struct._IO_FILE* %76, %struct._IO_FILE** %7, align 8
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.18, i64 0, i64 0))
  br label %78

78:                                               ; preds = %82, %21
  %79 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %80 = call i32 @getwc(%struct._IO_FILE* noundef %79)
  store i32 %80, i32* %9, align 4
  %81 = icmp ne i32 %80, -1
  br i1 %81, label %82, label %85

82:                                               ; preds = %78
  %83 = load i32, i32* %9, align 4
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), i32 noundef %83)
  br label %78, !llvm.loop !6

85:                                               ; preds = %78
  %86 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %87 = call i32 @feof(%struct._IO_FILE* noundef %86) #4
  %88 = icmp ne i32 %87, 0
  %89 = zext i1 %88 to i32
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.20, i64 0, i64 0), i32 noundef %89)
  %91 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  call void @rewind(%struct._IO_FILE* noundef %91)
  %92 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %93 = call i32 @fgetwc(%struct._IO_FILE* noundef %92)
  store i32 %93, i32* %9, align 4
  %94 = load i32, i32* %9, align 4
  %95 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %96 = call i32 @ungetwc(i32 noundef %94, %struct._IO_FILE* noundef %95)
  %97 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %98 = call i32 @fgetwc(%struct._IO_FILE* noundef %97)
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.21, i64 0, i64 0), i32 noundef %96, i32 noundef %98)
  %100 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8
  %101 = call i32 @fclose(%struct._IO_FILE* noundef %100)
  %102 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %103 = call i32 @fflush(%struct._IO_FILE* noundef %102)
  %104 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %105 = call i32 @fwide(%struct._IO_FILE* noundef %104, i32 noundef 0) #4
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.22, i64 0, i64 0), i32 noundef %105)
  %107 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %108 = call i32 @fflush(%struct._IO_FILE* noundef %107)
  %109 = call i32 @putwchar(i32 noundef 87)
  %110 = call i32 @putwchar(i32 noundef 10)
  %111 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.23, i64 0, i64 0))
  %112 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %113 = call i32 @fputws(i32* noundef getelementptr inbounds ([18 x i32], [18 x i32]* @.str.24, i64 0, i64 0), %struct._IO_FILE* noundef %112)
  store i32 0, i32* %3, align 4
  br label %114

114:                                              ; preds = %85, %20
  %115 = load i32, i32* %3, align 4
  ret i32 %115
}

; Function Attrs: nounwind
declare i32 @snprintf(i8* noundef, i64 noundef, i8* noundef, ...) #1

declare noalias %struct._IO_FILE* @fopen(i8* noundef, i8* noundef) #2

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare i32 @fwide(%struct._IO_FILE* noundef, i32 noundef) #1

declare i32 @fputwc(i32 noundef, %struct._IO_FILE* noundef) #2

declare i32 @fputc(i32 noundef, %struct._IO_FILE* noundef) #2

declare i32 @fputs(i8* noundef, %struct._IO_FILE* noundef) #2

declare i32 @fputws(i32* noundef, %struct._IO_FILE* noundef) #2

; Function Attrs: nounwind readnone willreturn
declare i32* @__errno_location() #3

; Function Attrs: nounwind
declare i32 @ferror(%struct._IO_FILE* noundef) #1

; Function Attrs: nounwind
declare void @clearerr(%struct._IO_FILE* noundef) #1

declare i32 @putwc(i32 noundef, %struct._IO_FILE* noundef) #2

declare i32 @fclose(%struct._IO_FILE* noundef) #2

declare i32 @fgetwc(%struct._IO_FILE* noundef) #2

declare i32 @fgetc(%struct._IO_FILE* noundef) #2

declare i32 @getwc(%struct._IO_FILE* noundef) #2

; Function Attrs: nounwind
declare i32 @feof(%struct._IO_FILE* noundef) #1

declare void @rewind(%struct._IO_FILE* noundef) #2

declare i32 @ungetwc(i32 noundef, %struct._IO_FILE* noundef) #2

declare i32 @fflush(%struct._IO_FILE* noundef) #2

declare i32 @putwchar(i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
