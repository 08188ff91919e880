; V-EH-19: invoking llvm.eh.typeid.for.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Cannot invoke an intrinsic other than donothing, patchpoint, statepoint, coro_resume, coro_destroy or clang.arc.attachedcall
target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant ptr
declare i32 @__gxx_personality_v0(...)
declare i32 @llvm.eh.typeid.for.p0(ptr)

define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Cannot invoke an intrinsic other than donothing, patchpoint, statepoint, coro_resume, coro_destroy or clang.arc.attachedcall [V-EH-19]
  %x = invoke i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) to label %done unwind label %lpad
done:
  ret i32 %x
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}
