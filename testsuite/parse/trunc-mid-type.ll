; File ends inside an array type.
; (The file has no final newline.)
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}trunc-mid-type.ll:10:18: error: expected type{{$}}
; CHECK-NEXT: {{^}}@g = global [4 x i{{$}}
; CHECK-NEXT: {{^}}                 ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}trunc-mid-type.ll:10:18: error: expected type{{$}}
@g = global [4 x i