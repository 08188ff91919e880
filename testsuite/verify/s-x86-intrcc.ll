; V-S-57: an x86_intrcc function (an interrupt handler) gets the
; interrupt frame by value: its first parameter, if any, is byval.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Calling convention parameter requires byval
; CHECK: {{.*}}:[[@LINE+1]]:1: error: x86_intrcc: the first parameter must be a byval pointer [V-S-57]
define x86_intrcc void @bad(ptr %frame) {
  ret void
}
define x86_intrcc void @good(ptr byval(i64) %frame) {
  ret void
}
define x86_intrcc void @none() {
  ret void
}
; CHECK-NOT: error:
