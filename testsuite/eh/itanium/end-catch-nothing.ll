; __cxa_end_catch with nothing caught (EH-U-12); libstdc++ would ignore it.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: undefined behaviour: __cxa_end_catch with no exception caught [EH-U-12]
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
define i32 @main() {
  call void @__cxa_end_catch()
  ret i32 0
}
