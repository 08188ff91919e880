; V-S-27: a body given to an llvm.* function.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: llvm intrinsics cannot be defined!
target triple = "x86_64-unknown-linux-gnu"

; CHECK: {{.*}}:[[@LINE+1]]:1: error: llvm intrinsics cannot be defined! [V-S-27]
define i32 @llvm.eh.typeid.for.p0(ptr %p) {
entry:
  ret i32 1
}
