; An unknown word after a declaration is not a function attribute.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}fn-attr-bogus.ll:9:19: error: expected top-level entity{{$}}
; CHECK-NEXT: {{^}}declare void @g() bogus{{$}}
; CHECK-NEXT: {{^}}                  ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}fn-attr-bogus.ll:9:19: error: expected top-level entity{{$}}
declare void @g() bogus
