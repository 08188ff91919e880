; @llvm.global_ctors and @llvm.global_dtors run in (priority, index) order,
; destructors in the reverse; equal priorities keep their order (reversed
; for destructors).  Expected output from the native x86_64 binary (clang 14
; -O0) of:
;   #include <stdio.h>
;   __attribute__((constructor(200))) static void a(void) { puts("ctor a 200"); }
;   __attribute__((constructor(101))) static void b(void) { puts("ctor b 101"); }
;   __attribute__((constructor(200))) static void c(void) { puts("ctor c 200"); }
;   __attribute__((constructor)) static void d(void) { puts("ctor d default"); }
;   __attribute__((destructor(200))) static void x(void) { puts("dtor x 200"); }
;   __attribute__((destructor(101))) static void y(void) { puts("dtor y 101"); }
;   __attribute__((destructor(200))) static void z(void) { puts("dtor z 200"); }
;   int main(void) { puts("main"); return 0; }
; RUN: %ehi run %s | FileCheck %s
; CHECK: ctor b 101
; CHECK-NEXT: ctor a 200
; CHECK-NEXT: ctor c 200
; CHECK-NEXT: ctor d default
; CHECK-NEXT: main
; CHECK-NEXT: dtor z 200
; CHECK-NEXT: dtor x 200
; CHECK-NEXT: dtor y 101
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"ctor a 200\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"ctor b 101\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"ctor c 200\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"ctor d default\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"dtor x 200\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"dtor y 101\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"dtor z 200\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@llvm.global_ctors = appending global [4 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @a, i8* null }, { i32, void ()*, i8* } { i32 101, void ()* @b, i8* null }, { i32, void ()*, i8* } { i32 200, void ()* @c, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @d, i8* null }]
@llvm.global_dtors = appending global [3 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @x, i8* null }, { i32, void ()*, i8* } { i32 101, void ()* @y, i8* null }, { i32, void ()*, i8* } { i32 200, void ()* @z, i8* null }]

; Function Attrs: noinline nounwind optnone uwtable
define internal void @a() #0 {
  %1 = call i32 @puts(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0))
  ret void
}

declare i32 @puts(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @b() #0 {
  %1 = call i32 @puts(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0))
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @c() #0 {
  %1 = call i32 @puts(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0))
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d() #0 {
  %1 = call i32 @puts(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0))
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @x() #0 {
  %1 = call i32 @puts(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0))
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @y() #0 {
  %1 = call i32 @puts(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0))
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @z() #0 {
  %1 = call i32 @puts(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0))
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call i32 @puts(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0))
  ret i32 0
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
