; V-S-19: an indirect call returning a token.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Return type cannot be token for indirect call!
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr %fp) {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Return type cannot be token for indirect call! [V-S-19]
  %t = call token %fp()
  ret void
}
