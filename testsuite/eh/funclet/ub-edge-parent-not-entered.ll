; EH-F-3: an unwind edge enters a pad whose parent is not entered (here the
; invoke, outside every pad, unwinds to a cleanuppad within %o).  The
; verifier rejects every such edge (V-EH-33, and %o does not dominate its
; use); run anyway, the run-time check reports it.
; RUN: sh -c '%ehi run --no-verify %s 2>&1; echo "status $?"' | FileCheck %s
; CHECK: ehi: undefined behaviour: an unwind edge enters pad %i, whose parent %o is not an entered pad [EH-F-3]
; CHECK-NEXT: at {{.*}}ub-edge-parent-not-entered.ll:[[@LINE+16]]:3 in @main, block %entry
; CHECK: status 66
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"
@_ZTIi = external constant ptr
declare ptr @__cxa_allocate_exception(i32)
declare void @__cxa_throw(ptr, ptr, ptr)
declare i32 @__gxx_wasm_personality_v0(...)
define void @thrower() {
  %e = call ptr @__cxa_allocate_exception(i32 4)
  store i32 1, ptr %e
  call void @__cxa_throw(ptr %e, ptr @_ZTIi, ptr null)
  unreachable
}
define i32 @main() personality ptr @__gxx_wasm_personality_v0 {
entry:
  invoke void @thrower() to label %ok unwind label %inner
ok:
  ret i32 0
outer:
  %o = cleanuppad within none []
  cleanupret from %o unwind to caller
inner:
  %i = cleanuppad within %o []
  cleanupret from %i unwind to caller
}
