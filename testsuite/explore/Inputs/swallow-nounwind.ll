; (nounwind) g() { try { may_throw(); } cleanup { return 0; } }: the landing pad is a
; cleanup that returns, so no exception ever leaves @g; LLVM's
; function-attrs (14 and 19) marks it nounwind (swallow-nounwind.ll).
; ehi once reported EH-U-4 at phase 1 for the nounwind version: found by
; testsuite/llvm-passes/check.py (LLVM's Inline/2003-09-14-InlineValue.ll).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @may_throw()
declare i32 @__gxx_personality_v0(...)

define i32 @g() nounwind personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lpad
ok:
  ret i32 1
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  ret i32 0
}
