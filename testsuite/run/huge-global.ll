; A global larger than the simulated address space (here 2^62 bytes, and
; one of a type that contains itself, which LLVM 19's assembler accepts)
; cannot be laid out: a limit of ehi's (X-LIM-7, status 67), never a host
; memset of the wrapped size (it used to hang or crash the host).
; RUN: sh -c '%ehi run %s 2>&1; echo "status $?"' | FileCheck %s
; RUN: sed 's/^@g = .*/@g = global %%a zeroinitializer/' %s > %t.ll
; RUN: sh -c '%ehi run %t.ll 2>&1; echo "status $?"' | FileCheck %s
; CHECK: ehi: limit: out of memory laying out globals: the module does not fit the simulated address window [X-LIM-7]
; CHECK-NEXT: status 67
target triple = "x86_64-unknown-linux-gnu"

%a = type { %b }
%b = type { %a }

@g = global [4611686018427387904 x i8] zeroinitializer

define i32 @main() {
  ret i32 0
}
