; An integer literal for a floating-point type.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}int-for-float.ll:9:19: error: integer constant must have integer type{{$}}
; CHECK-NEXT: {{^}}@g = global float 1{{$}}
; CHECK-NEXT: {{^}}                  ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}int-for-float.ll:9:19: error: integer constant must have integer type{{$}}
@g = global float 1
