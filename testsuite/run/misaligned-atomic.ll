; An atomic access at an address its size does not divide is undefined
; behaviour (SPEC.md X-MEM-6).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: undefined behaviour: misaligned atomic access of 4 bytes at 0x{{[0-9a-f]+}}1 [X-MEM-6]
; CHECK-NEXT: at {{.*}}misaligned-atomic.ll:[[@LINE+6]]:3 in @main
; CHECK: status 66
target triple = "x86_64-unknown-linux-gnu"
define i32 @main() {
  %a = alloca [8 x i8], align 8
  %p = getelementptr i8, ptr %a, i64 1
  %v = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  ret i32 %v
}
