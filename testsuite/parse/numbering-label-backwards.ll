; An unnamed argument takes %0, so the entry label cannot be '0:'.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM19 %s
; CHECK: {{.*}}numbering-label-backwards.ll:10:1: error: label expected to be numbered '1' or greater{{$}}
; CHECK-NEXT: {{^}}0:{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM19: {{.*}}numbering-label-backwards.ll:10:1: error: label expected to be numbered '1' or greater{{$}}
define void @f(i32) {
0:
  ret void
}
