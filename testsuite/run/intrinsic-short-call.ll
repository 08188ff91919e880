; A declaration whose name only starts like an intrinsic's (llvm.cttz.<not a
; type>) or that takes fewer arguments than the intrinsic: ehi does not run
; the intrinsic's builtin on it (which read arguments the call does not
; have: a host crash, found by the run fuzz target) -- the call is of an
; external function ehi does not provide (X-CALL-3, status 68), named.
; LLVM's verifier rejects both (the intrinsic's signature).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=NAME
; RUN: sh -c '%ehi run --entry short %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=SHORT
; NAME: ehi: error: call to external function '@llvm.cttz.llvm.wasm.rethrow', which ehi does not provide [X-CALL-3]
; NAME: status 68
; SHORT: ehi: error: call to external function '@llvm.ptrmask.p0.i64', which ehi does not provide [X-CALL-3]
; SHORT: status 68
target triple = "x86_64-unknown-linux-gnu"

declare void @llvm.cttz.llvm.wasm.rethrow()
declare ptr @llvm.ptrmask.p0.i64()

define i32 @main() {
  call void @llvm.cttz.llvm.wasm.rethrow()
  ret i32 0
}

define i32 @short() {
  %p = call ptr @llvm.ptrmask.p0.i64()
  ret i32 0
}
