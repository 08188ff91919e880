; A declaration whose name only starts like an intrinsic's (llvm.cttz.<not a
; type>) or that takes fewer arguments than the intrinsic: ehi does not run
; the intrinsic's builtin on it (which read arguments the call does not
; have: a host crash, found by the run fuzz target) -- the call is of an
; external function ehi does not provide (X-CALL-3, status 68), named.
; LLVM's verifier rejects both (the intrinsic's signature).  A name in an
; intrinsic family that names none of its intrinsics (llvm.vector.reduce.<not
; an operation>: the builtin bound by the prefix read a vector the call does
; not pass, a host crash found by the run fuzz target) is a function LLVM
; accepts and ehi does not provide; so is a name the verifier does not know
; in the family of llvm.sadd.with.overflow, whose type is not that
; intrinsic's (a void result: the builtin wrote its overflow flag before
; the result's registers, found by the run fuzz target too).  A name the
; verifier does not know with the type of its family's intrinsic is run
; by the family's builtin (llvm.memcpy.inline: run/memcpy-overlap.ll).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=NAME
; RUN: sh -c '%ehi run --entry short %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=SHORT
; NAME: ehi: error: call to external function '@llvm.cttz.llvm.wasm.rethrow', which ehi does not provide [X-CALL-3]
; NAME: status 68
; SHORT: ehi: error: call to external function '@llvm.ptrmask.p0.i64', which ehi does not provide [X-CALL-3]
; SHORT: status 68
; RUN: sh -c '%ehi run --entry family %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=FAMILY
; FAMILY: ehi: error: call to external function '@llvm.vector.reduce.i64', which ehi does not provide [X-CALL-3]
; FAMILY: status 68
; RUN: sh -c '%ehi run --entry overflow %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OVF
; OVF: ehi: error: call to external function '@llvm.sadd.with.overflow.llvm.ssub.sat.p0i8', which ehi does not provide [X-CALL-3]
; OVF: status 68
; RUN: %ehi run --entry fits %s | FileCheck %s --check-prefix=FITS
; FITS: 10
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

declare void @llvm.vector.reduce.i64(ptr, ptr, i64, i1)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @printf(ptr, ...)
@fmt = private constant [4 x i8] c"%d\0A\00"

define i32 @family() {
  %a = alloca [4 x i64]
  call void @llvm.vector.reduce.i64(ptr %a, ptr %a, i64 10, i1 false)
  ret i32 0
}

declare void @llvm.sadd.with.overflow.llvm.ssub.sat.p0i8(i64, ptr)

define i32 @overflow() {
  %a = alloca i8
  call void @llvm.sadd.with.overflow.llvm.ssub.sat.p0i8(i64 1, ptr %a)
  ret i32 0
}

define i32 @fits() {
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> <i32 1, i32 2, i32 3, i32 4>)
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %r)
  ret i32 0
}
