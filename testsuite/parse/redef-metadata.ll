; A metadata id defined twice.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}redef-metadata.ll:10:1: error: Metadata id is already used{{$}}
; CHECK-NEXT: {{^}}!0 = !{i32 1}{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}redef-metadata.ll:11:1: error: Metadata id is already used{{$}}
!0 = !{}
!0 = !{i32 1}
