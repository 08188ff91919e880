; Branch to a label that is never defined.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}undef-label.ll:11:12: error: use of undefined value '%nowhere'{{$}}
; CHECK-NEXT: {{^}}  br label %nowhere{{$}}
; CHECK-NEXT: {{^}}           ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}undef-label.ll:11:12: error: use of undefined value '%nowhere'{{$}}
define void @f() {
entry:
  br label %nowhere
}
