; A named type used before its definition, which is not a struct.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}fwd-ref-non-struct.ll:10:1: error: forward references to non-struct type{{$}}
; CHECK-NEXT: {{^}}%B = type [2 x i8]{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}fwd-ref-non-struct.ll:10:1: error: forward references to non-struct type{{$}}
%A = type [1 x %B]
%B = type [2 x i8]
