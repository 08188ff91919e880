; A nounwind call site in a function with an Itanium personality has no
; call-site entry: the cleanups above it run, then terminate (EH-U-3).
; RUN: sh -c '%ehi run --trace %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: [eh] search #1 frame 1 @g: continue
; CHECK: [eh] search #1 frame 2 @main: terminate (the call is nounwind: no call-site entry)
; CHECK: [eh] landing #1 frame 0 @g: cleanup
; CHECK: cleanup in g
; CHECK: [eh] terminate #1 'int' {{.*}}[EH-U-3]
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
@.s = private constant [13 x i8] c"cleanup in g\00"
define void @g() personality ptr @__gxx_personality_v0 {
  invoke void @throw_int(i32 1) to label %ok unwind label %lp
ok:
  ret void
lp:
  %v = landingpad { ptr, i32 } cleanup
  call i32 @puts(ptr @.s)
  resume { ptr, i32 } %v
}
define i32 @main() personality ptr @__gxx_personality_v0 {
  call void @g() nounwind
  ret i32 0
}
