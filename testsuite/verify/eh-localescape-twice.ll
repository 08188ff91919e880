; V-EH-47: two llvm.localescape calls in one function.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: multiple calls to llvm.localescape in one function
target triple = "i686-pc-windows-msvc"

declare void @llvm.localescape(...)

define void @f() {
entry:
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  call void (...) @llvm.localescape(ptr %x)
; CHECK: {{.*}}:[[@LINE+1]]:3: error: multiple calls to llvm.localescape in one function [V-EH-47]
  call void (...) @llvm.localescape(ptr %y)
  ret void
}
