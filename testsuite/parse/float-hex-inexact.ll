; A double hex constant that does not fit a float exactly.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}float-hex-inexact.ll:9:19: error: floating point constant invalid for type{{$}}
; CHECK-NEXT: {{^}}@g = global float 0x3FB999999999999A{{$}}
; CHECK-NEXT: {{^}}                  ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}float-hex-inexact.ll:9:19: error: floating point constant invalid for type{{$}}
@g = global float 0x3FB999999999999A
