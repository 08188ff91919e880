; An ifunc: a call through it reaches what its resolver returns (the
; resolver runs once, before the constructors); its address is its own code
; address, as a PLT entry is. From ifunc.c (below) by clang 19 -O0; the
; expected line is the native binary's output.
;   static int twice(int x) { return 2 * x; }
;   static int (*pick(void))(int) { return twice; }
;   int f(int) __attribute__((ifunc("pick")));
;   int main(void) { int (*p)(int) = f; printf("%d %d\n", f(20), p(4)); }
; RUN: %ehi run %s | FileCheck %s
; CHECK: 40 8
source_filename = "ifc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

@f = dso_local ifunc i32 (i32), ptr @pick

define dso_local i32 @main() {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store ptr @f, ptr %2, align 8
  %3 = call i32 @f(i32 noundef 20)
  %4 = load ptr, ptr %2, align 8
  %5 = call i32 %4(i32 noundef 4)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3, i32 noundef %5)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...)

define internal ptr @pick() {
  ret ptr @twice
}

define internal i32 @twice(i32 noundef %0) {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}



