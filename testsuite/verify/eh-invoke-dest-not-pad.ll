; V-EH-18: an invoke unwinds to an ordinary block.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: The unwind destination does not have an exception handling instruction!
target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)
declare void @g()

define void @f() personality ptr @__gxx_personality_v0 {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: The unwind destination does not have an exception handling instruction! [V-EH-18]
  invoke void @g() to label %done unwind label %oops
done:
  ret void
oops:
  ret void
}
