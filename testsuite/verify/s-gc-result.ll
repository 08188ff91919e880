; V-S-77: a gc.result takes a statepoint's token and has the wrapped
; callee's return type, in a function with a gc strategy.
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: gc.result result type does not match wrapped callee
; LLVM: gc.result operand #1 must be from a statepoint
; LLVM: Enclosing function does not use GC.
declare i32 @g()
declare token @llvm.experimental.gc.statepoint.p0f_i32f(i64, i32, i32 ()*, i32, i32, ...)
declare i32 @llvm.experimental.gc.result.i32(token)
declare i64 @llvm.experimental.gc.result.i64(token)

define void @f() gc "statepoint-example" {
  %t = call token (i64, i32, i32 ()*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_i32f(i64 0, i32 0, i32 ()* @g, i32 0, i32 0, i32 0, i32 0)
  %ok = call i32 @llvm.experimental.gc.result.i32(token %t)
; CHECK: {{.*}}s-gc-result.ll:[[@LINE+1]]:3: error: gc.result: its type must be the wrapped callee's return type [V-S-77]
  %r1 = call i64 @llvm.experimental.gc.result.i64(token %t)
; CHECK: {{.*}}s-gc-result.ll:[[@LINE+1]]:3: error: gc.result: its operand must be a statepoint's token [V-S-77]
  %r2 = call i32 @llvm.experimental.gc.result.i32(token none)
  ret void
}

define void @nogc() {
; CHECK: {{.*}}s-gc-result.ll:[[@LINE+1]]:3: error: gc.result in a function without a gc strategy [V-S-75]
  %r = call i32 @llvm.experimental.gc.result.i32(token none)
  ret void
}
; CHECK-NOT: error:
