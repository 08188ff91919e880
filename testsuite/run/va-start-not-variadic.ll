; llvm.va_start in a function that is not variadic: the verifier rejects it
; (V-S-29); run anyway, it is undefined behaviour (SPEC.md X-UB-7).
; RUN: sh -c '%ehi run --no-verify %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: undefined behaviour: llvm.va_start in a function that is not variadic [X-UB-7]
; CHECK-NEXT: at {{.*}}va-start-not-variadic.ll:[[@LINE+6]]:3 in @main
; CHECK: status 66
target triple = "x86_64-unknown-linux-gnu"
declare void @llvm.va_start(ptr)
define i32 @main() {
  %ap = alloca [24 x i8], align 8
  call void @llvm.va_start(ptr %ap)
  ret i32 0
}
