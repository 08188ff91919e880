; Poison or undef used as an address, a callee or an element count is
; undefined behaviour (SPEC.md X-UB-2).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; RUN: sh -c '%ehi run --entry callee %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=CALLEE %s
; RUN: sh -c '%ehi run --entry count %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=COUNT %s
; CHECK: ehi: undefined behaviour: load through a poison or undef pointer [X-UB-2]
; CHECK-NEXT: at {{.*}}poison-address.ll:[[@LINE+8]]:3 in @main
; CHECK: status 66
; CALLEE: ehi: undefined behaviour: call through a poison function pointer [X-UB-2]
; CALLEE: status 66
; COUNT: ehi: undefined behaviour: alloca with a poison element count [X-UB-2]
; COUNT: status 66
target triple = "x86_64-unknown-linux-gnu"
define i32 @main() {
  %v = load i32, ptr poison
  ret i32 %v
}
define i32 @callee() {
  %r = call i32 poison()
  ret i32 %r
}
define i32 @count() {
  %p = alloca i32, i32 poison
  ret i32 0
}
