; A global larger than the simulated address space (here 2^62 bytes, and
; one of a type that contains itself, which LLVM 19's assembler accepts)
; cannot be laid out: a clean error, never a host memset of the wrapped
; size (it used to hang or crash the host).
; RUN: not %ehi run %s 2>&1 | FileCheck %s
; RUN: sed 's/^@g = .*/@g = global %%a zeroinitializer/' %s > %t.ll
; RUN: not %ehi run %t.ll 2>&1 | FileCheck %s
; CHECK: ehi: error: out of memory laying out globals
target triple = "x86_64-unknown-linux-gnu"

%a = type { %b }
%b = type { %a }

@g = global [4611686018427387904 x i8] zeroinitializer

define i32 @main() {
  ret i32 0
}
