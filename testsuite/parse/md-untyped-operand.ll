; A global used as a metadata node operand without its type.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}md-untyped-operand.ll:11:8: error: expected metadata operand{{$}}
; CHECK-NEXT: {{^}}!0 = !{@g}{{$}}
; CHECK-NEXT: {{^}}       ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}md-untyped-operand.ll:11:8: error: expected metadata operand{{$}}
@g = global i32 0
!named = !{!0}
!0 = !{@g}
