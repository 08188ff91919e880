; float 0.1 is invalid: the decimal value is not exactly representable
; as a float.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}float-inexact.ll:10:19: error: floating point constant invalid for type{{$}}
; CHECK-NEXT: {{^}}@g = global float 0.1{{$}}
; CHECK-NEXT: {{^}}                  ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}float-inexact.ll:10:19: error: floating point constant invalid for type{{$}}
@g = global float 0.1
