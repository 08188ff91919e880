; V-EH-13: a catch clause whose operand is not a pointer.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Catch operand does not have pointer type!
target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)
declare void @g()

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %done unwind label %lpad
done:
  ret void
lpad:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Catch operand does not have pointer type! [V-EH-13]
  %lp = landingpad { ptr, i32 } catch i32 0
  resume { ptr, i32 } %lp
}
