; 'cc' followed by an integer that does not fit 32 bits.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}cc-too-large.ll:9:11: error: expected 32-bit integer (too large){{$}}
; CHECK-NEXT: {{^}}define cc 99999999999 void @f() {{[{]}}{{$}}
; CHECK-NEXT: {{^}}          ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}cc-too-large.ll:9:11: error: expected 32-bit integer (too large){{$}}
define cc 99999999999 void @f() {
entry:
  ret void
}
