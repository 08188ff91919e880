; Global numbers must increase.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM19 %s
; CHECK: {{.*}}numbering-global-backwards.ll:10:1: error: global expected to be numbered '@1' or greater{{$}}
; CHECK-NEXT: {{^}}@0 = global i32 1{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM19: {{.*}}numbering-global-backwards.ll:10:1: error: global expected to be numbered '@1' or greater{{$}}
@0 = global i32 0
@0 = global i32 1
