; ModuleID = 'stdin_read.c'
source_filename = "stdin_read.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [12 x i8] c"first '%c'\0A\00", align 1
@stdin = external global %struct._IO_FILE*, align 8
@.str.1 = private unnamed_addr constant [9 x i8] c"line: %s\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"fread %zu '%s'\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"getline %zd, capacity %zu: %s\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"getdelim %zd: '%s'\0A\00", align 1
@.str.5 = private unnamed_addr constant [32 x i8] c"long getline %zd, capacity %zu\0A\00", align 1
@.str.6 = private unnamed_addr constant [36 x i8] c"rest: %d chars, %d lines, %d words\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"feof %d, getchar %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [38 x i8] c"getline at the end %zd, capacity %zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [32 x i8], align 16
  %4 = alloca [6 x i8], align 1
  %5 = alloca i8*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %12 = call i32 @getchar()
  store i32 %12, i32* %2, align 4
  %13 = load i32, i32* %2, align 4
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %13)
  %15 = load i32, i32* %2, align 4
  %16 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %17 = call i32 @ungetc(i32 noundef %15, %struct._IO_FILE* noundef %16)
  %18 = getelementptr inbounds [32 x i8], [32 x i8]* %3, i64 0, i64 0
  %19 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %20 = call i8* @fgets(i8* noundef %18, i32 noundef 32, %struct._IO_FILE* noundef %19)
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i8* noundef %20)
  %22 = bitcast [6 x i8]* %4 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 1 %22, i8 0, i64 6, i1 false)
  %23 = getelementptr inbounds [6 x i8], [6 x i8]* %4, i64 0, i64 0
  %24 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %25 = call i64 @fread(i8* noundef %23, i64 noundef 1, i64 noundef 5, %struct._IO_FILE* noundef %24)
  %26 = getelementptr inbounds [6 x i8], [6 x i8]* %4, i64 0, i64 0
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i64 noundef %25, i8* noundef %26)
  store i8* null, i8** %5, align 8
  store i64 0, i64* %6, align 8
  %28 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %29 = call i64 @getline(i8** noundef %5, i64* noundef %6, %struct._IO_FILE* noundef %28)
  store i64 %29, i64* %7, align 8
  %30 = load i64, i64* %7, align 8
  %31 = load i64, i64* %6, align 8
  %32 = load i8*, i8** %5, align 8
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.3, i64 0, i64 0), i64 noundef %30, i64 noundef %31, i8* noundef %32)
  %34 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %35 = call i64 @getdelim(i8** noundef %5, i64* noundef %6, i32 noundef 32, %struct._IO_FILE* noundef %34)
  store i64 %35, i64* %7, align 8
  %36 = load i64, i64* %7, align 8
  %37 = load i8*, i8** %5, align 8
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), i64 noundef %36, i8* noundef %37)
  %39 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %40 = call i64 @getline(i8** noundef %5, i64* noundef %6, %struct._IO_FILE* noundef %39)
  store i64 %40, i64* %7, align 8
  %41 = load i64, i64* %7, align 8
  %42 = load i64, i64* %6, align 8
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.5, i64 0, i64 0), i64 noundef %41, i64 noundef %42)
  %44 = load i8*, i8** %5, align 8
  call void @free(i8* noundef %44) #4
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  store i32 0, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %45

45:                                               ; preds = %71, %0
  %46 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %47 = call i32 @getc(%struct._IO_FILE* noundef %46)
  store i32 %47, i32* %2, align 4
  %48 = icmp ne i32 %47, -1
  br i1 %48, label %49, label %72

49:                                               ; preds = %45
  %50 = load i32, i32* %11, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %11, align 4
  %52 = load i32, i32* %2, align 4
  %53 = icmp eq i32 %52, 10
  br i1 %53, label %54, label %57

54:                                               ; preds = %49
  %55 = load i32, i32* %9, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, i32* %9, align 4
  br label %57

57:                                               ; preds = %54, %49
  %58 = load i32, i32* %2, align 4
  %59 = icmp eq i32 %58, 32
  br i1 %59, label %63, label %60

60:                                               ; preds = %57
  %61 = load i32, i32* %2, align 4
  %62 = icmp eq i32 %61, 10
  br i1 %62, label %63, label %64

63:                                               ; preds = %60, %57
  store i32 0, i32* %10, align 4
  br label %71

64:                                               ; preds = %60
  %65 = load i32, i32* %10, align 4
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %70, label %67

67:                                               ; preds = %64
  store i32 1, i32* %10, align 4
  %68 = load i32, i32* %8, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %8, align 4
  br label %70

70:                                               ; preds = %67, %64
  br label %71

71:                                               ; preds = %70, %63
  br label %45, !llvm.loop !6

72:                                               ; preds = %45
  %73 = load i32, i32* %11, align 4
  %74 = load i32, i32* %9, align 4
  %75 = load i32, i32* %8, align 4
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.6, i64 0, i64 0), i32 noundef %73, i32 noundef %74, i32 noundef %75)
  %77 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %78 = call i32 @feof(%struct._IO_FILE* noundef %77) #4
  %79 = icmp ne i32 %78, 0
  %80 = zext i1 %79 to i32
  %81 = call i32 @getchar()
  %82 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef %80, i32 noundef %81)
  store i8* null, i8** %5, align 8
  store i64 0, i64* %6, align 8
  %83 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %84 = call i64 @getline(i8** noundef %5, i64* noundef %6, %struct._IO_FILE* noundef %83)
  %85 = load i64, i64* %6, align 8
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.8, i64 0, i64 0), i64 noundef %84, i64 noundef %85)
  %87 = load i8*, i8** %5, align 8
  call void @free(i8* noundef %87) #4
  ret i32 0
}

declare i32 @getchar() #1

declare i32 @printf(i8* noundef, ...) #1

declare i32 @ungetc(i32 noundef, %struct._IO_FILE* noundef) #1

declare i8* @fgets(i8* noundef, i32 noundef, %struct._IO_FILE* noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

declare i64 @fread(i8* noundef, i64 noundef, i64 noundef, %struct._IO_FILE* noundef) #1

declare i64 @getline(i8** noundef, i64* noundef, %struct._IO_FILE* noundef) #1

declare i64 @getdelim(i8** noundef, i64* noundef, i32 noundef, %struct._IO_FILE* noundef) #1

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

declare i32 @getc(%struct._IO_FILE* noundef) #1

; Function Attrs: nounwind
declare i32 @feof(%struct._IO_FILE* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
