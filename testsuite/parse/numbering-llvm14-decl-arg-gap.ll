; Under --llvm=14 the parameters of a declaration are numbered without gaps too.
; RUN: sh -c 'timeout 20 %ehi verify --llvm=14 %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; RUN: %ehi verify %s
; CHECK: {{.*}}numbering-llvm14-decl-arg-gap.ll:10:25: error: argument expected to be numbered '%1'{{$}}
; CHECK-NEXT: {{^}}declare void @f(i32 %0, i32 %2){{$}}
; CHECK-NEXT: {{^}}                        ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}numbering-llvm14-decl-arg-gap.ll:10:25: error: argument expected to be numbered '%1'{{$}}
declare void @f(i32 %0, i32 %2)
