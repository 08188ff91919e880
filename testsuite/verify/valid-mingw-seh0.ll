; Valid: MinGW x86-64 (__gxx_personality_seh0): landingpads on a Windows
; target; the family is decided by the personality, not by the triple.
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "x86_64-w64-windows-gnu"

@_ZTIi = external constant ptr

declare i32 @__gxx_personality_seh0(...)
declare void @may_throw()
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()

define i32 @f() personality ptr @__gxx_personality_seh0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lpad
ok:
  ret i32 0
lpad:
  %lp = landingpad { ptr, i32 } cleanup catch ptr @_ZTIi
  %sel = extractvalue { ptr, i32 } %lp, 1
  %is = icmp sgt i32 %sel, 0
  br i1 %is, label %catch, label %resume
catch:
  %exn = extractvalue { ptr, i32 } %lp, 0
  %p = call ptr @__cxa_begin_catch(ptr %exn)
  call void @__cxa_end_catch()
  ret i32 1
resume:
  resume { ptr, i32 } %lp
}
