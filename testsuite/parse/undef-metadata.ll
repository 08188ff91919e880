; Reference to a metadata node that is never defined.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}undef-metadata.ll:9:12: error: use of undefined metadata '!7'{{$}}
; CHECK-NEXT: {{^}}!named = !{!7}{{$}}
; CHECK-NEXT: {{^}}           ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}undef-metadata.ll:9:13: error: use of undefined metadata '!7'{{$}}
!named = !{!7}
