; f() { try { try { may_throw(); } catch (int) { Guard g; may_throw(); } }
;       catch (...) { puts("outer"); } }: a cleanup (g's destructor) in a
; catch, an exception from it to the outer catch-all
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@_ZTIi = external constant ptr
@.o = private constant [6 x i8] c"outer\00"
@.g = private constant [7 x i8] c"~Guard\00"

declare void @may_throw()
declare i32 @__gxx_personality_v0(...)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare i32 @puts(ptr)
declare i32 @llvm.eh.typeid.for(ptr)

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ret unwind label %lpad1
lpad1:
  %lp1 = landingpad { ptr, i32 } catch ptr @_ZTIi catch ptr null
  %sel = extractvalue { ptr, i32 } %lp1, 1
  %ti = call i32 @llvm.eh.typeid.for(ptr @_ZTIi)
  %isint = icmp eq i32 %sel, %ti
  %e1 = extractvalue { ptr, i32 } %lp1, 0
  br i1 %isint, label %inner, label %outer.from1
inner:
  %o1 = call ptr @__cxa_begin_catch(ptr %e1)
  invoke void @may_throw() to label %inner.ok unwind label %lpad2
inner.ok:
  call i32 @puts(ptr @.g)
  call void @__cxa_end_catch()
  br label %ret
lpad2:
  %lp2 = landingpad { ptr, i32 } cleanup catch ptr null
  call i32 @puts(ptr @.g)
  invoke void @__cxa_end_catch() to label %outer.from2 unwind label %lpad3
lpad3:
  %lp3 = landingpad { ptr, i32 } catch ptr null
  unreachable
outer.from2:
  %e2 = extractvalue { ptr, i32 } %lp2, 0
  br label %outer
outer.from1:
  br label %outer
outer:
  %e = phi ptr [ %e1, %outer.from1 ], [ %e2, %outer.from2 ]
  %o = call ptr @__cxa_begin_catch(ptr %e)
  call i32 @puts(ptr @.o)
  call void @__cxa_end_catch()
  br label %ret
ret:
  ret void
}
