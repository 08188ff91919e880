; ModuleID = 'stdin_read.c'
source_filename = "stdin_read.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"first '%c'\0A\00", align 1
@stdin = external global ptr, align 4
@.str.1 = private unnamed_addr constant [9 x i8] c"line: %s\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"fread %zu '%s'\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"getline %zd, capacity %zu: %s\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"getdelim %zd: '%s'\0A\00", align 1
@.str.5 = private unnamed_addr constant [32 x i8] c"long getline %zd, capacity %zu\0A\00", align 1
@stdout = external global ptr, align 4
@.str.6 = private unnamed_addr constant [18 x i8] c"feof_unlocked %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [36 x i8] c"rest: %d chars, %d lines, %d words\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"feof %d, getchar %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [38 x i8] c"getline at the end %zd, capacity %zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [32 x i8], align 1
  %4 = alloca [6 x i8], align 1
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %13 = call i32 @getchar()
  store i32 %13, ptr %2, align 4
  %14 = load i32, ptr %2, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %14)
  %16 = load i32, ptr %2, align 4
  %17 = load ptr, ptr @stdin, align 4
  %18 = call i32 @ungetc(i32 noundef %16, ptr noundef %17)
  %19 = getelementptr inbounds [32 x i8], ptr %3, i32 0, i32 0
  %20 = load ptr, ptr @stdin, align 4
  %21 = call ptr @fgets(ptr noundef %19, i32 noundef 32, ptr noundef %20)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %21)
  call void @llvm.memset.p0.i32(ptr align 1 %4, i8 0, i32 6, i1 false)
  %23 = getelementptr inbounds [6 x i8], ptr %4, i32 0, i32 0
  %24 = load ptr, ptr @stdin, align 4
  %25 = call i32 @fread(ptr noundef %23, i32 noundef 1, i32 noundef 5, ptr noundef %24)
  %26 = getelementptr inbounds [6 x i8], ptr %4, i32 0, i32 0
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %25, ptr noundef %26)
  store ptr null, ptr %5, align 4
  store i32 0, ptr %6, align 4
  %28 = load ptr, ptr @stdin, align 4
  %29 = call i32 @getline(ptr noundef %5, ptr noundef %6, ptr noundef %28)
  store i32 %29, ptr %7, align 4
  %30 = load i32, ptr %7, align 4
  %31 = load i32, ptr %6, align 4
  %32 = load ptr, ptr %5, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %30, i32 noundef %31, ptr noundef %32)
  %34 = load ptr, ptr @stdin, align 4
  %35 = call i32 @getdelim(ptr noundef %5, ptr noundef %6, i32 noundef 32, ptr noundef %34)
  store i32 %35, ptr %7, align 4
  %36 = load i32, ptr %7, align 4
  %37 = load ptr, ptr %5, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %36, ptr noundef %37)
  %39 = load ptr, ptr @stdin, align 4
  %40 = call i32 @getline(ptr noundef %5, ptr noundef %6, ptr noundef %39)
  store i32 %40, ptr %7, align 4
  %41 = load i32, ptr %7, align 4
  %42 = load i32, ptr %6, align 4
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %41, i32 noundef %42)
  %44 = load ptr, ptr %5, align 4
  call void @free(ptr noundef %44) #4
  br label %45

45:                                               ; preds = %60, %0
  %46 = load ptr, ptr @stdin, align 4
  %47 = call i32 @getc_unlocked(ptr noundef %46)
  store i32 %47, ptr %8, align 4
  %48 = icmp ne i32 %47, -1
  br i1 %48, label %49, label %52

49:                                               ; preds = %45
  %50 = load i32, ptr %8, align 4
  %51 = icmp ne i32 %50, 10
  br label %52

52:                                               ; preds = %49, %45
  %53 = phi i1 [ false, %45 ], [ %51, %49 ]
  br i1 %53, label %54, label %64

54:                                               ; preds = %52
  %55 = load i32, ptr %8, align 4
  %56 = icmp eq i32 %55, 32
  br i1 %56, label %57, label %58

57:                                               ; preds = %54
  br label %60

58:                                               ; preds = %54
  %59 = load i32, ptr %8, align 4
  br label %60

60:                                               ; preds = %58, %57
  %61 = phi i32 [ 95, %57 ], [ %59, %58 ]
  %62 = load ptr, ptr @stdout, align 4
  %63 = call i32 @putc_unlocked(i32 noundef %61, ptr noundef %62)
  br label %45, !llvm.loop !7

64:                                               ; preds = %52
  %65 = load ptr, ptr @stdout, align 4
  %66 = call i32 @putc_unlocked(i32 noundef 10, ptr noundef %65)
  %67 = load ptr, ptr @stdin, align 4
  %68 = call i32 @feof_unlocked(ptr noundef %67) #4
  %69 = icmp ne i32 %68, 0
  %70 = zext i1 %69 to i32
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %70)
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %72

72:                                               ; preds = %98, %64
  %73 = load ptr, ptr @stdin, align 4
  %74 = call i32 @getc(ptr noundef %73)
  store i32 %74, ptr %2, align 4
  %75 = icmp ne i32 %74, -1
  br i1 %75, label %76, label %99

76:                                               ; preds = %72
  %77 = load i32, ptr %12, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %12, align 4
  %79 = load i32, ptr %2, align 4
  %80 = icmp eq i32 %79, 10
  br i1 %80, label %81, label %84

81:                                               ; preds = %76
  %82 = load i32, ptr %10, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %10, align 4
  br label %84

84:                                               ; preds = %81, %76
  %85 = load i32, ptr %2, align 4
  %86 = icmp eq i32 %85, 32
  br i1 %86, label %90, label %87

87:                                               ; preds = %84
  %88 = load i32, ptr %2, align 4
  %89 = icmp eq i32 %88, 10
  br i1 %89, label %90, label %91

90:                                               ; preds = %87, %84
  store i32 0, ptr %11, align 4
  br label %98

91:                                               ; preds = %87
  %92 = load i32, ptr %11, align 4
  %93 = icmp ne i32 %92, 0
  br i1 %93, label %97, label %94

94:                                               ; preds = %91
  store i32 1, ptr %11, align 4
  %95 = load i32, ptr %9, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %9, align 4
  br label %97

97:                                               ; preds = %94, %91
  br label %98

98:                                               ; preds = %97, %90
  br label %72, !llvm.loop !9

99:                                               ; preds = %72
  %100 = load i32, ptr %12, align 4
  %101 = load i32, ptr %10, align 4
  %102 = load i32, ptr %9, align 4
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %100, i32 noundef %101, i32 noundef %102)
  %104 = load ptr, ptr @stdin, align 4
  %105 = call i32 @feof(ptr noundef %104) #4
  %106 = icmp ne i32 %105, 0
  %107 = zext i1 %106 to i32
  %108 = call i32 @getchar()
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %107, i32 noundef %108)
  %110 = load ptr, ptr @stdin, align 4
  %111 = call i32 @feof_unlocked(ptr noundef %110) #4
  %112 = icmp ne i32 %111, 0
  %113 = zext i1 %112 to i32
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %113)
  store ptr null, ptr %5, align 4
  store i32 0, ptr %6, align 4
  %115 = load ptr, ptr @stdin, align 4
  %116 = call i32 @getline(ptr noundef %5, ptr noundef %6, ptr noundef %115)
  %117 = load i32, ptr %6, align 4
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %116, i32 noundef %117)
  %119 = load ptr, ptr %5, align 4
  call void @free(ptr noundef %119) #4
  ret i32 0
}

declare i32 @getchar() #1

declare i32 @printf(ptr noundef, ...) #1

declare i32 @ungetc(i32 noundef, ptr noundef) #1

declare ptr @fgets(ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #2

declare i32 @fread(ptr noundef, i32 noundef, i32 noundef, ptr noundef) #1

declare i32 @getline(ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @getdelim(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

declare i32 @getc_unlocked(ptr noundef) #1

declare i32 @putc_unlocked(i32 noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @feof_unlocked(ptr noundef) #3

declare i32 @getc(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @feof(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
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
