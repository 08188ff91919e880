; A parameter of type void.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}void-param.ll:9:16: error: void type only allowed for function results{{$}}
; CHECK-NEXT: {{^}}define void @f(void %x) {{[{]}}{{$}}
; CHECK-NEXT: {{^}}               ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}void-param.ll:9:16: error: void type only allowed for function results{{$}}
define void @f(void %x) {
entry:
  ret void
}
