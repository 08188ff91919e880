; Valid: an irreducible loop entered both by a normal edge (entry -> %a) and by
; an unwind edge (entry -> %lpad): %a -> %lpad -> %b -> %a, where the landingpad
; block branches back into ordinary code.
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)
declare void @g()

define i32 @f(i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %a unwind label %lpad
a:
  %n = phi i32 [ 0, %entry ], [ %n2, %b ]
  invoke void @g() to label %done unwind label %lpad
lpad:
  %m = phi i32 [ 0, %entry ], [ %n, %a ]
  %lp = landingpad { ptr, i32 } catch ptr null
  br label %b
b:
  %n2 = add i32 %m, 1
  %again = icmp slt i32 %n2, 10
  br i1 %again, label %a, label %done
done:
  %r = phi i32 [ %n, %a ], [ %n2, %b ]
  ret i32 %r
}
