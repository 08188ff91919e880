; Argument numbers must increase.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM19 %s
; CHECK: {{.*}}numbering-arg-backwards.ll:9:24: error: argument expected to be numbered '%2' or greater{{$}}
; CHECK-NEXT: {{^}}define void @f(i32 %1, i32 %0) {{[{]}}{{$}}
; CHECK-NEXT: {{^}}                       ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM19: {{.*}}numbering-arg-backwards.ll:9:24: error: argument expected to be numbered '%2' or greater{{$}}
define void @f(i32 %1, i32 %0) {
entry:
  ret void
}
