; V-EH-3: a resume in a function without a personality.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: ResumeInst needs to be in a function with a personality.
target triple = "x86_64-unknown-linux-gnu"

define void @f({ ptr, i32 } %exn) {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: ResumeInst needs to be in a function with a personality. [V-EH-3]
  resume { ptr, i32 } %exn
}
