; V-EH-15: two landingpads of one function with different result types.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: The landingpad instruction should have a consistent result type inside a function.
target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)
declare void @g()

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %next unwind label %lpad1
next:
  invoke void @g() to label %done unwind label %lpad2
done:
  ret void
lpad1:
  %lp1 = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp1
lpad2:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: The landingpad instruction should have a consistent result type inside a function. [V-EH-15]
  %lp2 = landingpad { ptr, i64 } cleanup
  ret void
}
