; Executing `unreachable` is undefined behaviour (SPEC.md X-UB-3).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: undefined behaviour: 'unreachable' was reached [X-UB-3]
; CHECK-NEXT: at {{.*}}unreachable.ll:[[@LINE+4]]:3 in @main, block %0: unreachable
; CHECK: status 66
target triple = "x86_64-unknown-linux-gnu"
define i32 @main() {
  unreachable
}
