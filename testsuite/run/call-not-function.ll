; A call through an address that is not a function is undefined behaviour,
; a fault (139) in the null page (SPEC.md X-CALL-1).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; RUN: sh -c '%ehi run --entry null %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=NULL %s
; CHECK: ehi: undefined behaviour: call through address 0x{{[0-9a-f]+}}, which is not a function [X-CALL-1]
; CHECK-NEXT: at {{.*}}call-not-function.ll:[[@LINE+9]]:3 in @main
; CHECK: status 66
; NULL: ehi: fault: call through address 0x0, which is not a function [X-CALL-1]
; NULL: status 139
target triple = "x86_64-unknown-linux-gnu"
@g = global i32 0
@fp = global ptr @g
define i32 @main() {
  %f = load ptr, ptr @fp
  %r = call i32 %f()
  ret i32 %r
}
define i32 @null() {
  %r = call i32 null()
  ret i32 %r
}
