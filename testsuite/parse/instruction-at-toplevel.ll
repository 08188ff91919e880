; An instruction outside of any function.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}instruction-at-toplevel.ll:9:1: error: expected top-level entity{{$}}
; CHECK-NEXT: {{^}}ret void{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}instruction-at-toplevel.ll:9:1: error: expected top-level entity{{$}}
ret void
