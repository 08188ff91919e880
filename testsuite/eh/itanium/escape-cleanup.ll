; A second exception leaving a frame while that frame runs a cleanup for
; the first: terminate (EH-U-5), after the cleanups above it.
; RUN: sh -c '%ehi run --trace %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: [eh] landing #1 frame 0 @f: cleanup
; CHECK: [eh] throw #2 'int'
; CHECK: [eh] search #2 frame 1 @f: continue
; CHECK: [eh] terminate #2 'int' {{.*}}(an exception escapes a cleanup that is running for another exception) [EH-U-5]
; CHECK: terminate called after throwing an instance of 'int'
; CHECK: status 134
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
define void @f() personality ptr @__gxx_personality_v0 {
  invoke void @throw_int(i32 1) to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  call void @throw_int(i32 2)
  resume { ptr, i32 } %l
}
define i32 @main() personality ptr @__gxx_personality_v0 {
  invoke void @f() to label %ok unwind label %lp
ok:
  ret i32 1
lp:
  %l = landingpad { ptr, i32 } catch ptr null
  ret i32 0
}
