; Special globals and GC: llvm.used / llvm.compiler.used / llvm.global_ctors /
; llvm.global_dtors (appending, section "llvm.metadata"), a gc.statepoint
; with "gc-live"/"deopt" bundles, gc.relocate and gc.result in a function
; with gc "statepoint-example" (LLVM 19).
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "special-19.c"

@x = internal global i32 0
@llvm.used = appending global [2 x ptr] [ptr @x, ptr @init], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr @x], section "llvm.metadata"
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }, { i32, ptr, ptr } { i32 101, ptr @init, ptr @x }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]

define internal void @init() {
  ret void
}

declare i32 @callee(i32)
declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32 immarg, i32 immarg)
declare i32 @llvm.experimental.gc.result.i32(token)

define ptr addrspace(1) @sp(ptr addrspace(1) %obj) gc "statepoint-example" {
entry:
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(i32 (i32)) @callee, i32 1, i32 0, i32 7, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj), "deopt"(i32 1) ]
  %res = call i32 @llvm.experimental.gc.result.i32(token %tok)
  %rel = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)
  ret ptr addrspace(1) %rel
}
