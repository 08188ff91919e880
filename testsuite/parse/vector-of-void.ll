; A vector of void.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}vector-of-void.ll:9:27: error: void type only allowed for function results{{$}}
; CHECK-NEXT: {{^}}@g = external global <2 x void>{{$}}
; CHECK-NEXT: {{^}}                          ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}vector-of-void.ll:9:27: error: void type only allowed for function results{{$}}
@g = external global <2 x void>
