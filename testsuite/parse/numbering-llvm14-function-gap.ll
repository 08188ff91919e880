; Under --llvm=14 an unnamed function is numbered exactly the next one (LLVM 14 points at its name).
; RUN: sh -c 'timeout 20 %ehi verify --llvm=14 %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; RUN: %ehi verify %s
; CHECK: {{.*}}numbering-llvm14-function-gap.ll:10:14: error: function expected to be numbered '%0'{{$}}
; CHECK-NEXT: {{^}}declare void @1(){{$}}
; CHECK-NEXT: {{^}}             ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}numbering-llvm14-function-gap.ll:10:14: error: function expected to be numbered '%0'{{$}}
declare void @1()
