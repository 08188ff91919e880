; An intrinsic called without a declaration: LLVM 17+ declares it with the
; type of the call (llvm-as 19 accepts the module, llvm-as 14 rejects it);
; ehi reads it as LLVM 19 does.  LLVM 19's own tests rely on it (found by
; testsuite/llvm-passes/check.py).  Another undeclared callee stays an error.
; RUN: %ehi print %s | FileCheck %s
; RUN: sh -c '%ehi run %s; echo "status $?"' | FileCheck %s --check-prefix=STATUS
; RUN: %llvm-as19 %s -o /dev/null
; RUN: not %llvm-as14 %s -o /dev/null
; CHECK: call i32 @llvm.umax.i32(i32 %x, i32 7)
; CHECK: declare i32 @llvm.umax.i32(i32, i32)
; STATUS: status 7
define i32 @main(i32 %x, ptr %argv) {
  %r = call i32 @llvm.umax.i32(i32 %x, i32 7)
  ret i32 %r
}
