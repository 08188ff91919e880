; V-S-34: each entry of !llvm.ident and !llvm.commandline is !{!"text"}.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: incorrect number of operands in llvm.ident metadata
target triple = "x86_64-unknown-linux-gnu"

!llvm.ident = !{!0, !1, !2}
!llvm.commandline = !{!2, !3, !4}

; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: incorrect number of operands in llvm.ident metadata [V-S-34]
!0 = !{!"clang", !"19"}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:8: error: invalid value for llvm.ident metadata entry operand(the operand should be a string) [V-S-34]
!1 = !{i32 1}
!2 = !{!"fine"}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: incorrect number of operands in llvm.commandline metadata [V-S-34]
!3 = !{}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:8: error: invalid value for llvm.commandline metadata entry operand(the operand should be a string) [V-S-34]
!4 = !{!{!"x"}}
; CHECK: 4 errors
