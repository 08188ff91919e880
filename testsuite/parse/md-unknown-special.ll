; A specialised node LLVM does not know: `!Name(` names one of its kinds.
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; LLVM: expected metadata type
!named = !{!0}
; CHECK: {{.*}}:[[@LINE+1]]:6: error: expected metadata type
!0 = !DINotAThing(line: 1)
