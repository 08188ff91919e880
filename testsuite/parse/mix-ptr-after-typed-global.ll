; A named type with a typed pointer, then `ptr` in a global: the module's
; mode is the first pointer's (typed), and `ptr` is the error, as LLVM 14
; has it.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: mix-ptr-after-typed-global.ll:10:13: error: opaque 'ptr' in a module written with typed pointers (the first at 9:18)
; LLVM14: mix-ptr-after-typed-global.ll:10:13: error: expected type
%T = type { i32, i8* }
@g = global ptr null
