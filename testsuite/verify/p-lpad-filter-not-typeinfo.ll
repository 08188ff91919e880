; V-P-9: a filter whose elements include a non-type-info pointer.
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-P-9: EH reference, "Try/Catch": a filter lists std::type_info objects.

target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant ptr

declare i32 @__gxx_personality_v0(...)
declare void @g()

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %done unwind label %lpad
done:
  ret void
lpad:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: filter clause element must be a type-info global or null [V-P-9]
  %lp = landingpad { ptr, i32 } filter [2 x ptr] [ptr @_ZTIi, ptr inttoptr (i64 8 to ptr)]
  resume { ptr, i32 } %lp
}
