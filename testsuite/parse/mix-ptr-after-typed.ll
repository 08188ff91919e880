; Opaque 'ptr' in a module that already used typed pointers: LLVM 14
; rejects `ptr`, and ehi rejects the mix (SPEC.md section 2, pointer modes)
; at the `ptr`.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: mix-ptr-after-typed.ll:9:13: error: opaque 'ptr' in a module written with typed pointers (the first at 8:13)
; LLVM14: mix-ptr-after-typed.ll:9:13: error: expected type
@a = global i8* null
@b = global ptr null
