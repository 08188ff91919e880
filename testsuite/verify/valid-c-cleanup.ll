; Valid: C with -fexceptions and __attribute__((cleanup)): the C personality
; __gcc_personality_v0 with a cleanup-only landingpad that resumes.
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gcc_personality_v0(...)
declare void @may_throw()
declare void @release(ptr)

define void @f() personality ptr @__gcc_personality_v0 {
entry:
  %buf = alloca ptr, align 8
  invoke void @may_throw() to label %ok unwind label %lpad
ok:
  call void @release(ptr %buf)
  ret void
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  call void @release(ptr %buf)
  resume { ptr, i32 } %lp
}
