; V-EH-7: the entry block begins with a landingpad.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: EH pad cannot be in entry block.
target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)

define void @f() personality ptr @__gxx_personality_v0 {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: EH pad cannot be in entry block. [V-EH-7]
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}
