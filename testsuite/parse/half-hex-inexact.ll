; A double hex constant (0.1) that is not exactly representable as half.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}half-hex-inexact.ll:9:18: error: floating point constant invalid for type{{$}}
; CHECK-NEXT: {{^}}@g = global half 0x3FB999999999999A{{$}}
; CHECK-NEXT: {{^}}                 ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}half-hex-inexact.ll:9:18: error: floating point constant invalid for type{{$}}
@g = global half 0x3FB999999999999A
