; V-EH-2: a landingpad in a function without a personality.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: LandingPadInst needs to be in a function with a personality.
target triple = "x86_64-unknown-linux-gnu"

declare void @g()

define void @f() {
entry:
  invoke void @g() to label %done unwind label %lpad
done:
  ret void
lpad:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: LandingPadInst needs to be in a function with a personality. [V-EH-2]
  %lp = landingpad { ptr, i32 } cleanup
  ret void
}
