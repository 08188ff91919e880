; V-EH-48: llvm.localescape of a value that is not a static alloca.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: llvm.localescape only accepts static allocas
target triple = "i686-pc-windows-msvc"

declare void @llvm.localescape(...)

define void @f(ptr %p) {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: llvm.localescape only accepts static allocas [V-EH-48]
  call void (...) @llvm.localescape(ptr %p)
  ret void
}
