; A global initializer of the wrong type.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}mismatch-global-init.ll:9:17: error: expected value token{{$}}
; CHECK-NEXT: {{^}}@g = global i32 i64 0{{$}}
; CHECK-NEXT: {{^}}                ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}mismatch-global-init.ll:9:17: error: expected value token{{$}}
@g = global i32 i64 0
