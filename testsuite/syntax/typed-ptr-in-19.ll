; LLVM 19's llvm-as reads typed-pointer spellings (`i8*`, `%T*`,
; `i32 addrspace(1)*`) as `ptr` even when mixed with `ptr`; LLVM 14 rejects
; `ptr`.  A module has one pointer mode in ehi (SPEC.md section 2): the mix
; is an error at the first typed pointer after `ptr` set the mode.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: %llvm-as19 %s -o /dev/null
; RUN: not %llvm-as14 %s -o /dev/null
; CHECK: typed-ptr-in-19.ll:13:15: error: typed pointer in a module written with opaque 'ptr' (the first at 11:17)
source_filename = "typed-ptr-in-19.c"

declare void @d(ptr)

define i32 @f(i32 addrspace(1)* %q) {
  ret i32 0
}
