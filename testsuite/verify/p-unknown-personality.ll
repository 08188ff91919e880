; V-P-1 (warning): a personality ehi does not model (GNU Ada); LLVM accepts
; any personality.
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-P-1: the personality decides what every pad means (EH reference, "Overview");
; ehi models only the personalities SPEC.md lists.

target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gnat_eh_personality(...)
declare void @g()

; CHECK: {{.*}}:[[@LINE+1]]:1: warning: personality @__gnat_eh_personality is not one ehi knows; its exception handling will not be interpreted [V-P-1]
define void @f() personality ptr @__gnat_eh_personality {
entry:
  invoke void @g() to label %done unwind label %lpad
done:
  ret void
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}
