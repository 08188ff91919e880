; No function to run.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: error: no function '@main' to run
; CHECK: status 68
define i32 @f() {
  ret i32 0
}
