; V-S-55: LLVM 14's parser wants a DIGlobalVariable's name, not empty;
; LLVM 19 does not, so the rule holds for modules in LLVM 14's syntax only
; (without `ptr`).
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: sed -e 's/^;PTR //' %s > %t.ll
; RUN: %ehi verify %t.ll
; LLVM: missing required field 'name'
;PTR @p = global ptr null
; CHECK: {{.*}}:[[@LINE+1]]:1: error: DIGlobalVariable without a name (LLVM 14 requires a non-empty one) [V-S-55]
!0 = !DIGlobalVariable()
