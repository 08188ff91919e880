; A comdat defined twice.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}redef-comdat.ll:10:1: error: redefinition of comdat '$c'{{$}}
; CHECK-NEXT: {{^}}$c = comdat any{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}redef-comdat.ll:10:1: error: redefinition of comdat '$c'{{$}}
$c = comdat any
$c = comdat any
