; An unknown word after a parameter type is not a parameter attribute.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}param-attr-bogus.ll:9:21: error: expected ')' at end of argument list{{$}}
; CHECK-NEXT: {{^}}declare void @g(i32 bogus){{$}}
; CHECK-NEXT: {{^}}                    ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}param-attr-bogus.ll:9:21: error: expected ')' at end of argument list{{$}}
declare void @g(i32 bogus)
