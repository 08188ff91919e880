; Gaps of up to 1000 in value numbering are valid (LLVM 19); the
; printer renumbers densely, as llvm-dis does.
; RUN: %ehi print %s | FileCheck %s
; RUN: %llvm-as19 %s -o - | %llvm-dis19 | FileCheck %s
; CHECK:      %0 = add i32 1, 2
; CHECK-NEXT: %1 = add i32 %0, 2
; CHECK-NEXT: ret i32 %1
define i32 @f(ptr %p) {
entry:
  %0 = add i32 1, 2
  %1001 = add i32 %0, 2
  ret i32 %1001
}
