; Valid: two invokes share one landingpad; PHIs at the head of the landingpad
; block (before the landingpad) have one entry per unwind edge; the cleanup
; resumes.
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)
declare void @g(i32)
declare void @dtor(i32)

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g(i32 1) to label %next unwind label %lpad
next:
  invoke void @g(i32 2) to label %done unwind label %lpad
done:
  ret void
lpad:
  %state = phi i32 [ 1, %entry ], [ 2, %next ]
  %lp = landingpad { ptr, i32 } cleanup
  call void @dtor(i32 %state)
  resume { ptr, i32 } %lp
}
