; X-LIM-2: a static alloca larger than the whole simulated stack (2^62
; bytes) overflows it when its function is first called: a limit report,
; never a host memset of the wrapped frame size (it crashed the host).
; The same for an alloca of a type that contains itself, run with
; --no-verify (the verifier rejects it: V-S-12).
; RUN: not %ehi run %s 2>&1 | FileCheck %s
; RUN: sed 's/alloca \[4611686018427387904 x i8\]/alloca %%rt/' %s > %t.ll
; RUN: not %ehi run --no-verify %t.ll 2>&1 | FileCheck %s
; RUN: sh -c '%ehi run %s 2>/dev/null; echo "status $?"' | FileCheck %s --check-prefix=STATUS
; STATUS: status 67
; CHECK: ehi: limit: stack overflow: the simulated stack is full [X-LIM-2]
target triple = "x86_64-unknown-linux-gnu"

%rt = type { i32, { i8, %rt, i8 }, i32 }

define i32 @main() {
  %x = alloca [4611686018427387904 x i8]
  store i8 1, ptr %x
  ret i32 0
}
