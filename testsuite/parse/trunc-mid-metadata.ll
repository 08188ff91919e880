; File ends inside a metadata node.
; (The file has no final newline.)
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}trunc-mid-metadata.ll:11:15: error: expected metadata operand{{$}}
; CHECK-NEXT: {{^}}!0 = !{i32 1, {{$}}
; CHECK-NEXT: {{^}}              ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}trunc-mid-metadata.ll:11:15: error: expected metadata operand{{$}}
!named = !{!0}
!0 = !{i32 1, 