; Special globals and GC: llvm.used / llvm.compiler.used / llvm.global_ctors /
; llvm.global_dtors (appending, section "llvm.metadata"), a gc.statepoint
; with "gc-live"/"deopt" bundles, gc.relocate and gc.result in a function
; with gc "statepoint-example" (LLVM 14).
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "special-14.c"

@x = internal global i32 0
@llvm.used = appending global [2 x i8*] [i8* bitcast (i32* @x to i8*), i8* bitcast (void ()* @init to i8*)], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32* @x to i8*)], section "llvm.metadata"
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @init, i8* null }, { i32, void ()*, i8* } { i32 101, void ()* @init, i8* bitcast (i32* @x to i8*) }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @init, i8* null }]

define internal void @init() {
  ret void
}

declare i32 @callee(i32)
declare token @llvm.experimental.gc.statepoint.p0f_i32i32f(i64 immarg, i32 immarg, i32 (i32)*, i32 immarg, i32 immarg, ...)
declare i8 addrspace(1)* @llvm.experimental.gc.relocate.p1i8(token, i32 immarg, i32 immarg)
declare i32 @llvm.experimental.gc.result.i32(token)

define i8 addrspace(1)* @sp(i8 addrspace(1)* %obj) gc "statepoint-example" {
entry:
  %tok = call token (i64, i32, i32 (i32)*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_i32i32f(i64 0, i32 0, i32 (i32)* elementtype(i32 (i32)) @callee, i32 1, i32 0, i32 7, i32 0, i32 0) [ "gc-live"(i8 addrspace(1)* %obj), "deopt"(i32 1) ]
  %res = call i32 @llvm.experimental.gc.result.i32(token %tok)
  %rel = call i8 addrspace(1)* @llvm.experimental.gc.relocate.p1i8(token %tok, i32 0, i32 0)
  ret i8 addrspace(1)* %rel
}
