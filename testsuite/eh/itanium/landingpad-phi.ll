; The unwind edge of an invoke carries its own phi values.
; RUN: %ehi run %s | FileCheck %s
; CHECK: pad saw 20
target triple = "x86_64-unknown-linux-gnu"
@_ZTIi = external constant ptr
declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare void @__cxa_rethrow()
declare i32 @__gxx_personality_v0(...)
declare i32 @puts(ptr)

define void @throw_int(i32 %v) {
  %e = call ptr @__cxa_allocate_exception(i64 4)
  store i32 %v, ptr %e
  call void @__cxa_throw(ptr %e, ptr @_ZTIi, ptr null)
  unreachable
}
@.f = private constant [12 x i8] c"pad saw %d\0A\00"
declare i32 @printf(ptr, ...)
define void @maybe(i32 %v) {
  %t = icmp eq i32 %v, 20
  br i1 %t, label %throw, label %ret
throw:
  call void @throw_int(i32 %v)
  unreachable
ret:
  ret void
}
define i32 @main() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @maybe(i32 10) to label %second unwind label %lp
second:
  invoke void @maybe(i32 20) to label %done unwind label %lp
done:
  ret i32 1
lp:
  %which = phi i32 [ 10, %entry ], [ 20, %second ]
  %l = landingpad { ptr, i32 } catch ptr null
  call i32 (ptr, ...) @printf(ptr @.f, i32 %which)
  ret i32 0
}
