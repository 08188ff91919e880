; A vector whose element count does not fit in 32 bits.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}vector-size-too-large.ll:9:23: error: size too large for vector{{$}}
; CHECK-NEXT: {{^}}@g = external global <4294967296 x i8>{{$}}
; CHECK-NEXT: {{^}}                      ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}vector-size-too-large.ll:9:23: error: size too large for vector{{$}}
@g = external global <4294967296 x i8>
