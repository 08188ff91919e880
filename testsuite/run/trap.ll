; llvm.trap ends the run as a fault with SIGILL's status 132, as ud2 does
; (SPEC.md X-UB-8).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: fault: llvm.trap: the program trapped [X-UB-8]
; CHECK-NEXT: at {{.*}}trap.ll:[[@LINE+5]]:3 in @main
; CHECK: status 132
target triple = "x86_64-unknown-linux-gnu"
declare void @llvm.trap()
define i32 @main() {
  call void @llvm.trap()
  ret i32 0
}
