; 'void*' is invalid.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}void-star.ll:9:17: error: pointers to void are invalid - use i8* instead{{$}}
; CHECK-NEXT: {{^}}@g = global void* null{{$}}
; CHECK-NEXT: {{^}}                ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}void-star.ll:9:17: error: pointers to void are invalid - use i8* instead{{$}}
@g = global void* null
