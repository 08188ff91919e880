; half 0.1 is invalid: 0.1 is not exactly representable as half.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM19 %s
; CHECK: {{.*}}half-decimal-inexact.ll:9:18: error: floating point constant invalid for type{{$}}
; CHECK-NEXT: {{^}}@g = global half 0.1{{$}}
; CHECK-NEXT: {{^}}                 ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM19: {{.*}}half-decimal-inexact.ll:9:18: error: floating point constant invalid for type{{$}}
@g = global half 0.1
