; C frames with __gcc_personality_v0 (-fexceptions, cleanup attribute):
; phase 1 passes them, phase 2 runs their pads as cleanups (SPEC.md
; section 7), between C++ frames.
; RUN: %ehi run --trace %s 2>&1 | FileCheck %s
; CHECK: [eh] search #1 frame 1 @c_func: continue (C frames only clean up)
; CHECK: [eh] landing #1 frame 0 @c_func: cleanup selector 0
; CHECK-NEXT: C cleanup
; CHECK: [eh] landing #1 frame 0 @main: handler
; CHECK: caught in C++
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
@.c = private constant [10 x i8] c"C cleanup\00"
@.m = private constant [14 x i8] c"caught in C++\00"
declare i32 @__gcc_personality_v0(...)
define void @c_func() personality ptr @__gcc_personality_v0 {
  invoke void @throw_int(i32 9) to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  call i32 @puts(ptr @.c)
  resume { ptr, i32 } %l
}
define i32 @main() personality ptr @__gxx_personality_v0 {
  invoke void @c_func() to label %ok unwind label %lp
ok:
  ret i32 1
lp:
  %l = landingpad { ptr, i32 } catch ptr @_ZTIi
  %e = extractvalue { ptr, i32 } %l, 0
  call ptr @__cxa_begin_catch(ptr %e)
  call i32 @puts(ptr @.m)
  call void @__cxa_end_catch()
  ret i32 0
}
