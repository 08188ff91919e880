; A name given to a non-struct type, then given a struct body: a
; redefinition (the body went to the array type the name maps to).
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}type-alias-redefined-struct.ll:9:1: error: redefinition of type{{$}}
; CHECK: {{^}}exit=1{{$}}
; LLVM14: {{.*}}type-alias-redefined-struct.ll:9:1: error: redefinition of type{{$}}
%0 = type [1 x i8]
%0 = type { i32 }
