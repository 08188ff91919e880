; icmp on floating-point operands.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}mismatch-icmp-float.ll:11:16: error: icmp requires integer operands{{$}}
; CHECK-NEXT: {{^}}  %c = icmp eq float 1.0, 2.0{{$}}
; CHECK-NEXT: {{^}}               ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}mismatch-icmp-float.ll:11:16: error: icmp requires integer operands{{$}}
define i1 @f() {
entry:
  %c = icmp eq float 1.0, 2.0
  ret i1 %c
}
