; A call through a pointer of another function type (here: fewer
; parameters) is undefined behaviour (SPEC.md X-CALL-2).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: undefined behaviour: call of @f (type i32 (i32)) through a pointer of another function type, type i32 () [X-CALL-2]
; CHECK-NEXT: at {{.*}}call-other-type.ll:[[@LINE+9]]:3 in @main
; CHECK: status 66
target triple = "x86_64-unknown-linux-gnu"
@fp = global ptr @f
define i32 @f(i32 %x) {
  ret i32 %x
}
define i32 @main() {
  %f = load ptr, ptr @fp
  %r = call i32 %f()
  ret i32 %r
}
