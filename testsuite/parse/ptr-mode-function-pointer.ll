; In a `ptr` module a typed pointer to a function type (`void ()*`,
; also `addrspace(N)*` and pointers to it) is read as `ptr`, as LLVM 19
; reads it; a typed data pointer stays an error (mix-typed-after-ptr.ll).
; SPEC.md section 2, pointer modes.
; RUN: %ehi verify %s
; RUN: %llvm-as19 %s -o /dev/null
@p = external global ptr
@fp = external global ptr ()*
@fpa = external global void (i32) addrspace(1)* addrspace(2)*
define void @f(ptr %x) personality void ()* @pers {
  ret void
}
declare void @pers()
