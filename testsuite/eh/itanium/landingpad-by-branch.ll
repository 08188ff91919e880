; A landingpad reached by a branch, not by unwinding: the verifier rejects
; it (V-EH-17); run anyway, it is undefined behaviour (SPEC.md EH-U-10).
; RUN: sh -c '%ehi run --no-verify %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: undefined behaviour: a landingpad was reached other than by unwinding [EH-U-10]
; CHECK-NEXT: at {{.*}}landingpad-by-branch.ll:[[@LINE+8]]:3 in @main, block %lp
; CHECK: status 66
target triple = "x86_64-unknown-linux-gnu"
declare i32 @__gxx_personality_v0(...)
define i32 @main() personality ptr @__gxx_personality_v0 {
entry:
  br label %lp
lp:
  %v = landingpad { ptr, i32 } cleanup
  ret i32 1
}
