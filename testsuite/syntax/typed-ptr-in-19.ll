; LLVM 19's llvm-as still accepts typed-pointer spellings (`i8*`, `%T*`,
; `i32 addrspace(1)*`) and reads them as `ptr` / `ptr addrspace(N)`, also
; when mixed with `ptr` in the same module.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "typed-ptr-in-19.c"

%T = type { i32, i8* }

@g = global i8* null
@h = global ptr @g

define i32* @f(ptr %p, %T* %t, i32 addrspace(1)* %q) {
  %l = load i8*, ptr %p
  ret i32* null
}
