; Typed and opaque pointers mixed inside one function.
; LLVM 19 reads typed pointers as `ptr` when a module mixes both, and so
; does ehi (SPEC.md section 2, pointer modes); LLVM 14 rejects the mix.
; RUN: %ehi print %s | FileCheck %s
; RUN: %ehi print %s | %llvm-as19 -o /dev/null
; RUN: %llvm-as19 %s -o /dev/null
; RUN: not %llvm-as14 %s -o /dev/null
; CHECK-NOT: {{[a-z0-9%]}}*{{[ ,)]}}
; CHECK: ptr
define void @f(ptr %p) {
entry:
  %q = bitcast ptr %p to i32*
  ret void
}
