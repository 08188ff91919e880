; Under --llvm=14 an unnamed global variable is numbered exactly the next one ('%' in LLVM 14's words).
; RUN: sh -c 'timeout 20 %ehi verify --llvm=14 %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; RUN: %ehi verify %s
; CHECK: {{.*}}numbering-llvm14-global-gap.ll:11:1: error: variable expected to be numbered '%1'{{$}}
; CHECK-NEXT: {{^}}@2 = global i32 0{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}numbering-llvm14-global-gap.ll:11:1: error: variable expected to be numbered '%1'{{$}}
@0 = global i32 0
@2 = global i32 0
