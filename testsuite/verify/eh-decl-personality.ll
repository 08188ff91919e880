; V-EH-1: a declaration carries a personality.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Function declaration shouldn't have a personality routine
target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)
; CHECK: {{.*}}:[[@LINE+1]]:1: error: Function declaration shouldn't have a personality routine [V-EH-1]
declare void @g() personality ptr @__gxx_personality_v0
