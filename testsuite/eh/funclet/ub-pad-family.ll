; EH-F-10: a cleanuppad under __gxx_personality_v0, a personality whose
; pads are landingpads (V-P-4; LLVM's verifier accepts the IR).  The run
; warns and goes on; the Itanium search asking the personality about the
; cleanuppad is undefined behaviour (before this rule, the host crashed
; there: nothing may assume what only the verifier checks).
; RUN: sh -c '%ehi run %s 2>&1; echo "status $?"' | FileCheck %s
; CHECK: warning: cleanuppad in a function whose personality @__gxx_personality_v0 uses landingpads [V-P-4] (LLVM accepts this IR)
; CHECK-NEXT: in function @main
; CHECK: ehi: undefined behaviour: the exception reaches cleanuppad %c ({{.*}}ub-pad-family.ll:{{[0-9]+}}:3), which @__gxx_personality_v0 cannot read: its pads are landingpads (V-P-4) [EH-F-10]
; CHECK: status 66
; RUN: %opt19 -passes=verify -disable-output %s
target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant ptr
declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare i32 @__gxx_personality_v0(...)

define void @thrower() {
  %e = call ptr @__cxa_allocate_exception(i64 4)
  store i32 7, ptr %e
  call void @__cxa_throw(ptr %e, ptr @_ZTIi, ptr null)
  unreachable
}

define i32 @main() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @thrower() to label %done unwind label %cl
cl:
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller
done:
  ret i32 0
}
