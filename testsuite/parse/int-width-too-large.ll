; One more than the largest integer width LLVM supports (2^23).
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}int-width-too-large.ll:9:22: error: bitwidth for integer type out of range{{$}}
; CHECK-NEXT: {{^}}@g = external global i8388609{{$}}
; CHECK-NEXT: {{^}}                     ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}int-width-too-large.ll:9:22: error: expected type{{$}}
@g = external global i8388609
