; An extern_weak function or global that nothing defines is a null address,
; as the static linker makes it: `if (maybe) maybe();` does not call it, and
; a call of it anyway is a call through null (a fault, as natively). From
; weak.c by clang 19 -O0; the expected line is the native binary's (clang 14
; and 19, -O0 and -O2, all print it):
;   extern void maybe(void) __attribute__((weak));
;   extern int weak_data __attribute__((weak));
;   int main(void) { if (maybe) maybe(); printf("%d %d\n", maybe != 0, &weak_data != 0); }
; RUN: %ehi run %s | FileCheck %s
; CHECK: 0 0
; RUN: sed -e 's/br i1 %%2, label %%3, label %%4/br label %%3/' %s > %t.ll
; RUN: not %ehi run %t.ll 2>&1 | FileCheck %s --check-prefix=CALL
; CALL: ehi: fault: call of '@maybe', an extern_weak function nothing defines: its address is null [X-CALL-1]
source_filename = "weak.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@weak_data = extern_weak global i32, align 4

define dso_local i32 @main() {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = icmp ne ptr @maybe, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %0
  call void @maybe()
  br label %4

4:                                                ; preds = %3, %0
  %5 = icmp ne ptr @maybe, null
  %6 = zext i1 %5 to i32
  %7 = icmp ne ptr @weak_data, null
  %8 = zext i1 %7 to i32
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %6, i32 noundef %8)
  ret i32 0
}

declare extern_weak void @maybe()

declare i32 @printf(ptr noundef, ...)



