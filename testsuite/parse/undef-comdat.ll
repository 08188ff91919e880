; Reference to a comdat that is never defined.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}undef-comdat.ll:9:27: error: use of undefined comdat '$c'{{$}}
; CHECK-NEXT: {{^}}@g = global i32 0, comdat($c){{$}}
; CHECK-NEXT: {{^}}                          ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}undef-comdat.ll:9:27: error: use of undefined comdat '$c'{{$}}
@g = global i32 0, comdat($c)
