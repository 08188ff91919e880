; A global variable of type label.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}label-global.ll:9:22: error: invalid type for global variable{{$}}
; CHECK-NEXT: {{^}}@g = external global label{{$}}
; CHECK-NEXT: {{^}}                     ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}label-global.ll:9:22: error: invalid type for global variable{{$}}
@g = external global label
