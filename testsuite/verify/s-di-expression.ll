; V-S-52: a DIExpression is a sequence of the operations LLVM takes, each
; with its operands; DW_OP_LLVM_fragment last; DW_OP_stack_value last or
; before the fragment; DW_OP_swap needs a second value; an entry value
; comes first and covers one operation.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: invalid expression
!named = !{!0, !1, !2, !3, !4, !5, !6}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: DIExpression is not a valid expression: an operation LLVM does not take in a DIExpression [V-S-52]
!0 = !DIExpression(0, 1)
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: DIExpression is not a valid expression: DW_OP_swap needs two values on the stack [V-S-52]
!1 = !DIExpression(DW_OP_swap)
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: DIExpression is not a valid expression: DW_OP_LLVM_entry_value is not first [V-S-52]
!2 = !DIExpression(DW_OP_constu, 0, DW_OP_LLVM_entry_value, 1)
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: DIExpression is not a valid expression: DW_OP_LLVM_fragment is not last [V-S-52]
!3 = !DIExpression(DW_OP_LLVM_fragment, 0, 8, DW_OP_deref)
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: DIExpression is not a valid expression: an operation lacks its operands [V-S-52]
!4 = !DIExpression(DW_OP_plus_uconst)
!5 = !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_entry_value, 1, DW_OP_stack_value)
!6 = !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32)
; CHECK-NOT: error:
