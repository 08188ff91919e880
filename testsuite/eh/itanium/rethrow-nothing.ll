; throw; with no exception caught: terminate (EH-U-14), as libstdc++ does.
; RUN: sh -c '%ehi run --trace %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: [eh] terminate {{.*}}(__cxa_rethrow with no exception caught) [EH-U-14]
; CHECK-NEXT: terminate called without an active exception
; CHECK-NEXT: status 134
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
define i32 @main() {
  call void @__cxa_rethrow()
  ret i32 0
}
