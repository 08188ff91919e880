; An exception nothing catches: terminate without running any cleanup
; (GNU behaviour, SPEC.md EH-U-1), with libstdc++'s message (EH-U-2).
; RUN: sh -c '%ehi run --trace %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: [eh] search #1 frame 1 @f: continue (only a cleanup (entered in phase 2))
; CHECK: [eh] end_of_stack #1
; CHECK: [eh] terminate #1 'int' {{.*}}(no handler: the exception is not caught) [EH-U-1]
; CHECK-NOT: cleanup ran
; CHECK: terminate called after throwing an instance of 'int'
; CHECK-NOT: cleanup ran
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
@.s = private constant [12 x i8] c"cleanup ran\00"
define void @f() personality ptr @__gxx_personality_v0 {
  invoke void @throw_int(i32 1) to label %ok unwind label %lp
ok:
  ret void
lp:
  %v = landingpad { ptr, i32 } cleanup
  call i32 @puts(ptr @.s)
  resume { ptr, i32 } %v
}
define i32 @main() {
  call void @f()
  ret i32 0
}
