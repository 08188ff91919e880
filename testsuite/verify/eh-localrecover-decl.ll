; V-EH-49: llvm.localrecover naming a function that is only declared.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: llvm.localrecover first argument must be function defined in this module
target triple = "i686-pc-windows-msvc"

declare void @parent()
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg)

define i32 @filter(ptr %fp) {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: llvm.localrecover first argument must be function defined in this module [V-EH-49]
  %p = call ptr @llvm.localrecover(ptr @parent, ptr %fp, i32 0)
  ret i32 1
}
