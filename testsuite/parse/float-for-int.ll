; A floating-point literal for an integer type.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}float-for-int.ll:9:17: error: floating point constant invalid for type{{$}}
; CHECK-NEXT: {{^}}@g = global i32 1.0{{$}}
; CHECK-NEXT: {{^}}                ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}float-for-int.ll:9:17: error: floating point constant invalid for type{{$}}
@g = global i32 1.0
