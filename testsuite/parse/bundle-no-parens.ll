; An operand bundle without its '(' input list.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}bundle-no-parens.ll:13:28: error: expected '(' in operand bundle{{$}}
; CHECK-NEXT: {{^}}  call void @g() [ "deopt" ]{{$}}
; CHECK-NEXT: {{^}}                           ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}bundle-no-parens.ll:13:28: error: expected '(' in operand bundle{{$}}
declare void @g()

define void @f() {
entry:
  call void @g() [ "deopt" ]
  ret void
}
