; `ptr` in a declaration, then a typed pointer in another function's
; parameters: the typed one is the error.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: mix-typed-after-opaque-declare.ll:8:16: error: typed pointer in a module written with opaque 'ptr' (the first at 7:17)
; LLVM14: mix-typed-after-opaque-declare.ll:7:17: error: expected type
declare void @d(ptr)
define void @g(i8* %p) {
  ret void
}
