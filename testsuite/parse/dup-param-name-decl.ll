; Two parameters of a declaration with the same name: LLVM 14 and 19
; refuse them too.
; RUN: sh -c 'timeout 20 %ehi verify %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM %s
; CHECK: {{.*}}dup-param-name-decl.ll:11:25: error: redefinition of argument '%a'{{$}}
; CHECK-NEXT: {{^}}declare void @f(i32 %a, i8 %"a"){{$}}
; CHECK-NEXT: {{^}}                        ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM: {{.*}}dup-param-name-decl.ll:11:25: error: redefinition of argument '%a'{{$}}
declare void @f(i32 %a, i8 %"a")
