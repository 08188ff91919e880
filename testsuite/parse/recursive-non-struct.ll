; A named array type containing itself.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}recursive-non-struct.ll:9:11: error: non-struct types may not be recursive{{$}}
; CHECK-NEXT: {{^}}%A = type [1 x %A]{{$}}
; CHECK-NEXT: {{^}}          ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}recursive-non-struct.ll:9:1: error: non-struct types may not be recursive{{$}}
%A = type [1 x %A]
