; The one class of counterexample testsuite/llvm-passes/check.py finds in
; LLVM's EH tests (Inline/inline_invoke.ll test3_out, test4_out; LLVM 14
; and 19, inline and -O2): inlining a callee with a cleanup into an invoke
; whose landing pad has catch clauses only makes the merged landing pad a
; cleanup, and the callee's resume a branch into the caller's pad code.
; An exception none of the caller's clauses match (here a long) then runs
; the caller's pad code, which before inlining it never reached; when that
; code does not dispatch on the selector (it calls terminate at once), the
; behaviour changes: before, the long leaves @caller after the callee's
; cleanup; after, @caller calls terminate.  clang's pad code always
; dispatches on the selector, so clang's output is not affected.
; RUN: %opt19 -passes=inline -S %s -o %t.b.ll
; RUN: not %ehi equiv --entry caller %s %t.b.ll | FileCheck %s
; CHECK: counterexample: the outcome differs
; CHECK: @may_throw #1: throw long 0
; CHECK: exception 'long' leaves @caller{{ +}}| terminate (std::terminate called)
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@_ZTIi = external constant ptr

declare void @may_throw()
declare void @cleanup() nounwind
declare void @_ZSt9terminatev()
declare i32 @__gxx_personality_v0(...)

define internal void @callee() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lpad
ok:
  ret void
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  call void @cleanup()
  resume { ptr, i32 } %lp
}

define void @caller() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @callee() to label %ret unwind label %lpad
ret:
  ret void
lpad:
  %lp = landingpad { ptr, i32 } catch ptr @_ZTIi
  call void @_ZSt9terminatev()
  unreachable
}
