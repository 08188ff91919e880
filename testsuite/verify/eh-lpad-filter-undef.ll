; V-EH-14: the empty filter written as in the EH reference ("[0 x i8**] undef")
; is rejected by LLVM, which wants a constant array or zeroinitializer.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Filter operand is not an array of constants!
target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)
declare void @g()

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %done unwind label %lpad
done:
  ret void
lpad:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Filter operand is not an array of constants! [V-EH-14]
  %lp = landingpad { ptr, i32 } filter [0 x ptr] undef
  resume { ptr, i32 } %lp
}
