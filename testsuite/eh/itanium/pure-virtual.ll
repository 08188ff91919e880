; __cxa_pure_virtual and __cxa_deleted_virtual say so on stderr, then
; terminate (SPEC.md EH-U-15); the trace names the rule.
; RUN: sh -c '%ehi run --trace %s; echo "status $?"' 2>&1 | FileCheck %s
; RUN: sh -c '%ehi run --trace --entry deleted %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=DEL %s
; CHECK: pure virtual method called
; CHECK-NEXT: [eh] terminate frame 0 @main (a pure virtual function was called) [EH-U-15]
; CHECK-NEXT: terminate called without an active exception
; CHECK: status 134
; DEL: deleted virtual method called
; DEL-NEXT: [eh] terminate frame 0 @deleted (a deleted virtual function was called) [EH-U-15]
; DEL: status 134
target triple = "x86_64-unknown-linux-gnu"
declare void @__cxa_pure_virtual()
declare void @__cxa_deleted_virtual()
define i32 @main() {
  call void @__cxa_pure_virtual()
  ret i32 0
}
define i32 @deleted() {
  call void @__cxa_deleted_virtual()
  ret i32 0
}
