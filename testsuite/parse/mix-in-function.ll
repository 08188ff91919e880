; Typed and opaque pointers mixed inside one function: LLVM 14 rejects
; `ptr`, and ehi rejects the mix (SPEC.md section 2, pointer modes), at the
; first pointer of the other kind, naming where the module's mode was set.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: mix-in-function.ll:10:26: error: typed pointer in a module written with opaque 'ptr' (the first at 8:16)
; LLVM14: error: expected type
define void @f(ptr %p) {
entry:
  %q = bitcast ptr %p to i32*
  ret void
}
