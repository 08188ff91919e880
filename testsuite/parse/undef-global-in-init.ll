; A global initializer refers to an undefined global.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}undef-global-in-init.ll:9:18: error: use of undefined value '@nope'{{$}}
; CHECK-NEXT: {{^}}@p = global i32* @nope{{$}}
; CHECK-NEXT: {{^}}                 ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}undef-global-in-init.ll:9:18: error: use of undefined value '@nope'{{$}}
@p = global i32* @nope
