; A named type defined twice.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}redef-type.ll:10:1: error: redefinition of type{{$}}
; CHECK-NEXT: {{^}}%T = type { i64 }{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}redef-type.ll:10:1: error: redefinition of type{{$}}
%T = type { i32 }
%T = type { i64 }
