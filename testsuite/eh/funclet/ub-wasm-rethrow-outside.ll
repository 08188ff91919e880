; EH-F-9: llvm.wasm.rethrow outside a catchpad (no exception to rethrow)
; is undefined behaviour.
; RUN: sh -c '%ehi run %s 2>&1; echo "status $?"' | FileCheck %s
; CHECK: ehi: undefined behaviour: llvm.wasm.rethrow outside a catchpad [EH-F-9]
; CHECK-NEXT: at {{.*}}ub-wasm-rethrow-outside.ll:[[@LINE+6]]:3 in @main
; CHECK: status 66
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"
declare void @llvm.wasm.rethrow()
define i32 @main() {
  call void @llvm.wasm.rethrow()
  ret i32 0
}
