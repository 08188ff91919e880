; An operand bundle whose input list is not closed.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}bundle-unclosed.ll:13:34: error: expected ')' in operand bundle{{$}}
; CHECK-NEXT: {{^}}  call void @g() [ "deopt"(i32 0 ]{{$}}
; CHECK-NEXT: {{^}}                                 ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}bundle-unclosed.ll:13:34: error: expected ',' in input list{{$}}
declare void @g()

define void @f() {
entry:
  call void @g() [ "deopt"(i32 0 ]
  ret void
}
