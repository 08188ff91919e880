; No global variable of x86_amx.
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; LLVM: invalid type for global variable
; CHECK: {{.*}}:[[@LINE+1]]:22: error: invalid type for global variable
@g = external global x86_amx
