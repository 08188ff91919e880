; catch-int.ll without the cleanup on the unwind path; was: f() { Guard g; try { may_throw(); } catch (int e) { return e + 100; } return 0; }
; with Guard's destructor printing "cleanup": the source of the equiv pairs
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@_ZTIi = external constant ptr
@.cl = private constant [9 x i8] c"cleanup\0A\00"

declare void @may_throw()
declare i32 @__gxx_personality_v0(...)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare i32 @printf(ptr, ...)
declare i32 @llvm.eh.typeid.for(ptr)
declare void @_Unwind_Resume(ptr)

define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lpad
ok:
  call i32 (ptr, ...) @printf(ptr @.cl)
  ret i32 0
lpad:
  %lp = landingpad { ptr, i32 } cleanup catch ptr @_ZTIi
  %sel = extractvalue { ptr, i32 } %lp, 1
  %ti = call i32 @llvm.eh.typeid.for(ptr @_ZTIi)
  %is = icmp eq i32 %sel, %ti
  br i1 %is, label %catch, label %resume
catch:
  %exn = extractvalue { ptr, i32 } %lp, 0
  %obj = call ptr @__cxa_begin_catch(ptr %exn)
  %v = load i32, ptr %obj
  call void @__cxa_end_catch()
  %r = add i32 %v, 100
  ret i32 %r
resume:
  resume { ptr, i32 } %lp
}
