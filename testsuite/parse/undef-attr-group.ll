; Reference to an attribute group that is never defined: LLVM reads it as
; an empty group (llvm-as 14 and 19 accept the module), and so does ehi.
; RUN: %ehi print %s | FileCheck %s
; RUN: %ehi verify %s
; RUN: %ehi run %s
; RUN: %llvm-as14 %s -o /dev/null
; RUN: %llvm-as19 %s -o /dev/null
; CHECK: define i32 @main() #3 {
; CHECK: declare void @g() #4
define i32 @main() #3 {
entry:
  ret i32 0
}
declare void @g() #4
