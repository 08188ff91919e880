; A negative number in an unsigned field of a specialised node.
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; LLVM: expected unsigned integer
!named = !{!0}
; CHECK: {{.*}}:[[@LINE+1]]:40: error: expected unsigned integer
!0 = !DILocalVariable(scope: !{}, arg: -1)
