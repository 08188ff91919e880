; V-S-9: a PHI in the unwind destination takes the invoke's own result on the
; unwind edge, where it is not defined.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Instruction does not dominate all uses!
target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)
declare i32 @g()

define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @g() to label %ok unwind label %lpad
ok:
  ret i32 %r
lpad:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Instruction does not dominate all uses! [V-S-9]
  %v = phi i32 [ %r, %entry ]
  %lp = landingpad { ptr, i32 } catch ptr null
  ret i32 %v
}
