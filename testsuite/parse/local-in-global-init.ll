; A function-local name used in a global initializer.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}local-in-global-init.ll:9:18: error: invalid use of function-local name{{$}}
; CHECK-NEXT: {{^}}@g = global i32* %x{{$}}
; CHECK-NEXT: {{^}}                 ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}local-in-global-init.ll:9:18: error: invalid use of function-local name{{$}}
@g = global i32* %x
