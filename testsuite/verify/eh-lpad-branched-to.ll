; V-EH-17: a landingpad block reached by an ordinary branch (reported at the
; branch).
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.
target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)
declare void @g()

define void @f(i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %next unwind label %lpad
next:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke. [V-EH-17]
  br i1 %c, label %lpad, label %done
done:
  ret void
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}
