; V-EH-50: an SEH filter recovers escaped local #1 of a parent that escapes
; only one local (reported at the llvm.localrecover call).
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: all indices passed to llvm.localrecover must be less than the number of arguments passed to llvm.localescape in the parent function
target triple = "i686-pc-windows-msvc"

declare void @llvm.localescape(...)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg)

define void @parent() {
entry:
  %x = alloca i32, align 4
  call void (...) @llvm.localescape(ptr %x)
  ret void
}

define i32 @filter(ptr %fp) {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: all indices passed to llvm.localrecover must be less than the number of arguments passed to llvm.localescape in the parent function [V-EH-50]
  %p = call ptr @llvm.localrecover(ptr @parent, ptr %fp, i32 1)
  ret i32 1
}
