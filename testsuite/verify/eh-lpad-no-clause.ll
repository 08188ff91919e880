; V-EH-12: a landingpad with no clause and no cleanup.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: LandingPadInst needs at least one clause or to be a cleanup.
target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)
declare void @g()

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %done unwind label %lpad
done:
  ret void
lpad:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: LandingPadInst needs at least one clause or to be a cleanup. [V-EH-12]
  %lp = landingpad { ptr, i32 }
  resume { ptr, i32 } %lp
}
