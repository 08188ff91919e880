; setjmp/longjmp on MinGW (x86_64-w64-windows-gnu: _setjmp(env, llvm.frameaddress(0)), msvcrt's longjmp):
; frames without an EH personality are popped as on Linux (SPEC.md X-SJLJ-4).
; Inputs/setjmp-mingw.c, clang-19 -O0 -D__USE_MINGW_ANSI_STDIO=0 with the mingw-w64 headers;
; the program is target-independent C: expected output from its native x86_64 Linux binary.
; RUN: sh -c '%ehi run %s; echo "status $?"' | FileCheck %s
; CHECK: leaf: 42 after 6 calls
; CHECK-NEXT: inner caught 4
; CHECK-NEXT: guarded: 30
; CHECK-NEXT: self: 1
; CHECK-NEXT: status 0

; ModuleID = 'mingw.c'
source_filename = "mingw.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct._SETJMP_FLOAT128 = type { [2 x i64] }

@top = internal global [16 x %struct._SETJMP_FLOAT128] zeroinitializer, align 16
@.str = private unnamed_addr constant [25 x i8] c"leaf: %d after %d calls\0A\00", align 1
@calls = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [13 x i8] c"guarded: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"self: %d\0A\00", align 1
@handler = internal global ptr null, align 8
@.str.3 = private unnamed_addr constant [17 x i8] c"inner caught %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [16 x %struct._SETJMP_FLOAT128], align 16
  store i32 0, ptr %1, align 4
  %4 = call ptr @llvm.frameaddress.p0(i32 0)
  %5 = call i32 @_setjmp(ptr noundef @top, ptr noundef %4) #5
  store volatile i32 %5, ptr %2, align 4
  %6 = load volatile i32, ptr %2, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %0
  call void @leaf(i32 noundef 5)
  br label %9

9:                                                ; preds = %8, %0
  %10 = load volatile i32, ptr %2, align 4
  %11 = load i32, ptr @calls, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %10, i32 noundef %11)
  %13 = call i32 @guarded(ptr noundef @inner_body, i32 noundef 3)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %13)
  %15 = getelementptr inbounds [16 x %struct._SETJMP_FLOAT128], ptr %3, i64 0, i64 0
  %16 = call ptr @llvm.frameaddress.p0(i32 0)
  %17 = call i32 @_setjmp(ptr noundef %15, ptr noundef %16) #5
  store volatile i32 %17, ptr %2, align 4
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %21

19:                                               ; preds = %9
  %20 = getelementptr inbounds [16 x %struct._SETJMP_FLOAT128], ptr %3, i64 0, i64 0
  call void @longjmp(ptr noundef %20, i32 noundef 0) #6
  unreachable

21:                                               ; preds = %9
  %22 = load volatile i32, ptr %2, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %22)
  ret i32 0
}

; Function Attrs: nounwind returns_twice
declare dso_local i32 @_setjmp(ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @leaf(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @calls, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @calls, align 4
  %5 = load i32, ptr %2, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  call void @longjmp(ptr noundef @top, i32 noundef 42) #6
  unreachable

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4
  %10 = sub nsw i32 %9, 1
  call void @leaf(i32 noundef %10)
  ret void
}

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @guarded(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [16 x %struct._SETJMP_FLOAT128], align 16
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %8 = load ptr, ptr @handler, align 8
  store ptr %8, ptr %6, align 8
  store ptr %5, ptr @handler, align 8
  %9 = getelementptr inbounds [16 x %struct._SETJMP_FLOAT128], ptr %5, i64 0, i64 0
  %10 = call ptr @llvm.frameaddress.p0(i32 0)
  %11 = call i32 @_setjmp(ptr noundef %9, ptr noundef %10) #5
  store i32 %11, ptr %7, align 4
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %2
  %14 = load ptr, ptr %3, align 8
  %15 = load i32, ptr %4, align 4
  call void %14(i32 noundef %15)
  store i32 0, ptr %7, align 4
  br label %16

16:                                               ; preds = %13, %2
  %17 = load ptr, ptr %6, align 8
  store ptr %17, ptr @handler, align 8
  %18 = load i32, ptr %7, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @inner_body(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  %5 = call i32 @guarded(ptr noundef @throw_code, i32 noundef %4)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %5)
  %7 = load i32, ptr %2, align 4
  %8 = mul nsw i32 %7, 10
  call void @throw_code(i32 noundef %8)
  ret void
}

; Function Attrs: noreturn nounwind
declare dllimport void @longjmp(ptr noundef, i32 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @throw_code(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load ptr, ptr @handler, align 8
  %4 = getelementptr inbounds [16 x %struct._SETJMP_FLOAT128], ptr %3, i64 0, i64 0
  %5 = load i32, ptr %2, align 4
  call void @longjmp(ptr noundef %4, i32 noundef %5) #6
  unreachable
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind returns_twice }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
