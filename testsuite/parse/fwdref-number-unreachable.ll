; A forward reference to a number no later definition can reach (each one
; skips at most 1000 numbers and takes text): the error at once, in little
; host memory.  The vector of numbered values grew to the number first (800
; MB here, 8 GiB for %1073741823; found by the verify fuzz target).
; RUN: sh -c '/usr/bin/time -f "maxrss=%%M" %ehi print %s 2>&1; echo "exit=$?"' | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: fwdref-number-unreachable.ll:13:11: error: use of undefined value '%100000000'
; CHECK: maxrss={{[0-9]{1,6}$}}
; CHECK: exit=1
; LLVM14: fwdref-number-unreachable.ll:13:11: error: use of undefined value '%100000000'
define i32 @f() {
entry:
  ret i32 %100000000
}
