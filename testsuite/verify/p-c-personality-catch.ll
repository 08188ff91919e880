; V-P-11 (warning): a catch clause under the C personality, which only runs
; cleanups, so the clause can never match.
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-P-11: libgcc's __gcc_personality_v0 (unwind-c.c) handles only the cleanup phase;
; it never reports a handler found in the search phase.

target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant ptr

declare i32 @__gcc_personality_v0(...)
declare void @g()

define void @f() personality ptr @__gcc_personality_v0 {
entry:
  invoke void @g() to label %done unwind label %lpad
done:
  ret void
lpad:
; CHECK: {{.*}}:[[@LINE+1]]:3: warning: catch or filter clause under @__gcc_personality_v0 never matches (it only runs cleanups) [V-P-11]
  %lp = landingpad { ptr, i32 } cleanup catch ptr @_ZTIi
  resume { ptr, i32 } %lp
}
