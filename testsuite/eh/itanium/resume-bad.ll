; resume of a value that is not the exception this frame's pad received
; is undefined behaviour (EH-U-11).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: undefined behaviour: resume of a value that is no exception{{.*}}[EH-U-11]
; CHECK-NEXT: at {{.*}}resume-bad.ll:{{[0-9]+}}:3 in @f
; CHECK-NEXT: at {{.*}}resume-bad.ll:{{[0-9]+}}:3 in @main
; CHECK: status 66
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
@dummy = global i32 0
define void @f() personality ptr @__gxx_personality_v0 {
  invoke void @throw_int(i32 1) to label %ok unwind label %lp
ok:
  ret void
lp:
  %v = landingpad { ptr, i32 } cleanup
  %w = insertvalue { ptr, i32 } %v, ptr @dummy, 0
  resume { ptr, i32 } %w
}
define i32 @main() personality ptr @__gxx_personality_v0 {
  invoke void @f() to label %ok unwind label %lp
ok:
  ret i32 0
lp:
  %v = landingpad { ptr, i32 } catch ptr null
  ret i32 1
}
