; A global variable defined twice.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}redef-global.ll:10:1: error: redefinition of global '@g'{{$}}
; CHECK-NEXT: {{^}}@g = global i32 1{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}redef-global.ll:10:1: error: redefinition of global '@g'{{$}}
@g = global i32 0
@g = global i32 1
