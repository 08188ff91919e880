; ModuleID = 'setjmp.c'
source_filename = "setjmp.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [6 x i32], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [32 x i32] }
%struct.ctx = type { i32, [1 x %struct.__jmp_buf_tag] }

@.str = private unnamed_addr constant [13 x i8] c"recurse: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"guarded: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"self: r %d count %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"heap: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"loop: %d\0A\00", align 1
@top = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 4
@calls = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [8 x i8] c"leaf %d\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"not reached\00", align 1
@handler = internal global ptr null, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"inner caught %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [26 x i8] c"sigsetjmp -> %d round %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"_setjmp sum %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [1 x %struct.__jmp_buf_tag], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca [1 x %struct.__jmp_buf_tag], align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %8 = call i32 @recurse_and_jump(i32 noundef 5)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %8)
  %10 = call i32 @guarded(ptr noundef @inner_body, i32 noundef 3)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %10)
  store volatile i32 0, ptr %3, align 4
  %12 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %2, i32 0, i32 0
  %13 = call i32 @_setjmp(ptr noundef %12) #6
  store i32 %13, ptr %4, align 4
  %14 = load volatile i32, ptr %3, align 4
  %15 = add nsw i32 %14, 1
  store volatile i32 %15, ptr %3, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %0
  %19 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %2, i32 0, i32 0
  call void @longjmp(ptr noundef %19, i32 noundef 0) #7
  unreachable

20:                                               ; preds = %0
  %21 = load i32, ptr %4, align 4
  %22 = load volatile i32, ptr %3, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %21, i32 noundef %22)
  call void @sig_jumps()
  call void @underscore_jumps()
  %24 = call noalias ptr @malloc(i32 noundef 160) #8
  store ptr %24, ptr %5, align 4
  %25 = load ptr, ptr %5, align 4
  %26 = getelementptr inbounds %struct.ctx, ptr %25, i32 0, i32 0
  store i32 7, ptr %26, align 4
  %27 = load ptr, ptr %5, align 4
  %28 = getelementptr inbounds %struct.ctx, ptr %27, i32 0, i32 1
  %29 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %28, i32 0, i32 0
  %30 = call i32 @_setjmp(ptr noundef %29) #6
  store i32 %30, ptr %4, align 4
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %34

32:                                               ; preds = %20
  %33 = load ptr, ptr %5, align 4
  call void @heap_jump(ptr noundef %33)
  br label %34

34:                                               ; preds = %32, %20
  %35 = load i32, ptr %4, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %35)
  %37 = load ptr, ptr %5, align 4
  call void @free(ptr noundef %37) #9
  store volatile i32 0, ptr %7, align 4
  %38 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %6, i32 0, i32 0
  %39 = call i32 @_setjmp(ptr noundef %38) #6
  %40 = icmp slt i32 %39, 1000
  br i1 %40, label %41, label %50

41:                                               ; preds = %34
  %42 = load volatile i32, ptr %7, align 4
  %43 = add nsw i32 %42, 1
  store volatile i32 %43, ptr %7, align 4
  %44 = load volatile i32, ptr %7, align 4
  %45 = icmp slt i32 %44, 1000
  br i1 %45, label %46, label %49

46:                                               ; preds = %41
  %47 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %6, i32 0, i32 0
  %48 = load volatile i32, ptr %7, align 4
  call void @longjmp(ptr noundef %47, i32 noundef %48) #7
  unreachable

49:                                               ; preds = %41
  br label %50

50:                                               ; preds = %49, %34
  %51 = load volatile i32, ptr %7, align 4
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %51)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @recurse_and_jump(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = call i32 @_setjmp(ptr noundef @top) #6
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  %7 = load i32, ptr %3, align 4
  call void @leaf(i32 noundef %7)
  store i32 -1, ptr %2, align 4
  br label %10

8:                                                ; preds = %1
  %9 = load i32, ptr @calls, align 4
  store i32 %9, ptr %2, align 4
  br label %10

10:                                               ; preds = %8, %6
  %11 = load i32, ptr %2, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @guarded(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca [1 x %struct.__jmp_buf_tag], align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %8 = load ptr, ptr @handler, align 4
  store ptr %8, ptr %6, align 4
  store ptr %5, ptr @handler, align 4
  %9 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %5, i32 0, i32 0
  %10 = call i32 @_setjmp(ptr noundef %9) #6
  store i32 %10, ptr %7, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %2
  %13 = load ptr, ptr %3, align 4
  %14 = load i32, ptr %4, align 4
  call void %13(i32 noundef %14)
  store i32 0, ptr %7, align 4
  br label %15

15:                                               ; preds = %12, %2
  %16 = load ptr, ptr %6, align 4
  store ptr %16, ptr @handler, align 4
  %17 = load i32, ptr %7, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @inner_body(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = add nsw i32 %4, 1
  %6 = call i32 @guarded(ptr noundef @throw_code, i32 noundef %5)
  store i32 %6, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %7)
  %9 = load i32, ptr %2, align 4
  %10 = mul nsw i32 %9, 10
  call void @throw_code(i32 noundef %10)
  ret void
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sig_jumps() #0 {
  %1 = alloca [1 x %struct.__jmp_buf_tag], align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store volatile i32 0, ptr %2, align 4
  %4 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %1, i32 0, i32 0
  %5 = call i32 @__sigsetjmp(ptr noundef %4, i32 noundef 1) #6
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  %7 = load volatile i32, ptr %2, align 4
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %6, i32 noundef %7)
  %9 = load volatile i32, ptr %2, align 4
  %10 = add nsw i32 %9, 1
  store volatile i32 %10, ptr %2, align 4
  %11 = icmp slt i32 %9, 2
  br i1 %11, label %12, label %16

12:                                               ; preds = %0
  %13 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %1, i32 0, i32 0
  %14 = load volatile i32, ptr %2, align 4
  %15 = mul nsw i32 %14, 100
  call void @siglongjmp(ptr noundef %13, i32 noundef %15) #7
  unreachable

16:                                               ; preds = %0
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @underscore_jumps() #0 {
  %1 = alloca [1 x %struct.__jmp_buf_tag], align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store volatile i32 0, ptr %2, align 4
  %4 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %1, i32 0, i32 0
  %5 = call i32 @_setjmp(ptr noundef %4) #6
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  %7 = load volatile i32, ptr %2, align 4
  %8 = add nsw i32 %7, %6
  store volatile i32 %8, ptr %2, align 4
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %15

11:                                               ; preds = %0
  %12 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %1, i32 0, i32 0
  %13 = load i32, ptr %3, align 4
  %14 = add nsw i32 %13, 1
  call void @_longjmp(ptr noundef %12, i32 noundef %14) #7
  unreachable

15:                                               ; preds = %0
  %16 = load volatile i32, ptr %2, align 4
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %16)
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i32 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @heap_jump(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.ctx, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %14

7:                                                ; preds = %1
  %8 = load ptr, ptr %2, align 4
  %9 = getelementptr inbounds %struct.ctx, ptr %8, i32 0, i32 1
  %10 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %9, i32 0, i32 0
  %11 = load ptr, ptr %2, align 4
  %12 = getelementptr inbounds %struct.ctx, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  call void @longjmp(ptr noundef %10, i32 noundef %13) #7
  unreachable

14:                                               ; preds = %1
  ret void
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @leaf(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [32 x i8], align 1
  store i32 %0, ptr %2, align 4
  %4 = getelementptr inbounds [32 x i8], ptr %3, i32 0, i32 0
  %5 = load i32, ptr %2, align 4
  %6 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef %4, i32 noundef 32, ptr noundef @.str.5, i32 noundef %5) #9
  %7 = load i32, ptr @calls, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @calls, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %1
  call void @longjmp(ptr noundef @top, i32 noundef 42) #7
  unreachable

12:                                               ; preds = %1
  %13 = load i32, ptr %2, align 4
  %14 = sub nsw i32 %13, 1
  call void @leaf(i32 noundef %14)
  %15 = call i32 @puts(ptr noundef @.str.6)
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i32 noundef, ptr noundef, ...) #5

declare i32 @puts(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @throw_code(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load ptr, ptr @handler, align 4
  %4 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %3, i32 0, i32 0
  %5 = load i32, ptr %2, align 4
  call void @longjmp(ptr noundef %4, i32 noundef %5) #7
  unreachable
}

; Function Attrs: nounwind returns_twice
declare i32 @__sigsetjmp(ptr noundef, i32 noundef) #2

; Function Attrs: noreturn nounwind
declare void @siglongjmp(ptr noundef, i32 noundef) #3

; Function Attrs: noreturn nounwind
declare void @_longjmp(ptr noundef, i32 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind returns_twice }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
