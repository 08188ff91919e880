; Valid: SjLj C++ EH on armv7 iOS (__gxx_personality_sj0): a landingpad with a
; catch clause; the model differs at run time, the IR is the landingpad form.
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "thumbv7-apple-ios5.0.0"

@_ZTIi = external constant ptr

declare i32 @__gxx_personality_sj0(...)
declare void @may_throw()
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()

define i32 @f() personality ptr @__gxx_personality_sj0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lpad
ok:
  ret i32 0
lpad:
  %lp = landingpad { ptr, i32 } catch ptr @_ZTIi
  %exn = extractvalue { ptr, i32 } %lp, 0
  %p = call ptr @__cxa_begin_catch(ptr %exn)
  call void @__cxa_end_catch()
  ret i32 1
}
