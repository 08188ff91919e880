; ModuleID = 'wide_stdio.c'
source_filename = "wide_stdio.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
@stdout = external global ptr, align 4
@.str.22 = private unnamed_addr constant [19 x i8] c"stdout before: %d\0A\00", align 1
@.str.23 = private unnamed_addr constant [31 x i8] c"printf on wide stdout is lost\0A\00", align 1
@.str.24 = private unnamed_addr constant [18 x i32] [i32 102, i32 112, i32 117, i32 116, i32 119, i32 115, i32 32, i32 111, i32 110, i32 32, i32 115, i32 116, i32 100, i32 111, i32 117, i32 116, i32 10, i32 0], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca [256 x i8], align 1
  %7 = alloca ptr, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  %10 = load i32, ptr %4, align 4
  %11 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 0
  %12 = load ptr, ptr %5, align 4
  %13 = getelementptr inbounds ptr, ptr %12, i32 2
  %14 = load ptr, ptr %13, align 4
  %15 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef %11, i32 noundef 256, ptr noundef @.str, ptr noundef %14) #4
  %16 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 0
  %17 = call noalias ptr @fopen(ptr noundef %16, ptr noundef @.str.1)
  store ptr %17, ptr %7, align 4
  %18 = load ptr, ptr %7, align 4
  %19 = icmp ne ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %2
  store i32 1, ptr %3, align 4
  br label %114

21:                                               ; preds = %2
  %22 = load ptr, ptr %7, align 4
  %23 = call i32 @fwide(ptr noundef %22, i32 noundef 0) #4
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %23)
  %25 = load ptr, ptr %7, align 4
  %26 = call i32 @fputwc(i32 noundef 65, ptr noundef %25)
  %27 = load ptr, ptr %7, align 4
  %28 = call i32 @fwide(ptr noundef %27, i32 noundef 0) #4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %26, i32 noundef %28)
  %30 = load ptr, ptr %7, align 4
  %31 = call i32 @fputc(i32 noundef 98, ptr noundef %30)
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %31)
  %33 = load ptr, ptr %7, align 4
  %34 = call i32 @fputs(ptr noundef @.str.6, ptr noundef %33)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %34)
  %36 = load ptr, ptr %7, align 4
  %37 = call i32 @fputws(ptr noundef @.str.8, ptr noundef %36)
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %37)
  %39 = call ptr @__errno_location() #5
  store i32 0, ptr %39, align 4
  %40 = load ptr, ptr %7, align 4
  %41 = call i32 @fputwc(i32 noundef 233, ptr noundef %40)
  store i32 %41, ptr %8, align 4
  %42 = load i32, ptr %8, align 4
  %43 = icmp eq i32 %42, -1
  %44 = zext i1 %43 to i64
  %45 = select i1 %43, ptr @.str.10, ptr @.str.11
  %46 = call ptr @__errno_location() #5
  %47 = load i32, ptr %46, align 4
  %48 = load ptr, ptr %7, align 4
  %49 = call i32 @ferror(ptr noundef %48) #4
  %50 = icmp ne i32 %49, 0
  %51 = zext i1 %50 to i32
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %45, i32 noundef %47, i32 noundef %51)
  %53 = load ptr, ptr %7, align 4
  call void @clearerr(ptr noundef %53) #4
  %54 = load ptr, ptr %7, align 4
  %55 = call i32 @putwc(i32 noundef 122, ptr noundef %54)
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %55)
  %57 = load ptr, ptr %7, align 4
  %58 = call i32 @fclose(ptr noundef %57)
  %59 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 0
  %60 = call noalias ptr @fopen(ptr noundef %59, ptr noundef @.str.13)
  store ptr %60, ptr %7, align 4
  %61 = load ptr, ptr %7, align 4
  %62 = call i32 @fwide(ptr noundef %61, i32 noundef -5) #4
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %62)
  %64 = load ptr, ptr %7, align 4
  %65 = call i32 @fgetwc(ptr noundef %64)
  %66 = icmp eq i32 %65, -1
  %67 = zext i1 %66 to i64
  %68 = select i1 %66, ptr @.str.10, ptr @.str.16
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %68)
  %70 = load ptr, ptr %7, align 4
  %71 = call i32 @fgetc(ptr noundef %70)
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %71)
  %73 = load ptr, ptr %7, align 4
  %74 = call i32 @fclose(ptr noundef %73)
  %75 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 0
  %76 = call noalias ptr @fopen(ptr noundef %75, ptr noundef @.str.13)
  store ptr %76, ptr %7, align 4
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  br label %78

78:                                               ; preds = %82, %21
  %79 = load ptr, ptr %7, align 4
  %80 = call i32 @getwc(ptr noundef %79)
  store i32 %80, ptr %9, align 4
  %81 = icmp ne i32 %80, -1
  br i1 %81, label %82, label %85

82:                                               ; preds = %78
  %83 = load i32, ptr %9, align 4
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %83)
  br label %78, !llvm.loop !7

85:                                               ; preds = %78
  %86 = load ptr, ptr %7, align 4
  %87 = call i32 @feof(ptr noundef %86) #4
  %88 = icmp ne i32 %87, 0
  %89 = zext i1 %88 to i32
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %89)
  %91 = load ptr, ptr %7, align 4
  call void @rewind(ptr noundef %91)
  %92 = load ptr, ptr %7, align 4
  %93 = call i32 @fgetwc(ptr noundef %92)
  store i32 %93, ptr %9, align 4
  %94 = load i32, ptr %9, align 4
  %95 = load ptr, ptr %7, align 4
  %96 = call i32 @ungetwc(i32 noundef %94, ptr noundef %95)
  %97 = load ptr, ptr %7, align 4
  %98 = call i32 @fgetwc(ptr noundef %97)
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %96, i32 noundef %98)
  %100 = load ptr, ptr %7, align 4
  %101 = call i32 @fclose(ptr noundef %100)
  %102 = load ptr, ptr @stdout, align 4
  %103 = call i32 @fflush(ptr noundef %102)
  %104 = load ptr, ptr @stdout, align 4
  %105 = call i32 @fwide(ptr noundef %104, i32 noundef 0) #4
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %105)
  %107 = load ptr, ptr @stdout, align 4
  %108 = call i32 @fflush(ptr noundef %107)
  %109 = call i32 @putwchar(i32 noundef 87)
  %110 = call i32 @putwchar(i32 noundef 10)
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.23)
  %112 = load ptr, ptr @stdout, align 4
  %113 = call i32 @fputws(ptr noundef @.str.24, ptr noundef %112)
  store i32 0, ptr %3, align 4
  br label %114

114:                                              ; preds = %85, %20
  %115 = load i32, ptr %3, align 4
  ret i32 %115
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i32 noundef, ptr noundef, ...) #1

declare noalias ptr @fopen(ptr noundef, ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare i32 @fwide(ptr noundef, i32 noundef) #1

declare i32 @fputwc(i32 noundef, ptr noundef) #2

declare i32 @fputc(i32 noundef, ptr noundef) #2

declare i32 @fputs(ptr noundef, ptr noundef) #2

declare i32 @fputws(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__errno_location() #3

; Function Attrs: nounwind
declare i32 @ferror(ptr noundef) #1

; Function Attrs: nounwind
declare void @clearerr(ptr noundef) #1

declare i32 @putwc(i32 noundef, ptr noundef) #2

declare i32 @fclose(ptr noundef) #2

declare i32 @fgetwc(ptr noundef) #2

declare i32 @fgetc(ptr noundef) #2

declare i32 @getwc(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @feof(ptr noundef) #1

declare void @rewind(ptr noundef) #2

declare i32 @ungetwc(i32 noundef, ptr noundef) #2

declare i32 @fflush(ptr noundef) #2

declare i32 @putwchar(i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind willreturn memory(none) }

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
