; V-S-9: the result of an invoke exists only on its normal edge; the landingpad
; block uses it.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Instruction does not dominate all uses!
target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)
declare i32 @g()
declare void @use(i32)

define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @g() to label %ok unwind label %lpad
ok:
  ret i32 %r
lpad:
  %lp = landingpad { ptr, i32 } cleanup
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Instruction does not dominate all uses! [V-S-9]
  call void @use(i32 %r)
  resume { ptr, i32 } %lp
}
