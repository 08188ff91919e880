; ModuleID = 'setjmp.c'
source_filename = "setjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%struct.ctx = type { i32, [1 x %struct.__jmp_buf_tag] }

@.str = private unnamed_addr constant [13 x i8] c"recurse: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"guarded: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"self: r %d count %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"heap: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"loop: %d\0A\00", align 1
@top = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@calls = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [8 x i8] c"leaf %d\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"not reached\00", align 1
@handler = internal global [1 x %struct.__jmp_buf_tag]* null, align 8
@.str.7 = private unnamed_addr constant [17 x i8] c"inner caught %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [26 x i8] c"sigsetjmp -> %d round %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"_setjmp sum %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [1 x %struct.__jmp_buf_tag], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.ctx*, align 8
  %6 = alloca [1 x %struct.__jmp_buf_tag], align 16
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %8 = call i32 @recurse_and_jump(i32 noundef 5)
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %8)
  %10 = call i32 @guarded(void (i32)* noundef @inner_body, i32 noundef 3)
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i32 noundef %10)
  store volatile i32 0, i32* %3, align 4
  %12 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %2, i64 0, i64 0
  %13 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef %12) #5
  store i32 %13, i32* %4, align 4
  %14 = load volatile i32, i32* %3, align 4
  %15 = add nsw i32 %14, 1
  store volatile i32 %15, i32* %3, align 4
  %16 = load i32, i32* %4, align 4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %0
  %19 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %2, i64 0, i64 0
  call void @longjmp(%struct.__jmp_buf_tag* noundef %19, i32 noundef 0) #6
  unreachable

20:                                               ; preds = %0
  %21 = load i32, i32* %4, align 4
  %22 = load volatile i32, i32* %3, align 4
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.2, i64 0, i64 0), i32 noundef %21, i32 noundef %22)
  call void @sig_jumps()
  call void @underscore_jumps()
  %24 = call noalias i8* @malloc(i64 noundef 208) #7
  %25 = bitcast i8* %24 to %struct.ctx*
  store %struct.ctx* %25, %struct.ctx** %5, align 8
  %26 = load %struct.ctx*, %struct.ctx** %5, align 8
  %27 = getelementptr inbounds %struct.ctx, %struct.ctx* %26, i32 0, i32 0
  store i32 7, i32* %27, align 8
  %28 = load %struct.ctx*, %struct.ctx** %5, align 8
  %29 = getelementptr inbounds %struct.ctx, %struct.ctx* %28, i32 0, i32 1
  %30 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %29, i64 0, i64 0
  %31 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef %30) #5
  store i32 %31, i32* %4, align 4
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %35

33:                                               ; preds = %20
  %34 = load %struct.ctx*, %struct.ctx** %5, align 8
  call void @heap_jump(%struct.ctx* noundef %34)
  br label %35

35:                                               ; preds = %33, %20
  %36 = load i32, i32* %4, align 4
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %36)
  %38 = load %struct.ctx*, %struct.ctx** %5, align 8
  %39 = bitcast %struct.ctx* %38 to i8*
  call void @free(i8* noundef %39) #7
  store volatile i32 0, i32* %7, align 4
  %40 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %6, i64 0, i64 0
  %41 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef %40) #5
  %42 = icmp slt i32 %41, 1000
  br i1 %42, label %43, label %52

43:                                               ; preds = %35
  %44 = load volatile i32, i32* %7, align 4
  %45 = add nsw i32 %44, 1
  store volatile i32 %45, i32* %7, align 4
  %46 = load volatile i32, i32* %7, align 4
  %47 = icmp slt i32 %46, 1000
  br i1 %47, label %48, label %51

48:                                               ; preds = %43
  %49 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %6, i64 0, i64 0
  %50 = load volatile i32, i32* %7, align 4
  call void @longjmp(%struct.__jmp_buf_tag* noundef %49, i32 noundef %50) #6
  unreachable

51:                                               ; preds = %43
  br label %52

52:                                               ; preds = %51, %35
  %53 = load volatile i32, i32* %7, align 4
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i32 noundef %53)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @recurse_and_jump(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @top, i64 0, i64 0)) #5
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  %7 = load i32, i32* %3, align 4
  call void @leaf(i32 noundef %7)
  store i32 -1, i32* %2, align 4
  br label %10

8:                                                ; preds = %1
  %9 = load i32, i32* @calls, align 4
  store i32 %9, i32* %2, align 4
  br label %10

10:                                               ; preds = %8, %6
  %11 = load i32, i32* %2, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @guarded(void (i32)* noundef %0, i32 noundef %1) #0 {
  %3 = alloca void (i32)*, align 8
  %4 = alloca i32, align 4
  %5 = alloca [1 x %struct.__jmp_buf_tag], align 16
  %6 = alloca [1 x %struct.__jmp_buf_tag]*, align 8
  %7 = alloca i32, align 4
  store void (i32)* %0, void (i32)** %3, align 8
  store i32 %1, i32* %4, align 4
  %8 = load [1 x %struct.__jmp_buf_tag]*, [1 x %struct.__jmp_buf_tag]** @handler, align 8
  store [1 x %struct.__jmp_buf_tag]* %8, [1 x %struct.__jmp_buf_tag]** %6, align 8
  store [1 x %struct.__jmp_buf_tag]* %5, [1 x %struct.__jmp_buf_tag]** @handler, align 8
  %9 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %5, i64 0, i64 0
  %10 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef %9) #5
  store i32 %10, i32* %7, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %2
  %13 = load void (i32)*, void (i32)** %3, align 8
  %14 = load i32, i32* %4, align 4
  call void %13(i32 noundef %14)
  store i32 0, i32* %7, align 4
  br label %15

15:                                               ; preds = %12, %2
  %16 = load [1 x %struct.__jmp_buf_tag]*, [1 x %struct.__jmp_buf_tag]** %6, align 8
  store [1 x %struct.__jmp_buf_tag]* %16, [1 x %struct.__jmp_buf_tag]** @handler, align 8
  %17 = load i32, i32* %7, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @inner_body(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = add nsw i32 %4, 1
  %6 = call i32 @guarded(void (i32)* noundef @throw_code, i32 noundef %5)
  store i32 %6, i32* %3, align 4
  %7 = load i32, i32* %3, align 4
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i64 0, i64 0), i32 noundef %7)
  %9 = load i32, i32* %2, align 4
  %10 = mul nsw i32 %9, 10
  call void @throw_code(i32 noundef %10)
  ret void
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) #2

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sig_jumps() #0 {
  %1 = alloca [1 x %struct.__jmp_buf_tag], align 16
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store volatile i32 0, i32* %2, align 4
  %4 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %1, i64 0, i64 0
  %5 = call i32 @__sigsetjmp(%struct.__jmp_buf_tag* noundef %4, i32 noundef 1) #5
  store i32 %5, i32* %3, align 4
  %6 = load i32, i32* %3, align 4
  %7 = load volatile i32, i32* %2, align 4
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.8, i64 0, i64 0), i32 noundef %6, i32 noundef %7)
  %9 = load volatile i32, i32* %2, align 4
  %10 = add nsw i32 %9, 1
  store volatile i32 %10, i32* %2, align 4
  %11 = icmp slt i32 %9, 2
  br i1 %11, label %12, label %16

12:                                               ; preds = %0
  %13 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %1, i64 0, i64 0
  %14 = load volatile i32, i32* %2, align 4
  %15 = mul nsw i32 %14, 100
  call void @siglongjmp(%struct.__jmp_buf_tag* noundef %13, i32 noundef %15) #6
  unreachable

16:                                               ; preds = %0
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @underscore_jumps() #0 {
  %1 = alloca [1 x %struct.__jmp_buf_tag], align 16
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store volatile i32 0, i32* %2, align 4
  %4 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %1, i64 0, i64 0
  %5 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef %4) #5
  store i32 %5, i32* %3, align 4
  %6 = load i32, i32* %3, align 4
  %7 = load volatile i32, i32* %2, align 4
  %8 = add nsw i32 %7, %6
  store volatile i32 %8, i32* %2, align 4
  %9 = load i32, i32* %3, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %15

11:                                               ; preds = %0
  %12 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %1, i64 0, i64 0
  %13 = load i32, i32* %3, align 4
  %14 = add nsw i32 %13, 1
  call void @_longjmp(%struct.__jmp_buf_tag* noundef %12, i32 noundef %14) #6
  unreachable

15:                                               ; preds = %0
  %16 = load volatile i32, i32* %2, align 4
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), i32 noundef %16)
  ret void
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @heap_jump(%struct.ctx* noundef %0) #0 {
  %2 = alloca %struct.ctx*, align 8
  store %struct.ctx* %0, %struct.ctx** %2, align 8
  %3 = load %struct.ctx*, %struct.ctx** %2, align 8
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 8
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %14

7:                                                ; preds = %1
  %8 = load %struct.ctx*, %struct.ctx** %2, align 8
  %9 = getelementptr inbounds %struct.ctx, %struct.ctx* %8, i32 0, i32 1
  %10 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %9, i64 0, i64 0
  %11 = load %struct.ctx*, %struct.ctx** %2, align 8
  %12 = getelementptr inbounds %struct.ctx, %struct.ctx* %11, i32 0, i32 0
  %13 = load i32, i32* %12, align 8
  call void @longjmp(%struct.__jmp_buf_tag* noundef %10, i32 noundef %13) #6
  unreachable

14:                                               ; preds = %1
  ret void
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @leaf(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [32 x i8], align 16
  store i32 %0, i32* %2, align 4
  %4 = getelementptr inbounds [32 x i8], [32 x i8]* %3, i64 0, i64 0
  %5 = load i32, i32* %2, align 4
  %6 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %4, i64 noundef 32, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i32 noundef %5) #7
  %7 = load i32, i32* @calls, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* @calls, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %1
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @top, i64 0, i64 0), i32 noundef 42) #6
  unreachable

12:                                               ; preds = %1
  %13 = load i32, i32* %2, align 4
  %14 = sub nsw i32 %13, 1
  call void @leaf(i32 noundef %14)
  %15 = call i32 @puts(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0))
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(i8* noundef, i64 noundef, i8* noundef, ...) #4

declare i32 @puts(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @throw_code(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load [1 x %struct.__jmp_buf_tag]*, [1 x %struct.__jmp_buf_tag]** @handler, align 8
  %4 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %3, i64 0, i64 0
  %5 = load i32, i32* %2, align 4
  call void @longjmp(%struct.__jmp_buf_tag* noundef %4, i32 noundef %5) #6
  unreachable
}

; Function Attrs: nounwind returns_twice
declare i32 @__sigsetjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) #2

; Function Attrs: noreturn nounwind
declare void @siglongjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) #3

; Function Attrs: noreturn nounwind
declare void @_longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind returns_twice }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
