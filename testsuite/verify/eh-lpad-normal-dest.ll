; V-EH-17: an invoke whose normal and unwind destinations are the same
; landingpad block.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.
target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)
declare void @g()

define void @f() personality ptr @__gxx_personality_v0 {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke. [V-EH-17]
  invoke void @g() to label %lpad unwind label %lpad
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}
