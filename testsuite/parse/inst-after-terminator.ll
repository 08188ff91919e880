; An instruction right after a terminator, without a label, starts a
; new unnamed block.  This is valid.
; RUN: %ehi print %s | FileCheck %s
; RUN: %llvm-as14 %s -o /dev/null
; RUN: %llvm-as19 %s -o /dev/null
; CHECK-LABEL: define i32 @f() {
; CHECK-NEXT:    br label %1
; CHECK-EMPTY:
; CHECK-NEXT:  {{^}}1:
; CHECK-NEXT:    ret i32 0
; CHECK-NEXT:  }
; CHECK-LABEL: define void @g() {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    ret void
; CHECK-EMPTY:
; CHECK-NEXT:  {{^}}0:
; CHECK-NEXT:    ret void
; CHECK-NEXT:  }
define i32 @f() {
  br label %1
  ret i32 0
}

define void @g() {
entry:
  ret void
  ret void
}
