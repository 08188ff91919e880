; A call to an external function ehi does not provide (X-CALL-3).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: error: call to external function '@frobnicate', which ehi does not provide [X-CALL-3]
; CHECK-NEXT: at {{.*}}extern-function.ll:[[@LINE+5]]:3 in @main
; CHECK: status 68
target triple = "x86_64-unknown-linux-gnu"
declare i32 @frobnicate(i32)
define i32 @main() {
  %r = call i32 @frobnicate(i32 1)
  ret i32 %r
}
