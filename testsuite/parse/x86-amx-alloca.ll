; No alloca of x86_amx: it lives in tile registers only.
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; LLVM: invalid type for alloca
define void @f() {
; CHECK: {{.*}}:[[@LINE+1]]:15: error: invalid type for alloca
  %a = alloca x86_amx
  ret void
}
