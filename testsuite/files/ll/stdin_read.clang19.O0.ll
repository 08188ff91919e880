; ModuleID = 'stdin_read.c'
source_filename = "stdin_read.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"first '%c'\0A\00", align 1
@stdin = external global ptr, align 8
@.str.1 = private unnamed_addr constant [9 x i8] c"line: %s\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"fread %zu '%s'\0A\00", align 1
@.str.3 = private unnamed_addr constant [36 x i8] c"rest: %d chars, %d lines, %d words\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"feof %d, getchar %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [32 x i8], align 16
  %4 = alloca [6 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %9 = call i32 @getchar()
  store i32 %9, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %10)
  %12 = load i32, ptr %2, align 4
  %13 = load ptr, ptr @stdin, align 8
  %14 = call i32 @ungetc(i32 noundef %12, ptr noundef %13)
  %15 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %16 = load ptr, ptr @stdin, align 8
  %17 = call ptr @fgets(ptr noundef %15, i32 noundef 32, ptr noundef %16)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %17)
  call void @llvm.memset.p0.i64(ptr align 1 %4, i8 0, i64 6, i1 false)
  %19 = getelementptr inbounds [6 x i8], ptr %4, i64 0, i64 0
  %20 = load ptr, ptr @stdin, align 8
  %21 = call i64 @fread(ptr noundef %19, i64 noundef 1, i64 noundef 5, ptr noundef %20)
  %22 = getelementptr inbounds [6 x i8], ptr %4, i64 0, i64 0
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %21, ptr noundef %22)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %24

24:                                               ; preds = %50, %0
  %25 = load ptr, ptr @stdin, align 8
  %26 = call i32 @getc(ptr noundef %25)
  store i32 %26, ptr %2, align 4
  %27 = icmp ne i32 %26, -1
  br i1 %27, label %28, label %51

28:                                               ; preds = %24
  %29 = load i32, ptr %8, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %8, align 4
  %31 = load i32, ptr %2, align 4
  %32 = icmp eq i32 %31, 10
  br i1 %32, label %33, label %36

33:                                               ; preds = %28
  %34 = load i32, ptr %6, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %6, align 4
  br label %36

36:                                               ; preds = %33, %28
  %37 = load i32, ptr %2, align 4
  %38 = icmp eq i32 %37, 32
  br i1 %38, label %42, label %39

39:                                               ; preds = %36
  %40 = load i32, ptr %2, align 4
  %41 = icmp eq i32 %40, 10
  br i1 %41, label %42, label %43

42:                                               ; preds = %39, %36
  store i32 0, ptr %7, align 4
  br label %50

43:                                               ; preds = %39
  %44 = load i32, ptr %7, align 4
  %45 = icmp ne i32 %44, 0
  br i1 %45, label %49, label %46

46:                                               ; preds = %43
  store i32 1, ptr %7, align 4
  %47 = load i32, ptr %5, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %5, align 4
  br label %49

49:                                               ; preds = %46, %43
  br label %50

50:                                               ; preds = %49, %42
  br label %24, !llvm.loop !6

51:                                               ; preds = %24
  %52 = load i32, ptr %8, align 4
  %53 = load i32, ptr %6, align 4
  %54 = load i32, ptr %5, align 4
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %52, i32 noundef %53, i32 noundef %54)
  %56 = load ptr, ptr @stdin, align 8
  %57 = call i32 @feof(ptr noundef %56) #4
  %58 = icmp ne i32 %57, 0
  %59 = zext i1 %58 to i32
  %60 = call i32 @getchar()
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %59, i32 noundef %60)
  ret i32 0
}

declare i32 @getchar() #1

declare i32 @printf(ptr noundef, ...) #1

declare i32 @ungetc(i32 noundef, ptr noundef) #1

declare ptr @fgets(ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare i64 @fread(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #1

declare i32 @getc(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @feof(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
