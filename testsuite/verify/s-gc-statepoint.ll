; V-S-75: a gc.statepoint's arguments are id, patch bytes, the target, the
; number N of call arguments, flags, the N arguments (of the target's
; parameter types) and two counts that must be 0: 7 + N in all; the
; enclosing function names a gc strategy.
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: gc.statepoint mismatch in number of call args
; LLVM: gc.statepoint call argument does not match wrapped function type
; LLVM: unknown flag used in gc.statepoint flags argument
; LLVM: gc.statepoint w/inline deopt operands is deprecated
; LLVM: gc.statepoint too many arguments
; LLVM: Enclosing function does not use GC.
declare void @g(i32)
declare token @llvm.experimental.gc.statepoint.p0f_isVoidi32f(i64, i32, void (i32)*, i32, i32, ...)

define void @f(i32 %x, i64 %y) gc "statepoint-example" {
  %ok = call token (i64, i32, void (i32)*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_isVoidi32f(i64 0, i32 0, void (i32)* @g, i32 1, i32 0, i32 %x, i32 0, i32 0)
; CHECK: {{.*}}s-gc-statepoint.ll:[[@LINE+1]]:3: error: gc.statepoint: number of call arguments differs from the callee's parameters [V-S-75]
  %t1 = call token (i64, i32, void (i32)*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_isVoidi32f(i64 0, i32 0, void (i32)* @g, i32 0, i32 0, i32 0, i32 0)
; CHECK: {{.*}}s-gc-statepoint.ll:[[@LINE+1]]:3: error: gc.statepoint: a call argument does not match the callee's parameter type [V-S-75]
  %t2 = call token (i64, i32, void (i32)*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_isVoidi32f(i64 0, i32 0, void (i32)* @g, i32 1, i32 0, i64 %y, i32 0, i32 0)
; CHECK: {{.*}}s-gc-statepoint.ll:[[@LINE+1]]:3: error: gc.statepoint: unknown flag in the flags argument [V-S-75]
  %t3 = call token (i64, i32, void (i32)*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_isVoidi32f(i64 0, i32 0, void (i32)* @g, i32 1, i32 4, i32 %x, i32 0, i32 0)
; CHECK: {{.*}}s-gc-statepoint.ll:[[@LINE+1]]:3: error: gc.statepoint: the number of deoptimization arguments must be 0 (they go in an operand bundle) [V-S-75]
  %t4 = call token (i64, i32, void (i32)*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_isVoidi32f(i64 0, i32 0, void (i32)* @g, i32 1, i32 0, i32 %x, i32 0, i32 1, i32 %x)
; CHECK: {{.*}}s-gc-statepoint.ll:[[@LINE+1]]:3: error: gc.statepoint: too many arguments (7 and the call arguments) [V-S-75]
  %t5 = call token (i64, i32, void (i32)*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_isVoidi32f(i64 0, i32 0, void (i32)* @g, i32 1, i32 0, i32 %x, i32 0, i32 0, i32 %x)
  ret void
}

define void @nogc(i32 %x) {
; CHECK: {{.*}}s-gc-statepoint.ll:[[@LINE+1]]:3: error: gc.statepoint in a function without a gc strategy [V-S-75]
  %t = call token (i64, i32, void (i32)*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_isVoidi32f(i64 0, i32 0, void (i32)* @g, i32 1, i32 0, i32 %x, i32 0, i32 0)
  ret void
}
; CHECK-NOT: error:
