; A quoted global name with no closing quote.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}unterminated-global-name.ll:11:1: error: end of file in global variable name{{$}}
; CHECK-NEXT: {{^}}@"unterminated = global i32 0{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}unterminated-global-name.ll:11:1: error: expected top-level entity{{$}}
declare void @g()

@"unterminated = global i32 0
