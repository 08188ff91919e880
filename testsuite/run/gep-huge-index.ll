; A getelementptr with a constant index so large that index x element size
; wraps 64 bits: the address arithmetic is modulo 2^64 (as LLVM's), and the
; in-bounds promise fails, so the store goes through poison (the lowering
; multiplied in signed 64-bit host arithmetic: host UB, found by the run
; fuzz target under UBSan).  A constant getelementptr inbounds whose offset
; overflows (2^58 x 64 bytes wraps to 0: the global itself) is outside its
; object, so poison (the test of the constant's bounds computed the wrapped 0
; and let the store through).
; RUN: not %ehi run %s 2>&1 | FileCheck %s
; RUN: not %ehi run --no-jit %s 2>&1 | FileCheck %s
; RUN: not %ehi run --entry const_wrap %s 2>&1 | FileCheck %s --check-prefix=CONST
; CONST: ehi: undefined behaviour: store through a poison or undef pointer [X-UB-2]
; CHECK: ehi: undefined behaviour: store through a poison or undef pointer [X-UB-2]
; CHECK-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}}gep-huge-index.ll:21:3 in @main, the `getelementptr inbounds` at {{.*}}gep-huge-index.ll:20:3 in @main (poison when its promise fails)
target triple = "x86_64-unknown-linux-gnu"
%struct.S = type { i8, i32, i16, i64 }
@g = global [64 x i8] zeroinitializer
define i32 @main() {
  %a = alloca [2 x %struct.S], align 16
  %p = getelementptr inbounds [2 x %struct.S], ptr %a, i64 4099276460824344803, i64 1
  %q = getelementptr inbounds %struct.S, ptr %p, i32 0, i32 1
  store i32 1, ptr %q
  ret i32 0
}

define i32 @const_wrap() {
  store i8 1, ptr getelementptr inbounds ([64 x i8], ptr @g, i64 288230376151711744, i64 0)
  ret i32 0
}
