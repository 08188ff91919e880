; V-S-3: a PHI in a landingpad block shared by two invokes lists only one of them
; (the unwind edges are predecessors like any other).
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: PHINode should have one entry for each predecessor of its parent basic block!
target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)
declare void @g(i32)

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g(i32 1) to label %next unwind label %lpad
next:
  invoke void @g(i32 2) to label %done unwind label %lpad
done:
  ret void
lpad:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: PHINode should have one entry for each predecessor of its parent basic block! [V-S-3]
  %which = phi i32 [ 1, %entry ]
  %lp = landingpad { ptr, i32 } cleanup
  call void @g(i32 %which)
  resume { ptr, i32 } %lp
}
