; noreturn.ll as LLVM 19's simplifycfg leaves it: the normal destination of
; the invoke of a noreturn function is unreachable
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @simple_throw() noreturn
declare void @sideeffect()
declare void @destructor()
declare i32 @__gxx_personality_v0(...)

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @simple_throw() to label %cont unwind label %lpad
cont:
  unreachable
lpad:
  %eh = landingpad { ptr, i32 } cleanup
  call void @destructor()
  resume { ptr, i32 } %eh
}
