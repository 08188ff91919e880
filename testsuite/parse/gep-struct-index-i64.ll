; A struct index of getelementptr is an i32 constant.
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; LLVM: invalid getelementptr indices
%S = type { i32, i32 }
define ptr @f(ptr %p) {
; CHECK: {{.*}}:[[@LINE+1]]:{{[0-9]+}}: error: invalid getelementptr indices
  %q = getelementptr %S, ptr %p, i32 0, i64 1
  ret ptr %q
}
