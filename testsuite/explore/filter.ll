; A filter (throw(int)): an exception of a type the filter allows passes
; on (here: to f's caller, which explore makes catch everything); another one lands in the filter and
; __cxa_call_unexpected terminates (SPEC.md EH-U-6).  Explored: may_throw
; returns, throws int (the filter's type), throws long (no clause names it).
; RUN: %ehi explore --entry f %s | FileCheck %s
; CHECK: explore {{.*}}filter.ll @f: 3 paths, 3 outcomes
; CHECK: outcome 1: return void  (1 path)
; CHECK-NEXT: choices: @may_throw#1=return
; CHECK: outcome 2: exception 'int' leaves @f  (1 path)
; CHECK-NEXT: choices: @may_throw#1=throw @_ZTIi 0
; CHECK: outcome 3: terminate [EH-U-6] 'long'  (1 path)
; CHECK-NEXT: choices: @may_throw#1=throw long 0
; CHECK: [eh] unexpected #1
; With no caller (--caller=none), the int finds no handler: terminate (EH-U-1)
; RUN: %ehi explore --caller=none --entry f %s | FileCheck %s --check-prefix=NONE
; NONE: outcome 2: exception 'int' escapes (terminate [EH-U-1])  (1 path)
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@_ZTIi = external constant ptr

declare void @may_throw()
declare i32 @__gxx_personality_v0(...)
declare void @__cxa_call_unexpected(ptr)

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lpad
ok:
  ret void
lpad:
  %lp = landingpad { ptr, i32 } filter [1 x ptr] [ptr @_ZTIi]
  %exn = extractvalue { ptr, i32 } %lp, 0
  call void @__cxa_call_unexpected(ptr %exn)
  unreachable
}
