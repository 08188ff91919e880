; V-P-6 (x2): wasm catchpads that are not lists of type-info globals or null: an
; integer operand, and an empty list.
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-P-6: the wasm C++ personality matches the thrown type against the catchpad's
; type-info list (null: catch-all), as clang -fwasm-exceptions emits it.

target triple = "wasm32-unknown-unknown"

declare i32 @__gxx_wasm_personality_v0(...)
declare void @g()

define void @f() personality ptr @__gxx_wasm_personality_v0 {
entry:
  invoke void @g() to label %next unwind label %cs1
next:
  invoke void @g() to label %done unwind label %cs2
done:
  ret void
cs1:
  %sw1 = catchswitch within none [label %h1] unwind to caller
h1:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: catchpad for @__gxx_wasm_personality_v0 must list one or more type-info globals or null [V-P-6]
  %cp1 = catchpad within %sw1 [i32 0]
  catchret from %cp1 to label %done
cs2:
  %sw2 = catchswitch within none [label %h2] unwind to caller
h2:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: catchpad for @__gxx_wasm_personality_v0 must list one or more type-info globals or null [V-P-6]
  %cp2 = catchpad within %sw2 []
  catchret from %cp2 to label %done
}
