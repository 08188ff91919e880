; __cxa_throw of an object that __cxa_allocate_exception did not make is
; undefined behaviour (SPEC.md EH-U-13).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: undefined behaviour: __cxa_throw(0x{{[0-9a-f]+}}): not an object from __cxa_allocate_exception [EH-U-13]
; CHECK-NEXT: at {{.*}}throw-not-exception.ll:[[@LINE+8]]:3 in @main
; CHECK: status 66
target triple = "x86_64-unknown-linux-gnu"
@_ZTIi = external constant ptr
declare void @__cxa_throw(ptr, ptr, ptr)
define i32 @main() {
  %o = alloca i32
  store i32 1, ptr %o
  call void @__cxa_throw(ptr %o, ptr @_ZTIi, ptr null)
  unreachable
}
