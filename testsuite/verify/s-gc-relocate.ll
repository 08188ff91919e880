; V-S-76: a gc.relocate names its statepoint by the token, and the base and
; derived values by constant indices into the "gc-live" operands; it
; returns a pointer (or vector of them) like the derived one, in the same
; address space.
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: gc.relocate must return a pointer or a vector of pointers
; LLVM: gc.relocate: statepoint derived index out of bounds
; LLVM: gc.relocate: relocated value must be a gc pointer
; LLVM: gc.relocate: relocating a pointer shouldn't change its address space
; LLVM: gc.relocate: vector relocates to vector and pointer to pointer
declare void @g()
declare token @llvm.experimental.gc.statepoint.p0f_isVoidf(i64, i32, void ()*, i32, i32, ...)
declare i8 addrspace(1)* @llvm.experimental.gc.relocate.p1i8(token, i32, i32)
declare i8* @llvm.experimental.gc.relocate.p0i8(token, i32, i32)
declare i64 @llvm.experimental.gc.relocate.i64(token, i32, i32)
declare <2 x i8 addrspace(1)*> @llvm.experimental.gc.relocate.v2p1i8(token, i32, i32)

define void @f(i8 addrspace(1)* %p, i64 %n) gc "statepoint-example" {
  %t = call token (i64, i32, void ()*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_isVoidf(i64 0, i32 0, void ()* @g, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(i8 addrspace(1)* %p, i64 %n) ]
  %ok = call i8 addrspace(1)* @llvm.experimental.gc.relocate.p1i8(token %t, i32 0, i32 0)
; CHECK: {{.*}}s-gc-relocate.ll:[[@LINE+1]]:3: error: gc.relocate: must return a pointer or a vector of pointers [V-S-76]
  %r1 = call i64 @llvm.experimental.gc.relocate.i64(token %t, i32 0, i32 0)
; CHECK: {{.*}}s-gc-relocate.ll:[[@LINE+1]]:3: error: gc.relocate: the derived index is past the statepoint's gc-live operands [V-S-76]
  %r2 = call i8 addrspace(1)* @llvm.experimental.gc.relocate.p1i8(token %t, i32 0, i32 2)
; CHECK: {{.*}}s-gc-relocate.ll:[[@LINE+1]]:3: error: gc.relocate: the relocated value must be a pointer or a vector of pointers [V-S-76]
  %r3 = call i8 addrspace(1)* @llvm.experimental.gc.relocate.p1i8(token %t, i32 0, i32 1)
; CHECK: {{.*}}s-gc-relocate.ll:[[@LINE+1]]:3: error: gc.relocate: relocating a pointer does not change its address space [V-S-76]
  %r4 = call i8* @llvm.experimental.gc.relocate.p0i8(token %t, i32 0, i32 0)
; CHECK: {{.*}}s-gc-relocate.ll:[[@LINE+1]]:3: error: gc.relocate: a vector relocates to a vector, a pointer to a pointer [V-S-76]
  %r5 = call <2 x i8 addrspace(1)*> @llvm.experimental.gc.relocate.v2p1i8(token %t, i32 0, i32 0)
  ret void
}
; CHECK-NOT: error:
