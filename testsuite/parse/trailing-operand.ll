; An extra operand after a complete binary instruction.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}trailing-operand.ll:11:22: error: expected metadata after comma{{$}}
; CHECK-NEXT: {{^}}  %x = add i32 1, 2, 3{{$}}
; CHECK-NEXT: {{^}}                     ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}trailing-operand.ll:11:22: error: expected metadata after comma{{$}}
define i32 @f() {
entry:
  %x = add i32 1, 2, 3
  ret i32 %x
}
