; V-S-18: an indirect call whose function type takes a token (the callee is
; not a declared function, so only the call site is at fault).
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Function has token parameter but isn't an intrinsic
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr %fp) {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Function has token parameter but isn't an intrinsic [V-S-18]
  call void %fp(token none)
  ret void
}
