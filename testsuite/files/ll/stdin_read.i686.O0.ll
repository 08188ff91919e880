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
@.str.6 = private unnamed_addr constant [36 x i8] c"rest: %d chars, %d lines, %d words\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"feof %d, getchar %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [38 x i8] c"getline at the end %zd, capacity %zu\0A\00", align 1

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
  store i32 0, ptr %1, align 4
  %12 = call i32 @getchar()
  store i32 %12, ptr %2, align 4
  %13 = load i32, ptr %2, align 4
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %13)
  %15 = load i32, ptr %2, align 4
  %16 = load ptr, ptr @stdin, align 4
  %17 = call i32 @ungetc(i32 noundef %15, ptr noundef %16)
  %18 = getelementptr inbounds [32 x i8], ptr %3, i32 0, i32 0
  %19 = load ptr, ptr @stdin, align 4
  %20 = call ptr @fgets(ptr noundef %18, i32 noundef 32, ptr noundef %19)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %20)
  call void @llvm.memset.p0.i32(ptr align 1 %4, i8 0, i32 6, i1 false)
  %22 = getelementptr inbounds [6 x i8], ptr %4, i32 0, i32 0
  %23 = load ptr, ptr @stdin, align 4
  %24 = call i32 @fread(ptr noundef %22, i32 noundef 1, i32 noundef 5, ptr noundef %23)
  %25 = getelementptr inbounds [6 x i8], ptr %4, i32 0, i32 0
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %24, ptr noundef %25)
  store ptr null, ptr %5, align 4
  store i32 0, ptr %6, align 4
  %27 = load ptr, ptr @stdin, align 4
  %28 = call i32 @getline(ptr noundef %5, ptr noundef %6, ptr noundef %27)
  store i32 %28, ptr %7, align 4
  %29 = load i32, ptr %7, align 4
  %30 = load i32, ptr %6, align 4
  %31 = load ptr, ptr %5, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %29, i32 noundef %30, ptr noundef %31)
  %33 = load ptr, ptr @stdin, align 4
  %34 = call i32 @getdelim(ptr noundef %5, ptr noundef %6, i32 noundef 32, ptr noundef %33)
  store i32 %34, ptr %7, align 4
  %35 = load i32, ptr %7, align 4
  %36 = load ptr, ptr %5, align 4
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %35, ptr noundef %36)
  %38 = load ptr, ptr @stdin, align 4
  %39 = call i32 @getline(ptr noundef %5, ptr noundef %6, ptr noundef %38)
  store i32 %39, ptr %7, align 4
  %40 = load i32, ptr %7, align 4
  %41 = load i32, ptr %6, align 4
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %40, i32 noundef %41)
  %43 = load ptr, ptr %5, align 4
  call void @free(ptr noundef %43) #4
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %44

44:                                               ; preds = %70, %0
  %45 = load ptr, ptr @stdin, align 4
  %46 = call i32 @getc(ptr noundef %45)
  store i32 %46, ptr %2, align 4
  %47 = icmp ne i32 %46, -1
  br i1 %47, label %48, label %71

48:                                               ; preds = %44
  %49 = load i32, ptr %11, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %11, align 4
  %51 = load i32, ptr %2, align 4
  %52 = icmp eq i32 %51, 10
  br i1 %52, label %53, label %56

53:                                               ; preds = %48
  %54 = load i32, ptr %9, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %9, align 4
  br label %56

56:                                               ; preds = %53, %48
  %57 = load i32, ptr %2, align 4
  %58 = icmp eq i32 %57, 32
  br i1 %58, label %62, label %59

59:                                               ; preds = %56
  %60 = load i32, ptr %2, align 4
  %61 = icmp eq i32 %60, 10
  br i1 %61, label %62, label %63

62:                                               ; preds = %59, %56
  store i32 0, ptr %10, align 4
  br label %70

63:                                               ; preds = %59
  %64 = load i32, ptr %10, align 4
  %65 = icmp ne i32 %64, 0
  br i1 %65, label %69, label %66

66:                                               ; preds = %63
  store i32 1, ptr %10, align 4
  %67 = load i32, ptr %8, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %8, align 4
  br label %69

69:                                               ; preds = %66, %63
  br label %70

70:                                               ; preds = %69, %62
  br label %44, !llvm.loop !7

71:                                               ; preds = %44
  %72 = load i32, ptr %11, align 4
  %73 = load i32, ptr %9, align 4
  %74 = load i32, ptr %8, align 4
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %72, i32 noundef %73, i32 noundef %74)
  %76 = load ptr, ptr @stdin, align 4
  %77 = call i32 @feof(ptr noundef %76) #4
  %78 = icmp ne i32 %77, 0
  %79 = zext i1 %78 to i32
  %80 = call i32 @getchar()
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %79, i32 noundef %80)
  store ptr null, ptr %5, align 4
  store i32 0, ptr %6, align 4
  %82 = load ptr, ptr @stdin, align 4
  %83 = call i32 @getline(ptr noundef %5, ptr noundef %6, ptr noundef %82)
  %84 = load i32, ptr %6, align 4
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %83, i32 noundef %84)
  %86 = load ptr, ptr %5, align 4
  call void @free(ptr noundef %86) #4
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
