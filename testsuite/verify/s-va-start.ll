; V-S-29: va_start in a function without "...".
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: va_start called in a non-varargs function
target triple = "x86_64-unknown-linux-gnu"

declare void @llvm.va_start.p0(ptr)

define void @f(i32 %n) {
entry:
  %ap = alloca [24 x i8], align 16
; CHECK: {{.*}}:[[@LINE+1]]:3: error: va_start called in a non-varargs function [V-S-29]
  call void @llvm.va_start.p0(ptr %ap)
  ret void
}
