; A misspelled calling convention ('fastccc') is not a type.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}cc-typo.ll:9:8: error: expected type{{$}}
; CHECK-NEXT: {{^}}define fastccc void @f() {{[{]}}{{$}}
; CHECK-NEXT: {{^}}       ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}cc-typo.ll:9:8: error: expected type{{$}}
define fastccc void @f() {
entry:
  ret void
}
