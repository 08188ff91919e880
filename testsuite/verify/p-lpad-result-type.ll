; V-P-10: a landingpad producing { ptr, i64 } under the Itanium C++ personality
; (consistent within the function, so LLVM accepts it).
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-P-10: EH reference, "Try/Catch": for C++ the landingpad returns the exception
; pointer and an integer selector; the selector is an i32 typeid index (llvm.eh.typeid.for).

target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)
declare void @g()

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %done unwind label %lpad
done:
  ret void
lpad:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: landingpad for @__gxx_personality_v0 must produce { ptr, i32 } [V-P-10]
  %lp = landingpad { ptr, i64 } cleanup
  resume { ptr, i64 } %lp
}
