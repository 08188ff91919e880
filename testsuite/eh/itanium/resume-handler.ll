; resume from the frame phase 1 chose as the handler (its landing pad
; resumes instead of catching), and resume out of the bottom frame, are
; undefined behaviour (SPEC.md EH-U-8).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; RUN: sh -c '%ehi run --entry bottom %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=BOTTOM %s
; CHECK: ehi: undefined behaviour: exception #1 is resumed below the frame phase 1 chose to handle it {{.*}}[EH-U-8]
; CHECK-NEXT: at {{.*}}resume-handler.ll:{{[0-9]+}}:3 in @main
; CHECK: status 66
; BOTTOM: ehi: undefined behaviour: exception #1 is resumed out of the bottom frame [EH-U-8]
; BOTTOM: status 66
target triple = "x86_64-unknown-linux-gnu"
@_ZTIi = external constant ptr
declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare i32 @__gxx_personality_v0(...)

define void @throw_int() {
  %e = call ptr @__cxa_allocate_exception(i64 4)
  store i32 1, ptr %e
  call void @__cxa_throw(ptr %e, ptr @_ZTIi, ptr null)
  unreachable
}
define void @handler() personality ptr @__gxx_personality_v0 {
  invoke void @throw_int() to label %ok unwind label %lp
ok:
  ret void
lp:
  %v = landingpad { ptr, i32 } catch ptr null
  resume { ptr, i32 } %v
}
define i32 @main() personality ptr @__gxx_personality_v0 {
  call void @handler()
  ret i32 0
}
define i32 @bottom() personality ptr @__gxx_personality_v0 {
  invoke void @throw_int() to label %ok unwind label %lp
ok:
  ret i32 0
lp:
  %v = landingpad { ptr, i32 } catch ptr null
  resume { ptr, i32 } %v
}
