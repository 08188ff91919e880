; llvm.assume of a false (or poison) condition is undefined behaviour
; (SPEC.md X-UB-9).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: undefined behaviour: llvm.assume of a false or poison condition [X-UB-9]
; CHECK-NEXT: at {{.*}}assume-false.ll:[[@LINE+6]]:3 in @main
; CHECK: status 66
target triple = "x86_64-unknown-linux-gnu"
declare void @llvm.assume(i1)
define i32 @main(i32 %argc, ptr %argv) {
  %c = icmp eq i32 %argc, 5
  call void @llvm.assume(i1 %c)
  ret i32 0
}
