; A zero-element vector type.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}vector-zero.ll:9:22: error: zero element vector is illegal{{$}}
; CHECK-NEXT: {{^}}@g = external global <0 x i32>{{$}}
; CHECK-NEXT: {{^}}                     ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}vector-zero.ll:9:23: error: zero element vector is illegal{{$}}
@g = external global <0 x i32>
