; A typed pointer in a module that already used opaque 'ptr': LLVM 14
; rejects `ptr` (at the first one), ehi the mix (SPEC.md section 2, pointer
; modes) at the typed pointer.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: mix-typed-after-ptr.ll:9:13: error: typed pointer in a module written with opaque 'ptr' (the first at 8:13)
; LLVM14: mix-typed-after-ptr.ll:8:13: error: expected type
@b = global ptr null
@a = global i8* null
