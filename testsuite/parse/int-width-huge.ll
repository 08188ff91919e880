; An integer type whose bit width is far too large.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}int-width-huge.ll:9:13: error: bitwidth for integer type out of range{{$}}
; CHECK-NEXT: {{^}}@g = global i99999999 0{{$}}
; CHECK-NEXT: {{^}}            ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}int-width-huge.ll:9:13: error: expected type{{$}}
@g = global i99999999 0
