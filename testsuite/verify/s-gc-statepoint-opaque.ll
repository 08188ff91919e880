; V-S-75 with opaque pointers (LLVM 19): the statepoint's target argument
; names the callee's function type with `elementtype`.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: gc.statepoint callee argument must have elementtype attribute
declare void @g(i32)
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)

define void @f(i32 %x) gc "statepoint-example" {
  %ok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void (i32)) @g, i32 1, i32 0, i32 %x, i32 0, i32 0)
; CHECK: {{.*}}s-gc-statepoint-opaque.ll:[[@LINE+1]]:3: error: gc.statepoint: the callee argument needs an elementtype attribute naming a function type [V-S-75]
  %t1 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr @g, i32 1, i32 0, i32 %x, i32 0, i32 0)
  ret void
}
; CHECK-NOT: error:
