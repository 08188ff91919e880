; A function defined twice.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}redef-function.ll:14:1: error: redefinition of global '@f'{{$}}
; CHECK-NEXT: {{^}}define void @f() {{[{]}}{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}redef-function.ll:14:13: error: invalid redefinition of function 'f'{{$}}
define void @f() {
entry:
  ret void
}

define void @f() {
entry:
  ret void
}
