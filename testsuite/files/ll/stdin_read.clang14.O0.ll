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
@stdout = external global %struct._IO_FILE*, align 8
@.str.6 = private unnamed_addr constant [18 x i8] c"feof_unlocked %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [36 x i8] c"rest: %d chars, %d lines, %d words\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"feof %d, getchar %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [38 x i8] c"getline at the end %zd, capacity %zu\0A\00", align 1

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
  %12 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %13 = call i32 @getchar()
  store i32 %13, i32* %2, align 4
  %14 = load i32, i32* %2, align 4
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %14)
  %16 = load i32, i32* %2, align 4
  %17 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %18 = call i32 @ungetc(i32 noundef %16, %struct._IO_FILE* noundef %17)
  %19 = getelementptr inbounds [32 x i8], [32 x i8]* %3, i64 0, i64 0
  %20 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %21 = call i8* @fgets(i8* noundef %19, i32 noundef 32, %struct._IO_FILE* noundef %20)
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i8* noundef %21)
  %23 = bitcast [6 x i8]* %4 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 1 %23, i8 0, i64 6, i1 false)
  %24 = getelementptr inbounds [6 x i8], [6 x i8]* %4, i64 0, i64 0
  %25 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %26 = call i64 @fread(i8* noundef %24, i64 noundef 1, i64 noundef 5, %struct._IO_FILE* noundef %25)
  %27 = getelementptr inbounds [6 x i8], [6 x i8]* %4, i64 0, i64 0
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i64 noundef %26, i8* noundef %27)
  store i8* null, i8** %5, align 8
  store i64 0, i64* %6, align 8
  %29 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %30 = call i64 @getline(i8** noundef %5, i64* noundef %6, %struct._IO_FILE* noundef %29)
  store i64 %30, i64* %7, align 8
  %31 = load i64, i64* %7, align 8
  %32 = load i64, i64* %6, align 8
  %33 = load i8*, i8** %5, align 8
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.3, i64 0, i64 0), i64 noundef %31, i64 noundef %32, i8* noundef %33)
  %35 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %36 = call i64 @getdelim(i8** noundef %5, i64* noundef %6, i32 noundef 32, %struct._IO_FILE* noundef %35)
  store i64 %36, i64* %7, align 8
  %37 = load i64, i64* %7, align 8
  %38 = load i8*, i8** %5, align 8
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), i64 noundef %37, i8* noundef %38)
  %40 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %41 = call i64 @getline(i8** noundef %5, i64* noundef %6, %struct._IO_FILE* noundef %40)
  store i64 %41, i64* %7, align 8
  %42 = load i64, i64* %7, align 8
  %43 = load i64, i64* %6, align 8
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.5, i64 0, i64 0), i64 noundef %42, i64 noundef %43)
  %45 = load i8*, i8** %5, align 8
  call void @free(i8* noundef %45) #4
  br label %46

46:                                               ; preds = %61, %0
  %47 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %48 = call i32 @getc_unlocked(%struct._IO_FILE* noundef %47)
  store i32 %48, i32* %8, align 4
  %49 = icmp ne i32 %48, -1
  br i1 %49, label %50, label %53

50:                                               ; preds = %46
  %51 = load i32, i32* %8, align 4
  %52 = icmp ne i32 %51, 10
  br label %53

53:                                               ; preds = %50, %46
  %54 = phi i1 [ false, %46 ], [ %52, %50 ]
  br i1 %54, label %55, label %65

55:                                               ; preds = %53
  %56 = load i32, i32* %8, align 4
  %57 = icmp eq i32 %56, 32
  br i1 %57, label %58, label %59

58:                                               ; preds = %55
  br label %61

59:                                               ; preds = %55
  %60 = load i32, i32* %8, align 4
  br label %61

61:                                               ; preds = %59, %58
  %62 = phi i32 [ 95, %58 ], [ %60, %59 ]
  %63 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %64 = call i32 @putc_unlocked(i32 noundef %62, %struct._IO_FILE* noundef %63)
  br label %46, !llvm.loop !6

65:                                               ; preds = %53
  %66 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %67 = call i32 @putc_unlocked(i32 noundef 10, %struct._IO_FILE* noundef %66)
  %68 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %69 = call i32 @feof_unlocked(%struct._IO_FILE* noundef %68) #4
  %70 = icmp ne i32 %69, 0
  %71 = zext i1 %70 to i32
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef %71)
  store i32 0, i32* %9, align 4
  store i32 0, i32* %10, align 4
  store i32 0, i32* %11, align 4
  store i32 0, i32* %12, align 4
  br label %73

73:                                               ; preds = %99, %65
  %74 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %75 = call i32 @getc(%struct._IO_FILE* noundef %74)
  store i32 %75, i32* %2, align 4
  %76 = icmp ne i32 %75, -1
  br i1 %76, label %77, label %100

77:                                               ; preds = %73
  %78 = load i32, i32* %12, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, i32* %12, align 4
  %80 = load i32, i32* %2, align 4
  %81 = icmp eq i32 %80, 10
  br i1 %81, label %82, label %85

82:                                               ; preds = %77
  %83 = load i32, i32* %10, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, i32* %10, align 4
  br label %85

85:                                               ; preds = %82, %77
  %86 = load i32, i32* %2, align 4
  %87 = icmp eq i32 %86, 32
  br i1 %87, label %91, label %88

88:                                               ; preds = %85
  %89 = load i32, i32* %2, align 4
  %90 = icmp eq i32 %89, 10
  br i1 %90, label %91, label %92

91:                                               ; preds = %88, %85
  store i32 0, i32* %11, align 4
  br label %99

92:                                               ; preds = %88
  %93 = load i32, i32* %11, align 4
  %94 = icmp ne i32 %93, 0
  br i1 %94, label %98, label %95

95:                                               ; preds = %92
  store i32 1, i32* %11, align 4
  %96 = load i32, i32* %9, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, i32* %9, align 4
  br label %98

98:                                               ; preds = %95, %92
  br label %99

99:                                               ; preds = %98, %91
  br label %73, !llvm.loop !8

100:                                              ; preds = %73
  %101 = load i32, i32* %12, align 4
  %102 = load i32, i32* %10, align 4
  %103 = load i32, i32* %9, align 4
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.7, i64 0, i64 0), i32 noundef %101, i32 noundef %102, i32 noundef %103)
  %105 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %106 = call i32 @feof(%struct._IO_FILE* noundef %105) #4
  %107 = icmp ne i32 %106, 0
  %108 = zext i1 %107 to i32
  %109 = call i32 @getchar()
  %110 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i32 noundef %108, i32 noundef %109)
  %111 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %112 = call i32 @feof_unlocked(%struct._IO_FILE* noundef %111) #4
  %113 = icmp ne i32 %112, 0
  %114 = zext i1 %113 to i32
  %115 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef %114)
  store i8* null, i8** %5, align 8
  store i64 0, i64* %6, align 8
  %116 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8
  %117 = call i64 @getline(i8** noundef %5, i64* noundef %6, %struct._IO_FILE* noundef %116)
  %118 = load i64, i64* %6, align 8
  %119 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.9, i64 0, i64 0), i64 noundef %117, i64 noundef %118)
  %120 = load i8*, i8** %5, align 8
  call void @free(i8* noundef %120) #4
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

declare i32 @getc_unlocked(%struct._IO_FILE* noundef) #1

declare i32 @putc_unlocked(i32 noundef, %struct._IO_FILE* noundef) #1

; Function Attrs: nounwind
declare i32 @feof_unlocked(%struct._IO_FILE* noundef) #3

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
!8 = distinct !{!8, !7}
