; An unknown specialized metadata kind (the node kinds are checked; field
; names are not, SPEC.md section 2).
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}md-unknown-kind.ll:11:6: error: expected metadata type{{$}}
; CHECK-NEXT: {{^}}!0 = !DIFoo(line: 1){{$}}
; CHECK-NEXT: {{^}}     ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}md-unknown-kind.ll:11:6: error: expected metadata type{{$}}
!named = !{!0}
!0 = !DIFoo(line: 1)
