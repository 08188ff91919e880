; A basic block used as an integer operand.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}label-as-value.ll:11:16: error: '%entry' defined with type 'label' but expected 'i32'{{$}}
; CHECK-NEXT: {{^}}  %x = add i32 %entry, 1{{$}}
; CHECK-NEXT: {{^}}               ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}label-as-value.ll:11:16: error: '%entry' defined with type 'label' but expected 'i32'{{$}}
define i32 @f() {
entry:
  %x = add i32 %entry, 1
  ret i32 %x
}
