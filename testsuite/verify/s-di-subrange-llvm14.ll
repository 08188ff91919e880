; V-S-48: LLVM 14 also wants one of count and upperBound in a DISubrange
; (unless a compile unit is Fortran); LLVM 19 dropped the rule, so ehi
; applies it to modules in LLVM 14's syntax only: those without `ptr`
; (the same node in a module with `ptr` passes, as in LLVM 19).
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: sed -e 's/^;PTR //' %s > %t.ll
; RUN: %ehi verify %t.ll
; RUN: %llvm-as19 %t.ll -o /dev/null
; LLVM: Subrange must contain count or upperBound
;PTR @p = global ptr null
!named = !{!0}
; CHECK: {{.*}}:[[@LINE+1]]:1: error: DISubrange gives neither count nor upperBound (LLVM 14 needs one outside Fortran) [V-S-48]
!0 = !DISubrange(lowerBound: 1, stride: 4)
