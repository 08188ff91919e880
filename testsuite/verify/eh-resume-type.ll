; V-EH-16: a resume whose operand type differs from the landingpad result type.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: The resume instruction should have a consistent result type inside a function.
target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)
declare void @g()

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %done unwind label %lpad
done:
  ret void
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  %exn = extractvalue { ptr, i32 } %lp, 0
; CHECK: {{.*}}:[[@LINE+1]]:3: error: The resume instruction should have a consistent result type inside a function. [V-EH-16]
  resume ptr %exn
}
