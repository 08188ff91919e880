; An explicit number lower than the implicit one the previous
; unnamed instruction took.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM19 %s
; CHECK: {{.*}}numbering-inst-implicit.ll:13:3: error: instruction expected to be numbered '%3' or greater{{$}}
; CHECK-NEXT: {{^}}  %2 = add i32 %1, 3{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM19: {{.*}}numbering-inst-implicit.ll:13:3: error: instruction expected to be numbered '%3' or greater{{$}}
define i32 @f() {
  %1 = add i32 1, 2
  %2 = add i32 %1, 2
  %2 = add i32 %1, 3
  ret i32 %2
}
