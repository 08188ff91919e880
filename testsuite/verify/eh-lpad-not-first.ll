; V-EH-8: a call before the landingpad in its block; the invoke that unwinds there
; therefore has no EH pad as its unwind destination (V-EH-18).
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM-DAG: LandingPadInst not the first non-PHI instruction in the block.
; LLVM-DAG: The unwind destination does not have an exception handling instruction!
target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)
declare void @g()
declare void @h()

define void @f() personality ptr @__gxx_personality_v0 {
entry:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: The unwind destination does not have an exception handling instruction! [V-EH-18]
  invoke void @g() to label %done unwind label %lpad
done:
  ret void
lpad:
  call void @h()
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: LandingPadInst not the first non-PHI instruction in the block. [V-EH-8]
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}
