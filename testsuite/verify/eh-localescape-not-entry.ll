; V-EH-46: llvm.localescape outside the entry block.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: llvm.localescape used outside of entry block
target triple = "i686-pc-windows-msvc"

declare void @llvm.localescape(...)

define void @f() {
entry:
  %x = alloca i32, align 4
  br label %next
next:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: llvm.localescape used outside of entry block [V-EH-46]
  call void (...) @llvm.localescape(ptr %x)
  ret void
}
