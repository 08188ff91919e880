; V-P-8: a catch clause whose operand is a pointer but not a type-info global
; (LLVM only requires a pointer).
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-P-8: EH reference, "Try/Catch": a catch clause names a std::type_info object (an RTTI
; object) or is null for catch-all.

target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)
declare void @g()

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %done unwind label %lpad
done:
  ret void
lpad:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: catch clause operand must be a type-info global or null [V-P-8]
  %lp = landingpad { ptr, i32 } catch ptr inttoptr (i64 4096 to ptr)
  resume { ptr, i32 } %lp
}
