; An exception leaving a function marked nounwind is undefined behaviour,
; reported at phase 1 (EH-U-4).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: undefined behaviour: exception #1 unwinds out of @c_frame, which is nounwind [EH-U-4]
; CHECK-NEXT: at {{.*}}nounwind-function.ll:[[@LINE+17]]:3 in @throw_int
; CHECK-NEXT: at {{.*}}nounwind-function.ll:[[@LINE+20]]:3 in @c_frame
; CHECK-NEXT: at {{.*}}nounwind-function.ll:[[@LINE+23]]:3 in @main
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
define void @c_frame() nounwind {
  call void @throw_int(i32 3)
  ret void
}
define i32 @main() personality ptr @__gxx_personality_v0 {
  invoke void @c_frame() to label %ok unwind label %lp
ok:
  ret i32 0
lp:
  %v = landingpad { ptr, i32 } catch ptr null
  ret i32 1
}
