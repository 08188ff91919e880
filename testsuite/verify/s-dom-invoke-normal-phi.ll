; Valid: the invoke result used on the normal edge, including by a PHI whose
; incoming block is the invoke's own block.
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)
declare i32 @g()

define i32 @f(i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  br i1 %c, label %call, label %join
call:
  %r = invoke i32 @g() to label %join unwind label %lpad
join:
  %v = phi i32 [ %r, %call ], [ 0, %entry ]
  ret i32 %v
lpad:
  %lp = landingpad { ptr, i32 } catch ptr null
  ret i32 -1
}
