; File ends inside a function parameter list.
; (The file has no final newline.)
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}trunc-mid-params.ll:10:24: error: expected type{{$}}
; CHECK-NEXT: {{^}}define void @f(i32 %a, {{$}}
; CHECK-NEXT: {{^}}                       ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}trunc-mid-params.ll:10:24: error: expected type{{$}}
define void @f(i32 %a, 