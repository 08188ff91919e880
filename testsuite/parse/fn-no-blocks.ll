; A function definition with an empty body.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}fn-no-blocks.ll:9:19: error: function body requires at least one basic block{{$}}
; CHECK-NEXT: {{^}}define void @f() {}{{$}}
; CHECK-NEXT: {{^}}                  ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}fn-no-blocks.ll:9:19: error: function body requires at least one basic block{{$}}
define void @f() {}
