; Two parameters with the same name.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}dup-param-name.ll:9:24: error: redefinition of argument '%a'{{$}}
; CHECK-NEXT: {{^}}define void @f(i32 %a, i32 %a) {{[{]}}{{$}}
; CHECK-NEXT: {{^}}                       ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}dup-param-name.ll:9:24: error: redefinition of argument '%a'{{$}}
define void @f(i32 %a, i32 %a) {
entry:
  ret void
}
