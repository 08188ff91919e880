; 'cc' followed by something that is not an integer.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}cc-not-integer.ll:9:11: error: expected integer{{$}}
; CHECK-NEXT: {{^}}define cc foo void @f() {{[{]}}{{$}}
; CHECK-NEXT: {{^}}          ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}cc-not-integer.ll:9:11: error: expected integer{{$}}
define cc foo void @f() {
entry:
  ret void
}
