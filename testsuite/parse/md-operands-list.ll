; A GenericDINode's operands are a braced list of metadata, kept as
; written; its references are still references (an undefined one is an
; error, as in LLVM).
; RUN: %ehi print %s | FileCheck %s
; RUN: %ehi print %s | %llvm-as14 -o /dev/null
; RUN: %llvm-as14 %s -o /dev/null
; RUN: sed 's/^!3 = .*//' %s > %t.ll
; RUN: not %ehi print %t.ll 2>&1 | FileCheck %s --check-prefix=UNDEF
; CHECK: !1 = !GenericDINode(tag: 3, header: "h", operands: {!0, !{}, !3})
; CHECK: !2 = !GenericDINode(tag: 3, operands: {})
; UNDEF: error: use of undefined metadata '!3'
!named = !{!1, !2}
!0 = !{}
!1 = !GenericDINode(tag: 3, header: "h", operands: {!0, !{}, !3})
!2 = !GenericDINode(tag: 3, operands: {})
!3 = !GenericDINode(tag: 3)
