; A getelementptr with a constant index so large that index x element size
; wraps 64 bits: the address arithmetic is modulo 2^64 (as LLVM's), and the
; in-bounds promise fails, so the store goes through poison (the lowering
; multiplied in signed 64-bit host arithmetic: host UB, found by the run
; fuzz target under UBSan).
; RUN: not %ehi run %s 2>&1 | FileCheck %s
; RUN: not %ehi run --no-jit %s 2>&1 | FileCheck %s
; CHECK: ehi: undefined behaviour: store through a poison or undef pointer [X-UB-2]
; CHECK-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}}gep-huge-index.ll:15:3 in @main, the `getelementptr inbounds` at {{.*}}gep-huge-index.ll:14:3 in @main (poison when its promise fails)
target triple = "x86_64-unknown-linux-gnu"
%struct.S = type { i8, i32, i16, i64 }
define i32 @main() {
  %a = alloca [2 x %struct.S], align 16
  %p = getelementptr inbounds [2 x %struct.S], ptr %a, i64 4099276460824344803, i64 1
  %q = getelementptr inbounds %struct.S, ptr %p, i32 0, i32 1
  store i32 1, ptr %q
  ret i32 0
}
