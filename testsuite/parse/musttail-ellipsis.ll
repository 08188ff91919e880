; A musttail call forwards varargs with '...' only from a varargs function
; (ehi says so at the call, LLVM at the '...').
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: musttail-ellipsis.ll:9:3: error: unexpected ellipsis in argument list for musttail call in non-varargs function
; LLVM14: error: unexpected ellipsis in argument list for musttail call in non-varargs function
declare void @g(i8*, ...)
define void @f(i8* %p) {
  musttail call void (i8*, ...) @g(i8* %p, ...)
  ret void
}
