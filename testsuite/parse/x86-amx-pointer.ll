; No typed pointer to x86_amx.
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; LLVM: pointer to this type is invalid
; CHECK: {{.*}}:[[@LINE+1]]:29: error: pointer to this type is invalid
@g = external global x86_amx*
