; A \\00 escape inside a quoted name: names may not contain NUL.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}nul-escape-in-name.ll:9:1: error: Null bytes are not allowed in names{{$}}
; CHECK-NEXT: {{^}}@"a\00b" = global i32 0{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}nul-escape-in-name.ll:9:1: error: expected top-level entity{{$}}
@"a\00b" = global i32 0
