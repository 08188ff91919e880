; V-S-36: a tailcc or swifttailcc musttail call need not pass the caller's
; parameter count (no V-S-31), but neither end is varargs and no parameter,
; the caller's or at the call, is inreg, inalloca, swifterror,
; preallocated or byref.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: inreg attribute not allowed in tailcc musttail caller
target triple = "x86_64-unknown-linux-gnu"

declare tailcc void @simple()
declare swifttailcc void @two(ptr, ptr)
declare tailcc void @va(...)

define swifttailcc void @fewer(ptr %p) {
  musttail call swifttailcc void @two(ptr %p, ptr %p)
  ret void
}

define tailcc void @inreg(ptr inreg %p) {
; CHECK: {{.*}}:[[@LINE+1]]:3: error: inreg attribute not allowed in tailcc musttail caller [V-S-36]
  musttail call tailcc void @simple()
  ret void
}

define swifttailcc void @callee_byref(ptr %p) {
; CHECK: {{.*}}:[[@LINE+1]]:3: error: byref attribute not allowed in swifttailcc musttail callee [V-S-36]
  musttail call swifttailcc void @two(ptr byref(i8) %p, ptr %p)
  ret void
}

define tailcc void @varargs(...) {
; CHECK: {{.*}}:[[@LINE+1]]:3: error: cannot guarantee tailcc tail call for varargs function [V-S-36]
  musttail call tailcc void (...) @va(...)
  ret void
}
; CHECK: 3 errors
