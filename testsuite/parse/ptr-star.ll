; 'ptr*' is invalid.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM19 %s
; CHECK: {{.*}}ptr-star.ll:9:16: error: ptr* is invalid - use ptr instead{{$}}
; CHECK-NEXT: {{^}}@g = global ptr* null{{$}}
; CHECK-NEXT: {{^}}               ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM19: {{.*}}ptr-star.ll:9:16: error: ptr* is invalid - use ptr instead{{$}}
@g = global ptr* null
