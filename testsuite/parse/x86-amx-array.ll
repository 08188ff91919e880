; x86_amx is no element of an array (nor of a vector).
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; LLVM: invalid array element type
; CHECK: {{.*}}:[[@LINE+1]]:18: error: invalid array element type
@g = global [2 x x86_amx] zeroinitializer
