; `addrspace(N)` comes last in an alloca: only metadata may follow it.
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; LLVM: expected metadata after comma
define void @f() {
; CHECK: {{.*}}:[[@LINE+1]]:34: error: expected metadata after comma
  %a = alloca i32, addrspace(1), align 4
  ret void
}
