; Under --llvm=14 an argument's number is exactly the next one (LLVM 14's rule; the default, LLVM 19's, allows the gap).
; RUN: sh -c 'timeout 20 %ehi verify --llvm=14 %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; RUN: %ehi verify %s
; CHECK: {{.*}}numbering-llvm14-arg-gap.ll:10:24: error: argument expected to be numbered '%1'{{$}}
; CHECK-NEXT: {{^}}define void @f(i32 %0, i32 %2) {{[{]}}{{$}}
; CHECK-NEXT: {{^}}                       ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}numbering-llvm14-arg-gap.ll:10:24: error: argument expected to be numbered '%1'{{$}}
define void @f(i32 %0, i32 %2) {
  ret void
}
